package org.torchtpu.cache.grpc;

import io.grpc.BindableService;
import io.grpc.Context;
import io.grpc.Deadline;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.stereotype.Service;
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
import org.torchtpu.cache.SharedProgramCache;
import org.torchtpu.cache.WaitBudget;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;
import org.torchtpu.service.grpc.StructureBound;

/** The torchtpu.v1.CompilationCache gRPC service over {@link SharedProgramCache}. */
@Service
public class CompilationCacheGrpcService implements CompilationCacheGrpc.AsyncService, BindableService {
  /**
   * As the generated base class binds it, with every method's large requests checked for structure before they are
   * parsed ({@link StructureBound}); the base's bindService is final, so this class implements
   * the service's interface itself.
   */
  @Override
  public ServerServiceDefinition bindService() {
    return StructureBound.bind(CompilationCacheGrpc.bindService(this),
        StructureBound.DEFAULT, SMALL_REQUESTS);
  }

  /** Every method but Put (a compiled program, up to the cache's 256 MiB max-inbound-message-size) takes a key or less. */
  private static final Map<String, StructureBound.Limits> SMALL_REQUESTS =
      Map.of("Lookup", StructureBound.SMALL,
          "GetOrReserve", StructureBound.SMALL,
          "Release", StructureBound.SMALL,
          "Stats", StructureBound.SMALL);

  private static final Logger log = LoggerFactory.getLogger(CompilationCacheGrpcService.class);

  private final SharedProgramCache cache;

  public CompilationCacheGrpcService(SharedProgramCache cache) {
    this.cache = cache;
  }

  @Override
  public void lookup(CacheLookupRequest req, StreamObserver<CacheLookupResponse> out) {
    respond(out, () -> {
      Optional<CacheEntry> entry = cache.lookup(req.getKey());
      CacheLookupResponse.Builder r = CacheLookupResponse.newBuilder().setFound(entry.isPresent());
      entry.ifPresent(r::setEntry);
      return r.build();
    });
  }

  @Override
  public void put(CachePutRequest req, StreamObserver<CachePutResponse> out) {
    respond(out, () -> {
      if (!req.hasEntry()) {
        throw DomainException.invalid("Put of cache key '" + req.getKey() + "' has no entry");
      }
      boolean stored = cache.put(req.getKey(), req.getEntry(), req.getReservationToken());
      return CachePutResponse.newBuilder().setStored(stored).build();
    });
  }

  @Override
  public void getOrReserve(CacheGetOrReserveRequest req, StreamObserver<CacheGetOrReserveResponse> out) {
    Context call = Context.current();
    WaitBudget budget = new WaitBudget() {
      @Override
      public long remainingNanos() {
        Deadline d = call.getDeadline();
        return d == null ? Long.MAX_VALUE : d.timeRemaining(TimeUnit.NANOSECONDS);
      }

      @Override
      public boolean isCancelled() {
        return call.isCancelled();
      }
    };
    CacheGetOrReserveResponse response;
    try {
      response = cache.getOrReserve(req.getKey(), req.getRequester(), req.getReservationTtlMillis(), budget);
    } catch (RuntimeException e) {
      fail(out, e);
      return;
    }
    boolean delivered = deliver(out, response);
    if (!delivered && response.hasReservationToken()) {
      // The caller left before learning it holds the key: give the reservation to the next waiter now.
      cache.release(req.getKey(), response.getReservationToken());
    }
  }

  @Override
  public void release(CacheReleaseRequest req, StreamObserver<CacheReleaseResponse> out) {
    respond(out, () -> {
      cache.release(req.getKey(), req.getReservationToken());
      return CacheReleaseResponse.getDefaultInstance();
    });
  }

  @Override
  public void stats(CacheStatsRequest req, StreamObserver<CacheStats> out) {
    respond(out, cache::stats);
  }

  private static <T> void respond(StreamObserver<T> out, Supplier<T> body) {
    T response;
    try {
      response = body.get();
    } catch (RuntimeException e) {
      fail(out, e);
      return;
    }
    deliver(out, response);
  }

  private static <T> boolean deliver(StreamObserver<T> out, T response) {
    if (Context.current().isCancelled()) {
      return false;
    }
    try {
      out.onNext(response);
      out.onCompleted();
      return true;
    } catch (StatusRuntimeException cancelledMeanwhile) {
      return false;
    }
  }

  private static void fail(StreamObserver<?> out, RuntimeException e) {
    StatusRuntimeException status;
    if (e instanceof DataAccessException d) {
      log.error("cache storage failed", d);
      status = Status.UNAVAILABLE.withDescription("cache storage failed: " + d.getMostSpecificCause().getMessage())
          .withCause(d).asRuntimeException();
    } else {
      status = ServiceStatuses.toException(e, "cache call failed"); // domain errors by kind; others logged, not sent
    }
    if (status.getStatus().getCode() == Status.Code.CANCELLED && Context.current().isCancelled()) {
      return; // nobody is listening
    }
    try {
      out.onError(status);
    } catch (StatusRuntimeException cancelledMeanwhile) {
      // the call ended first
    }
  }
}
