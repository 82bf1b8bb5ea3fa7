package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.stablehlo.StableHloGoldenTest;

/** Exported JAX modules compiled from their StableHLO text through Runtime/Compile, run as a call, checked against JAX. */
class StableHloCompileTest {

  @ParameterizedTest
  @ValueSource(strings = {"mlp_forward", "attention_block", "tiny_transformer", "mlp_train_step"})
  void exportedModuleCompilesAndMatchesJax(String model) throws Exception {
    JsonNode golden = StableHloGoldenTest.golden(model);
    try (RuntimeHarness rt = new RuntimeHarness()) {
      String s = rt.open(EagerMode.DEBUG, 0);
      CompileResponse compiled = rt.blocking.compile(CompileRequest.newBuilder().setSessionId(s)
          .setStablehlo(StableHloGoldenTest.resource(golden.get("mlir").asText())).build());
      List<DeviceArray> inputs = StableHloGoldenTest.inputs(golden);
      List<DeviceArray> outputs = uploadAndCall(rt, s, compiled, inputs);
      assertThat(StableHloGoldenTest.check(golden, outputs).failures).as(model + ": outputs outside the tolerance").isEmpty();
      assertThat(compiled.getKernels()).isLessThanOrEqualTo(compiled.getOpsBefore());
      assertThat(compiled.getEstimatedDeviceSeconds()).isPositive();
    }
  }

  /**
   * Runtime.Compile looks StableHLO text up by its content before importing it: the second Compile of a module from
   * the same tenant answers from the host's cache without an import, with the same program; text that also carries a
   * graph is still refused, never answered from that lookup.
   */
  @Test
  void aRepeatedCompileOfTheSameModuleIsNotImportedAgain() throws Exception {
    JsonNode golden = StableHloGoldenTest.golden("mlp_forward");
    String text = StableHloGoldenTest.resource(golden.get("mlir").asText());
    try (RuntimeHarness rt = new RuntimeHarness()) {
      String s = rt.open(EagerMode.DEBUG, 0);
      CompileRequest req = CompileRequest.newBuilder().setSessionId(s).setStablehlo(text).build();
      CompileResponse first = rt.blocking.compile(req);
      assertThat(rt.programs.sourceHits()).isZero();
      CompileResponse again = rt.blocking.compile(req);
      assertThat(rt.programs.sourceHits()).isEqualTo(1);
      assertThat(again.getProgramId()).isEqualTo(first.getProgramId());
      assertThat(again.getCacheHit()).isTrue();
      StatusRuntimeException both = catchThrowableOfType(() -> rt.blocking.compile(req.toBuilder()
          .setGraph(org.torchtpu.api.v1.Graph.getDefaultInstance()).build()), StatusRuntimeException.class);
      assertThat(both.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      List<DeviceArray> outputs = uploadAndCall(rt, s, again, StableHloGoldenTest.inputs(golden));
      assertThat(StableHloGoldenTest.check(golden, outputs).failures).isEmpty();
    }
  }

  /** A shape-polymorphic jax.export module compiles for the argument types the request gives and matches JAX. */
  @Test
  void shapePolymorphicModuleCompilesForTheGivenArgumentTypes() throws Exception {
    JsonNode golden = StableHloGoldenTest.golden("corpus/poly_lm");
    List<DeviceArray> inputs = StableHloGoldenTest.inputs(golden);
    String text = StableHloGoldenTest.resource("corpus/" + golden.get("mlir").asText());
    try (RuntimeHarness rt = new RuntimeHarness()) {
      String s = rt.open(EagerMode.DEBUG, 0);
      CompileRequest.Builder req = CompileRequest.newBuilder().setSessionId(s).setStablehlo(text);
      StatusRuntimeException missing = catchThrowableOfType(() -> rt.blocking.compile(req.build()),
          StatusRuntimeException.class);
      assertThat(missing.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(missing.getMessage()).contains("symbolic dimensions").contains("argument_types");

      CompileRequest.Builder wrong = req.clone();
      for (DeviceArray in : inputs) {
        TensorType t = in.type();
        // tokens [b, t] with t = 0: the export asserts t >= 1
        wrong.addArgumentTypes(t.getDtype() == org.torchtpu.api.v1.DType.S32 ? t.toBuilder().setDims(1, 0).build() : t);
      }
      StatusRuntimeException failed = catchThrowableOfType(() -> rt.blocking.compile(wrong.build()),
          StatusRuntimeException.class);
      assertThat(failed.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(failed.getMessage()).contains("shape assertion failed").contains("dimension variable 't'");

      for (DeviceArray in : inputs) {
        req.addArgumentTypes(in.type());
      }
      CompileResponse compiled = rt.blocking.compile(req.build());
      List<DeviceArray> outputs = uploadAndCall(rt, s, compiled, inputs);
      assertThat(compiled.getOutputTypes(0).getDimsList()).containsExactly(2L, 7L, 32L);
      StatusRuntimeException withGraph = catchThrowableOfType(() -> rt.blocking.compile(CompileRequest.newBuilder()
          .setSessionId(s).setGraph(org.torchtpu.api.v1.Graph.getDefaultInstance())
          .addArgumentTypes(inputs.get(0).type()).build()), StatusRuntimeException.class);
      assertThat(withGraph.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(withGraph.getMessage()).contains("argument_types refine a StableHLO module");
      assertThat(StableHloGoldenTest.check(golden, outputs).failures).as("poly_lm outputs").isEmpty();
    }
  }

  @Test
  void unsupportedStableHloIsInvalidArgumentNamingEveryUnsupportedOp() throws Exception {
    String text = """
        func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<2xui32>) -> tensor<4xf32> {
          %0 = stablehlo.custom_call @tpu_custom_call(%arg0) {backend_config = "kernel"} : (tensor<4xf32>) -> tensor<4xf32>
          %1 = "stablehlo.uniform_dequantize"(%0) : (tensor<4xf32>) -> tensor<4xf32>
          %2 = stablehlo.custom_call @tpu_custom_call(%1) {backend_config = "kernel"} : (tensor<4xf32>) -> tensor<4xf32>
          return %2 : tensor<4xf32>
        }
        """;
    try (RuntimeHarness rt = new RuntimeHarness()) {
      String s = rt.open(EagerMode.DEBUG, 0);
      StatusRuntimeException e = catchThrowableOfType(() -> rt.blocking.compile(CompileRequest.newBuilder()
          .setSessionId(s).setStablehlo(text).build()), StatusRuntimeException.class);
      assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(e.getMessage()).contains("3 ops of 2 kinds")
          .contains("stablehlo.custom_call @tpu_custom_call x2 (lines 2, 4)")
          .contains("stablehlo.uniform_dequantize x1 (line 3)");
    }
  }

  /** A loop whose condition never turns false stops at the Debug trip limit with INVALID_ARGUMENT naming it. */
  @Test
  void endlessLoopInDebugIsInvalidArgumentAtTheTripLimit() throws Exception {
    String text = """
        func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
          %0 = stablehlo.while(%it = %arg0) : tensor<4xf32>
          cond {
            %t = stablehlo.constant dense<true> : tensor<i1>
            stablehlo.return %t : tensor<i1>
          } do {
            %n = stablehlo.negate %it : tensor<4xf32>
            stablehlo.return %n : tensor<4xf32>
          }
          return %0 : tensor<4xf32>
        }
        """;
    try (RuntimeHarness rt = new RuntimeHarness()) {
      String s = rt.open(EagerMode.DEBUG, 0);
      CompileResponse compiled = rt.blocking.compile(CompileRequest.newBuilder().setSessionId(s).setStablehlo(text)
          .build());
      DeviceArray x = DeviceArray.ofFloats(org.torchtpu.api.v1.DType.F32, new int[] {4}, new float[] {1, 2, 3, 4});
      rt.upload(s, 1, x);
      Op call = Op.newBuilder().addOperands(1).addResults(2).setCall(CallOp.newBuilder()
          .setProgramId(compiled.getProgramId()).addParameterTypes(x.type())
          .addAllResultTypes(compiled.getOutputTypesList())).build();
      StatusRuntimeException e = catchThrowableOfType(() -> rt.blocking.execute(ExecuteRequest.newBuilder()
          .setSessionId(s).setFirstSequence(1).addOps(call).build()), StatusRuntimeException.class);
      assertThat(e).isNotNull();
      assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(e.getMessage()).contains("while at stablehlo:2").contains("after 100000 trips")
          .contains("torchtpu.loops.debug-max-trips");
    }
  }

  /** Uploads {@code inputs} as handles 1.., calls the compiled program on them and downloads its outputs. */
  private static List<DeviceArray> uploadAndCall(RuntimeHarness rt, String s, CompileResponse compiled,
      List<DeviceArray> inputs) throws Exception {
    CallOp.Builder call = CallOp.newBuilder().setProgramId(compiled.getProgramId())
        .addAllResultTypes(compiled.getOutputTypesList());
    Op.Builder op = Op.newBuilder();
    for (int i = 0; i < inputs.size(); i++) {
      rt.upload(s, 1 + i, inputs.get(i));
      call.addParameterTypes(inputs.get(i).type());
      op.addOperands(1 + i);
    }
    for (int i = 0; i < compiled.getOutputTypesCount(); i++) {
      op.addResults(1000 + i);
    }
    rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(1).addOps(op.setCall(call)).build());
    List<DeviceArray> outputs = new ArrayList<>();
    for (int i = 0; i < compiled.getOutputTypesCount(); i++) {
      outputs.add(rt.download(s, 1000 + i));
    }
    return outputs;
  }
}
