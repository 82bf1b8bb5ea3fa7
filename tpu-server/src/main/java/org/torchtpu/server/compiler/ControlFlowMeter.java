package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.exec.ControlFlowLimits;

/**
 * What a program's control flow actually ran, beyond the program's static price: the regions'
 * runs (a while's condition on every trip and its body on every trip taken, a case's chosen
 * branch), so a loop is priced by the trip count it ran, not by a guess at compile time.
 */
public final class ControlFlowMeter {
  /**
   * Runs per region, in the order first run. A list of one price per run grew by two entries a trip, tens of
   * megabytes per call at the trip limit, held outside any tenant's heap share.
   */
  private final java.util.Map<ExecutableProgram, long[]> runs = new java.util.LinkedHashMap<>();
  private double seconds;
  /** The started kernels' work, by the cost model: useful flops plus HBM bytes (see {@link #work()}). */
  private double work;
  private long trips;
  /** Whether the call is no longer wanted (its caller cancelled, its session closed): asked between kernels. */
  private final java.util.function.BooleanSupplier cancelled;

  /** A meter for a call nobody cancels (tests, warm-up, compile-time runs). */
  public ControlFlowMeter() {
    this(() -> false);
  }

  /** @param cancelled asked between kernels and loop trips; true stops the call */
  public ControlFlowMeter(java.util.function.BooleanSupplier cancelled) {
    this.cancelled = cancelled;
  }

  boolean cancelled() {
    return cancelled.getAsBoolean();
  }

  void addRun(ExecutableProgram region) {
    runs.computeIfAbsent(region, r -> new long[1])[0]++;
    seconds += region.estimatedSeconds();
  }

  /** A kernel about to run (at any depth): its work joins the call's total, which {@link #work()} reports. */
  void addWork(CostBreakdown kernelCost) {
    work += ControlFlowLimits.work(kernelCost);
  }

  /** One run's work: what the host's CPU does for it, arithmetic and data moved alike (a copy has no flops). */
  static double workOf(ExecutableProgram region) {
    return ControlFlowLimits.work(region.totalCost());
  }

  /**
   * The work of every kernel this call has started, the program's own and its regions' alike: what {@code
   * torchtpu.limits.max-work} bounds. A loop multiplies its body's work by its trips, and an unrolled chain of products
   * is as much work as a loop of them, so both count.
   */
  public double work() {
    return work;
  }

  /** One more loop body run, counted as it starts: {@link #trips()} is the call's running total. */
  void addTrip() {
    trips++;
  }

  /** Whether any region ran (a program without loops or branches leaves the meter empty). */
  public boolean ran() {
    return !runs.isEmpty();
  }

  /** Simulated device seconds of the region runs. */
  public double seconds() {
    return seconds;
  }

  /** The region runs' prices added up (zero when nothing ran). */
  public CostBreakdown cost() {
    if (runs.isEmpty()) {
      return CostBreakdown.getDefaultInstance();
    }
    List<CostBreakdown> costs = new ArrayList<>(runs.size());
    runs.forEach((region, n) -> costs.add(times(region.totalCost(), n[0])));
    return CostModel.sum(costs);
  }

  /** {@code n} runs of a region's price: its additive figures times n (what summing n copies gives). */
  private static CostBreakdown times(CostBreakdown c, long n) {
    return n == 1 ? c : c.toBuilder().setFlops(c.getFlops() * n).setUsefulFlops(c.getUsefulFlops() * n)
        .setBoundFlops(c.getBoundFlops() * n).setHostCopyBytes(c.getHostCopyBytes() * n)
        .setHbmBytes(c.getHbmBytes() * n).setComputeSeconds(c.getComputeSeconds() * n)
        .setMemorySeconds(c.getMemorySeconds() * n).setLaunchSeconds(c.getLaunchSeconds() * n)
        .setReduceSeconds(c.getReduceSeconds() * n).setDcnSeconds(c.getDcnSeconds() * n).build();
  }

  /** Loop body runs, over every while op of the program (nested ones included). */
  public long trips() {
    return trips;
  }
}
