package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Status;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.FftOp;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.OpScratch;

/**
 * A kernel's own temporaries count against its tenant's heap share while it runs: an FFT computes in double, so a
 * complex64 transform of N points takes 16 N bytes of spectrum (plus its twiddles) beside an 8 N-byte operand and
 * result. Before, only the operand and result were admitted and a tenant could make the host allocate three times its
 * share in one op.
 */
class KernelScratchAdmissionTest {
  private static final int N = 1 << 16;
  private static final TensorType SIGNAL = TensorType.newBuilder().setDtype(DType.F32).addDims(N).addDims(2).build();
  private static final Op IOTA = Op.newBuilder().addResults(1)
      .setIota(IotaOp.newBuilder().setType(SIGNAL).setDimension(0)).build();
  private static final Op FFT = Op.newBuilder().addOperands(1).addResults(2)
      .setFft(FftOp.newBuilder().setType(FftOp.Type.FFT).addFftLength(N)).build();

  @Test
  void anFftsDoubleScratchIsAdmittedAgainstTheTenantsHeapShare() {
    long value = DeviceArray.heapBytes(SIGNAL);
    long scratch = OpScratch.heapBytes(FFT, List.of(SIGNAL));
    // the spectrum in double, a line copy and the power-of-two twiddles
    assertThat(scratch).isEqualTo(16L * N + 32L * N);

    // a share that holds the operand and the result with room to spare, but not the scratch beside them
    SharedHeapSessions tight = new SharedHeapSessions(2 * value + scratch / 2);
    DeviceSession s = tight.sessions.open("t", Generation.V5E, 0, EagerMode.DEBUG, null);
    s.runOp(IOTA, 1, true);
    OpFailure refused = catchThrowableOfType(OpFailure.class, () -> s.runOp(FFT, 2, true));
    assertThat(refused.code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getMessage()).contains("the scratch of fft", "tenant t", "torchtpu.quota.max-heap-share");
    assertThat(tight.memory.held()).as("the refused op gave back its result and scratch").isEqualTo(value);
    tight.sessions.close(s.id());
    assertThat(tight.memory.held()).isZero();

    // room for all three: it runs, and gives the scratch back after
    SharedHeapSessions roomy = new SharedHeapSessions(2 * value + scratch);
    DeviceSession r = roomy.sessions.open("t", Generation.V5E, 0, EagerMode.DEBUG, null);
    r.runOp(IOTA, 1, true);
    r.runOp(FFT, 2, true);
    assertThat(roomy.memory.held()).isEqualTo(2 * value);
    roomy.sessions.close(r.id());
  }

  @Test
  void aCompiledProgramHoldsItsLargestKernelsScratch() {
    SharedHeapSessions any = new SharedHeapSessions(Long.MAX_VALUE / 2);
    Graph g = Graph.newBuilder().addOps(IOTA).addOps(FFT).addOutputs(2).build();
    var compiled = any.programs.compileGraph("t", g, org.torchtpu.api.v1.CompileOptions.getDefaultInstance(),
        org.torchtpu.server.chip.ChipSpecs.of(Generation.V5E), 1);
    assertThat(compiled.program().kernelScratchHeap()).isEqualTo(OpScratch.heapBytes(FFT, List.of(SIGNAL)));
  }

  @Test
  void aChirpZLengthCountsItsPlan() {
    // 1000 points: Bluestein over m = 2048 (seven arrays of m doubles), besides the spectrum and the line
    Op fft = FFT.toBuilder().setFft(FftOp.newBuilder().setType(FftOp.Type.FFT).addFftLength(1000)).build();
    TensorType x = TensorType.newBuilder().setDtype(DType.F32).addDims(3).addDims(1000).addDims(2).build();
    assertThat(OpScratch.heapBytes(fft, List.of(x))).isEqualTo(16L * 3 * 1000 + 32L * 1000 + 56L * 2048);
  }

  /**
   * A convolution's index tables grow with output x window, not with its operands: a 1x1 image padded to 8192
   * outputs under an 8192-tap kernel has 2^26 table entries (256 MiB) for 4 bytes of input. They are admitted as the
   * op's scratch, so a 64 MiB share refuses the op before it allocates them.
   */
  @Test
  void aConvolutionsIndexTablesAreAdmittedAgainstTheTenantsHeapShare() {
    int taps = 8192;
    TensorType image = TensorType.newBuilder().setDtype(DType.F32).addDims(1).addDims(1).addDims(1).addDims(1).build();
    TensorType kernel = TensorType.newBuilder().setDtype(DType.F32).addDims(1).addDims(1).addDims(taps).addDims(1)
        .build();
    Op lhs = Op.newBuilder().addResults(1).setIota(IotaOp.newBuilder().setType(image).setDimension(0)).build();
    Op rhs = Op.newBuilder().addResults(2).setIota(IotaOp.newBuilder().setType(kernel).setDimension(2)).build();
    // NCHW x OIHW: height 1 + 2 x 8191 padding - 8192 + 1 = 8192 outputs, each over 8192 taps
    Op conv = Op.newBuilder().addOperands(1).addOperands(2).addResults(3).setConvolution(
        org.torchtpu.api.v1.ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(1)
            .addAllInputSpatialDimensions(List.of(2L, 3L)).setKernelOutputFeatureDimension(0)
            .setKernelInputFeatureDimension(1).addAllKernelSpatialDimensions(List.of(2L, 3L))
            .setOutputBatchDimension(0).setOutputFeatureDimension(1).addAllOutputSpatialDimensions(List.of(2L, 3L))
            .setFeatureGroupCount(1).setBatchGroupCount(1)
            .addAllPaddingLow(List.of((long) taps - 1, 0L)).addAllPaddingHigh(List.of((long) taps - 1, 0L)))
        .build();
    long scratch = OpScratch.heapBytes(conv, List.of(image, kernel));
    assertThat(scratch).as("scratch of the convolution").isGreaterThanOrEqualTo(4L * taps * taps); // its table alone

    SharedHeapSessions tight = new SharedHeapSessions(64L << 20);
    DeviceSession s = tight.sessions.open("t", Generation.V5E, 0, EagerMode.DEBUG, null);
    s.runOp(lhs, 1, true);
    s.runOp(rhs, 2, true);
    long held = tight.memory.held();
    OpFailure refused = catchThrowableOfType(OpFailure.class, () -> s.runOp(conv, 3, true));
    assertThat(refused).as("the convolution under a 64 MiB share").isNotNull();
    assertThat(refused.code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getMessage()).contains("the scratch of convolution", "torchtpu.quota.max-heap-share");
    assertThat(tight.memory.held()).as("the refused op gave back its result and scratch").isEqualTo(held);
    tight.sessions.close(s.id());
  }
}
