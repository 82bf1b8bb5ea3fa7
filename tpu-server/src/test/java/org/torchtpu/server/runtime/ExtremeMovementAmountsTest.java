package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.DynamicSliceOp;
import org.torchtpu.api.v1.DynamicUpdateSliceOp;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.server.exec.DeviceArray;

/**
 * Pad amounts and slice strides near the top of int64, sent as a tenant would over the op stream and in a compiled
 * StableHLO program. They used to type as small, valid results that the kernels then computed wrongly: a pad whose
 * amounts add up to a small dim placed its elements with an overflowed step (padding only, or the uncropped input),
 * and a slice stride of 2^31-1 or more overflowed to 0 elements (or INTERNAL). Now a pad amount beyond 2^40 is
 * INVALID_ARGUMENT naming it, and a huge stride takes the start element, as StableHLO says; and a u64 index past
 * 2^63 clamps to the end.
 */
class ExtremeMovementAmountsTest {
  private final RuntimeHarness rt;
  private final String session;
  private long sequence = 1;

  ExtremeMovementAmountsTest() throws Exception {
    rt = new RuntimeHarness();
    session = rt.open(EagerMode.STRICT, 0);
    rt.upload(session, 1, DeviceArray.ofFloats(DType.F32, new int[] {4}, new float[] {1, 2, 3, 4}));
    rt.upload(session, 2, DeviceArray.ofFloats(DType.F32, new int[0], new float[] {9}));
    rt.upload(session, 3, DeviceArray.ofFloats(DType.F32, new int[] {1}, new float[] {5}));
  }

  @AfterEach
  void close() {
    rt.close();
  }

  private StreamResponse run(Op op) throws Exception {
    List<StreamResponse> acks = rt.stream(session, List.of(RuntimeHarness.batch(sequence++, List.of(op), false)));
    return acks.stream().filter(StreamResponse::hasError).findFirst().orElse(null);
  }

  private static Op pad(long operand, long result, long low, long high, long interior) {
    return Op.newBuilder().addOperands(operand).addOperands(2).addResults(result).setPad(PadOp.newBuilder()
        .addEdgePaddingLow(low).addEdgePaddingHigh(high).addInteriorPadding(interior)).build();
  }

  @Test
  void padAmountsThatOverflowThePlacementAreRefusedNamingThem() throws Exception {
    // one element under an interior padding of 2^63-1, high 1: f32[2]; it came back [9, 9], the element lost
    StreamResponse refused = run(pad(3, 10, 0, 1, Long.MAX_VALUE));
    assertThat(refused).as("interior 2^63-1 was computed").isNotNull();
    assertThat(refused.getErrorCode()).isEqualTo(Status.Code.INVALID_ARGUMENT.value());
    assertThat(refused.getError().getReason()).contains("interior of dim 0 is " + Long.MAX_VALUE, "at most");

    // low -2^63 crops everything, high 2^63-1 pads: f32[3] of 9s; it came back [1, 2, 3]
    refused = run(pad(1, 11, Long.MIN_VALUE, Long.MAX_VALUE, 0));
    assertThat(refused).as("low -2^63 / high 2^63-1 was computed").isNotNull();
    assertThat(refused.getErrorCode()).isEqualTo(Status.Code.INVALID_ARGUMENT.value());
    assertThat(refused.getError().getReason()).contains("edge_padding_low of dim 0 is " + Long.MIN_VALUE);

    // within the bound, cropping and padding still compute: element 0 of f32[4] lands at -6, so all padding
    assertThat(run(pad(1, 12, -6, 4, 0))).isNull();
    assertThat(rt.download(session, 12).floats()).containsExactly(9, 9);
    assertThat(run(pad(3, 13, 1, 1L << 3, 1L << 40))).isNull(); // one element: the interior step is never taken
    assertThat(rt.download(session, 13).floats()).containsExactly(9, 5, 9, 9, 9, 9, 9, 9, 9, 9);
  }

  @Test
  void aStrideBeyondTheDimTakesTheStartElement() throws Exception {
    long[] strides = {Integer.MAX_VALUE, 1L << 40, Long.MAX_VALUE};
    for (int i = 0; i < strides.length; i++) {
      Op slice = Op.newBuilder().addOperands(1).addResults(20 + i).setSlice(SliceOp.newBuilder().addStartIndices(1)
          .addLimitIndices(4).addStrides(strides[i])).build();
      StreamResponse failed = run(slice);
      assertThat(failed).as("stride %d failed: %s", strides[i], failed).isNull();
      DeviceArray taken = rt.download(session, 20 + i);
      assertThat(taken.dims()).as("stride %d", strides[i]).containsExactly(1);
      assertThat(taken.floats()).containsExactly(2);
    }
  }

  @Test
  void aCompiledSliceWithAHugeStrideReturnsItsDeclaredShape() throws Exception {
    String text = """
        func.func public @main(%arg0: tensor<4xf32>) -> tensor<1xf32> {
          %0 = stablehlo.slice %arg0 [0:4:2147483647] : (tensor<4xf32>) -> tensor<1xf32>
          return %0 : tensor<1xf32>
        }
        """;
    CompileResponse compiled = rt.blocking.compile(CompileRequest.newBuilder().setSessionId(session).setStablehlo(text)
        .build());
    DeviceArray x = rt.download(session, 1);
    Op call = Op.newBuilder().addOperands(1).addResults(30).setCall(CallOp.newBuilder()
        .setProgramId(compiled.getProgramId()).addParameterTypes(x.type())
        .addAllResultTypes(compiled.getOutputTypesList())).build();
    rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(session).setFirstSequence(sequence++).addOps(call)
        .build());
    DeviceArray out = rt.download(session, 30);
    assertThat(out.dims()).as("the program declares tensor<1xf32>; it returned f32[0]").containsExactly(1);
    assertThat(out.floats()).containsExactly(1);
  }

  /**
   * A u64 index is held as its bit pattern: 2^64-1 read as -1 and was clamped to the first position, where StableHLO
   * clamps it to the last (as any index past the end).
   */
  @Test
  void aU64IndexPastTwoToTheSixtyThreeClampsToTheEnd() throws Exception {
    rt.upload(session, 40, DeviceArray.ofLongs(DType.U64, new int[0], new long[] {-1L}));
    rt.upload(session, 41, DeviceArray.ofLongs(DType.U64, new int[] {1}, new long[] {-1L}));
    Op slice = Op.newBuilder().addOperands(1).addOperands(40).addResults(42).setDynamicSlice(DynamicSliceOp.newBuilder()
        .addSliceSizes(2)).build();
    assertThat(run(slice)).isNull();
    assertThat(rt.download(session, 42).floats()).as("dynamic_slice at 2^64-1").containsExactly(3, 4);
    Op gather = Op.newBuilder().addOperands(1).addOperands(41).addResults(43).setGather(GatherOp.newBuilder()
        .addOffsetDims(0).addStartIndexMap(0).setIndexVectorDim(0).addSliceSizes(2)).build();
    assertThat(run(gather)).isNull();
    assertThat(rt.download(session, 43).floats()).as("gather at 2^64-1").containsExactly(3, 4);
  }

  /** dynamic_update_slice reads its starts as dynamic_slice does: an update at 2^64-1 lands on the last position. */
  @Test
  void aU64UpdateIndexPastTwoToTheSixtyThreeClampsToTheEnd() throws Exception {
    rt.upload(session, 40, DeviceArray.ofLongs(DType.U64, new int[0], new long[] {-1L}));
    Op update = Op.newBuilder().addOperands(1).addOperands(3).addOperands(40).addResults(44)
        .setDynamicUpdateSlice(DynamicUpdateSliceOp.getDefaultInstance()).build();
    assertThat(run(update)).isNull();
    assertThat(rt.download(session, 44).floats()).as("dynamic_update_slice at 2^64-1").containsExactly(1, 2, 3, 5);
  }
}
