package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.ChunkImport;
import org.torchtpu.server.compiler.ChunkPrograms;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.compiler.GraphCompiler;

/**
 * Defence in depth behind the chunk key: a program found under a chunk's key but built for inputs of other
 * types (a key collision, a planted or corrupt cache entry) is refused, and the chunk runs as Strict runs it,
 * rather than the program running on buffers it was not laid out for.
 */
class MismatchedChunkProgramTest {
  private final RuntimeHarness rt = new RuntimeHarness();

  MismatchedChunkProgramTest() throws Exception { }

  @AfterEach
  void close() {
    rt.close();
  }

  private static TensorType f32(long... dims) {
    return GraphBuilder.type(DType.F32, dims);
  }

  /** tanh(x * x + broadcast(bias)) on session handles x=1: f32[rows,cols] and bias=2: f32[cols]. */
  private static List<Op> chunk(long rows, long cols) {
    GraphBuilder b = new GraphBuilder(100);
    long x = b.param(f32(rows, cols));
    long bias = b.param(f32(cols));
    b.unary(UnaryOp.Kind.TANH, b.add(b.mul(x, x), b.broadcast(bias, new long[] {rows, cols}, 1)));
    return CompilerTestSupport.onSessionHandles(b.ops(), new long[] {x, bias}, new long[] {1, 2});
  }

  private String sessionWithInputs(EagerMode mode, int chip) throws Exception {
    String s = rt.open(mode, chip);
    Random random = new Random(5);
    rt.upload(s, 1, CompilerTestSupport.random(f32(64, 300), random));
    rt.upload(s, 2, CompilerTestSupport.random(f32(300), random));
    return s;
  }

  @Test
  void aProgramCachedUnderTheChunksKeyButBuiltForOtherTypesIsRefusedAndTheChunkRunsAsStrictDoes() throws Exception {
    String strict = sessionWithInputs(EagerMode.STRICT, 0);
    String fused = sessionWithInputs(EagerMode.FUSED, 1);
    List<Op> ops = chunk(64, 300);
    long out = ops.get(ops.size() - 1).getResults(0);

    // the key the session computes for this chunk, and a program for the same ops over f32[300,64] and f32[64]
    // (the same element count for x) planted under it
    ChunkImport real = ChunkImport.of(ops, Map.of(1L, f32(64, 300), 2L, f32(300))::get, Set.of(), Generation.V5E, 1);
    ChunkImport other = ChunkImport.of(chunk(300, 64), Map.of(1L, f32(300, 64), 2L, f32(64))::get, Set.of(),
        Generation.V5E, 1);
    assertThat(other.key()).isNotEqualTo(real.key());
    CompiledProgram planted = ChunkPrograms.withoutConstantData(new GraphCompiler(rt.executor).compile(other.graph(),
        ProgramKind.CHUNK, CompileOptions.getDefaultInstance(), rt.host.chips().get(1).spec(), 1));
    rt.cache.getOrCompile("t", real.key(), "planted", () -> planted);
    long compilesBefore = rt.programs.compiles();

    List<StreamResponse> strictAcks = rt.stream(strict, List.of(RuntimeHarness.batch(1, ops, false)));
    List<StreamResponse> fusedAcks = rt.stream(fused, List.of(RuntimeHarness.batch(1, ops, true)));
    assertThat(strictAcks).noneMatch(StreamResponse::hasError);
    assertThat(fusedAcks).noneMatch(StreamResponse::hasError);
    assertThat(rt.programs.compiles()).as("the chunk found the planted program under its key").isEqualTo(compilesBefore);
    CompilerTestSupport.assertBitIdentical(rt.download(strict, out), rt.download(fused, out), "the chunk's result");
  }
}
