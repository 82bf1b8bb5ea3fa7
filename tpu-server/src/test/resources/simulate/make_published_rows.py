"""Writes published-rows.csv: one row per published real-TPU measurement, with the step time it implies.

v5e rows: MaxText README table "High Performance Model Configs on TPU v5e" (commit e47fa1b5d, 2023-10-31), TFLOP/s per
chip. MaxText's train.py at that commit counted per-device TFLOPs per step as
    6 * params * seq * batch + 12 * heads * layers * head_dim * seq^2 * batch      (attention NOT halved for causality)
with params the full parameter count (tied embedding counted once), so step = that / published TFLOP/s.
v6e rows: MaxText "Optimized models tiering" (Trillium, gold tier), tokens/s per device: step = batch * seq / tokens.
Every run embeds its tokens as a one-hot matmul (use_iota_embed=true: the v5e scripts configs/largest_job/*.sh at
e47fa1b5d; "use_iota_embed": True in llama2_70b_4096, llama3_1_8b_8192 and llama3_1_70b_8192 of
benchmarks/maxtext_trillium_model_configs.py, tpu-recipes-v0.1.2 to e591f30cb); none tiles its head (num_vocab_tiling
unset, 1).
Flash attention as each run set it: the 2023 v5e runs (configs/largest_job/*.sh, enable_flash_attention=true) used
the Pallas kernel with 512 blocks and its two backward kernels (dK/dV, dQ); the v6e recipes' blocks and
sa_use_fused_bwd_kernel are those of benchmarks/maxtext_trillium_model_configs.py (llama2_70b_4096: sa_block_q 1024,
two kernels; llama3_1_8b_8192 and llama3_1_70b_8192: blocks 2048, fused backward).
"""
import csv

V5E_URL = "https://github.com/AI-Hypercomputer/maxtext/blob/e47fa1b5d/README.md"
V6E_URL = "https://maxtext.readthedocs.io/en/maxtext-v0.2.0/reference/models/tiering.html"

models = {}
with open("published-models.csv") as f:
    for row in csv.reader(l for l in f if not l.startswith("#")):
        name, layers, embed, heads, kv, hd, mlp, vocab, mats = row[0], *map(int, row[1:9])
        tied = row[12] == "true"
        params = layers * (embed * hd * (2 * heads + 2 * kv) + embed * mlp * (mats + 1)) + vocab * embed * (1 if tied else 2)
        models[name] = dict(layers=layers, heads=heads, hd=hd, params=params)

v5e = {  # TFLOP/s per chip for 1, 2, 4, 8, 16, 32 slices of v5e-256
    "16b": [120, 117, 117, 115, 111, 108],
    "32b": [132, 128, 126, 125, 123, 119],
    "64b": [118, 112, 110, 108, 105, 99],
    "128b": [110, 110, 108, 104, 100, 91],
}
recipes = {"16b": (6, 256, 1), "32b": (4, 256, 1), "64b": (2, 256, 1), "128b": (1, 16, 16)}
rows = []
for size, tflops in v5e.items():
    m = models["maxtext2023-" + size]
    batch, fsdp, tp = recipes[size]
    seq = 2048
    flops = 6 * m["params"] * seq * batch + 12 * m["heads"] * m["layers"] * m["hd"] * seq * seq * batch
    for i, slices in enumerate([1, 2, 4, 8, 16, 32]):
        rows.append([f"v5e-{size}-{slices}x", "v5e", "maxtext2023-" + size, slices, fsdp, tp, batch, seq, "", "false",
                     512, "false", "tflops_per_chip", tflops[i], round(flops / (tflops[i] * 1e12), 4), V5E_URL,
                     1, 0, "", "", "true", ""])

v6e = [  # model, batch, seq, saved, offload, flash block, fused backward, tokens/s/device
    ("llama2-70b", 4, 4096, "", "false", 1024, "false", 900),
    ("llama3.1-8b", 4, 8192, "qkv;out_proj", "true", 2048, "true", 7207),
    ("llama3.1-70b", 5, 8192, "qkv", "true", 2048, "true", 960),
]
for name, batch, seq, saved, offload, block, fused, tps in v6e:
    rows.append([f"v6e-{name}", "v6e", name, 1, 256, 1, batch, seq, saved, offload, block, fused, "tokens_per_device", tps,
                 round(batch * seq / tps, 4), V6E_URL, 1, 0, "", "", "true", ""])

with open("published-rows.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["id", "generation", "model", "slices", "fsdp", "tensor", "per_device_batch", "seq_len", "saved",
                "host_offload", "flash_block", "fused_attention_backward", "published_kind", "published_value", "published_step_seconds", "source",
                "expert", "capacity_factor", "grouped_matmul_tile", "exposed_dcn", "iota_embed", "vocab_tiles"])
    w.writerows(rows)
