"""Exports the second wave of the model corpus: more standard architectures, init functions, training
steps with the optax features real training loops use, and the PRNG paths Flax takes inside jit.

Run from the repository root (Python 3.11, jax 0.10, flax 0.12, optax 0.2):
    python3 tpu-server/src/test/stablehlo/export_corpus_reach.py
It writes tpu-server/src/test/resources/stablehlo/corpus/<name>.mlir and <name>.json with the same
format, comparison and tolerances as export_corpus.py (whose export() it uses), read by
StableHloCorpusTest. Every program draws from its own seeded streams, so adding one leaves the others'
files byte-identical. The architectures are written from their papers' descriptions, tiny configs.
"""
import math
import os

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
import flax.linen as nn
import optax

import sys

import export_corpus
from export_corpus import RmsNorm

ONLY = set(sys.argv[1:])  # program names to export (all when none are given)


def export(name, *rest):
    if not ONLY or name in ONLY:
        export_corpus.export(name, *rest)

# 8-bit integer inputs (the shift program); the corpus test reads any DType by name
export_corpus.DTYPE.update({np.dtype("uint8"): "U8", np.dtype("int8"): "S8"})

SOURCE = "Flax linen, written in export_corpus_reach.py (see its docstring)"


# ----------------------------------------------------------------------------- encoders

class BertFull(nn.Module):
    """BERT (Devlin et al. 2019) as its checkpoints are: word + position + token-type embeddings,
    an attention mask input (1 = attend), post-norm layers with GELU FFN, a tanh pooler over [CLS] and
    an MLM head tied to the word embedding."""
    vocab: int = 64
    dim: int = 32
    layers: int = 2
    heads: int = 4

    @nn.compact
    def __call__(self, tokens, token_types, attention_mask):
        n = tokens.shape[-1]
        words = nn.Embed(self.vocab, self.dim)
        x = words(tokens) + nn.Embed(16, self.dim)(jnp.arange(n)[None]) + nn.Embed(2, self.dim)(token_types)
        x = nn.LayerNorm(epsilon=1e-12)(x)
        bias = (1.0 - attention_mask[:, None, None, :].astype(jnp.float32)) * jnp.finfo(jnp.float32).min
        for _ in range(self.layers):
            q = nn.DenseGeneral((self.heads, self.dim // self.heads))(x)
            k = nn.DenseGeneral((self.heads, self.dim // self.heads))(x)
            v = nn.DenseGeneral((self.heads, self.dim // self.heads))(x)
            a = nn.dot_product_attention(q, k, v, bias=bias)
            x = nn.LayerNorm(epsilon=1e-12)(x + nn.DenseGeneral(self.dim, axis=(-2, -1))(a))
            h = nn.Dense(self.dim)(nn.gelu(nn.Dense(4 * self.dim)(x), approximate=False))
            x = nn.LayerNorm(epsilon=1e-12)(x + h)
        pooled = jnp.tanh(nn.Dense(self.dim)(x[:, 0]))
        h = nn.LayerNorm(epsilon=1e-12)(nn.gelu(nn.Dense(self.dim)(x)))
        return pooled, words.attend(h) + self.param("mlm_bias", nn.initializers.zeros, (self.vocab,))


def relative_position_bucket(relative_position, bidirectional, num_buckets=32, max_distance=128):
    """T5's bucketing of key - query offsets (Raffel et al. 2020): exact buckets for small offsets,
    logarithmic ones up to max_distance."""
    ret = 0
    n = -relative_position
    if bidirectional:
        num_buckets //= 2
        ret += (n < 0).astype(jnp.int32) * num_buckets
        n = jnp.abs(n)
    else:
        n = jnp.maximum(n, 0)
    max_exact = num_buckets // 2
    is_small = n < max_exact
    val_if_large = max_exact + (jnp.log(n.astype(jnp.float32) / max_exact + jnp.finfo(jnp.float32).eps)
                                / math.log(max_distance / max_exact) * (num_buckets - max_exact)).astype(jnp.int32)
    val_if_large = jnp.minimum(val_if_large, num_buckets - 1)
    return ret + jnp.where(is_small, n, val_if_large)


class T5Attention(nn.Module):
    heads: int
    dim: int
    bidirectional: bool
    has_bias: bool

    @nn.compact
    def __call__(self, x, kv, mask=None, position_bias=None):
        hd = self.dim // self.heads
        q = nn.DenseGeneral((self.heads, hd), use_bias=False)(x)
        k = nn.DenseGeneral((self.heads, hd), use_bias=False)(kv)
        v = nn.DenseGeneral((self.heads, hd), use_bias=False)(kv)
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k)  # T5 does not scale by sqrt(d)
        if self.has_bias:
            ctx = jnp.arange(x.shape[1])[:, None]
            mem = jnp.arange(kv.shape[1])[None, :]
            buckets = relative_position_bucket(mem - ctx, self.bidirectional)
            table = nn.Embed(32, self.heads)
            position_bias = table(buckets).transpose(2, 0, 1)[None]
        if position_bias is not None:
            scores = scores + position_bias
        if mask is not None:
            scores = jnp.where(mask, scores, -1e9)
        a = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, -1), v)
        return nn.DenseGeneral(self.dim, axis=(-2, -1), use_bias=False)(a), position_bias


class T5Relative(nn.Module):
    """T5 (Raffel et al. 2020) encoder-decoder with relative position buckets: a learned bias per
    bucket and head, computed in the first layer and shared by the others; RMS norms, relu FFN, no
    biases, tied embedding scaled by dim^-1/2."""
    vocab: int = 64
    dim: int = 32
    heads: int = 4
    layers: int = 2

    @nn.compact
    def __call__(self, src, tgt, src_mask):
        emb = nn.Embed(self.vocab, self.dim)
        x = emb(src)
        enc_mask = (src_mask[:, None, None, :] > 0)
        bias = None
        for i in range(self.layers):
            a, bias = T5Attention(self.heads, self.dim, True, i == 0)(RmsNorm()(x), RmsNorm()(x), enc_mask, bias)
            x = x + a
            x = x + nn.Dense(self.dim, use_bias=False)(nn.relu(nn.Dense(2 * self.dim, use_bias=False)(RmsNorm()(x))))
        enc = RmsNorm()(x)
        y = emb(tgt)
        causal = jnp.tril(jnp.ones((tgt.shape[1], tgt.shape[1]), bool))[None, None]
        bias = None
        for i in range(self.layers):
            h = RmsNorm()(y)
            a, bias = T5Attention(self.heads, self.dim, False, i == 0)(h, h, causal, bias)
            y = y + a
            c, _ = T5Attention(self.heads, self.dim, True, False)(RmsNorm()(y), enc, enc_mask)
            y = y + c
            y = y + nn.Dense(self.dim, use_bias=False)(nn.relu(nn.Dense(2 * self.dim, use_bias=False)(RmsNorm()(y))))
        return emb.attend(RmsNorm()(y)) / math.sqrt(self.dim)


# ----------------------------------------------------------------------------- diffusion, vision

def timestep_embedding(t, dim, max_period=10000.0):
    """The sinusoidal timestep embedding of DDPM/Stable Diffusion (Ho et al. 2020)."""
    half = dim // 2
    freqs = jnp.exp(-math.log(max_period) * jnp.arange(half, dtype=jnp.float32) / half)
    args = t.astype(jnp.float32)[:, None] * freqs[None]
    return jnp.concatenate([jnp.cos(args), jnp.sin(args)], -1)


class DiffusionBlock(nn.Module):
    """A Stable-Diffusion-style UNet block: timestep embedding MLP added into a GroupNorm/SiLU ResBlock,
    then a spatial transformer (self-attention and cross-attention to text context, GEGLU FFN)."""
    ch: int = 16

    @nn.compact
    def __call__(self, x, t, context):
        temb = nn.Dense(4 * self.ch)(nn.silu(nn.Dense(4 * self.ch)(timestep_embedding(t, self.ch))))
        h = nn.Conv(self.ch, (3, 3))(nn.silu(nn.GroupNorm(4)(x)))
        h = h + nn.Dense(self.ch)(nn.silu(temb))[:, None, None, :]
        h = nn.Conv(self.ch, (3, 3))(nn.silu(nn.GroupNorm(4)(h)))
        x = nn.Conv(self.ch, (1, 1))(x) + h
        b, hh, ww, c = x.shape
        s = nn.GroupNorm(4)(x).reshape(b, hh * ww, c)
        s = s + nn.MultiHeadDotProductAttention(2)(nn.LayerNorm()(s))
        s = s + nn.MultiHeadDotProductAttention(2)(nn.LayerNorm()(s), context)
        g, gate = jnp.split(nn.Dense(8 * c)(nn.LayerNorm()(s)), 2, -1)
        s = s + nn.Dense(c)(g * nn.gelu(gate, approximate=False))
        return x + s.reshape(b, hh, ww, c)


class MBConv(nn.Module):
    """EfficientNet's MBConv (Tan & Le 2019): expand, depthwise conv, squeeze-and-excitation, swish,
    BatchNorm (inference statistics), and drop-connect on the residual (identity in eval mode)."""
    out: int
    stride: int
    expand: int = 4

    @nn.compact
    def __call__(self, x):
        c = x.shape[-1]
        bn = lambda: nn.BatchNorm(use_running_average=True, momentum=0.99, epsilon=1e-3)
        h = nn.swish(bn()(nn.Conv(c * self.expand, (1, 1), use_bias=False)(x)))
        h = nn.Conv(c * self.expand, (3, 3), (self.stride, self.stride), feature_group_count=c * self.expand,
                    use_bias=False)(h)
        h = nn.swish(bn()(h))
        se = jnp.mean(h, (1, 2), keepdims=True)
        se = nn.sigmoid(nn.Conv(c * self.expand, (1, 1))(nn.swish(nn.Conv(max(1, c // 4), (1, 1))(se))))
        h = bn()(nn.Conv(self.out, (1, 1), use_bias=False)(h * se))
        if self.stride == 1 and c == self.out:
            h = nn.Dropout(0.2, broadcast_dims=(1, 2, 3), deterministic=True)(h)  # drop-connect, eval
            h = h + x
        return h


class EfficientNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.swish(nn.BatchNorm(use_running_average=True)(nn.Conv(8, (3, 3), (2, 2), use_bias=False)(x)))
        x = MBConv(8, 1)(x)
        x = MBConv(16, 2)(x)
        x = MBConv(16, 1)(x)
        x = nn.swish(nn.BatchNorm(use_running_average=True)(nn.Conv(32, (1, 1), use_bias=False)(x)))
        return nn.Dense(10)(jnp.mean(x, (1, 2)))


class Vae(nn.Module):
    """A VAE (Kingma & Welling 2014) with the reparameterisation trick inside the program: the noise is
    jax.random.normal of a key input; returns the reconstruction logits and the KL term."""
    latent: int = 4

    @nn.compact
    def __call__(self, x, key):
        h = nn.relu(nn.Dense(32)(x))
        mean, logvar = nn.Dense(self.latent)(h), nn.Dense(self.latent)(h)
        z = mean + jnp.exp(0.5 * logvar) * jax.random.normal(key, mean.shape, jnp.float32)
        recon = nn.Dense(x.shape[-1])(nn.relu(nn.Dense(32)(z)))
        kl = -0.5 * jnp.sum(1 + logvar - mean ** 2 - jnp.exp(logvar), -1)
        return recon, kl


class Perceiver(nn.Module):
    """Perceiver (Jaegle et al. 2021): a learned latent array cross-attends to a long input, then
    self-attends among the latents; Fourier position features on the input."""
    latents: int = 8
    dim: int = 32

    @nn.compact
    def __call__(self, x):
        b, n, _ = x.shape
        pos = jnp.linspace(-1.0, 1.0, n)
        freqs = jnp.arange(1, 5, dtype=jnp.float32) * math.pi
        fourier = jnp.concatenate([jnp.sin(pos[:, None] * freqs), jnp.cos(pos[:, None] * freqs)], -1)
        x = jnp.concatenate([x, jnp.broadcast_to(fourier, (b, n, 8))], -1)
        lat = jnp.broadcast_to(self.param("latents", nn.initializers.normal(0.02), (self.latents, self.dim)),
                               (b, self.latents, self.dim))
        lat = lat + nn.MultiHeadDotProductAttention(1, qkv_features=self.dim)(nn.LayerNorm()(lat), nn.LayerNorm()(x))
        lat = lat + nn.Dense(self.dim)(nn.gelu(nn.Dense(2 * self.dim)(nn.LayerNorm()(lat))))
        for _ in range(2):
            lat = lat + nn.MultiHeadDotProductAttention(4)(nn.LayerNorm()(lat))
            lat = lat + nn.Dense(self.dim)(nn.gelu(nn.Dense(2 * self.dim)(nn.LayerNorm()(lat))))
        return nn.Dense(5)(jnp.mean(lat, 1))


class Gnn(nn.Module):
    """A message-passing GNN (Gilmer et al. 2017, as jraph's GraphNetwork): edge messages from gathered
    sender/receiver features, summed into receivers with jax.ops.segment_sum (a scatter-add),
    degree-normalised, node update MLP; a segment_max readout per graph."""
    dim: int = 16

    @nn.compact
    def __call__(self, nodes, senders, receivers, edge_feat, graph_of_node):
        n = nodes.shape[0]
        h = nn.Dense(self.dim)(nodes)
        for _ in range(2):
            msg = nn.relu(nn.Dense(self.dim)(jnp.concatenate([h[senders], h[receivers], edge_feat], -1)))
            agg = jax.ops.segment_sum(msg, receivers, num_segments=n)
            deg = jax.ops.segment_sum(jnp.ones_like(receivers, jnp.float32), receivers, num_segments=n)
            h = h + nn.Dense(self.dim)(nn.relu(nn.Dense(self.dim)(jnp.concatenate([h, agg / jnp.maximum(deg, 1.0)[:, None]], -1))))
        readout = jax.ops.segment_max(h, graph_of_node, num_segments=2)
        return nn.Dense(3)(readout), jax.ops.segment_sum(h, graph_of_node, num_segments=2)


class SelectiveScan(nn.Module):
    """A Mamba-style selective state-space layer (Gu & Dao 2023) in real arithmetic: input-dependent
    step sizes (softplus), A = -exp(A_log), a depthwise causal conv, the recurrence
    h_t = exp(dt A) h_{t-1} + dt B_t x_t run twice, by lax.associative_scan and by lax.scan, and a
    SiLU gate."""
    dim: int = 8
    state: int = 4

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(32, self.dim)(tokens)  # b, l, d
        xz = nn.Dense(2 * self.dim)(x)
        u, z = jnp.split(xz, 2, -1)
        u = nn.silu(nn.Conv(self.dim, (4,), padding=((3, 0),), feature_group_count=self.dim)(u))
        dt = nn.softplus(nn.Dense(self.dim)(u))
        bmat, cmat = nn.Dense(self.state)(u), nn.Dense(self.state)(u)
        a_log = self.param("A_log", lambda k, s: jnp.log(jnp.tile(jnp.arange(1, s[1] + 1, dtype=jnp.float32), (s[0], 1))),
                           (self.dim, self.state))
        a = -jnp.exp(a_log)
        da = jnp.exp(dt[..., None] * a)                            # b, l, d, n
        dbx = dt[..., None] * bmat[:, :, None, :] * u[..., None]   # b, l, d, n

        def combine(p, q):
            return q[0] * p[0], q[0] * p[1] + q[1]
        _, hs = lax.associative_scan(combine, (da, dbx), axis=1)
        y = jnp.einsum("bldn,bln->bld", hs, cmat)

        def step(h, inp):
            da_t, dbx_t, c_t = inp
            h = da_t * h + dbx_t
            return h, jnp.einsum("bdn,bn->bd", h, c_t)
        _, ys = lax.scan(step, jnp.zeros(da.shape[:1] + da.shape[2:]),
                         (da.swapaxes(0, 1), dbx.swapaxes(0, 1), cmat.swapaxes(0, 1)))
        y2 = ys.swapaxes(0, 1)
        d_skip = self.param("D", nn.initializers.ones, (self.dim,))
        out = nn.Dense(32)((y + u * d_skip) * nn.silu(z))
        return out, y2


# ----------------------------------------------------------------------------- decoding

def llama_kv(dim=32, heads=4, kv_heads=2, layers=2, vocab=64, max_len=16):
    """A Llama (RMSNorm, RoPE, SwiGLU) with grouped-query attention (4 query heads share 2 KV heads) and a
    KV cache: decode_step writes the new token's keys and values into the cache at `pos` with
    lax.dynamic_update_slice and attends over the filled prefix (positions <= pos)."""
    hd = dim // heads

    def rope(x, pos):
        d = hd // 2
        freq = 1.0 / (10000 ** (jnp.arange(d, dtype=jnp.float32) / d))
        ang = pos.astype(jnp.float32)[..., None] * freq
        cos, sin = jnp.cos(ang)[..., None, :], jnp.sin(ang)[..., None, :]
        x1, x2 = x[..., :d], x[..., d:]
        return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], -1)

    def rms(x, w):
        return x * lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6) * w

    def init(key):
        ks = jax.random.split(key, 2 + 7 * layers)
        p = {"emb": jax.random.normal(ks[0], (vocab, dim)) * 0.5, "head": jax.random.normal(ks[1], (dim, vocab)) * 0.2,
             "norm": jnp.ones((dim,)), "layers": []}
        for i in range(layers):
            k = ks[2 + 7 * i: 9 + 7 * i]
            p["layers"].append({"wq": jax.random.normal(k[0], (dim, heads * hd)) * 0.2,
                                "wk": jax.random.normal(k[1], (dim, kv_heads * hd)) * 0.2,
                                "wv": jax.random.normal(k[2], (dim, kv_heads * hd)) * 0.2,
                                "wo": jax.random.normal(k[3], (heads * hd, dim)) * 0.2,
                                "w1": jax.random.normal(k[4], (dim, 2 * dim)) * 0.2,
                                "w3": jax.random.normal(k[5], (dim, 2 * dim)) * 0.2,
                                "w2": jax.random.normal(k[6], (2 * dim, dim)) * 0.2,
                                "n1": jnp.ones((dim,)), "n2": jnp.ones((dim,))})
        return p

    def decode_step(params, cache_k, cache_v, token, pos):
        """token: (b,), pos: scalar int32; cache_*: (layers, b, max_len, kv_heads, hd)."""
        b = token.shape[0]
        x = params["emb"][token][:, None, :]  # b, 1, dim
        new_k, new_v = [], []
        for i, lp in enumerate(params["layers"]):
            h = rms(x, lp["n1"])
            q = rope((h @ lp["wq"]).reshape(b, 1, heads, hd), pos[None])
            k = rope((h @ lp["wk"]).reshape(b, 1, kv_heads, hd), pos[None])
            v = (h @ lp["wv"]).reshape(b, 1, kv_heads, hd)
            zero = jnp.zeros((), pos.dtype)
            ck = lax.dynamic_update_slice(cache_k[i], k, (zero, pos, zero, zero))
            cv = lax.dynamic_update_slice(cache_v[i], v, (zero, pos, zero, zero))
            new_k.append(ck)
            new_v.append(cv)
            kk = jnp.repeat(ck, heads // kv_heads, axis=2)
            vv = jnp.repeat(cv, heads // kv_heads, axis=2)
            s = jnp.einsum("bqhd,bkhd->bhqk", q, kk) / math.sqrt(hd)
            valid = jnp.arange(max_len)[None, None, None, :] <= pos
            s = jnp.where(valid, s, jnp.finfo(jnp.float32).min)
            a = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, -1), vv).reshape(b, 1, heads * hd)
            x = x + a @ lp["wo"]
            h = rms(x, lp["n2"])
            x = x + (nn.silu(h @ lp["w1"]) * (h @ lp["w3"])) @ lp["w2"]
        logits = rms(x, params["norm"])[:, 0] @ params["head"]
        return logits, jnp.stack(new_k), jnp.stack(new_v), jnp.argmax(logits, -1).astype(jnp.int32)

    return init, decode_step


def beam_search(logits_table, beams=3, steps=5):
    """A beam search over a bigram language model (logits_table[prev] = next-token logits): a
    lax.while_loop whose body scores beams x vocab continuations, picks the best with lax.top_k,
    gathers the surviving beams' histories and writes the new tokens with dynamic_update_slice;
    then sorts the final beams by score."""
    vocab = logits_table.shape[-1]
    logp_table = jax.nn.log_softmax(logits_table, -1)

    def search(start):
        seqs = jnp.zeros((beams, steps + 1), jnp.int32).at[:, 0].set(start)
        scores = jnp.array([0.0] + [-1e9] * (beams - 1), logits_table.dtype)

        def cond(c):
            return c[0] < steps

        def body(c):
            t, seqs, scores = c
            prev = lax.dynamic_slice_in_dim(seqs, t, 1, axis=1)[:, 0]
            cand = scores[:, None] + logp_table[prev]                   # beams, vocab
            best, idx = lax.top_k(cand.reshape(-1), beams)
            src, tok = idx // vocab, idx % vocab
            seqs = lax.dynamic_update_slice(seqs[src], tok[:, None].astype(jnp.int32), (0, t + 1))
            return t + 1, seqs, best
        _, seqs, scores = lax.while_loop(cond, body, (0, seqs, scores))
        order = jnp.argsort(-scores)
        return seqs[order], scores[order]
    return search


def ctc_loss(logits, logit_pad, labels, label_pad):
    """optax.ctc_loss (Graves et al. 2006): a lax.scan over time of log-sum-exp recursions over the
    label lattice, with padding masks."""
    return optax.ctc_loss(logits, logit_pad, labels, label_pad)


# ----------------------------------------------------------------------------- training programs

class SmallLm(nn.Module):
    """A 1-layer pre-norm decoder LM whose Dense layers use Flax's default lecun_normal initialiser
    (a truncated normal), with biases and norm scales that a weight-decay mask leaves out."""
    vocab: int = 32
    dim: int = 16

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.dim)(tokens)
        h = nn.LayerNorm()(x)
        mask = nn.make_causal_mask(tokens)
        x = x + nn.MultiHeadDotProductAttention(2)(h, mask=mask)
        x = x + nn.Dense(self.dim)(nn.gelu(nn.Dense(2 * self.dim)(nn.LayerNorm()(x))))
        return nn.Dense(self.vocab)(nn.LayerNorm()(x))


def clipped_schedule_step(model):
    """An optax chain as training scripts build it: clip_by_global_norm(1.0), AdamW with a warmup-cosine
    schedule (the step count in the optimizer state) and a weight-decay mask that exempts biases and
    norm scales; next-token cross-entropy; returns new params, state, loss and the gradient norm."""
    schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=3, decay_steps=20, end_value=1e-4)
    decay_mask = lambda params: jax.tree_util.tree_map_with_path(
        lambda path, _: not any(getattr(k, "key", "") in ("bias", "scale") for k in path), params)
    opt = optax.chain(optax.clip_by_global_norm(1.0),
                      optax.adamw(schedule, weight_decay=0.1, mask=decay_mask))

    def step(params, opt_state, tokens):
        def loss_fn(p):
            logits = model.apply(p, tokens)
            return optax.softmax_cross_entropy_with_integer_labels(logits[:, :-1], tokens[:, 1:]).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = opt.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss, optax.global_norm(g)
    return step, opt


def vae_train_step(model):
    """An optax Adam step on the VAE's ELBO (sigmoid cross-entropy reconstruction + KL), the
    reparameterisation noise drawn inside the program from a key input."""
    opt = optax.adam(1e-3)

    def step(params, opt_state, x, key):
        def loss_fn(p):
            recon, kl = model.apply(p, x, key)
            return jnp.mean(optax.sigmoid_binary_cross_entropy(recon, x).sum(-1) + kl)
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = opt.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss
    return step, opt


def gnn_train_step(model):
    """SGD with momentum on the GNN (gradients through gathers and segment_sum's scatter-add)."""
    opt = optax.sgd(1e-2, momentum=0.9)

    def step(params, opt_state, nodes, senders, receivers, edge_feat, graph_of_node, labels):
        def loss_fn(p):
            logits, _ = model.apply(p, nodes, senders, receivers, edge_feat, graph_of_node)
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = opt.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss
    return step, opt


# ----------------------------------------------------------------------------- PRNG inside jit

def init_fn(model, *example):
    """jit(model.init): the parameter initialisers run in the program from a key input (Dense's
    lecun_normal is a truncated normal: chlo.next_after; Embed's is a normal)."""
    return lambda key: model.init(key, *example)


def truncated_normal_sampling(key):
    """jax.random.truncated_normal and the initialisers built on it (variance_scaling with
    truncated_normal: lecun_normal, glorot/xavier, he; and uniform ones), float32 explicitly."""
    ks = jax.random.split(key, 5)
    return (jax.random.truncated_normal(ks[0], np.float32(-2.0), np.float32(2.0), (4, 8), jnp.float32),
            jax.random.truncated_normal(ks[1], np.float32(-0.5), np.float32(1.5), (16,), jnp.float32),
            nn.initializers.lecun_normal()(ks[2], (8, 6), jnp.float32),
            nn.initializers.he_normal()(ks[3], (3, 3, 4, 8), jnp.float32),
            nn.initializers.xavier_uniform()(ks[4], (6, 10), jnp.float32))


def next_after_ops(x, y):
    """lax.nextafter on float32 (+-0, infinities, NaN, subnormals) and jnp.nextafter toward +-inf."""
    return (lax.nextafter(x, y), jnp.nextafter(x, jnp.full_like(x, jnp.inf)),
            jnp.nextafter(x, jnp.full_like(x, -jnp.inf)))


def rbg_sampling(key_data):
    """The rbg PRNG implementation (jax.random.key(..., impl='rbg')): every draw is a
    stablehlo.rng_bit_generator on the key's 128-bit state."""
    key = jax.random.wrap_key_data(key_data, impl="rbg")
    ks = jax.random.split(key, 3)
    return (jax.random.bits(ks[0], (10,)), jax.random.uniform(ks[1], (3, 5), jnp.float32),
            jax.random.normal(ks[2], (7,), jnp.float32), jax.random.key_data(ks))


def rng_bit_generator_ops(key):
    """lax.rng_bit_generator itself (DEFAULT and PHILOX algorithms): u32 bits in a count that is not a multiple of
    4, u8 bits, and the returned states, chained (each draw starts from the previous one's state). (u64 bits need
    jax_enable_x64, which the float32 export keeps off.)"""
    k1, a = lax.rng_bit_generator(key, (3, 5), jnp.uint32)
    k2, b = lax.rng_bit_generator(k1, (6,), jnp.uint32, algorithm=lax.RandomAlgorithm.RNG_PHILOX)
    k3, c = lax.rng_bit_generator(k2, (2, 7), jnp.uint8)
    return a, k1, b, k2, c, k3


def shifts_narrow(a8, s8, i8, t8):
    """shift_right_arithmetic on unsigned 8-bit values (XLA shifts the bit pattern arithmetically: the top
    bit fills, as it does for signed types), shifts on signed int8, and the logical/left ones."""
    return (lax.shift_right_arithmetic(a8, s8), lax.shift_right_logical(a8, s8), lax.shift_left(a8, s8),
            lax.shift_right_arithmetic(i8, t8), lax.shift_right_logical(i8, t8))


# ----------------------------------------------------------------------------- export

def export_models():
    rng = np.random.default_rng(17)
    key = jax.random.PRNGKey(17)
    tokens = jnp.asarray(rng.integers(1, 64, (2, 12)), jnp.int32)
    token_types = jnp.asarray((np.arange(12)[None] >= np.array([[5], [7]])).astype(np.int32))
    attn = jnp.asarray((np.arange(12)[None] < np.array([[12], [9]])).astype(np.int32))
    bert = BertFull()
    export("bert_full", "BERT with token-type embeddings, an attention-mask input, tanh pooler and tied MLM head",
           SOURCE, lambda p, *xs: bert.apply(p, *xs), (bert.init(key, tokens, token_types, attn), tokens, token_types,
                                                       attn), None)
    t5 = T5Relative()
    src_mask = attn
    export("t5_relative", "T5 encoder-decoder, 2+2 layers, relative position buckets (bidirectional and causal)",
           SOURCE, lambda p, *xs: t5.apply(p, *xs), (t5.init(key, tokens, tokens[:, :7], src_mask), tokens,
                                                     tokens[:, :7], src_mask), None)
    img = jnp.asarray(rng.standard_normal((2, 8, 8, 16)), jnp.float32)
    t = jnp.asarray([3, 742], jnp.int32)
    ctx = jnp.asarray(rng.standard_normal((2, 5, 24)), jnp.float32)
    diff = DiffusionBlock()
    export("diffusion_block", "Stable-Diffusion-style block: timestep embedding, ResBlock, self- and cross-attention, "
           "GEGLU", SOURCE, lambda p, *xs: diff.apply(p, *xs), (diff.init(key, img, t, ctx), img, t, ctx), None)
    eff = EfficientNet()
    img3 = jnp.asarray(rng.standard_normal((2, 16, 16, 3)), jnp.float32)
    export("efficientnet", "EfficientNet MBConv blocks: swish, depthwise conv, squeeze-and-excitation, BatchNorm, "
           "drop-connect in eval", SOURCE, lambda p, x: eff.apply(p, x), (eff.init(key, img3), img3), None)
    vae = Vae()
    xv = jnp.asarray(rng.uniform(size=(3, 12)), jnp.float32)
    vkey = jax.random.PRNGKey(99)
    vparams = vae.init(key, xv, vkey)
    export("vae", "VAE forward with the reparameterisation noise drawn in the program (jax.random.normal of a "
           "key input)", SOURCE, lambda p, x, k: vae.apply(p, x, k), (vparams, xv, vkey), None)
    per = Perceiver()
    xp = jnp.asarray(rng.standard_normal((2, 20, 6)), jnp.float32)
    export("perceiver", "Perceiver: latent cross-attention to a long input with Fourier features, latent "
           "self-attention", SOURCE, lambda p, x: per.apply(p, x), (per.init(key, xp), xp), None)
    gnn = Gnn()
    nodes = jnp.asarray(rng.standard_normal((7, 5)), jnp.float32)
    senders = jnp.asarray([0, 1, 2, 3, 4, 5, 6, 0, 2, 4, 1], jnp.int32)
    receivers = jnp.asarray([1, 2, 0, 4, 5, 6, 3, 2, 1, 6, 0], jnp.int32)
    efeat = jnp.asarray(rng.standard_normal((11, 3)), jnp.float32)
    graph_of = jnp.asarray([0, 0, 0, 1, 1, 1, 1], jnp.int32)
    gargs = (nodes, senders, receivers, efeat, graph_of)
    gparams = gnn.init(key, *gargs)
    export("gnn", "message-passing GNN: gathers by edge index, segment_sum and segment_max (scatters)", SOURCE,
           lambda p, *xs: gnn.apply(p, *xs), (gparams,) + gargs, None)
    mamba = SelectiveScan()
    toks = tokens[:, :10] % 32
    export("selective_scan", "Mamba-style selective SSM: causal depthwise conv, softplus steps, associative_scan "
           "and lax.scan of the recurrence, SiLU gate", SOURCE, lambda p, x: mamba.apply(p, x),
           (mamba.init(key, toks), toks), None)
    init, decode = llama_kv()
    lparams = init(jax.random.PRNGKey(5))
    ck = jnp.asarray(rng.standard_normal((2, 2, 16, 2, 8)) * 0.5, jnp.float32)
    cv = jnp.asarray(rng.standard_normal((2, 2, 16, 2, 8)) * 0.5, jnp.float32)
    export("llama_gqa_decode", "Llama decode step: RMSNorm, RoPE, GQA (4 query / 2 KV heads), KV cache written with "
           "dynamic_update_slice at a position input", "jax.numpy, written in export_corpus_reach.py",
           decode, (lparams, ck, cv, jnp.asarray([3, 17], jnp.int32), jnp.int32(6)), None)


def export_loops():
    """Decoding and sequence-loss programs: loops with data-dependent indexing."""
    rng = np.random.default_rng(20)
    table = jnp.asarray(rng.standard_normal((12, 12)) * 2.0, jnp.float32)
    export("beam_search", "beam search (3 beams, 5 steps) over a bigram model: while_loop, dynamic_slice, top_k, "
           "gather of beam histories, dynamic_update_slice, argsort", "jax.lax, written in export_corpus_reach.py",
           lambda tbl, s: beam_search(tbl)(s), (table, jnp.int32(2)), None)
    logits = jnp.asarray(rng.standard_normal((2, 9, 6)), jnp.float32)
    logit_pad = jnp.asarray(np.arange(9)[None] >= np.array([[9], [7]]), jnp.float32)
    labels = jnp.asarray([[1, 2, 2, 3], [4, 5, 0, 0]], jnp.int32)
    label_pad = jnp.asarray([[0, 0, 0, 0], [0, 0, 1, 1]], jnp.float32)
    export("ctc_loss", "optax.ctc_loss: a scan of log-sum-exp recursions over the label lattice with padding",
           "optax", ctc_loss, (logits, logit_pad, labels, label_pad), None)


def export_training():
    rng = np.random.default_rng(18)
    key = jax.random.PRNGKey(18)
    tokens = jnp.asarray(rng.integers(1, 32, (2, 8)), jnp.int32)
    lm = SmallLm()
    params = lm.init(key, tokens)
    step, opt = clipped_schedule_step(lm)
    state = opt.init(params)
    # two steps in, so the schedule's count is past warm-up's first step and the moments are non-zero
    with jax.default_matmul_precision("highest"):
        for _ in range(2):
            params, state, _, _ = jax.jit(step)(params, state, tokens)
    export("train_clip_schedule_lm", "optax chain: clip_by_global_norm, AdamW with a warmup-cosine schedule and a "
           "weight-decay mask; loss and gradient norm", "Flax linen + optax", step, (params, state, tokens), None)
    vae = Vae()
    xv = jnp.asarray(rng.uniform(size=(4, 12)), jnp.float32)
    vparams = vae.init(key, xv, key)
    vstep, vopt = vae_train_step(vae)
    export("train_vae", "optax Adam step on a VAE's ELBO, the reparameterisation noise drawn in the program",
           "Flax linen + optax", vstep, (vparams, vopt.init(vparams), xv, jax.random.PRNGKey(3)), None)
    gnn = Gnn()
    nodes = jnp.asarray(rng.standard_normal((7, 5)), jnp.float32)
    gargs = (nodes, jnp.asarray([0, 1, 2, 3, 4, 5, 6, 0, 2], jnp.int32),
             jnp.asarray([1, 2, 0, 4, 5, 6, 3, 2, 5], jnp.int32),
             jnp.asarray(rng.standard_normal((9, 3)), jnp.float32), jnp.asarray([0, 0, 0, 1, 1, 1, 1], jnp.int32))
    gparams = gnn.init(key, *gargs)
    gstep, gopt = gnn_train_step(gnn)
    export("train_gnn", "SGD-momentum step of the GNN: gradients through gathers, segment_sum and segment_max",
           "Flax linen + optax", gstep, (gparams, gopt.init(gparams)) + gargs + (jnp.asarray([2, 0], jnp.int32),),
           None)


def export_prng():
    rng = np.random.default_rng(19)
    tokens = jnp.asarray(rng.integers(1, 32, (2, 8)), jnp.int32)
    lm = SmallLm()
    export("init_small_lm", "jit(model.init) of a small decoder LM: lecun_normal (truncated normal) Dense kernels, "
           "normal embeddings, zeros and ones", "Flax linen", init_fn(lm, tokens), (jax.random.PRNGKey(21),), None)
    eff = EfficientNet()
    img = jnp.zeros((1, 16, 16, 3), jnp.float32)
    export("init_efficientnet", "jit(model.init) of the EfficientNet: conv kernels (lecun_normal) and BatchNorm "
           "statistics", "Flax linen", init_fn(eff, img), (jax.random.PRNGKey(22),), None)
    export("truncated_normal", "jax.random.truncated_normal and variance-scaling initialisers in jit", "jax.random, "
           "flax.linen.initializers", truncated_normal_sampling, (jax.random.PRNGKey(23),), None)
    f32 = np.float32
    x = np.array([0.0, -0.0, 1.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1.0, f32(1e-45), -f32(1e-45),
                  f32(3.4028235e38), 2.5, 1.17549435e-38, 0.0, 7.0], f32)
    y = np.array([1.0, -1.0, 2.0, 0.0, 0.0, 0.0, 0.0, 1.0, np.nan, 0.0, 0.0, np.inf, 2.5, 0.0, -0.0, 7.0], f32)
    export("ops_next_after", "lax.nextafter / jnp.nextafter on float32 edge cases", "jax.lax, jax.numpy",
           next_after_ops, (jnp.asarray(x), jnp.asarray(y)), None)
    kd = jax.random.key_data(jax.random.key(24, impl="rbg"))
    export("rbg_sampling", "the rbg PRNG (stablehlo.rng_bit_generator): split, bits, uniform, normal",
           "jax.random (impl='rbg')", rbg_sampling, (kd,), None)
    export("ops_rng_bit_generator", "lax.rng_bit_generator (DEFAULT and PHILOX): u32 and u8 bits and the chained states",
           "jax.lax", rng_bit_generator_ops, (jnp.asarray([7, 0xdeadbeef, 0xffffffff, 3], jnp.uint32),), None)
    a8 = np.array([0x80, 0xff, 0x7f, 0x40, 0xc3, 0x01, 0x00, 0xfe, 0x9a, 0x80, 0xff, 0x55], np.uint8)
    s8 = np.array([2, 1, 3, 7, 4, 0, 5, 8, 9, 200, 255, 6], np.uint8)
    i8 = np.array([-128, -1, 127, 64, -61, 1, 0, -2, -102, -128, -1, 85], np.int8)
    t8 = np.array([2, 1, 3, 7, 4, 0, 5, 8, 9, -1, 100, 6], np.int8)
    export("ops_shifts_u8", "shift_right_arithmetic on uint8 (the top bit fills, as XLA does) and int8; logical and "
           "left shifts; amounts at and past the bit width", "jax.lax", shifts_narrow,
           tuple(jnp.asarray(v) for v in (a8, s8, i8, t8)), None)


def export_serialized(name, description, source, fn, args):
    """Like export(), but the program text is what jax.export gives (Exported.mlir_module(), the module its
    serialised form carries): every op has a location, with #loc aliases naming the argument paths."""
    if ONLY and name not in ONLY:
        return
    export_corpus.export(name, description, source, fn, args, None)
    with jax.default_matmul_precision("highest"):
        exported = jax.export.export(jax.jit(fn))(*args)
    text = exported.mlir_module()
    with open(os.path.join(export_corpus.OUT, name + ".mlir"), "w") as f:
        f.write(text)


def export_jax_export():
    rng = np.random.default_rng(21)
    tokens = jnp.asarray(rng.integers(1, 64, (2, 8)), jnp.int32)
    llama = export_corpus.Llama()
    export_serialized("jax_export_llama", "the Llama forward as jax.export serialises it (locations on every op)",
                      "Flax linen + jax.export", lambda p, t: llama.apply(p, t),
                      (llama.init(jax.random.PRNGKey(25), tokens), tokens))
    lm = SmallLm()
    export_serialized("jax_export_init", "jit(model.init) of the small LM as jax.export serialises it",
                      "Flax linen + jax.export", init_fn(lm, tokens[:, :6] % 32), (jax.random.PRNGKey(26),))


if __name__ == "__main__":
    # REACH_GROUPS=prng,training limits the run to those groups (each group builds all its models first)
    groups = os.environ.get("REACH_GROUPS", "models,loops,training,prng,jax_export").split(",")
    for group, fn in [("models", export_models), ("loops", export_loops), ("training", export_training),
                      ("prng", export_prng), ("jax_export", export_jax_export)]:
        if group in groups:
            fn()
