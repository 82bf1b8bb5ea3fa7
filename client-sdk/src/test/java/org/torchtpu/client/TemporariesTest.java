package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;

/** Decomposition temporaries are freed when the operation returns; what the program holds is not. */
class TemporariesTest {
  private final RecordingTransport wire = new RecordingTransport();
  private final Session s = wire.session();

  /** Result handles of the ops sent since {@code from}. */
  private List<Long> resultsSince(int from) {
    List<Long> out = new ArrayList<>();
    for (Op op : wire.ops.subList(from, wire.ops.size())) {
      out.addAll(op.getResultsList());
    }
    return out;
  }

  /** Every result of the operation except {@code kept} was freed, and nothing else. */
  private void assertOnlyKeptSurvive(int opsBefore, int freesBefore, Tensor... kept) {
    List<Long> expected = resultsSince(opsBefore);
    for (Tensor k : kept) {
      expected.remove((Long) k.handle());
    }
    assertThat(wire.freed.subList(freesBefore, wire.freed.size())).containsExactlyInAnyOrderElementsOf(expected);
  }

  @Test
  void softmaxFreesItsIntermediatesButNotItsResult() {
    Tensor x = s.zeros(2, 5);
    int ops = wire.ops.size();
    int frees = wire.freed.size();
    Tensor y = x.softmax(-1);
    assertThat(wire.ops.size() - ops).isEqualTo(7);
    assertOnlyKeptSurvive(ops, frees, y);
    assertThat(wire.freed.subList(frees, wire.freed.size())).hasSize(6).doesNotContain(y.handle(), x.handle());
  }

  @Test
  void scalarOperandsBroadcastAsTemporaries() {
    Tensor x = s.zeros(3, 4);
    int ops = wire.ops.size();
    int frees = wire.freed.size();
    Tensor y = x.add(1.5);
    assertThat(wire.kindsSince(ops)).containsExactly("constant", "broadcast_in_dim", "add");
    assertOnlyKeptSurvive(ops, frees, y);
    assertThat(wire.freed.subList(frees, wire.freed.size())).hasSize(2);
  }

  @Test
  void nestedDecompositionsAreDecidedByTheOutermost() {
    Tensor logits = s.zeros(4, 10);
    Tensor targets = s.tensor(new long[] {1, 2, 3, 4});
    int ops = wire.ops.size();
    int frees = wire.freed.size();
    Tensor loss = Tensor.crossEntropy(logits, targets);
    // log_softmax's result is a temporary of cross_entropy: only the loss survives.
    assertThat(wire.ops.size() - ops).isGreaterThan(8);
    assertOnlyKeptSurvive(ops, frees, loss);
  }

  @Test
  void layerNormAndGeluKeepOnlyTheirResults() {
    Tensor x = s.zeros(DType.BF16, 2, 8);
    // every result stays reachable: a dropped one may be freed by the handle reaper mid-loop, after a collection
    List<Tensor> results = new ArrayList<>();
    for (java.util.function.UnaryOperator<Tensor> f : List.<java.util.function.UnaryOperator<Tensor>>of(
        t -> t.layerNorm(8), t -> t.gelu(), t -> t.gelu("tanh"), t -> t.logSoftmax(0))) {
      int ops = wire.ops.size();
      int frees = wire.freed.size();
      Tensor y = f.apply(x);
      results.add(y);
      assertOnlyKeptSurvive(ops, frees, y);
      assertThat(wire.freed).doesNotContain(y.handle(), x.handle());
    }
  }

  @Test
  void bothResultsOfMaxWithIndicesSurvive() {
    Tensor x = s.zeros(3, 4);
    int ops = wire.ops.size();
    int frees = wire.freed.size();
    ValuesAndIndices vi = x.max(1, true);
    assertOnlyKeptSurvive(ops, frees, vi.values(), vi.indices());
    assertThat(wire.freed).doesNotContain(vi.values().handle(), vi.indices().handle());
  }

  @Test
  void factoriesFreeTheirRankZeroConstant() {
    int ops = wire.ops.size();
    int frees = wire.freed.size();
    Tensor z = s.zeros(2, 3);
    assertThat(wire.kindsSince(ops)).containsExactly("constant", "broadcast_in_dim");
    assertOnlyKeptSurvive(ops, frees, z);
    Tensor r = s.arange(2, 10, 3);
    assertThat(wire.freed).doesNotContain(r.handle());
  }

  @Test
  void anOperationThatReturnsItsInputFreesNothing() {
    Tensor x = s.zeros(2, 3);
    int frees = wire.freed.size();
    assertThat(x.to(DType.F32)).isSameAs(x);
    assertThat(x.reshape(2, 3)).isSameAs(x);
    assertThat(wire.freed).hasSize(frees);
  }

  @Test
  void userVisibleIntermediatesAreNotFreedByTheScope() {
    Tensor x = s.zeros(2, 3);
    Tensor a = x.mul(2.0);
    Tensor b = a.add(1.0);
    assertThat(wire.freed).doesNotContain(a.handle(), b.handle(), x.handle());
  }

  @Test
  void explicitFreeReachesTheTransportOnce() {
    Tensor x = s.zeros(2, 3);
    int frees = wire.freed.size();
    s.free(x);
    assertThat(wire.freed.subList(frees, wire.freed.size())).containsExactly(x.handle());
  }

  @Test
  void aFailedOperationFreesWhatItHadCreated() {
    Tensor x = s.zeros(2, 3);
    int frees = wire.freed.size();
    int ops = wire.ops.size();
    // One operation that emits some ops, then fails: what it emitted is unreachable.
    assertThatThrownBy(() -> s.decomposed(() -> {
      Tensor t = x.exp();
      return t.matmul(s.zeros(5, 5)); // contracted sizes 3 and 5: fails after exp and zeros were sent
    })).isInstanceOf(OpTypeException.class);
    List<Long> created = resultsSince(ops);
    assertThat(created).isNotEmpty();
    assertThat(wire.freed.subList(frees, wire.freed.size())).containsExactlyInAnyOrderElementsOf(created);
  }
}
