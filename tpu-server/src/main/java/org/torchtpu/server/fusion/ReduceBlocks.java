package org.torchtpu.server.fusion;

import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Dims;
import org.torchtpu.server.exec.ReductionKernels;

/**
 * How a fused reduce root with producers is cut into blocks of whole output rows. The operand's
 * leading dimensions before the first reduced one (of size above 1) are kept: each of their index
 * combinations is a row, and a block of rows is reduced as the shape [rows, remaining dims...] with
 * the reduce's dimensions shifted to match. The reduction's summation order depends only on the number
 * of reduced elements, so a block gives the same bits as the whole operand.
 */
final class ReduceBlocks {
  /** The reduce operand's dimensions. */
  final int[] operandDims;
  /** Dimensions [0, prefixEnd) are the kept leading ones; a block spans whole rows of them. */
  private final int prefixEnd;
  /** The reduce as it runs on one block. */
  private final ReduceOp blockReduce;

  ReduceBlocks(ReduceOp reduce, int[] operandDims) {
    this.operandDims = operandDims;
    boolean[] reduced = new boolean[operandDims.length];
    for (long d : reduce.getDimensionsList()) {
      reduced[(int) d] = true;
    }
    int p = 0;
    while (p < operandDims.length && !(reduced[p] && operandDims[p] != 1)) {
      p++;
    }
    prefixEnd = p;
    ReduceOp.Builder shifted = reduce.toBuilder().clearDimensions();
    for (int d = prefixEnd; d < operandDims.length; d++) {
      if (reduced[d]) {
        shifted.addDimensions(1 + d - prefixEnd);
      }
    }
    blockReduce = shifted.build();
  }

  /** The number of rows: the product of the kept leading dimensions. */
  int rows() {
    return Dims.product(operandDims, 0, prefixEnd);
  }

  /** Operand elements per row. */
  int rowSize() {
    return Dims.product(operandDims, prefixEnd, operandDims.length);
  }

  /** Reduces {@code count} rows of the operand held in {@code scratch} (float or long storage of {@code dtype}). */
  DeviceArray reduceRows(DType dtype, boolean isFloat, Object scratch, int count) {
    int[] blockDims = new int[1 + operandDims.length - prefixEnd];
    blockDims[0] = count;
    System.arraycopy(operandDims, prefixEnd, blockDims, 1, operandDims.length - prefixEnd);
    DeviceArray block = isFloat ? DeviceArray.ofFloats(dtype, blockDims, (float[]) scratch)
        : DeviceArray.ofLongs(dtype, blockDims, (long[]) scratch);
    return ReductionKernels.reduce(blockReduce, block);
  }
}
