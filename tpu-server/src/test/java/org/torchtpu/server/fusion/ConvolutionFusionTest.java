package org.torchtpu.server.fusion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.exec.DeviceArray;

/** A convolution takes its bias and activation as an epilogue, as a matmul does, with the same bits as op by op. */
class ConvolutionFusionTest {

  @Test
  void convolutionTakesBiasAndActivationAsEpilogue() {
    for (DType dtype : List.of(DType.F32, DType.BF16)) {
      GraphBuilder b = new GraphBuilder();
      long x = b.param(GraphBuilder.type(dtype, 2, 9, 7, 6)); // NHWC
      long w = b.param(GraphBuilder.type(dtype, 3, 3, 3, 8)); // HWIO, 2 feature groups
      long bias = b.param(GraphBuilder.type(dtype, 8));
      long conv = b.op(Op.newBuilder().setConvolution(nhwc().setFeatureGroupCount(2)
          .addAllWindowStrides(List.of(2L, 1L)).addAllPaddingLow(List.of(1L, 1L)).addAllPaddingHigh(List.of(1L, 1L))),
          x, w);
      long h = b.add(conv, b.broadcast(bias, new long[] {2, 5, 7, 8}, 3));
      long y = b.unary(UnaryOp.Kind.TANH, h);
      Graph graph = b.graph(y);

      ExecutableProgram program = CompilerTestSupport.compile(graph);
      assertThat(program.kernels()).as(dtype + " kernels").hasSize(1);
      assertThat(program.kernels().get(0).kind()).isEqualTo(FusedKernel.Kind.MATMUL_EPILOGUE);

      List<DeviceArray> params = CompilerTestSupport.randomParameters(graph, new Random(14));
      DeviceArray expected = CompilerTestSupport.runOpByOp(graph, params).get(0);
      DeviceArray actual = program.run(params, CompilerTestSupport.EXECUTOR, false).get(0);
      CompilerTestSupport.assertBitIdentical(expected, actual, dtype + " fused convolution");
    }
  }

  static ConvolutionOp.Builder nhwc() {
    return ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(3)
        .addAllInputSpatialDimensions(List.of(1L, 2L)).setKernelInputFeatureDimension(2)
        .setKernelOutputFeatureDimension(3).addAllKernelSpatialDimensions(List.of(0L, 1L))
        .setOutputBatchDimension(0).setOutputFeatureDimension(3).addAllOutputSpatialDimensions(List.of(1L, 2L))
        .setFeatureGroupCount(1).setBatchGroupCount(1);
  }
}
