package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.CompiledRegions;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.OpScratch;
import org.torchtpu.server.fusion.FusedKernelPlan;
import org.torchtpu.server.fusion.KernelGroup;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * Makes a stored {@link CompiledProgram} runnable ({@link ExecutableProgram#load}): re-types the stored graph,
 * rebuilds each fused kernel's plan from its member list, checks that the kernels cover every op once, finds each
 * value's last reader and loads the while and case ops' compiled regions. Cheap next to compiling (no passes run),
 * so the same path serves a fresh compile and a compilation-cache hit; anything inconsistent is a corrupt entry.
 */
final class ProgramLoader {
  private ProgramLoader() {}

  /** See {@link ExecutableProgram#load}. */
  static ExecutableProgram load(CompiledProgram proto, Executor executor) {
    // a chunk's program is stored without its constants' data (ChunkPrograms): checked and planned with zeros
    // of their types, which it never runs on; the stored program stays the stripped one
    CompiledProgram checked = proto.getKind() == ProgramKind.CHUNK ? ChunkPrograms.typable(proto) : proto;
    IrGraph graph = IrGraph.fromGraph(checked.getGraph(), proto.getKind() != ProgramKind.CHUNK);
    CompilationContext context = new CompilationContext(ChipSpecs.of(proto.getGeneration()), executor,
        proto.getKind());
    new ShapeInferencePass().run(graph, context);
    if (graph.ops().size() != proto.getGraph().getOpsCount()) {
      throw new CompileException(CompileException.Kind.INTERNAL, -1, "stored program graph is not in topological order");
    }
    Set<IrValue> liveOut = new HashSet<>(graph.outputs());
    List<ExecutableProgram.Kernel> kernels = new ArrayList<>(proto.getKernelsCount());
    boolean[] covered = new boolean[graph.ops().size()];
    int[] kernelOf = new int[(int) graph.maxId() + 1];
    Arrays.fill(kernelOf, -1);
    for (int k = 0; k < proto.getKernelsCount(); k++) {
      FusedKernel fk = proto.getKernels(k);
      List<IrOp> members = new ArrayList<>();
      int previous = -1;
      for (int index : fk.getOpsList()) {
        if (index < 0 || index >= graph.ops().size() || covered[index]) {
          throw new CompileException(CompileException.Kind.INTERNAL, -1, "stored kernel " + k + " names op " + index
              + " out of range or twice");
        }
        // a fused kernel's steps write their tile slots in member order and its worker does not clear the thread's
        // reused tile buffers first, so members out of graph order would read what an earlier kernel left there
        if (index <= previous) {
          throw new CompileException(CompileException.Kind.INTERNAL, -1, "stored kernel " + k + " names op " + index
              + " after op " + previous + ": a kernel's ops must be in graph order");
        }
        previous = index;
        covered[index] = true;
        members.add(graph.ops().get(index));
      }
      kernels.add(kernel(fk, members, liveOut));
      for (IrOp m : members) {
        for (IrValue r : m.results()) {
          kernelOf[(int) r.id()] = k;
        }
      }
    }
    for (int i = 0; i < covered.length; i++) {
      if (!covered[i]) {
        throw new CompileException(CompileException.Kind.INTERNAL, -1, "stored program leaves op " + i + " out of every kernel");
      }
    }
    int[] lastUse = lastUse(graph, kernels, kernelOf.length);
    long[] parameterIds = graph.parameters().stream().mapToLong(IrValue::id).toArray();
    List<TensorType> parameterTypes = graph.parameters().stream().map(IrValue::type).toList();
    long[] outputIds = graph.outputs().stream().mapToLong(IrValue::id).toArray();
    Map<Integer, List<ExecutableProgram>> regions = loadRegions(checked, executor);
    return new ExecutableProgram(proto, proto.getGraph().getOpsList(), kernels, parameterIds, parameterTypes,
        outputIds, lastUse, regions, kernelScratchHeap(graph, regions));
  }

  /** One stored kernel over its member ops, with its fused plan rebuilt (null for a single-op kernel). */
  private static ExecutableProgram.Kernel kernel(FusedKernel fk, List<IrOp> members, Set<IrValue> liveOut) {
    KernelGroup group = KernelGroup.of(members, fk.getKind(), liveOut::contains);
    FusedKernelPlan plan = group.isFused() ? FusedKernelPlan.build(group) : null;
    long[] inputs = group.inputs().stream().mapToLong(IrValue::id).toArray();
    long[] outputs = group.outputs().stream().mapToLong(IrValue::id).toArray();
    int[] constantOps = new int[0];
    if (plan != null) {
      int[] constantMembers = plan.constantMembers();
      constantOps = new int[constantMembers.length];
      for (int c = 0; c < constantMembers.length; c++) {
        constantOps[c] = fk.getOps(constantMembers[c]);
      }
    }
    return new ExecutableProgram.Kernel(fk, plan, inputs, constantOps, outputs);
  }

  /** The last kernel reading each value, so a running program drops intermediates early (outputs: never). */
  private static int[] lastUse(IrGraph graph, List<ExecutableProgram.Kernel> kernels, int ids) {
    int[] lastUse = new int[ids];
    Arrays.fill(lastUse, -1);
    for (int k = 0; k < kernels.size(); k++) {
      for (int index : kernels.get(k).ops()) {
        for (IrValue v : graph.ops().get(index).operands()) {
          lastUse[(int) v.id()] = k;
        }
      }
    }
    for (IrValue v : graph.outputs()) {
      lastUse[(int) v.id()] = Integer.MAX_VALUE;
    }
    return lastUse;
  }

  /** Ops run one at a time: the largest scratch of one op, a region's op included. */
  private static long kernelScratchHeap(IrGraph graph, Map<Integer, List<ExecutableProgram>> regions) {
    long most = 0;
    for (IrOp op : graph.ops()) {
      if (OpScratch.needsScratch(op.kind())) {
        most = Math.max(most, OpScratch.heapBytes(op.op(), op.operands().stream().map(IrValue::type).toList()));
      }
    }
    for (List<ExecutableProgram> programs : regions.values()) {
      for (ExecutableProgram p : programs) {
        most = Math.max(most, p.kernelScratchHeap());
      }
    }
    return most;
  }

  /** The compiled regions of the program's while and case ops, checked against the ops they belong to. */
  private static Map<Integer, List<ExecutableProgram>> loadRegions(CompiledProgram proto, Executor executor) {
    Map<Integer, List<ExecutableProgram>> regions = new HashMap<>();
    for (CompiledRegions r : proto.getRegionsList()) {
      int index = r.getOp();
      if (index < 0 || index >= proto.getGraph().getOpsCount() || regions.containsKey(index)) {
        throw new CompileException(CompileException.Kind.INTERNAL, -1, "stored regions name op " + index + " out of range or twice");
      }
      List<ExecutableProgram> programs = new ArrayList<>();
      for (CompiledProgram p : r.getProgramsList()) {
        programs.add(load(p, executor));
      }
      regions.put(index, List.copyOf(programs));
    }
    for (int i = 0; i < proto.getGraph().getOpsCount(); i++) {
      Op op = proto.getGraph().getOps(i);
      int expected = op.hasWhile() ? 2 : op.hasCase() ? op.getCase().getBranchesCount() : 0;
      int stored = regions.containsKey(i) ? regions.get(i).size() : 0;
      if (stored != expected) {
        throw new CompileException(CompileException.Kind.INTERNAL, -1, "stored program has " + stored + " compiled regions for op "
            + i + ", which needs " + expected);
      }
    }
    return Map.copyOf(regions);
  }
}
