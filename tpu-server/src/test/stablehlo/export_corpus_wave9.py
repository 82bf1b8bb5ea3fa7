"""Exports the ninth wave of the model corpus: ops of the StableHLO spec JAX does not emit but older exporters do
(TF and PyTorch exports' batch_norm_training/inference/grad; mhlo-style `broadcast`, `tuple` and
`get_tuple_element`; `map` with multi-op bodies), written by hand.

Their reference is XLA's own: each module's text is compiled as it stands by XLA:CPU through jaxlib (the backend
client's compile_and_load of the StableHLO text) and run on the inputs; the float64 reference is the same text with
every f32 tensor made f64, run on the inputs widened to float64. So the numbers are XLA's semantics of these ops, not ours.

Run from the repository root (Python 3.11, jax 0.10, numpy):
    python3 tpu-server/src/test/stablehlo/export_corpus_wave9.py [name ...]
It writes tpu-server/src/test/resources/stablehlo/corpus/<name>.mlir and <name>.json in export_corpus.py's format,
read by StableHloCorpusTest.
"""
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax._src import xla_bridge
from jax._src.lib import xla_client

import corpus_golden
import export_corpus_wave5 as wave5

ONLY = set(sys.argv[1:])
GENERATOR = "tpu-server/src/test/stablehlo/export_corpus_wave9.py"
SOURCE = "written by hand in export_corpus_wave9.py (see its docstring); reference: the same text run by XLA:CPU"


def run_xla(text, args):
    """The module's outputs as XLA:CPU computes them."""
    backend = xla_bridge.get_backend("cpu")
    device = backend.local_devices()[0]
    exe = backend.compile_and_load(text, xla_client.DeviceList((device,)), xla_client.CompileOptions())
    return [np.asarray(r) for r in exe.execute([jax.device_put(a, device) for a in args])]


def export(name, description, text, args):
    if ONLY and name not in ONLY:
        return
    out32 = run_xla(text, args)
    jax.config.update("jax_enable_x64", True)  # or device_put narrows the float64 inputs
    try:
        out64 = run_xla(text.replace("f32>", "f64>"), wave5.to64(args))  # tensor types only: epsilon stays f32
    finally:
        jax.config.update("jax_enable_x64", False)
    doc = {
        "generator": GENERATOR,
        "versions": {"jax": jax.__version__, "flax": __import__("flax").__version__, "numpy": np.__version__},
        "description": description,
        "source": SOURCE,
        "needsBranch": None,
        "comparison": corpus_golden.COMPARISON,
        "inputs": [wave5.tensor_json(f"arg{k}", a) for k, a in enumerate(args)],
        "outputs": [wave5.output_json(f"result[{k}]", a, r) for k, (a, r) in enumerate(zip(out32, out64))],
    }
    corpus_golden.write(name, text, doc)


rng = np.random.default_rng(19)


def f32(*shape, scale=1.0, shift=0.0):
    return (rng.standard_normal(shape) * scale + shift).astype(np.float32)


# A TF-style conv-net block in NHWC (feature_index 3): training-mode batch norm, its gradient, then inference with
# the running statistics; and a PyTorch-style NCHW one (feature_index 1) with a mean of 10, where XLA's one-pass
# E[x^2] - E[x]^2 variance loses digits the spec's two-pass one keeps.
BATCH_NORM = """
module @batch_norm_legacy {
  func.func public @main(%x: tensor<4x5x6x3xf32>, %scale: tensor<3xf32>, %offset: tensor<3xf32>,
                         %dy: tensor<4x5x6x3xf32>, %rmean: tensor<3xf32>, %rvar: tensor<3xf32>,
                         %y: tensor<2x4x3x3xf32>, %s4: tensor<4xf32>, %o4: tensor<4xf32>)
      -> (tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>,
          tensor<4x5x6x3xf32>, tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>) {
    %out, %mean, %var = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>)
    %gx, %gs, %go = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %dy) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x5x6x3xf32>) -> (tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>)
    %inf = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %rmean, %rvar) {epsilon = 1.000000e-05 : f32, feature_index = 3 : i64} : (tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<4x5x6x3xf32>
    %out1, %mean1, %var1 = "stablehlo.batch_norm_training"(%y, %s4, %o4) {epsilon = 1.000000e-05 : f32, feature_index = 1 : i64} : (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>)
    %dy1 = stablehlo.multiply %out1, %y : tensor<2x4x3x3xf32>
    %gy, %gs1, %go1 = "stablehlo.batch_norm_grad"(%y, %s4, %mean1, %var1, %dy1) {epsilon = 1.000000e-05 : f32, feature_index = 1 : i64} : (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>) -> (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>)
    return %out, %mean, %var, %gx, %gs, %go, %inf, %out1, %mean1, %var1, %gy : tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x5x6x3xf32>, tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>
  }
}
"""

export("batch_norm_legacy",
       "batch_norm_training, batch_norm_grad and batch_norm_inference as TF (NHWC, feature_index 3) and PyTorch "
       "(NCHW, feature_index 1, mean 10) exports write them",
       BATCH_NORM,
       [f32(4, 5, 6, 3, scale=2.0, shift=0.5), f32(3, shift=1.0), f32(3), f32(4, 5, 6, 3), f32(3, scale=0.1),
        np.abs(f32(3)) + 0.5, f32(2, 4, 3, 3, scale=0.5, shift=10.0), f32(4, shift=1.0), f32(4)])

# mhlo-style text: the old broadcast op (new leading dimensions), in pretty and generic form.
BROADCAST = """
module @legacy_broadcast {
  func.func public @main(%x: tensor<3x2xf32>, %s: tensor<f32>) -> (tensor<4x3x2xf32>, tensor<2x5xf32>) {
    %0 = stablehlo.broadcast %x, sizes = [4] : (tensor<3x2xf32>) -> tensor<4x3x2xf32>
    %1 = "stablehlo.broadcast"(%s) {broadcast_sizes = array<i64: 2, 5>} : (tensor<f32>) -> tensor<2x5xf32>
    %2 = stablehlo.multiply %0, %0 : tensor<4x3x2xf32>
    return %2, %1 : tensor<4x3x2xf32>, tensor<2x5xf32>
  }
}
"""

export("legacy_broadcast", "the old stablehlo.broadcast (broadcast_sizes prepended), pretty and generic forms",
       BROADCAST, [f32(3, 2), f32()])

# mhlo-style value plumbing: tuples built (pretty and generic form, nested), taken apart by get_tuple_element
# (pretty index and generic attribute), feeding arithmetic; XLA's PJRT takes no tuple results, so main returns tensors.
TUPLES = """
module @tuple_plumbing {
  func.func public @main(%x: tensor<3xf32>, %y: tensor<2x2xf32>, %k: tensor<3xi32>)
      -> (tensor<3xf32>, tensor<2x2xf32>, tensor<3xi32>) {
    %inner = stablehlo.tuple %y, %k : tuple<tensor<2x2xf32>, tensor<3xi32>>
    %t = "stablehlo.tuple"(%x, %inner) : (tensor<3xf32>, tuple<tensor<2x2xf32>, tensor<3xi32>>) -> tuple<tensor<3xf32>, tuple<tensor<2x2xf32>, tensor<3xi32>>>
    %i = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3xf32>, tuple<tensor<2x2xf32>, tensor<3xi32>>>) -> tuple<tensor<2x2xf32>, tensor<3xi32>>
    %a = "stablehlo.get_tuple_element"(%t) {index = 0 : i32} : (tuple<tensor<3xf32>, tuple<tensor<2x2xf32>, tensor<3xi32>>>) -> tensor<3xf32>
    %b = stablehlo.get_tuple_element %i[0] : (tuple<tensor<2x2xf32>, tensor<3xi32>>) -> tensor<2x2xf32>
    %c = "stablehlo.get_tuple_element"(%i) {index = 1 : i32} : (tuple<tensor<2x2xf32>, tensor<3xi32>>) -> tensor<3xi32>
    %ax = stablehlo.multiply %a, %x : tensor<3xf32>
    %bt = stablehlo.transpose %b, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %cc = stablehlo.add %c, %k : tensor<3xi32>
    return %ax, %bt, %cc : tensor<3xf32>, tensor<2x2xf32>, tensor<3xi32>
  }
}
"""

export("tuple_plumbing", "stablehlo.tuple and get_tuple_element (nested, pretty and generic forms) as mhlo-style "
       "exports use them", TUPLES, [f32(3), f32(2, 2), np.array([3, -1, 7], np.int32)])

# stablehlo.map with a body of several ops on two operands of different element types (a softplus-weighted
# product: s * x + log1p(exp(-|x|)) + max(x, 0), the integer operand converted), and a one-operand map whose body
# reads a constant.
MAP = """
module @map_bodies {
  func.func public @main(%x: tensor<4x5xf32>, %s: tensor<4x5xi32>, %z: tensor<6xf32>) -> (tensor<4x5xf32>, tensor<6xf32>) {
    %0 = "stablehlo.map"(%x, %s) ({
    ^bb0(%p: tensor<f32>, %q: tensor<i32>):
      %qf = stablehlo.convert %q : (tensor<i32>) -> tensor<f32>
      %m = stablehlo.multiply %qf, %p : tensor<f32>
      %a = stablehlo.abs %p : tensor<f32>
      %n = stablehlo.negate %a : tensor<f32>
      %e = stablehlo.exponential %n : tensor<f32>
      %l = stablehlo.log_plus_one %e : tensor<f32>
      %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %r = stablehlo.maximum %p, %zero : tensor<f32>
      %sp = stablehlo.add %l, %r : tensor<f32>
      %out = stablehlo.add %m, %sp : tensor<f32>
      stablehlo.return %out : tensor<f32>
    }) {dimensions = array<i64: 0, 1>} : (tensor<4x5xf32>, tensor<4x5xi32>) -> tensor<4x5xf32>
    %1 = "stablehlo.map"(%z) ({
    ^bb0(%p: tensor<f32>):
      %c = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %t = stablehlo.tanh %p : tensor<f32>
      %r = stablehlo.multiply %t, %c : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }) {dimensions = array<i64: 0>} : (tensor<6xf32>) -> tensor<6xf32>
    return %0, %1 : tensor<4x5xf32>, tensor<6xf32>
  }
}
"""

export("map_bodies", "stablehlo.map with multi-op bodies over one and two operands (f32 and i32)", MAP,
       [f32(4, 5, scale=3.0), rng.integers(-3, 4, (4, 5)).astype(np.int32), f32(6, scale=2.0)])


# A shape-polymorphic export (jax.export, symbolic batch b and length t) whose windows depend on t, so JAX writes
# custom_call @stablehlo.dynamic_reduce_window, here with logaddexp reducers (were refused: one-op reducers only):
# lax.cumlogsumexp over t (its window is t long) and a log-sum-exp pool with stride 2 and SAME padding.
def poly_logsumexp(x):
    ninf = jnp.array(-jnp.inf, x.dtype)
    pooled = lax.reduce_window(x, ninf, jnp.logaddexp, (1, 3, 1), (1, 2, 1), "SAME")
    return lax.cumlogsumexp(x, axis=1), pooled


if not ONLY or "poly_logsumexp" in ONLY:
    import export_corpus_poly  # noqa: E402 (its exports run under its own __main__ only)
    export_corpus_poly.export_poly("poly_logsumexp", "shape-polymorphic (b, t): lax.cumlogsumexp over t and a "
                                   "strided log-sum-exp pool, as @stablehlo.dynamic_reduce_window with logaddexp",
                                   poly_logsumexp, (f32(2, 7, 3),), ["b, t, 3"])


# Scatter with update computations of several ops (were refused: one combiner only), through jax.jit so JAX
# computes the reference: x.at[i].apply(f) with repeated and out-of-bounds indices (f applied once per repeat, the
# out-of-bounds one dropped), a row-wise apply (window dimensions), a single index, and an apply by a 2-d index array.
def scatter_apply(x, m, i, rows):
    f = lambda v: jnp.sin(v) * 0.5 + v * v  # noqa: E731
    return (x.at[i].apply(f), m.at[rows].apply(lambda v: jnp.tanh(v) - 0.25 * v), x.at[3].apply(jnp.exp),
            m.at[rows.reshape(2, 2), 1].apply(lambda v: v * 3.0 + 1.0))


if not ONLY or "scatter_apply" in ONLY:
    corpus_golden.export("scatter_apply", "x.at[i].apply(f) with multi-op f: repeated and out-of-bounds indices, "
                         "rows (window dims), one index, a 2-d index array", scatter_apply,
                         (f32(8), f32(5, 3), np.array([1, 4, 1, 9, 1, 6], np.int32), np.array([0, 3, 3, 1], np.int32)),
                         GENERATOR, "written in export_corpus_wave9.py", tpu="never")


# lax.linalg.tridiagonal_solve on CPU (@lapack_sgtsv_ffi, refused before wave 9) over a batch of 3 systems with 2
# right-hand sides each (num_batch_dims = 1), dl[0] and du[-1] zero as JAX documents them: two diagonally dominant,
# one whose small diagonal makes LAPACK interchange rows (its first diagonal element zero).
def tridiagonal_batched(dl, d, du, b):
    return lax.linalg.tridiagonal_solve(dl, d, du, b)


if not ONLY or "tridiagonal_batched" in ONLY:
    lower_diag = f32(3, 6)
    lower_diag[:, 0] = 0
    upper_diag = f32(3, 6)
    upper_diag[:, -1] = 0
    diag = np.abs(f32(3, 6)) + 4.0
    diag[1] = f32(6, scale=0.1)
    diag[1, 0] = 0.0
    corpus_golden.export("tridiagonal_batched", "lax.linalg.tridiagonal_solve over a batch of 3 6x6 systems, one "
                         "needing row interchanges, 2 right-hand sides (@lapack_sgtsv_ffi, num_batch_dims 1)", tridiagonal_batched,
                         (lower_diag, diag, upper_diag, f32(3, 6, 2)), GENERATOR,
                         "written in export_corpus_wave9.py", tpu="never")


# A singular member in a batch (xfix19): in system 1, d_3 = dl_3 = dl_4 = 0, so column 3 of the trailing block is
# zero and LAPACK stops at a zero pivot (info 4); JAX answers NaN for all of that system, system 0 as solved. Its own
# generator, so regenerating it alone gives the same numbers.
if not ONLY or "tridiagonal_singular" in ONLY:
    own = np.random.default_rng(19)
    lower_diag = own.standard_normal((2, 6)).astype(np.float32)
    lower_diag[:, 0] = 0
    upper_diag = own.standard_normal((2, 6)).astype(np.float32)
    upper_diag[:, -1] = 0
    diag = (np.abs(own.standard_normal((2, 6))) + 4.0).astype(np.float32)
    diag[1, 3] = 0.0
    lower_diag[1, 3] = 0.0
    lower_diag[1, 4] = 0.0
    corpus_golden.export("tridiagonal_singular", "lax.linalg.tridiagonal_solve over a batch of 2 6x6 systems, the "
                         "second singular (a zero pivot with a zero below it): NaN for that system as JAX gives",
                         tridiagonal_batched, (lower_diag, diag, upper_diag,
                                               own.standard_normal((2, 6, 2)).astype(np.float32)),
                         GENERATOR, "written in export_corpus_wave9.py", tpu="never")
