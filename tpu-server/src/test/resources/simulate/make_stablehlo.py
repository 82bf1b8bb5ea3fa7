"""Lowers a transformer MLP block's train step with jax.jit(f).lower(jax.ShapeDtypeStruct(...)): no weights exist,
only shapes. Writes the StableHLO text at Llama-70B layer size (abstract execution only) and at a small size (run for
real too). Run with JAX 0.10: python3 make_stablehlo.py"""
import jax
import jax.numpy as jnp


def mlp(x, w1, w2):
    h = jnp.maximum(jnp.dot(x, w1), 0.0)
    return jnp.dot(h, w2)


def loss(w1, w2, x):
    y = mlp(x, w1, w2).astype(jnp.float32)
    return jnp.sum(y * y)


def train_step(w1, w2, x):
    g1, g2 = jax.grad(loss, argnums=(0, 1))(w1, w2, x)
    return w1 - 0.01 * g1, w2 - 0.01 * g2


S = jax.ShapeDtypeStruct
for name, tokens, embed, hidden in [("mlp_train_llama70b_layer", 8192, 8192, 28672), ("mlp_train_small", 64, 32, 96)]:
    lowered = jax.jit(train_step).lower(S((embed, hidden), jnp.bfloat16), S((hidden, embed), jnp.bfloat16),
                                        S((tokens, embed), jnp.bfloat16))
    with open(name + ".mlir", "w") as f:
        f.write(lowered.as_text())
