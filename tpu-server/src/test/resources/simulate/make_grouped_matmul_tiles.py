"""Writes grouped-matmul-tiles.json: how many row tiles a dropless grouped matmul visits, as JAX's own megablox
kernel plans them (jax.experimental.pallas.ops.tpu.megablox.gmm.make_group_metadata, which sizes the kernel's grid;
Tokamax's TPU ragged dot plans its tiles the same way), for group sizes drawn as random routing draws them (every
routed row picks one of the groups uniformly; MaxText's use_random_routing, set by the dropless Ironwood recipes).

GroupedMatmulTilingTest checks ExpertKernels.groupedMatmulRows against these counts. The cases are the validation
rows' shapes (DeepSeek-V3 per Ironwood TensorCore: 262,144 rows over 256 experts; on v5p per chip: 393,216 rows;
Qwen3 235B-A22B per TensorCore: 524,288 rows over 128 experts) at the tiles their kernels use, and small ones.
Run with JAX 0.10 on CPU: python3 make_grouped_matmul_tiles.py
"""
import importlib
import json

import jax
import jax.numpy as jnp
import numpy as np

gmm = importlib.import_module("jax.experimental.pallas.ops.tpu.megablox.gmm")

CASES = [  # (groups, rows per group on average, tile_m)
    (256, 1024, 128), (256, 1024, 256), (256, 1024, 512),   # DeepSeek-V3 on Ironwood
    (256, 1536, 512),                                        # DeepSeek-V3 on v5p
    (128, 4096, 256), (128, 4096, 512), (128, 4096, 1024),  # Qwen3 235B-A22B on Ironwood
    (8, 4096, 512), (8, 100, 512), (64, 300, 128), (1, 5000, 512),
]

rng = np.random.default_rng(17)
out = []
for groups, per_group, tile in CASES:
    m = groups * per_group
    sizes = np.bincount(rng.integers(0, groups, size=m), minlength=groups).astype(np.int32)
    # the kernel needs whole tiles: MaxText pads the sorted rows to the tile (max_utils.maybe_pad), rows of no group
    padded = -(-m // tile) * tile
    _, visits = gmm.make_group_metadata(group_sizes=jnp.asarray(sizes), m=padded, tm=tile, start_group=jnp.int32(0),
                                        num_nonzero_groups=groups, visit_empty_groups=False)
    out.append({"groups": groups, "rows": m, "tile": tile, "visits": int(visits),
                "tiles": -(-m // tile), "empty_groups": int((sizes == 0).sum()),
                "largest_group": int(sizes.max()), "smallest_group": int(sizes.min())})

with open("grouped-matmul-tiles.json", "w") as f:
    json.dump({"jax": jax.__version__, "source": "jax.experimental.pallas.ops.tpu.megablox.gmm.make_group_metadata",
               "cases": out}, f, indent=1)
    f.write("\n")
