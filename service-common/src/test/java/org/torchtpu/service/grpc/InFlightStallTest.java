package org.torchtpu.service.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Attributes;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.ServerStreamTracer;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.RuntimeGrpc;

/**
 * Calls without a key and messages that stop arriving, driven through the budget's stream tracers as gRPC's transport
 * drives them (a frame's bytes at a time), so that a message can be left half sent: the lock-out the review reproduced
 * (keyless calls each holding a partial message at the host's budget), and its remedy, refusing stalled messages when
 * their bytes are needed.
 */
class InFlightStallTest {
  private static final long MIB = 1 << 20;
  private static final MethodDescriptor<?, ?> EXECUTE = method(StructureBound.DEFAULT, "Execute");
  /** A method bound as health and reflection are: taken without a key. */
  private static final MethodDescriptor<?, ?> OPEN = method(StructureBound.OPEN, "Free");

  private final List<Status> refusals = new CopyOnWriteArrayList<>();

  private static MethodDescriptor<?, ?> method(StructureBound.Limits limits, String name) {
    return StructureBound.bind(RuntimeGrpc.bindService(new RuntimeGrpc.AsyncService() {}), limits)
        .getMethod("torchtpu.v1.Runtime/" + name).getMethodDescriptor();
  }

  /** A call as the server starts it: its tracer told its method, then the caller (null: no key). */
  private InFlightBudget.Held call(InFlightBudget budget, MethodDescriptor<?, ?> method, String tenant) {
    InFlightBudget.Held held = (InFlightBudget.Held) budget.newServerStreamTracer(method.getFullMethodName(),
        new Metadata());
    held.serverCallStarted(info(method));
    held.chargeTo(tenant);
    held.refuseWith(e -> refusals.add(e.getStatus()));
    held.inboundMessage(0);
    return held;
  }

  private static <Q, R> ServerStreamTracer.ServerCallInfo<Q, R> info(MethodDescriptor<Q, R> method) {
    return new ServerStreamTracer.ServerCallInfo<>() {
      @Override
      public MethodDescriptor<Q, R> getMethodDescriptor() {
        return method;
      }

      @Override
      public Attributes getAttributes() {
        return Attributes.EMPTY;
      }

      @Override
      public String getAuthority() {
        return null;
      }
    };
  }

  /** {@code bytes} of a message arriving in 16 KiB frames (the transport's refusal, if any, is thrown). */
  private static void send(InFlightBudget.Held call, long bytes) {
    for (long sent = 0; sent < bytes; sent += 16 << 10) {
      call.inboundWireSize(Math.min(16 << 10, bytes - sent));
    }
  }

  @Test
  void keylessCallsStalledMidMessageDoNotLockTenantsOut() {
    long host = 16 * MIB;
    InFlightBudget budget = new InFlightBudget(host, InFlightBudget.defaultTenantBytes(host));
    for (int i = 0; i < 20; i++) { // each sends 1 MiB of a message declared 2 MB, then stalls
      StatusRuntimeException refused = catchThrowableOfType(() -> send(call(budget, OPEN, null), MIB),
          StatusRuntimeException.class);
      assertThat(refused).as("keyless call " + i + " held 1 MiB").isNotNull();
      assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    }
    assertThat(budget.heldBytes(InFlightBudget.NO_KEY)).isLessThanOrEqualTo(InFlightBudget.defaultKeylessBytes(host));

    assertThatCode(() -> send(call(budget, EXECUTE, "alice"), 2 * MIB)).as("alice's 2 MiB Execute")
        .doesNotThrowAnyException();
    assertThat(budget.heldBytes("alice")).isEqualTo(2 * MIB);
  }

  @Test
  void theKeylessPoolRefusesNamingItsSetting() {
    InFlightBudget budget = new InFlightBudget(16 * MIB, 8 * MIB, 256 << 10, InFlightBudget.DEFAULT_STALL);
    for (int i = 0; i < 4; i++) {
      send(call(budget, OPEN, null), 60 << 10); // under the 64 KiB ceiling, 240 KiB in all
    }
    StatusRuntimeException refused = catchThrowableOfType(() -> send(call(budget, OPEN, null), 60 << 10),
        StatusRuntimeException.class);
    assertThat(refused.getStatus().getDescription()).contains("calls without a key", "more than " + (256 << 10),
        "torchtpu.grpc.in-flight-bytes-keyless");
  }

  @Test
  void aTenantHoldsAtMostHalfTheHostByDefault() {
    assertThat(InFlightBudget.defaultTenantBytes(16 * MIB)).isLessThanOrEqualTo(8 * MIB);
  }

  @Test
  void messagesStalledPastTheLimitAreRefusedWhenTheirBytesAreNeeded() throws InterruptedException {
    InFlightBudget budget = new InFlightBudget(16 * MIB, 8 * MIB, MIB, Duration.ofMillis(100));
    List<InFlightBudget.Held> stalled = new CopyOnWriteArrayList<>();
    for (String tenant : List.of("mallory", "bob")) {
      for (int i = 0; i < 3; i++) { // 2.5 MiB of a larger message each, then nothing more: 15 MiB of 16
        InFlightBudget.Held call = call(budget, EXECUTE, tenant);
        send(call, 5 * MIB / 2);
        stalled.add(call);
      }
    }
    Thread.sleep(300); // past the stall limit (no timing asserted: only that the frames have stopped)

    assertThatCode(() -> send(call(budget, EXECUTE, "alice"), 2 * MIB)).as("alice's 2 MiB Execute")
        .doesNotThrowAnyException();
    assertThat(refusals).hasSize(6).allSatisfy(s -> {
      assertThat(s.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(s.getDescription()).contains("stopped arriving", "torchtpu.grpc.in-flight-stall-seconds");
    });
    assertThat(budget.heldBytes("mallory")).isZero();
    assertThat(budget.heldBytes("bob")).isZero();
    // their streams close later: nothing is given back twice, and a late frame of theirs counts for nothing
    stalled.get(0).inboundWireSize(16 << 10);
    stalled.forEach(call -> call.streamClosed(Status.CANCELLED));
    assertThat(budget.heldBytes()).isEqualTo(2 * MIB);
  }

  @Test
  void aFullBudgetLooksForStalledCallsOncePerHalfStallNotOncePerRefusedFrame() {
    InFlightBudget budget = new InFlightBudget(16 * MIB, 8 * MIB, MIB, Duration.ofSeconds(60));
    int calls = 2000;
    for (int i = 0; i < calls; i++) { // 8 KiB each, still arriving: 15.6 MiB of 16
      send(call(budget, EXECUTE, "tenant-" + i), 8 << 10);
    }
    InFlightBudget.Held flood = call(budget, EXECUTE, "mallory");
    send(flood, 376 << 10); // the host budget now has less than a frame left
    int refusedFrames = 0;
    for (int i = 0; i < 1000; i++) { // frames the full budget refuses, each one a call's first
      try {
        call(budget, EXECUTE, "mallory-" + i).inboundWireSize(16 << 10);
      } catch (StatusRuntimeException e) {
        refusedFrames++;
      }
    }
    assertThat(refusedFrames).isEqualTo(1000);
    assertThat(budget.callsWalked()).as("open calls looked at for %d refused frames", refusedFrames)
        .isLessThanOrEqualTo(calls + 1002);
    // each refused frame's own call is closed with its refusal (and retry hint); no call is refused as stalled
    assertThat(refusals).hasSize(refusedFrames)
        .allSatisfy(s -> assertThat(s.getDescription()).contains("was refused while arriving"));
  }

  @Test
  void aMessageStillArrivingIsNotRefusedForAnother() {
    InFlightBudget budget = new InFlightBudget(16 * MIB, 8 * MIB, MIB, Duration.ofSeconds(60));
    send(call(budget, EXECUTE, "mallory"), 15 * MIB / 2);
    send(call(budget, EXECUTE, "bob"), 15 * MIB / 2);
    StatusRuntimeException refused = catchThrowableOfType(() -> send(call(budget, EXECUTE, "alice"), 2 * MIB),
        StatusRuntimeException.class);
    assertThat(refused.getStatus().getDescription()).contains("requests in flight on this host");
    // only alice's own call is closed, with that refusal: the two messages still arriving are not refused for it
    assertThat(refusals).containsExactly(refused.getStatus());
  }
}
