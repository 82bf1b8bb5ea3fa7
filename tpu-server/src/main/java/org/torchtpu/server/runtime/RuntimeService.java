package org.torchtpu.server.runtime;

import org.torchtpu.service.grpc.StreamIdleTimeout;

import org.torchtpu.service.error.ServiceStatuses;
import io.grpc.ServerServiceDefinition;
import org.torchtpu.service.grpc.StructureBound;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import io.grpc.BindableService;
import java.util.Map;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.stereotype.Service;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.CloseSessionResponse;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.DescribeHostRequest;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.DownloadResponse;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.ExecuteResponse;
import org.torchtpu.api.v1.FreeRequest;
import org.torchtpu.api.v1.FreeResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.HostInfo;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.OpResult;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.SessionInfo;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.SynchronizeRequest;
import org.torchtpu.api.v1.SynchronizeResponse;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.server.HostProperties;
import org.torchtpu.server.exec.DeviceArray;

/**
 * The Runtime gRPC service: sessions, transfers, Debug (unary) and Strict (streamed) eager
 * execution, DeferAndFuse chunks (streamed batches with defer_and_fuse), and Compile.
 */
@Service
public class RuntimeService implements RuntimeGrpc.AsyncService, BindableService {
  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(RuntimeService.class);
  private static final int DEFAULT_CHUNK = 1 << 20;
  /** Smaller chunks are raised to this: a 1-byte chunk made the server send a message per byte on shared threads. */
  static final int MIN_CHUNK = 1 << 14;
  /** How long DescribeSession waits for the session to catch up with an early acknowledgement (a store and a count; see BatchAnswer). */
  private static final long ACKED_AHEAD_WAIT_MILLIS = 10_000;
  private final long ackedAheadWaitMillis;

  private final SessionRegistry sessions;
  private final SyncWaits syncWaits;
  private final Admission admission;
  private final RuntimeMetrics metrics;
  private final SessionCompiles compiles;
  private final DownloadCall downloads;
  /** Refuses new sessions and streams once the host shuts down, and ends the open streams. */
  private final HostDrain drain;
  /** Ends an upload whose client goes quiet while it holds a reservation. */
  private final StreamIdleTimeout uploadIdle;

  /** With the default limits (tests that build the service by hand). */
  public RuntimeService(SessionRegistry sessions, HostProperties props, MeterRegistry meters) {
    this(sessions, props, meters, new Admission(LimitProperties.defaults(), meters));
  }

  @org.springframework.beans.factory.annotation.Autowired
  public RuntimeService(SessionRegistry sessions, HostProperties props, MeterRegistry meters, Admission admission) {
    this(sessions, props, meters, admission, ACKED_AHEAD_WAIT_MILLIS);
  }

  /**
   * @param ackedAheadWaitMillis how long DescribeSession and Download wait for a session to store what was
   *     acknowledged ahead of it (tests of those waits set it long, so that they stay parked however slow the machine)
   */
  RuntimeService(SessionRegistry sessions, HostProperties props, MeterRegistry meters, Admission admission,
      long ackedAheadWaitMillis) {
    this.ackedAheadWaitMillis = ackedAheadWaitMillis;
    this.sessions = sessions;
    this.admission = admission;
    this.metrics = new RuntimeMetrics(meters);
    this.syncWaits = new SyncWaits(props.syncTimeoutSeconds() * 1000, meters);
    this.downloads = new DownloadCall(props.syncTimeoutSeconds() * 1000);
    this.compiles = new SessionCompiles(sessions.programs(), admission);
    this.drain = new HostDrain(sessions.host().id());
    this.uploadIdle = new StreamIdleTimeout(admission.limits().streamIdleTimeout());
  }

  /**
   * Graceful shutdown, before the gRPC server stops taking calls: new sessions and streams are
   * refused, and every open op stream ends with UNAVAILABLE once the batches it already delivered
   * have run, so in-flight work finishes and each client learns where its ops stopped.
   */
  @org.springframework.context.event.EventListener(org.springframework.grpc.server.lifecycle.GrpcServerShutdownEvent.class)
  public void drain() {
    int streams = drain.endStreams();
    for (DeviceSession s : sessions.all()) {
      try {
        s.enqueue(() -> s.progress().hostShuttingDown(sessions.host().id()));
      } catch (java.util.concurrent.RejectedExecutionException closed) {
        // closed meanwhile: nobody waits on it
      }
    }
    log.info("host {} is shutting down: ending {} op stream(s) after their queued ops", sessions.host().id(), streams);
  }

  @Override
  public void openSession(OpenSessionRequest req, StreamObserver<SessionInfo> out) {
    unary(out, () -> {
      drain.refuseWhileDraining("new session");
      DeviceSession s = AbstractSessions.isAbstract(req)
          ? AbstractSessions.open(sessions, req)
          : sessions.open(req.getTenant(), req.getGeneration(), req.getChip(), req.getMode(),
              req.hasWorld() ? req.getWorld() : null);
      log.info("opened session {} for tenant {} on chip {} ({})", s.id(), s.tenant(), s.chip().index(), s.mode());
      SessionInfo.Builder info = SessionInfo.newBuilder();
      if (s.world() != null) {
        info.setWorld(s.world().membership());
      }
      return info
          .setSessionId(s.id())
          .setTenant(s.tenant())
          .setChip(s.chip().index())
          .setSpec(s.chip().spec())
          .setMode(s.mode())
          .setDepth(s.isAbstract() ? org.torchtpu.api.v1.ExecutionDepth.ABSTRACT
              : org.torchtpu.api.v1.ExecutionDepth.CONCRETE)
          .setAcceptsCallsByHandle(true) // ProgramRunner.calledByHandles types a call that restates no signature
          .build();
    });
  }

  @Override
  public void closeSession(CloseSessionRequest req, StreamObserver<CloseSessionResponse> out) {
    unary(out, () -> {
      HostClosedSessions.Closed s = sessions.close(req.getSessionId());
      log.info("closed session {} after {} ops", req.getSessionId(), s.opsExecuted());
      return CloseSessionResponse.newBuilder().setTotal(s.totals()).setOpsExecuted(s.opsExecuted()).build();
    });
  }

  @Override
  public void describeHost(DescribeHostRequest req, StreamObserver<HostInfo> out) {
    unary(out, () -> HostInfoView.describeHost(sessions)); // a tenant sees its own use of the chips only
  }

  @Override
  public void describeSession(org.torchtpu.api.v1.DescribeSessionRequest req,
      StreamObserver<org.torchtpu.api.v1.SessionStatus> out) {
    unary(out, () -> {
      DeviceSession s = sessions.get(req.getSessionId());
      // a snapshot: the SDK synchronizes first, and its last acknowledgement may have come ahead of the session's thread
      // (which may wait for its tenant's turn meanwhile): the wait parks a server thread, so it counts as Download's
      // does; a query with nothing to wait for is answered at once, whatever the tenant's waiting calls
      if (s.progress().behindAckedAhead()) {
        admission.waiting(s, "DescribeSession", () -> {
          s.progress().awaitAckedAhead(ackedAheadWaitMillis);
          return null;
        });
      }
      return AbstractSessions.status(s);
    });
  }

  @Override
  public StreamObserver<UploadRequest> upload(StreamObserver<UploadResponse> out) {
    return new UploadCall(sessions, out, uploadIdle);
  }

  @Override
  public void download(DownloadRequest req, StreamObserver<DownloadResponse> out) {
    try {
      DeviceSession s = sessions.get(req.getSessionId());
      DeviceArray value = admission.waiting(s, "Download", () -> {
        syncWaits.await(s, req.getAfterSequence(), "after_sequence");
        // a batch ending in a collective may be acknowledged by the thread that completed it before the session's
        // thread stored the result (BatchAnswer): what the client was told ran is read once it is stored, also by a
        // client that names no after_sequence
        s.progress().awaitAckedAhead(ackedAheadWaitMillis);
        return s.openRead(req.getHandle()); // a free meanwhile leaves its storage to the collector
      });
      try {
        AbstractSessions.requireContents(s, req.getHandle(), value);
        int chunk = req.getChunkBytes() > 0 ? Math.max(MIN_CHUNK, req.getChunkBytes()) : DEFAULT_CHUNK;
        // sending counts as waiting too: a caller that reads slowly holds this thread
        admission.waiting(s, "Download", () -> {
          downloads.send(s, req.getHandle(), value, chunk, out);
          return null;
        });
      } finally {
        s.closeRead(value);
      }
    } catch (StatusRuntimeException e) {
      out.onError(e);
    } catch (RuntimeException e) {
      out.onError(ServiceStatuses.toException(e, "download failed"));
    }
  }

  @Override
  public void execute(ExecuteRequest req, StreamObserver<ExecuteResponse> out) {
    unary(out, () -> {
      DeviceSession s = sessions.get(req.getSessionId());
      SyncWaits.requireInRange(req.getFirstSequence(), "first_sequence");
      return admission.waiting(s, "Execute", () -> execute(s, req));
    });
  }

  /** A Debug batch: admitted by ops and by bytes (QueuedRequests), then run on the session's queue. */
  private ExecuteResponse execute(DeviceSession s, ExecuteRequest req) {
    s.setMode(EagerMode.DEBUG);
    String tooLarge = BatchHeap.problem(req);
    if (tooLarge != null) {
      throw org.torchtpu.service.error.DomainException.invalid("Execute: " + tooLarge);
    }
    admission.admit(s, req.getOpsCount());
    long bytes = BatchHeap.of(req, req.getSerializedSize()); // the parsed request's heap (see BatchHeap)
    try {
      QueuedRequests.hold(s, bytes, "Execute of " + req.getOpsCount() + " ops");
    } catch (RuntimeException e) {
      admission.release(s, req.getOpsCount());
      throw e;
    }
    try {
      return runDebug(s, req);
    } finally {
      admission.release(s, req.getOpsCount());
      QueuedRequests.release(s, bytes);
    }
  }

  private ExecuteResponse runDebug(DeviceSession s, ExecuteRequest req) {
    long queuedAt = System.nanoTime();
    return s.runSerially(() -> {
      metrics.queueWait.record(System.nanoTime() - queuedAt, java.util.concurrent.TimeUnit.NANOSECONDS);
      long start = System.nanoTime();
      ExecuteResponse.Builder resp = ExecuteResponse.newBuilder();
      double device = 0;
      long first = req.getFirstSequence();
      BatchFrees frees = BatchFrees.freeUnnamed(s, req.getOpsList(), req.getFreeAfterList());
      try {
        for (int i = 0; i < req.getOpsCount(); i++) {
          OpResult r;
          try {
            r = s.runOp(req.getOps(i), first + i, true);
          } catch (OpFailure f) {
            s.markProcessed(first + i); // reported to the caller right now; later reads must not wait for it
            // the request's later collectives never run: each gives its round up, as a failed stream's do
            String why = "op #" + (first + i) + " of its Execute request failed before it (" + f.code() + ": "
                + f.error().getReason() + ")";
            for (int j = i + 1; j < req.getOpsCount(); j++) {
              s.skippedIfCollective(req.getOps(j), io.grpc.Status.Code.ABORTED, why);
            }
            throw f;
          }
          frees.afterOp(i);
          metrics.debugOps.increment();
          metrics.opDeviceSeconds.record(r.getTiming().getDeviceSeconds());
          device += r.getTiming().getDeviceSeconds();
          resp.addResults(r);
        }
      } finally {
        frees.afterBatch(); // the client dropped them whether or not an op failed
      }
      return resp.setTiming(Timing.newBuilder().setWallNanos(System.nanoTime() - start).setDeviceSeconds(device)).build();
    });
  }

  /**
   * As the generated base class binds it, except that ExecuteStream's batches are held against the heap at their wire
   * size, which their parse records (see WireSizes), and every method's large requests have their structure bounded
   * before they are parsed (see StructureBound); the generated base's bindService is final, so this class
   * implements the service's interface itself.
   */
  @Override
  public ServerServiceDefinition bindService() {
    return StructureBound.bind(WireSizes.recordingRequests(RuntimeGrpc.bindService(this),
        RuntimeGrpc.getExecuteStreamMethod()), StructureBound.DEFAULT, METHOD_LIMITS);
  }

  /**
   * The methods whose requests are ids and numbers, far smaller than the server's max-inbound-message-size (64 MiB,
   * which Execute and ExecuteStream need for an eager op's host-built constant, Compile for a traced graph, and Upload
   * for a value sent as one chunk, as the server's warm-up and other clients than the SDK do).
   */
  private static final Map<String, StructureBound.Limits> METHOD_LIMITS = Map.of(
      "OpenSession", StructureBound.SMALL, "CloseSession", StructureBound.SMALL,
      "Download", StructureBound.SMALL, "Synchronize", StructureBound.SMALL, "Free", StructureBound.SMALL,
      "DescribeHost", StructureBound.SMALL, "DescribeSession", StructureBound.SMALL);

  @Override
  public StreamObserver<StreamRequest> executeStream(StreamObserver<StreamResponse> out) {
    return new OpStreamCall((ServerCallStreamObserver<StreamResponse>) out, sessions, admission, metrics, drain);
  }

  /**
   * Compiles a graph for the session's chip through the compilation cache and registers the
   * program in the session: CallOps name it by the returned program_id.
   */
  @Override
  public void compile(CompileRequest req, StreamObserver<CompileResponse> out) {
    unary(out, () -> {
      DeviceSession s = sessions.get(req.getSessionId());
      metrics.compileRequests.increment();
      return admission.waiting(s, "Compile", () -> compiles.compile(req, s));
    });
  }

  @Override
  public void synchronize(SynchronizeRequest req, StreamObserver<SynchronizeResponse> out) {
    unary(out, () -> {
      DeviceSession s = sessions.get(req.getSessionId());
      admission.waiting(s, "Synchronize", () -> {
        syncWaits.await(s, req.getUpToSequence(), "up_to_sequence");
        return null;
      });
      return SynchronizeResponse.newBuilder().setCompletedSequence(s.completedSequence()).setTiming(s.totals()).build();
    });
  }

  @Override
  public void free(FreeRequest req, StreamObserver<FreeResponse> out) {
    unary(out, () -> {
      DeviceSession s = sessions.get(req.getSessionId());
      long freed = admission.waiting(s, "Free", () -> s.runSerially(() -> {
        for (long h : req.getHandlesList()) {
          if (!s.isDefined(h)) {
            throw Status.NOT_FOUND.withDescription("handle " + h + " is not defined in session " + s.id()).asRuntimeException();
          }
        }
        long total = 0;
        for (long h : req.getHandlesList()) {
          total += s.free(h);
        }
        return total;
      }));
      return FreeResponse.newBuilder().setFreedBytes(freed).setHbmUsedBytes(HostInfoView.chipHbmUsedSeenByCaller(sessions, s))
          .build();
    });
  }

  /** Runs a unary call, turning failures into statuses (never an unexplained UNKNOWN). */
  private static <T> void unary(StreamObserver<T> out, java.util.function.Supplier<T> body) {
    T result;
    try {
      result = body.get();
    } catch (OpFailure f) {
      out.onError(f.toStatus());
      return;
    } catch (RuntimeException e) {
      out.onError(ServiceStatuses.toException(e));
      return;
    }
    out.onNext(result);
    out.onCompleted();
  }
}
