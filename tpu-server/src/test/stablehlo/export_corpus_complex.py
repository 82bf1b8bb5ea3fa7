"""Exports the complex-number programs of the model corpus: FFT token mixing, a diagonal state-space layer with a
complex state, a spectral (Fourier neural operator) convolution and the complex ops one at a time.

Run from the repository root (Python 3.11, jax 0.10, flax 0.12):
    python3 tpu-server/src/test/stablehlo/export_corpus_complex.py [name ...]
It writes tpu-server/src/test/resources/stablehlo/corpus/<name>.mlir and <name>.json in export_corpus.py's format,
read by StableHloCorpusTest. The service holds complex64 as f32 with a trailing dimension of 2 (real, imaginary:
the same bytes), so complex inputs and outputs are written that way: a complex64[2, 3] tensor is an F32 [2, 3, 2]
tensor in the json. The reference is the program run in float64/complex128 (jax_enable_x64), as export_corpus.py
does; the architectures are written from their papers' descriptions, tiny configs.
"""
import json
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

import export_corpus
from export_corpus import OUT, tensor_json

ONLY = set(sys.argv[1:])
SOURCE = "Flax linen / jax.numpy, written in export_corpus_complex.py (see its docstring)"


def pairs(a):
    """complex -> float [..., 2] (real, imaginary); anything else unchanged."""
    a = np.asarray(a)
    if np.iscomplexobj(a):
        return np.stack([a.real, a.imag], -1)
    return a


def to64(tree):
    def widen(a):
        a = np.asarray(a)
        if a.dtype == np.float32:
            return a.astype(np.float64)
        if a.dtype == np.complex64:
            return a.astype(np.complex128)
        return a
    return jax.tree_util.tree_map(widen, tree)


def export(name, description, source, fn, args):
    if ONLY and name not in ONLY:
        return
    text, out32, out64 = export_corpus.lower_and_run(fn, args, to64)
    outputs = []
    for k, (a, r) in enumerate(zip(out32, out64)):
        a = pairs(a)
        outputs.append(export_corpus.output_json(f"result[{k}]", a.astype(np.float32) if a.dtype == np.float64 else a,
                                                 pairs(r)))
    ops = export_corpus.stablehlo_ops(text)
    doc = {
        "model": name,
        "generator": "tpu-server/src/test/stablehlo/export_corpus_complex.py",
        "versions": {"jax": jax.__version__, "flax": __import__("flax").__version__, "numpy": np.__version__},
        "description": description,
        "source": source,
        "mlir": name + ".mlir",
        "stablehloOps": ops,
        "needsBranch": None,
        "comparison": "float outputs (complex ones as f32 [..., 2] pairs): |ours - jax_f32| <= tolerance[i] = "
                      "4 * max(max_e, eps32 * (|f64_i| + 1)), max_e = the tensor's largest |jax_f32 - jax_f64| "
                      "(complex128 reference); integer outputs exactly",
        "inputs": [tensor_json(f"arg{k}", pairs(a)) for k, a in enumerate(jax.tree_util.tree_leaves(args))],
        "outputs": outputs,
    }
    with open(os.path.join(OUT, name + ".mlir"), "w") as f:
        f.write(text)
    with open(os.path.join(OUT, name + ".json"), "w") as f:
        json.dump(doc, f, separators=(",", ":"))
    print(f"{name}: {len(text.splitlines())} lines, ops {doc['stablehloOps']}")


# ----------------------------------------------------------------------------- models

class FNetBlock(nn.Module):
    """FNet (Lee-Thorp et al. 2021): attention replaced by the real part of a 2-D DFT over (sequence, hidden),
    post-norm residuals and a GELU feed-forward."""
    dim: int

    @nn.compact
    def __call__(self, x):
        x = nn.LayerNorm()(x + jnp.fft.fft2(x).real)
        h = nn.Dense(self.dim)(nn.gelu(nn.Dense(2 * self.dim)(x)))
        return nn.LayerNorm()(x + h)


class FNet(nn.Module):
    vocab: int = 40
    dim: int = 16
    layers: int = 2

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.dim)(tokens) + nn.Embed(16, self.dim)(jnp.arange(tokens.shape[1])[None])
        for _ in range(self.layers):
            x = FNetBlock(self.dim)(x)
        return nn.Dense(self.vocab)(x)


class S5Layer(nn.Module):
    """An S5-style layer (Smith et al. 2023): a diagonal complex state matrix Lambda (negative real parts),
    zero-order-hold discretisation with a learned log step, complex input and output projections B and C, the
    linear recurrence x_k = Lambda_bar x_{k-1} + B_bar u_k by jax.lax.associative_scan, y = 2 Re(C x) + D u,
    then a GELU gate."""
    state: int = 6
    features: int = 4

    @nn.compact
    def __call__(self, u):
        p, h = self.state, self.features
        lam_re = -0.5 * jnp.ones(p) - self.param("lam_re_delta", nn.initializers.uniform(0.3), (p,))
        lam_im = jnp.pi * jnp.arange(p) + self.param("lam_im_delta", nn.initializers.normal(0.1), (p,))
        lam = lam_re + 1j * lam_im
        b = (self.param("b_re", nn.initializers.lecun_normal(), (p, h))
             + 1j * self.param("b_im", nn.initializers.lecun_normal(), (p, h)))
        c = (self.param("c_re", nn.initializers.lecun_normal(), (h, p))
             + 1j * self.param("c_im", nn.initializers.lecun_normal(), (h, p)))
        d = self.param("d", nn.initializers.normal(1.0), (h,))
        step = jnp.exp(self.param("log_step", nn.initializers.uniform(1.0), (p,)) + jnp.log(0.01))
        lam_bar = jnp.exp(lam * step)
        b_bar = ((lam_bar - 1) / lam)[:, None] * b
        bu = jax.vmap(lambda uk: b_bar @ uk.astype(jnp.complex64))(u)   # [L, P]
        elements = (jnp.broadcast_to(lam_bar, bu.shape), bu)

        def combine(a, b):
            return b[0] * a[0], b[0] * a[1] + b[1]
        _, xs = jax.lax.associative_scan(combine, elements)
        y = jax.vmap(lambda x: (c @ x).real)(xs) * 2 + d * u
        return nn.gelu(y), xs[-1]


def s5_forward(layer):
    def run(params, u, x0):
        y, last = jax.vmap(lambda v: layer.apply(params, v))(u)
        # the final complex state of each sequence, carried on from x0 as a streaming decoder would
        return y, last + x0
    return run


class S4dScan(nn.Module):
    """An S4D-style layer (Gu et al. 2022) run as a recurrence: S4D-Lin initialisation of the diagonal complex
    state matrix, bilinear discretisation, the complex state carried through lax.scan (a while loop with complex
    loop-carried values), y = 2 Re(C x) + D u per step."""
    state: int = 4

    @nn.compact
    def __call__(self, u):
        n = self.state
        lam = -0.5 + 1j * jnp.pi * jnp.arange(n)
        step = jnp.exp(self.param("log_step", nn.initializers.uniform(1.0), ()) + jnp.log(0.05))
        c = (self.param("c_re", nn.initializers.normal(0.5), (n,))
             + 1j * self.param("c_im", nn.initializers.normal(0.5), (n,)))
        d = self.param("d", nn.initializers.normal(1.0), ())
        lam_bar = (1 + step / 2 * lam) / (1 - step / 2 * lam)
        b_bar = step / (1 - step / 2 * lam)

        def cell(x, uk):
            x = lam_bar * x + b_bar * uk
            return x, 2 * jnp.real(jnp.sum(c * x)) + d * uk
        last, y = jax.lax.scan(cell, jnp.zeros(n, lam_bar.dtype), u)  # complex128 in the reference run
        return y, last


def spectral_conv2d(x, w_pos, w_neg, modes):
    """The Fourier layer of a Fourier neural operator (Li et al. 2021): rfft2 over the spatial axes, the lowest
    `modes` frequencies (both signs on the first axis) mixed across channels by complex weights, irfft2 back."""
    b, c, n1, n2 = x.shape
    xf = jnp.fft.rfft2(x)                                      # [B, C, n1, n2//2+1]
    out = jnp.zeros((b, w_pos.shape[1], n1, n2 // 2 + 1), jnp.complex64)
    out = out.at[:, :, :modes, :modes].set(jnp.einsum("bixy,ioxy->boxy", xf[:, :, :modes, :modes], w_pos))
    out = out.at[:, :, -modes:, :modes].set(jnp.einsum("bixy,ioxy->boxy", xf[:, :, -modes:, :modes], w_neg))
    return jnp.fft.irfft2(out, s=(n1, n2))


def fno_block(x, w_pos, w_neg, w_lin):
    y = spectral_conv2d(x, w_pos, w_neg, 3) + jnp.einsum("bixy,io->boxy", x, w_lin)
    return jax.nn.gelu(y)


def complex_ops(z, w, x):
    """The complex ops one at a time, each result returned."""
    return (z * w, z / w, jnp.abs(z), jnp.exp(z), jnp.log(w), jnp.conj(z), jnp.angle(z), z.real, z.imag,
            jnp.where(x[:, :3] > 0, z, w), z == w, jnp.fft.ifft(z), jnp.fft.fftn(x[:, :, None] * z[:, None, :]),
            jnp.fft.irfft(jnp.fft.rfft(x, axis=0), n=x.shape[0], axis=0), z.T @ w, jnp.flip(z, 0),
            jax.lax.dynamic_slice(z, (1, 0), (2, 3)), jnp.concatenate([z, w], 0), (z + 1j * x[:, :3]).sum(1))


def main():
    rng = np.random.default_rng(30)
    key = jax.random.PRNGKey(30)
    tokens = jnp.asarray(rng.integers(0, 40, (2, 12)), jnp.int32)
    fnet = FNet()
    export("fnet", "FNet encoder: token mixing by the real part of jnp.fft.fft2 over (sequence, hidden), post-norm, "
           "GELU FFN", SOURCE, lambda p, t: fnet.apply(p, t), (fnet.init(key, tokens), tokens))

    s5 = S5Layer()
    u = jnp.asarray(rng.standard_normal((2, 10, 4)), jnp.float32)
    sparams = s5.init(key, u[0])
    x0 = jnp.asarray(rng.standard_normal((2, 6)) + 1j * rng.standard_normal((2, 6)), jnp.complex64)
    export("s5_layer", "S5-style SSM layer: diagonal complex state, ZOH discretisation (complex exp and divide), "
           "associative_scan of the complex recurrence, complex matmuls, 2 Re(Cx); complex input and output",
           SOURCE, s5_forward(s5), (sparams, u, x0))

    s4d = S4dScan()
    us = jnp.asarray(np.random.default_rng(31).standard_normal((12,)), jnp.float32)  # its own stream
    export("s4d_scan", "S4D-style layer as a recurrence: bilinear discretisation of a diagonal complex state, the "
           "complex state carried through lax.scan (while loop), 2 Re(Cx) + Du; the final complex state returned",
           SOURCE, lambda p, v: s4d.apply(p, v), (s4d.init(key, us), us))

    x = jnp.asarray(rng.standard_normal((2, 3, 8, 10)), jnp.float32)
    scale = 1 / 9

    def cweights(*shape):
        return jnp.asarray(scale * (rng.uniform(size=shape) + 1j * rng.uniform(size=shape)), jnp.complex64)
    w_pos, w_neg = cweights(3, 4, 3, 3), cweights(3, 4, 3, 3)
    w_lin = jnp.asarray(rng.standard_normal((3, 4)) * 0.5, jnp.float32)
    export("fno_spectral_conv", "Fourier neural operator block: rfft2, complex channel mixing of the low modes "
           "(complex dot_general, .at[].set as a complex scatter), irfft2, pointwise linear, GELU",
           SOURCE, fno_block, (x, w_pos, w_neg, w_lin))

    z = jnp.asarray(rng.standard_normal((4, 3)) + 1j * rng.standard_normal((4, 3)), jnp.complex64)
    w = jnp.asarray(rng.standard_normal((4, 3)) + 1j * rng.standard_normal((4, 3)), jnp.complex64)
    w = w.at[0, 0].set(z[0, 0])  # one equal pair for ==
    xr = jnp.asarray(rng.standard_normal((4, 5)), jnp.float32)
    export("ops_complex", "complex multiply, divide, abs, exp, log, conj, angle, real/imag, where, ==, ifft, fftn "
           "(3-D), rfft/irfft along axis 0, complex matmul, flip, dynamic_slice, concatenate, sum", "jax.numpy",
           complex_ops, (z, w, xr))


if __name__ == "__main__":
    main()
