package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.runtime.SharedHeapSessions.constant;
import static org.torchtpu.server.runtime.SharedHeapSessions.ramp;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;

/** A Fused session recycles its fused kernels' outputs as a Strict session does its ops' results. */
class FusedStorageRecyclingTest {
  private static final int N = 2048;

  private static Op add(long lhs, long rhs, long result) {
    return Op.newBuilder().addOperands(lhs).addOperands(rhs).addResults(result)
        .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build();
  }

  /** Runs {@code x + x} and its double as one chunk (the sum dead): one fused kernel writing {@code out} = 4x. */
  private static void quadruple(DeviceSession s, long x, long sum, long out, long firstSequence) {
    s.runChunk(List.of(add(x, x, sum), add(sum, sum, out)), firstSequence, Set.of(sum));
  }

  @Test
  void aFusedKernelsOutputIsRecycledOnceFreedAndTakenByTheNextOfItsLength() {
    SharedHeapSessions env = new SharedHeapSessions(Long.MAX_VALUE / 4);
    DeviceSession s = env.open(EagerMode.FUSED);
    float[] x = ramp(N, 1, 0.5f);
    s.runOp(constant(1, x, N), 1, false);
    quadruple(s, 1, 2, 3, 2);
    assertThat(s.isDefined(2)).as("the dead sum is fused away (else this tests a plain op)").isFalse();
    Object storage = s.valueOrNull(3).storage();
    s.free(3);
    assertThat(s.storage().pooledBytes()).as("the fused kernel's output went to the pool").isEqualTo(4L * N);

    s.runOp(constant(4, ramp(N, 3, 2), N), 4, false); // a constant's storage is its own: the pool is left alone
    quadruple(s, 4, 5, 6, 5);
    assertThat(s.valueOrNull(6).storage()).as("the next fused output of that length took it").isSameAs(storage);
    float[] expected = ramp(N, 3, 2);
    for (int i = 0; i < N; i++) {
      expected[i] = (expected[i] + expected[i]) + (expected[i] + expected[i]);
    }
    assertThat(s.valueOrNull(6).floats()).containsExactly(expected);
    assertThat(s.valueOrNull(1).floats()).as("the input is untouched").containsExactly(x);
    env.sessions.close(s.id());
    assertThat(env.memory.held()).as("closed: every charge went back").isZero();
  }

  @Test
  void aFusedSessionInAWorldRecyclesNothing() {
    SharedHeapSessions env = new SharedHeapSessions(Long.MAX_VALUE / 4);
    DeviceSession s = env.open(EagerMode.FUSED);
    s.storage().stop(); // what joining a world does to the session's storage
    s.runOp(constant(1, ramp(N, 1, 1), N), 1, false);
    quadruple(s, 1, 2, 3, 2);
    s.free(3);
    assertThat(s.storage().pooledBytes()).isZero();
    env.sessions.close(s.id());
  }
}
