package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.exec.DeviceArray;

/** One construct of the MLIR syntax per test: what each becomes in the Graph. */
class StableHloImporterTest {
  private final GraphRunner runner = new GraphRunner();

  private static String main(String signature, String body) {
    return "module @m {\n  func.func public @main" + signature + " {\n" + body + "\n  }\n}\n";
  }

  private static Op onlyOp(Graph g) {
    assertThat(g.getOpsList()).hasSize(1);
    return g.getOps(0);
  }

  private static DeviceArray floats(float[] values, int... dims) {
    return DeviceArray.ofFloats(DType.F32, dims, values);
  }

  // ------------------------------------------------------------------------------------ forms JAX emits

  /** TOTALORDER (JAX's searchsorted and expm): -inf < -0 < +0 < finite < +inf < NaN, NaN equal to itself. */
  @Test
  void compareTotalOrderOrdersSignedZerosAndNan() {
    float nan = Float.NaN;
    float inf = Float.POSITIVE_INFINITY;
    DeviceArray x = floats(new float[] {-inf, -0f, 0f, -0f, 1f, nan, nan, -1f, 5f}, 9);
    DeviceArray y = floats(new float[] {-3f, 0f, -0f, -0f, nan, nan, inf, -2f, 5f}, 9);
    for (String[] c : new String[][] {{"LT", "1,1,0,0,1,0,0,0,0"}, {"LE", "1,1,0,1,1,1,0,0,1"},
        {"EQ", "0,0,0,1,0,1,0,0,1"}, {"GT", "0,0,1,0,0,0,1,1,0"}}) {
      Graph g = StableHloImporter.parse(main("(%x: tensor<9xf32>, %y: tensor<9xf32>) -> tensor<9xi1>",
          "    %0 = stablehlo.compare " + c[0] + ", %x, %y, TOTALORDER : "
              + "(tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>\n"
              + "    return %0 : tensor<9xi1>"));
      long[] expected = java.util.Arrays.stream(c[1].split(",")).mapToLong(Long::parseLong).toArray();
      assertThat(runner.run(g, List.of(x, y)).get(0).longs()).as(c[0]).containsExactly(expected);
    }
  }

  private long[] totalOrderCompare(String direction, String type, DeviceArray x, DeviceArray y) {
    int n = x.dims()[0];
    String t = "tensor<" + n + "x" + type + ">";
    Graph g = StableHloImporter.parse(main("(%x: " + t + ", %y: " + t + ") -> tensor<" + n + "xi1>",
        "    %0 = stablehlo.compare " + direction + ", %x, %y, TOTALORDER : (" + t + ", " + t + ") -> tensor<" + n
            + "xi1>\n    return %0 : tensor<" + n + "xi1>"));
    return runner.run(g, List.of(x, y)).get(0).longs();
  }

  /** -NaN below -inf and unequal to +NaN, in f32 and in the 16-bit floats, which widen to f32 for the key. */
  @Test
  void compareTotalOrderPutsNegativeNanFirstInEachFloatWidth() {
    float nan = Float.NaN;
    float negNan = Float.intBitsToFloat(0xffc00000);
    float inf = Float.POSITIVE_INFINITY;
    float[] x = {negNan, negNan, -inf, -0f, nan, 1f, negNan};
    float[] y = {-inf, negNan, negNan, 0f, inf, nan, nan};
    for (String type : new String[] {"f32", "bf16", "f16"}) {
      DType dtype = type.equals("f32") ? DType.F32 : type.equals("bf16") ? DType.BF16 : DType.F16;
      DeviceArray dx = DeviceArray.ofFloats(dtype, new int[] {7}, x);
      DeviceArray dy = DeviceArray.ofFloats(dtype, new int[] {7}, y);
      assertThat(totalOrderCompare("LT", type, dx, dy)).as("LT %s", type).containsExactly(1, 0, 0, 1, 0, 1, 1);
      assertThat(totalOrderCompare("EQ", type, dx, dy)).as("EQ %s", type).containsExactly(0, 1, 0, 0, 0, 0, 0);
      assertThat(totalOrderCompare("GT", type, dx, dy)).as("GT %s", type).containsExactly(0, 0, 1, 0, 1, 0, 0);
    }
  }

  /**
   * The fnuz fp8 formats' one NaN (0x80, where -0 would be) orders below every value, as XLA's comparison expander
   * orders it (it reads 0x80 as the most negative integer); widened to f32 it used to order above the largest value.
   */
  @Test
  void compareTotalOrderPutsTheFnuzNanFirst() {
    float nan = Float.NaN;
    for (String type : new String[] {"f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ"}) {
      DType dtype = DType.valueOf(type.toUpperCase(java.util.Locale.ROOT));
      DeviceArray x = DeviceArray.ofFloats(dtype, new int[] {6}, new float[] {nan, nan, -1f, 0f, 8f, nan});
      DeviceArray y = DeviceArray.ofFloats(dtype, new int[] {6}, new float[] {-8f, nan, nan, nan, 1f, 0f});
      assertThat(totalOrderCompare("LT", type, x, y)).as("LT %s", type).containsExactly(1, 0, 0, 0, 0, 1);
      assertThat(totalOrderCompare("EQ", type, x, y)).as("EQ %s", type).containsExactly(0, 1, 0, 0, 0, 0);
      assertThat(totalOrderCompare("GE", type, x, y)).as("GE %s", type).containsExactly(0, 1, 1, 1, 1, 0);
    }
  }

  /** lax.round's default: halves away from zero, the sign of zero kept, large values exact. */
  @Test
  void roundNearestAfzRoundsHalvesAwayFromZero() {
    Graph g = StableHloImporter.parse(main("(%x: tensor<10xf32>) -> tensor<10xf32>",
        "    %0 = stablehlo.round_nearest_afz %x : tensor<10xf32>\n    return %0 : tensor<10xf32>"));
    assertThat(onlyOp(g).getUnary().getKind()).isEqualTo(UnaryOp.Kind.ROUND_NEAREST_AFZ);
    float below = Math.nextDown(0.5f); // x + 0.5 rounds up to 1 in f32: not how to round it
    DeviceArray x = floats(new float[] {0.5f, -0.5f, 1.5f, 2.5f, -2.5f, below, -0.3f, 8388609f,
        Float.NEGATIVE_INFINITY, Float.NaN}, 10);
    assertThat(runner.run(g, List.of(x)).get(0).floats()).containsExactly(1f, -1f, 2f, 3f, -3f, 0f, -0f, 8388609f,
        Float.NEGATIVE_INFINITY, Float.NaN);
  }

  /** JAX's TPU SVD multiplies an f32 matrix by an s32 sign matrix; XLA computes it in the result type. */
  @Test
  void dotGeneralOfAFloatAndAnIntegerComputesInTheResultType() {
    Graph g = StableHloImporter.parse(main("(%a: tensor<2x2xf32>, %b: tensor<2x2xi32>) -> tensor<2x2xf32>",
        "    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xi32>) "
            + "-> tensor<2x2xf32>\n    return %0 : tensor<2x2xf32>"));
    DeviceArray b = DeviceArray.ofLongs(DType.S32, new int[] {2, 2}, new long[] {1, 0, 0, -1});
    assertThat(runner.run(g, List.of(floats(new float[] {1.5f, 2f, 3f, 4f}, 2, 2), b)).get(0).floats())
        .containsExactly(1.5f, -2f, 3f, -4f);
  }

  /**
   * f32 x s32 -> bf16: the s32 side widens to f32 and only the product rounds to bf16. 1.01171875 is not a bf16
   * (it would round to 1.015625 first, giving 3.046875); 3 x 1.01171875 = 3.03515625 rounds to 3.03125.
   */
  @Test
  void dotGeneralOfAFloatAndAnIntegerRoundsOnlyTheResult() {
    Graph g = StableHloImporter.parse(main("(%a: tensor<1x1xf32>, %b: tensor<1x1xi32>) -> tensor<1x1xbf16>",
        "    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : "
            + "(tensor<1x1xf32>, tensor<1x1xi32>) -> tensor<1x1xbf16>\n    return %0 : tensor<1x1xbf16>"));
    DeviceArray b = DeviceArray.ofLongs(DType.S32, new int[] {1, 1}, new long[] {3});
    assertThat(runner.run(g, List.of(floats(new float[] {1.01171875f}, 1, 1), b)).get(0).floats())
        .containsExactly(3.03125f);
  }

  // ------------------------------------------------------------------------------------ structure

  @Test
  void elementwiseCustomFormGivesParametersOpAndOutputs() {
    Graph g = StableHloImporter.parse(main("(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32>",
        "    %0 = stablehlo.add %a, %b : tensor<4xf32>\n    return %0 : tensor<4xf32>"));
    assertThat(g.getParametersList()).extracting(p -> p.getId()).containsExactly(1L, 2L);
    assertThat(g.getParameters(0).getType()).isEqualTo(Shapes.type(DType.F32, 4));
    Op add = onlyOp(g);
    assertThat(add.getBinary().getKind()).isEqualTo(BinaryOp.Kind.ADD);
    assertThat(add.getOperandsList()).containsExactly(1L, 2L);
    assertThat(g.getOutputsList()).containsExactly(add.getResults(0));
    assertThat(add.getLocation().getLine()).isEqualTo(3);
    assertThat(add.getLocation().getFile()).isEqualTo(StableHloImporter.LOCATION_FILE);
    assertThat(add.getLocation().getFunction()).isEqualTo("main");
  }

  @Test
  void genericFormOfTheSameModuleGivesTheSameOp() {
    String generic = """
        "builtin.module"() <{sym_name = "m"}> ({
          "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "main", \
        sym_visibility = "public", res_attrs = [{jax.result_info = "result"}]}> ({
          ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>):
            %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
            "func.return"(%0) : (tensor<4xf32>) -> ()
          }) : () -> ()
        }) {mhlo.num_replicas = 1 : i32} : () -> ()
        """;
    Op add = onlyOp(StableHloImporter.parse(generic));
    assertThat(add.getBinary().getKind()).isEqualTo(BinaryOp.Kind.ADD);
    assertThat(add.getOperandsList()).containsExactly(1L, 2L);
  }

  @Test
  void locationsAliasesCommentsAndAModuleWithoutWrapperAreAccepted() {
    String text = """
        #loc = loc(unknown)
        #loc1 = loc("x")
        #loc3 = loc("jit(f)/add"(#loc1))
        // a comment
        func.func @main(%arg0: tensor<2xf32> loc("x")) -> (tensor<2xf32> {jax.result_info = "result"}) {
          %0 = stablehlo.negate %arg0 : tensor<2xf32> loc(#loc3)  // trailing comment
          return %0 : tensor<2xf32> loc(callsite(#loc1 at #loc3))
        } loc(#loc)
        #loc9 = loc(fused["a", "b"])
        """;
    assertThat(onlyOp(StableHloImporter.parse(text)).getUnary().getKind()).isEqualTo(UnaryOp.Kind.NEGATE);
  }

  @Test
  void entryIsTheOnlyPublicFunctionWhenThereIsNoMain() {
    Graph g = StableHloImporter.parse("""
        func.func public @forward(%x: tensor<2xf32>) -> tensor<2xf32> {
          %0 = call @helper(%x) : (tensor<2xf32>) -> tensor<2xf32>
          return %0 : tensor<2xf32>
        }
        func.func private @helper(%x: tensor<2xf32>) -> tensor<2xf32> {
          %0 = stablehlo.exponential %x : tensor<2xf32>
          return %0 : tensor<2xf32>
        }
        """);
    Op exp = onlyOp(g);
    assertThat(exp.getUnary().getKind()).isEqualTo(UnaryOp.Kind.EXP);
    assertThat(exp.getLocation().getFunction()).isEqualTo("helper");
  }

  @Test
  void callsAreInlinedWithMultipleResults() {
    Graph g = StableHloImporter.parse(main("(%x: tensor<3xf32>) -> tensor<3xf32>", """
            %0:2 = call @pair(%x) : (tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
            %1 = stablehlo.subtract %0#0, %0#1 : tensor<3xf32>
            return %1 : tensor<3xf32>
          }
          func.func private @pair(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
            %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
            %1 = stablehlo.add %arg0, %arg0 : tensor<3xf32>
            return %0, %1 : tensor<3xf32>, tensor<3xf32>"""));
    List<DeviceArray> out = runner.run(g, List.of(floats(new float[] {1, 2, 3}, 3)));
    assertThat(out.get(0).floats()).containsExactly(-1f, 0f, 3f); // x*x - 2x
  }

  @ParameterizedTest
  @CsvSource({"f32,F32", "bf16,BF16", "f16,F16", "i8,S8", "i32,S32", "i64,S64", "ui8,U8", "i1,PRED"})
  void elementTypesMapToDtypes(String mlir, DType dtype) {
    Graph g = StableHloImporter.parse(main("(%x: tensor<2x3x" + mlir + ">) -> tensor<2x3x" + mlir + ">",
        "    return %x : tensor<2x3x" + mlir + ">"));
    assertThat(g.getParameters(0).getType()).isEqualTo(Shapes.type(dtype, 2, 3));
    assertThat(g.getOutputsList()).containsExactly(g.getParameters(0).getId());
  }

  @Test
  void scalarTensorsHaveNoDims() {
    Graph g = StableHloImporter.parse(main("(%x: tensor<f32>) -> tensor<f32>", "    return %x : tensor<f32>"));
    assertThat(g.getParameters(0).getType()).isEqualTo(Shapes.type(DType.F32));
  }

  // ------------------------------------------------------------------------------------ elementwise

  @ParameterizedTest
  @CsvSource({"negate,NEGATE", "abs,ABS", "exponential,EXP", "log,LOG", "log_plus_one,LOG1P",
      "exponential_minus_one,EXPM1", "tanh,TANH", "logistic,LOGISTIC", "sqrt,SQRT", "rsqrt,RSQRT", "sine,SIN",
      "cosine,COS", "floor,FLOOR", "ceil,CEIL", "round_nearest_even,ROUND_NEAREST_EVEN", "sign,SIGN"})
  void unaryOpsMapToUnaryKinds(String name, UnaryOp.Kind kind) {
    Op op = onlyOp(StableHloImporter.parse(main("(%x: tensor<5xf32>) -> tensor<5xf32>",
        "    %0 = stablehlo." + name + " %x : tensor<5xf32>\n    return %0 : tensor<5xf32>")));
    assertThat(op.getUnary().getKind()).isEqualTo(kind);
  }

  @Test
  void notAndIsFinite() {
    Op not = onlyOp(StableHloImporter.parse(main("(%x: tensor<2xi1>) -> tensor<2xi1>",
        "    %0 = stablehlo.not %x : tensor<2xi1>\n    return %0 : tensor<2xi1>")));
    assertThat(not.getUnary().getKind()).isEqualTo(UnaryOp.Kind.NOT);
    Op finite = onlyOp(StableHloImporter.parse(main("(%x: tensor<2xf32>) -> tensor<2xi1>",
        "    %0 = stablehlo.is_finite %x : (tensor<2xf32>) -> tensor<2xi1>\n    return %0 : tensor<2xi1>")));
    assertThat(finite.getUnary().getKind()).isEqualTo(UnaryOp.Kind.IS_FINITE);
  }

  @ParameterizedTest
  @CsvSource({"add,ADD", "subtract,SUBTRACT", "multiply,MULTIPLY", "divide,DIVIDE", "remainder,REMAINDER",
      "power,POWER", "maximum,MAXIMUM", "minimum,MINIMUM", "atan2,ATAN2"})
  void binaryOpsMapToBinaryKinds(String name, BinaryOp.Kind kind) {
    Op op = onlyOp(StableHloImporter.parse(main("(%x: tensor<5xf32>, %y: tensor<5xf32>) -> tensor<5xf32>",
        "    %0 = stablehlo." + name + " %x, %y : tensor<5xf32>\n    return %0 : tensor<5xf32>")));
    assertThat(op.getBinary().getKind()).isEqualTo(kind);
  }

  @ParameterizedTest
  @CsvSource({"and,AND", "or,OR", "xor,XOR"})
  void logicalOpsMapToBinaryKinds(String name, BinaryOp.Kind kind) {
    Op op = onlyOp(StableHloImporter.parse(main("(%x: tensor<5xi32>, %y: tensor<5xi32>) -> tensor<5xi32>",
        "    %0 = stablehlo." + name + " %x, %y : tensor<5xi32>\n    return %0 : tensor<5xi32>")));
    assertThat(op.getBinary().getKind()).isEqualTo(kind);
  }

  @Test
  void chloErfMapsToErfAndSquareToMultiply() {
    Op erf = onlyOp(StableHloImporter.parse(main("(%x: tensor<3xf32>) -> tensor<3xf32>",
        "    %0 = chlo.erf %x : tensor<3xf32> -> tensor<3xf32>\n    return %0 : tensor<3xf32>")));
    assertThat(erf.getUnary().getKind()).isEqualTo(UnaryOp.Kind.ERF);
    Op square = onlyOp(StableHloImporter.parse(main("(%x: tensor<3xf32>) -> tensor<3xf32>",
        "    %0 = chlo.square %x : tensor<3xf32> -> tensor<3xf32>\n    return %0 : tensor<3xf32>")));
    assertThat(square.getBinary().getKind()).isEqualTo(BinaryOp.Kind.MULTIPLY);
    assertThat(square.getOperandsList()).containsExactly(1L, 1L);
  }

  @Test
  void chloErfcIsOneMinusErf() {
    Graph g = StableHloImporter.parse(main("(%x: tensor<4xf32>) -> tensor<4xf32>",
        "    %0 = chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>\n    return %0 : tensor<4xf32>"));
    float[] x = {-2f, -0.5f, 0f, 1.5f};
    double[] erfc = {1.9953222650189528, 1.5204998778130465, 1.0, 0.033894853524689274};
    float[] got = runner.run(g, List.of(floats(x, 4))).get(0).floats();
    for (int i = 0; i < x.length; i++) {
      // 1 - erf(x): absolute error of a few float32 ulps of 1
      assertThat((double) got[i]).as("erfc(" + x[i] + ")").isCloseTo(erfc[i], within(4e-7));
    }
  }

  @Test
  void compareDirectionsInBothForms() {
    for (CompareOp.Direction d : List.of(CompareOp.Direction.EQ, CompareOp.Direction.NE, CompareOp.Direction.LT,
        CompareOp.Direction.LE, CompareOp.Direction.GT, CompareOp.Direction.GE)) {
      Op custom = onlyOp(StableHloImporter.parse(main("(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xi1>",
          "    %0 = stablehlo.compare " + d + ", %x, %y, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>\n"
              + "    return %0 : tensor<2xi1>")));
      assertThat(custom.getCompare().getDirection()).isEqualTo(d);
      Op generic = onlyOp(StableHloImporter.parse(main("(%x: tensor<2xi32>, %y: tensor<2xi32>) -> tensor<2xi1>",
          "    %0 = \"stablehlo.compare\"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction " + d
              + ">, compare_type = #stablehlo<comparison_type SIGNED>}> : (tensor<2xi32>, tensor<2xi32>) -> "
              + "tensor<2xi1>\n    return %0 : tensor<2xi1>")));
      assertThat(generic.getCompare().getDirection()).isEqualTo(d);
    }
    // the comparison type is optional in the custom form
    Op noType = onlyOp(StableHloImporter.parse(main("(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xi1>",
        "    %0 = stablehlo.compare LT, %x, %y : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>\n"
            + "    return %0 : tensor<2xi1>")));
    assertThat(noType.getCompare().getDirection()).isEqualTo(CompareOp.Direction.LT);
  }

  @Test
  void selectWithTheShortSignatureAndClamp() {
    Graph g = StableHloImporter.parse(main(
        "(%p: tensor<3xi1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32>", """
            %0 = stablehlo.select %p, %a, %b : tensor<3xi1>, tensor<3xf32>
            %lo = stablehlo.constant dense<-1.0> : tensor<f32>
            %hi = stablehlo.constant dense<1.0> : tensor<f32>
            %1 = stablehlo.clamp %lo, %0, %hi : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
            return %1 : tensor<3xf32>"""));
    assertThat(g.getOps(0).hasSelect()).isTrue();
    assertThat(g.getOps(3).hasClamp()).isTrue();
    DeviceArray pred = DeviceArray.ofLongs(DType.PRED, new int[] {3}, new long[] {1, 0, 1});
    float[] out = runner.run(g, List.of(pred, floats(new float[] {5, 5, 0.5f}, 3),
        floats(new float[] {-3, -3, -3}, 3))).get(0).floats();
    assertThat(out).containsExactly(1f, -1f, 0.5f);
  }

  @Test
  void convertToAnotherTypeIsAnOpAndToTheSameTypeIsDropped() {
    Graph g = StableHloImporter.parse(main("(%x: tensor<2xf32>) -> tensor<2xbf16>", """
            %0 = stablehlo.convert %x : tensor<2xf32>
            %1 = stablehlo.convert %0 : (tensor<2xf32>) -> tensor<2xbf16>
            return %1 : tensor<2xbf16>"""));
    Op convert = onlyOp(g);
    assertThat(convert.getConvert().getDtype()).isEqualTo(DType.BF16);
    assertThat(convert.getOperandsList()).containsExactly(1L);
  }

  // ------------------------------------------------------------------------------------ constants

  private static TensorLiteral constant(String dense, String type) {
    Graph g = StableHloImporter.parse(main("() -> " + type,
        "    %0 = stablehlo.constant " + dense + " : " + type + "\n    return %0 : " + type));
    return onlyOp(g).getConstant().getValue();
  }

  @Test
  void denseConstants() {
    assertThat(LiteralCodec.toFloats(constant("dense<0.000000e+00>", "tensor<2x2xf32>")))
        .containsExactly(0f, 0f, 0f, 0f);
    assertThat(LiteralCodec.toFloats(constant("dense<[[1.0, 2.5], [-3.0, 9.99999974E-6]]>", "tensor<2x2xf32>")))
        .containsExactly(1f, 2.5f, -3f, 9.99999974E-6f);
    assertThat(LiteralCodec.toFloats(constant("dense<0xFF800000>", "tensor<3xf32>")))
        .containsExactly(Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY);
    assertThat(LiteralCodec.toFloats(constant("dense<0x7FC00000>", "tensor<f32>"))[0]).isNaN();
    assertThat(LiteralCodec.toFloats(constant("dense<\"0x0000803F00000040\">", "tensor<2xf32>")))
        .containsExactly(1f, 2f);
    assertThat(LiteralCodec.toFloats(constant("dense<\"0x0000C03F\">", "tensor<3xf32>")))
        .containsExactly(1.5f, 1.5f, 1.5f);
    assertThat(LiteralCodec.toFloats(constant("dense<[1.000000e+00, 0xFF80]>", "tensor<2xbf16>")))
        .containsExactly(1f, Float.NEGATIVE_INFINITY);
    assertThat(LiteralCodec.toFloats(constant("dense<0.1>", "tensor<f16>")))
        .containsExactly(org.torchtpu.api.ir.FloatBits.roundToF16(0.1f));
    assertThat(LiteralCodec.toLongs(constant("dense<[-2147483648, 7]>", "tensor<2xi32>")))
        .containsExactly(-2147483648L, 7L);
    assertThat(LiteralCodec.toLongs(constant("dense<[255, 0]>", "tensor<2xui8>"))).containsExactly(255L, 0L);
    assertThat(LiteralCodec.toLongs(constant("dense<-128>", "tensor<i8>"))).containsExactly(-128L);
    assertThat(LiteralCodec.toLongs(constant("dense<[true, false]>", "tensor<2xi1>"))).containsExactly(1L, 0L);
    assertThat(LiteralCodec.toLongs(constant("dense<true>", "tensor<i1>"))).containsExactly(1L);
    assertThat(LiteralCodec.toLongs(constant("dense<9223372036854775807>", "tensor<i64>")))
        .containsExactly(Long.MAX_VALUE);
    assertThat(LiteralCodec.toFloats(constant("dense<>", "tensor<0xf32>"))).isEmpty();
  }

  @Test
  void genericConstantTakesItsTypeFromTheValue() {
    Graph g = StableHloImporter.parse(main("() -> tensor<2xf32>", """
            %0 = "stablehlo.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
            return %0 : tensor<2xf32>"""));
    assertThat(LiteralCodec.toFloats(onlyOp(g).getConstant().getValue())).containsExactly(1f, 2f);
  }

  // ------------------------------------------------------------------------------------ contractions

  @Test
  void dotGeneralCustomForm() {
    DotGeneralOp dot = onlyOp(StableHloImporter.parse(main(
        "(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32>",
        "    %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], "
            + "precision = [HIGHEST, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>\n"
            + "    return %0 : tensor<2x3x5xf32>"))).getDotGeneral();
    assertThat(dot.getLhsBatchingDimsList()).containsExactly(0L);
    assertThat(dot.getRhsBatchingDimsList()).containsExactly(0L);
    assertThat(dot.getLhsContractingDimsList()).containsExactly(2L);
    assertThat(dot.getRhsContractingDimsList()).containsExactly(1L);
    assertThat(dot.getPrecision()).isEqualTo(DotGeneralOp.Precision.HIGHEST);
    assertThat(dot.getResultDtype()).isEqualTo(DType.DTYPE_UNSPECIFIED);
  }

  @Test
  void dotGeneralGenericFormAndPrecisions() {
    Map<String, DotGeneralOp.Precision> cases = Map.of(
        "[#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]", DotGeneralOp.Precision.HIGHEST,
        "[#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]", DotGeneralOp.Precision.DEFAULT,
        "[#stablehlo<precision HIGH>, #stablehlo<precision HIGH>]", DotGeneralOp.Precision.HIGHEST,
        "[#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]", DotGeneralOp.Precision.HIGHEST);
    for (Map.Entry<String, DotGeneralOp.Precision> c : cases.entrySet()) {
      DotGeneralOp dot = onlyOp(StableHloImporter.parse(main(
          "(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32>",
          "    %0 = \"stablehlo.dot_general\"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<"
              + "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = " + c.getKey()
              + "}> : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>\n    return %0 : tensor<4x16xf32>")))
          .getDotGeneral();
      assertThat(dot.getPrecision()).as(c.getKey()).isEqualTo(c.getValue());
      assertThat(dot.getLhsContractingDimsList()).containsExactly(1L);
      assertThat(dot.getLhsBatchingDimsList()).isEmpty();
    }
    DotGeneralOp noPrecision = onlyOp(StableHloImporter.parse(main(
        "(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32>",
        "    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : "
            + "(tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>\n    return %0 : tensor<4x16xf32>")))
        .getDotGeneral();
    assertThat(noPrecision.getPrecision()).isEqualTo(DotGeneralOp.Precision.DEFAULT);
  }

  @Test
  void dotGeneralWithAWiderResultTypeSetsResultDtype() {
    DotGeneralOp dot = onlyOp(StableHloImporter.parse(main(
        "(%a: tensor<4x8xbf16>, %b: tensor<8x16xbf16>) -> tensor<4x16xf32>",
        "    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : "
            + "(tensor<4x8xbf16>, tensor<8x16xbf16>) -> tensor<4x16xf32>\n    return %0 : tensor<4x16xf32>")))
        .getDotGeneral();
    assertThat(dot.getResultDtype()).isEqualTo(DType.F32);
  }

  @Test
  void legacyDotBecomesDotGeneral() {
    DotGeneralOp dot = onlyOp(StableHloImporter.parse(main(
        "(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4xf32>",
        "    %0 = stablehlo.dot %a, %b, precision = [HIGHEST, HIGHEST] : (tensor<4x8xf32>, tensor<8xf32>) -> "
            + "tensor<4xf32>\n    return %0 : tensor<4xf32>"))).getDotGeneral();
    assertThat(dot.getLhsContractingDimsList()).containsExactly(1L);
    assertThat(dot.getRhsContractingDimsList()).containsExactly(0L);
    assertThat(dot.getPrecision()).isEqualTo(DotGeneralOp.Precision.HIGHEST);
  }

  // ------------------------------------------------------------------------------------ reductions

  @ParameterizedTest
  @CsvSource({"add,0.000000e+00,SUM", "maximum,0xFF800000,MAX", "minimum,0x7F800000,MIN", "multiply,1.0,PROD"})
  void reduceWithItsIdentityIsOneReduceOp(String body, String init, ReduceOp.Kind kind) {
    Graph g = StableHloImporter.parse(main("(%x: tensor<4x3xf32>) -> tensor<4xf32>",
        "    %c = stablehlo.constant dense<" + init + "> : tensor<f32>\n"
            + "    %0 = stablehlo.reduce(%x init: %c) applies stablehlo." + body + " across dimensions = [1] : "
            + "(tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>\n    return %0 : tensor<4xf32>"));
    assertThat(g.getOpsList()).hasSize(2);
    assertThat(g.getOps(1).getReduce().getKind()).isEqualTo(kind);
    assertThat(g.getOps(1).getReduce().getDimensionsList()).containsExactly(1L);
  }

  @Test
  void reduceWithAnotherInitFoldsItIn() {
    Graph g = StableHloImporter.parse(main("(%x: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<2xf32>",
        "    %0 = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : "
            + "(tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>\n    return %0 : tensor<2xf32>"));
    assertThat(g.getOpsList()).extracting(Op::getKindCase)
        .containsExactly(Op.KindCase.REDUCE, Op.KindCase.BROADCAST_IN_DIM, Op.KindCase.BINARY);
    float[] out = runner.run(g, List.of(floats(new float[] {1, 2, 3, 4, 5, 6}, 2, 3), floats(new float[] {10})))
        .get(0).floats();
    assertThat(out).containsExactly(16f, 25f);
  }

  @Test
  void reduceRegionFormsCustomAndGeneric() {
    Graph custom = StableHloImporter.parse(main("(%x: tensor<4x3xf32>) -> tensor<3xf32>", """
            %c = stablehlo.constant dense<0xFF800000> : tensor<f32>
            %0 = stablehlo.reduce(%x init: %c) across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
             reducer(%a: tensor<f32>, %b: tensor<f32>)  {
              %1 = stablehlo.maximum %b, %a : tensor<f32>
              stablehlo.return %1 : tensor<f32>
            }
            return %0 : tensor<3xf32>"""));
    assertThat(custom.getOps(1).getReduce().getKind()).isEqualTo(ReduceOp.Kind.MAX);
    Graph generic = StableHloImporter.parse(main("(%x: tensor<4x3xf32>) -> tensor<3xf32>", """
            %c = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
            %0 = "stablehlo.reduce"(%x, %c) <{dimensions = array<i64: 0>}> ({
            ^bb0(%a: tensor<f32>, %b: tensor<f32>):
              %1 = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
              "stablehlo.return"(%1) : (tensor<f32>) -> ()
            }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
            return %0 : tensor<3xf32>"""));
    assertThat(generic.getOps(1).getReduce().getKind()).isEqualTo(ReduceOp.Kind.SUM);
    assertThat(generic.getOps(1).getReduce().getDimensionsList()).containsExactly(0L);
  }

  @Test
  void predReductionsBecomeAndOr() {
    Graph g = StableHloImporter.parse(main("(%x: tensor<4xi1>) -> tensor<i1>", """
            %c = stablehlo.constant dense<true> : tensor<i1>
            %0 = stablehlo.reduce(%x init: %c) applies stablehlo.and across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
            return %0 : tensor<i1>"""));
    assertThat(g.getOps(1).getReduce().getKind()).isEqualTo(ReduceOp.Kind.AND);
    assertThat(g.getOpsList()).hasSize(2);
  }

  @Test
  void integerMaxReductionIdentityIsTheSmallestValue() {
    Graph g = StableHloImporter.parse(main("(%x: tensor<4xi32>) -> tensor<i32>", """
            %c = stablehlo.constant dense<-2147483648> : tensor<i32>
            %0 = stablehlo.reduce(%x init: %c) applies stablehlo.maximum across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
            return %0 : tensor<i32>"""));
    assertThat(g.getOpsList()).hasSize(2);
  }

  // ------------------------------------------------------------------------------------ data movement

  @Test
  void movementOpsCustomForm() {
    Graph g = StableHloImporter.parse(main("(%x: tensor<4x6xf32>, %i: tensor<i32>, %s: tensor<f32>) -> "
        + "(tensor<2x3xf32>, tensor<8x6xf32>, tensor<6x4xf32>, tensor<24xf32>, tensor<2x4x6xf32>, tensor<5x8xf32>, "
        + "tensor<2x2xf32>, tensor<4x6xf32>, tensor<4x6xi32>)", """
            %0 = stablehlo.slice %x [1:3, 0:6:2] : (tensor<4x6xf32>) -> tensor<2x3xf32>
            %1 = stablehlo.concatenate %x, %x, dim = 0 : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
            %2 = stablehlo.transpose %x, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
            %3 = stablehlo.reshape %x : (tensor<4x6xf32>) -> tensor<24xf32>
            %4 = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<4x6xf32>) -> tensor<2x4x6xf32>
            %5 = stablehlo.pad %x, %s, low = [1, 0], high = [0, 2], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<5x8xf32>
            %6 = stablehlo.dynamic_slice %x, %i, %i, sizes = [2, 2] : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
            %7 = stablehlo.dynamic_update_slice %x, %6, %i, %i : (tensor<4x6xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
            %8 = stablehlo.iota dim = 1 : tensor<4x6xi32>
            return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<2x3xf32>, tensor<8x6xf32>, tensor<6x4xf32>, tensor<24xf32>, tensor<2x4x6xf32>, tensor<5x8xf32>, tensor<2x2xf32>, tensor<4x6xf32>, tensor<4x6xi32>"""));
    List<Op> ops = g.getOpsList();
    assertThat(ops.get(0).getSlice().getStartIndicesList()).containsExactly(1L, 0L);
    assertThat(ops.get(0).getSlice().getLimitIndicesList()).containsExactly(3L, 6L);
    assertThat(ops.get(0).getSlice().getStridesList()).containsExactly(1L, 2L);
    assertThat(ops.get(1).getConcatenate().getDimension()).isZero();
    assertThat(ops.get(2).getTranspose().getPermutationList()).containsExactly(1L, 0L);
    assertThat(ops.get(3).getReshape().getDimsList()).containsExactly(24L);
    assertThat(ops.get(4).getBroadcastInDim().getBroadcastDimensionsList()).containsExactly(1L, 2L);
    assertThat(ops.get(4).getBroadcastInDim().getResultDimsList()).containsExactly(2L, 4L, 6L);
    assertThat(ops.get(5).getPad().getEdgePaddingLowList()).containsExactly(1L, 0L);
    assertThat(ops.get(5).getPad().getEdgePaddingHighList()).containsExactly(0L, 2L);
    assertThat(ops.get(6).getDynamicSlice().getSliceSizesList()).containsExactly(2L, 2L);
    assertThat(ops.get(7).hasDynamicUpdateSlice()).isTrue();
    assertThat(ops.get(8).getIota().getDimension()).isEqualTo(1L);
    assertThat(ops.get(8).getIota().getType()).isEqualTo(Shapes.type(DType.S32, 4, 6));
  }

  @Test
  void movementOpsGenericForm() {
    Graph g = StableHloImporter.parse(main("(%x: tensor<4x6xf32>) -> (tensor<2x3xf32>, tensor<6x4xf32>, tensor<4x6xi32>)",
        """
            %0 = "stablehlo.slice"(%x) <{limit_indices = array<i64: 3, 6>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 2>}> : (tensor<4x6xf32>) -> tensor<2x3xf32>
            %1 = "stablehlo.transpose"(%x) <{permutation = array<i64: 1, 0>}> : (tensor<4x6xf32>) -> tensor<6x4xf32>
            %2 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x6xi32>
            "func.return"(%0, %1, %2) : (tensor<2x3xf32>, tensor<6x4xf32>, tensor<4x6xi32>) -> ()"""));
    assertThat(g.getOps(0).getSlice().getStridesList()).containsExactly(1L, 2L);
    assertThat(g.getOps(1).getTranspose().getPermutationList()).containsExactly(1L, 0L);
    assertThat(g.getOps(2).getIota().getDimension()).isZero();
  }

  @Test
  void gatherEmbeddingLookup() {
    Graph g = StableHloImporter.parse(main("(%table: tensor<5x3xf32>, %ids: tensor<2x1xi32>) -> tensor<2x3xf32>",
        "    %0 = \"stablehlo.gather\"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], "
            + "collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, "
            + "slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>\n"
            + "    return %0 : tensor<2x3xf32>"));
    float[] table = new float[15];
    for (int i = 0; i < table.length; i++) {
      table[i] = i;
    }
    DeviceArray ids = DeviceArray.ofLongs(DType.S32, new int[] {2, 1}, new long[] {4, 1});
    assertThat(runner.run(g, List.of(floats(table, 5, 3), ids)).get(0).floats())
        .containsExactly(12f, 13f, 14f, 3f, 4f, 5f);
  }

  @Test
  void scatterAddWithItsUpdateRegion() {
    Graph g = StableHloImporter.parse(main(
        "(%x: tensor<5xf32>, %ids: tensor<3x1xi32>, %u: tensor<3xf32>) -> tensor<5xf32>", """
            %0 = "stablehlo.scatter"(%x, %ids, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
            ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
              %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
              stablehlo.return %1 : tensor<f32>
            }) : (tensor<5xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<5xf32>
            return %0 : tensor<5xf32>"""));
    assertThat(onlyOp(g).getScatter().getCombiner()).isEqualTo(ScatterOp.Combiner.ADD);
    DeviceArray ids = DeviceArray.ofLongs(DType.S32, new int[] {3, 1}, new long[] {1, 1, 4});
    float[] out = runner.run(g, List.of(floats(new float[5], 5), ids, floats(new float[] {1, 2, 3}, 3)))
        .get(0).floats();
    assertThat(out).containsExactly(0f, 3f, 0f, 0f, 3f);
  }

  @Test
  void scatterWithoutCombiningReplaces() {
    Graph g = StableHloImporter.parse(main(
        "(%x: tensor<5xf32>, %ids: tensor<1x1xi32>, %u: tensor<1xf32>) -> tensor<5xf32>", """
            %0 = "stablehlo.scatter"(%x, %ids, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
            ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
              stablehlo.return %arg4 : tensor<f32>
            }) : (tensor<5xf32>, tensor<1x1xi32>, tensor<1xf32>) -> tensor<5xf32>
            return %0 : tensor<5xf32>"""));
    assertThat(onlyOp(g).getScatter().getCombiner()).isEqualTo(ScatterOp.Combiner.REPLACE);
  }
}
