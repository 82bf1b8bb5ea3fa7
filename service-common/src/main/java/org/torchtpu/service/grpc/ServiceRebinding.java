package org.torchtpu.service.grpc;

import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.ServiceDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A service definition with some of its methods bound otherwise (another request marshaller, a wrapped handler): gRPC
 * requires a definition's methods to be its service descriptor's own, so the descriptor is rebuilt naming the new
 * method descriptors, with the same schema for reflection. Global interceptors are applied to the result by the
 * server's configuration afterwards, so they wrap every rebound method as any other.
 */
public final class ServiceRebinding {
  private ServiceRebinding() {}

  /** {@code service} with each method definition replaced by what {@code rebind} makes of it (itself to keep it). */
  public static ServerServiceDefinition map(ServerServiceDefinition service,
      UnaryOperator<ServerMethodDefinition<?, ?>> rebind) {
    ServiceDescriptor old = service.getServiceDescriptor();
    ServiceDescriptor.Builder descriptor = ServiceDescriptor.newBuilder(old.getName())
        .setSchemaDescriptor(old.getSchemaDescriptor());
    List<ServerMethodDefinition<?, ?>> methods = new ArrayList<>();
    for (ServerMethodDefinition<?, ?> m : service.getMethods()) {
      ServerMethodDefinition<?, ?> bound = rebind.apply(m);
      methods.add(bound);
      descriptor.addMethod(bound.getMethodDescriptor());
    }
    ServerServiceDefinition.Builder out = ServerServiceDefinition.builder(descriptor.build());
    for (ServerMethodDefinition<?, ?> m : methods) {
      out.addMethod(m);
    }
    return out.build();
  }

  /** {@code service} with the method named {@code fullMethodName} replaced by what {@code rebind} makes of it. */
  public static ServerServiceDefinition mapOne(ServerServiceDefinition service, String fullMethodName,
      UnaryOperator<ServerMethodDefinition<?, ?>> rebind) {
    return map(service, m -> m.getMethodDescriptor().getFullMethodName().equals(fullMethodName) ? rebind.apply(m) : m);
  }
}
