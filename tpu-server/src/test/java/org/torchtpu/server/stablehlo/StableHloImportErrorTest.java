package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Bad input: every error names what is wrong and where (line, column and, for ops, the op). */
class StableHloImportErrorTest {

  private static StableHloImportException importError(String text) {
    Throwable t = org.assertj.core.api.Assertions.catchThrowable(() -> StableHloImporter.parse(text));
    assertThat(t).isInstanceOf(StableHloImportException.class);
    return (StableHloImportException) t;
  }

  private static String main(String signature, String body) {
    return "func.func @main" + signature + " {\n" + body + "\n}\n";
  }

  // ------------------------------------------------------------------------------------ unsupported ops

  @Test
  void unsupportedCustomFormOpIsNamedWithItsLine() {
    StableHloImportException e = importError("""
        func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
          %c = stablehlo.constant dense<1> : tensor<i32>
          %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
           cond {
            stablehlo.return %c : tensor<i32>
          } do {
            stablehlo.return %iterArg : tensor<i32>
          }
          return %0 : tensor<i32>
        }
        """);
    // while is supported now: its cond returning an s32 instead of a pred scalar is the error
    assertThat(e).hasMessage("invalid stablehlo.while at line 3, column 8: while: cond returns (s32[]); rule: cond "
        + "must return one pred[] scalar");
    assertThat(e.line()).isEqualTo(3);
    assertThat(e.opName()).isEqualTo("stablehlo.while");
    StableHloImportException unknown = importError(main("(%x: tensor<4xf32>) -> tensor<4xf32>", """
          %0 = stablehlo.uniform_dequantize %x : tensor<4xf32>
          return %0 : tensor<4xf32>"""));
    assertThat(unknown).hasMessage("unsupported ops at line 2, column 6: 1 op of 1 kind the service cannot run: "
        + "stablehlo.uniform_dequantize x1 (line 2)");
    assertThat(unknown.opName()).isEqualTo("stablehlo.uniform_dequantize");
  }

  /** LAPACK's gtsv (tridiagonal_solve on CPU, imported as the Thomas algorithm) on batches of another shape. */
  @Test
  void tridiagonalSolveWithMismatchedOperandsIsRefusedNamingThem() {
    StableHloImportException e = importError("""
        func.func @main(%dl: tensor<7xf32>, %d: tensor<7xf32>, %du: tensor<7xf32>, %b: tensor<6x2xf32>) -> tensor<6x2xf32> {
          %0:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) : (tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<6x2xf32>) -> (tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<6x2xf32>, tensor<i32>)
          return %0#3 : tensor<6x2xf32>
        }""");
    assertThat(e.getMessage()).contains("@lapack_sgtsv_ffi").contains("needs f32 dl, d, du of one shape [batch..., n] "
        + "and b [batch..., n, k]");
  }

  /**
   * Each row's writes copy the system's tensors on this host, so a solve is about 8 n^2 batch (5 + 3k) bytes of
   * work: 300,000 rows are 3.6 x 10^12 x 8 units, refused at import naming the sizes (before, the loops ran until the
   * call's limit, hours of copies metered as rows).
   */
  @Test
  void aTridiagonalSolvePastTheWorkLimitIsRefusedNamingItsSizes() {
    StableHloImportException e = importError("""
        func.func @main(%dl: tensor<300000xf32>, %d: tensor<300000xf32>, %du: tensor<300000xf32>, %b: tensor<300000x1xf32>) -> tensor<300000x1xf32> {
          %0:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) : (tensor<300000xf32>, tensor<300000xf32>, tensor<300000xf32>, tensor<300000x1xf32>) -> (tensor<300000xf32>, tensor<300000xf32>, tensor<300000xf32>, tensor<300000x1xf32>, tensor<i32>)
          return %0#3 : tensor<300000x1xf32>
        }""");
    assertThat(e.getMessage()).contains("@lapack_sgtsv_ffi", "1 systems of 300000 rows with 1 right-hand sides",
        "5.76e+12 units of work", "torchtpu.limits.max-work");
  }

  @Test
  void unsupportedGenericFormOpIsNamedWithItsLine() {
    StableHloImportException e = importError(main("(%x: tensor<4xf32>) -> tensor<4xf32>", """
          %0 = stablehlo.negate %x : tensor<4xf32>
          %1 = "stablehlo.uniform_dequantize"(%0) : (tensor<4xf32>) -> tensor<4xf32>
          return %1 : tensor<4xf32>"""));
    assertThat(e.getMessage()).startsWith("unsupported ops at line 3, column 6").contains("stablehlo.uniform_dequantize x1");
    assertThat(e.opName()).isEqualTo("stablehlo.uniform_dequantize");
  }

  @Test
  void unsupportedOpInsideACalledFunctionNamesItsOwnLine() {
    StableHloImportException e = importError("""
        func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
          %0 = call @f(%x) : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>
        }
        func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
          %0 = "stablehlo.uniform_dequantize"(%x) : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>
        }
        """);
    assertThat(e.getMessage()).startsWith("unsupported ops at line 6").contains("stablehlo.uniform_dequantize x1 (line 6)");
  }

  @Test
  void customCallNamesItsTarget() {
    StableHloImportException e = importError(main("(%x: tensor<4xf32>) -> tensor<4xf32>", """
          %0 = stablehlo.custom_call @tpu_custom_call(%x) {backend_config = "kernel"} : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>"""));
    assertThat(e).hasMessage("unsupported ops at line 2, column 6: 1 op of 1 kind the service cannot run: "
        + "stablehlo.custom_call @tpu_custom_call x1 (line 2)");
    StableHloImportException generic = importError(main("(%x: tensor<4xf32>) -> tensor<4xf32>", """
          %0 = "stablehlo.custom_call"(%x) <{call_target_name = "lapack_sgetrf", api_version = 2 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>"""));
    assertThat(generic).hasMessage("unsupported ops at line 2, column 6: 1 op of 1 kind the service cannot run: "
        + "stablehlo.custom_call @lapack_sgetrf x1 (line 2)");
  }

  @Test
  void variadicReduceSuchAsArgmaxIsUnsupported() {
    StableHloImportException e = importError(main("(%x: tensor<4x6xf32>) -> tensor<4xi32>", """
          %0 = stablehlo.iota dim = 1 : tensor<4x6xi32>
          %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
          %c = stablehlo.constant dense<0> : tensor<i32>
          %1:2 = stablehlo.reduce(%x init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
           reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
            %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %9 = stablehlo.select %2, %arg1, %arg3 : tensor<i1>, tensor<f32>
            %10 = stablehlo.select %2, %arg2, %arg4 : tensor<i1>, tensor<i32>
            stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
          }
          return %1#1 : tensor<4xi32>"""));
    assertThat(e.getMessage()).startsWith("unsupported op stablehlo.reduce at line 5, column 8").contains("argmax");
  }

  @Test
  void reduceWithABodyThatIsNotElementwiseIsUnsupported() {
    // an elementwise body of any length imports (GeneralBodyImport); one that reshapes does not
    StableHloImportException e = importError(main("(%x: tensor<4xf32>) -> tensor<f32>", """
          %c = stablehlo.constant dense<0.0> : tensor<f32>
          %0 = stablehlo.reduce(%x init: %c) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
           reducer(%a: tensor<f32>, %b: tensor<f32>)  {
            %1 = stablehlo.reshape %b : (tensor<f32>) -> tensor<f32>
            %2 = stablehlo.add %a, %1 : tensor<f32>
            stablehlo.return %2 : tensor<f32>
          }
          return %0 : tensor<f32>"""));
    assertThat(e.getMessage()).startsWith("unsupported op stablehlo.reduce at line 3")
        .contains("reduce body op stablehlo.reshape (line 5) is not elementwise");
  }

  @Test
  void recursiveCallIsRejected() {
    StableHloImportException e = importError("""
        func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
          %0 = call @main(%x) : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>
        }
        """);
    assertThat(e.getMessage()).startsWith("unsupported op func.call at line 2").contains("recursive call of @main");
  }

  // ------------------------------------------------------------------------------------ types

  @Test
  void declaredResultTypeThatDisagreesWithTheOpIsAMismatch() {
    StableHloImportException e = importError(main("(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x8xf32>", """
          %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
          return %0 : tensor<4x8xf32>"""));
    assertThat(e).hasMessage("type mismatch in stablehlo.dot_general at line 2, column 6: the text declares result "
        + "tensor<4x8xf32> but the op computes tensor<4x16xf32>");
    assertThat(e.opName()).isEqualTo("stablehlo.dot_general");
  }

  @Test
  void declaredOperandTypeThatDisagreesWithTheValueIsAMismatch() {
    StableHloImportException e = importError(main("(%a: tensor<4xf32>) -> tensor<4xf32>", """
          %0 = stablehlo.exponential %a : tensor<4xbf16>
          return %0 : tensor<4xf32>"""));
    assertThat(e).hasMessage("type mismatch in stablehlo.exponential at line 2, column 6: operand 0 (%a) is "
        + "tensor<4xf32> but the text declares tensor<4xbf16>");
  }

  @Test
  void typingRuleViolationsCarryTheTypeInferenceReason() {
    StableHloImportException e = importError(main("(%a: tensor<4x8xf32>, %b: tensor<7x16xf32>) -> tensor<4x16xf32>", """
          %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<7x16xf32>) -> tensor<4x16xf32>
          return %0 : tensor<4x16xf32>"""));
    assertThat(e.getMessage()).startsWith("invalid stablehlo.dot_general at line 2, column 6: dot_general: "
        + "contracting dimension sizes differ");
  }

  @Test
  void returnTypeThatDisagreesWithTheSignatureIsAMismatch() {
    StableHloImportException e = importError(main("(%a: tensor<4xf32>) -> tensor<4xi32>", """
          return %a : tensor<4xf32>"""));
    assertThat(e.getMessage()).startsWith("type mismatch in func.return at line 2, column 1")
        .contains("declares result 0 as tensor<4xi32> but returns tensor<4xf32>");
  }

  @Test
  void unsupportedElementTypeIsNamed() {
    StableHloImportException e = importError(main("(%a: tensor<4xf64>) -> tensor<4xf64>", """
          return %a : tensor<4xf64>"""));
    assertThat(e.getMessage()).startsWith("unsupported type at line 1").contains("tensor<4xf64>")
        .contains("element type f64 is not supported");
  }

  /** '?' dimensions are a shape-polymorphic export's: they need the argument types (ShapePolymorphismTest). */
  @Test
  void symbolicShapesWithoutArgumentTypesAskForThem() {
    StableHloImportException e = importError(main("(%a: tensor<?x4xf32>) -> tensor<?x4xf32>", """
          return %a : tensor<?x4xf32>"""));
    assertThat(e).hasMessage("shape-polymorphic module at line 1, column 11: argument %a has symbolic dimensions "
        + "(tensor<?x4xf32>); give the concrete argument types (CompileRequest.argument_types) to refine them");
  }

  @Test
  void unrankedTensorsAreUnsupported() {
    StableHloImportException e = importError(main("(%a: tensor<*xf32>) -> tensor<*xf32>", """
          return %a : tensor<*xf32>"""));
    assertThat(e.getMessage()).startsWith("unsupported type at line 1").contains("unranked tensors");
  }

  @Test
  void constantWhoseShapeDisagreesWithItsType() {
    StableHloImportException e = importError(main("() -> tensor<3xf32>", """
          %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<3xf32>
          return %0 : tensor<3xf32>"""));
    assertThat(e).hasMessage("invalid constant in stablehlo.constant at line 2, column 25: dense literal has 2 "
        + "elements along dimension 0, tensor<3xf32> needs 3");
  }

  @Test
  void constantOutOfRangeForItsType() {
    StableHloImportException e = importError(main("() -> tensor<i8>", """
          %0 = stablehlo.constant dense<200> : tensor<i8>
          return %0 : tensor<i8>"""));
    assertThat(e.getMessage()).contains("200 is out of range for i8");
  }

  @Test
  void denseResourceConstantsAreUnsupported() {
    StableHloImportException e = importError(main("() -> tensor<3xf32>", """
          %0 = stablehlo.constant dense_resource<blob1> : tensor<3xf32>
          return %0 : tensor<3xf32>"""));
    assertThat(e.getMessage()).startsWith("unsupported constant at line 2, column 25").contains("dense_resource");
  }

  // ------------------------------------------------------------------------------------ syntax

  @Test
  void syntaxErrorGivesLineAndColumn() {
    StableHloImportException e = importError(main("(%x: tensor<4x6xf32>) -> tensor<2x3xf32>", """
          %0 = stablehlo.slice %x [1:3, 0:6:2 : (tensor<4x6xf32>) -> tensor<2x3xf32>
          return %0 : tensor<2x3xf32>"""));
    assertThat(e).hasMessage("syntax error at line 2, column 37: expected ']' but found ':'");
    assertThat(e.line()).isEqualTo(2);
    assertThat(e.column()).isEqualTo(37);
    assertThat(e.opName()).isNull();
  }

  @Test
  void missingTypeSeparatorInATensorType() {
    StableHloImportException e = importError(main("(%x: tensor<4 6xf32>) -> tensor<4xf32>", "  return %x : tensor<4xf32>"));
    assertThat(e).hasMessage("syntax error at line 1, column 29: expected 'x' after dimension 4 in a tensor type");
  }

  @Test
  void unterminatedStringAndUnexpectedCharacter() {
    assertThat(importError("module {\n  func.func @\"main(%x: tensor<f32>) {\n").getMessage())
        .startsWith("syntax error at line 2, column 14: unterminated string");
    assertThat(importError(main("(%x: tensor<f32>) -> tensor<f32>", "  return %x : tensor<f32> $")).getMessage())
        .isEqualTo("syntax error at line 2, column 27: unexpected character '$'");
  }

  @Test
  void undefinedValueIsNamed() {
    StableHloImportException e = importError(main("(%x: tensor<4xf32>) -> tensor<4xf32>", """
          %0 = stablehlo.add %x, %y : tensor<4xf32>
          return %0 : tensor<4xf32>"""));
    assertThat(e).hasMessage("invalid stablehlo.add at line 2, column 6: use of undefined value %y");
  }

  @Test
  void missingEntryFunction() {
    StableHloImportException e = importError("""
        func.func private @a(%x: tensor<f32>) -> tensor<f32> {
          return %x : tensor<f32>
        }
        """);
    assertThat(e.getMessage()).startsWith("no entry function at line 1").contains("[a]");
  }

  @Test
  void emptyTextHasNoFunction() {
    assertThat(importError("// nothing here\n").getMessage()).startsWith("no function found at line 1");
  }

  /** Any prefix or corrupted copy of a real module fails with a positioned import error, never another exception. */
  @Test
  void truncatedAndCorruptedModulesFailCleanly() {
    for (String file : List.of("mlp_forward.mlir", "mlp_forward.generic.mlir", "attention_block.debug.mlir")) {
      String text = StableHloGoldenTest.resource(file);
      int step = Math.max(5, text.length() / 150);
      for (int cut = 0; cut < text.length(); cut += step) {
        String prefix = text.substring(0, cut);
        assertFailsCleanly(file + " cut at " + cut, prefix);
        assertFailsCleanly(file + " with a character dropped at " + cut, prefix + text.substring(cut + 1));
      }
    }
  }

  private static void assertFailsCleanly(String what, String text) {
    try {
      StableHloImporter.parse(text);
    } catch (StableHloImportException e) {
      assertThat(e.line()).as(what).isPositive();
      assertThat(e.column()).as(what).isPositive();
    } catch (RuntimeException e) {
      throw new AssertionError(what + ": " + e, e);
    }
  }

  @Test
  void hugeNumbersAreErrorsNotOverflows() {
    assertThat(importError(main("(%x: tensor<99999999999999999999xf32>) -> tensor<f32>", "  return %x : tensor<f32>"))
        .getMessage()).startsWith("unsupported type at line 1").contains("too large");
    assertThat(importError(main("(%x: tensor<2000000x2000000x2000000xf32>) -> tensor<f32>",
        "  return %x : tensor<f32>")).getMessage()).startsWith("unsupported type at line 1").contains("elements");
    assertThat(importError(main("(%x: tensor<f32>) -> tensor<f32>",
        "  %0:99999999999 = stablehlo.negate %x : tensor<f32>\n  return %x : tensor<f32>")).getMessage())
        .startsWith("syntax error at line 2");
  }

  @Test
  void errorsAreRuntimeExceptionsWithPositions() {
    assertThatThrownBy(() -> StableHloImporter.parse("func.func @main() -> tensor<f32> {")).isInstanceOf(
        RuntimeException.class).hasMessageContaining("line 1");
  }
}
