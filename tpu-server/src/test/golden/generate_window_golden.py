#!/usr/bin/env python3
"""Golden numerics for the windowed ops: convolution, reduce_window, select_and_scatter.

Same file format, rounding helpers and comparison rule as generate_golden.py (imported from
beside this file); the expectations come from JAX's lax in float64 (jax_enable_x64), which
implements StableHLO's semantics for these ops, and the 2-D NCHW convolutions are
cross-checked against PyTorch's conv2d in float64.

Run from anywhere:  python3 tpu-server/src/test/golden/generate_window_golden.py
Writes tpu-server/src/test/resources/golden/{convolution,reduce_window,select_and_scatter}.json.
Deterministic: rerunning gives byte-identical files.
"""

import math
import os
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate_golden as gg  # noqa: E402

import jax  # noqa: E402

jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402
from jax._src.lax import windowed_reductions as wr  # noqa: E402

GENERATOR = "tpu-server/src/test/golden/generate_window_golden.py"
ULP_REL = {"F32": 2.0**-23, "BF16": 2.0**-7, "F16": 2.0**-10}


class Family(gg.Family):
    def write(self):
        doc = {"family": self.name, "generator": GENERATOR,
               "versions": {"numpy": np.__version__, "torch": torch.__version__.split("+")[0],
                            "jax": jax.__version__},
               "comparison": gg.COMPARISON, "notes": self.notes, "cases": self.cases}
        path = os.path.join(gg.OUT_DIR, self.name + ".json")
        with open(path, "w") as f:
            f.write(gg.dump_one_case_per_line(doc))
        return path, len(self.cases)


def rand(dtype, rng, dims, ints=False):
    n = int(np.prod(dims))
    if dtype in gg.FLOATS:
        vals = rng.integers(-4, 5, n).astype(np.float64) if ints else rng.standard_normal(n)
        return gg.T(dtype, gg.round_arr(dtype, vals), dims)
    return gg.T(dtype, rng.integers(-6, 7, n), dims)


# ---------------------------------------------------------------------------------------------
# convolution

LAYOUT_DIMS = {"b": 0, "f": 1}


def dim_numbers(lhs_spec, rhs_spec, out_spec):
    """'NHWC','HWIO','NHWC' -> (proto fields, lax ConvDimensionNumbers)."""
    dn = lax.conv_dimension_numbers((1,) * len(lhs_spec), (1,) * len(rhs_spec),
                                    (lhs_spec, rhs_spec, out_spec))
    lhs, rhs, out = dn
    fields = {"inputBatchDimension": lhs[0], "inputFeatureDimension": lhs[1],
              "inputSpatialDimensions": list(lhs[2:]),
              "kernelOutputFeatureDimension": rhs[0], "kernelInputFeatureDimension": rhs[1],
              "kernelSpatialDimensions": list(rhs[2:]),
              "outputBatchDimension": out[0], "outputFeatureDimension": out[1],
              "outputSpatialDimensions": list(out[2:])}
    return fields, dn


def conv_ref(a, b, dn, strides, padding, lhs_dil, rhs_dil, fg, bg):
    return np.asarray(lax.conv_general_dilated(
        jnp.asarray(a, dtype=jnp.float64), jnp.asarray(b, dtype=jnp.float64), strides, padding,
        lhs_dilation=lhs_dil, rhs_dilation=rhs_dil, dimension_numbers=dn,
        feature_group_count=fg, batch_group_count=bg, precision=lax.Precision.HIGHEST))


def gen_convolution():
    fam = Family("convolution", notes=[
        "Expected: jax.lax.conv_general_dilated in float64 (jax_enable_x64) of the inputs, "
        "rounded to bf16 first under DEFAULT precision (the MXU's input), then rounded once to "
        "the result dtype. HIGHEST keeps the inputs.",
        "Tolerance as dot_general: atol = (K + 1) * 2^-24 * max over outputs of the same "
        "convolution of |lhs| and |rhs| (float32 accumulation in any order over the K = window x "
        "input-features-per-group terms), rtol = one ulp of the result dtype.",
        "window_reversal has no lax argument: its expectation is the convolution with the kernel "
        "flipped along the reversed spatial dims.",
        "2-D NCHW/OIHW cases (no batch groups, no lhs dilation) are cross-checked against "
        "torch.nn.functional.conv2d in float64.",
        "Integer convolutions are exact (values chosen so nothing wraps).",
    ])
    # name, dtype, specs, lhs dims, rhs dims, strides, padding, lhs_dil, rhs_dil, fg, bg,
    # precision, result dtype, reversal
    cases = [
        ("2d/nchw/f32/default/pad1", "F32", ("NCHW", "OIHW", "NCHW"), [2, 3, 7, 6], [4, 3, 3, 3],
         (1, 1), ((1, 1), (1, 1)), (1, 1), (1, 1), 1, 1, "DEFAULT", None, None),
        ("2d/nhwc/f32/highest/stride_pad_dilation_groups", "F32", ("NHWC", "HWIO", "NHWC"),
         [2, 7, 8, 4], [3, 3, 2, 6], (2, 1), ((1, 1), (0, 2)), (1, 1), (1, 2), 2, 1, "HIGHEST",
         None, None),
        ("2d/nhwc/f32/default/depthwise", "F32", ("NHWC", "HWIO", "NHWC"), [1, 6, 5, 4],
         [3, 3, 1, 8], (1, 1), ((1, 1), (1, 1)), (1, 1), (1, 1), 4, 1, "DEFAULT", None, None),
        ("2d/nchw/f32/highest/lhs_dilation_transposed", "F32", ("NCHW", "OIHW", "NCHW"),
         [1, 2, 4, 3], [3, 2, 3, 3], (1, 1), ((2, 2), (2, 2)), (2, 2), (1, 1), 1, 1, "HIGHEST",
         None, None),
        ("2d/weight_grad_layout/f32/highest/batch_groups", "F32", ("CHWN", "IHWO", "HWNC"),
         [4, 7, 8, 2], [4, 4, 6, 6], (1, 2), ((1, 1), (0, 2)), (1, 1), (2, 1), 1, 2, "HIGHEST",
         None, None),
        ("2d/nchw/f32/default/batch_groups3", "F32", ("NCHW", "OIHW", "NCHW"), [6, 2, 5, 5],
         [6, 2, 2, 2], (1, 1), ((0, 0), (0, 0)), (1, 1), (1, 1), 1, 3, "DEFAULT", None, None),
        ("1d/nwc/f32/default/stride3_negative_pad", "F32", ("NWC", "WIO", "NWC"), [2, 17, 3],
         [4, 3, 5], (3,), ((-1, 2),), (1,), (1,), 1, 1, "DEFAULT", None, None),
        ("1d/ncw/f32/highest/odd", "F32", ("NCW", "OIW", "NCW"), [3, 5, 11], [7, 5, 5], (2,),
         ((2, 1),), (1,), (2,), 1, 1, "HIGHEST", None, None),
        ("3d/ncdhw/f32/default", "F32", ("NCDHW", "OIDHW", "NCDHW"), [1, 2, 4, 5, 3],
         [3, 2, 2, 3, 2], (1, 2, 1), ((1, 0), (1, 1), (0, 1)), (1, 1, 1), (1, 1, 1), 1, 1,
         "DEFAULT", None, None),
        ("2d/nhwc/bf16/default", "BF16", ("NHWC", "HWIO", "NHWC"), [2, 5, 5, 8], [3, 3, 8, 4],
         (1, 1), ((1, 1), (1, 1)), (1, 1), (1, 1), 1, 1, "DEFAULT", None, None),
        ("2d/nchw/bf16/result_f32", "BF16", ("NCHW", "OIHW", "NCHW"), [1, 16, 6, 6],
         [8, 16, 3, 3], (2, 2), ((1, 1), (1, 1)), (1, 1), (1, 1), 1, 1, "DEFAULT", "F32", None),
        ("2d/nchw/f16/highest/groups", "F16", ("NCHW", "OIHW", "NCHW"), [2, 6, 5, 5],
         [6, 2, 3, 3], (1, 1), ((1, 1), (1, 1)), (1, 1), (1, 1), 3, 1, "HIGHEST", None, None),
        ("2d/nhwc/f32/highest/reversal", "F32", ("NHWC", "HWIO", "NHWC"), [1, 5, 6, 2],
         [3, 2, 2, 3], (1, 1), ((0, 0), (1, 0)), (1, 1), (1, 1), 1, 1, "HIGHEST", None,
         [True, False]),
        ("2d/nchw/s32/exact", "S32", ("NCHW", "OIHW", "NCHW"), [2, 3, 5, 5], [4, 3, 3, 3],
         (1, 1), ((1, 1), (1, 1)), (1, 1), (1, 1), 1, 1, "DEFAULT", None, None),
        ("2d/nchw/s8/result_s32", "S8", ("NCHW", "OIHW", "NCHW"), [1, 4, 4, 4], [2, 4, 2, 2],
         (1, 1), ((0, 0), (0, 0)), (1, 1), (1, 1), 1, 1, "DEFAULT", "S32", None),
    ]
    for (name, dtype, specs, ld, rd, strides, padding, lhs_dil, rhs_dil, fg, bg, precision,
         result, reversal) in cases:
        rng = gg.rng_for("conv/" + name)
        fields, dn = dim_numbers(*specs)
        out_dtype = result or dtype
        op = dict(fields)
        op.update({"windowStrides": list(strides), "paddingLow": [p[0] for p in padding],
                   "paddingHigh": [p[1] for p in padding], "lhsDilation": list(lhs_dil),
                   "rhsDilation": list(rhs_dil), "featureGroupCount": fg, "batchGroupCount": bg,
                   "precision": precision})
        if result:
            op["resultDtype"] = result
        if reversal:
            op["windowReversal"] = reversal
        a = rand(dtype, rng, ld)
        b = rand(dtype, rng, rd)
        ai, bi = a.arr.astype(np.float64), b.arr.astype(np.float64)
        if dtype in gg.FLOATS and precision == "DEFAULT":
            ai, bi = gg.round_arr("BF16", ai), gg.round_arr("BF16", bi)
        bref = bi
        if reversal:
            flip_axes = [fields["kernelSpatialDimensions"][s] for s, r in enumerate(reversal) if r]
            bref = np.flip(bi, axis=flip_axes)
        out = conv_ref(ai, bref, dn, strides, padding, lhs_dil, rhs_dil, fg, bg)
        if dtype in gg.FLOATS:
            absout = conv_ref(np.abs(ai), np.abs(bref), dn, strides, padding, lhs_dil, rhs_dil,
                              fg, bg)
            k = int(np.prod([rd[d] for d in fields["kernelSpatialDimensions"]])) * \
                rd[fields["kernelInputFeatureDimension"]]
            atol = (k + 1) * gg.U32 * float(np.max(absout))
            expected = gg.T(out_dtype, gg.round_arr(out_dtype, out))
            tolerance = gg.tol(atol=atol, rtol=ULP_REL[out_dtype], why=(
                f"K={k}: atol = (K+1) * 2^-24 * max |lhs|*|rhs| convolution = {atol:.3g} "
                f"(float32 accumulation in any order); rtol = one {out_dtype.lower()} ulp"
                + (", inputs rounded to bf16 (DEFAULT)" if precision == "DEFAULT" else
                   ", inputs at full precision (HIGHEST)")))
            if specs[0] == "NCHW" and specs[1] == "OIHW" and bg == 1 and lhs_dil == (1, 1) \
                    and all(p[0] == p[1] for p in padding):
                check_torch(name, ai, bref, strides, padding, rhs_dil, fg, expected, tolerance)
        else:
            expected = gg.T(out_dtype, np.rint(out).astype(np.int64))
            tolerance = gg.exact("integer convolution, no overflow")
        fam.add("convolution/" + name, {"convolution": op}, [a, b], [expected], tolerance)
    return fam


def check_torch(name, a, b, strides, padding, rhs_dil, fg, expected, tolerance):
    got = torch.nn.functional.conv2d(torch.tensor(a), torch.tensor(b), stride=strides,
                                     padding=[p[0] for p in padding], dilation=rhs_dil,
                                     groups=fg).numpy()
    err = np.abs(got - expected.arr)
    bound = tolerance["atol"] + tolerance["rtol"] * np.abs(expected.arr)
    assert (err <= bound).all(), (name, float(err.max()))
    TORCH_CHECKS.append(name)


TORCH_CHECKS = []


# ---------------------------------------------------------------------------------------------
# reduce_window

def reduce_window_ref(x, kind, init, window, strides, padding, base_dil, win_dil):
    fn = {"SUM": lax.add, "MAX": lax.max, "MIN": lax.min, "PROD": lax.mul}[kind]
    return np.asarray(lax.reduce_window(jnp.asarray(x), init, fn, window, strides, padding,
                                        base_dilation=base_dil, window_dilation=win_dil))


def gen_reduce_window():
    fam = Family("reduce_window", notes=[
        "Expected: jax.lax.reduce_window in float64 (integers: int64), rounded once to the dtype.",
        "SUM over floats: float32 accumulation; atol = W * 2^-24 * max over windows of sum |x| "
        "(W = window elements), rtol = one ulp of the dtype. MAX/MIN and integer ops are exact.",
        "Cumulative sums are written as JAX lowers jnp.cumsum: window n along the axis, padding "
        "(n - 1, 0).",
    ])
    inf = math.inf
    cases = [
        # name, dtype, dims, kind, init, window, strides, padding, base_dil, win_dil, int-valued
        ("maxpool2x2/nhwc/f32", "F32", [2, 6, 6, 3], "MAX", -inf, (1, 2, 2, 1), (1, 2, 2, 1),
         ((0, 0),) * 4, None, None, False),
        ("maxpool3x3_s2_pad1/nchw/f32", "F32", [1, 2, 7, 7], "MAX", -inf, (1, 1, 3, 3),
         (1, 1, 2, 2), ((0, 0), (0, 0), (1, 1), (1, 1)), None, None, False),
        ("sumpool2x2/nchw/f32", "F32", [2, 3, 5, 4], "SUM", 0.0, (1, 1, 2, 2), (1, 1, 2, 2),
         ((0, 0), (0, 0), (0, 1), (0, 0)), None, None, False),
        ("cumsum/axis1/f32", "F32", [3, 17], "SUM", 0.0, (1, 17), (1, 1), ((0, 0), (16, 0)),
         None, None, False),
        ("cumsum/axis0/bf16", "BF16", [9, 2], "SUM", 0.0, (9, 1), (1, 1), ((8, 0), (0, 0)), None,
         None, False),
        ("cumsum/axis1/s32", "S32", [2, 12], "SUM", 0, (1, 12), (1, 1), ((0, 0), (11, 0)), None,
         None, False),
        ("cumprod/axis1/f32", "F32", [2, 6], "PROD", 1.0, (1, 6), (1, 1), ((0, 0), (5, 0)), None,
         None, False),
        ("min/dilations/f32", "F32", [2, 9], "MIN", inf, (1, 3), (1, 2), ((0, 0), (1, 2)),
         (1, 2), (1, 2), False),
        ("max/s32/overlapping", "S32", [4, 5], "MAX", -2**31, (2, 3), (1, 1), ((0, 0), (1, 1)),
         None, None, False),
        ("max/f16/init_not_identity", "F16", [3, 4], "MAX", 0.5, (2, 2), (1, 2),
         ((0, 0), (0, 0)), None, None, False),
    ]
    for name, dtype, dims, kind, init, window, strides, padding, bd, wd, ints in cases:
        rng = gg.rng_for("reduce_window/" + name)
        if dtype == "F32" and kind == "PROD":
            x = gg.T(dtype, gg.round_arr(dtype, rng.uniform(0.5, 1.5, int(np.prod(dims)))), dims)
        else:
            x = rand(dtype, rng, dims, ints)
        rank = len(dims)
        bd = bd or (1,) * rank
        wd = wd or (1,) * rank
        if dtype in gg.FLOATS:
            xin = x.arr.astype(np.float64)
            init_t = gg.scalar(dtype, init)
            out = reduce_window_ref(xin, kind, float(init), window, strides, padding, bd, wd)
            expected = gg.T(dtype, gg.round_arr(dtype, out))
            if kind == "SUM":
                absout = reduce_window_ref(np.abs(xin), kind, 0.0, window, strides, padding, bd,
                                           wd)
                w = int(np.prod(window))
                atol = w * gg.U32 * float(np.max(absout))
                tolerance = gg.tol(atol=atol, rtol=ULP_REL[dtype], why=(
                    f"W={w}: atol = W * 2^-24 * max window sum |x| = {atol:.3g}; rtol = one "
                    f"{dtype.lower()} ulp"))
            elif kind == "PROD":
                w = int(np.prod(window))
                tolerance = gg.tol(rtol=w * gg.U32 + ULP_REL[dtype], why=(
                    f"W={w}: rtol = W * 2^-24 (float32 roundings) + one ulp"))
            else:
                tolerance = gg.exact("max/min select one element")
        else:
            xin = np.asarray(x.arr, dtype=np.int64)
            init_t = gg.scalar(dtype, init)
            out = reduce_window_ref(xin, kind, np.int64(init), window, strides, padding, bd, wd)
            expected = gg.T(dtype, [gg.wrap_int(dtype, v) for v in out.ravel()], list(out.shape))
            tolerance = gg.exact("integer window reduction")
        op = {"reduceWindow": {"kind": kind, "windowDimensions": list(window),
                               "windowStrides": list(strides), "baseDilations": list(bd),
                               "windowDilations": list(wd),
                               "paddingLow": [p[0] for p in padding],
                               "paddingHigh": [p[1] for p in padding]}}
        fam.add("reduce_window/" + name, op, [x, init_t], [expected], tolerance)
    return fam


# ---------------------------------------------------------------------------------------------
# select_and_scatter

def gen_select_and_scatter():
    fam = Family("select_and_scatter", notes=[
        "Expected: jax._src.lax.windowed_reductions._select_and_scatter (StableHLO "
        "select_and_scatter) in float64, rounded once to the dtype.",
        "Inputs are small integers held in floats so windows have ties: the select must keep the "
        "first element that wins (GE: the first maximum), exactly as XLA does.",
        "SUM scatters add at most a few source values into one element: atol = n * 2^-24 * max "
        "|sum| (n = windows overlapping one element), rtol one ulp; MAX scatter is exact.",
    ])
    cases = [
        # name, dtype, dims, select, scatter, init, window, strides, padding
        ("maxpool_grad2x2/nhwc/f32", "F32", [2, 4, 6, 2], "GE", "SUM", 0.0, (1, 2, 2, 1),
         (1, 2, 2, 1), ((0, 0),) * 4),
        ("maxpool_grad3x3_s2_pad1/nchw/f32", "F32", [1, 2, 7, 6], "GE", "SUM", 0.0, (1, 1, 3, 3),
         (1, 1, 2, 2), ((0, 0), (0, 0), (1, 1), (1, 1))),
        ("gt_last_max/f32", "F32", [3, 8], "GT", "SUM", 0.0, (1, 3), (1, 1), ((0, 0), (0, 0))),
        ("minpool_grad/le/bf16", "BF16", [2, 6], "LE", "SUM", 0.0, (1, 2), (1, 2),
         ((0, 0), (0, 0))),
        ("scatter_max/f32", "F32", [5, 5], "GE", "MAX", -math.inf, (2, 2), (1, 1),
         ((0, 0), (0, 0))),
        ("maxpool_grad/s32", "S32", [4, 6], "GE", "SUM", 0, (2, 2), (2, 2), ((0, 0), (0, 0))),
    ]
    for name, dtype, dims, select, scatter, init, window, strides, padding in cases:
        rng = gg.rng_for("select_and_scatter/" + name)
        x = rand(dtype, rng, dims, ints=True)
        rank = len(dims)
        grid = [(dims[d] + padding[d][0] + padding[d][1] - window[d]) // strides[d] + 1
                for d in range(rank)]
        src = rand(dtype, rng, grid)
        sel = {"GE": lax.ge, "GT": lax.gt, "LE": lax.le, "LT": lax.lt}[select]
        sct = {"SUM": lax.add, "MAX": lax.max}[scatter]
        if dtype in gg.FLOATS:
            xin = jnp.asarray(x.arr, dtype=jnp.float64)
            sin = jnp.asarray(src.arr, dtype=jnp.float64)
            init_v = jnp.float64(init)
        else:
            xin = jnp.asarray(np.asarray(x.arr, dtype=np.int64))
            sin = jnp.asarray(np.asarray(src.arr, dtype=np.int64))
            init_v = jnp.int64(init)
        out = np.asarray(wr._select_and_scatter(xin, sel, window, strides, padding, sin, init_v,
                                                sct))
        if dtype in gg.FLOATS:
            expected = gg.T(dtype, gg.round_arr(dtype, out))
            if scatter == "SUM":
                overlap = int(np.prod([math.ceil(window[d] / strides[d]) for d in range(rank)]))
                atol = overlap * gg.U32 * float(np.max(np.abs(out)))
                tolerance = gg.tol(atol=atol, rtol=ULP_REL[dtype], why=(
                    f"up to {overlap} source values summed into one element in float32"))
            else:
                tolerance = gg.exact("max scatter selects values")
        else:
            expected = gg.T(dtype, out.astype(np.int64))
            tolerance = gg.exact("integer scatter")
        op = {"selectAndScatter": {"select": select, "scatter": scatter,
                                   "windowDimensions": list(window),
                                   "windowStrides": list(strides),
                                   "paddingLow": [p[0] for p in padding],
                                   "paddingHigh": [p[1] for p in padding]}}
        fam.add("select_and_scatter/" + name, op, [x, src, gg.scalar(dtype, init)], [expected],
                tolerance)
    return fam


def main():
    total = 0
    for fam in [gen_convolution(), gen_reduce_window(), gen_select_and_scatter()]:
        path, n = fam.write()
        total += n
        print(f"{os.path.relpath(path)}: {n} cases")
    print(f"{total} cases; torch conv2d cross-checks: {len(TORCH_CHECKS)}")


if __name__ == "__main__":
    main()
