"""Exports the third wave of the model corpus: programs real users export that the first two waves lacked, a
ResNet training step with BatchNorm in train mode (mutable batch_stats), CLIP's two towers and contrastive loss,
a Switch/GShard-style MoE layer with top-k routing and expert capacity, and a T5 greedy generation loop.

Run from the repository root (Python 3.11, jax 0.10, flax 0.12, optax 0.2):
    python3 tpu-server/src/test/stablehlo/export_corpus_wave3.py [name ...]
It writes tpu-server/src/test/resources/stablehlo/corpus/<name>.mlir and <name>.json with export_corpus.py's
export() (same format, comparison and tolerances), read by StableHloCorpusTest. The architectures are written from
their papers' descriptions, tiny configs. A PyTorch model through torch.export -> StableHLO needs torch_xla, which
is not installed here, so none is exported.
"""
import math
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
import flax.linen as nn
import optax

import export_corpus
import export_corpus_reach

ONLY = set(sys.argv[1:])
SOURCE = "Flax linen + optax, written in export_corpus_wave3.py (see its docstring)"


def export(name, *rest):
    if not ONLY or name in ONLY:
        export_corpus.export(name, *rest)


# ----------------------------------------------------------------------------- ResNet, train-mode BatchNorm

class TrainBlock(nn.Module):
    ch: int
    stride: int

    @nn.compact
    def __call__(self, x, train):
        bn = lambda: nn.BatchNorm(use_running_average=not train, momentum=0.9, epsilon=1e-5)
        h = nn.relu(bn()(nn.Conv(self.ch, (3, 3), (self.stride, self.stride), use_bias=False)(x)))
        h = bn()(nn.Conv(self.ch, (3, 3), use_bias=False)(h))
        if self.stride != 1 or x.shape[-1] != self.ch:
            x = bn()(nn.Conv(self.ch, (1, 1), (self.stride, self.stride), use_bias=False)(x))
        return nn.relu(x + h)


class TrainResNet(nn.Module):
    """ResNet (He et al. 2016) whose BatchNorm uses the batch's statistics in training and updates the running
    averages (the mutable "batch_stats" collection)."""
    @nn.compact
    def __call__(self, x, train):
        x = nn.relu(nn.BatchNorm(use_running_average=not train, momentum=0.9)(nn.Conv(8, (3, 3), use_bias=False)(x)))
        x = TrainBlock(8, 1)(x, train)
        x = TrainBlock(16, 2)(x, train)
        return nn.Dense(10)(x.mean((1, 2)))


def resnet_bn_train_step(model):
    opt = optax.sgd(0.1, momentum=0.9)

    def step(params, batch_stats, opt_state, x, y):
        def loss_fn(p):
            logits, updates = model.apply({"params": p, "batch_stats": batch_stats}, x, True, mutable=["batch_stats"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), updates["batch_stats"]
        (loss, new_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        upd, opt_state = opt.update(grads, opt_state, params)
        return optax.apply_updates(params, upd), new_stats, opt_state, loss
    return step, opt


# ----------------------------------------------------------------------------- CLIP

class Tower(nn.Module):
    """A pre-norm transformer over a token sequence (CLIP's text and image towers share this shape)."""
    dim: int
    layers: int
    causal: bool

    @nn.compact
    def __call__(self, x):
        mask = nn.make_causal_mask(jnp.ones(x.shape[:2])) if self.causal else None
        for _ in range(self.layers):
            x = x + nn.MultiHeadDotProductAttention(2)(nn.LayerNorm()(x), mask=mask)
            h = nn.Dense(4 * self.dim)(nn.LayerNorm()(x))
            x = x + nn.Dense(self.dim)(h * jax.nn.sigmoid(1.702 * h))  # CLIP's quick GELU
        return nn.LayerNorm()(x)


class Clip(nn.Module):
    """CLIP (Radford et al. 2021): a ViT image tower (patches, class token, positions) and a causal text tower read
    at its end-of-text token (the argmax of the token ids), both projected and L2-normalised, a learned temperature
    and the symmetric contrastive loss."""
    dim: int = 16
    embed: int = 12
    vocab: int = 40

    @nn.compact
    def __call__(self, images, tokens):
        b = images.shape[0]
        p = nn.Conv(self.dim, (4, 4), (4, 4), use_bias=False)(images).reshape(b, -1, self.dim)
        cls = self.param("cls", nn.initializers.normal(0.02), (1, 1, self.dim))
        p = jnp.concatenate([jnp.broadcast_to(cls, (b, 1, self.dim)), p], 1)
        p = p + self.param("img_pos", nn.initializers.normal(0.02), (1, p.shape[1], self.dim))
        img = Tower(self.dim, 2, False)(nn.LayerNorm()(p))[:, 0]
        t = nn.Embed(self.vocab, self.dim)(tokens) + self.param("txt_pos", nn.initializers.normal(0.01),
                                                                (tokens.shape[1], self.dim))
        t = Tower(self.dim, 2, True)(t)
        txt = t[jnp.arange(b), jnp.argmax(tokens, -1)]
        img = nn.Dense(self.embed, use_bias=False)(img)
        txt = nn.Dense(self.embed, use_bias=False)(txt)
        img = img / jnp.linalg.norm(img, axis=-1, keepdims=True)
        txt = txt / jnp.linalg.norm(txt, axis=-1, keepdims=True)
        scale = jnp.exp(self.param("logit_scale", nn.initializers.constant(math.log(1 / 0.07)), ()))
        logits = scale * img @ txt.T
        labels = jnp.arange(b)
        loss = (optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
                + optax.softmax_cross_entropy_with_integer_labels(logits.T, labels).mean()) / 2
        return logits, loss


# ----------------------------------------------------------------------------- MoE with capacity

class CapacityMoE(nn.Module):
    """A Switch/GShard-style MoE layer (Fedus et al. 2021; Lepikhin et al. 2020): top-k routing, each expert takes
    at most `capacity` tokens in arrival order (a cumulative sum of the one-hot choices gives each token its slot;
    tokens past capacity are dropped), dispatch and combine tensors, the load-balancing auxiliary loss."""
    experts: int = 4
    top: int = 2
    capacity_factor: float = 1.0
    dim: int = 16

    @nn.compact
    def __call__(self, x):
        tokens = x.reshape(-1, self.dim)
        n = tokens.shape[0]
        capacity = int(math.ceil(self.capacity_factor * n * self.top / self.experts))
        probs = jax.nn.softmax(nn.Dense(self.experts, use_bias=False)(tokens), -1)
        gates, idx = lax.top_k(probs, self.top)                                   # [n, k]
        gates = gates / gates.sum(-1, keepdims=True)
        choice = jax.nn.one_hot(idx, self.experts)                                # [n, k, e]
        # slots in priority order: every token's first choice before any second choice
        flat = choice.transpose(1, 0, 2).reshape(-1, self.experts)               # [k*n, e]
        position = (jnp.cumsum(flat, 0) - 1) * flat
        position = position.reshape(self.top, n, self.experts).transpose(1, 0, 2)  # [n, k, e]
        keep = (position < capacity) * choice
        slot = jax.nn.one_hot(jnp.sum(position * keep, -1).astype(jnp.int32), capacity)  # [n, k, c]
        dispatch = jnp.einsum("nke,nkc->nec", keep, slot)
        combine = jnp.einsum("nke,nkc,nk->nec", keep, slot, gates)
        expert_in = jnp.einsum("nec,nd->ecd", dispatch, tokens)
        wi = self.param("wi", nn.initializers.normal(0.2), (self.experts, self.dim, 2 * self.dim))
        wo = self.param("wo", nn.initializers.normal(0.2), (self.experts, 2 * self.dim, self.dim))
        expert_out = jnp.einsum("ecf,efd->ecd", nn.gelu(jnp.einsum("ecd,edf->ecf", expert_in, wi)), wo)
        y = jnp.einsum("nec,ecd->nd", combine, expert_out)
        density = choice[:, 0].mean(0)
        aux = self.experts * jnp.sum(density * probs.mean(0))
        return (tokens + y).reshape(x.shape), aux, keep.sum((0, 1))


# ----------------------------------------------------------------------------- T5 generation

def t5_generate(model, steps):
    """Greedy generation with an encoder-decoder: a fori_loop that runs the model on the tokens so far (a fixed-size
    buffer, later positions masked by causality) and writes the argmax of the current position into the buffer."""
    def run(params, src, src_mask):
        b = src.shape[0]
        buf = jnp.zeros((b, steps + 1), jnp.int32)  # position 0: the decoder start token (0)

        def body(i, state):
            buf, scores = state
            logits = model.apply(params, src, buf, src_mask)
            step_logits = lax.dynamic_index_in_dim(logits, i, 1, keepdims=False)
            nxt = jnp.argmax(step_logits, -1).astype(jnp.int32)
            score = jnp.max(jax.nn.log_softmax(step_logits), -1)
            buf = lax.dynamic_update_slice(buf, nxt[:, None], (0, i + 1))
            return buf, scores + score
        # the float type follows the parameters (float64 for the reference run)
        return lax.fori_loop(0, steps, body, (buf, jnp.zeros((b,), jax.tree_util.tree_leaves(params)[0].dtype)))
    return run


def main():
    rng = np.random.default_rng(50)
    key = jax.random.PRNGKey(50)

    resnet = TrainResNet()
    img = jnp.asarray(rng.standard_normal((4, 12, 12, 3)), jnp.float32)
    labels = jnp.asarray([1, 7, 3, 3], jnp.int32)
    variables = resnet.init(key, img, False)
    step, opt = resnet_bn_train_step(resnet)
    params, stats = variables["params"], variables["batch_stats"]
    export("train_resnet_batchnorm", "ResNet SGD-momentum step with BatchNorm in train mode: batch statistics, "
           "the running averages updated (mutable batch_stats) and returned", SOURCE, step,
           (params, stats, opt.init(params), img, labels), None)

    clip = Clip()
    images = jnp.asarray(rng.standard_normal((3, 8, 8, 3)), jnp.float32)
    toks = jnp.asarray(rng.integers(1, 30, (3, 6)), jnp.int32).at[:, 4].set(39)  # 39: end of text
    export("clip", "CLIP image (ViT) and text (causal, read at the end-of-text argmax) towers, L2-normalised "
           "projections, learned temperature, symmetric contrastive loss", SOURCE,
           lambda p, a, t: clip.apply(p, a, t), (clip.init(key, images, toks), images, toks), None)

    moe = CapacityMoE()
    xm = jnp.asarray(rng.standard_normal((2, 5, 16)), jnp.float32)
    export("moe_capacity", "Switch/GShard-style MoE: top-2 routing, expert capacity by cumulative sums (overflow "
           "dropped), dispatch/combine einsums, load-balancing loss", SOURCE, lambda p, v: moe.apply(p, v),
           (moe.init(key, xm), xm), None)

    t5 = export_corpus_reach.T5Relative()
    src = jnp.asarray(rng.integers(1, 64, (2, 7)), jnp.int32)
    src_mask = jnp.asarray(np.arange(7)[None] < np.array([[7], [5]]), jnp.int32)
    tparams = t5.init(key, src, jnp.zeros((2, 6), jnp.int32), src_mask)
    export("t5_generate", "T5 encoder-decoder greedy generation: fori_loop over 5 steps, the model on the tokens so "
           "far, dynamic_index of the step's logits, argmax, dynamic_update_slice into the buffer", SOURCE,
           t5_generate(t5, 5), (tparams, src, src_mask), None)


if __name__ == "__main__":
    main()
