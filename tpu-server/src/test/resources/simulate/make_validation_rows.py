"""Writes validation-rows.csv: published real-TPU training runs that were NOT used to set any
parameter of the cost model (they check it). Every run names its public recipe; the step time is the one its log
prints ("completed step: N, seconds: S", AI-Hypercomputer/tpu-recipes READMEs) or the Ironwood summary table's
"Step time (seconds)" (tpu-recipes training/ironwood/README.md), cross-checked against its tokens/s: batch * seq /
tokens_per_device.

Recipe fields, read from each recipe's MaxText config (benchmarks/maxtext_*_model_configs.py at the tag the README
names, or the Ironwood run_recipe.sh MAXTEXT_ARGS):
  devices      chips (v5p, v6e) or TensorCores (Ironwood: two JAX devices per chip) of the slice, all FSDP
               (ici_fsdp_parallelism = -1 or fsdp_transpose = -1, same bytes gathered)
  batch        per_device_batch_size
  saved        remat_policy custom: query/key/value_proj -> qkv, out_proj -> out_proj, context -> attention
               ("device" or "offload" both keep them; "remat" recomputes); full -> nothing saved
  offload      any saved tensor (or decoder_layer_input) lives in host memory ("offload")
  flash_block  the larger of sa_block_q and sa_block_kv (MaxText default 512): causal masking skips whole
               blocks, so a query visits about T/2 + block/2 keys
  fused_bwd    sa_use_fused_bwd_kernel
  expert       ici_expert_parallelism (1 = none): the devices column is then fsdp x expert
  capacity     capacity_factor of a mixture of experts (token dropping); 0 = dropless (sparse_matmul/megablox, or
               MaxText's default capacity_factor -1)
  gmm_tile     dropless runs: the grouped matmul kernel's row tile (tile_m); empty = MaxText's megablox default 512
               (tile_batch_seq). Runs on Tokamax's ragged dot (use_tokamax_gmm) take its tuned table's tiles per pass
               (GMM_TILING_TUNED_LUT, GMM_RHS_TRANSPOSE_TILING_TUNED_LUT, TGMM_TILING_TUNED_LUT), which differ by pass
               and matrix; the column holds their mean weighted by each pass's matmul work (see TOKAMAX_TILES below)
  iota_embed   use_iota_embed: the embedding is a one-hot matmul (every run here but Qwen3 235B-A22B, whose
               run_recipe.sh leaves it unset, and DeepSeek-V3 on v5p, whose deepseek3_671b_v5p_1024 at 3eb77db does:
               MaxText's default is false; GPT-3 175B sets it in configs/models/gpt3-175b.yml, the v5p table's scripts
               on their command line, the others in their tuning_params or run_recipe.sh)
  vocab_tiles  num_vocab_tiling (empty = 1): Gemma 3 12B 16 (gemma3_12b_32768*_v6e256 at tpu-recipes-v0.1.5), Llama
               3.1 405B 4 (llama3_1_405b_8192_v5p_1024 at 3eb77db; the Ironwood 405B run_recipe.sh)
Mixtures of experts (published-models.csv gives their experts, top-k and expert width):
  Mixtral 8x7B on v6e-256: tpu-recipes training/trillium/Mixtral-8x7B-MaxText (MaxText tpu-recipes-v0.1.2,
    mixtral_8x7b_dropped: batch 12, seq 4096, q/k/v/out_proj offloaded, blocks 2048, capacity 1.25).
  Mixtral 8x22B on v6e-256: training/trillium/Mixtral-8x22B-MaxText (README commit c78c38e, 2025-02-11; its config
    mixtral_8x22b_dropped was added to benchmarks/maxtext_trillium_model_configs.py by MaxText 449b4fe52 the same
    day: batch 8, seq 4096, ici_fsdp 64 x ici_expert 4, q/k/v/out_proj offloaded, blocks 2048, capacity 1.25,
    weights in bf16). Its log's 1326.307 tokens/s and 24.706 s give 32768 tokens = 8 x 4096 per device.
  Qwen3 235B-A22B on Ironwood 4x8x8 (256 chips, 512 TensorCores): training/ironwood/README.md summary table (bf16,
    30.87 s, 4245.89 tokens/s/chip at global batch 8192 x 4096) and its run_recipe.sh: per_device_batch 16, all
    FSDP, only decoder_layer_input offloaded, sparse_matmul (dropless), flash blocks 1024, fused backward.
Left out: runs with FSDP over DCN (Llama 3.1 405B on 2 x v6e-256), int8/fp8 runs, context-parallel 128k runs,
GPT-OSS (attention sinks are not modelled), Gemma 4 (its architecture is not in this model's
configuration), the PyTorch/XLA recipes (their READMEs show one example log shared by the 8B and 70B recipes), Llama 4, and the v5p Mixtral recipe (its README prints no step time).
"""
import csv

TR = "https://github.com/AI-Hypercomputer/tpu-recipes/blob/c8cfe2f/"
# id, generation, model, devices, batch, seq, saved, offload, flash_block, fused_bwd, step_seconds, tokens/s/device, source
RUNS = [
    # Llama 3.1 8B on v6e-8..128, MaxText tpu-recipes-v0.1.4 (llama3_1_8b_8192*, flash blocks 2048, fused backward)
    ("v6e8-llama3.1-8b", "v6e", "llama3.1-8b", 8, 3, 8192, "qkv;out_proj", True, 2048, True, 3.443, 7138.890,
     TR + "training/trillium/Llama3.1-8B-MaxText/v6e-8/README.md"),
    ("v6e16-llama3.1-8b", "v6e", "llama3.1-8b", 16, 3, 8192, "qkv;out_proj", True, 2048, True, 3.393, 7243.378,
     TR + "training/trillium/Llama3.1-8B-MaxText/v6e-16/README.md"),
    ("v6e32-llama3.1-8b", "v6e", "llama3.1-8b", 32, 3, 8192, "qkv;out_proj", True, 2048, True, 3.495, 7031.689,
     TR + "training/trillium/Llama3.1-8B-MaxText/v6e-32/README.md"),
    ("v6e64-llama3.1-8b", "v6e", "llama3.1-8b", 64, 5, 8192, "qkv;out_proj", True, 2048, True, 5.652, 7247.111,
     TR + "training/trillium/Llama3.1-8B-MaxText/v6e-64/README.md"),
    ("v6e128-llama3.1-8b", "v6e", "llama3.1-8b", 128, 4, 8192, "qkv;out_proj", True, 2048, True, 4.602, 7119.648,
     TR + "training/trillium/Llama3.1-8B-MaxText/v6e-128/README.md"),
    # Llama 3.1 70B on v6e-32..128 (llama3_1_70b_8192_bs2/bs4: qkv offloaded, flash blocks 2048, fused backward)
    ("v6e32-llama3.1-70b", "v6e", "llama3.1-70b", 32, 2, 8192, "qkv", True, 2048, True, 17.790, 920.965,
     TR + "training/trillium/Llama3.1-70B-MaxText/v6e-32/README.md"),
    ("v6e64-llama3.1-70b", "v6e", "llama3.1-70b", 64, 2, 8192, "qkv", True, 2048, True, 18.688, 876.736,
     TR + "training/trillium/Llama3.1-70B-MaxText/v6e-64/README.md"),
    ("v6e128-llama3.1-70b", "v6e", "llama3.1-70b", 128, 4, 8192, "qkv", True, 2048, True, 34.786, 941.976,
     TR + "training/trillium/Llama3.1-70B-MaxText/v6e-128/README.md"),
    # Mistral 7B on v6e-8 (tpu-recipes-v0.1.2 mistral_7b: as the Llama 3.1 8B recipe)
    ("v6e8-mistral-7b", "v6e", "mistral-7b", 8, 6, 8192, "qkv;out_proj", True, 2048, True, 6.320, 7776.813,
     TR + "training/trillium/Mistral-7B-MaxText/README.md"),
    # GPT-3 175B on v6e-256 (gpt_3_175b_bf16: full remat, sa_block_q 1024, dkv/dq blocks 2048, two-kernel backward)
    ("v6e256-gpt3-175b", "v6e", "gpt3-175b", 256, 3, 2048, "", False, 1024, False, 17.182, 357.580,
     TR + "training/trillium/GPT3-175B-MaxText/bf16/README.md"),
    # Llama 2 70B on v6e-256 (llama2_70b_4096_sc: fsdp_transpose, remat qkv_proj_offloaded, sa_block_q 1024)
    ("v6e256-llama2-70b-sc", "v6e", "llama2-70b", 256, 2, 4096, "qkv", True, 1024, False, 9.052, 905.021,
     TR + "training/trillium/Llama2-70B-MaxText/README.md"),
    # Llama 3.1 405B on v5p-1024 = 512 chips (llama3_1_405b_8192_v5p_1024 at maxtext 3eb77db: context and mlpwo
    # offloaded, blocks 2048, two-kernel backward)
    ("v5p1024-llama3.1-405b", "v5p", "llama3.1-405b", 512, 2, 8192, "attention", True, 2048, False, 131.474, 124.618,
     TR + "training/v5p/Llama3.1-405B-MaxText/README.md"),
    # Ironwood (tpu7x) summary table; per_device_batch_size is per TensorCore (2 per chip)
    ("v7-128tc-llama3.1-70b", "v7", "llama3.1-70b", 128, 2, 8192, "qkv;attention", False, 2048, True, 12.20,
     2686.98 / 2, TR + "training/ironwood/llama3.1-70b/8k-bf16-tpu7x-4x4x4/xpk/run_recipe.sh"),
    ("v7-512tc-llama3.1-70b", "v7", "llama3.1-70b", 512, 2, 8192, "qkv;attention", False, 2048, True, 12.27,
     2670.55 / 2, TR + "training/ironwood/llama3.1-70b/8k-bf16-tpu7x-4x8x8/xpk/run_recipe.sh"),
    # 405B keeps only k and v (small, 8 kv heads) and offloads the layer input and MLP output: q is recomputed
    ("v7-512tc-llama3.1-405b", "v7", "llama3.1-405b", 512, 3, 8192, "", True, 2048, True, 98.34, 499.77 / 2,
     TR + "training/ironwood/llama3.1-405b/8k-bf16-tpu7x-4x8x8/run_recipe.sh"),
    # Gemma 3 12B on 1, 2 and 4 v6e-256 slices at sequence 32,768 (training/trillium/Gemma3-12B-MaxText/*/README.md,
    # MaxText tpu-recipes-v0.1.5 gemma3_12b_32768_*v6e256: batch 1, all FSDP, remat custom keeping only the layer
    # input on device, flash sa_block_q/kv 1024, two-kernel backward; local layers' 1,024-token windows). Slices
    # over DCN are data-parallel replicas (MaxText's default dcn_data_parallelism).
    ("v6e256-gemma3-12b", "v6e", "gemma3-12b", 256, 1, 32768, "", False, 1024, False, 7.318, 4477.768,
     TR + "training/trillium/Gemma3-12B-MaxText/v6e-256/README.md"),
    ("2xv6e256-gemma3-12b", "v6e", "gemma3-12b", 256, 1, 32768, "", False, 1024, False, 7.793, 4204.799,
     TR + "training/trillium/Gemma3-12B-MaxText/2x-v6e-256/README.md"),
    ("4xv6e256-gemma3-12b", "v6e", "gemma3-12b", 256, 1, 32768, "", False, 1024, False, 8.390, 3905.572,
     TR + "training/trillium/Gemma3-12B-MaxText/4x-v6e-256/README.md"),
]
# mixtures of experts: the same fields, then expert parallelism and capacity factor
MOE_RUNS = [
    ("v6e256-mixtral-8x7b", "v6e", "mixtral-8x7b", 256, 12, 4096, "qkv;out_proj", True, 2048, False, 13.484,
     3645.203, TR + "training/trillium/Mixtral-8x7B-MaxText/README.md", 1, 1.25),
    ("v6e256-mixtral-8x22b-ep4", "v6e", "mixtral-8x22b", 256, 8, 4096, "qkv;out_proj", True, 2048, False, 24.706,
     1326.307, TR + "training/trillium/Mixtral-8x22B-MaxText/README.md", 4, 1.25),
    ("v7-512tc-qwen3-235b-a22b", "v7", "qwen3-235b-a22b", 512, 16, 4096, "", True, 1024, True, 30.87, 4245.89 / 2,
     TR + "training/ironwood/qwen3-235b-a22b/4k-bf16-tpu7x-4x8x8/xpk/run_recipe.sh", 1, 0),
    # DeepSeek-V3 671B (multi-head latent attention, 3 dense + 58 routed layers of 256 experts, top-8, 1 shared):
    # Ironwood summary table (bf16: 27.02 s on 128 chips, 26.79 s on 256; 2,425.75 and 2,446.25 tokens/s/chip) with
    # its run_recipe.sh: per_device_batch 8 per TensorCore, sequence 4096, all FSDP (fsdp_shard_on_exp; the 256-chip
    # run splits it as fsdp_transpose 2 x fsdp, same bytes), only decoder_layer_input offloaded, dropless
    # sparse_matmul with random routing, flash blocks 2048, fused backward.
    ("v7-256tc-deepseek3-671b", "v7", "deepseek3-671b", 256, 8, 4096, "", True, 2048, True, 27.02, 2425.75 / 2,
     TR + "training/ironwood/deepseek3-671b/4k-bf16-tpu7x-4x4x8/xpk/run_recipe.sh", 1, 0),
    ("v7-512tc-deepseek3-671b", "v7", "deepseek3-671b", 512, 8, 4096, "", True, 2048, True, 26.79, 2446.25 / 2,
     TR + "training/ironwood/deepseek3-671b/4k-bf16-tpu7x-4x8x8/xpk/run_recipe.sh", 1, 0),
    # DeepSeek-V3 on v5p-1024 = 512 chips: training/v5p/DeepSeek3-671B-MaxText (log: 90.668 s, 542.108 tokens/s per
    # device); deepseek3_671b_v5p_1024 in benchmarks/maxtext_v5p_model_configs.py at maxtext 3eb77db: batch 6,
    # sequence 8192, all FSDP, decoder_layer_input and out_proj offloaded, dropless sparse_matmul (routing not random),
    # flash blocks 2048, two-kernel backward.
    ("v5p1024-deepseek3-671b", "v5p", "deepseek3-671b", 512, 6, 8192, "out_proj", True, 2048, False, 90.668, 542.108,
     TR + "training/v5p/DeepSeek3-671B-MaxText/README.md", 1, 0),
]

# MaxText's v5p table (MaxText/configs/v5p/README.md, added by commit 76bd53b0f on 2023-12-15 with the scripts it
# names): TFLOP/s per chip of MaxText's 2023 model (parallel block, ReLU, head dim 256, full MHA, tied embedding,
# vocab 32,768; sizes from global_parameter_scale, published-models.csv) on 1 and 2 slices. A v5p-N slice has N/2
# chips. Each script at that commit: configs/v5p/<size>.sh (sequence 2048, ici_fsdp_parallelism=-1 with the
# ici_tensor_parallelism below, attention='flash': the Pallas kernel with 512 blocks and its dK/dV and dQ backward
# kernels, layers/attentions.py at that commit). remat_policy 'minimal' is jax.checkpoint_policies.
# checkpoint_dots_with_no_batch_dims (layers/models.py): every weight matmul's output is saved (q/k/v, the output
# projection, the MLP), attention is recomputed; 'full' saves only the layer input. train.py at that commit counts
# 6 * params * seq * batch + 6 * heads * layers * head_dim * seq^2 * batch FLOPs per device (attention halved for
# causality since 64ee4e938, 2023-11-08), so the step time is that over the published TFLOP/s.
V5P_URL = "https://github.com/AI-Hypercomputer/maxtext/blob/76bd53b0f/MaxText/configs/v5p/README.md"
# size, slice type (v5p-N), per-device batch, tensor, remat, TFLOP/s per chip on 1 and 2 slices
V5P_TABLE = [
    ("32b", 128, 8, 4, "minimal", (328, 319)),
    ("64b", 128, 4, 4, "minimal", (323, 309)),
    ("128b", 256, 2, 8, "minimal", (315, 305)),
    ("128b", 512, 2, 8, "minimal", (316, 274)),
    ("256b", 1024, 2, 8, "minimal", (308, 289)),
    ("512b", 1024, 2, 16, "full", (294, 282)),
    ("1024b", 2048, 2, 16, "full", (254, 237)),
    ("1024b", 4096, 2, 16, "full", (297, 279)),
]
MODELS = {}
with open("published-models.csv") as f:
    for line in csv.reader(l for l in f if not l.startswith("#")):
        name, layers, embed, heads, kv, hd, mlp, vocab, mats = line[0], *map(int, line[1:9])
        tied = line[12] == "true"
        MODELS[name] = dict(layers=layers, heads=heads, hd=hd, params=layers * (
            embed * hd * (2 * heads + 2 * kv) + embed * mlp * (mats + 1)) + vocab * embed * (1 if tied else 2))

v5p_rows = []
for size, slice_type, batch, tp, remat, tflops in V5P_TABLE:
    m = MODELS["maxtext2023-" + size]
    seq = 2048
    flops = 6 * m["params"] * seq * batch + 6 * m["heads"] * m["layers"] * m["hd"] * seq * seq * batch
    chips = slice_type // 2
    saved = "qkv;out_proj;mlp" if remat == "minimal" else ""
    for slices, t in zip((1, 2), tflops):
        v5p_rows.append([f"v5p{slice_type}-{size}-{slices}x", "v5p", "maxtext2023-" + size, slices, chips // tp, tp, batch,
                     seq, saved, "false", 512, "false", "tflops_per_chip", t, round(flops / (t * 1e12), 4), V5P_URL,
                     1, 0, "", "", "true", ""])

# Row tiles (tile_m) of Tokamax's TPU ragged dot for the dropless runs' shapes, from openxla/tokamax
# tokamax/_src/ops/ragged_dot/pallas_mosaic_tpu.py, unchanged from d3cd953 (2025-11-19, Qwen3's entries added) to
# 2dac768^ (2026-03-23, the tables' last state before they were removed), which spans both runs' software (DeepSeek:
# JAX 0.8.2.dev20251215; Qwen3: MaxText a0fceb5 with JAX 0.9.2.dev20260306). Keys are the forward's
# (m, k, n, groups); per matrix (wi = gate and up, each once; wo = out) the tile_m of the forward pass (gmm), the
# input-gradient pass (gmm with the transposed rhs) and the weight-gradient pass (tgmm).
TOKAMAX_TILES = {
    # DeepSeek-V3 per TensorCore: 8 x 4096 tokens x top-8 = 262,144 rows over 256 experts
    "deepseek3-671b": {"wi": (256, 256, 512), "wo": (128, 256, 256)},  # (262144, 7168, 2048, 256) / (.., 2048, 7168, ..)
    # Qwen3 235B-A22B per TensorCore: 16 x 4096 x top-8 = 524,288 rows over 128 experts
    "qwen3-235b-a22b": {"wi": (256, 1024, 512), "wo": (512, 1024, 512)},  # (524288, 4096, 1536, 128) / (.., 1536, 4096, ..)
}


def tokamax_tile(model):
    """The passes' row tiles weighted by their matmul work: wi counts twice (gate and up), the forward twice (run
    again in the backward: the recipes recompute the experts' matmuls, MaxText's moe_mlpwi/moe_mlpwo 'remat').
    A grouped matmul computes (groups - 1) x tile extra rows per pass, linear in the tile, so this mean prices the
    passes' extra rows as the passes themselves do."""
    t = TOKAMAX_TILES[model]
    work = {"fwd": 2, "dlhs": 1, "drhs": 1}
    total = weight = 0
    for matrix, count in (("wi", 2), ("wo", 1)):
        for i, p in enumerate(("fwd", "dlhs", "drhs")):
            total += t[matrix][i] * count * work[p]
            weight += count * work[p]
    return round(total / weight)


GMM_TILE = {"v7-512tc-qwen3-235b-a22b": tokamax_tile("qwen3-235b-a22b"),
            "v7-256tc-deepseek3-671b": tokamax_tile("deepseek3-671b"),
            "v7-512tc-deepseek3-671b": tokamax_tile("deepseek3-671b"),
            # deepseek3_671b_v5p_1024 at maxtext 3eb77db: megablox with tile_batch_seq 512 (every pass)
            "v5p1024-deepseek3-671b": 512}

# runs over several slices (DCN data parallelism); devices is then per slice
SLICES = {"2xv6e256-gemma3-12b": 2, "4xv6e256-gemma3-12b": 4}

# multi-slice runs whose XLA flags leave out MaxText's DATA_PARALLEL_OVERLAP (benchmarks/xla_flags_library.py:
# xla_tpu_enable_data_parallel_all_reduce_opt and xla_tpu_data_parallel_opt_different_sized_ops, "pipelining of data
# parallel ops across multiple iterations"): the Gemma 3 configs gemma3_12b_32768_2x_v6e256 and _4x_v6e256 in
# benchmarks/maxtext_trillium_model_configs.py (MaxText e591f30) set only the VMEM limit. The 2023 v5p table's
# scripts (MaxText/configs/v5p/*.sh at 76bd53b0f) set both flags, as the v5e table's do.
EXPOSED_DCN = {"2xv6e256-gemma3-12b", "4xv6e256-gemma3-12b"}

# runs whose embedding is a gather (use_iota_embed unset); every other run sets use_iota_embed (see the docstring)
GATHER_EMBEDDING = {"v7-512tc-qwen3-235b-a22b", "v5p1024-deepseek3-671b"}
VOCAB_TILES = {"v6e256-gemma3-12b": 16, "2xv6e256-gemma3-12b": 16, "4xv6e256-gemma3-12b": 16,
               "v5p1024-llama3.1-405b": 4, "v7-512tc-llama3.1-405b": 4}

rows = []
for rid, gen, model, devices, batch, seq, saved, offload, block, fused, step, tps, src, expert, capacity in (
        [r + (1, 0) for r in RUNS] + MOE_RUNS):
    implied = batch * seq / tps
    assert abs(implied / step - 1) < 0.01, (rid, implied, step)  # the log's step and tokens/s agree
    assert devices % expert == 0, rid
    rows.append([rid, gen, model, SLICES.get(rid, 1), devices // expert, 1, batch, seq, saved, str(offload).lower(), block,
                 str(fused).lower(), "step_seconds", step, step, src, expert, capacity, GMM_TILE.get(rid, ""),
                 "true" if rid in EXPOSED_DCN else "", str(rid not in GATHER_EMBEDDING).lower(),
                 VOCAB_TILES.get(rid, "")])

rows += v5p_rows

with open("validation-rows.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["id", "generation", "model", "slices", "fsdp", "tensor", "per_device_batch", "seq_len", "saved",
                "host_offload", "flash_block", "fused_attention_backward", "published_kind", "published_value",
                "published_step_seconds", "source", "expert", "capacity_factor", "grouped_matmul_tile",
                "exposed_dcn", "iota_embed", "vocab_tiles"])
    w.writerows(rows)
