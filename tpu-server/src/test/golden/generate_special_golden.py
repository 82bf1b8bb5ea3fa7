"""Golden values for the special-function unary kinds (exec/SpecialFunctions): lgamma, digamma, bessel_i1e, sinh,
cosh, asin, acos, atan, asinh, acosh, atanh, from mpmath at 60 digits rounded once to float32, at random
float32 inputs over each function's range and at the extremes (zeros, poles, the largest and smallest floats,
infinities, NaN, values next to 1). Values where mpmath has no real result are NaN; the poles follow XLA's chlo
expansions as JAX on CPU gives them (checked here against jax.lax / jax.numpy / jax.scipy.special).

Run from the repository root (Python 3.11, mpmath 1.3, jax 0.10):
    python3 tpu-server/src/test/golden/generate_special_golden.py
It writes tpu-server/src/test/resources/special/special_functions.json, read by SpecialFunctionsTest.
"""
import json
import math
import os

import jax
import jax.numpy as jnp
import jax.scipy.special as sp
import mpmath
import numpy as np

mpmath.mp.dps = 60
OUT = os.path.join(os.path.dirname(__file__), "..", "resources", "special", "special_functions.json")
F32 = np.float32
TINY = float(np.finfo(F32).tiny)
MAXF = float(np.finfo(F32).max)
DENORM = float(np.nextafter(F32(0), F32(1)))
EDGES = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 1e-30, -1e-30, TINY, DENORM, -DENORM, 1e-7, 1e30, -1e30, MAXF,
         -MAXF, math.inf, -math.inf, math.nan, float(np.nextafter(F32(1), F32(2))),
         float(np.nextafter(F32(1), F32(0))), -float(np.nextafter(F32(1), F32(0))), 88.7, 89.5, -89.5, 30.0, 30.5,
         1.4616321, -2.5, -3.0000002, -1e7 - 0.5, 171.6, 1e10, 3.5e36]


def real(v):
    v = complex(v)
    return float(v.real) if abs(v.imag) == 0 else math.nan


def lgamma(x):
    if math.isnan(x):
        return math.nan
    if math.isinf(x) or (x <= 0 and x == math.floor(x)):
        return math.inf
    return float(mpmath.log(abs(mpmath.gamma(mpmath.mpf(x)))))


def digamma(x):
    if math.isnan(x) or x == -math.inf or (x <= 0 and x == math.floor(x)):
        return math.nan
    if x == math.inf:
        return math.inf
    return float(mpmath.digamma(mpmath.mpf(x)))


def i1e(x):
    if math.isnan(x):
        return math.nan
    if math.isinf(x):
        return math.copysign(0.0, x)
    if x == 0:
        return x
    return float(mpmath.besseli(1, mpmath.mpf(x)) * mpmath.exp(-abs(mpmath.mpf(x))))


def guarded(fn, domain=lambda x: True):
    def f(x):
        if math.isnan(x) or not domain(x):
            return math.nan
        if x == 0:
            return fn(x) if fn is not None else x
        try:
            return real(fn(mpmath.mpf(x)))
        except (OverflowError, ValueError):
            return math.nan
    return f


def exact_inf_sinh(x):
    return math.copysign(math.inf, x) if math.isinf(x) else real(mpmath.sinh(mpmath.mpf(x)))


FUNCS = {
    "LGAMMA": (lgamma, lambda r: np.concatenate([r.uniform(-20, 20, 60), np.exp(r.uniform(-20, 80, 40))]),
               jax.lax.lgamma),
    "DIGAMMA": (digamma, lambda r: np.concatenate([r.uniform(-20, 20, 60), np.exp(r.uniform(-20, 80, 40))]),
                jax.lax.digamma),
    "BESSEL_I1E": (i1e, lambda r: np.concatenate([r.uniform(-40, 40, 70), r.standard_normal(30) * 1e3]), sp.i1e),
    "SINH": (lambda x: x if x == 0 or math.isnan(x) else exact_inf_sinh(x),
             lambda r: r.uniform(-90, 90, 100), jnp.sinh),
    "COSH": (lambda x: math.nan if math.isnan(x) else (math.inf if math.isinf(x) else real(mpmath.cosh(mpmath.mpf(x)))),
             lambda r: r.uniform(-90, 90, 100), jnp.cosh),
    "ASIN": (guarded(mpmath.asin, lambda x: abs(x) <= 1), lambda r: r.uniform(-1, 1, 100), jnp.arcsin),
    "ACOS": (lambda x: math.nan if math.isnan(x) or abs(x) > 1 else real(mpmath.acos(mpmath.mpf(x))),
             lambda r: r.uniform(-1, 1, 100), jnp.arccos),
    "ATAN": (lambda x: x if x == 0 or math.isnan(x) else (math.copysign(math.pi / 2, x) if math.isinf(x)
                                                          else real(mpmath.atan(mpmath.mpf(x)))),
             lambda r: r.standard_normal(100) * np.exp(r.uniform(-5, 5, 100)), jnp.arctan),
    "ASINH": (lambda x: x if x == 0 or math.isnan(x) or math.isinf(x) else real(mpmath.asinh(mpmath.mpf(x))),
              lambda r: r.standard_normal(100) * np.exp(r.uniform(-10, 30, 100)), jnp.arcsinh),
    "ACOSH": (lambda x: math.nan if math.isnan(x) or x < 1 else (math.inf if math.isinf(x)
                                                                 else real(mpmath.acosh(mpmath.mpf(x)))),
              lambda r: 1 + np.exp(r.uniform(-20, 30, 100)), jnp.arccosh),
    "ATANH": (lambda x: x if x == 0 else (math.nan if math.isnan(x) or abs(x) > 1 else
                                         (math.copysign(math.inf, x) if abs(x) == 1 else
                                          real(mpmath.atanh(mpmath.mpf(x))))),
              lambda r: r.uniform(-1, 1, 100), jnp.arctanh),
}


def f32(v):
    with np.errstate(over="ignore"):
        return F32(v)


def js(v):
    v = float(v)
    return "NaN" if math.isnan(v) else ("Infinity" if v == math.inf else ("-Infinity" if v == -math.inf else v))


def main():
    cases = []
    for k, (kind, (fn, sample, jax_fn)) in enumerate(FUNCS.items()):
        rng = np.random.default_rng(700 + k)
        xs = np.concatenate([np.asarray(EDGES, np.float64), sample(rng)]).astype(F32)
        expected = np.asarray([f32(fn(float(x))) for x in xs], F32)
        got_jax = np.asarray(jax_fn(jnp.asarray(xs)), F32)
        # the poles, infinities and NaNs must agree with JAX's (XLA's) conventions
        # (XLA on CPU reads subnormal inputs as zero, so digamma of the smallest subnormal is NaN there; the
        # expectation keeps the true value, -inf in float32)
        special = (~np.isfinite(expected) | ~np.isfinite(got_jax)) & ~(np.abs(xs) < TINY) | np.isnan(xs)
        assert np.array_equal(np.isnan(expected[special]), np.isnan(got_jax[special])), (kind, xs[special],
                                                                                        expected[special],
                                                                                        got_jax[special])
        cases.append({"kind": kind, "inputs": [js(x) for x in xs], "expected": [js(e) for e in expected],
                      "jax": [js(g) for g in got_jax]})
    doc = {"generator": "tpu-server/src/test/golden/generate_special_golden.py",
           "versions": {"mpmath": mpmath.__version__, "jax": jax.__version__, "numpy": np.__version__},
           "comparison": "expected: mpmath at 60 digits rounded once to float32 (NaN where there is no real value; "
                         "the poles as XLA's chlo expansions give them); a kernel result must be within 2 float32 "
                         "ulps of it, NaN where it is NaN; 'jax' is JAX's float32 value, for information",
           "cases": cases}
    with open(OUT, "w") as f:
        json.dump(doc, f, separators=(",", ":"))
    print("wrote", OUT, sum(len(c["inputs"]) for c in cases), "cases")


if __name__ == "__main__":
    main()
