package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Status;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.cache.ProgramCache;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.server.security.HostMemory;
import org.torchtpu.server.security.QuotaProperties;
import org.torchtpu.server.security.TenantQuotas;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * A loop body's or branch's intermediates count against the tenant's heap share when the program is called. Regions
 * are planned as programs of their own, and the program's plan saw a while or case op only as its operands and
 * results: a body materialising 16 MiB (an optimization_barrier keeps it from fusing away) planned as 12 bytes, so a
 * tenant with a share of a few MiB ran it, and any larger, on the host's heap unadmitted.
 */
class RegionMemoryAdmissionTest {
  private static final int N = 1 << 22;
  private static final String BODY = """
        %b = stablehlo.broadcast_in_dim %it, dims = [] : (tensor<f32>) -> tensor<4194304xf32>
        %bb = stablehlo.optimization_barrier %b : tensor<4194304xf32>
        %z = stablehlo.constant dense<0.0> : tensor<f32>
        %r = stablehlo.reduce(%bb init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4194304xf32>, tensor<f32>) -> tensor<f32>
      """;
  private static final String LOOP = """
      func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {
        %c = stablehlo.constant dense<0> : tensor<i32>
        %0:2 = stablehlo.while(%it = %arg0, %n = %c) : tensor<f32>, tensor<i32>
        cond {
          %one = stablehlo.constant dense<1> : tensor<i32>
          %p = stablehlo.compare LT, %n, %one, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %p : tensor<i1>
        } do {
      """ + BODY + """
          %one = stablehlo.constant dense<1> : tensor<i32>
          %m = stablehlo.add %n, %one : tensor<i32>
          stablehlo.return %r, %m : tensor<f32>, tensor<i32>
        }
        return %0#0 : tensor<f32>
      }
      """;
  /** The same body as a branch of a case inside the loop's body: nested regions count too. */
  private static final String NESTED = """
      func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {
        %c = stablehlo.constant dense<0> : tensor<i32>
        %0:2 = stablehlo.while(%x = %arg0, %n = %c) : tensor<f32>, tensor<i32>
        cond {
          %one = stablehlo.constant dense<1> : tensor<i32>
          %p = stablehlo.compare LT, %n, %one, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %p : tensor<i1>
        } do {
          %i = stablehlo.constant dense<0> : tensor<i32>
          %y = "stablehlo.case"(%i) ({
            %it = stablehlo.negate %x : tensor<f32>
      """ + BODY + """
            stablehlo.return %r : tensor<f32>
          }) : (tensor<i32>) -> tensor<f32>
          %one = stablehlo.constant dense<1> : tensor<i32>
          %m = stablehlo.add %n, %one : tensor<i32>
          stablehlo.return %y, %m : tensor<f32>, tensor<i32>
        }
        return %0#0 : tensor<f32>
      }
      """;
  /**
   * A 16 MiB intermediate, dead before a loop whose body needs 16 MiB: the run's peak is 16 MiB and a bit, not the
   * sum (what the region needs counts on top of what is live at its op, not of the whole program's peak).
   */
  private static final String PREFILL_THEN_LOOP = """
      func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {
        %big = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4194304xf32>
        %bigb = stablehlo.optimization_barrier %big : tensor<4194304xf32>
        %z0 = stablehlo.constant dense<0.0> : tensor<f32>
        %s = stablehlo.reduce(%bigb init: %z0) applies stablehlo.add across dimensions = [0] : (tensor<4194304xf32>, tensor<f32>) -> tensor<f32>
        %c = stablehlo.constant dense<0> : tensor<i32>
        %0:2 = stablehlo.while(%it = %s, %n = %c) : tensor<f32>, tensor<i32>
        cond {
          %one = stablehlo.constant dense<1> : tensor<i32>
          %p = stablehlo.compare LT, %n, %one, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %p : tensor<i1>
        } do {
      """ + BODY + """
          %one = stablehlo.constant dense<1> : tensor<i32>
          %m = stablehlo.add %n, %one : tensor<i32>
          stablehlo.return %r, %m : tensor<f32>, tensor<i32>
        }
        return %0#0 : tensor<f32>
      }
      """;
  private static final Op ONE = Op.newBuilder().addResults(1).setConstant(ConstantOp.newBuilder()
      .setValue(org.torchtpu.api.v1.TensorLiteral.newBuilder().setType(org.torchtpu.api.ir.Shapes.type(DType.F32))
          .setData(Literals.encode(DeviceArray.ofFloats(DType.F32, new int[0], new float[] {1}))))).build();

  private static final class Sessions {
    final HostMemory memory;
    final ProgramService programs;
    final SessionRegistry sessions;

    Sessions(long share) {
      memory = new HostMemory(share, 0, 1.0);
      Host host = new Host("h", Generation.V5E, 1);
      Executor executor = new Executor();
      SimpleMeterRegistry meters = new SimpleMeterRegistry();
      programs = new ProgramService(executor, new ProgramCache(1 << 20, null, "h", executor, meters));
      sessions = new SessionRegistry(host, executor, programs, meters,
          new TenantQuotas(QuotaProperties.unlimited(), memory));
    }

    /** A session holding the scalar 1 as handle 1 and {@code text} compiled; returns the call of it. */
    Op prepare(DeviceSession s, String text) {
      s.runOp(ONE, 1, true);
      ProgramService.Compiled compiled = compile(text);
      s.registerProgram(compiled.key(), compiled.program());
      return Op.newBuilder().addOperands(1).addResults(2).setCall(CallOp.newBuilder()
          .setProgramId(compiled.key())).build();
    }

    ProgramService.Compiled compile(String text) {
      return programs.compileGraph("t", StableHloImporter.parse(text), CompileOptions.getDefaultInstance(),
          ChipSpecs.of(Generation.V5E), 1);
    }
  }

  @Test
  void aRegionsNeedAddsToWhatIsLiveAtItsOpNotToTheWholePeak() {
    // the call reserves its intermediates twice over on the heap (bf16's ratio): 16 MiB and a bit need 32 MiB and
    // a bit, within a 48 MiB share; the old sum of peak and body (32 MiB) needed 64 MiB
    Sessions share = new Sessions(48L << 20);
    assertThat(share.compile(PREFILL_THEN_LOOP).response().getPeakHbmBytes()).as("what Compile reports")
        .isBetween(16L << 20, (16L << 20) + 1024);
    DeviceSession s = share.sessions.open("t", Generation.V5E, 0, EagerMode.DEBUG, null);
    Op call = share.prepare(s, PREFILL_THEN_LOOP);
    s.runOp(call, 2, true);
    assertThat(s.value(2).floats()).containsExactly((float) N * N); // N ones, then N copies of N
    share.sessions.close(s.id());
    assertThat(share.memory.held()).isZero();
  }

  @Test
  void aLoopBodysIntermediatesAreAdmittedWhenTheProgramIsCalled() {
    for (String text : new String[] {LOOP, NESTED}) {
      Sessions tight = new Sessions(8L << 20); // the body's 16 MiB do not fit; the program's few bytes do
      DeviceSession s = tight.sessions.open("t", Generation.V5E, 0, EagerMode.DEBUG, null);
      Op call = tight.prepare(s, text);
      long before = tight.memory.held();
      OpFailure refused = catchThrowableOfType(OpFailure.class, () -> s.runOp(call, 2, true));
      assertThat(refused).as("the call ran its 16 MiB body within an 8 MiB share").isNotNull();
      assertThat(refused.code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(refused.getMessage()).contains("the intermediates of program", "tenant t",
          text == LOOP ? "(its peak is in the body of the while at op " : "in branch 0 of the case at op ");
      if (text == NESTED) {
        assertThat(refused.getMessage()).contains("in the body of the while at op ");
      }
      assertThat(tight.memory.held()).as("the refused call gave back what it reserved").isEqualTo(before);
      tight.sessions.close(s.id());
      assertThat(tight.memory.held()).isZero();

      Sessions roomy = new Sessions(1L << 30);
      DeviceSession r = roomy.sessions.open("t", Generation.V5E, 0, EagerMode.DEBUG, null);
      Op ok = roomy.prepare(r, text);
      long held = roomy.memory.held();
      r.runOp(ok, 2, true);
      float expected = text == LOOP ? N : -N; // the branch negates its input first
      assertThat(r.value(2).floats()).containsExactly(expected);
      assertThat(roomy.memory.held()).as("the body's 16 MiB went back; the scalar result stays held")
          .isGreaterThan(held).isLessThan(held + 1024);
      roomy.sessions.close(r.id());
      assertThat(roomy.memory.held()).isZero();
    }
  }
}
