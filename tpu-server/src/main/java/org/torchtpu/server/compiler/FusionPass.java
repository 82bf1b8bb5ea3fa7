package org.torchtpu.server.compiler;

import java.util.HashSet;
import java.util.Set;
import org.torchtpu.server.fusion.FusionPlanner;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrValue;

/**
 * Fusion: groups the ops into kernels with {@link FusionPlanner} (the planner DeferAndFuse chunks
 * use too) — elementwise chains, broadcasts into their consumers, elementwise producers into
 * reductions, elementwise consumers into a dot_general's epilogue. When the pass is disabled
 * every op is a kernel of its own (the compiler still needs a kernel order).
 */
public final class FusionPass implements Pass {
  public static final String NAME = "fusion";

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public boolean run(IrGraph graph, CompilationContext context) {
    Set<IrValue> liveOut = new HashSet<>(graph.outputs());
    context.kernels = FusionPlanner.plan(graph.ops(), liveOut::contains, context.fuse);
    return false;
  }
}
