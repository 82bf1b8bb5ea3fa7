#!/usr/bin/env python3
"""Exports JAX models as StableHLO MLIR text with JAX-computed golden outputs (StableHloGoldenTest).

Run from anywhere:  python3 tpu-server/src/test/stablehlo/export_models.py
Writes tpu-server/src/test/resources/stablehlo/:
  <model>.mlir           jax.jit(f).lower(*args).as_text()  (the "pretty" form)
  <model>.generic.mlir   the same module printed in MLIR's generic op form
  <model>.debug.mlir     as_text(debug_info=True), with loc(...) attributes (attention_block only)
  <model>.json           inputs, JAX outputs, float64 reference and per-element tolerances

Models (fixed seeds, f32; every dot_general carries precision HIGHEST because the export runs under
jax.default_matmul_precision("highest"), so the service computes float32 matmuls, not bf16 passes):
  mlp_forward       3-layer MLP with relu, logits out
  attention_block   multi-head causal self-attention: softmax(Q K^T / sqrt(d) masked with -inf) V, out proj
  tiny_transformer  token embedding (gather) + learned positions, 2 pre-LN blocks (layer norm,
                    causal attention, MLP with exact gelu), final layer norm, tied output projection
  mlp_train_step    forward + jax.value_and_grad of mean softmax cross-entropy + SGD update of the MLP
                    params; returns the new params and the loss

Tolerances (reasoned, not measured): the reference is the same function traced and evaluated in
float64; e[i], the bound on how far any float32 evaluation of the same op sequence can be from it, is
the first-order error bound
    e[i] = sum over float ops j of |d out_i / d r_j| * eps_j
where r_j is op j's result and eps_j bounds what one float32 evaluation of op j adds to it given
exact inputs (its local error). The derivatives are exact: a perturbation is added after every float
op of the float64 evaluation and reverse mode differentiates the outputs with respect to all of them.
Local errors (u = 2^-24):
  add/sub/mul/div/square: 2u|r| (one rounding, plus one for a rewrite XLA may apply, x/c -> x*(1/c));
  integer_pow y: 2u(y-1)|r|;  convert f32 -> f32, max/min, select, reduce_max, data movement: 0;
  dot_general: (K+1) u |A||B| (float32 accumulation of K products in any order, the bound the
      executor's golden dot cases use);  reduce_sum of N elements: N u sum|x|;
  exp/log/tanh/logistic/rsqrt/sqrt/erf/erfc: T ulps of the result, T = the larger of the executor's
      contract (4 ulps, GoldenOpsTest) and XLA:CPU's error measured on sweeps (below); erfc at least
      4 ulps of |erf(x)| plus u|r| too: the importer computes chlo.erfc as 1 - erf(x), whose error is
      absolute, not relative.
Float comparisons (relu's gradient mask) must be decided by more than both operands' bounds, else two
evaluations could branch differently; the script fails if one is not. JAX lies within e of the
reference (asserted), the service must too, so |service - JAX| <= 2e: the tolerance stored per element
is 2e plus 1% for the neglected second-order terms (relative size about max e/|v|, ~1e-4 here), rounded
up to 4 significant digits. These worst-case bounds are loose (JAX's actual error is 0.1%-35% of e),
yet tight enough that the same graphs with bf16 (DEFAULT precision) matmuls fail them
(StableHloGoldenTest.tolerancesRejectBf16Matmuls).

File format (<model>.json):
  {"model", "generator", "versions", "description", "mlir", "mlirGeneric", "mlirDebug" (optional),
   "precision", "comparison", "notes": [str], "transcendentalUlps": {op: T},
   "inputs": [tensor], "outputs": [tensor + {"reference": [float64 values], "tolerance": [per element],
   "jaxMaxError": max |JAX - reference|, "jaxMaxBoundRatio": max |JAX - reference| / e}]}
  tensor = {"name", "dtype": "F32"|"S32"|..., "dims": [int], "values": [...]} row-major; float values
  are the exact float32 values (repr of the float64 of it).
"""

import json
import math
import os

import jax
import jax.numpy as jnp
import numpy as np
import scipy.special

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.normpath(os.path.join(HERE, "..", "resources", "stablehlo"))
GENERATOR = "tpu-server/src/test/stablehlo/export_models.py"
U = 2.0 ** -24          # unit roundoff of float32
ULP_REL = 2.0 ** -23    # one float32 ulp relative to a normal value is at most this
TINY = 2.0 ** -149      # smallest float32 subnormal: absolute floor for results near zero
EXECUTOR_ULPS = 4       # the executor's contract for transcendental ops (see GoldenOpsTest)
SECOND_ORDER_MARGIN = 1.01

COMPARISON = (
    "An output element matches when |actual - expected| <= tolerance[i] (both finite), or both are "
    "the same infinity, or both are NaN. Integer outputs must be equal. expected is JAX's float32 "
    "output on CPU; tolerance[i] = 2.02 * e[i] (rounded up to 4 significant digits) where e[i] bounds "
    "the distance of any float32 evaluation of the op sequence from the float64 reference (see the "
    "generator's docstring).")

DTYPE_NAME = {np.dtype(np.float32): "F32", np.dtype(np.int32): "S32", np.dtype(np.bool_): "PRED"}


# ---------------------------------------------------------------------------------------------
# Transcendental accuracy of XLA:CPU, measured on sweeps against float64 (SciPy for erf/erfc).

def measure_transcendental_ulps():
    rng = np.random.default_rng(1234)
    sweeps = {
        "exp": (np.exp, np.concatenate([np.linspace(-87, 88, 200001), rng.uniform(-20, 5, 100000)])),
        "log": (np.log, np.concatenate([np.logspace(-30, 30, 200001), rng.uniform(0.5, 2.0, 100000)])),
        "tanh": (np.tanh, np.linspace(-12, 12, 300001)),
        "logistic": (scipy.special.expit, np.linspace(-30, 30, 300001)),
        "rsqrt": (lambda x: 1.0 / np.sqrt(x), np.logspace(-20, 20, 300001)),
        "sqrt": (np.sqrt, np.logspace(-20, 20, 300001)),
        "erf": (scipy.special.erf, np.linspace(-6, 6, 300001)),
        "erfc": (scipy.special.erfc, np.linspace(-6, 6, 300001)),
    }
    jax_fns = {"exp": jnp.exp, "log": jnp.log, "tanh": jnp.tanh, "logistic": jax.nn.sigmoid,
               "rsqrt": jax.lax.rsqrt, "sqrt": jnp.sqrt, "erf": jax.lax.erf, "erfc": jax.lax.erfc}
    measured = {}
    for name, (ref_fn, xs) in sweeps.items():
        x32 = xs.astype(np.float32)
        got = np.asarray(jax.jit(jax_fns[name])(x32), dtype=np.float64)
        ref = ref_fn(x32.astype(np.float64))
        ok = np.isfinite(ref) & (np.abs(ref) >= 2.0 ** -126)
        spacing = np.spacing(np.abs(ref[ok]).astype(np.float32)).astype(np.float64)
        err = np.abs(got[ok] - ref[ok]) / spacing
        measured[name] = float(np.max(err))
    return measured


# ---------------------------------------------------------------------------------------------
# The float64 reference and first-order error bounds (run with jax_enable_x64 on).

class AmbiguousComparison(Exception):
    pass


def is_float(dtype):
    return np.issubdtype(np.dtype(dtype), np.floating)


HIGHER_ORDER = {"jit", "pjit", "closed_call", "core_call", "custom_jvp_call", "custom_vjp_call"}
EXACT = {"neg", "max", "min", "select_n", "stop_gradient", "copy", "copy_p", "reduce_max", "reduce_min",
         "broadcast_in_dim", "reshape", "transpose", "squeeze", "expand_dims", "slice", "gather",
         "dynamic_slice", "rev", "concatenate", "pad", "iota"}
TRANSCENDENTAL = {"exp", "log", "tanh", "logistic", "rsqrt", "sqrt", "erf", "erfc"}
COMPARISONS = {"eq", "ne", "lt", "le", "gt", "ge"}


class ErrorInjector:
    """Evaluates a float64 jaxpr, adding a perturbation delta_i to the result of every float op i.

    With deltas = 0 it computes the reference; a concrete pass also records each op's local error
    bound eps_i (the most a float32 evaluation of that op can add to its result, given exact
    inputs); the derivative of the outputs with respect to the deltas then gives the first-order
    bound sum_i |d out / d delta_i| eps_i. Operands of float comparisons are returned as probes, so
    that their bounds can be checked against the margin of the comparison.
    """

    def __init__(self, closed, tau):
        self.closed = closed
        self.tau = tau

    def evaluate(self, args, deltas=None, record=None):
        self.site = 0
        self.deltas = deltas
        self.record = record
        self.probes = []
        outs = self.eval_jaxpr(self.closed.jaxpr, self.closed.consts, args)
        return outs, self.probes

    def eval_jaxpr(self, jaxpr, consts, args):
        env = {}

        def read(var):
            return jnp.asarray(var.val) if hasattr(var, "val") else env[var]

        for var, val in zip(jaxpr.constvars, consts):
            env[var] = jnp.asarray(val)
        for var, val in zip(jaxpr.invars, args):
            env[var] = val
        for eqn in jaxpr.eqns:
            ins = [read(v) for v in eqn.invars]
            name = eqn.primitive.name
            if name in HIGHER_ORDER:
                sub = eqn.params.get("jaxpr") or eqn.params.get("call_jaxpr") or eqn.params.get("fun_jaxpr")
                outs = self.eval_jaxpr(sub.jaxpr, sub.consts, ins)
            else:
                result = eqn.primitive.bind(*ins, **eqn.params)
                outs = list(result) if eqn.primitive.multiple_results else [result]
                if name in COMPARISONS and is_float(eqn.invars[0].aval.dtype):
                    self.probes.append((name, ins[0], ins[1]))
                outs = [self.inject(eqn, ins, out) for out in outs]
            for var, val in zip(eqn.outvars, outs):
                env[var] = val
        return [read(v) for v in jaxpr.outvars]

    def inject(self, eqn, ins, out):
        if not is_float(out.dtype):
            return out
        if self.record is not None:
            eps = local_error(eqn, [np.asarray(x) for x in ins], np.asarray(out), self.tau)
            self.record.append(np.where(np.isfinite(np.asarray(out)), eps, 0.0))
        if self.deltas is not None:
            out = out + self.deltas[self.site]
        self.site += 1
        return out


def local_error(eqn, ins, out, tau):
    """Bound on what one float32 evaluation of eqn adds to its result (inputs taken as exact)."""
    name = eqn.primitive.name
    p = eqn.params
    r = np.abs(out.astype(np.float64))
    with np.errstate(invalid="ignore", over="ignore"):
        if name in ("add", "add_any", "sub", "mul", "div", "square"):
            # one rounding, plus one for a rewrite XLA may apply (x / c -> x * (1 / c))
            return 2 * U * r
        if name == "integer_pow":
            return 2 * U * max(abs(p["y"]) - 1, 1) * r
        if name == "convert_element_type":
            narrowing = is_float(eqn.invars[0].aval.dtype) and np.dtype(p["new_dtype"]).itemsize < 8
            return U * r if narrowing else np.zeros(r.shape)
        if name in EXACT:
            return np.zeros(r.shape)
        if name == "dot_general":
            (lc, _), _ = p["dimension_numbers"]
            k = int(np.prod([ins[0].shape[d] for d in lc])) if lc else 1
            abs_ab = np.asarray(jax.lax.dot_general(jnp.abs(ins[0]), jnp.abs(ins[1]), p["dimension_numbers"],
                                                    precision=jax.lax.Precision.HIGHEST))
            return (k + 1) * U * abs_ab  # float32 accumulation of K products in any order
        if name == "reduce_sum":
            axes = tuple(p["axes"])
            n = int(np.prod([ins[0].shape[d] for d in axes])) if axes else 1
            return n * U * np.sum(np.abs(ins[0]), axis=axes)
        if name in TRANSCENDENTAL:
            eps = tau[name] * (ULP_REL * r + TINY)
            if name == "erfc":
                # the importer computes erfc as 1 - erf(x): erf's error is relative to |erf(x)|, then
                # the subtraction rounds once; take whichever bound is larger
                decomposed = EXECUTOR_ULPS * ULP_REL * np.abs(scipy.special.erf(ins[0])) + U * r
                eps = np.maximum(eps, decomposed)
            return eps
    raise NotImplementedError("no local error bound for primitive " + name)


def reference_and_bounds(fn, args, tau, chunk=128):
    """(reference outputs, per-element first-order error bounds) of fn on args, in float64."""
    args64 = jax.tree_util.tree_map(lambda a: a.astype(np.float64) if is_float(a.dtype) else a, args)
    with jax.default_matmul_precision("highest"):
        closed = jax.make_jaxpr(fn)(*args64)
    flat_args = [jnp.asarray(a) for a in jax.tree_util.tree_leaves(args64)]
    injector = ErrorInjector(closed, tau)
    eps = []
    outs, probes = injector.evaluate(flat_args, record=eps)
    outs = [np.asarray(o) for o in outs]
    probe_values = [(name, np.asarray(a), np.asarray(b)) for name, a, b in probes]

    def observed(deltas):
        o, pr = injector.evaluate(flat_args, deltas=deltas)
        parts = [x.ravel() for x in o if is_float(x.dtype)]
        for _, a, b in pr:
            parts += [jnp.broadcast_to(a, jnp.broadcast_shapes(a.shape, b.shape)).ravel(),
                      jnp.broadcast_to(b, jnp.broadcast_shapes(a.shape, b.shape)).ravel()]
        return jnp.concatenate(parts)

    zeros = [jnp.zeros(e.shape) for e in eps]
    flat, vjp_fn = jax.vjp(observed, zeros)
    m = flat.shape[0]
    eps_j = [jnp.asarray(e) for e in eps]

    @jax.jit
    def bound_rows(rows):
        cot = jax.nn.one_hot(rows, m, dtype=jnp.float64)
        (grads,) = jax.vmap(vjp_fn)(cot)
        total = jnp.zeros(rows.shape[0])
        for g, e in zip(grads, eps_j):
            g = jnp.where(jnp.isnan(g), 0.0, g)  # 0 * inf behind exact -inf masks
            total = total + jnp.sum(jnp.abs(g) * e, axis=tuple(range(1, g.ndim)))
        return total

    bound = np.concatenate([np.asarray(bound_rows(jnp.arange(s, min(s + chunk, m))))
                            for s in range(0, m, chunk)])
    assert np.all(np.isfinite(bound)), "non-finite error bound"

    # split the flat bounds back into outputs and comparison probes
    bounds = []
    pos = 0
    for o in outs:
        if is_float(o.dtype):
            bounds.append(bound[pos:pos + o.size].reshape(o.shape))
            pos += o.size
        else:
            bounds.append(np.zeros(o.shape))
    for name, a, b in probe_values:
        shape = np.broadcast_shapes(a.shape, b.shape)
        n = int(np.prod(shape))
        ba, bb = bound[pos:pos + n].reshape(shape), bound[pos + n:pos + 2 * n].reshape(shape)
        pos += 2 * n
        a, b = np.broadcast_to(a, shape), np.broadcast_to(b, shape)
        exact_tie = (ba + bb == 0) | (np.isinf(a) & (a == b))
        undecided = (np.abs(a - b) <= ba + bb) & ~exact_tie
        if np.any(undecided):
            raise AmbiguousComparison(f"{name}: {int(np.sum(undecided))} comparisons within rounding error")
    return outs, bounds, len(probe_values)


# ---------------------------------------------------------------------------------------------
# The models

def dense_init(rng, fan_in, fan_out):
    return (rng.standard_normal((fan_in, fan_out)) / math.sqrt(fan_in)).astype(np.float32)


def mlp_apply(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    h = jax.nn.relu(h @ params["w2"] + params["b2"])
    return h @ params["w3"] + params["b3"]


def mlp_params(rng, sizes):
    params = {}
    for i, (m, n) in enumerate(zip(sizes[:-1], sizes[1:]), start=1):
        params[f"w{i}"] = dense_init(rng, m, n)
        params[f"b{i}"] = (0.1 * rng.standard_normal(n)).astype(np.float32)
    return params


def causal_attention(x, wq, wk, wv, wo, heads, mask_value):
    t, d = x.shape
    hd = d // heads
    q = (x @ wq).reshape(t, heads, hd).transpose(1, 0, 2)
    k = (x @ wk).reshape(t, heads, hd).transpose(1, 0, 2)
    v = (x @ wv).reshape(t, heads, hd).transpose(1, 0, 2)
    scores = jnp.einsum("htd,hsd->hts", q, k) / jnp.sqrt(jnp.float32(hd))
    mask = jnp.tril(jnp.ones((t, t), dtype=bool))
    scores = jnp.where(mask[None, :, :], scores, mask_value)
    probs = jax.nn.softmax(scores, axis=-1)
    out = jnp.einsum("hts,hsd->htd", probs, v).transpose(1, 0, 2).reshape(t, d)
    return out @ wo


def attention_block(x, wq, wk, wv, wo):
    return causal_attention(x, wq, wk, wv, wo, heads=4, mask_value=-jnp.inf)


def layer_norm(x, gain, bias, eps=1e-5):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + eps) * gain + bias


def tiny_transformer(tokens, params):
    x = params["embed"][tokens] + params["pos"]
    for layer in params["layers"]:
        h = layer_norm(x, layer["ln1_g"], layer["ln1_b"])
        x = x + causal_attention(h, layer["wq"], layer["wk"], layer["wv"], layer["wo"], heads=2,
                                 mask_value=jnp.float32(-1e9))
        h = layer_norm(x, layer["ln2_g"], layer["ln2_b"])
        h = jax.nn.gelu(h @ layer["w_up"] + layer["b_up"], approximate=False)
        x = x + h @ layer["w_down"] + layer["b_down"]
    x = layer_norm(x, params["lnf_g"], params["lnf_b"])
    return x @ params["embed"].T


def cross_entropy_loss(params, x, labels):
    logits = mlp_apply(params, x)
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.sum(logp * jax.nn.one_hot(labels, logits.shape[-1]), axis=-1))


def mlp_train_step(params, x, labels):
    loss, grads = jax.value_and_grad(cross_entropy_loss)(params, x, labels)
    new_params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    return new_params, loss


def build_models():
    models = []

    rng = np.random.default_rng(20260101)
    params = mlp_params(rng, [32, 64, 64, 10])
    x = rng.standard_normal((8, 32)).astype(np.float32)
    models.append(("mlp_forward", "3-layer MLP 32-64-64-10 with relu on a batch of 8; returns the logits",
                   lambda p, x: mlp_apply(p, x), (params, x), ["params", "x"]))

    rng = np.random.default_rng(20260102)
    d = 64
    x = rng.standard_normal((16, d)).astype(np.float32)
    ws = [dense_init(rng, d, d) for _ in range(4)]
    models.append(("attention_block", "causal multi-head self-attention, T=16, D=64, 4 heads of 16: "
                   "softmax(Q K^T / sqrt(16), masked with -inf above the diagonal) V, then the output projection",
                   attention_block, (x, *ws), ["x", "wq", "wk", "wv", "wo"]))

    rng = np.random.default_rng(20260103)
    vocab, t, d, ff = 64, 16, 32, 128
    tparams = {
        "embed": (0.5 * rng.standard_normal((vocab, d))).astype(np.float32),
        "pos": (0.1 * rng.standard_normal((t, d))).astype(np.float32),
        "layers": [],
        "lnf_g": (1 + 0.1 * rng.standard_normal(d)).astype(np.float32),
        "lnf_b": (0.1 * rng.standard_normal(d)).astype(np.float32),
    }
    for _ in range(2):
        tparams["layers"].append({
            "ln1_g": (1 + 0.1 * rng.standard_normal(d)).astype(np.float32),
            "ln1_b": (0.1 * rng.standard_normal(d)).astype(np.float32),
            "wq": dense_init(rng, d, d), "wk": dense_init(rng, d, d),
            "wv": dense_init(rng, d, d), "wo": dense_init(rng, d, d),
            "ln2_g": (1 + 0.1 * rng.standard_normal(d)).astype(np.float32),
            "ln2_b": (0.1 * rng.standard_normal(d)).astype(np.float32),
            "w_up": dense_init(rng, d, ff), "b_up": (0.1 * rng.standard_normal(ff)).astype(np.float32),
            "w_down": dense_init(rng, ff, d), "b_down": (0.1 * rng.standard_normal(d)).astype(np.float32),
        })
    tokens = rng.integers(0, vocab, size=t).astype(np.int32)
    models.append(("tiny_transformer", "2-layer pre-LN transformer, vocab 64, T=16, D=32, 2 heads, MLP 128 "
                   "with exact gelu; embedding by gather, tied output projection; returns logits [16, 64]",
                   tiny_transformer, (tokens, tparams), ["tokens", "params"]))

    rng = np.random.default_rng(20260104)
    params = mlp_params(rng, [16, 32, 32, 4])
    x = rng.standard_normal((8, 16)).astype(np.float32)
    labels = rng.integers(0, 4, size=8).astype(np.int32)
    models.append(("mlp_train_step", "one SGD step (lr 0.1) of the 16-32-32-4 relu MLP on mean softmax "
                   "cross-entropy over a batch of 8: jax.value_and_grad, then p - 0.1 * g; returns "
                   "(new params, loss)", mlp_train_step, (params, x, labels), ["params", "x", "labels"]))
    return models


# ---------------------------------------------------------------------------------------------
# Export

def path_names(tree, prefix):
    leaves = jax.tree_util.tree_flatten_with_path(tree)[0]
    return [prefix + jax.tree_util.keystr(path) for path, _ in leaves]


def round_up(x, digits=4):
    """x rounded up to a few significant digits (a tolerance may grow, never shrink)."""
    x = float(x)
    if x == 0:
        return 0.0
    scale = 10.0 ** (digits - 1 - math.floor(math.log10(x)))
    return max(math.ceil(x * scale) / scale, x)


def float_json(v):
    v = float(v)
    if math.isnan(v):
        return "NaN"
    if math.isinf(v):
        return "Infinity" if v > 0 else "-Infinity"
    return v


def tensor_json(name, arr):
    arr = np.asarray(arr)
    dtype = DTYPE_NAME[arr.dtype]
    values = [float_json(v) for v in arr.ravel()] if dtype == "F32" else [int(v) for v in arr.ravel()]
    return {"name": name, "dtype": dtype, "dims": list(arr.shape), "values": values}


def export_mlir(name, fn, args):
    """Phase 1 (float32, x64 off): the MLIR files and JAX's outputs."""
    with jax.default_matmul_precision("highest"):
        lowered = jax.jit(fn).lower(*args)
        outputs = jax.jit(fn)(*args)
    pretty = lowered.as_text()
    generic = lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)
    assert "precision = [HIGHEST, HIGHEST]" in pretty, name + ": dot_general without HIGHEST"
    assert "DEFAULT" not in pretty, name + ": a dot_general kept DEFAULT precision"
    files = {"mlir": name + ".mlir", "mlirGeneric": name + ".generic.mlir"}
    texts = {"mlir": pretty, "mlirGeneric": generic}
    if name == "attention_block":
        files["mlirDebug"] = name + ".debug.mlir"
        # source locations name this script; keep them independent of where the repo is checked out
        texts["mlirDebug"] = lowered.as_text(debug_info=True).replace(os.path.abspath(__file__), GENERATOR)
    for key, file_name in files.items():
        with open(os.path.join(OUT_DIR, file_name), "w") as f:
            f.write(texts[key])
    return files, jax.tree_util.tree_map(np.asarray, outputs)


def write_golden(name, description, fn, args, arg_names, files, outputs, tau, measured):
    """Phase 2 (x64 on): float64 reference, error bounds, and the JSON file."""
    ref_outs, bounds, comparisons = reference_and_bounds(fn, args, tau)
    names = []
    for tree, prefix in zip(args, arg_names):
        names += path_names(tree, prefix)
    flat_out = jax.tree_util.tree_leaves(outputs)
    out_names = path_names(outputs, "result")
    assert len(flat_out) == len(ref_outs)
    out_json = []
    for out_name, got, ref, bound in zip(out_names, flat_out, ref_outs, bounds):
        t = tensor_json(out_name, got)
        if t["dtype"] == "F32":
            got64 = got.astype(np.float64)
            finite = np.isfinite(ref)
            assert np.array_equal(got64[~finite], ref[~finite]), name + ": non-finite outputs differ"
            err = np.abs(got64[finite] - ref[finite])
            ratio = float(np.max(err / np.maximum(bound[finite], TINY))) if err.size else 0.0
            assert ratio <= 1.0, f"{name} {out_name}: JAX is {ratio:.3f} x the error bound from the reference"
            t["reference"] = [float_json(v) for v in np.ravel(ref)]
            t["tolerance"] = [round_up(2 * SECOND_ORDER_MARGIN * b) for b in np.ravel(bound)]
            t["jaxMaxError"] = float(np.max(err)) if err.size else 0.0
            t["jaxMaxBoundRatio"] = ratio
            rel = float(np.max(bound / np.maximum(np.abs(ref), 1e-30)))
            print(f"  {name} {out_name}: max|JAX - f64| = {t['jaxMaxError']:.3g}, max tolerance = "
                  f"{max(t['tolerance']):.3g}, JAX/bound {ratio:.4f}, max bound/|ref| {rel:.3g}")
        out_json.append(t)

    doc = {
        "model": name,
        "generator": GENERATOR,
        "versions": {"jax": jax.__version__, "numpy": np.__version__, "scipy": scipy.__version__},
        "description": description,
        **files,
        "precision": "HIGHEST",
        "comparison": COMPARISON,
        "notes": [
            "Inputs come from numpy.random.default_rng with a fixed seed; weights are N(0, 1/fan_in).",
            "expected = JAX's float32 output on CPU (jax.jit of the same function); reference = the same "
            "function traced and evaluated in float64.",
            "tolerance[i] = 2.02 * e[i]: e[i] = sum over ops j of |d out_i / d result_j| * eps_j, the "
            "first-order bound on the error of a float32 evaluation, with eps_j the local error bound of "
            "op j (rules in the generator's docstring) and the derivatives taken exactly (reverse mode "
            "over perturbations injected after every float op). JAX lies within e of the reference "
            "(asserted: jaxMaxBoundRatio <= 1), the service must too, so they differ by at most 2e; the "
            "extra 1% covers the neglected second-order terms.",
            f"{comparisons} float comparisons in the model were each decided by more than both operands' "
            "error bounds, so any float32 evaluation takes the same branches.",
            "Transcendental ops: T = max(executor contract " + str(EXECUTOR_ULPS) + ", XLA:CPU measured) ulps; "
            "measured on sweeps: " + ", ".join(f"{k} {v:.2f}" for k, v in sorted(measured.items())),
        ],
        "transcendentalUlps": {k: float(v) for k, v in sorted(tau.items())},
        "inputs": [tensor_json(n, a) for n, a in zip(names, jax.tree_util.tree_leaves(args))],
        "outputs": out_json,
    }
    with open(os.path.join(OUT_DIR, name + ".json"), "w") as f:
        f.write(compact_json(doc))


def compact_json(doc):
    """One top-level field per line and one tensor per line: readable diffs, no line per number."""
    lines = []
    for key, value in doc.items():
        if key in ("inputs", "outputs"):
            items = ",\n  ".join(json.dumps(t) for t in value)
            lines.append(f" {json.dumps(key)}: [\n  {items}]")
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    measured = measure_transcendental_ulps()
    tau = {k: float(max(EXECUTOR_ULPS, math.ceil(v))) for k, v in measured.items()}
    print("XLA:CPU measured ulps:", {k: round(v, 3) for k, v in measured.items()})
    models = build_models()
    exported = [export_mlir(name, fn, args) for name, _, fn, args, _ in models]
    # float64 from here on; the MLIR and JAX's float32 outputs were produced above without it
    jax.config.update("jax_enable_x64", True)
    for (name, description, fn, args, arg_names), (files, outputs) in zip(models, exported):
        write_golden(name, description, fn, args, arg_names, files, outputs, tau, measured)
        print("wrote", name)


if __name__ == "__main__":
    main()
