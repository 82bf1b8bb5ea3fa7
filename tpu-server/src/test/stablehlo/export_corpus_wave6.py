"""Exports the sixth wave of the model corpus: linear algebra. Each program is written twice, as JAX lowers it for
CPU (LAPACK custom calls: @lapack_spotrf_ffi, @lapack_strsm_ffi) and for TPU (stablehlo.cholesky and
stablehlo.triangular_solve; suffix _tpu, exported with jax.export for platforms=("tpu",)); both files share the
inputs and the reference, computed by JAX on CPU.

Programs (LU ones: @lapack_sgetrf_ffi on CPU, @LuDecomposition on TPU): a linear flow layer (slogdet and solve),
lax.linalg.lu with inv, solve and det; QR ones (@lapack_sgeqrf_ffi and @lapack_sorgqr_ffi on CPU, @Qr and
@ProductOfElementaryHouseholderReflectors on TPU): jnp.linalg.qr reduced and complete, an MLP made by Flax's
orthogonal initializer; eigh ones (@lapack_ssyevd_ffi on CPU, @Eigh on TPU): Shampoo's preconditioned update,
jnp.linalg.eigh lower and upper (sign-free outputs); Gaussian-process regression (RBF kernel, Cholesky of the Gram matrix, cho_solve for the weights, the
predictive mean and variance by triangular solves, the log marginal likelihood from the factor's diagonal), a
multivariate-normal log-density over a batch of covariances, and an op program covering cholesky (lower and upper,
batched, one matrix not positive definite: JAX gives NaNs) and triangular_solve (left/right, lower/upper,
transposed, unit diagonal).

Run from the repository root (Python 3.11, jax 0.10, flax 0.12, numpy):
    python3 tpu-server/src/test/stablehlo/export_corpus_wave6.py [name ...]
It writes tpu-server/src/test/resources/stablehlo/corpus/<name>.mlir and <name>.json in export_corpus.py's format,
read by StableHloCorpusTest. The reference is the program run with jax_enable_x64 over float64 inputs.
"""
import math
import sys

import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl
import numpy as np
from jax import lax
import flax.linen as nn

import corpus_golden

ONLY = set(sys.argv[1:])
SOURCE = "written in export_corpus_wave6.py (see its docstring)"


def export(name, description, fn, args):
    """<name> as lowered for CPU and <name>_tpu as lowered for TPU, with the same inputs and reference."""
    if ONLY and name not in ONLY:
        return
    corpus_golden.export(name, description, fn, args,
                         "tpu-server/src/test/stablehlo/export_corpus_wave6.py", SOURCE, tpu="always")


def rbf(x, z, length, scale):
    d2 = jnp.sum((x[:, None, :] - z[None, :, :]) ** 2, -1)
    return scale * jnp.exp(-0.5 * d2 / length ** 2)


def gp_regression(x, y, xs, log_length, log_noise):
    """Posterior mean and variance at xs and the log marginal likelihood (Rasmussen and Williams, Algorithm 2.1)."""
    length = jnp.exp(log_length)
    k = rbf(x, x, length, 1.0) + (jnp.exp(log_noise) + 1e-4) * jnp.eye(x.shape[0], dtype=x.dtype)
    chol = jnp.linalg.cholesky(k)
    alpha = jsl.cho_solve((chol, True), y)
    ks = rbf(x, xs, length, 1.0)
    mean = ks.T @ alpha
    v = jsl.solve_triangular(chol, ks, lower=True)
    var = 1.0 - jnp.sum(v * v, 0)
    n = x.shape[0]
    lml = -0.5 * y @ alpha - jnp.sum(jnp.log(jnp.diag(chol))) - 0.5 * n * math.log(2 * math.pi)
    return mean, var, lml


def mvn_logpdf(x, mu, a):
    """log N(x; mu, S) for a batch of covariances S = A A^T + I, by the Cholesky factor (as a flow's base density)."""
    cov = a @ jnp.swapaxes(a, -1, -2) + jnp.eye(a.shape[-1], dtype=a.dtype)
    chol = jnp.linalg.cholesky(cov)
    # x: [batch, points, d], one covariance per batch member
    z = jsl.solve_triangular(chol, jnp.swapaxes(x - mu[:, None, :], -1, -2), lower=True)
    logdet = 2 * jnp.sum(jnp.log(jnp.diagonal(chol, axis1=-2, axis2=-1)), -1)
    d = x.shape[-1]
    return -0.5 * (jnp.sum(z * z, -2) + logdet[:, None] + d * math.log(2 * math.pi))


def ops_linalg(spd, notpd, tri, b_left, b_right):
    outs = [jnp.linalg.cholesky(spd), jsl.cholesky(spd, lower=False), jnp.linalg.cholesky(notpd)]
    for lower in (True, False):
        for trans in (False, True):
            for unit in (False, True):
                outs.append(lax.linalg.triangular_solve(tri, b_left, left_side=True, lower=lower,
                                                        transpose_a=trans, unit_diagonal=unit))
                outs.append(lax.linalg.triangular_solve(tri, b_right, left_side=False, lower=lower,
                                                        transpose_a=trans, unit_diagonal=unit))
    return outs


def flow_step(x, w, b):
    """A linear flow layer (Glow's 1x1 invertible map on feature vectors): z = x W + b, its log|det W| by slogdet,
    and the inverse map back, x = (z - b) W^-1 by jnp.linalg.solve, as a flow's forward and inverse pass."""
    z = x @ w + b
    sign, logdet = jnp.linalg.slogdet(w)
    back = jnp.linalg.solve(w.T, (z - b).T).T
    return z, sign, logdet * x.shape[0], back


def ops_lu(a, rhs):
    lu, pivots, perm = lax.linalg.lu(a)
    return lu, pivots, perm, jnp.linalg.inv(a), jnp.linalg.solve(a, rhs), jnp.linalg.det(a)


def orthogonal_init_mlp(key, x):
    """An MLP initialised by Flax's orthogonal initializer (QR of a normal matrix, signs from R's diagonal), run once:
    the init and the forward pass in one program, as a training script's first step."""
    model = nn.Sequential([nn.Dense(12, kernel_init=nn.initializers.orthogonal()), nn.tanh,
                           nn.Dense(5, kernel_init=nn.initializers.orthogonal(scale=0.5))])
    params = model.init(key, x)
    return params, model.apply(params, x)


def ops_qr(tall, wide):
    q1, r1 = jnp.linalg.qr(tall)
    q2, r2 = jnp.linalg.qr(wide)
    q3, r3 = jnp.linalg.qr(tall, mode="complete")
    return q1, r1, q2, r2, q3, r3


def shampoo_preconditioned_update(stats_l, stats_r, grad):
    """Shampoo's preconditioned gradient (Gupta et al. 2018): L^-1/4 G R^-1/4 with L and R the gradient statistics
    plus a damping term, inverse roots by eigh (as the reference implementations compute them)."""
    def inv_root(s):
        w, v = jnp.linalg.eigh(s + 1e-3 * jnp.eye(s.shape[-1], dtype=s.dtype))
        return (v * jnp.maximum(w, 1e-6) ** -0.25) @ v.T
    return inv_root(stats_l) @ grad @ inv_root(stats_r), jnp.linalg.eigvalsh(stats_l)


def ops_eigh(a):
    w, v = jnp.linalg.eigh(a)
    w_up, v_up = jnp.linalg.eigh(a, UPLO="U")
    # eigenvectors are unique up to sign: compare what does not depend on it
    return w, jnp.abs(v), (v * w[..., None, :]) @ jnp.swapaxes(v, -1, -2), w_up, jnp.abs(v_up)


def main():
    rng = np.random.default_rng(616)
    f32 = np.float32
    x = rng.uniform(-3, 3, (24, 2)).astype(f32)
    y = (np.sin(x[:, 0]) * np.cos(x[:, 1]) + 0.1 * rng.standard_normal(24)).astype(f32)
    xs = rng.uniform(-3, 3, (10, 2)).astype(f32)
    export("gp_regression", "Gaussian-process regression: RBF Gram matrix, Cholesky, cho_solve, predictive mean and "
           "variance by triangular solves, log marginal likelihood", gp_regression,
           (x, y, xs, f32(np.log(1.2)), f32(np.log(0.05))))

    export("mvn_logpdf", "multivariate-normal log-density over a batch of 3 covariances A A^T + I (Cholesky, "
           "triangular solve, log-determinant from the factor)", mvn_logpdf,
           (rng.standard_normal((3, 5, 6)).astype(f32), rng.standard_normal((3, 6)).astype(f32),
            (0.5 * rng.standard_normal((3, 6, 6))).astype(f32)))

    export("flow_step", "a linear flow layer: z = x W + b, slogdet(W) for the log-likelihood, the inverse pass by "
           "jnp.linalg.solve (LU)", flow_step,
           (rng.standard_normal((16, 8)).astype(f32), (rng.standard_normal((8, 8)) + 2 * np.eye(8)).astype(f32),
            (0.1 * rng.standard_normal(8)).astype(f32)))

    export("ops_lu", "lax.linalg.lu (factors, pivots, permutation) of a batch of 3 6x6 matrices, jnp.linalg.inv, "
           "solve and det", ops_lu,
           (rng.standard_normal((3, 6, 6)).astype(f32), rng.standard_normal((3, 6, 2)).astype(f32)))

    export("ops_qr", "jnp.linalg.qr reduced of a batch of tall 7x4 and wide 3x5 matrices, complete of the tall ones "
           "(Householder QR and its reflectors' product)", ops_qr,
           (rng.standard_normal((2, 7, 4)).astype(f32), rng.standard_normal((2, 3, 5)).astype(f32)))

    export("orthogonal_init_mlp", "a Flax MLP with orthogonal kernel_init: init (QR of normal draws) and a forward "
           "pass", orthogonal_init_mlp, (jax.random.key_data(jax.random.key(6)), rng.standard_normal((4, 8)).astype(f32)))

    g = rng.standard_normal((6, 10)).astype(f32)
    export("shampoo_update", "Shampoo's preconditioned gradient: inverse fourth roots of the two gradient statistics "
           "by eigh, and their eigenvalues by eigvalsh", shampoo_preconditioned_update,
           ((g @ g.T).astype(f32), (g.T @ g).astype(f32), rng.standard_normal((6, 10)).astype(f32)))

    s = rng.standard_normal((3, 5, 5))
    export("ops_eigh", "jnp.linalg.eigh (lower and upper) of a batch of 3 symmetric 5x5 matrices: eigenvalues, "
           "|eigenvectors| and V diag(w) V^T (sign-free)", ops_eigh, ((s + np.swapaxes(s, -1, -2)).astype(f32),))

    m = rng.standard_normal((2, 7, 7))
    spd = (m @ np.swapaxes(m, -1, -2) + 0.5 * np.eye(7)).astype(f32)
    notpd = spd.copy()
    notpd[1] -= 40 * np.eye(7, dtype=f32)  # the second matrix is indefinite: JAX gives NaNs for it
    tri = (rng.standard_normal((2, 7, 7)) + 4 * np.eye(7)).astype(f32)
    export("ops_linalg", "cholesky lower and upper, batched, one matrix not positive definite (NaNs); "
           "triangular_solve over left/right, lower/upper, transpose_a and unit_diagonal", ops_linalg,
           (spd, notpd, tri, rng.standard_normal((2, 7, 3)).astype(f32), rng.standard_normal((2, 4, 7)).astype(f32)))


if __name__ == "__main__":
    main()
