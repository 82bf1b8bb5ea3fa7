#!/usr/bin/env python3
"""Generates the golden numerics for the executor (GoldenOpsTest).

Every op of torchtpu.v1.Op (except rng, see rng.json) gets cases for the dtypes it supports;
inputs come from fixed seeds, expected outputs from NumPy (float64, then rounded once into the
result dtype) and are cross-checked against PyTorch (and JAX's lax, when it is importable, for
the StableHLO index semantics: gather, scatter, pad, dynamic slices, convert).

Run from anywhere:  python3 tpu-server/src/test/golden/generate_golden.py
Writes tpu-server/src/test/resources/golden/*.json. The output is deterministic: rerunning it
must give byte-identical files (numpy/torch versions are recorded in each file).

File format (one file per op family):
  {"family": str, "generator": str, "versions": {...}, "comparison": str, "notes": [str],
   "cases": [case...]}
  case = {"name": str,
          "op": <torchtpu.v1.Op in proto3 JSON form>,
          "operands": [tensor...], "boundsChecked": bool,
          "expected": [tensor...]            (one per result; [] when expectError is set),
          "expectError": "OUT_OF_RANGE"      (only on cases that must fail),
          "tolerance": {"atol": num, "rtol": num, "ulps": int, "why": str},
          "note": str                        (optional)}
  tensor = {"dtype": "F32"|"BF16"|"F16"|"S8"|"S32"|"S64"|"U8"|"PRED", "dims": [int],
            "values": [...]}  row-major; floats are JSON numbers holding the exact float32 value
            (repr of the float64 of that value) or "NaN"/"Infinity"/"-Infinity"; integers are
            JSON integers; pred is 0/1.
"""

import base64
import json
import math
import os
import struct
import sys
from fractions import Fraction

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.normpath(os.path.join(HERE, "..", "resources", "golden"))

FLOATS = ["F32", "BF16", "F16"]
INTS = ["S8", "S32", "S64", "U8"]
ALL_DTYPES = FLOATS + INTS + ["PRED"]
INT_RANGE = {"S8": (-128, 127), "S32": (-2**31, 2**31 - 1), "S64": (-2**63, 2**63 - 1), "U32": (0, 2**32 - 1),
             "U8": (0, 255), "PRED": (0, 1)}
INT_BITS = {"S8": 8, "S32": 32, "S64": 64, "U8": 8}
# (significand bits incl. the implicit one, minimum normal exponent, largest finite value)
FLOAT_FORMAT = {"F32": (24, -126, float(np.finfo(np.float32).max)),
                "BF16": (8, -126, (2 - 2**-7) * 2.0**127),
                "F16": (11, -14, 65504.0)}
U32 = 2.0**-24  # unit roundoff of float32

COMPARISON = (
    "An element matches when both are NaN (any payload); or the bit patterns in the dtype are "
    "equal (so -0 != +0 when ulps, atol and rtol are all 0); or, with ulps > 0 and both finite, "
    "the distance in units in the last place of the result dtype is <= ulps (-0 and +0 are 0 "
    "apart); or, with atol or rtol > 0 and both finite, |actual - expected| <= atol + rtol * "
    "|expected|. Infinities must match exactly. Integer and pred elements must be equal. "
    "Float outputs must also be representable in their dtype (storage convention).")


# ---------------------------------------------------------------------------------------------
# Rounding into the narrow formats, exactly (no double rounding): from a float64 or an int.

def round_to(dtype, x):
    """Nearest value of a float dtype to the float64 x, ties to even, overflow to infinity."""
    x = float(x)
    if dtype == "F64" or math.isnan(x) or math.isinf(x) or x == 0.0:
        return x
    p, emin, max_finite = FLOAT_FORMAT[dtype]
    _, e = math.frexp(x)  # x = m * 2**e with 0.5 <= |m| < 1
    quantum_exp = max(e - 1, emin) - (p - 1)
    r = round(math.ldexp(x, -quantum_exp))  # exact scaling; round() is ties-to-even
    y = math.ldexp(float(r), quantum_exp)
    if abs(y) > max_finite:
        return math.copysign(math.inf, x)
    return math.copysign(y, x) if y == 0 else y


def round_int_to(dtype, n):
    """Nearest value of a float dtype to the exact integer n (ties to even)."""
    n = int(n)
    if n == 0:
        return 0.0
    p, _, max_finite = FLOAT_FORMAT[dtype]
    mag = abs(n)
    quantum_exp = mag.bit_length() - p
    if quantum_exp > 0:
        q, rem = divmod(mag, 1 << quantum_exp)
        half = 1 << (quantum_exp - 1)
        if rem > half or (rem == half and q & 1):
            q += 1
        mag = q << quantum_exp
    y = float(mag) if mag <= max_finite else math.inf
    return -y if n < 0 else y


def round_arr(dtype, arr):
    return np.array([round_to(dtype, v) for v in np.asarray(arr, dtype=np.float64).ravel()],
                    dtype=np.float64).reshape(np.shape(arr))


def wrap_int(dtype, n):
    n = int(n)
    if dtype == "PRED":
        return 1 if n != 0 else 0
    bits = INT_BITS[dtype]
    n &= (1 << bits) - 1
    if dtype != "U8" and n >= 1 << (bits - 1):
        n -= 1 << bits
    return n


def ordered_bits(dtype, v):
    """Integer whose order matches the float order, for ulp distances (-0 and +0 both 0)."""
    if dtype == "F32":
        b = int(np.array([v], dtype=np.float32).view(np.uint32)[0])
        sign, mag = b >> 31, b & 0x7FFFFFFF
    elif dtype == "BF16":
        b = int(np.array([v], dtype=np.float32).view(np.uint32)[0]) >> 16
        sign, mag = b >> 15, b & 0x7FFF
    else:
        b = int(np.array([v], dtype=np.float16).view(np.uint16)[0])
        sign, mag = b >> 15, b & 0x7FFF
    return -mag if sign else mag


def ulp_distance(dtype, a, b):
    if math.isnan(a) and math.isnan(b):
        return 0
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or math.isinf(b):
        return 0 if a == b else 1 << 40
    return abs(ordered_bits(dtype, a) - ordered_bits(dtype, b))


def ulp_of(dtype, x):
    """Spacing of the dtype's values at magnitude |x|."""
    p, emin, _ = FLOAT_FORMAT[dtype]
    x = abs(float(x))
    if x == 0 or math.isinf(x) or math.isnan(x):
        return math.ldexp(1.0, emin - (p - 1))
    _, e = math.frexp(x)
    return math.ldexp(1.0, max(e - 1, emin) - (p - 1))


# ---------------------------------------------------------------------------------------------
# JSON encoding

def enc_float(v):
    v = float(v)
    if math.isnan(v):
        return "NaN"
    if math.isinf(v):
        return "Infinity" if v > 0 else "-Infinity"
    return v


class T:
    """A tensor: dtype name, dims, values (float64 array for floats, int64/object for ints)."""

    def __init__(self, dtype, values, dims=None):
        self.dtype = dtype
        arr = np.asarray(values)
        if dims is not None:
            arr = arr.reshape(dims)
        if dtype in FLOATS:
            arr = arr.astype(np.float64)
            for v in arr.ravel():
                assert math.isnan(v) or round_to(dtype, v) == v, (dtype, v, "not representable")
        else:
            arr = np.array([int(v) for v in arr.ravel()], dtype=object).reshape(arr.shape)
            lo, hi = INT_RANGE[dtype]
            for v in arr.ravel():
                assert lo <= v <= hi, (dtype, v, "out of range")
        self.arr = arr

    @property
    def dims(self):
        return list(self.arr.shape)

    def json(self):
        flat = self.arr.ravel()
        if self.dtype in FLOATS:
            vals = [enc_float(v) for v in flat]
        else:
            vals = [int(v) for v in flat]
        return {"dtype": self.dtype, "dims": self.dims, "values": vals}


def scalar(dtype, v):
    return T(dtype, np.array(v).reshape(()))


EXACT_WHY = "exact op: the result is a unique representable value"


def exact(why=EXACT_WHY):
    return {"atol": 0.0, "rtol": 0.0, "ulps": 0, "why": why}


def tol(atol=0.0, rtol=0.0, ulps=0, why=""):
    return {"atol": float(atol), "rtol": float(rtol), "ulps": int(ulps), "why": why}


def dump_one_case_per_line(doc):
    """JSON with the header fields and then one case per line, so diffs stay readable."""
    def dumps(v):
        return json.dumps(v, separators=(",", ":"), allow_nan=False)
    lines = ["{"]
    for key, value in doc.items():
        if key != "cases":
            lines.append(f"  {dumps(key)}: {json.dumps(value, allow_nan=False)},")
    cases = doc.get("cases", [])
    lines.append('  "cases": [' + ("" if cases else "]"))
    for i, case in enumerate(cases):
        lines.append("    " + dumps(case) + ("," if i + 1 < len(cases) else ""))
    if cases:
        lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


class Family:
    def __init__(self, name, notes=()):
        self.name = name
        self.notes = list(notes)
        self.cases = []
        self.names = set()

    def add(self, name, op, operands, expected, tolerance, bounds_checked=False, expect_error=None,
            note=None):
        assert name not in self.names, name
        self.names.add(name)
        case = {"name": name, "op": op, "operands": [t.json() for t in operands],
                "boundsChecked": bounds_checked,
                "expected": [t.json() for t in expected], "tolerance": tolerance}
        if expect_error:
            case["expectError"] = expect_error
        if note:
            case["note"] = note
        self.cases.append(case)

    def write(self):
        doc = {"family": self.name,
               "generator": "tpu-server/src/test/golden/generate_golden.py",
               "versions": {"numpy": np.__version__, "torch": torch.__version__.split("+")[0]},
               "comparison": COMPARISON, "notes": self.notes, "cases": self.cases}
        path = os.path.join(OUT_DIR, self.name + ".json")
        with open(path, "w") as f:
            f.write(dump_one_case_per_line(doc))
        return path, len(self.cases)


# ---------------------------------------------------------------------------------------------
# Input generation

def rng_for(tag):
    return np.random.default_rng(abs(hash_str(tag)) % (2**32))


def hash_str(s):
    h = 1469598103934665603  # FNV-1a, stable across runs (Python's hash() is salted)
    for c in s.encode():
        h = ((h ^ c) * 1099511628211) % (1 << 64)
    return h


def float_inputs(dtype, rng, n, lo, hi, log=False, specials=()):
    if log:
        vals = np.exp(rng.uniform(math.log(lo), math.log(hi), n))
    else:
        vals = rng.uniform(lo, hi, n)
    vals = list(round_arr(dtype, vals)) + [round_to(dtype, s) for s in specials]
    return np.array(vals, dtype=np.float64)


def int_inputs(dtype, rng, n, specials=True, lo=None, hi=None):
    dlo, dhi = INT_RANGE[dtype]
    lo = dlo if lo is None else lo
    hi = dhi if hi is None else hi
    if dtype == "S64" and lo == dlo and hi == dhi:
        vals = [int(v) for v in rng.integers(-2**62, 2**62, n, dtype=np.int64)]
    else:
        vals = [int(v) for v in rng.integers(lo, hi, n, endpoint=True)]
    if specials:
        extra = [dlo, dhi, 0, 1] + ([-1] if dlo < 0 else [])
        vals += extra
    return np.array(vals, dtype=object)


# ---------------------------------------------------------------------------------------------
# Elementwise unary

def unary_op(kind):
    return {"unary": {"kind": kind}}


def binary_op(kind):
    return {"binary": {"kind": kind}}


def logistic64(x):
    return np.where(x >= 0, 1.0 / (1.0 + np.exp(-np.abs(x))),
                    np.exp(-np.abs(x)) / (1.0 + np.exp(-np.abs(x))))


def f64_unary(kind, x):
    with np.errstate(all="ignore"):
        if kind == "EXP":
            return np.exp(x)
        if kind == "LOG":
            return np.log(x)
        if kind == "LOG1P":
            return np.log1p(x)
        if kind == "EXPM1":
            return np.expm1(x)
        if kind == "TANH":
            return np.tanh(x)
        if kind == "LOGISTIC":
            return logistic64(x)
        if kind == "SQRT":
            return np.sqrt(x)
        if kind == "RSQRT":
            return np.array([rsqrt_exactish(v) for v in x])
        if kind == "ERF":
            return np.array([math.erf(v) if not math.isnan(v) else math.nan for v in x])
        if kind == "SIN":
            return np.sin(x)
        if kind == "COS":
            return np.cos(x)
        if kind == "TAN":
            return np.tan(x)
        if kind == "ERF_INV":
            return np.array([erfinv_exact(v) for v in x])
        if kind in SPECIAL_F64:
            return SPECIAL_F64[kind](x)
    raise ValueError(kind)


def _special_f64():
    import scipy.special as sc
    return {"SINH": np.sinh, "COSH": np.cosh, "ASIN": np.arcsin, "ACOS": np.arccos, "ATAN": np.arctan,
            "ASINH": np.arcsinh, "ACOSH": np.arccosh, "ATANH": np.arctanh, "LGAMMA": sc.gammaln,
            "DIGAMMA": sc.psi, "BESSEL_I1E": sc.i1e}


# chlo's special functions (the importer's SINH ... BESSEL_I1E kinds): SciPy/NumPy float64, rounded once; their
# poles and extremes are checked against mpmath by SpecialFunctionsTest (src/test/golden/generate_special_golden.py)
SPECIAL_F64 = _special_f64()


def erfinv_exact(v):
    """erf^-1 from mpmath at 100 bits (then rounded to float64), NaN outside [-1, 1]."""
    import mpmath
    if math.isnan(v) or abs(v) > 1:
        return math.nan
    if abs(v) == 1:
        return math.copysign(math.inf, v)
    if v == 0:
        return v
    with mpmath.workprec(100):
        return float(mpmath.erfinv(mpmath.mpf(v)))


def rsqrt_exactish(v):
    if math.isnan(v) or v < 0:
        return math.nan
    if v == 0:
        return math.copysign(math.inf, v)
    if math.isinf(v):
        return 0.0
    return 1.0 / math.sqrt(v)


def torch_unary(kind, t):
    return {"EXP": torch.exp, "LOG": torch.log, "LOG1P": torch.log1p, "EXPM1": torch.expm1,
            "TANH": torch.tanh, "LOGISTIC": torch.sigmoid, "SQRT": torch.sqrt,
            "RSQRT": torch.rsqrt, "ERF": torch.erf, "SIN": torch.sin, "COS": torch.cos,
            "TAN": torch.tan, "ERF_INV": torch.erfinv, "SINH": torch.sinh, "COSH": torch.cosh, "ASIN": torch.asin,
            "ACOS": torch.acos, "ATAN": torch.atan, "ASINH": torch.asinh, "ACOSH": torch.acosh, "ATANH": torch.atanh,
            "LGAMMA": torch.lgamma, "DIGAMMA": torch.digamma, "BESSEL_I1E": torch.special.i1e}[kind](t)


TORCH_DTYPE = {"F32": torch.float32, "BF16": torch.bfloat16, "F16": torch.float16}

TRANSCENDENTAL_DOMAIN = {
    # kind: (lo, hi, log-uniform, specials for f32/bf16, f16 domain override, f16 specials)
    "EXP": (-20, 20, False, [0.0, -0.0, 1.0, -1.0, 89.0, -100.0, math.inf, -math.inf, math.nan],
            (-9, 9), [0.0, -0.0, 12.0, -17.0, math.inf, -math.inf, math.nan]),
    "LOG": (1e-6, 1e4, True, [1.0, 0.0, -0.0, -1.0, 1e-40, math.inf, math.nan], None,
            [1.0, 0.0, -1.0, 6e-8, math.inf, math.nan]),
    "LOG1P": (-0.99, 10, False, [1e-6, -1e-6, 3e-9, 0.0, -0.0, -1.0, -2.0, math.inf, math.nan],
              None, [1e-3, -1e-3, 0.0, -1.0, -2.0, math.inf, math.nan]),
    "EXPM1": (-5, 5, False, [1e-6, -1e-6, 3e-9, 0.0, -0.0, 80.0, math.inf, -math.inf, math.nan],
              None, [1e-3, -1e-3, 0.0, 12.0, math.inf, -math.inf, math.nan]),
    "TANH": (-10, 10, False, [1e-6, -1e-6, 0.0, -0.0, math.inf, -math.inf, math.nan], None,
             [1e-3, -1e-3, 0.0, math.inf, -math.inf, math.nan]),
    "LOGISTIC": (-30, 30, False, [0.0, math.inf, -math.inf, math.nan], (-15, 15),
                 [0.0, math.inf, -math.inf, math.nan]),
    "SQRT": (0, 1e4, False, [0.0, -0.0, -1.0, 2.0, 1e-40, math.inf, math.nan], None,
             [0.0, -0.0, -1.0, 2.0, 6e-8, math.inf, math.nan]),
    "RSQRT": (1e-4, 1e4, True, [0.0, -0.0, -1.0, 4.0, math.inf, math.nan], (1e-2, 1e4),
              [0.0, -0.0, -1.0, 4.0, math.inf, math.nan]),
    "ERF": (-4, 4, False, [1e-6, -1e-6, 0.0, -0.0, math.inf, -math.inf, math.nan], None,
            [1e-3, 0.0, -0.0, math.inf, -math.inf, math.nan]),
    "SIN": (-10, 10, False, [0.0, -0.0, 100.0, -1000.0, math.inf, math.nan], None,
            [0.0, -0.0, 100.0, math.inf, math.nan]),
    "COS": (-10, 10, False, [0.0, -0.0, 100.0, -1000.0, math.inf, math.nan], None,
            [0.0, -0.0, 100.0, math.inf, math.nan]),
    "TAN": (-10, 10, False, [0.0, -0.0, 1.5707964, -1.5707964, 100.0, -1000.0, math.inf, math.nan],
            None, [0.0, -0.0, 1.5703125, 100.0, math.inf, math.nan]),
    # 0.99999994 = 1 - 2^-24, the f32 closest to 1 from below (erfinv ~ 3.8); subnormal 1e-40
    "ERF_INV": (-1, 1, False, [0.0, -0.0, 1e-6, 1e-40, 0.99999994, -0.99999994, 0.9, 1.0, -1.0, 1.5,
                               math.inf, math.nan],
                None, [0.0, -0.0, 0.9995, -0.9995, 1.0, -1.0, 1.5, math.nan]),
    "SINH": (-80, 80, False, [0.0, -0.0, 1e-6, 100.0, math.inf, -math.inf, math.nan], (-10, 10),
             [0.0, -0.0, 1e-3, math.inf, math.nan]),
    "COSH": (-80, 80, False, [0.0, -0.0, 100.0, math.inf, -math.inf, math.nan], (-10, 10),
             [0.0, -0.0, math.inf, math.nan]),
    "ASIN": (-1, 1, False, [0.0, -0.0, 1.0, -1.0, 1.5, math.nan], None, [0.0, -0.0, 1.0, -1.0, 1.5, math.nan]),
    "ACOS": (-1, 1, False, [0.0, -0.0, 1.0, -1.0, 1.5, math.nan], None, [0.0, -0.0, 1.0, -1.0, 1.5, math.nan]),
    "ATAN": (-100, 100, False, [0.0, -0.0, 1e30, math.inf, -math.inf, math.nan], None,
             [0.0, -0.0, math.inf, -math.inf, math.nan]),
    "ASINH": (-1e4, 1e4, False, [0.0, -0.0, 1e-6, 1e30, -1e30, math.inf, math.nan], None,
              [0.0, -0.0, 1e-3, math.inf, math.nan]),
    "ACOSH": (1, 1e4, True, [1.0, 0.5, 1e30, math.inf, math.nan], None, [1.0, 0.5, math.inf, math.nan]),
    "ATANH": (-0.999, 0.999, False, [0.0, -0.0, 1.0, -1.0, 1e-6, math.nan], None,
              [0.0, -0.0, 1.0, -1.0, math.nan]),
    "LGAMMA": (0.01, 50, True, [1.0, 2.0, 0.5, -0.5, -2.5, 1e-30, 1e30, math.inf, math.nan], (0.05, 20),
               [1.0, 2.0, 0.5, -2.5, math.inf, math.nan]),
    "DIGAMMA": (0.01, 50, True, [1.0, 2.0, 0.5, -0.5, -2.5, 1.4616321, 1e30, math.inf, math.nan], (0.05, 20),
                [1.0, 2.0, 0.5, -2.5, math.inf, math.nan]),
    "BESSEL_I1E": (-40, 40, False, [0.0, -0.0, 1e-30, 30.0, 31.0, 1e10, math.inf, -math.inf, math.nan], None,
                   [0.0, -0.0, 30.0, math.inf, math.nan]),
}

F32_TRANSCENDENTAL_ULPS = 4
NARROW_TRANSCENDENTAL_ULPS = 1


def transcendental_tolerance(dtype, kind, measured):
    if dtype == "F32" and kind in ("TAN", "ERF_INV"):
        return tol(ulps=1, why=(
            f"{kind} in f32: the expectation is exact (float64 NumPy tan; mpmath erfinv at 100 bits) rounded "
            "once to f32; the kernel computes in double (Math.tan; Giles's polynomial refined by Newton steps on "
            "a double erf) and rounds once, so it is within 1 ulp (the correctly rounded value but for "
            f"double-rounding ties). PyTorch float32 measured: {measured} ulps."))
    if dtype == "F32":
        return tol(ulps=F32_TRANSCENDENTAL_ULPS, why=(
            f"{kind} in f32: the expectation is float64 NumPy rounded once to f32 (within 0.5 ulp "
            "+ 2^-29 ulp of exact); Java's Math in double then rounded is within 1 ulp, float32 "
            f"vectorised versions within a few: 4 ulps. PyTorch float32 measured: {measured} ulps."))
    return tol(ulps=NARROW_TRANSCENDENTAL_ULPS, why=(
        f"{kind} in {dtype.lower()}: computed in float32/float64 then rounded once to "
        f"{dtype.lower()}; a float32 error of a few float32 ulps can only flip a rounding tie, "
        f"so at most 1 {dtype.lower()} ulp. PyTorch {dtype.lower()} measured: {measured} ulps."))


def max_ulps_vs(dtype, expected, got):
    return max((ulp_distance(dtype, float(e), float(g)) for e, g in zip(expected, got)), default=0)


def gen_unary():
    fam = Family("elementwise_unary", notes=[
        "Transcendentals: expected = NumPy float64 of the (exact) input, rounded once into the "
        "dtype; ERF uses math.erf, LOGISTIC a float64 form stable for both signs.",
        "SQRT is exact (ulps 0): IEEE sqrt is correctly rounded, and a float64 or float32 sqrt "
        "rounded again into f32/bf16/f16 is still correctly rounded because 53 >= 2*24+2, "
        "24 >= 2*11+2 and 24 >= 2*8+2 (double rounding is innocuous for sqrt at those widths).",
        "PyTorch's own results are measured against each expectation and reported in the "
        "tolerance's 'why'; they are information, not the reference. Known PyTorch outliers: "
        "float32 sqrt is 1 ulp off for some inputs (SLEEF's sqrt is not correctly rounded), and "
        "bf16 erf is 9 bf16 ulps off at |x| ~ 1e-6 (it returns 2^-23 instead of ~2x/sqrt(pi)).",
        "SIGN follows StableHLO: sign(-0.0) = -0.0, sign(+0.0) = +0.0, sign(NaN) = NaN "
        "(PyTorch returns +0.0 for -0.0; StableHLO is the contract here).",
        "ABS and SIGN are not applied to u8 (StableHLO defines them on signed integers only).",
        "NOT is bitwise on integers and logical on pred.",
    ])
    for kind, (lo, hi, log, specials, f16dom, f16spec) in TRANSCENDENTAL_DOMAIN.items():
        for dtype in FLOATS:
            rng = rng_for(f"unary/{kind}/{dtype}")
            if dtype == "F16":
                dlo, dhi = f16dom if f16dom else (lo, hi)
                x = float_inputs(dtype, rng, 24, dlo, dhi, log, f16spec)
            else:
                x = float_inputs(dtype, rng, 24, lo, hi, log, specials)
            expected = round_arr(dtype, f64_unary(kind, x))
            if kind == "SQRT":
                got = torch_unary(kind, torch.tensor(x, dtype=TORCH_DTYPE[dtype])).double().numpy()
                tolerance = exact(
                    "SQRT is correctly rounded in every dtype (see notes); PyTorch's float32 sqrt "
                    f"(a SLEEF approximation) measured {max_ulps_vs(dtype, expected, got)} ulps "
                    "off, the expectation is the IEEE result")
            else:
                got = torch_unary(kind, torch.tensor(x, dtype=TORCH_DTYPE[dtype])).double().numpy()
                measured = max_ulps_vs(dtype, expected, got)
                limit = F32_TRANSCENDENTAL_ULPS if dtype == "F32" else NARROW_TRANSCENDENTAL_ULPS
                if measured > limit:
                    print(f"  note: torch {kind} {dtype} is {measured} ulps from the reference",
                          file=sys.stderr)
                tolerance = transcendental_tolerance(dtype, kind, measured)
            fam.add(f"unary/{kind}/{dtype.lower()}", unary_op(kind), [T(dtype, x)],
                    [T(dtype, expected)], tolerance)

    rounding_values = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999997, -0.7, 3.3, -3.3, 7.0, -0.0, 0.0,
                       16777216.0, -8388609.0, 1e-40, 1e30, math.inf, -math.inf, math.nan]
    for dtype in FLOATS:
        rng = rng_for(f"unary/rounding/{dtype}")
        x = float_inputs(dtype, rng, 12, -10, 10, False,
                         [v for v in rounding_values
                          if dtype != "F16" or not (math.isfinite(v) and abs(v) >= 1e5)])
        for kind, fn in [("FLOOR", np.floor), ("CEIL", np.ceil), ("ROUND_NEAREST_EVEN", np.rint),
                         ("ROUND_NEAREST_AFZ", lambda v: np.copysign(np.floor(np.abs(v) + 0.5), v)),
                         ("NEGATE", np.negative), ("ABS", np.abs), ("SIGN", stablehlo_sign)]:
            with np.errstate(all="ignore"):
                expected = round_arr(dtype, fn(x))
            fam.add(f"unary/{kind}/{dtype.lower()}", unary_op(kind), [T(dtype, x)],
                    [T(dtype, expected)], exact())
        finite = np.array([1 if math.isfinite(v) else 0 for v in x], dtype=object)
        fam.add(f"unary/IS_FINITE/{dtype.lower()}", unary_op("IS_FINITE"), [T(dtype, x)],
                [T("PRED", finite)], exact())

    for dtype in INTS:
        rng = rng_for(f"unary/int/{dtype}")
        x = int_inputs(dtype, rng, 12)
        fam.add(f"unary/NEGATE/{dtype.lower()}", unary_op("NEGATE"), [T(dtype, x)],
                [T(dtype, [wrap_int(dtype, -v) for v in x])], exact(
                    "integer negate wraps (two's complement; u8 modulo 256)"))
        if dtype != "U8":
            fam.add(f"unary/ABS/{dtype.lower()}", unary_op("ABS"), [T(dtype, x)],
                    [T(dtype, [wrap_int(dtype, abs(v)) for v in x])],
                    exact("integer abs wraps: abs(MIN) = MIN"))
            fam.add(f"unary/SIGN/{dtype.lower()}", unary_op("SIGN"), [T(dtype, x)],
                    [T(dtype, [(v > 0) - (v < 0) for v in x])], exact())
        fam.add(f"unary/NOT/{dtype.lower()}", unary_op("NOT"), [T(dtype, x)],
                [T(dtype, [wrap_int(dtype, ~v) for v in x])], exact("bitwise not"))
    fam.add("unary/NOT/pred", unary_op("NOT"), [T("PRED", [0, 1, 1, 0, 1])],
            [T("PRED", [1, 0, 0, 1, 0])], exact("logical not"))
    return fam


def stablehlo_sign(x):
    return np.array([v if (math.isnan(v) or v == 0) else math.copysign(1.0, v) for v in x])


# ---------------------------------------------------------------------------------------------
# Elementwise binary

def f64_binary(kind, a, b):
    with np.errstate(all="ignore"):
        return {"ADD": np.add, "SUBTRACT": np.subtract, "MULTIPLY": np.multiply,
                "DIVIDE": np.divide, "REMAINDER": np.fmod, "POWER": np.power,
                "MAXIMUM": np.maximum, "MINIMUM": np.minimum, "ATAN2": np.arctan2}[kind](a, b)


def torch_binary(kind, a, b):
    return {"POWER": torch.pow, "ATAN2": torch.atan2}[kind](a, b)


BINARY_SPECIALS = {
    # pairs (lhs, rhs) appended to the random inputs
    "ADD": [(math.inf, -math.inf), (math.inf, 1.0), (math.nan, 1.0), (-0.0, 0.0), (-0.0, -0.0),
            (1.0, -1.0), (3e38, 3e38), (1e-40, 1e-40)],
    "SUBTRACT": [(math.inf, math.inf), (-math.inf, 1.0), (1.0, math.nan), (0.0, 0.0),
                 (-0.0, 0.0), (-3e38, 3e38)],
    "MULTIPLY": [(0.0, math.inf), (-0.0, 5.0), (math.nan, 0.0), (1e20, 1e20), (1e-20, 1e-20),
                 (-2.0, 0.5)],
    "DIVIDE": [(1.0, 0.0), (-1.0, 0.0), (0.0, 0.0), (1.0, -0.0), (math.inf, math.inf),
               (3.0, math.inf), (1e-30, 1e30), (7.0, 7.0)],
    "REMAINDER": [(5.5, 2.0), (-5.5, 2.0), (5.5, -2.0), (1.0, 0.0), (math.inf, 2.0),
                  (3.0, math.inf), (-0.0, 1.0), (6.0, 3.0)],
    "MAXIMUM": [(math.nan, 1.0), (1.0, math.nan), (math.inf, 1.0), (-math.inf, -1.0), (2.0, 2.0)],
    "MINIMUM": [(math.nan, 1.0), (1.0, math.nan), (math.inf, 1.0), (-math.inf, -1.0), (2.0, 2.0)],
    "POWER": [(2.0, 3.0), (-2.0, 3.0), (-2.0, 2.0), (-2.0, 0.5), (0.0, -1.0), (0.0, 0.0),
              (math.nan, 0.0), (4.0, 0.5), (math.inf, -1.0), (0.5, math.inf), (2.0, -math.inf),
              (1.0, math.nan), (1.0, math.inf), (1.0, -math.inf), (-1.0, math.inf), (-1.0, -math.inf)],
    "ATAN2": [(0.0, 0.0), (-0.0, 0.0), (0.0, -0.0), (-0.0, -1.0), (1.0, 0.0), (-1.0, 0.0),
              (math.inf, math.inf), (math.inf, -math.inf), (1.0, math.inf), (math.nan, 1.0)],
}


def gen_binary():
    fam = Family("elementwise_binary", notes=[
        "f32 add/subtract/multiply/divide/remainder/max/min are exact (ulps 0): expected = the "
        "float64 result rounded once to f32; float64 add/sub/div of f32 values rounded again to "
        "f32 is correctly rounded because 53 >= 2*24+2, and products of f32 values are exact in "
        "float64.",
        "bf16/f16 add/subtract/multiply/divide are exact too (ulps 0): a kernel that computes in "
        "float32 and rounds once to bf16/f16 double-rounds, but for +,-,*,/ (and sqrt) double "
        "rounding through float32 is innocuous when 24 >= 2p+2 (bf16 p=8: 18; f16 p=11: 24): the "
        "float32 result of one op on bf16/f16 values cannot land on a narrow-type rounding "
        "midpoint unless the exact result is that midpoint. bf16*bf16 is even exact in float32 "
        "(16 significant bits). So PyTorch's float32-then-round equals the exactly rounded value.",
        "REMAINDER is fmod (sign of the dividend), exact in every float dtype.",
        "MAXIMUM/MINIMUM propagate NaN (StableHLO/XLA); no (+0,-0) pairs (their order is "
        "unspecified).",
        "POWER special cases follow C99/IEEE 754 pow as NumPy and XLA do: pow(1, y) is 1 for any y "
        "including NaN, and pow(-1, +-inf) is 1 (Java's Math.pow gives NaN for these; the "
        "kernels handle them before calling it).",
        "Integer ops wrap (two's complement; u8 modulo 256). Integer DIVIDE truncates toward zero "
        "and REMAINDER takes the dividend's sign; division by zero and MIN / -1 are left out "
        "(implementation-defined in XLA). Integer POWER only with non-negative exponents.",
    ])
    for kind in ["ADD", "SUBTRACT", "MULTIPLY", "DIVIDE", "REMAINDER", "MAXIMUM", "MINIMUM",
                 "POWER", "ATAN2"]:
        for dtype in FLOATS:
            rng = rng_for(f"binary/{kind}/{dtype}")
            n = 20
            if kind == "POWER":
                if dtype == "F16":
                    a, b = rng.uniform(0.05, 4, n), rng.uniform(-3, 3, n)
                else:
                    a, b = rng.uniform(0.01, 10, n), rng.uniform(-4, 4, n)
            elif kind == "ATAN2":
                a, b = rng.uniform(-5, 5, n), rng.uniform(-5, 5, n)
            else:
                scale = 100.0 if dtype == "F16" else 1000.0
                a, b = rng.uniform(-scale, scale, n), rng.uniform(-scale, scale, n)
                if kind == "DIVIDE" or kind == "REMAINDER":
                    b = np.where(np.abs(b) < 1, b + 3, b)
            specials = BINARY_SPECIALS.get(kind, [])
            if dtype == "F16":
                specials = [(f16_special(x), f16_special(y)) for x, y in specials]
            a = np.concatenate([round_arr(dtype, a), round_arr(dtype, [s[0] for s in specials])])
            b = np.concatenate([round_arr(dtype, b), round_arr(dtype, [s[1] for s in specials])])
            expected = round_arr(dtype, f64_binary(kind, a, b))
            if kind in ("POWER", "ATAN2"):
                ta = torch.tensor(a, dtype=TORCH_DTYPE[dtype])
                tb = torch.tensor(b, dtype=TORCH_DTYPE[dtype])
                got = torch_binary(kind, ta, tb).double().numpy()
                measured = max_ulps_vs(dtype, expected, got)
                tolerance = transcendental_tolerance(dtype, kind, measured)
            else:
                check_torch_exact(kind, dtype, a, b, expected)
                tolerance = exact("single IEEE operation, correctly rounded (see notes)")
            fam.add(f"binary/{kind}/{dtype.lower()}", binary_op(kind), [T(dtype, a), T(dtype, b)],
                    [T(dtype, expected)], tolerance)

    int_fns = {
        "ADD": lambda x, y: x + y, "SUBTRACT": lambda x, y: x - y,
        "MULTIPLY": lambda x, y: x * y,
        "DIVIDE": lambda x, y: trunc_div(x, y),
        "REMAINDER": lambda x, y: x - trunc_div(x, y) * y,
        "MAXIMUM": max, "MINIMUM": min,
        "AND": lambda x, y: x & y, "OR": lambda x, y: x | y, "XOR": lambda x, y: x ^ y,
    }
    for kind, fn in int_fns.items():
        for dtype in INTS:
            rng = rng_for(f"binary/{kind}/{dtype}")
            a = list(int_inputs(dtype, rng, 14))
            b = list(int_inputs(dtype, rng, 14))
            if kind in ("DIVIDE", "REMAINDER"):
                lo, _ = INT_RANGE[dtype]
                b = [v if v != 0 else 3 for v in b]
                b = [-7 if (y == -1 and x == lo) else y for x, y in zip(a, b)]
                a += [7, -7, 7, -7]
                b += [2, 2, -2, -2]
                if dtype == "U8":
                    a[-3:] = [7, 7, 7]
                    b[-3:] = [2, 3, 4]
            expected = [wrap_int(dtype, fn(x, y)) for x, y in zip(a, b)]
            fam.add(f"binary/{kind}/{dtype.lower()}", binary_op(kind), [T(dtype, a), T(dtype, b)],
                    [T(dtype, expected)], exact("integer op, wraps to the dtype"))
    pred_fns = {"AND": int_fns["AND"], "OR": int_fns["OR"], "XOR": int_fns["XOR"],
                # StableHLO on i1: add is or, multiply is and; max/min are or/and
                "ADD": int_fns["OR"], "MULTIPLY": int_fns["AND"], "MAXIMUM": max, "MINIMUM": min}
    for kind, fn in pred_fns.items():
        a = [0, 0, 1, 1, 1, 0]
        b = [0, 1, 0, 1, 1, 1]
        fam.add(f"binary/{kind}/pred", binary_op(kind), [T("PRED", a), T("PRED", b)],
                [T("PRED", [fn(x, y) for x, y in zip(a, b)])],
                exact("logical op (on pred, add is or and multiply is and, as in StableHLO)"))
    # NEXT_AFTER (chlo.next_after, jax.random.truncated_normal): NumPy's nextafter in the operand's own format
    # (ml_dtypes' for bf16), ordinary values and the edges: zeros of both signs, the largest finite value,
    # infinities, NaN, subnormals and equal operands (the result is y then)
    import ml_dtypes
    np_dtype = {"F32": np.float32, "BF16": ml_dtypes.bfloat16, "F16": np.float16}
    for dtype in FLOATS:
        rng = rng_for(f"binary/NEXT_AFTER/{dtype}")
        big, tiny = FLOAT_FORMAT[dtype][2], 2.0 ** (FLOAT_FORMAT[dtype][1] - FLOAT_FORMAT[dtype][0] + 1)
        edges = [(0.0, 1.0), (0.0, -1.0), (-0.0, 1.0), (0.0, -0.0), (1.0, 1.0), (big, math.inf), (big, 0.0),
                 (math.inf, 0.0), (-math.inf, 0.0), (-math.inf, -math.inf), (math.nan, 1.0), (1.0, math.nan),
                 (tiny, 0.0), (-tiny, 1.0), (tiny, 1.0), (1.0, -5.0), (-1.0, 5.0), (-2.0, -3.0)]
        a = np.concatenate([round_arr(dtype, rng.uniform(-100, 100, 12)), [e[0] for e in edges]])
        b = np.concatenate([round_arr(dtype, rng.uniform(-100, 100, 12)), [e[1] for e in edges]])
        want = np.nextafter(a.astype(np_dtype[dtype]), b.astype(np_dtype[dtype])).astype(np.float64)
        # equal operands give y (C99 and XLA's expansion; NumPy's float16 nextafter returns x, so 0 toward -0
        # would keep the + sign)
        want = np.where(a == b, b, want)
        fam.add(f"binary/NEXT_AFTER/{dtype.lower()}", binary_op("NEXT_AFTER"), [T(dtype, a), T(dtype, b)],
                [T(dtype, want)], exact("one step of the bit pattern (NumPy nextafter in the dtype)"))
    # ZETA and POLYGAMMA (chlo.zeta, chlo.polygamma: jax.scipy.special.zeta, polygamma) against SciPy in float64,
    # rounded once to f32; the domain edges as XLA's chlo expansions give them (JAX on CPU)
    import scipy.special
    rng = rng_for("binary/ZETA/F32")
    x = np.concatenate([round_arr("F32", rng.uniform(1.05, 12.0, 14)), [2.0, 3.0, 40.0, 1.0, 0.5, 2.0, 3.0]])
    q = np.concatenate([round_arr("F32", rng.uniform(0.05, 20.0, 14)), [1.0, 0.5, 1.5, 2.0, 2.0, -1.0, 0.0]])
    want = scipy.special.zeta(x, np.where(q > 0, q, 1.0))
    want[-4:] = [math.inf, math.nan, math.inf, math.nan]  # x = 1: +inf; x < 1: NaN; poles: even x +inf, odd NaN
    fam.add("binary/ZETA/f32", binary_op("ZETA"), [T("F32", x), T("F32", q)], [T("F32", want.astype(np.float32).astype(np.float64))],
            tol(ulps=2, why="Hurwitz zeta in double, rounded once (SciPy's zeta in float64)"))
    # q far below zero (integer x; JAX documents q > 0): XLA's fixed expansion gives the Euler-Maclaurin tail at q + 10,
    # not the sum of that many terms (SciPy gives NaN there), so these expected values are JAX's own on CPU
    import jax
    x = np.array([2, 3, 4, 6, 2, 3, 2, 8, 6, 2, 4, 3], np.float32)
    q = np.array([-65535.5, -65535.5, -65535.5, -70000.25, -1000000.5, -4097.5, -4097.5, -3.5, -12.25, -300.75,
                  -20.5, -7.25], np.float32)
    want = np.asarray(jax.scipy.special.zeta(x, q)).astype(np.float64)
    fam.add("binary/ZETA/f32_far_negative_q", binary_op("ZETA"), [T("F32", x.astype(np.float64)),
            T("F32", q.astype(np.float64))], [T("F32", want)],
            tol(ulps=4, why="jax.scipy.special.zeta evaluates in f32, here in double rounded once (2 ulps apart)"))
    rng = rng_for("binary/POLYGAMMA/F32")
    n = np.concatenate([rng.integers(0, 5, 14).astype(np.float64), [1.0, 2.0, 1.5, -1.0]])
    x = np.concatenate([round_arr("F32", rng.uniform(0.1, 15.0, 14)), [1.0, 1.0, 1.0, 1.0]])
    want = scipy.special.polygamma(np.where(n >= 0, np.floor(n), 0).astype(int), x)
    want[-2:] = [math.nan, math.nan]  # n not a non-negative integer
    fam.add("binary/POLYGAMMA/f32", binary_op("POLYGAMMA"), [T("F32", n), T("F32", x)], [T("F32", want.astype(np.float32).astype(np.float64))],
            tol(ulps=2, why="polygamma in double, rounded once (SciPy's polygamma in float64)"))
    rng = rng_for("binary/POWER/S32")
    a = [int(v) for v in rng.integers(-9, 10, 16)] + [0, 0, 1, -1, -1, 2, 3]
    b = [int(v) for v in rng.integers(0, 7, 16)] + [0, 3, 30, 7, 8, 30, 19]
    fam.add("binary/POWER/s32", binary_op("POWER"), [T("S32", a), T("S32", b)],
            [T("S32", [wrap_int("S32", x ** y) for x, y in zip(a, b)])],
            exact("integer power by repeated multiplication, wraps (3^19 and 2^30 fit in s32)"))
    return fam


def f16_special(v):
    """Maps a special operand chosen for f32 into f16's range, keeping its intent (overflow,
    underflow to subnormal)."""
    if math.isfinite(v) and abs(v) > 1e4:
        return math.copysign(4e4, v)
    if math.isfinite(v) and 0 < abs(v) < 1e-5:
        return math.copysign(1e-3, v)
    return v


def trunc_div(x, y):
    q = abs(x) // abs(y)
    return q if (x >= 0) == (y >= 0) else -q


def check_torch_exact(kind, dtype, a, b, expected):
    fn = {"ADD": torch.add, "SUBTRACT": torch.sub, "MULTIPLY": torch.mul, "DIVIDE": torch.div,
          "REMAINDER": torch.fmod, "MAXIMUM": torch.maximum, "MINIMUM": torch.minimum}[kind]
    got = fn(torch.tensor(a, dtype=TORCH_DTYPE[dtype]), torch.tensor(b, dtype=TORCH_DTYPE[dtype]))
    got = got.double().numpy()
    for e, g in zip(expected, got):
        assert (math.isnan(e) and math.isnan(g)) or (e == g and math.copysign(1, e) ==
                                                     math.copysign(1, g)), (kind, dtype, e, g)


# ---------------------------------------------------------------------------------------------
# compare, select, clamp

def gen_compare_select_clamp():
    fam = Family("compare_select_clamp", notes=[
        "Comparisons are IEEE: every comparison with NaN is false except NE; -0 == +0.",
        "Clamp is min(max(x, lo), hi) with NaN propagating (StableHLO); lo <= hi in every case.",
    ])
    fns = {"EQ": lambda x, y: x == y, "NE": lambda x, y: x != y, "LT": lambda x, y: x < y,
           "LE": lambda x, y: x <= y, "GT": lambda x, y: x > y, "GE": lambda x, y: x >= y}
    for dtype in ALL_DTYPES:
        rng = rng_for(f"compare/{dtype}")
        if dtype in FLOATS:
            base = round_arr(dtype, rng.uniform(-4, 4, 10).round(0))
            a = list(base) + list(round_arr(dtype, rng.uniform(-4, 4, 6)))
            b = list(round_arr(dtype, rng.uniform(-4, 4, 10).round(0))) + list(
                round_arr(dtype, rng.uniform(-4, 4, 6)))
            sp = [(math.nan, 1.0), (1.0, math.nan), (math.nan, math.nan), (-0.0, 0.0),
                  (math.inf, math.inf), (-math.inf, 1.0), (2.5, 2.5)]
            a += [x for x, _ in sp]
            b += [y for _, y in sp]
        elif dtype == "PRED":
            a, b = [0, 0, 1, 1], [0, 1, 0, 1]
        else:
            a = list(int_inputs(dtype, rng, 10, lo=-5 if dtype != "U8" else 0, hi=5))
            b = list(int_inputs(dtype, rng, 10, lo=-5 if dtype != "U8" else 0, hi=5))
            lo, hi = INT_RANGE[dtype]
            a += [lo, hi, hi, 200 if dtype == "U8" else lo]
            b += [hi, lo, hi, 100 if dtype == "U8" else 0]
        for direction, fn in fns.items():
            with np.errstate(all="ignore"):
                out = [1 if fn(x, y) else 0 for x, y in zip(a, b)]
            fam.add(f"compare/{direction}/{dtype.lower()}", {"compare": {"direction": direction}},
                    [T(dtype, a), T(dtype, b)], [T("PRED", out)], exact())

    # select
    rng = rng_for("select")
    for dtype in ["F32", "BF16", "S32", "S64", "PRED", "U8"]:
        dims = [2, 3]
        on_true = rand_tensor(dtype, rng, dims)
        on_false = rand_tensor(dtype, rng, dims)
        pred = T("PRED", rng.integers(0, 2, 6), dims)
        out = np.where(pred.arr.astype(bool), on_true.arr, on_false.arr)
        fam.add(f"select/full_pred/{dtype.lower()}", {"select": {}}, [pred, on_true, on_false],
                [T(dtype, out)], exact())
    for flag in [0, 1]:
        on_true = rand_tensor("F32", rng, [4])
        on_false = rand_tensor("F32", rng, [4])
        fam.add(f"select/scalar_pred_{'true' if flag else 'false'}/f32", {"select": {}},
                [scalar("PRED", flag), on_true, on_false],
                [T("F32", on_true.arr if flag else on_false.arr)], exact())

    # clamp
    x = round_arr("F32", list(rng.uniform(-3, 3, 8)) + [math.nan, math.inf, -math.inf, 1.0, -1.0])
    lo, hi = -1.0, 1.0
    fam.add("clamp/scalar_bounds/f32", {"clamp": {}},
            [scalar("F32", lo), T("F32", x), scalar("F32", hi)],
            [T("F32", [v if math.isnan(v) else min(max(v, lo), hi) for v in x])], exact())
    xb = round_arr("BF16", rng.uniform(-3, 3, 8))
    fam.add("clamp/scalar_bounds/bf16", {"clamp": {}},
            [scalar("BF16", -0.5), T("BF16", xb), scalar("BF16", 2.0)],
            [T("BF16", np.clip(xb, -0.5, 2.0))], exact())
    xs = [int(v) for v in rng.integers(-100, 100, 8)]
    los = [int(v) for v in rng.integers(-50, 0, 8)]
    his = [int(v) for v in rng.integers(0, 50, 8)]
    fam.add("clamp/full_bounds/s32", {"clamp": {}}, [T("S32", los), T("S32", xs), T("S32", his)],
            [T("S32", [min(max(v, l), h) for v, l, h in zip(xs, los, his)])], exact())
    xu = [0, 5, 100, 200, 255, 128, 127, 30]
    fam.add("clamp/scalar_bounds/u8", {"clamp": {}},
            [scalar("U8", 10), T("U8", xu), scalar("U8", 150)],
            [T("U8", [min(max(v, 10), 150) for v in xu])], exact("unsigned comparison"))
    xf = round_arr("F16", rng.uniform(-10, 10, 6))
    lo16 = round_arr("F16", rng.uniform(-5, -1, 6))
    hi16 = round_arr("F16", rng.uniform(1, 5, 6))
    fam.add("clamp/full_bounds/f16", {"clamp": {}}, [T("F16", lo16), T("F16", xf), T("F16", hi16)],
            [T("F16", np.minimum(np.maximum(xf, lo16), hi16))], exact())
    return fam


def rand_tensor(dtype, rng, dims, lo=-4.0, hi=4.0):
    n = int(np.prod(dims)) if dims else 1
    if dtype in FLOATS:
        return T(dtype, round_arr(dtype, rng.uniform(lo, hi, n)), dims)
    if dtype == "PRED":
        return T(dtype, rng.integers(0, 2, n), dims)
    dlo, dhi = INT_RANGE[dtype]
    ilo = max(dlo, int(lo * 25))
    ihi = min(dhi, int(hi * 25))
    return T(dtype, rng.integers(ilo, ihi, n, endpoint=True), dims)


# ---------------------------------------------------------------------------------------------
# convert

CONVERT_PROBES = {
    "F32": [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 0.7, -0.7, 1.5, 2.5, -2.5, 3.9999, 127.4, 127.6,
            128.0, -128.5, -129.0, 255.5, 256.0, 300.0, -300.0, 65504.0, 65519.996, 65520.0,
            70000.0, 2147483520.0, 2147483648.0, -2147483648.0, -2147483904.0, 1e10, -1e10,
            9.223372036854776e18, -9.223372036854776e18, 1e20, -1e20, 1.00390625, 1.01171875,
            3.4e38, 1e-40, 6e-8, 1e-8, 1.0009765625, 1234.5678, math.inf, -math.inf, math.nan],
    "S64": [0, 1, -1, 127, 128, -128, -129, 255, 256, 65504, 65519, 65520, 2**24 + 1, 2**24 + 3,
            2**31 - 1, 2**31, -2**31 - 1, 2**53 + 1, 2**62 + 2**39, 2**62 + 2**54 + 1, 2**63 - 1,
            -2**63, 123456789,
            -987654321012],
    "U8": [0, 1, 127, 128, 200, 255],
    "S8": [-128, -127, -1, 0, 1, 100, 127],
    "PRED": [0, 1],
}


def convert_value(src, dst, v):
    """The ConvertOp contract of ops.proto for one (exact) source value."""
    if src in FLOATS:
        if dst in FLOATS:
            return round_to(dst, v)
        if dst == "PRED":
            return 1 if v != 0 else 0
        if math.isnan(v):
            return 0
        lo, hi = INT_RANGE[dst]
        if math.isinf(v):
            return hi if v > 0 else lo
        return min(max(int(math.trunc(v)), lo), hi)
    # integer or pred source
    if dst in FLOATS:
        return round_int_to(dst, v)
    return wrap_int(dst, v)


def convert_via_f32(src, dst, v):
    """What a kernel that converts integers through float32 first would produce."""
    return round_to(dst, round_int_to("F32", v))


def gen_convert():
    fam = Family("convert", notes=[
        "The contract (ops.proto ConvertOp): floats round to nearest even; float to int truncates "
        "toward zero and saturates (infinities too); NaN to int gives 0; int to int wraps. "
        "Expected values are computed from that contract directly, not by NumPy/PyTorch casts "
        "(both have undefined results for out-of-range float->int).",
        "Float to pred is x != 0 (StableHLO, XLA and PyTorch agree); NaN is left out of the "
        "float->pred cases because 'NaN to int gives 0' and x != 0 disagree for it.",
        "Int to float is rounded once from the exact integer. A kernel that converts s32/s64 to "
        "float32 first and then to bf16 double-rounds; the values where that differs from the "
        "contract are isolated in the '/double_rounding' cases (XLA CPU and PyTorch both "
        "double-round there: they give 2^30 for 2^30+2^22+1, the contract gives 2^30+2^23).",
    ])
    probes = {}
    for src in ALL_DTYPES:
        if src in FLOATS:
            probes[src] = [round_to(src, v) for v in CONVERT_PROBES["F32"]]
            probes[src] = dedupe_floats(probes[src])
        elif src in ("S64", "S32"):
            lo, hi = INT_RANGE[src]
            probes[src] = [v for v in CONVERT_PROBES["S64"] if lo <= v <= hi]
            if src == "S32":
                probes[src] += [2**30 + 2**22 + 1, -(2**30 + 2**22 + 1), 16777217, 2**31 - 2**7]
        else:
            probes[src] = CONVERT_PROBES[src]
    for src in ALL_DTYPES:
        for dst in ALL_DTYPES:
            xs = probes[src]
            if src in FLOATS and dst == "PRED":
                xs = [v for v in xs if not math.isnan(v)]
            plain, trap = [], []
            for v in xs:
                if src not in FLOATS and dst in FLOATS and \
                        convert_via_f32(src, dst, v) != convert_value(src, dst, v):
                    trap.append(v)
                else:
                    plain.append(v)
            name = f"convert/{src.lower()}_to_{dst.lower()}"
            op = {"convert": {"dtype": dst}}
            fam.add(name, op, [T(src, plain)], [T(dst, [convert_value(src, dst, v) for v in plain])],
                    exact("the ConvertOp contract gives one value (see notes)"))
            if trap:
                fam.add(name + "/double_rounding", op, [T(src, trap)],
                        [T(dst, [convert_value(src, dst, v) for v in trap])],
                        exact("int -> bf16 rounded once from the exact integer"),
                        note="via float32 these give " + str([convert_via_f32(src, dst, v)
                                                              for v in trap]))
    check_convert_against_libraries(probes)
    add_bitcast_cases(fam)
    return fam


def add_bitcast_cases(fam):
    """bitcast_convert among u32, s32 and f32: NumPy's view of the same 32-bit patterns."""
    patterns = np.array([0x3f800000, 0x3fffffff, 0xbf800000, 0x00000001, 0x80000000, 0x7f7fffff,
                         0x7f800000, 0xff800000, 0x7fc00000, 0x12345678], dtype=np.uint32)
    np_types = {"U32": np.uint32, "S32": np.int32, "F32": np.float32}
    for src, dst in [("U32", "F32"), ("F32", "U32"), ("S32", "U32"), ("U32", "S32"), ("F32", "S32"),
                     ("S32", "F32")]:
        x = patterns.view(np_types[src])
        y = x.view(np_types[dst])
        xs = [float(v) for v in x] if src == "F32" else [int(v) for v in x]
        ys = [float(v) for v in y] if dst == "F32" else [int(v) for v in y]
        fam.add(f"bitcast_convert/{src.lower()}_to_{dst.lower()}", {"bitcastConvert": {"dtype": dst}},
                [T(src, xs)], [T(dst, ys)],
                exact("the same 32 bits read as the other type (NumPy view); NaN patterns match as NaN"))


def dedupe_floats(vals):
    seen, out = set(), []
    for v in vals:
        key = "nan" if math.isnan(v) else (v, math.copysign(1, v))
        if key not in seen:
            seen.add(key)
            out.append(v)
    return out


def check_convert_against_libraries(probes):
    """Float<->float conversions must agree with PyTorch/NumPy casts (which are RNE)."""
    for src in FLOATS:
        x32 = torch.tensor(probes[src], dtype=torch.float64).to(TORCH_DTYPE[src])
        for dst in FLOATS:
            got = x32.to(TORCH_DTYPE[dst]).double().tolist()
            want = [convert_value(src, dst, v) for v in probes[src]]
            for g, w in zip(got, want):
                assert (math.isnan(g) and math.isnan(w)) or g == w, (src, dst, g, w)
    # round_to itself against torch bf16 and numpy f16 on random float32 values
    rng = np.random.default_rng(7)
    x = (rng.standard_normal(20000) * np.exp(rng.uniform(-30, 30, 20000))).astype(np.float32)
    bf = torch.tensor(x).to(torch.bfloat16).double().numpy()
    hf = x.astype(np.float16).astype(np.float64)
    for v, b, h in zip(x.astype(np.float64), bf, hf):
        assert round_to("BF16", v) == b, (v, b)
        assert round_to("F16", v) == h, (v, h)


# ---------------------------------------------------------------------------------------------
# constant, iota

def literal_bytes(t):
    flat = t.arr.ravel()
    if t.dtype == "F32":
        return b"".join(struct.pack("<f", v) for v in flat)
    if t.dtype == "BF16":
        return b"".join(struct.pack("<H", struct.unpack("<I", struct.pack("<f", v))[0] >> 16)
                        for v in flat)
    if t.dtype == "F16":
        return np.array(flat, dtype=np.float16).astype("<f2").tobytes()
    fmt = {"S8": "<b", "S32": "<i", "S64": "<q", "U8": "<B", "PRED": "<B"}[t.dtype]
    return b"".join(struct.pack(fmt, int(v)) for v in flat)


def gen_constant_iota():
    fam = Family("constant_iota", notes=[
        "constant: the literal's bytes are little-endian in the dtype's width (TensorLiteral).",
        "iota: element = its index along `dimension`, converted to the dtype (rounded to nearest "
        "even for bf16: 257 -> 256, 259 -> 260).",
    ])
    rng = rng_for("constant")
    for dtype in ALL_DTYPES:
        dims = [2, 3]
        if dtype in FLOATS:
            vals = list(round_arr(dtype, rng.uniform(-100, 100, 3))) + [-0.0, math.inf, math.nan]
            t = T(dtype, vals, dims)
        else:
            t = rand_tensor(dtype, rng, dims, -1e9, 1e9)
            if dtype != "PRED":
                flat = list(t.arr.ravel())
                flat[0], flat[1] = INT_RANGE[dtype]
                t = T(dtype, flat, dims)
        lit = {"type": {"dtype": dtype, "dims": dims},
               "data": base64.b64encode(literal_bytes(t)).decode()}
        fam.add(f"constant/{dtype.lower()}", {"constant": {"value": lit}}, [], [t], exact())
    t = T("F32", [2.5], [])
    fam.add("constant/f32_scalar", {"constant": {"value": {
        "type": {"dtype": "F32"}, "data": base64.b64encode(literal_bytes(t)).decode()}}}, [], [t],
        exact())

    for dtype, dims, dim in [("S32", [2, 3], 0), ("S32", [2, 3], 1), ("S64", [3, 2, 4], 2),
                             ("F32", [4, 5], 1), ("BF16", [300], 0), ("F16", [3, 4], 0),
                             ("U8", [3, 4], 1), ("S8", [2, 5], 1)]:
        idx = np.indices(dims)[dim].ravel()
        vals = [round_int_to(dtype, int(i)) if dtype in FLOATS else int(i) for i in idx]
        fam.add(f"iota/{dtype.lower()}/{'x'.join(map(str, dims))}/dim{dim}",
                {"iota": {"type": {"dtype": dtype, "dims": dims}, "dimension": dim}}, [],
                [T(dtype, vals, dims)], exact())
    return fam


# ---------------------------------------------------------------------------------------------
# dot_general

def dot_general_ref(a, b, lb, rb, lc, rc):
    """float64 / exact-int dot_general: result dims = batch, lhs free, rhs free."""
    lf = [d for d in range(a.ndim) if d not in lb and d not in lc]
    rf = [d for d in range(b.ndim) if d not in rb and d not in rc]
    at = np.transpose(a, lb + lf + lc)
    bt = np.transpose(b, rb + rc + rf)
    bshape = [a.shape[d] for d in lb]
    m = int(np.prod([a.shape[d] for d in lf])) if lf else 1
    k = int(np.prod([a.shape[d] for d in lc])) if lc else 1
    n = int(np.prod([b.shape[d] for d in rf])) if rf else 1
    bsz = int(np.prod(bshape)) if bshape else 1
    a3 = at.reshape(bsz, m, k)
    b3 = bt.reshape(bsz, k, n)
    out = np.matmul(a3, b3)
    absout = np.matmul(np.abs(a3), np.abs(b3)) if a3.dtype != object else None
    shape = bshape + [a.shape[d] for d in lf] + [b.shape[d] for d in rf]
    return out.reshape(shape), (absout.reshape(shape) if absout is not None else None), k


def gen_dot_general():
    fam = Family("dot_general", notes=[
        "DEFAULT precision: floating inputs are rounded to bf16 first (the MXU input), products "
        "are then exact in float32 (8+8 significant bits) and accumulate in float32 in an "
        "unspecified order. The expectation is the float64 dot of the bf16-rounded inputs, "
        "rounded once to the result dtype.",
        "Tolerance: atol = (K + 1) * 2^-24 * max over outputs of sum_k |a_ik * b_kj| (the float32 "
        "recursive-summation bound for K terms, one more u for HIGHEST whose float32 products "
        "round), rtol = one ulp of the result dtype relative to the value (2^-23 f32, 2^-7 bf16, "
        "2^-10 f16): half an ulp for the kernel's final rounding, half for the rounding of the "
        "stored expectation.",
        "HIGHEST: inputs keep their precision; same bound. A kernel that does not round f32 "
        "inputs to bf16 under DEFAULT is off by ~2^-9 relative, far outside these bounds.",
        "f16 inputs under DEFAULT are rounded to bf16 too (the contract says floating inputs).",
        "Integer dot_general is exact (values chosen so nothing wraps).",
    ])
    cases = [
        # name, dtype, lhs dims, rhs dims, lb, rb, lc, rc, precision, result dtype
        ("matmul/f32/default", "F32", [8, 16], [16, 12], [], [], [1], [0], "DEFAULT", None),
        ("matmul/f32/highest", "F32", [8, 16], [16, 12], [], [], [1], [0], "HIGHEST", None),
        ("matmul/f32/default_k512", "F32", [3, 512], [512, 4], [], [], [1], [0], "DEFAULT", None),
        ("batched/f32/default", "F32", [3, 4, 8], [3, 8, 5], [0], [0], [2], [1], "DEFAULT", None),
        ("batched_middle_dim/f32/highest", "F32", [4, 3, 8], [3, 8, 5], [1], [0], [2], [1],
         "HIGHEST", None),
        ("transposed_contracting/f32/default", "F32", [16, 6], [7, 16], [], [], [0], [1],
         "DEFAULT", None),
        ("multiple_contracting/f32/default", "F32", [5, 4, 3], [4, 3, 6], [], [], [1, 2], [0, 1],
         "DEFAULT", None),
        ("multiple_contracting_swapped/f32/highest", "F32", [5, 4, 3], [3, 6, 4], [], [], [1, 2],
         [2, 0], "HIGHEST", None),
        ("vector_dot/f32/highest", "F32", [16], [16], [], [], [0], [0], "HIGHEST", None),
        ("vector_matrix/f32/default", "F32", [16], [16, 5], [], [], [0], [0], "DEFAULT", None),
        ("matmul/bf16/default", "BF16", [8, 16], [16, 8], [], [], [1], [0], "DEFAULT", None),
        ("matmul/bf16/result_f32", "BF16", [8, 16], [16, 8], [], [], [1], [0], "DEFAULT", "F32"),
        ("batched/bf16/default", "BF16", [2, 4, 32], [2, 32, 3], [0], [0], [2], [1], "DEFAULT",
         None),
        ("matmul/f16/default", "F16", [6, 16], [16, 4], [], [], [1], [0], "DEFAULT", None),
        ("matmul/f16/highest", "F16", [6, 16], [16, 4], [], [], [1], [0], "HIGHEST", None),
        ("matmul/s32", "S32", [6, 10], [10, 4], [], [], [1], [0], "DEFAULT", None),
        ("batched/s32", "S32", [2, 3, 5], [2, 5, 2], [0], [0], [2], [1], "DEFAULT", None),
        ("matmul/s8/result_s32", "S8", [4, 16], [16, 3], [], [], [1], [0], "DEFAULT", "S32"),
    ]
    for name, dtype, ld, rd, lb, rb, lc, rc, precision, result in cases:
        rng = rng_for("dot/" + name)
        out_dtype = result or dtype
        op = {"dotGeneral": {"lhsBatchingDims": lb, "rhsBatchingDims": rb,
                             "lhsContractingDims": lc, "rhsContractingDims": rc,
                             "precision": precision}}
        if result:
            op["dotGeneral"]["resultDtype"] = result
        if dtype in FLOATS:
            a = T(dtype, round_arr(dtype, rng.standard_normal(int(np.prod(ld)))), ld)
            b = T(dtype, round_arr(dtype, rng.standard_normal(int(np.prod(rd)))), rd)
            ai, bi = a.arr, b.arr
            if precision == "DEFAULT":
                ai, bi = round_arr("BF16", ai), round_arr("BF16", bi)
            out, absout, k = dot_general_ref(ai, bi, lb, rb, lc, rc)
            expected = T(out_dtype, round_arr(out_dtype, out))
            atol = (k + 1) * U32 * float(np.max(absout))
            rtol = {"F32": 2.0**-23, "BF16": 2.0**-7, "F16": 2.0**-10}[out_dtype]
            tolerance = tol(atol=atol, rtol=rtol, why=(
                f"K={k}: atol = (K+1) * 2^-24 * max_ij sum_k |a_ik b_kj| = {atol:.3g} (float32 "
                f"accumulation in any order); rtol = one {out_dtype.lower()} ulp relative (final "
                "rounding of the kernel + rounding of the stored expectation)"
                + (", inputs rounded to bf16 (DEFAULT)" if precision == "DEFAULT" else
                   ", inputs at full precision (HIGHEST)")))
            check_dot_against_torch(name, a, b, lb, rb, lc, rc, precision, expected, tolerance)
        else:
            lo, hi = (-127, 127) if dtype == "S8" else (-50, 50)
            a = T(dtype, rng.integers(lo, hi, int(np.prod(ld)), endpoint=True), ld)
            b = T(dtype, rng.integers(lo, hi, int(np.prod(rd)), endpoint=True), rd)
            out, _, _ = dot_general_ref(a.arr.astype(object), b.arr.astype(object), lb, rb, lc, rc)
            expected = T(out_dtype, out)
            tolerance = exact("integer dot product, no overflow")
        fam.add("dot_general/" + name, op, [a, b], [expected], tolerance)
    return fam


def check_dot_against_torch(name, a, b, lb, rb, lc, rc, precision, expected, tolerance):
    """PyTorch's float32 matmul of the same (bf16-rounded) inputs must be within the bound."""
    ai = torch.tensor(a.arr, dtype=torch.float32)
    bi = torch.tensor(b.arr, dtype=torch.float32)
    if precision == "DEFAULT":
        ai, bi = ai.to(torch.bfloat16).float(), bi.to(torch.bfloat16).float()
    lf = [d for d in range(ai.ndim) if d not in lb and d not in lc]
    rf = [d for d in range(bi.ndim) if d not in rb and d not in rc]
    letters = "abcdefghij"
    la = [""] * ai.ndim
    ra = [""] * bi.ndim
    out_letters = ""
    pos = 0
    for x, y in zip(lb, rb):
        la[x] = ra[y] = letters[pos]
        out_letters += letters[pos]
        pos += 1
    for x, y in zip(lc, rc):
        la[x] = ra[y] = letters[pos]
        pos += 1
    for x in lf:
        la[x] = letters[pos]
        out_letters += letters[pos]
        pos += 1
    for y in rf:
        ra[y] = letters[pos]
        out_letters += letters[pos]
        pos += 1
    got = torch.einsum("".join(la) + "," + "".join(ra) + "->" + out_letters, ai, bi).double()
    exp = torch.tensor(expected.arr)
    err = (got - exp).abs()
    bound = tolerance["atol"] + tolerance["rtol"] * exp.abs()
    assert bool((err <= bound).all()), (name, float(err.max()), tolerance)


# ---------------------------------------------------------------------------------------------
# reduce, arg_reduce

def gen_reduce():
    fam = Family("reduce", notes=[
        "SUM over floats: the kernel may accumulate in float32 in any order (bf16/f16 inputs "
        "accumulate in float32 and round once). Expected = float64 sum rounded once. atol = "
        "N * 2^-24 * max over outputs of sum |x| (N = reduced element count); rtol = one ulp of "
        "the result dtype relative (final rounding + rounding of the expectation).",
        "PROD over floats: rtol = N * 2^-24 (N float32 roundings) + one result ulp relative.",
        "MAX/MIN/AND/OR and integer SUM/PROD are exact; integer SUM/PROD wrap (the result mod "
        "2^bits does not depend on the order). MAX/MIN propagate NaN.",
        "Reducing a zero-sized dimension gives the identity: SUM 0, PROD 1, MAX -inf, MIN +inf "
        "(integers: the dtype's min/max), AND true, OR false.",
        "arg_reduce: ties resolve to the smallest index, -0 and +0 tie; NaN is the maximum for "
        "ARGMAX (PyTorch). NaN is left out of ARGMIN cases (ops.proto calls NaN the maximum, "
        "PyTorch's argmin also returns a NaN's index).",
    ])
    ulp_rel = {"F32": 2.0**-23, "BF16": 2.0**-7, "F16": 2.0**-10}
    specs = [
        # kind, dtype, dims, reduce dims
        ("SUM", "F32", [6, 50], [1]), ("SUM", "F32", [4, 5, 6], [0, 2]), ("SUM", "F32", [8, 16],
                                                                          [0, 1]),
        ("SUM", "F32", [300], [0]), ("SUM", "BF16", [4, 64], [1]), ("SUM", "BF16", [3, 4, 5], [0, 1, 2]),
        ("SUM", "F16", [16, 3], [0]), ("SUM", "S32", [4, 6], [1]), ("SUM", "S64", [3, 4], [0]),
        ("SUM", "U8", [3, 8], [1]), ("SUM", "S8", [2, 3, 4], [0, 2]),
        ("MAX", "F32", [4, 5, 6], [1, 2]), ("MAX", "BF16", [5, 7], [0]), ("MAX", "F16", [5, 7], [1]),
        ("MAX", "S32", [4, 6], [0, 1]), ("MAX", "U8", [4, 6], [1]), ("MAX", "S8", [4, 6], [0]),
        ("MIN", "F32", [4, 5, 6], [0]), ("MIN", "BF16", [5, 7], [1]), ("MIN", "S64", [4, 6], [1]),
        ("MIN", "U8", [4, 6], [0]),
        ("PROD", "F32", [4, 12], [1]), ("PROD", "BF16", [3, 6], [1]), ("PROD", "S32", [3, 10], [1]),
        ("PROD", "S64", [2, 3, 4], [0, 1, 2]),
        ("AND", "PRED", [4, 6], [1]), ("AND", "PRED", [3, 4, 2], [0, 1, 2]),
        ("OR", "PRED", [4, 6], [0]), ("OR", "PRED", [3, 4, 2], [0, 2]),
    ]
    for kind, dtype, dims, rdims in specs:
        rng = rng_for(f"reduce/{kind}/{dtype}/{dims}/{rdims}")
        n = int(np.prod(dims))
        if dtype in FLOATS:
            if kind == "PROD":
                vals = rng.uniform(0.5, 2.0, n) * rng.choice([-1, 1], n)
            else:
                vals = rng.standard_normal(n) * 10
            x = T(dtype, round_arr(dtype, vals), dims)
        elif dtype == "PRED":
            x = T(dtype, (rng.uniform(0, 1, n) < (0.8 if kind == "AND" else 0.15)).astype(int),
                  dims)
        else:
            if kind == "PROD":
                x = T(dtype, rng.integers(-9, 10, n), dims)
            else:
                x = rand_tensor(dtype, rng, dims, -1e9, 1e9)
        add_reduce_case(fam, kind, x, rdims, ulp_rel)

    # NaN propagation and infinities
    x = T("F32", [1.0, math.nan, 3.0, -math.inf, 2.0, 5.0, math.inf, 0.5], [2, 4])
    add_reduce_case(fam, "MAX", x, [1], ulp_rel, suffix="/nan")
    add_reduce_case(fam, "MIN", x, [1], ulp_rel, suffix="/nan")
    # zero-sized reduced dimension: identities
    for kind, dtype in [("SUM", "F32"), ("MAX", "F32"), ("MIN", "F32"), ("PROD", "F32"),
                        ("MAX", "S32"), ("MIN", "U8"), ("AND", "PRED"), ("OR", "PRED")]:
        add_reduce_case(fam, kind, T(dtype, np.zeros((0, 3))), [0], ulp_rel, suffix="/empty")

    for kind in ["ARGMAX", "ARGMIN"]:
        for dtype, dims, dim, index_dtype in [("F32", [5, 7], 1, "S32"), ("F32", [4, 3, 5], 0, "S64"),
                                              ("BF16", [6, 4], 1, "S32"), ("F16", [6, 4], 0, "S32"),
                                              ("S32", [5, 6], 1, "S64"), ("U8", [4, 6], 1, "S32"),
                                              ("S8", [4, 6], 0, "S32")]:
            rng = rng_for(f"arg/{kind}/{dtype}/{dims}")
            n = int(np.prod(dims))
            if dtype in FLOATS:
                x = round_arr(dtype, rng.integers(-3, 4, n).astype(float) * 0.5)  # many ties
            elif dtype == "U8":
                x = rng.integers(0, 255, n, endpoint=True)
            else:
                x = rng.integers(-5, 6, n)
            add_arg_case(fam, kind, T(dtype, x, dims), dim, index_dtype)
        add_arg_case(fam, kind, T("F32", [-0.0, 0.0, -1.0, 0.0, -0.0, 1.0], [2, 3]), 1, "S32",
                     suffix="/signed_zero_ties")
    add_arg_case(fam, "ARGMAX", T("F32", [1.0, math.nan, 5.0, math.nan, math.inf, 2.0, 3.0, 3.0],
                                  [2, 4]), 1, "S32", suffix="/nan")
    return fam


REDUCE_IDENTITY = {"SUM": 0, "PROD": 1, "AND": 1, "OR": 0}


def add_reduce_case(fam, kind, x, rdims, ulp_rel, suffix=""):
    dtype = x.dtype
    keep = [d for d in range(x.arr.ndim) if d not in rdims]
    out_dims = [x.arr.shape[d] for d in keep]
    moved = np.transpose(x.arr, keep + rdims).reshape(int(np.prod(out_dims)) if out_dims else 1, -1)
    n = moved.shape[1]
    out = []
    tolerance = exact("exact reduction")
    if dtype in FLOATS:
        if kind == "SUM":
            sums = [math.fsum(r) for r in moved]
            out = [round_to(dtype, s) for s in sums]
            maxabs = max([math.fsum(abs(v) for v in r) for r in moved], default=0.0)
            tolerance = tol(atol=n * U32 * maxabs, rtol=ulp_rel[dtype], why=(
                f"N={n}: atol = N * 2^-24 * max sum|x| = {n * U32 * maxabs:.3g} (float32 "
                f"accumulation in any order); rtol = one {dtype.lower()} ulp relative"))
        elif kind == "PROD":
            out = [round_to(dtype, float(np.prod([Fraction(v) for v in r]) if len(r) else 1))
                   for r in moved]
            tolerance = tol(rtol=n * U32 + ulp_rel[dtype], why=(
                f"N={n}: rtol = N * 2^-24 (float32 roundings) + one {dtype.lower()} ulp relative"))
        elif kind == "MAX":
            out = [(math.nan if any(math.isnan(v) for v in r) else max(r, default=-math.inf))
                   for r in moved]
        elif kind == "MIN":
            out = [(math.nan if any(math.isnan(v) for v in r) else min(r, default=math.inf))
                   for r in moved]
    else:
        lo, hi = INT_RANGE[dtype]
        if kind == "SUM":
            out = [wrap_int(dtype, sum(int(v) for v in r)) for r in moved]
        elif kind == "PROD":
            out = [wrap_int(dtype, math.prod(int(v) for v in r)) for r in moved]
        elif kind == "MAX":
            out = [max((int(v) for v in r), default=lo) for r in moved]
        elif kind == "MIN":
            out = [min((int(v) for v in r), default=hi) for r in moved]
        elif kind == "AND":
            out = [int(all(r)) for r in moved]
        elif kind == "OR":
            out = [int(any(r)) for r in moved]
        if kind in ("SUM", "PROD"):
            tolerance = exact("integer reduction, wraps (order-independent modulo 2^bits)")
    name = f"reduce/{kind}/{dtype.lower()}/{'x'.join(map(str, x.dims))}/dims{''.join(map(str, rdims))}"
    fam.add(name + suffix, {"reduce": {"kind": kind, "dimensions": rdims}}, [x],
            [T(dtype, out, out_dims)], tolerance)


def add_arg_case(fam, kind, x, dim, index_dtype, suffix=""):
    arr = x.arr
    keep = [d for d in range(arr.ndim) if d != dim]
    moved = np.moveaxis(arr, dim, -1)
    out_dims = list(moved.shape[:-1])
    rows = moved.reshape(-1, moved.shape[-1])
    out = []
    for r in rows:
        vals = [float(v) for v in r]
        best = 0
        for i, v in enumerate(vals):
            b = vals[best]
            if kind == "ARGMAX":
                better = (math.isnan(v) and not math.isnan(b)) or (not math.isnan(b) and v > b)
            else:
                better = v < b
            if better:
                best = i
        out.append(best)
    # cross-check with PyTorch (first index among ties, NaN is the max)
    if x.dtype in FLOATS or x.dtype in ("S32", "S8"):
        tx = torch.tensor(np.asarray(arr, dtype=np.float64))
        ref = (torch.argmax if kind == "ARGMAX" else torch.argmin)(tx, dim=dim).reshape(-1).tolist()
        assert ref == out, (kind, x.dtype, ref, out)
    fam.add(f"arg_reduce/{kind}/{x.dtype.lower()}/{'x'.join(map(str, x.dims))}/dim{dim}" + suffix,
            {"argReduce": {"kind": kind, "dimension": dim, "indexDtype": index_dtype}}, [x],
            [T(index_dtype, out, out_dims)], exact("indices: ties go to the smallest index"))


# ---------------------------------------------------------------------------------------------
# data movement

def pad_ref(x, value, low, high, interior):
    out = x
    for d in range(x.ndim):
        n = out.shape[d]
        dilated = n + max(n - 1, 0) * interior[d] if n > 0 else 0
        size = low[d] + dilated + high[d]
        src = []
        for o in range(size):
            p = o - low[d]
            if 0 <= p < dilated and p % (interior[d] + 1) == 0:
                src.append(p // (interior[d] + 1))
            else:
                src.append(-1)
        moved = np.moveaxis(out, d, 0)
        pieces = [moved[s] if s >= 0 else np.full(moved.shape[1:], value, dtype=moved.dtype)
                  for s in src]
        new = np.stack(pieces) if pieces else np.zeros((0,) + moved.shape[1:], dtype=moved.dtype)
        out = np.moveaxis(new, 0, d)
    return out


def gen_movement():
    fam = Family("movement", notes=["Data movement is exact in every dtype."])
    rng = rng_for("movement")
    for dtype, src, dst, bd in [("F32", [3], [2, 3], [1]), ("S32", [3, 1], [3, 4], [0, 1]),
                                ("PRED", [], [2, 2], []), ("BF16", [2, 1, 3], [2, 4, 3], [0, 1, 2]),
                                ("F32", [4], [4, 2, 3], [0]), ("U8", [2, 3], [2, 5, 3], [0, 2]),
                                ("S64", [1], [3], [0]), ("F16", [2, 3], [2, 3], [0, 1])]:
        x = rand_tensor(dtype, rng, src)
        expanded = x.arr.reshape([src[bd.index(d)] if d in bd else 1 for d in range(len(dst))])
        out = np.broadcast_to(expanded, dst)
        fam.add(f"broadcast_in_dim/{dtype.lower()}/{dims_str(src)}_to_{dims_str(dst)}",
                {"broadcastInDim": {"resultDims": dst, "broadcastDimensions": bd}}, [x],
                [T(dtype, out)], exact())
    for dtype, src, dst in [("F32", [2, 3, 4], [6, 4]), ("S64", [12], [3, 2, 2]),
                            ("PRED", [2, 3], [3, 2]), ("BF16", [1], []), ("S8", [], [1, 1]),
                            ("F16", [4, 6], [2, 2, 6])]:
        x = rand_tensor(dtype, rng, src)
        fam.add(f"reshape/{dtype.lower()}/{dims_str(src)}_to_{dims_str(dst)}",
                {"reshape": {"dims": dst}}, [x], [T(dtype, x.arr.reshape(dst))], exact())
    for dtype, src, perm in [("F32", [2, 3, 4], [2, 0, 1]), ("S8", [3, 5], [1, 0]),
                             ("BF16", [2, 3, 4, 5], [3, 1, 0, 2]), ("PRED", [2, 3], [1, 0]),
                             ("S64", [2, 2, 3], [0, 2, 1]), ("F16", [3, 4], [0, 1])]:
        x = rand_tensor(dtype, rng, src)
        fam.add(f"transpose/{dtype.lower()}/{dims_str(src)}/perm{''.join(map(str, perm))}",
                {"transpose": {"permutation": perm}}, [x], [T(dtype, np.transpose(x.arr, perm))],
                exact())
    for dtype, src, start, limit, strides in [
            ("F32", [6, 8], [1, 0], [6, 8], [2, 3]), ("S32", [10], [2], [9], [3]),
            ("BF16", [4, 5, 6], [0, 1, 2], [4, 5, 6], [1, 2, 2]), ("U8", [5], [3], [3], [1]),
            ("F16", [4, 4], [1, 1], [3, 4], [1, 1]), ("PRED", [7], [0], [7], [7])]:
        x = rand_tensor(dtype, rng, src)
        sl = tuple(slice(s, l, st) for s, l, st in zip(start, limit, strides))
        fam.add(f"slice/{dtype.lower()}/{dims_str(src)}/{start}-{limit}-{strides}".replace(" ", ""),
                {"slice": {"startIndices": start, "limitIndices": limit, "strides": strides}}, [x],
                [T(dtype, x.arr[sl])], exact())
    for dtype, shapes, dim in [("F32", [[2, 3], [2, 1], [2, 4]], 1), ("S32", [[1, 3], [2, 3]], 0),
                               ("PRED", [[2], [3]], 0), ("BF16", [[2, 2, 1], [2, 2, 3]], 2),
                               ("S64", [[3]], 0), ("F16", [[1, 2], [0, 2], [2, 2]], 0)]:
        xs = [rand_tensor(dtype, rng, s) for s in shapes]
        fam.add(f"concatenate/{dtype.lower()}/{'+'.join(dims_str(s) for s in shapes)}/dim{dim}",
                {"concatenate": {"dimension": dim}}, xs,
                [T(dtype, np.concatenate([x.arr for x in xs], axis=dim))], exact())
    for dtype, src, low, high, interior, value in [
            ("F32", [3, 4], [1, -1], [-1, 2], [1, 0], -1.5), ("S32", [4], [-2], [3], [2], 7),
            ("BF16", [2, 3], [0, 0], [0, 0], [1, 1], 0.0), ("PRED", [2, 2], [1, 0], [0, 1], [0, 0], 1),
            ("F32", [3], [-1], [-2], [2], 9.0), ("F16", [2, 3], [2, 0], [0, -3], [0, 0], 0.5),
            ("S8", [3, 2], [-3, 1], [1, 1], [0, 1], -5)]:
        x = rand_tensor(dtype, rng, src)
        pv = scalar(dtype, value)
        out = pad_ref(x.arr, pv.arr.item(), low, high, interior)
        fam.add(f"pad/{dtype.lower()}/{dims_str(src)}/lo{low}hi{high}in{interior}".replace(" ", ""),
                {"pad": {"edgePaddingLow": low, "edgePaddingHigh": high, "interiorPadding": interior}},
                [x, pv], [T(dtype, out)], exact(), note="negative padding crops" if min(low + high) < 0
                else None)
        jax_check("pad", jax_pad, (x.arr, pv.arr.item(), low, high, interior), out)
    return fam


def dims_str(d):
    return "x".join(map(str, d)) if d else "scalar"


# ---------------------------------------------------------------------------------------------
# indexing: dynamic_slice, dynamic_update_slice, gather, scatter

def gather_ref(operand, indices, offset_dims, collapsed, start_index_map, ivd, slice_sizes,
               op_batch=(), idx_batch=()):
    """StableHLO gather, clamping starts like XLA. Returns (result, any start out of range)."""
    indices = np.asarray(indices, dtype=object)
    idx = indices if ivd < indices.ndim else indices.reshape(indices.shape + (1,))
    batch_shape = [s for d, s in enumerate(idx.shape) if d != ivd]
    offset_operand_dims = [d for d in range(operand.ndim) if d not in collapsed and d not in op_batch]
    offset_sizes = [slice_sizes[d] for d in offset_operand_dims]
    out_rank = len(batch_shape) + len(offset_sizes)
    batch_dims = [d for d in range(out_rank) if d not in offset_dims]
    out_shape = [offset_sizes[offset_dims.index(d)] if d in offset_dims
                 else batch_shape[batch_dims.index(d)] for d in range(out_rank)]
    out = np.empty(out_shape, dtype=operand.dtype)
    oob = False
    for oi in np.ndindex(*out_shape):
        bi = [oi[d] for d in batch_dims]
        sel = list(bi)
        sel.insert(ivd, slice(None))
        start = idx[tuple(sel)]
        full = [0] * operand.ndim
        for k, d_op in enumerate(start_index_map):
            s = int(start[k])
            hi = operand.shape[d_op] - slice_sizes[d_op]
            if s < 0 or s > hi:
                oob = True
            full[d_op] += min(max(s, 0), hi)
        for i, d_op in enumerate(op_batch):
            d_start = idx_batch[i]
            full[d_op] += bi[d_start if d_start < ivd else d_start - 1]
        for k, d_op in enumerate(offset_operand_dims):
            full[d_op] += oi[offset_dims[k]]
        out[oi] = operand[tuple(full)]
    return out, oob


def scatter_ref(operand, indices, updates, uwd, iwd, sdtod, ivd, combiner, dtype,
                in_batch=(), idx_batch=()):
    """StableHLO scatter; a window that does not fit in the operand is skipped (XLA)."""
    result = operand.copy()
    indices = np.asarray(indices, dtype=object)
    idx = indices if ivd < indices.ndim else indices.reshape(indices.shape + (1,))
    usd = [d for d in range(updates.ndim) if d not in uwd]
    window_operand_dims = [d for d in range(operand.ndim) if d not in iwd and d not in in_batch]
    window_size = [1] * operand.ndim
    for k, d_op in enumerate(window_operand_dims):
        window_size[d_op] = updates.shape[uwd[k]]
    oob_window = False
    oob_element = False
    for ui in np.ndindex(*updates.shape):
        si = [ui[d] for d in usd]
        sel = list(si)
        sel.insert(ivd, slice(None))
        start = idx[tuple(sel)]
        base = [0] * operand.ndim
        for k, d_op in enumerate(sdtod):
            base[d_op] += int(start[k])
        for i, d_op in enumerate(in_batch):
            d_start = idx_batch[i]
            base[d_op] += si[d_start if d_start < ivd else d_start - 1]
        full = list(base)
        for k, d_op in enumerate(window_operand_dims):
            full[d_op] += ui[uwd[k]]
        window_fits = all(0 <= base[d] and base[d] + window_size[d] <= operand.shape[d]
                          for d in range(operand.ndim))
        element_fits = all(0 <= full[d] < operand.shape[d] for d in range(operand.ndim))
        oob_window |= not window_fits
        oob_element |= not element_fits
        if not window_fits:
            continue
        ri = tuple(full)
        old, upd = result[ri], updates[ui]
        if combiner == "REPLACE":
            new = upd
        elif combiner == "ADD":
            new = old + upd
        elif combiner == "MULTIPLY":
            new = old * upd
        elif combiner == "MAX":
            new = max(old, upd)
        else:
            new = min(old, upd)
        if dtype in FLOATS:
            assert round_to(dtype, new) == new, "scatter values must combine exactly"
        else:
            new = wrap_int(dtype, new)
        result[ri] = new
    return result, oob_window, oob_element


def gen_indexing():
    fam = Family("indexing", notes=[
        "With boundsChecked false, out-of-range starts are clamped as XLA does: dynamic_slice/"
        "dynamic_update_slice/gather clamp each start to [0, dim - size]; scatter skips every "
        "update window that does not fit in the operand (XLA skips the whole window even if only "
        "part of it is out of range). With boundsChecked true the same inputs must fail with "
        "IndexOutOfRangeException: expectError OUT_OF_RANGE.",
        "Scatter ADD/MULTIPLY use values whose combinations are exact (small integers, powers of "
        "two), so duplicate indices give one answer whatever the order. REPLACE cases have "
        "unique indices (with duplicates StableHLO leaves the winner unspecified).",
        "gather/scatter expectations come from a direct implementation of the StableHLO spec, "
        "cross-checked against torch (embedding, index_select, gather, scatter_add, "
        "scatter_reduce) and, when importable, jax.lax.gather/scatter.",
    ])
    rng = rng_for("indexing")
    # dynamic_slice
    x = rand_tensor("F32", rng, [5, 6])
    for name, starts, sdt, sizes, checked in [
            ("in_range", (1, 2), "S32", [2, 3], False), ("in_range_checked", (1, 2), "S32", [2, 3], True),
            ("clamped_high_and_negative", (4, -1), "S32", [2, 3], False),
            ("s64_starts_clamped", (7, 5), "S64", [3, 2], False)]:
        clamped = [min(max(s, 0), d - z) for s, d, z in zip(starts, x.dims, sizes)]
        out = x.arr[tuple(slice(c, c + z) for c, z in zip(clamped, sizes))]
        fam.add(f"dynamic_slice/f32/{name}", {"dynamicSlice": {"sliceSizes": sizes}},
                [x] + [scalar(sdt, s) for s in starts], [T("F32", out)], exact(),
                bounds_checked=checked)
        jax_check("dynamic_slice", jax_dynamic_slice, (x.arr, starts, sizes), out)
    fam.add("dynamic_slice/f32/out_of_range_checked", {"dynamicSlice": {"sliceSizes": [2, 3]}},
            [x, scalar("S32", 4), scalar("S32", -1)], [], exact(), bounds_checked=True,
            expect_error="OUT_OF_RANGE")
    xb = rand_tensor("BF16", rng, [4, 4, 3])
    fam.add("dynamic_slice/bf16/rank3", {"dynamicSlice": {"sliceSizes": [2, 1, 3]}},
            [xb, scalar("S32", 2), scalar("S32", 3), scalar("S32", 0)],
            [T("BF16", xb.arr[2:4, 3:4, 0:3])], exact())
    # dynamic_update_slice
    x = rand_tensor("F32", rng, [4, 5])
    upd = rand_tensor("F32", rng, [2, 2])
    for name, starts, checked in [("in_range", (1, 3), False), ("in_range_checked", (1, 3), True),
                                  ("clamped", (3, 4), False), ("clamped_negative", (-2, 1), False)]:
        clamped = [min(max(s, 0), d - z) for s, d, z in zip(starts, x.dims, upd.dims)]
        out = x.arr.copy()
        out[clamped[0]:clamped[0] + 2, clamped[1]:clamped[1] + 2] = upd.arr
        fam.add(f"dynamic_update_slice/f32/{name}", {"dynamicUpdateSlice": {}},
                [x, upd, scalar("S32", starts[0]), scalar("S32", starts[1])], [T("F32", out)],
                exact(), bounds_checked=checked)
        jax_check("dynamic_update_slice", jax_dus, (x.arr, upd.arr, starts), out)
    fam.add("dynamic_update_slice/f32/out_of_range_checked", {"dynamicUpdateSlice": {}},
            [x, upd, scalar("S32", 3), scalar("S32", 4)], [], exact(), bounds_checked=True,
            expect_error="OUT_OF_RANGE")
    xi = rand_tensor("S32", rng, [6])
    ui = rand_tensor("S32", rng, [3])
    out = xi.arr.copy()
    out[2:5] = ui.arr
    fam.add("dynamic_update_slice/s32/s64_start", {"dynamicUpdateSlice": {}},
            [xi, ui, scalar("S64", 2)], [T("S32", out)], exact())

    gen_gather(fam, rng)
    gen_scatter(fam, rng)
    return fam


def gather_op(offset_dims, collapsed, start_index_map, ivd, slice_sizes, op_batch=(), idx_batch=()):
    g = {"offsetDims": list(offset_dims), "collapsedSliceDims": list(collapsed),
         "startIndexMap": list(start_index_map), "indexVectorDim": ivd,
         "sliceSizes": list(slice_sizes)}
    if op_batch:
        g["operandBatchingDims"] = list(op_batch)
        g["startIndicesBatchingDims"] = list(idx_batch)
    return {"gather": g}


def gen_gather(fam, rng):
    def add(name, x, indices, idt, offset_dims, collapsed, sim, ivd, sizes, op_batch=(),
            idx_batch=(), torch_ref=None, error_variant=False):
        idx = np.asarray(indices)
        out, oob = gather_ref(x.arr, idx, offset_dims, collapsed, sim, ivd, sizes, op_batch,
                              idx_batch)
        if torch_ref is not None:
            assert np.array_equal(np.asarray(torch_ref, dtype=out.dtype), out), name
        jax_check("gather", jax_gather,
                  (x.arr, idx, offset_dims, collapsed, sim, ivd, sizes, op_batch, idx_batch), out)
        op = gather_op(offset_dims, collapsed, sim, ivd, sizes, op_batch, idx_batch)
        ind = T(idt, idx)
        fam.add(f"gather/{name}", op, [x, ind], [T(x.dtype, out)], exact(),
                note="start indices out of range: clamped" if oob else None)
        if error_variant:
            assert oob
            fam.add(f"gather/{name}/checked", op, [x, ind], [], exact(), bounds_checked=True,
                    expect_error="OUT_OF_RANGE")

    table = rand_tensor("F32", rng, [10, 4])
    ids = [3, 0, 9, 3, 7]
    add("embedding/f32", table, ids, "S32", [1], [0], [0], 1, [1, 4],
        torch_ref=torch.nn.functional.embedding(torch.tensor(ids), torch.tensor(table.arr)).numpy())
    ids2 = [[1, 2, 3], [9, 0, 1]]
    tb = rand_tensor("BF16", rng, [10, 4])
    add("embedding_2d_ids/bf16", tb, ids2, "S64", [2], [0], [0], 2, [1, 4],
        torch_ref=torch.nn.functional.embedding(torch.tensor(ids2), torch.tensor(tb.arr)).numpy())
    add("embedding_oob_clamped/f32", table, [2, 10, -3], "S32", [1], [0], [0], 1, [1, 4],
        error_variant=True)
    # torch.gather(x, 1, idx): full coordinates (row from an iota, column from idx)
    x = rand_tensor("F32", rng, [3, 5])
    col = rng.integers(0, 5, (3, 4))
    coords = np.stack([np.broadcast_to(np.arange(3)[:, None], (3, 4)), col], axis=-1)
    tref = torch.gather(torch.tensor(x.arr), 1, torch.tensor(col)).numpy()
    add("torch_gather_dim1_coords/f32", x, coords, "S32", [], [0, 1], [0, 1], 2, [1, 1],
        torch_ref=tref)
    # the same with batching dims: operand dim 0 pairs with indices dim 0
    add("torch_gather_dim1_batching/f32", x, col[..., None], "S32", [], [1], [1], 2, [1, 1],
        op_batch=[0], idx_batch=[0], torch_ref=tref)
    xs = rand_tensor("S32", rng, [4, 3])
    rows = rng.integers(0, 4, (2, 3))
    add("torch_gather_dim0_batching/s32", xs, rows[..., None], "S32", [], [0], [0], 2, [1, 1],
        op_batch=[1], idx_batch=[1],
        torch_ref=torch.gather(torch.tensor(xs.arr.astype(np.int64)), 0, torch.tensor(rows)).numpy())
    # windows (no collapsed dims), and a clamped window
    w = rand_tensor("F32", rng, [6, 8])
    add("windows/f32", w, [[1, 2], [4, 5]], "S32", [1, 2], [], [0, 1], 1, [2, 3])
    add("windows_clamped/f32", w, [[5, 7], [-1, 2]], "S32", [1, 2], [], [0, 1], 1, [2, 3],
        error_variant=True)
    # start_index_map permuted: the index vector holds (column, row)
    add("start_index_map_permuted/s64", rand_tensor("S64", rng, [5, 6]), [[4, 1], [0, 3], [3, 4]],
        "S32", [1], [0], [1, 0], 1, [1, 2])
    # index_vector_dim 0: indices [2, N]
    add("index_vector_dim0/u8", rand_tensor("U8", rng, [4, 5]), [[0, 3, 1], [4, 2, 0]], "S32",
        [], [0, 1], [0, 1], 0, [1, 1])
    # index_select along dim 1 (offset dim before the batch dim)
    xm = rand_tensor("F32", rng, [3, 6])
    sel = [5, 0, 2, 2]
    add("index_select_dim1/f32", xm, sel, "S32", [0], [1], [1], 1, [3, 1],
        torch_ref=torch.index_select(torch.tensor(xm.arr), 1, torch.tensor(sel)).numpy())


def scatter_op(uwd, iwd, sdtod, ivd, combiner, in_batch=(), idx_batch=()):
    s = {"updateWindowDims": list(uwd), "insertedWindowDims": list(iwd),
         "scatterDimsToOperandDims": list(sdtod), "indexVectorDim": ivd, "combiner": combiner}
    if in_batch:
        s["inputBatchingDims"] = list(in_batch)
        s["scatterIndicesBatchingDims"] = list(idx_batch)
    return {"scatter": s}


def gen_scatter(fam, rng):
    def add(name, x, indices, idt, upd, uwd, iwd, sdtod, ivd, combiner, in_batch=(), idx_batch=(),
            torch_ref=None, error_variant=False, note=None):
        idx = np.asarray(indices)
        out, oob_window, _ = scatter_ref(x.arr, idx, upd.arr, uwd, iwd, sdtod, ivd,
                                                   combiner, x.dtype, in_batch, idx_batch)
        if torch_ref is not None:
            assert np.array_equal(np.asarray(torch_ref, dtype=out.dtype), out), (name, torch_ref, out)
        jax_check("scatter", jax_scatter,
                  (x.arr, idx, upd.arr, uwd, iwd, sdtod, ivd, combiner, in_batch, idx_batch), out)
        op = scatter_op(uwd, iwd, sdtod, ivd, combiner, in_batch, idx_batch)
        ind = T(idt, idx)
        if oob_window and not note:
            note = "out-of-range windows skipped"
        fam.add(f"scatter/{name}", op, [x, ind, upd], [T(x.dtype, out)], exact(
            "values combine exactly in any order"), note=note)
        if error_variant:
            assert oob_window
            fam.add(f"scatter/{name}/checked", op, [x, ind, upd], [], exact(), bounds_checked=True,
                    expect_error="OUT_OF_RANGE")

    def small_ints(dtype, dims, lo=-8, hi=8):
        n = int(np.prod(dims))
        vals = rng.integers(lo, hi, n, endpoint=True)
        return T(dtype, vals.astype(float) if dtype in FLOATS else vals, dims)

    # element scatter-add with duplicates (torch index_put_ accumulate / index_add)
    x = small_ints("F32", [6])
    ids = [1, 4, 1, 0, 4, 4, 5, 1]
    u = small_ints("F32", [8])
    tref = torch.tensor(x.arr).index_add(0, torch.tensor(ids), torch.tensor(u.arr)).numpy()
    add("ADD/elements_duplicates/f32", x, np.array(ids)[:, None], "S32", u, [], [0], [0], 1, "ADD",
        torch_ref=tref)
    # row scatter-add (embedding backward) with duplicates
    x = small_ints("F32", [5, 3])
    ids = [2, 0, 2, 4, 2, 0]
    u = small_ints("F32", [6, 3])
    tref = torch.tensor(x.arr).index_add(0, torch.tensor(ids), torch.tensor(u.arr)).numpy()
    add("ADD/rows_duplicates/f32", x, np.array(ids)[:, None], "S32", u, [1], [0], [0], 1, "ADD",
        torch_ref=tref)
    xb = small_ints("BF16", [5, 3])
    ub = small_ints("BF16", [6, 3])
    add("ADD/rows_duplicates/bf16", xb, ids, "S64", ub, [1], [0], [0], 1, "ADD")
    xs = small_ints("S32", [4, 2], -1000, 1000)
    us = small_ints("S32", [5, 2], -1000, 1000)
    add("ADD/rows_duplicates/s32", xs, [[3], [1], [3], [3], [0]], "S32", us, [1], [0], [0], 1, "ADD")
    # torch.scatter_add(x, 1, idx, src) with full coordinates
    x = small_ints("F32", [3, 5])
    col = rng.integers(0, 5, (3, 4))
    src = small_ints("F32", [3, 4])
    coords = np.stack([np.broadcast_to(np.arange(3)[:, None], (3, 4)), col], axis=-1)
    tref = torch.tensor(x.arr).scatter_add(1, torch.tensor(col), torch.tensor(src.arr)).numpy()
    add("ADD/torch_scatter_add_dim1_coords/f32", x, coords, "S32", src, [], [0, 1], [0, 1], 2, "ADD",
        torch_ref=tref)
    add("ADD/torch_scatter_add_dim1_batching/f32", x, col[..., None], "S32", src, [], [1], [1], 2,
        "ADD", in_batch=[0], idx_batch=[0], torch_ref=tref)
    # REPLACE, unique indices
    x = rand_tensor("F32", rng, [6, 2])
    u = rand_tensor("F32", rng, [3, 2])
    ids = [4, 0, 2]
    tref = torch.tensor(x.arr).index_copy(0, torch.tensor(ids), torch.tensor(u.arr)).numpy()
    add("REPLACE/rows/f32", x, np.array(ids)[:, None], "S32", u, [1], [0], [0], 1, "REPLACE",
        torch_ref=tref)
    xp = rand_tensor("PRED", rng, [6])
    add("REPLACE/elements/pred", xp, [[5], [1]], "S32", T("PRED", [1, 0]), [], [0], [0], 1, "REPLACE")
    xw = rand_tensor("S32", rng, [4, 6])
    uw = rand_tensor("S32", rng, [2, 2, 3])
    add("REPLACE/windows/s32", xw, [[0, 0], [2, 3]], "S32", uw, [1, 2], [], [0, 1], 1, "REPLACE")
    # MAX / MIN / MULTIPLY with duplicates (deterministic)
    x = small_ints("S32", [5], -50, 50)
    u = small_ints("S32", [7], -50, 50)
    ids = [0, 3, 3, 1, 0, 3, 4]
    tref = torch.tensor(x.arr.astype(np.int64)).scatter_reduce(
        0, torch.tensor(ids), torch.tensor(u.arr.astype(np.int64)), "amax").numpy()
    add("MAX/elements_duplicates/s32", x, np.array(ids)[:, None], "S32", u, [], [0], [0], 1, "MAX",
        torch_ref=tref)
    x = rand_tensor("F32", rng, [5])
    u = rand_tensor("F32", rng, [7])
    tref = torch.tensor(x.arr).scatter_reduce(0, torch.tensor(ids), torch.tensor(u.arr), "amax").numpy()
    add("MAX/elements_duplicates/f32", x, np.array(ids)[:, None], "S32", u, [], [0], [0], 1, "MAX",
        torch_ref=tref)
    tref = torch.tensor(x.arr).scatter_reduce(0, torch.tensor(ids), torch.tensor(u.arr), "amin").numpy()
    add("MIN/elements_duplicates/f32", x, np.array(ids)[:, None], "S32", u, [], [0], [0], 1, "MIN",
        torch_ref=tref)
    xm = T("F32", [1.0, 2.0, -3.0, 0.5, 4.0])
    um = T("F32", [2.0, -0.5, 4.0, 0.25, -2.0, 8.0, 1.0])
    tref = torch.tensor(xm.arr).scatter_reduce(0, torch.tensor(ids), torch.tensor(um.arr), "prod").numpy()
    add("MULTIPLY/elements_duplicates/f32", xm, np.array(ids)[:, None], "S32", um, [], [0], [0], 1,
        "MULTIPLY", torch_ref=tref)
    # out of range: skipped when unchecked, an error when checked
    x = small_ints("F32", [5])
    u = small_ints("F32", [4])
    add("ADD/elements_out_of_range/f32", x, [[1], [7], [-1], [4]], "S32", u, [], [0], [0], 1, "ADD",
        error_variant=True)
    x = small_ints("F32", [4, 3])
    u = small_ints("F32", [2, 2, 2])
    add("ADD/window_partially_out_of_range/f32", x, [[0, 0], [3, 2]], "S32", u, [1, 2], [],
        [0, 1], 1, "ADD", error_variant=True,
        note="the window at (3,2) sticks out: XLA skips all of it, not just the outside elements")


# ---------------------------------------------------------------------------------------------
# sort

def gen_sort():
    fam = Family("sort", notes=[
        "Sort is stable in both directions: equal keys keep their original order (descending is "
        "not the reverse of ascending). Keys have no NaN and no (-0, +0) pairs (their order is "
        "not specified by the contract). u8 keys compare unsigned.",
    ])
    rng = rng_for("sort")
    specs = [
        # name, key dtype, dims, dimension, descending, value dtypes
        ("f32/keys_only/ties", "F32", [10], 0, False, []),
        ("f32/dim1/descending/with_iota", "F32", [3, 6], 1, True, ["S32"]),
        ("s32/dim0/two_values", "S32", [5, 3], 0, False, ["F32", "S64"]),
        ("u8/descending/with_values", "U8", [8], 0, True, ["S32"]),
        ("bf16/ties/with_values", "BF16", [2, 7], 1, False, ["S32"]),
        ("f32/infinities", "F32", [8], 0, False, ["S32"]),
        ("s64/extremes/descending", "S64", [6], 0, True, ["BF16"]),
        ("s8/rank3/dim1", "S8", [2, 4, 3], 1, False, ["PRED"]),
        ("f16/dim0/descending", "F16", [5, 2], 0, True, ["S32"]),
    ]
    for name, kdt, dims, dim, desc, vdts in specs:
        n = int(np.prod(dims))
        if kdt in FLOATS:
            keys = round_arr(kdt, rng.integers(-4, 5, n) * 0.75)
            if "infinities" in name:
                keys[:3] = [math.inf, -math.inf, math.inf]
        elif kdt == "S64":
            keys = np.array([2**63 - 1, -2**63, 0, -2**63, 5, 2**63 - 1], dtype=object)
        elif kdt == "U8":
            keys = np.array([int(v) for v in rng.integers(0, 256, n)], dtype=object)
            keys[0] = keys[3]
        else:
            keys = np.array([int(v) for v in rng.integers(-3, 4, n)], dtype=object)
        k = T(kdt, keys, dims)
        values = []
        for vdt in vdts:
            if name.endswith("with_iota"):
                values.append(T(vdt, np.indices(dims)[dim]))
            else:
                values.append(rand_tensor(vdt, rng, dims, -100, 100))
        operands = [k] + values
        outs = [np.empty_like(t.arr) for t in operands]
        for line in np.ndindex(*[s for d, s in enumerate(dims) if d != dim]):
            sel = list(line)
            sel.insert(dim, slice(None))
            sel = tuple(sel)
            kl = list(k.arr[sel])
            order = sorted(range(len(kl)), key=lambda i: kl[i], reverse=desc)  # stable both ways
            for o, t in zip(outs, operands):
                o[sel] = t.arr[sel][order]
        if kdt != "S64":  # float64 holds every other key exactly
            tk = torch.tensor(np.asarray(k.arr, dtype=np.float64))
            ref = torch.sort(tk, dim=dim, descending=desc, stable=True)
            assert np.array_equal(ref.values.numpy(), np.asarray(outs[0], dtype=np.float64)), name
            if values:
                tv = torch.tensor(np.asarray(values[0].arr, dtype=np.float64))
                ref_values = torch.gather(tv, dim, ref.indices).numpy()
                assert np.array_equal(ref_values, np.asarray(outs[1], dtype=np.float64)), name
        fam.add(f"sort/{name}", {"sort": {"dimension": dim, "descending": desc}}, operands,
                [T(t.dtype, o) for t, o in zip(operands, outs)], exact("stable sort"))
    return fam


# ---------------------------------------------------------------------------------------------
# rng (no values: see note)

def gen_rng():
    return Family("rng", notes=[
        "No golden values for rng: the server draws from its own Philox-4x32-10 stream keyed by "
        "(seed, offset), which NumPy/PyTorch/JAX do not reproduce bit for bit (their Philox "
        "key/counter layouts and float conversions differ). The kernels' own tests cover "
        "reproducibility (same seed+offset -> same values, offset shifts the stream) and "
        "statistics (moments, range of UNIFORM)."])


# ---------------------------------------------------------------------------------------------
# Optional cross-checks against jax.lax (StableHLO semantics), when JAX is installed.

JAX_CHECKS = []
JAX_RESULTS = {"ran": 0, "agreed": 0, "skipped": False}


def jax_check(kind, fn, args, expected):
    JAX_CHECKS.append((kind, fn, args, np.asarray(expected)))


def run_jax_checks():
    try:
        import jax  # noqa: F401
    except ImportError:
        JAX_RESULTS["skipped"] = True
        return
    for kind, fn, args, expected in JAX_CHECKS:
        got = np.asarray(fn(*args))
        JAX_RESULTS["ran"] += 1
        ok = got.shape == expected.shape and np.array_equal(
            got.astype(np.float64), expected.astype(np.float64), equal_nan=True)
        assert ok, (kind, got, expected)
        JAX_RESULTS["agreed"] += 1


def jnp_array(x, dtype=None):
    import jax.numpy as jnp
    arr = np.asarray(x)
    if arr.dtype == object:
        arr = arr.astype(np.int64)
    return jnp.asarray(arr.astype(np.float32) if arr.dtype == np.float64 else arr)


def jax_pad(x, value, low, high, interior):
    from jax import lax
    xa = jnp_array(x)
    return lax.pad(xa, xa.dtype.type(value), list(zip(low, high, interior)))


# jax.lax.dynamic_slice/dynamic_update_slice wrap negative starts Python-style before clamping
# (a JAX API convenience, not StableHLO, which clamps): negative starts go in as 0, the value
# StableHLO's clamp gives them.
def jax_dynamic_slice(x, starts, sizes):
    from jax import lax
    return lax.dynamic_slice(jnp_array(x), [max(int(s), 0) for s in starts], sizes)


def jax_dus(x, upd, starts):
    from jax import lax
    return lax.dynamic_update_slice(jnp_array(x), jnp_array(upd), [max(int(s), 0) for s in starts])


def to_last_ivd(idx, ivd, idx_batch):
    idx = np.asarray(idx, dtype=np.int64)
    if ivd == idx.ndim:
        idx = idx[..., None]
    else:
        idx = np.moveaxis(idx, ivd, -1)
    # batching dims refer to the original positions; after moving ivd last, dims above ivd shift
    remapped = [d if d < ivd else d - 1 for d in idx_batch]
    return idx, remapped


def jax_gather(x, idx, offset_dims, collapsed, sim, ivd, sizes, op_batch, idx_batch):
    from jax import lax
    idx2, ib = to_last_ivd(idx, ivd, idx_batch)
    dn = lax.GatherDimensionNumbers(offset_dims=tuple(offset_dims),
                                    collapsed_slice_dims=tuple(collapsed),
                                    start_index_map=tuple(sim),
                                    operand_batching_dims=tuple(op_batch),
                                    start_indices_batching_dims=tuple(ib))
    return lax.gather(jnp_array(x), jnp_array(idx2), dn, tuple(sizes),
                      mode=lax.GatherScatterMode.CLIP)


def jax_scatter(x, idx, upd, uwd, iwd, sdtod, ivd, combiner, in_batch, idx_batch):
    from jax import lax
    idx2, ib = to_last_ivd(idx, ivd, idx_batch)
    dn = lax.ScatterDimensionNumbers(update_window_dims=tuple(uwd), inserted_window_dims=tuple(iwd),
                                     scatter_dims_to_operand_dims=tuple(sdtod),
                                     operand_batching_dims=tuple(in_batch),
                                     scatter_indices_batching_dims=tuple(ib))
    fn = {"REPLACE": lax.scatter, "ADD": lax.scatter_add, "MULTIPLY": lax.scatter_mul,
          "MAX": lax.scatter_max, "MIN": lax.scatter_min}[combiner]
    return fn(jnp_array(x), jnp_array(idx2), jnp_array(upd), dn,
              mode=lax.GatherScatterMode.FILL_OR_DROP)


# ---------------------------------------------------------------------------------------------

BITS = {"S8": 8, "U8": 8, "S32": 32, "S64": 64}


def gen_bits_and_reverse():
    """reverse, cbrt, count_leading_zeros, popcnt and the three shifts (StableHLO semantics)."""
    fam = Family("bits_and_reverse", notes=[
        "Shifts follow StableHLO: an amount < 0 or >= the bit width shifts every bit out (0, or the "
        "fill of the top bit for an arithmetic right shift, which XLA applies to unsigned types too). clz and popcnt count the bits of "
        "the value's two's-complement representation in its own width.",
        "CBRT: expected = NumPy float64 cbrt of the exact input rounded once; 1 ulp allowed (Java's "
        "Math.cbrt is within 1 double ulp, so the rounding into the narrow type may differ by 1 ulp).",
        "reverse is exact in every dtype."])
    rng = rng_for("bits_and_reverse")
    for dtype, dims, rev in [("F32", [3, 4], [0, 1]), ("S32", [5], [0]), ("BF16", [2, 3, 4], [1]),
                             ("PRED", [2, 2], []), ("U8", [2, 3], [1])]:
        x = rand_tensor(dtype, rng, dims)
        fam.add(f"reverse/{dtype.lower()}/{dims_str(dims)}/dims{''.join(map(str, rev))}",
                {"reverse": {"dimensions": rev}}, [x], [T(dtype, np.flip(x.arr, rev) if rev else x.arr)],
                exact())
    for dtype in ["F32", "BF16"]:
        x = rand_tensor(dtype, rng, [16], lo=-30.0, hi=30.0)
        want = round_arr(dtype, np.cbrt(x.arr.astype(np.float64)))
        fam.add(f"cbrt/{dtype.lower()}", unary_op("CBRT"), [x], [T(dtype, want)],
                tol(ulps=1, why="Math.cbrt is within 1 double ulp"))

    def wrap(dtype, v):
        bits = BITS[dtype]
        v &= (1 << bits) - 1
        if dtype.startswith("S") and v >= 1 << (bits - 1):
            v -= 1 << bits
        return v

    for dtype in ["S8", "U8", "S32", "S64"]:
        bits = BITS[dtype]
        lo, hi = (0, (1 << bits) - 1) if dtype == "U8" else (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
        vals = [lo, hi, 0, 1, -1 if lo < 0 else 2, 5] + [int(v) for v in rng.integers(lo, hi, 10, dtype=np.int64)]
        x = T(dtype, np.array(vals, dtype=np.int64))
        clz = [bits - (v & ((1 << bits) - 1)).bit_length() for v in vals]
        pop = [bin(v & ((1 << bits) - 1)).count("1") for v in vals]
        fam.add(f"count_leading_zeros/{dtype.lower()}", unary_op("COUNT_LEADING_ZEROS"), [x],
                [T(dtype, np.array(clz, dtype=np.int64))], exact())
        fam.add(f"popcnt/{dtype.lower()}", unary_op("POPCNT"), [x], [T(dtype, np.array(pop, dtype=np.int64))], exact())
        amounts = [0, 1, bits - 1, bits, bits + 3, 3, 2, 7] + [int(a) for a in rng.integers(0, bits, 8)]
        if dtype != "U8":
            amounts[6] = -1
        s_arr = T(dtype, np.array(amounts, dtype=np.int64))
        left, logical, arith = [], [], []
        for v, a in zip(vals, amounts):
            out = a < 0 or a >= bits
            u = v & ((1 << bits) - 1)
            left.append(0 if out else wrap(dtype, v << a))
            logical.append(0 if out else wrap(dtype, u >> a))
            # XLA shifts every integer type arithmetically on its bit pattern (LLVM's ashr), unsigned ones
            # too: the top bit fills (jax.lax.shift_right_arithmetic on uint8 0x80 >> 2 gives 0xe0)
            signed = u - (1 << bits) if u >> (bits - 1) else u
            arith.append(wrap(dtype, -1 if signed < 0 else 0) if out else wrap(dtype, signed >> a))
        for kind, want in [("SHIFT_LEFT", left), ("SHIFT_RIGHT_LOGICAL", logical), ("SHIFT_RIGHT_ARITHMETIC", arith)]:
            fam.add(f"{kind.lower()}/{dtype.lower()}", binary_op(kind), [x, s_arr],
                    [T(dtype, np.array(want, dtype=np.int64))], exact())
    return fam


def gen_fft():
    """fft on the op set's complex form (f32 [..., 2]: real, imaginary) against numpy.fft in float64."""
    fam = Family("fft", notes=[
        "Complex values are F32 with a trailing dimension of 2 (real, imaginary). expected = numpy.fft in float64 "
        "of the f32 inputs, rounded once to f32; IFFT and IRFFT scale by 1/N as numpy does; IRFFT ignores the "
        "imaginary parts of the DC and Nyquist terms (a C2R transform).",
        "Tolerance: atol = 4 * eps32 * sum|x| (a transform's output is a sum of N terms of at most that size; "
        "the kernel computes in double and rounds once, so it is far inside) and 2 ulps."])
    rng = rng_for("fft")
    eps = float(np.finfo(np.float32).eps)

    def pairs(z):
        return np.stack([z.real, z.imag], -1)

    def c64(shape):
        z = rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
        return z.astype(np.complex64).astype(np.complex128)

    def add(name, kind, lengths, x, want, complex_in):
        xin = pairs(x) if complex_in else x
        scale = np.sum(np.abs(x))
        out = pairs(want) if np.iscomplexobj(want) else want
        fam.add(name, {"fft": {"type": kind, "fftLength": lengths}}, [T("F32", round_arr("F32", xin))],
                [T("F32", round_arr("F32", out))], tol(atol=4 * eps * scale, ulps=2, why="double DFT rounded once"))

    for shape, axes in [((8,), 1), ((3, 6), 1), ((2, 4, 5), 2), ((2, 3, 4, 2), 3)]:
        x = c64(shape)
        lengths = list(shape[-axes:])
        ax = tuple(range(len(shape) - axes, len(shape)))
        add(f"fft/{dims_str(list(shape))}/{axes}d", "FFT", lengths, x, np.fft.fftn(x, axes=ax), True)
        add(f"ifft/{dims_str(list(shape))}/{axes}d", "IFFT", lengths, x, np.fft.ifftn(x, axes=ax), True)
    for shape, axes in [((16,), 1), ((3, 10), 1), ((2, 6, 8), 2), ((4, 7), 2)]:
        x = rng.standard_normal(shape).astype(np.float32).astype(np.float64)
        lengths = list(shape[-axes:])
        ax = tuple(range(len(shape) - axes, len(shape)))
        add(f"rfft/{dims_str(list(shape))}/{axes}d", "RFFT", lengths, x, np.fft.rfftn(x, axes=ax), False)
        spectrum = c64(shape[:-1] + (shape[-1] // 2 + 1,))
        add(f"irfft/{dims_str(list(shape))}/{axes}d", "IRFFT", lengths, spectrum,
            np.fft.irfftn(spectrum, s=lengths, axes=ax), True)
    # longer non-power-of-two lengths (primes and composites), which the kernel does by Bluestein's chirp-z
    for shape in [(1009,), (2, 97), (3, 100)]:
        x = c64(shape)
        lengths = [shape[-1]]
        add(f"fft/{dims_str(list(shape))}/1d", "FFT", lengths, x, np.fft.fft(x), True)
        add(f"ifft/{dims_str(list(shape))}/1d", "IFFT", lengths, x, np.fft.ifft(x), True)
    for shape in [(2, 127), (3, 102)]:
        x = rng.standard_normal(shape).astype(np.float32).astype(np.float64)
        add(f"rfft/{dims_str(list(shape))}/1d", "RFFT", [shape[-1]], x, np.fft.rfft(x), False)
        spectrum = c64(shape[:-1] + (shape[-1] // 2 + 1,))
        add(f"irfft/{dims_str(list(shape))}/1d", "IRFFT", [shape[-1]], spectrum,
            np.fft.irfft(spectrum, n=shape[-1]), True)
    return fam


def gen_linalg():
    """cholesky, triangular_solve, lu, qr and householder_product against NumPy/SciPy (LAPACK in float64)."""
    import scipy.linalg
    fam = Family("linalg", notes=[
        "expected = LAPACK in float64 (numpy.linalg.cholesky, numpy.linalg.eigh (vectors signed so each one's largest "
        "component is positive, the op set's rule), scipy.linalg.solve_triangular, scipy.linalg.lu_factor, "
        "numpy.linalg.qr mode='raw' and 'reduced', numpy.linalg.svd (vectors signed as eigh's, by the right singular "
        "vectors)) of the f32 inputs, rounded once to f32. These decompositions are "
        "unique for the inputs used (positive definite; no pivot ties; full rank, LAPACK's reflector signs).",
        "Tolerance: 1 ulp or atol = 1e-9 * max|expected| (two double computations of a well-conditioned problem "
        "differ by ~1e-14 of the norm; far inside an f32 ulp, so any real error fails). Integer outputs (pivots, "
        "permutation, info) exactly; a matrix that is not positive definite gives an all-NaN factor."])
    rng = rng_for("linalg")

    def f32(x):
        return round_arr("F32", np.asarray(x, np.float64))

    def close(x):
        return tol(atol=1e-9 * max(1.0, float(np.max(np.abs(x)))), ulps=1,
                   why="double factorization rounded once, vs LAPACK in float64")

    def spd(batch, n):
        m = rng.standard_normal(batch + (n, n))
        return f32(m @ np.swapaxes(m, -1, -2) + n * np.eye(n))

    # cholesky: lower and upper, batched; the unread triangle holds garbage; a non-positive-definite member
    for lower in (True, False):
        for batch, n in [((), 1), ((), 5), ((3,), 4), ((2, 2), 6)]:
            a = spd(batch, n)
            fact = np.linalg.cholesky(a)
            want = fact if lower else np.swapaxes(fact, -1, -2)
            noisy = a.copy()
            unread = np.triu(np.ones((n, n)), 1) if lower else np.tril(np.ones((n, n)), -1)
            noisy = f32(np.where(unread > 0, rng.standard_normal(noisy.shape) * 100, noisy))
            info = np.zeros(batch, dtype=np.int64)
            fam.add(f"cholesky/{'lower' if lower else 'upper'}/{dims_str(list(a.shape))}", {"cholesky": {"lower": lower}},
                    [T("F32", noisy)], [T("F32", f32(want)), T("S32", info)], close(want))
    a = spd((2,), 4)
    a[1] = f32(a[1] - np.diag([0, 0, 1e3, 0]))  # the third pivot is negative
    want = f32(np.linalg.cholesky(a[0]))
    fam.add("cholesky/lower/not_positive_definite", {"cholesky": {"lower": True}}, [T("F32", a)],
            [T("F32", np.stack([want, np.full((4, 4), np.nan)])), T("S32", np.array([0, 3]))], close(want))

    # triangular_solve: every flag combination, left and right
    for left in (True, False):
        for lower in (True, False):
            for trans in (False, True):
                for unit in (False, True):
                    a = f32(rng.standard_normal((2, 5, 5)) + 4 * np.eye(5))
                    b = f32(rng.standard_normal((2, 5, 3) if left else (2, 3, 5)))
                    tri = np.tril(a) if lower else np.triu(a)
                    if unit:
                        tri = np.where(np.eye(5) > 0, 1.0, tri)  # the op reads ones, not a's diagonal
                    op_a = np.swapaxes(tri, -1, -2) if trans else tri
                    if left:
                        want = np.linalg.solve(op_a, b)
                    else:
                        want = np.swapaxes(np.linalg.solve(np.swapaxes(op_a, -1, -2), np.swapaxes(b, -1, -2)), -1, -2)
                    name = (f"triangular_solve/{'left' if left else 'right'}/{'lower' if lower else 'upper'}"
                            f"{'/transpose' if trans else ''}{'/unit' if unit else ''}")
                    fam.add(name, {"triangularSolve": {"leftSide": left, "lower": lower, "transposeA": trans,
                                                       "unitDiagonal": unit}},
                            [T("F32", a), T("F32", b)], [T("F32", f32(want))], close(want))

    # lu: square and rectangular, batched; a singular matrix (info, the factorization completes)
    def lu_case(name, a):
        batch = a.shape[:-2]
        m, n = a.shape[-2:]
        k = min(m, n)
        lus, pivs, perms, infos = [], [], [], []
        for mat in a.reshape((-1, m, n)):
            p, l, u = scipy.linalg.lu(mat)  # mat = p @ l @ u
            lu = np.tril(l, -1)[:, :n] + np.pad(u, ((0, m - u.shape[0]), (0, 0)))[:m, :n] if m >= n else \
                np.pad(np.tril(l, -1), ((0, 0), (0, n - m))) + u
            lu_f, piv = scipy.linalg.lu_factor(mat) if m == n else (None, None)
            order = np.argmax(p, axis=0)  # row i of p.T @ mat is row order[i] of mat
            pv = list(piv) if piv is not None else []
            if piv is None:  # rectangular: the pivots from the permutation, replaying the swaps
                cur = list(range(m))
                for j in range(k):
                    r = cur.index(order[j])
                    pv.append(r)
                    cur[j], cur[r] = cur[r], cur[j]
            lus.append(lu)
            pivs.append(pv)
            perms.append(order)
            diag = np.diag(lu)[:k]
            infos.append(int(np.argmax(diag == 0)) + 1 if np.any(diag == 0) else 0)
        lus = np.array(lus).reshape(a.shape)
        fam.add(name, {"lu": {}}, [T("F32", a)],
                [T("F32", f32(lus)), T("S32", np.array(pivs).reshape(batch + (k,))),
                 T("S32", np.array(perms).reshape(batch + (m,))), T("S32", np.array(infos).reshape(batch))],
                close(lus))

    for shape in [(4, 4), (3, 5, 5), (6, 4), (3, 5)]:
        a = f32(rng.standard_normal(shape))
        lu_case(f"lu/{dims_str(list(shape))}", a)
    # a zero second column: no pivot there (info 2), the factorization carries on
    a = f32(rng.standard_normal((4, 4)))
    a[:, 1] = 0
    lu_case("lu/singular", a)

    # eigh: lower and upper, batched, the unread triangle holding garbage; each vector's largest component positive
    def signed(v):
        big = np.argmax(np.abs(v), axis=-2)  # the first of equals, per column
        return v * np.sign(np.take_along_axis(v, big[..., None, :], axis=-2))

    for lower in (True, False):
        for batch, n in [((), 1), ((), 5), ((3,), 4), ((2,), 8)]:
            g = rng.standard_normal(batch + (n, n))
            a = f32(g + np.swapaxes(g, -1, -2))
            w, v = np.linalg.eigh(a)
            unread = np.triu(np.ones((n, n)), 1) if lower else np.tril(np.ones((n, n)), -1)
            noisy = f32(np.where(unread > 0, rng.standard_normal(a.shape) * 100, a))
            fam.add(f"eigh/{'lower' if lower else 'upper'}/{dims_str(list(a.shape))}", {"eigh": {"lower": lower}},
                    [T("F32", noisy)], [T("F32", f32(signed(v))), T("F32", f32(w))], close(a))
    # a matrix that is not finite (NaN below the diagonal; an infinity on it): NaN values and vectors throughout, by
    # hand. LAPACK's ssyevd, and JAX 0.10.2 on CPU after it, leave NaN only in the eigenpairs the NaN reaches, and for
    # diag(1, inf, 1) NaN values with the identity's vectors; the op's rule is one answer for the whole matrix
    bad = np.array([[[1, 0, 0], [np.nan, 1, 0], [0, 0, 1]], np.diag([1, np.inf, 1])])
    fam.add("eigh/not_finite", {"eigh": {"lower": True}}, [T("F32", bad)],
            [T("F32", np.full(bad.shape, np.nan)), T("F32", np.full(bad.shape[:-1], np.nan))], exact(),
            note="NaN throughout where LAPACK leaves NaN in the eigenpairs the NaN reaches")

    # qr and householder_product: tall, square and wide
    for shape in [(5, 3), (4, 4), (2, 6, 4), (3, 5)]:
        a = f32(rng.standard_normal(shape))
        m, n = shape[-2:]
        outs, taus, qs = [], [], []
        for mat in a.reshape((-1, m, n)):
            h, tau = np.linalg.qr(mat, mode="raw")
            outs.append(h.T)
            taus.append(tau)
            qs.append(np.linalg.qr(mat, mode="reduced")[0])
        outs = np.array(outs).reshape(shape)
        taus = np.array(taus).reshape(shape[:-2] + (min(m, n),))
        fam.add(f"qr/{dims_str(list(shape))}", {"qr": {}}, [T("F32", a)],
                [T("F32", f32(outs)), T("F32", f32(taus))], close(outs))
        k = min(m, n)
        refl = f32(outs)[..., :, :k]
        tq = f32(taus)
        q = []
        for mat, t in zip(refl.reshape((-1, m, k)), tq.reshape((-1, k))):
            # Q = H_1 ... H_k, H_j = I - t_j v_j v_j^T, from the f32 reflectors the op reads
            qm = np.eye(m)
            for j in range(k):
                v = np.concatenate([np.zeros(j), [1.0], mat[j + 1:, j]])
                qm = qm @ (np.eye(m) - t[j] * np.outer(v, v))
            q.append(qm[:, :k])
        q = np.array(q).reshape(shape[:-2] + (m, k))
        fam.add(f"householder_product/{dims_str(list(shape[:-2]) + [m, k])}", {"householderProduct": {}},
                [T("F32", refl), T("F32", tq)], [T("F32", f32(q))], close(q))

    # svd, reduced: tall, square, wide, batched (distinct singular values, so the vectors are unique up to sign);
    # each right singular vector's largest component positive, its left partner flipped with it. full_matrices on
    # square matrices only (elsewhere U's or V's completion is any orthonormal basis; LinalgImportTest checks those)
    for shape, full in [((6, 4), False), ((5, 5), False), ((3, 7), False), ((2, 5, 3), False), ((2, 3, 6), False),
                        ((4, 4), True), ((1, 1), False)]:
        a = f32(rng.standard_normal(shape))
        u, sv, vt = np.linalg.svd(a.astype(np.float64), full_matrices=False)
        big = np.argmax(np.abs(vt), axis=-1)  # per row of vt, the first of equals
        sign = np.sign(np.take_along_axis(vt, big[..., None], axis=-1))
        vt = vt * sign
        u = u * np.swapaxes(sign, -1, -2)
        fam.add(f"svd/{'full' if full else 'reduced'}/{dims_str(list(shape))}", {"svd": {"fullMatrices": full}},
                [T("F32", a)], [T("F32", f32(sv)), T("F32", f32(u)), T("F32", f32(vt))], close(a))
    return fam


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    if sys.argv[1:] in (["fft"], ["unary"], ["binary"], ["linalg"]):  # one family alone (the others take minutes)
        path, n = {"fft": gen_fft, "unary": gen_unary, "binary": gen_binary, "linalg": gen_linalg}[sys.argv[1]]().write()
        print(f"{os.path.relpath(path)}: {n} cases")
        return
    families = [gen_unary(), gen_binary(), gen_compare_select_clamp(), gen_convert(),
                gen_constant_iota(), gen_dot_general(), gen_reduce(), gen_movement(),
                gen_indexing(), gen_sort(), gen_rng(), gen_bits_and_reverse(), gen_fft(), gen_linalg()]
    run_jax_checks()
    total = 0
    size = 0
    for fam in families:
        path, n = fam.write()
        total += n
        size += os.path.getsize(path)
        print(f"{os.path.relpath(path)}: {n} cases")
    print(f"{total} cases, {size / 1e6:.2f} MB")
    if JAX_RESULTS["skipped"]:
        print("jax not installed: StableHLO cross-checks skipped")
    else:
        print(f"jax.lax cross-checks: {JAX_RESULTS['agreed']}/{JAX_RESULTS['ran']} agree")


if __name__ == "__main__":
    main()
