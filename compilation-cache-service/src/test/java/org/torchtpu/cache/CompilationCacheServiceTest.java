package org.torchtpu.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.torchtpu.cache.TestPrograms.entry;
import static org.torchtpu.cache.TestPrograms.key;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.grpc.server.lifecycle.GrpcServerStartedEvent;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.CacheGetOrReserveRequest;
import org.torchtpu.api.v1.CacheGetOrReserveResponse;
import org.torchtpu.api.v1.CacheLookupRequest;
import org.torchtpu.api.v1.CacheLookupResponse;
import org.torchtpu.api.v1.CachePutRequest;
import org.torchtpu.api.v1.CacheReleaseRequest;
import org.torchtpu.api.v1.CacheStats;
import org.torchtpu.api.v1.CacheStatsRequest;
import org.torchtpu.api.v1.CompilationCacheGrpc;
import org.torchtpu.testing.LocalPostgres;
import org.torchtpu.testing.RawGrpc;

/**
 * The whole Spring application over gRPC and REST, restarted on the same storage: the entries Put
 * before the restart are served after it, on the embedded store and on PostgreSQL.
 */
class CompilationCacheServiceTest {
  private static final String KEY = key("persisted graph");
  private static final CacheEntry ENTRY = entry(20_000, 11);

  @TempDir
  Path dir;

  @Test
  void embeddedStorePersistsAcrossRestart() throws Exception {
    putRestartAndFind("embedded", "--torchtpu.cache.dir=" + dir.toAbsolutePath());
  }

  @Test
  void postgresStorePersistsAcrossRestart() throws Exception {
    try (LocalPostgres postgres = LocalPostgres.start()) {
      postgres.createDatabase("cache_service");
      putRestartAndFind("postgresql", "--spring.datasource.url=" + postgres.jdbcUrl("cache_service"),
          "--spring.datasource.username=" + LocalPostgres.USER);
    }
  }

  /**
   * A Put of empty structure (8 MiB of unknown groups; the cache takes messages up to 256 MiB) is refused before it
   * is parsed, naming the bound, through the application's own server; the cache goes on.
   */
  @Test
  void aPutOfEmptyStructureIsRefusedBeforeItIsParsed() throws Exception {
    try (Running running = Running.start("--torchtpu.cache.dir=" + dir.toAbsolutePath())) {
      Status refused = RawGrpc.send(running.channel(), CompilationCacheGrpc.getPutMethod(), RawGrpc.emptyUnknownGroups(4 << 20));
      assertThat(refused.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(refused.getDescription()).contains("CachePutRequest of " + (8 << 20) + " bytes");
      assertThat(running.stub().put(CachePutRequest.newBuilder().setKey(KEY).setEntry(ENTRY).build()).getStored())
          .isTrue();
    }
  }

  /** {@code count} empty groups of field 15 (no request type has it): two bytes each, parsed as unknown fields. */

  private void putRestartAndFind(String storage, String... storageArgs) throws Exception {
    try (Running first = Running.start(storageArgs)) {
      CompilationCacheGrpc.CompilationCacheBlockingStub cache = first.stub();
      assertThat(cache.lookup(CacheLookupRequest.newBuilder().setKey(KEY).build()).getFound()).isFalse();
      assertThat(cache.put(CachePutRequest.newBuilder().setKey(KEY).setEntry(ENTRY).build()).getStored()).isTrue();
      CacheLookupResponse found = cache.lookup(CacheLookupRequest.newBuilder().setKey(KEY).build());
      assertThat(found.getEntry()).isEqualTo(ENTRY);

      // a reservation over the wire, given back
      String other = key("another graph");
      CacheGetOrReserveResponse reserved = cache.getOrReserve(
          CacheGetOrReserveRequest.newBuilder().setKey(other).setRequester("test-host").build());
      assertThat(reserved.getReservationToken()).isNotEmpty();
      cache.release(CacheReleaseRequest.newBuilder().setKey(other).setReservationToken(reserved.getReservationToken()).build());

      // errors travel as gRPC statuses that name the problem
      assertThatThrownBy(() -> cache.lookup(CacheLookupRequest.newBuilder().setKey("not-a-key").build()))
          .isInstanceOfSatisfying(StatusRuntimeException.class, e -> {
            assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
            assertThat(e.getStatus().getDescription()).contains("'not-a-key'");
          });
      assertThatThrownBy(() -> cache.put(CachePutRequest.newBuilder().setKey(other)
          .setEntry(ENTRY.toBuilder().setSha256(entry(1, 1).getSha256())).build()))
          .isInstanceOfSatisfying(StatusRuntimeException.class,
              e -> assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT));

      CacheStats stats = cache.stats(CacheStatsRequest.getDefaultInstance());
      assertThat(stats.getStorage()).isEqualTo(storage);
      assertThat(stats.getEntries()).isEqualTo(1);
      assertThat(stats.getBytes()).isEqualTo(20_000);
      assertThat(stats.getHits()).isEqualTo(1);
      assertThat(stats.getMisses()).isEqualTo(2);

      JsonNode rest = new ObjectMapper().readTree(first.get("/api/v1/cache/stats"));
      assertThat(rest.get("storage").asText()).isEqualTo(storage);
      assertThat(rest.get("entries").asLong()).isEqualTo(1);
      assertThat(rest.get("bytes").asLong()).isEqualTo(20_000);
      assertThat(rest.get("hits").asLong()).isEqualTo(1);
      assertThat(rest.get("maxBytes").asLong()).isEqualTo(1L << 30);
      assertThat(rest.get("compileSecondsSaved").asDouble()).isEqualTo(ENTRY.getCompileNanos() / 1e9);
      assertThat(rest.has("corruptDropped")).isTrue();
      assertThat(rest.has("evictions")).isTrue();

      // the actuator is on its own port (loopback by default): the REST port serves none of it
      assertThat(first.status(first.httpPort(), "/actuator/prometheus")).isEqualTo(404);
      assertThat(first.status(first.httpPort(), "/actuator/health")).isEqualTo(404);
      assertThat(first.context().getEnvironment().getProperty("management.server.address")).isEqualTo("127.0.0.1");
      String prometheus = first.getManagement("/actuator/prometheus");
      assertThat(prometheus)
          .contains("torchtpu_cache_hits_total{application=\"compilation-cache-service\",storage=\"" + storage + "\"} 1.0")
          .contains("torchtpu_cache_misses_total")
          .contains("torchtpu_cache_evictions_total")
          .contains("torchtpu_cache_corrupt_dropped_total")
          .contains("torchtpu_cache_compile_saved_seconds_total")
          .contains("torchtpu_cache_size_bytes")
          .contains("torchtpu_cache_entries");
    }

    try (Running second = Running.start(storageArgs)) {
      CacheLookupResponse found = second.stub().lookup(CacheLookupRequest.newBuilder().setKey(KEY).build());
      assertThat(found.getFound()).isTrue();
      assertThat(found.getEntry()).isEqualTo(ENTRY);
      CacheGetOrReserveResponse r = second.stub().getOrReserve(CacheGetOrReserveRequest.newBuilder().setKey(KEY).build());
      assertThat(r.getEntry()).isEqualTo(ENTRY);
    }
  }

  /** The application on free ports, with a channel to it. */
  private record Running(ConfigurableApplicationContext context, ManagedChannel channel, int httpPort, int managementPort)
      implements AutoCloseable {
    static Running start(String... storageArgs) throws Exception {
      // Port 0, and the port the server bound read from its start event: a port found free by a probe
      // socket and bound later may be taken in between by another process on a busy machine.
      List<String> args = new ArrayList<>(List.of("--torchtpu.grpc-port=0", "--server.port=0", "--management.server.port=0"));
      args.addAll(List.of(storageArgs));
      java.util.concurrent.atomic.AtomicInteger boundGrpcPort = new java.util.concurrent.atomic.AtomicInteger();
      ConfigurableApplicationContext ctx = new SpringApplicationBuilder(CompilationCacheApplication.class)
          .listeners((org.springframework.context.ApplicationListener<GrpcServerStartedEvent>) e ->
              boundGrpcPort.set(e.getPort()))
          .run(args.toArray(String[]::new));
      int grpcPort = boundGrpcPort.get();
      assertThat(grpcPort).as("the gRPC server reported the port it bound").isPositive();
      int httpPort = Integer.parseInt(ctx.getEnvironment().getProperty("local.server.port"));
      int managementPort = Integer.parseInt(ctx.getEnvironment().getProperty("local.management.port"));
      ManagedChannel channel = ManagedChannelBuilder.forAddress("127.0.0.1", grpcPort).usePlaintext().build();
      return new Running(ctx, channel, httpPort, managementPort);
    }

    CompilationCacheGrpc.CompilationCacheBlockingStub stub() {
      return CompilationCacheGrpc.newBlockingStub(channel).withDeadlineAfter(30, TimeUnit.SECONDS);
    }

    String get(String path) throws Exception {
      return get(httpPort, path);
    }

    String getManagement(String path) throws Exception {
      return get(managementPort, path);
    }

    private String get(int port, String path) throws Exception {
      HttpResponse<String> r = send(port, path);
      assertThat(r.statusCode()).as("GET " + path).isEqualTo(200);
      return r.body();
    }

    int status(int port, String path) throws Exception {
      return send(port, path).statusCode();
    }

    private static HttpResponse<String> send(int port, String path) throws Exception {
      return HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Override
    public void close() throws InterruptedException {
      channel.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
      context.close();
    }
  }
}
