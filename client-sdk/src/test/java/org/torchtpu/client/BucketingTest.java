package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;

/** Bucketed compiled functions: bucket choice, padding and slicing, and how many compiles a loop costs. */
class BucketingTest {
  private static final long[] BATCH_SIZES = {3, 7, 8, 12, 5, 16, 9, 30, 31, 2, 17, 25, 11, 4, 13, 6, 28, 15, 1, 10};

  private final RecordingTransport wire = new RecordingTransport();
  private final Session s;

  BucketingTest() {
    wire.compiler = new FakeCompiler();
    s = wire.session();
  }

  private static TensorType f32(long... dims) {
    return Shapes.type(DType.F32, dims);
  }

  /** A row-wise function: safe to bucket over the batch dim. */
  private static Tensor dense(Tensor... in) {
    return in[0].matmul(in[1]).add(in[2]).relu();
  }

  @Test
  void powersOfTwoWithAMinimum() {
    Buckets b = Buckets.powersOfTwo(8);
    assertThat(new long[] {b.bucketFor(0), b.bucketFor(1), b.bucketFor(8), b.bucketFor(9), b.bucketFor(16),
        b.bucketFor(17), b.bucketFor(1000)}).containsExactly(8, 8, 8, 16, 16, 32, 1024);
    assertThat(Buckets.powersOfTwo(1).bucketFor(3)).isEqualTo(4);
    assertThatThrownBy(() -> Buckets.powersOfTwo(0)).hasMessageContaining("minimum must be at least 1");
    assertThatThrownBy(() -> b.bucketFor(-1)).hasMessageContaining("not negative");
  }

  @Test
  void explicitSizesMultiplesAndExact() {
    Buckets sizes = Buckets.sizes(64, 16, 32);
    assertThat(new long[] {sizes.bucketFor(1), sizes.bucketFor(16), sizes.bucketFor(17), sizes.bucketFor(33),
        sizes.bucketFor(64)}).containsExactly(16, 16, 32, 64, 64);
    assertThatThrownBy(() -> sizes.bucketFor(65))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("size 65 is larger than the largest bucket 64 of [16, 32, 64]");
    Buckets mxu = Buckets.multiplesOf(128);
    assertThat(new long[] {mxu.bucketFor(0), mxu.bucketFor(1), mxu.bucketFor(128), mxu.bucketFor(129)})
        .containsExactly(128, 128, 128, 256);
    assertThat(Buckets.exact().bucketFor(7)).isEqualTo(7);
    assertThatThrownBy(() -> Buckets.sizes()).hasMessageContaining("at least one");
  }

  @Test
  void aLoopWithChangingBatchSizesCompilesOncePerBucket() {
    Tensor w = s.zeros(32, 16);
    Tensor b = s.zeros(16);
    CompiledFunction f = s.compile(BucketingTest::dense, BucketPolicy.batch(0), s.zeros(BATCH_SIZES[0], 32), w, b);
    Set<Long> buckets = new HashSet<>();
    for (long n : BATCH_SIZES) {
      Tensor y = f.call1(s.zeros(n, 32), w, b);
      assertThat(y.type()).isEqualTo(f32(n, 16));
      buckets.add(Buckets.powersOfTwo(8).bucketFor(n));
    }
    assertThat(buckets).containsExactlyInAnyOrder(8L, 16L, 32L);
    assertThat(f.compiles()).isEqualTo(3);
    assertThat(s.compileStats().compileRequests()).isEqualTo(3);
    assertThat(s.compileStats().distinctPrograms()).isEqualTo(3);
    // A second pass compiles nothing.
    for (long n : BATCH_SIZES) {
      f.call1(s.zeros(n, 32), w, b);
    }
    assertThat(f.compiles()).isEqualTo(3);
    assertThat(f.programs()).extracting(p -> p.parameterTypes().get(0))
        .containsExactly(f32(8, 32), f32(16, 32), f32(32, 32));
  }

  @Test
  void withoutBucketsTheSameLoopCompilesOncePerSize() {
    Tensor w = s.zeros(32, 16);
    Tensor b = s.zeros(16);
    CompiledFunction f = s.compile(BucketingTest::dense, s.zeros(BATCH_SIZES[0], 32), w, b);
    Set<Long> sizes = new HashSet<>();
    for (long n : BATCH_SIZES) {
      f.call1(s.zeros(n, 32), w, b);
      sizes.add(n);
    }
    assertThat(f.compiles()).isEqualTo(sizes.size()).isEqualTo(BATCH_SIZES.length);
  }

  @Test
  void inputsArePaddedOnTheDeviceAndOutputsSlicedBack() {
    Tensor w = s.zeros(32, 16);
    Tensor b = s.zeros(16);
    Tensor x = s.zeros(5, 32);
    CompiledFunction f = s.compile(BucketingTest::dense, BucketPolicy.batch(0), x, w, b);
    int at = wire.ops.size();
    Tensor y = f.call1(x, w, b);
    assertThat(wire.kindsSince(at)).containsExactly("constant", "pad", "call", "slice");
    Op pad = wire.ops.get(at + 1);
    assertThat(pad.getOperands(0)).isEqualTo(x.handle());
    assertThat(pad.getPad().getEdgePaddingHighList()).containsExactly(3L, 0L);
    assertThat(pad.getPad().getEdgePaddingLowList()).containsExactly(0L, 0L);
    assertThat(LiteralCodec.toFloats(wire.ops.get(at).getConstant().getValue())).containsExactly(0f);
    Op call = wire.ops.get(at + 2);
    assertThat(call.getCall().getParameterTypesList()).isEmpty(); // the bucket's program takes f32[8,32], ...
    assertThat(f.programs().get(0).parameterTypes()).containsExactly(f32(8, 32), f32(32, 16), f32(16));
    assertThat(call.getOperandsList()).containsExactly(pad.getResults(0), w.handle(), b.handle());
    Op slice = wire.ops.get(at + 3);
    assertThat(slice.getSlice().getLimitIndicesList()).containsExactly(5L, 16L);
    assertThat(slice.getResultsList()).containsExactly(y.handle());
    // A size that fills its bucket is neither padded nor sliced.
    Tensor full = s.zeros(16, 32);
    at = wire.ops.size();
    f.call1(full, w, b);
    assertThat(wire.kindsSince(at)).containsExactly("call");
  }

  @Test
  void twoDynamicDimsShareInputsAndOutputs() {
    DynamicDim batch = DynamicDim.named("batch").input(0, 0).input(1, 0).everyOutput(0);
    DynamicDim seq = DynamicDim.named("seq").input(0, 1).input(1, 1).output(0, 1).buckets(Buckets.sizes(16, 64));
    CompiledFunction f = s.compile(in -> in[0].softmax(2).mul(in[1].unsqueeze(2)), BucketPolicy.of(batch, seq),
        s.zeros(3, 10, 4), s.zeros(3, 10));
    assertThat(f.program().parameterTypes()).containsExactly(f32(8, 16, 4), f32(8, 16));
    Tensor y = f.call1(s.zeros(5, 20, 4), s.zeros(5, 20));
    assertThat(y.type()).isEqualTo(f32(5, 20, 4));
    assertThat(f.programs()).hasSize(2);
    assertThat(f.programs().get(1).parameterTypes()).containsExactly(f32(8, 64, 4), f32(8, 64));
    assertThatThrownBy(() -> f.call(s.zeros(5, 20, 4), s.zeros(6, 20)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("dynamic dim 'batch' is 5 at input 0 dim 0 but 6 at input 1 dim 0; the dims of one dynamic size "
            + "must agree");
  }

  @Test
  void aReductionOverThePaddedDimIsRejectedUnlessOutputsAreDeclared() {
    assertThatThrownBy(() -> s.compile(in -> in[0].sum(), BucketPolicy.batch(0), s.zeros(5, 3)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("output 0 is f32[] and has no dim 0 to slice back")
        .hasMessageContaining("withValidCounts");
  }

  @Test
  void validCountsLetAFunctionMaskItsPaddingRows() {
    BucketPolicy policy = BucketPolicy.of(DynamicDim.named("batch").input(0, 0)).withValidCounts();
    CompiledFunction masked = s.compile(in -> {
      Tensor rows = in[0].sum(1);
      Tensor real = BucketPolicy.validMask(in[1], rows.size(0)).to(DType.F32);
      return rows.mul(real).sum().div(in[1].to(DType.F32));
    }, policy, s.zeros(5, 3));
    assertThat(masked.program().parameterTypes()).containsExactly(f32(8, 3), Shapes.type(DType.S64));
    assertThat(masked.program().outputTypes()).containsExactly(f32());
    Tensor x = s.zeros(5, 3);
    int at = wire.ops.size();
    Tensor mean = masked.call1(x);
    assertThat(wire.kindsSince(at)).containsExactly("constant", "pad", "constant", "call");
    Op count = wire.ops.get(at + 2);
    assertThat(LiteralCodec.toLongs(count.getConstant().getValue())).containsExactly(5L);
    assertThat(count.getConstant().getValue().getType()).isEqualTo(Shapes.type(DType.S64));
    assertThat(mean.type()).isEqualTo(f32());
  }

  @Test
  void anOutputDimThatMovesWithTheBucketMustBeDeclared() {
    BucketPolicy policy = BucketPolicy.of(DynamicDim.named("batch").input(0, 0));
    CompiledFunction f = s.compile(in -> in[0].t(), policy, s.zeros(5, 3));
    assertThatThrownBy(() -> f.call(s.zeros(12, 3)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("output 0 dim 1 changes with the bucketed sizes")
        .hasMessageContaining("DynamicDim.output(0, 1)");
    // Declared, it is sliced back.
    CompiledFunction declared = s.compile(in -> in[0].t(),
        BucketPolicy.of(DynamicDim.named("batch").input(0, 0).output(0, 1)), s.zeros(5, 3));
    assertThat(declared.call1(s.zeros(12, 3)).type()).isEqualTo(f32(3, 12));
  }

  @Test
  void declaredOutputDimsMustHaveTheDynamicSize() {
    BucketPolicy policy = BucketPolicy.of(DynamicDim.named("batch").input(0, 0).output(0, 1));
    assertThatThrownBy(() -> s.compile(in -> in[0].exp(), policy, s.zeros(5, 3)))
        .hasMessageContaining("padded to 8, but output 0 dim 1 is 3");
  }

  @Test
  void badPositionsAreReportedBeforeTracing() {
    assertThatThrownBy(() -> s.compile(in -> in[0].exp(), BucketPolicy.batch(1), s.zeros(5, 3)))
        .hasMessage("dynamic dim 'batch' names input 1, but the function takes 1 inputs");
    assertThatThrownBy(() -> s.compile(in -> in[0].exp(),
        BucketPolicy.of(DynamicDim.named("len").input(0, 2)), s.zeros(5, 3)))
        .hasMessage("dynamic dim 'len' is declared at input 0 dim 2, but input 0 is f32[5,3] (rank 2)");
    assertThatThrownBy(() -> BucketPolicy.of(DynamicDim.named("a").input(0, 0), DynamicDim.named("b").input(0, 0)))
        .hasMessage("input 0 dim 0 is declared by two dynamic dims");
    assertThatThrownBy(() -> BucketPolicy.of(DynamicDim.named("a")))
        .hasMessageContaining("names no input dim");
  }
}
