package org.torchtpu.server.compiler;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.MemoryPlan;
import org.torchtpu.api.v1.Op;

/**
 * The most HBM one run of a program holds at once, and where: its memory plan's peak, or at one of its while or case
 * ops what the plan has live there plus what a run of that op's largest region holds beyond the values handed to it
 * (its own need less its parameters). Regions are planned as programs of their own, so the program's plan sees such
 * an op only as its operands and results; the regions run one at a time, each while the op's operands and results are
 * live, so the worst op's sum bounds the run.
 *
 * @param where null when the plan's own peak decides, else the region that does ("the body of the while at op 3")
 */
record ProgramNeed(long bytes, String where) {
  static ProgramNeed of(CompiledProgram proto, Map<Integer, List<ExecutableProgram>> regions) {
    long most = proto.getPeakHbmBytes();
    String where = null;
    Map<Integer, Integer> kernelOfOp = regions.isEmpty() ? Map.of() : kernelOfOp(proto);
    for (Map.Entry<Integer, List<ExecutableProgram>> e : regions.entrySet()) {
      int op = e.getKey();
      Integer kernel = kernelOfOp.get(op);
      // without a plan of the op's kernel, the whole peak stands in for what is live there: an upper bound
      long live = kernel == null || !proto.hasMemoryPlan() ? proto.getPeakHbmBytes()
          : liveAt(proto.getMemoryPlan(), kernel);
      List<ExecutableProgram> programs = e.getValue();
      for (int i = 0; i < programs.size(); i++) {
        ExecutableProgram region = programs.get(i);
        long beyond = Math.max(0, region.need().bytes() - region.parameterBytes());
        long total = beyond > Long.MAX_VALUE - live ? Long.MAX_VALUE : live + beyond;
        if (total > most) {
          most = total;
          String name = regionName(proto.getGraph().getOps(op), i) + " at op " + op;
          where = region.need().where() == null ? name : region.need().where() + " in " + name;
        }
      }
    }
    return new ProgramNeed(most, where);
  }

  private static String regionName(Op op, int index) {
    if (op.getKindCase() == Op.KindCase.WHILE) {
      return index == 0 ? "the condition of the while" : "the body of the while";
    }
    return "branch " + index + " of the case";
  }

  private static Map<Integer, Integer> kernelOfOp(CompiledProgram proto) {
    Map<Integer, Integer> kernelOf = new HashMap<>();
    for (int k = 0; k < proto.getKernelsCount(); k++) {
      for (int op : proto.getKernels(k).getOpsList()) {
        kernelOf.put(op, k);
      }
    }
    return kernelOf;
  }

  /** Bytes of the plan's buffers live at {@code kernel} (parameters are defined at -1, outputs used to the end). */
  private static long liveAt(MemoryPlan plan, int kernel) {
    long live = 0;
    for (MemoryPlan.Buffer b : plan.getBuffersList()) {
      if (b.getDefinedAt() <= kernel && b.getLastUse() >= kernel) {
        live = b.getBytes() > Long.MAX_VALUE - live ? Long.MAX_VALUE : live + b.getBytes();
      }
    }
    return live;
  }
}
