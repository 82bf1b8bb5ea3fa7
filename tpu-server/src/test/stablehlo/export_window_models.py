#!/usr/bin/env python3
"""Exports JAX programs with convolutions and windows as StableHLO text plus golden outputs.

Same method, file format and tolerances as export_models.py (imported from beside this file: the
float64 reference, first-order error bounds with exact derivatives, tolerance 2.02 e), with local
error rules added for the windowed primitives (u = 2^-24):
  conv_general_dilated: (K + 1) u conv(|lhs|, |rhs|), K = window x input features per group
      (float32 accumulation of K products in any order, as dot_general);
  reduce_window_sum / cumsum: n u window-sum(|x|) (n terms accumulated in float32);
  reduce_window_max / reduce_window_min / cummax / cummin: 0 (they select an element);
  select_and_scatter_add: c u select_and_scatter_add(|source|), c = most windows covering one
      element (that many float32 additions into it).
A max-pool's backward pass picks the first maximum of each window; two float32 evaluations would
pick differently if a window's top two values were within rounding error of each other. The script
asserts every pooled window's top two values are apart by more than 1e-3 relative (far above the
bounds, ~1e-6), so the gradient's routing is the same in every evaluation.

Run from anywhere:  python3 tpu-server/src/test/stablehlo/export_window_models.py
Writes tpu-server/src/test/resources/stablehlo/<model>.{mlir,generic.mlir,json} for:
  tiny_cnn_forward     NHWC 8x8x4 images: conv 3x3 4->8 SAME + bias + relu, max-pool 2x2, grouped
                       conv 3x3 8->8 (2 groups) stride 2 + relu, avg-pool 2x2 (reduce_window sum / 4),
                       dense 8->5; returns the logits
  tiny_cnn_train_step  value_and_grad of mean softmax cross-entropy of a one-conv CNN (grouped conv
                       4->8 in 2 groups, stride 2, + bias + relu, max-pool 2x2, dense) and an SGD step:
                       the backward pass has select_and_scatter (max-pool) and the weight-gradient
                       convolution with batch_group_count 2 and rhs dilation 2
  cumsum_positions     position ids from an attention mask as HF models compute them
                       (cumsum(mask) * mask - 1, int32) and a float cumsum along the sequence

Every convolution and dot_general carries precision HIGHEST (the export runs under
jax.default_matmul_precision("highest")), so the service computes float32 products.
"""

import math
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import export_models as em  # noqa: E402

GENERATOR = "tpu-server/src/test/stablehlo/export_window_models.py"
U = em.U
_base_local_error = em.local_error


def windowed_local_error(eqn, ins, out, tau):
    name = eqn.primitive.name
    p = eqn.params
    r = np.abs(out.astype(np.float64))
    if name == "conv_general_dilated":
        dn = p["dimension_numbers"]
        rhs_spec = dn.rhs_spec  # (out feature, in feature, spatial...)
        k = ins[1].shape[rhs_spec[1]] * int(np.prod([ins[1].shape[d] for d in rhs_spec[2:]]))
        params = {key: v for key, v in p.items() if key not in ("precision", "preferred_element_type")}
        abs_conv = np.asarray(lax.conv_general_dilated_p.bind(
            jnp.abs(ins[0]), jnp.abs(ins[1]), precision=lax.Precision.HIGHEST,
            preferred_element_type=None, **params))
        return (k + 1) * U * abs_conv
    if name == "reduce_window_sum":
        n = int(np.prod(p["window_dimensions"]))
        return n * U * np.asarray(eqn.primitive.bind(jnp.abs(ins[0]), **p))
    if name == "cumsum":
        n = ins[0].shape[p["axis"]]
        return n * U * np.asarray(eqn.primitive.bind(jnp.abs(ins[0]), **p))
    if name in ("reduce_window_max", "reduce_window_min", "cummax", "cummin"):
        return np.zeros(r.shape)
    if name == "select_and_scatter_add":
        window, strides = p["window_dimensions"], p["window_strides"]
        c = int(np.prod([math.ceil(w / s) for w, s in zip(window, strides)]))
        return c * U * np.asarray(eqn.primitive.bind(jnp.abs(ins[0]), ins[1], **p))
    return _base_local_error(eqn, ins, out, tau)


em.local_error = windowed_local_error
em.EXACT.update({"argmax"})


# ---------------------------------------------------------------------------------------------
# The models

def conv(x, w, stride=1, groups=1):
    return lax.conv_general_dilated(x, w, (stride, stride), "SAME",
                                    dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                    feature_group_count=groups)


def max_pool(x):
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")


def avg_pool(x):
    return lax.reduce_window(x, 0.0, lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4.0


def cnn_forward(params, x):
    h = jax.nn.relu(conv(x, params["w1"]) + params["b1"])
    h = max_pool(h)
    h = jax.nn.relu(conv(h, params["w2"], stride=2, groups=2) + params["b2"])
    h = avg_pool(h)
    return h.reshape(h.shape[0], -1) @ params["w3"] + params["b3"]


def one_conv_cnn(params, x):
    h = jax.nn.relu(conv(x, params["w1"], stride=2, groups=2) + params["b1"])
    h = max_pool(h)
    return h.reshape(h.shape[0], -1) @ params["w2"] + params["b2"]


def cnn_loss(params, x, labels):
    logits = one_conv_cnn(params, x)
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.sum(logp * jax.nn.one_hot(labels, logits.shape[-1]), axis=-1))


def cnn_train_step(params, x, labels):
    loss, grads = jax.value_and_grad(cnn_loss)(params, x, labels)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads), loss


def cumsum_positions(mask, x):
    positions = jnp.cumsum(mask, axis=1) * mask - 1
    return positions, jnp.cumsum(x, axis=1)


def init(rng, shape, fan_in):
    return (rng.standard_normal(shape) / math.sqrt(fan_in)).astype(np.float32)


def assert_pool_margins(name, h):
    """Every 2x2 window's top two values differ by more than 1e-3 relative (see the docstring)."""
    h = np.asarray(h, dtype=np.float64)
    n, hh, ww, c = h.shape
    win = h[:, :hh // 2 * 2, :ww // 2 * 2, :].reshape(n, hh // 2, 2, ww // 2, 2, c)
    win = win.transpose(0, 1, 3, 5, 2, 4).reshape(-1, 4)
    top = np.sort(win, axis=1)
    positive = top[:, -1] > 0  # after relu, all-zero windows route to the first zero in any evaluation
    gap = (top[:, -1] - top[:, -2])[positive]
    assert np.all(gap > 1e-3 * np.abs(top[positive, -1])), name + ": a max-pool window is nearly tied"


def build_models():
    models = []
    rng = np.random.default_rng(20261401)
    params = {"w1": init(rng, (3, 3, 4, 8), 36), "b1": (0.1 * rng.standard_normal(8)).astype(np.float32),
              "w2": init(rng, (3, 3, 4, 8), 36), "b2": (0.1 * rng.standard_normal(8)).astype(np.float32),
              "w3": init(rng, (8, 5), 8), "b3": (0.1 * rng.standard_normal(5)).astype(np.float32)}
    x = rng.standard_normal((2, 8, 8, 4)).astype(np.float32)
    assert_pool_margins("tiny_cnn_forward",
                        jax.nn.relu(conv(x, params["w1"]) + params["b1"]))
    models.append(("tiny_cnn_forward", "NHWC 2x8x8x4: conv 3x3 4->8 SAME + bias + relu, max-pool 2x2, "
                   "conv 3x3 8->8 in 2 groups stride 2 + bias + relu, avg-pool 2x2, dense 8->5; logits",
                   cnn_forward, (params, x), ["params", "x"]))

    rng = np.random.default_rng(20261402)
    params = {"w1": init(rng, (3, 3, 2, 8), 18), "b1": (0.1 * rng.standard_normal(8)).astype(np.float32),
              "w2": init(rng, (2 * 2 * 8, 3), 32), "b2": (0.1 * rng.standard_normal(3)).astype(np.float32)}
    x = rng.standard_normal((4, 8, 8, 4)).astype(np.float32)
    labels = rng.integers(0, 3, size=4).astype(np.int32)
    assert_pool_margins("tiny_cnn_train_step",
                        jax.nn.relu(conv(x, params["w1"], stride=2, groups=2) + params["b1"]))
    models.append(("tiny_cnn_train_step", "one SGD step (lr 0.1) of a CNN (conv 3x3 4->8 in 2 groups, "
                   "stride 2, + bias + relu, max-pool 2x2, dense 32->3) on mean softmax cross-entropy over "
                   "4 images: jax.value_and_grad, then p - 0.1 * g; returns (new params, loss)",
                   cnn_train_step, (params, x, labels), ["params", "x", "labels"]))

    rng = np.random.default_rng(20261403)
    mask = np.ones((2, 10), dtype=np.int32)
    mask[0, :3] = 0  # left padding, as batched generation uses
    mask[1, 7:] = 0
    x = rng.standard_normal((2, 10)).astype(np.float32)
    models.append(("cumsum_positions", "position ids cumsum(mask, 1) * mask - 1 of a left/right padded "
                   "int32 attention mask [2, 10], and a float cumsum along the sequence",
                   cumsum_positions, (mask, x), ["mask", "x"]))
    return models


def export_mlir(name, fn, args):
    """As export_models.export_mlir, checking convolutions (not only dots) ask for HIGHEST."""
    with jax.default_matmul_precision("highest"):
        lowered = jax.jit(fn).lower(*args)
        outputs = jax.jit(fn)(*args)
    pretty = lowered.as_text()
    generic = lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)
    assert "precision DEFAULT" not in pretty and "DEFAULT" not in pretty, name + ": DEFAULT precision"
    files = {"mlir": name + ".mlir", "mlirGeneric": name + ".generic.mlir"}
    for key, text in (("mlir", pretty), ("mlirGeneric", generic)):
        with open(os.path.join(em.OUT_DIR, files[key]), "w") as f:
            f.write(text)
    return files, jax.tree_util.tree_map(np.asarray, outputs)


def main():
    em.GENERATOR = GENERATOR
    em.DTYPE_NAME[np.dtype(np.int32)] = "S32"
    measured = em.measure_transcendental_ulps()
    tau = {k: float(max(em.EXECUTOR_ULPS, math.ceil(v))) for k, v in measured.items()}
    models = build_models()
    exported = [export_mlir(name, fn, args) for name, _, fn, args, _ in models]
    jax.config.update("jax_enable_x64", True)
    for (name, description, fn, args, arg_names), (files, outputs) in zip(models, exported):
        em.write_golden(name, description, fn, args, arg_names, files, outputs, tau, measured)
        print("wrote", name)


if __name__ == "__main__":
    main()
