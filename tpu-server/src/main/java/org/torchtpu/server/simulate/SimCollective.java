package org.torchtpu.server.simulate;

import org.torchtpu.server.cost.CollectiveKind;

/**
 * One collective of an abstract step, on one axis of the device mesh.
 *
 * @param bytesPerRank as {@link org.torchtpu.server.cost.IciCostModel#price} takes it (an all-gather's shard, the full
 *     input of a reduce-scatter or all-reduce)
 * @param layerIndexed true for a layer's collective (XLA overlaps it with that layer's compute), false for one that
 *     runs once per step
 */
public record SimCollective(String name, SimKernel.Phase phase, CollectiveKind kind, double bytesPerRank, Axis axis,
    int repeat, boolean layerIndexed) {

  /** The mesh axis: FSDP, TENSOR and EXPERT inside a slice over ICI, DATA_DCN across slices. */
  public enum Axis { FSDP, TENSOR, DATA_DCN, EXPERT }
}
