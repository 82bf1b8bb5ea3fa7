package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.server.cost.CostModel;

/**
 * What a program's control flow actually ran, beyond the program's static price: the regions'
 * runs (a while's condition on every trip and its body on every trip taken, a case's chosen
 * branch), so a loop is priced by the trip count it ran, not by a guess at compile time.
 */
public final class ControlFlowMeter {
  private final List<CostBreakdown> costs = new ArrayList<>();
  private double seconds;
  private long trips;

  void addRun(ExecutableProgram region) {
    costs.add(region.totalCost());
    seconds += region.estimatedSeconds();
  }

  void addTrips(long n) {
    trips += n;
  }

  /** Whether any region ran (a program without loops or branches leaves the meter empty). */
  public boolean ran() {
    return !costs.isEmpty();
  }

  /** Simulated device seconds of the region runs. */
  public double seconds() {
    return seconds;
  }

  /** The region runs' prices added up (zero when nothing ran). */
  public CostBreakdown cost() {
    return costs.isEmpty() ? CostBreakdown.getDefaultInstance() : CostModel.sum(costs);
  }

  /** Loop body runs, over every while op of the program (nested ones included). */
  public long trips() {
    return trips;
  }
}
