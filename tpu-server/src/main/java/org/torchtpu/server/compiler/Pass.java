package org.torchtpu.server.compiler;

/** One step of the compiler pipeline over the IR. */
public interface Pass {
  /** The name {@code CompileOptions.disabled_passes} uses. */
  String name();

  /** Runs over the graph; returns whether it changed anything. */
  boolean run(IrGraph graph, CompilationContext context);
}
