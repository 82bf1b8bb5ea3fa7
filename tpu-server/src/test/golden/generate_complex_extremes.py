"""Golden data for complex abs, log, exp and divide at extreme magnitudes (ComplexExtremesTest).

expected = jax.numpy on CPU in complex64 (XLA's own lowering of these ops), for inputs where the textbook formulas
overflow, underflow or produce NaN in f32: |z| near 1e19..1e20 and 1e-23..1e-25, exp of a real infinity, and
Smith-style divisions of equal huge and tiny values. Denormal inputs are left out (XLA on CPU flushes them to zero,
the simulator keeps them). Run: python3 generate_complex_extremes.py (writes ../resources/stablehlo/complex_extremes.json).
"""
import json
import os

import jax
import jax.numpy as jnp
import numpy as np

jax.config.update("jax_platforms", "cpu")
inf = np.inf
nan = np.nan

X = np.array([3e19 + 4e19j, 1e-23 + 0j, 1e-25 + 1e-25j, 1e20 + 1e20j, 1 + 2j, -3e30 + 1e-30j, 0j, inf + 0j,
              -inf + 0j, complex(nan, 0), -2e-20 + 7e-21j, 88 + 0.5j], dtype=np.complex64)
A = np.array([3e19 + 4e19j, 1e-25 + 1e-25j, 1e-25 + 0j, 1e20 + 1e20j, 1 + 2j, 5e-30 - 2e-30j, 7e25 + 1e25j,
              -1 + 0j], dtype=np.complex64)
B = np.array([3e19 + 4e19j, 1e-25 + 1e-25j, 1e-25 + 0j, 1e20 + 1e20j, 3 - 1j, 1e-30 + 4e-30j, 1e-10 + 3e-10j,
              2e30 + 5e29j], dtype=np.complex64)


def pairs(z):
    z = np.asarray(z)
    return [[float(v.real), float(v.imag)] for v in z]


def enc(v):
    if np.isnan(v):
        return "nan"
    if np.isinf(v):
        return "inf" if v > 0 else "-inf"
    return v


def enc_pairs(z):
    return [[enc(a), enc(b)] for a, b in pairs(z)]


doc = {
    "generator": "tpu-server/src/test/golden/generate_complex_extremes.py",
    "versions": {"jax": jax.__version__, "numpy": np.__version__},
    "x": enc_pairs(X),
    "a": enc_pairs(A),
    "b": enc_pairs(B),
    "abs": [enc(float(v)) for v in np.asarray(jnp.abs(X))],
    "log": enc_pairs(jnp.log(X)),
    "exp": enc_pairs(jnp.exp(X)),
    "divide": enc_pairs(jnp.asarray(A) / jnp.asarray(B)),
}
here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "..", "resources", "stablehlo", "complex_extremes.json")
with open(out, "w") as f:
    json.dump(doc, f, indent=1)
    f.write("\n")
print(json.dumps({k: doc[k] for k in ("abs", "log", "exp", "divide")}))
