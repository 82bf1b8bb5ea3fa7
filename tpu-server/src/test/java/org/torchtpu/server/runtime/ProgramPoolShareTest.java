package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.runtime.SharedHeapSessions.constant;
import static org.torchtpu.server.runtime.SharedHeapSessions.ramp;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * A compiled program's kept pool in real sessions: its charge is the tenant's between calls only (a call's reservation
 * of its intermediates covers the arrays it reuses), it goes back at the payer's close, and it follows the session
 * whose run kept it last.
 */
class ProgramPoolShareTest {
  private static final int SIDE = 512;
  private static final int N = SIDE * SIDE; // 1 MB of f32
  /** The first product dies in the run and goes to the program's pool (a product is never fused away). */
  private static final String PROGRAM = """
      func.func public @main(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
        %0 = stablehlo.dot_general %arg0, %arg0, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        return %1 : tensor<512x512xf32>
      }
      """;

  /** A session of {@code env} with the program registered and its operand defined as handle 1. */
  private static final class Run {
    final SharedHeapSessions env;
    final DeviceSession s;
    final ProgramService.Compiled compiled;
    long sequence = 1;

    Run(SharedHeapSessions env, ProgramService.Compiled shared) {
      this.env = env;
      this.s = env.open(EagerMode.STRICT);
      this.compiled = shared != null ? shared : env.programs.compileGraph("t", StableHloImporter.parse(PROGRAM),
          CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), 1);
      s.registerProgram(compiled.key(), compiled.program());
      op(constant(1, ramp(N, 0, 1e-3f), SIDE, SIDE));
    }

    void op(Op op) {
      long at = sequence++;
      s.runSerially(() -> s.runOp(op, at, false)); // on the session's thread: its kept heap account installed
    }

    /** Calls the program on handle 1 and frees the result. */
    void call() {
      op(Op.newBuilder().addOperands(1).addResults(2).setCall(CallOp.newBuilder().setProgramId(compiled.key()))
          .build());
      s.free(2);
    }

    /** The heap a call reserves: its result and its intermediates (counted at bf16's ratio) and kernels' scratch. */
    long callReserves() {
      return 4L * N + 2 * compiled.program().scratchBytes() + compiled.program().kernelScratchHeap();
    }

    /** The tenant's heap held, less the session's pool of freed storage (which empties before any refusal). */
    long heldUnpooled() {
      return env.sessions.quotas().heapBytesHeld("t") - s.storage().pooledBytes();
    }
  }

  private static void awaitHeldZero(SharedHeapSessions env) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a bound on a hang, not a timing
    while (env.sessions.quotas().heapBytesHeld("t") != 0 && System.nanoTime() < until) {
      Thread.sleep(5);
    }
    assertThat(env.sessions.quotas().heapBytesHeld("t")).as("the tenant's heap after its sessions closed").isZero();
  }

  /**
   * The share fits the operand, a call's reservation and half the kept pool: the second call must run. Before, the
   * pool's charge from the first call stayed on the tenant through the second, whose reservation counted the same
   * arrays again: refused.
   */
  @Test
  void aCallReusingItsKeptPoolIsNotChargedForItTwice() throws Exception {
    Run probe = new Run(new SharedHeapSessions(1L << 40), null);
    probe.call();
    long pool = probe.compiled.program().keptPoolBytes();
    assertThat(pool).as("the kept pool's charge").isGreaterThanOrEqualTo(4L * N);
    long share = probe.heldUnpooled() - pool + probe.callReserves() + pool / 2;

    SharedHeapSessions env = new SharedHeapSessions(share);
    Run tight = new Run(env, null);
    tight.call();
    assertThat(tight.compiled.program().keptPoolBytes()).isEqualTo(pool);
    tight.call(); // before: RESOURCE_EXHAUSTED, the intermediates counted twice
    tight.call();
    assertThat(tight.compiled.program().keptPoolBytes()).as("kept again after each call").isEqualTo(pool);

    // a value needing a little more than the share's free room: the idle program's kept pool gives way
    int floats = (int) ((share - tight.heldUnpooled()) / 4) + 1;
    tight.op(constant(3, new float[floats], floats));
    assertThat(tight.compiled.program().keptPoolBytes()).as("emptied by the refusal it would have made").isZero();
    tight.s.free(3);
    env.sessions.close(tight.s.id());
    awaitHeldZero(env);
  }

  /** Two sessions of a tenant run one program: the pool's charge follows the last run's session, and both closes
   * return the tenant's heap to 0. */
  @Test
  void twoSessionsRunningOneProgramLeaveNothingChargedAfterTheirCloses() throws Exception {
    SharedHeapSessions env = new SharedHeapSessions(1L << 40);
    Run first = new Run(env, null);
    Run second = new Run(env, first.compiled);
    first.call();
    long pool = first.compiled.program().keptPoolBytes();
    assertThat(pool).isPositive();
    long firstKept = first.s.keptHeapBytes();
    second.call();
    assertThat(first.s.keptHeapBytes()).as("the pool's charge moved to the second session's account")
        .isEqualTo(firstKept - pool);
    assertThat(first.compiled.program().keptPoolBytes()).isEqualTo(pool);
    env.sessions.close(second.s.id()); // its payer closes: the program (still registered in the first) lets it go
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a bound on a hang, not a timing
    while (first.compiled.program().keptPoolBytes() != 0 && System.nanoTime() < until) {
      Thread.sleep(5);
    }
    assertThat(first.compiled.program().keptPoolBytes()).as("after its payer's close").isZero();
    first.call();
    assertThat(first.compiled.program().keptPoolBytes()).isEqualTo(pool);
    env.sessions.close(first.s.id());
    awaitHeldZero(env);
  }
}
