package org.torchtpu.service.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.CallOptions;
import io.grpc.ForwardingServerCallListener;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
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
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * One client connection holds at most torchtpu.grpc.max-concurrent-calls-per-connection calls open (gRPC's default
 * lets one connection open any number): one more is refused RESOURCE_EXHAUSTED and never reaches the service, until
 * one of those ends; another connection has its own; an exempt service (a tpu-server's Fabric, whose one connection
 * per peer host carries every tenant's parts) is not counted. The server here uses the very interceptor every service
 * gets. Counts only; the timeouts bound hangs.
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

  private static final MethodDescriptor<String, String> EXEMPT_HOLD = HOLD.toBuilder()
      .setFullMethodName("test.Fabric/Hold")
      .build();

  /** Calls the server has seen, and each held call's release (by its request text). */
  private final AtomicInteger arrived = new AtomicInteger();
  private final Map<String, CountDownLatch> releases = new ConcurrentHashMap<>();
  private final Map<String, CountDownLatch> seen = new ConcurrentHashMap<>();

  private CountDownLatch seen(String name) {
    return seen.computeIfAbsent(name, n -> new CountDownLatch(1));
  }

  private CountDownLatch release(String name) {
    return releases.computeIfAbsent(name, n -> new CountDownLatch(1));
  }

  private ServerServiceDefinition holding(String service, MethodDescriptor<String, String> method) {
    return ServerServiceDefinition.builder(service)
        .addMethod(method, ServerCalls.asyncUnaryCall((String req, io.grpc.stub.StreamObserver<String> out) -> {
          arrived.incrementAndGet();
          seen(req).countDown();
          try {
            release(req).await(60, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          out.onNext(req);
          out.onCompleted();
        }))
        .build();
  }

  @Test
  void aConnectionsCallsPastTheLimitAreRefusedUntilOneEndsAndAnExemptServiceIsNotCounted() throws Exception {
    CallsPerConnection cap = new GrpcBindConfiguration().grpcCallsPerConnection(LIMIT, "test.Fabric");
    Server server = NettyServerBuilder.forPort(0)
        .addService(ServerInterceptors.intercept(holding("test.Connections", HOLD), cap))
        .addService(ServerInterceptors.intercept(holding("test.Fabric", EXEMPT_HOLD), cap))
        .executor(Executors.newCachedThreadPool())
        .build().start();
    ManagedChannel channel = ManagedChannelBuilder.forTarget("localhost:" + server.getPort()).usePlaintext().build();
    ManagedChannel other = ManagedChannelBuilder.forTarget("localhost:" + server.getPort()).usePlaintext().build();
    ExecutorService callers = Executors.newCachedThreadPool();
    try {
      List<Future<String>> open = new ArrayList<>();
      for (int i = 0; i < LIMIT; i++) {
        open.add(call(callers, channel, HOLD, "call-" + i));
      }
      for (int i = 0; i < LIMIT; i++) {
        assertTrue(seen("call-" + i).await(60, TimeUnit.SECONDS), "the calls up to the limit are served");
      }
      // One more on the same connection is refused at once and never reaches the service.
      StatusRuntimeException refused = assertThrows(StatusRuntimeException.class,
          () -> ClientCalls.blockingUnaryCall(channel, HOLD, CallOptions.DEFAULT, "one-too-many"));
      assertEquals(Status.Code.RESOURCE_EXHAUSTED, refused.getStatus().getCode());
      assertTrue(refused.getStatus().getDescription().contains("max-concurrent-calls-per-connection"));
      assertEquals(LIMIT, arrived.get(), "calls the service saw with " + LIMIT + " open on one connection");
      // The exempt service's calls on that connection are not counted, nor do they count.
      Future<String> exempt = call(callers, channel, EXEMPT_HOLD, "fabric-part");
      assertTrue(seen("fabric-part").await(60, TimeUnit.SECONDS), "an exempt service's call past the limit");
      // Another connection has a limit of its own.
      Future<String> elsewhere = call(callers, other, HOLD, "other-connection");
      assertTrue(seen("other-connection").await(60, TimeUnit.SECONDS), "a call on another connection");
      // Once one call ends, the connection takes one more.
      release("call-0").countDown();
      assertEquals("call-0", open.get(0).get(60, TimeUnit.SECONDS));
      Future<String> after = call(callers, channel, HOLD, "after");
      assertTrue(seen("after").await(60, TimeUnit.SECONDS), "once a call ends, the connection takes a new one");
      for (String name : List.of("call-1", "call-2", "call-3", "after", "fabric-part", "other-connection")) {
        release(name).countDown();
      }
      for (Future<String> f : List.of(open.get(1), open.get(2), open.get(3), after, exempt, elsewhere)) {
        f.get(60, TimeUnit.SECONDS);
      }
      assertEquals(LIMIT + 3, arrived.get());
    } finally {
      releases.values().forEach(CountDownLatch::countDown);
      callers.shutdownNow();
      channel.shutdownNow();
      other.shutdownNow();
      server.shutdownNow();
    }
  }

  /**
   * A call counts out when the server closes it, before its client can see it end: here the server's own listener
   * is told the call completed only after the next call was answered, so a count taken at that point (the first
   * version) refused the next call, as could happen by timing alone on a loaded host.
   */
  @Test
  void aCallIsCountedOutBeforeItsClientSeesItEnd() throws Exception {
    CallsPerConnection cap = new GrpcBindConfiguration().grpcCallsPerConnection(1, "test.Fabric");
    CountDownLatch nextCallDecided = new CountDownLatch(1);
    ServerInterceptor completionHeldBack = new ServerInterceptor() {
      @Override
      public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers,
          ServerCallHandler<Q, R> next) {
        return new ForwardingServerCallListener.SimpleForwardingServerCallListener<>(next.startCall(call, headers)) {
          @Override
          public void onComplete() {
            try {
              nextCallDecided.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            super.onComplete();
          }
        };
      }
    };
    Server server = NettyServerBuilder.forPort(0)
        .addService(ServerInterceptors.intercept(holding("test.Connections", HOLD), cap, completionHeldBack))
        .executor(Executors.newCachedThreadPool())
        .build().start();
    ManagedChannel channel = ManagedChannelBuilder.forTarget("localhost:" + server.getPort()).usePlaintext().build();
    try {
      release("first").countDown();
      release("second").countDown();
      assertEquals("first", ClientCalls.blockingUnaryCall(channel, HOLD, CallOptions.DEFAULT, "first"));
      try {
        assertEquals("second", ClientCalls.blockingUnaryCall(channel, HOLD, CallOptions.DEFAULT, "second"),
            "a call opened once the only other one was answered");
      } finally {
        nextCallDecided.countDown();
      }
    } finally {
      nextCallDecided.countDown();
      channel.shutdownNow();
      server.shutdownNow();
    }
  }

  private static Future<String> call(ExecutorService callers, ManagedChannel channel,
      MethodDescriptor<String, String> method, String name) {
    return callers.submit(() -> ClientCalls.blockingUnaryCall(channel, method, CallOptions.DEFAULT, name));
  }
}
