package org.torchtpu.server.compiler;

import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.Graph;

/**
 * A compiled graph's program as the compilation cache keeps it: shared by every session, of any tenant, whose graph
 * has the same key, on this host and through the shared cache. The key leaves the top-level ops' source locations
 * out ({@link ProgramKeys}: the same structure sent from other lines hits), so the program must not carry them
 * either: they were the first compiling tenant's file, line and function (the SDK writes the caller's class and
 * method there), and a later tenant's loop past its trip limit would have named them in its own error. Ops inside
 * while and case regions keep theirs: those are in the key, so every sharer sent the same ones. A failed call still
 * names the caller's own call site (its CallOp's location).
 */
public final class SharedPrograms {
  private SharedPrograms() {}

  /** {@code program} without its top-level ops' source locations. */
  public static CompiledProgram withoutTopLevelLocations(CompiledProgram program) {
    Graph.Builder g = program.getGraph().toBuilder();
    boolean changed = false;
    for (int i = 0; i < g.getOpsCount(); i++) {
      if (g.getOps(i).hasLocation()) {
        g.setOps(i, g.getOps(i).toBuilder().clearLocation());
        changed = true;
      }
    }
    return changed ? program.toBuilder().setGraph(g).build() : program;
  }
}
