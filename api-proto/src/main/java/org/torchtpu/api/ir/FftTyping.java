package org.torchtpu.api.ir;

import static org.torchtpu.api.ir.TypingChecks.error;
import static org.torchtpu.api.ir.TypingChecks.expectCount;
import static org.torchtpu.api.ir.TypingChecks.str;

import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FftOp;
import org.torchtpu.api.v1.TensorType;

/**
 * The typing of fft. Complex values are f32 with a trailing dimension of 2 (real, imaginary), so the transformed
 * dimensions are the ones just before it for FFT, IFFT and IRFFT's input, and the innermost ones of RFFT's real
 * input and IRFFT's real result.
 */
final class FftTyping {
  /** StableHLO allows transforms over the innermost 1 to 3 dimensions. */
  static final int MAX_FFT_RANK = 3;

  private FftTyping() {}

  static TensorType fft(String name, FftOp op, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    TensorType x = operands.get(0);
    int k = op.getFftLengthCount();
    if (k < 1 || k > MAX_FFT_RANK) {
      throw error(name, "fft_length must give 1 to " + MAX_FFT_RANK + " lengths, got " + k);
    }
    for (long n : op.getFftLengthList()) {
      if (n < 1) {
        throw error(name, "fft_length " + op.getFftLengthList() + " has a length below 1");
      }
    }
    if (x.getDtype() != DType.F32) {
      throw error(name, "transforms f32 values (complex64 as f32[..., 2]), got " + str(x));
    }
    boolean complexIn = op.getType() != FftOp.Type.RFFT;
    int rank = x.getDimsCount();
    int signalRank = complexIn ? rank - 1 : rank;
    if (complexIn && (rank == 0 || x.getDims(rank - 1) != 2)) {
      throw error(name, op.getType() + " needs a complex operand (f32[..., 2]), got " + str(x));
    }
    if (signalRank < k) {
      throw error(name, "operand " + str(x) + " has fewer than " + k + " signal dimensions");
    }
    TensorType.Builder out = TensorType.newBuilder().setDtype(DType.F32);
    for (int d = 0; d < signalRank - k; d++) {
      out.addDims(x.getDims(d));
    }
    for (int i = 0; i < k; i++) {
      long have = x.getDims(signalRank - k + i);
      long n = op.getFftLength(i);
      boolean last = i == k - 1;
      long expected = last && op.getType() == FftOp.Type.IRFFT ? n / 2 + 1 : n;
      if (have != expected) {
        throw error(name, op.getType() + " of lengths " + op.getFftLengthList() + " needs dimension "
            + (signalRank - k + i) + " of " + str(x) + " to be " + expected + ", it is " + have);
      }
      out.addDims(last && op.getType() == FftOp.Type.RFFT ? n / 2 + 1 : n);
    }
    if (op.getType() != FftOp.Type.IRFFT) {
      out.addDims(2);
    }
    return out.build();
  }
}
