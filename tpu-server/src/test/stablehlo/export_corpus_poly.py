"""Exports the shape-polymorphic programs of the model corpus: jax.export with symbolic dimensions (a batch "b", a
sequence length "t"), the module text a user serialises once and runs at any size.

Run from the repository root (Python 3.11, jax 0.10, flax 0.12):
    python3 tpu-server/src/test/stablehlo/export_corpus_poly.py [name ...]
It writes tpu-server/src/test/resources/stablehlo/corpus/<name>.mlir (Exported.mlir_module(): '?' dimensions,
get_dimension_size, dynamic_* ops and shape_assertion custom calls) and <name>.json in export_corpus.py's format:
the inputs at one concrete size, JAX's outputs for them (float64 reference and tolerances as export_corpus.py
computes them, from jax.jit of the same function) and "symbolicShapes", the polymorphic spec of each argument.
StableHloCorpusTest compiles the module for the inputs' types, as a Compile request with argument_types does.
"""
import json
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
from jax import export as jexport

import export_corpus
from export_corpus import OUT

ONLY = set(sys.argv[1:])
SOURCE = "Flax linen + jax.export (symbolic shapes), written in export_corpus_poly.py"


def export_poly(name, description, fn, args, specs, constraints=()):
    """specs: one polymorphic shape string per leaf of args (None = static), e.g. "b, 3, 4"; constraints: the
    symbolic scope's, e.g. "h >= 4"."""
    if ONLY and name not in ONLY:
        return
    export_corpus.export(name, description, SOURCE, fn, args, None)
    leaves, tree = jax.tree_util.tree_flatten(args)
    assert len(specs) == len(leaves), (len(specs), len(leaves))
    scope = jexport.SymbolicScope(constraints)
    abstract = [jax.ShapeDtypeStruct(jexport.symbolic_shape(s, scope=scope) if s else x.shape, x.dtype)
                for s, x in zip(specs, leaves)]
    with jax.default_matmul_precision("highest"):
        exported = jexport.export(jax.jit(fn))(*jax.tree_util.tree_unflatten(tree, abstract))
    with open(os.path.join(OUT, name + ".mlir"), "w") as f:
        f.write(exported.mlir_module())
    path = os.path.join(OUT, name + ".json")
    with open(path) as f:
        doc = json.load(f)
    doc["generator"] = "tpu-server/src/test/stablehlo/export_corpus_poly.py"
    doc["symbolicShapes"] = [s or "" for s in specs]
    doc["symbolicConstraints"] = list(constraints)
    text = exported.mlir_module()
    ops = {line.split("=", 1)[-1].strip().split(" ")[0].split("(")[0].strip('"') for line in text.splitlines()
           if "stablehlo." in line or "chlo." in line}
    targets = {"custom_call @" + line.split("custom_call @", 1)[1].split("(")[0] for line in text.splitlines()
               if "custom_call @" in line}
    doc["stablehloOps"] = sorted(o for o in ops | targets if o.startswith(("stablehlo.", "chlo.", "custom_call")))
    with open(path, "w") as f:
        json.dump(doc, f, separators=(",", ":"))


class PolyMlp(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm()(nn.Dense(8)(x))
        h = jax.nn.softmax(h, -1)
        return h.reshape(h.shape[0], -1).sum(0), jnp.arange(x.shape[0]), h[:, :2].mean()


class PolyLm(nn.Module):
    """A pre-norm decoder LM over tokens [b, t]: positions by jnp.arange(t), a causal mask of tril(t x t)."""
    vocab: int = 32
    dim: int = 16
    heads: int = 2

    @nn.compact
    def __call__(self, tokens):
        t = tokens.shape[1]
        x = nn.Embed(self.vocab, self.dim)(tokens) + nn.Embed(64, self.dim)(jnp.arange(t))[None]
        mask = nn.make_causal_mask(tokens)
        for _ in range(2):
            x = x + nn.MultiHeadDotProductAttention(self.heads)(nn.LayerNorm()(x), mask=mask)
            x = x + nn.Dense(self.dim)(nn.gelu(nn.Dense(4 * self.dim)(nn.LayerNorm()(x))))
        logits = nn.Dense(self.vocab)(nn.LayerNorm()(x))
        return logits, jnp.argmax(logits[:, -1], -1)


class PolyCnn(nn.Module):
    """Conv, BatchNorm (inference statistics), ReLU, a strided residual block, average pooling, classifier."""
    @nn.compact
    def __call__(self, x):
        bn = lambda: nn.BatchNorm(use_running_average=True)
        h = nn.relu(bn()(nn.Conv(8, (3, 3))(x)))
        r = nn.Conv(16, (1, 1), (2, 2))(h)
        h = nn.relu(bn()(nn.Conv(16, (3, 3), (2, 2))(h)))
        h = nn.relu(r + bn()(nn.Conv(16, (3, 3))(h)))
        h = nn.max_pool(h, (2, 2), (2, 2))
        return nn.Dense(5)(h.mean((1, 2)))


def ops_poly(x, y, idx):
    """The shape ops whose sizes follow a symbolic dimension: pad, slice, concatenate, take, cumsum, flip."""
    t = x.shape[1]
    p = jnp.pad(x, ((0, 0), (1, 2)))
    s = x[:, 1:t - 1]
    c = jnp.concatenate([x, y], 0)
    g = jnp.take(x, idx, axis=1)
    return p, s, c, g, jnp.cumsum(x, 1), jnp.flip(x, 1), x.reshape(-1), jnp.tile(x, (1, 2))


class PolyImage(nn.Module):
    """Images of any size (b, h, w): a SAME convolution, average pooling, a sort and top_k along the width, and
    normal noise of the input's (symbolic) shape."""
    @nn.compact
    def __call__(self, x, key):
        h = nn.avg_pool(nn.relu(nn.Conv(4, (3, 3), padding="SAME")(x)), (2, 2), (2, 2))
        noise = jax.random.normal(key, x.shape[:3])
        return h, jnp.argsort(x[..., 0], -1), jax.lax.top_k(x[..., 0], 2)[0], x[..., 0] + noise


def main():
    rng = np.random.default_rng(40)
    key = jax.random.PRNGKey(40)

    mlp = PolyMlp()
    x = jnp.asarray(rng.standard_normal((3, 3, 4)), jnp.float32)
    mp = mlp.init(key, x)
    n = len(jax.tree_util.tree_leaves(mp))
    export_poly("poly_mlp", "shape-polymorphic batch b: Dense, LayerNorm, softmax, reshape(b, -1), arange(b), a "
                "mean over b (dynamic_broadcast_in_dim, dynamic_reshape, dynamic_iota, dynamic_gather, shape_assertion)",
                lambda p, v: mlp.apply(p, v), (mp, x), [None] * n + ["b, 3, 4"])

    lm = PolyLm()
    tokens = jnp.asarray(rng.integers(0, 32, (2, 7)), jnp.int32)
    lp = lm.init(key, tokens)
    n = len(jax.tree_util.tree_leaves(lp))
    export_poly("poly_lm", "shape-polymorphic batch and sequence (b, t): decoder LM with positions arange(t), a "
                "causal mask, attention, greedy next token", lambda p, v: lm.apply(p, v), (lp, tokens),
                [None] * n + ["b, t"])

    cnn = PolyCnn()
    img = jnp.asarray(rng.standard_normal((3, 8, 8, 3)), jnp.float32)
    cp = cnn.init(key, img)
    n = len(jax.tree_util.tree_leaves(cp))
    export_poly("poly_cnn", "shape-polymorphic batch b: convolutions (stride 2), BatchNorm, max pool, mean, "
                "classifier", lambda p, v: cnn.apply(p, v), (cp, img), [None] * n + ["b, 8, 8, 3"])

    image = PolyImage()
    pic = jnp.asarray(rng.standard_normal((2, 6, 10, 3)), jnp.float32)
    ip = image.init(key, pic, jax.random.PRNGKey(1))
    n = len(jax.tree_util.tree_leaves(ip))
    export_poly("poly_image", "shape-polymorphic image (b, h, w): SAME convolution, pooling, argsort and top_k "
                "along w, jax.random.normal of the symbolic shape (threefry in a while loop, real_dynamic_slice)",
                lambda p, v, k: image.apply(p, v, k), (ip, pic, jax.random.PRNGKey(41)),
                [None] * n + ["b, h, w, 3", None], constraints=("h >= 4", "w >= 4"))

    xs = jnp.asarray(rng.standard_normal((2, 6)), jnp.float32)
    ys = jnp.asarray(rng.standard_normal((2, 6)), jnp.float32)
    idx = jnp.asarray([5, 0, 2], jnp.int32)
    export_poly("poly_ops", "shape-polymorphic (b, t): pad, slice to t-1, concatenate, take, cumsum, flip, "
                "reshape(-1), tile", ops_poly, (xs, ys, idx), ["b, t", "b, t", None])


if __name__ == "__main__":
    main()
