package org.torchtpu.server.compiler;

import java.util.List;
import java.util.Set;
import java.util.function.LongFunction;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;

/**
 * A deferred chunk ready for its program: the chunk as an IR graph in canonical numbering, the
 * session handle behind each canonical value id, and the chunk's cache key.
 */
public final class ChunkImport {
  private final IrGraph graph;
  private final long[] handleOf;
  private final String key;

  private ChunkImport(IrGraph graph, long[] handleOf, String key) {
    this.graph = graph;
    this.handleOf = handleOf;
    this.key = key;
  }

  /**
   * @return the import, or null when an op reads a handle that is not defined yet or defines one
   *     that is (the session then runs the chunk op by op and reports it as Strict would)
   */
  public static ChunkImport of(List<Op> chunk, LongFunction<TensorType> sessionType, Set<Long> dead,
      Generation generation, int chips) {
    IrGraph graph = IrGraph.fromChunk(chunk, sessionType, dead);
    if (graph == null) {
      return null;
    }
    int count = graph.parameters.size();
    for (IrOp op : graph.ops) {
      count += op.results.size();
    }
    long[] handleOf = new long[count + 1];
    int next = 1;
    for (IrValue p : graph.parameters) {
      handleOf[next++] = p.id;
    }
    for (IrOp op : graph.ops) {
      for (IrValue r : op.results) {
        handleOf[next++] = r.id;
      }
    }
    graph.renumber();
    return new ChunkImport(graph, handleOf, ProgramKeys.chunkKey(graph, generation, chips));
  }

  public IrGraph graph() {
    return graph;
  }

  /** The session handle of canonical value {@code id}. */
  public long handle(long id) {
    return handleOf[(int) id];
  }

  public String key() {
    return key;
  }
}
