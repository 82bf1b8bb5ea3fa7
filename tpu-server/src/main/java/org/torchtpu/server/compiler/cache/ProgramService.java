package org.torchtpu.server.compiler.cache;

import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.server.compiler.ChunkImport;
import org.torchtpu.server.compiler.ChunkPrograms;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.compiler.ProgramKeys;
import org.torchtpu.server.compiler.ProgramLocations;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.ir.IrGraph;

/**
 * The host's compiler behind its compilation cache: compiled graphs (Runtime.Compile) and the
 * fused programs of deferred chunks, both keyed by structure (see {@link ProgramKeys}), so the
 * same graph or the same chunk structure compiles once per cache.
 */
public final class ProgramService {
  /**
   * A compiled graph and how it was obtained: {@code program} carries the caller's own top-level source locations,
   * {@code locations} (its canonical graph's, by op index: {@link ProgramLocations}).
   */
  public record Compiled(ExecutableProgram program, String key, ProgramCache.Source source, long wallNanos,
      java.util.Map<Integer, org.torchtpu.api.v1.SourceLocation> locations) {
    /**
     * What Runtime.Compile answers; the program id is the program's key. A hit is a program from a cache, which
     * with keys on is the tenant's own ({@link ProgramCache}).
     */
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
  private final SourceIndex sources = new SourceIndex();
  private final java.util.concurrent.atomic.LongAdder sourceHits = new java.util.concurrent.atomic.LongAdder();

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
   * Compiles a graph for a chip through the cache, kept in {@code tenant}'s share of the host's programs.
   *
   * @throws org.torchtpu.server.ir.CompileException INVALID_ARGUMENT for a malformed or ill-typed graph (naming the op),
   *     RESOURCE_EXHAUSTED when it cannot fit the chip
   */
  public Compiled compileGraph(String tenant, Graph graph, CompileOptions options, ChipSpec spec, int chips) {
    long start = System.nanoTime();
    GraphCompiler.disabledPasses(options);
    IrGraph canonical = IrGraph.fromGraph(graph);
    canonical.renumber();
    java.util.Map<Integer, org.torchtpu.api.v1.SourceLocation> locations = ProgramLocations.of(canonical);
    String key = ProgramKeys.graphKey(canonical, options, spec.getGeneration(), chips);
    String description = spec.getGeneration().name().toLowerCase() + " graph, " + graph.getOpsCount() + " ops, "
        + graph.getParametersCount() + " parameters";
    ProgramCache.Result result = cache.getOrCompile(tenant, key, description, () -> ProgramLocations.shared(canonical,
        () -> compiler.compile(canonical, ProgramKind.GRAPH, options, spec, chips)));
    return new Compiled(ProgramLocations.locatedAt(result.program(), locations), key, result.source(),
        System.nanoTime() - start, locations);
  }

  /**
   * Compiles StableHLO text for a chip: when {@code tenant} compiled the same content (text, argument types, options,
   * generation) on this host before and its program is still in this host's cache, that program, without importing
   * the text again ({@link SourceIndex}); else {@code importer}'s graph through {@link #compileGraph}.
   */
  public Compiled compileStableHlo(String tenant, com.google.protobuf.ByteString text,
      java.util.List<org.torchtpu.api.v1.TensorType> argumentTypes, java.util.function.Supplier<Graph> importer,
      CompileOptions options, ChipSpec spec) {
    long start = System.nanoTime();
    String sourceKey = SourceIndex.key(tenant, text, argumentTypes, options, spec.getGeneration(), 1);
    SourceIndex.Entry entry = sources.entry(tenant, sourceKey);
    if (entry != null) {
      ExecutableProgram program = cache.localProgram(tenant, entry.graphKey());
      if (program != null) {
        sourceHits.increment();
        return new Compiled(ProgramLocations.locatedAt(program, entry.locations()), entry.graphKey(),
            ProgramCache.Source.LOCAL, System.nanoTime() - start, entry.locations());
      }
    }
    Compiled compiled = compileGraph(tenant, importer.get(), options, spec, 1);
    sources.record(tenant, sourceKey, compiled.key(), compiled.locations());
    return compiled;
  }

  /**
   * An SPMD compile of StableHLO text, looked up by its content first as {@link #compileStableHlo} does: the key adds
   * the SPMD options, the session's kind and the ranks' placement ({@link SourceIndex#spmdKey}); a miss partitions and compiles
   * {@code importer}'s graph through {@link #compileSpmd(String, Graph, CompileOptions, ChipSpec,
   * org.torchtpu.server.compiler.spmd.Mesh, String, org.torchtpu.server.cost.CollectivePricer)}.
   */
  public CompiledSpmd compileSpmdStableHlo(String tenant, com.google.protobuf.ByteString text,
      org.torchtpu.api.v1.SpmdOptions spmdOptions, java.util.function.Supplier<Graph> importer, CompileOptions options,
      ChipSpec spec, org.torchtpu.server.compiler.spmd.Mesh mesh, String sessionKind, String placement,
      org.torchtpu.server.cost.CollectivePricer collectives) {
    long start = System.nanoTime();
    String sourceKey = SourceIndex.spmdKey(tenant, text, options, spec.getGeneration(), spmdOptions,
        sessionKind + " session; " + placement);
    SourceIndex.Entry entry = sources.entry(tenant, sourceKey);
    if (entry != null && entry.spmd() != null) {
      ExecutableProgram program = cache.localProgram(tenant, entry.graphKey());
      if (program != null) {
        sourceHits.increment();
        return new CompiledSpmd(new Compiled(ProgramLocations.locatedAt(program, entry.locations()), entry.graphKey(),
            ProgramCache.Source.LOCAL, System.nanoTime() - start, entry.locations()), entry.spmd());
      }
    }
    CompiledSpmd compiled = compileSpmd(tenant, importer.get(), options, spec, mesh, placement, collectives);
    sources.recordSpmd(tenant, sourceKey, compiled.compiled().key(), compiled.partitioned(),
        compiled.compiled().locations());
    return compiled;
  }

  /** As above for a rank of a world whose collectives are priced on {@code slice}. */
  public CompiledSpmd compileSpmdStableHlo(String tenant, com.google.protobuf.ByteString text,
      org.torchtpu.api.v1.SpmdOptions spmdOptions, java.util.function.Supplier<Graph> importer, CompileOptions options,
      ChipSpec spec, org.torchtpu.server.compiler.spmd.Mesh mesh, org.torchtpu.server.cost.SliceTopology slice) {
    org.torchtpu.server.cost.IciCostModel ici = new org.torchtpu.server.cost.IciCostModel(
        org.torchtpu.server.chip.IciSpec.of(spec.getGeneration()), slice);
    return compileSpmdStableHlo(tenant, text, spmdOptions, importer, options, spec, mesh, "world rank", slice.toString(),
        org.torchtpu.server.cost.CollectivePricer.ici(ici));
  }

  /** StableHLO compiles answered by their source key, without an import. */
  public long sourceHits() {
    return sourceHits.sum();
  }

  /**
   * Partitions an SPMD graph over {@code mesh} and compiles the per-rank program through the cache,
   * its collectives priced on {@code slice}.
   *
   * @throws org.torchtpu.server.ir.CompileException INVALID_ARGUMENT for a bad graph or sharding, RESOURCE_EXHAUSTED when a
   *     rank's program cannot fit its chip
   */
  public CompiledSpmd compileSpmd(String tenant, Graph graph, CompileOptions options, ChipSpec spec,
      org.torchtpu.server.compiler.spmd.Mesh mesh, org.torchtpu.server.cost.SliceTopology slice) {
    org.torchtpu.server.cost.IciCostModel ici = new org.torchtpu.server.cost.IciCostModel(
        org.torchtpu.server.chip.IciSpec.of(spec.getGeneration()), slice);
    return compileSpmd(tenant, graph, options, spec, mesh, slice.toString(),
        org.torchtpu.server.cost.CollectivePricer.ici(ici));
  }

  /**
   * As above, with the rank's program priced for device {@code spec} and its collectives by {@code collectives};
   * {@code placement} names how the ranks sit on the slice (part of the cache key: the same graph placed otherwise
   * prices otherwise).
   */
  public CompiledSpmd compileSpmd(String tenant, Graph graph, CompileOptions options, ChipSpec spec,
      org.torchtpu.server.compiler.spmd.Mesh mesh, String placement,
      org.torchtpu.server.cost.CollectivePricer collectives) {
    long start = System.nanoTime();
    GraphCompiler.disabledPasses(options);
    org.torchtpu.server.compiler.spmd.SpmdPartitioner.Partitioned partitioned =
        org.torchtpu.server.compiler.spmd.SpmdPartitioner.partition(graph, mesh);
    IrGraph canonical = IrGraph.fromGraph(partitioned.graph());
    canonical.renumber();
    java.util.Map<Integer, org.torchtpu.api.v1.SourceLocation> locations = ProgramLocations.of(canonical);
    String key = ProgramKeys.spmdGraphKey(canonical, options, spec.getGeneration(), mesh.ranks(), placement);
    String description = spec.getGeneration().name().toLowerCase() + " spmd graph on " + mesh + ", "
        + graph.getOpsCount() + " ops";
    ProgramCache.Result result = cache.getOrCompile(tenant, key, description,
        () -> ProgramLocations.shared(canonical, () -> compiler.compile(canonical, ProgramKind.GRAPH, options,
            org.torchtpu.server.cost.CostModel.calibrated(spec), mesh.ranks(), collectives)));
    return new CompiledSpmd(new Compiled(ProgramLocations.locatedAt(result.program(), locations), key,
        result.source(), System.nanoTime() - start, locations), partitioned);
  }

  /** An SPMD rank's program and what the partitioner decided. */
  public record CompiledSpmd(Compiled compiled, org.torchtpu.server.compiler.spmd.SpmdPartitioner.Partitioned
      partitioned) {
    /** What Runtime.Compile answers for it. */
    public CompileResponse response() {
      double collectiveSeconds = 0;
      for (org.torchtpu.api.v1.FusedKernel k : compiled.program().proto().getKernelsList()) {
        if (k.getCost().getUnit().startsWith(org.torchtpu.server.cost.CollectiveOpPricing.UNIT_ICI)) {
          // the links' time: a reducing collective's additions are the core's (compute) time
          collectiveSeconds += org.torchtpu.server.cost.CostModel.seconds(k.getCost()) - k.getCost().getReduceSeconds();
        }
      }
      org.torchtpu.api.v1.SpmdProgram.Builder spmd = org.torchtpu.api.v1.SpmdProgram.newBuilder()
          .addAllLocalParameterTypes(partitioned.localParameterTypes())
          .addAllLocalOutputTypes(partitioned.localOutputTypes())
          .setInsertedCollectives(partitioned.insertedCollectives())
          .setCollectiveSeconds(collectiveSeconds);
      for (org.torchtpu.server.compiler.spmd.ShardSpec s : partitioned.outputSpecs()) {
        spmd.addOutputShardings(s.toProto());
      }
      return compiled.response().toBuilder().setSpmd(spmd).build();
    }
  }

  /**
   * The fused program of a deferred chunk, through the cache (compiled once per chunk structure). What is stored
   * carries no constant data or rng seeds of the chunk that compiled it ({@link ChunkPrograms}): another tenant's
   * chunk of the same structure finds the program, never the first chunk's values.
   */
  public ExecutableProgram chunkProgram(String tenant, ChunkImport chunk, ChipSpec spec) {
    String description = spec.getGeneration().name().toLowerCase() + " chunk, " + chunk.opCount() + " ops";
    return cache.getOrCompile(tenant, chunk.key(), description, () -> ChunkPrograms.withoutConstantData(
        compiler.compile(chunk.graph(), ProgramKind.CHUNK, CompileOptions.getDefaultInstance(), spec, 1)))
        .program();
  }
}
