package org.torchtpu.server.runtime;

import org.torchtpu.service.error.ServiceStatuses;
import org.torchtpu.service.grpc.StreamIdleTimeout;
import com.google.protobuf.ByteString;
import com.google.protobuf.UnsafeByteOperations;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.server.chip.HbmExhaustedException;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;

/**
 * One Runtime.Upload call: a header naming the session, handle and type, then the value's bytes
 * in chunks. The value's HBM (and the heap of its receive buffer) is reserved when the header
 * arrives, so an upload that cannot fit fails before its data is sent; any failure, or the client
 * cancelling, gives the reservation back and stores nothing. So does a client that goes quiet: from the reservation on,
 * a call that receives none of its bytes for {@code torchtpu.limits.stream-idle-timeout}, or not all of them within
 * that time plus a second per 256 KiB, ends DEADLINE_EXCEEDED (before, an upload that sent its header and then
 * nothing, or only empty chunks, held its value's HBM and heap until its session closed).
 */
final class UploadCall implements StreamObserver<UploadRequest> {
  private final SessionRegistry sessions;
  private final StreamObserver<UploadResponse> out;
  private DeviceSession session;
  private UploadHeader header;
  private long expected;
  private long heap;
  /** The received bytes, sized once the reservation for them is taken; null when nothing is reserved. */
  private byte[] data;
  private long received;
  private boolean failed;
  /** An abstract session's upload holds its value's HBM (and nothing else) until stored or failed. */
  private boolean abstractHbmHeld;
  /** The call has been answered (its value stored): nothing more goes to {@link #out}. */
  private boolean answered;
  /** Run by the session's close while this upload holds a reservation (see {@link #sessionClosed}). */
  private final Runnable onSessionClose = this::sessionClosed;
  private final StreamIdleTimeout idleTimeout;
  /** Watches the client's messages while a reservation is held; null otherwise. */
  private StreamIdleTimeout.Watch idle;

  UploadCall(SessionRegistry sessions, StreamObserver<UploadResponse> out, StreamIdleTimeout idleTimeout) {
    this.sessions = sessions;
    this.out = out;
    this.idleTimeout = idleTimeout;
  }

  // The call's messages come one at a time; the lock is against the session's close (sessionClosed), on its thread.
  @Override
  public synchronized void onNext(UploadRequest req) {
    if (failed) {
      return;
    }
    long before = received;
    try {
      if (req.hasHeader()) {
        begin(req.getHeader());
      } else {
        receive(req.getChunk());
      }
      if (received > before) {
        idle.touched(); // only bytes of the value count: empty chunks kept a stalled upload alive
      }
    } catch (StatusRuntimeException e) {
      fail(e);
    } catch (OutOfMemoryError e) {
      fail(outOfHeap());
    } catch (RuntimeException e) {
      fail(ServiceStatuses.toException(e, "upload failed"));
    }
  }

  /** The header: checks the value it announces and reserves its memory before any data arrives. */
  private void begin(UploadHeader h) {
    if (header != null) {
      throw Status.INVALID_ARGUMENT.withDescription("upload sent a second header").asRuntimeException();
    }
    header = h;
    session = sessions.get(header.getSessionId());
    TensorType type = header.getType();
    if (!org.torchtpu.api.ir.DTypes.isSupported(type.getDtype())) {
      throw Status.INVALID_ARGUMENT.withDescription("upload of handle " + header.getHandle()
          + ": unsupported dtype " + type.getDtype()).asRuntimeException();
    }
    try {
      expected = Shapes.byteSize(type);
    } catch (OpTypeException | ArithmeticException e) {
      throw Status.INVALID_ARGUMENT.withDescription("upload of handle " + header.getHandle() + ": " + e.getMessage())
          .asRuntimeException();
    }
    if (session.isDefined(header.getHandle())) {
      throw Status.ALREADY_EXISTS.withDescription("handle " + header.getHandle() + " is already defined").asRuntimeException();
    }
    if (session.isAbstract()) {
      AbstractSessions.reserveUpload(session, header, expected); // HBM only: the data is never kept
      abstractHbmHeld = true;
      holdWhileOpen();
      return;
    }
    try {
      DeviceArray.checkFits(type);
    } catch (org.torchtpu.server.exec.SimulatorLimitException e) {
      throw Status.RESOURCE_EXHAUSTED.withDescription("upload of handle " + header.getHandle() + ": " + e.getMessage())
          .asRuntimeException();
    }
    if (expected > Integer.MAX_VALUE - 16) {
      throw Status.RESOURCE_EXHAUSTED.withDescription("upload of handle " + header.getHandle() + ": "
          + Shapes.toString(type) + " is " + expected + " bytes; one upload carries at most 2 GiB").asRuntimeException();
    }
    // Reserve before receiving, so an upload that cannot fit fails before its data is sent: the
    // value's HBM and heap, and the heap of the buffer the bytes arrive in until they are decoded.
    String what = Shapes.toString(type) + " (upload of handle " + header.getHandle() + ")";
    heap = DeviceArray.heapBytes(type);
    try {
      session.hbm().allocate(expected, heap, what);
      try {
        session.hbm().reserveHeap(expected, "the receive buffer of " + what);
      } catch (HbmExhaustedException e) {
        session.hbm().release(expected, heap);
        throw e;
      }
    } catch (HbmExhaustedException e) {
      throw Status.RESOURCE_EXHAUSTED.withDescription(e.getMessage()).asRuntimeException();
    }
    try {
      data = new byte[(int) expected];
    } catch (OutOfMemoryError e) {
      session.hbm().releaseHeap(expected);
      session.hbm().release(expected, heap);
      throw outOfHeap();
    }
    holdWhileOpen();
  }

  /** From the reservation on, the session's close gives it back (the caller fails the call when this throws). */
  private void holdWhileOpen() {
    if (!session.whileOpen(onSessionClose)) {
      throw closedMeanwhile();
    }
    idle = idleTimeout.watch(this::wentQuiet, expected);
  }

  /**
   * The client sent nothing for the idle time: the reservation goes back and the call ends, as at a close. Runs on the
   * timer's thread, which may start it before {@link #holdWhileOpen} has noted the watch: the call's lock, held by
   * onNext until then, makes it wait for the watch and see it (unlocked, a short idle time found it unset and failed
   * on the timer's thread, and the call never ended).
   */
  private void wentQuiet() {
    StatusRuntimeException status;
    synchronized (this) {
      status = idle.status("upload of handle " + header.getHandle() + " (" + Shapes.toString(header.getType())
          + ")", "its reservation was given back and nothing was stored");
    }
    end(status);
  }

  /**
   * The session closed: the reservation goes back and the call ends now, NOT_FOUND (not at the client's next message,
   * which may never come). The answer goes out once this call's lock is let go, and once only: the call is marked
   * failed under the lock, so the call's own thread sends nothing more.
   */
  private void sessionClosed() {
    end(closedMeanwhile());
  }

  /** Gives the reservation back and ends the call with {@code status}, unless it has ended or been answered. */
  private void end(StatusRuntimeException status) {
    synchronized (this) {
      releaseReservation();
      if (failed || answered) {
        return;
      }
      failed = true;
    }
    try {
      out.onError(status);
    } catch (RuntimeException e) {
      // the client cancelled meanwhile: its call has ended already, and the reservation is back
    }
  }

  private StatusRuntimeException closedMeanwhile() {
    return Status.NOT_FOUND.withDescription("session " + header.getSessionId() + " was closed during the upload of handle "
        + header.getHandle() + "; nothing was stored").asRuntimeException();
  }

  private void receive(ByteString chunk) {
    if (header == null) {
      throw Status.INVALID_ARGUMENT.withDescription("upload data arrived before its header").asRuntimeException();
    }
    if (received + (long) chunk.size() > expected) {
      throw Status.INVALID_ARGUMENT.withDescription("upload of " + Shapes.toString(header.getType()) + " sent more than "
          + expected + " bytes").asRuntimeException();
    }
    if (!session.isAbstract()) { // an abstract session's data is counted, never kept
      chunk.copyTo(data, (int) received);
    }
    received += chunk.size();
  }

  private StatusRuntimeException outOfHeap() {
    return Status.RESOURCE_EXHAUSTED.withDescription("upload of handle " + header.getHandle() + ": the simulator host "
        + "ran out of Java heap receiving " + Shapes.toString(header.getType()) + "; nothing was stored").asRuntimeException();
  }

  private void fail(StatusRuntimeException e) {
    failed = true;
    releaseReservation();
    out.onError(e);
  }

  private void releaseReservation() {
    if (idle != null) {
      idle.stop();
    }
    if (session != null) {
      session.forget(onSessionClose);
    }
    if (abstractHbmHeld) {
      abstractHbmHeld = false;
      session.hbm().release(expected, DeviceArray.VALUE_OVERHEAD_BYTES);
    }
    if (data != null) {
      session.hbm().releaseHeap(expected);
      session.hbm().release(expected, heap);
      data = null;
    }
  }

  @Override
  public synchronized void onError(Throwable t) {
    failed = true; // the call has ended: a close after this answers nothing
    releaseReservation(); // client cancelled: nothing is stored
  }

  @Override
  public synchronized void onCompleted() {
    if (failed) {
      return;
    }
    if (header == null) {
      out.onError(Status.INVALID_ARGUMENT.withDescription("upload had no header").asRuntimeException());
      return;
    }
    if (session.isAbstract()) {
      storeAbstract();
      return;
    }
    if (received != expected) {
      fail(Status.INVALID_ARGUMENT.withDescription("upload of " + Shapes.toString(header.getType()) + " was truncated: got "
          + received + " of " + expected + " bytes").asRuntimeException());
      return;
    }
    long start = System.nanoTime();
    try {
      DeviceArray value = Literals.decode(TensorLiteral.newBuilder()
          .setType(header.getType())
          .setData(UnsafeByteOperations.unsafeWrap(data))
          .build());
      session.store(header.getHandle(), value);
      data = null; // the value's reservation now belongs to the stored value; the buffer's is given back
      session.hbm().releaseHeap(expected);
      session.forget(onSessionClose);
      idle.stop();
      answered = true;
    } catch (OutOfMemoryError e) {
      fail(outOfHeap());
      return;
    } catch (OpTypeException e) {
      fail(Status.INVALID_ARGUMENT.withDescription("upload of handle " + header.getHandle() + ": " + e.getMessage()).asRuntimeException());
      return;
    } catch (StatusRuntimeException e) {
      fail(e);
      return;
    }
    out.onNext(UploadResponse.newBuilder()
        .setHandle(header.getHandle())
        .setBytes(expected)
        .setTiming(Timing.newBuilder()
            .setWallNanos(System.nanoTime() - start)
            .setDeviceSeconds(session.costModel().transferSeconds(expected)))
        .build());
    out.onCompleted();
  }

  /** An abstract session's upload: the value is its type and HBM; the data, if any was sent, was only counted. */
  private void storeAbstract() {
    long start = System.nanoTime();
    try {
      AbstractSessions.storeUpload(session, header, received, expected);
      abstractHbmHeld = false; // the stored value owns it now
      session.forget(onSessionClose);
      idle.stop();
      answered = true;
    } catch (StatusRuntimeException e) {
      fail(e);
      return;
    }
    out.onNext(UploadResponse.newBuilder().setHandle(header.getHandle()).setBytes(expected)
        .setTiming(Timing.newBuilder().setWallNanos(System.nanoTime() - start)
            .setDeviceSeconds(session.costModel().transferSeconds(expected)))
        .build());
    out.onCompleted();
  }
}
