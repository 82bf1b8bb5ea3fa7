"""Exports shard_map programs over several (fake CPU) devices, as pod programs write them, with JAX's own outputs.

Each pattern is exported twice with jax.export: with GSPMD's spelling (custom_call @Sharding,
@SPMDFullToShardShape / @SPMDShardToFullShape, mhlo.sharding; jax_use_shardy_partitioner off) and with Shardy's
(sdy.mesh, sdy.manual_computation). The body keeps its collectives (psum -> all_reduce, all_gather, psum_scatter ->
reduce_scatter, ppermute -> collective_permute, all_to_all) with the mesh's device ids in replica_groups, and
axis_index as partition_id arithmetic. JAX runs the same function on the fake devices for the golden outputs
(float32, matmul precision "highest").

Run from the repository root (Python 3.11, jax 0.10):
    python3 tpu-server/src/test/stablehlo/export_shard_map.py
It writes tpu-server/src/test/resources/stablehlo/shard_map/<name>.{gspmd,shardy}.mlir and <name>.json (mesh shape,
axis names, inputs, JAX's global outputs and their shardings), read by ShardMapExecutionTest. CI never runs this.
"""
import json
import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "stablehlo", "shard_map")


def mesh_of(shape, names):
    n = int(np.prod(shape))
    return Mesh(np.array(jax.devices()[:n]).reshape(shape), names)


def smap(f, mesh, in_specs, out_specs):
    return jax.shard_map(f, mesh=mesh, in_specs=in_specs, out_specs=out_specs, check_vma=False)


def megatron_mlp():
    """Megatron MLP over 4 devices ('model'): W1 split by columns, W2 by rows, one psum of the partial products."""
    mesh = mesh_of((4,), ("model",))

    def local(x, w1, w2):
        return lax.psum(jax.nn.gelu(x @ w1) @ w2, "model")

    f = smap(local, mesh, (P(), P(None, "model"), P("model", None)), P())
    return mesh, jax.jit(f), [(8, 16), (16, 32), (32, 16)]


def ring_attention():
    """Ring attention over 4 devices ('sp'): each device holds a block of queries, keys and values; a fori_loop
    passes the key/value blocks around the ring with ppermute while an online softmax accumulates."""
    mesh = mesh_of((4,), ("sp",))
    n = 4

    def local(q, k, v):
        def step(i, carry):
            k, v, m, l, o = carry
            s = q @ k.T / 4.0
            m_new = jnp.maximum(m, s.max(-1))
            p = jnp.exp(s - m_new[:, None])
            scale = jnp.exp(m - m_new)
            l = l * scale + p.sum(-1)
            o = o * scale[:, None] + p @ v
            perm = [(j, (j + 1) % n) for j in range(n)]
            return lax.ppermute(k, "sp", perm), lax.ppermute(v, "sp", perm), m_new, l, o
        m0 = jnp.full((q.shape[0],), -1e30, jnp.float32)
        l0 = jnp.zeros((q.shape[0],), jnp.float32)
        o0 = jnp.zeros_like(q)
        _, _, m, l, o = lax.fori_loop(0, n, step, (k, v, m0, l0, o0))
        return o / l[:, None]

    f = smap(local, mesh, (P("sp"), P("sp"), P("sp")), P("sp"))
    return mesh, jax.jit(f, out_shardings=NamedSharding(mesh, P("sp"))), [(16, 8), (16, 8), (16, 8)]


def moe_all_to_all():
    """MoE dispatch over 4 devices ('ep'): each device routes its tokens in equal slots to the 4 experts, all_to_all
    sends each expert its slots, the local expert (its weight split over 'ep') runs, all_to_all brings them back."""
    mesh = mesh_of((4,), ("ep",))

    def local(tokens, w):
        # tokens [8, 8] per device -> [4 experts, 2 slots, 8]
        x = tokens.reshape(4, 2, 8)
        x = lax.all_to_all(x, "ep", 0, 0, tiled=True)            # now [4 senders, 2, 8] for this expert
        y = jnp.tanh(jnp.einsum("esd,df->esf", x, w[0]))
        y = lax.all_to_all(y, "ep", 0, 0, tiled=True)            # back to [4 experts, 2, 8]
        return y.reshape(8, 8)

    f = smap(local, mesh, (P("ep"), P("ep")), P("ep"))
    return mesh, jax.jit(f, out_shardings=NamedSharding(mesh, P("ep"))), [(32, 8), (4, 8, 8)]


def fsdp_layer():
    """FSDP layer over 4 devices ('fsdp'): the weight stored split by rows, all_gather'ed for the matmul; the weight
    gradient-like product psum_scatter'ed back to the rows' owners; the loss psum'ed."""
    mesh = mesh_of((4,), ("fsdp",))

    def local(x, w):
        wf = lax.all_gather(w, "fsdp", axis=0, tiled=True)
        y = jnp.tanh(x @ wf)
        g = lax.psum_scatter(x.T @ y, "fsdp", scatter_dimension=0, tiled=True)
        loss = lax.psum(jnp.sum(y * y), "fsdp")
        return y, g, loss

    f = smap(local, mesh, (P("fsdp"), P("fsdp")), (P("fsdp"), P("fsdp"), P()))
    outs = (NamedSharding(mesh, P("fsdp")), NamedSharding(mesh, P("fsdp")), NamedSharding(mesh, P()))
    return mesh, jax.jit(f, out_shardings=outs), [(16, 8), (8, 12)]


def auto_with_shard_map():
    """Auto-sharded jit around a shard_map: the batch split over 'data' by in_shardings, a sine and a matmul the
    partitioner shards, the shard_map's psum, then a tanh and a reduction outside it."""
    mesh = mesh_of((4,), ("data",))

    def local(h):
        return h - lax.pmean(h, "data")

    def f(x, w):
        h = jnp.sin(x) @ w
        c = smap(local, mesh, P("data"), P("data"))(h)
        return jnp.tanh(c), jnp.sum(c * c, axis=0)

    ins = (NamedSharding(mesh, P("data")), NamedSharding(mesh, P()))
    return mesh, jax.jit(f, in_shardings=ins), [(16, 8), (8, 8)]


def axis_index_scale():
    """axis_index: each device scales its block by (1 + its index) and adds its ring neighbour's index."""
    mesh = mesh_of((8,), ("i",))

    def local(x):
        i = lax.axis_index("i")
        j = lax.ppermute(i, "i", [(k, (k + 1) % 8) for k in range(8)])
        return x * (1.0 + i.astype(jnp.float32)) + j.astype(jnp.float32)

    f = smap(local, mesh, P("i"), P("i"))
    return mesh, jax.jit(f, out_shardings=NamedSharding(mesh, P("i"))), [(16, 4)]


def mesh_2d():
    """2x4 mesh ('data', 'model'): the batch over 'data', a Megatron pair over 'model', psum over 'model' only
    (replica groups of the rows), the loss pmean'ed over 'data' (groups of the columns)."""
    mesh = mesh_of((2, 4), ("data", "model"))

    def local(x, w1, w2):
        y = lax.psum(jnp.maximum(x @ w1, 0.0) @ w2, "model")
        loss = lax.pmean(jnp.mean(y * y), "data")
        return y, loss

    f = smap(local, mesh, (P("data", None), P(None, "model"), P("model", None)), (P("data", None), P()))
    outs = (NamedSharding(mesh, P("data", None)), NamedSharding(mesh, P()))
    return mesh, jax.jit(f, out_shardings=outs), [(8, 8), (8, 16), (16, 8)]


PATTERNS = [megatron_mlp, ring_attention, moe_all_to_all, fsdp_layer, auto_with_shard_map, axis_index_scale, mesh_2d]


def spec_of(sharding, ndim, mesh):
    """Per dim, the mesh axis index it is split over (-1: whole)."""
    if not isinstance(sharding, NamedSharding):
        return [-1] * ndim
    dims = [-1] * ndim
    for d, entry in enumerate(sharding.spec):
        if entry is None:
            continue
        names = entry if isinstance(entry, tuple) else (entry,)
        assert len(names) == 1
        dims[d] = list(mesh.axis_names).index(names[0])
    return dims


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = np.random.default_rng(20261126)
    for make in PATTERNS:
        name = make.__name__
        mesh, fn, shapes = make()
        args = [np.asarray(rng.standard_normal(s), np.float32) for s in shapes]
        with jax.default_matmul_precision("highest"):
            outs = fn(*args)
            for gspmd in (True, False):
                jax.config.update("jax_use_shardy_partitioner", not gspmd)
                try:
                    text = jax.export.export(fn)(*args).mlir_module()
                finally:
                    jax.config.update("jax_use_shardy_partitioner", True)
                with open(os.path.join(OUT, f"{name}.{'gspmd' if gspmd else 'shardy'}.mlir"), "w") as f:
                    f.write(text)
        outs = outs if isinstance(outs, tuple) else (outs,)
        doc = {
            "name": name,
            "generator": "tpu-server/src/test/stablehlo/export_shard_map.py",
            "versions": {"jax": jax.__version__, "numpy": np.__version__},
            "description": make.__doc__.strip().replace("\n", " "),
            "mesh": list(mesh.devices.shape),
            "axes": list(mesh.axis_names),
            "inputs": [{"shape": list(a.shape), "data": [float(v) for v in a.ravel()]} for a in args],
            "outputs": [{"shape": list(o.shape), "dimAxes": spec_of(o.sharding, o.ndim, mesh),
                         "data": [float(v) for v in np.asarray(o).ravel()]} for o in outs],
        }
        with open(os.path.join(OUT, name + ".json"), "w") as f:
            json.dump(doc, f, separators=(",", ":"))
        print(name, [o.shape for o in outs], [spec_of(o.sharding, o.ndim, mesh) for o in outs])


if __name__ == "__main__":
    main()
