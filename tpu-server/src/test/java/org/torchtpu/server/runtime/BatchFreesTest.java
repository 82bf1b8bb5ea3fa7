package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.exec.DeviceArray;

/**
 * When a batch's frees take effect: a dropped handle that no op of the batch names is freed
 * before the batch runs, so the batch's results do not pile on top of garbage the client had
 * already given up; one the batch names is freed right after the last op naming it.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a hang guard, not a timing assertion
class BatchFreesTest {
  private static final int SIDE = 512;
  private static final long VALUE_BYTES = 4L * SIDE * SIDE; // f32[512,512]: 1 MiB

  private RuntimeHarness rt;

  @BeforeEach
  void open() throws Exception {
    rt = new RuntimeHarness();
  }

  @AfterEach
  void close() {
    rt.close();
  }

  private Chip chip() {
    return rt.host.chips().get(0);
  }

  /** Opens a session of {@code mode} and uploads a 1 MiB value of ones as handle 1. */
  private String sessionWithOneValue(EagerMode mode) throws Exception {
    String s = rt.open(mode, 0);
    float[] ones = new float[SIDE * SIDE];
    Arrays.fill(ones, 1f);
    rt.upload(s, 1, DeviceArray.ofFloats(DType.F32, new int[] {SIDE, SIDE}, ones));
    return s;
  }

  /** Runs {@code ops} with {@code frees} as the stream batch of {@code mode}, or as one Execute call under Debug. */
  private void run(EagerMode mode, String session, List<Op> ops, long... frees) {
    if (mode == EagerMode.DEBUG) {
      ExecuteRequest.Builder req = ExecuteRequest.newBuilder().setSessionId(session).setFirstSequence(1).addAllOps(ops);
      Arrays.stream(frees).forEach(req::addFreeAfter);
      rt.blocking.execute(req.build());
      return;
    }
    OpBatch.Builder batch = RuntimeHarness.batch(1, ops, mode == EagerMode.FUSED).toBuilder();
    Arrays.stream(frees).forEach(batch::addFreeAfter);
    try {
      assertThat(rt.stream(session, List.of(batch.build()))).noneMatch(StreamResponse::hasError);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"DEBUG", "STRICT", "FUSED"})
  void aDroppedValueTheBatchDoesNotNameIsFreedBeforeItsOpsAllocate(EagerMode mode) throws Exception {
    String s = sessionWithOneValue(mode);
    GraphBuilder b = new GraphBuilder(2);
    long twos = b.splat(DType.F32, 2f, SIDE, SIDE);

    run(mode, s, b.ops(), 1);

    // Freed first, the old value and the new one were never in HBM together.
    assertThat(chip().hbmPeak()).isLessThan(2 * VALUE_BYTES);
    assertThat(chip().hbmUsed()).isEqualTo(VALUE_BYTES + 4); // the new value and its scalar
    assertThat(rt.download(s, twos).floats()[0]).isEqualTo(2f);
    assertThat(catchThrowableOfType(StatusRuntimeException.class, () -> rt.download(s, 1)).getStatus().getCode())
        .isEqualTo(Status.Code.NOT_FOUND);
  }

  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"DEBUG", "STRICT", "FUSED"})
  void aDroppedValueTheBatchReadsIsFreedOnceTheLastOpNamingItRan(EagerMode mode) throws Exception {
    String s = sessionWithOneValue(mode);
    GraphBuilder b = new GraphBuilder(1);
    long x = b.param(GraphBuilder.type(DType.F32, SIDE, SIDE)); // handle 1, the uploaded value
    long sum = b.add(x, x);
    long twos = b.splat(DType.F32, 2f, SIDE, SIDE);

    run(mode, s, b.ops(), x);

    assertThat(rt.download(s, sum).floats()[0]).isEqualTo(2f); // the op saw the value before its free
    assertThat(rt.download(s, twos).floats()[0]).isEqualTo(2f);
    assertThat(chip().hbmUsed()).isEqualTo(2 * VALUE_BYTES + 4);
    // Op by op, x is gone before `twos` is allocated; a fused chunk writes all its results while
    // its inputs are still in HBM.
    assertThat(chip().hbmPeak()).isEqualTo(mode == EagerMode.FUSED ? 3 * VALUE_BYTES + 4 : 2 * VALUE_BYTES + 4);
  }

  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"DEBUG", "STRICT", "FUSED"})
  void aHandleDroppedTwiceInABatchStillWaitsForTheOpReadingIt(EagerMode mode) throws Exception {
    String s = sessionWithOneValue(mode);
    GraphBuilder b = new GraphBuilder(1);
    long x = b.param(GraphBuilder.type(DType.F32, SIDE, SIDE)); // handle 1, the uploaded value
    long sum = b.add(x, x);

    run(mode, s, b.ops(), x, x); // e.g. an explicit free and the collector's both in one batch

    assertThat(rt.download(s, sum).floats()[0]).isEqualTo(2f);
    assertThat(catchThrowableOfType(StatusRuntimeException.class, () -> rt.download(s, x)).getStatus().getCode())
        .isEqualTo(Status.Code.NOT_FOUND);
  }

  @Test
  void aDebugCallWhoseOpFailsStillFreesWhatTheClientDropped() throws Exception {
    String s = sessionWithOneValue(EagerMode.DEBUG);
    GraphBuilder b = new GraphBuilder(1);
    long x = b.param(GraphBuilder.type(DType.F32, SIDE, SIDE));
    b.add(x, x);
    Op readsUndefined = Op.newBuilder(b.ops().get(0)).setOperands(1, 999).build();

    StatusRuntimeException e = catchThrowableOfType(StatusRuntimeException.class,
        () -> run(EagerMode.DEBUG, s, List.of(readsUndefined), x));

    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
    assertThat(chip().hbmUsed()).isZero();
  }
}
