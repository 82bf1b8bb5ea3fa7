package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SliceOp;

class ViewsAndIndexingTest {
  private final RecordingTransport wire = new RecordingTransport();
  private final Session s = wire.session();

  private static String type(Tensor t) {
    return Shapes.toString(t.type());
  }

  @Test
  void reshapeInfersMinusOne() {
    Tensor x = s.zeros(2, 3, 4);
    assertThat(type(x.reshape(-1, 4))).isEqualTo("f32[6,4]");
    assertThat(type(x.view(4, -1))).isEqualTo("f32[4,6]");
    assertThat(type(x.flatten())).isEqualTo("f32[24]");
    assertThat(type(x.flatten(1, 2))).isEqualTo("f32[2,12]");
    int before = wire.ops.size();
    assertThat(x.reshape(2, 3, 4)).isSameAs(x);
    assertThat(x.contiguous()).isSameAs(x);
    assertThat(wire.ops).hasSize(before);
    assertThatThrownBy(() -> x.reshape(5, -1))
        .isInstanceOf(OpTypeException.class)
        .hasMessage("reshape: shape [5, -1] is invalid for input of size 24");
    assertThatThrownBy(() -> x.reshape(-1, -1))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("only one dimension can be inferred");
    assertThat(wire.ops).hasSize(before);
  }

  @Test
  void squeezeUnsqueezeExpand() {
    Tensor x = s.zeros(1, 3, 1);
    assertThat(type(x.squeeze())).isEqualTo("f32[3]");
    assertThat(type(x.squeeze(-1))).isEqualTo("f32[1,3]");
    assertThat(x.squeeze(1)).isSameAs(x);
    assertThat(type(x.unsqueeze(3))).isEqualTo("f32[1,3,1,1]");
    assertThat(type(x.unsqueeze(-1))).isEqualTo("f32[1,3,1,1]");
    assertThat(type(x.unsqueeze(0))).isEqualTo("f32[1,1,3,1]");
    int before = wire.ops.size();
    Tensor e = x.expand(2, 4, -1, 5);
    assertThat(type(e)).isEqualTo("f32[2,4,3,5]");
    Op b = wire.lastOp();
    assertThat(wire.ops).hasSize(before + 1);
    assertThat(b.getBroadcastInDim().getBroadcastDimensionsList()).containsExactly(1L, 2L, 3L);
    assertThatThrownBy(() -> x.expand(2, 2))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("must be greater or equal to the number of dimensions");
    assertThatThrownBy(() -> x.expand(1, 4, 1))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("the expanded size of the tensor (4) must match the existing size (3) at"
            + " non-singleton dimension 1");
  }

  @Test
  void transposePermuteAndT() {
    Tensor x = s.zeros(2, 3, 4);
    Tensor y = x.transpose(0, -1);
    assertThat(type(y)).isEqualTo("f32[4,3,2]");
    assertThat(wire.lastOp().getTranspose().getPermutationList()).containsExactly(2L, 1L, 0L);
    assertThat(type(x.permute(1, 2, 0))).isEqualTo("f32[3,4,2]");
    assertThat(type(s.zeros(2, 3).t())).isEqualTo("f32[3,2]");
    Tensor v = s.zeros(3);
    assertThat(v.t()).isSameAs(v);
    assertThatThrownBy(x::t).isInstanceOf(OpTypeException.class).hasMessageContaining("self is 3D");
    assertThatThrownBy(() -> x.permute(0, 0, 1)).isInstanceOf(OpTypeException.class).hasMessageContaining("repeated");
  }

  @Test
  void sliceFollowsPythonBounds() {
    Tensor x = s.zeros(4, 10);
    Tensor tail = x.slice(1, -3, Long.MAX_VALUE);
    assertThat(type(tail)).isEqualTo("f32[4,3]");
    SliceOp op = wire.lastOp().getSlice();
    assertThat(op.getStartIndicesList()).containsExactly(0L, 7L);
    assertThat(op.getLimitIndicesList()).containsExactly(4L, 10L);
    assertThat(op.getStridesList()).containsExactly(1L, 1L);
    assertThat(type(x.slice(1, -100, 5))).isEqualTo("f32[4,5]");
    assertThat(type(x.slice(1, 1, -1, 3))).isEqualTo("f32[4,3]"); // 1, 4, 7
    assertThat(wire.lastOp().getSlice().getStridesList()).containsExactly(1L, 3L);
    assertThat(type(x.slice(-1, 8, 2))).isEqualTo("f32[4,0]");
    assertThat(type(x.slice(0, -5, 10, 2))).isEqualTo("f32[2,10]");
    int before = wire.ops.size();
    assertThat(x.slice(0, 0, 4)).isSameAs(x);
    assertThatThrownBy(() -> x.slice(1, 0, 5, 0))
        .isInstanceOf(OpTypeException.class)
        .hasMessage("slice: step must be positive, got 0");
    assertThat(wire.ops).hasSize(before);
  }

  @Test
  void selectAndNarrowWrapNegatives() {
    Tensor x = s.zeros(2, 3);
    int before = wire.ops.size();
    Tensor last = x.select(1, -1);
    assertThat(type(last)).isEqualTo("f32[2]");
    assertThat(wire.kindsSince(before)).containsExactly("slice", "reshape");
    assertThat(wire.ops.get(before).getSlice().getStartIndicesList()).containsExactly(0L, 2L);
    assertThatThrownBy(() -> x.select(0, 5))
        .isInstanceOf(OpTypeException.class)
        .hasMessage("select: index 5 out of range for tensor of size [2, 3] at dimension 0");
    assertThat(type(x.narrow(1, -2, 2))).isEqualTo("f32[2,2]");
    assertThat(wire.lastOp().getSlice().getStartIndicesList()).containsExactly(0L, 1L);
    assertThatThrownBy(() -> x.narrow(1, 2, 2))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("start (2) + length (2) exceeds dimension size (3)");
  }

  @Test
  void gatherMapsTorchGatherOntoBatchingDims() {
    Tensor x = s.zeros(3, 4, 5);
    Tensor index = s.zeros(DType.S64, 3, 2, 5);
    int before = wire.ops.size();
    Tensor g = x.gather(1, index);
    assertThat(type(g)).isEqualTo("f32[3,2,5]");
    assertThat(wire.kindsSince(before)).containsExactly("gather");
    GatherOp op = wire.lastOp().getGather();
    assertThat(op.getOffsetDimsList()).isEmpty();
    assertThat(op.getCollapsedSliceDimsList()).containsExactly(1L);
    assertThat(op.getStartIndexMapList()).containsExactly(1L);
    assertThat(op.getOperandBatchingDimsList()).containsExactly(0L, 2L);
    assertThat(op.getStartIndicesBatchingDimsList()).containsExactly(0L, 2L);
    assertThat(op.getIndexVectorDim()).isEqualTo(3);
    assertThat(op.getSliceSizesList()).containsExactly(1L, 1L, 1L);
  }

  @Test
  void gatherTrimsTheInputWhenTheIndexIsSmaller() {
    Tensor x = s.zeros(3, 4);
    Tensor index = s.zeros(DType.S64, 2, 6);
    int before = wire.ops.size();
    assertThat(type(x.gather(1, index))).isEqualTo("f32[2,6]");
    assertThat(wire.kindsSince(before)).containsExactly("slice", "gather");
    assertThat(wire.ops.get(before).getSlice().getLimitIndicesList()).containsExactly(2L, 4L);
    Tensor tooBig = s.zeros(DType.S64, 4, 1);
    assertThatThrownBy(() -> x.gather(1, tooBig))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("expected index [4, 1] to be no larger than self [3, 4] apart from dimension 1");
    Tensor floats = s.zeros(3, 4);
    assertThatThrownBy(() -> x.gather(0, floats))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("expected an integer index tensor, got f32");
  }

  @Test
  void indexSelectPutsTheBatchDimAtDim() {
    Tensor x = s.zeros(3, 4, 5);
    Tensor index = s.tensor(new long[] {2, 0});
    Tensor y = x.indexSelect(1, index);
    assertThat(type(y)).isEqualTo("f32[3,2,5]");
    GatherOp op = wire.lastOp().getGather();
    assertThat(op.getOffsetDimsList()).containsExactly(0L, 2L);
    assertThat(op.getCollapsedSliceDimsList()).containsExactly(1L);
    assertThat(op.getStartIndexMapList()).containsExactly(1L);
    assertThat(op.getIndexVectorDim()).isEqualTo(1);
    assertThat(op.getSliceSizesList()).containsExactly(3L, 1L, 5L);
    assertThat(type(x.indexSelect(0, s.scalar(1L)))).isEqualTo("f32[1,4,5]");
  }

  @Test
  void embeddingLooksUpRows() {
    Tensor weight = s.zeros(100, 16);
    Tensor ids = s.tensor(new int[] {1, 2, 3, 4, 5, 6}, 2, 3);
    Tensor e = Tensor.embedding(weight, ids);
    assertThat(type(e)).isEqualTo("f32[2,3,16]");
    GatherOp op = wire.lastOp().getGather();
    assertThat(op.getOffsetDimsList()).containsExactly(2L);
    assertThat(op.getCollapsedSliceDimsList()).containsExactly(0L);
    assertThat(op.getStartIndexMapList()).containsExactly(0L);
    assertThat(op.getIndexVectorDim()).isEqualTo(2);
    assertThat(op.getSliceSizesList()).containsExactly(1L, 16L);
  }

  @Test
  void catPromotesAndChecksSizes() {
    Tensor a = s.zeros(DType.S32, 2, 3);
    Tensor b = s.zeros(4, 3);
    int before = wire.ops.size();
    Tensor c = Tensor.cat(List.of(a, b));
    assertThat(type(c)).isEqualTo("f32[6,3]");
    assertThat(wire.kindsSince(before)).containsExactly("convert f32", "concatenate");
    assertThat(type(Tensor.cat(List.of(s.zeros(0), b)))).isEqualTo("f32[4,3]");
    Tensor d = s.zeros(2, 4);
    before = wire.ops.size();
    assertThatThrownBy(() -> Tensor.cat(List.of(b, d), 0))
        .isInstanceOf(OpTypeException.class)
        .hasMessage("cat: sizes of tensors must match except in dimension 0. Expected size 3 but got size 4 for"
            + " tensor number 1 in the list");
    assertThat(wire.ops).hasSize(before);
    assertThat(type(Tensor.cat(List.of(b, d.t()), -1))).isEqualTo("f32[4,5]");
  }

  @Test
  void stackAddsADim() {
    Tensor a = s.zeros(2, 3);
    Tensor b = s.ones(2, 3);
    int before = wire.ops.size();
    Tensor st = Tensor.stack(List.of(a, b), 1);
    assertThat(type(st)).isEqualTo("f32[2,2,3]");
    assertThat(wire.kindsSince(before)).containsExactly("reshape", "reshape", "concatenate");
    assertThat(type(Tensor.stack(List.of(a, b), -1))).isEqualTo("f32[2,3,2]");
    Tensor c = s.zeros(3, 2);
    assertThatThrownBy(() -> Tensor.stack(List.of(a, c)))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("expects each tensor to be equal size, but got [2, 3] at entry 0 and [3, 2] at entry 1");
  }

  @Test
  void tensorsFromAnotherSessionAreRejected() {
    Session other = new RecordingTransport().session();
    Tensor mine = s.zeros(2);
    Tensor theirs = other.zeros(2);
    assertThatThrownBy(() -> mine.add(theirs))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("belong to different sessions");
  }
}
