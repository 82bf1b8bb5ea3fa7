package org.torchtpu.server.compiler;

import java.util.List;
import java.util.Locale;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.LoopLimitException;
import org.torchtpu.server.exec.RunCancelledException;

/**
 * Runs a program's while and case ops: their regions are programs compiled once with the
 * enclosing one ({@link ExecutableProgram#regions}) and run by the same executor, a while's
 * condition and body once per trip, a case's chosen branch once.
 */
final class ControlFlowRunner {
  private ControlFlowRunner() {}

  static List<DeviceArray> run(Op op, List<DeviceArray> operands, List<ExecutableProgram> regions, Executor executor,
      boolean boundsChecked, ExecutableProgram.CollectiveHook collectives, ControlFlowMeter meter) {
    if (!executor.computesValues()) {
      return executor.execute(op, operands, boundsChecked); // refused there: trips and branches depend on values
    }
    return switch (op.getKindCase()) {
      case WHILE -> whileLoop(op, operands, regions.get(0), regions.get(1), executor, boundsChecked, collectives, meter);
      case CASE -> {
        long index = operands.get(0).longs()[0];
        int branch = index < 0 || index >= regions.size() ? regions.size() - 1 : (int) index;
        ExecutableProgram chosen = regions.get(branch);
        charge(op, chosen, meter, executor);
        yield chosen.run(operands.subList(1, operands.size()), executor, boundsChecked, collectives, meter);
      }
      default -> throw new IllegalArgumentException("not a control-flow op: " + op.getKindCase());
    };
  }

  private static List<DeviceArray> whileLoop(Op op, List<DeviceArray> carried, ExecutableProgram cond,
      ExecutableProgram body, Executor executor, boolean boundsChecked, ExecutableProgram.CollectiveHook collectives,
      ControlFlowMeter meter) {
    long limit = executor.controlFlowLimits().limit(boundsChecked);
    long trips = 0;
    while (true) {
      charge(op, cond, meter, executor);
      DeviceArray go = cond.run(carried, executor, boundsChecked, collectives, meter).get(0);
      if (go.longs()[0] == 0) {
        return carried;
      }
      // The limit bounds the whole call's trips, not each loop's: nested loops multiplied a per-loop limit (10^7
      // trips in a loop of 10^7 trips is 10^14), so a few lines of StableHLO held a host thread for days.
      if (meter.trips() >= limit) {
        String limitName = boundsChecked ? "Debug-mode trip limit (torchtpu.loops.debug-max-trips)"
            : "trip limit (torchtpu.loops.max-trips)";
        throw new LoopLimitException("while" + where(op.getLocation()) + ": its condition was still true after "
            + trips + " trips" + (meter.trips() > trips ? ", with " + meter.trips() + " loop trips run by this call in "
            + "all (nested and earlier loops included)" : "") + ", the " + limitName + "; a call's loops must end "
            + "within it");
      }
      // Trips are bounded in count, not time: a heavy body held the session's thread for hours after its caller left.
      if (meter.cancelled()) {
        throw new RunCancelledException("while" + where(op.getLocation()) + ": stopped after " + trips + " trips ("
            + meter.trips() + " loop trips by this call in all): the call was cancelled or its session closed");
      }
      charge(op, body, meter, executor); // refused before the trip counts as started
      meter.addTrip();
      carried = body.run(carried, executor, boundsChecked, collectives, meter);
      trips++;
    }
  }

  /**
   * Counts a region's run before it starts, and refuses it when the call would then have run more work than {@code
   * torchtpu.limits.max-work} (its kernels add their work as they start): the trip limit bounds a loop's count, not
   * what each trip does.
   */
  private static void charge(Op op, ExecutableProgram region, ControlFlowMeter meter, Executor executor) {
    meter.addRun(region);
    double run = ControlFlowMeter.workOf(region);
    executor.controlFlowLimits().checkCall(meter.work() + run, () -> op.getKindCase().name().toLowerCase(Locale.ROOT)
        + where(op.getLocation()) + ": after " + meter.trips() + " loop trips (this region "
        + String.format(Locale.ROOT, "%.3g", run) + " units a run)");
  }

  private static String where(SourceLocation at) {
    if (at.getFile().isEmpty()) {
      return "";
    }
    return " at " + at.getFile() + ":" + at.getLine() + (at.getFunction().isEmpty() ? "" : " (" + at.getFunction() + ")");
  }
}
