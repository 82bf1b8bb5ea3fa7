package org.torchtpu.server.exec;

import org.torchtpu.api.ir.ConvolutionTyping;
import org.torchtpu.api.ir.ConvolutionTyping.Geometry;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.TensorType;

/**
 * Java heap a convolution takes beside its operands and result (see {@link OpScratch}), as the unrolled route
 * ({@link ConvolutionKernels}) allocates it: per spatial dim an index table of output size x window ints, the kernel
 * re-laid as a matrix, one block of unrolled rows (patches) and its product, and each copying thread's window
 * offsets. The index tables grow with output x window, not with either operand: a 1x1 image padded to 8192 outputs
 * under an 8192-tap window has 2^26 entries (256 MiB) for 4 bytes of input, which was never admitted.
 */
final class ConvolutionScratch {
  private ConvolutionScratch() {}

  static long bytes(ConvolutionOp op, TensorType lhs, TensorType rhs) {
    Geometry g;
    try {
      g = ConvolutionTyping.geometry(op, lhs, rhs);
    } catch (RuntimeException e) {
      return 0; // refused by typing, naming why
    }
    boolean isFloat = org.torchtpu.api.ir.DTypes.isFloat(lhs.getDtype());
    long element = isFloat ? Float.BYTES : Long.BYTES;
    try {
      long tables = 0;
      for (int s = 0; s < g.spatial(); s++) {
        tables = Math.addExact(tables, Math.multiplyExact(Integer.BYTES, Math.multiplyExact(g.outputSpatial()[s],
            g.windowSpatial()[s])));
      }
      long groups = (long) g.featureGroups() * g.batchGroups();
      long k = Math.multiplyExact(g.windowElements(), g.featuresPerGroup());
      long outPerGroup = g.outputFeatures() / groups;
      long weights = Math.multiplyExact(element, Math.multiplyExact(groups, Math.multiplyExact(k, outPerGroup)));
      long rows = Math.multiplyExact(g.outputBatch(), g.outputPositions());
      long rowsPerBlock = Math.max(1, Math.min(rows, ConvolutionKernels.BLOCK_ELEMENTS / Math.max(1L, groups * k)));
      long patches = Math.multiplyExact(element, Math.multiplyExact(groups, Math.multiplyExact(rowsPerBlock, k)));
      long product = Math.multiplyExact(element, Math.multiplyExact(groups, Math.multiplyExact(rowsPerBlock,
          outPerGroup)));
      long offsets = Math.multiplyExact((long) Integer.BYTES * Runtime.getRuntime().availableProcessors(),
          g.windowElements());
      return Math.addExact(Math.addExact(tables, weights), Math.addExact(Math.addExact(patches, product), offsets));
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }
}
