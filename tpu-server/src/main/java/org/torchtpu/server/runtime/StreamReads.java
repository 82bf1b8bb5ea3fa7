package org.torchtpu.server.runtime;

import io.grpc.stub.ServerCallStreamObserver;
import java.util.function.BooleanSupplier;

/**
 * Which messages an op stream asks gRPC for (the call's manual flow control). The stream may have up to a window of
 * batches queued on its session; each answered batch gives one read back, taken only while the client takes the
 * answers (the call is ready), else at its next onReady: a client that sends and never reads would otherwise pile up
 * unread answers in the server.
 *
 * <p>One message at a time is asked for, and none while a batch waits for room in its tenant's heap share
 * ({@link #pauseAfterTaken}): the message asked for last is then the only one the server holds beyond its queued
 * work, and what the client sends next stays in the transport until HTTP/2 flow control stops it. Asking for the
 * whole window at once would let gRPC deliver up to that many more batches while one waits.
 */
final class StreamReads {
  private final ServerCallStreamObserver<?> call;
  private final BooleanSupplier streamDone;
  // Guarded by `this`.
  /** Reads the window allows that have not been asked for yet. */
  private int owed;
  /** A message was asked for and has not been taken yet (the opening message is asked for at the start). */
  private boolean asked = true;
  /** A batch waits for heap: nothing more is read until it is queued or dropped. */
  private boolean paused;

  StreamReads(ServerCallStreamObserver<?> call, BooleanSupplier streamDone) {
    this.call = call;
    this.streamDone = streamDone;
  }

  /** {@code reads} more messages may be read (the window opened, or a batch was answered). */
  void grant(int reads) {
    synchronized (this) {
      owed += reads;
    }
    pay();
  }

  /** The message asked for was handled (queued, or refused): the next may be asked for. */
  void taken() {
    synchronized (this) {
      asked = false;
    }
    pay();
  }

  /** The message asked for is a batch that now waits for heap: nothing more is read until {@link #resume}. */
  synchronized void pauseAfterTaken() {
    asked = false;
    paused = true;
  }

  /** The waiting batch was queued (or dropped): reading goes on. */
  void resume() {
    synchronized (this) {
      paused = false;
    }
    pay();
  }

  /** Asks for the next message when the window, the client's reading and any waiting batch allow it (the call's onReady). */
  void pay() {
    synchronized (this) {
      // readiness is read after the count changed: an onReady between the two cannot be missed
      if (asked || paused || owed == 0 || streamDone.getAsBoolean() || !call.isReady()) {
        return;
      }
      owed--;
      asked = true;
    }
    call.request(1);
  }

  /** Whether a batch waits for heap now (tests). */
  synchronized boolean paused() {
    return paused;
  }
}
