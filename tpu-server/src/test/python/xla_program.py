"""The peer of ProgramBench: XLA:CPU running the same StableHLO programs as the service.

Two programs of a GPT-2-style decoder (Flax linen, pre-norm blocks, learned positions, tied output
embedding), all matmuls at HIGHEST precision (full float32, as the service computes them when told
HIGHEST), in two sizes:
  gpt2_forward            params, tokens -> logits
  gpt2_train_step         params, tokens -> (new params, loss): next-token cross-entropy, jax.grad, SGD
      4 layers, width 256, 4 heads, sequence 128, batch 2, vocab 1024 (3.5M parameters)
  gpt2_l8_d512_forward, gpt2_l8_d512_train_step
      the same functions at 8 layers, width 512, 8 heads (head dim 64), sequence 256, batch 2,
      vocab 1024 (25.9M parameters, about 15x the small one's FLOPs per call)

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

VOCAB, BATCH = 1024, 2
# program-name prefix -> (layers, width, heads, sequence)
SIZES = {"gpt2": (4, 256, 4, 128), "gpt2_l8_d512": (8, 512, 8, 256)}


class Block(nn.Module):
    dim: int
    heads: int

    @nn.compact
    def __call__(self, x):
        causal = nn.make_causal_mask(jnp.ones(x.shape[:-1], jnp.int32))
        x = x + nn.MultiHeadDotProductAttention(num_heads=self.heads)(nn.LayerNorm()(x), mask=causal)
        h = nn.gelu(nn.Dense(4 * self.dim)(nn.LayerNorm()(x)))
        return x + nn.Dense(self.dim)(h)


class Gpt2(nn.Module):
    layers: int
    dim: int
    heads: int
    seq: int

    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(VOCAB, self.dim)
        pos = self.param("pos", nn.initializers.normal(0.02), (self.seq, self.dim))
        x = emb(tokens) + pos[: tokens.shape[-1]]
        for _ in range(self.layers):
            x = Block(self.dim, self.heads)(x)
        return emb.attend(nn.LayerNorm()(x))


def programs(model):
    def forward(params, tokens):
        return model.apply(params, tokens)

    def loss_fn(params, tokens):
        logits = model.apply(params, tokens)[:, :-1]
        targets = jax.nn.one_hot(tokens[:, 1:], VOCAB)
        return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * targets, -1))

    def train_step(params, tokens):
        loss, grads = jax.value_and_grad(loss_fn)(params, tokens)
        return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads), loss

    return {"forward": forward, "train_step": train_step}


def example(model):
    rng = np.random.default_rng(16)
    tokens = jnp.asarray(rng.integers(0, VOCAB, (BATCH, model.seq)), jnp.int32)
    params = model.init(jax.random.PRNGKey(16), tokens)
    return params, tokens


def program(name):
    """(model, function) of a program name such as gpt2_forward or gpt2_l8_d512_train_step."""
    for prefix, size in SIZES.items():
        for kind in ("forward", "train_step"):
            if name == prefix + "_" + kind:
                model = Gpt2(*size)
                return model, programs(model)[kind]
    raise SystemExit(f"unknown program {name}")


def export(directory):
    for prefix in SIZES:
        for kind in ("forward", "train_step"):
            name = prefix + "_" + kind
            model, fn = program(name)
            params, tokens = example(model)
            count = sum(int(np.prod(p.shape)) for p in jax.tree_util.tree_leaves(params))
            with jax.default_matmul_precision("highest"):
                text = jax.jit(fn).lower(params, tokens).as_text()
            with open(os.path.join(directory, name + ".mlir"), "w") as f:
                f.write(text)
            print(f"{name}: {len(text.splitlines())} lines, {count} parameters")


def time_program(name, seconds):
    model, program_fn = program(name)
    params, tokens = example(model)
    with jax.default_matmul_precision("highest"):
        fn = jax.jit(program_fn)
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
