#!/usr/bin/env python3
"""Exports the StableHLO program a fresh tpu-server runs in the background at start (org.torchtpu.server.warmup).

Run from anywhere:  python3 tpu-server/src/test/stablehlo/export_warmup.py
Writes tpu-server/src/main/resources/warmup/mlp_train_step.mlir: jax.jit(f).lower(*args).as_text().

It is not golden data (nothing is compared against it): it only has to exercise the StableHLO importer and the
paths a user's first step takes, so the server's JIT has compiled them before the first request. The warm-up's
other programs are the graphs the SDK traces (mlp_train_step.pb, llama_train_step.pb, written by the e2e tool
WarmupGraphExport), since most first steps come from the SDK. Matmuls use DEFAULT precision (bf16 inputs, f32
accumulation), as the SDK's graphs do; an MLP train step with SGD at the SDK MLP's shapes.
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


if __name__ == "__main__":
    main()
