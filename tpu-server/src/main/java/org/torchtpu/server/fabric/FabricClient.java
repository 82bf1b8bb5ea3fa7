package org.torchtpu.server.fabric;

import com.google.protobuf.ByteString;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.stub.ClientCallStreamObserver;
import io.grpc.stub.ClientResponseObserver;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.FabricAck;
import org.torchtpu.api.v1.FabricChunk;
import org.torchtpu.api.v1.FabricGrpc;
import org.torchtpu.api.v1.ShardHeader;

/**
 * Delivers parts to other hosts' Fabric services: one client stream per part, a header then the
 * data in chunks, each chunk sent only when the stream is ready (gRPC flow control), so a slow
 * receiver slows the sender instead of filling its memory. Channels are kept per address.
 */
final class FabricClient implements AutoCloseable {
  private final Map<String, ManagedChannel> channels = new ConcurrentHashMap<>();
  private final int chunkBytes;

  private final org.torchtpu.api.security.ApiKeyCredentials serviceKey;

  /** Mutual-TLS credentials for other hosts' Fabric, or null for plaintext. */
  private final io.grpc.ChannelCredentials tls;

  FabricClient(int chunkBytes, String serviceKey) {
    this(chunkBytes, serviceKey, null);
  }

  FabricClient(int chunkBytes, String serviceKey, io.grpc.ChannelCredentials tls) {
    this.tls = tls;
    this.chunkBytes = chunkBytes;
    this.serviceKey = org.torchtpu.api.security.ApiKeyCredentials.ofNullable(serviceKey);
  }

  /** Completes when the receiving host has stored the part; fails with the call's status otherwise. */
  CompletableFuture<Void> deliver(String address, ShardHeader header, ByteString data, long deadlineMillis) {
    CompletableFuture<Void> done = new CompletableFuture<>();
    FabricGrpc.FabricStub stub = FabricGrpc.newStub(channel(address)).withDeadlineAfter(deadlineMillis, TimeUnit.MILLISECONDS);
    stub.deliver(new ClientResponseObserver<FabricChunk, FabricAck>() {
      private ClientCallStreamObserver<FabricChunk> requests;
      private boolean headerSent;
      private int offset;
      private boolean finished;

      @Override
      public void beforeStart(ClientCallStreamObserver<FabricChunk> requests) {
        this.requests = requests;
        requests.setOnReadyHandler(this::pump);
      }

      /** Sends while the transport is ready; onReady calls it again when it is ready once more. */
      private synchronized void pump() {
        while (!finished && requests.isReady()) {
          if (!headerSent) {
            requests.onNext(FabricChunk.newBuilder().setHeader(header).build());
            headerSent = true;
          } else if (offset < data.size()) {
            int end = Math.min(data.size(), offset + chunkBytes);
            requests.onNext(FabricChunk.newBuilder().setData(data.substring(offset, end)).build());
            offset = end;
          } else {
            finished = true;
            requests.onCompleted();
          }
        }
      }

      @Override
      public void onNext(FabricAck ack) {}

      @Override
      public void onError(Throwable t) {
        done.completeExceptionally(t);
      }

      @Override
      public void onCompleted() {
        done.complete(null);
      }
    });
    return done;
  }

  private ManagedChannel channel(String address) {
    return channels.computeIfAbsent(address, a -> {
      ManagedChannelBuilder<?> builder = (tls == null ? ManagedChannelBuilder.forTarget(a).usePlaintext()
          : io.grpc.Grpc.newChannelBuilder(a, tls))
          .maxInboundMessageSize(64 << 20);
      if (serviceKey != null) {
        builder.intercept(serviceKey.asInterceptor()); // hosts accept shards only from service or admin keys
      }
      return builder.build();
    });
  }

  @Override
  public void close() {
    for (ManagedChannel c : channels.values()) {
      c.shutdownNow();
    }
  }
}
