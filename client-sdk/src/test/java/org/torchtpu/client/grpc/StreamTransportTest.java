package org.torchtpu.client.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.SessionInfo;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuException;

/** Strict and Fused over an in-memory stream: when chunks go out, and what they carry. */
@Timeout(value = 60, unit = TimeUnit.SECONDS) // a hang guard, not a timing assertion
class StreamTransportTest {
  /** Fused, but ops wait for a sync point or a full chunk: no time-based cut can happen. */
  private static final BatchPolicy FUSED_UNTIL_SYNC = new BatchPolicy("fused", 512, Long.MAX_VALUE / 4, true);
  private static final BatchPolicy STRICT_UNTIL_SYNC = new BatchPolicy("strict", 512, Long.MAX_VALUE / 4, false);

  private final FakeWire wire = new FakeWire();
  private final List<AutoCloseable> open = new ArrayList<>();

  @AfterEach
  void closeAll() throws Exception {
    for (AutoCloseable c : open) {
      c.close();
    }
  }

  private StreamTransport transport(BatchPolicy policy) {
    StreamTransport t = new StreamTransport(wire, "s1", new SessionClock(), policy);
    open.add(t);
    return t;
  }

  private Session session(BatchPolicy policy) {
    Session s = new Session(SessionInfo.newBuilder().setSessionId("s1").build(),
        policy.deferAndFuse() ? EagerMode.FUSED : EagerMode.STRICT, mode -> transport(policy));
    open.add(0, s);
    return s;
  }

  private static Op op(long result) {
    return Op.newBuilder().addResults(result).setConstant(ConstantOp.getDefaultInstance()).build();
  }

  private static List<Long> resultsOf(OpBatch b) {
    List<Long> out = new ArrayList<>();
    for (Op op : b.getOpsList()) {
      out.addAll(op.getResultsList());
    }
    return out;
  }

  @Test
  void aReadSendsTheDeferredOpsAsOneChunkAndWaitsForThem() {
    StreamTransport t = transport(FUSED_UNTIL_SYNC);
    for (int i = 1; i <= 5; i++) {
      t.submit(op(100 + i));
    }
    t.download(105);
    List<OpBatch> batches = wire.batches();
    assertThat(batches).hasSize(1);
    assertThat(batches.get(0).getFirstSequence()).isEqualTo(1);
    assertThat(batches.get(0).getOpsCount()).isEqualTo(5);
    assertThat(batches.get(0).getDeferAndFuse()).isTrue();
    assertThat(wire.downloads()).hasSize(1);
    assertThat(wire.downloads().get(0)).containsExactly(105, 5); // after the last op submitted
  }

  @Test
  void synchronizeSendsTheDeferredOps() {
    StreamTransport t = transport(FUSED_UNTIL_SYNC);
    t.submit(op(1));
    t.submit(op(2));
    t.synchronize();
    assertThat(wire.batches()).hasSize(1);
    assertThat(resultsOf(wire.batches().get(0))).containsExactly(1L, 2L);
    t.submit(op(3));
    t.synchronize();
    assertThat(wire.batches()).hasSize(2);
    assertThat(wire.batches().get(1).getFirstSequence()).isEqualTo(3);
  }

  @Test
  void aFullChunkGoesOutWithoutASyncPoint() throws InterruptedException {
    StreamTransport t = transport(new BatchPolicy("fused", 4, Long.MAX_VALUE / 4, true));
    for (int i = 1; i <= 10; i++) {
      t.submit(op(i));
    }
    List<OpBatch> full = wire.awaitBatches(2);
    assertThat(full.get(0).getOpsCount()).isEqualTo(4);
    assertThat(full.get(1).getOpsCount()).isEqualTo(4);
    assertThat(full.get(1).getFirstSequence()).isEqualTo(5);
    t.synchronize();
    List<OpBatch> all = wire.batches();
    assertThat(all).hasSize(3);
    assertThat(resultsOf(all.get(2))).containsExactly(9L, 10L);
  }

  @Test
  void opsThatWaitedTheLingerGoOutWithoutASyncPoint() throws InterruptedException {
    StreamTransport t = transport(new BatchPolicy("fused", 512, 1_000_000, true));
    t.submit(op(1));
    t.submit(op(2));
    t.submit(op(3));
    List<OpBatch> sent = wire.awaitOps(3);
    List<Long> results = new ArrayList<>();
    for (OpBatch b : sent) {
      results.addAll(resultsOf(b));
      assertThat(b.getDeferAndFuse()).isTrue();
    }
    assertThat(results).containsExactly(1L, 2L, 3L);
  }

  @Test
  void flushSendsTheChunkWithoutWaitingForIt() throws InterruptedException {
    StreamTransport t = transport(FUSED_UNTIL_SYNC);
    t.submit(op(1));
    t.submit(op(2));
    t.flush();
    List<OpBatch> sent = wire.awaitBatches(1);
    assertThat(sent.get(0).getOpsCount()).isEqualTo(2);
  }

  @Test
  void aFlushWhileTheSenderIsIdleSendsFromTheCallersThreadBeforeReturning() {
    // A collective flushes and then waits: waking the sender thread for the send cost a
    // scheduling delay on every collective, so an idle sender leaves the send to the caller.
    StreamTransport t = transport(STRICT_UNTIL_SYNC);
    t.submit(op(1));
    t.submit(op(2));
    t.flush();
    assertThat(wire.batches()).hasSize(1);
    assertThat(wire.batches().get(0).getOpsCount()).isEqualTo(2);
    assertThat(wire.batchSenders()).containsExactly(Thread.currentThread());
    t.submit(op(3));
    t.synchronize(); // a sync point sends from the caller's thread as well, after the earlier batch
    assertThat(wire.batches()).extracting(OpBatch::getFirstSequence).containsExactly(1L, 3L);
    assertThat(wire.batchSenders()).containsExactly(Thread.currentThread(), Thread.currentThread());
  }

  @Test
  void aFreeMadeAfterASyncPointGoesWithTheNextCollectivesBatchNotOnItsOwn() throws InterruptedException {
    // The collective loop of a program: issue (flush, op, flush), synchronize, free the result.
    // A frees-only batch before the next collective would cost the server a batch, a session
    // turn and an acknowledgement ahead of the collective, and this client a wake-up.
    StreamTransport t = transport(STRICT_UNTIL_SYNC);
    for (long i = 1; i <= 3; i++) {
      t.flush();
      // Not a timing assertion: the pause only lets a sender thread that was asked to ship the
      // free alone do so before the next op is queued (as a program's own work in between would).
      Thread.sleep(20);
      t.submit(op(i));
      t.flush();
      t.synchronize(); // nothing is queued any more: this sync point must not leave a flush requested
      t.free(i);
    }
    t.synchronize();
    List<OpBatch> batches = wire.batches();
    assertThat(batches).extracting(OpBatch::getOpsCount).containsExactly(1, 1, 1, 0);
    assertThat(batches.get(1).getFreeAfterList()).containsExactly(1L);
    assertThat(batches.get(2).getFreeAfterList()).containsExactly(2L);
    assertThat(batches.get(3).getFreeAfterList()).containsExactly(3L); // the last sync point ships it
  }

  @Test
  void sessionFlushIsTheHookBeforeCollectives() throws InterruptedException {
    Session s = session(FUSED_UNTIL_SYNC);
    s.zeros(4);
    s.flush();
    List<OpBatch> sent = wire.awaitBatches(1);
    assertThat(sent.get(0).getOpsCount()).isEqualTo(2); // constant, broadcast_in_dim
  }

  @Test
  void decompositionTemporariesAreDeadValuesOfTheirChunk() {
    Session s = session(FUSED_UNTIL_SYNC);
    Tensor x = s.tensor(new float[] {1, 2, 3, 4, 5, 6}, 2, 3);
    Tensor y = x.softmax(1);
    Tensor held = x.exp();
    y.toFloatArray();
    List<OpBatch> batches = wire.batches();
    assertThat(batches).hasSize(1);
    OpBatch chunk = batches.get(0);
    assertThat(chunk.getDeferAndFuse()).isTrue();
    List<Long> softmaxTemporaries = resultsOf(chunk);
    softmaxTemporaries.remove((Long) x.handle()); // the upload: a constant op of the chunk
    softmaxTemporaries.remove((Long) y.handle());
    softmaxTemporaries.remove((Long) held.handle());
    assertThat(softmaxTemporaries).hasSize(6);
    assertThat(chunk.getDeadValuesList()).containsExactlyInAnyOrderElementsOf(softmaxTemporaries);
    assertThat(chunk.getDeadValuesList()).doesNotContain(y.handle(), held.handle(), x.handle());
    assertThat(chunk.getFreeAfterList()).containsAll(chunk.getDeadValuesList());
  }

  @Test
  void aTensorFreedBeforeItsChunkIsSentIsDeadAndOneFreedLaterIsOnlyFreed() throws InterruptedException {
    Session s = session(FUSED_UNTIL_SYNC);
    Tensor x = s.tensor(new float[] {1, 2}, 2);
    Tensor early = x.neg();
    Tensor late = x.exp();
    Tensor kept = early.abs();
    s.free(early);
    s.synchronize();
    OpBatch first = wire.batches().get(0);
    assertThat(first.getDeadValuesList()).containsExactly(early.handle());
    s.free(late);
    s.synchronize();
    OpBatch second = wire.awaitBatches(2).get(1);
    assertThat(second.getOpsCount()).isZero();
    assertThat(second.getFreeAfterList()).contains(late.handle());
    assertThat(second.getDeadValuesList()).isEmpty();
    assertThat(kept.handle()).isNotIn(first.getDeadValuesList());
  }

  @Test
  void strictSendsTheSameOpsUnflaggedAndFreesTemporariesInstead() {
    Session s = session(STRICT_UNTIL_SYNC);
    Tensor x = s.tensor(new float[] {1, 2, 3, 4, 5, 6}, 2, 3);
    Tensor y = x.softmax(1);
    s.synchronize();
    OpBatch batch = wire.batches().get(0);
    assertThat(batch.getDeferAndFuse()).isFalse();
    assertThat(batch.getDeadValuesList()).isEmpty();
    List<Long> temporaries = resultsOf(batch);
    temporaries.remove((Long) x.handle()); // the upload: a constant op of the batch
    temporaries.remove((Long) y.handle());
    assertThat(temporaries).hasSize(6);
    assertThat(batch.getFreeAfterList()).containsAll(temporaries).doesNotContain(y.handle());
  }

  @Test
  void aFailureInsideAChunkNamesTheOpAndLineAtTheNextSyncPointThenTheSessionGoesOn() {
    Session s = session(FUSED_UNTIL_SYNC);
    Tensor x = s.tensor(new float[] {1, 2}, 2); // op #1: the upload, a constant op on the stream
    Tensor a = x.exp(); // op #2
    wire.failSequence = 3;
    int failingLine = new Throwable().getStackTrace()[0].getLineNumber() + 1;
    Tensor b = a.log(); // op #3: fails
    a.sqrt(); // op #4: skipped
    TpuException e = catchThrowableOfType(s::synchronize, TpuException.class);
    assertThat(e).isNotNull();
    assertThat(e.opError().getSequence()).isEqualTo(3);
    assertThat(e.opError().getOp()).isEqualTo("log");
    assertThat(e.opError().getLocation().getFile()).isEqualTo("StreamTransportTest.java");
    assertThat(e.opError().getLocation().getLine()).isEqualTo(failingLine);
    assertThat(e.getMessage()).contains("op #3 log at StreamTransportTest.java:" + failingLine);
    // A fresh stream that abandons everything up to the last op given out.
    assertThat(wire.opens()).hasSize(2);
    assertThat(wire.opens().get(1).getAbandonedThrough()).isEqualTo(4);
    wire.failSequence = 0;
    Tensor c = x.neg();
    s.synchronize();
    OpBatch after = wire.batches().get(wire.batches().size() - 1);
    assertThat(after.getFirstSequence()).isEqualTo(5);
    assertThat(resultsOf(after)).contains(c.handle());
    assertThat(b).isNotNull();
  }

  @Test
  void smallUploadsTravelOnTheStreamAsConstantOpsAndLargeOnesAsUploadCalls() {
    Session s = session(STRICT_UNTIL_SYNC);
    float[] small = {1, 2, 3};
    Tensor x = s.tensor(small, 3);
    float[] large = new float[StreamTransport.STREAMED_UPLOAD_BYTES / 4 + 1];
    large[large.length - 1] = 7;
    Tensor y = s.tensor(large, large.length);
    assertThat(wire.uploadedHandles()).containsExactly(y.handle()); // only the large one was an Upload call
    assertThat(x.toFloatArray()).containsExactly(small); // read back from the constant the stream carried
    List<OpBatch> batches = wire.batches();
    assertThat(batches).hasSize(1);
    Op constant = batches.get(0).getOps(0);
    assertThat(constant.getKindCase()).isEqualTo(Op.KindCase.CONSTANT);
    assertThat(constant.getResultsList()).containsExactly(x.handle());
    assertThat(constant.getConstant().getValue().getType().getDimsList()).containsExactly(3L);
    assertThat(resultsOf(batches.get(0))).doesNotContain(y.handle());
    assertThat(y.toFloatArray()[large.length - 1]).isEqualTo(7f);
  }

  @Test
  void aSmallReadRidesOnTheBatchThatComputesItAndCostsNoDownload() {
    Session s = session(FUSED_UNTIL_SYNC);
    float[] small = {1, 2, 3};
    Tensor x = s.tensor(small, 3);
    assertThat(x.toFloatArray()).containsExactly(small); // the bytes the batch's answer carried
    assertThat(wire.downloads()).isEmpty();
    List<OpBatch> batches = wire.batches();
    assertThat(batches).hasSize(1);
    assertThat(batches.get(0).getReadsList()).containsExactly(x.handle());
  }

  @Test
  void aReadWithMoreThanAChunkQueuedSendsTheFullChunksThenRidesOnTheLastOne() {
    wire.ready = false; // the sender thread waits for flow control: more than a chunk is queued at the read
    Session s = session(FUSED_UNTIL_SYNC);
    Tensor x = s.tensor(new float[] {1, 2, 3}, 3);
    for (int i = 0; i < 600; i++) {
      s.tensor(new float[] {i}, 1);
    }
    wire.ready = true; // the read sends full chunks only while flow control lets it
    assertThat(x.toFloatArray()).containsExactly(1f, 2f, 3f);
    assertThat(wire.downloads()).isEmpty(); // no Download round trip after the batches
    List<OpBatch> batches = wire.batches();
    assertThat(batches).extracting(OpBatch::getOpsCount).containsExactly(512, 89); // cut where the sender cuts
    assertThat(batches.get(0).getReadsCount()).isZero();
    assertThat(batches.get(1).getReadsList()).containsExactly(x.handle());
  }

  /**
   * A server behind on its work stops reading the stream, and flow control's not-ready is then what bounds the
   * client's memory: a read sends at most its own batch past it, one at a time, and leaves a backlog queued.
   */
  @Test
  void readsSendAtMostOneBatchPastFlowControlWhileItIsUnanswered() {
    wire.ready = false; // the window is closed
    wire.holdBatches = true; // and the server does not get to what arrives: reads end at their deadline
    wire.downloadDeadlineMillis = 0;
    wire.readWaitMillis = 50; // not a timing assertion: how long a read waits for the answer that never comes
    StreamTransport t = transport(STRICT_UNTIL_SYNC);
    org.torchtpu.api.v1.TensorType f32 = org.torchtpu.api.v1.TensorType.newBuilder()
        .setDtype(org.torchtpu.api.v1.DType.F32).addDims(1).build();
    long handle = 0;
    int[] opsPerRound = {10, 10, 3 * 512, 3 * 512, 8 * 512};
    List<Integer> failures = new ArrayList<>();
    for (int ops : opsPerRound) {
      for (int i = 0; i < ops; i++) {
        t.submit(op(++handle));
      }
      long last = handle;
      TpuException e = catchThrowableOfType(TpuException.class, () -> t.download(last, f32));
      failures.add(e.code().value());
    }
    assertThat(failures).containsOnly(io.grpc.Status.Code.DEADLINE_EXCEEDED.value());
    // the first read's own batch only: later reads found it unanswered, or more than a batch queued while not ready
    assertThat(wire.batches()).extracting(OpBatch::getOpsCount).containsExactly(10);
    wire.ready = true;
    wire.releaseHeld(); // lets close end: the server catches up and the queued ops go out
  }

  @Test
  void aReadWhoseFullChunkFailsToSendFallsBackToDownloadAndTheResumedStreamRunsEveryOpOnceInOrder() {
    wire.ready = false; // the sender thread leaves the chunks to the read
    StreamTransport t = resumingTransport(STRICT_UNTIL_SYNC, 5);
    for (int i = 1; i <= 2 * 512 + 76; i++) {
      t.submit(op(i));
    }
    wire.throwOnBatch = 2; // the second full chunk's send throws part way through the read's loop
    wire.ready = true;
    t.download(2 * 512 + 76, org.torchtpu.api.v1.TensorType.newBuilder()
        .setDtype(org.torchtpu.api.v1.DType.F32).addDims(1).build());
    assertThat(wire.downloads()).hasSize(1); // the read fell back to Download
    assertThat(wire.batches()).extracting(OpBatch::getFirstSequence).containsExactly(1L, 513L, 1025L); // in order
    assertThat(wire.opens().get(1).getResume()).isTrue();
    assertThat(wire.runs()).hasSize(2 * 512 + 76);
    assertThat(wire.runs().values()).containsOnly(1);
  }

  @Test
  void aReadWhileTheSenderThreadIsSendingWaitsForItAndStillRidesOnTheBatch() throws Exception {
    Session s = session(new BatchPolicy("fused", 4, Long.MAX_VALUE / 4, true));
    java.util.concurrent.CountDownLatch gate = new java.util.concurrent.CountDownLatch(1);
    wire.sendGate = gate;
    Tensor[] full = new Tensor[4];
    for (int i = 0; i < 4; i++) {
      full[i] = s.tensor(new float[] {i}, 1); // a full chunk: the sender thread cuts it and blocks sending it
    }
    assertThat(wire.blockedSends.tryAcquire(30, TimeUnit.SECONDS)).isTrue();
    Tensor y = s.tensor(new float[] {9}, 1);
    float[][] read = new float[1][];
    Thread reader = new Thread(() -> read[0] = y.toFloatArray());
    reader.start();
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (reader.getState() != Thread.State.WAITING && reader.getState() != Thread.State.TIMED_WAITING
        && System.nanoTime() < until) {
      Thread.onSpinWait(); // until the read waits (for the sender before this change: on its Download)
    }
    wire.sendGate = null;
    gate.countDown();
    reader.join(30_000);
    assertThat(read[0]).containsExactly(9f);
    assertThat(wire.downloads()).isEmpty();
    List<OpBatch> batches = wire.batches();
    assertThat(batches).extracting(OpBatch::getOpsCount).containsExactly(4, 1);
    assertThat(batches.get(1).getReadsList()).containsExactly(y.handle());
  }

  @Test
  void aReadWokenFromWaitingForTheSenderThreadCutsItsOwnOpsBeforeTheSenderThreadDoes() throws Exception {
    Session s = session(new BatchPolicy("strict", 512, 0, false)); // the sender thread cuts what is queued at once
    java.util.concurrent.CountDownLatch gate = new java.util.concurrent.CountDownLatch(1);
    wire.sendGate = gate;
    s.tensor(new float[] {1}, 1); // the sender thread cuts it and blocks sending it
    assertThat(wire.blockedSends.tryAcquire(30, TimeUnit.SECONDS)).isTrue();
    Tensor y = s.tensor(new float[] {9}, 1); // due at once: the sender thread's next turn would cut it
    float[][] read = new float[1][];
    Thread reader = new Thread(() -> read[0] = y.toFloatArray());
    reader.start();
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (reader.getState() != Thread.State.WAITING && reader.getState() != Thread.State.TIMED_WAITING
        && System.nanoTime() < until) {
      Thread.onSpinWait(); // until the read waits for the send in progress
    }
    wire.sendGate = null;
    gate.countDown();
    reader.join(30_000);
    assertThat(read[0]).containsExactly(9f);
    assertThat(wire.downloads()).isEmpty(); // the read's ops went with it, not cut by the sender thread before
    List<OpBatch> batches = wire.batches();
    assertThat(batches.get(batches.size() - 1).getReadsList()).containsExactly(y.handle());
  }

  @Test
  void aCancelledCallersReadDoesNotWaitForTheSenderThreadsSend() throws Exception {
    Session s = session(new BatchPolicy("fused", 1, Long.MAX_VALUE / 4, true));
    java.util.concurrent.CountDownLatch gate = new java.util.concurrent.CountDownLatch(1);
    wire.sendGate = gate;
    s.tensor(new float[] {1}, 1); // a full chunk: the sender thread cuts it and blocks sending it
    assertThat(wire.blockedSends.tryAcquire(30, TimeUnit.SECONDS)).isTrue();
    Tensor y = s.tensor(new float[] {9}, 1);
    io.grpc.Context.CancellableContext cancelled = io.grpc.Context.current().withCancellation();
    cancelled.cancel(null); // the caller's RPC has ended, say
    TpuException[] thrown = new TpuException[1];
    Thread reader = new Thread(() -> cancelled.run(() -> thrown[0] = catchThrowableOfType(TpuException.class,
        y::toFloatArray)));
    reader.start();
    reader.join(30_000); // the blocked send holds its gate up to 30 s: a read waiting for it ends only then
    assertThat(wire.batches()).as("the read ended while the send was still in progress").isEmpty();
    assertThat(thrown[0].code()).isEqualTo(io.grpc.Status.Code.CANCELLED);
    wire.sendGate = null;
    gate.countDown();
  }

  @Test
  void aLargeReadAndAReadTheAnswerLeftOutTakeTheDownloadCall() {
    Session s = session(STRICT_UNTIL_SYNC);
    float[] large = new float[StreamTransport.INLINE_READ_BYTES / 4 + 1];
    large[large.length - 1] = 7;
    Tensor y = s.tensor(large, large.length); // an Upload call
    Tensor z = y.add(y); // queued: the read below ships it
    z.toFloatArray(); // this fake computes nothing: only the path is checked here (InlineReadsTest checks the bits)
    assertThat(wire.batches()).allSatisfy(b -> assertThat(b.getReadsCount()).isZero()); // too large to ride along
    assertThat(wire.downloads()).hasSize(1);
    assertThat(wire.downloads().get(0)[0]).isEqualTo(z.handle());

    wire.serveReads = false; // the server could not serve it (say, an abstract session): Download names why
    Tensor w = s.tensor(new float[] {5}, 1);
    w.toFloatArray();
    assertThat(wire.batches().get(wire.batches().size() - 1).getReadsList()).containsExactly(w.handle());
    assertThat(wire.downloads()).hasSize(2);
    assertThat(wire.downloads().get(1)).containsExactly(w.handle(), wire.batches().get(wire.batches().size() - 1)
        .getFirstSequence());
  }

  @Test
  void aFailedBatchWithAReadThrowsTheOpsFailureAsADownloadWould() {
    Session s = session(STRICT_UNTIL_SYNC);
    Tensor x = s.tensor(new float[] {1, 2}, 2);
    wire.failSequence = 1;
    TpuException e = catchThrowableOfType(TpuException.class, x::toFloatArray);
    assertThat(e.opError()).isNotNull();
    assertThat(e.opError().getSequence()).isEqualTo(1);
    assertThat(e.opError().getReason()).isEqualTo("injected failure");
    wire.failSequence = 0;
    Tensor y = s.tensor(new float[] {3}, 1); // the session goes on
    assertThat(y.toFloatArray()).containsExactly(3f);
  }

  private StreamTransport resumingTransport(BatchPolicy policy, int attempts) {
    StreamTransport t = new StreamTransport(wire, "s1", new SessionClock(), policy,
        new StreamTransport.Reconnect(attempts, attempt -> 1L));
    open.add(t);
    return t;
  }

  @Test
  void closeWaitsUntilTheServerHasRunTheOpsSentJustBeforeItInStrict() throws Exception {
    assertCloseHalfClosesOnlyAfterEveryOpRan(STRICT_UNTIL_SYNC);
  }

  @Test
  void closeWaitsUntilTheServerHasRunTheOpsSentJustBeforeItInFused() throws Exception {
    assertCloseHalfClosesOnlyAfterEveryOpRan(FUSED_UNTIL_SYNC);
  }

  /**
   * The server refuses ops still queued when CloseSession (which follows the half-close) arrives, so close must wait
   * for their acknowledgement, not only until they are sent: a rank's last collective, or a checkpoint save, sent
   * without a sync point right before close would otherwise be dropped without a word.
   */
  private void assertCloseHalfClosesOnlyAfterEveryOpRan(BatchPolicy policy) throws Exception {
    StreamTransport t = transport(policy);
    wire.holdBatches = true; // the ops reach the server and wait behind earlier work
    for (int i = 1; i <= 3; i++) {
      t.submit(op(i));
    }
    Thread closer = new Thread(t::close, "closer");
    closer.start();
    wire.awaitOps(3);
    closer.join(500); // gives a close that does not wait the chance to half-close now (not a timing assertion)
    wire.releaseHeld();
    closer.join(30_000);
    assertThat(closer.isAlive()).as("close returned once the ops were acknowledged").isFalse();
    assertThat(wire.runs()).containsOnlyKeys(1L, 2L, 3L);
    assertThat(wire.ranAtHalfClose()).as("every op had run when the stream was half-closed").isEqualTo(3);
  }

  @Test
  void aStreamBrokenBeforeItsAckIsResumedAndTheServerRunsEveryOpOnce() {
    StreamTransport t = resumingTransport(STRICT_UNTIL_SYNC, 5);
    wire.cutBeforeAck = 1;
    for (int i = 1; i <= 6; i++) {
      t.submit(op(i));
    }
    t.synchronize(); // the ack of ops 1..6 is lost with the connection; the resumed stream confirms them
    for (int i = 7; i <= 9; i++) {
      t.submit(op(i));
    }
    t.synchronize();
    assertThat(wire.opens()).hasSize(2);
    assertThat(wire.opens().get(1).getResume()).isTrue();
    assertThat(wire.opens().get(1).getResumeAfter()).isZero();
    Map<Long, Integer> runs = wire.runs();
    assertThat(runs.keySet()).containsExactlyInAnyOrder(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L);
    assertThat(runs.values()).containsOnly(1);
  }

  @Test
  void aStreamClosedAsUnknownChannelClosedIsResumedLikeAnyLostConnection() {
    StreamTransport t = resumingTransport(STRICT_UNTIL_SYNC, 5);
    wire.cutsAsChannelClosed = true;
    wire.cutBeforeAck = 1;
    for (int i = 1; i <= 3; i++) {
      t.submit(op(i));
    }
    t.synchronize();
    assertThat(wire.opens()).hasSize(2);
    assertThat(wire.opens().get(1).getResume()).isTrue();
    assertThat(wire.runs().values()).containsOnly(1);
  }

  @Test
  void aBatchLostInTransitIsResentOnTheResumedStream() {
    StreamTransport t = resumingTransport(FUSED_UNTIL_SYNC, 5);
    t.submit(op(1));
    t.synchronize();
    wire.loseNext = 1;
    for (int i = 2; i <= 5; i++) {
      t.submit(op(i));
    }
    t.free(3);
    t.synchronize();
    List<OpBatch> batches = wire.batches();
    assertThat(batches).hasSize(2); // the lost chunk arrived once, on the resumed stream
    assertThat(resultsOf(batches.get(1))).containsExactly(2L, 3L, 4L, 5L);
    assertThat(batches.get(1).getFreeAfterList()).containsExactly(3L);
    assertThat(batches.get(1).getDeadValuesList()).containsExactly(3L); // resent exactly as cut
    assertThat(wire.opens().get(1).getResume()).isTrue();
    assertThat(wire.opens().get(1).getResumeAfter()).isEqualTo(1);
    assertThat(wire.runs().values()).containsOnly(1);
  }

  @Test
  void aStreamThatCannotBeResumedReportsUnavailableAtTheNextSyncPoint() {
    StreamTransport t = resumingTransport(STRICT_UNTIL_SYNC, 3);
    wire.cutBeforeAck = 1;
    wire.refuseOpens = 100;
    t.submit(op(1));
    TpuException e = catchThrowableOfType(TpuException.class, t::synchronize);
    assertThat(e.code()).isEqualTo(io.grpc.Status.Code.UNAVAILABLE);
    assertThat(e.getMessage()).contains("connection reset by peer").contains("could not be resumed after 3 attempts")
        .contains("ops after #0 are not confirmed");
    // the session goes on on a fresh stream once the server is back
    wire.refuseOpens = 0;
    t.submit(op(2));
    t.synchronize();
    assertThat(wire.runs()).containsEntry(2L, 1);
  }

  // ------------------------------------------------------------------ frees of collected tensors

  @Test
  void collectedResultsOfACompiledLoopAreFreedWithItsNextCallInStrict() throws Exception {
    assertCollectedResultsAreFreedWithoutASyncPoint(BatchPolicy.STRICT, true);
  }

  @Test
  void collectedResultsOfACompiledLoopAreFreedWithItsNextCallInFused() throws Exception {
    assertCollectedResultsAreFreedWithoutASyncPoint(BatchPolicy.FUSED, true);
  }

  @Test
  void collectedResultsOfAnEagerLoopAreFreedWithItsNextOpInFused() throws Exception {
    assertCollectedResultsAreFreedWithoutASyncPoint(BatchPolicy.FUSED, false);
  }

  /**
   * A loop drops each step's result; once the collector has found them, the loop's next op (a
   * call of a compiled function, or an eager op) takes their frees out on the stream, with no
   * read, synchronize or flush: the production batch policies cut the batch on their own.
   */
  private void assertCollectedResultsAreFreedWithoutASyncPoint(BatchPolicy policy, boolean compiled)
      throws Exception {
    wire.compiler = graph -> org.torchtpu.api.v1.CompileResponse.newBuilder().setProgramId("double")
        .addOutputTypes(graph.getParameters(0).getType()).build();
    Session s = session(policy);
    Tensor x = s.zeros(64, 64);
    org.torchtpu.client.CompiledFunction twice = s.compile(in -> in[0].mul(2.0), x);
    java.util.function.Supplier<Tensor> step = compiled ? () -> twice.call1(x) : x::neg;
    long xBytes = 64 * 64 * 4;
    List<Long> dropped = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      dropped.add(step.get().handle()); // the tensor itself is dropped at once
    }
    awaitCollected(s, xBytes);
    Tensor last = step.get();
    wire.awaitFreed(dropped); // no sync point: the batch with the next op carries them
    for (OpBatch b : wire.batches()) {
      assertThat(b.getDeadValuesList()).as("collected values are never dead values of a chunk")
          .doesNotContainAnyElementsOf(dropped);
      assertThat(b.getFreeAfterList()).doesNotContain(x.handle(), last.handle());
    }
    assertThat(s.liveDeviceBytes()).isEqualTo(2 * xBytes); // x and last
    java.lang.ref.Reference.reachabilityFence(last);
    java.lang.ref.Reference.reachabilityFence(x);
  }

  /** Collects until the session's live accounting is down to {@code bytes} (hang-guarded, not timed). */
  private static void awaitCollected(Session s, long bytes) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (s.liveDeviceBytes() > bytes) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("the collector never found the dropped tensors: " + s.liveDeviceBytes() + " bytes live");
      }
      System.gc();
      Thread.sleep(10);
    }
  }
}
