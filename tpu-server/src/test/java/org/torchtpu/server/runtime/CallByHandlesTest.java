package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.SessionInfo;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A CallOp that names only its program and handles (no restated signature): typed by the session's program, its
 * handles checked against the program's parameters, in an op-by-op batch and in a DeferAndFuse chunk alike.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a hang guard, not a timing assertion
class CallByHandlesTest {
  private RuntimeHarness rt;

  @BeforeEach
  void open() throws Exception {
    rt = new RuntimeHarness();
  }

  @AfterEach
  void close() {
    rt.close();
  }

  /** Compiles y = exp(a) * b + a over f32[8] and f32[8] in the session. */
  private CompileResponse compile(String s) {
    GraphBuilder g = new GraphBuilder(1);
    long a = g.param(GraphBuilder.type(DType.F32, 8));
    long b = g.param(GraphBuilder.type(DType.F32, 8));
    long y = g.add(g.mul(g.unary(UnaryOp.Kind.EXP, a), b), a);
    return rt.blocking.compile(CompileRequest.newBuilder().setSessionId(s).setGraph(g.graph(y)).build());
  }

  private void upload(String s, long handle, DType dtype, float offset) throws Exception {
    float[] v = new float[8];
    for (int i = 0; i < v.length; i++) {
      v[i] = offset + i * 0.37f - 1.1f;
    }
    rt.upload(s, handle, DeviceArray.ofFloats(dtype, new int[] {8}, v));
  }

  private static Op call(CompileResponse p, boolean restate, long result, long... operands) {
    CallOp.Builder c = CallOp.newBuilder().setProgramId(p.getProgramId());
    if (restate) {
      c.addParameterTypes(GraphBuilder.type(DType.F32, 8)).addParameterTypes(GraphBuilder.type(DType.F32, 8))
          .addAllResultTypes(p.getOutputTypesList());
    }
    Op.Builder op = Op.newBuilder().setCall(c).addResults(result);
    for (long o : operands) {
      op.addOperands(o);
    }
    return op.build();
  }

  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"DEBUG", "STRICT", "FUSED"})
  void aSessionAdvertisesThatItAcceptsCallsByHandle(EagerMode mode) {
    // the SDK omits a call's signature only on this word; without it (an older host) it restates it in every call
    SessionInfo info = rt.blocking.openSession(OpenSessionRequest.newBuilder().setTenant("t").setMode(mode).build());
    assertThat(info.getAcceptsCallsByHandle()).isTrue();
  }

  /** An older client restates the signature in every call: this host still takes such calls (the second batch). */
  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"STRICT", "FUSED"})
  void aCallByHandlesComputesWhatARestatedCallDoes(EagerMode mode) throws Exception {
    String s = rt.open(mode, 0);
    CompileResponse p = compile(s);
    upload(s, 1, DType.F32, 0f);
    upload(s, 2, DType.F32, 0.5f);
    List<StreamResponse> answers = rt.stream(s, List.of(
        RuntimeHarness.batch(1, List.of(call(p, false, 10, 1, 2)), mode == EagerMode.FUSED),
        RuntimeHarness.batch(2, List.of(call(p, true, 11, 1, 2)), mode == EagerMode.FUSED)));
    assertThat(answers).noneMatch(StreamResponse::hasError);
    assertThat(rt.download(s, 10).floats()).containsExactly(rt.download(s, 11).floats());
    assertThat(rt.download(s, 10).type()).isEqualTo(p.getOutputTypes(0));
  }

  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"STRICT", "FUSED"})
  void aHandleOfTheWrongTypeIsRefusedNamingTheParameterAndTheHandle(EagerMode mode) throws Exception {
    String s = rt.open(mode, 0);
    CompileResponse p = compile(s);
    upload(s, 1, DType.F32, 0f);
    upload(s, 2, DType.BF16, 0.5f);
    List<StreamResponse> answers = rt.stream(s, List.of(
        RuntimeHarness.batch(1, List.of(call(p, false, 10, 1, 2)), mode == EagerMode.FUSED)));
    StreamResponse failed = answers.get(answers.size() - 1);
    assertThat(failed.getErrorCode()).isEqualTo(io.grpc.Status.Code.INVALID_ARGUMENT.value());
    assertThat(failed.getError().getSequence()).isEqualTo(1);
    assertThat(failed.getError().getReason())
        .contains("parameter 1 is f32[8]").contains("operand handle 2 is bf16[8]");
  }

  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"STRICT", "FUSED"})
  void aCallNamingTooFewHandlesOrAnUnknownProgramIsRefused(EagerMode mode) throws Exception {
    String s = rt.open(mode, 0);
    CompileResponse p = compile(s);
    upload(s, 1, DType.F32, 0f);
    StreamResponse tooFew = last(rt.stream(s, List.of(
        RuntimeHarness.batch(1, List.of(call(p, false, 10, 1)), mode == EagerMode.FUSED))));
    assertThat(tooFew.getErrorCode()).isEqualTo(io.grpc.Status.Code.INVALID_ARGUMENT.value());
    assertThat(tooFew.getError().getReason()).contains("takes 2 parameter(s), the call names 1 operand handle(s)");

    String other = rt.open(mode, 0);
    upload(other, 1, DType.F32, 0f);
    upload(other, 2, DType.F32, 0f);
    StreamResponse unknown = last(rt.stream(other, List.of(
        RuntimeHarness.batch(1, List.of(call(p, false, 10, 1, 2)), mode == EagerMode.FUSED))));
    assertThat(unknown.getErrorCode()).isEqualTo(io.grpc.Status.Code.NOT_FOUND.value());
    assertThat(unknown.getError().getReason()).contains("is not compiled in session " + other);
  }

  private static StreamResponse last(List<StreamResponse> answers) {
    return answers.get(answers.size() - 1);
  }
}
