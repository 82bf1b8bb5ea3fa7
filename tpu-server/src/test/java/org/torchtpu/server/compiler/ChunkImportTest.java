package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import com.google.protobuf.ByteString;
import com.google.protobuf.UnknownFieldSet;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.OptimizationBarrierOp;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrValue;

class ChunkImportTest {
  /** A chunk as a session would receive it: its ops and the types of the handles the session holds. */
  private record Chunk(List<Op> ops, Map<Long, TensorType> session, long result) {
    ChunkImport importAs(Set<Long> dead, Generation generation, int chips) {
      return ChunkImport.of(ops, session::get, dead, generation, chips);
    }

    ChunkImport importPlain() {
      return importAs(Set.of(), Generation.V5E, 1);
    }
  }

  /** What may vary between two chunks of the tests: the structure-defining parts and the rest. */
  private record Variant(long firstId, int lineOffset, float scale, long seed, UnaryOp.Kind activation,
      boolean swapMul, long width, DType scaleType) {
    static Variant base() {
      return new Variant(100, 0, 0.5f, 1, UnaryOp.Kind.TANH, false, 8, DType.F32);
    }
  }

  /** tanh((p * broadcast(q)) * 0.5 + p) + uniform noise, p: f32[4,w] and q: f32[w] from the session. */
  private static Chunk chunk(Variant v) {
    GraphBuilder b = new GraphBuilder(v.firstId());
    Map<Long, TensorType> session = new HashMap<>();
    long p = b.param(GraphBuilder.type(DType.F32, 4, v.width()));
    long q = b.param(GraphBuilder.type(DType.F32, v.width()));
    session.put(p, b.typeOf(p));
    session.put(q, b.typeOf(q));
    long qb = b.broadcast(q, new long[] {4, v.width()}, 1);
    long prod = v.swapMul() ? b.mul(qb, p) : b.mul(p, qb);
    long scale = b.convert(DType.F32, b.splat(v.scaleType(), v.scale(), 4, v.width()));
    long act = b.unary(v.activation(), b.add(b.mul(prod, scale), p));
    long noise = b.op(Op.newBuilder().setRng(RngOp.newBuilder().setType(GraphBuilder.type(DType.F32, 4, v.width()))
        .setDistribution(RngOp.Distribution.UNIFORM).setSeed(v.seed()).setOffset(v.seed() * 7).setA(0).setB(1)));
    long out = b.add(act, noise);
    List<Op> ops = new ArrayList<>();
    for (Op op : b.ops()) {
      SourceLocation at = op.getLocation().toBuilder().setLine(op.getLocation().getLine() + v.lineOffset()).build();
      ops.add(op.toBuilder().setLocation(at).build());
    }
    return new Chunk(ops, session, out);
  }

  @Test
  void theKeyLeavesOutHandlesSourceLinesConstantDataAndRngSeeds() {
    String base = chunk(Variant.base()).importPlain().key();
    assertThat(base).hasSize(64).matches("[0-9a-f]+");
    Variant v = Variant.base();
    assertThat(chunk(new Variant(5000, 0, v.scale(), v.seed(), v.activation(), false, v.width(), v.scaleType()))
        .importPlain().key()).as("other handles").isEqualTo(base);
    assertThat(chunk(new Variant(v.firstId(), 40, v.scale(), v.seed(), v.activation(), false, v.width(), v.scaleType()))
        .importPlain().key()).as("other source lines").isEqualTo(base);
    assertThat(chunk(new Variant(v.firstId(), 0, 0.25f, v.seed(), v.activation(), false, v.width(), v.scaleType()))
        .importPlain().key()).as("another constant value").isEqualTo(base);
    assertThat(chunk(new Variant(v.firstId(), 0, v.scale(), 99, v.activation(), false, v.width(), v.scaleType()))
        .importPlain().key()).as("another rng seed and offset").isEqualTo(base);
  }

  @Test
  void theKeyTellsEveryStructuralDifferenceApart() {
    Variant v = Variant.base();
    Chunk base = chunk(v);
    Map<String, String> keys = new HashMap<>();
    keys.put("base", base.importPlain().key());
    keys.put("another activation", chunk(new Variant(v.firstId(), 0, v.scale(), v.seed(), UnaryOp.Kind.EXP, false,
        v.width(), v.scaleType())).importPlain().key());
    keys.put("operands swapped", chunk(new Variant(v.firstId(), 0, v.scale(), v.seed(), v.activation(), true,
        v.width(), v.scaleType())).importPlain().key());
    keys.put("other session types", chunk(new Variant(v.firstId(), 0, v.scale(), v.seed(), v.activation(), false,
        16, v.scaleType())).importPlain().key());
    keys.put("a constant of another dtype", chunk(new Variant(v.firstId(), 0, v.scale(), v.seed(), v.activation(), false,
        v.width(), DType.BF16)).importPlain().key());
    keys.put("a dead result", base.importAs(Set.of(base.ops().get(0).getResults(0)), Generation.V5E, 1).key());
    keys.put("another generation", base.importAs(Set.of(), Generation.V6E, 1).key());
    keys.put("more chips", base.importAs(Set.of(), Generation.V5E, 2).key());
    assertThat(new HashSet<>(keys.values())).as("%s", keys).hasSize(keys.size());
  }

  @Test
  void canonicalIdsAndTheGraphAreTheIrImportsRenumbered() {
    Chunk c = chunk(Variant.base());
    Set<Long> dead = Set.of(c.ops().get(1).getResults(0));
    ChunkImport chunk = c.importAs(dead, Generation.V5E, 1);

    IrGraph ir = IrGraph.fromChunk(c.ops(), c.session()::get, dead);
    List<IrValue> values = new ArrayList<>(ir.parameters());
    ir.ops().forEach(op -> values.addAll(op.results()));
    long[] handles = values.stream().mapToLong(IrValue::id).toArray();
    ir.renumber();
    for (int i = 0; i < values.size(); i++) {
      assertThat(chunk.handle(values.get(i).id())).as("canonical value %d", values.get(i).id()).isEqualTo(handles[i]);
    }
    assertThat(chunk.graph().toGraph(true)).isEqualTo(ir.toGraph(true));
    assertThat(chunk.opCount()).isEqualTo(c.ops().size());
  }

  @Test
  void aChunkThatCannotBeImportedIsNull() {
    Chunk c = chunk(Variant.base());
    LongFunction<TensorType> empty = h -> null;
    assertThat(ChunkImport.of(c.ops(), empty, Set.of(), Generation.V5E, 1)).as("reads a handle nobody defined").isNull();

    Map<Long, TensorType> resultHeld = new HashMap<>(c.session());
    resultHeld.put(c.result(), GraphBuilder.type(DType.F32, 4, 8));
    assertThat(ChunkImport.of(c.ops(), resultHeld::get, Set.of(), Generation.V5E, 1)).as("redefines a session value").isNull();

    List<Op> twice = new ArrayList<>(c.ops());
    twice.add(c.ops().get(c.ops().size() - 1));
    assertThat(ChunkImport.of(twice, c.session()::get, Set.of(), Generation.V5E, 1)).as("defines a handle twice").isNull();

    List<Op> noKind = new ArrayList<>(c.ops());
    noKind.add(Op.newBuilder().addResults(9999).build());
    assertThat(ChunkImport.of(noKind, c.session()::get, Set.of(), Generation.V5E, 1)).as("an op without a kind").isNull();
  }

  @Test
  void binaryKindsAreDistinguishedByTheirAttributesAlone() {
    // two chunks that differ in nothing but the binary op's kind (add vs subtract)
    List<String> keys = new ArrayList<>();
    for (BinaryOp.Kind kind : new BinaryOp.Kind[] {BinaryOp.Kind.ADD, BinaryOp.Kind.SUBTRACT}) {
      GraphBuilder b = new GraphBuilder(1);
      long p = b.param(GraphBuilder.type(DType.F32, 3));
      b.binary(kind, p, p);
      keys.add(ChunkImport.of(b.ops(), h -> h == p ? b.typeOf(p) : null, Set.of(), Generation.V5E, 1).key());
    }
    assertThat(keys.get(0)).isNotEqualTo(keys.get(1));
  }

  @Test
  void theSessionTypesOfTheValuesReadArePartOfTheKey() {
    // the same op (tanh has no shape in its attributes) on a session value of another shape
    List<String> keys = new ArrayList<>();
    for (long n : new long[] {3, 5}) {
      GraphBuilder b = new GraphBuilder(1);
      long p = b.param(GraphBuilder.type(DType.F32, n));
      b.unary(UnaryOp.Kind.TANH, p);
      keys.add(ChunkImport.of(b.ops(), h -> h == p ? b.typeOf(p) : null, Set.of(), Generation.V5E, 1).key());
    }
    assertThat(keys.get(0)).isNotEqualTo(keys.get(1));
  }

  private static TensorType f32(long... dims) {
    return GraphBuilder.type(DType.F32, dims);
  }

  /**
   * A review's collision: a type written without its length swallowed the bytes after it. Chunk B is a constant,
   * then a barrier over ten new session values (nine f32 scalars, then f32[1,1,1,1,1]); chunk A is the same
   * constant, then a barrier over nine new values (eight scalars, then f32[1,18,5,1,1,1,1,1]) and the constant's
   * result, and no results. Their keys were equal, so one tenant's chunk could run the other's program.
   */
  @Test
  void chunksWhoseTypesOnceSwallowedTheBytesAfterThemGetDifferentKeys() {
    Op constant = Op.newBuilder().addResults(100).setConstant(ConstantOp.newBuilder().setValue(TensorLiteral.newBuilder()
        .setType(f32()).setData(ByteString.copyFrom(new byte[4])))).build();
    Map<Long, TensorType> session = new HashMap<>();
    Op.Builder b = Op.newBuilder().addResults(200).setOptimizationBarrier(OptimizationBarrierOp.getDefaultInstance());
    for (long h = 0; h < 10; h++) {
      b.addOperands(1000 + h);
      session.put(1000 + h, h < 9 ? f32() : f32(1, 1, 1, 1, 1));
    }
    Op.Builder a = Op.newBuilder().setOptimizationBarrier(OptimizationBarrierOp.getDefaultInstance());
    for (long h = 0; h < 9; h++) {
      a.addOperands(2000 + h);
      session.put(2000 + h, h < 8 ? f32() : f32(1, 18, 5, 1, 1, 1, 1, 1));
    }
    a.addOperands(100);
    ChunkImport chunkB = ChunkImport.of(List.of(constant, b.build()), session::get, Set.of(), Generation.V4, 1);
    ChunkImport chunkA = ChunkImport.of(List.of(constant, a.build()), session::get, Set.of(), Generation.V4, 1);
    assertThat(chunkA.key()).isNotEqualTo(chunkB.key());
  }

  @Test
  void unknownFieldsInTypesAndRngAttributesDoNotReachTheKey() {
    UnknownFieldSet junk = UnknownFieldSet.newBuilder()
        .addField(99, UnknownFieldSet.Field.newBuilder().addVarint(7).build()).build();
    List<String> keys = new ArrayList<>();
    for (boolean withJunk : new boolean[] {false, true}) {
      TensorType type = withJunk ? f32(4).toBuilder().setUnknownFields(junk).build() : f32(4);
      Op constant = Op.newBuilder().addResults(1).setConstant(ConstantOp.newBuilder().setValue(TensorLiteral.newBuilder()
          .setType(type).setData(ByteString.copyFrom(new byte[16])))).build();
      RngOp.Builder rng = RngOp.newBuilder().setType(type).setDistribution(RngOp.Distribution.NORMAL).setA(0).setB(1);
      if (withJunk) {
        rng.setUnknownFields(junk);
      }
      Op noise = Op.newBuilder().addResults(2).setRng(rng).build();
      keys.add(ChunkImport.of(List.of(constant, noise), h -> null, Set.of(), Generation.V5E, 1).key());
    }
    assertThat(keys.get(1)).isEqualTo(keys.get(0));
  }

  /** Defence in depth behind the key: a program is checked against the values the chunk reads before it runs. */
  @Test
  void aProgramBuiltForOtherInputTypesIsReportedAsNotFitting() {
    Chunk narrow = chunk(Variant.base());
    Variant v = Variant.base();
    Chunk wide = chunk(new Variant(v.firstId(), 0, v.scale(), v.seed(), v.activation(), false, 16, v.scaleType()));
    ChunkImport narrowImport = narrow.importPlain();
    ChunkImport wideImport = wide.importPlain();
    ExecutableProgram program = ExecutableProgram.compile(new GraphCompiler(CompilerTestSupport.EXECUTOR),
        narrowImport.graph(), org.torchtpu.api.v1.ProgramKind.CHUNK,
        org.torchtpu.api.v1.CompileOptions.getDefaultInstance(), CompilerTestSupport.V5E, CompilerTestSupport.EXECUTOR);
    assertThat(narrowImport.mismatch(program)).as("the chunk the program was built for").isNull();
    assertThat(wideImport.mismatch(program)).as("a chunk reading f32[4,16] and f32[16]")
        .contains("is f32[8] but the chunk reads f32[16]");
  }
}
