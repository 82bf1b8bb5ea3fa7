"""Exports the fifth wave of the model corpus: fp8 programs (scaled e4m3fn/e5m2 matmuls with f32 accumulation, the
fnuz formats, an fp8 training step), complex elementary functions at ordinary and extreme values, and architectures
the earlier waves lacked: MLP-Mixer, a DiT block with adaLN-zero modulation, a detection head (top-k, IoU, greedy
NMS in a fori_loop), a Neural ODE integrated by RK4 in a fori_loop, a mixture of experts by `jax.lax.ragged_dot`, a
CLIP contrastive-loss training step and a KV-cache decode loop (`dynamic_update_slice` in a while loop).

Run from the repository root (Python 3.11, jax 0.10, flax 0.12, optax 0.2, ml_dtypes 0.5):
    python3 tpu-server/src/test/stablehlo/export_corpus_wave5.py [name ...]
It writes tpu-server/src/test/resources/stablehlo/corpus/<name>.mlir and <name>.json in export_corpus.py's format,
read by StableHloCorpusTest. Complex values are written as f32 [..., 2] pairs (export_corpus_complex.py); float8
tensors as their exact values with dtype F8E4M3FN, ... and tolerance 0 (outputs must be equal). The reference is the
program run with jax_enable_x64 over float64/complex128 inputs (float8 inputs stay float8). The architectures are
written from their papers' descriptions, tiny configs, each from its own seeded streams.
"""
import json
import math
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
import flax.linen as nn
import optax

import export_corpus

ONLY = set(sys.argv[1:])
SOURCE = "written in export_corpus_wave5.py (see its docstring)"
FLOAT8 = {np.dtype(jnp.float8_e4m3fn): "F8E4M3FN", np.dtype(jnp.float8_e5m2): "F8E5M2",
          np.dtype(jnp.float8_e4m3fnuz): "F8E4M3FNUZ", np.dtype(jnp.float8_e5m2fnuz): "F8E5M2FNUZ",
          np.dtype(jnp.float8_e4m3b11fnuz): "F8E4M3B11FNUZ"}
export_corpus.DTYPE.update({np.dtype("uint8"): "U8", np.dtype("int8"): "S8"})


def pairs(a):
    a = np.asarray(a)
    return np.stack([a.real, a.imag], -1) if np.iscomplexobj(a) else a


def to64(tree):
    def widen(a):
        a = np.asarray(a)
        return {np.dtype(np.float32): np.float64, np.dtype(np.complex64): np.complex128}.get(a.dtype) and \
            a.astype({np.dtype(np.float32): np.float64, np.dtype(np.complex64): np.complex128}[a.dtype]) \
            if a.dtype in (np.float32, np.complex64) else a
    return jax.tree_util.tree_map(widen, tree)


def tensor_json(name, arr):
    arr = pairs(arr)
    if arr.dtype in FLOAT8:
        vals = [export_corpus.float_json(v) for v in arr.astype(np.float32).ravel()]
        return {"name": name, "dtype": FLOAT8[arr.dtype], "dims": list(arr.shape), "values": vals}
    return export_corpus.tensor_json(name, arr)


def output_json(name, a, r):
    a, r = pairs(a), pairs(r)
    if a.dtype in FLOAT8:
        t = tensor_json(name, a)
        t["reference"] = t["values"]
        t["tolerance"] = [0.0] * len(t["values"])
        t["jaxMaxError"] = 0.0
        return t
    return export_corpus.output_json(name, a.astype(np.float32) if a.dtype == np.float64 else a, r)


def export(name, description, fn, args):
    if ONLY and name not in ONLY:
        return
    text, out32, out64 = export_corpus.lower_and_run(fn, args, to64)
    doc = {
        "model": name,
        "generator": "tpu-server/src/test/stablehlo/export_corpus_wave5.py",
        "versions": {"jax": jax.__version__, "flax": __import__("flax").__version__, "numpy": np.__version__},
        "description": description,
        "source": SOURCE,
        "mlir": name + ".mlir",
        "stablehloOps": export_corpus.stablehlo_ops(text),
        "needsBranch": None,
        "comparison": "float outputs (complex ones as f32 [..., 2] pairs): |ours - jax_f32| <= tolerance[i] = "
                      "4 * max(max_e, eps32 * (|f64_i| + 1)), max_e = the tensor's largest |jax_f32 - jax_f64|; "
                      "float8 and integer outputs exactly",
        "inputs": [tensor_json(f"arg{k}", a) for k, a in enumerate(jax.tree_util.tree_leaves(args))],
        "outputs": [output_json(f"result[{k}]", a, r) for k, (a, r) in enumerate(zip(out32, out64))],
    }
    with open(os.path.join(export_corpus.OUT, name + ".mlir"), "w") as f:
        f.write(text)
    with open(os.path.join(export_corpus.OUT, name + ".json"), "w") as f:
        json.dump(doc, f, separators=(",", ":"))
    print(f"{name}: {len(text.splitlines())} lines, ops {doc['stablehloOps']}")


def normal(rng, shape, scale=1.0):
    return jnp.asarray(rng.standard_normal(shape) * scale, jnp.float32)


# ----------------------------------------------------------------------------- fp8

E4M3_MAX = 448.0
E5M2_MAX = 57344.0


def quantize(x, dtype, fmax):
    """Per-tensor delayed-scaling style fp8 quantisation (as Transformer Engine / MaxText fp8): scale by amax."""
    amax = jnp.max(jnp.abs(x))
    scale = jnp.where(amax > 0, fmax / amax, 1.0)
    return jnp.clip(x * scale, -fmax, fmax).astype(dtype), 1.0 / scale


def fp8_matmul(x, w, w8, g, raw):
    xq, xs = quantize(x, jnp.float8_e4m3fn, E4M3_MAX)
    wq, ws = quantize(w, jnp.float8_e4m3fn, E4M3_MAX)
    y = jnp.dot(xq, wq, preferred_element_type=jnp.float32) * (xs * ws)
    y2 = jnp.dot(xq, w8, preferred_element_type=jnp.float32) * xs            # an fp8 weight input
    gq, gs = quantize(g, jnp.float8_e5m2, E5M2_MAX)                           # e5m2 gradient times e4m3 weights
    dx = lax.dot_general(gq, wq, (((1,), (1,)), ((), ())), preferred_element_type=jnp.float32) * (gs * ws)
    plain = jnp.dot(x.astype(jnp.float8_e4m3fn), w.astype(jnp.float8_e4m3fn), preferred_element_type=jnp.float32)
    # unscaled casts of raw values: overflow (NaN for e4m3fn and fnuz, inf for e5m2), ties, subnormals, -0
    casts = [raw.astype(t) for t in (jnp.float8_e4m3fn, jnp.float8_e5m2, jnp.float8_e4m3fnuz, jnp.float8_e5m2fnuz,
                                     jnp.float8_e4m3b11fnuz)]
    back = jnp.stack([c.astype(jnp.float32) for c in casts])
    bits = lax.bitcast_convert_type(casts[0], jnp.uint8)
    from_bits = lax.bitcast_convert_type(bits ^ jnp.uint8(0x80), jnp.float8_e4m3fn)  # sign flip via the bits
    order = jnp.stack([casts[1] > casts[1][::-1], casts[0] == casts[0], casts[2] >= 0]).astype(jnp.int32)
    e5 = casts[1].astype(jnp.bfloat16).astype(jnp.float32) + jnp.max(casts[1].astype(jnp.float32))
    rt = casts[0].astype(jnp.float8_e5m2)          # fp8 -> fp8 converts round once
    return y, y2, dx, plain, xq, back, bits, from_bits, order, e5, rt, jnp.maximum(casts[0], casts[0][::-1])


class Fp8Mlp(nn.Module):
    @nn.compact
    def __call__(self, x):
        w1 = self.param("w1", nn.initializers.lecun_normal(), (x.shape[-1], 32))
        w2 = self.param("w2", nn.initializers.lecun_normal(), (32, 4))
        def qdot(a, w):
            aq, as_ = quantize(a, jnp.float8_e4m3fn, E4M3_MAX)
            wq, ws = quantize(w, jnp.float8_e4m3fn, E4M3_MAX)
            return jnp.dot(aq, wq, preferred_element_type=jnp.float32) * (as_ * ws)
        return qdot(nn.gelu(qdot(x, w1)), w2)


def fp8_train_step(model):
    opt = optax.sgd(0.1, momentum=0.9)
    def step(params, opt_state, x, y):
        def loss_fn(p):
            return jnp.mean((model.apply(p, x) - y) ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = opt.update(grads, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss
    return step, opt


# ----------------------------------------------------------------------------- complex functions

def ops_complex_functions(z, w):
    return (jnp.sqrt(z), lax.rsqrt(z), jnp.tan(z), jnp.tanh(z), jnp.log1p(z), jnp.expm1(z), jnp.power(z, w),
            z ** 2.5, jnp.sin(z), jnp.cos(z))


# ----------------------------------------------------------------------------- architectures

class MixerBlock(nn.Module):
    tokens: int
    channels: int

    @nn.compact
    def __call__(self, x):
        y = nn.LayerNorm()(x).transpose(0, 2, 1)
        y = nn.Dense(self.tokens)(nn.gelu(nn.Dense(2 * self.tokens)(y))).transpose(0, 2, 1)
        x = x + y
        y = nn.LayerNorm()(x)
        return x + nn.Dense(self.channels)(nn.gelu(nn.Dense(2 * self.channels)(y)))


class MlpMixer(nn.Module):
    @nn.compact
    def __call__(self, img):
        x = nn.Conv(16, (4, 4), strides=(4, 4))(img)
        b, h, w, c = x.shape
        x = x.reshape(b, h * w, c)
        for _ in range(2):
            x = MixerBlock(h * w, c)(x)
        return nn.Dense(10)(jnp.mean(nn.LayerNorm()(x), axis=1))


def modulate(x, shift, scale):
    return x * (1 + scale[:, None]) + shift[:, None]


class DiTBlock(nn.Module):
    dim: int
    heads: int

    @nn.compact
    def __call__(self, x, c):
        # adaLN-zero: shift/scale/gate for attention and MLP from the conditioning (zero-initialised in the paper;
        # random here so the test sees the modulation)
        mod = nn.Dense(6 * self.dim, kernel_init=nn.initializers.normal(0.02))(nn.silu(c))
        s1, sc1, g1, s2, sc2, g2 = jnp.split(mod, 6, axis=-1)
        h = modulate(nn.LayerNorm(use_scale=False, use_bias=False)(x), s1, sc1)
        x = x + g1[:, None] * nn.MultiHeadDotProductAttention(self.heads)(h, h)
        h = modulate(nn.LayerNorm(use_scale=False, use_bias=False)(x), s2, sc2)
        h = nn.Dense(self.dim)(nn.gelu(nn.Dense(4 * self.dim)(h), approximate=True))
        return x + g2[:, None] * h


class DiT(nn.Module):
    @nn.compact
    def __call__(self, latents, t, label):
        p = 2
        b, hh, ww, ch = latents.shape
        x = nn.Conv(32, (p, p), strides=(p, p))(latents).reshape(b, -1, 32)
        pos = self.param("pos", nn.initializers.normal(0.02), (1, x.shape[1], 32))
        x = x + pos
        half = 16
        freqs = jnp.exp(-math.log(10000.0) * jnp.arange(half, dtype=jnp.float32) / half)
        temb = jnp.concatenate([jnp.cos(t[:, None] * freqs), jnp.sin(t[:, None] * freqs)], -1)
        c = nn.Dense(32)(nn.silu(nn.Dense(32)(temb))) + nn.Embed(11, 32)(label)
        for _ in range(2):
            x = DiTBlock(32, 4)(x, c)
        shift, scale = jnp.split(nn.Dense(64, kernel_init=nn.initializers.normal(0.02))(nn.silu(c)), 2, -1)
        x = nn.Dense(p * p * 2 * ch)(modulate(nn.LayerNorm(use_scale=False, use_bias=False)(x), shift, scale))
        x = x.reshape(b, hh // p, ww // p, p, p, 2 * ch).transpose(0, 1, 3, 2, 4, 5)
        return x.reshape(b, hh, ww, 2 * ch)


def box_iou(a, b):
    area = lambda r: (r[..., 2] - r[..., 0]) * (r[..., 3] - r[..., 1])
    lt = jnp.maximum(a[:, None, :2], b[None, :, :2])
    rb = jnp.minimum(a[:, None, 2:], b[None, :, 2:])
    wh = jnp.clip(rb - lt, 0)
    inter = wh[..., 0] * wh[..., 1]
    return inter / (area(a)[:, None] + area(b)[None] - inter)


class DetectionHead(nn.Module):
    """A single-scale anchor-free head (FCOS-like): class scores and box offsets per cell, then top-k and NMS."""
    k: int = 12

    @nn.compact
    def __call__(self, feats):
        h = nn.relu(nn.Conv(16, (3, 3))(feats))
        logits = nn.Conv(3, (3, 3))(h)
        offsets = nn.softplus(nn.Conv(4, (3, 3))(h))
        b, hh, ww, _ = logits.shape
        ys, xs = jnp.meshgrid(jnp.arange(hh, dtype=jnp.float32) + 0.5, jnp.arange(ww, dtype=jnp.float32) + 0.5,
                              indexing="ij")
        centres = jnp.stack([xs, ys, xs, ys], -1).reshape(-1, 4)
        def one(lg, off):
            scores = jax.nn.sigmoid(lg).reshape(-1, 3)
            cls = jnp.argmax(scores, -1)
            best = jnp.max(scores, -1)
            boxes = centres + off.reshape(-1, 4) * jnp.array([-1.0, -1.0, 1.0, 1.0])
            top, idx = lax.top_k(best, self.k)
            cand = boxes[idx]
            iou = box_iou(cand, cand)
            def body(i, keep):
                suppress = (iou[i] > 0.5) & (jnp.arange(self.k) > i) & keep[i]
                return keep & ~suppress
            keep = lax.fori_loop(0, self.k, body, jnp.ones(self.k, bool))
            kept_scores = jnp.where(keep, top, -1.0)
            order = jnp.argsort(-kept_scores)
            return cand[order], kept_scores[order], cls[idx][order], keep.sum()
        return jax.vmap(one)(logits, offsets)


class OdeFunc(nn.Module):
    @nn.compact
    def __call__(self, t, y):
        h = jnp.tanh(nn.Dense(16)(jnp.concatenate([y, jnp.broadcast_to(t, y.shape[:-1] + (1,))], -1)))
        return nn.Dense(y.shape[-1])(h)


def neural_ode(model, steps):
    def run(params, y0, t1):
        dt = t1 / steps
        f = lambda t, y: model.apply(params, t, y)
        def body(i, y):
            t = i * dt
            k1 = f(t, y)
            k2 = f(t + dt / 2, y + dt / 2 * k1)
            k3 = f(t + dt / 2, y + dt / 2 * k2)
            k4 = f(t + dt, y + dt * k3)
            return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        yT = lax.fori_loop(0, steps, body, y0)
        return yT, jnp.sum(yT ** 2)
    return run


def moe_ragged(x, router, w1, w2):
    """Top-1 MoE with tokens sorted by expert and grouped matmuls by lax.ragged_dot (group sizes from a bincount)."""
    experts = w1.shape[0]
    logits = x @ router
    gate = jax.nn.softmax(logits, -1)
    expert = jnp.argmax(logits, -1)
    order = jnp.argsort(expert)
    xs = x[order]
    sizes = jnp.bincount(expert, length=experts).astype(jnp.int32)
    h = jax.nn.gelu(lax.ragged_dot(xs, w1, sizes))
    y = lax.ragged_dot(h, w2, sizes)
    out = jnp.zeros_like(y).at[order].set(y)
    return out * jnp.take_along_axis(gate, expert[:, None], -1), sizes


class Tower(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(32)(x)
        x = x + nn.SelfAttention(4)(nn.LayerNorm()(x))
        x = x + nn.Dense(32)(nn.gelu(nn.Dense(64)(nn.LayerNorm()(x))))
        return nn.Dense(16)(jnp.mean(x, 1))


class ClipPair(nn.Module):
    @nn.compact
    def __call__(self, patches, tokens):
        img = Tower()(patches)
        txt = Tower()(nn.Embed(50, 24)(tokens))
        t = self.param("logit_scale", lambda k: jnp.array(math.log(1 / 0.07), jnp.float32))
        img = img / jnp.linalg.norm(img, axis=-1, keepdims=True)
        txt = txt / jnp.linalg.norm(txt, axis=-1, keepdims=True)
        logits = jnp.exp(t) * img @ txt.T
        labels = jnp.arange(logits.shape[0])
        return (optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
                + optax.softmax_cross_entropy_with_integer_labels(logits.T, labels).mean()) / 2


def clip_train_step(model):
    opt = optax.adamw(1e-3, weight_decay=0.1)
    def step(params, opt_state, patches, tokens):
        loss, grads = jax.value_and_grad(lambda p: model.apply(p, patches, tokens))(params)
        upd, opt_state = opt.update(grads, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss
    return step, opt


def kv_decode(params, prompt_last, steps):
    """Single-layer attention LM decoding with a KV cache written by dynamic_update_slice inside a while loop."""
    emb, wq, wk, wv, wo = params
    max_len, d = 16, emb.shape[1]

    def cond(s):
        return s[0] < steps

    def body(s):
        i, tok, kc, vc, out = s
        h = emb[tok]
        q, k, v = h @ wq, h @ wk, h @ wv
        kc = lax.dynamic_update_slice(kc, k[None], (i, jnp.zeros((), i.dtype)))
        vc = lax.dynamic_update_slice(vc, v[None], (i, jnp.zeros((), i.dtype)))
        att = jnp.where(jnp.arange(max_len) <= i, kc @ q / math.sqrt(d), -1e9)
        ctx = jax.nn.softmax(att) @ vc
        nxt = jnp.argmax((ctx @ wo) @ emb.T).astype(jnp.int32)
        return i + 1, nxt, kc, vc, out.at[i].set(nxt)

    init = (jnp.int32(0), prompt_last, jnp.zeros((max_len, d), emb.dtype), jnp.zeros((max_len, d), emb.dtype), jnp.zeros(steps, jnp.int32))
    _, _, kc, vc, out = lax.while_loop(cond, body, init)
    return out, kc


def main():
    os.makedirs(export_corpus.OUT, exist_ok=True)
    rng = np.random.default_rng(55)
    key = jax.random.PRNGKey(55)

    x, w, g = normal(rng, (4, 24)), normal(rng, (24, 8), 0.3), normal(rng, (4, 8), 1e-3)
    w8 = normal(rng, (24, 8), 0.5).astype(jnp.float8_e4m3fn)
    raw = jnp.asarray([0.0, -0.0, 1.0, -1.5, 448.0, 464.0, 480.0, -500.0, 240.0, 30.0, 31.0, 57344.0, 61440.0,
                       1e6, -np.inf, np.inf, np.nan, 0.0009765625, 0.001953125, 2.0 ** -10, 3.0 * 2.0 ** -10,
                       1e-6, 0.3, 17.0, 19.0, 0.0625, -0.04, 1e-3, 2.5, 100.0], jnp.float32)
    export("fp8_matmul", "fp8 (float8_e4m3fn/e5m2) scaled matmuls with f32 accumulation (per-tensor amax scales, "
           "an fp8 weight input, e5m2 x e4m3 dot), casts to every float8 format at overflow/ties/subnormals, "
           "bitcast to u8 and back, comparisons, max, fp8 -> fp8 convert", fp8_matmul, (x, w, w8, g, raw))

    mlp = Fp8Mlp()
    xs, ys = normal(rng, (8, 12)), normal(rng, (8, 4))
    params = mlp.init(key, xs)
    step, opt = fp8_train_step(mlp)
    export("fp8_train_step", "SGD-momentum step of an MLP whose matmuls run in fp8 e4m3fn with per-tensor scales "
           "(gradients through the casts)", step, (params, opt.init(params), xs, ys))

    z = (rng.standard_normal(18) * 2 + 1j * rng.standard_normal(18) * 2).astype(np.complex64)
    extremes = np.array([1e-30 + 1e-30j, -1e-30 + 1e-30j, 1e30 + 1e30j, -1e30 - 2e30j, 3e38 + 1e30j,
                         -3e38 + 1e30j, 1e30 + 3e38j, -4 + 0j, complex(-4, -0.0), 50 + 2j, -50 + 2j, 2 + 50j,
                         2 - 100j, 1e-20 + 0j, -1 + 1e-7j, 0.5 + 90j, 0.25 - 0.75j, 1 + 1j], np.complex64)
    zz = jnp.asarray(np.concatenate([z, extremes]))
    ww = jnp.asarray(np.concatenate([(rng.standard_normal(18) + 1j * rng.standard_normal(18)),
                                     np.full(18, 0.5 + 0.25j)]).astype(np.complex64))
    export("ops_complex_functions", "complex sqrt, rsqrt, tan, tanh, log1p, expm1, power (complex and real "
           "exponents), sin, cos at ordinary values and at extremes (1e-30, 1e30, 3e38, the branch cut, large "
           "imaginary parts)", ops_complex_functions, (zz, ww))

    img = normal(rng, (2, 16, 16, 3))
    mixer = MlpMixer()
    export("mlp_mixer", "MLP-Mixer: patch conv, token-mixing and channel-mixing MLPs, LayerNorm, 2 blocks",
           lambda p, x: mixer.apply(p, x), (mixer.init(key, img), img))

    dit = DiT()
    lat, tt, lab = normal(rng, (2, 8, 8, 4)), jnp.asarray([3.0, 500.0], jnp.float32), jnp.asarray([1, 7], jnp.int32)
    export("dit_adaln", "DiT: patchify, timestep and label embeddings, 2 blocks with adaLN-zero "
           "(shift/scale/gate) modulation, unpatchify", lambda p, *a: dit.apply(p, *a),
           (dit.init(key, lat, tt, lab), lat, tt, lab))

    head = DetectionHead()
    feats = normal(rng, (2, 8, 8, 8))
    export("detection_nms", "detection head: conv class/box branches, sigmoid scores, top-k, IoU matrix, greedy NMS "
           "in a fori_loop, argsort of kept scores", lambda p, f: head.apply(p, f), (head.init(key, feats), feats))

    ode = OdeFunc()
    y0 = normal(rng, (3, 4))
    export("neural_ode_rk4", "Neural ODE: an MLP vector field integrated by classic RK4, 20 steps of a fori_loop",
           neural_ode(ode, 20), (ode.init(key, jnp.float32(0), y0), y0, jnp.float32(1.5)))

    tok = normal(rng, (12, 8))
    export("moe_ragged_dot", "top-1 mixture of experts: tokens sorted by expert, group sizes by bincount, grouped "
           "expert matmuls by jax.lax.ragged_dot, scatter back, gate", moe_ragged,
           (tok, normal(rng, (8, 4)), normal(rng, (4, 8, 16), 0.3), normal(rng, (4, 16, 8), 0.3)))

    clip = ClipPair()
    patches, toks = normal(rng, (4, 6, 12)), jnp.asarray(rng.integers(0, 50, (4, 5)), jnp.int32)
    cparams = clip.init(key, patches, toks)
    cstep, copt = clip_train_step(clip)
    export("train_clip", "CLIP training step: image and text towers, L2-normalised embeddings, learned temperature, "
           "symmetric contrastive loss, AdamW", cstep, (cparams, copt.init(cparams), patches, toks))

    kv = (normal(rng, (20, 16)), normal(rng, (16, 16), 0.3), normal(rng, (16, 16), 0.3), normal(rng, (16, 16), 0.3),
          normal(rng, (16, 16), 0.3))
    export("kv_cache_while", "greedy decoding with a KV cache: dynamic_update_slice of keys and values at the step "
           "index inside a while loop, masked attention, argmax tokens",
           lambda p, t: kv_decode(p, t, 10), (kv, jnp.int32(3)))


if __name__ == "__main__":
    main()
