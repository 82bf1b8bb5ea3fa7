package org.torchtpu.server.exec;

import java.util.List;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;

/**
 * Java heap a kernel allocates for its own temporaries while it runs, beyond its operands and results (which are
 * admitted as values). Most kernels need little or work in bounded blocks; those whose temporaries grow with the
 * operand are named here, so an op is admitted against its tenant's heap share with its scratch before it runs
 * (eager ops by the session, compiled programs by the largest of their ops'), never found out by an
 * OutOfMemoryError that other tenants' work would share.
 */
public final class OpScratch {
  private OpScratch() {}

  /** Whether ops of {@code kind} have scratch worth computing (the rest are 0). */
  public static boolean needsScratch(Op.KindCase kind) {
    return kind == Op.KindCase.FFT || kind == Op.KindCase.CONVOLUTION || kind == Op.KindCase.CHOLESKY
        || kind == Op.KindCase.LU || kind == Op.KindCase.QR || kind == Op.KindCase.HOUSEHOLDER_PRODUCT
        || kind == Op.KindCase.EIGH || kind == Op.KindCase.SVD || kind == Op.KindCase.TRIANGULAR_SOLVE;
  }

  /** Scratch heap bytes {@code op} takes on operands of {@code operandTypes} (already type-checked); 0 for most ops. */
  public static long heapBytes(Op op, List<TensorType> operandTypes) {
    return switch (op.getKindCase()) {
      case FFT -> operandTypes.isEmpty() ? 0 : FftKernels.scratchBytes(op.getFft(), operandTypes.get(0));
      case CONVOLUTION -> operandTypes.size() < 2 ? 0
          : ConvolutionScratch.bytes(op.getConvolution(), operandTypes.get(0), operandTypes.get(1));
      case CHOLESKY, TRIANGULAR_SOLVE, LU, QR, HOUSEHOLDER_PRODUCT -> LinalgKernels.scratchBytes(operandTypes);
      // the symmetric matrix and its rotations in double
      case EIGH -> 2 * LinalgKernels.scratchBytes(operandTypes);
      // the matrix being orthogonalised, V, and the completing vectors (a square basis for full_matrices), in double
      case SVD -> operandTypes.isEmpty() ? 0
          : SvdKernel.scratchBytes(operandTypes.get(0), op.getSvd().getFullMatrices());
      default -> 0;
    };
  }
}
