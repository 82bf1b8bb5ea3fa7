package org.torchtpu.scheduler.policy;

import org.torchtpu.api.v1.Generation;
import org.torchtpu.scheduler.placement.Shape;

/** A pod the scheduler manages: its name, chip generation and torus dimensions (z = 1 for a 2D torus). */
public record PodSpec(String name, Generation generation, Shape dims) {
  public PodSpec {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("a pod needs a name");
    }
    if (generation == null || generation == Generation.GENERATION_UNSPECIFIED || generation == Generation.UNRECOGNIZED) {
      throw new IllegalArgumentException("pod " + name + " needs a generation ("
          + org.torchtpu.api.hardware.TpuGeneration.validNames() + ")");
    }
  }
}
