"""Generates StableHLO modules with shardings, as jax.jit(f, in_shardings=..., out_shardings=...).lower(...)
prints them, for ShardingImportTest. Run from this directory:

    python3 make_sharded.py

Each case is written twice: with Shardy attributes (sdy.sharding, JAX's default since 0.7) and with GSPMD ones
(mhlo.sharding strings, jax_use_shardy_partitioner=False). expected.json holds, per case, the mesh shape and for
every parameter and output, per dim, the mesh axes the dim is split over, major first ([] = whole; two entries for a
dim split over two axes at once, PartitionSpec(('data', 'model'))), read from the PartitionSpecs given to jax.jit,
which is the independent reference the importer is checked against. CI never runs this script.
"""
import json
import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402


def mlp(x, w1, w2):
    return jnp.tanh(x @ w1) @ w2


def layer_norm_matmul(x, scale, w):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return ((x - mean) * jax.lax.rsqrt(var + 1e-6) * scale) @ w


CASES = {
    # 2-D mesh: data parallel rows of x, tensor parallel (Megatron) w1 columns and w2 rows
    "mlp_2x4": dict(fn=mlp, mesh=(2, 4), axes=("data", "model"),
                    args=[((256, 512), P("data", None)), ((512, 1024), P(None, "model")),
                          ((1024, 512), P("model", None))],
                    out=P("data", None)),
    # 1-D mesh: FSDP, every weight's rows and the batch split over all 8 devices; the scale replicated
    "fsdp_8": dict(fn=layer_norm_matmul, mesh=(8,), axes=("fsdp",),
                   args=[((64, 1024), P("fsdp", None)), ((1024,), P(None)), ((1024, 2048), P("fsdp", None))],
                   out=P("fsdp", None)),
    # 2-D mesh, axes used the other way round (model first): checks the axis, not only the count, is read
    "mlp_4x2_transposed": dict(fn=mlp, mesh=(4, 2), axes=("model", "data"),
                               args=[((256, 512), P("data", None)), ((512, 1024), P(None, "model")),
                                     ((1024, 512), P("model", None))],
                               out=P(None, None)),
    # 2-D mesh, the batch split over both axes at once (data parallel over all 8 devices as one group)
    "dp_2axes_2x4": dict(fn=mlp, mesh=(2, 4), axes=("data", "model"),
                         args=[((256, 512), P(("data", "model"), None)), ((512, 1024), P(None, None)),
                               ((1024, 512), P(None, None))],
                         out=P(("data", "model"), None)),
    # 2-D mesh, FSDP over both axes, the weight's rows over them in the other order (model major): checks the order
    "fsdp_2axes_2x4": dict(fn=layer_norm_matmul, mesh=(2, 4), axes=("data", "model"),
                           args=[((64, 1024), P(("data", "model"), None)), ((1024,), P(None)),
                                 ((1024, 2048), P(("model", "data"), None))],
                           out=P(("data", "model"), None)),
}


def dim_axes(spec, rank, axes):
    out = []
    for d in range(rank):
        entry = spec[d] if d < len(spec) else None
        if entry is None:
            out.append([])
        elif isinstance(entry, tuple):
            out.append([axes.index(a) for a in entry])
        else:
            out.append([axes.index(entry)])
    return out


def shardings(case):
    """The argument shapes (bf16), the parameters' shardings and the output's on the case's mesh of fake devices."""
    mesh = Mesh(np.array(jax.devices()[: int(np.prod(case["mesh"]))]).reshape(case["mesh"]), case["axes"])
    shapes = [jax.ShapeDtypeStruct(s, jnp.bfloat16) for s, _ in case["args"]]
    in_shardings = tuple(NamedSharding(mesh, spec) for _, spec in case["args"])
    return shapes, in_shardings, NamedSharding(mesh, case["out"])


def write_both_flavours(name, case, shapes, in_shardings, out_sharding, compile_shardy=False):
    """Writes <name>.sdy.mlir (Shardy attributes) and <name>.gspmd.mlir (GSPMD ones); with compile_shardy, returns
    the text of the Shardy lowering compiled while Shardy is the partitioner, else None."""
    compiled = None
    for flavour, shardy in (("sdy", True), ("gspmd", False)):
        jax.config.update("jax_use_shardy_partitioner", shardy)
        f = jax.jit(case["fn"], in_shardings=in_shardings, out_shardings=out_sharding)
        lowered = f.lower(*shapes)
        with open(f"{name}.{flavour}.mlir", "w") as out:
            out.write(lowered.as_text())
        if shardy and compile_shardy:
            compiled = lowered.compile().as_text()
    return compiled


def main():
    expected = {}
    for name, case in CASES.items():
        shapes, in_shardings, out_sharding = shardings(case)
        out_rank = len(jax.eval_shape(case["fn"], *shapes).shape)
        write_both_flavours(name, case, shapes, in_shardings, out_sharding)
        expected[name] = {
            "mesh": list(case["mesh"]),
            "parameters": [dim_axes(spec, len(s), case["axes"]) for s, spec in case["args"]],
            "outputs": [dim_axes(case["out"], out_rank, case["axes"])],
        }
    with open("expected.json", "w") as out:
        json.dump(expected, out, indent=1)
        out.write("\n")


if __name__ == "__main__":
    main()
