package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.torchtpu.server.runtime.SharedHeapSessions.constant;
import static org.torchtpu.server.runtime.SharedHeapSessions.ramp;

import io.grpc.Status;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OptimizationBarrierOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.exec.DeviceArray;

/**
 * What a session may recycle, and what its pool costs its tenant: a freed value's storage is reused only when nothing
 * else can still read it, and the pool's charge never refuses the tenant anything.
 */
class RecycledStorageSafetyTest {
  private static final int N = 2048;

  private static Op add(long lhs, long rhs, long result) {
    return Op.newBuilder().addOperands(lhs).addOperands(rhs).addResults(result)
        .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build();
  }

  /** Frees {@code x} while {@code view} (sharing its storage) lives, runs an op of the same length, reads the view. */
  private static void assertViewSurvives(String name, Op makeView, long view) {
    assertViewSurvives(name, (env, s) -> makeView, view);
  }

  private static void assertViewSurvives(String name,
      java.util.function.BiFunction<SharedHeapSessions, DeviceSession, Op> makeView, long view) {
    SharedHeapSessions env = new SharedHeapSessions(Long.MAX_VALUE / 4);
    DeviceSession s = env.open(EagerMode.STRICT);
    float[] data = ramp(N, 1, 0.5f);
    s.runOp(constant(1, data, N), 1, false);
    s.runOp(makeView.apply(env, s), 2, false);
    assertThat(s.valueOrNull(view).storage()).as(name + " shares its operand's storage (else this tests nothing)")
        .isSameAs(s.valueOrNull(1).storage());
    s.free(1);
    assertThat(s.storage().pooledBytes()).as(name + ": storage a live view holds is not pooled").isZero();
    s.runOp(constant(3, ramp(N, 7, 3), N), 3, false);
    s.runOp(add(3, 3, 4), 4, false); // a result of the freed value's length
    float[] seen = s.valueOrNull(view).isFloat() ? s.valueOrNull(view).floats() : null;
    if (seen != null) {
      assertThat(seen).as(name + ": the view still reads the freed value's contents").containsExactly(data);
    }
    // and freeing the view too recycles nothing: neither owns the storage any more
    s.free(view);
    assertThat(s.storage().pooledBytes()).as(name + ": a view never owns its storage").isZero();
    env.sessions.close(s.id());
  }

  @Test
  void storageSharedByAViewIsNeverRecycled() {
    assertViewSurvives("reshape", Op.newBuilder().addOperands(1).addResults(2)
        .setReshape(ReshapeOp.newBuilder().addDims(32).addDims(64)).build(), 2);
    assertViewSurvives("optimization_barrier", Op.newBuilder().addOperands(1).addResults(2)
        .setOptimizationBarrier(OptimizationBarrierOp.getDefaultInstance()).build(), 2);
    assertViewSurvives("identity transpose", Op.newBuilder().addOperands(1).addResults(2)
        .setTranspose(TransposeOp.newBuilder().addPermutation(0)).build(), 2);
    assertViewSurvives("a program returning its parameter", (env, s) -> env.call(s, """
        func.func public @main(%arg0: tensor<2048xf32>) -> tensor<2048xf32> {
          return %arg0 : tensor<2048xf32>
        }
        """, 1, 2), 2);
  }

  @Test
  void aFreedValuesStorageIsTakenByTheNextResultOfItsLengthAndChargedWhilePooled() {
    SharedHeapSessions env = new SharedHeapSessions(Long.MAX_VALUE / 4);
    DeviceSession s = env.open(EagerMode.STRICT);
    s.runOp(constant(1, ramp(N, 1, 1), N), 1, false);
    s.runOp(add(1, 1, 2), 2, false);
    long value = DeviceArray.heapBytes(s.valueOrNull(2).type());
    Object storage = s.valueOrNull(2).storage();
    s.free(2);
    assertThat(s.storage().pooledBytes()).isEqualTo(4L * N);
    assertThat(env.memory.held()).as("the value of handle 1 and the pooled storage").isEqualTo(value + 4L * N);
    s.runOp(add(1, 1, 3), 3, false);
    assertThat(s.valueOrNull(3).storage()).as("the next result of that length took it").isSameAs(storage);
    assertThat(s.valueOrNull(3).floats()[5]).isEqualTo(2 * ramp(N, 1, 1)[5]);
    assertThat(s.storage().pooledBytes()).isZero();
    assertThat(env.memory.held()).isEqualTo(2 * value);
    s.free(3);
    env.sessions.close(s.id());
    assertThat(env.memory.held()).as("closed: the pool's charge went back with the values").isZero();
  }

  @Test
  void aWorldsSessionRecyclesNothing() {
    SharedHeapSessions env = new SharedHeapSessions(Long.MAX_VALUE / 4);
    DeviceSession s = env.open(EagerMode.STRICT);
    // as a broadcast's root: another rank's result is this rank's operand array, still read after this rank moved on
    float[][] peersResult = new float[1][];
    s.joinWorld(new CollectiveRunner() {
      @Override
      public Outcome run(Op op, List<DeviceArray> operands, List<org.torchtpu.api.v1.TensorType> resultTypes) {
        peersResult[0] = operands.get(0).floats();
        return new Outcome(List.of(DeviceArray.ofFloats(DType.F32, operands.get(0).dims(),
            operands.get(0).floats().clone())), 0, org.torchtpu.api.v1.CostBreakdown.getDefaultInstance());
      }

      @Override
      public org.torchtpu.api.v1.WorldMembership membership() {
        return org.torchtpu.api.v1.WorldMembership.newBuilder().setWorldId("w").setWorldSize(2).build();
      }

      @Override
      public void leave() {
      }
    });
    s.runOp(constant(1, ramp(N, 1, 1), N), 1, false);
    s.runOp(add(1, 1, 2), 2, false); // a kernel's own storage: recyclable in a standalone session
    float[] sent = s.valueOrNull(2).floats().clone();
    s.runOp(Op.newBuilder().addOperands(2).addResults(3).setCollectiveBroadcast(
        org.torchtpu.api.v1.CollectiveBroadcastOp.newBuilder().addReplicaGroups(
            org.torchtpu.api.v1.ReplicaGroup.newBuilder().addRanks(0).addRanks(1))).build(), 3, false);
    s.free(2);
    assertThat(s.storage().pooledBytes()).isZero();
    s.runOp(add(1, 3, 4), 4, false);
    assertThat(peersResult[0]).as("the other rank's result").containsExactly(sent);
    env.sessions.close(s.id());
  }

  @Test
  void aFullPoolNeverRefusesItsTenant() {
    long value = DeviceArray.heapBytes(org.torchtpu.api.ir.Shapes.type(DType.F32, N));
    long pooled = 4L * N;
    // room for one value and the pooled storage beside it, or for two values, never for all three
    SharedHeapSessions env = new SharedHeapSessions(2 * value + pooled / 2);
    DeviceSession a = env.open(EagerMode.STRICT);
    DeviceSession b = env.open(EagerMode.STRICT);
    a.runOp(constant(1, ramp(N, 1, 1), N), 1, false);
    a.runOp(add(1, 1, 2), 2, false);
    a.free(2);
    assertThat(a.storage().pooledBytes()).isEqualTo(pooled);

    // a second session's result: room only once a's pool is emptied
    b.runOp(constant(1, ramp(N, 2, 1), N), 1, false);
    assertThat(a.storage().pooledBytes()).as("emptied for the other session's result").isZero();
    b.free(1);
    assertThat(b.storage().pooledBytes()).isEqualTo(pooled);

    // an upload's reservation (its value's HBM and heap, as UploadCall takes them): room once b's pool is emptied
    a.hbm().allocate(4L * N, value, "an upload");
    assertThat(b.storage().pooledBytes()).as("emptied for the upload").isZero();
    a.hbm().release(4L * N, value);

    // and a transfer's heap alone (a Download's copy), refused without reclaiming before
    b.runOp(constant(2, ramp(N, 3, 1), N), 2, false);
    b.free(2);
    assertThat(b.storage().pooledBytes()).isEqualTo(pooled);
    a.hbm().reserveHeap(value, "a Download");
    assertThat(b.storage().pooledBytes()).isZero();
    a.hbm().releaseHeap(value);

    // a refusal still refuses what cannot fit even with every pool empty
    assertThat(catchThrowableOfType(OpFailure.class, () -> b.runOp(constant(3, ramp(2 * N, 1, 1), 2 * N), 3, false))
        .code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    env.sessions.close(a.id());
    env.sessions.close(b.id());
    assertThat(env.memory.held()).isZero();
  }

  @Test
  void aDebugFailuresResultsAreNeitherPooledNorLeaked() {
    SharedHeapSessions env = new SharedHeapSessions(Long.MAX_VALUE / 4);
    DeviceSession s = env.open(EagerMode.DEBUG);
    float[] negative = ramp(N, 1, -1);
    s.runOp(constant(1, negative, N), 1, true);
    long value = DeviceArray.heapBytes(s.valueOrNull(1).type());
    assertThat(SharedHeapSessions.poolDirty(s, 2, N, 2)).isEqualTo(4L * N);
    OpFailure nan = catchThrowableOfType(OpFailure.class, () -> s.runOp(Op.newBuilder().addOperands(1).addResults(3)
        .setUnary(UnaryOp.newBuilder().setKind(UnaryOp.Kind.LOG)).build(), 3, true));
    assertThat(nan.code()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(s.isDefined(3)).isFalse();
    assertThat(s.storage().pooledBytes()).as("the failed op's result (the array it took) is not pooled again").isZero();
    assertThat(env.memory.held()).as("only handle 1 is held: the failed op's reservation went back").isEqualTo(value);
    env.sessions.close(s.id());
    assertThat(env.memory.held()).isZero();
  }
}
