package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CollectivePermuteOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.Region;
import org.torchtpu.api.v1.SourceTargetPair;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WhileOp;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.ir.IrGraph;

/**
 * A collective inside a loop hands the loop's carried arrays to other ranks (a permute's result on the peer is this
 * rank's array). The loop's own run treats them as parameters it never recycles, so the enclosing run must not
 * recycle them either once the loop is over: the peer may still be reading, or returning, that very array.
 */
class RegionCollectiveStorageTest {
  private static final Executor EXECUTOR = new Executor();
  private static final int N = 256;
  private static final TensorType VECTOR = Shapes.type(DType.F32, N);
  private static final TensorType INDEX = Shapes.type(DType.S32);

  private static Op binary(BinaryOp.Kind kind, long a, long b, long out) {
    return Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(kind)).addOperands(a).addOperands(b)
        .addResults(out).build();
  }

  private static Op one(long out) {
    return Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(LiteralCodec.fromLongs(new long[] {1},
        DType.S32))).addResults(out).build();
  }

  /** a = x + x; one trip of a loop that permutes a between two ranks; then x * x and the loop's value squared. */
  private static Graph loopWithAPermute() {
    Region cond = Region.newBuilder().addParameters(10).addParameterTypes(INDEX).addParameters(11)
        .addParameterTypes(VECTOR).addOps(one(12))
        .addOps(Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(CompareOp.Direction.LT))
            .addOperands(10).addOperands(12).addResults(13))
        .addOutputs(13).build();
    Region body = Region.newBuilder().addParameters(20).addParameterTypes(INDEX).addParameters(21)
        .addParameterTypes(VECTOR).addOps(one(22)).addOps(binary(BinaryOp.Kind.ADD, 20, 22, 23))
        .addOps(Op.newBuilder().setCollectivePermute(CollectivePermuteOp.newBuilder()
            .addPairs(SourceTargetPair.newBuilder().setSource(0).setTarget(1))
            .addPairs(SourceTargetPair.newBuilder().setSource(1).setTarget(0))).addOperands(21).addResults(24))
        .addOutputs(23).addOutputs(24).build();
    return Graph.newBuilder().addParameters(Parameter.newBuilder().setId(1).setType(VECTOR))
        .addOps(binary(BinaryOp.Kind.ADD, 1, 1, 2))
        .addOps(Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(LiteralCodec.fromLongs(new long[] {0},
            DType.S32))).addResults(3))
        .addOps(Op.newBuilder().setWhile(WhileOp.newBuilder().setCond(cond).setBody(body)).addOperands(3)
            .addOperands(2).addResults(4).addResults(5))
        .addOps(binary(BinaryOp.Kind.MULTIPLY, 1, 1, 6))
        .addOps(binary(BinaryOp.Kind.MULTIPLY, 5, 5, 7))
        .addOutputs(6).addOutputs(7).build();
  }

  @Test
  void anArrayHandedToAPeerInsideALoopIsNotRecycledAfterTheLoop() {
    // an SPMD rank's compile: its collectives priced (any price will do here)
    ExecutableProgram program = ExecutableProgram.load(new GraphCompiler(EXECUTOR).compile(
        IrGraph.fromGraph(loopWithAPermute()), ProgramKind.GRAPH, CompileOptions.getDefaultInstance(),
        org.torchtpu.server.cost.CostModel.calibrated(ChipSpecs.of(Generation.V5E)), 2,
        (op, operands) -> org.torchtpu.api.v1.CostBreakdown.getDefaultInstance()), EXECUTOR);
    for (int call = 0; call < 3; call++) {
      float[] x = new float[N];
      for (int i = 0; i < N; i++) {
        x[i] = (i % 9) - 4 + call; // small integers: exact sums and products
      }
      List<float[]> handedToThePeer = new ArrayList<>();
      List<DeviceArray> out = program.run(List.of(DeviceArray.ofFloats(DType.F32, new int[] {N}, x.clone())),
          EXECUTOR, false, (op, operands) -> {
            handedToThePeer.add(operands.get(0).floats()); // the peer keeps this very array as its result
            float[] fromThePeer = new float[N];
            java.util.Arrays.fill(fromThePeer, 3f);
            return List.of(DeviceArray.ofFloats(DType.F32, new int[] {N}, fromThePeer));
          });
      assertThat(handedToThePeer).hasSize(1);
      float[] doubled = new float[N];
      float[] squared = new float[N];
      for (int i = 0; i < N; i++) {
        doubled[i] = 2 * x[i];
        squared[i] = x[i] * x[i];
      }
      assertThat(handedToThePeer.get(0)).as("call %d: the array the peer holds is still x + x", call)
          .containsExactly(doubled);
      assertThat(out.get(0).floats()).containsExactly(squared);
      assertThat(out.get(1).floats()).containsOnly(9f);
    }
  }
}
