"""Golden data for Float8NextAfterTest: jax.lax.nextafter (chlo.next_after, run by jax.jit on CPU) in every float8
format, for every one of the 256 patterns as x against twelve y patterns (both zeros, the smallest subnormals, +-2,
and the top patterns: the infinities, NaNs and largest finite values, whichever the format has there).

Run from the repository root (Python 3.11, jax 0.10, ml_dtypes 0.5):
    python3 tpu-server/src/test/golden/generate_float8_next_after.py
It writes tpu-server/src/test/resources/stablehlo/float8_next_after.json: per format the y patterns and, for each y,
the 256 result patterns (NaN results as null: XLA's NaN pattern is not part of the contract).
"""
import json
import os

import jax
import jax.numpy as jnp
import numpy as np

OUT = os.path.join(os.path.dirname(__file__), "..", "resources", "stablehlo", "float8_next_after.json")
FORMATS = {"F8E4M3FN": jnp.float8_e4m3fn, "F8E5M2": jnp.float8_e5m2, "F8E4M3FNUZ": jnp.float8_e4m3fnuz,
           "F8E5M2FNUZ": jnp.float8_e5m2fnuz, "F8E4M3B11FNUZ": jnp.float8_e4m3b11fnuz, "F8E4M3": jnp.float8_e4m3,
           "F8E3M4": jnp.float8_e3m4}
Y_PATTERNS = [0x00, 0x80, 0x01, 0x81, 0x40, 0xC0, 0x7F, 0xFF, 0x7E, 0xFE, 0x7C, 0xFC]


def main():
    doc = {"generator": "tpu-server/src/test/golden/generate_float8_next_after.py",
           "versions": {"jax": jax.__version__, "numpy": np.__version__}, "formats": {}}
    step = jax.jit(jax.lax.nextafter)
    for name, dt in FORMATS.items():
        x = np.arange(256, dtype=np.uint8).view(dt)
        results = []
        for yb in Y_PATTERNS:
            y = np.full(256, yb, np.uint8).view(dt)
            r = np.asarray(step(jnp.asarray(x), jnp.asarray(y)))
            nan = np.isnan(r.astype(np.float32))
            bits = r.view(np.uint8)
            results.append([None if n else int(b) for b, n in zip(bits, nan)])
        doc["formats"][name] = {"y": Y_PATTERNS, "result": results}
    with open(OUT, "w") as f:
        json.dump(doc, f, separators=(",", ":"))
    print(sum(len(v["result"]) * 256 for v in doc["formats"].values()), "cases")


if __name__ == "__main__":
    main()
