"""Exports the fourth wave of the model corpus: architectures users export that the first three waves lacked or
had only in part: a diffusion U-Net with bilinear `jax.image.resize` and transposed-conv upsampling and an
attention block, a bidirectional LSTM/GRU with sequence lengths beside a hand-written `lax.scan` LSTM, a graph
attention network (segment max/sum softmax over edges), a Whisper front end that computes its own log-mel
spectrogram (framing, Hann window, `jnp.fft.rfft`, mel filterbank, log10), a sampling loop (top-k and top-p
filtering, `jax.random.categorical` per step, stop at end-of-sequence), a conv VAE training step with in-program
noise, an AQT-style int8 matmul (int8 x int8 -> int32 `dot_general`, per-channel scales), a bf16 mixed-precision
training step with f32 master weights, `jax.checkpoint` with a policy inside a scan, a `shard_map` function
exported by `jax.export` with its sharding custom calls, a Flax NNX model, and special functions that JAX lowers
to chlo ops.

Run from the repository root (Python 3.11, jax 0.10, flax 0.12, optax 0.2):
    python3 tpu-server/src/test/stablehlo/export_corpus_wave4.py [name ...]
It writes tpu-server/src/test/resources/stablehlo/corpus/<name>.mlir and <name>.json with export_corpus.py's
export() (same format, comparison and tolerances), read by StableHloCorpusTest. The architectures are written from
their papers' descriptions, tiny configs, each from its own seeded streams. No PyTorch program: torch_xla and
torchax are not in the local package index (`pip download --no-deps torch_xla torchax` finds neither), nor is
Equinox.
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
SOURCE = "written in export_corpus_wave4.py (see its docstring)"
export_corpus.DTYPE.update({np.dtype("uint8"): "U8", np.dtype("int8"): "S8"})


def export(name, description, fn, args, source=SOURCE):
    if ONLY and name not in ONLY:
        return
    export_corpus.export(name, description, source, fn, args, None)
    path = os.path.join(export_corpus.OUT, name + ".json")
    with open(path) as f:
        doc = json.load(f)
    doc["generator"] = "tpu-server/src/test/stablehlo/export_corpus_wave4.py"
    with open(path, "w") as f:
        json.dump(doc, f, separators=(",", ":"))


def normal(rng, shape, scale=1.0):
    return jnp.asarray(rng.standard_normal(shape) * scale, jnp.float32)


# ----------------------------------------------------------------------------- diffusion U-Net

def timestep_embedding(t, dim):
    """DDPM's sinusoidal embedding of the (float) timestep."""
    half = dim // 2
    freqs = jnp.exp(-math.log(10000.0) * jnp.arange(half, dtype=jnp.float32) / half)
    args = t[:, None].astype(jnp.float32) * freqs[None]
    return jnp.concatenate([jnp.sin(args), jnp.cos(args)], -1)


class ResBlock(nn.Module):
    ch: int

    @nn.compact
    def __call__(self, x, temb):
        h = nn.Conv(self.ch, (3, 3))(nn.silu(nn.GroupNorm(num_groups=4)(x)))
        h = h + nn.Dense(self.ch)(nn.silu(temb))[:, None, None, :]
        h = nn.Conv(self.ch, (3, 3))(nn.silu(nn.GroupNorm(num_groups=4)(h)))
        if x.shape[-1] != self.ch:
            x = nn.Conv(self.ch, (1, 1))(x)
        return x + h


class AttnBlock(nn.Module):
    @nn.compact
    def __call__(self, x):
        b, hh, ww, c = x.shape
        h = nn.GroupNorm(num_groups=4)(x).reshape(b, hh * ww, c)
        q, k, v = (nn.Dense(c)(h) for _ in range(3))
        w = jax.nn.softmax(jnp.einsum("bqc,bkc->bqk", q, k) / math.sqrt(c), -1)
        return x + nn.Dense(c)(jnp.einsum("bqk,bkc->bqc", w, v)).reshape(x.shape)


class DiffusionUNet(nn.Module):
    """The DDPM U-Net (Ho et al. 2020) in miniature: timestep embedding MLP, GroupNorm/SiLU ResBlocks taking the
    embedding, a strided-conv downsample, a self-attention block at the bottom, one upsample by a transposed conv
    and one by bilinear `jax.image.resize` followed by a conv, skip concatenations, predicted noise out."""
    @nn.compact
    def __call__(self, x, t):
        temb = timestep_embedding(t, 16)
        temb = nn.Dense(32)(nn.silu(nn.Dense(32)(temb)))
        h0 = nn.Conv(8, (3, 3))(x)
        h1 = ResBlock(8)(h0, temb)
        d1 = nn.Conv(16, (3, 3), (2, 2))(h1)                       # 8x8 -> 4x4
        h2 = ResBlock(16)(d1, temb)
        d2 = nn.Conv(16, (3, 3), (2, 2))(h2)                       # 4x4 -> 2x2
        m = AttnBlock()(ResBlock(16)(d2, temb))
        u2 = nn.ConvTranspose(16, (2, 2), (2, 2))(m)               # 2x2 -> 4x4
        u2 = ResBlock(16)(jnp.concatenate([u2, h2], -1), temb)
        b, hh, ww, c = u2.shape
        u1 = jax.image.resize(u2, (b, 2 * hh, 2 * ww, c), "bilinear")  # 4x4 -> 8x8
        u1 = ResBlock(8)(jnp.concatenate([nn.Conv(8, (3, 3))(u1), h1], -1), temb)
        return nn.Conv(x.shape[-1], (3, 3))(nn.silu(nn.GroupNorm(num_groups=4)(u1)))


# ----------------------------------------------------------------------------- recurrent nets

class BiRnn(nn.Module):
    """A bidirectional LSTM (nn.Bidirectional over nn.RNN, the backward pass respecting each sequence's length),
    a GRU over its outputs, and an LSTM written by hand as a `lax.scan` over time-major inputs."""
    hidden: int = 8

    @nn.compact
    def __call__(self, x, lengths):
        bi = nn.Bidirectional(nn.RNN(nn.OptimizedLSTMCell(self.hidden)), nn.RNN(nn.OptimizedLSTMCell(self.hidden)))
        zeros = jnp.zeros((x.shape[0], self.hidden), x.dtype)  # carries of the inputs' type (f64 reference run)
        h = bi(x, initial_carry=((zeros, zeros), (zeros, zeros)), seq_lengths=lengths)
        h = nn.RNN(nn.GRUCell(self.hidden))(h, initial_carry=zeros, seq_lengths=lengths)
        wi = self.param("wi", nn.initializers.lecun_normal(), (self.hidden, 4 * self.hidden))
        wh = self.param("wh", nn.initializers.orthogonal(), (self.hidden, 4 * self.hidden))
        bias = self.param("b", nn.initializers.zeros, (4 * self.hidden,))

        def cell(carry, xt):
            c, hprev = carry
            i, f, g, o = jnp.split(xt @ wi + hprev @ wh + bias, 4, -1)
            c = jax.nn.sigmoid(f + 1.0) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
            hnew = jax.nn.sigmoid(o) * jnp.tanh(c)
            return (c, hnew), hnew
        (c, last), ys = lax.scan(cell, (zeros, zeros), h.transpose(1, 0, 2))
        return ys.transpose(1, 0, 2), last, nn.Dense(3)(last)


# ----------------------------------------------------------------------------- graph attention

class Gat(nn.Module):
    """A graph attention network (Velickovic et al. 2018): per-edge scores from source and target projections,
    a softmax over each node's incoming edges by `segment_max` and `segment_sum`, messages summed, two heads
    concatenated; a `segment_min` readout beside the mean pool."""
    nodes: int
    heads: int = 2
    dim: int = 6

    @nn.compact
    def __call__(self, feats, senders, receivers):
        n = self.nodes
        for layer in range(2):  # noqa: B007
            h = nn.Dense(self.heads * self.dim, use_bias=False)(feats).reshape(n, self.heads, self.dim)
            a_src = self.param(f"a_src{layer}", nn.initializers.normal(0.5), (self.heads, self.dim))
            a_dst = self.param(f"a_dst{layer}", nn.initializers.normal(0.5), (self.heads, self.dim))
            e = nn.leaky_relu((h[senders] * a_src).sum(-1) + (h[receivers] * a_dst).sum(-1), 0.2)   # [edges, heads]
            e = e - jax.ops.segment_max(e, receivers, n)[receivers]
            w = jnp.exp(e)
            w = w / (jax.ops.segment_sum(w, receivers, n)[receivers] + 1e-9)
            feats = nn.elu(jax.ops.segment_sum(w[..., None] * h[senders], receivers, n).reshape(n, -1))
        return feats, feats.mean(0), jax.ops.segment_min(feats, jnp.arange(n) % 2, 2)


# ----------------------------------------------------------------------------- Whisper front end

def mel_filterbank(sr, n_fft, n_mels):
    """Triangular mel filters (Slaney-style mel scale as in librosa's htk=False? no: the HTK formula, simpler)."""
    def hz_to_mel(f):
        return 2595.0 * np.log10(1.0 + f / 700.0)

    def mel_to_hz(m):
        return 700.0 * (10 ** (m / 2595.0) - 1.0)
    freqs = np.linspace(0, sr / 2, n_fft // 2 + 1)
    pts = mel_to_hz(np.linspace(hz_to_mel(0.0), hz_to_mel(sr / 2), n_mels + 2))
    fb = np.zeros((n_fft // 2 + 1, n_mels), np.float32)
    for m in range(n_mels):
        lo, mid, hi = pts[m], pts[m + 1], pts[m + 2]
        fb[:, m] = np.maximum(0, np.minimum((freqs - lo) / (mid - lo), (hi - freqs) / (hi - mid)))
    return fb


class WhisperFrontEnd(nn.Module):
    """Whisper (Radford et al. 2022) from the waveform: frames of n_fft samples every hop (a gather), a Hann
    window, `jnp.fft.rfft`, power |X|^2, mel filterbank, log10 clamped to 8 below the maximum and scaled as
    Whisper does, two GELU conv1d (the second strided), sinusoidal positions, one pre-norm attention block."""
    n_fft: int = 32
    hop: int = 16
    mels: int = 10
    dim: int = 16

    @nn.compact
    def __call__(self, wave):
        pad = self.n_fft // 2
        x = jnp.pad(wave, ((0, 0), (pad, pad)), mode="reflect")
        frames = (x.shape[1] - self.n_fft) // self.hop + 1
        idx = jnp.arange(frames)[:, None] * self.hop + jnp.arange(self.n_fft)[None]
        window = 0.5 - 0.5 * jnp.cos(2 * jnp.pi * jnp.arange(self.n_fft) / self.n_fft)
        spec = jnp.fft.rfft(x[:, idx] * window, axis=-1)
        power = jnp.abs(spec[:, :-1]) ** 2                   # Whisper drops the last frame
        mel = power @ jnp.asarray(mel_filterbank(1600, self.n_fft, self.mels))
        logmel = jnp.log10(jnp.maximum(mel, 1e-10))
        logmel = jnp.maximum(logmel, logmel.max((1, 2), keepdims=True) - 8.0)
        logmel = (logmel + 4.0) / 4.0
        h = nn.gelu(nn.Conv(self.dim, (3,))(logmel), approximate=False)
        h = nn.gelu(nn.Conv(self.dim, (3,), (2,))(h), approximate=False)
        n = h.shape[1]
        inv = jnp.exp(-math.log(10000.0) * jnp.arange(self.dim // 2) / (self.dim // 2 - 1))
        pos = jnp.arange(n)[:, None] * inv[None]
        h = h + jnp.concatenate([jnp.sin(pos), jnp.cos(pos)], 1)
        h = h + nn.MultiHeadDotProductAttention(2)(nn.LayerNorm()(h))
        h = h + nn.Dense(self.dim)(nn.gelu(nn.Dense(2 * self.dim)(nn.LayerNorm()(h))))
        return logmel, nn.LayerNorm()(h)


# ----------------------------------------------------------------------------- sampling loop

class TinyLm(nn.Module):
    vocab: int = 24
    dim: int = 16

    @nn.compact
    def __call__(self, tokens):
        t = tokens.shape[-1]
        x = nn.Embed(self.vocab, self.dim)(tokens) + nn.Embed(16, self.dim)(jnp.arange(t))
        mask = nn.make_causal_mask(tokens)
        x = x + nn.MultiHeadDotProductAttention(2)(nn.LayerNorm()(x), mask=mask)
        x = x + nn.Dense(self.dim)(nn.gelu(nn.Dense(2 * self.dim)(nn.LayerNorm()(x))))
        return nn.Dense(self.vocab)(nn.LayerNorm()(x))


def sampling_loop(model, steps, eos, top_k, top_p, temperature):
    """Nucleus/top-k sampling as generation libraries write it: a while loop that stops when every sequence has
    produced the end token or after `steps` tokens; each step runs the model on the buffer, takes the current
    position's logits, divides by the temperature, keeps the top k (lax.top_k's k-th value as threshold), then the
    smallest set whose probability reaches top_p (sort, cumsum), draws with `jax.random.categorical` from a key
    folded with the step, and writes the token by `dynamic_update_slice` (finished rows keep padding)."""
    def run(params, prompt, key):
        b, p = prompt.shape
        buf = jnp.zeros((b, p + steps), jnp.int32)
        buf = lax.dynamic_update_slice(buf, prompt, (0, 0))
        ftype = jax.tree_util.tree_leaves(params)[0].dtype

        def cond(state):
            i, _, done, _ = state
            return jnp.logical_and(i < steps, jnp.logical_not(jnp.all(done)))

        def body(state):
            i, buf, done, logp = state
            logits = model.apply(params, buf)
            step_logits = lax.dynamic_index_in_dim(logits, p - 1 + i, 1, keepdims=False) / temperature
            kth = lax.top_k(step_logits, top_k)[0][:, -1:]
            step_logits = jnp.where(step_logits < kth, -jnp.inf, step_logits)
            order = jnp.argsort(-step_logits, -1)
            sorted_logits = jnp.take_along_axis(step_logits, order, -1)
            cum = jnp.cumsum(jax.nn.softmax(sorted_logits, -1), -1)
            drop_sorted = (cum - jax.nn.softmax(sorted_logits, -1)) > top_p
            drop = jnp.zeros_like(drop_sorted).at[jnp.arange(b)[:, None], order].set(drop_sorted)
            step_logits = jnp.where(drop, -jnp.inf, step_logits)
            tok = jax.random.categorical(jax.random.fold_in(key, i), step_logits.astype(jnp.float32), -1)
            tok = jnp.where(done, 0, tok).astype(jnp.int32)
            logp = logp + jnp.where(done, 0.0, jnp.take_along_axis(jax.nn.log_softmax(step_logits), tok[:, None],
                                                                      -1)[:, 0])
            buf = lax.dynamic_update_slice(buf, tok[:, None], (jnp.int32(0), p + i))
            return i + 1, buf, jnp.logical_or(done, tok == eos), logp
        i, buf, done, logp = lax.while_loop(cond, body, (jnp.int32(0), buf, jnp.zeros((b,), bool),
                                                         jnp.zeros((b,), ftype)))
        return buf, i, done, logp
    return run


# ----------------------------------------------------------------------------- conv VAE training step

class ConvVae(nn.Module):
    """A convolutional VAE (Kingma and Welling 2014): strided-conv encoder to a mean and log-variance, the
    reparameterised sample z = mu + exp(logvar / 2) * eps with eps = `jax.random.normal` of a key input,
    transposed-conv decoder to Bernoulli logits."""
    latent: int = 4

    @nn.compact
    def __call__(self, x, key):
        h = nn.relu(nn.Conv(8, (3, 3), (2, 2))(x))
        h = nn.relu(nn.Conv(16, (3, 3), (2, 2))(h)).reshape(x.shape[0], -1)
        mu, logvar = nn.Dense(self.latent)(h), nn.Dense(self.latent)(h)
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape, jnp.float32).astype(mu.dtype)
        d = nn.relu(nn.Dense(2 * 2 * 16)(z)).reshape(x.shape[0], 2, 2, 16)
        d = nn.relu(nn.ConvTranspose(8, (3, 3), (2, 2))(d))
        return nn.ConvTranspose(x.shape[-1], (3, 3), (2, 2))(d), mu, logvar


def vae_train_step(model):
    opt = optax.adam(3e-3)

    def step(params, opt_state, x, key):
        def loss_fn(p):
            logits, mu, logvar = model.apply(p, x, key)
            rec = optax.sigmoid_binary_cross_entropy(logits, x).sum((1, 2, 3))
            kl = -0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), -1)
            return jnp.mean(rec + kl)
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = opt.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss
    return step, opt


# ----------------------------------------------------------------------------- int8 quantised matmul

def aqt_int8_mlp(x, w1, b1, w2_q, w2_scale):
    """AQT-style int8 inference: activations quantised per row (symmetric, scale = max|x| / 127, round, clip),
    the first weight quantised per output channel in the program, the second stored as int8 with its scales (an
    input), int8 x int8 -> int32 `dot_general` (preferred_element_type int32), the int32 product dequantised by
    the two scales."""
    def quant(a, axis):
        scale = jnp.max(jnp.abs(a), axis=axis, keepdims=True) / 127.0
        scale = jnp.where(scale == 0, 1.0, scale)
        return jnp.clip(jnp.round(a / scale), -127, 127).astype(jnp.int8), scale

    def qdot(xq, xs, wq, ws):
        acc = lax.dot_general(xq, wq, (((1,), (0,)), ((), ())), preferred_element_type=jnp.int32)
        return acc.astype(xs.dtype) * xs * ws

    xq, xs = quant(x, 1)
    w1q, w1s = quant(w1, 0)
    h = nn.relu(qdot(xq, xs, w1q, w1s) + b1)
    hq, hs = quant(h, 1)
    acc = lax.dot_general(hq, w2_q, (((1,), (0,)), ((), ())), preferred_element_type=jnp.int32)
    return acc, qdot(hq, hs, w2_q, w2_scale.astype(hs.dtype)), xq


# ----------------------------------------------------------------------------- bf16 mixed precision

class Bf16Lm(nn.Module):
    """A pre-norm transformer block whose parameters and activations are `dtype` in the step (bfloat16 for the
    export, float64 for the reference), LayerNorm and softmax in at least f32 as mixed-precision recipes keep them.
    The key projection has no bias (as Whisper's): softmax is blind to it, so its gradient is rounding noise that
    Adam's first step would turn into +-lr."""
    vocab: int = 20
    dim: int = 16
    heads: int = 2
    dtype: object = jnp.bfloat16

    @nn.compact
    def __call__(self, tokens):
        wide = jnp.promote_types(self.dtype, jnp.float32)
        t = tokens.shape[-1]
        hd = self.dim // self.heads
        x = nn.Embed(self.vocab, self.dim, dtype=self.dtype)(tokens)
        h = nn.LayerNorm(dtype=wide)(x.astype(wide)).astype(self.dtype)
        q = nn.DenseGeneral((self.heads, hd), dtype=self.dtype)(h)
        k = nn.DenseGeneral((self.heads, hd), use_bias=False, dtype=self.dtype)(h)
        v = nn.DenseGeneral((self.heads, hd), dtype=self.dtype)(h)
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k).astype(wide) / math.sqrt(hd)
        scores = jnp.where(jnp.tril(jnp.ones((t, t), bool)), scores, -1e9)
        w = jax.nn.softmax(scores, -1).astype(self.dtype)
        a = jnp.einsum("bhqk,bkhd->bqhd", w, v)
        x = x + nn.DenseGeneral(self.dim, axis=(-2, -1), dtype=self.dtype)(a)
        h = nn.LayerNorm(dtype=wide)(x.astype(wide)).astype(self.dtype)
        x = x + nn.Dense(self.dim, dtype=self.dtype)(nn.gelu(nn.Dense(2 * self.dim, dtype=self.dtype)(h)))
        return nn.Dense(self.vocab, dtype=self.dtype)(x)


def mixed_train_step(model, compute_dtype):
    """Mixed precision as in the usual recipe: f32 master weights, cast to the compute dtype (bf16) for the forward
    and backward pass (bf16 gradients), a static loss scale, gradients unscaled and upcast, SGD with momentum on the
    masters. (Not Adam: its first step is lr * sign(g), so wherever a true gradient is below bf16's rounding noise
    the sign, and the output, is that noise's; JAX's own bf16 run and a float64 run then disagree by 2 lr.)"""
    opt = optax.sgd(0.1, momentum=0.9)
    loss_scale = 128.0

    def step(master, opt_state, tokens):
        def loss_fn(p16):
            logits = model.apply(p16, tokens[:, :-1]).astype(jnp.promote_types(compute_dtype, jnp.float32))
            loss = optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()
            return (loss * loss_scale).astype(compute_dtype), loss
        p16 = jax.tree_util.tree_map(lambda a: a.astype(compute_dtype), master)
        (_, loss), g16 = jax.value_and_grad(loss_fn, has_aux=True)(p16)
        g = jax.tree_util.tree_map(lambda a, m: a.astype(m.dtype) / loss_scale, g16, master)
        upd, opt_state = opt.update(g, opt_state, master)
        return optax.apply_updates(master, upd), opt_state, loss
    return step, opt


def export_mixed(name, description, fn, reference_fn, args):
    """export() for a program that computes in a narrow float type: the reference is the same program with that
    type widened to float64 as well (reference_fn), so the tolerance is JAX's own error against exact arithmetic,
    bf16-sized where the program rounds to bf16."""
    if ONLY and name not in ONLY:
        return
    text, out32, _ = export_corpus.lower_and_run(fn, args)
    _, _, out64 = export_corpus.lower_and_run(reference_fn, args)
    doc = {
        "model": name,
        "generator": "tpu-server/src/test/stablehlo/export_corpus_wave4.py",
        "versions": {"jax": jax.__version__, "flax": __import__("flax").__version__, "numpy": np.__version__},
        "description": description,
        "source": SOURCE,
        "mlir": name + ".mlir",
        "stablehloOps": export_corpus.stablehlo_ops(text),
        "needsBranch": None,
        "comparison": "float outputs: |ours - jax| <= tolerance[i] = 4 * max(max_e, eps32 * (|f64_i| + 1)), max_e = "
                      "the tensor's largest |jax - f64|, f64 = the program with its bf16 computation in float64 too; "
                      "integer outputs exactly",
        "inputs": [export_corpus.tensor_json(f"arg{k}", a) for k, a in enumerate(jax.tree_util.tree_leaves(args))],
        "outputs": [export_corpus.output_json(f"result[{k}]", a, r) for k, (a, r) in enumerate(zip(out32, out64))],
    }
    with open(os.path.join(export_corpus.OUT, name + ".mlir"), "w") as f:
        f.write(text)
    with open(os.path.join(export_corpus.OUT, name + ".json"), "w") as f:
        json.dump(doc, f, separators=(",", ":"))
    print(f"{name}: {len(text.splitlines())} lines, ops {doc['stablehloOps']}")


# ----------------------------------------------------------------------------- remat with a policy in a scan

def remat_scan_step(layers, dim):
    """A scanned stack of MLP layers whose body is `jax.checkpoint` with `checkpoint_dots` (matmul results saved,
    the rest recomputed in the backward pass), differentiated; SGD update."""
    def layer(h, w):
        return jnp.tanh(h @ w["a"] + w["b"]) @ w["c"] + h, None

    def loss_fn(ws, x, y):
        body = jax.checkpoint(layer, policy=jax.checkpoint_policies.checkpoint_dots)
        h, _ = lax.scan(body, x, ws)
        return jnp.mean((h - y) ** 2)

    def step(ws, x, y):
        loss, g = jax.value_and_grad(loss_fn)(ws, x, y)
        return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, ws, g), loss
    return step


# ----------------------------------------------------------------------------- sharded export on one device

def sharded_mlp():
    """A tensor-parallel MLP as shard_map writes it, on a one-device mesh ("data", "model"): the batch split over
    "data", the hidden dim over "model"; the partial products summed by `psum`, the activations gathered by
    `all_gather`, a `psum_scatter`, an `all_to_all` and a `ppermute`, jit with in/out shardings and a
    `with_sharding_constraint`. On one device every collective is its operand."""
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    mesh = Mesh(np.array(jax.devices()[:1]).reshape(1, 1), ("data", "model"))

    def local(x, w1, w2):
        h = jax.nn.gelu(x @ w1)                                     # [b/data, hidden/model]
        y = lax.psum(h @ w2, "model")                                # row-parallel second matmul
        g = lax.all_gather(h, "model", axis=1, tiled=True)
        s = lax.psum_scatter(g, "model", scatter_dimension=1, tiled=True)
        a = lax.all_to_all(s, "model", 1, 0, tiled=True)
        r = lax.ppermute(y, "data", perm=[(0, 0)])
        return y + r, a.sum(0, keepdims=True), lax.pmean(y.sum(0, keepdims=True), "data")

    def f(x, w1, w2):
        y, gathered, mean = jax.shard_map(local, mesh=mesh,
                                          in_specs=(P("data", None), P(None, "model"), P("model", None)),
                                          out_specs=(P("data", None), P(None, None), P(None, None)),
                                          check_vma=False)(x, w1, w2)
        y = lax.with_sharding_constraint(jnp.tanh(y), NamedSharding(mesh, P("data", None)))
        return y, gathered, mean

    shardings = (NamedSharding(mesh, P("data", None)), NamedSharding(mesh, P(None, "model")),
                 NamedSharding(mesh, P("model", None)))
    return jax.jit(f, in_shardings=shardings)


def export_sharded(name, description, fn, args, gspmd):
    """jax.export of the sharded function (Exported.mlir_module(), as a user ships it), with GSPMD's custom calls
    (jax_use_shardy_partitioner off) or Shardy's attributes and ops (the default)."""
    if ONLY and name not in ONLY:
        return
    jax.config.update("jax_use_shardy_partitioner", not gspmd)
    try:
        export(name, description, fn, args, source="jax.shard_map + jax.export, written in export_corpus_wave4.py")
        with jax.default_matmul_precision("highest"):
            text = jax.export.export(fn)(*args).mlir_module()
    finally:
        jax.config.update("jax_use_shardy_partitioner", True)
    with open(os.path.join(export_corpus.OUT, name + ".mlir"), "w") as f:
        f.write(text)
    print(name, "(jax.export text):", export_corpus.stablehlo_ops(text), "sdy ops:", sorted(
        {w for w in text.split() if w.startswith("sdy.") and not w.startswith("sdy.sharding=")}))


# ----------------------------------------------------------------------------- Flax NNX

def nnx_classifier():
    """A Flax NNX model (the object API): a conv stem, BatchNorm in eval mode, a pre-norm attention block over the
    pooled patches, Dropout (deterministic), a linear head; exported as NNX users jit it, through nnx.split /
    nnx.merge with the weights an argument."""
    from flax import nnx

    class Block(nnx.Module):
        def __init__(self, dim, rngs):
            self.norm = nnx.LayerNorm(dim, rngs=rngs)
            self.attn = nnx.MultiHeadAttention(num_heads=2, in_features=dim, decode=False, rngs=rngs)
            self.mlp1 = nnx.Linear(dim, 2 * dim, rngs=rngs)
            self.mlp2 = nnx.Linear(2 * dim, dim, rngs=rngs)
            self.drop = nnx.Dropout(0.1, deterministic=True, rngs=rngs)

        def __call__(self, x):
            x = x + self.attn(self.norm(x))
            return x + self.drop(self.mlp2(nnx.gelu(self.mlp1(x))))

    class Classifier(nnx.Module):
        def __init__(self, rngs):
            self.conv = nnx.Conv(3, 12, (3, 3), strides=(2, 2), rngs=rngs)
            self.bn = nnx.BatchNorm(12, use_running_average=True, rngs=rngs)
            self.block = Block(12, rngs)
            self.head = nnx.Linear(12, 5, rngs=rngs)

        def __call__(self, x):
            h = nnx.relu(self.bn(self.conv(x)))
            b, hh, ww, c = h.shape
            h = self.block(h.reshape(b, hh * ww, c))
            return self.head(h.mean(1))

    model = Classifier(nnx.Rngs(64))
    # parameters and batch statistics are the arguments; the rest of the state (the modules' RNG streams, which
    # NumPy cannot hold) stays in the closure
    graphdef, weights, rest = nnx.split(model, (nnx.Param, nnx.BatchStat), ...)

    def forward(weights, x):
        return nnx.merge(graphdef, weights, rest)(x)
    return forward, weights


# ----------------------------------------------------------------------------- special functions (chlo)

def ops_chlo_special(x, pos):
    """Special functions JAX lowers to chlo ops: lgamma, digamma, sinh, cosh, asin, acos, atan, asinh, acosh,
    atanh, bessel_i1e, erfc, and the polygamma/zeta family through jax.scipy.special."""
    import jax.scipy.special as sp
    u = jnp.tanh(x)
    return (lax.lgamma(pos), lax.digamma(pos), jnp.sinh(x), jnp.cosh(x), jnp.arcsin(u), jnp.arccos(u),
            jnp.arctan(x), jnp.arcsinh(x), jnp.arccosh(pos + 1.0), jnp.arctanh(u), sp.i1e(x), sp.i0e(x),
            lax.erfc(x))


def main():
    rng = np.random.default_rng(60)
    key = jax.random.PRNGKey(60)

    unet = DiffusionUNet()
    x = normal(rng, (2, 8, 8, 4))
    t = jnp.asarray([3.0, 417.0], jnp.float32)
    export("diffusion_unet", "DDPM-style U-Net: sinusoidal timestep embedding MLP, GroupNorm/SiLU ResBlocks, "
           "strided-conv downsampling, self-attention block, transposed-conv and bilinear jax.image.resize "
           "upsampling, skip concatenations", lambda p, x, t: unet.apply(p, x, t), (unet.init(key, x, t), x, t))

    birnn = BiRnn()
    seq = normal(rng, (3, 7, 5))
    lengths = jnp.asarray([7, 4, 1], jnp.int32)
    export("birnn", "bidirectional LSTM (nn.Bidirectional, backward pass within each sequence's length), GRU, and "
           "a hand-written lax.scan LSTM with a classifier on its last state",
           lambda p, x, l: birnn.apply(p, x, l), (birnn.init(key, seq, lengths), seq, lengths))

    n = 7
    gat = Gat(n)
    feats = normal(rng, (n, 5))
    senders = jnp.asarray([0, 1, 2, 3, 4, 5, 6, 0, 2, 4, 6, 1, 3], jnp.int32)
    receivers = jnp.asarray([1, 2, 3, 4, 5, 6, 0, 3, 5, 0, 2, 1, 3], jnp.int32)
    export("gat", "graph attention network: per-edge scores, softmax over incoming edges by segment_max and "
           "segment_sum, two heads, segment_min readout", lambda p, f, s, r: gat.apply(p, f, s, r),
           (gat.init(key, feats, senders, receivers), feats, senders, receivers))

    whisper = WhisperFrontEnd()
    wave = normal(rng, (2, 160), 0.3)
    export("whisper_logmel", "Whisper from the waveform: reflect pad, framing gather, Hann window, jnp.fft.rfft, "
           "power, mel filterbank, log10 clamp, GELU conv1d (one strided), sinusoidal positions, attention block",
           lambda p, w: whisper.apply(p, w), (whisper.init(key, wave), wave))

    lm = TinyLm()
    prompt = jnp.asarray(rng.integers(1, 24, (3, 3)), jnp.int32)
    export("sampling_loop", "top-k + top-p (nucleus) sampling with temperature: while loop until every row emits "
           "the end token, categorical draws from a key folded per step, dynamic_update_slice into the buffer",
           sampling_loop(lm, 6, 5, 8, np.float32(0.9), np.float32(0.8)),
           (lm.init(key, jnp.zeros((3, 9), jnp.int32)), prompt, jax.random.PRNGKey(61)))

    vae = ConvVae()
    img = jnp.asarray(rng.uniform(0, 1, (2, 8, 8, 1)) > 0.5, jnp.float32)
    step, opt = vae_train_step(vae)
    params = vae.init(key, img, key)
    export("train_conv_vae", "Adam step on a convolutional VAE's ELBO: strided convs, reparameterised noise from "
           "jax.random.normal of a key input, transposed-conv decoder, Bernoulli likelihood, KL",
           step, (params, opt.init(params), img, jax.random.PRNGKey(62)))

    xa = normal(rng, (4, 12))
    w1 = normal(rng, (12, 16), 0.3)
    b1 = normal(rng, (16,), 0.1)
    w2 = np.asarray(rng.standard_normal((16, 5)) * 0.3, np.float32)
    w2_scale = np.abs(w2).max(0, keepdims=True) / 127.0
    w2_q = jnp.asarray(np.clip(np.round(w2 / w2_scale), -127, 127), jnp.int8)
    export("aqt_int8_matmul", "AQT-style int8 MLP: per-row activation and per-channel weight scales, int8 x int8 "
           "-> int32 dot_general (preferred_element_type), dequantisation; an int8 weight input",
           aqt_int8_mlp, (xa, w1, b1, w2_q, jnp.asarray(w2_scale)))

    blm = Bf16Lm()
    toks = jnp.asarray(rng.integers(0, 20, (2, 9)), jnp.int32)
    master = blm.init(key, toks[:, :-1])
    step, opt = mixed_train_step(blm, jnp.bfloat16)
    reference, _ = mixed_train_step(Bf16Lm(dtype=jnp.float64), jnp.float64)
    export_mixed("train_bf16_mixed", "mixed-precision SGD-momentum step: f32 master weights cast to bf16 for forward and "
                 "backward (bf16 matmuls, activations and gradients; f32 LayerNorm, softmax and loss), static loss "
                 "scale, f32 update", step, reference, (master, opt.init(master), toks))

    dim = 8
    ws = {"a": normal(rng, (3, dim, dim), 0.4), "b": normal(rng, (3, dim), 0.1), "c": normal(rng, (3, dim, dim), 0.4)}
    xr = normal(rng, (4, dim))
    yr = normal(rng, (4, dim))
    export("remat_scan", "jax.checkpoint(policy=checkpoint_dots) around the body of a lax.scan over 3 layers, "
           "value_and_grad, SGD", remat_scan_step(3, dim), (ws, xr, yr))

    xs = normal(rng, (12,), 2.0)
    pos = jnp.asarray(rng.uniform(0.1, 6.0, (12,)), jnp.float32)
    export("ops_chlo_special", "lgamma, digamma, sinh, cosh, asin, acos, atan, asinh, acosh, atanh, i1e, i0e, erfc",
           ops_chlo_special, (xs, pos), source="jax.lax, jax.numpy, jax.scipy.special")

    rng = np.random.default_rng(63)  # the programs below draw from their own stream
    xm = normal(rng, (4, 6))
    w1 = normal(rng, (6, 8), 0.4)
    w2 = normal(rng, (8, 6), 0.4)
    export_sharded("sharded_mlp_gspmd", "tensor-parallel MLP by shard_map on a one-device mesh, jax.export with "
                   "GSPMD: custom_call @Sharding, mhlo.sharding attributes, psum/all_gather/psum_scatter/"
                   "all_to_all/ppermute collectives over one-device groups", sharded_mlp(), (xm, w1, w2), True)
    export_sharded("sharded_mlp_shardy", "the same sharded MLP exported with Shardy: sdy.mesh, sdy.sharding "
                   "attributes, sdy.sharding_constraint, the collectives over one-device groups", sharded_mlp(),
                   (xm, w1, w2), False)


    forward, state = nnx_classifier()
    images = normal(rng, (2, 8, 8, 3))
    export("nnx_classifier", "Flax NNX model (object API) through nnx.split/merge: conv stem, BatchNorm (eval), "
           "nnx.MultiHeadAttention block, GELU MLP, Dropout (deterministic), linear head", forward, (state, images),
           source="Flax NNX, written in export_corpus_wave4.py")


if __name__ == "__main__":
    main()
