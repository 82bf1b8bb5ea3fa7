package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.MemoryPlan;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.fusion.KernelGroup;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * Static memory planning over the final kernel order. A buffer is a value some kernel writes to
 * HBM (values inside a fused kernel never reach HBM) or a parameter. Parameters are live for the
 * whole program (the caller owns them), outputs from their kernel to the end, every other buffer
 * from the kernel that writes it to the last kernel that reads it, a kernel's inputs and outputs
 * being live together while it runs. The peak over the kernels is the program's HBM need; a peak
 * above the chip's HBM fails here, at compile time, with RESOURCE_EXHAUSTED naming the sizes.
 * Buffers also get offsets in one arena (first fit, in definition order), for the record. An
 * optimization_barrier's results are no buffers of their own: they keep its operands' buffers alive.
 */
public final class MemoryPlanningPass implements Pass {
  public static final String NAME = "memory-planning";
  /** Above this many buffers offsets are not assigned (quadratic); the peak still is. */
  static final int MAX_PLACED_BUFFERS = 4096;

  @Override
  public String name() {
    return NAME;
  }

  private record Buffer(IrValue value, long bytes, int definedAt, int lastUse) { }

  @Override
  public boolean run(IrGraph graph, CompilationContext context) {
    List<KernelGroup> kernels = context.kernels;
    int kernelCount = kernels.size();
    Map<IrOp, Integer> kernelOf = new IdentityHashMap<>();
    for (int k = 0; k < kernelCount; k++) {
      for (IrOp op : kernels.get(k).members()) {
        kernelOf.put(op, k);
      }
    }
    Set<IrValue> outputs = new HashSet<>(graph.outputs());
    List<Buffer> buffers = new ArrayList<>();
    long parameterBytes = 0;
    for (IrValue p : graph.parameters()) {
      long bytes = Shapes.byteSize(p.type());
      parameterBytes += bytes;
      buffers.add(new Buffer(p, bytes, -1, kernelCount));
    }
    long outputBytes = 0;
    for (int k = 0; k < kernelCount; k++) {
      if (isBarrier(kernels.get(k))) {
        continue; // its results are its operands' buffers, kept alive for the results' readers below
      }
      for (IrValue v : kernels.get(k).outputs()) {
        int last = lastUse(v, k, kernelOf, outputs, kernelCount);
        if (outputs.contains(v)) {
          outputBytes += Shapes.byteSize(v.type());
        }
        buffers.add(new Buffer(v, Shapes.byteSize(v.type()), k, last));
      }
    }
    // sweep: bytes live at each kernel (a buffer live over [max(definedAt, 0), min(lastUse, kernels - 1)])
    long[] delta = new long[kernelCount + 1];
    for (Buffer b : buffers) {
      int from = Math.max(b.definedAt, 0);
      int to = Math.min(b.lastUse, kernelCount - 1);
      if (kernelCount > 0 && from <= to) {
        delta[from] += b.bytes;
        delta[to + 1] -= b.bytes;
      }
    }
    long peak = parameterBytes;
    int peakKernel = -1;
    long live = 0;
    for (int k = 0; k < kernelCount; k++) {
      live += delta[k];
      if (live > peak) {
        peak = live;
        peakKernel = k;
      }
    }
    long hbm = context.spec.getHbmBytes();
    if (peak > hbm) {
      String where = peakKernel < 0 ? "its parameters" : "kernel " + peakKernel + " (" + describe(kernels.get(peakKernel)) + ")";
      long intermediates = peak - parameterBytes - outputBytesLiveAt(buffers, outputs, peakKernel);
      throw new CompileException(CompileException.Kind.EXHAUSTED, peakKernel < 0 ? -1
          : kernels.get(peakKernel).members().get(0).sourceIndex(),
          "the program needs " + Chip.bytesText(peak) + " of HBM at its peak, at " + where + ": parameters "
              + Chip.bytesText(parameterBytes) + ", outputs " + Chip.bytesText(outputBytesLiveAt(buffers, outputs, peakKernel))
              + ", intermediates " + Chip.bytesText(Math.max(0, intermediates)) + "; the "
              + context.spec.getGeneration().name().toLowerCase() + " chip has " + Chip.bytesText(hbm) + " of HBM");
    }
    MemoryPlan.Builder plan = MemoryPlan.newBuilder()
        .setPeakBytes(peak)
        .setPeakKernel(peakKernel)
        .setParameterBytes(parameterBytes)
        .setOutputBytes(outputBytes);
    long[] offsets = buffers.size() <= MAX_PLACED_BUFFERS ? place(buffers) : null;
    for (int i = 0; i < buffers.size(); i++) {
      Buffer b = buffers.get(i);
      plan.addBuffers(MemoryPlan.Buffer.newBuilder()
          .setValue(b.value.id())
          .setBytes(b.bytes)
          .setOffset(offsets == null ? -1 : offsets[i])
          .setDefinedAt(b.definedAt)
          .setLastUse(b.lastUse));
    }
    context.memoryPlan = plan.build();
    return false;
  }

  /**
   * The last kernel that reads {@code v} (the end of the program for an output), looking through optimization
   * barriers: a barrier's result is the same buffer as its operand, so its readers keep the operand alive.
   */
  private static int lastUse(IrValue v, int definedAt, Map<IrOp, Integer> kernelOf, Set<IrValue> outputs,
      int kernelCount) {
    int last = outputs.contains(v) ? kernelCount : definedAt;
    for (IrOp user : v.users()) {
      if (user.kind() == org.torchtpu.api.v1.Op.KindCase.OPTIMIZATION_BARRIER) {
        for (int i = 0; i < user.operands().size(); i++) {
          if (user.operands().get(i) == v) {
            last = Math.max(last, lastUse(user.results().get(i), definedAt, kernelOf, outputs, kernelCount));
          }
        }
      } else {
        last = Math.max(last, kernelOf.get(user));
      }
    }
    return last;
  }

  private static boolean isBarrier(KernelGroup k) {
    return k.members().size() == 1
        && k.members().get(0).kind() == org.torchtpu.api.v1.Op.KindCase.OPTIMIZATION_BARRIER;
  }

  private static long outputBytesLiveAt(List<Buffer> buffers, Set<IrValue> outputs, int kernel) {
    long total = 0;
    for (Buffer b : buffers) {
      if (outputs.contains(b.value) && !b.value.isParameter() && b.definedAt <= kernel) {
        total += b.bytes;
      }
    }
    return total;
  }

  private static String describe(KernelGroup k) {
    IrOp first = k.members().get(0);
    return k.members().size() == 1 ? first.describe() : k.kind() + " of " + k.members().size() + " ops from " + first.describe();
  }

  /** First-fit offsets: each buffer at the lowest address free for its whole lifetime. */
  private static long[] place(List<Buffer> buffers) {
    long[] offsets = new long[buffers.size()];
    for (int i = 0; i < buffers.size(); i++) {
      Buffer b = buffers.get(i);
      List<long[]> taken = new ArrayList<>();
      for (int j = 0; j < i; j++) {
        Buffer o = buffers.get(j);
        if (o.definedAt <= b.lastUse && b.definedAt <= o.lastUse) {
          taken.add(new long[] {offsets[j], offsets[j] + o.bytes});
        }
      }
      taken.sort(Comparator.comparingLong(r -> r[0]));
      long offset = 0;
      for (long[] r : taken) {
        if (r[0] >= offset + b.bytes) {
          break;
        }
        offset = Math.max(offset, r[1]);
      }
      offsets[i] = offset;
    }
    return offsets;
  }
}
