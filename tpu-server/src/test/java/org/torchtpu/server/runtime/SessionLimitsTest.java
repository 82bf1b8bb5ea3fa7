package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SortOp;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.HbmExhaustedException;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.security.HostMemory;
import org.torchtpu.server.security.QuotaProperties;
import org.torchtpu.server.security.TenantQuotas;

/** The host-side limits of issue 12: duplicate result handles, the session reaper, the heap ceiling, uint64 sequences. */
class SessionLimitsTest {
  private RuntimeHarness rt;

  @AfterEach
  void close() {
    if (rt != null) {
      rt.close();
    }
  }

  private long hbmUsed() {
    return rt.host.chips().stream().mapToLong(Chip::hbmUsed).sum();
  }

  @Test
  void anOpNamingAResultHandleTwiceIsInvalidAndNothingStaysCounted() throws Exception {
    rt = new RuntimeHarness();
    String s = rt.open(EagerMode.DEBUG, 0);
    rt.upload(s, 1, DeviceArray.ofFloats(DType.F32, new int[] {4}, new float[] {3, 1, 2, 0}));
    rt.upload(s, 2, DeviceArray.ofFloats(DType.F32, new int[] {4}, new float[] {0, 1, 2, 3}));
    // sort of two operands has two results: both named 7
    Op twice = Op.newBuilder().addOperands(1).addOperands(2).addResults(7).addResults(7)
        .setSort(SortOp.newBuilder().setDimension(0)).build();
    StatusRuntimeException e = catchThrowableOfType(StatusRuntimeException.class, () -> rt.blocking.execute(
        ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(1).addOps(twice).build()));
    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(e.getStatus().getDescription()).contains("result handle 7 more than once");
    assertThat(hbmUsed()).isEqualTo(32);
    rt.blocking.closeSession(org.torchtpu.api.v1.CloseSessionRequest.newBuilder().setSessionId(s).build());
    // the close does not wait for the session's queue: the Execute's turn may still be ending on its thread, which
    // frees the values as the queue stops (DeviceSession.close), just after the close has answered
    HeapStreams.await(() -> hbmUsed() == 0, "the closed session's values are freed");
  }

  @Test
  void theReaperClosesIdleSessionsAndFreesTheirValues() throws Exception {
    rt = new RuntimeHarness();
    SessionReaper reaper = new SessionReaper(rt.sessions,
        new SessionProperties(Duration.ofMinutes(30), Duration.ofMinutes(2), Duration.ofHours(1)), rt.meters);
    try {
      String s = rt.open(EagerMode.DEBUG, 0);
      rt.upload(s, 1, DeviceArray.ofFloats(DType.F32, new int[] {2}, new float[] {1, 2}));
      long now = System.currentTimeMillis();
      assertThat(reaper.reap(now)).isZero();
      assertThat(reaper.reap(now + Duration.ofMinutes(29).toMillis())).isZero();
      assertThat(reaper.reap(now + Duration.ofMinutes(31).toMillis())).isEqualTo(1);
      assertThat(rt.sessions.all()).isEmpty();
      assertThat(hbmUsed()).isZero();
      assertThat(rt.meters.get("torchtpu.sessions.reaped").tag("reason", "idle").counter().count()).isEqualTo(1);
    } finally {
      reaper.close();
    }
  }

  @Test
  void aSessionWithOpsWaitingIsNotReaped() throws Exception {
    rt = new RuntimeHarness();
    SessionReaper reaper = new SessionReaper(rt.sessions,
        new SessionProperties(Duration.ofMinutes(30), Duration.ofMinutes(2), Duration.ofHours(1)), rt.meters);
    try {
      String s = rt.open(EagerMode.STRICT, 0);
      rt.admission.admit(rt.sessions.get(s), 3);
      assertThat(reaper.reap(System.currentTimeMillis() + Duration.ofHours(2).toMillis())).isZero();
      rt.admission.release(rt.sessions.get(s), 3);
    } finally {
      reaper.close();
    }
  }

  @Test
  void sequenceNumbersPast2To63AreInvalid() throws Exception {
    rt = new RuntimeHarness();
    String s = rt.open(EagerMode.DEBUG, 0);
    rt.upload(s, 1, DeviceArray.ofFloats(DType.F32, new int[] {2}, new float[] {1, 2}));
    StatusRuntimeException e = catchThrowableOfType(StatusRuntimeException.class, () -> rt.blocking.download(
        DownloadRequest.newBuilder().setSessionId(s).setHandle(1).setAfterSequence(-2L).build()).forEachRemaining(r -> { }));
    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(e.getStatus().getDescription()).contains("after_sequence 18446744073709551614");
    StatusRuntimeException exec = catchThrowableOfType(StatusRuntimeException.class, () -> rt.blocking.execute(
        ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(Long.MIN_VALUE)
            .addOps(Op.newBuilder().addOperands(1).addOperands(1).addResults(2)
                .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD))).build()));
    assertThat(exec.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(exec.getStatus().getDescription()).contains("first_sequence 9223372036854775808");
  }

  @Test
  void heapIsAdmittedAgainstTheCeilingAndEachTenantsShare() {
    // 1000 bytes of heap, 200 kept back: 800 to hold, 400 per tenant
    HostMemory memory = new HostMemory(1000, 200, 0.5);
    TenantQuotas quotas = new TenantQuotas(QuotaProperties.unlimited(), memory);
    Chip chip = new org.torchtpu.server.chip.Host("h", org.torchtpu.api.v1.Generation.V5E, 1).chips().get(0);
    TenantQuotas.HbmAccount greedy = quotas.account("greedy", chip);
    TenantQuotas.HbmAccount other = quotas.account("other", chip);
    greedy.allocate(100, 400, "a");
    HbmExhaustedException over = catchThrowableOfType(HbmExhaustedException.class, () -> greedy.allocate(1, 8, "b"));
    assertThat(over.getMessage()).contains("tenant greedy").contains("torchtpu.quota.max-heap-share");
    assertThat(chip.hbmUsed()).isEqualTo(100); // the refused allocation left nothing counted
    other.allocate(50, 400, "c");
    HbmExhaustedException host = catchThrowableOfType(HbmExhaustedException.class, () -> other.reserveHeap(1, "d"));
    assertThat(host.getMessage()).contains("tenant other"); // its share is full too: 400 of 400
    greedy.release(100, 400);
    other.release(50, 400);
    assertThat(memory.held()).isZero();
    assertThat(quotas.heapBytesHeld("greedy")).isZero();
    assertThat(chip.hbmUsed()).isZero();
    // the defaults: a quarter of the heap kept back, three quarters of the rest per tenant
    QuotaProperties defaults = new QuotaProperties(0, DataSize.ofBytes(0), Map.of());
    assertThat(defaults.maxHeapShare()).isEqualTo(0.75);
  }

  @Test
  void everyValueCountsItsOverheadSoEmptyAndAbstractValuesCannotFillTheHeapUncounted() {
    long overhead = DeviceArray.VALUE_OVERHEAD_BYTES;
    // a share of exactly 100 empty values per tenant
    HostMemory memory = new HostMemory(400 * overhead, 0, 0.25);
    TenantQuotas quotas = new TenantQuotas(QuotaProperties.unlimited(), memory);
    org.torchtpu.server.chip.Host host = new org.torchtpu.server.chip.Host("h", org.torchtpu.api.v1.Generation.V5E, 1);
    org.torchtpu.server.exec.Executor executor = new org.torchtpu.server.exec.Executor();
    io.micrometer.core.instrument.simple.SimpleMeterRegistry meters = new io.micrometer.core.instrument.simple.SimpleMeterRegistry();
    SessionRegistry sessions = new SessionRegistry(host, executor, new org.torchtpu.server.compiler.cache.ProgramService(
        executor, new org.torchtpu.server.compiler.cache.ProgramCache(1 << 20, null, "h", executor, meters)), meters, quotas);
    DeviceSession real = sessions.open("greedy", org.torchtpu.api.v1.Generation.V5E, 0, EagerMode.DEBUG, null);
    DeviceSession imagined = sessions.openAbstract("greedy", org.torchtpu.api.v1.Generation.V6E, 0, EagerMode.DEBUG);
    DeviceSession other = sessions.open("other", org.torchtpu.api.v1.Generation.V5E, 0, EagerMode.DEBUG, null);

    int stored = 0;
    OpFailure refused = null;
    for (long h = 1; h <= 1000 && refused == null; h++) {
      try {
        real.runOp(emptyConstant(h), h, true);
        stored++;
      } catch (OpFailure f) {
        refused = f;
      }
    }
    assertThat(stored).isEqualTo(100); // f32[0] takes no HBM and no elements, yet each value is counted
    assertThat(refused.code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getMessage()).contains("tenant greedy", "torchtpu.quota.max-heap-share");
    // an abstract session of the same tenant draws on the same share: its values are objects too
    OpFailure abstractRefused = catchThrowableOfType(OpFailure.class, () -> imagined.runOp(emptyConstant(1), 1, true));
    assertThat(abstractRefused.code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    // another tenant is not held back by the greedy one's share
    other.runOp(emptyConstant(1), 1, true);

    real.free(1);
    imagined.runOp(emptyConstant(1), 1, true); // the freed value's overhead went back to the share
    sessions.close(real.id());
    sessions.close(imagined.id());
    sessions.close(other.id());
    assertThat(memory.held()).isZero();
    assertThat(quotas.heapBytesHeld("greedy")).isZero();
  }

  private static Op emptyConstant(long handle) {
    return Op.newBuilder().addResults(handle).setConstant(org.torchtpu.api.v1.ConstantOp.newBuilder()
        .setValue(org.torchtpu.api.ir.LiteralCodec.fromFloats(new float[0], DType.F32, 0))).build();
  }

  @Test
  void programsASessionHoldsCountAgainstItsTenantsHeapShareUntilItCloses() {
    // a 4,000-float constant makes a program of about 16 KB; a share of 100 KB holds a handful
    HostMemory memory = new HostMemory(400_000, 0, 0.25);
    TenantQuotas quotas = new TenantQuotas(QuotaProperties.unlimited(), memory);
    org.torchtpu.server.chip.Host host = new org.torchtpu.server.chip.Host("h", org.torchtpu.api.v1.Generation.V5E, 1);
    org.torchtpu.server.exec.Executor executor = new org.torchtpu.server.exec.Executor();
    io.micrometer.core.instrument.simple.SimpleMeterRegistry meters = new io.micrometer.core.instrument.simple.SimpleMeterRegistry();
    org.torchtpu.server.compiler.cache.ProgramService programs = new org.torchtpu.server.compiler.cache.ProgramService(
        executor, new org.torchtpu.server.compiler.cache.ProgramCache(1 << 20, null, "h", executor, meters));
    SessionRegistry sessions = new SessionRegistry(host, executor, programs, meters, quotas);
    DeviceSession s = sessions.open("greedy", org.torchtpu.api.v1.Generation.V5E, 0, EagerMode.DEBUG, null);
    int held = 0;
    RuntimeException refused = null;
    for (int i = 0; i < 100 && refused == null; i++) {
      float[] c = new float[4000];
      java.util.Arrays.fill(c, i); // a different graph, hence a different program, each time
      org.torchtpu.api.v1.Graph g = org.torchtpu.api.v1.Graph.newBuilder()
          .addOps(Op.newBuilder().addResults(1).setConstant(org.torchtpu.api.v1.ConstantOp.newBuilder()
              .setValue(org.torchtpu.api.ir.LiteralCodec.fromFloats(c, DType.F32, 4000))))
          .addOutputs(1).build();
      var compiled = programs.compileGraph(s.tenant(), g, org.torchtpu.api.v1.CompileOptions.getDefaultInstance(), s.chip().spec(), 1);
      try {
        s.registerProgram(compiled.key(), compiled.program());
        s.registerProgram(compiled.key(), compiled.program()); // compiling the same graph again holds nothing more
        held++;
      } catch (RuntimeException e) {
        refused = e;
      }
    }
    assertThat(held).isBetween(1, 10);
    assertThat(refused).isInstanceOf(org.torchtpu.service.error.DomainException.class);
    assertThat(org.torchtpu.service.error.ServiceStatuses.toException(refused).getStatus().getCode())
        .isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getMessage()).contains("tenant greedy", "program");
    sessions.close(s.id());
    assertThat(memory.held()).isZero();
  }
}
