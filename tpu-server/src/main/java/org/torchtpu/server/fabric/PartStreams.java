package org.torchtpu.server.fabric;

import com.google.protobuf.ByteString;
import com.google.common.util.concurrent.MoreExecutors;
import io.grpc.Channel;
import io.grpc.Status;
import io.grpc.stub.ClientCallStreamObserver;
import io.grpc.stub.ClientResponseObserver;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.torchtpu.api.v1.FabricGrpc;
import org.torchtpu.api.v1.FabricPart;
import org.torchtpu.api.v1.FabricReceipt;
import org.torchtpu.api.v1.ShardHeader;

/**
 * One long-lived {@code Exchange} stream from this host to each other host, carrying parts one
 * message each (header and data in one frame): a part costs no stream set-up on either host, no
 * per-call authentication and no end-of-stream exchange, which a stream per part paid on both
 * hosts' event loops for every collective.
 *
 * <p>Each part's future completes when the receiver's receipt says it was stored, fails with the
 * receiver's reason when it was refused, and fails with the stream's status when the stream
 * breaks before its receipt came (the receiving host died or became unreachable): the same
 * outcomes a stream per part gave. A broken stream is forgotten; the next part opens a new one.
 * Parts are sent from the caller's thread without waiting for the stream to be ready: callers
 * keep them to a few MiB (larger parts go by the flow-controlled {@code Deliver}), and each
 * collective waits for its own parts, which bounds what is buffered.
 */
final class PartStreams implements AutoCloseable {
  private final Function<String, Channel> channels;
  private final Map<String, PartStream> streams = new ConcurrentHashMap<>();

  PartStreams(Function<String, Channel> channels) {
    this.channels = channels;
  }

  /** Sends one part to the host at {@code address}; see the class comment for the future's outcomes. */
  CompletableFuture<Void> send(String address, ShardHeader header, ByteString data) {
    while (true) {
      PartStream stream = streams.computeIfAbsent(address, a -> new PartStream(a, channels.apply(a)));
      CompletableFuture<Void> sent = stream.send(header, data);
      if (sent != null) {
        return sent;
      }
      streams.remove(address, stream); // it broke meanwhile: open another
    }
  }

  /** Number of parts sent and not yet settled, over every stream (for tests). */
  int inFlight() {
    int n = 0;
    for (PartStream s : streams.values()) {
      n += s.inFlight();
    }
    return n;
  }

  @Override
  public void close() {
    for (PartStream s : streams.values()) {
      s.close();
    }
    streams.clear();
  }

  private final class PartStream implements ClientResponseObserver<FabricPart, FabricReceipt> {
    private final String address;
    /** Sent parts awaiting their receipt, by id; guarded by this. */
    private final Map<Long, CompletableFuture<Void>> pending = new HashMap<>();
    private ClientCallStreamObserver<FabricPart> requests;
    private long nextId;
    /** Set once the stream is over: no part may be sent on it any more. */
    private Throwable broken;

    private final Channel channel;

    PartStream(String address, Channel channel) {
      this.address = address;
      this.channel = channel;
    }

    @Override
    public void beforeStart(ClientCallStreamObserver<FabricPart> requests) {
      this.requests = requests;
    }

    /**
     * The part's future, or null when this stream had broken before (a stale stream: the caller
     * opens a new one). A stream that breaks while this part is being sent fails the part's
     * future instead, so a host that refuses connections fails the part rather than being
     * retried for ever.
     */
    synchronized CompletableFuture<Void> send(ShardHeader header, ByteString data) {
      if (broken != null) {
        return null;
      }
      if (requests == null) {
        // Started here, not in the map's computeIfAbsent: a call that fails at once reports it inline
        // (receipts run on the transport thread), and that report removes this stream from the map.
        // Receipts only complete futures, so they need no hand-off to an executor thread.
        FabricGrpc.newStub(channel).withExecutor(MoreExecutors.directExecutor()).exchange(this);
      }
      if (broken != null) {
        return CompletableFuture.failedFuture(broken);
      }
      long id = ++nextId;
      CompletableFuture<Void> sent = new CompletableFuture<>();
      pending.put(id, sent);
      try {
        requests.onNext(FabricPart.newBuilder().setId(id).setHeader(header).setData(data).build());
      } catch (RuntimeException e) {
        breakWith(e); // fails this part too
        return sent;
      }
      // A sender that stopped waiting (its collective is over) settles the part itself: no entry
      // outlives its collective even if a receipt never comes.
      sent.whenComplete((ok, error) -> forget(id));
      return sent;
    }

    private synchronized void forget(long id) {
      pending.remove(id);
    }

    synchronized int inFlight() {
      return pending.size();
    }

    @Override
    public void onNext(FabricReceipt receipt) {
      CompletableFuture<Void> sent;
      synchronized (this) {
        sent = pending.remove(receipt.getId());
      }
      if (sent == null) {
        return;
      }
      if (receipt.getErrorCode() == 0) {
        sent.complete(null);
      } else {
        sent.completeExceptionally(Status.fromCodeValue(receipt.getErrorCode()).withDescription(receipt.getError())
            .asRuntimeException());
      }
    }

    @Override
    public void onError(Throwable t) {
      Status status = Status.fromThrowable(t);
      // Our own close() marks the stream broken before cancelling, so a cancellation arriving here came
      // from the other side: its host went away (an RST_STREAM racing its shutdown), which callers see
      // as the peer being unavailable, like a refused connection.
      breakWith(status.getCode() == Status.Code.CANCELLED
          ? Status.UNAVAILABLE.withDescription("the Fabric stream to " + address + " was cut by its host: "
              + status.getDescription()).withCause(t).asRuntimeException()
          : t);
    }

    @Override
    public void onCompleted() {
      breakWith(Status.UNAVAILABLE.withDescription("the Fabric stream to " + address + " was closed by its host")
          .asRuntimeException());
    }

    /** Fails every part still waiting for its receipt and keeps any later part off this stream. */
    private void breakWith(Throwable t) {
      List<CompletableFuture<Void>> failed;
      synchronized (this) {
        if (broken == null) {
          broken = t;
        }
        failed = List.copyOf(pending.values());
        pending.clear();
      }
      streams.remove(address, this);
      for (CompletableFuture<Void> f : failed) {
        f.completeExceptionally(t);
      }
    }

    synchronized void close() {
      if (broken == null && requests != null) {
        broken = Status.CANCELLED.withDescription("this host is shutting down").asRuntimeException();
        try {
          requests.onCompleted();
        } catch (RuntimeException alreadyGone) {
          // the call is over already
        }
      }
    }
  }
}
