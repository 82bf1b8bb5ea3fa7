"""Exports the eighth wave of the model corpus: program kinds the earlier waves lacked, probed for what still fails.

General reduce_window and reduce bodies (a windowed log-sum-exp pool with strides, padding and dilations through
lax.reduce_window with jnp.logaddexp, a non-associative body, lax.reduce with both), multi-key sorts (lax.sort with
num_keys=2, jnp.lexsort, argpartition), jnp.pad's modes with roll and rot90, jax.random's distributions (gamma, beta, dirichlet,
poisson, permutation, choice without replacement, randint, t, laplace, gumbel), optax optimizers (adafactor, lion,
lamb, adabelief, novograd, rmsprop, sgd with nesterov), a VQ-VAE train step (codebook argmin, straight-through
estimator), a WaveNet stack (dilated causal convs, gated units), NeRF volume rendering (positional encoding,
transmittance by cumprod, inverse-CDF resampling by searchsorted), RetNet retention (parallel and recurrent forms),
DeepSeek-style multi-head latent attention, PointNet (T-Net, max over points), special functions (gammainc, betainc,
zeta, polygamma, ndtri, log_ndtr, i0, i1, xlogy, entr), NumPy utilities (interp, convolve, correlate, polyval, kron,
cross, cov, corrcoef, nonzero/argwhere with size=, bincount, isin, trapezoid), einsum layouts (diagonals, traces,
ellipses, three-operand contractions), mixed-precision dots (bf16 and f16 operands with f32 results,
reduce_precision; reduce_precision's bits over 3,000 values and ten formats), loops (fori_loop unrolled, a while
with a trip count from data, a reversed unrolled scan), approximate top-k retrieval (lax.approx_max_k/approx_min_k:
custom_call @ApproxTopK) and a tridiagonal solve (lax.linalg.tridiagonal_solve: @lapack_sgtsv_ffi on CPU, refused
naming it; plain ops on TPU).

Each program is lowered for CPU (jax.jit(...).lower) and, where jax.export's TPU lowering differs from its CPU one,
also for TPU (suffix _tpu); both share the inputs and the reference, computed by JAX on CPU (corpus_golden.export).

Run from the repository root (Python 3.11, jax 0.10, flax 0.12, optax 0.2, numpy):
    python3 tpu-server/src/test/stablehlo/export_corpus_wave8.py [name ...]
It writes tpu-server/src/test/resources/stablehlo/corpus/<name>.mlir and <name>.json in export_corpus.py's format,
read by StableHloCorpusTest. The reference is the program run with jax_enable_x64 over float64 inputs.
"""
import sys

import jax
import jax.numpy as jnp
import jax.scipy.special as jss
import numpy as np
from jax import lax
import flax.linen as nn
import optax

import corpus_golden

ONLY = set(sys.argv[1:])
SOURCE = "written in export_corpus_wave8.py (see its docstring)"


def export(name, description, fn, args):
    """<name> as lowered for CPU and <name>_tpu where TPU's lowering has other ops, same inputs and reference."""
    if ONLY and name not in ONLY:
        return
    corpus_golden.export(name, description, fn, args,
                         "tpu-server/src/test/stablehlo/export_corpus_wave8.py", SOURCE, tpu="if_differs")


# ----------------------------------------------------------------------------- windows, sorting, padding

def logsumexp_pool(x):
    """Log-sum-exp pooling (a soft max-pool) by lax.reduce_window with jnp.logaddexp: 3x3 windows, stride 2, SAME
    padding; a window dilation of 2; a base dilation; and a non-associative body (a * 0.5 + b, an exponentially
    weighted window sum whose result depends on the fold order); lax.reduce with the same two bodies (over two
    dimensions at once for logaddexp)."""
    ninf = jnp.array(-jnp.inf, x.dtype)
    pooled = lax.reduce_window(x, ninf, jnp.logaddexp, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
    dilated = lax.reduce_window(x, ninf, jnp.logaddexp, (1, 2, 2, 1), (1, 1, 1, 1), "VALID",
                                window_dilation=(1, 2, 2, 1))
    based = lax.reduce_window(x, ninf, jnp.logaddexp, (1, 2, 2, 1), (1, 1, 1, 1), ((0, 0), (1, 1), (0, 1), (0, 0)),
                              base_dilation=(1, 2, 1, 1))
    ewma = lax.reduce_window(x, jnp.array(0.0, x.dtype), lambda a, b: a * 0.5 + b, (1, 1, 4, 1), (1, 1, 1, 1),
                             ((0, 0), (0, 0), (3, 0), (0, 0)))
    reduced = lax.reduce(x, ninf, jnp.logaddexp, (1, 2))
    weighted = lax.reduce(x, jnp.array(0.0, x.dtype), lambda a, b: a * 0.5 + b, (2,))
    return pooled, dilated, based, ewma, lax.cumlogsumexp(x, axis=2, reverse=True), reduced, weighted


def sort_multikey(a, b, c, v):
    """Sorting by several keys: lax.sort of three operands with num_keys=2, jnp.lexsort, a stable argsort of ties,
    argpartition and partition, a descending sort of integers."""
    s0, s1, s2 = lax.sort((a, b, c), num_keys=2)
    order = jnp.lexsort((c, a))
    return (s0, s1, s2, order, jnp.argsort(a, stable=True), jnp.argpartition(v, 3, axis=-1)[..., :3].sort(-1),
            jnp.partition(v, 3, axis=-1)[..., 3], -jnp.sort(-a))


def pad_modes(x):
    """jnp.pad's modes (reflect, symmetric, edge, wrap, linear_ramp, mean, maximum, constant), jnp.roll, rot90."""
    w = ((1, 2), (2, 1))
    return (jnp.pad(x, w, "reflect"), jnp.pad(x, w, "symmetric"), jnp.pad(x, w, "edge"), jnp.pad(x, w, "wrap"),
            jnp.pad(x, w, "linear_ramp", end_values=-1.0), jnp.pad(x, w, "mean"), jnp.pad(x, w, "maximum"),
            jnp.pad(x, w, constant_values=2.5), jnp.roll(x, (1, -2), (0, 1)), jnp.rot90(x), jnp.rot90(x, 3))


# ----------------------------------------------------------------------------- random numbers

def random_distributions(key_data):
    """jax.random's samplers beyond uniform and normal (threefry2x32): gamma, beta, dirichlet, poisson, permutation,
    choice without replacement, randint, student t, laplace, gumbel, exponential, rademacher."""
    key = jax.random.wrap_key_data(key_data)
    k = jax.random.split(key, 12)
    return (jax.random.gamma(k[0], jnp.array([0.5, 1.0, 3.0]), (4, 3)), jax.random.beta(k[1], 2.0, 3.0, (5,)),
            jax.random.dirichlet(k[2], jnp.array([1.0, 2.0, 0.5]), (2,)), jax.random.poisson(k[3], 3.0, (6,)),
            jax.random.permutation(k[4], 9), jax.random.choice(k[5], 10, (4,), replace=False),
            jax.random.randint(k[6], (5,), -3, 7), jax.random.t(k[7], 4.0, (3,)), jax.random.laplace(k[8], (3,)),
            jax.random.gumbel(k[9], (3,)), jax.random.exponential(k[10], (3,)), jax.random.rademacher(k[11], (4,)))


# ----------------------------------------------------------------------------- training

class SmallMlp(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(12)(x))
        return nn.Dense(3)(x)


def optax_zoo():
    """One step of each of several optax optimizers on the same MLP loss; returns every optimizer's new
    parameters."""
    model = SmallMlp()
    x0 = jnp.zeros((1, 5), jnp.float32)
    params = model.init(jax.random.key(5), x0)
    txs = [optax.adafactor(1e-2), optax.lion(1e-3), optax.lamb(1e-2), optax.adabelief(1e-2),
           optax.novograd(1e-2), optax.rmsprop(1e-2, momentum=0.9), optax.sgd(1e-2, momentum=0.9, nesterov=True),
           optax.adagrad(1e-2)]
    states = [tx.init(params) for tx in txs]

    def step(params, states, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        outs = []
        for tx, st in zip(txs, states):
            updates, st2 = tx.update(grads, st, params)
            outs.append(optax.apply_updates(params, updates))
        return loss, outs
    return step, params, states


class VqVae(nn.Module):
    codes: int = 8
    dim: int = 4

    @nn.compact
    def __call__(self, x):
        z = nn.Dense(self.dim)(nn.relu(nn.Dense(16)(x)))
        book = self.param("codebook", nn.initializers.normal(1.0), (self.codes, self.dim))
        d = jnp.sum(z * z, -1, keepdims=True) - 2 * z @ book.T + jnp.sum(book * book, -1)
        idx = jnp.argmin(d, -1)
        q = book[idx]
        st = z + lax.stop_gradient(q - z)
        recon = nn.Dense(x.shape[-1])(nn.relu(nn.Dense(16)(st)))
        loss = jnp.mean((recon - x) ** 2) + jnp.mean((lax.stop_gradient(z) - q) ** 2) + \
            0.25 * jnp.mean((z - lax.stop_gradient(q)) ** 2)
        return loss, idx


def vq_vae_step(model):
    tx = optax.adam(1e-2)

    def step(params, opt_state, x):
        (loss, idx), grads = jax.value_and_grad(lambda p: model.apply(p, x), has_aux=True)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), loss, idx
    return step, tx


# ----------------------------------------------------------------------------- models

class WaveNet(nn.Module):
    channels: int = 8

    @nn.compact
    def __call__(self, x):
        h = nn.Conv(self.channels, (2,), padding=((1, 0),))(x)
        skips = 0.0
        for dilation in (1, 2, 4, 8):
            pad = ((dilation, 0),)
            f = nn.Conv(self.channels, (2,), kernel_dilation=(dilation,), padding=pad)(h)
            g = nn.Conv(self.channels, (2,), kernel_dilation=(dilation,), padding=pad)(h)
            z = jnp.tanh(f) * jax.nn.sigmoid(g)
            skips = skips + nn.Conv(self.channels, (1,))(z)
            h = h + nn.Conv(self.channels, (1,))(z)
        return nn.Conv(5, (1,))(jax.nn.relu(skips))


def nerf_render(params, rays_o, rays_d, t_vals, u):
    """NeRF-style rendering: positional encoding of sample points, an MLP giving density and colour, alpha
    compositing with transmittance by an exclusive cumprod, and hierarchical resampling of the depths by inverse CDF
    (searchsorted)."""
    w1, b1, w2, b2 = params
    pts = rays_o[:, None, :] + rays_d[:, None, :] * t_vals[..., None]
    freqs = 2.0 ** jnp.arange(4)
    enc = jnp.concatenate([pts] + [f(pts[..., None] * freqs).reshape(pts.shape[:-1] + (-1,))
                                   for f in (jnp.sin, jnp.cos)], -1)
    h = jax.nn.relu(enc @ w1 + b1) @ w2 + b2
    sigma, rgb = jax.nn.softplus(h[..., 0]), jax.nn.sigmoid(h[..., 1:])
    delta = jnp.concatenate([jnp.diff(t_vals, axis=-1), jnp.full(t_vals.shape[:-1] + (1,), 1e10)], -1)
    alpha = 1.0 - jnp.exp(-sigma * delta)
    trans = jnp.cumprod(jnp.concatenate([jnp.ones_like(alpha[:, :1]), 1.0 - alpha + 1e-10], -1), -1)[:, :-1]
    weights = alpha * trans
    color = jnp.sum(weights[..., None] * rgb, -2)
    depth = jnp.sum(weights * t_vals, -1)
    pdf = (weights[:, 1:-1] + 1e-5) / jnp.sum(weights[:, 1:-1] + 1e-5, -1, keepdims=True)
    cdf = jnp.concatenate([jnp.zeros_like(pdf[:, :1]), jnp.cumsum(pdf, -1)], -1)
    mids = 0.5 * (t_vals[:, 1:] + t_vals[:, :-1])
    idx = jax.vmap(lambda c, uu: jnp.searchsorted(c, uu, side="right"))(cdf, u)
    below = jnp.clip(idx - 1, 0, cdf.shape[-1] - 1)
    above = jnp.clip(idx, 0, cdf.shape[-1] - 1)
    cb, ca = jnp.take_along_axis(cdf, below, -1), jnp.take_along_axis(cdf, above, -1)
    mb, ma = jnp.take_along_axis(mids, below, -1), jnp.take_along_axis(mids, above, -1)
    frac = jnp.where(ca - cb < 1e-5, 0.0, (u - cb) / jnp.where(ca - cb < 1e-5, 1.0, ca - cb))
    return color, depth, weights, mb + frac * (ma - mb)


def retnet_retention(x, wq, wk, wv, gammas):
    """RetNet multi-scale retention: xPos-free rotation, the parallel form (decay mask D[n, m] = gamma^(n-m)) and the
    recurrent form (S_n = gamma S_{n-1} + k_n^T v_n in lax.scan) over heads with their own decays; both returned."""
    t = x.shape[0]
    q = (x @ wq).reshape(t, gammas.shape[0], -1).transpose(1, 0, 2)
    k = (x @ wk).reshape(t, gammas.shape[0], -1).transpose(1, 0, 2)
    v = (x @ wv).reshape(t, gammas.shape[0], -1).transpose(1, 0, 2)
    n = jnp.arange(t)
    diff = (n[:, None] - n[None, :]).astype(x.dtype)
    decay = jnp.where(diff >= 0, gammas[:, None, None] ** jnp.maximum(diff, 0.0), 0.0)
    parallel = ((q @ k.transpose(0, 2, 1)) * decay) @ v

    def step(s, qkv):
        qn, kn, vn = qkv
        s = gammas[:, None, None] * s + kn[:, :, None] * vn[:, None, :]
        return s, jnp.einsum("hd,hde->he", qn, s)
    s0 = jnp.zeros((gammas.shape[0], q.shape[-1], v.shape[-1]), x.dtype)
    _, rec = lax.scan(step, s0, (q.transpose(1, 0, 2), k.transpose(1, 0, 2), v.transpose(1, 0, 2)))
    return parallel.transpose(1, 0, 2), rec


class LatentAttention(nn.Module):
    """DeepSeek-V2-style multi-head latent attention: keys and values from a shared low-rank latent, decoupled RoPE
    on a separate key part shared across heads, causal mask."""
    heads: int = 2
    head_dim: int = 8
    latent: int = 6
    rope_dim: int = 4

    @nn.compact
    def __call__(self, x):
        t = x.shape[1]
        c_kv = nn.RMSNorm()(nn.Dense(self.latent, use_bias=False)(x))
        k_nope = nn.Dense(self.heads * self.head_dim, use_bias=False)(c_kv).reshape(*x.shape[:2], self.heads, -1)
        v = nn.Dense(self.heads * self.head_dim, use_bias=False)(c_kv).reshape(*x.shape[:2], self.heads, -1)
        q = nn.Dense(self.heads * (self.head_dim + self.rope_dim), use_bias=False)(x)
        q = q.reshape(*x.shape[:2], self.heads, -1)
        q_nope, q_rope = q[..., :self.head_dim], q[..., self.head_dim:]
        k_rope = nn.Dense(self.rope_dim, use_bias=False)(x)[:, :, None, :]
        pos = jnp.arange(t)[:, None] * (1e4 ** (-jnp.arange(0, self.rope_dim, 2) / self.rope_dim))

        def rope(z):
            z1, z2 = z[..., ::2], z[..., 1::2]
            c, s = jnp.cos(pos)[None, :, None], jnp.sin(pos)[None, :, None]
            return jnp.stack([z1 * c - z2 * s, z1 * s + z2 * c], -1).reshape(z.shape)
        q_rope, k_rope = rope(q_rope), rope(k_rope)
        scores = (jnp.einsum("bqhd,bkhd->bhqk", q_nope, k_nope)
                  + jnp.einsum("bqhd,bkxd->bhqk", q_rope, k_rope)) / jnp.sqrt(self.head_dim + self.rope_dim)
        scores = jnp.where(jnp.tril(jnp.ones((t, t), bool)), scores, -1e9)
        out = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, -1), v).reshape(*x.shape[:2], -1)
        return nn.Dense(x.shape[-1])(out)


class PointNet(nn.Module):
    @nn.compact
    def __call__(self, pts):
        t = nn.relu(nn.Dense(16)(pts))
        t = jnp.max(nn.relu(nn.Dense(32)(t)), axis=1)
        t = nn.Dense(9, kernel_init=nn.initializers.zeros)(t).reshape(-1, 3, 3) + jnp.eye(3)
        x = jnp.einsum("bnd,bde->bne", pts, t)
        x = nn.relu(nn.LayerNorm()(nn.Dense(16)(x)))
        x = nn.relu(nn.Dense(32)(x))
        g = jnp.max(x, axis=1)
        return nn.Dense(4)(nn.relu(nn.Dense(16)(g))), jnp.argmax(x, axis=1)


# ----------------------------------------------------------------------------- op programs

def special_functions(x, a, b, n):
    """jax.scipy.special functions real models use (priors, losses, sampling): gammainc/gammaincc (the regularised
    incomplete gamma), betainc, zeta, polygamma, ndtri, log_ndtr, i0, i1, xlogy, xlog1py, entr, logit, expit."""
    return (jss.gammainc(a, x), jss.gammaincc(a, x), jss.betainc(a, b, jnp.clip(x / 4.0, 0.01, 0.99)),
            jss.zeta(a + 1.5, x + 1.0), jss.polygamma(n, x + 0.5), jss.ndtri(jnp.clip(x / 5.0, 0.01, 0.99)),
            jss.log_ndtr(x - 2.0), jss.i0(x), jss.i1(x), jss.xlogy(x, a), jss.xlog1py(x, a - 1.0), jss.entr(x),
            jss.logit(jnp.clip(x / 5.0, 0.01, 0.99)), jss.expit(x - 2.0))


def numpy_utils(x, xp, fp, sig, ker, ints, pts):
    """NumPy utilities in jit: interp, convolve (full/same), correlate, polyval, kron, cross, cov, corrcoef,
    nonzero and argwhere with size=, bincount with length=, isin, trapezoid, tril/triu, diff, ediff1d."""
    nz = jnp.nonzero(ints > 2, size=6, fill_value=-1)
    return (jnp.interp(x, xp, fp), jnp.convolve(sig, ker), jnp.convolve(sig, ker, mode="same"),
            jnp.correlate(sig, ker, mode="valid"), jnp.polyval(ker, x), jnp.kron(pts[:2, :2], pts[2:4, :2]),
            jnp.cross(pts[:3], pts[3:6]), jnp.cov(pts.T), jnp.corrcoef(pts.T), nz[0],
            jnp.argwhere(ints.reshape(3, 4) > 2, size=5, fill_value=-1), jnp.bincount(ints, length=8),
            jnp.isin(ints, jnp.array([1, 4, 6])), jnp.trapezoid(fp, xp), jnp.tril(pts[:3]), jnp.triu(pts[:3], 1),
            jnp.diff(sig, n=2), jnp.ediff1d(sig))


def einsum_layouts(a, b, c, m):
    """einsum over layouts XLA must transpose: diagonals ('ii->i'), traces, batched traces, ellipses, a contraction
    over two axes at once, a three-operand bilinear form, outer products and a transposed batch."""
    return (jnp.einsum("ii->i", m), jnp.einsum("ii", m), jnp.einsum("bii->b", c),
            jnp.einsum("...ij,...jk->...ik", c, c), jnp.einsum("ijk,jkl->il", a, b),
            jnp.einsum("bi,ij,bj->b", m[:3], m, m[:3]), jnp.einsum("i,j->ij", m[0], m[1]),
            jnp.einsum("jbi,bik->bjk", a.transpose(1, 0, 2), b.transpose(0, 1, 2)[:, :, :2].reshape(3, 4, -1)[:2]),
            jnp.einsum("bij->jbi", c))


def mixed_precision(xb, wb, xh, wh, x):
    """Mixed precision (f32 inputs cast in the program): bf16 x bf16 and f16 x f16 dots with f32 results
    (preferred_element_type), a bf16 conv with an f32 result, reduce_precision to bf16's, tf32's and f16's formats."""
    xb, wb, xh, wh = xb.astype(jnp.bfloat16), wb.astype(jnp.bfloat16), xh.astype(jnp.float16), wh.astype(jnp.float16)
    d1 = lax.dot_general(xb, wb, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)
    d2 = lax.dot_general(xh, wh, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)
    img = xb.reshape(1, 4, 6, 1)
    conv = lax.conv_general_dilated(img, wb[:3, :2].reshape(3, 2, 1, 1).astype(jnp.bfloat16), (1, 1), "SAME",
                                    dimension_numbers=("NHWC", "HWIO", "NHWC"), preferred_element_type=jnp.float32)
    return (d1, d2, conv, lax.reduce_precision(x, 8, 7), lax.reduce_precision(x, 8, 10),
            lax.reduce_precision(x, 5, 10))


def ops_reduce_precision(x):
    """lax.reduce_precision to formats the op set has no type for, as bit patterns (u32, compared exactly): e8m10
    (tf32), e5m10 (f16's format with XLA's flush of its subnormals), e4m3, e5m2, e8m0, e3m4, e6m12, e2m1, and on a
    bf16 operand e8m4 and e5m7."""
    formats = ((8, 10), (5, 10), (4, 3), (5, 2), (8, 0), (3, 4), (6, 12), (2, 1))
    bits = [lax.bitcast_convert_type(lax.reduce_precision(x, e, m), jnp.uint32) for e, m in formats]
    xb = x.astype(jnp.bfloat16)
    for e, m in ((8, 4), (5, 7)):
        bits.append(lax.bitcast_convert_type(lax.reduce_precision(xb, e, m).astype(jnp.float32), jnp.uint32))
    return bits


def loops(x, n):
    """Loop forms: fori_loop with unroll=3, a while_loop whose trip count is read from data, a reversed scan with
    unroll=2, a nested fori_loop inside a scan."""
    a = lax.fori_loop(0, 7, lambda i, v: v * 0.9 + jnp.sin(v + i), x, unroll=3)
    b = lax.while_loop(lambda s: s[0] < n, lambda s: (s[0] + 1, s[1] * 1.1 - 0.05), (0, x))[1]

    def body(carry, row):
        inner = lax.fori_loop(0, 3, lambda j, v: v + row * j, carry)
        return inner * 0.5, inner.sum()
    c, ys = lax.scan(body, x, jnp.stack([x, x * 2, -x]), reverse=True, unroll=2)
    return a, b, c, ys


def retrieval_topk(queries, database):
    """Maximum inner product search: scores of queries against a database, jax.lax.approx_max_k (a custom call
    @ApproxTopK, exact off TPU), approx_min_k of distances, and the exact top_k for comparison."""
    scores = queries @ database.T
    dist = jnp.sum((queries[:, None, :] - database[None]) ** 2, -1)
    mx_v, mx_i = lax.approx_max_k(scores, 4)
    mn_v, mn_i = lax.approx_min_k(dist, 3)
    return mx_v, mx_i, mn_v, mn_i, lax.top_k(scores, 4)[1]


def tridiagonal(dl, d, du, b):
    """lax.linalg.tridiagonal_solve (a cubic-spline or implicit-diffusion step): on CPU @lapack_sgtsv_ffi, which is
    refused naming it; on TPU JAX unrolls the Thomas algorithm into plain ops (tridiagonal_tpu)."""
    return lax.linalg.tridiagonal_solve(dl, d, du, b)


def main():
    rng = np.random.default_rng(818)
    f32 = np.float32

    export("logsumexp_pool", "log-sum-exp pooling by reduce_window with a logaddexp body (stride, SAME padding, "
           "window and base dilation), a non-associative body, reversed cumlogsumexp, lax.reduce with both bodies",
           logsumexp_pool,
           (rng.standard_normal((2, 7, 6, 3)).astype(f32),))
    a = rng.integers(0, 3, 12).astype(f32)
    export("sort_multikey", "lax.sort of 3 operands with num_keys=2, jnp.lexsort, stable argsort of ties, "
           "argpartition/partition, descending sort", sort_multikey,
           (a, rng.integers(0, 4, 12).astype(np.int32), rng.standard_normal(12).astype(f32),
            rng.standard_normal((3, 8)).astype(f32)))
    export("pad_modes", "jnp.pad reflect/symmetric/edge/wrap/linear_ramp/mean/maximum/constant, roll, rot90",
           pad_modes, (rng.standard_normal((4, 5)).astype(f32),))
    export("random_distributions", "jax.random gamma, beta, dirichlet, poisson, permutation, choice without "
           "replacement, randint, t, laplace, gumbel, exponential, rademacher (threefry)", random_distributions,
           (jax.random.key_data(jax.random.key(88)),))

    step, p0, s0 = optax_zoo()
    export("optax_zoo", "one step each of optax adafactor, lion, lamb, adabelief, novograd, rmsprop (momentum), "
           "sgd (nesterov), adagrad on an MLP", step,
           (p0, s0, rng.standard_normal((8, 5)).astype(f32), rng.integers(0, 3, 8).astype(np.int32)))
    vq = VqVae()
    xv = rng.standard_normal((10, 6)).astype(f32)
    pv = vq.init(jax.random.key(2), xv)
    vstep, vtx = vq_vae_step(vq)
    export("vq_vae_step", "VQ-VAE Adam step: nearest codebook entry by argmin, straight-through estimator, "
           "commitment loss", vstep, (pv, vtx.init(pv), xv))

    wn = WaveNet()
    xw = rng.standard_normal((2, 20, 3)).astype(f32)
    export("wavenet", "WaveNet: causal convs with dilations 1, 2, 4, 8, gated tanh/sigmoid units, residual and "
           "skip connections", lambda p, xx: wn.apply(p, xx), (wn.init(jax.random.key(4), xw), xw))
    enc_dim = 3 + 3 * 4 * 2
    nerf_params = [(rng.standard_normal((enc_dim, 16)) / 4).astype(f32), np.zeros(16, f32),
                   (rng.standard_normal((16, 4)) / 4).astype(f32), np.zeros(4, f32)]
    t_vals = np.sort(rng.uniform(0.5, 4.0, (3, 9)), -1).astype(f32)
    export("nerf_render", "NeRF volume rendering: positional encoding, density/colour MLP, alpha compositing by "
           "cumprod, inverse-CDF resampling by searchsorted", nerf_render,
           (nerf_params, rng.standard_normal((3, 3)).astype(f32), rng.standard_normal((3, 3)).astype(f32), t_vals,
            rng.uniform(0, 1, (3, 5)).astype(f32)))
    d = 8
    export("retnet_retention", "RetNet multi-scale retention, parallel (decay mask) and recurrent (lax.scan) forms",
           retnet_retention,
           (rng.standard_normal((7, d)).astype(f32), *[(rng.standard_normal((d, d)) / 3).astype(f32) for _ in range(3)],
            np.array([0.9, 0.6], f32)))
    mla = LatentAttention()
    xm = rng.standard_normal((2, 6, 12)).astype(f32)
    export("latent_attention", "DeepSeek-style multi-head latent attention: low-rank shared KV latent, decoupled "
           "RoPE key, causal mask", lambda p, xx: mla.apply(p, xx), (mla.init(jax.random.key(6), xm), xm))
    pn = PointNet()
    xp = rng.standard_normal((2, 16, 3)).astype(f32)
    export("pointnet", "PointNet: T-Net 3x3 transform, shared MLPs, max over points, argmax of the critical points",
           lambda p, xx: pn.apply(p, xx), (pn.init(jax.random.key(8), xp), xp))

    export("special_functions", "gammainc, gammaincc, betainc, zeta, polygamma, ndtri, log_ndtr, i0, i1, xlogy, "
           "xlog1py, entr, logit, expit", special_functions,
           (rng.uniform(0.05, 4.0, 8).astype(f32), rng.uniform(0.3, 3.0, 8).astype(f32),
            rng.uniform(0.3, 3.0, 8).astype(f32), np.array([0, 1, 2, 3, 1, 0, 2, 1], np.int32)))
    export("numpy_utils", "interp, convolve, correlate, polyval, kron, cross, cov, corrcoef, nonzero/argwhere "
           "(size=), bincount, isin, trapezoid, tril/triu, diff", numpy_utils,
           (rng.uniform(-1, 5, 7).astype(f32), np.linspace(0, 4, 6).astype(f32), rng.standard_normal(6).astype(f32),
            rng.standard_normal(10).astype(f32), rng.standard_normal(3).astype(f32),
            rng.integers(0, 8, 12).astype(np.int32), rng.standard_normal((6, 3)).astype(f32)))
    export("einsum_layouts", "einsum diagonals, traces, ellipses, two-axis contraction, three-operand bilinear, "
           "outer, transposed batches", einsum_layouts,
           (rng.standard_normal((2, 3, 4)).astype(f32), rng.standard_normal((3, 4, 5)).astype(f32),
            rng.standard_normal((2, 4, 4)).astype(f32), rng.standard_normal((4, 4)).astype(f32)))
    export("mixed_precision", "bf16 and f16 dots with f32 results, a bf16 conv with an f32 result, "
           "reduce_precision to e8m7, e8m10, e5m10 (overflow, flushed underflow, ties, inf, NaN)", mixed_precision,
           (rng.standard_normal((4, 6)).astype(f32), rng.standard_normal((6, 3)).astype(f32),
            rng.standard_normal((4, 6)).astype(f32), rng.standard_normal((6, 3)).astype(f32),
            np.concatenate([rng.standard_normal(8) * 1e3, [7e4, -1e5, 65520.0, 1e-6, -3e-5, 6.1e-5, 1.00048828125,
                                                          1.00146484375, np.inf, -np.inf, np.nan, -0.0]]).astype(f32)))
    export("retrieval_topk", "inner-product retrieval: approx_max_k and approx_min_k (@ApproxTopK) against exact "
           "top_k", retrieval_topk, (rng.standard_normal((3, 8)).astype(f32), rng.standard_normal((20, 8)).astype(f32)))
    n = 7
    export("tridiagonal", "lax.linalg.tridiagonal_solve of a diagonally dominant system with 2 right-hand sides "
           "(@lapack_sgtsv_ffi on CPU, unrolled Thomas on TPU)", tridiagonal,
           (np.concatenate([[0], rng.uniform(-1, 1, n - 1)]).astype(f32), rng.uniform(3, 4, n).astype(f32),
            np.concatenate([rng.uniform(-1, 1, n - 1), [0]]).astype(f32), rng.standard_normal((n, 2)).astype(f32)))
    scale = 10.0 ** rng.integers(-44, 39, 3000)
    specials = [np.inf, -np.inf, np.nan, 0.0, -0.0, 65504, 65520, 6.1e-5, 6.2e-5, 3.4e38, 1e-45, 1.00048828125,
                1.00146484375, 240.0, 248.0, 57344.0, 61440.0, 1.5 * 2.0 ** -14, 2.0 ** -15]
    export("ops_reduce_precision", "reduce_precision to e8m10, e5m10, e4m3, e5m2, e8m0, e3m4, e6m12, e2m1 and on "
           "bf16 to e8m4, e5m7, as u32 bit patterns (3,000 values over every magnitude, ties, infinities, NaN)",
           ops_reduce_precision,
           (np.concatenate([rng.standard_normal(3000) * scale, specials,
                            [-v for v in specials if not np.isnan(v)]]).astype(f32),))  # NaN's sign is not kept
    export("loops", "fori_loop unroll=3, while_loop with a trip count from data, reversed scan unroll=2 around a "
           "fori_loop", loops, (rng.standard_normal(5).astype(f32), np.int32(4)))


if __name__ == "__main__":
    main()
