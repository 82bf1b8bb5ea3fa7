package org.torchtpu.service.grpc;

import com.google.protobuf.ByteString;
import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.InsecureServerCredentials;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.Server;
import io.grpc.ServerBuilder;
import io.grpc.ServerInterceptors;
import io.grpc.Status;
import io.grpc.stub.MetadataUtils;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.ExecuteResponse;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.ApiKeys;

/**
 * The attack {@link InFlightBudgetTest} checks, at the size of a real host: one tenant's key sends {@code calls}
 * concurrent Execute requests of {@code mib} MiB, each on its own connection, to a server (Netty, 64 MiB inbound limit)
 * whose handler stalls holding them, as a stalled session does; prints what the server then holds in heap (after a GC)
 * and how many calls it took and refused, without and with the budget (the defaults: half the heap, half of that per
 * tenant). Client and server share the JVM; the client keeps one copy of the request. Not a test (it fills a heap);
 * run it after test-compile:
 * {@code java -Xmx1g -cp <service-common test classpath> org.torchtpu.service.grpc.InFlightAttackMeasurement on|off
 * [calls] [mib]}.
 */
public final class InFlightAttackMeasurement {
  private InFlightAttackMeasurement() {}

  public static void main(String[] args) throws Exception {
    boolean on = args.length > 0 && args[0].equals("on");
    int calls = args.length > 1 ? Integer.parseInt(args[1]) : 16;
    int mib = args.length > 2 ? Integer.parseInt(args[2]) : 48;
    CountDownLatch release = new CountDownLatch(1);
    AtomicInteger executing = new AtomicInteger();
    AtomicInteger refused = new AtomicInteger();
    RuntimeGrpc.AsyncService stalling = new RuntimeGrpc.AsyncService() {
      @Override
      public void execute(ExecuteRequest request, StreamObserver<ExecuteResponse> out) {
        executing.incrementAndGet();
        try {
          release.await(120, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        out.onNext(ExecuteResponse.getDefaultInstance());
        out.onCompleted();
      }
    };
    InFlightBudget budget = new InFlightBudget(InFlightBudget.defaultHostBytes(),
        InFlightBudget.defaultTenantBytes(InFlightBudget.defaultHostBytes()));
    ApiKeys keys = ApiKeys.of(Map.of("mallory", List.of(ApiKeys.sha256Hex("key-m"))), Map.of(), Map.of());
    ServerBuilder<?> builder = Grpc.newServerBuilderForPort(0, InsecureServerCredentials.create())
        .maxInboundMessageSize(64 << 20)
        .addService(ServerInterceptors.intercept(StructureBound.bind(RuntimeGrpc.bindService(stalling)),
            new ApiKeyServerInterceptor(keys, (method, caller) -> null)));
    if (on) {
      builder.addStreamTracerFactory(budget);
    }
    Server server = builder.build().start();
    ExecuteRequest large = ExecuteRequest.newBuilder().setSessionId("s").addOps(Op.newBuilder().setConstant(
        ConstantOp.newBuilder().setValue(TensorLiteral.newBuilder().setData(ByteString.copyFrom(new byte[mib << 20])))))
        .build();
    Metadata headers = new Metadata();
    headers.put(Metadata.Key.of("x-api-key", Metadata.ASCII_STRING_MARSHALLER), "key-m");
    long baseline = heapAfterGc();
    List<ManagedChannel> channels = new ArrayList<>();
    for (int i = 0; i < calls; i++) {
      ManagedChannel channel = Grpc.newChannelBuilderForAddress("127.0.0.1", server.getPort(),
          InsecureChannelCredentials.create()).build();
      channels.add(channel);
      RuntimeGrpc.newStub(channel).withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers))
          .execute(large, new StreamObserver<>() {
            @Override
            public void onNext(ExecuteResponse value) {}

            @Override
            public void onError(Throwable t) {
              if (Status.fromThrowable(t).getCode() == Status.Code.RESOURCE_EXHAUSTED) {
                refused.incrementAndGet();
              } else {
                System.out.println("call failed: " + Status.fromThrowable(t));
                refused.incrementAndGet();
              }
            }

            @Override
            public void onCompleted() {}
          });
    }
    long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (executing.get() + refused.get() < calls && System.nanoTime() < giveUp) {
      Thread.sleep(50);
    }
    long held = heapAfterGc() - baseline;
    System.out.printf("budget %s (host %d MiB, tenant %d MiB), Xmx %d MiB: %d calls of %d MiB: %d held by handlers, "
        + "%d refused; server+client heap retained %d MiB; budget says held %d MiB%n", on ? "on" : "off",
        InFlightBudget.defaultHostBytes() >> 20,
        InFlightBudget.defaultTenantBytes(InFlightBudget.defaultHostBytes()) >> 20,
        Runtime.getRuntime().maxMemory() >> 20, calls, mib, executing.get(), refused.get(), held >> 20,
        budget.heldBytes() >> 20);
    release.countDown();
    channels.forEach(ManagedChannel::shutdownNow);
    server.shutdownNow().awaitTermination(30, TimeUnit.SECONDS);
  }

  private static long heapAfterGc() {
    Runtime rt = Runtime.getRuntime();
    System.gc();
    return rt.totalMemory() - rt.freeMemory();
  }
}
