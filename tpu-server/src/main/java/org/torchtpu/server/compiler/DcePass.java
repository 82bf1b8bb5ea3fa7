package org.torchtpu.server.compiler;

import org.torchtpu.server.ir.IrGraph;

/** Dead-code elimination: removes ops none of whose results reach an output (every op is pure). */
public final class DcePass implements Pass {
  public static final String NAME = "dce";

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public boolean run(IrGraph graph, CompilationContext context) {
    return graph.removeDeadOps() > 0;
  }
}
