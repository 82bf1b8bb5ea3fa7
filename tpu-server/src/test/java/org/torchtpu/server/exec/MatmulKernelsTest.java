package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.torchtpu.server.exec.TestArrays.dims;
import static org.torchtpu.server.exec.TestArrays.f32;
import static org.torchtpu.server.exec.TestArrays.floats;
import static org.torchtpu.server.exec.TestArrays.longs;
import static org.torchtpu.server.exec.TestArrays.random;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.server.exec.MatmulKernels.FloatKernel;

class MatmulKernelsTest {

  private static DotGeneralOp.Builder dot(long[] lhsBatch, long[] rhsBatch, long[] lhsContract, long[] rhsContract) {
    DotGeneralOp.Builder b = DotGeneralOp.newBuilder();
    for (long d : lhsBatch) {
      b.addLhsBatchingDims(d);
    }
    for (long d : rhsBatch) {
      b.addRhsBatchingDims(d);
    }
    for (long d : lhsContract) {
      b.addLhsContractingDims(d);
    }
    for (long d : rhsContract) {
      b.addRhsContractingDims(d);
    }
    return b;
  }

  private static long[] l(long... v) {
    return v;
  }

  private static DotGeneralOp matmulOp(DotGeneralOp.Precision precision) {
    return dot(l(), l(), l(1), l(0)).setPrecision(precision).build();
  }

  private static void assumeKernel(FloatKernel kernel) {
    assumeTrue(kernel == FloatKernel.SCALAR || MatmulKernels.vectorApiAvailable(), "Vector API module not present");
  }

  @ParameterizedTest
  @EnumSource(FloatKernel.class)
  void smallMatmulHasTheHandComputedAnswer(FloatKernel kernel) {
    assumeKernel(kernel);
    DeviceArray a = f32(dims(2, 3), 1, 2, 3, 4, 5, 6);
    DeviceArray b = f32(dims(3, 2), 7, 8, 9, 10, 11, 12);
    DeviceArray c = MatmulKernels.dotGeneral(matmulOp(DotGeneralOp.Precision.HIGHEST), a, b, kernel);
    assertThat(c.dtype()).isEqualTo(DType.F32);
    assertThat(c.dims()).containsExactly(2, 2);
    assertThat(c.floats()).containsExactly(58, 64, 139, 154);
  }

  @Test
  void defaultPrecisionRoundsF32InputsToBf16() {
    DeviceArray a = f32(dims(1, 2), 1f + 0x1p-10f, 1f);
    DeviceArray b = f32(dims(2, 1), 1f, 1f);
    assertThat(MatmulKernels.dotGeneral(matmulOp(DotGeneralOp.Precision.DEFAULT), a, b).floats()).containsExactly(2f);
    assertThat(MatmulKernels.dotGeneral(matmulOp(DotGeneralOp.Precision.HIGHEST), a, b).floats()).containsExactly(2f + 0x1p-10f);
  }

  @Test
  void bf16OperandsAccumulateInF32AndRoundOnceToTheResultDtype() {
    DeviceArray a = floats(DType.BF16, dims(1, 3), 1f, 0x1p-8f, 0x1p-8f);
    DeviceArray b = floats(DType.BF16, dims(3, 1), 1f, 1f, 1f);
    // a bf16 accumulator would drop each 2^-8 (ties to even); float32 keeps them
    DeviceArray asF32 = MatmulKernels.dotGeneral(matmulOp(DotGeneralOp.Precision.DEFAULT).toBuilder().setResultDtype(DType.F32).build(), a, b);
    assertThat(asF32.dtype()).isEqualTo(DType.F32);
    assertThat(asF32.floats()).containsExactly(1f + 0x1p-7f);
    DeviceArray asBf16 = MatmulKernels.dotGeneral(matmulOp(DotGeneralOp.Precision.DEFAULT), a, b);
    assertThat(asBf16.dtype()).isEqualTo(DType.BF16);
    assertThat(asBf16.floats()).containsExactly(1f + 0x1p-7f);
    DeviceArray a2 = floats(DType.BF16, dims(1, 2), 1f, 0x1p-8f);
    DeviceArray b2 = floats(DType.BF16, dims(2, 1), 1f, 1f);
    assertThat(MatmulKernels.dotGeneral(matmulOp(DotGeneralOp.Precision.DEFAULT), a2, b2).floats()).containsExactly(1f);
  }

  @ParameterizedTest
  @EnumSource(FloatKernel.class)
  void accumulationIsSequentialFmaOverK(FloatKernel kernel) {
    assumeKernel(kernel);
    int m = 9;
    int n = 45;
    int k = 700; // crosses the kernels' k blocking
    DeviceArray a = random(DType.F32, dims(m, k), 11);
    DeviceArray b = random(DType.F32, dims(k, n), 12);
    DeviceArray c = MatmulKernels.dotGeneral(matmulOp(DotGeneralOp.Precision.HIGHEST), a, b, kernel);
    float[] want = new float[m * n];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        float acc = 0f;
        for (int kk = 0; kk < k; kk++) {
          acc = Math.fma(a.floats()[i * k + kk], b.floats()[kk * n + j], acc);
        }
        want[i * n + j] = acc;
      }
    }
    assertThat(c.floats()).containsExactly(want);
  }

  @ParameterizedTest
  @EnumSource(FloatKernel.class)
  void aReusedOutputArrayFullOfGarbageGivesTheSameBits(FloatKernel kernel) {
    assumeKernel(kernel);
    // the output is taken from the run's BufferPool without zero-filling it: every element must be written,
    // including the columns of a last panel cut off at n (45 = one and a bit panels) and both k slices
    int m = 19;
    int n = 45;
    int k = 300;
    DeviceArray a = random(DType.F32, dims(m, k), 21);
    DeviceArray b = random(DType.F32, dims(k, n), 22);
    DotGeneralOp op = matmulOp(DotGeneralOp.Precision.HIGHEST);
    float[] want = MatmulKernels.dotGeneral(op, a, b, kernel).floats().clone();
    BufferPool pool = new BufferPool(1 << 20);
    float[] garbage = new float[m * n];
    Arrays.fill(garbage, Float.NaN);
    pool.give(garbage);
    BufferPool previous = BufferPool.install(pool);
    float[] got;
    try {
      got = MatmulKernels.dotGeneral(op, a, b, kernel).floats();
    } finally {
      BufferPool.install(previous);
    }
    assertThat(got).isSameAs(garbage); // it did take the reused array
    assertThat(got).containsExactly(want);
  }

  /** One dot_general configuration: operand dims and dimension numbers. */
  private record Case(String name, int[] lhsDims, int[] rhsDims, long[] lb, long[] rb, long[] lc, long[] rc) {}

  private static List<Case> permutationCases() {
    List<Case> cases = new ArrayList<>();
    cases.add(new Case("plain", dims(7, 300), dims(300, 37), l(), l(), l(1), l(0)));
    cases.add(new Case("both transposed", dims(300, 7), dims(37, 300), l(), l(), l(0), l(1)));
    cases.add(new Case("batch in the middle", dims(6, 3, 50), dims(50, 3, 40), l(1), l(1), l(2), l(0)));
    cases.add(new Case("two contracting dims, swapped", dims(5, 6, 7), dims(7, 33, 5), l(), l(), l(0, 2), l(2, 0)));
    cases.add(new Case("two batch dims, permuted", dims(2, 3, 5, 20), dims(3, 20, 2, 36), l(0, 1), l(2, 0), l(3), l(1)));
    cases.add(new Case("outer product", dims(9), dims(70), l(), l(), l(), l()));
    cases.add(new Case("vector dot", dims(513), dims(513), l(), l(), l(0), l(0)));
    cases.add(new Case("several free dims", dims(3, 40, 5), dims(40, 4, 9), l(), l(), l(1), l(0)));
    cases.add(new Case("matrix-vector", dims(33, 65), dims(65), l(), l(), l(1), l(0)));
    cases.add(new Case("large, parallel", dims(160, 130), dims(130, 120), l(), l(), l(1), l(0)));
    cases.add(new Case("batched, parallel", dims(3, 64, 128), dims(3, 128, 100), l(0), l(0), l(2), l(1)));
    cases.add(new Case("short and wide, split by columns", dims(40, 300), dims(300, 200), l(), l(), l(1), l(0)));
    // both operands transposed (packed along their free dims), K over two of the kernel's k
    // slices, parallel packing, M and N not multiples of the tile
    cases.add(new Case("transposed operands, deep K, parallel", dims(300, 90), dims(83, 300), l(), l(), l(0), l(1)));
    return cases;
  }

  @ParameterizedTest
  @EnumSource(FloatKernel.class)
  void dimensionNumbersMatchANaiveDoubleReference(FloatKernel kernel) {
    assumeKernel(kernel);
    long seed = 100;
    for (Case c : permutationCases()) {
      for (DotGeneralOp.Precision precision : DotGeneralOp.Precision.values()) {
        if (precision == DotGeneralOp.Precision.UNRECOGNIZED) {
          continue;
        }
        DeviceArray lhs = random(DType.F32, c.lhsDims, seed++);
        DeviceArray rhs = random(DType.F32, c.rhsDims, seed++);
        DotGeneralOp op = dot(c.lb, c.rb, c.lc, c.rc).setPrecision(precision).build();
        DeviceArray got = MatmulKernels.dotGeneral(op, lhs, rhs, kernel);
        Reference want = reference(op, lhs, rhs, precision == DotGeneralOp.Precision.DEFAULT);
        assertThat(got.dims()).as(c.name).containsExactly(want.dims);
        for (int i = 0; i < want.values.length; i++) {
          double tolerance = want.contractedSize * 0x1p-24 * want.absSums[i] + 1e-30;
          assertThat((double) got.floats()[i]).as("%s %s element %d", c.name, precision, i)
              .isCloseTo(want.values[i], org.assertj.core.data.Offset.offset(tolerance));
        }
      }
    }
  }

  @Test
  void vectorAndScalarKernelsAreBitIdentical() {
    assumeTrue(MatmulKernels.vectorApiAvailable());
    long seed = 7;
    for (Case c : permutationCases()) {
      for (DType dtype : new DType[] {DType.F32, DType.BF16, DType.F16}) {
        DeviceArray lhs = random(dtype, c.lhsDims, seed++);
        DeviceArray rhs = random(dtype, c.rhsDims, seed++);
        for (DotGeneralOp.Precision precision : new DotGeneralOp.Precision[] {DotGeneralOp.Precision.DEFAULT, DotGeneralOp.Precision.HIGHEST}) {
          DotGeneralOp op = dot(c.lb, c.rb, c.lc, c.rc).setPrecision(precision).build();
          float[] vector = MatmulKernels.dotGeneral(op, lhs, rhs, FloatKernel.VECTOR).floats();
          float[] scalar = MatmulKernels.dotGeneral(op, lhs, rhs, FloatKernel.SCALAR).floats();
          assertThat(vector).as("%s %s %s", c.name, dtype, precision).containsExactly(scalar);
        }
      }
    }
  }

  @Test
  void parallelBlocksCoverEveryOutputBlockOnce() {
    int[][] shapes = {{1, 64, 16}, {1, 64, 1}, {1, 256, 16}, {1, 65, 3}, {3, 64, 16}, {2, 10, 5}, {1, 1, 1}};
    for (int threads : new int[] {1, 2, 3, 8}) {
      for (int[] shape : shapes) {
        int batch = shape[0];
        int m = shape[1];
        int panels = shape[2];
        java.util.concurrent.atomic.AtomicIntegerArray covered = new java.util.concurrent.atomic.AtomicIntegerArray(batch * m * panels);
        java.util.concurrent.atomic.AtomicInteger pieces = new java.util.concurrent.atomic.AtomicInteger();
        MatmulKernels.forEachBlock(batch, m, panels, threads, 64, (b, m0, m1, p0, p1) -> {
          pieces.incrementAndGet();
          for (int i = m0; i < m1; i++) {
            for (int p = p0; p < p1; p++) {
              covered.incrementAndGet((b * m + i) * panels + p);
            }
          }
        });
        for (int i = 0; i < covered.length(); i++) {
          assertThat(covered.get(i)).as("threads=%d shape=%s block %d", threads, Arrays.toString(shape), i).isEqualTo(1);
        }
        if (threads > 1 && batch == 1 && m <= 64 && panels >= threads) {
          // one row block: the columns are what gets split, one piece per thread
          assertThat(pieces.get()).as("threads=%d shape=%s", threads, Arrays.toString(shape)).isEqualTo(threads);
        }
      }
    }
  }

  @Test
  void edgeSizesAroundTheTileShapes() {
    assumeTrue(MatmulKernels.vectorApiAvailable());
    int[] sizes = {1, 2, 3, 4, 5, 15, 16, 17, 31, 32, 33, 63, 65};
    long seed = 1;
    for (int m : sizes) {
      for (int n : sizes) {
        int k = 64 + m; // keeps M*N*K above the vector kernel's minimum for most cases
        DeviceArray a = random(DType.F32, dims(m, k), seed++);
        DeviceArray b = random(DType.F32, dims(k, n), seed++);
        DotGeneralOp op = matmulOp(DotGeneralOp.Precision.HIGHEST);
        assertThat(MatmulKernels.dotGeneral(op, a, b, FloatKernel.VECTOR).floats()).as("m=%d n=%d", m, n)
            .containsExactly(MatmulKernels.dotGeneral(op, a, b, FloatKernel.SCALAR).floats());
      }
    }
  }

  @Test
  void nanAndInfinityPropagate() {
    DeviceArray a = f32(dims(2, 2), Float.NaN, 1f, Float.POSITIVE_INFINITY, 0f);
    DeviceArray b = f32(dims(2, 2), 1f, 0f, 1f, 1f);
    DeviceArray c = MatmulKernels.dotGeneral(matmulOp(DotGeneralOp.Precision.HIGHEST), a, b);
    // row 0 has a NaN; row 1: inf*1 + 0*1 = inf, inf*0 + 0*1 = NaN
    assertThat(c.floats()).containsExactly(Float.NaN, Float.NaN, Float.POSITIVE_INFINITY, Float.NaN);
  }

  @Test
  void integerDotAccumulatesWideAndWrapsToTheResultDtype() {
    DeviceArray a = longs(DType.S8, dims(1, 2), 100, 100);
    DeviceArray b = longs(DType.S8, dims(2, 1), 100, 100);
    DotGeneralOp op = matmulOp(DotGeneralOp.Precision.DEFAULT);
    DeviceArray wide = MatmulKernels.dotGeneral(op.toBuilder().setResultDtype(DType.S32).build(), a, b);
    assertThat(wide.dtype()).isEqualTo(DType.S32);
    assertThat(wide.longs()).containsExactly(20000);
    assertThat(MatmulKernels.dotGeneral(op, a, b).longs()).containsExactly(32); // 20000 mod 256
    DeviceArray asFloat = MatmulKernels.dotGeneral(op.toBuilder().setResultDtype(DType.F32).build(), a, b);
    assertThat(asFloat.floats()).containsExactly(20000f);
    DeviceArray u = longs(DType.U8, dims(2, 2), 255, 1, 2, 3);
    DeviceArray v = longs(DType.U8, dims(2, 2), 1, 0, 0, 1);
    assertThat(MatmulKernels.dotGeneral(op, u, v).longs()).containsExactly(255, 1, 2, 3);
    DeviceArray s = longs(DType.S64, dims(1, 2), Long.MAX_VALUE, 1);
    DeviceArray t = longs(DType.S64, dims(2, 1), 2, 2);
    assertThat(MatmulKernels.dotGeneral(op, s, t).longs()).containsExactly(0); // 2^64 wraps to 0
  }

  @Test
  void batchedIntegerDotMatchesTheReference() {
    DeviceArray a = longs(DType.S32, dims(2, 3, 2), 1, 2, 3, 4, 5, 6, -1, -2, -3, -4, -5, -6);
    DeviceArray b = longs(DType.S32, dims(2, 2), 1, 10, 100, 1000); // rhs batch dim 1
    DotGeneralOp op = dot(l(0), l(1), l(2), l(0)).build();
    DeviceArray c = MatmulKernels.dotGeneral(op, a, b);
    assertThat(c.dims()).containsExactly(2, 3);
    // batch 0 uses rhs column 0 = (1, 100); batch 1 uses (10, 1000)
    assertThat(c.longs()).containsExactly(201, 403, 605, -2010, -4030, -6050);
  }

  @Test
  void emptyContractionGivesZerosAndEmptyFreeDimsGiveEmptyResults() {
    DeviceArray a = f32(dims(2, 0));
    DeviceArray b = f32(dims(0, 3));
    DeviceArray c = MatmulKernels.dotGeneral(matmulOp(DotGeneralOp.Precision.HIGHEST), a, b);
    assertThat(c.dims()).containsExactly(2, 3);
    assertThat(c.floats()).containsOnly(0f);
    DeviceArray d = MatmulKernels.dotGeneral(matmulOp(DotGeneralOp.Precision.HIGHEST), f32(dims(0, 4)), f32(dims(4, 3),
        new float[12]));
    assertThat(d.dims()).containsExactly(0, 3);
    assertThat(d.size()).isZero();
  }

  @Test
  void badDimensionNumbersAreTypeErrors() {
    DeviceArray a = f32(dims(2, 3), new float[6]);
    DeviceArray b = f32(dims(4, 2), new float[8]);
    assertThatThrownBy(() -> MatmulKernels.dotGeneral(matmulOp(DotGeneralOp.Precision.DEFAULT), a, b))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("contracting dim sizes differ");
    assertThatThrownBy(() -> MatmulKernels.dotGeneral(dot(l(), l(), l(2), l(0)).build(), a, b))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("lhs_contracting_dims entry 2");
    assertThatThrownBy(() -> MatmulKernels.dotGeneral(dot(l(0), l(1), l(0), l(0)).build(), a, f32(dims(2, 2), new float[4])))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("more than once");
    assertThatThrownBy(() -> MatmulKernels.dotGeneral(dot(l(), l(), l(1), l(0)).build(), a, longs(DType.S32, dims(3, 1), 1, 2, 3)))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("must both be floating or both integer");
  }

  @Test
  void runsWithoutTheVectorModule() throws Exception {
    // a child JVM without --add-modules must use the scalar kernel and never load VectorMatmul
    String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), NoVectorModuleMain.class.getName())
        .redirectErrorStream(true).start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.exitValue()).as(out).isZero();
    assertThat(out).contains("vector=false").contains("result=[58.0, 64.0, 139.0, 154.0]").contains("big=ok");
  }

  // ---------------------------------------------------------------- reference

  private record Reference(int[] dims, double[] values, double[] absSums, long contractedSize) {}

  /** dot_general straight from its definition, in double, index by index. */
  private static Reference reference(DotGeneralOp op, DeviceArray lhs, DeviceArray rhs, boolean roundToBf16) {
    int[] ld = lhs.dims();
    int[] rd = rhs.dims();
    List<Integer> lb = toInts(op.getLhsBatchingDimsList());
    List<Integer> rb = toInts(op.getRhsBatchingDimsList());
    List<Integer> lc = toInts(op.getLhsContractingDimsList());
    List<Integer> rc = toInts(op.getRhsContractingDimsList());
    List<Integer> lf = new ArrayList<>();
    for (int d = 0; d < ld.length; d++) {
      if (!lb.contains(d) && !lc.contains(d)) {
        lf.add(d);
      }
    }
    List<Integer> rf = new ArrayList<>();
    for (int d = 0; d < rd.length; d++) {
      if (!rb.contains(d) && !rc.contains(d)) {
        rf.add(d);
      }
    }
    int[] outDims = new int[lb.size() + lf.size() + rf.size()];
    int r = 0;
    for (int d : lb) {
      outDims[r++] = ld[d];
    }
    for (int d : lf) {
      outDims[r++] = ld[d];
    }
    for (int d : rf) {
      outDims[r++] = rd[d];
    }
    int[] contractDims = new int[lc.size()];
    long contracted = 1;
    for (int i = 0; i < lc.size(); i++) {
      contractDims[i] = ld[lc.get(i)];
      contracted *= contractDims[i];
    }
    int outSize = 1;
    for (int d : outDims) {
      outSize *= d;
    }
    int[] ls = TestArrays.strides(ld);
    int[] rs = TestArrays.strides(rd);
    double[] values = new double[outSize];
    double[] absSums = new double[outSize];
    for (int o = 0; o < outSize; o++) {
      int[] oi = TestArrays.unravel(o, outDims);
      int[] li = new int[ld.length];
      int[] ri = new int[rd.length];
      for (int i = 0; i < lb.size(); i++) {
        li[lb.get(i)] = oi[i];
        ri[rb.get(i)] = oi[i];
      }
      for (int i = 0; i < lf.size(); i++) {
        li[lf.get(i)] = oi[lb.size() + i];
      }
      for (int i = 0; i < rf.size(); i++) {
        ri[rf.get(i)] = oi[lb.size() + lf.size() + i];
      }
      double sum = 0;
      double abs = 0;
      for (int c = 0; c < contracted; c++) {
        int[] ci = TestArrays.unravel(c, contractDims);
        for (int i = 0; i < lc.size(); i++) {
          li[lc.get(i)] = ci[i];
          ri[rc.get(i)] = ci[i];
        }
        float a = lhs.floats()[dot(li, ls)];
        float b = rhs.floats()[dot(ri, rs)];
        if (roundToBf16) {
          a = Numerics.roundToBf16(a);
          b = Numerics.roundToBf16(b);
        }
        sum += (double) a * b;
        abs += Math.abs((double) a * b);
      }
      values[o] = sum;
      absSums[o] = abs;
    }
    return new Reference(outDims, values, absSums, contracted);
  }

  private static int dot(int[] index, int[] strides) {
    int off = 0;
    for (int i = 0; i < index.length; i++) {
      off += index[i] * strides[i];
    }
    return off;
  }

  private static List<Integer> toInts(List<Long> dims) {
    List<Integer> out = new ArrayList<>();
    for (long d : dims) {
      out.add((int) d);
    }
    return out;
  }
}
