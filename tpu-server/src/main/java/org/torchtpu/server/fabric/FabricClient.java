package org.torchtpu.server.fabric;

import com.google.protobuf.ByteString;
import io.grpc.ChannelCredentials;
import io.grpc.ManagedChannel;
import io.grpc.netty.NettyChannelBuilder;
import io.grpc.stub.ClientCallStreamObserver;
import io.grpc.stub.ClientResponseObserver;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.netty.util.concurrent.EventExecutor;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.security.ApiKeyCredentials;
import org.torchtpu.api.v1.FabricAck;
import org.torchtpu.api.v1.FabricChunk;
import org.torchtpu.api.v1.FabricGrpc;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.server.fabric.bulk.BulkSender;
import org.torchtpu.service.concurrent.DaemonTimers;

/**
 * Delivers parts to other hosts' Fabric services. Parts up to {@link #STREAMED_PART_BYTES} (and headers up to
 * {@link #STREAMED_HEADER_BYTES}) go as one message each on the open stream to their host ({@link PartStreams}). A
 * larger part gets a client stream of its own: a header then the data in chunks, each encoded just before it is
 * sent. The first {@link #EAGER_BYTES} go out at once from the calling thread, so a
 * small part leaves in one flush (header, data and end of stream in one TCP write) without waiting
 * for the new stream's first ready signal; the rest is sent only when the stream is ready (gRPC
 * flow control), so a slow receiver slows the sender instead of filling its memory. The ready
 * threshold is several chunks deep, so a large part streams without a pause per chunk. Channels
 * are kept per address.
 */
final class FabricClient implements AutoCloseable {
  /**
   * Bytes of data sent without waiting for the stream to be ready: within HTTP/2's initial
   * flow-control window (1 MiB in grpc-netty), so they never wait for the receiver anyway.
   */
  static final int EAGER_BYTES = 512 << 10;

  /** Largest part sent as one message on the host pair's open stream ({@link PartStreams}); larger parts use a stream of their own. */
  static final int STREAMED_PART_BYTES = 4 << 20;

  /**
   * Largest header of a part sent on the open stream. A header is structure (a tensor type per payload array, the
   * issuing op), which the receiver checks before parsing ({@link org.torchtpu.service.grpc.StructureBound}); a part
   * refused there ends the call it came on, so a part with a large header goes on a stream of its own: its refusal
   * then fails that part alone, never the other tenants' parts sharing the host pair's open stream. Honest headers
   * are a few hundred bytes to a few KiB.
   */
  static final int STREAMED_HEADER_BYTES = 64 << 10;

  /**
   * Longest wait for the receiver's answer to a bulk offer before the chunks go on the call anyway: a host from before
   * the bulk channel ignores the offer and never answers it (a rolling upgrade). A current host answers at once.
   */
  static final long OFFER_ANSWER_WAIT_MILLIS = 3_000;

  private final Map<String, ManagedChannel> channels = new ConcurrentHashMap<>();
  private volatile boolean closed;
  private final int chunkBytes;
  private final int streamedPartBytes;
  private final PartStreams streams = new PartStreams(this::channel);

  private final ApiKeyCredentials serviceKey;

  /** This host's sending end of the peers' bulk channels, or null: every part's data goes on its gRPC call. */
  private final BulkSender bulk;
  /** Waits for offers' answers (one daemon thread; a cancelled wait leaves the queue at once). */
  private final ScheduledThreadPoolExecutor offerTimer = DaemonTimers.cancellable("torchtpu-fabric-offer-wait");

  /**
   * Threads of the Fabric channels' event loops: each peer host's channel is served by one of them (handed out in turn
   * as channels open), so one tenant's multi-MiB parts (encrypted there under TLS) to one host do not queue another's
   * to another host behind them: as many as the cores up to four, and at least two (so that holds on one core too).
   */
  static final int LOOP_THREADS = Math.max(2, Math.min(4, Runtime.getRuntime().availableProcessors()));

  /**
   * The event loops of this host's Fabric channels, their own: a part's encode-to-socket writes and its
   * receipt's read do not queue behind (or hold up) the op streams' reads and acknowledgements, which gRPC's
   * shared default event loops also carry (the server's and every client channel's).
   */
  private final EventLoopGroup loop = new NioEventLoopGroup(LOOP_THREADS,
      new DefaultThreadFactory("torchtpu-fabric-client", true));

  /** Mutual-TLS credentials for other hosts' Fabric, or null for plaintext. */
  private final ChannelCredentials tls;

  FabricClient(int chunkBytes, String serviceKey) {
    this(chunkBytes, serviceKey, null);
  }

  FabricClient(int chunkBytes, String serviceKey, ChannelCredentials tls) {
    this(chunkBytes, STREAMED_PART_BYTES, serviceKey, tls);
  }

  /** @param streamedPartBytes parts up to this size go on the open stream (tests lower it to exercise both paths) */
  FabricClient(int chunkBytes, int streamedPartBytes, String serviceKey, ChannelCredentials tls) {
    this(chunkBytes, streamedPartBytes, serviceKey, tls, null);
  }

  /** @param bulk sends the data of parts larger than the open stream's on the receivers' bulk channels; null: never */
  FabricClient(int chunkBytes, int streamedPartBytes, String serviceKey, ChannelCredentials tls, BulkSender bulk) {
    this.bulk = bulk;
    this.streamedPartBytes = streamedPartBytes;
    this.tls = tls;
    this.chunkBytes = chunkBytes;
    this.serviceKey = ApiKeyCredentials.ofNullable(serviceKey);
  }

  /**
   * Completes when the receiving host has stored the part; fails with the call's status otherwise.
   * A caller that stops caring (its collective is over) may complete it itself.
   */
  CompletableFuture<Void> deliver(String address, ShardHeader header, ByteString data, long deadlineMillis) {
    return deliver(address, header, PartData.encoded(data), deadlineMillis);
  }

  /**
   * As above; a part that goes in chunks is encoded a chunk at a time as it is sent ({@link PartData}), one that goes
   * on the open stream whole.
   */
  CompletableFuture<Void> deliver(String address, ShardHeader header, PartData data, long deadlineMillis) {
    if (data.size() <= streamedPartBytes && header.getSerializedSize() <= STREAMED_HEADER_BYTES) {
      return streams.send(address, header, data.whole());
    }
    if (closed) { // no call on a channel opened after close() shut the others (it would never be shut)
      return CompletableFuture.failedFuture(shuttingDown().asRuntimeException());
    }
    CompletableFuture<Void> done = new CompletableFuture<>();
    FabricGrpc.FabricStub stub = FabricGrpc.newStub(channel(address))
        .withDeadlineAfter(deadlineMillis, TimeUnit.MILLISECONDS)
        .withOnReadyThreshold(4 * chunkBytes);
    Sender sender = new Sender(address, header, data, done);
    stub.deliver(sender); // calls beforeStart, then starts the call (on a channel close() shut: failed at once)
    sender.sendEagerly();
    return done;
  }

  private static io.grpc.Status shuttingDown() {
    return io.grpc.Status.UNAVAILABLE.withDescription("this host's Fabric client is shutting down");
  }

  /** Parts sent on open streams still waiting for their receipt (tests: nothing is left behind). */
  int partsAwaitingReceipt() {
    return streams.inFlight();
  }

  /**
   * Sends one part: header and data chunks, then the end of the stream. With a bulk channel, the header offers it
   * and the data waits for the receiver's answer: with a ticket the data goes on the channel, and the receiver ends the
   * call once it stored the part; without one, or when the channel fails, the data goes on the call in chunks.
   */
  private final class Sender implements ClientResponseObserver<FabricChunk, FabricAck> {
    private final String address;
    private final ShardHeader header;
    private final PartData data;
    private final CompletableFuture<Void> done;
    private ClientCallStreamObserver<FabricChunk> requests;
    private boolean headerSent;
    private int offset;
    private boolean finished;
    /** The header offered the bulk channel and the receiver has not answered yet: no data goes on the call. */
    private boolean offered;
    /** The data went, or goes, on the bulk channel. */
    private boolean onBulk;
    /**
     * The call ended (answered, failed or past its deadline). Not {@code done}: a caller may complete that once its
     * collective no longer needs the part, while the receiving rank still does.
     */
    private volatile boolean ended;
    /**
     * The wait for the offer's answer, cancelled once it comes or the call ends: the task holds the part's data, which
     * its tenant may have freed, so it must not stay queued for the whole wait.
     */
    private ScheduledFuture<?> offerWait;

    Sender(String address, ShardHeader header, PartData data, CompletableFuture<Void> done) {
      this.address = address;
      this.header = header;
      this.data = data;
      this.done = done;
    }

    @Override
    public void beforeStart(ClientCallStreamObserver<FabricChunk> requests) {
      this.requests = requests;
      requests.setOnReadyHandler(this::pump);
    }

    /** On the calling thread, right after the call starts: the header and the first chunks, ready or not. */
    synchronized void sendEagerly() {
      if (ended) {
        return; // cancelled as it started (this host is closing)
      }
      offered = bulk != null;
      requests.onNext(FabricChunk.newBuilder().setHeader(header).setBulkOffered(offered).build());
      headerSent = true;
      if (offered) {
        try {
          // not on the channels' event loops: a part's pump runs under its lock there
          offerWait = offerTimer.schedule(this::offerUnanswered, OFFER_ANSWER_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException shutDown) {
          cancel(); // this host is closing: no wait, no data; the call ends here rather than stay open with its header
        }
        return; // the receiver's answer says where the data goes
      }
      while (offset < data.size() && offset < EAGER_BYTES) {
        sendChunk();
      }
      pump(); // an onReady that came before the header was sent found nothing to do
    }

    /** No answer to the offer in time (a receiver that does not know it): the chunks go on the call. */
    private synchronized void offerUnanswered() {
      if (offered && !ended) {
        offered = false; // a ticket answered later is ignored; the receiver gives it up when the chunks come
        pump();
      }
    }

    /** Sends while the transport is ready; onReady calls it again when it is ready once more. */
    private synchronized void pump() {
      if (offered || onBulk) {
        return;
      }
      if (headerSent && !finished && offset >= data.size()) {
        finished = true; // everything went out eagerly
        requests.onCompleted();
        return;
      }
      while (headerSent && !finished && requests.isReady()) {
        if (offset < data.size()) {
          sendChunk();
        } else {
          finished = true;
          requests.onCompleted();
        }
      }
    }

    private void sendChunk() {
      int end = Math.min(data.size(), offset + chunkBytes);
      requests.onNext(FabricChunk.newBuilder().setData(data.slice(offset, end - offset)).build());
      offset = end;
    }

    @Override
    public void onNext(FabricAck ack) {
      synchronized (this) {
        stopOfferWait();
        if (!offered) {
          return; // the last answer: the part is stored (the call completes next)
        }
        offered = false;
        if (ack.getBulkTicket().isEmpty()) {
          pump(); // not admitted there: the chunks go on the call
          return;
        }
        onBulk = true;
      }
      if (ack.getBulkPort() < 1 || ack.getBulkPort() > 65_535) {
        synchronized (this) {
          onBulk = false; // an answer naming no usable port: the chunks go on the call; the receiver gives the ticket up
        }
        pump();
        return;
      }
      InetSocketAddress peer = new InetSocketAddress(HostAndPort.host(address), ack.getBulkPort());
      bulk.send(peer, ack.getBulkTicket().toByteArray(), new BulkPayload(data, () -> ended)).whenComplete((ok, failed) -> {
        synchronized (this) {
          if (ended) {
            return; // the call ended meanwhile (its deadline): nothing more to send on it
          }
          if (failed == null) {
            finished = true;
            requests.onCompleted(); // the receiver acknowledged the bytes; it answers the call once it stored the part
            return;
          }
          onBulk = false; // the channel failed: the data goes on the call; the receiver gives the ticket up
          offset = 0;
        }
        pump();
      });
    }

    /** Ends the call from this side (this host is closing): the receiver sees it cancelled, onError follows. */
    synchronized void cancel() {
      if (!ended && requests != null) {
        ended = true; // nothing more is sent on it, on the call or the bulk channel
        finished = true;
        requests.cancel("this host's Fabric client is shutting down", null);
      }
    }

    @Override
    public void onError(Throwable t) {
      ended = true;
      stopOfferWait();
      done.completeExceptionally(t);
    }

    @Override
    public void onCompleted() {
      ended = true;
      stopOfferWait();
      done.complete(null);
    }

    private synchronized void stopOfferWait() {
      if (offerWait != null) {
        offerWait.cancel(false);
        offerWait = null;
      }
    }
  }

  /**
   * The channel to {@code address}, made on first use. One made as {@link #close} runs, after it shut the others, is
   * shut here: its calls fail at once rather than keep a connection nobody closes. (Package-private for tests.)
   */
  ManagedChannel channel(String address) {
    ManagedChannel channel = channels.computeIfAbsent(address, a -> {
      NettyChannelBuilder builder = (tls == null ? NettyChannelBuilder.forTarget(a).usePlaintext()
          : NettyChannelBuilder.forTarget(a, tls))
          .eventLoopGroup(loop.next()) // one loop of its own per peer, the loops handed out in turn
          .channelType(NioSocketChannel.class)
          .maxInboundMessageSize(64 << 20);
      if (serviceKey != null) {
        builder.intercept(serviceKey.asInterceptor()); // hosts accept shards only from service or admin keys
      }
      return builder.build();
    });
    if (closed) { // set before close() went over the channels: either it saw this one or this check sees closed
      channel.shutdownNow();
    }
    return channel;
  }

  /** Offers still waiting for their answer (tests: none once every part is answered). */
  int offersWaiting() {
    return offerTimer.getQueue().size();
  }

  /** Whether the calling thread is one of this host's Fabric channels' event loops (tests). */
  boolean onFabricLoop() {
    for (EventExecutor e : loop) { // not next(): that would move on the turn channels are given their loop by
      if (e.inEventLoop()) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void close() {
    closed = true;
    offerTimer.shutdownNow();
    if (bulk != null) {
      bulk.close();
    }
    streams.close();
    for (ManagedChannel c : channels.values()) {
      c.shutdownNow(); // cancels every call still open on it: a stuck peer's must not hold this host's stop
    }
    loop.shutdownGracefully(0, 5, TimeUnit.SECONDS);
  }
}
