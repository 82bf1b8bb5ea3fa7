package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.ir.IrGraph;

/**
 * A compiled program run again and again: its later runs take their kernel outputs from the storage its earlier runs
 * freed (the program's buffer pool), so every run, including runs on other inputs in between, must still give JAX's
 * values, and the caller's inputs and earlier outputs must never change. Programs chosen for what could go wrong:
 * optimization barriers and reshapes (values sharing storage), while loops (regions run as nested programs), a
 * training step (intermediates of every size, parameters passed through).
 */
class RepeatedRunsTest {
  private static final Executor EXECUTOR = new Executor();

  @TestFactory
  Stream<DynamicTest> laterRunsGiveTheFirstRunsValues() {
    return Stream.of("train_remat_gpt", "gpt2_greedy_decode", "train_gpt2", "scanned_gpt", "train_resnet", "moe")
        .map(name -> DynamicTest.dynamicTest(name, () -> runRepeatedly(name)));
  }

  private static void runRepeatedly(String name) {
    JsonNode golden = StableHloCorpusTest.golden(name);
    ExecutableProgram program = compile(StableHloCorpusTest.resource(golden.get("mlir").asText()));
    List<DeviceArray> inputs = StableHloGoldenTest.inputs(golden);
    List<Object> inputsBefore = copies(inputs);
    List<DeviceArray> first = program.run(inputs, EXECUTOR, false);
    List<Object> firstBefore = copies(first);
    for (int round = 0; round < 3; round++) {
      // other values through the pool in between: every float input scaled (integer inputs, e.g. token ids, kept)
      program.run(scaled(inputs, 0.5f + round), EXECUTOR, false);
      List<DeviceArray> again = program.run(inputs, EXECUTOR, false);
      assertThat(StableHloGoldenTest.check(golden, again).failures).as(name + " run " + (round + 2) + " vs JAX").isEmpty();
      assertThat(copies(again)).as(name + " run " + (round + 2) + " bit for bit as the first").isEqualTo(firstBefore);
    }
    assertThat(copies(inputs)).as(name + ": the caller's inputs are untouched").isEqualTo(inputsBefore);
    assertThat(copies(first)).as(name + ": the first run's outputs are untouched").isEqualTo(firstBefore);
  }

  @Test
  void valuesSharingStorageSurviveTheirSource() {
    // %r shares %a's storage (a reshape) and outlives it; %t shares the parameter's; %s is the parameter itself
    ExecutableProgram program = compile("""
        module @m {
          func.func public @main(%x: tensor<4x8xf32>, %y: tensor<8x4xf32>) -> (tensor<32xf32>, tensor<4x4xf32>, tensor<2x16xf32>, tensor<4x8xf32>) {
            %a = stablehlo.add %x, %x : tensor<4x8xf32>
            %r = stablehlo.reshape %a : (tensor<4x8xf32>) -> tensor<32xf32>
            %b = stablehlo.multiply %x, %x : tensor<4x8xf32>
            %d = stablehlo.dot_general %b, %y, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
            %n = stablehlo.negate %d : tensor<4x4xf32>
            %t = stablehlo.reshape %x : (tensor<4x8xf32>) -> tensor<2x16xf32>
            return %r, %n, %t, %x : tensor<32xf32>, tensor<4x4xf32>, tensor<2x16xf32>, tensor<4x8xf32>
          }
        }
        """);
    List<List<DeviceArray>> kept = new ArrayList<>();
    List<float[]> xs = new ArrayList<>();
    List<float[]> ys = new ArrayList<>();
    for (int call = 0; call < 6; call++) {
      float[] x = new float[32];
      float[] y = new float[32];
      for (int i = 0; i < 32; i++) {
        x[i] = (i % 7) - 3 + call; // small integers: every sum and product below is exact in float
        y[i] = (i % 5) - 2 - call;
      }
      xs.add(x.clone());
      ys.add(y.clone());
      kept.add(program.run(List.of(DeviceArray.ofFloats(DType.F32, new int[] {4, 8}, x),
          DeviceArray.ofFloats(DType.F32, new int[] {8, 4}, y)), EXECUTOR, false));
    }
    // every call's outputs checked after all calls: later calls must not have written into them
    for (int call = 0; call < kept.size(); call++) {
      float[] x = xs.get(call);
      float[] y = ys.get(call);
      List<DeviceArray> out = kept.get(call);
      float[] doubled = new float[32];
      for (int i = 0; i < 32; i++) {
        doubled[i] = 2 * x[i];
      }
      float[] negProduct = new float[16];
      for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 4; j++) {
          float s = 0;
          for (int k = 0; k < 8; k++) {
            s += x[i * 8 + k] * x[i * 8 + k] * y[k * 4 + j];
          }
          negProduct[i * 4 + j] = -s;
        }
      }
      assertThat(out.get(0).floats()).as("call " + call + " reshape of x + x").containsExactly(doubled);
      assertThat(out.get(1).floats()).as("call " + call + " -(x*x) @ y").containsExactly(negProduct);
      assertThat(out.get(2).floats()).as("call " + call + " reshape of x").containsExactly(x);
      assertThat(out.get(3).floats()).as("call " + call + " x").containsExactly(x);
    }
  }

  private static ExecutableProgram compile(String mlir) {
    return ExecutableProgram.compile(new GraphCompiler(EXECUTOR), IrGraph.fromGraph(StableHloImporter.parse(mlir)),
        ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), EXECUTOR);
  }

  /** The arrays' contents as comparable lists (float bits, so NaN payloads and -0 count). */
  private static List<Object> copies(List<DeviceArray> arrays) {
    List<Object> out = new ArrayList<>();
    for (DeviceArray a : arrays) {
      if (a.isFloat()) {
        List<Integer> bits = new ArrayList<>();
        for (float f : a.floats()) {
          bits.add(Float.floatToRawIntBits(f));
        }
        out.add(bits);
      } else {
        List<Long> values = new ArrayList<>();
        for (long l : a.longs()) {
          values.add(l);
        }
        out.add(values);
      }
    }
    return out;
  }

  private static List<DeviceArray> scaled(List<DeviceArray> inputs, float factor) {
    List<DeviceArray> out = new ArrayList<>();
    for (DeviceArray a : inputs) {
      if (!a.isFloat()) {
        out.add(a);
        continue;
      }
      float[] f = a.floats().clone();
      for (int i = 0; i < f.length; i++) {
        f[i] = org.torchtpu.server.exec.Numerics.round(a.dtype(), f[i] * factor);
      }
      out.add(DeviceArray.ofFloats(a.dtype(), a.dims(), f));
    }
    return out;
  }
}
