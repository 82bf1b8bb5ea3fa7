package org.torchtpu.server.compiler;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;

/**
 * Where a compiled program's execution time goes, kernel by kernel: runs the program's kernels as
 * {@link ExecutableProgram#run} does (same kernels, same order, intermediates dropped after their
 * last use) and charges each kernel its wall time and the CPU time of every Java thread (so a
 * kernel's fork/join workers count too), summed per kernel label over many calls. A measuring tool
 * for the benchmarks (ProgramBench prints it with {@code -Dbench.profile=CALLS}), not a test. Intermediates
 * stay alive for the whole call (more heap than a real run).
 */
public final class ProgramProfile {
  private final Map<String, double[]> byLabel = new LinkedHashMap<>();
  private int calls;
  private double totalWall;
  private double totalCpu;
  /** CPU of the calling thread alone: on an idle machine the kernels' critical path is about this. */
  private double totalOwn;
  private double processCpu;

  /** Runs {@code program} once on {@code parameters}, adding each kernel's time to its label. */
  public List<DeviceArray> run(ExecutableProgram program, List<DeviceArray> parameters, Executor executor) {
    var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long[] threadIds = threads.getAllThreadIds();
    long process0 = os.getProcessCpuTime();
    List<Op> ops = program.ops();
    int maxId = 0;
    for (Op op : ops) {
      for (long r : op.getResultsList()) {
        maxId = Math.max(maxId, (int) r);
      }
      for (long r : op.getOperandsList()) {
        maxId = Math.max(maxId, (int) r);
      }
    }
    DeviceArray[] env = new DeviceArray[maxId + 1];
    long[] parameterIds = program.proto().getGraph().getParametersList().stream().mapToLong(p -> p.getId()).toArray();
    for (int i = 0; i < parameterIds.length; i++) {
      env[(int) parameterIds[i]] = parameters.get(i);
    }
    calls++;
    for (ExecutableProgram.Kernel kernel : program.kernels()) {
      long wall0 = System.nanoTime();
      long cpu0 = javaCpu(threads, threadIds);
      long own0 = threads.getCurrentThreadCpuTime();
      TensorType type;
      if (!kernel.isFused()) {
        Op op = ops.get(kernel.ops()[0]);
        List<DeviceArray> operands = new ArrayList<>();
        for (long id : op.getOperandsList()) {
          operands.add(env[(int) id]);
        }
        List<DeviceArray> results = executor.execute(op, operands, false);
        for (int r = 0; r < results.size(); r++) {
          env[(int) op.getResults(r)] = results.get(r);
        }
        type = results.get(0).type();
      } else {
        List<DeviceArray> inputs = new ArrayList<>();
        for (long id : kernel.inputs()) {
          inputs.add(env[(int) id]);
        }
        for (int c : kernel.constantOps()) {
          inputs.add(program.constant(c));
        }
        List<DeviceArray> outputs = kernel.run(inputs, executor);
        for (int o = 0; o < outputs.size(); o++) {
          env[(int) kernel.outputs()[o]] = outputs.get(o);
        }
        type = outputs.get(0).type();
      }
      // the clocks are read back innermost first: reading every thread's clock is a system call per thread (about
      // 3 us per kernel in all, at load), which read inside the calling thread's window made a reshape (a view)
      // show 2.9 us of its own; now only one read of the thread's own clock falls inside that window
      long ownEnd = threads.getCurrentThreadCpuTime();
      long cpuEnd = javaCpu(threads, threadIds);
      long wallEnd = System.nanoTime();
      double wall = (wallEnd - wall0) / 1e9;
      double cpu = (cpuEnd - cpu0) / 1e9;
      double own = (ownEnd - own0) / 1e9;
      double[] t = byLabel.computeIfAbsent(label(program, kernel, type), k -> new double[4]);
      t[0] += wall;
      t[1] += cpu;
      t[2]++;
      t[3] += own;
      totalWall += wall;
      totalCpu += cpu;
      totalOwn += own;
    }
    processCpu += (os.getProcessCpuTime() - process0) / 1e9;
    return List.of();
  }

  /** CPU nanoseconds of the given Java threads (per-thread clocks: finer than the process's 10 ms ticks). */
  private static long javaCpu(com.sun.management.ThreadMXBean threads, long[] ids) {
    long sum = 0;
    for (long t : threads.getThreadCpuTime(ids)) {
      sum += Math.max(0, t);
    }
    return sum;
  }

  /** The member ops' kinds and the kernel's first output type, e.g. "fused[dot_general+add+tanh...] f32[256,1024]". */
  static String label(ExecutableProgram program, ExecutableProgram.Kernel kernel, TensorType type) {
    StringBuilder kinds = new StringBuilder();
    for (int index : kernel.ops()) {
      Op op = program.ops().get(index);
      String kind = op.getKindCase().name().toLowerCase(Locale.ROOT);
      if (op.hasUnary()) {
        kind = op.getUnary().getKind().name().toLowerCase(Locale.ROOT);
      } else if (op.hasBinary()) {
        kind = op.getBinary().getKind().name().toLowerCase(Locale.ROOT);
      }
      if (kinds.indexOf(kind) < 0) {
        kinds.append(kinds.length() == 0 ? "" : "+").append(kind);
      }
    }
    return (kernel.isFused() ? "fused[" + kinds + "] " : kinds + " ") + Shapes.toString(type);
  }

  /** The labels by CPU time, largest first, as per-call milliseconds. */
  public String report(int top) {
    StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
        "per call over %d calls: kernels' wall %.1f ms, Java threads' CPU %.1f ms, calling thread's CPU %.1f ms"
        + " (process CPU %.1f ms: the rest is GC, JIT and the probe)%n%8s %8s %8s %6s  %s%n", calls,
        totalWall / calls * 1e3, totalCpu / calls * 1e3, totalOwn / calls * 1e3, processCpu / calls * 1e3, "cpu ms",
        "own ms", "wall ms", "count", "kernel"));
    byLabel.entrySet().stream().sorted((a, b) -> Double.compare(b.getValue()[1], a.getValue()[1])).limit(top)
        .forEach(e -> out.append(String.format(Locale.ROOT, "%8.2f %8.2f %8.2f %6d  %s%n", e.getValue()[1] / calls * 1e3,
            e.getValue()[3] / calls * 1e3, e.getValue()[0] / calls * 1e3, (long) (e.getValue()[2] / calls),
            e.getKey())));
    return out.toString();
  }
}
