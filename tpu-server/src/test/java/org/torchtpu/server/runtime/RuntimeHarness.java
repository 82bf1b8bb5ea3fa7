package org.torchtpu.server.runtime;

import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.ServerInterceptors;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.stub.StreamObserver;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.ByteArrayOutputStream;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.grpc.FirstResponse;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.DownloadResponse;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.server.HostProperties;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.compiler.cache.ProgramCache;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.service.grpc.StatusDescriptionBound;

/** A tpu-server Runtime service on one in-process channel, with helpers for sessions, transfers and streams. */
public final class RuntimeHarness implements AutoCloseable {
  final Host host;
  final Executor executor = new Executor();
  final SimpleMeterRegistry meters = new SimpleMeterRegistry();
  final ProgramService programs;
  final ProgramCache cache;
  final SessionRegistry sessions;
  final Admission admission;
  final RuntimeService service;
  private final Server server;
  private final ManagedChannel channel;
  final RuntimeGrpc.RuntimeBlockingStub blocking;
  final RuntimeGrpc.RuntimeStub async;

  RuntimeHarness() throws Exception {
    this(LimitProperties.defaults());
  }

  /** With the given bulkheads. */
  RuntimeHarness(LimitProperties limits) throws Exception {
    this(limits, new Host("test-host", Generation.V5E, 2));
  }

  /** On {@code host} (e.g. one with small chips), with the default bulkheads. */
  RuntimeHarness(Host host) throws Exception {
    this(LimitProperties.defaults(), host);
  }

  private RuntimeHarness(LimitProperties limits, Host host) throws Exception {
    this.host = host;
    cache = new ProgramCache(64 << 20, null, host.id(), executor, meters);
    programs = new ProgramService(executor, cache);
    sessions = new SessionRegistry(host, executor, programs, meters);
    admission = new Admission(limits, meters);
    service = new RuntimeService(sessions, new HostProperties("v5e", 2, "test-host", 60), meters, admission);
    String name = "runtime-" + System.nanoTime();
    server = InProcessServerBuilder.forName(name)
        .addService(ServerInterceptors.intercept(service, new StatusDescriptionBound())).build().start();
    channel = InProcessChannelBuilder.forName(name).build();
    blocking = RuntimeGrpc.newBlockingStub(channel);
    async = RuntimeGrpc.newStub(channel);
  }

  String open(EagerMode mode, int chip) {
    return open(mode, chip, "t");
  }

  String open(EagerMode mode, int chip, String tenant) {
    return blocking.openSession(OpenSessionRequest.newBuilder().setTenant(tenant).setMode(mode).setChip(chip).build())
        .getSessionId();
  }

  void upload(String session, long handle, DeviceArray value) throws Exception {
    FirstResponse<UploadResponse> done = new FirstResponse<>();
    StreamObserver<UploadRequest> up = async.upload(done);
    up.onNext(UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(session).setHandle(handle)
        .setType(value.type())).build());
    up.onNext(UploadRequest.newBuilder().setChunk(Literals.encode(value)).build());
    up.onCompleted();
    try {
      done.answer().get(30, TimeUnit.SECONDS);
    } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
      throw new AssertionError("upload failed: " + (e.getCause() == null ? e : e.getCause()), e);
    }
  }

  DeviceArray download(String session, long handle) throws Exception {
    return download(blocking, session, handle);
  }

  /** Downloads a value through {@code Runtime/Download} and decodes it (also used by the fabric tests' hosts). */
  public static DeviceArray download(RuntimeGrpc.RuntimeBlockingStub blocking, String session, long handle) throws Exception {
    return download(blocking, session, handle, 0);
  }

  /** Reads {@code handle} once the session has run its ops through {@code afterSequence} (as the SDK reads). */
  public static DeviceArray download(RuntimeGrpc.RuntimeBlockingStub blocking, String session, long handle, long afterSequence)
      throws Exception {
    Iterator<DownloadResponse> it = blocking.download(DownloadRequest.newBuilder().setSessionId(session)
        .setHandle(handle).setAfterSequence(afterSequence).build());
    TensorType type = null;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    while (it.hasNext()) {
      DownloadResponse r = it.next();
      if (r.hasType()) {
        type = r.getType();
      } else {
        r.getChunk().writeTo(bytes);
      }
    }
    return Literals.decode(org.torchtpu.api.v1.TensorLiteral.newBuilder()
        .setType(type).setData(com.google.protobuf.ByteString.copyFrom(bytes.toByteArray())).build());
  }

  /** Sends batches on one stream and returns every response until the last op is acknowledged or one failed. */
  List<StreamResponse> stream(String session, List<OpBatch> batches) throws Exception {
    return stream(StreamOpen.newBuilder().setSessionId(session).build(), batches);
  }

  /** As {@link #stream(String, List)}, opening the stream with {@code open} (a resume, say). */
  List<StreamResponse> stream(StreamOpen open, List<OpBatch> batches) throws Exception {
    BlockingQueue<StreamResponse> responses = new LinkedBlockingQueue<>();
    StreamObserver<StreamRequest> requests = async.executeStream(new StreamObserver<>() {
      @Override
      public void onNext(StreamResponse r) {
        responses.add(r);
      }

      @Override
      public void onError(Throwable t) {
        responses.add(StreamResponse.newBuilder().setErrorCode(-1)
            .setError(org.torchtpu.api.v1.OpError.newBuilder().setReason(String.valueOf(t))).build());
      }

      @Override
      public void onCompleted() { }
    });
    requests.onNext(StreamRequest.newBuilder().setOpen(open).build());
    long last = 0;
    for (OpBatch b : batches) {
      requests.onNext(StreamRequest.newBuilder().setBatch(b).build());
      last = b.getFirstSequence() + b.getOpsCount() - 1;
    }
    List<StreamResponse> seen = new java.util.ArrayList<>();
    while (true) {
      StreamResponse r = responses.poll(60, TimeUnit.SECONDS);
      if (r == null) {
        throw new AssertionError("no stream response; so far " + seen);
      }
      seen.add(r);
      if (r.hasError() || r.getErrorCode() == -1 || (r.getCompletedSequence() >= last && seen.size() > 1)
          || (batches.isEmpty() && r.getCompletedSequence() >= last)) {
        break;
      }
    }
    requests.onCompleted();
    return seen;
  }

  static OpBatch batch(long first, List<Op> ops, boolean fuse, long... dead) {
    OpBatch.Builder b = OpBatch.newBuilder().setFirstSequence(first).addAllOps(ops).setDeferAndFuse(fuse);
    for (long d : dead) {
      b.addDeadValues(d);
    }
    return b.build();
  }

  @Override
  public void close() {
    channel.shutdownNow();
    server.shutdownNow();
  }
}
