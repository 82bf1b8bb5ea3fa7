package org.torchtpu.server.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.ArgReduceOp;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;

/**
 * Runs the executor on the golden cases in {@code src/test/resources/golden} (made by
 * {@code src/test/golden/generate_golden.py} from NumPy/PyTorch) and compares every element with
 * the tolerance each case states and justifies. One dynamic test per case; a case whose op must
 * fail names the error it expects.
 */
class GoldenOpsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int MAX_REPORTED_MISMATCHES = 8;
  private static final List<GoldenCase> CASES = loadAll();

  private final Executor executor = new Executor();

  @TestFactory
  Stream<DynamicContainer> goldenCases() {
    return CASES.stream()
        .collect(Collectors.groupingBy(GoldenCase::file, java.util.TreeMap::new, Collectors.toList()))
        .entrySet().stream()
        .map(e -> DynamicContainer.dynamicContainer(e.getKey(),
            e.getValue().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> run(c)))));
  }

  @Test
  void goldenDirectoryHasCasesInEveryFile() {
    List<Path> files = goldenFiles();
    assertFalse(files.isEmpty(), "no golden files in " + goldenDir());
    assertTrue(CASES.size() > 100, "only " + CASES.size() + " golden cases");
    Set<String> filesWithCases = CASES.stream().map(GoldenCase::file).collect(Collectors.toSet());
    for (Path f : files) {
      String name = f.getFileName().toString();
      // rng.json documents why there are no rng values; every other family must have cases
      if (!name.equals("rng.json")) {
        assertTrue(filesWithCases.contains(name), name + " has no cases");
      }
    }
  }

  /** A new op (or op kind, direction, combiner...) without golden data fails the build. */
  @Test
  void everyOpKindHasGoldenCases() {
    Set<Op.KindCase> kinds = EnumSet.noneOf(Op.KindCase.class);
    Set<UnaryOp.Kind> unary = EnumSet.noneOf(UnaryOp.Kind.class);
    Set<BinaryOp.Kind> binary = EnumSet.noneOf(BinaryOp.Kind.class);
    Set<CompareOp.Direction> directions = EnumSet.noneOf(CompareOp.Direction.class);
    Set<ReduceOp.Kind> reductions = EnumSet.noneOf(ReduceOp.Kind.class);
    Set<ArgReduceOp.Kind> argReductions = EnumSet.noneOf(ArgReduceOp.Kind.class);
    Set<ScatterOp.Combiner> combiners = EnumSet.noneOf(ScatterOp.Combiner.class);
    Set<DotGeneralOp.Precision> precisions = EnumSet.noneOf(DotGeneralOp.Precision.class);
    Set<String> conversions = new TreeSet<>();
    for (GoldenCase c : CASES) {
      Op op = c.op();
      kinds.add(op.getKindCase());
      switch (op.getKindCase()) {
        case UNARY -> unary.add(op.getUnary().getKind());
        case BINARY -> binary.add(op.getBinary().getKind());
        case COMPARE -> directions.add(op.getCompare().getDirection());
        case REDUCE -> reductions.add(op.getReduce().getKind());
        case ARG_REDUCE -> argReductions.add(op.getArgReduce().getKind());
        case SCATTER -> combiners.add(op.getScatter().getCombiner());
        case DOT_GENERAL -> precisions.add(op.getDotGeneral().getPrecision());
        case CONVERT -> conversions.add(c.operands().get(0).dtype() + "->" + op.getConvert().getDtype());
        default -> { }
      }
    }
    // RNG: the server's own Philox stream has no NumPy twin (RandomKernelsTest checks it against the
    // published test vectors). CALL: runs a compiled program made of the other ops, not a kernel.
    // Collectives: they combine several chips' values (CollectiveMathTest and the fabric tests check them).
    // WHILE/CASE: run compiled regions, not a kernel (ControlFlowImportTest and StableHloCorpusTest
    // check them against JAX). OPTIMIZATION_BARRIER: computes nothing, returns its operands' arrays
    // (OptimizationBarrierTest). RNG_BIT_GENERATOR: XLA:CPU's Philox bits, whose reference is XLA itself
    // (StableHloCorpusTest's ops_rng_bit_generator and rbg_sampling compare them with JAX's bits exactly).
    // MANUAL_REGION: a shard_map boundary the SPMD partitioner removes, never a kernel (ShardMapExecutionTest checks
    // the programs holding it against JAX on every rank).
    List<Op.KindCase> notGolden = new ArrayList<>(List.of(Op.KindCase.RNG, Op.KindCase.CALL, Op.KindCase.KIND_NOT_SET,
        Op.KindCase.WHILE, Op.KindCase.CASE, Op.KindCase.OPTIMIZATION_BARRIER, Op.KindCase.RNG_BIT_GENERATOR,
        Op.KindCase.MANUAL_REGION));
    for (Op.KindCase k : Op.KindCase.values()) {
      if (org.torchtpu.api.ir.Collectives.isCollective(k)) {
        notGolden.add(k);
      }
    }
    assertCovers("op kinds", Op.KindCase.values(), kinds, notGolden.toArray(new Op.KindCase[0]));
    assertCovers("unary kinds", UnaryOp.Kind.values(), unary, UnaryOp.Kind.KIND_UNSPECIFIED, UnaryOp.Kind.UNRECOGNIZED);
    assertCovers("binary kinds", BinaryOp.Kind.values(), binary, BinaryOp.Kind.KIND_UNSPECIFIED,
        BinaryOp.Kind.UNRECOGNIZED);
    assertCovers("compare directions", CompareOp.Direction.values(), directions,
        CompareOp.Direction.DIRECTION_UNSPECIFIED, CompareOp.Direction.UNRECOGNIZED);
    assertCovers("reduce kinds", ReduceOp.Kind.values(), reductions, ReduceOp.Kind.KIND_UNSPECIFIED,
        ReduceOp.Kind.UNRECOGNIZED);
    assertCovers("arg_reduce kinds", ArgReduceOp.Kind.values(), argReductions, ArgReduceOp.Kind.KIND_UNSPECIFIED,
        ArgReduceOp.Kind.UNRECOGNIZED);
    assertCovers("scatter combiners", ScatterOp.Combiner.values(), combiners, ScatterOp.Combiner.UNRECOGNIZED);
    assertCovers("dot_general precisions", DotGeneralOp.Precision.values(), precisions,
        DotGeneralOp.Precision.UNRECOGNIZED);
    List<String> missingConversions = new ArrayList<>();
    for (DType from : DType.values()) {
      for (DType to : DType.values()) {
        // u32/u64 (JAX's PRNG words and counters) have no NumPy-generated conversion matrix yet: UnsignedKernelsTest
        // checks their conversions by hand, and the PRNG corpus programs check them against JAX bit for bit
        boolean unsigned32or64 = from == DType.U32 || from == DType.U64 || to == DType.U32 || to == DType.U64;
        if (isSupported(from) && isSupported(to) && !unsigned32or64 && !conversions.contains(from + "->" + to)) {
          missingConversions.add(from + "->" + to);
        }
      }
    }
    assertTrue(missingConversions.isEmpty(), "convert has no golden case for " + missingConversions);
  }

  /**
   * Golden cases must be well-typed (the executor only ever sees ops that passed type inference)
   * and their expected outputs must have the inferred types.
   */
  @Test
  void everyGoldenCaseTypeChecks() {
    List<String> problems = new ArrayList<>();
    for (GoldenCase c : CASES) {
      List<TensorType> operandTypes = c.operands().stream().map(GoldenTensor::type).toList();
      try {
        List<TensorType> inferred = TypeInference.infer(c.op(), operandTypes);
        if (!c.expectsError()) {
          List<TensorType> expected = c.expected().stream().map(GoldenTensor::type).toList();
          if (!inferred.equals(expected)) {
            problems.add(c.id() + ": TypeInference gives " + typesToString(inferred) + ", golden expects "
                + typesToString(expected));
          }
        }
      } catch (RuntimeException e) {
        problems.add(c.id() + ": TypeInference rejects it: " + e.getMessage());
      }
    }
    assertTrue(problems.isEmpty(), problems.size() + " golden cases do not type-check:\n  "
        + String.join("\n  ", problems));
  }

  private void run(GoldenCase c) {
    List<DeviceArray> operands = c.operands().stream().map(GoldenTensor::toDeviceArray).toList();
    if (c.expectsError()) {
      assertEquals("OUT_OF_RANGE", c.expectError(), c.id() + ": unknown expectError");
      IndexOutOfRangeException e = assertThrows(IndexOutOfRangeException.class,
          () -> executor.execute(c.op(), operands, c.boundsChecked()),
          c.id() + ": an out-of-range index with bounds checking on must throw IndexOutOfRangeException");
      assertFalse(e.getMessage() == null || e.getMessage().isBlank(), c.id() + ": the error must say what was out of range");
      return;
    }
    List<DeviceArray> results = executor.execute(c.op(), operands, c.boundsChecked());
    assertEquals(c.expected().size(), results.size(), c.id() + ": number of results");
    for (int k = 0; k < results.size(); k++) {
      compare(c, k, c.expected().get(k), results.get(k));
    }
  }

  // ------------------------------------------------------------------------------------------
  // comparison

  private static void compare(GoldenCase c, int output, GoldenTensor expected, DeviceArray actual) {
    String where = c.id() + " output " + output;
    assertEquals(expected.dtype(), actual.dtype(), where + ": dtype");
    assertEquals(Arrays.toString(expected.dims()), Arrays.toString(actual.dims()), where + ": dims");
    List<String> mismatches = new ArrayList<>();
    int mismatchCount = 0;
    if (DTypes.isFloat(expected.dtype())) {
      float[] want = expected.floats();
      float[] got = actual.floats();
      for (int i = 0; i < want.length; i++) {
        boolean representable = Float.isNaN(got[i])
            || Float.floatToRawIntBits(Numerics.round(expected.dtype(), got[i])) == Float.floatToRawIntBits(got[i]);
        if (!representable || !matches(expected.dtype(), want[i], got[i], c.tolerance())) {
          if (mismatchCount++ < MAX_REPORTED_MISMATCHES) {
            mismatches.add("element " + i + " " + Arrays.toString(unravel(i, expected.dims())) + ": expected "
                + describe(expected.dtype(), want[i]) + ", got "
                + (representable
                    ? describe(expected.dtype(), got[i]) + ", " + ulpDistance(expected.dtype(), want[i], got[i])
                        + " ulps apart"
                    : describe(DType.F32, got[i]) + " which is not representable in " + DTypes.name(expected.dtype())));
          }
        }
      }
    } else {
      long[] want = expected.longs();
      long[] got = actual.longs();
      for (int i = 0; i < want.length; i++) {
        if (want[i] != got[i] && mismatchCount++ < MAX_REPORTED_MISMATCHES) {
          mismatches.add("element " + i + " " + Arrays.toString(unravel(i, expected.dims())) + ": expected "
              + want[i] + ", got " + got[i]);
        }
      }
    }
    if (mismatchCount > 0) {
      fail(where + ": " + mismatchCount + " of " + expected.size() + " elements differ (tolerance " + c.tolerance()
          + ")\n  " + String.join("\n  ", mismatches));
    }
  }

  /** The comparison rule stated in every golden file's "comparison" field. */
  static boolean matches(DType dtype, float expected, float actual, Tolerance tol) {
    if (Float.isNaN(expected) || Float.isNaN(actual)) {
      return Float.isNaN(expected) && Float.isNaN(actual);
    }
    if (Float.floatToRawIntBits(expected) == Float.floatToRawIntBits(actual)) {
      return true;
    }
    if (Float.isInfinite(expected) || Float.isInfinite(actual)) {
      return false;
    }
    if (tol.ulps() > 0 && ulpDistance(dtype, expected, actual) <= tol.ulps()) {
      return true;
    }
    return (tol.atol() > 0 || tol.rtol() > 0)
        && Math.abs((double) actual - expected) <= tol.atol() + tol.rtol() * Math.abs((double) expected);
  }

  /** Distance in units in the last place of {@code dtype}; -0 and +0 are 0 apart. */
  static long ulpDistance(DType dtype, float a, float b) {
    return Math.abs(orderedBits(dtype, a) - orderedBits(dtype, b));
  }

  private static long orderedBits(DType dtype, float x) {
    int bits;
    int signBit;
    switch (dtype) {
      case F32 -> {
        bits = Float.floatToRawIntBits(x);
        signBit = 31;
      }
      case BF16 -> {
        bits = Numerics.toBf16Bits(x) & 0xffff;
        signBit = 15;
      }
      case F16 -> {
        bits = Numerics.toF16Bits(x) & 0xffff;
        signBit = 15;
      }
      default -> throw new IllegalArgumentException(dtype + " is not a floating type");
    }
    long magnitude = bits & ((1L << signBit) - 1);
    return ((bits >>> signBit) & 1) != 0 ? -magnitude : magnitude;
  }

  private static String describe(DType dtype, float x) {
    String bits = switch (dtype) {
      case BF16 -> String.format("%04x", Numerics.toBf16Bits(x) & 0xffff);
      case F16 -> String.format("%04x", Numerics.toF16Bits(x) & 0xffff);
      default -> String.format("%08x", Float.floatToRawIntBits(x));
    };
    return Float.toString(x) + " (0x" + bits + ")";
  }

  private static int[] unravel(int flat, int[] dims) {
    int[] index = new int[dims.length];
    for (int d = dims.length - 1; d >= 0; d--) {
      index[d] = flat % dims[d];
      flat /= dims[d];
    }
    return index;
  }

  // ------------------------------------------------------------------------------------------
  // golden files

  record Tolerance(double atol, double rtol, long ulps, String why) {
    @Override
    public String toString() {
      return "ulps=" + ulps + " atol=" + atol + " rtol=" + rtol + ": " + why;
    }
  }

  record GoldenTensor(DType dtype, int[] dims, float[] floats, long[] longs) {
    static GoldenTensor parse(JsonNode node, String where) {
      DType dtype = DType.valueOf(node.get("dtype").asText());
      JsonNode dimsNode = node.get("dims");
      int[] dims = new int[dimsNode.size()];
      for (int i = 0; i < dims.length; i++) {
        dims[i] = dimsNode.get(i).asInt();
      }
      JsonNode values = node.get("values");
      if (DTypes.isFloat(dtype)) {
        float[] data = new float[values.size()];
        for (int i = 0; i < data.length; i++) {
          data[i] = parseFloat(values.get(i), where);
        }
        return new GoldenTensor(dtype, dims, data, null);
      }
      long[] data = new long[values.size()];
      for (int i = 0; i < data.length; i++) {
        JsonNode v = values.get(i);
        if (!v.canConvertToLong()) {
          throw new IllegalArgumentException(where + ": integer value " + v + " does not fit in a long");
        }
        data[i] = v.asLong();
      }
      return new GoldenTensor(dtype, dims, null, data);
    }

    private static float parseFloat(JsonNode v, String where) {
      if (v.isNumber()) {
        return (float) v.doubleValue(); // the file holds the exact float value, so this is exact
      }
      return switch (v.asText()) {
        case "NaN" -> Float.NaN;
        case "Infinity" -> Float.POSITIVE_INFINITY;
        case "-Infinity" -> Float.NEGATIVE_INFINITY;
        default -> throw new IllegalArgumentException(where + ": bad float value " + v);
      };
    }

    int size() {
      return floats != null ? floats.length : longs.length;
    }

    DeviceArray toDeviceArray() {
      return floats != null
          ? DeviceArray.ofFloats(dtype, dims, floats.clone())
          : DeviceArray.ofLongs(dtype, dims, longs.clone());
    }

    TensorType type() {
      TensorType.Builder b = TensorType.newBuilder().setDtype(dtype);
      for (int d : dims) {
        b.addDims(d);
      }
      return b.build();
    }
  }

  record GoldenCase(String file, String name, Op op, List<GoldenTensor> operands, boolean boundsChecked,
      List<GoldenTensor> expected, Tolerance tolerance, String expectError) {
    String id() {
      return "golden case '" + name + "' (" + file + ")";
    }

    boolean expectsError() {
      return expectError != null;
    }
  }

  private static Path goldenDir() {
    URL url = GoldenOpsTest.class.getResource("/golden");
    if (url == null) {
      throw new IllegalStateException("golden directory missing from the test classpath (src/test/resources/golden)");
    }
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<Path> goldenFiles() {
    try (Stream<Path> files = Files.list(goldenDir())) {
      return files.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<GoldenCase> loadAll() {
    List<GoldenCase> cases = new ArrayList<>();
    for (Path file : goldenFiles()) {
      String fileName = file.getFileName().toString();
      JsonNode root;
      try {
        root = JSON.readTree(file.toFile());
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + file, e);
      }
      for (JsonNode node : root.get("cases")) {
        cases.add(parseCase(fileName, node));
      }
    }
    return cases;
  }

  private static GoldenCase parseCase(String file, JsonNode node) {
    String name = node.get("name").asText();
    String where = file + " case " + name;
    Op.Builder op = Op.newBuilder();
    try {
      JsonFormat.parser().merge(JSON.writeValueAsString(node.get("op")), op);
    } catch (InvalidProtocolBufferException | com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalArgumentException(where + ": op is not valid torchtpu.v1.Op JSON: " + e.getMessage(), e);
    }
    List<GoldenTensor> operands = new ArrayList<>();
    for (JsonNode t : node.get("operands")) {
      operands.add(GoldenTensor.parse(t, where));
    }
    List<GoldenTensor> expected = new ArrayList<>();
    for (JsonNode t : node.get("expected")) {
      expected.add(GoldenTensor.parse(t, where));
    }
    JsonNode t = node.get("tolerance");
    Tolerance tolerance = new Tolerance(t.get("atol").asDouble(), t.get("rtol").asDouble(), t.get("ulps").asLong(),
        t.get("why").asText());
    String expectError = node.hasNonNull("expectError") ? node.get("expectError").asText() : null;
    return new GoldenCase(file, name, op.build(), operands, node.path("boundsChecked").asBoolean(false), expected,
        tolerance, expectError);
  }

  // ------------------------------------------------------------------------------------------

  private static boolean isSupported(DType dtype) {
    return dtype != DType.UNRECOGNIZED && DTypes.isSupported(dtype);
  }

  @SafeVarargs
  private static <E extends Enum<E>> void assertCovers(String what, E[] all, Set<E> seen, E... exempt) {
    List<E> missing = new ArrayList<>();
    Set<E> exemptSet = Set.of(exempt);
    for (E e : all) {
      if (!exemptSet.contains(e) && !seen.contains(e)) {
        missing.add(e);
      }
    }
    assertTrue(missing.isEmpty(), "no golden case covers these " + what + ": " + missing
        + " (add them to src/test/golden/generate_golden.py)");
  }

  private static String typesToString(List<TensorType> types) {
    return types.stream().map(Shapes::toString).collect(Collectors.joining(", ", "[", "]"));
  }
}
