package org.torchtpu.server.runtime;

import io.grpc.Status;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Gauge;
import java.util.Collection;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.ProgramService;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.exec.Executor;

/** The sessions open on this host. */
@Component
public class SessionRegistry {
  private final Host host;
  private final Executor executor;
  private final ProgramService programs;
  private final Map<String, DeviceSession> sessions = new ConcurrentHashMap<>();

  public SessionRegistry(Host host, Executor executor, ProgramService programs, MeterRegistry meters) {
    this.programs = programs;
    this.host = host;
    this.executor = executor;
    Gauge.builder("torchtpu.sessions.open", sessions, Map::size).register(meters);
    for (Chip chip : host.chips()) {
      Gauge.builder("torchtpu.hbm.used.bytes", chip, Chip::hbmUsed)
          .tag("chip", Integer.toString(chip.index()))
          .register(meters);
    }
  }

  public ProgramService programs() {
    return programs;
  }

  public Host host() {
    return host;
  }

  public DeviceSession open(String tenant, Generation generation, int chipIndex, EagerMode mode) {
    if (tenant == null || tenant.isBlank()) {
      throw Status.INVALID_ARGUMENT.withDescription("tenant is required").asRuntimeException();
    }
    if (generation != Generation.GENERATION_UNSPECIFIED && generation != host.generation()) {
      throw Status.INVALID_ARGUMENT.withDescription("host " + host.id() + " has " + host.generation()
          + " chips, the session asked for " + generation).asRuntimeException();
    }
    if (chipIndex < 0 || chipIndex >= host.chips().size()) {
      throw Status.INVALID_ARGUMENT.withDescription("chip " + chipIndex + " does not exist: host " + host.id()
          + " has chips 0.." + (host.chips().size() - 1)).asRuntimeException();
    }
    Chip chip = host.chips().get(chipIndex);
    String id = UUID.randomUUID().toString();
    EagerMode m = mode == EagerMode.EAGER_MODE_UNSPECIFIED || mode == EagerMode.UNRECOGNIZED ? EagerMode.STRICT : mode;
    DeviceSession s = new DeviceSession(id, tenant, chip, m, executor, new CostModel(chip.spec()), programs);
    chip.sessionOpened();
    sessions.put(id, s);
    return s;
  }

  public DeviceSession get(String id) {
    DeviceSession s = id == null ? null : sessions.get(id);
    if (s == null) {
      throw Status.NOT_FOUND.withDescription("session '" + id + "' does not exist on host " + host.id()).asRuntimeException();
    }
    return s;
  }

  public DeviceSession close(String id) {
    DeviceSession s = get(id);
    sessions.remove(id);
    s.close();
    return s;
  }

  public Collection<DeviceSession> all() {
    return sessions.values();
  }
}
