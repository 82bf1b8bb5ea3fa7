package org.torchtpu.server.runtime;

import com.google.protobuf.ByteString;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DownloadResponse;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.service.error.DomainException;

/**
 * Sends a value's bytes to a Download caller. The encoded copy is held against the tenant's heap share until the
 * last chunk is handed to the transport, and chunks go out only as fast as the caller reads them: gRPC queues
 * whatever a server sends without regard to flow control, so a tenant opening many Downloads and never reading
 * them would otherwise park copies of its values in the transport's buffers, unaccounted, until the heap ran out
 * for every tenant.
 */
final class DownloadCall {
  /** How long a caller that reads nothing may keep a Download (and its heap) before the call is ended. */
  private final long stallNanos;

  DownloadCall(long stallMillis) {
    this.stallNanos = TimeUnit.MILLISECONDS.toNanos(stallMillis);
  }

  void send(DeviceSession session, long handle, DeviceArray value, int chunkBytes,
      StreamObserver<DownloadResponse> out) {
    long held = Math.max(1, Shapes.byteSize(value.type()));
    // held like a transfer's buffer, not as queued work: it is given back as the caller reads, not as the session runs
    try {
      session.hbm().reserveHeap(held, "Download of handle " + handle);
    } catch (org.torchtpu.server.chip.HbmExhaustedException e) {
      throw org.torchtpu.service.error.DomainException.exhausted(e.getMessage());
    }
    try {
      ByteString bytes = Literals.encode(value);
      sendWhenReady(out, DownloadResponse.newBuilder().setType(value.type()).build());
      for (int off = 0; off < bytes.size(); off += chunkBytes) {
        sendWhenReady(out, DownloadResponse.newBuilder()
            .setChunk(bytes.substring(off, Math.min(bytes.size(), off + chunkBytes))).build());
      }
      out.onCompleted();
    } finally {
      session.hbm().releaseHeap(held);
    }
  }

  /**
   * Waits (polling: the call's own on-ready callback cannot run while this handler holds its serialized executor)
   * until the transport wants more, so at most about one flow-control window of this call is buffered.
   */
  private void sendWhenReady(StreamObserver<DownloadResponse> out, DownloadResponse message) {
    if (out instanceof ServerCallStreamObserver<DownloadResponse> call) {
      long deadline = System.nanoTime() + stallNanos;
      long pause = TimeUnit.MICROSECONDS.toNanos(50);
      while (!call.isReady()) {
        if (call.isCancelled()) {
          throw DomainException.cancelled("the Download was cancelled by its caller");
        }
        if (System.nanoTime() - deadline > 0) {
          throw DomainException.timedOut("the Download's caller read nothing for "
              + TimeUnit.NANOSECONDS.toSeconds(stallNanos) + " s; the value was not sent");
        }
        LockSupport.parkNanos(pause);
        pause = Math.min(pause * 2, TimeUnit.MILLISECONDS.toNanos(5));
      }
    }
    out.onNext(message);
  }
}
