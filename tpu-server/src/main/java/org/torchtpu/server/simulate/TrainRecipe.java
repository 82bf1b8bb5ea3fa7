package org.torchtpu.server.simulate;

import java.util.Set;

/**
 * How a model is run: batch, sequence, what is recomputed, and how it is sharded.
 *
 * @param perDeviceBatch sequences per device (MaxText's per_device_batch_size: global batch / all devices)
 * @param saved forward values kept for the backward pass (the rest is recomputed, "rematerialised"): names among
 *     {@link #SAVEABLE}; empty = full remat (only each layer's input is kept); {@link #SAVE_ALL} = no remat
 * @param fsdp chips a weight is sharded over inside a slice (fully sharded data parallel)
 * @param tensor chips a layer's heads and MLP columns are split over (tensor parallel)
 * @param slices slices joined over DCN, each a data-parallel replica
 * @param training a train step (forward, backward, optimizer) or a forward pass only
 * @param hostOffload saved activations live in host memory (MaxText's "offload" remat policy), not in HBM; the PCIe
 *     copies are assumed hidden under compute
 * @param flashBlock key/value block of the flash attention kernel (MaxText's {@code sa_block_kv}; 0 = the default
 *     {@link #DEFAULT_FLASH_BLOCK}): causal masking skips whole blocks only, so a query visits about T/2 + block/2 keys
 * @param fusedAttentionBackward flash attention's backward is one fused kernel (MaxText's
 *     {@code sa_use_fused_bwd_kernel}: five matmuls of the forward's size) instead of the dK/dV and dQ kernels (seven)
 * @param expert chips a mixture of experts' experts are split over inside the slice (expert parallelism, MaxText's
 *     {@code ici_expert_parallelism}; 0 or 1 = none): each holds experts/expert of them, and the routed tokens travel
 *     to their experts' chips and back by all-to-all. The axis is a data-parallel axis for everything else.
 * @param capacityFactor MaxText's {@code capacity_factor}: each expert takes at most capacityFactor x its even share
 *     of a sequence's routed tokens, computed at that capacity whether filled or not (token dropping, GShard's one-hot
 *     dispatch and combine matmuls); 0 = dropless (tokens sorted by expert into a grouped matmul)
 * @param routingImbalance dropless routing's load on the busiest expert device over the even share (>= 1; 0 or 1 =
 *     even): its experts compute, and its all-to-alls carry, that many times the even rows, and the step waits for it
 * @param groupedMatmulTile the row tile ({@code tile_m}) of the dropless grouped matmul kernel (0 = MaxText's default
 *     megablox tile, {@link #DEFAULT_GROUPED_MATMUL_TILE}): the kernel computes a tile that straddles two experts'
 *     rows once for each of them ({@link ExpertKernels#groupedMatmulRows}). When the kernel's passes use different
 *     tiles (Tokamax's tuned table gives the forward, the input-gradient and the weight-gradient pass their own), their
 *     mean weighted by the passes' matmul work: the extra rows are linear in the tile, so the mean prices them alike
 * @param exposedDcn the run does not ask XLA to pipeline its data-parallel collectives across the layer loop's
 *     iterations (MaxText's {@code DATA_PARALLEL_OVERLAP} flags, {@code xla_tpu_enable_data_parallel_all_reduce_opt}
 *     and {@code xla_tpu_data_parallel_opt_different_sized_ops}, absent), so each layer's cross-slice gradient
 *     all-reduce is exposed instead of running under the backward of the layers still to go (false, the default:
 *     MaxText's multi-slice scripts of 2023 set both flags)
 * @param iotaEmbedding the token embedding is a matmul of the tokens' one-hot rows by the table (MaxText's
 *     {@code use_iota_embed}, set by nearly every MaxText TPU recipe) instead of a gather of rows: the MXU computes
 *     tokens x vocab x embed forward and the table's gradient (one-hot transposed by the output's gradient) backward;
 *     the one-hot is built inside the matmul from the token ids, never written to HBM
 * @param vocabTiles the output head runs over the tokens in this many tiles (MaxText's {@code num_vocab_tiling}; 0
 *     or 1 = untiled): the tiles' logits are not kept but computed again, with their cross-entropy, in the backward
 *     (MaxText's custom VJP of the tiled loss); the tokens per device must divide into them
 */
public record TrainRecipe(int perDeviceBatch, int seqLen, Set<String> saved, int fsdp, int tensor, int slices,
    boolean training, boolean hostOffload, int flashBlock, boolean fusedAttentionBackward, int expert,
    double capacityFactor, double routingImbalance, int groupedMatmulTile, boolean exposedDcn, boolean iotaEmbedding,
    int vocabTiles) {

  /** A recipe whose embedding is a gather of rows and whose output head runs over all its tokens at once. */
  public TrainRecipe(int perDeviceBatch, int seqLen, Set<String> saved, int fsdp, int tensor, int slices,
      boolean training, boolean hostOffload, int flashBlock, boolean fusedAttentionBackward, int expert,
      double capacityFactor, double routingImbalance, int groupedMatmulTile, boolean exposedDcn) {
    this(perDeviceBatch, seqLen, saved, fsdp, tensor, slices, training, hostOffload, flashBlock,
        fusedAttentionBackward, expert, capacityFactor, routingImbalance, groupedMatmulTile, exposedDcn, false, 1);
  }

  /** A recipe whose cross-slice gradient all-reduces are pipelined under the backward (the XLA flags set). */
  public TrainRecipe(int perDeviceBatch, int seqLen, Set<String> saved, int fsdp, int tensor, int slices,
      boolean training, boolean hostOffload, int flashBlock, boolean fusedAttentionBackward, int expert,
      double capacityFactor, double routingImbalance, int groupedMatmulTile) {
    this(perDeviceBatch, seqLen, saved, fsdp, tensor, slices, training, hostOffload, flashBlock,
        fusedAttentionBackward, expert, capacityFactor, routingImbalance, groupedMatmulTile, false);
  }

  /** A recipe whose grouped matmul (dropless experts) uses MaxText's default megablox tile. */
  public TrainRecipe(int perDeviceBatch, int seqLen, Set<String> saved, int fsdp, int tensor, int slices,
      boolean training, boolean hostOffload, int flashBlock, boolean fusedAttentionBackward, int expert,
      double capacityFactor, double routingImbalance) {
    this(perDeviceBatch, seqLen, saved, fsdp, tensor, slices, training, hostOffload, flashBlock,
        fusedAttentionBackward, expert, capacityFactor, routingImbalance, 0);
  }

  /** A recipe whose router spreads tokens evenly over the experts. */
  public TrainRecipe(int perDeviceBatch, int seqLen, Set<String> saved, int fsdp, int tensor, int slices,
      boolean training, boolean hostOffload, int flashBlock, boolean fusedAttentionBackward, int expert,
      double capacityFactor) {
    this(perDeviceBatch, seqLen, saved, fsdp, tensor, slices, training, hostOffload, flashBlock,
        fusedAttentionBackward, expert, capacityFactor, 0);
  }

  public static final Set<String> SAVEABLE = Set.of("qkv", "out_proj", "mlp", "attention");
  public static final Set<String> SAVE_ALL = SAVEABLE;
  /**
   * MaxText's default row tile of the megablox grouped matmul ({@code tile_batch_seq} in 2025 configs,
   * {@code wi_tile_fwd_batch_seq} and its siblings since: 512).
   */
  public static final int DEFAULT_GROUPED_MATMUL_TILE = 512;
  /** A row tile beyond any VMEM (a bf16 tile of 65,536 rows of 128 is 16 MiB). */
  static final int MAX_GROUPED_MATMUL_TILE = 65_536;
  /** MaxText's default flash block (sa_block_q / sa_block_kv = 512). */
  public static final int DEFAULT_FLASH_BLOCK = 512;

  /** A recipe with MaxText's default flash attention (512 blocks, separate dK/dV and dQ backward kernels). */
  public TrainRecipe(int perDeviceBatch, int seqLen, Set<String> saved, int fsdp, int tensor, int slices,
      boolean training, boolean hostOffload) {
    this(perDeviceBatch, seqLen, saved, fsdp, tensor, slices, training, hostOffload, DEFAULT_FLASH_BLOCK, false);
  }

  /** A recipe without expert parallelism (dense models, or experts replicated per chip), dropless routing. */
  public TrainRecipe(int perDeviceBatch, int seqLen, Set<String> saved, int fsdp, int tensor, int slices,
      boolean training, boolean hostOffload, int flashBlock, boolean fusedAttentionBackward) {
    this(perDeviceBatch, seqLen, saved, fsdp, tensor, slices, training, hostOffload, flashBlock,
        fusedAttentionBackward, 1, 0);
  }

  public TrainRecipe {
    if (perDeviceBatch < 1 || seqLen < 1 || fsdp < 1 || tensor < 1 || slices < 1 || flashBlock < 0) {
      throw new IllegalArgumentException("invalid recipe: batch " + perDeviceBatch + ", sequence " + seqLen
          + ", fsdp " + fsdp + ", tensor " + tensor + ", slices " + slices + " (all must be >= 1), flash block "
          + flashBlock + " (must be >= 0; 0 = default " + DEFAULT_FLASH_BLOCK + ")");
    }
    if (expert < 0 || !(capacityFactor >= 0) || Double.isInfinite(capacityFactor)) {
      throw new IllegalArgumentException("invalid recipe: expert parallelism " + expert + " (must be >= 0; 0 or 1 = "
          + "none), capacity factor " + capacityFactor + " (must be finite and >= 0; 0 = dropless)");
    }
    if (!(routingImbalance == 0 || routingImbalance >= 1) || Double.isInfinite(routingImbalance)) {
      throw new IllegalArgumentException("invalid recipe: routing imbalance " + routingImbalance + " (the busiest "
          + "expert device's rows over the even share: finite and >= 1; 0 = even)");
    }
    if (groupedMatmulTile < 0 || groupedMatmulTile > MAX_GROUPED_MATMUL_TILE) {
      throw new IllegalArgumentException("invalid recipe: grouped matmul tile " + groupedMatmulTile + " (the kernel's "
          + "row tile: 0 to " + MAX_GROUPED_MATMUL_TILE + "; 0 = default " + DEFAULT_GROUPED_MATMUL_TILE + ")");
    }
    if (vocabTiles < 0 || (vocabTiles > 1 && (long) perDeviceBatch * seqLen % vocabTiles != 0)) {
      throw new IllegalArgumentException("invalid recipe: vocab tiles " + vocabTiles + " (0 or 1 = untiled; otherwise "
          + "the " + (long) perDeviceBatch * seqLen + " tokens per device must divide into them)");
    }
    if (vocabTiles == 0) {
      vocabTiles = 1;
    }
    if (groupedMatmulTile == 0) {
      groupedMatmulTile = DEFAULT_GROUPED_MATMUL_TILE;
    }
    if (routingImbalance == 0) {
      routingImbalance = 1;
    }
    if (expert == 0) {
      expert = 1;
    }
    if (routingImbalance > expert) {
      throw new IllegalArgumentException("invalid recipe: routing imbalance " + routingImbalance + " is more than the "
          + expert + " expert devices: the busiest one cannot receive more than every row");
    }
    if (flashBlock == 0) {
      flashBlock = DEFAULT_FLASH_BLOCK;
    }
    for (String s : saved) {
      if (!SAVEABLE.contains(s)) {
        throw new IllegalArgumentException("unknown saved activation '" + s + "'; valid: " + SAVEABLE);
      }
    }
    saved = Set.copyOf(saved);
  }

  /** The same recipe over another number of slices (a scaling sweep). */
  public TrainRecipe withSlices(int newSlices) {
    return new TrainRecipe(perDeviceBatch, seqLen, saved, fsdp, tensor, newSlices, training, hostOffload, flashBlock,
        fusedAttentionBackward, expert, capacityFactor, routingImbalance, groupedMatmulTile, exposedDcn, iotaEmbedding,
        vocabTiles);
  }

  /** The same recipe with the grouped matmul kernel's row tile (0 = default). */
  public TrainRecipe withGroupedMatmulTile(int tile) {
    return new TrainRecipe(perDeviceBatch, seqLen, saved, fsdp, tensor, slices, training, hostOffload, flashBlock,
        fusedAttentionBackward, expert, capacityFactor, routingImbalance, tile, exposedDcn, iotaEmbedding, vocabTiles);
  }

  /** The same recipe with its cross-slice gradient all-reduces exposed (true) or pipelined under the backward. */
  public TrainRecipe withExposedDcn(boolean exposed) {
    return new TrainRecipe(perDeviceBatch, seqLen, saved, fsdp, tensor, slices, training, hostOffload, flashBlock,
        fusedAttentionBackward, expert, capacityFactor, routingImbalance, groupedMatmulTile, exposed, iotaEmbedding,
        vocabTiles);
  }

  /** The same recipe with the embedding as a one-hot matmul (true) or a gather, and the head in so many tiles. */
  public TrainRecipe withHead(boolean iota, int tiles) {
    return new TrainRecipe(perDeviceBatch, seqLen, saved, fsdp, tensor, slices, training, hostOffload, flashBlock,
        fusedAttentionBackward, expert, capacityFactor, routingImbalance, groupedMatmulTile, exposedDcn, iota, tiles);
  }

  public int chipsPerSlice() {
    return fsdp * tensor * expert;
  }

  public int chips() {
    return chipsPerSlice() * slices;
  }

  public long tokensPerDevice() {
    return (long) perDeviceBatch * seqLen;
  }
}
