package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.exec.BufferPool;
import org.torchtpu.server.exec.ControlFlowLimits;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.RunCancelledException;

/**
 * One call of an {@link ExecutableProgram}: its kernels in order over an environment of values indexed by value id,
 * each value dropped after the last kernel that reads it, and its storage handed back to the program's pool for later
 * kernel outputs when nothing else holds it ({@link StorageRecycler}).
 */
final class ProgramExecution {
  private final ExecutableProgram program;
  private final Executor executor;
  private final boolean boundsChecked;
  private final ExecutableProgram.CollectiveHook collectives;
  private final ControlFlowMeter meter;

  ProgramExecution(ExecutableProgram program, Executor executor, boolean boundsChecked,
      ExecutableProgram.CollectiveHook collectives, ControlFlowMeter meter) {
    this.program = program;
    this.executor = executor;
    this.boundsChecked = boundsChecked;
    this.collectives = collectives;
    this.meter = meter;
  }

  List<DeviceArray> run(List<DeviceArray> parameters) {
    long[] parameterIds = program.parameterIds();
    DeviceArray[] env = new DeviceArray[program.lastUse().length]; // one slot per value id
    for (int i = 0; i < parameterIds.length; i++) {
      env[(int) parameterIds[i]] = parameters.get(i);
    }
    // the dead intermediates' storage goes back to this program's pool (values only, not abstract execution)
    StorageRecycler recycler = executor.computesValues()
        ? StorageRecycler.start(program.poolSlot(), program.poolCapacity(), parameters) : null;
    BufferPool previousPool = recycler == null ? null : BufferPool.install(recycler.pool());
    try {
      for (int k = 0; k < program.kernels().size(); k++) {
        // Each kernel may be heavy, in a loop's trip or in a straight line: asking between kernels stops a cancelled
        // call at the next one. The question is a flag read or two (the session's and the call's).
        if (k > 0 && meter.cancelled()) {
          throw new RunCancelledException("stopped before kernel " + k + " of " + program.kernels().size()
              + " (after " + meter.trips() + " loop trips of this call): the call was cancelled or its session closed");
        }
        runKernel(k, env, recycler);
      }
    } finally {
      if (recycler != null) {
        BufferPool.install(previousPool);
        recycler.finish();
      }
    }
    long[] outputIds = program.outputIds();
    List<DeviceArray> out = new ArrayList<>(outputIds.length);
    for (long id : outputIds) {
      DeviceArray a = env[(int) id];
      if (a == null) {
        // an output that is a parameter dropped above, or a value read after its last use: look it up again
        for (int i = 0; i < parameterIds.length; i++) {
          if (parameterIds[i] == id) {
            a = parameters.get(i);
          }
        }
      }
      out.add(a);
    }
    return out;
  }

  private void runKernel(int k, DeviceArray[] env, StorageRecycler recycler) {
    ExecutableProgram.Kernel kernel = program.kernels().get(k);
    List<Op> ops = program.ops();
    if (executor.computesValues()) { // bounded before it runs; the call's kernels together are bounded too
      ControlFlowLimits limits = executor.controlFlowLimits();
      Supplier<String> name = () -> "kernel " + k + " of the program ("
          + ops.get(kernel.ops[0]).getKindCase().name().toLowerCase(Locale.ROOT) + ")";
      limits.checkOp(kernel.cost, name);
      meter.addWork(kernel.cost);
      limits.checkCall(meter.work(), name);
    }
    if (kernel.plan == null) {
      Op op = ops.get(kernel.ops[0]);
      int count = op.getOperandsCount();
      List<DeviceArray> operands = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        operands.add(env[(int) op.getOperands(i)]); // the primitive getter: the list view boxes each id
      }
      List<DeviceArray> results;
      // only storage our own kernels allocated may be recycled: a collective's result can be shared with other
      // ranks, and a region's results come from another program's run
      boolean owned = false;
      if (op.hasWhile() || op.hasCase()) {
        if (collectives != null && recycler != null) {
          // a collective inside the region may hand these very arrays to other ranks (a permute's result is the
          // sender's array), and the region's own run treats them as parameters it never recycles
          operands.forEach(recycler::pin);
        }
        results = ControlFlowRunner.run(op, operands, program.regions(kernel.ops[0]), executor, boundsChecked,
            collectives, meter);
      } else if (collectives != null && org.torchtpu.api.ir.Collectives.isCollective(op)) {
        if (recycler != null) {
          operands.forEach(recycler::pin); // the other ranks may read them after this rank moved on
        }
        results = collectives.run(op, operands);
      } else if (op.hasConstant() && executor.computesValues()) {
        // decoded once for the program (as a fused kernel's constant inputs are), not on every call: the tiny-Llama
        // step decoded 17 of them per call, and their fresh arrays came back to the pool, which never hands out those
        // lengths. Not owned: the program's array is never recycled.
        results = List.of(program.constant(kernel.ops[0]));
      } else {
        results = executor.execute(op, operands, boundsChecked);
        owned = true;
      }
      for (int r = 0; r < results.size(); r++) {
        env[(int) op.getResults(r)] = results.get(r);
        if (recycler != null) {
          recycler.bind(results.get(r), owned);
        }
      }
    } else {
      List<DeviceArray> inputs = new ArrayList<>(kernel.inputs.length + kernel.constantOps.length);
      for (long id : kernel.inputs) {
        inputs.add(env[(int) id]);
      }
      for (int c : kernel.constantOps) {
        inputs.add(program.constant(c));
      }
      List<DeviceArray> outputs = kernel.run(inputs, executor);
      for (int o = 0; o < outputs.size(); o++) {
        env[(int) kernel.outputs[o]] = outputs.get(o);
        if (recycler != null) {
          recycler.bind(outputs.get(o), true);
        }
      }
    }
    // drop values no later kernel reads (the parameters belong to the caller)
    for (long id : program.dropsAfter(k)) {
      DeviceArray dead = env[(int) id];
      if (dead != null) {
        if (recycler != null) {
          recycler.release(dead);
        }
        env[(int) id] = null;
      }
    }
  }
}
