package org.torchtpu.server.simulate;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.List;
import java.util.Map;

/**
 * One simulated step: time, utilisation, memory per device, collectives and the costliest ops.
 *
 * @param hbmBreakdownBytes what occupies a device's HBM at the step's peak, by component
 * @param collectiveSeconds all collective time of the step; {@code exposedCollectiveSeconds} of it is not hidden under
 *     compute (the rest overlaps)
 * @param hostSeconds host dispatch time the step waits for (eager modes)
 * @param dcnSeconds the part of {@code collectiveSeconds} spent on the data-center network (collectives across
 *     slices); {@code exposedDcnSeconds} of it is not hidden under compute
 */
public record StepReport(String model, String generation, String mode, int devices, int slices, double stepSeconds,
    double mfu, double tokensPerSecondPerDevice, double modelFlopsPerDevice, double computeSeconds,
    double collectiveSeconds, double exposedCollectiveSeconds, double overlappedCollectiveFraction,
    double hostSeconds, long dispatchedOps, long peakHbmBytesPerDevice, long hbmBytesPerDevice, boolean fits,
    String hbmDominatedBy, Map<String, Long> hbmBreakdownBytes, List<OpTime> topOps, double dcnSeconds,
    double exposedDcnSeconds) {

  /** One kernel or collective's total time per step. */
  public record OpTime(String name, String unit, double seconds, double share) {}

  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  public String toJson() {
    try {
      return JSON.writeValueAsString(this);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot serialise a step report", e);
    }
  }
}
