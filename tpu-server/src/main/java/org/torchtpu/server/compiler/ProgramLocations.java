package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;

/**
 * Source locations of a compiled graph's top-level ops, which the key leaves out ({@link ProgramKeys}: the same ops
 * sent from other lines, by any tenant, hit one program). The stored program, shared through the host's cache and the
 * shared compilation cache, carries none of them: they were the compiling tenant's file, line and function (the SDK
 * writes the caller's class and method there), and another tenant's loop past its trip limit named them. It keeps,
 * per op, the index of the canonical op it stems from ({@code CompiledProgram.op_origins}); the passes decide these
 * indices from the canonical graph alone (CSE and folding keep the first op), so they are the same for every caller
 * of the key. Each caller's session then runs the program with its own locations, looked up by those indices in its
 * own canonical graph: a tenant's errors name its own loop and line. Only the locations a run names are given back
 * (control-flow ops': {@link #of}). Ops inside while and case regions keep theirs:
 * they are in the key, so every sharer sent the same ones.
 */
public final class ProgramLocations {
  private ProgramLocations() {}

  /**
   * The locations a run of {@code canonical}'s program names, by canonical op index: its top-level control-flow ops'
   * (a while past its trip limit or cancelled names its own line, {@link ControlFlowRunner}); a failure of any other
   * op names the caller's CallOp. Only these are kept (a tenant's StableHLO source index holds them with each entry),
   * not one per op of a large module. Taken before a compile rewrites the graph.
   */
  public static Map<Integer, SourceLocation> of(IrGraph canonical) {
    Map<Integer, SourceLocation> locations = new TreeMap<>();
    List<IrOp> ops = canonical.ops();
    for (int i = 0; i < ops.size(); i++) {
      IrOp op = ops.get(i);
      if ((op.kind() == Op.KindCase.WHILE || op.kind() == Op.KindCase.CASE)
          && !op.location().equals(SourceLocation.getDefaultInstance())) {
        locations.put(i, op.location());
      }
    }
    return locations.isEmpty() ? Map.of() : Collections.unmodifiableMap(locations);
  }

  /**
   * What {@code compile} makes of {@code canonical} (which it compiles in place), as the cache keeps it: the
   * top-level ops without locations, with their canonical origins.
   */
  public static CompiledProgram shared(IrGraph canonical, Supplier<CompiledProgram> compile) {
    Map<IrOp, Integer> position = new IdentityHashMap<>();
    for (int i = 0; i < canonical.ops().size(); i++) {
      position.put(canonical.ops().get(i), i);
    }
    CompiledProgram program = compile.get();
    List<IrOp> compiled = canonical.ops(); // the passes rewrite ops in place: the program's ops, in its order
    Graph.Builder g = program.getGraph().toBuilder();
    if (compiled.size() != g.getOpsCount()) {
      throw new IllegalStateException("the compiled graph has " + g.getOpsCount() + " ops, the IR " + compiled.size());
    }
    CompiledProgram.Builder b = program.toBuilder().clearOpOrigins();
    for (int i = 0; i < g.getOpsCount(); i++) {
      if (g.getOps(i).hasLocation()) {
        g.setOps(i, g.getOps(i).toBuilder().clearLocation());
      }
      b.addOpOrigins(position.getOrDefault(compiled.get(i), -1));
    }
    return b.setGraph(g).build();
  }

  /**
   * {@code program} with the top-level locations of the caller whose canonical graph had {@code locations}
   * ({@link #of}); {@code program} itself when there are none to give.
   */
  public static ExecutableProgram locatedAt(ExecutableProgram program, Map<Integer, SourceLocation> locations) {
    List<Integer> origins = program.proto().getOpOriginsList();
    List<Op> ops = program.ops();
    if (locations == null || locations.isEmpty() || origins.size() != ops.size()) {
      return program;
    }
    List<Op> located = null;
    for (int i = 0; i < ops.size(); i++) {
      SourceLocation at = locations.get(origins.get(i));
      if (at == null) {
        continue;
      }
      if (located == null) {
        located = new ArrayList<>(ops);
      }
      located.set(i, ops.get(i).toBuilder().setLocation(at).build());
    }
    return located == null ? program : program.withOps(located);
  }
}
