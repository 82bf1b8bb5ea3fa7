package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.runtime.SharedHeapSessions.constant;
import static org.torchtpu.server.runtime.SharedHeapSessions.ramp;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;

/**
 * A result that takes a recycled array (one a freed value held, its contents whatever that value was) must come out
 * exactly as with a fresh zeroed array: every kernel that accumulates into its output (matmul, reduce, scatter,
 * convolution, pad's fill) either overwrites all of it or asks for a zeroed one. Each op here runs once on plain
 * arrays, and once in a session whose pool holds a NaN-filled array of its result's length: any element the kernel
 * reads before writing would come out NaN.
 */
class DirtyPooledStorageTest {
  private static final int N = 1024; // 4 KiB of f32: the smallest storage a session recycles

  /** An op on operands 1..k with result 60; {@code pooled}: whether its kernel takes its result from the pool. */
  private record Case(String name, Op op, List<Op> operands, boolean pooled) {}

  private static List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    cases.add(new Case("add", Op.newBuilder().addOperands(1).addOperands(2).addResults(60)
        .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build(),
        List.of(constant(1, ramp(N, 1, 0.5f), N), constant(2, ramp(N, -3, 0.25f), N)), true));
    cases.add(new Case("matmul", Op.newBuilder().addOperands(1).addOperands(2).addResults(60)
        .setDotGeneral(DotGeneralOp.newBuilder().addLhsContractingDims(1).addRhsContractingDims(0)).build(),
        List.of(constant(1, ramp(32 * 64, 1, 0.125f), 32, 64), constant(2, ramp(64 * 32, -7, 0.0625f), 64, 32)), true));
    cases.add(new Case("reduce", Op.newBuilder().addOperands(1).addResults(60)
        .setReduce(ReduceOp.newBuilder().setKind(ReduceOp.Kind.SUM).addDimensions(1)).build(),
        List.of(constant(1, ramp(N * 4, 2, 0.5f), N, 4)), true));
    cases.add(new Case("convolution", Op.newBuilder().addOperands(1).addOperands(2).addResults(60)
        .setConvolution(ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(3)
            .addAllInputSpatialDimensions(List.of(1L, 2L)).setKernelInputFeatureDimension(2)
            .setKernelOutputFeatureDimension(3).addAllKernelSpatialDimensions(List.of(0L, 1L))
            .setOutputBatchDimension(0).setOutputFeatureDimension(3).addAllOutputSpatialDimensions(List.of(1L, 2L))
            .setFeatureGroupCount(1).setBatchGroupCount(1).addAllPaddingLow(List.of(1L, 1L))
            .addAllPaddingHigh(List.of(1L, 1L))).build(),
        List.of(constant(1, ramp(N, 1, 0.25f), 1, 32, 32, 1), constant(2, ramp(9, -4, 0.5f), 3, 3, 1, 1)), true));
    cases.add(new Case("pad", Op.newBuilder().addOperands(1).addOperands(2).addResults(60)
        .setPad(PadOp.newBuilder().addAllEdgePaddingLow(List.of(1L, 1L)).addAllEdgePaddingHigh(List.of(1L, 1L))
            .addAllInteriorPadding(List.of(0L, 0L))).build(),
        List.of(constant(1, ramp(30 * 30, 1, 1), 30, 30), constant(2, new float[] {0})), true));
    cases.add(new Case("transpose", Op.newBuilder().addOperands(1).addResults(60)
        .setTranspose(TransposeOp.newBuilder().addPermutation(1).addPermutation(0)).build(),
        List.of(constant(1, ramp(N, 5, 1), 16, 64)), false));
    // scatter-add with repeated indices: updates accumulate into a copy of the operand
    cases.add(new Case("scatter", Op.newBuilder().addOperands(1).addOperands(2).addOperands(3).addResults(60)
        .setScatter(ScatterOp.newBuilder().addInsertedWindowDims(0).addScatterDimsToOperandDims(0)
            .setIndexVectorDim(1).setCombiner(ScatterOp.Combiner.ADD)).build(),
        List.of(constant(1, ramp(N, 0, 1), N),
            Op.newBuilder().addResults(2).setConstant(ConstantOp.newBuilder()
                .setValue(LiteralCodec.fromLongs(new long[] {3, 3, 10, 1000, 3, 0, 1023, 10}, DType.S32, 8, 1))).build(),
            constant(3, ramp(8, 1, 2), 8)), false));
    return cases;
  }

  @Test
  void everyAccumulatingKernelGivesTheSameResultInADirtyRecycledArray() {
    for (Case c : cases()) {
      SharedHeapSessions env = new SharedHeapSessions(Long.MAX_VALUE / 4);
      DeviceSession s = env.open(EagerMode.STRICT);
      long sequence = 1;
      List<DeviceArray> operands = new ArrayList<>();
      for (Op define : c.operands()) {
        s.runOp(define, sequence++, false);
        operands.add(s.valueOrNull(define.getResults(0)));
      }
      // fresh zeroed storage, no pool on this thread
      float[] expected = new Executor().execute(c.op(), operands, false).get(0).floats().clone();
      assertThat(expected).as(c.name()).hasSize(N);

      assertThat(SharedHeapSessions.poolDirty(s, 50, N, sequence++)).as(c.name() + ": a dirty array is pooled")
          .isEqualTo(4L * N);
      s.runOp(c.op(), sequence, false);
      if (c.pooled()) {
        assertThat(s.storage().pooledBytes()).as(c.name() + ": its result took the dirty array").isZero();
      }
      assertThat(s.valueOrNull(60).floats()).as(c.name()).containsExactly(expected);
      env.sessions.close(s.id());
    }
  }

  /**
   * Integer results are long[] storage, which the elementwise kernels take unzeroed ({@code longsToOverwrite}): a
   * unary and a binary s32 op, each in a session whose pool holds a long[] of its result's length full of a value no
   * element of the result has.
   */
  @Test
  void integerElementwiseKernelsOverwriteADirtyRecycledLongArray() {
    int n = 512; // 4 KiB of long[] storage: the smallest a session recycles
    long[] lhs = new long[n];
    long[] rhs = new long[n];
    for (int i = 0; i < n; i++) {
      lhs[i] = i % 89 - 40;
      rhs[i] = 3 * (i % 13) + 1;
    }
    Op add = Op.newBuilder().addOperands(1).addOperands(2).addResults(60)
        .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build();
    Op negate = Op.newBuilder().addOperands(1).addResults(60)
        .setUnary(UnaryOp.newBuilder().setKind(UnaryOp.Kind.NEGATE)).build();
    for (Op op : List.of(add, negate)) {
      SharedHeapSessions env = new SharedHeapSessions(Long.MAX_VALUE / 4);
      DeviceSession s = env.open(EagerMode.STRICT);
      s.runOp(integers(1, lhs), 1, false);
      s.runOp(integers(2, rhs), 2, false);
      long[] expected = new long[n];
      for (int i = 0; i < n; i++) {
        expected[i] = op == add ? lhs[i] + rhs[i] : -lhs[i];
      }
      long[] dirty = new long[n];
      java.util.Arrays.fill(dirty, 0x5eadbeefL); // an s32 value no result element has
      s.runOp(integers(50, dirty), 3, false);
      s.free(50);
      assertThat(s.storage().pooledBytes()).as("a dirty long[] is pooled").isEqualTo(8L * n);
      s.runOp(op, 4, false);
      assertThat(s.storage().pooledBytes()).as("its result took the dirty array").isZero();
      assertThat(s.valueOrNull(60).longs()).as(op == add ? "add" : "negate").containsExactly(expected);
      env.sessions.close(s.id());
    }
  }

  private static Op integers(long handle, long[] data) {
    return Op.newBuilder().addResults(handle).setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.fromLongs(data, DType.S32, data.length))).build();
  }
}
