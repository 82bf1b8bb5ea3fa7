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
 */
public record TrainRecipe(int perDeviceBatch, int seqLen, Set<String> saved, int fsdp, int tensor, int slices,
    boolean training, boolean hostOffload) {

  public static final Set<String> SAVEABLE = Set.of("qkv", "out_proj", "mlp", "attention");
  public static final Set<String> SAVE_ALL = SAVEABLE;

  public TrainRecipe {
    if (perDeviceBatch < 1 || seqLen < 1 || fsdp < 1 || tensor < 1 || slices < 1) {
      throw new IllegalArgumentException("invalid recipe: batch " + perDeviceBatch + ", sequence " + seqLen
          + ", fsdp " + fsdp + ", tensor " + tensor + ", slices " + slices + " (all must be >= 1)");
    }
    for (String s : saved) {
      if (!SAVEABLE.contains(s)) {
        throw new IllegalArgumentException("unknown saved activation '" + s + "'; valid: " + SAVEABLE);
      }
    }
    saved = Set.copyOf(saved);
  }

  public int chipsPerSlice() {
    return fsdp * tensor;
  }

  public int chips() {
    return chipsPerSlice() * slices;
  }

  public long tokensPerDevice() {
    return (long) perDeviceBatch * seqLen;
  }
}
