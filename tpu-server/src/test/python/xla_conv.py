"""The peer of ConvolutionBench: XLA:CPU's convolution (jax.lax.conv_general_dilated on the CPU backend).

Run by ConvolutionBench in the same run as our kernel, per layer (only when Python with jax is found; CI
never runs it). Same layer as the Java side: NHWC input [n, h, w, c], HWIO kernel [k, k, c / groups, o],
stride s in both spatial dims, padding k // 2 on every side, feature_group_count = groups; float32 arrays
whose values are bf16-exact (as ConvolutionBench's inputs), default precision (on CPU a float32 convolution).
Prints one JSON line: {"gflops": median GFLOP/s (2 x multiply-adds), "ms": median ms per call, "cpuMs":
process CPU time per call, all threads, ...}.

usage: xla_conv.py N H W C O K STRIDE GROUPS SECONDS
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
    n, h, w, c, o, k, stride, groups = (int(a) for a in sys.argv[1:9])
    seconds = float(sys.argv[9])
    rng = np.random.default_rng(1)
    x = jnp.asarray(rng.uniform(-1, 1, (n, h, w, c)).astype(jnp.bfloat16).astype(np.float32))
    kernel = jnp.asarray(rng.uniform(-1, 1, (k, k, c // groups, o)).astype(jnp.bfloat16).astype(np.float32))
    pad = k // 2

    @jax.jit
    def conv(x, kernel):
        return jax.lax.conv_general_dilated(x, kernel, (stride, stride), [(pad, pad), (pad, pad)],
                                            dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=groups)

    out = conv(x, kernel).block_until_ready()
    oh, ow = out.shape[1], out.shape[2]
    flop = 2.0 * n * oh * ow * o * k * k * (c // groups)
    warm_end = time.perf_counter() + seconds * 0.25
    while time.perf_counter() < warm_end:
        conv(x, kernel).block_until_ready()
    samples = []
    cpu0 = time.process_time()
    end = time.perf_counter() + seconds * 0.75
    while time.perf_counter() < end or len(samples) < 3:
        t0 = time.perf_counter()
        conv(x, kernel).block_until_ready()
        samples.append(time.perf_counter() - t0)
    cpu_ms = (time.process_time() - cpu0) / len(samples) * 1e3
    ms = statistics.median(samples) * 1e3
    print(json.dumps({"gflops": flop / (ms * 1e6), "ms": ms, "cpuMs": cpu_ms, "shape": list(out.shape),
                      "backend": jax.default_backend(), "jax": jax.__version__}))


if __name__ == "__main__":
    main()
