package org.torchtpu.server.exec;

import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * dot_general with the MXU's numerics.
 *
 * <p>Floating operands: with precision DEFAULT the inputs are rounded to bf16 (as the MXU's
 * input conversion does), with HIGHEST they keep their own precision; either way each output is
 * accumulated in float32 as {@code c = fma(a[k], b[k], c)} for k = 0, 1, ..., K-1 in order,
 * starting from +0.0, and the final value is rounded to the result dtype. Both kernels below
 * (Vector API and scalar) follow exactly this order, so they give bit-identical results; for
 * bf16 inputs the products are exact in float32, so fused and unfused accumulation agree too.
 * Integer operands accumulate in 64-bit integers and wrap to the result dtype.
 *
 * <p>The operands are first copied into the kernel's layouts (for the Vector API kernel, packed
 * row panels of lhs and NR-wide column panels of rhs, {@link MatmulPacking}; for the scalar
 * kernel lhs as [batch, M, K] row-major and rhs as [batch, K, N] rows), which is where any
 * transposition implied by the dimension numbers and the bf16 input rounding happen.
 */
public final class MatmulKernels {
  private MatmulKernels() {}

  /** Which float kernel runs; {@link #dotGeneral(DotGeneralOp, DeviceArray, DeviceArray)} picks the best available. */
  enum FloatKernel {
    /** Register-blocked jdk.incubator.vector kernel ({@link VectorMatmul}). */
    VECTOR,
    /** Cache-blocked scalar kernel whose inner loop C2 auto-vectorises. */
    SCALAR
  }

  /** M*N*K from which a matmul is split over the common ForkJoinPool. */
  static final long PARALLEL_THRESHOLD = 1L << 21;

  // No size floor for the Vector API kernel: even at 4x4x4 it beats the scalar one (0.36 vs 0.57 us per call), and
  // the tiny Llama's attention matmuls (16 batches of 16x8x16, below the old floor of M*N*K = 4096) take 8.8-10.9 us
  // against 18.5-26 us (CPU per call, this machine). Both kernels give the same bits (MatmulKernelsTest).

  // scalar kernel blocking: a KC x NC block of the rhs (512 KiB) stays in L2 while every lhs
  // row streams past it; the NC-float output row segment stays in L1
  private static final int SCALAR_KC = 128;
  private static final int SCALAR_NC = 1024;

  private static final boolean VECTOR_AVAILABLE =
      ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();

  /** True when the JVM was started with the Vector API module (--add-modules=jdk.incubator.vector). */
  public static boolean vectorApiAvailable() {
    return VECTOR_AVAILABLE;
  }

  public static DeviceArray dotGeneral(DotGeneralOp op, DeviceArray lhs, DeviceArray rhs) {
    return dotGeneral(op, lhs, rhs, VECTOR_AVAILABLE ? FloatKernel.VECTOR : FloatKernel.SCALAR, null);
  }

  /**
   * What a fused kernel does with finished rows of a product: called with the product's storage (a float[], or a
   * long[] for an integer result) and a range of whole output rows, flat [from, from + count), once their values
   * are final. Ranges are disjoint, together they cover the product, and they may run on several threads at once.
   */
  @FunctionalInterface
  public interface RowEpilogue {
    void run(Object product, int from, int count);
  }

  /**
   * dot_general followed by {@code epilogue} over its result: on each parallel block's rows right after that block
   * computed them (while they are in the core's cache, and without a second parallel pass) when the blocks are
   * whole rows of a float32 result; otherwise over the whole result once it is done. Either way the epilogue sees
   * the same final values, so what it computes does not depend on which.
   */
  public static DeviceArray dotGeneral(DotGeneralOp op, DeviceArray lhs, DeviceArray rhs, RowEpilogue epilogue) {
    return dotGeneral(op, lhs, rhs, VECTOR_AVAILABLE ? FloatKernel.VECTOR : FloatKernel.SCALAR, epilogue);
  }

  static DeviceArray dotGeneral(DotGeneralOp op, DeviceArray lhs, DeviceArray rhs, FloatKernel kernel) {
    return dotGeneral(op, lhs, rhs, kernel, null);
  }

  /** dot_general with a chosen float kernel (the benchmark and tests compare the two), then the epilogue if any. */
  static DeviceArray dotGeneral(DotGeneralOp op, DeviceArray lhs, DeviceArray rhs, FloatKernel kernel,
      RowEpilogue epilogue) {
    if (kernel == FloatKernel.VECTOR && !VECTOR_AVAILABLE) {
      throw new IllegalStateException("the Vector API kernel needs --add-modules=jdk.incubator.vector");
    }
    return multiply(DotGeometry.of(op, lhs, rhs), op, lhs, rhs, kernel, epilogue);
  }

  /**
   * dot_general with a geometry built for this call only, not kept in the thread's {@link DotGeometryCache}: for a
   * caller whose operand shapes follow its input's (the unrolled convolution's blocks of patches), whose geometries
   * would only push out the ones a compiled program's matmuls find there call after call.
   */
  static DeviceArray dotGeneralUncached(DotGeneralOp op, DeviceArray lhs, DeviceArray rhs) {
    return multiply(DotGeometry.build(op, lhs, rhs), op, lhs, rhs,
        VECTOR_AVAILABLE ? FloatKernel.VECTOR : FloatKernel.SCALAR, null);
  }

  private static DeviceArray multiply(DotGeometry g, DotGeneralOp op, DeviceArray lhs, DeviceArray rhs,
      FloatKernel kernel, RowEpilogue epilogue) {
    DType resultDtype = op.getResultDtype() == DType.DTYPE_UNSPECIFIED ? lhs.dtype() : op.getResultDtype();
    if (!DTypes.isSupported(resultDtype)) {
      throw new OpTypeException("dot_general result dtype " + resultDtype + " is not supported");
    }
    if (lhs.isFloat() != rhs.isFloat()) {
      throw new OpTypeException("dot_general operands must both be floating or both integer, got " + lhs + " and " + rhs);
    }
    if (lhs.isFloat()) {
      boolean roundToBf16 = op.getPrecision() == DotGeneralOp.Precision.DEFAULT;
      // a float32 result needs no rounding after the multiply, so finished rows are final: the epilogue may run
      // on them inside the blocks (it reports whether it did); other results are rounded as a whole first
      RowEpilogue inBlocks = resultDtype == DType.F32 ? epilogue : null;
      boolean[] ranInBlocks = {false};
      float[] c = multiplyFloat(g, lhs, rhs, roundToBf16, kernel, inBlocks, ranInBlocks);
      DeviceArray result = floatResult(resultDtype, g.resultDims, c);
      if (epilogue != null && !ranInBlocks[0]) {
        runAfter(epilogue, result);
      }
      return result;
    }
    long[] c = multiplyInteger(g, lhs.longs(), rhs.longs());
    DeviceArray result = integerResult(resultDtype, g.resultDims, c);
    if (epilogue != null) {
      runAfter(epilogue, result);
    }
    return result;
  }

  /** The epilogue over the whole finished result. */
  private static void runAfter(RowEpilogue epilogue, DeviceArray result) {
    epilogue.run(result.isFloat() ? result.floats() : result.longs(), 0, result.size());
  }

  // ---------------------------------------------------------------- float path

  private static float[] multiplyFloat(DotGeometry g, DeviceArray lhs, DeviceArray rhs, boolean roundToBf16,
      FloatKernel kernel, RowEpilogue epilogue, boolean[] ranEpilogue) {
    int batch = g.batch;
    int m = g.m;
    int n = g.n;
    int k = g.k;
    int size = Math.multiplyExact(batch, Math.multiplyExact(m, n));
    if (size == 0 || k == 0) {
      return BufferPool.floats(size); // an empty sum is +0.0 (an epilogue runs after, over the whole result)
    }
    // both kernels below write every output (VectorMatmul's first k slice starts from +0.0, the scalar kernel
    // copies whole rows), so a reused array need not be zeroed first
    float[] c = BufferPool.floatsToOverwrite(size);
    boolean bf16Lhs = roundToBf16 && lhs.dtype() != DType.BF16;
    boolean bf16Rhs = roundToBf16 && rhs.dtype() != DType.BF16;
    boolean useVector = kernel == FloatKernel.VECTOR;
    int threads = threadsFor((long) batch * m * n * k);
    int panels = useVector ? (n + VectorMatmul.panelWidth() - 1) / VectorMatmul.panelWidth() : 1;
    // blocks of whole rows (not split by column panels) are final once computed: the epilogue runs in the block
    RowEpilogue inBlock = epilogue != null && splitsWholeRows(batch, m, panels, threads,
        useVector ? VectorMatmul.ROW_BLOCK : 1) ? epilogue : null;
    ranEpilogue[0] = inBlock != null;
    if (useVector) {
      // VectorMatmul is touched only on this branch (ROW_BLOCK is a compile-time constant), so
      // a JVM without the module never loads it
      int nr = VectorMatmul.panelWidth();
      int panelBatchStride = MatmulPacking.packedRhsStride(n, k, nr);
      float[] lhsData = lhs.floats();
      if (threads <= 1) {
        // one thread: the packing buffers are borrowed once for every batch element (a borrow and give-back per
        // element cost two thread-local lookups and a SoftReference each, 16 of them per attention matmul of the
        // tiny Llama); the same blocks in the same order as forEachBlock's serial loop
        float[] rhsData = rhs.floats();
        float[] bPanels = null;
        float[] aRows = null;
        try {
          // borrowed inside the try: a buffer lent and never given back stays lent for good on this thread
          bPanels = MatmulPacking.borrow(1, panelBatchStride);
          aRows = MatmulPacking.borrow(0, MatmulPacking.packedLhsStride(m, k));
          float[] edgeTile = VectorMatmul.edgeTile(n); // one for every batch element, as the packing buffers
          for (int b = 0; b < batch; b++) {
            MatmulPacking.packRhsBatch(g, rhsData, bf16Rhs, nr, b, bPanels);
            MatmulPacking.packLhsRows(g, lhsData, bf16Lhs, b, 0, m, aRows);
            VectorMatmul.multiply(aRows, 0, bPanels, 0, c, b * m * n, 0, m, 0, panels, n, k, edgeTile);
            if (inBlock != null) {
              inBlock.run(c, b * m * n, m * n);
            }
          }
        } finally {
          giveBackBoth(aRows, bPanels);
        }
        return c;
      }
      if (batch >= threads) {
        // every block is one whole batch element (all its rows and panels): it packs its own rhs as well as its
        // lhs, on the core that multiplies them, and the matmul needs no parallel packing pass before the blocks
        float[] rhsData = rhs.floats();
        forEachBlock(batch, m, panels, threads, VectorMatmul.ROW_BLOCK, (b, m0, m1, p0, p1) -> {
          float[] bPanels = null;
          float[] aRows = null;
          try {
            bPanels = MatmulPacking.borrow(1, panelBatchStride);
            aRows = MatmulPacking.borrow(0, MatmulPacking.packedLhsStride(m1 - m0, k));
            MatmulPacking.packRhsBatch(g, rhsData, bf16Rhs, nr, b, bPanels);
            MatmulPacking.packLhsRows(g, lhsData, bf16Lhs, b, m0, m1, aRows);
            VectorMatmul.multiply(aRows, -m0 * k, bPanels, 0, c, b * m * n, m0, m1, p0, p1, n, k);
          } finally {
            giveBackBoth(aRows, bPanels);
          }
          if (inBlock != null) {
            inBlock.run(c, (b * m + m0) * n, (m1 - m0) * n);
          }
        });
        return c;
      }
      float[] bPanels = MatmulPacking.borrow(1, Math.multiplyExact(batch, panelBatchStride));
      try {
        MatmulPacking.packRhs(g, rhs.floats(), bf16Rhs, nr, threads > 1, bPanels);
        // each block packs its own lhs rows right before multiplying them: on the core that reads them, while they
        // are in its cache, and without a parallel pass of its own (one fork/join fewer per matmul)
        forEachBlock(batch, m, (n + nr - 1) / nr, threads, VectorMatmul.ROW_BLOCK, (b, m0, m1, p0, p1) -> {
          float[] aRows = MatmulPacking.borrow(0, MatmulPacking.packedLhsStride(m1 - m0, k));
          try {
            MatmulPacking.packLhsRows(g, lhsData, bf16Lhs, b, m0, m1, aRows);
            // aRows holds the row panel of row i at (i - m0) * k
            VectorMatmul.multiply(aRows, -m0 * k, bPanels, b * panelBatchStride, c, b * m * n, m0, m1, p0, p1, n, k);
          } finally {
            MatmulPacking.giveBack(0, aRows);
          }
          if (inBlock != null) {
            inBlock.run(c, (b * m + m0) * n, (m1 - m0) * n);
          }
        });
      } finally {
        MatmulPacking.giveBack(1, bPanels);
      }
    } else {
      float[] a = canonicalLhs(g, lhs, bf16Lhs);
      float[][] bRows = rhsRows(g, rhs, bf16Rhs);
      forEachBlock(batch, m, 1, threads, 1, (b, m0, m1, p0, p1) -> {
        float[][] cRows = new float[m1 - m0][n];
        multiplyScalar(a, (b * m + m0) * k, bRows, b * k, cRows, m1 - m0, n, k);
        for (int i = m0; i < m1; i++) {
          System.arraycopy(cRows[i - m0], 0, c, (b * m + i) * n, n);
        }
        if (inBlock != null) {
          inBlock.run(c, (b * m + m0) * n, (m1 - m0) * n);
        }
      });
    }
    return c;
  }

  /**
   * Scalar kernel: cRows[i] += a[i, :] * B for rows of a starting at aOff (row stride k), with B
   * given as k rows starting at bRows[bRow0]. Per output the k terms are fused in order, so
   * cache blocking over k and n changes nothing in the result; four k steps share one pass over
   * the output row, which quarters the output loads and stores.
   */
  static void multiplyScalar(float[] a, int aOff, float[][] bRows, int bRow0, float[][] cRows, int rows, int n, int k) {
    KernelStop stop = KernelStop.current();
    for (int k0 = 0; k0 < k; k0 += SCALAR_KC) {
      int k1 = Math.min(k, k0 + SCALAR_KC);
      for (int j0 = 0; j0 < n; j0 += SCALAR_NC) {
        stop.check("a matrix product"); // once per rows x SCALAR_KC x SCALAR_NC block
        int j1 = Math.min(n, j0 + SCALAR_NC);
        for (int i = 0; i < rows; i++) {
          float[] cRow = cRows[i];
          int aRow = aOff + i * k;
          int kk = k0;
          for (; kk + 4 <= k1; kk += 4) {
            int b = bRow0 + kk;
            axpy4(a[aRow + kk], bRows[b], a[aRow + kk + 1], bRows[b + 1],
                a[aRow + kk + 2], bRows[b + 2], a[aRow + kk + 3], bRows[b + 3], cRow, j0, j1);
          }
          for (; kk < k1; kk++) {
            axpy(a[aRow + kk], bRows[bRow0 + kk], cRow, j0, j1);
          }
        }
      }
    }
  }

  /**
   * c[j] = fma(s, b[j], c[j]) over [j0, j1). The same index on both arrays is what lets C2
   * vectorise it (with distinct offsets it must assume the arrays may overlap).
   */
  private static void axpy(float s, float[] b, float[] c, int j0, int j1) {
    for (int j = j0; j < j1; j++) {
      c[j] = Math.fma(s, b[j], c[j]);
    }
  }

  /** Four axpy steps in k order, fused per element. */
  private static void axpy4(float s0, float[] b0, float s1, float[] b1, float s2, float[] b2, float s3, float[] b3,
      float[] c, int j0, int j1) {
    for (int j = j0; j < j1; j++) {
      c[j] = Math.fma(s3, b3[j], Math.fma(s2, b2[j], Math.fma(s1, b1[j], Math.fma(s0, b0[j], c[j]))));
    }
  }

  /** lhs as [batch, M, K] row-major; the operand's own storage when it already is and needs no rounding. */
  private static float[] canonicalLhs(DotGeometry g, DeviceArray lhs, boolean roundToBf16) {
    float[] src = lhs.floats();
    if (g.lhsCanonical && !roundToBf16) {
      return src;
    }
    int[] bOff = g.lhsBatchOffsets;
    int[] mOff = g.lhsFreeOffsets;
    int[] kOff = g.lhsContractOffsets;
    float[] a;
    if (g.lhsCanonical) {
      a = src.clone();
    } else {
      a = new float[g.batch * g.m * g.k];
      boolean rowsContiguous = isContiguous(kOff);
      int p = 0;
      for (int b = 0; b < g.batch; b++) {
        for (int i = 0; i < g.m; i++) {
          int base = bOff[b] + mOff[i];
          if (rowsContiguous) {
            System.arraycopy(src, base + kOff[0], a, p, g.k);
            p += g.k;
            continue;
          }
          for (int kk = 0; kk < g.k; kk++) {
            a[p++] = src[base + kOff[kk]];
          }
        }
      }
    }
    if (roundToBf16) {
      Numerics.roundInPlace(DType.BF16, a);
    }
    return a;
  }

  /** rhs as batch*K rows of N floats. */
  private static float[][] rhsRows(DotGeometry g, DeviceArray rhs, boolean roundToBf16) {
    float[] src = rhs.floats();
    int[] bOff = g.rhsBatchOffsets;
    int[] kOff = g.rhsContractOffsets;
    int[] nOff = g.rhsFreeOffsets;
    float[][] rows = new float[g.batch * g.k][g.n];
    for (int b = 0; b < g.batch; b++) {
      for (int kk = 0; kk < g.k; kk++) {
        float[] row = rows[b * g.k + kk];
        int base = bOff[b] + kOff[kk];
        for (int j = 0; j < g.n; j++) {
          row[j] = src[base + nOff[j]];
        }
        if (roundToBf16) {
          Numerics.roundInPlace(DType.BF16, row);
        }
      }
    }
    return rows;
  }

  /** The offsets step by one element: a run of them is one block copy. */
  private static boolean isContiguous(int[] offsets) {
    for (int i = 1; i < offsets.length; i++) {
      if (offsets[i] != offsets[0] + i) {
        return false;
      }
    }
    return true;
  }

  private static DeviceArray floatResult(DType dtype, int[] dims, float[] c) {
    if (DTypes.isFloat(dtype)) {
      Numerics.roundInPlace(dtype, c);
      return DeviceArray.ofFloats(dtype, dims, c);
    }
    long[] out = new long[c.length];
    for (int i = 0; i < c.length; i++) {
      out[i] = ElementwiseKernels.floatToInteger(dtype, c[i]);
    }
    return DeviceArray.ofLongs(dtype, dims, out);
  }

  // ---------------------------------------------------------------- integer path

  private static long[] multiplyInteger(DotGeometry g, long[] lhs, long[] rhs) {
    long[] c = new long[Math.multiplyExact(g.batch, Math.multiplyExact(g.m, g.n))];
    if (c.length == 0 || g.k == 0) {
      return c;
    }
    // rhs as batch*K rows of N, so the inner loop runs over two arrays with the same index
    long[][] bRows = new long[g.batch * g.k][g.n];
    for (int b = 0; b < g.batch; b++) {
      for (int kk = 0; kk < g.k; kk++) {
        long[] row = bRows[b * g.k + kk];
        int base = g.rhsBatchOffsets[b] + g.rhsContractOffsets[kk];
        for (int j = 0; j < g.n; j++) {
          row[j] = rhs[base + g.rhsFreeOffsets[j]];
        }
      }
    }
    long[] cRow = new long[g.n];
    KernelStop stop = KernelStop.current();
    for (int b = 0; b < g.batch; b++) {
      for (int i = 0; i < g.m; i++) {
        if ((i & 63) == 0) {
          stop.check("an integer matrix product"); // every 64 rows
        }
        int aBase = g.lhsBatchOffsets[b] + g.lhsFreeOffsets[i];
        Arrays.fill(cRow, 0);
        for (int kk = 0; kk < g.k; kk++) {
          long s = lhs[aBase + g.lhsContractOffsets[kk]];
          long[] bRow = bRows[b * g.k + kk];
          for (int j = 0; j < g.n; j++) {
            cRow[j] += s * bRow[j]; // wraps mod 2^64, which commutes with the final wrap
          }
        }
        System.arraycopy(cRow, 0, c, (b * g.m + i) * g.n, g.n);
      }
    }
    return c;
  }

  private static DeviceArray integerResult(DType dtype, int[] dims, long[] c) {
    if (DTypes.isFloat(dtype)) {
      float[] out = new float[c.length];
      for (int i = 0; i < c.length; i++) {
        out[i] = ElementwiseKernels.longToFloat(dtype, c[i]);
      }
      return DeviceArray.ofFloats(dtype, dims, out);
    }
    ElementwiseKernels.wrapInPlace(dtype, c);
    return DeviceArray.ofLongs(dtype, dims, c);
  }

  // ---------------------------------------------------------------- parallel split

  @FunctionalInterface
  interface BlockTask {
    /** Output rows [rowStart, rowEnd) and column panels [panelStart, panelEnd) of one batch element. */
    void run(int batchIndex, int rowStart, int rowEnd, int panelStart, int panelEnd);
  }

  private static int threadsFor(long work) {
    if (work < PARALLEL_THRESHOLD) {
      return 1;
    }
    // a parallel stream runs on the common pool's workers plus the calling thread
    return ForkJoinPool.getCommonPoolParallelism() + 1;
  }

  /** Whether {@link #forEachBlock} with these arguments gives every block whole rows (all column panels). */
  static boolean splitsWholeRows(int batch, int m, int panels, int threads, int rowAlign) {
    return threads <= 1 || blockPlan(batch, m, panels, threads, rowAlign)[1] == 1;
  }

  /** {rowsPerChunk, panelChunks, panelsPerChunk, perBatch} of a parallel split ({@link #forEachBlock}). */
  private static int[] blockPlan(int batch, int m, int panels, int threads, int rowAlign) {
    int chunksPerBatch = batch >= threads ? 1 : (threads + batch - 1) / batch;
    int evenRows = (m + chunksPerBatch - 1) / chunksPerBatch;
    int rowsPerChunk = Math.max(rowAlign, (evenRows + rowAlign - 1) / rowAlign * rowAlign);
    int rowChunks = (m + rowsPerChunk - 1) / rowsPerChunk;
    int panelChunks = Math.min(panels, Math.max(1, chunksPerBatch / rowChunks));
    int panelsPerChunk = (panels + panelChunks - 1) / panelChunks;
    return new int[] {rowsPerChunk, panelChunks, panelsPerChunk, rowChunks * panelChunks};
  }

  /**
   * Runs task over every batch element in about {@code threads} pieces that write disjoint
   * output blocks: row ranges aligned to {@code rowAlign} first, and when a batch has fewer row
   * ranges than threads (a 64-row activation against a wide weight), ranges of its
   * {@code panels} column panels as well, so a short, wide matmul still uses every core.
   */
  static void forEachBlock(int batch, int m, int panels, int threads, int rowAlign, BlockTask task) {
    if (threads <= 1) {
      for (int b = 0; b < batch; b++) {
        task.run(b, 0, m, 0, panels);
      }
      return;
    }
    int[] plan = blockPlan(batch, m, panels, threads, rowAlign);
    int rowsPerChunk = plan[0];
    int panelChunks = plan[1];
    int panelsPerChunk = plan[2];
    int perBatch = plan[3];
    KernelStop.forEachPart(IntStream.range(0, batch * perBatch).parallel(), unit -> {
      int b = unit / perBatch;
      int rowChunk = (unit % perBatch) / panelChunks;
      int panelChunk = unit % panelChunks;
      int m0 = rowChunk * rowsPerChunk;
      int p0 = panelChunk * panelsPerChunk;
      task.run(b, m0, Math.min(m, m0 + rowsPerChunk), p0, Math.min(panels, p0 + panelsPerChunk));
    }, "a matrix product");
  }

  // ---------------------------------------------------------------- geometry

  /** Sizes of the canonical problem and, per operand, the storage offset of each index of each dim group. */
  static final class DotGeometry {
    final int batch;
    final int m;
    final int n;
    final int k;
    final int[] resultDims;
    final int[] lhsBatchOffsets;
    final int[] lhsFreeOffsets;
    final int[] lhsContractOffsets;
    final int[] rhsBatchOffsets;
    final int[] rhsFreeOffsets;
    final int[] rhsContractOffsets;
    /** lhs storage already is [batch..., free..., contracting...] in order. */
    final boolean lhsCanonical;

    private DotGeometry(int[] resultDims, int[] lhsBatchOffsets, int[] lhsFreeOffsets, int[] lhsContractOffsets,
        int[] rhsBatchOffsets, int[] rhsFreeOffsets, int[] rhsContractOffsets, boolean lhsCanonical) {
      this.resultDims = resultDims;
      this.lhsBatchOffsets = lhsBatchOffsets;
      this.lhsFreeOffsets = lhsFreeOffsets;
      this.lhsContractOffsets = lhsContractOffsets;
      this.rhsBatchOffsets = rhsBatchOffsets;
      this.rhsFreeOffsets = rhsFreeOffsets;
      this.rhsContractOffsets = rhsContractOffsets;
      this.lhsCanonical = lhsCanonical;
      this.batch = lhsBatchOffsets.length;
      this.m = lhsFreeOffsets.length;
      this.k = lhsContractOffsets.length;
      this.n = rhsFreeOffsets.length;
    }

    /**
     * The geometry of {@code op} over operands of these dims, from the calling thread's {@link DotGeometryCache} when
     * an op with the same dim lists (a compiled program passes its own op on every call) last ran on the same dims:
     * building it, six offset tables and the dim lists read through boxed getters, was 41 of the 530 KB the
     * compiled tiny-Llama step allocated per call and 3-5% of its CPU (JFR). A geometry is never changed once built.
     */
    static DotGeometry of(DotGeneralOp op, DeviceArray lhs, DeviceArray rhs) {
      DotGeometryCache cache = DotGeometryCache.mine();
      DotGeometry g = cache.find(op, lhs.dims(), rhs.dims());
      if (g == null) {
        g = build(op, lhs, rhs);
        cache.keep(op, lhs.dims(), rhs.dims(), g);
      }
      return g;
    }

    /** Ints held in the six offset tables and the result dims: what a cached geometry keeps alive. */
    int heldInts() {
      return lhsBatchOffsets.length + lhsFreeOffsets.length + lhsContractOffsets.length + rhsBatchOffsets.length
          + rhsFreeOffsets.length + rhsContractOffsets.length + resultDims.length;
    }

    /** The geometry of {@code op} over these operands, checked against them, built afresh (not kept). */
    static DotGeometry build(DotGeneralOp op, DeviceArray lhs, DeviceArray rhs) {
      int[] lb = dimList("lhs_batching_dims", op.getLhsBatchingDimsList(), lhs);
      int[] rb = dimList("rhs_batching_dims", op.getRhsBatchingDimsList(), rhs);
      int[] lc = dimList("lhs_contracting_dims", op.getLhsContractingDimsList(), lhs);
      int[] rc = dimList("rhs_contracting_dims", op.getRhsContractingDimsList(), rhs);
      if (lb.length != rb.length) {
        throw new OpTypeException("dot_general has " + lb.length + " lhs batching dims but " + rb.length + " rhs batching dims");
      }
      if (lc.length != rc.length) {
        throw new OpTypeException("dot_general has " + lc.length + " lhs contracting dims but " + rc.length + " rhs contracting dims");
      }
      for (int i = 0; i < lb.length; i++) {
        if (lhs.dims()[lb[i]] != rhs.dims()[rb[i]]) {
          throw new OpTypeException("dot_general batching dim sizes differ: lhs dim " + lb[i] + " of " + lhs
              + " vs rhs dim " + rb[i] + " of " + rhs);
        }
      }
      for (int i = 0; i < lc.length; i++) {
        if (lhs.dims()[lc[i]] != rhs.dims()[rc[i]]) {
          throw new OpTypeException("dot_general contracting dim sizes differ: lhs dim " + lc[i] + " of " + lhs
              + " vs rhs dim " + rc[i] + " of " + rhs);
        }
      }
      int[] lf = freeDims("lhs", lhs, lb, lc);
      int[] rf = freeDims("rhs", rhs, rb, rc);

      int[] lStrides = strides(lhs.dims());
      int[] rStrides = strides(rhs.dims());
      int[] resultDims = new int[lb.length + lf.length + rf.length];
      int r = 0;
      for (int d : lb) {
        resultDims[r++] = lhs.dims()[d];
      }
      for (int d : lf) {
        resultDims[r++] = lhs.dims()[d];
      }
      for (int d : rf) {
        resultDims[r++] = rhs.dims()[d];
      }
      return new DotGeometry(resultDims, offsets(lhs.dims(), lStrides, lb), offsets(lhs.dims(), lStrides, lf),
          offsets(lhs.dims(), lStrides, lc), offsets(rhs.dims(), rStrides, rb), offsets(rhs.dims(), rStrides, rf),
          offsets(rhs.dims(), rStrides, rc), isIdentityOrder(lb, lf, lc));
    }

    private static boolean isIdentityOrder(int[]... groups) {
      int next = 0;
      for (int[] group : groups) {
        for (int d : group) {
          if (d != next++) {
            return false;
          }
        }
      }
      return true;
    }

    private static int[] dimList(String field, java.util.List<Long> dims, DeviceArray operand) {
      int[] out = new int[dims.size()];
      for (int i = 0; i < out.length; i++) {
        long d = dims.get(i);
        if (d < 0 || d >= operand.rank()) {
          throw new OpTypeException("dot_general " + field + " entry " + d + " is out of range for " + operand);
        }
        out[i] = (int) d;
      }
      return out;
    }

    private static int[] freeDims(String side, DeviceArray operand, int[] batching, int[] contracting) {
      boolean[] used = new boolean[operand.rank()];
      for (int[] group : new int[][] {batching, contracting}) {
        for (int d : group) {
          if (used[d]) {
            throw new OpTypeException("dot_general " + side + " dim " + d + " of " + operand
                + " is named more than once in batching/contracting dims");
          }
          used[d] = true;
        }
      }
      int[] free = new int[operand.rank() - batching.length - contracting.length];
      int f = 0;
      for (int d = 0; d < used.length; d++) {
        if (!used[d]) {
          free[f++] = d;
        }
      }
      return free;
    }

    private static int[] strides(int[] dims) {
      int[] s = new int[dims.length];
      int stride = 1;
      for (int d = dims.length - 1; d >= 0; d--) {
        s[d] = stride;
        stride *= dims[d];
      }
      return s;
    }

    /** Offsets of every multi-index over {@code group}, the last dim of the group varying fastest. */
    private static int[] offsets(int[] dims, int[] strides, int[] group) {
      int[] table = {0};
      for (int d : group) {
        int size = dims[d];
        int[] next = new int[table.length * size];
        int p = 0;
        for (int base : table) {
          for (int i = 0; i < size; i++) {
            next[p++] = base + i * strides[d];
          }
        }
        table = next;
      }
      return table;
    }
  }

  /** Gives back the packing buffers a block borrowed, either of which may not have been borrowed (null). */
  private static void giveBackBoth(float[] aRows, float[] bPanels) {
    if (aRows != null) {
      MatmulPacking.giveBack(0, aRows);
    }
    if (bPanels != null) {
      MatmulPacking.giveBack(1, bPanels);
    }
  }
}
