package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.ByteString;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.CacheGetOrReserveRequest;
import org.torchtpu.api.v1.CacheGetOrReserveResponse;
import org.torchtpu.api.v1.CacheLookupRequest;
import org.torchtpu.api.v1.CacheLookupResponse;
import org.torchtpu.api.v1.CachePutRequest;
import org.torchtpu.api.v1.CacheStats;
import org.torchtpu.api.v1.CacheStatsRequest;
import org.torchtpu.api.v1.CompilationCacheGrpc;

/** The compilation-cache service as a real process: persistence through a kill, and single-flight across clients. */
class CompilationCacheIT {
  private static final String MODULE = "compilation-cache-service";

  @TempDir
  Path cacheDir;

  @Test
  void entryPutBeforeTheProcessIsKilledIsServedAfterARestart() throws Exception {
    String key = sha256Hex("e2e persisted graph".getBytes(StandardCharsets.UTF_8));
    CacheEntry entry = compiledProgram(100_000, 1);

    try (ServiceProcess first = ServiceProcess.start(MODULE, "--torchtpu.cache.dir=" + cacheDir)) {
      ManagedChannel channel = channel(first);
      try {
        assertThat(stub(channel).put(CachePutRequest.newBuilder().setKey(key).setEntry(entry).build()).getStored()).isTrue();
        assertThat(stub(channel).lookup(CacheLookupRequest.newBuilder().setKey(key).build()).getFound()).isTrue();
      } finally {
        channel.shutdownNow();
      }
      first.process().destroyForcibly().waitFor(); // SIGKILL: no graceful shutdown, no chance to flush anything
    }

    try (ServiceProcess second = ServiceProcess.start(MODULE, "--torchtpu.cache.dir=" + cacheDir)) {
      ManagedChannel channel = channel(second);
      try {
        CacheLookupResponse found = stub(channel).lookup(CacheLookupRequest.newBuilder().setKey(key).build());
        assertThat(found.getFound()).as("entry after restart; service log:\n%s", second.tail()).isTrue();
        assertThat(found.getEntry()).isEqualTo(entry);
      } finally {
        channel.shutdownNow();
      }
      JsonNode stats = new ObjectMapper().readTree(HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(URI.create(second.httpBase() + "/api/v1/cache/stats")).build(),
          HttpResponse.BodyHandlers.ofString()).body());
      assertThat(stats.get("storage").asText()).isEqualTo("embedded");
      assertThat(stats.get("entries").asLong()).isEqualTo(1);
      assertThat(stats.get("bytes").asLong()).isEqualTo(100_000);
      assertThat(stats.get("hits").asLong()).isEqualTo(1);
    }
  }

  @Test
  void threeConcurrentCallersForOneKeyCauseOneReservationAndAllGetTheEntry() throws Exception {
    String key = sha256Hex("e2e shared graph".getBytes(StandardCharsets.UTF_8));
    CacheEntry compiled = compiledProgram(50_000, 2);
    int hosts = 3;
    try (ServiceProcess cache = ServiceProcess.start(MODULE, "--torchtpu.cache.dir=" + cacheDir)) {
      ExecutorService pool = Executors.newFixedThreadPool(hosts);
      CyclicBarrier together = new CyclicBarrier(hosts);
      List<Future<CacheEntry>> results = new ArrayList<>();
      boolean[] reserved = new boolean[hosts];
      for (int i = 0; i < hosts; i++) {
        int host = i;
        Future<CacheEntry> f = pool.submit(() -> {
          ManagedChannel channel = channel(cache); // one connection per simulated tpu-server host
          try {
            together.await();
            CacheGetOrReserveResponse r = stub(channel).getOrReserve(
                CacheGetOrReserveRequest.newBuilder().setKey(key).setRequester("host-" + host).build());
            if (r.hasEntry()) {
              return r.getEntry();
            }
            reserved[host] = true;
            // "compile", then hand the program to the waiting hosts
            stub(channel).put(CachePutRequest.newBuilder().setKey(key).setEntry(compiled)
                .setReservationToken(r.getReservationToken()).build());
            return stub(channel).lookup(CacheLookupRequest.newBuilder().setKey(key).build()).getEntry();
          } finally {
            channel.shutdownNow();
          }
        });
        results.add(f);
      }
      for (Future<CacheEntry> f : results) {
        assertThat(f.get(120, TimeUnit.SECONDS)).isEqualTo(compiled);
      }
      pool.shutdown();

      int reservations = 0;
      for (boolean r : reserved) {
        reservations += r ? 1 : 0;
      }
      assertThat(reservations).as("hosts that were told to compile").isEqualTo(1);
      ManagedChannel channel = channel(cache);
      try {
        CacheStats stats = stub(channel).stats(CacheStatsRequest.getDefaultInstance());
        assertThat(stats.getMisses()).isEqualTo(1);
        assertThat(stats.getHits()).isEqualTo(hosts); // two waiters served by the Put, one lookup by the compiler
        assertThat(stats.getEntries()).isEqualTo(1);
      } finally {
        channel.shutdownNow();
      }
    }
  }

  static ManagedChannel channel(ServiceProcess service) {
    return ManagedChannelBuilder.forTarget(service.grpcTarget()).usePlaintext().build();
  }

  static CompilationCacheGrpc.CompilationCacheBlockingStub stub(ManagedChannel channel) {
    return CompilationCacheGrpc.newBlockingStub(channel).withDeadlineAfter(60, TimeUnit.SECONDS);
  }

  static CacheEntry compiledProgram(int size, long seed) throws Exception {
    byte[] program = new byte[size];
    new Random(seed).nextBytes(program);
    return CacheEntry.newBuilder()
        .setProgram(ByteString.copyFrom(program))
        .setSha256(ByteString.copyFrom(MessageDigest.getInstance("SHA-256").digest(program)))
        .setCompilerVersion("e2e")
        .setCompileNanos(1_500_000_000L)
        .setDescription("e2e test program")
        .build();
  }

  static String sha256Hex(byte[] bytes) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
  }
}
