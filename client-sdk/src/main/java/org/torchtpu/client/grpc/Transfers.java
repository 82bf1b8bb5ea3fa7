package org.torchtpu.client.grpc;

import com.google.protobuf.ByteString;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import java.util.Iterator;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.torchtpu.api.grpc.FirstResponse;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.DownloadResponse;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.client.Channels;
import org.torchtpu.client.TpuException;

/** Host<->device transfers in chunks, and Compile calls: the unary work every transport shares. */
final class Transfers {
  static final int CHUNK_BYTES = 1 << 20;

  private final Channels channels;
  private final String sessionId;

  Transfers(Channels channels, String sessionId) {
    this.channels = channels;
    this.sessionId = sessionId;
  }

  /** Uploads and waits until the server has stored the value; returns the transfer's timing. */
  Timing upload(long handle, TensorLiteral data) {
    // Not retried (no idempotency key): a repeat of an upload that was stored is ALREADY_EXISTS.
    return channels.call("Upload", false, () -> uploadOnce(handle, data));
  }

  private Timing uploadOnce(long handle, TensorLiteral data) {
    FirstResponse<UploadResponse> response = new FirstResponse<>();
    CompletableFuture<UploadResponse> done = response.answer();
    StreamObserver<UploadRequest> req = channels.asyncWithDeadline().upload(response);
    try {
      req.onNext(UploadRequest.newBuilder()
          .setHeader(UploadHeader.newBuilder().setSessionId(sessionId).setHandle(handle).setType(data.getType()))
          .build());
      ByteString bytes = data.getData();
      for (int off = 0; off < bytes.size() && !done.isDone(); off += CHUNK_BYTES) {
        req.onNext(UploadRequest.newBuilder().setChunk(bytes.substring(off, Math.min(bytes.size(), off + CHUNK_BYTES))).build());
      }
      req.onCompleted();
    } catch (RuntimeException e) {
      req.onError(e);
      throw e;
    }
    try {
      return done.get(channels.deadlineMillis(), TimeUnit.MILLISECONDS).getTiming();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof StatusRuntimeException s) {
        throw s;
      }
      throw new TpuException(io.grpc.Status.Code.INTERNAL, "upload failed: " + e.getCause(), null, e.getCause());
    } catch (TimeoutException e) {
      throw new TpuException(io.grpc.Status.Code.DEADLINE_EXCEEDED, "upload of handle " + handle + " timed out", null, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TpuException(io.grpc.Status.Code.CANCELLED, "interrupted", null, e);
    }
  }

  /** Runtime/Compile: the whole graph in one call; failures (such as RESOURCE_EXHAUSTED) as {@link TpuException}. */
  static CompileResponse compile(Channels channels, String sessionId, Graph graph, CompileOptions options) {
    return compile(channels, sessionId, graph, options, null);
  }

  /** As above; {@code spmd} (null = none) makes it an SPMD compile. Retried: compiling is idempotent. */
  static CompileResponse compile(Channels channels, String sessionId, Graph graph, CompileOptions options,
      org.torchtpu.api.v1.SpmdOptions spmd) {
    CompileRequest.Builder builder = CompileRequest.newBuilder().setSessionId(sessionId).setGraph(graph)
        .setOptions(options);
    if (spmd != null) {
      builder.setSpmd(spmd);
    }
    CompileRequest request = builder.build();
    return channels.call("Compile", true, () -> channels.blocking().compile(request));
  }

  /** A read: retried when the connection breaks (the server just waits for the same ops again). */
  TensorLiteral download(long handle, long afterSequence) {
    return channels.call("Download", true, () -> downloadOnce(handle, afterSequence));
  }

  private TensorLiteral downloadOnce(long handle, long afterSequence) {
    try {
      Iterator<DownloadResponse> it = channels.blocking().download(DownloadRequest.newBuilder()
          .setSessionId(sessionId).setHandle(handle).setAfterSequence(afterSequence).build());
      TensorType type = null;
      ByteString.Output data = ByteString.newOutput();
      while (it.hasNext()) {
        DownloadResponse r = it.next();
        if (r.hasType()) {
          type = r.getType();
        } else {
          r.getChunk().writeTo(data);
        }
      }
      if (type == null) {
        throw new TpuException(io.grpc.Status.Code.INTERNAL, "download of handle " + handle + " returned no type", null, null);
      }
      return TensorLiteral.newBuilder().setType(type).setData(data.toByteString()).build();
    } catch (java.io.IOException e) {
      throw new TpuException(io.grpc.Status.Code.INTERNAL, "download failed: " + e, null, e);
    }
  }
}
