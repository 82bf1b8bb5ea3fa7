package org.torchtpu.server.compiler.cache;

import io.grpc.stub.StreamObserver;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.CacheGetOrReserveRequest;
import org.torchtpu.api.v1.CacheGetOrReserveResponse;
import org.torchtpu.api.v1.CacheLookupRequest;
import org.torchtpu.api.v1.CacheLookupResponse;
import org.torchtpu.api.v1.CachePutRequest;
import org.torchtpu.api.v1.CachePutResponse;
import org.torchtpu.api.v1.CacheReleaseRequest;
import org.torchtpu.api.v1.CacheReleaseResponse;
import org.torchtpu.api.v1.CacheStats;
import org.torchtpu.api.v1.CacheStatsRequest;
import org.torchtpu.api.v1.CompilationCacheGrpc;

/**
 * The compilation-cache contract in memory, for tests: entries by key, and single-flight
 * reservations (a second asker waits for the holder's Put or Release, or for the reservation to expire).
 */
final class FakeCompilationCache extends CompilationCacheGrpc.CompilationCacheImplBase {
  private final Map<String, CacheEntry> entries = new HashMap<>();
  private final Map<String, String> reservations = new HashMap<>();
  private final Map<String, Long> reservedUntil = new HashMap<>();
  final AtomicInteger reservationsGranted = new AtomicInteger();
  final AtomicInteger puts = new AtomicInteger();
  final AtomicInteger releases = new AtomicInteger();

  synchronized void store(String key, CacheEntry entry) {
    entries.put(key, entry);
  }

  synchronized CacheEntry entry(String key) {
    return entries.get(key);
  }

  /** Somebody else holds {@code key} for a long time (a compile that never finishes). */
  synchronized void reserveForever(String key) {
    reservations.put(key, "ghost");
    reservedUntil.put(key, Long.MAX_VALUE);
  }

  @Override
  public void lookup(CacheLookupRequest req, StreamObserver<CacheLookupResponse> out) {
    CacheEntry e = entry(req.getKey());
    out.onNext(e == null ? CacheLookupResponse.getDefaultInstance()
        : CacheLookupResponse.newBuilder().setFound(true).setEntry(e).build());
    out.onCompleted();
  }

  @Override
  public void getOrReserve(CacheGetOrReserveRequest req, StreamObserver<CacheGetOrReserveResponse> out) {
    CacheGetOrReserveResponse response;
    synchronized (this) {
      while (true) {
        CacheEntry e = entries.get(req.getKey());
        if (e != null) {
          response = CacheGetOrReserveResponse.newBuilder().setEntry(e).build();
          break;
        }
        Long until = reservedUntil.get(req.getKey());
        long now = System.currentTimeMillis();
        if (until == null || until <= now) {
          String token = UUID.randomUUID().toString();
          reservations.put(req.getKey(), token);
          long ttl = req.getReservationTtlMillis() > 0 ? req.getReservationTtlMillis() : 60_000;
          reservedUntil.put(req.getKey(), now + ttl);
          reservationsGranted.incrementAndGet();
          response = CacheGetOrReserveResponse.newBuilder().setReservationToken(token).build();
          break;
        }
        try {
          wait(Math.min(until - now, 1000));
        } catch (InterruptedException ex) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
    out.onNext(response);
    out.onCompleted();
  }

  @Override
  public void put(CachePutRequest req, StreamObserver<CachePutResponse> out) {
    synchronized (this) {
      entries.put(req.getKey(), req.getEntry());
      if (req.getReservationToken().equals(reservations.get(req.getKey()))) {
        reservations.remove(req.getKey());
        reservedUntil.remove(req.getKey());
      }
      puts.incrementAndGet();
      notifyAll();
    }
    out.onNext(CachePutResponse.newBuilder().setStored(true).build());
    out.onCompleted();
  }

  @Override
  public void release(CacheReleaseRequest req, StreamObserver<CacheReleaseResponse> out) {
    synchronized (this) {
      if (req.getReservationToken().equals(reservations.get(req.getKey()))) {
        reservations.remove(req.getKey());
        reservedUntil.remove(req.getKey());
      }
      releases.incrementAndGet();
      notifyAll();
    }
    out.onNext(CacheReleaseResponse.getDefaultInstance());
    out.onCompleted();
  }

  @Override
  public synchronized void stats(CacheStatsRequest req, StreamObserver<CacheStats> out) {
    out.onNext(CacheStats.newBuilder().setEntries(entries.size()).setStorage("memory").build());
    out.onCompleted();
  }
}
