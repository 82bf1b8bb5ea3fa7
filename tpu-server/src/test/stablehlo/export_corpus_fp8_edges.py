"""Exports corpus programs for float8 edge cases found in review (rfix6): JAX's max/min identities in the formats
without infinity (e4m3fn inits argmax and empty reductions with finfo.min = -448, e4m3fnuz with -240) and
next_after stepping on the float8 bit patterns.

Run from the repository root (same environment as export_corpus_wave5.py, whose export() and JSON format it uses):
    python3 tpu-server/src/test/stablehlo/export_corpus_fp8_edges.py [name ...]
It writes tpu-server/src/test/resources/stablehlo/corpus/<name>.mlir and <name>.json, read by StableHloCorpusTest.
"""
import json
import os
import sys

import jax.numpy as jnp
import numpy as np
from jax import lax

sys.path.insert(0, os.path.dirname(__file__))
import export_corpus  # noqa: E402
import export_corpus_wave5 as wave5  # noqa: E402

ONLY = set(sys.argv[1:])
wave5.ONLY = ONLY
wave5.SOURCE = "written in export_corpus_fp8_edges.py (see its docstring)"


def export(name, description, fn, args):
    if ONLY and name not in ONLY:
        return
    wave5.export(name, description, fn, args)
    path = os.path.join(export_corpus.OUT, name + ".json")
    with open(path) as f:
        doc = json.load(f)
    doc["generator"] = "tpu-server/src/test/stablehlo/export_corpus_fp8_edges.py"
    with open(path, "w") as f:
        json.dump(doc, f, separators=(",", ":"))


def fp8_reduce_identity(x, empty, z):
    return (jnp.argmax(x, axis=1), jnp.argmin(x, axis=0), jnp.max(x, axis=1),
            lax.reduce_max(empty, (0,)), lax.reduce_min(empty, (0,)),
            jnp.argmax(z, axis=1), jnp.argmin(z, axis=1), lax.reduce_max(z[:0], (0,)), lax.reduce_min(z[:0], (0,)))


def main():
    os.makedirs(export_corpus.OUT, exist_ok=True)
    rng = np.random.default_rng(66)
    x = jnp.asarray(rng.standard_normal((5, 6)) * 100, jnp.float32).astype(jnp.float8_e4m3fn)
    x = x.at[1, 2].set(-448).at[2, 3].set(448).at[3].set(-448)
    z = jnp.asarray(rng.standard_normal((4, 6)) * 60, jnp.float32).astype(jnp.float8_e4m3fnuz)
    z = z.at[0].set(-240).at[1, 4].set(240)
    export("ops_fp8_reduce_identity", "argmax/argmin and empty max/min reductions in float8_e4m3fn and "
           "float8_e4m3fnuz, whose identity JAX writes as finfo.min/max (no infinity in these formats)",
           fp8_reduce_identity, (x, jnp.zeros((0, 3), jnp.float8_e4m3fn), z))


if __name__ == "__main__":
    main()
