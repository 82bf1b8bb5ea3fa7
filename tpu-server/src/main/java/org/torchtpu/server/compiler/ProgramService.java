package org.torchtpu.server.compiler;

import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.server.compiler.cache.ProgramCache;
import org.torchtpu.server.exec.Executor;

/**
 * The host's compiler behind its compilation cache: compiled graphs (Runtime.Compile) and the
 * fused programs of deferred chunks, both keyed by structure (see {@link ProgramKeys}), so the
 * same graph or the same chunk structure compiles once per cache.
 */
public final class ProgramService {
  /** A compiled graph and how it was obtained. */
  public record Compiled(ExecutableProgram program, String key, ProgramCache.Source source, long wallNanos) {
    /** What Runtime.Compile answers; the program id is the cache key. */
    public CompileResponse response() {
      return CompileResponse.newBuilder()
          .setProgramId(key)
          .addAllOutputTypes(program.outputTypes())
          .setEstimatedDeviceSeconds(program.estimatedSeconds())
          .setPeakHbmBytes(program.peakHbmBytes())
          .setKernels(program.kernelCount())
          .setOpsBefore(program.proto().getOpsBefore())
          .setCacheHit(source != ProgramCache.Source.COMPILED)
          .setCompileWallNanos(wallNanos)
          .setCacheKey(key)
          .build();
    }
  }

  private final GraphCompiler compiler;
  private final ProgramCache cache;

  public ProgramService(Executor executor, ProgramCache cache) {
    this.compiler = new GraphCompiler(executor);
    this.cache = cache;
  }

  public ProgramCache cache() {
    return cache;
  }

  /** Programs this host compiled (cache misses), graphs and chunks together. */
  public long compiles() {
    return cache.compiles();
  }

  /**
   * Compiles a graph for a chip through the cache.
   *
   * @throws CompileException INVALID_ARGUMENT for a malformed or ill-typed graph (naming the op),
   *     RESOURCE_EXHAUSTED when it cannot fit the chip
   */
  public Compiled compileGraph(Graph graph, CompileOptions options, ChipSpec spec, int chips) {
    long start = System.nanoTime();
    GraphCompiler.disabledPasses(options);
    IrGraph canonical = IrGraph.fromGraph(graph);
    canonical.renumber();
    String key = ProgramKeys.graphKey(canonical, options, spec.getGeneration(), chips);
    String description = spec.getGeneration().name().toLowerCase() + " graph, " + graph.getOpsCount() + " ops, "
        + graph.getParametersCount() + " parameters";
    ProgramCache.Result result = cache.getOrCompile(key, description,
        () -> compiler.compile(canonical, ProgramKind.GRAPH, options, spec, chips));
    return new Compiled(result.program(), key, result.source(), System.nanoTime() - start);
  }

  /** The fused program of a deferred chunk, through the cache (compiled once per chunk structure). */
  public ExecutableProgram chunkProgram(ChunkImport chunk, ChipSpec spec) {
    String description = spec.getGeneration().name().toLowerCase() + " chunk, " + chunk.graph().ops().size() + " ops";
    return cache.getOrCompile(chunk.key(), description,
        () -> compiler.compile(chunk.graph(), ProgramKind.CHUNK, CompileOptions.getDefaultInstance(), spec, 1))
        .program();
  }
}
