package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.torchtpu.server.exec.TestArrays.dims;
import static org.torchtpu.server.exec.TestArrays.f32;

import com.google.protobuf.ByteString;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.UnknownFieldSet;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * A thread keeps the dot_general geometries it built, by the op's dim lists and the operand dims: an op with the same
 * lists on the same dims finds the one built before (what a compiled program's call after call does), a change of
 * either builds (and checks) afresh, and the op message itself is never kept.
 */
class DotGeometryCacheTest {
  private static final DotGeneralOp MATMUL = DotGeneralOp.newBuilder().addLhsContractingDims(1)
      .addRhsContractingDims(0).setPrecision(DotGeneralOp.Precision.HIGHEST).build();

  @Test
  void theSameDimListsOnTheSameDimsReuseTheirGeometry() {
    DeviceArray a = f32(dims(3, 3), 1, 2, 3, 4, 5, 6, 7, 8, 9);
    DeviceArray b = f32(dims(3, 3), 9, 8, 7, 6, 5, 4, 3, 2, 1);
    MatmulKernels.DotGeometry first = MatmulKernels.DotGeometry.of(MATMUL, a, b);
    DeviceArray otherValuesSameDims = f32(dims(3, 3), 6, 5, 4, 3, 2, 1, 0, 0, 0);
    assertThat(MatmulKernels.DotGeometry.of(MATMUL, otherValuesSameDims, b)).isSameAs(first);
    DotGeneralOp equalButAnotherMessage = MATMUL.toBuilder().setPrecision(DotGeneralOp.Precision.DEFAULT).build();
    assertThat(MatmulKernels.DotGeometry.of(equalButAnotherMessage, a, b)).isSameAs(first);
    DotGeneralOp transposedRhs = MATMUL.toBuilder().setRhsContractingDims(0, 1).build();
    MatmulKernels.DotGeometry other = MatmulKernels.DotGeometry.of(transposedRhs, a, b);
    assertThat(other).isNotSameAs(first);
    assertThat(other.rhsContractOffsets).containsExactly(0, 1, 2);
    assertThat(first.rhsContractOffsets).containsExactly(0, 3, 6);
  }

  /**
   * The tiny Llama's step has 57 matmuls, each its own op message: all find their geometries on the next call, none
   * pushed out by another whose slot it shares (direct-mapped on identity hashes, about one in five was).
   */
  @Test
  void aProgramsWorthOfMatmulsAllFindTheirGeometriesAgain() throws Exception {
    onFreshThread(DotGeometryCacheTest::runMatmulsTwice); // an empty cache, whatever this thread ran before
  }

  private static void runMatmulsTwice() {
    List<DotGeneralOp> ops = new ArrayList<>();
    List<DeviceArray> lhs = new ArrayList<>();
    List<DeviceArray> rhs = new ArrayList<>();
    List<MatmulKernels.DotGeometry> built = new ArrayList<>();
    for (int i = 0; i < 57; i++) {
      ops.add(MATMUL.toBuilder().build());
      lhs.add(f32(dims(1 + i % 8, 2 + i / 8), new float[(1 + i % 8) * (2 + i / 8)]));
      rhs.add(f32(dims(2 + i / 8, 3), new float[(2 + i / 8) * 3]));
      built.add(MatmulKernels.DotGeometry.of(ops.get(i), lhs.get(i), rhs.get(i)));
    }
    for (int i = 0; i < 57; i++) {
      assertThat(MatmulKernels.DotGeometry.of(ops.get(i), lhs.get(i), rhs.get(i))).as("matmul %d", i)
          .isSameAs(built.get(i));
    }
  }

  private static void onFreshThread(Runnable body) throws Exception {
    Throwable[] failure = {null};
    Thread t = new Thread(() -> {
      try {
        body.run();
      } catch (Throwable e) {
        failure[0] = e;
      }
    });
    t.start();
    t.join(60_000); // bounds a hang only
    assertThat(t.isAlive()).as("the fresh thread still running").isFalse();
    if (failure[0] != null) {
      throw new AssertionError(failure[0]);
    }
  }

  /**
   * A client's op may carry megabytes of unknown fields, charged to its batch only while the batch runs: once the
   * caller drops the op, nothing the kernels keep may hold it.
   */
  @Test
  void anOpIsNotKeptAfterItsCallerDropsIt() throws Exception {
    WeakReference<DotGeneralOp> dropped = runOpWithLargeUnknownField();
    for (int i = 0; i < 100 && dropped.get() != null; i++) {
      System.gc();
      Thread.sleep(20);
    }
    assertThat(dropped.get()).as("the op after its caller dropped it").isNull();
  }

  /** Runs a parsed op with an 8 MB unknown field and returns only a weak reference to it. */
  private static WeakReference<DotGeneralOp> runOpWithLargeUnknownField() throws InvalidProtocolBufferException {
    UnknownFieldSet junk = UnknownFieldSet.newBuilder().addField(1000, UnknownFieldSet.Field.newBuilder()
        .addLengthDelimited(ByteString.copyFrom(new byte[8 << 20])).build()).build();
    DotGeneralOp op = DotGeneralOp.parseFrom(MATMUL.toBuilder().setUnknownFields(junk).build().toByteArray());
    assertThat(op.getUnknownFields().getSerializedSize()).isGreaterThan(8 << 20);
    DeviceArray c = MatmulKernels.dotGeneral(op, f32(dims(1, 2), 1, 2), f32(dims(2, 1), 3, 4));
    assertThat(c.floats()).containsExactly(11);
    return new WeakReference<>(op);
  }

  @Test
  void otherDimsUnderTheSameOpGetTheirOwnGeometryAndAnswer() {
    DeviceArray b = f32(dims(3, 2), 7, 8, 9, 10, 11, 12);
    assertThat(MatmulKernels.dotGeneral(MATMUL, f32(dims(2, 3), 1, 2, 3, 4, 5, 6), b).floats())
        .containsExactly(58, 64, 139, 154);
    DeviceArray oneRow = f32(dims(1, 3), 1, 0, 2);
    DeviceArray c = MatmulKernels.dotGeneral(MATMUL, oneRow, b);
    assertThat(c.dims()).containsExactly(1, 2);
    assertThat(c.floats()).containsExactly(29, 32);
    // a shape the op does not fit is still refused after the op was cached on a shape it fits
    assertThatThrownBy(() -> MatmulKernels.dotGeneral(MATMUL, f32(dims(2, 4), new float[8]), b))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("contracting dim sizes differ");
  }

  @Test
  void largeGeometriesAreNotKept() {
    DotGeneralOp op = MATMUL.toBuilder().build();
    DeviceArray a = f32(dims(2048, 2), new float[4096]);
    DeviceArray b = f32(dims(2, 2048), new float[4096]);
    MatmulKernels.DotGeometry first = MatmulKernels.DotGeometry.of(op, a, b);
    assertThat(first.heldInts()).isGreaterThan(DotGeometryCache.MAX_SLOT_INTS);
    assertThat(MatmulKernels.DotGeometry.of(op, a, b)).isNotSameAs(first);
  }

  /**
   * Nothing charges a thread's entries to a tenant, so however many large geometries a session's thread builds, they
   * hold at most {@link DotGeometryCache#BUDGET_INTS} together (each slot alone could hold {@code MAX_SLOT_INTS}).
   */
  @Test
  void aThreadsEntriesStayWithinTheirBudget() throws Exception {
    onFreshThread(() -> {
      for (int i = 0; i < 4 * DotGeometryCache.SLOTS; i++) {
        int rows = 1000 + i; // about 1,000 offsets each: every slot's entry near its own limit
        MatmulKernels.DotGeometry.of(MATMUL.toBuilder().build(), f32(dims(rows, 2), new float[2 * rows]),
            f32(dims(2, 3), new float[6]));
      }
      DotGeometryCache mine = DotGeometryCache.mine();
      assertThat(mine.heldInts()).isPositive().isLessThanOrEqualTo(DotGeometryCache.BUDGET_INTS);
    });
  }
}
