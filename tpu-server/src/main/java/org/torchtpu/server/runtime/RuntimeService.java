package org.torchtpu.server.runtime;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnsafeByteOperations;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.List;
import org.springframework.stereotype.Service;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.CloseSessionResponse;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.DescribeHostRequest;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.DownloadResponse;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecutionDepth;
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
import org.torchtpu.server.chip.HbmExhaustedException;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.stablehlo.StableHloImportException;
import org.torchtpu.server.stablehlo.StableHloImporter;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;

/**
 * The Runtime gRPC service: sessions, transfers, Debug (unary) and Strict (streamed) eager
 * execution, DeferAndFuse chunks (streamed batches with defer_and_fuse), and Compile.
 */
@Service
public class RuntimeService extends RuntimeGrpc.RuntimeImplBase {
  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(RuntimeService.class);
  private static final int DEFAULT_CHUNK = 1 << 20;
  /** Batches a Strict stream may have queued before the server stops reading from it. */
  private static final int STREAM_WINDOW = 8;

  private final SessionRegistry sessions;
  private final SyncWaits syncWaits;
  private final Counter debugOps;
  private final Counter strictOps;
  private final Counter fusedOps;
  private final Counter compileRequests;
  private final DistributionSummary opDeviceSeconds;
  private final Admission admission;
  private final Timer queueWait;
  private final Counter resumedStreams;
  private final Counter duplicateOps;
  /** Op streams with a session, ended by {@link #drain} when the host shuts down. */
  private final java.util.Set<Runnable> openStreams = java.util.concurrent.ConcurrentHashMap.newKeySet();
  private volatile boolean draining;

  /** With the default limits (tests that build the service by hand). */
  public RuntimeService(SessionRegistry sessions, HostProperties props, MeterRegistry meters) {
    this(sessions, props, meters, new Admission(LimitProperties.defaults(), meters));
  }

  @org.springframework.beans.factory.annotation.Autowired
  public RuntimeService(SessionRegistry sessions, HostProperties props, MeterRegistry meters, Admission admission) {
    this.sessions = sessions;
    this.admission = admission;
    this.resumedStreams = Counter.builder("torchtpu.stream.resumed")
        .description("op streams reopened after a broken connection").register(meters);
    this.duplicateOps = Counter.builder("torchtpu.stream.duplicate.ops")
        .description("resent ops skipped because they had already run").register(meters);
    this.syncWaits = new SyncWaits(props.syncTimeoutSeconds() * 1000, meters);
    this.debugOps = Counter.builder("torchtpu.ops").tag("mode", "debug").register(meters);
    this.strictOps = Counter.builder("torchtpu.ops").tag("mode", "strict").register(meters);
    this.fusedOps = Counter.builder("torchtpu.ops").tag("mode", "fused").register(meters);
    this.compileRequests = Counter.builder("torchtpu.compile.requests").register(meters);
    this.opDeviceSeconds = DistributionSummary.builder("torchtpu.op.device.seconds")
        .description("simulated device time per op").publishPercentileHistogram().register(meters);
    this.queueWait = Timer.builder("torchtpu.op.queue.wait")
        .description("time ops waited in their session's queue before running").publishPercentileHistogram()
        .register(meters);
  }

  /**
   * Graceful shutdown, before the gRPC server stops taking calls: new sessions and streams are
   * refused, and every open op stream ends with UNAVAILABLE once the batches it already delivered
   * have run, so in-flight work finishes and each client learns where its ops stopped.
   */
  @org.springframework.context.event.EventListener(org.springframework.grpc.server.lifecycle.GrpcServerShutdownEvent.class)
  public void drain() {
    draining = true;
    int streams = openStreams.size();
    for (Runnable end : List.copyOf(openStreams)) {
      end.run();
    }
    for (DeviceSession s : sessions.all()) {
      try {
        s.enqueue(() -> s.hostShuttingDown(sessions.host().id()));
      } catch (java.util.concurrent.RejectedExecutionException closed) {
        // closed meanwhile: nobody waits on it
      }
    }
    log.info("host {} is shutting down: ending {} op stream(s) after their queued ops", sessions.host().id(), streams);
  }

  private void refuseWhileDraining(String what) {
    if (draining) {
      throw Status.UNAVAILABLE.withDescription("tpu-server host " + sessions.host().id() + " is shutting down: " + what
          + " refused; use another host").asRuntimeException();
    }
  }

  @Override
  public void openSession(OpenSessionRequest req, StreamObserver<SessionInfo> out) {
    unary(out, () -> {
      refuseWhileDraining("new session");
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
          .setDepth(s.isAbstract() ? ExecutionDepth.ABSTRACT : ExecutionDepth.CONCRETE)
          .build();
    });
  }

  @Override
  public void closeSession(CloseSessionRequest req, StreamObserver<CloseSessionResponse> out) {
    unary(out, () -> {
      DeviceSession s = sessions.close(req.getSessionId());
      log.info("closed session {} after {} ops", s.id(), s.opsExecuted());
      return CloseSessionResponse.newBuilder().setTotal(s.totals()).setOpsExecuted(s.opsExecuted()).build();
    });
  }

  @Override
  public void describeHost(DescribeHostRequest req, StreamObserver<HostInfo> out) {
    unary(out, () -> sessions.host().info());
  }

  @Override
  public void describeSession(org.torchtpu.api.v1.DescribeSessionRequest req,
      StreamObserver<org.torchtpu.api.v1.SessionStatus> out) {
    unary(out, () -> {
      return AbstractSessions.status(sessions.get(req.getSessionId())); // a snapshot: the SDK synchronizes first
    });
  }

  @Override
  public StreamObserver<UploadRequest> upload(StreamObserver<UploadResponse> out) {
    return new StreamObserver<>() {
      private DeviceSession session;
      private UploadHeader header;
      private long expected;
      private long heap;
      /** The received bytes, sized once the reservation for them is taken; null when nothing is reserved. */
      private byte[] data;
      private int received;
      private boolean failed;
      /** Bytes an abstract session's upload sent (counted, never kept). */
      private long abstractReceived;
      /** An abstract session's upload holds its value's HBM (and nothing else) until stored or failed. */
      private boolean abstractHbmHeld;

      @Override
      public void onNext(UploadRequest req) {
        if (failed) {
          return;
        }
        try {
          if (req.hasHeader()) {
            if (header != null) {
              throw Status.INVALID_ARGUMENT.withDescription("upload sent a second header").asRuntimeException();
            }
            header = req.getHeader();
            session = sessions.get(header.getSessionId());
            TensorType type = header.getType();
            if (!org.torchtpu.api.ir.DTypes.isSupported(type.getDtype())) {
              throw Status.INVALID_ARGUMENT.withDescription("upload of handle " + header.getHandle()
                  + ": unsupported dtype " + type.getDtype()).asRuntimeException();
            }
            try {
              expected = Shapes.byteSize(type);
            } catch (OpTypeException | ArithmeticException e) {
              throw Status.INVALID_ARGUMENT.withDescription("upload of handle " + header.getHandle() + ": " + e.getMessage())
                  .asRuntimeException();
            }
            if (session.isDefined(header.getHandle())) {
              throw Status.ALREADY_EXISTS.withDescription("handle " + header.getHandle() + " is already defined").asRuntimeException();
            }
            if (session.isAbstract()) {
              AbstractSessions.reserveUpload(session, header, expected); // HBM only: the data is never kept
              abstractHbmHeld = true;
              return;
            }
            try {
              DeviceArray.checkFits(type);
            } catch (org.torchtpu.server.exec.SimulatorLimitException e) {
              throw Status.RESOURCE_EXHAUSTED.withDescription("upload of handle " + header.getHandle() + ": " + e.getMessage())
                  .asRuntimeException();
            }
            if (expected > Integer.MAX_VALUE - 16) {
              throw Status.RESOURCE_EXHAUSTED.withDescription("upload of handle " + header.getHandle() + ": "
                  + Shapes.toString(type) + " is " + expected + " bytes; one upload carries at most 2 GiB").asRuntimeException();
            }
            // Reserve before receiving, so an upload that cannot fit fails before its data is sent: the
            // value's HBM and heap, and the heap of the buffer the bytes arrive in until they are decoded.
            String what = Shapes.toString(type) + " (upload of handle " + header.getHandle() + ")";
            heap = DeviceArray.heapBytes(type);
            try {
              session.hbm().allocate(expected, heap, what);
              try {
                session.hbm().reserveHeap(expected, "the receive buffer of " + what);
              } catch (HbmExhaustedException e) {
                session.hbm().release(expected, heap);
                throw e;
              }
            } catch (HbmExhaustedException e) {
              throw Status.RESOURCE_EXHAUSTED.withDescription(e.getMessage()).asRuntimeException();
            }
            try {
              data = new byte[(int) expected];
            } catch (OutOfMemoryError e) {
              session.hbm().releaseHeap(expected);
              session.hbm().release(expected, heap);
              throw outOfHeap();
            }
          } else {
            if (header == null) {
              throw Status.INVALID_ARGUMENT.withDescription("upload data arrived before its header").asRuntimeException();
            }
            ByteString chunk = req.getChunk();
            if (session.isAbstract()) {
              abstractReceived = AbstractSessions.countChunk(header, abstractReceived, chunk.size(), expected);
              return;
            }
            if (received + (long) chunk.size() > expected) {
              throw Status.INVALID_ARGUMENT.withDescription("upload of " + Shapes.toString(header.getType()) + " sent more than "
                  + expected + " bytes").asRuntimeException();
            }
            chunk.copyTo(data, received);
            received += chunk.size();
          }
        } catch (StatusRuntimeException e) {
          fail(e);
        } catch (OutOfMemoryError e) {
          fail(outOfHeap());
        } catch (RuntimeException e) {
          fail(ServiceStatuses.toException(e, "upload failed"));
        }
      }

      private StatusRuntimeException outOfHeap() {
        return Status.RESOURCE_EXHAUSTED.withDescription("upload of handle " + header.getHandle() + ": the simulator host "
            + "ran out of Java heap receiving " + Shapes.toString(header.getType()) + "; nothing was stored").asRuntimeException();
      }

      private void fail(StatusRuntimeException e) {
        failed = true;
        releaseReservation();
        out.onError(e);
      }

      private void releaseReservation() {
        if (abstractHbmHeld) {
          abstractHbmHeld = false;
          session.hbm().release(expected, 0);
        }
        if (data != null) {
          session.hbm().releaseHeap(expected);
          session.hbm().release(expected, heap);
          data = null;
        }
      }

      @Override
      public void onError(Throwable t) {
        releaseReservation(); // client cancelled: nothing is stored
      }

      @Override
      public void onCompleted() {
        if (failed) {
          return;
        }
        if (header == null) {
          out.onError(Status.INVALID_ARGUMENT.withDescription("upload had no header").asRuntimeException());
          return;
        }
        long start = System.nanoTime();
        if (session.isAbstract()) {
          try {
            AbstractSessions.storeUpload(session, header, abstractReceived, expected);
            abstractHbmHeld = false; // the stored value owns it now
          } catch (StatusRuntimeException e) {
            fail(e);
            return;
          }
          out.onNext(UploadResponse.newBuilder().setHandle(header.getHandle()).setBytes(expected)
              .setTiming(Timing.newBuilder().setWallNanos(System.nanoTime() - start)
                  .setDeviceSeconds(session.costModel().transferSeconds(expected)))
              .build());
          out.onCompleted();
          return;
        }
        if (received != expected) {
          fail(Status.INVALID_ARGUMENT.withDescription("upload of " + Shapes.toString(header.getType()) + " was truncated: got "
              + received + " of " + expected + " bytes").asRuntimeException());
          return;
        }
        try {
          DeviceArray value = Literals.decode(TensorLiteral.newBuilder()
              .setType(header.getType())
              .setData(UnsafeByteOperations.unsafeWrap(data))
              .build());
          session.store(header.getHandle(), value);
          data = null; // the value's reservation now belongs to the stored value; the buffer's is given back
          session.hbm().releaseHeap(expected);
        } catch (OutOfMemoryError e) {
          fail(outOfHeap());
          return;
        } catch (OpTypeException e) {
          fail(Status.INVALID_ARGUMENT.withDescription("upload of handle " + header.getHandle() + ": " + e.getMessage()).asRuntimeException());
          return;
        } catch (StatusRuntimeException e) {
          fail(e);
          return;
        }
        out.onNext(UploadResponse.newBuilder()
            .setHandle(header.getHandle())
            .setBytes(expected)
            .setTiming(Timing.newBuilder()
                .setWallNanos(System.nanoTime() - start)
                .setDeviceSeconds(session.costModel().transferSeconds(expected)))
            .build());
        out.onCompleted();
      }
    };
  }

  @Override
  public void download(DownloadRequest req, StreamObserver<DownloadResponse> out) {
    try {
      DeviceSession s = sessions.get(req.getSessionId());
      syncWaits.await(s, req.getAfterSequence(), "after_sequence");
      DeviceArray value = s.value(req.getHandle());
      AbstractSessions.requireContents(s, req.getHandle(), value);
      ByteString bytes = Literals.encode(value);
      int chunk = req.getChunkBytes() > 0 ? req.getChunkBytes() : DEFAULT_CHUNK;
      out.onNext(DownloadResponse.newBuilder().setType(value.type()).build());
      for (int off = 0; off < bytes.size(); off += chunk) {
        out.onNext(DownloadResponse.newBuilder().setChunk(bytes.substring(off, Math.min(bytes.size(), off + chunk))).build());
      }
      out.onCompleted();
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
      s.setMode(EagerMode.DEBUG);
      admission.admit(s, req.getOpsCount());
      try {
        return runDebug(s, req);
      } finally {
        admission.release(s, req.getOpsCount());
      }
    });
  }

  private ExecuteResponse runDebug(DeviceSession s, ExecuteRequest req) {
    long queuedAt = System.nanoTime();
    return s.runSerially(() -> {
      queueWait.record(System.nanoTime() - queuedAt, java.util.concurrent.TimeUnit.NANOSECONDS);
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
            throw f;
          }
          frees.afterOp(i);
          debugOps.increment();
          opDeviceSeconds.record(r.getTiming().getDeviceSeconds());
          device += r.getTiming().getDeviceSeconds();
          resp.addResults(r);
        }
      } finally {
        frees.afterBatch(); // the client dropped them whether or not an op failed
      }
      return resp.setTiming(Timing.newBuilder().setWallNanos(System.nanoTime() - start).setDeviceSeconds(device)).build();
    });
  }

  @Override
  public StreamObserver<StreamRequest> executeStream(StreamObserver<StreamResponse> out) {
    ServerCallStreamObserver<StreamResponse> call = (ServerCallStreamObserver<StreamResponse>) out;
    call.disableAutoRequest();
    call.request(1); // the opening message
    return new StreamObserver<>() {
      private DeviceSession session;
      private long nextSequence;
      private volatile boolean done;
      /** Opened with StreamOpen.resume: batches may repeat ops that already ran, and those are skipped. */
      private boolean resumed;
      /** Counted in the session's open streams (for the reaper) until {@link #detach}. */
      private boolean attached;

      private synchronized void detach(boolean peerGone) {
        if (attached) {
          attached = false;
          session.streamEnded(peerGone);
        }
      }

      @Override
      public void onNext(StreamRequest req) {
        if (done) {
          return;
        }
        if (session == null) {
          if (!req.hasOpen()) {
            abort(Status.INVALID_ARGUMENT.withDescription("the first stream message must open a session").asRuntimeException());
            return;
          }
          try {
            refuseWhileDraining("op stream");
            session = sessions.get(req.getOpen().getSessionId());
          } catch (StatusRuntimeException e) {
            abort(e);
            return;
          }
          openStreams.add(endForShutdown);
          attached = true;
          session.streamOpened();
          session.setMode(EagerMode.STRICT);
          StreamOpen open = req.getOpen();
          if (open.getResume()) {
            resumed = true;
            // The connection broke, no op failed: keep the session's progress and any failure the
            // broken stream may not have delivered; the client resends what it has not seen acknowledged.
            resumedStreams.increment();
            log.info("session {}: op stream resumed after op #{} (client acknowledged #{})", session.id(),
                session.completedSequence(), open.getResumeAfter());
            session.enqueue(() -> {
              StreamResponse.Builder r = StreamResponse.newBuilder().setCompletedSequence(session.completedSequence());
              OpFailure f = session.streamFailure();
              if (f != null) {
                r.setError(f.error()).setErrorCode(f.code().value());
              }
              send(r.build());
            });
          } else {
            long abandoned = open.getAbandonedThrough();
            session.enqueue(() -> {
              session.resetStream(abandoned);
              send(StreamResponse.newBuilder().setCompletedSequence(session.completedSequence()).build());
            });
          }
          call.request(STREAM_WINDOW);
          return;
        }
        if (!req.hasBatch()) {
          abort(Status.INVALID_ARGUMENT.withDescription("stream already open for session " + session.id()).asRuntimeException());
          return;
        }
        OpBatch batch = req.getBatch();
        if (nextSequence != 0 && batch.getFirstSequence() != nextSequence) {
          abort(Status.INVALID_ARGUMENT.withDescription("stream expected op #" + nextSequence + " next, got a batch starting at #"
              + batch.getFirstSequence()).asRuntimeException());
          return;
        }
        if (batch.getFirstSequence() == 0) {
          abort(Status.INVALID_ARGUMENT.withDescription("sequence numbers start at 1").asRuntimeException());
          return;
        }
        if (batch.getFirstSequence() < 0 || batch.getFirstSequence() + batch.getOpsCount() < 0) {
          abort(Status.INVALID_ARGUMENT.withDescription("batch first_sequence " + Long.toUnsignedString(batch.getFirstSequence())
              + " with " + batch.getOpsCount() + " ops passes the largest sequence number a session can reach (2^63-1)")
              .asRuntimeException());
          return;
        }
        nextSequence = batch.getFirstSequence() + batch.getOpsCount();
        int count = batch.getOpsCount();
        try {
          admission.admit(session, count);
        } catch (DomainException e) {
          abort(ServiceStatuses.toException(e));
          return;
        }
        long queuedAt = System.nanoTime();
        try {
          session.enqueue(() -> {
            queueWait.record(System.nanoTime() - queuedAt, java.util.concurrent.TimeUnit.NANOSECONDS);
            try {
              runBatch(batch);
            } finally {
              admission.release(session, count);
            }
          });
        } catch (java.util.concurrent.RejectedExecutionException e) {
          admission.release(session, count);
          abort(Status.NOT_FOUND.withDescription("session " + session.id() + " was closed").asRuntimeException());
        }
      }

      /** On the session's queue: runs the batch unless the stream already failed, then acknowledges. */
      private void runBatch(OpBatch received) {
        if (done) {
          return;
        }
        // Only a resumed stream repeats ops on purpose; a fresh stream's ops all run as numbered.
        OpBatch batch = resumed ? withoutProcessed(received) : received;
        long wall = 0;
        double device = 0;
        BatchFrees frees = BatchFrees.freeUnnamed(session, batch.getOpsList(), batch.getFreeAfterList());
        if (!session.streamFailed() && batch.getDeferAndFuse()) {
          session.setMode(EagerMode.FUSED);
          try {
            Timing t = session.runChunk(batch.getOpsList(), batch.getFirstSequence(),
                new java.util.HashSet<>(batch.getDeadValuesList()));
            fusedOps.increment(batch.getOpsCount());
            wall += t.getWallNanos();
            device += t.getDeviceSeconds();
          } catch (OpFailure f) {
            session.failStream(f);
            send(StreamResponse.newBuilder()
                .setCompletedSequence(session.completedSequence())
                .setError(f.error())
                .setErrorCode(f.code().value())
                .build());
          }
        } else if (!session.streamFailed()) {
          long seq = batch.getFirstSequence();
          for (Op op : batch.getOpsList()) {
            try {
              OpResult r = session.runOp(op, seq, false);
              frees.afterOp((int) (seq - batch.getFirstSequence()));
              strictOps.increment();
              opDeviceSeconds.record(r.getTiming().getDeviceSeconds());
              wall += r.getTiming().getWallNanos();
              device += r.getTiming().getDeviceSeconds();
            } catch (OpFailure f) {
              session.failStream(f);
              send(StreamResponse.newBuilder()
                  .setCompletedSequence(session.completedSequence())
                  .setTiming(Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device))
                  .setError(f.error())
                  .setErrorCode(f.code().value())
                  .build());
              break;
            }
            seq++;
          }
        }
        session.markProcessed(batch.getFirstSequence() + batch.getOpsCount() - 1);
        frees.afterBatch();
        if (!session.streamFailed()) {
          send(StreamResponse.newBuilder()
              .setCompletedSequence(session.completedSequence())
              .setTiming(Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device))
              .build());
        }
        if (!done) {
          call.request(1);
        }
      }

      /**
       * A resumed stream resends ops the server may already have run (their acknowledgement was lost
       * with the connection): those are dropped here, on the session's queue, so none runs twice.
       * The batch's frees are kept: freeing an already freed handle does nothing.
       */
      private OpBatch withoutProcessed(OpBatch batch) {
        long processed = session.completedSequence();
        long first = batch.getFirstSequence();
        if (batch.getOpsCount() == 0 || first > processed) {
          return batch;
        }
        int skip = (int) Math.min(batch.getOpsCount(), processed - first + 1);
        duplicateOps.increment(skip);
        return batch.toBuilder().clearOps().addAllOps(batch.getOpsList().subList(skip, batch.getOpsCount()))
            .setFirstSequence(first + skip).build();
      }

      private void send(StreamResponse r) {
        try {
          out.onNext(r);
        } catch (RuntimeException e) {
          done = true; // the client went away; nothing more to tell it
        }
      }

      private void abort(StatusRuntimeException e) {
        done = true;
        openStreams.remove(endForShutdown);
        detach(false);
        out.onError(e);
      }

      /** Ends the stream after the batches already queued on the session (they run first). */
      private final Runnable endForShutdown = () -> {
        Runnable end = () -> {
          if (!done) {
            abort(Status.UNAVAILABLE.withDescription("tpu-server host " + sessions.host().id() + " is shutting down: "
                + "session " + session.id() + " ran every op it received, through #" + session.completedSequence())
                .asRuntimeException());
          }
        };
        try {
          session.enqueue(end);
        } catch (java.util.concurrent.RejectedExecutionException closed) {
          end.run();
        }
      };

      @Override
      public void onError(Throwable t) {
        done = true; // client cancelled or the connection broke: queued batches are dropped
        openStreams.remove(endForShutdown);
        detach(true);
      }

      @Override
      public void onCompleted() {
        if (session == null) {
          done = true;
          out.onCompleted();
          return;
        }
        // Completes after the queued batches, on the same queue, so acks are not cut off.
        openStreams.remove(endForShutdown);
        detach(false);
        session.enqueue(() -> {
          if (!done) {
            done = true;
            out.onCompleted();
          }
        });
      }
    };
  }

  /**
   * Compiles a graph for the session's chip through the compilation cache and registers the
   * program in the session: CallOps name it by the returned program_id.
   */
  @Override
  public void compile(CompileRequest req, StreamObserver<CompileResponse> out) {
    unary(out, () -> {
      DeviceSession s = sessions.get(req.getSessionId());
      compileRequests.increment();
      try {
        if (req.hasSpmd()) {
          return admission.compile(() -> compileSpmd(req, s));
        }
        ProgramService.Compiled compiled = admission.compile(() -> sessions.programs().compileGraph(graphOf(req),
            req.getOptions(), s.chip().spec(), 1));
        s.registerProgram(compiled.key(), compiled.program());
        return compiled.response(sessions.programs().hitFor(s.tenant(), compiled));
      } catch (CompileException e) {
        throw e.toStatus();
      }
    });
  }

  /**
   * An SPMD compile: the session must be a rank of a world as large as the mesh; the rank's program
   * is registered in the session (every rank compiles it, hitting the cache after the first).
   */
  private CompileResponse compileSpmd(CompileRequest req, DeviceSession s) {
    CollectiveRunner world = s.world();
    if (world == null && s.isAbstract()) {
      return AbstractSessions.compileSpmd(sessions.programs(), s, graphOf(req), req.getOptions(), req.getSpmd());
    }
    if (world == null) {
      throw Status.FAILED_PRECONDITION.withDescription("an SPMD compile runs on a rank of a world: session " + s.id()
          + " was opened without OpenSessionRequest.world").asRuntimeException();
    }
    WorldMembership membership = world.membership();
    org.torchtpu.server.compiler.spmd.Mesh mesh;
    try {
      mesh = org.torchtpu.server.compiler.spmd.Mesh.of(req.getSpmd().getMesh());
    } catch (IllegalArgumentException e) {
      throw Status.INVALID_ARGUMENT.withDescription("spmd.mesh: " + e.getMessage()).asRuntimeException();
    }
    if (mesh.ranks() != membership.getWorldSize()) {
      throw Status.INVALID_ARGUMENT.withDescription("spmd.mesh " + mesh + " has " + mesh.ranks() + " ranks but world "
          + membership.getWorldId() + " has " + membership.getWorldSize()).asRuntimeException();
    }
    org.torchtpu.api.v1.Generation generation = s.chip().spec().getGeneration();
    org.torchtpu.server.cost.SliceTopology slice;
    try {
      slice = membership.getSliceTopology().isEmpty()
          ? new org.torchtpu.server.cost.SliceTopology(new int[] {mesh.ranks()}, new boolean[] {mesh.ranks() >= 3})
          : org.torchtpu.server.cost.SliceTopology.parse(membership.getSliceTopology(), generation);
    } catch (IllegalArgumentException e) {
      throw Status.INVALID_ARGUMENT.withDescription("world " + membership.getWorldId() + " slice topology: "
          + e.getMessage()).asRuntimeException();
    }
    if (slice.chips() != mesh.ranks()) {
      throw Status.INVALID_ARGUMENT.withDescription("world " + membership.getWorldId() + " slice topology " + slice
          + " has " + slice.chips() + " chips but the mesh has " + mesh.ranks() + " ranks").asRuntimeException();
    }
    ProgramService.CompiledSpmd compiled = sessions.programs().compileSpmd(graphOf(req), req.getOptions(),
        s.chip().spec(), mesh, slice);
    s.registerProgram(compiled.compiled().key(), compiled.compiled().program());
    return compiled.response(sessions.programs().hitFor(s.tenant(), compiled.compiled()));
  }

  /** The request's graph, imported from StableHLO text when that is what it carries. */
  static Graph graphOf(CompileRequest req) {
    if (req.getStablehlo().isEmpty()) {
      return req.getGraph();
    }
    if (req.hasGraph()) {
      throw Status.INVALID_ARGUMENT.withDescription("a compile request carries a graph or StableHLO text, not both")
          .asRuntimeException();
    }
    try {
      if (req.hasSpmd()) { // an SPMD compile takes the module's own shardings (sdy.sharding / mhlo.sharding)
        int[] mesh = req.getSpmd().getMesh().getShapeList().stream().mapToInt(Integer::intValue).toArray();
        return org.torchtpu.server.stablehlo.ShardingImport.importModule(req.getStablehlo(), mesh).graph();
      }
      return StableHloImporter.parse(req.getStablehlo());
    } catch (StableHloImportException e) {
      throw Status.INVALID_ARGUMENT.withDescription("StableHLO import: " + e.getMessage()).asRuntimeException();
    }
  }

  @Override
  public void synchronize(SynchronizeRequest req, StreamObserver<SynchronizeResponse> out) {
    unary(out, () -> {
      DeviceSession s = sessions.get(req.getSessionId());
      syncWaits.await(s, req.getUpToSequence(), "up_to_sequence");
      return SynchronizeResponse.newBuilder().setCompletedSequence(s.completedSequence()).setTiming(s.totals()).build();
    });
  }

  @Override
  public void free(FreeRequest req, StreamObserver<FreeResponse> out) {
    unary(out, () -> {
      DeviceSession s = sessions.get(req.getSessionId());
      long freed = s.runSerially(() -> {
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
      });
      return FreeResponse.newBuilder().setFreedBytes(freed).setHbmUsedBytes(s.chip().hbmUsed()).build();
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
    } catch (StatusRuntimeException e) {
      out.onError(e);
      return;
    } catch (RuntimeException e) {
      out.onError(ServiceStatuses.toException(e));
      return;
    }
    out.onNext(result);
    out.onCompleted();
  }
}
