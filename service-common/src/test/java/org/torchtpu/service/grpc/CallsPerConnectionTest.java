package org.torchtpu.service.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.netty.NettyServerBuilder;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.ServerCalls;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * One client connection holds at most torchtpu.grpc.max-concurrent-calls-per-connection calls open on a service: its
 * further calls wait on the client's side and never reach the server while those are open (gRPC's default lets one
 * connection open any number). The server here is built with the very customizer every service gets.
 */
class CallsPerConnectionTest {
  private static final int LIMIT = 4;

  private static final MethodDescriptor.Marshaller<String> TEXT = new MethodDescriptor.Marshaller<>() {
    @Override
    public InputStream stream(String value) {
      return new ByteArrayInputStream(value.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public String parse(InputStream stream) {
      try {
        return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  };

  private static final MethodDescriptor<String, String> HOLD = MethodDescriptor.<String, String>newBuilder()
      .setType(MethodDescriptor.MethodType.UNARY)
      .setFullMethodName("test.Connections/Hold")
      .setRequestMarshaller(TEXT)
      .setResponseMarshaller(TEXT)
      .build();

  @Test
  void aConnectionsCallsBeyondTheLimitNeverReachTheServerWhileItsOpenCallsLast() throws Exception {
    AtomicInteger arrived = new AtomicInteger();
    CountDownLatch allowedIn = new CountDownLatch(LIMIT);
    CountDownLatch letGo = new CountDownLatch(1);
    ServerServiceDefinition held = ServerServiceDefinition.builder("test.Connections")
        .addMethod(HOLD, ServerCalls.asyncUnaryCall((String req, io.grpc.stub.StreamObserver<String> out) -> {
          arrived.incrementAndGet();
          allowedIn.countDown();
          try {
            letGo.await(60, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          out.onNext(req);
          out.onCompleted();
        }))
        .build();
    NettyServerBuilder builder = NettyServerBuilder.forPort(0).addService(held)
        .executor(Executors.newCachedThreadPool());
    new GrpcBindConfiguration().grpcCallsPerConnection(LIMIT).customize(builder);
    Server server = builder.build().start();
    ManagedChannel channel = ManagedChannelBuilder.forTarget("localhost:" + server.getPort()).usePlaintext().build();
    ExecutorService callers = Executors.newCachedThreadPool();
    try {
      List<Future<String>> open = new ArrayList<>();
      for (int i = 0; i < LIMIT; i++) {
        String name = "call-" + i;
        open.add(callers.submit(() -> ClientCalls.blockingUnaryCall(channel, HOLD, CallOptions.DEFAULT, name)));
      }
      assertTrue(allowedIn.await(60, TimeUnit.SECONDS), "the first calls up to the limit are served");
      // One more on the same connection: it waits for a stream until its deadline, and the server never sees it.
      StatusRuntimeException waited = assertThrows(StatusRuntimeException.class, () -> ClientCalls.blockingUnaryCall(
          channel, HOLD, CallOptions.DEFAULT.withDeadlineAfter(2, TimeUnit.SECONDS), "one-too-many"));
      assertEquals(Status.Code.DEADLINE_EXCEEDED, waited.getStatus().getCode());
      assertEquals(LIMIT, arrived.get(), "calls the server saw with " + LIMIT + " open on one connection");
      letGo.countDown();
      for (Future<String> f : open) {
        f.get(60, TimeUnit.SECONDS);
      }
      assertEquals("after", ClientCalls.blockingUnaryCall(channel, HOLD, CallOptions.DEFAULT, "after"),
          "once calls end, the connection takes new ones");
    } finally {
      letGo.countDown();
      callers.shutdownNow();
      channel.shutdownNow();
      server.shutdownNow();
    }
  }
}
