"""Golden convert cases for the float8 dtypes (GoldenOpsTest's convert matrix): every pair of a float8 type with
f32, bf16, f16, s8, s32, s64, u8, pred or another float8 type, in both directions. Conversions into and between
float types are XLA's (jax.jit of astype on CPU; they agree with ml_dtypes); float8 to integers follow the
ConvertOp contract (truncate toward zero, saturate, NaN gives 0) as generate_golden.py computes it, and to pred
x != 0 (NaN left out, as there).

Run from the repository root (Python 3.11, jax 0.10, ml_dtypes 0.5):
    python3 tpu-server/src/test/golden/generate_float8_convert_golden.py
It writes tpu-server/src/test/resources/golden/convert_float8.json in generate_golden.py's format.
"""
import json
import math
import os

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np

OUT = os.path.join(os.path.dirname(__file__), "..", "resources", "golden", "convert_float8.json")
FLOAT8 = {"F8E4M3FN": jnp.float8_e4m3fn, "F8E5M2": jnp.float8_e5m2, "F8E4M3FNUZ": jnp.float8_e4m3fnuz,
          "F8E5M2FNUZ": jnp.float8_e5m2fnuz, "F8E4M3B11FNUZ": jnp.float8_e4m3b11fnuz, "F8E4M3": jnp.float8_e4m3,
          "F8E3M4": jnp.float8_e3m4}
OTHER_FLOATS = {"F32": jnp.float32, "BF16": jnp.bfloat16, "F16": jnp.float16}
INTS = {"S8": (np.int8, -128, 127), "S32": (np.int32, -2**31, 2**31 - 1), "S64": (np.int64, -2**63, 2**63 - 1),
        "U8": (np.uint8, 0, 255), "PRED": (np.bool_, 0, 1)}
FLOAT_PROBES = [0.0, -0.0, 1.0, -1.0, 0.5, -0.7, 1.5, 2.5, -2.5, 3.9999, 15.5, 15.75, 16.0, 17.0, 30.0, 31.0,
                127.4, -128.5, 240.0, 247.0, 248.0, 255.5, 300.0, 448.0, 464.0, 480.0, -500.0, 57344.0, 61440.0,
                70000.0, 1e10, 3.4e38, 1e-40, 6e-8, 1.5e-5, 1e-3, 0.0009765625, 0.001953125, 0.0029296875,
                1234.5678, math.inf, -math.inf, math.nan]
INT_PROBES = [0, 1, -1, 3, 7, 15, 16, 17, 31, 100, 127, -128, 255, 448, 464, 1000, 57344, 61440, 2**24 + 1, 2**31 - 1]


def enc(v):
    v = float(v)
    if math.isnan(v):
        return "NaN"
    if math.isinf(v):
        return "Infinity" if v > 0 else "-Infinity"
    return v


def jdtype(name):
    return FLOAT8.get(name) or OTHER_FLOATS.get(name)


def probes(src):
    if src in INTS:
        _, lo, hi = INTS[src]
        return [v for v in INT_PROBES if lo <= v <= hi]
    vals = np.asarray(jax.jit(lambda a: a.astype(jdtype(src)))(np.asarray(FLOAT_PROBES, np.float32)))
    out, seen = [], set()
    for v in vals.astype(np.float32):
        key = np.float32(v).tobytes()
        if key not in seen:
            seen.add(key)
            out.append(v)
    return np.asarray(out, jdtype(src))


def tensor(dtype, values):
    if dtype in INTS:
        return {"dtype": dtype, "dims": [len(values)], "values": [int(v) for v in values]}
    return {"dtype": dtype, "dims": [len(values)], "values": [enc(v) for v in np.asarray(values, np.float32)]}


def to_int(dst, v):
    _, lo, hi = INTS[dst]
    if dst == "PRED":
        return 1 if v != 0 else 0
    if math.isnan(v):
        return 0
    if math.isinf(v):
        return hi if v > 0 else lo
    return min(max(int(math.trunc(v)), lo), hi)


def case(src, dst):
    xs = probes(src)
    if src not in INTS and dst == "PRED":
        xs = xs[~np.isnan(xs.astype(np.float32))]
    if dst in INTS:
        want = [to_int(dst, float(v)) for v in np.asarray(xs, np.float32)]
    else:
        arr = np.asarray(xs, INTS[src][0]) if src in INTS else xs
        want = np.asarray(jax.jit(lambda a: a.astype(jdtype(dst)))(arr)).astype(np.float32)
        if src not in INTS:
            lib = np.asarray(xs).astype(jdtype(dst)).astype(np.float32)
            assert np.array_equal(want, lib, equal_nan=True), (src, dst)
    return {"name": f"convert/{src.lower()}_to_{dst.lower()}", "op": {"convert": {"dtype": dst}},
            "operands": [tensor(src, xs if src not in INTS else list(xs))], "boundsChecked": False,
            "expected": [tensor(dst, want)],
            "tolerance": {"atol": 0.0, "rtol": 0.0, "ulps": 0, "why": "XLA's convert gives one value"}}


def main():
    cases = []
    names = list(FLOAT8) + list(OTHER_FLOATS) + list(INTS)
    for src in names:
        for dst in names:
            if src in FLOAT8 or dst in FLOAT8:
                cases.append(case(src, dst))
    doc = {"family": "convert_float8",
           "generator": "tpu-server/src/test/golden/generate_float8_convert_golden.py",
           "versions": {"jax": jax.__version__, "ml_dtypes": ml_dtypes.__version__},
           "comparison": "as every golden file (generate_golden.py): bit patterns equal, or both NaN",
           "notes": [__doc__.split("\n\n")[0]], "cases": cases}
    lines = ["{"] + [f"  {json.dumps(k)}: {json.dumps(v)}," for k, v in doc.items() if k != "cases"]
    lines.append('  "cases": [')
    lines += ["    " + json.dumps(c, separators=(",", ":")) + ("," if i + 1 < len(cases) else "")
              for i, c in enumerate(cases)]
    lines += ["  ]", "}"]
    with open(OUT, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(len(cases), "cases")


if __name__ == "__main__":
    main()
