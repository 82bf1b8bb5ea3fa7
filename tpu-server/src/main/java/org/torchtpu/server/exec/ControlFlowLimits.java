package org.torchtpu.server.exec;

import java.util.Locale;
import java.util.function.Supplier;
import org.torchtpu.api.v1.CostBreakdown;

/**
 * How much a call's control flow may run before it fails: trips of its {@code while} ops (INVALID_ARGUMENT), a lower
 * limit in Debug mode (which exists to catch mistakes such as a loop whose condition never turns false), a higher one
 * otherwise; and work (RESOURCE_EXHAUSTED): of each op, and of the kernels and region runs of one call. Trips alone
 * do not bound time: ten million trips of a body holding one 1024x1024 matrix product are 2 x 10^16 flops, weeks of
 * this host's CPU from a few lines of text and a few MiB of values, so the work is bounded too. Set with
 * {@code torchtpu.loops.debug-max-trips}, {@code torchtpu.loops.max-trips} and {@code torchtpu.limits.max-work}.
 *
 * @param maxWork the cost model's useful flops plus HBM bytes of one op, and of one call's kernels and region runs
 */
public record ControlFlowLimits(long debugMaxTrips, long maxTrips, double maxWork) {
  /**
   * 2^42 (4.4 x 10^12): about four 8192x8192x8192 matrix products, minutes to an hour of this simulator's CPU; a
   * loop's work past it would not finish in a time anyone waits for on a shared host.
   */
  public static final double DEFAULT_MAX_WORK = 0x1p42;
  public static final ControlFlowLimits DEFAULT = new ControlFlowLimits(100_000, 10_000_000, DEFAULT_MAX_WORK);

  public ControlFlowLimits {
    if (debugMaxTrips < 1 || maxTrips < 1) {
      throw new IllegalArgumentException("trip limits must be positive, got " + debugMaxTrips + " and " + maxTrips);
    }
    if (!(maxWork > 0) || Double.isInfinite(maxWork)) {
      throw new IllegalArgumentException("torchtpu.limits.max-work must be positive and finite, got " + maxWork);
    }
  }

  /** Trip limits with the default work limit. */
  public ControlFlowLimits(long debugMaxTrips, long maxTrips) {
    this(debugMaxTrips, maxTrips, DEFAULT_MAX_WORK);
  }

  /**
   * Whether one op (an eager op, or one kernel of a program) may run: most kernels run to their end once started, and a
   * convolution of a tiny image padded under a large kernel, or a product of a few hundred MiB of operands, is days of
   * this host's CPU while its values fit the tenant's share. Asked before every op, so it builds nothing.
   *
   * @param work the op's useful flops plus HBM bytes, by the cost model
   */
  public boolean allowsOp(double work) {
    return work <= maxWork;
  }

  /**
   * An op's or kernels' work as the limit counts it: flops plus HBM bytes, the flops at the iteration cap of a kernel
   * priced at a typical run (eigh, see {@code CostBreakdown.bound_flops}), so that no run of it passes the limit; and
   * the host's copy of a scatter's or dynamic_update_slice's operand ({@code host_copy_bytes}), the most of such an op's
   * CPU time when it writes a small window into a large operand.
   */
  public static double work(CostBreakdown cost) {
    return Math.max(cost.getUsefulFlops(), cost.getBoundFlops()) + cost.getHbmBytes() + cost.getHostCopyBytes();
  }

  /**
   * Refuses one op (an eager op, a program's kernel, a fused kernel) whose price is past {@link #allowsOp}'s limit.
   *
   * @param op names the op in the refusal; built only when it refuses
   * @throws WorkLimitException RESOURCE_EXHAUSTED, naming the op and the setting
   */
  public void checkOp(CostBreakdown cost, Supplier<String> op) {
    double work = work(cost);
    if (!allowsOp(work)) {
      // a kernel priced at a typical run is bounded at its cap, more than the flops its reported cost shows: say so
      String atCap = cost.getBoundFlops() > cost.getUsefulFlops() ? " (at its iteration cap)" : "";
      throw new WorkLimitException(op.get() + " would run " + String.format(Locale.ROOT, "%.3g", work) + atCap
          + " units of work (flops plus bytes moved, by the cost model), past one op's limit of "
          + String.format(Locale.ROOT, "%.3g", maxWork) + " (torchtpu.limits.max-work); split it into smaller ops");
    }
  }

  /**
   * Refuses the next step of a call (a kernel, a loop's or branch's region run) when the call's work would then pass
   * {@link #maxWork}: a loop multiplies its body's work, and a chain of kernels adds theirs.
   *
   * @param callWork the call's work with this step's, by the cost model
   * @param step names the step (and where the call is) in the refusal; built only when it refuses
   * @throws WorkLimitException RESOURCE_EXHAUSTED, naming the step and the setting
   */
  public void checkCall(double callWork, Supplier<String> step) {
    if (callWork > maxWork) {
      throw new WorkLimitException(step.get() + ": this call would run " + String.format(Locale.ROOT, "%.3g", callWork)
          + " units of work (flops plus bytes moved, by the cost model), past the call's limit of "
          + String.format(Locale.ROOT, "%.3g", maxWork) + " (torchtpu.limits.max-work); split it over several calls");
    }
  }

  /** The limit for a run with (Debug) or without bounds checks. */
  public long limit(boolean debug) {
    return debug ? debugMaxTrips : maxTrips;
  }
}
