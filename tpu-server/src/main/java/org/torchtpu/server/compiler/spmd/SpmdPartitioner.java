package org.torchtpu.server.compiler.spmd;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.compiler.CompilationContext;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.compiler.ShapeInferencePass;

/**
 * SPMD partitioning of a compiled graph: reads the shardings of its parameters (and outputs),
 * runs {@link ShardingPropagation}, then {@link LocalProgramEmitter} (which applies
 * {@link Resharding} where a read needs another layout), giving the one program every rank runs
 * on its own shards. The result is an ordinary graph (with collectives) for the compiler pipeline.
 */
public final class SpmdPartitioner {
  private SpmdPartitioner() {}

  /**
   * The per-rank program and its signature.
   *
   * @param graph the per-rank graph: local shapes, inserted collectives; its parameters are the
   *     shards of the global parameters, then one s32 mesh coordinate per axis
   */
  public record Partitioned(Graph graph, List<TensorType> localParameterTypes, List<TensorType> localOutputTypes,
      List<ShardSpec> parameterSpecs, List<ShardSpec> outputSpecs, int insertedCollectives) {}

  /**
   * Partitions {@code graph} over {@code mesh}.
   *
   * @throws CompileException INVALID_ARGUMENT for an ill-typed graph, a bad sharding (naming the
   *     parameter or output) or a graph that already holds collectives
   */
  public static Partitioned partition(Graph graph, Mesh mesh) {
    IrGraph ir = IrGraph.fromGraph(graph);
    new ShapeInferencePass().run(ir, new CompilationContext(ChipSpecs.of(Generation.V5E), null, ProgramKind.GRAPH));
    List<ShardSpec> parameters = new ArrayList<>();
    for (int i = 0; i < graph.getParametersCount(); i++) {
      try {
        parameters.add(ShardSpec.fromProto(graph.getParameters(i).getSharding(), graph.getParameters(i).getType(),
            mesh));
      } catch (IllegalArgumentException e) {
        throw new CompileException(CompileException.Kind.INVALID, -1, "parameter " + i + ": " + e.getMessage());
      }
    }
    int outputs = ir.outputs().size();
    if (graph.getOutputShardingsCount() != 0 && graph.getOutputShardingsCount() != outputs) {
      throw new CompileException(CompileException.Kind.INVALID, -1, "the graph has " + outputs + " outputs but "
          + graph.getOutputShardingsCount() + " output shardings (give one per output, or none for replicated)");
    }
    List<ShardSpec> outputSpecs = new ArrayList<>();
    for (int i = 0; i < outputs; i++) {
      TensorType t = ir.outputs().get(i).type();
      try {
        outputSpecs.add(graph.getOutputShardingsCount() == 0 ? ShardSpec.replicated(t.getDimsCount())
            : ShardSpec.fromProto(graph.getOutputShardings(i), t, mesh));
      } catch (IllegalArgumentException e) {
        throw new CompileException(CompileException.Kind.INVALID, -1, "output " + i + ": " + e.getMessage());
      }
    }
    ShardingPlan plan;
    try {
      plan = ShardingPropagation.run(ir, parameters, outputSpecs, mesh);
    } catch (IllegalArgumentException e) {
      throw new CompileException(CompileException.Kind.INVALID, -1, e.getMessage());
    }
    LocalProgramEmitter.Emitted emitted = LocalProgramEmitter.emit(ir, plan);
    return new Partitioned(emitted.graph(), emitted.parameterTypes(), emitted.outputTypes(), parameters,
        outputSpecs, emitted.collectives());
  }
}
