package org.torchtpu.service.grpc;

import io.grpc.BindableService;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import org.springframework.beans.factory.config.BeanPostProcessor;

/**
 * The structure bound ({@link StructureBound}) for the gRPC services a service does not bind itself: gRPC's health and
 * reflection services, which any caller may use without a key, and which would parse a 64 MiB request of unknown
 * fields as any other (2.7 GB allocated, measured). The services' own bindService() applies the bound already; any
 * other service bean is served through a wrapper that applies the strict limits meant for those open services
 * ({@link StructureBound#OPEN}: requests over 64 KiB checked, 1 MiB of parsed structure at most). A service taking large
 * requests binds itself with {@link StructureBound#bind(ServerServiceDefinition)}.
 */
public final class StructureBoundServices implements BeanPostProcessor {
  @Override
  public Object postProcessAfterInitialization(Object bean, String beanName) {
    if (!(bean instanceof BindableService service) || bounded(service.bindService())) {
      return bean;
    }
    return new Bound(service);
  }

  /** Whether every method of {@code definition} checks its requests' structure. */
  static boolean bounded(ServerServiceDefinition definition) {
    for (ServerMethodDefinition<?, ?> m : definition.getMethods()) {
      if (!StructureBound.bounds(m.getMethodDescriptor())) {
        return false;
      }
    }
    return true;
  }

  /** A service bound through the structure bound. */
  static final class Bound implements BindableService {
    private final BindableService service;

    Bound(BindableService service) {
      this.service = service;
    }

    @Override
    public ServerServiceDefinition bindService() {
      return StructureBound.bind(service.bindService(), StructureBound.OPEN);
    }

    @Override
    public String toString() {
      return "structure-bound " + service;
    }
  }
}
