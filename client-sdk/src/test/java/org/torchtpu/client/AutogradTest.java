package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;

/** Autograd bookkeeping without a server: what is recorded, what backward emits and frees, tracing. */
class AutogradTest {
  private final RecordingTransport wire = new RecordingTransport();
  private final Session s = wire.session();

  @Test
  void recordsOnlyWhenAnInputRequiresGradAndGradModeIsOn() {
    Tensor plain = s.zeros(3);
    Tensor leaf = s.zeros(3).requiresGrad(true);
    assertThat(plain.exp().requiresGrad()).isFalse();
    Tensor y = leaf.exp().add(plain);
    assertThat(y.requiresGrad()).isTrue();
    assertThat(y.isLeaf()).isFalse();
    assertThat(leaf.isLeaf()).isTrue();
    assertThat(s.noGrad(() -> leaf.exp()).requiresGrad()).isFalse();
    // comparisons produce pred, which carries no gradient
    assertThat(leaf.gt(0.0).requiresGrad()).isFalse();
    // an op that returns its input unchanged leaves the leaf a leaf
    assertThat(leaf.to(DType.F32)).isSameAs(leaf);
    assertThat(leaf.isLeaf()).isTrue();
  }

  @Test
  void backwardKeepsOnlyTheLeafGradientsAndFreesItsTemporaries() {
    Tensor x = s.zeros(2, 3).requiresGrad(true);
    Tensor loss = x.softmax(-1).mul(x).sum();
    int opsBefore = wire.ops.size();
    int freesBefore = wire.freed.size();
    loss.backward();
    List<Long> created = new ArrayList<>();
    for (Op op : wire.ops.subList(opsBefore, wire.ops.size())) {
      created.addAll(op.getResultsList());
    }
    assertThat(created).contains(x.grad().handle());
    created.remove((Long) x.grad().handle());
    assertThat(wire.freed.subList(freesBefore, wire.freed.size())).containsExactlyInAnyOrderElementsOf(created);
    assertThat(x.grad().shape()).containsExactly(2, 3);
  }

  @Test
  void tracedFunctionsIncludeTheBackwardPass() {
    TensorType f32x3 = TensorType.newBuilder().setDtype(DType.F32).addDims(3).build();
    Graph g = s.trace(in -> {
      Tensor x = in[0].requiresGrad(true);
      Tensor loss = x.mul(x).sum();
      loss.backward();
      return List.of(loss, x.grad());
    }, List.of(f32x3));
    assertThat(g.getOutputsCount()).isEqualTo(2);
    // forward: multiply + reduce; backward: at least the broadcast of the seed and the two products
    assertThat(g.getOpsCount()).isGreaterThan(4);
    assertThat(wire.ops).isEmpty();
  }
}
