"""Exports the seventh wave of the model corpus: program kinds the earlier waves lacked. SVD-based ones (PCA
whitening, spectral norm by norm(ord=2), pinv, lstsq, svd over shapes and modes), the matrix exponential, x64-free binning (searchsorted,
digitize, histogram), jnp.unique with size=, GNN pooling by segment_sum/segment_max, a linear recurrence by
lax.associative_scan, lax.cond under vmap with jnp.round and lax.map, a sparse BCOO mat-vec, top-p sampling, an
RWKV-style time-mix scan, a Conformer block (depthwise conv, attention, GLU), a Flax NNX train step with optax
adamw + clip + a warmup-cosine schedule, image resizing (jax.image.resize bilinear/cubic, scale_and_translate), FFT
convolution, quantile/median/percentile, cumlogsumexp (refused: a reduce_window with a logaddexp body), and jax.nn.dot_product_attention (the XLA
implementation) with a mask and a bias.

Each program is lowered for CPU (jax.jit(...).lower) and, where jax.export's TPU lowering differs from its CPU one,
also for TPU (suffix _tpu); both share the inputs and the reference, computed by JAX on CPU.

Run from the repository root (Python 3.11, jax 0.10, flax 0.12, optax 0.2, numpy):
    python3 tpu-server/src/test/stablehlo/export_corpus_wave7.py [name ...]
It writes tpu-server/src/test/resources/stablehlo/corpus/<name>.mlir and <name>.json in export_corpus.py's format,
read by StableHloCorpusTest. The reference is the program run with jax_enable_x64 over float64 inputs. Outputs that
depend on an SVD's or eigenvector's sign are written sign-free (singular values, projectors, reconstructions).
"""
import sys

import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl
import numpy as np
from jax import lax
import flax.linen as nn
from flax import nnx
import optax
from jax.experimental import sparse

import corpus_golden

ONLY = set(sys.argv[1:])
SOURCE = "written in export_corpus_wave7.py (see its docstring)"


def export(name, description, fn, args):
    """<name> as lowered for CPU and <name>_tpu where TPU's lowering has other ops, same inputs and reference."""
    if ONLY and name not in ONLY:
        return
    corpus_golden.export(name, description, fn, args,
                         "tpu-server/src/test/stablehlo/export_corpus_wave7.py", SOURCE, tpu="if_differs")


# ----------------------------------------------------------------------------- linear algebra

def pca_whitening(x):
    """PCA whitening as a preprocessing step: centre, SVD, project onto the top 3 components and scale by the
    singular values. Sign-free outputs: the singular values, the projector V_k V_k^T, the whitened data's Gram
    matrix and the rank-3 reconstruction."""
    xc = x - x.mean(0)
    u, s, vt = jnp.linalg.svd(xc, full_matrices=False)
    vk = vt[:3].T
    z = xc @ vk / s[:3] * jnp.sqrt(x.shape[0] - 1.0)
    recon = (u[:, :3] * s[:3]) @ vt[:3] + x.mean(0)
    return s, vk @ vk.T, z.T @ z, recon


def spectral_tools(w, a, b):
    """Spectral normalisation (W / ||W||_2, as SN-GAN's exact variant), the pseudo-inverse and a least-squares fit."""
    sigma = jnp.linalg.norm(w, ord=2)
    coef, resid, rank, sv = jnp.linalg.lstsq(a, b)
    return w / sigma, sigma, jnp.linalg.pinv(a), coef, resid, rank, sv, jnp.linalg.svd(w, compute_uv=False)


def ops_svd(wide, batch, tall):
    """jnp.linalg.svd over shapes and modes, sign-free: singular values, U diag(s) V^T, U^T U and V V^T (the
    completed columns of full_matrices included), and singular values of a batch without vectors."""
    outs = []
    for a, full in ((wide, False), (wide, True), (batch, False), (tall, True)):
        u, s, vt = jnp.linalg.svd(a, full_matrices=full)
        k = s.shape[-1]
        recon = (u[..., :, :k] * s[..., None, :]) @ vt[..., :k, :]
        outs += [s, recon, jnp.swapaxes(u, -1, -2) @ u, vt @ jnp.swapaxes(vt, -1, -2)]
    return outs + [jnp.linalg.svd(batch, compute_uv=False), jnp.linalg.matrix_rank(tall)]


def matrix_exp(generator, t, x):
    """A continuous-time linear flow: exp(t A) for a batch of times by jax.scipy.linalg.expm (Pade with scaling and
    squaring), applied to states."""
    a = generator - generator.T - 0.3 * jnp.eye(generator.shape[0], dtype=generator.dtype)
    mats = jax.vmap(lambda s: jsl.expm(s * a))(t)
    return mats, jnp.einsum("tij,j->ti", mats, x)


# ----------------------------------------------------------------------------- sorting, binning, segments

def binning(x, edges, sorted_keys, queries):
    """Feature binning without x64: searchsorted both sides, digitize, a histogram with fixed edges, bucketize."""
    return (jnp.searchsorted(sorted_keys, queries, side="left"), jnp.searchsorted(sorted_keys, queries, side="right"),
            jnp.digitize(x, edges), jnp.histogram(x, bins=edges)[0],
            jnp.histogram(x, bins=6, range=(-2.0, 2.0))[0], jnp.searchsorted(sorted_keys, queries, method="sort"))


def unique_tokens(ids, weights):
    """Vocabulary of a batch: jnp.unique with size= (fill), inverse indices and counts, and a weighted bag of
    unique tokens by segment_sum over the inverse."""
    uniq, inv, counts = jnp.unique(ids, size=12, fill_value=-1, return_inverse=True, return_counts=True)
    bag = jax.ops.segment_sum(weights, inv.reshape(-1), num_segments=12)
    return uniq, inv, counts, bag


def gnn_pooling(h, senders, receivers, graph_of_node, w_msg, w_out):
    """A message-passing layer with sum and max aggregation (jax.ops.segment_sum / segment_max over edges), then
    per-graph readout by segment mean and max (batched graphs as in jraph)."""
    n = h.shape[0]
    msg = jax.nn.relu(h[senders] @ w_msg)
    agg_sum = jax.ops.segment_sum(msg, receivers, num_segments=n)
    agg_max = jax.ops.segment_max(msg, receivers, num_segments=n)
    agg_max = jnp.where(jnp.isfinite(agg_max), agg_max, 0.0)
    h2 = jnp.tanh(jnp.concatenate([h, agg_sum, agg_max], -1) @ w_out)
    count = jax.ops.segment_sum(jnp.ones(n), graph_of_node, num_segments=3)
    mean = jax.ops.segment_sum(h2, graph_of_node, num_segments=3) / count[:, None]
    gmax = jax.ops.segment_max(h2, graph_of_node, num_segments=3)
    gmin = jax.ops.segment_min(h2, graph_of_node, num_segments=3)
    return h2, mean, gmax, gmin


def linear_recurrence(a, b):
    """h_t = a_t * h_{t-1} + b_t by lax.associative_scan (the parallel scan of linear RNNs such as LRU), forwards
    and in reverse, plus a cumulative max by associative_scan."""
    def combine(l, r):
        return r[0] * l[0], r[0] * l[1] + r[1]
    _, h = lax.associative_scan(combine, (a, b), axis=0)
    _, hr = lax.associative_scan(combine, (a, b), axis=0, reverse=True)
    return h, hr, lax.associative_scan(jnp.maximum, b, axis=1)


def round_cond_map(x, thresholds):
    """Rounding and control flow under vmap: jnp.round (half away from zero for .5 cases through round_nearest_afz
    in lax.round), lax.cond in vmap (a select), lax.map over rows, lax.switch by a computed index."""
    afz = lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO)
    even = jnp.round(x)
    def row(r, t):
        return lax.cond(jnp.sum(r) > t, lambda v: jnp.sin(v) * 2.0, lambda v: jnp.cos(v) - 1.0, r)
    conded = jax.vmap(row)(x, thresholds)
    mapped = lax.map(lambda r: jnp.cumsum(r) / (1.0 + jnp.max(jnp.abs(r))), x)
    idx = jnp.clip(lax.round(thresholds, lax.RoundingMethod.AWAY_FROM_ZERO).astype(jnp.int32), 0, 2)
    switched = jax.vmap(lambda i, r: lax.switch(i, [jnp.tanh, jnp.exp, lambda v: v * v], r))(idx, x)
    return afz, even, conded, mapped, switched


def sparse_matvec(data, rows, cols, dense, vec):
    """A sparse layer: a BCOO matrix (jax.experimental.sparse) times a vector and a dense matrix, its transpose
    product, and its row sums."""
    m = sparse.BCOO((data, jnp.stack([rows, cols], -1)), shape=(6, 9))
    return m @ vec, m @ dense, m.T @ jnp.ones(6, dense.dtype), sparse.bcoo_reduce_sum(m, axes=(1,)).todense()


# ----------------------------------------------------------------------------- sampling and sequence models

def top_p_sampling(key, logits, temperature):
    """Nucleus (top-p = 0.8) sampling: sort descending, cumulative probabilities, mask past p, sample; the
    filtered probabilities and the samples."""
    logits = logits / temperature
    order = jnp.argsort(-logits, axis=-1)
    sorted_logits = jnp.take_along_axis(logits, order, -1)
    cum = jnp.cumsum(jax.nn.softmax(sorted_logits, -1), -1)
    keep_sorted = cum - jax.nn.softmax(sorted_logits, -1) < 0.8
    keep = jnp.zeros_like(keep_sorted).at[jnp.arange(logits.shape[0])[:, None], order].set(keep_sorted)
    filtered = jnp.where(keep, logits, -jnp.inf)
    samples = jax.random.categorical(jax.random.wrap_key_data(key), filtered, axis=-1, shape=(3, logits.shape[0]))
    return jax.nn.softmax(filtered, -1), samples, keep.sum(-1)


def rwkv_time_mix(x, params):
    """An RWKV-4 style time-mixing block: token shift, receptance/key/value projections, and the WKV recurrence as a
    numerically stable lax.scan with a running maximum exponent (Peng et al. 2023)."""
    w_decay, u_bonus, mix_k, mix_v, mix_r, wk, wv, wr, wo = params
    prev = jnp.concatenate([jnp.zeros_like(x[:1]), x[:-1]], 0)
    k = (x * mix_k + prev * (1 - mix_k)) @ wk
    v = (x * mix_v + prev * (1 - mix_v)) @ wv
    r = jax.nn.sigmoid((x * mix_r + prev * (1 - mix_r)) @ wr)
    w = -jnp.exp(w_decay)

    def step(state, kv):
        aa, bb, pp = state
        kt, vt = kv
        ww = u_bonus + kt
        q = jnp.maximum(pp, ww)
        e1, e2 = jnp.exp(pp - q), jnp.exp(ww - q)
        out = (e1 * aa + e2 * vt) / (e1 * bb + e2)
        ww = pp + w
        q = jnp.maximum(ww, kt)
        e1, e2 = jnp.exp(ww - q), jnp.exp(kt - q)
        return (e1 * aa + e2 * vt, e1 * bb + e2, q), out
    d = x.shape[-1]
    init = (jnp.zeros(d, x.dtype), jnp.zeros(d, x.dtype), jnp.full(d, -1e38, x.dtype))
    _, wkv = lax.scan(step, init, (k, v))
    return (r * wkv) @ wo


class ConformerBlock(nn.Module):
    """A Conformer block (Gulati et al. 2020): half-step feed-forward, self-attention with a padding mask, the
    convolution module (pointwise conv + GLU, depthwise conv, batch norm in inference mode, swish, pointwise conv),
    half-step feed-forward, final layer norm."""
    dim: int = 16
    heads: int = 2
    kernel: int = 5

    @nn.compact
    def __call__(self, x, mask):
        def ff(h):
            h = nn.LayerNorm()(h)
            return nn.Dense(self.dim)(nn.swish(nn.Dense(4 * self.dim)(h)))
        x = x + 0.5 * ff(x)
        att_mask = nn.make_attention_mask(mask, mask)
        x = x + nn.MultiHeadDotProductAttention(num_heads=self.heads)(nn.LayerNorm()(x), mask=att_mask)
        h = nn.glu(nn.Dense(2 * self.dim)(nn.LayerNorm()(x)))
        h = nn.Conv(self.dim, (self.kernel,), feature_group_count=self.dim, padding="SAME")(h)
        h = nn.BatchNorm(use_running_average=True)(h)
        x = x + nn.Dense(self.dim)(nn.swish(h))
        x = x + 0.5 * ff(x)
        return nn.LayerNorm()(x)


# ----------------------------------------------------------------------------- training

class NnxMlp(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(6, 16, rngs=rngs)
        self.norm = nnx.LayerNorm(16, rngs=rngs)
        self.l2 = nnx.Linear(16, 3, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.norm(self.l1(x))))


def nnx_adamw_step():
    """A Flax NNX train step, two steps of optax adamw under clip_by_global_norm and a warmup-cosine schedule;
    the model's state is split and merged around a pure function as nnx.jit does."""
    model = NnxMlp(nnx.Rngs(7))
    schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-2, warmup_steps=2, decay_steps=10, end_value=1e-3)
    tx = optax.chain(optax.clip_by_global_norm(0.5), optax.adamw(schedule, weight_decay=0.05))
    graphdef, params = nnx.split(model, nnx.Param)
    opt_state = tx.init(params)

    def step(params, opt_state, x, y):
        def loss_fn(p):
            logits = nnx.merge(graphdef, p)(x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        losses = []
        for _ in range(2):
            loss, grads = jax.value_and_grad(loss_fn)(params)
            updates, opt_state = tx.update(grads, opt_state, params)
            params = optax.apply_updates(params, updates)
            losses.append(loss)
        return params, jnp.stack(losses)
    return step, params, opt_state


# ----------------------------------------------------------------------------- images, FFT, statistics

def image_ops(img):
    """jax.image.resize (bilinear and bicubic, up and down; antialiased downsizing), and scale_and_translate."""
    return (jax.image.resize(img, (1, 12, 10, 3), "bilinear"), jax.image.resize(img, (1, 5, 4, 3), "bilinear"),
            jax.image.resize(img, (1, 13, 9, 3), "cubic"), jax.image.resize(img, (1, 4, 3, 3), "lanczos3"),
            jax.image.scale_and_translate(img, (1, 10, 10, 3), (1, 2), jnp.array([1.3, 0.9]),
                                          jnp.array([0.5, -1.0]), "linear"))


def fft_conv(signal, kernel, img, img_kernel):
    """Long convolutions by FFT (as in Hyena/H3): 1-D causal conv by rfft/irfft with zero padding, and a 2-D
    circular conv by fft2/ifft2."""
    n = signal.shape[-1]
    f = jnp.fft.rfft(signal, n=2 * n) * jnp.fft.rfft(kernel, n=2 * n)
    causal = jnp.fft.irfft(f, n=2 * n)[..., :n]
    circ = jnp.real(jnp.fft.ifft2(jnp.fft.fft2(img) * jnp.fft.fft2(img_kernel, s=img.shape[-2:])))
    return causal, circ


def robust_stats(x, q):
    """Robust statistics for normalisation: median, quantiles (linear and nearest), percentiles, nanmedian with
    NaNs."""
    xn = x.at[0, 2].set(jnp.nan)
    return (jnp.median(x, axis=1), jnp.quantile(x, q, axis=1), jnp.quantile(x, q, axis=1, method="nearest"),
            jnp.percentile(x, jnp.array([5.0, 50.0, 95.0])), jnp.nanmedian(xn, axis=1))


def cumlogsumexp(x):
    """Cumulative logsumexp (jax.lax.cumlogsumexp) along a sequence, forwards and reversed: a reduce_window whose
    body is logaddexp (the service refuses it, naming the body)."""
    return lax.cumlogsumexp(x, axis=1), lax.cumlogsumexp(x, axis=0, reverse=True)


def sdpa_xla(q, k, v, bias, lengths):
    """jax.nn.dot_product_attention with implementation='xla': grouped-query heads, an additive bias, a causal
    mask, and key padding by lengths; then with local windowing."""
    a = jax.nn.dot_product_attention(q, k, v, bias=bias, is_causal=True, key_value_seq_lengths=lengths,
                                     implementation="xla")
    b = jax.nn.dot_product_attention(q, k, v, local_window_size=(2, 1), implementation="xla")
    return a, b


def main():
    rng = np.random.default_rng(717)
    f32 = np.float32

    export("pca_whitening", "PCA whitening by jnp.linalg.svd: singular values, top-3 projector, whitened Gram "
           "matrix, rank-3 reconstruction", pca_whitening,
           ((rng.standard_normal((20, 6)) @ rng.standard_normal((6, 6))).astype(f32),))
    a = rng.standard_normal((9, 5)).astype(f32)
    a[:, 4] = a[:, 0] + a[:, 1]  # rank-deficient: lstsq and pinv cut the small singular value
    export("spectral_tools", "spectral norm by norm(ord=2), spectral normalisation, pinv and lstsq of a "
           "rank-deficient matrix, singular values", spectral_tools,
           (rng.standard_normal((7, 5)).astype(f32), a, rng.standard_normal((9, 2)).astype(f32)))
    tall = rng.standard_normal((8, 5)).astype(f32)
    tall[:, 3] = tall[:, 0] - tall[:, 2]  # rank 4: full_matrices completes U past the rank and the shape
    export("ops_svd", "jnp.linalg.svd of a wide matrix (reduced and full), a batch, and a rank-deficient tall one "
           "(full); compute_uv=False; matrix_rank: sign-free outputs", ops_svd,
           (rng.standard_normal((3, 6)).astype(f32), rng.standard_normal((2, 4, 4)).astype(f32), tall))
    export("matrix_exp", "jax.scipy.linalg.expm of t A for 3 times (Pade 13 with scaling and squaring) applied "
           "to a state", matrix_exp,
           (rng.standard_normal((5, 5)).astype(f32), np.array([0.1, 1.0, 6.0], f32), rng.standard_normal(5).astype(f32)))

    keys = np.sort(rng.uniform(-2, 2, 10)).astype(f32)
    queries = np.concatenate([rng.uniform(-3, 3, 8), keys[[0, 3, 9]], [np.nan]]).astype(f32)
    export("binning", "searchsorted (left, right, sort method; exact hits and a NaN query), digitize, histogram "
           "with given and ranged edges", binning,
           (rng.standard_normal((4, 7)).astype(f32), np.linspace(-2, 2, 7).astype(f32), keys, queries))
    export("unique_tokens", "jnp.unique with size=12 and fill, inverse and counts, a segment_sum bag of words",
           unique_tokens, (rng.integers(0, 9, (3, 5)).astype(np.int32), rng.standard_normal(15).astype(f32)))
    n, e = 10, 24
    export("gnn_pooling", "message passing with segment_sum and segment_max aggregation (an isolated node), "
           "per-graph mean/max/min readout", gnn_pooling,
           (rng.standard_normal((n, 4)).astype(f32), rng.integers(0, n, e).astype(np.int32),
            rng.integers(0, n - 1, e).astype(np.int32), np.array([0, 0, 0, 1, 1, 1, 1, 2, 2, 2], np.int32),
            (0.5 * rng.standard_normal((4, 4))).astype(f32), (0.5 * rng.standard_normal((12, 5))).astype(f32)))
    export("linear_recurrence", "h_t = a_t h_{t-1} + b_t by lax.associative_scan forwards and reversed, a "
           "cumulative max by associative_scan", linear_recurrence,
           (rng.uniform(0.5, 1.0, (11, 4)).astype(f32), rng.standard_normal((11, 4)).astype(f32)))
    x = (rng.standard_normal((6, 5)) * 3).astype(f32)
    x[0, :4] = [0.5, -0.5, 2.5, -1.5]  # ties: away from zero vs to even
    export("round_cond_map", "lax.round away from zero and to even (.5 ties), lax.cond under vmap, lax.map, "
           "lax.switch under vmap", round_cond_map, (x, np.array([0.0, 1.5, -2.0, 0.49, 2.5, 9.0], f32)))
    nnz = 14
    export("sparse_matvec", "a BCOO sparse matrix (duplicate coordinates) times a vector and a matrix, its "
           "transpose product, row sums", sparse_matvec,
           (rng.standard_normal(nnz).astype(f32), rng.integers(0, 6, nnz).astype(np.int32),
            rng.integers(0, 9, nnz).astype(np.int32), rng.standard_normal((9, 4)).astype(f32),
            rng.standard_normal(9).astype(f32)))
    export("top_p_sampling", "nucleus sampling (p = 0.8): sort, cumulative softmax, mask, categorical draws "
           "(threefry)", top_p_sampling,
           (jax.random.key_data(jax.random.key(17)), (2 * rng.standard_normal((4, 11))).astype(f32), f32(0.7)))
    d = 8
    rw = [(rng.standard_normal(d) * 0.5).astype(f32), (rng.standard_normal(d) * 0.5).astype(f32)] + \
         [rng.uniform(0, 1, d).astype(f32) for _ in range(3)] + \
         [(rng.standard_normal((d, d)) / np.sqrt(d)).astype(f32) for _ in range(4)]
    export("rwkv_time_mix", "RWKV-4 time mixing: token shift, the WKV recurrence with a running max exponent in "
           "lax.scan", rwkv_time_mix, (rng.standard_normal((9, d)).astype(f32), rw))

    block = ConformerBlock()
    xc = rng.standard_normal((2, 7, 16)).astype(f32)
    maskc = np.array([[1] * 7, [1] * 5 + [0] * 2], np.int32)
    params = block.init(jax.random.key(3), xc, maskc)
    params = jax.tree_util.tree_map(lambda p: p + 0.1 * jnp.asarray(rng.standard_normal(p.shape), p.dtype), params)
    export("conformer_block", "Conformer block: half FFNs, masked self-attention, GLU + depthwise conv + batch "
           "norm + swish, layer norm", lambda p, xx, mm: block.apply(p, xx, mm), (params, xc, maskc))

    step, p0, o0 = nnx_adamw_step()
    export("nnx_adamw_step", "Flax NNX MLP, two optax adamw steps with clip_by_global_norm and warmup-cosine "
           "schedule", step, (p0, o0, rng.standard_normal((8, 6)).astype(f32), rng.integers(0, 3, 8).astype(np.int32)))

    export("image_ops", "jax.image.resize bilinear up/down, cubic, lanczos3 (antialiased down); "
           "scale_and_translate", image_ops, (rng.uniform(0, 1, (1, 7, 6, 3)).astype(f32),))
    export("fft_conv", "causal long convolution by rfft/irfft (zero padded), 2-D circular convolution by fft2",
           fft_conv, (rng.standard_normal((3, 12)).astype(f32), rng.standard_normal(12).astype(f32),
                      rng.standard_normal((2, 6, 5)).astype(f32), rng.standard_normal((3, 3)).astype(f32)))
    stats_x = rng.standard_normal((5, 9)).astype(f32)
    export("robust_stats", "median, quantile (linear, nearest), percentile, nanmedian with a NaN", robust_stats,
           (stats_x, np.array([0.1, 0.25, 0.9], f32)))
    export("cumlogsumexp", "lax.cumlogsumexp forwards and reversed (reduce_window with a logaddexp body)",
           cumlogsumexp, (stats_x,))
    export("sdpa_xla", "jax.nn.dot_product_attention (xla): GQA, bias, causal, key lengths; local window",
           sdpa_xla, (rng.standard_normal((2, 6, 4, 8)).astype(f32), rng.standard_normal((2, 6, 2, 8)).astype(f32),
                      rng.standard_normal((2, 6, 2, 8)).astype(f32), rng.standard_normal((2, 4, 6, 6)).astype(f32),
                      np.array([6, 4], np.int32)))


if __name__ == "__main__":
    main()
