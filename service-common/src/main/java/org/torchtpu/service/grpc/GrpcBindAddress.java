package org.torchtpu.service.grpc;

import java.lang.reflect.Field;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.ArrayList;
import java.util.List;

/**
 * Binds a gRPC server to one interface ({@code spring.grpc.server.host}). Spring gRPC 0.12 reads the
 * host into its address but builds the Netty server with {@code forPort}, which listens on every
 * interface; each service's server-builder customizer calls {@link #restrict} to replace that
 * wildcard address with the configured host. A builder whose addresses cannot be found fails the
 * start, so a host setting is never silently ignored.
 */
public final class GrpcBindAddress {
  private GrpcBindAddress() {}

  /** @param host an address or name to listen on; null, blank or {@code *} = every interface (unchanged) */
  @SuppressWarnings("unchecked")
  public static void restrict(Object serverBuilder, String host) {
    if (host == null || host.isBlank() || host.trim().equals("*")) {
      return;
    }
    Field field = listenAddresses(serverBuilder.getClass());
    if (field == null) {
      throw new IllegalStateException("spring.grpc.server.host=" + host + " cannot be applied to "
          + serverBuilder.getClass().getName() + ": it has no listen addresses to rebind");
    }
    try {
      field.setAccessible(true);
      List<SocketAddress> addresses = (List<SocketAddress>) field.get(serverBuilder);
      List<SocketAddress> rebound = new ArrayList<>();
      for (SocketAddress a : addresses) {
        rebound.add(a instanceof InetSocketAddress inet ? new InetSocketAddress(host.trim(), inet.getPort()) : a);
      }
      addresses.clear();
      addresses.addAll(rebound);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new IllegalStateException("spring.grpc.server.host=" + host + " could not be applied: " + e, e);
    }
  }

  private static Field listenAddresses(Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      try {
        Field f = c.getDeclaredField("listenAddresses");
        if (List.class.isAssignableFrom(f.getType())) {
          return f;
        }
      } catch (NoSuchFieldException next) {
        // look in the superclass
      }
    }
    return null;
  }
}
