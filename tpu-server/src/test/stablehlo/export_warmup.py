#!/usr/bin/env python3
"""Exports the programs a fresh tpu-server runs in the background at start (org.torchtpu.server.warmup).

Run from anywhere:  python3 tpu-server/src/test/stablehlo/export_warmup.py
Writes tpu-server/src/main/resources/warmup/<program>.mlir: jax.jit(f).lower(*args).as_text().

They are not golden data (nothing is compared against them): they only have to exercise the paths a
user's first step takes, so the server's JIT has compiled those paths before the first request. Matmuls
use DEFAULT precision (bf16 inputs, f32 accumulation), as the SDK's graphs do; the shapes are small
but cover the matmul kernels' branches (a 64-row matmul against a wide weight is split over column
panels, small ones are not), and the op mix is that of training a transformer: an embedding gather,
RMSNorm, causal softmax attention, a SiLU MLP, cross-entropy, their gradients and an AdamW update;
and an MLP train step with SGD.
"""

import os

import jax
import jax.numpy as jnp
import numpy as np

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "main", "resources", "warmup")


def mlp_train_step(params, x, onehot):
    def loss_fn(p):
        h = jax.nn.relu(x @ p["w1"] + p["b1"])
        logits = h @ p["w2"] + p["b2"]
        return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * onehot, axis=-1))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads), loss


def rms_norm(x, w):
    return x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + 1e-5) * w


def llama_loss(p, ids, targets, heads):
    b, t = ids.shape
    x = p["emb"][ids]
    mask = jnp.tril(jnp.ones((t, t), dtype=bool))
    for layer in p["layers"]:
        h = rms_norm(x, layer["norm1"])
        d = h.shape[-1]
        q = (h @ layer["wq"]).reshape(b, t, heads, d // heads).transpose(0, 2, 1, 3)
        k = (h @ layer["wk"]).reshape(b, t, heads, d // heads).transpose(0, 2, 1, 3)
        v = (h @ layer["wv"]).reshape(b, t, heads, d // heads).transpose(0, 2, 1, 3)
        s = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(d // heads)
        s = jnp.where(mask, s, -1e9)
        a = jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(s, axis=-1), v).transpose(0, 2, 1, 3).reshape(b, t, d)
        x = x + a @ layer["wo"]
        h = rms_norm(x, layer["norm2"])
        x = x + (jax.nn.silu(h @ layer["w1"]) * (h @ layer["w3"])) @ layer["w2"]
    logits = rms_norm(x, p["norm"]) @ p["out"]
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, targets[..., None], axis=-1))


def llama_train_step(params, m, v, ids, targets, step):
    loss, grads = jax.value_and_grad(lambda p: llama_loss(p, ids, targets, 2))(params)
    b1, b2, lr, wd = 0.9, 0.95, 1e-3, 0.1
    m = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, m, grads)
    v = jax.tree_util.tree_map(lambda v, g: b2 * v + (1 - b2) * g * g, v, grads)
    c1 = 1 - b1 ** step
    c2 = 1 - b2 ** step
    params = jax.tree_util.tree_map(
        lambda p, m, v: p - lr * (m / c1 / (jnp.sqrt(v / c2) + 1e-8) + wd * p), params, m, v)
    return params, m, v, loss


def write(name, lowered):
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, name + ".mlir")
    with open(path, "w") as f:
        f.write(lowered.as_text())
    print("wrote", os.path.normpath(path))


def main():
    rng = np.random.default_rng(0)
    f32 = lambda *shape: jnp.asarray(rng.standard_normal(shape) * 0.1, dtype=jnp.float32)
    mlp = {"w1": f32(256, 512), "b1": f32(512), "w2": f32(512, 16), "b2": f32(16)}
    write("mlp_train_step", jax.jit(mlp_train_step).lower(mlp, f32(64, 256), f32(64, 16)))

    vocab, dim, hidden, layers, batch, seq = 64, 32, 64, 2, 4, 16
    layer = lambda: {"norm1": f32(dim), "wq": f32(dim, dim), "wk": f32(dim, dim), "wv": f32(dim, dim),
                     "wo": f32(dim, dim), "norm2": f32(dim), "w1": f32(dim, hidden), "w3": f32(dim, hidden),
                     "w2": f32(hidden, dim)}
    params = {"emb": f32(vocab, dim), "layers": [layer() for _ in range(layers)], "norm": f32(dim),
              "out": f32(dim, vocab)}
    zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
    ids = jnp.asarray(rng.integers(0, vocab, (batch, seq)), dtype=jnp.int32)
    write("llama_train_step", jax.jit(llama_train_step).lower(params, zeros, zeros, ids, ids, jnp.float32(1.0)))


if __name__ == "__main__":
    main()
