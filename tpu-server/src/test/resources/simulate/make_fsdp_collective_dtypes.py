"""What dtypes XLA's SPMD partitioner gives an FSDP train step's collectives, MaxText-style: f32 master weights stacked
over the layers (weight_dtype float32), cast to the bf16 compute dtype inside each layer (dtype bfloat16), a scan over
the layers with full rematerialisation, the weights sharded over an 'fsdp' axis and the batch over it (8 devices) or
over 'data' x 'fsdp' (2 x 4; the data axis is the one that spans slices over DCN). Dumps the HLO after the partitioner
(the TPU and CPU pipelines share it; later CPU-only passes, such as the promotion of bf16 all-reduces to f32, are not
read) and writes, per collective kind, the element types and shapes found to fsdp-collective-dtypes.json.
TransformerStepBuilder sizes the FSDP weight all-gathers, the gradient reduce-scatters and the cross-slice gradient
all-reduces at 2 bytes per parameter; FsdpCollectiveDtypesTest checks that against this file. Run with JAX 0.10:
python3 make_fsdp_collective_dtypes.py"""
import glob
import json
import os
import re
import shutil
import tempfile

DUMP = tempfile.mkdtemp(prefix="fsdp_dump_")
os.environ["XLA_FLAGS"] = ("--xla_force_host_platform_device_count=8 --xla_dump_to=" + DUMP
                           + " --xla_dump_hlo_pass_re=spmd-partitioning")
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

LAYERS, TOKENS, EMBED, MLP = 4, 256, 512, 1024
import numpy as np  # noqa: E402



def layer(x, w):
    w_in, w_out = w
    h = jax.nn.relu(jnp.dot(x, w_in.astype(jnp.bfloat16)))
    return x + jnp.dot(h, w_out.astype(jnp.bfloat16))


def loss(params, x):
    body = jax.checkpoint(lambda carry, w: (layer(carry, w), None))  # remat_policy: full
    y, _ = jax.lax.scan(body, x, params)
    return jnp.mean(y.astype(jnp.float32) ** 2)




def collectives(mesh_shape, batch_axes):
    """Compiles the step on a mesh ('data', 'fsdp') of mesh_shape, returns {kind: sorted 'type[dims]'}."""
    shutil.rmtree(DUMP, ignore_errors=True)
    mesh = Mesh(np.array(jax.devices()).reshape(mesh_shape), ("data", "fsdp"))
    w_sharding = NamedSharding(mesh, P(None, "fsdp", None))
    step = jax.jit(jax.grad(loss), in_shardings=((w_sharding, w_sharding), NamedSharding(mesh, P(batch_axes, None))),
                   out_shardings=(w_sharding, w_sharding))
    S = jax.ShapeDtypeStruct
    params = (S((LAYERS, EMBED, MLP), jnp.float32), S((LAYERS, MLP, EMBED), jnp.float32))
    step.lower(params, S((TOKENS, EMBED), jnp.bfloat16)).compile()
    after = glob.glob(DUMP + "/**/*after_spmd-partitioning*.txt", recursive=True)
    assert len(after) == 1, after
    return kinds(open(after[0]).read())


def kinds(text):
    found = {}
    for kind in ("all-gather", "all-reduce", "reduce-scatter"):
    # '%all-gather.3 = bf16[512,1024]{1,0} all-gather(...': the result's element type and shape
        found[kind] = sorted(set(t + "[" + d + "]" for t, d in
                                 re.findall(r"= (\w+)\[([^\]]*)\](?:\{[^}]*\})? " + kind + r"(?:-start)?\(", text)))
    return found


# FSDP over all 8 devices; and a data axis of 2 (MaxText's data parallelism, the axis that spans slices over DCN) x FSDP 4
fsdp_only = collectives((1, 8), "fsdp")
data_and_fsdp = collectives((2, 4), ("data", "fsdp"))
shutil.rmtree(DUMP)
out = {"jax": jax.__version__, "layers": LAYERS, "embed": EMBED, "mlp": MLP, "weight_dtype": "f32",
       "compute_dtype": "bf16", "fsdp8": fsdp_only, "data2_fsdp4": data_and_fsdp}
with open("fsdp-collective-dtypes.json", "w") as f:
    json.dump(out, f, indent=2)
print(json.dumps(out, indent=2))
