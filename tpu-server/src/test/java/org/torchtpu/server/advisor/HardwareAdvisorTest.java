package org.torchtpu.server.advisor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerTrace;
import org.torchtpu.api.v1.Finding;
import org.torchtpu.api.v1.FunctionCompiles;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.HostSync;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TraceEvent;
import org.torchtpu.api.v1.TracedOp;
import org.torchtpu.server.exec.Executor;

class HardwareAdvisorTest {
  private final HardwareAdvisor advisor = new HardwareAdvisor(new Executor());

  static final String DOT_K64 = """
      module @m {
        func.func public @main(%arg0: tensor<128x64xf32>, %arg1: tensor<64x256xf32>) -> tensor<128x256xf32> {
          %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x256xf32>) -> tensor<128x256xf32>
          return %0 : tensor<128x256xf32>
        }
      }
      """;

  private AdviceReport advise(Graph graph, Generation generation) {
    return advisor.advise(AdviseRequest.newBuilder().setGraph(graph).build(), generation);
  }

  private static List<Finding> of(AdviceReport report, Finding.Kind kind) {
    return report.getFindingsList().stream().filter(f -> f.getKind() == kind).toList();
  }

  @Test
  void headDim64AttentionUsesHalfTheMxuAndSaysUseHeadDim128() {
    AdviceReport report = advise(AdvisorGraphs.attention(2, 128, 4, 64), Generation.V5E);

    List<Finding> mxu = of(report, Finding.Kind.MXU_UTILIZATION);
    assertThat(mxu).hasSize(2); // q k^T contracts the head dim, p v produces it
    assertThat(mxu).allSatisfy(f -> {
      assertThat(f.getOp()).isEqualTo("dot_general");
      assertThat(f.getValue()).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-9));
      assertThat(f.getMeasure()).startsWith("MXU utilisation 50%");
      assertThat(f.getFix()).contains("head dim 128");
      assertThat(f.getLocation().getFile()).isEqualTo("Test.java");
      assertThat(f.getShareOfStep()).isGreaterThan(0);
    });
    assertThat(mxu).anySatisfy(f -> assertThat(f.getMeasure()).contains("K=64 (contracting) fills 64 of 128"));
    assertThat(mxu).anySatisfy(f -> assertThat(f.getMeasure()).contains("N=64 (output columns) fills 64 of 128"));
    assertThat(report.getMxuUtilization()).isLessThan(1.0);
    assertThat(report.getSubject()).isEqualTo("graph");
    assertThat(report.getMxuDim()).isEqualTo(128);
  }

  @Test
  void headDim128AttentionHasNoMxuFinding() {
    AdviceReport report = advise(AdvisorGraphs.attention(2, 128, 4, 128), Generation.V5E);

    assertThat(of(report, Finding.Kind.MXU_UTILIZATION)).isEmpty();
    assertThat(report.getMxuUtilization()).isEqualTo(1.0);
  }

  @Test
  void headDim128IsStillHalfAn256WideMxuOnV6e() {
    AdviceReport report = advise(AdvisorGraphs.attention(2, 256, 4, 128), Generation.V6E);

    List<Finding> mxu = of(report, Finding.Kind.MXU_UTILIZATION);
    assertThat(mxu).isNotEmpty().allSatisfy(f -> {
      assertThat(f.getValue()).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-9));
      assertThat(f.getFix()).contains("head dim 256");
    });
    assertThat(report.getMxuDim()).isEqualTo(256);
  }

  @Test
  void elementwiseChainIsHbmBound() {
    AdviceReport report = advise(AdvisorGraphs.elementwiseChain(1024, 1024), Generation.V5E);

    List<Finding> hbm = of(report, Finding.Kind.HBM_BOUND);
    assertThat(hbm).hasSize(1);
    Finding f = hbm.get(0);
    // Fused into one kernel: 4 ops, one pass over three 4 MiB arrays.
    assertThat(f.getOp()).isEqualTo("add+multiply+maximum+subtract");
    assertThat(f.getShareOfStep()).isGreaterThan(0.9);
    assertThat(f.getValue()).isLessThan(1.0); // FLOPs per byte
    assertThat(f.getMeasure()).contains("below the VPU ridge");
    assertThat(f.getFix()).contains("bf16");
    assertThat(report.getHbmBoundShare()).isGreaterThan(0.9);
    assertThat(report.getKernels()).isEqualTo(1);
    assertThat(report.getFindingsList().get(0)).isEqualTo(f);
  }

  @Test
  void bigMatmulIsComputeBoundWithNoFinding() {
    AdviceReport report = advise(AdvisorGraphs.bigMatmul(1024), Generation.V5E);

    assertThat(report.getFindingsList()).isEmpty();
    assertThat(report.getHbmBoundShare()).isZero();
    assertThat(report.getRidgeFlopsPerByte()).isCloseTo(197e12 / 819e9, org.assertj.core.data.Offset.offset(1e-6));
  }

  @Test
  void gatherAtRuntimeIndicesAndSortAreDataDependent() {
    AdviceReport report = advise(AdvisorGraphs.lookupAndSort(1000, 128, 64), Generation.V5E);

    List<Finding> dd = of(report, Finding.Kind.DATA_DEPENDENT);
    assertThat(dd).extracting(Finding::getOp).containsExactlyInAnyOrder("gather", "sort");
    assertThat(dd).anySatisfy(f -> {
      assertThat(f.getOp()).isEqualTo("gather");
      assertThat(f.getFix()).contains("one_hot");
    });
  }

  @Test
  void stableHloTextIsAdvisedForTheGenerationAsked() {
    AdviceReport v5e = advisor.advise(AdviseRequest.newBuilder().setStablehlo(DOT_K64).build(), Generation.V5E);
    AdviceReport v6e = advisor.advise(AdviseRequest.newBuilder().setStablehlo(DOT_K64)
        .setGeneration(Generation.V6E).build(), Generation.V5E);

    assertThat(v5e.getSubject()).isEqualTo("stablehlo");
    assertThat(of(v5e, Finding.Kind.MXU_UTILIZATION)).singleElement()
        .satisfies(f -> assertThat(f.getValue()).isEqualTo(0.5));
    assertThat(v6e.getGeneration()).isEqualTo(Generation.V6E);
    assertThat(of(v6e, Finding.Kind.MXU_UTILIZATION)).singleElement().satisfies(f -> {
      assertThat(f.getValue()).isEqualTo(0.25);
      assertThat(f.getLocation().getFile()).isEqualTo("stablehlo");
      assertThat(f.getLocation().getLine()).isEqualTo(3);
    });
  }

  // ------------------------------------------------------------------ eager traces

  private static final TensorType LOSS = Shapes.type(DType.F32);
  private static final TensorType X = Shapes.type(DType.F32, 256, 256);

  /** steps x (x*x, sum) with the loss read after every step's ops; value 1 is an uploaded input. */
  private static EagerTrace trainingTrace(int steps, boolean readEveryStep) {
    EagerTrace.Builder t = EagerTrace.newBuilder();
    long next = 2;
    long loss = 0;
    for (int s = 0; s < steps; s++) {
      long sq = next++;
      t.addEvents(op(Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.MULTIPLY))
          .addOperands(1).addOperands(1).addResults(sq), 5, X, X));
      loss = next++;
      t.addEvents(op(Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(ReduceOp.Kind.SUM)
          .addDimensions(0).addDimensions(1)).addOperands(sq).addResults(loss), 6, X));
      if (readEveryStep || s == steps - 1) {
        t.addEvents(TraceEvent.newBuilder().setSync(HostSync.newBuilder().setValue(loss).setType(LOSS)
            .setLocation(SourceLocation.newBuilder().setFile("Train.java").setLine(7))));
      }
    }
    return t.build();
  }

  private static TraceEvent op(Op.Builder op, int line, TensorType... operandTypes) {
    op.setLocation(SourceLocation.newBuilder().setFile("Train.java").setLine(line));
    return TraceEvent.newBuilder().setOp(TracedOp.newBuilder().setOp(op).addAllOperandTypes(List.of(operandTypes)))
        .build();
  }

  @Test
  void readInsideTheLoopIsAHostSyncFinding() {
    AdviceReport report = advisor.advise(AdviseRequest.newBuilder().setTrace(trainingTrace(5, true)).build(),
        Generation.V5E);

    List<Finding> syncs = of(report, Finding.Kind.HOST_SYNC);
    assertThat(syncs).singleElement().satisfies(f -> {
      assertThat(f.getOccurrences()).isEqualTo(4); // the last read ends the trace: not inside the step
      assertThat(f.getValue()).isEqualTo(4);
      assertThat(f.getLocation().getLine()).isEqualTo(7);
      assertThat(f.getMeasure()).contains("read of f32[]");
      assertThat(f.getFix()).contains("read it once after the loop");
      assertThat(f.getShareOfStep()).isGreaterThan(0);
    });
    assertThat(report.getSubject()).isEqualTo("eager trace");
    assertThat(report.getOps()).isEqualTo(10);
    assertThat(report.getKernels()).isEqualTo(10);
  }

  @Test
  void readOnlyAfterTheLoopIsNoFinding() {
    AdviceReport report = advisor.advise(AdviseRequest.newBuilder().setTrace(trainingTrace(5, false)).build(),
        Generation.V5E);

    assertThat(of(report, Finding.Kind.HOST_SYNC)).isEmpty();
  }

  // ------------------------------------------------------------------ recompiles

  private static FunctionCompiles compiles(String name, long... batchSizes) {
    FunctionCompiles.Builder f = FunctionCompiles.newBuilder().setFunction(name);
    for (long b : batchSizes) {
      f.addSignatures(FunctionCompiles.Signature.newBuilder()
          .addParameterTypes(Shapes.type(DType.F32, b, 64)).addParameterTypes(Shapes.type(DType.F32, 64, 64)));
    }
    return f.build();
  }

  @Test
  void functionCompiledForManyShapesIsARecompileFinding() {
    AdviceReport report = advisor.advise(AdviseRequest.newBuilder().setTrace(trainingTrace(1, false))
        .addCompiles(compiles("Train.java:20", 3, 5, 9, 17))
        .addCompiles(compiles("Eval.java:8", 32, 32, 64)).build(), Generation.V5E);

    assertThat(of(report, Finding.Kind.RECOMPILE)).singleElement().satisfies(f -> {
      assertThat(f.getValue()).isEqualTo(4);
      assertThat(f.getLocation().getFunction()).isEqualTo("Train.java:20");
      assertThat(f.getMeasure()).contains("4 programs").contains("input 0 dim 0 (4 sizes, 3..17)");
      assertThat(f.getFix()).contains("BucketPolicy").contains("input 0 dim 0");
    });
  }

  // ------------------------------------------------------------------ bad input

  private void assertInvalid(AdviseRequest request, String message) {
    assertThatThrownBy(() -> advisor.advise(request, Generation.V5E))
        .isInstanceOfSatisfying(DomainException.class, e -> {
          assertThat(ServiceStatuses.code(e.kind())).isEqualTo(Status.Code.INVALID_ARGUMENT);
          assertThat(e.getMessage()).contains(message);
        });
  }

  @Test
  void badRequestsAreInvalidArgumentNamingTheProblem() {
    assertInvalid(AdviseRequest.getDefaultInstance(), "set graph, stablehlo or trace");
    assertInvalid(AdviseRequest.newBuilder().setStablehlo("module {").build(), "stablehlo:");
    assertInvalid(AdviseRequest.newBuilder().setGraph(Graph.newBuilder()
        .addOps(Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD))
            .addOperands(7).addOperands(7).addResults(8))
        .addOutputs(8)).build(), "operand value 7 is not defined");
    assertInvalid(AdviseRequest.newBuilder().setTrace(EagerTrace.newBuilder()
        .addEvents(op(Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD))
            .addOperands(1).addOperands(2).addResults(3), 1, X))).build(), "trace event 0 (add): 2 operands but 1");
    assertInvalid(AdviseRequest.newBuilder().setTrace(EagerTrace.newBuilder()
        .addEvents(op(Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD))
            .addOperands(1).addOperands(2).addResults(3), 1, X, LOSS))).build(), "trace event 0 (add)");
    assertInvalid(AdviseRequest.newBuilder().setTrace(EagerTrace.getDefaultInstance()).build(), "no ops");
  }
}
