package org.torchtpu.server.runtime;

import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.ServerInterceptors;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.grpc.FirstResponse;
import org.torchtpu.api.security.ApiKeyCredentials;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.server.HostProperties;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.cache.ProgramCache;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.server.security.TpuServerSecurity;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.ApiKeys;

/**
 * A tpu-server Runtime service with API keys on, as a deployed host checks them: the service behind the key
 * interceptor with tpu-server's own rules, one tenant key per named tenant ({@code "<tenant>-key"}). Each tenant
 * calls through its own stub, so the caller the service sees comes from the key, never a request field.
 */
final class KeyedRuntime implements AutoCloseable {
  final Host host = new Host("keyed-host", Generation.V5E, 2);
  final Executor executor = new Executor();
  final SimpleMeterRegistry meters = new SimpleMeterRegistry();
  /**
   * Programs shared between tenants, as without keys (with keys on each tenant's are its own:
   * TenantProgramIsolationTest), so that one tenant's program runs for another here: what it carries must name no
   * tenant's source locations.
   */
  final ProgramCache cache = new ProgramCache(64 << 20, null, host.id(), executor, meters, null, false);
  final ProgramService programs = new ProgramService(executor, cache);
  final SessionRegistry sessions = new SessionRegistry(host, executor, programs, meters);
  final Admission admission;
  final RuntimeService service;
  /** The keys the interceptor checks; {@link #revokeAllBut} reloads them as a changed keys file does. */
  final ApiKeys keys;
  private final Server server;
  private final ManagedChannel channel;
  private final Map<String, RuntimeGrpc.RuntimeBlockingStub> blocking = new LinkedHashMap<>();
  private final Map<String, RuntimeGrpc.RuntimeStub> async = new LinkedHashMap<>();

  KeyedRuntime(String... tenants) throws Exception {
    this(LimitProperties.defaults(), tenants);
  }

  /** With the host's {@code limits}. */
  KeyedRuntime(LimitProperties limits, String... tenants) throws Exception {
    admission = new Admission(limits, meters);
    service = new RuntimeService(sessions, new HostProperties("v5e", 2, host.id(), 60), meters, admission);
    keys = keysOf(tenants);
    new RevokedTenantSessions(keys, sessions); // as the deployed host: a tenant left without a key loses its sessions
    ApiKeyServerInterceptor auth = new ApiKeyServerInterceptor(keys, new TpuServerSecurity()::grpcRule);
    String name = InProcessServerBuilder.generateName();
    server = InProcessServerBuilder.forName(name).addService(ServerInterceptors.intercept(service, auth)).build().start();
    channel = InProcessChannelBuilder.forName(name).build();
    for (String t : tenants) {
      ApiKeyCredentials key = ApiKeyCredentials.ofNullable(t + "-key");
      blocking.put(t, RuntimeGrpc.newBlockingStub(channel).withInterceptors(key.asInterceptor()));
      async.put(t, RuntimeGrpc.newStub(channel).withInterceptors(key.asInterceptor()));
    }
  }

  private static ApiKeys keysOf(String... tenants) throws Exception {
    Map<String, List<String>> byTenant = new LinkedHashMap<>();
    for (String t : tenants) {
      byTenant.put(t, List.of(sha256(t + "-key")));
    }
    return ApiKeys.of(byTenant, Map.of(), Map.of());
  }

  /** Reloads the keys as a changed keys file does: {@code keyNames} maps each tenant to the keys it keeps. */
  void reloadKeys(Map<String, List<String>> keyNames) throws Exception {
    Map<String, List<String>> hashes = new LinkedHashMap<>();
    keyNames.forEach((t, names) -> hashes.put(t, names.stream().map(ApiKeys::sha256Hex).toList()));
    keys.replaceWith(ApiKeys.of(hashes, Map.of(), Map.of()));
  }

  /** Reloads the keys with only {@code kept}'s: every other tenant's key is revoked. */
  void revokeAllBut(String... kept) throws Exception {
    keys.replaceWith(keysOf(kept));
  }

  /** {@code tenant}'s stub, its key on every call (deadline 60 s). */
  RuntimeGrpc.RuntimeBlockingStub as(String tenant) {
    return blocking.get(tenant).withDeadlineAfter(60, TimeUnit.SECONDS);
  }

  /** {@code tenant}'s asynchronous stub, its key on every call (deadline 60 s). */
  RuntimeGrpc.RuntimeStub asyncAs(String tenant) {
    return async.get(tenant).withDeadlineAfter(60, TimeUnit.SECONDS);
  }

  /** Opens a session of {@code tenant} (the tenant field left empty: the key names it). */
  String open(String tenant, EagerMode mode) {
    return as(tenant).openSession(OpenSessionRequest.newBuilder().setMode(mode).build()).getSessionId();
  }

  void upload(String tenant, String session, long handle, DeviceArray value) throws Exception {
    FirstResponse<UploadResponse> done = new FirstResponse<>();
    var up = async.get(tenant).withDeadlineAfter(60, TimeUnit.SECONDS).upload(done);
    up.onNext(UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(session).setHandle(handle)
        .setType(value.type())).build());
    up.onNext(UploadRequest.newBuilder().setChunk(Literals.encode(value)).build());
    up.onCompleted();
    done.answer().get(60, TimeUnit.SECONDS);
  }

  private static String sha256(String key) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8)));
  }

  @Override
  public void close() {
    channel.shutdownNow();
    server.shutdownNow();
  }
}
