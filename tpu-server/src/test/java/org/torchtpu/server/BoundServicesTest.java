package org.torchtpu.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.BindableService;
import io.grpc.CallOptions;
import io.grpc.ClientCall;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.advisor.AdvisorService;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.cache.ProgramCache;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.fabric.FabricProperties;
import org.torchtpu.server.fabric.FabricService;
import org.torchtpu.server.fabric.WorldRegistry;
import org.torchtpu.server.runtime.RuntimeService;
import org.torchtpu.server.runtime.SessionRegistry;
import org.torchtpu.server.security.HostMemory;
import org.torchtpu.server.security.QuotaProperties;
import org.torchtpu.server.security.TenantQuotas;
import org.torchtpu.service.grpc.StructureBound;

/**
 * Every gRPC service a host serves binds every method through the structure bound (StructureBound), and the global
 * interceptors, applied to the real bindService() as the server's configuration applies them, still see every
 * rebuilt method: each call of each method is ended by the test's interceptor before any handler runs.
 */
class BoundServicesTest {
  private static List<BindableService> services() {
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    Host host = new Host("bound-host", Generation.V5E, 1);
    Executor executor = new Executor();
    ProgramService programs = new ProgramService(executor, new ProgramCache(1 << 20, null, host.id(), executor, meters));
    SessionRegistry sessions = new SessionRegistry(host, executor, programs, meters,
        new TenantQuotas(QuotaProperties.unlimited(), new HostMemory(1L << 30, 0, 0.5)));
    return List.of(new RuntimeService(sessions, new HostProperties("v5e", 1, host.id(), 60), meters),
        new FabricService(new WorldRegistry(host, new FabricProperties(0, 0))), new AdvisorService(executor, host));
  }

  @Test
  void everyMethodOfEveryServiceIsBoundAndStillIntercepted() throws Exception {
    Set<String> intercepted = ConcurrentHashMap.newKeySet();
    ServerInterceptor denyAll = new ServerInterceptor() {
      @Override
      public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers,
          ServerCallHandler<Q, R> next) {
        intercepted.add(call.getMethodDescriptor().getFullMethodName());
        call.close(Status.PERMISSION_DENIED.withDescription("denied by the test's interceptor"), new Metadata());
        return new ServerCall.Listener<>() { };
      }
    };
    String name = "bound-" + System.nanoTime();
    InProcessServerBuilder builder = InProcessServerBuilder.forName(name);
    int methods = 0;
    List<ServerServiceDefinition> bound = services().stream().map(BindableService::bindService).toList();
    for (ServerServiceDefinition definition : bound) {
      for (ServerMethodDefinition<?, ?> m : definition.getMethods()) {
        assertThat(StructureBound.bounds(m.getMethodDescriptor())).as(m.getMethodDescriptor().getFullMethodName())
            .isTrue();
        methods++;
      }
      builder.addService(ServerInterceptors.interceptForward(definition, denyAll));
    }
    assertThat(methods).as("Runtime, Fabric and Advisor").isGreaterThanOrEqualTo(14);
    Server server = builder.build().start();
    ManagedChannel channel = InProcessChannelBuilder.forName(name).build();
    try {
      for (ServerServiceDefinition definition : bound) {
        for (ServerMethodDefinition<?, ?> m : definition.getMethods()) {
          Status status = call(channel, m.getMethodDescriptor());
          assertThat(status.getCode()).as(m.getMethodDescriptor().getFullMethodName())
              .isEqualTo(Status.Code.PERMISSION_DENIED);
          assertThat(intercepted).contains(m.getMethodDescriptor().getFullMethodName());
        }
      }
    } finally {
      channel.shutdownNow();
      server.shutdownNow();
    }
  }

  /** Calls {@code method} with its empty request, whatever its kind; the status it ends with. */
  private static <Q, R> Status call(ManagedChannel channel, MethodDescriptor<Q, R> method) throws Exception {
    CompletableFuture<Status> closed = new CompletableFuture<>();
    ClientCall<Q, R> call = channel.newCall(method, CallOptions.DEFAULT.withDeadlineAfter(60, TimeUnit.SECONDS));
    call.start(new ClientCall.Listener<>() {
      @Override
      public void onClose(Status status, Metadata trailers) {
        closed.complete(status);
      }
    }, new Metadata());
    call.request(1);
    @SuppressWarnings("unchecked")
    Q empty = ((MethodDescriptor.PrototypeMarshaller<Q>) method.getRequestMarshaller()).getMessagePrototype();
    call.sendMessage(empty);
    call.halfClose();
    return closed.get(60, TimeUnit.SECONDS);
  }
}
