"""Golden data for ComplexFunctionsTest: complex sqrt, rsqrt, sin, cos, tan, tanh, log1p, expm1 and power, each as
jax.lax emits it on complex64 (stablehlo.sqrt, ... on complex<f32>) and run by jax.jit on CPU, beside the exact value
(complex128 on the same inputs). Inputs: a log-uniform grid of both parts from 1e-30 to 1e30 with every sign, the
branch cut (negative reals, +-0 imaginary parts), values near 0, 1 and -1, huge parts up to 3e38 and large imaginary
parts, the imaginary axis beyond |y| = 89 and real parts beyond tanh's saturation at |x| = 20.

Run from the repository root (Python 3.11, jax 0.10):
    python3 tpu-server/src/test/golden/generate_complex_functions.py
It writes tpu-server/src/test/resources/stablehlo/complex_functions.json.
"""
import json
import os

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

OUT = os.path.join(os.path.dirname(__file__), "..", "resources", "stablehlo", "complex_functions.json")
FUNCTIONS = {"sqrt": lax.sqrt, "rsqrt": lax.rsqrt, "sin": lax.sin, "cos": lax.cos, "tan": lax.tan, "tanh": lax.tanh,
             "log1p": lax.log1p, "expm1": lax.expm1}


def inputs():
    rng = np.random.default_rng(21)
    mags = 10.0 ** rng.uniform(-30, 30, (2, 300))
    signs = rng.choice([-1.0, 1.0], (2, 300))
    grid = mags[0] * signs[0] + 1j * mags[1] * signs[1]
    moderate = rng.uniform(-6, 6, 200) + 1j * rng.uniform(-6, 6, 200)
    special = [0.5 + 0j, -4 + 0j, complex(-4, -0.0), -1e-20 + 0j, 1e-20 + 0j, -1 + 1e-7j, -1 - 1e-7j, 1e-7 + 1j,
               0.5 + 90j, 2 - 100j, 50 + 2j, -50 + 2j, 3e38 + 1e30j, -3e38 + 1e30j, 1e30 + 3e38j, 1e30 + 1e30j,
               -0.4 + 0.8j, -0.6 + 0.8j, 1e-3 + 1e-3j, 1 + 1j, 0.25 - 0.75j, 1e-30 + 1e-30j,
               # the imaginary axis past cosh's overflow (|y| > ~89.4), where sin x cosh y is 0 * inf
               100j, -100j, complex(-0.0, 100), complex(-0.0, -100), 89.5j, 200j, 1e30j, 3e38j, complex(-0.0, 5),
               # |x| past tanh's saturation (20), where Im tanh is tiny but representable (and tan's Re likewise)
               21 + 1j, 30 + 1.5j, -21 + 1j, 21 - 1j, -25 - 0.5j, 40 + 2j, 60 + 1j, 45 + 1.5707963j, 1 + 21j,
               -1.5 + 30j, 2 - 25j]
    return np.concatenate([grid, moderate, special]).astype(np.complex64)


def pair_json(a):
    a = np.asarray(a)
    out = []
    for v in a.ravel():
        out.append([part(v.real), part(v.imag)])
    return out


def part(x):
    x = float(x)
    if np.isnan(x):
        return "nan"
    if np.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def main():
    z = inputs()
    w = (np.random.default_rng(5).standard_normal(len(z)) * 1.5 + 1j * np.random.default_rng(6).standard_normal(
        len(z))).astype(np.complex64)
    doc = {"generator": "tpu-server/src/test/golden/generate_complex_functions.py",
           "versions": {"jax": jax.__version__, "numpy": np.__version__},
           "z": pair_json(z), "w": pair_json(w), "jax": {}, "exact": {}}
    for name, f in FUNCTIONS.items():
        doc["jax"][name] = pair_json(jax.jit(f)(z))
    doc["jax"]["pow"] = pair_json(jax.jit(lax.pow)(z, w))
    jax.config.update("jax_enable_x64", True)
    z128, w128 = z.astype(np.complex128), w.astype(np.complex128)
    for name, f in FUNCTIONS.items():
        doc["exact"][name] = pair_json(jax.jit(f)(z128))
    doc["exact"]["pow"] = pair_json(jax.jit(lax.pow)(z128, w128))
    # JAX's complex128 expm1 flushes the imaginary part to 0 where e^x sin y is tiny but representable in f32
    # (-50+2i): the exact value there is (expm1(x) cos y - 2 sin^2(y/2), e^x sin y) in float64
    x, y = z128.real, z128.imag
    with np.errstate(all="ignore"):
        im = np.where(y == 0, y, np.exp(x) * np.sin(y))
    doc["exact"]["expm1"] = [[re, part(i)] for (re, _), i in zip(doc["exact"]["expm1"], im)]
    with open(OUT, "w") as f:
        json.dump(doc, f, separators=(",", ":"))
    print(len(z), "inputs")


if __name__ == "__main__":
    main()
