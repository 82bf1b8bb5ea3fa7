package org.torchtpu.client.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.wire.BatchLocations;

/** The batching rules, with time passed in: size threshold, time threshold, frees and dead values. */
class OpQueueTest {
  private static final BatchPolicy FUSED_3 = new BatchPolicy("fused", 3, 1_000, true);
  private static final BatchPolicy STRICT_3 = new BatchPolicy("strict", 3, 1_000, false);

  /** An op defining {@code results}. */
  private static Op op(long... results) {
    Op.Builder b = Op.newBuilder().setConstant(ConstantOp.getDefaultInstance());
    for (long r : results) {
      b.addResults(r);
    }
    return b.build();
  }

  /**
   * A collection that finds many dropped tensors at once (a million in a long Strict chain) frees them over several
   * batches: one batch of all of them passed the server's bounds (1 MiB of structure per message, 2^18 frees per batch)
   * and was refused, which ended the stream.
   */
  @Test
  void aMillionFreesGoOutOverSeveralBatchesEachWithinTheServersBounds() {
    OpQueue q = new OpQueue(STRICT_3, 0);
    q.add(op(1), 1, 0);
    int dropped = 1_000_000;
    for (long h = 0; h < dropped; h++) {
      q.drop(1_000_000_000L + h, false); // large handles: 5-byte varints
    }
    java.util.List<Long> freed = new java.util.ArrayList<>();
    int batches = 0;
    while (!q.isEmpty() || q.hasDropped()) {
      OpBatch b = q.cut(0);
      batches++;
      assertThat(b.getFreeAfterCount()).isLessThanOrEqualTo(OpQueue.MAX_FREES_PER_BATCH);
      assertThat(b.getSerializedSize()).as("within the server's 1 MiB of structure").isLessThan(1 << 20);
      freed.addAll(b.getFreeAfterList());
    }
    assertThat(batches).isEqualTo((dropped + OpQueue.MAX_FREES_PER_BATCH - 1) / OpQueue.MAX_FREES_PER_BATCH);
    assertThat(freed).hasSize(dropped).startsWith(1_000_000_000L).endsWith(1_000_000_000L + dropped - 1);
  }

  @Test
  void aFullBatchIsDueAtOnceAndTakesExactlyMaxOps() {
    OpQueue q = new OpQueue(FUSED_3, 0);
    for (int i = 1; i <= 5; i++) {
      q.add(op(100 + i), i, 0);
    }
    assertThat(q.nanosUntilDue(0)).isZero();
    OpBatch first = q.cut(10);
    assertThat(first.getFirstSequence()).isEqualTo(1);
    assertThat(first.getOpsCount()).isEqualTo(3);
    assertThat(first.getDeferAndFuse()).isTrue();
    // The rest waits for company again, its clock started by the cut.
    assertThat(q.size()).isEqualTo(2);
    assertThat(q.nanosUntilDue(10)).isEqualTo(1_000);
    OpBatch second = q.cut(20);
    assertThat(second.getFirstSequence()).isEqualTo(4);
    assertThat(second.getOpsList()).extracting(o -> o.getResults(0)).containsExactly(104L, 105L);
    assertThat(q.isEmpty()).isTrue();
  }

  @Test
  void aBatchSendsEachDistinctSourceLineOnceAndEachOpNamesItsLine() {
    SourceLocation loop = SourceLocation.newBuilder().setFile("Train.java").setLine(12).setFunction("Train.step").build();
    SourceLocation read = SourceLocation.newBuilder().setFile("Train.java").setLine(13).setFunction("Train.step").build();
    OpQueue q = new OpQueue(STRICT_3, 0);
    q.add(op(1), loop, 1, 0);
    q.add(op(2), read, 2, 0);
    q.add(op(3), loop, 3, 0);
    q.add(op(4), SourceLocation.getDefaultInstance(), 4, 0); // no line beside it: the op's own field counts
    q.add(op(5), read, 5, 0);
    OpBatch first = q.cut(0);
    assertThat(first.getLocationsList()).containsExactly(loop, read);
    assertThat(first.getOpLocationsList()).containsExactly(1, 2, 1);
    assertThat(first.getOpsList()).allMatch(o -> !o.hasLocation());
    assertThat(BatchLocations.of(first, 2)).isEqualTo(loop);
    // The next batch has its own table: indices never refer to an earlier batch's.
    OpBatch second = q.cut(0);
    assertThat(second.getLocationsList()).containsExactly(read);
    assertThat(second.getOpLocationsList()).containsExactly(0, 1);
    assertThat(BatchLocations.of(second, 0)).isEqualTo(SourceLocation.getDefaultInstance());
    assertThat(BatchLocations.of(second, 1)).isEqualTo(read);
    assertThat(BatchLocations.problem(first)).isNull();
  }

  @Test
  void opsWithoutSeparateLinesSendNoTable() {
    OpQueue q = new OpQueue(STRICT_3, 0);
    q.add(op(1), 1, 0);
    q.add(op(2), 2, 0);
    OpBatch b = q.cut(0);
    assertThat(b.getLocationsCount()).isZero();
    assertThat(b.getOpLocationsCount()).isZero();
  }

  @Test
  void opsThatKeepComingHoldTheBatchOpenUntilTheLingerAndAQuietGapCutsIt() {
    OpQueue q = new OpQueue(new BatchPolicy("fused", 100, 1_000, 300, true), 0);
    q.add(op(1), 1, 0);
    assertThat(q.nanosUntilDue(100)).isEqualTo(200); // quiet since 0: due at 300
    q.add(op(2), 2, 250);
    assertThat(q.nanosUntilDue(300)).isEqualTo(250); // the new op moved the quiet deadline to 550
    for (int t = 500; t <= 900; t += 200) {
      q.add(op(t), t / 200 + 1, t);
    }
    assertThat(q.nanosUntilDue(950)).isEqualTo(50); // ops keep coming: the oldest's linger (1,000) decides
    OpQueue quiet = new OpQueue(new BatchPolicy("fused", 100, 1_000, 300, true), 0);
    quiet.add(op(1), 1, 0);
    quiet.add(op(2), 2, 100);
    assertThat(quiet.nanosUntilDue(400)).isZero(); // nothing new for 300
  }

  @Test
  void aQuietPeriodLongerThanTheLingerIsRefused() {
    assertThatThrownBy(() -> new BatchPolicy("fused", 10, 100, 200, true)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("quietNanos");
  }

  @Test
  void theTimeThresholdCountsFromTheOldestQueuedOp() {
    OpQueue q = new OpQueue(FUSED_3, 7);
    q.add(op(1), 8, 5_000);
    q.add(op(2), 9, 5_600);
    assertThat(q.nanosUntilDue(5_700)).isEqualTo(300);
    assertThat(q.nanosUntilDue(6_000)).isZero();
    assertThat(q.nanosUntilDue(9_000)).isZero();
    assertThat(q.cut(9_000).getFirstSequence()).isEqualTo(8);
  }

  @Test
  void aValueDefinedAndDroppedInsideTheChunkIsDead() {
    OpQueue q = new OpQueue(FUSED_3, 0);
    q.add(op(10), 1, 0);
    q.add(op(11), 2, 0); // reads 10
    q.drop(10, true);
    q.add(op(12), 3, 0);
    OpBatch b = q.cut(0);
    assertThat(b.getDeadValuesList()).containsExactly(10L);
    assertThat(b.getFreeAfterList()).containsExactly(10L); // a server that materialises it anyway frees it
  }

  @Test
  void aValueStillUsedByTheNextChunkIsFreedThereAndIsNotDead() {
    OpQueue q = new OpQueue(FUSED_3, 0);
    q.add(op(10), 1, 0);
    q.add(op(11), 2, 0);
    q.add(op(12), 3, 0);
    q.add(op(13), 4, 0); // in the second chunk; reads 10
    q.drop(10, true);
    OpBatch first = q.cut(0);
    assertThat(first.getFreeAfterList()).isEmpty();
    assertThat(first.getDeadValuesList()).isEmpty();
    OpBatch second = q.cut(0);
    assertThat(second.getFreeAfterList()).containsExactly(10L);
    assertThat(second.getDeadValuesList()).isEmpty(); // defined by the first chunk, which wrote it
  }

  @Test
  void uploadedValuesAndValuesOfEarlierChunksAreOnlyFreed() {
    OpQueue q = new OpQueue(FUSED_3, 0);
    q.add(op(10), 1, 0);
    OpBatch sent = q.cut(0);
    assertThat(sent.getOpsCount()).isEqualTo(1);
    q.add(op(11), 2, 0);
    q.drop(10, true); // defined by the chunk already sent
    q.drop(99, true); // an uploaded value: no op defines it
    q.drop(11, true); // defined here: dead
    OpBatch b = q.cut(0);
    assertThat(b.getFreeAfterList()).containsExactly(10L, 99L, 11L);
    assertThat(b.getDeadValuesList()).containsExactly(11L);
  }

  @Test
  void garbageCollectedHandlesAreFreedButNeverDead() {
    OpQueue q = new OpQueue(FUSED_3, 0);
    q.add(op(11), 1, 0);
    q.drop(11, false); // released by the garbage collector: its timing must not change the chunk
    OpBatch b = q.cut(0);
    assertThat(b.getFreeAfterList()).containsExactly(11L);
    assertThat(b.getDeadValuesList()).isEmpty();
  }

  @Test
  void everyResultOfAMultiResultOpCanDieSeparately() {
    OpQueue q = new OpQueue(FUSED_3, 0);
    q.add(op(20, 21), 1, 0);
    q.add(op(22), 2, 0);
    q.drop(21, true);
    OpBatch b = q.cut(0);
    assertThat(b.getDeadValuesList()).containsExactly(21L);
  }

  @Test
  void strictBatchesAreNotFlaggedAndListNoDeadValues() {
    OpQueue q = new OpQueue(STRICT_3, 0);
    q.add(op(10), 1, 0);
    q.add(op(11), 2, 0);
    q.drop(10, true);
    OpBatch b = q.cut(0);
    assertThat(b.getDeferAndFuse()).isFalse();
    assertThat(b.getDeadValuesList()).isEmpty();
    assertThat(b.getFreeAfterList()).containsExactly(10L);
  }

  @Test
  void freesWithoutOpsGoInAnEmptyBatchAfterTheLastOp() {
    OpQueue q = new OpQueue(FUSED_3, 41);
    q.drop(5, true);
    assertThat(q.isEmpty()).isTrue();
    assertThat(q.hasDropped()).isTrue();
    OpBatch b = q.cut(0);
    assertThat(b.getOpsCount()).isZero();
    assertThat(b.getFirstSequence()).isEqualTo(42);
    assertThat(b.getFreeAfterList()).containsExactly(5L);
    assertThat(b.getDeadValuesList()).isEmpty();
    assertThat(q.hasDropped()).isFalse();
  }

  @Test
  void abandonedOpsAreNeverSentAndNumberingGoesOn() {
    OpQueue q = new OpQueue(FUSED_3, 0);
    q.add(op(10), 1, 0);
    q.add(op(11), 2, 0);
    q.abandonQueued();
    assertThat(q.isEmpty()).isTrue();
    q.add(op(12), 3, 0);
    OpBatch b = q.cut(0);
    assertThat(b.getFirstSequence()).isEqualTo(3);
    assertThat(b.getOpsCount()).isEqualTo(1);
  }

  @Test
  void manyFreesKeepTheirOrder() {
    OpQueue q = new OpQueue(new BatchPolicy("fused", 10_000, 1_000, true), 0);
    for (int i = 1; i <= 1000; i++) {
      q.add(op(i), i, 0);
      q.drop(i, true);
    }
    OpBatch b = q.cut(0);
    assertThat(b.getFreeAfterCount()).isEqualTo(1000);
    assertThat(b.getDeadValuesCount()).isEqualTo(1000);
    for (int i = 0; i < 1000; i++) {
      assertThat(b.getFreeAfter(i)).isEqualTo(i + 1);
    }
  }
}
