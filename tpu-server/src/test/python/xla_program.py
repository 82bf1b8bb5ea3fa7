"""The peer of ProgramBench: XLA:CPU running the same StableHLO programs as the service.

Two programs of a GPT-2-style decoder (Flax linen, pre-norm blocks, learned positions, tied output
embedding): 4 layers, width 256, 4 heads, sequence 128, batch 2, vocab 1024 (3.5M parameters), all
matmuls at HIGHEST precision (full float32, as the service computes them when told HIGHEST):
  gpt2_forward      params, tokens -> logits
  gpt2_train_step   params, tokens -> (new params, loss): next-token cross-entropy, jax.grad, SGD

usage:
  xla_program.py export DIR          writes DIR/<name>.mlir (jax.jit(fn).lower(...).as_text()) for both
  xla_program.py time NAME SECONDS   times jax.jit(fn) on CPU (warm-up a quarter of the budget, then
                                     median of calls) and prints one JSON line {"name", "seconds",
                                     "cpuSeconds" (process CPU time per call, all threads), ...}

The checked-in files under src/test/resources/stablehlo/bench were written by the export mode
(jax 0.10.2, flax 0.12.8); ProgramBench runs them on the service and calls the time mode only when
python3 imports jax (CI never runs Python).
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
import flax.linen as nn  # noqa: E402

VOCAB, DIM, LAYERS, HEADS, SEQ, BATCH = 1024, 256, 4, 4, 128, 2


class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        causal = nn.make_causal_mask(jnp.ones(x.shape[:-1], jnp.int32))
        x = x + nn.MultiHeadDotProductAttention(num_heads=HEADS)(nn.LayerNorm()(x), mask=causal)
        h = nn.gelu(nn.Dense(4 * DIM)(nn.LayerNorm()(x)))
        return x + nn.Dense(DIM)(h)


class Gpt2(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(VOCAB, DIM)
        pos = self.param("pos", nn.initializers.normal(0.02), (SEQ, DIM))
        x = emb(tokens) + pos[: tokens.shape[-1]]
        for _ in range(LAYERS):
            x = Block()(x)
        return emb.attend(nn.LayerNorm()(x))


MODEL = Gpt2()


def forward(params, tokens):
    return MODEL.apply(params, tokens)


def loss_fn(params, tokens):
    logits = MODEL.apply(params, tokens)[:, :-1]
    targets = jax.nn.one_hot(tokens[:, 1:], VOCAB)
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * targets, -1))


def train_step(params, tokens):
    loss, grads = jax.value_and_grad(loss_fn)(params, tokens)
    return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads), loss


PROGRAMS = {"gpt2_forward": forward, "gpt2_train_step": train_step}


def example():
    rng = np.random.default_rng(16)
    tokens = jnp.asarray(rng.integers(0, VOCAB, (BATCH, SEQ)), jnp.int32)
    params = MODEL.init(jax.random.PRNGKey(16), tokens)
    return params, tokens


def export(directory):
    params, tokens = example()
    count = sum(int(np.prod(p.shape)) for p in jax.tree_util.tree_leaves(params))
    for name, fn in PROGRAMS.items():
        with jax.default_matmul_precision("highest"):
            text = jax.jit(fn).lower(params, tokens).as_text()
        with open(os.path.join(directory, name + ".mlir"), "w") as f:
            f.write(text)
        print(f"{name}: {len(text.splitlines())} lines, {count} parameters")


def time_program(name, seconds):
    params, tokens = example()
    with jax.default_matmul_precision("highest"):
        fn = jax.jit(PROGRAMS[name])
        jax.block_until_ready(fn(params, tokens))
        warm_end = time.perf_counter() + seconds * 0.25
        while time.perf_counter() < warm_end:
            jax.block_until_ready(fn(params, tokens))
        samples = []
        cpu0 = time.process_time()
        end = time.perf_counter() + seconds * 0.75
        while time.perf_counter() < end or len(samples) < 3:
            t0 = time.perf_counter()
            jax.block_until_ready(fn(params, tokens))
            samples.append(time.perf_counter() - t0)
        cpu = (time.process_time() - cpu0) / len(samples)
    print(json.dumps({"name": name, "seconds": statistics.median(samples), "cpuSeconds": cpu, "calls": len(samples),
                      "backend": jax.default_backend(), "jax": jax.__version__}))


if __name__ == "__main__":
    if sys.argv[1] == "export":
        export(sys.argv[2])
    else:
        time_program(sys.argv[2], float(sys.argv[3]))
