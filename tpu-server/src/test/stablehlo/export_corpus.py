"""Exports the model corpus: real model programs written with Flax (linen) and JAX's lax control
flow, lowered with jax.jit(...).lower(...).as_text(), with inputs, JAX's outputs and tolerances.

Run from the repository root (Python 3.11, jax 0.10, flax 0.12):
    python3 tpu-server/src/test/stablehlo/export_corpus.py
It writes tpu-server/src/test/resources/stablehlo/corpus/<name>.mlir and <name>.json, read by
StableHloCorpusTest. transformers 5 (the version the local index has) no longer ships Flax
models, and Flax's pip package does not ship its examples, so the architectures are written here
in the standard way from their papers' descriptions, with tiny random-initialised configs.

Tolerances: each model also runs in float64 (jax_enable_x64, same inputs and weights); JAX's own
float32 error is e = |f32 - f64| per element. An element of the service matches when
|ours - jax_f32| <= 4 * max(e, eps32 * (|f64| + 1)) elementwise... aggregated per tensor: the
tolerance stored per element is 4 * max(max_e, eps32 * (|f64_i| + 1)) * sqrt(depth), where max_e
is the tensor's largest JAX error (reassociation moves rounding between elements). Integer
outputs (argmax ids, decoded tokens) must match exactly.
"""
import json
import math
import os

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
import flax.linen as nn
import optax

OUT = os.path.join(os.path.dirname(__file__), "..", "resources", "stablehlo", "corpus")
EPS32 = float(np.finfo(np.float32).eps)
DTYPE = {np.dtype("float32"): "F32", np.dtype("float64"): "F32", np.dtype("int32"): "S32",
         np.dtype("int64"): "S32", np.dtype("bool"): "PRED",
         np.dtype("uint32"): "U32"}


# ----------------------------------------------------------------------------- models

class MlpBlock(nn.Module):
    hidden: int
    act: str = "gelu"

    @nn.compact
    def __call__(self, x):
        d = x.shape[-1]
        h = nn.Dense(self.hidden)(x)
        h = nn.gelu(h) if self.act == "gelu" else nn.relu(h)
        return nn.Dense(d)(h)


class SelfAttention(nn.Module):
    heads: int
    causal: bool

    @nn.compact
    def __call__(self, x, mask=None):
        n = x.shape[-2]
        if self.causal:
            causal = nn.make_causal_mask(jnp.ones(x.shape[:-1], jnp.int32))
            mask = causal if mask is None else nn.combine_masks(mask, causal)
        return nn.MultiHeadDotProductAttention(num_heads=self.heads)(x, x, mask=mask)


class GptBlock(nn.Module):
    heads: int

    @nn.compact
    def __call__(self, x):
        x = x + SelfAttention(self.heads, causal=True)(nn.LayerNorm()(x))
        return x + MlpBlock(4 * x.shape[-1])(nn.LayerNorm()(x))


class Gpt2(nn.Module):
    """GPT-2 (Radford et al. 2019): learned positions, pre-norm blocks, tied output embedding."""
    vocab: int = 64
    dim: int = 32
    layers: int = 2
    heads: int = 4
    max_len: int = 16

    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(self.vocab, self.dim)
        pos = self.param("pos", nn.initializers.normal(0.02), (self.max_len, self.dim))
        x = emb(tokens) + pos[: tokens.shape[-1]]
        for _ in range(self.layers):
            x = GptBlock(self.heads)(x)
        return emb.attend(nn.LayerNorm()(x))


class RmsNorm(nn.Module):
    @nn.compact
    def __call__(self, x):
        w = self.param("scale", nn.initializers.ones, (x.shape[-1],))
        return x * lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6) * w


def rope(x, positions):
    d = x.shape[-1] // 2
    freq = 1.0 / (10000 ** (jnp.arange(d) / d))
    ang = positions[:, None] * freq[None, :]
    cos, sin = jnp.cos(ang)[:, None, :], jnp.sin(ang)[:, None, :]
    x1, x2 = x[..., :d], x[..., d:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], -1)


class LlamaBlock(nn.Module):
    heads: int

    @nn.compact
    def __call__(self, x):
        b, n, dim = x.shape
        hd = dim // self.heads
        h = RmsNorm()(x)
        q = nn.DenseGeneral((self.heads, hd), use_bias=False)(h)
        k = nn.DenseGeneral((self.heads, hd), use_bias=False)(h)
        v = nn.DenseGeneral((self.heads, hd), use_bias=False)(h)
        pos = jnp.arange(n, dtype=jnp.float32)
        q, k = rope(q, pos), rope(k, pos)
        mask = nn.make_causal_mask(jnp.ones((b, n), jnp.int32))
        a = nn.dot_product_attention(q, k, v, mask=mask)
        x = x + nn.DenseGeneral(dim, axis=(-2, -1), use_bias=False)(a)
        h = RmsNorm()(x)
        gate = nn.silu(nn.Dense(2 * dim, use_bias=False)(h)) * nn.Dense(2 * dim, use_bias=False)(h)
        return x + nn.Dense(dim, use_bias=False)(gate)


class Llama(nn.Module):
    """Llama (Touvron et al. 2023): RMSNorm, rotary positions, SwiGLU, untied head."""
    vocab: int = 64
    dim: int = 32
    layers: int = 2
    heads: int = 4

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.dim)(tokens)
        for _ in range(self.layers):
            x = LlamaBlock(self.heads)(x)
        return nn.Dense(self.vocab, use_bias=False)(RmsNorm()(x))


class BertLayer(nn.Module):
    heads: int

    @nn.compact
    def __call__(self, x, mask):
        x = nn.LayerNorm()(x + SelfAttention(self.heads, causal=False)(x, mask))
        return nn.LayerNorm()(x + MlpBlock(4 * x.shape[-1])(x))


class Bert(nn.Module):
    """BERT (Devlin et al. 2019), post-norm; position ids from a cumulative sum of the padding mask
    (as RoBERTa's create_position_ids_from_input_ids), pooled [CLS] output and token logits."""
    vocab: int = 64
    dim: int = 32
    layers: int = 2
    heads: int = 4
    pad: int = 0

    @nn.compact
    def __call__(self, tokens):
        valid = (tokens != self.pad).astype(jnp.int32)
        positions = jnp.cumsum(valid, axis=-1) * valid
        x = nn.Embed(self.vocab, self.dim)(tokens) + nn.Embed(40, self.dim)(positions)
        x = nn.LayerNorm()(x)
        mask = nn.make_attention_mask(valid, valid)
        for _ in range(self.layers):
            x = BertLayer(self.heads)(x, mask)
        pooled = jnp.tanh(nn.Dense(self.dim)(x[:, 0]))
        return pooled, nn.Dense(self.vocab)(x)


class ScannedLayer(nn.Module):
    heads: int

    @nn.compact
    def __call__(self, x, _):
        return GptBlock(self.heads)(x), None


class ScannedGpt(nn.Module):
    """A GPT whose layers are one nn.scan over stacked weights (as MaxText and t5x scan layers)."""
    vocab: int = 64
    dim: int = 32
    layers: int = 3
    heads: int = 4

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.dim)(tokens)
        stack = nn.scan(ScannedLayer, variable_axes={"params": 0}, split_rngs={"params": True},
                        length=self.layers)(self.heads)
        x, _ = stack(x, None)
        return nn.Dense(self.vocab)(nn.LayerNorm()(x))


class T5(nn.Module):
    """An encoder-decoder in T5's shape (Raffel et al. 2020): RMS norms, no biases, relu FFN,
    cross-attention from the decoder to the encoder output; returns decoder logits."""
    vocab: int = 64
    dim: int = 32
    heads: int = 4

    @nn.compact
    def __call__(self, src, tgt):
        emb = nn.Embed(self.vocab, self.dim)
        x = emb(src)
        x = x + nn.MultiHeadDotProductAttention(self.heads, use_bias=False)(RmsNorm()(x))
        x = x + MlpBlock(2 * self.dim, act="relu")(RmsNorm()(x))
        enc = RmsNorm()(x)
        y = emb(tgt)
        causal = nn.make_causal_mask(tgt)
        y = y + nn.MultiHeadDotProductAttention(self.heads, use_bias=False)(RmsNorm()(y), mask=causal)
        y = y + nn.MultiHeadDotProductAttention(self.heads, use_bias=False)(RmsNorm()(y), enc)
        y = y + MlpBlock(2 * self.dim, act="relu")(RmsNorm()(y))
        return emb.attend(RmsNorm()(y)) / math.sqrt(self.dim)


class ArgmaxClassifier(nn.Module):
    """Mean-pooled token classifier returning the predicted class (jnp.argmax) and its softmax."""
    vocab: int = 64
    dim: int = 32
    classes: int = 5

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.dim)(tokens).mean(axis=1)
        logits = nn.Dense(self.classes)(nn.relu(nn.Dense(self.dim)(x)))
        return jnp.argmax(logits, -1), jnp.argmin(logits, -1), nn.softmax(logits)


class BasicBlock(nn.Module):
    features: int
    stride: int

    @nn.compact
    def __call__(self, x):
        h = nn.Conv(self.features, (3, 3), (self.stride, self.stride), use_bias=False)(x)
        h = nn.relu(nn.BatchNorm(use_running_average=True)(h))
        h = nn.Conv(self.features, (3, 3), use_bias=False)(h)
        h = nn.BatchNorm(use_running_average=True)(h)
        if x.shape != h.shape:
            x = nn.Conv(self.features, (1, 1), (self.stride, self.stride), use_bias=False)(x)
        return nn.relu(x + h)


class ResNet(nn.Module):
    """ResNet (He et al. 2016) basic blocks, BatchNorm in inference mode, max pool, global average."""

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), use_bias=False)(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = BasicBlock(8, 1)(x)
        x = BasicBlock(16, 2)(x)
        return nn.Dense(10)(x.mean(axis=(1, 2)))


class Vit(nn.Module):
    """ViT (Dosovitskiy et al. 2021): conv patch embedding, [CLS] token, pre-norm encoder."""
    dim: int = 32
    heads: int = 4
    patch: int = 4

    @nn.compact
    def __call__(self, images):
        x = nn.Conv(self.dim, (self.patch, self.patch), (self.patch, self.patch))(images)
        b, h, w, c = x.shape
        x = x.reshape(b, h * w, c)
        cls = self.param("cls", nn.initializers.normal(0.02), (1, 1, c))
        x = jnp.concatenate([jnp.broadcast_to(cls, (b, 1, c)), x], 1)
        x = x + self.param("pos", nn.initializers.normal(0.02), (1, h * w + 1, c))
        for _ in range(2):
            x = x + SelfAttention(self.heads, causal=False)(nn.LayerNorm()(x))
            x = x + MlpBlock(2 * c)(nn.LayerNorm()(x))
        return nn.Dense(10)(nn.LayerNorm()(x[:, 0]))


class AudioConv(nn.Module):
    """A keyword-spotting style 1-D conv net on a waveform (strided conv front end, as wav2vec's
    feature encoder), then mean pooling and a classifier."""

    @nn.compact
    def __call__(self, wave):
        x = nn.gelu(nn.Conv(16, (10,), (5,))(wave[..., None]))
        x = nn.gelu(nn.Conv(16, (3,), (2,))(x))
        x = nn.GroupNorm(num_groups=4)(x)
        return nn.Dense(6)(x.mean(axis=1))


class UNet(nn.Module):
    """A UNet-style encoder-decoder (Ronneberger et al. 2015, as diffusion models use it): GroupNorm, SiLU,
    average-pool down, transposed-conv and nearest-resize up, skip concatenation."""
    @nn.compact
    def __call__(self, x):
        h1 = nn.silu(nn.GroupNorm(4)(nn.Conv(8, (3, 3))(x)))
        d = nn.avg_pool(h1, (2, 2), (2, 2))
        h2 = nn.silu(nn.Conv(16, (3, 3))(d))
        u = nn.ConvTranspose(8, (2, 2), (2, 2))(h2)
        u2 = jax.image.resize(h2, (h2.shape[0], h2.shape[1]*2, h2.shape[2]*2, h2.shape[3]), "nearest")
        h = jnp.concatenate([u, h1, u2[..., :4]], -1)
        return nn.Conv(3, (1, 1))(h)

class MobileNetBlock(nn.Module):
    """MobileNetV2 inverted residual (Sandler et al. 2018): 1x1 expand, depthwise 3x3, ReLU6, with a
    squeeze-and-excitation gate (EfficientNet)."""
    @nn.compact
    def __call__(self, x):
        c = x.shape[-1]
        h = jnp.clip(nn.Conv(4 * c, (1, 1))(x), 0, 6)
        h = jnp.clip(nn.Conv(4 * c, (3, 3), feature_group_count=4 * c)(h), 0, 6)
        h = nn.Conv(c, (1, 1))(h)
        se = jnp.mean(h, axis=(1, 2), keepdims=True)
        se = nn.sigmoid(nn.Conv(c, (1, 1))(nn.relu(nn.Conv(2, (1, 1))(se))))
        return x + h * se

class MobileNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3, 3), (2, 2))(x)
        x = MobileNetBlock()(MobileNetBlock()(x))
        return nn.Dense(10)(x.mean(axis=(1, 2)))

class ConvNeXtBlock(nn.Module):
    """ConvNeXt block (Liu et al. 2022): depthwise 7x7, LayerNorm, inverted MLP with exact GELU."""
    @nn.compact
    def __call__(self, x):
        c = x.shape[-1]
        h = nn.Conv(c, (7, 7), feature_group_count=c)(x)
        h = nn.LayerNorm()(h)
        h = nn.Dense(4 * c)(h)
        h = nn.gelu(h, approximate=False)
        h = nn.Dense(c)(h)
        return x + h

class ConvNeXt(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(16, (4, 4), (4, 4))(x)
        x = ConvNeXtBlock()(x)
        return nn.Dense(10)(nn.LayerNorm()(x.mean(axis=(1, 2))))

class Lstm(nn.Module):
    """An LSTM then a reverse GRU over token embeddings (nn.RNN: a scan, i.e. a while loop per layer)."""
    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(64, 16)(tokens)
        b = x.shape[0]
        y = nn.RNN(nn.OptimizedLSTMCell(24))(x, initial_carry=(jnp.zeros((b, 24), x.dtype), jnp.zeros((b, 24), x.dtype)))
        z = nn.RNN(nn.GRUCell(12), reverse=True, keep_order=True)(y, initial_carry=jnp.zeros((b, 12), x.dtype))
        return nn.Dense(5)(z[:, -1])

class MoE(nn.Module):
    """A mixture-of-experts layer (Shazeer et al. 2017): top-k router, softmax over the chosen gates,
    every expert evaluated densely and combined by the gates."""
    experts: int = 4
    top: int = 2
    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(64, 16)(tokens)
        logits = nn.Dense(self.experts)(x)
        w, idx = lax.top_k(logits, self.top)
        w = jax.nn.softmax(w, -1)
        gate = jnp.sum(jax.nn.one_hot(idx, self.experts) * w[..., None], -2)
        wi = self.param("wi", nn.initializers.normal(0.1), (self.experts, 16, 32))
        wo = self.param("wo", nn.initializers.normal(0.1), (self.experts, 32, 16))
        h = jnp.einsum("btd,edf->btef", x, wi)
        h = jnp.einsum("btef,efd->bted", nn.silu(h), wo)
        y = jnp.einsum("bted,bte->btd", h, gate)
        return nn.Dense(64)(nn.RMSNorm()(x + y))

class Swin(nn.Module):
    """Swin-style shifted-window attention (Liu et al. 2021): roll, window partition, attention per window."""
    @nn.compact
    def __call__(self, img):
        x = nn.Conv(16, (2, 2), (2, 2))(img)  # 8x8x16
        x = jnp.roll(x, (-1, -1), axis=(1, 2))
        b, h, w, c = x.shape
        win = x.reshape(b, h // 4, 4, w // 4, 4, c).transpose(0, 1, 3, 2, 4, 5).reshape(-1, 16, c)
        win = win + nn.MultiHeadDotProductAttention(num_heads=2)(nn.LayerNorm()(win), nn.LayerNorm()(win))
        x = win.reshape(b, h // 4, w // 4, 4, 4, c).transpose(0, 1, 3, 2, 4, 5).reshape(b, h, w, c)
        x = jnp.roll(x, (1, 1), axis=(1, 2))
        return nn.Dense(10)(x.mean(axis=(1, 2)))

class Whisper(nn.Module):
    """A Whisper-style audio encoder (Radford et al. 2022): two 1-D convs, sinusoidal positions, attention."""
    @nn.compact
    def __call__(self, mel):
        x = nn.gelu(nn.Conv(16, (3,), padding=1)(mel))
        x = nn.gelu(nn.Conv(16, (3,), (2,), padding=1)(x))
        t = x.shape[1]
        inv = 1.0 / (10000 ** (jnp.arange(8) / 8))
        ang = jnp.arange(t)[:, None] * inv[None]
        x = x + jnp.concatenate([jnp.sin(ang), jnp.cos(ang)], -1)
        x = x + nn.MultiHeadDotProductAttention(num_heads=2)(nn.LayerNorm()(x), nn.LayerNorm()(x))
        return nn.Dense(8)(nn.LayerNorm()(x))

class Cumulative(nn.Module):
    """Cumulative ops: cumprod, reversed cumsum, cummax, associative_scan, a norm (reduce_window programs)."""
    @nn.compact
    def __call__(self, x):
        return (jnp.cumprod(x, 1), jnp.cumsum(x[:, ::-1], 1), lax.cummax(x, axis=1),
                lax.associative_scan(jnp.add, x, axis=1), jnp.linalg.norm(x, axis=-1))

def train_step(model, loss_kind="xent"):
    """One optax AdamW step: forward, loss, jax.value_and_grad, update (the program a training loop jits)."""
    opt = optax.adamw(1e-3)
    def step(params, opt_state, x, y):
        def loss_fn(p):
            out = model.apply(p, x)
            if loss_kind == "xent":
                return optax.softmax_cross_entropy_with_integer_labels(out, y).mean()
            return jnp.mean((out - y) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = opt.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss
    return step, opt


def greedy_decode_fn(model, params, steps):
    """fori_loop greedy decoding: each step runs the model on the buffer and writes the argmax."""
    def decode(prompt):
        n = prompt.shape[1]
        buf = jnp.zeros((prompt.shape[0], n + steps), jnp.int32).at[:, :n].set(prompt)

        def step(i, buf):
            logits = model.apply(params, buf)
            pos = n + i - 1
            nxt = jnp.argmax(lax.dynamic_index_in_dim(logits, pos, axis=1, keepdims=False), -1)
            return lax.dynamic_update_slice(buf, nxt[:, None].astype(jnp.int32), (0, pos + 1))
        return lax.fori_loop(0, steps, step, buf)
    return decode


# ----------------------------------------------------------------------------- op programs

def ops_argmax_reverse(x):
    return jnp.argmax(x, axis=1), jnp.argmin(x, axis=-1), jnp.max(x, axis=0), jnp.flip(x, (0, 1))


def ops_control_flow(x, i):
    y = lax.fori_loop(0, 5, lambda k, c: c * 0.5 + x * k.astype(jnp.float32), x)
    z = lax.cond(i > 0, lambda a: a + 1.0, lambda a: a - y, x)
    w = lax.switch(i, [lambda a: a, lambda a: a * 2, lambda a: -a], x)
    n = lax.while_loop(lambda c: c[1] < 100.0, lambda c: (c[0] + 1, c[1] * 2.0 + 1.0), (0, jnp.sum(jnp.abs(x))))
    return y, z, w, n[0], n[1]


def ops_bits(a, b):
    s = jnp.clip(b, 0, 31)
    return (lax.shift_left(a, s), lax.shift_right_logical(a, s), lax.shift_right_arithmetic(a, s),
            lax.clz(a), lax.population_count(a), jnp.remainder(a, jnp.where(b == 0, 1, b)))


def ops_sort_topk(x):
    values, indices = lax.top_k(x, 3)
    return jnp.sort(x, axis=-1), jnp.argsort(x, axis=0), values, indices, jnp.sort(x, axis=1, descending=True)


def ops_float_misc(x):
    return jnp.cbrt(x), jnp.isfinite(x / (x - 1.0)), jnp.clip(x, -0.5, 0.5), jnp.fmod(x, 0.3)


# ----------------------------------------------------------------------------- export

class Bf16Mlp(nn.Module):
    """An MLP computing in bfloat16 (Dense dtype=bfloat16) on float32 inputs and outputs."""
    @nn.compact
    def __call__(self, x):
        h = nn.gelu(nn.Dense(32, dtype=jnp.bfloat16)(x.astype(jnp.bfloat16)))
        return nn.Dense(4, dtype=jnp.bfloat16)(h).astype(jnp.float32)

def ints(x):
    """int8 quantisation, a float16 round trip, a count and jnp.unique with a static size."""
    q = jnp.clip(jnp.round(x * 20), -127, 127).astype(jnp.int8)
    return (q.astype(jnp.int32) * 3, x.astype(jnp.float16).astype(jnp.float32), (x > 0).sum(), jnp.unique(jnp.array([1,2,2,3]), size=3))

class RematGpt(nn.Module):
    """A GPT whose blocks are wrapped in nn.remat (jax.checkpoint): the backward pass recomputes each
    block's forward from its inputs instead of keeping its activations, and JAX puts a
    stablehlo.optimization_barrier in front of every recomputation so XLA cannot merge it back."""
    vocab: int = 32
    dim: int = 16
    layers: int = 2
    heads: int = 2
    remat: bool = True

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.dim)(tokens)
        for i in range(self.layers):
            x = (nn.remat(GptBlock) if self.remat else GptBlock)(self.heads, name=f"block{i}")(x)
        return nn.Dense(self.vocab)(nn.LayerNorm()(x))


def lm_train_step(model):
    """One optax Adam step of next-token prediction (the program a language-model training loop jits)."""
    opt = optax.adam(1e-3)
    def step(params, opt_state, tokens):
        def loss_fn(p):
            logits = model.apply(p, tokens)
            return optax.softmax_cross_entropy_with_integer_labels(logits[:, :-1], tokens[:, 1:]).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = opt.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss
    return step, opt


def ops_special_misc(x):
    """tan and erf_inv (jax.scipy.special.erfinv) beside other jax.numpy functions real code uses: round,
    dot_product_attention, argsort with take_along_axis, log1p, logsumexp, var and median."""
    return (jnp.tan(x), jnp.round(x),
            jax.nn.dot_product_attention(x[None, :, None, :], x[None, :, None, :], x[None, :, None, :])[0, :, 0],
            jnp.take_along_axis(x, jnp.argsort(x, axis=1), axis=1), jax.scipy.special.erfinv(jnp.tanh(x) * 0.9),
            jnp.log1p(jnp.abs(x)), jax.nn.logsumexp(x, -1), jnp.var(x, 0), jnp.median(x, 0))


class DropoutMlp(nn.Module):
    """An MLP with dropout after its hidden layer, the PRNG key an input (jax.random's threefry2x32 on
    uint32 inside the program). The rate is a float32 so that the float64 reference run draws the same
    mask (a Python float would make JAX draw float64 uniforms there, from other bits)."""
    @nn.compact
    def __call__(self, x, key):
        h = nn.relu(nn.Dense(32)(x))
        h = nn.Dropout(np.float32(0.1), deterministic=False)(h, rng=key)
        return nn.Dense(4)(h)


def random_sampling(key, logits):
    """jax.random inside jit: raw bits, uniform, normal, bernoulli, categorical, each from its own split of
    the key (float32 dtypes given explicitly, so the float64 reference run draws the same). Not
    truncated_normal: it emits chlo.next_after, which the importer does not map."""
    k = jax.random.split(key, 5)
    return (jax.random.bits(k[0], (8,)), jax.random.uniform(k[1], (4, 8), jnp.float32),
            jax.random.normal(k[2], (4, 8), jnp.float32),
            jax.random.bernoulli(k[3], np.float32(0.3), (16,)),
            jax.random.categorical(k[4], logits.astype(jnp.float32), shape=(6, logits.shape[0])))


def dropout_train_step(model):
    """One optax Adam step of an MSE regression through a dropout model, the dropout key an input."""
    opt = optax.adam(1e-2)
    def step(params, opt_state, x, y, key):
        def loss_fn(p):
            return jnp.mean((model.apply(p, x, key) - y) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = opt.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss
    return step, opt


def float_json(v):
    v = float(v)
    if math.isnan(v):
        return "NaN"
    if math.isinf(v):
        return "Infinity" if v > 0 else "-Infinity"
    return v


def tensor_json(name, arr):
    arr = np.asarray(arr)
    dtype = DTYPE[arr.dtype]
    vals = [float_json(v) for v in arr.ravel()] if dtype == "F32" else [int(v) for v in arr.ravel()]
    return {"name": name, "dtype": dtype, "dims": list(arr.shape), "values": vals}


def to64(tree):
    return jax.tree_util.tree_map(lambda a: np.asarray(a, np.float64) if np.asarray(a).dtype == np.float32
                                  else np.asarray(a), tree)



def output_json(name, a, r):
    """An output's JSON: its f32 values with the f64 reference and the per-element tolerance, other dtypes exact."""
    t = tensor_json(name, a)
    if t["dtype"] == "F32":
        a64 = np.asarray(a, np.float64)
        r = np.asarray(r, np.float64)
        err = np.abs(a64 - r)
        max_e = float(np.max(err[np.isfinite(err)], initial=0.0))
        tol = 4.0 * np.maximum(max_e, EPS32 * (np.abs(r) + 1.0))
        t["reference"] = [float_json(v) for v in r.ravel()]
        t["tolerance"] = [float(f"{v:.4g}") * 1.0001 if np.isfinite(v) else 0.0 for v in np.ravel(tol)]
        t["jaxMaxError"] = max_e
    return t


def stablehlo_ops(text):
    """The stablehlo./chlo. op names a module's text uses, sorted."""
    ops = {line.split("=", 1)[-1].strip().split(" ")[0].split("(")[0].strip('"')
           for line in text.splitlines()
           if ("stablehlo." in line or "chlo." in line) and not line.strip().startswith("//")}
    return sorted(o for o in ops if o.startswith(("stablehlo.", "chlo.")))


def lower_and_run(fn, args, widen=to64):
    """The module's text, its f32 outputs, and its outputs with x64 on over the widened arguments (the reference).
    Arguments the function does not read stay in the module (keep_unused), so its parameters are the inputs written."""
    with jax.default_matmul_precision("highest"):
        text = jax.jit(fn, keep_unused=True).lower(*args).as_text()
        out32 = jax.tree_util.tree_leaves(jax.jit(fn)(*args))
    jax.config.update("jax_enable_x64", True)
    try:
        with jax.default_matmul_precision("highest"):
            out64 = jax.tree_util.tree_leaves(jax.jit(fn)(*widen(args)))
    finally:
        jax.config.update("jax_enable_x64", False)
    return text, out32, out64


def export(name, description, source, fn, args, needs):
    text, out32, out64 = lower_and_run(fn, args)
    outputs = []
    for k, (a, r) in enumerate(zip(out32, out64)):
        outputs.append(output_json(f"result[{k}]", a, r))
    ops = stablehlo_ops(text)
    doc = {
        "model": name,
        "generator": "tpu-server/src/test/stablehlo/export_corpus.py",
        "versions": {"jax": jax.__version__, "flax": __import__("flax").__version__, "numpy": np.__version__},
        "description": description,
        "source": source,
        "mlir": name + ".mlir",
        "stablehloOps": ops,
        "needsBranch": needs,
        "comparison": "float outputs: |ours - jax_f32| <= tolerance[i] = 4 * max(max_e, eps32 * (|f64_i| + 1)), "
                      "max_e = the tensor's largest |jax_f32 - jax_f64|; integer outputs exactly",
        "inputs": [tensor_json(f"arg{k}", a) for k, a in enumerate(jax.tree_util.tree_leaves(args))],
        "outputs": outputs,
    }
    with open(os.path.join(OUT, name + ".mlir"), "w") as f:
        f.write(text)
    with open(os.path.join(OUT, name + ".json"), "w") as f:
        json.dump(doc, f, separators=(",", ":"))
    print(f"{name}: {len(text.splitlines())} lines, ops {doc['stablehloOps']}")


def params_in(fn_model, rng, *example):
    return fn_model.init(rng, *example)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = np.random.default_rng(14)
    key = jax.random.PRNGKey(14)
    tokens = jnp.asarray(rng.integers(1, 64, (2, 12)), jnp.int32)
    padded = tokens.at[1, 9:].set(0)

    x = jnp.asarray(rng.standard_normal((3, 7)), jnp.float32).at[1, 2].set(jnp.nan).at[2, 4].set(2.0).at[2, 5].set(2.0)
    export("ops_argmax_reverse", "argmax/argmin (variadic reduce with an iota), max, flip", "jax.numpy",
           ops_argmax_reverse, (x,), None)
    v = jnp.asarray(rng.standard_normal((6,)), jnp.float32)
    for i in (0, 1, 2, 7):
        export(f"ops_control_flow_{i}", f"fori_loop, cond, switch (index {i}), while_loop with a data-dependent "
               "trip count", "jax.lax", ops_control_flow, (v, jnp.int32(i)), None)
    a = jnp.asarray(rng.integers(-2**31, 2**31 - 1, (16,)), jnp.int32)
    b = jnp.asarray(rng.integers(-3, 40, (16,)), jnp.int32)
    export("ops_bits", "shifts, clz, popcnt, remainder on s32", "jax.lax", ops_bits, (a, b), None)
    export("ops_float_misc", "cbrt, is_finite, clamp, fmod", "jax.numpy", ops_float_misc,
           (jnp.asarray(rng.standard_normal((10,)), jnp.float32).at[3].set(1.0),), None)

    models = [
        ("gpt2", "GPT-2 style decoder, 2 layers, dim 32, 4 heads, vocab 64", Gpt2(), (tokens,), None),
        ("llama", "Llama style decoder: RMSNorm, RoPE, SwiGLU, 2 layers", Llama(), (tokens,), None),
        ("bert", "BERT style encoder with cumsum position ids and padding mask", Bert(), (padded,),
         None),
        ("scanned_gpt", "GPT with its 3 layers under nn.scan (stablehlo.while)", ScannedGpt(), (tokens,), None),
        ("t5", "T5 style encoder-decoder with cross-attention", T5(), (tokens, tokens[:, :8]), None),
        ("argmax_classifier", "token classifier returning argmax/argmin class and softmax", ArgmaxClassifier(),
         (tokens,), None),
        ("resnet", "ResNet basic blocks with BatchNorm and max pool on 16x16x3 images", ResNet(),
         (jnp.asarray(rng.standard_normal((2, 16, 16, 3)), jnp.float32),),
         None),
        ("vit", "ViT with a conv patch embedding on 16x16x3 images", Vit(),
         (jnp.asarray(rng.standard_normal((2, 16, 16, 3)), jnp.float32),), None),
        ("audio_conv", "1-D conv net on a 400-sample waveform with GroupNorm", AudioConv(),
         (jnp.asarray(rng.standard_normal((2, 400)), jnp.float32),), None),
    ]
    for name, desc, model, example, needs in models:
        params = model.init(key, *example)
        export(name, desc, "Flax linen, written in this script (see its docstring)",
               lambda p, *xs, m=model: m.apply(p, *xs), (params,) + example, needs)
    small = Gpt2(layers=1)
    gparams = small.init(key, tokens[:, :4])
    export("gpt2_greedy_decode", "greedy decoding of 6 tokens with lax.fori_loop around a GPT-2 forward",
           "Flax linen + jax.lax.fori_loop", greedy_decode_fn(small, gparams, 6), (tokens[:, :4],), None)
    export("ops_sort_topk", "sort, argsort (a sort carrying an iota), descending sort, lax.top_k", "jax.numpy",
           ops_sort_topk, (jnp.asarray(rng.permutation(40).reshape(5, 8) - 20.5, jnp.float32),), None)


    img = jnp.asarray(rng.standard_normal((2, 16, 16, 3)), jnp.float32)
    more = [
        ("unet", "UNet: GroupNorm, SiLU, avg pool, transposed conv, nearest resize, skips", UNet(), (img,)),
        ("mobilenet", "MobileNetV2 blocks: depthwise conv, ReLU6, squeeze-and-excitation", MobileNet(), (img,)),
        ("convnext", "ConvNeXt block: depthwise 7x7, LayerNorm, exact GELU", ConvNeXt(), (img,)),
        ("lstm_gru", "LSTM then reverse GRU over embeddings (two scans)", Lstm(), (tokens[:, :10],)),
        ("moe", "mixture of experts: top-2 router, softmax gates, 4 experts", MoE(), (tokens[:, :10],)),
        ("swin", "Swin-style shifted windows: roll, window partition, attention", Swin(), (img,)),
        ("whisper_encoder", "Whisper-style encoder: 1-D convs, sinusoidal positions, attention", Whisper(),
         (jnp.asarray(rng.standard_normal((2, 20, 8)), jnp.float32),)),
        ("cumulative", "cumprod, reversed cumsum, cummax, associative_scan, norm", Cumulative(),
         (jnp.asarray(rng.standard_normal((3, 6)), jnp.float32),)),
    ]
    for name, desc, model, example in more:
        params = model.init(key, *example)
        export(name, desc, "Flax linen, written in this script (see its docstring)",
               lambda p, *xs, m=model: m.apply(p, *xs), (params,) + example, None)
    trains = [("train_resnet", "ResNet", ResNet(), img, jnp.asarray([1, 7], jnp.int32)),
              ("train_mobilenet", "MobileNetV2 blocks", MobileNet(), img, jnp.asarray([3, 2], jnp.int32)),
              ("train_lstm_gru", "LSTM + GRU", Lstm(), tokens[:, :10], jnp.asarray([0, 4], jnp.int32)),
              ("train_gpt2", "GPT-2, one layer (regression to zeros)", Gpt2(layers=1), tokens[:, :10], None),
              ("train_vit", "ViT, width 16", Vit(dim=16, heads=2), img, jnp.asarray([2, 9], jnp.int32))]
    for name, desc, model, x, y in trains:
        params = model.init(key, x)
        if y is None:
            y = jnp.zeros(jax.eval_shape(lambda: model.apply(params, x)).shape, jnp.float32)
            step, opt = train_step(model, "mse")
        else:
            step, opt = train_step(model)
        export(name, "optax AdamW train step of the " + desc + " model: loss, gradients, update",
               "Flax linen + optax, written in this script", step, (params, opt.init(params), x, y), None)
    bmlp = Bf16Mlp()
    xs = jnp.asarray(rng.standard_normal((4, 8)), jnp.float32)
    export("bf16_mlp", "MLP computing in bfloat16 between float32 inputs and outputs", "Flax linen",
           lambda p, x: bmlp.apply(p, x), (bmlp.init(key, xs), xs), None)
    export("ints_quant", "int8 quantisation, float16 round trip, count, jnp.unique(size=3)", "jax.numpy", ints, (xs,), None)
    export_training_programs()
    export_more_ops()


def export_more_ops():
    """Op programs added after the first corpus, each from its own random stream."""
    rng = np.random.default_rng(16)
    x = jnp.asarray(rng.standard_normal((4, 8)), jnp.float32)
    key = jax.random.PRNGKey(16)
    mlp = DropoutMlp()
    params = mlp.init(key, x, key)
    dkey = jax.random.PRNGKey(1234)
    export("dropout_mlp", "MLP forward with dropout, the PRNG key an input (threefry2x32 on ui32, bitcast_convert)",
           "Flax linen", lambda p, x, k: mlp.apply(p, x, k), (params, x, dkey), None)
    logits = jnp.asarray(rng.standard_normal((3, 5)), jnp.float32)
    export("random_sampling", "jax.random bits, uniform, normal, bernoulli, categorical in jit",
           "jax.random", random_sampling, (jax.random.PRNGKey(7), logits), None)
    step, opt = dropout_train_step(mlp)
    y = jnp.asarray(rng.standard_normal((4, 4)), jnp.float32)
    export("train_dropout_mlp", "optax Adam train step through dropout (the PRNG key an input)",
           "Flax linen + optax", step, (params, opt.init(params), x, y, dkey), None)
    export("ops_special_misc", "tan, erf_inv, round, dot_product_attention, argsort, log1p, logsumexp, var, median",
           "jax.numpy, jax.nn, jax.scipy.special", ops_special_misc, (x,), None)


def export_training_programs():
    """Programs of training loops beyond plain steps: rematerialisation. Its own random streams, so the
    programs above stay byte-identical when these are added."""
    rng = np.random.default_rng(15)
    key = jax.random.PRNGKey(15)
    tokens = jnp.asarray(rng.integers(1, 32, (2, 8)), jnp.int32)
    remat = RematGpt()
    params = remat.init(key, tokens)
    step, opt = lm_train_step(remat)
    export("train_remat_gpt", "optax Adam train step of a GPT with nn.remat blocks (optimization_barrier before "
           "each recomputed forward)", "Flax linen + optax, written in this script", step,
           (params, opt.init(params), tokens), None)
    # the same step without remat (same parameters, same values): only its program, to compare prices with
    plain_step, _ = lm_train_step(RematGpt(remat=False))
    with jax.default_matmul_precision("highest"):
        text = jax.jit(plain_step).lower(params, opt.init(params), tokens).as_text()
    with open(os.path.join(OUT, "train_remat_gpt_without_remat.mlir"), "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
