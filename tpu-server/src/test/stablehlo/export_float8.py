"""Golden data for the float8 formats (Float8Format, Float8FormatTest): for each of ml_dtypes' 8-bit float types
JAX exports, the float32 value of every one of the 256 bit patterns (XLA's convert f8 -> f32) and the bit pattern XLA's
convert f32 -> f8 gives for every representable value, every midpoint between neighbours (the ties), one float32 ulp
either side of each midpoint, the values around the largest finite one and the smallest subnormal, the infinities,
NaNs, signed zeros and 1,000 random magnitudes. The values are computed by jax.jit on CPU and checked against
ml_dtypes' own casts (they agree).

Run from the repository root (Python 3.11, jax 0.10, ml_dtypes 0.5+):
    python3 tpu-server/src/test/stablehlo/export_float8.py
It writes tpu-server/src/test/resources/stablehlo/float8_formats.json.
"""
import json
import os

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np

OUT = os.path.join(os.path.dirname(__file__), "..", "resources", "stablehlo", "float8_formats.json")
FORMATS = {
    "F8E4M3FN": jnp.float8_e4m3fn, "F8E5M2": jnp.float8_e5m2, "F8E4M3FNUZ": jnp.float8_e4m3fnuz,
    "F8E5M2FNUZ": jnp.float8_e5m2fnuz, "F8E4M3B11FNUZ": jnp.float8_e4m3b11fnuz, "F8E4M3": jnp.float8_e4m3,
    "F8E3M4": jnp.float8_e3m4,
}


def f32_bits(a):
    return np.asarray(a, np.float32).view(np.uint32).astype(np.int64)


def encode_cases(t):
    patterns = np.arange(256, dtype=np.uint8).view(t)
    values = patterns.astype(np.float32)
    finite = np.unique(values[np.isfinite(values)].astype(np.float64))
    mids = ((finite[1:] + finite[:-1]) / 2).astype(np.float32)
    assert np.all(mids.astype(np.float64) == (finite[1:] + finite[:-1]) / 2), "midpoints are exact in f32"
    up = np.nextafter(mids, np.float32(np.inf))
    down = np.nextafter(mids, np.float32(-np.inf))
    fi = ml_dtypes.finfo(t)
    mx, tiny = np.float32(float(fi.max)), np.float32(float(fi.smallest_subnormal))
    quantum = np.float32(float(fi.max) - float(np.nextafter(fi.max, t(0))))
    edges = np.array([mx + quantum / 2, np.nextafter(mx + quantum / 2, np.float32(0)),
                      np.nextafter(mx + quantum / 2, np.float32(np.inf)), mx + quantum, mx * 2, 1e30, 3.4e38,
                      tiny / 2, np.nextafter(tiny / 2, np.float32(1)), np.nextafter(tiny / 2, np.float32(0)),
                      tiny * 1.5, tiny / 4, 1e-30, 1e-45, np.inf, np.nan, 0.0], np.float32)
    rng = np.random.default_rng(8)
    lo, hi = np.log2(float(tiny)) - 2, np.log2(float(mx)) + 2
    rand = (2.0 ** rng.uniform(lo, hi, 1000)).astype(np.float32)
    pos = np.concatenate([finite[finite >= 0].astype(np.float32), mids, up, down, edges, rand])
    return np.concatenate([pos, -pos]).astype(np.float32)


def main():
    doc = {"generator": "tpu-server/src/test/stablehlo/export_float8.py",
           "versions": {"jax": jax.__version__, "ml_dtypes": ml_dtypes.__version__},
           "description": "decode: float32 bits of each of the 256 patterns; encode: float32 input bits and the "
                          "pattern XLA's convert gives", "formats": {}}
    for name, t in FORMATS.items():
        patterns = np.arange(256, dtype=np.uint8).view(t)
        decoded = np.asarray(jax.jit(lambda p: p.astype(jnp.float32))(patterns))
        assert np.array_equal(decoded, patterns.astype(np.float32), equal_nan=True)
        x = encode_cases(t)
        got = np.asarray(jax.jit(lambda a, t=t: a.astype(t))(x)).view(np.uint8)
        want = x.astype(t).view(np.uint8)
        assert np.array_equal(got, want), name
        nan = np.isnan(decoded)
        doc["formats"][name] = {
            "max": float(ml_dtypes.finfo(t).max),
            "decodeF32Bits": [int(b) for b in f32_bits(decoded)],
            "decodeIsNaN": [bool(v) for v in nan],
            "encodeF32Bits": [int(b) for b in f32_bits(x)],
            "encodeExpected": [int(b) for b in got],
        }
        print(name, len(x), "encode cases")
    with open(OUT, "w") as f:
        json.dump(doc, f, separators=(",", ":"))


if __name__ == "__main__":
    main()
