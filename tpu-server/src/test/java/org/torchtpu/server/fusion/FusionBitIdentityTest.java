package org.torchtpu.server.fusion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.ClampOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.exec.DeviceArray;

/**
 * Fused kernels give the same bits as the same ops run one by one: random elementwise chains with
 * broadcasts, scalars, converts, iotas, compare/select and clamp, ending in nothing, a reduction
 * (over various dims, with an epilogue) or a matmul with an epilogue, in f32 and bf16, at sizes
 * below one tile, across tiles and across the parallel threshold.
 */
class FusionBitIdentityTest {
  private static final UnaryOp.Kind[] UNARY = {UnaryOp.Kind.NEGATE, UnaryOp.Kind.ABS, UnaryOp.Kind.EXP,
      UnaryOp.Kind.LOG, UnaryOp.Kind.TANH, UnaryOp.Kind.LOGISTIC, UnaryOp.Kind.SQRT, UnaryOp.Kind.RSQRT,
      UnaryOp.Kind.ERF, UnaryOp.Kind.SIN, UnaryOp.Kind.FLOOR, UnaryOp.Kind.SIGN, UnaryOp.Kind.EXPM1, UnaryOp.Kind.LOG1P};
  private static final BinaryOp.Kind[] BINARY = {BinaryOp.Kind.ADD, BinaryOp.Kind.SUBTRACT, BinaryOp.Kind.MULTIPLY,
      BinaryOp.Kind.DIVIDE, BinaryOp.Kind.MAXIMUM, BinaryOp.Kind.MINIMUM, BinaryOp.Kind.POWER,
      BinaryOp.Kind.REMAINDER, BinaryOp.Kind.ATAN2};
  private static final long[][] SHAPES = {{1, 1}, {3, 5}, {17, 128}, {64, 300}, {300, 256}, {2, 4097}};

  @Test
  void randomChainsMatchOpByOpExecution() throws Exception {
    Random random = new Random(20261123);
    int fusedKernels = 0;
    for (int trial = 0; trial < 60; trial++) {
      Graph graph = randomGraph(random, trial);
      List<DeviceArray> params = CompilerTestSupport.randomParameters(graph, random);
      List<DeviceArray> expected = CompilerTestSupport.runOpByOp(graph, params);
      ExecutableProgram onlyFusion = CompilerTestSupport.compile(graph, "algebraic-simplification",
          "constant-folding", "cse", "dce");
      ExecutableProgram allPasses = CompilerTestSupport.compile(graph);
      // what a compilation-cache hit runs: the program rebuilt from its serialized bytes
      ExecutableProgram fromBytes = ExecutableProgram.load(
          org.torchtpu.api.v1.CompiledProgram.parseFrom(allPasses.proto().toByteArray()), CompilerTestSupport.EXECUTOR);
      for (ExecutableProgram program : List.of(onlyFusion, allPasses, fromBytes)) {
        List<DeviceArray> actual = program.run(params, CompilerTestSupport.EXECUTOR, false);
        for (int o = 0; o < expected.size(); o++) {
          CompilerTestSupport.assertBitIdentical(expected.get(o), actual.get(o),
              "trial " + trial + " output " + o + " (" + program.proto().getPassesList() + ")");
        }
      }
      fusedKernels += (int) onlyFusion.kernels().stream().filter(ExecutableProgram.Kernel::isFused).count();
    }
    assertThat(fusedKernels).as("the random graphs must actually exercise fused kernels").isGreaterThan(60);
  }

  /**
   * Matmul epilogues where the matmul is split over the cores by rows (256 x 256 x 300), by column panels as well
   * (a short, wide 8 x 256 x 4096) and not split (8 x 16 x 8), with an epilogue split over the cores or not; f32
   * and bf16. (The random chains above stay below the matmul's parallel threshold.)
   */
  @Test
  void matmulEpiloguesRunPerBlockGiveTheOpByOpBits() {
    Random random = new Random(20261126);
    int fused = 0;
    for (long[] mkn : new long[][] {{256, 256, 300}, {8, 256, 4096}, {8, 16, 8}}) {
      for (DType dtype : List.of(DType.F32, DType.BF16)) {
        GraphBuilder b = new GraphBuilder();
        long x = b.param(GraphBuilder.type(dtype, mkn[0], mkn[1]));
        long w = b.param(GraphBuilder.type(dtype, mkn[1], mkn[2]));
        long bias = b.param(GraphBuilder.type(dtype, mkn[2]));
        long h = b.add(b.matmul(x, w), b.broadcast(bias, new long[] {mkn[0], mkn[2]}, 1));
        long out = b.binary(BinaryOp.Kind.MAXIMUM, b.unary(UnaryOp.Kind.TANH, h), b.splat(dtype, 0f, mkn[0], mkn[2]));
        Graph graph = b.graph(new long[] {out});
        List<DeviceArray> params = CompilerTestSupport.randomParameters(graph, random);
        List<DeviceArray> expected = CompilerTestSupport.runOpByOp(graph, params);
        ExecutableProgram program = CompilerTestSupport.compile(graph);
        assertThat(program.kernels()).anyMatch(k -> k.kind() == FusedKernel.Kind.MATMUL_EPILOGUE);
        fused++;
        CompilerTestSupport.assertBitIdentical(expected.get(0), program.run(params, CompilerTestSupport.EXECUTOR,
            false).get(0), java.util.Arrays.toString(mkn) + " " + dtype);
      }
    }
    assertThat(fused).isEqualTo(6);
  }

  /**
   * A batched matmul (attention's shape: one parallel block per batch element, so the epilogue runs inside each
   * block) whose product is also a kernel output, with an epilogue that reads a second full-size input; and the
   * same for an s32 matmul, whose epilogue runs over the finished product. Every output bit for bit op by op.
   */
  @Test
  void batchedMatmulEpiloguesInBlocksKeepTheProductAndTheOpByOpBits() {
    Random random = new Random(20261127);
    for (DType dtype : List.of(DType.F32, DType.S32)) {
      GraphBuilder b = new GraphBuilder();
      long x = b.param(GraphBuilder.type(dtype, 4, 96, 64));
      long w = b.param(GraphBuilder.type(dtype, 4, 64, 136));
      long mask = b.param(GraphBuilder.type(dtype, 4, 96, 136));
      long product = b.op(Op.newBuilder().setDotGeneral(org.torchtpu.api.v1.DotGeneralOp.newBuilder()
          .addLhsBatchingDims(0).addRhsBatchingDims(0).addLhsContractingDims(2).addRhsContractingDims(1)), x, w);
      long out = b.binary(BinaryOp.Kind.SUBTRACT, b.mul(product, mask), mask);
      Graph graph = b.graph(new long[] {out, product});
      List<DeviceArray> params = CompilerTestSupport.randomParameters(graph, random);
      List<DeviceArray> expected = CompilerTestSupport.runOpByOp(graph, params);
      ExecutableProgram program = CompilerTestSupport.compile(graph);
      assertThat(program.kernels()).anyMatch(k -> k.kind() == FusedKernel.Kind.MATMUL_EPILOGUE);
      List<DeviceArray> got = program.run(params, CompilerTestSupport.EXECUTOR, false);
      CompilerTestSupport.assertBitIdentical(expected.get(0), got.get(0), dtype + " epilogue");
      CompilerTestSupport.assertBitIdentical(expected.get(1), got.get(1), dtype + " product");
    }
  }

  /**
   * Broadcasts of one element read as that scalar by their readers (no tile of their own): of a scalar parameter
   * and of a [1, 1] one, in the main space, in a reduction's prologue, one of them also a kernel output (which
   * keeps its own slot), over a space large enough to be split over the cores.
   */
  @Test
  void scalarBroadcastsReadAsScalarsGiveTheOpByOpBits() {
    Random random = new Random(20261128);
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 300, 400));
    long s = b.param(GraphBuilder.type(DType.F32));
    long t = b.param(GraphBuilder.type(DType.F32, 1, 1));
    long sb = b.broadcast(s, new long[] {300, 400});
    long tb = b.broadcast(t, new long[] {300, 400}, 0, 1);
    long y = b.add(b.mul(x, sb), tb);
    long rowSums = b.reduce(ReduceOp.Kind.SUM, b.mul(b.unary(UnaryOp.Kind.TANH, y), sb), 1);
    long scaled = b.mul(rowSums, b.broadcast(s, new long[] {300}));
    Graph graph = b.graph(new long[] {y, scaled, tb});
    List<DeviceArray> params = CompilerTestSupport.randomParameters(graph, random);
    List<DeviceArray> expected = CompilerTestSupport.runOpByOp(graph, params);
    ExecutableProgram program = CompilerTestSupport.compile(graph);
    assertThat(program.kernels()).anyMatch(ExecutableProgram.Kernel::isFused);
    List<DeviceArray> got = program.run(params, CompilerTestSupport.EXECUTOR, false);
    for (int o = 0; o < expected.size(); o++) {
      CompilerTestSupport.assertBitIdentical(expected.get(o), got.get(o), "output " + o);
    }
  }

  @Test
  void everyFusionKindIsExercised() {
    Random random = new Random(7);
    java.util.Set<FusedKernel.Kind> kinds = java.util.EnumSet.noneOf(FusedKernel.Kind.class);
    for (int trial = 0; trial < 30; trial++) {
      ExecutableProgram p = CompilerTestSupport.compile(randomGraph(random, trial), "cse", "dce",
          "constant-folding", "algebraic-simplification");
      p.kernels().forEach(k -> kinds.add(k.kind()));
    }
    assertThat(kinds).contains(FusedKernel.Kind.ELEMENTWISE, FusedKernel.Kind.REDUCTION,
        FusedKernel.Kind.MATMUL_EPILOGUE);
  }

  static Graph randomGraph(Random random, int trial) {
    long[] shape = SHAPES[trial % SHAPES.length];
    DType dtype = random.nextBoolean() ? DType.F32 : DType.BF16;
    DType other = dtype == DType.F32 ? DType.BF16 : DType.F32;
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(dtype, shape));
    long y = b.param(GraphBuilder.type(dtype, shape));
    long row = b.param(GraphBuilder.type(dtype, shape[1]));
    long col = b.param(GraphBuilder.type(dtype, shape[0]));
    List<Long> pool = new ArrayList<>(List.of(x, y));
    List<Long> extraOutputs = new ArrayList<>();
    int steps = 3 + random.nextInt(8);
    for (int s = 0; s < steps; s++) {
      long a = pool.get(random.nextInt(pool.size()));
      long c = pool.get(random.nextInt(pool.size()));
      long v = switch (random.nextInt(10)) {
        case 0, 1 -> b.unary(UNARY[random.nextInt(UNARY.length)], a);
        case 2, 3 -> b.binary(BINARY[random.nextInt(BINARY.length)], a, c);
        case 4 -> b.add(a, b.broadcast(row, shape, 1));
        case 5 -> b.mul(b.broadcast(col, shape, 0), a);
        case 6 -> b.binary(BINARY[random.nextInt(3)], a, b.splat(dtype, (float) random.nextGaussian(), shape));
        case 7 -> b.select(b.compare(CompareOp.Direction.values()[1 + random.nextInt(6)], a, c), a, c);
        case 8 -> b.op(Op.newBuilder().setClamp(ClampOp.getDefaultInstance()),
            b.scalar(dtype, -1f), a, b.scalar(dtype, 1.5f));
        default -> switch (random.nextInt(3)) {
          case 0 -> b.convert(dtype, b.convert(other, a));
          case 1 -> b.convert(dtype, b.convert(DType.S32, b.mul(a, b.splat(dtype, 10f, shape))));
          default -> b.add(a, b.op(Op.newBuilder().setIota(IotaOp.newBuilder()
              .setType(GraphBuilder.type(dtype, shape)).setDimension(random.nextInt(2)))));
        };
      };
      pool.add(v);
      if (random.nextInt(6) == 0) {
        extraOutputs.add(v);
      }
    }
    long last = pool.get(pool.size() - 1);
    long result = switch (random.nextInt(4)) {
      case 0 -> last;
      case 1 -> {
        ReduceOp.Kind kind = new ReduceOp.Kind[] {ReduceOp.Kind.SUM, ReduceOp.Kind.MAX, ReduceOp.Kind.MIN,
            ReduceOp.Kind.PROD}[random.nextInt(4)];
        long[] dims = new long[][] {{1}, {0}, {0, 1}}[random.nextInt(3)];
        long r = b.reduce(kind, last, dims);
        yield random.nextBoolean() ? r : b.unary(UnaryOp.Kind.TANH, b.mul(r, b.splat(dtype, 0.25f,
            b.typeOf(r).getDimsList().stream().mapToLong(Long::longValue).toArray())));
      }
      case 2 -> {
        long w = b.param(GraphBuilder.type(dtype, shape[1], 7));
        long bias = b.param(GraphBuilder.type(dtype, 7));
        long h = b.matmul(last, w);
        yield b.binary(BinaryOp.Kind.MAXIMUM, b.add(h, b.broadcast(bias, new long[] {shape[0], 7}, 1)),
            b.splat(dtype, 0f, shape[0], 7));
      }
      default -> b.reduce(ReduceOp.Kind.SUM, b.mul(last, last), 1);
    };
    List<Long> outputs = new ArrayList<>(extraOutputs);
    outputs.add(result);
    return b.graph(outputs.stream().mapToLong(Long::longValue).toArray());
  }
}
