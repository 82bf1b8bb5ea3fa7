"""Generates StableHLO modules on meshes of three and five axes, as jax.jit(f, in_shardings=..., out_shardings=...)
.lower(...) prints them, and what JAX itself makes of them, for MeshOfManyAxesTest. Run from this directory:

    python3 make_sharded_nd.py

Each case is written with Shardy attributes (<case>.sdy.mlir) and with GSPMD ones (<case>.gspmd.mlir, whose tile
assignments such as {devices=[4,1,2]<=[8] last_tile_dim_replicate} or <=[2,2,2]T(2,1,0) no longer show the mesh).
expected_nd.json holds, per case, the mesh shape, per parameter and output the mesh axes of each dim (from the
PartitionSpecs given to jax.jit), the per-device shapes JAX gives each of them (NamedSharding.shard_shape), and the
collectives XLA's SPMD partitioner put in the compiled program (kind and replica groups in global device ids, which
are the mesh's row-major positions here): the independent reference. CI never runs this script (JAX 0.10, 8 fake
CPU devices).
"""
import json
import os
import re

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

import jax  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import PartitionSpec as P  # noqa: E402

# the functions, the PartitionSpec reading and the lowering in both flavours are the 2-D script's
from make_sharded import dim_axes, layer_norm_matmul, mlp, shardings, write_both_flavours  # noqa: E402


def matmul(x, w):
    return x @ w


MAXTEXT_AXES = ("data", "stage", "fsdp", "tensor", "expert")

CASES = {
    # MaxText's ('data', 'fsdp', 'tensor'): the batch over data and fsdp together, a Megatron MLP over tensor
    "mlp_3d_2x2x2": dict(fn=mlp, mesh=(2, 2, 2), axes=("data", "fsdp", "tensor"),
                         args=[((256, 512), P(("data", "fsdp"), None)), ((512, 1024), P(None, "tensor")),
                               ((1024, 512), P("tensor", None))],
                         out=P(("data", "fsdp"), None)),
    # a MaxText-style mesh of five axes, two of them of one device (stage, expert), listed in the batch's group
    "mlp_5axes_2x1x2x2x1": dict(fn=mlp, mesh=(2, 1, 2, 2, 1), axes=MAXTEXT_AXES,
                                args=[((256, 512), P(("data", "stage", "fsdp"), None)),
                                      ((512, 1024), P(None, ("tensor", "expert"))),
                                      ((1024, 512), P(("tensor", "expert"), None))],
                                out=P(("data", "stage", "fsdp"), None)),
    # the contracted dim over all three axes in reverse order (GSPMD: <=[2,2,2]T(2,1,0)): one all-reduce of 8
    "rowpar_3d_reversed": dict(fn=matmul, mesh=(2, 2, 2), axes=("data", "fsdp", "tensor"),
                               args=[((64, 1024), P(None, ("tensor", "fsdp", "data"))),
                                     ((1024, 256), P(("tensor", "fsdp", "data"), None))],
                               out=P(None, None)),
    # FSDP x tensor parallelism on 2x2x2: the weight's rows over fsdp, its columns over tensor
    "fsdp_tp_3d_2x2x2": dict(fn=layer_norm_matmul, mesh=(2, 2, 2), axes=("data", "fsdp", "tensor"),
                             args=[((64, 1024), P(("data", "fsdp"), None)), ((1024,), P(None)),
                                   ((1024, 2048), P("fsdp", "tensor"))],
                             out=P(("data", "fsdp"), "tensor")),
}


def replica_groups(text):
    """replica_groups={{0,1},{2,3}} or the iota form [4,2]<=[8] / [2,4]<=[2,2,2]T(1,0,2), as explicit lists."""
    m = re.search(r"replica_groups=\{(\{[\d,]*\}(?:,\{[\d,]*\})*)\}", text)
    if m:
        return [[int(v) for v in g.split(",") if v] for g in re.findall(r"\{([\d,]*)\}", m.group(1))]
    m = re.search(r"replica_groups=\[([\d,]+)\]<=\[([\d,]+)\](?:T\(([\d,]+)\))?", text)
    if m:
        shape = [int(v) for v in m.group(1).split(",")]
        reshape = [int(v) for v in m.group(2).split(",")]
        ids = np.arange(int(np.prod(reshape))).reshape(reshape)
        if m.group(3):
            ids = ids.transpose([int(v) for v in m.group(3).split(",")])
        return ids.reshape(shape).tolist()
    # the mesh form: replica_groups=mesh['axis_0'=1,'axis_1'=8], device_ids=([2,2,2]T(2,1,0)) {'axis_1'}: the
    # device ids (an iota reshaped and transposed) laid over the named mesh, one group along the listed axes
    m = re.search(r"replica_groups=mesh\[([^\]]*)\],\s*device_ids=\(\[([\d,]+)\](?:T\(([\d,]+)\))?\)\s*"
                  r"\{([^}]*)\}", text)
    if m:
        names = re.findall(r"'([^']+)'=(\d+)", m.group(1))
        reshape = [int(v) for v in m.group(2).split(",")]
        ids = np.arange(int(np.prod(reshape))).reshape(reshape)
        if m.group(3):
            ids = ids.transpose([int(v) for v in m.group(3).split(",")])
        ids = ids.reshape([int(size) for _, size in names])
        along = [i for i, (axis, _) in enumerate(names) if f"'{axis}'" in m.group(4)]
        rest = [i for i in range(len(names)) if i not in along]
        ids = ids.transpose(rest + along)
        return ids.reshape(-1, int(np.prod([int(names[i][1]) for i in along]))).tolist()
    return None


def collectives(compiled_text):
    out = []
    for line in compiled_text.splitlines():
        m = re.search(r"= [^=]*? (all-reduce|all-gather|reduce-scatter|all-to-all)(?:-start)?\(", line)
        if m:
            out.append({"kind": m.group(1), "groups": replica_groups(line)})
    return out


def main():
    expected = {}
    for name, case in CASES.items():
        shapes, in_shardings, out_sharding = shardings(case)
        out_shape = jax.eval_shape(case["fn"], *shapes).shape
        compiled = write_both_flavours(name, case, shapes, in_shardings, out_sharding, compile_shardy=True)
        expected[name] = {
            "mesh": list(case["mesh"]),
            "axes": list(case["axes"]),
            "parameters": [dim_axes(spec, len(s), case["axes"]) for s, spec in case["args"]],
            "outputs": [dim_axes(case["out"], len(out_shape), case["axes"])],
            "localParameterShapes": [list(sh.shard_shape(s)) for (s, _), sh in zip(case["args"], in_shardings)],
            "localOutputShapes": [list(out_sharding.shard_shape(out_shape))],
            "xlaCollectives": collectives(compiled),
        }
    with open("expected_nd.json", "w") as out:
        json.dump(expected, out, indent=1)
        out.write("\n")


if __name__ == "__main__":
    main()
