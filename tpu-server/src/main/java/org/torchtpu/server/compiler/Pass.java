package org.torchtpu.server.compiler;

import org.torchtpu.server.ir.IrGraph;

/** One step of the compiler pipeline over the IR. */
public interface Pass {
  /** The name {@code CompileOptions.disabled_passes} uses. */
  String name();

  /** Runs over the graph; returns whether it changed anything. */
  boolean run(IrGraph graph, CompilationContext context);
}
