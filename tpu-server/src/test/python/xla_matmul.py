"""The peer of MatmulBench: XLA:CPU's f32 matmul (jax.jit(jnp.dot) on the CPU backend).

Run by MatmulBench in the same run as our kernel (only when Python with jax is found; CI never
runs it). Prints one JSON line: {"size": n, "gflops": median GFLOP/s, "ms": median ms, "cpuMs": process CPU
time per call, all threads}.

usage: xla_matmul.py SIZE SECONDS
"""
import json
import os
import statistics
import sys
import time

os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402


def main():
    size, seconds = int(sys.argv[1]), float(sys.argv[2])
    rng = np.random.default_rng(1)
    a = jnp.asarray(rng.uniform(-1, 1, (size, size)).astype(np.float32))
    b = jnp.asarray(rng.uniform(-1, 1, (size, size)).astype(np.float32))
    dot = jax.jit(jnp.dot)
    dot(a, b).block_until_ready()
    warm_end = time.perf_counter() + seconds * 0.25
    while time.perf_counter() < warm_end:
        dot(a, b).block_until_ready()
    samples = []
    cpu0 = time.process_time()
    end = time.perf_counter() + seconds * 0.75
    while time.perf_counter() < end or len(samples) < 3:
        t0 = time.perf_counter()
        dot(a, b).block_until_ready()
        samples.append(time.perf_counter() - t0)
    cpu_ms = (time.process_time() - cpu0) / len(samples) * 1e3
    ms = statistics.median(samples) * 1e3
    print(json.dumps({"size": size, "gflops": 2.0 * size ** 3 / (ms * 1e6), "ms": ms, "cpuMs": cpu_ms,
                      "backend": jax.default_backend(), "jax": jax.__version__}))


if __name__ == "__main__":
    main()
