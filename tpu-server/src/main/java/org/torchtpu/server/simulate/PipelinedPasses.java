package org.torchtpu.server.simulate;

/**
 * The compiled step's passes over its layers with FSDP's weight collectives prefetched one layer ahead on one
 * collective stream, for {@link StepSimulator}: the pipeline fills and drains once per pass. The forward's first
 * all-gather has nothing to hide under; the backward's last gradient reduce-scatter has no later layer's compute (its
 * first all-gather is prefetched under the output head's backward).
 */
final class PipelinedPasses {
  private PipelinedPasses() {}

  /**
   * Seconds of the forward pass over {@code layers} layers of {@code compute} seconds each, each layer's weights
   * gathered ({@code gather} seconds) one layer ahead on the collective stream into one of two buffers: the first
   * gather has nothing to hide under, so the pass takes gather + (L-1) max(compute, gather) + compute.
   */
  static double forwardPass(int layers, double compute, double gather) {
    return layers * Math.max(compute, gather) + Math.min(compute, gather);
  }

  /**
   * Seconds of the backward pass: per layer {@code compute} (its recomputed forward and its backward), its weights
   * gathered one layer ahead ({@code gather}; the first layer's gather is prefetched under the output head's backward)
   * and its gradients reduce-scattered ({@code reduce}) once computed, gathers and reduce-scatters in turn on one
   * collective stream (while layer i computes: reduce-scatter i-1, then gather i+1; the order
   * PipelinedPassTest plays out event by event). Compute-bound, every collective
   * hides but the last reduce-scatter: L compute + reduce. Collective-bound, the stream runs without a gap after the
   * first reduce-scatter waits for the first layer's compute, and the last reduce-scatter waits for the last layer's:
   * (L-1)(gather + reduce) + max(0, compute - gather) + max(compute, reduce).
   */
  static double backwardPass(int layers, double compute, double gather, double reduce) {
    if (layers <= 1) {
      return layers * (compute + reduce);
    }
    if (compute >= gather + reduce) {
      return layers * compute + reduce;
    }
    return (layers - 1) * (gather + reduce) + Math.max(0, compute - gather) + Math.max(compute, reduce);
  }
}
