package org.torchtpu.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Context;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.Server;
import io.grpc.ServerInterceptors;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.netty.NettyChannelBuilder;
import io.grpc.netty.NettyServerBuilder;
import io.grpc.stub.ClientCallStreamObserver;
import io.grpc.stub.ClientResponseObserver;
import io.grpc.stub.MetadataUtils;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.grpc.CallHeaders;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.ExecuteResponse;
import org.torchtpu.api.v1.OpError;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.testing.CallOutcome;

/**
 * A key the keys file drops ends the calls open under it, not only new ones: an op stream, an upload and a long
 * Execute of the revoked tenant end UNAUTHENTICATED naming the revocation, each handler gives back what it holds as
 * on a client cancel, and another tenant's open calls run on.
 */
class RevokedKeyCallsTest {
  private static final String KEY_A = "key-of-tenant-a";
  private static final String KEY_B = "key-of-tenant-b";

  private final ExecutorService serverThreads = Executors.newCachedThreadPool();
  private Server server;
  private ManagedChannel channel;

  /** Per tenant: counted down when its handler gave back what the call held. */
  private final Map<String, CountDownLatch> streamReleased = Map.of("a", new CountDownLatch(1), "b", new CountDownLatch(1));
  private final Map<String, CountDownLatch> uploadReleased = Map.of("a", new CountDownLatch(1), "b", new CountDownLatch(1));
  private final CountDownLatch uploadsStarted = new CountDownLatch(2);
  private final CountDownLatch executeStopped = new CountDownLatch(1);
  private final CountDownLatch executeRunning = new CountDownLatch(1);

  /** Handlers that hold their calls open and note when they are told the call is over. */
  private final class HoldingRuntime extends RuntimeGrpc.RuntimeImplBase {
    @Override
    public StreamObserver<StreamRequest> executeStream(StreamObserver<StreamResponse> out) {
      // one answer per batch: the stream works
      return heldStream(out, () -> out.onNext(StreamResponse.getDefaultInstance()));
    }

    @Override
    public StreamObserver<UploadRequest> upload(StreamObserver<UploadResponse> out) {
      String tenant = Callers.current().name();
      return new StreamObserver<>() {
        @Override
        public void onNext(UploadRequest req) {
          uploadsStarted.countDown(); // the call is open on the server, under its key
        }

        @Override
        public void onError(Throwable t) {
          uploadReleased.get(tenant).countDown();
        }

        @Override
        public void onCompleted() {
          out.onNext(UploadResponse.getDefaultInstance());
          out.onCompleted();
        }
      };
    }

    @Override
    public void execute(ExecuteRequest req, StreamObserver<ExecuteResponse> out) {
      Context call = Context.current();
      executeRunning.countDown();
      while (!call.isCancelled()) { // a long kernel asking its call's context between blocks
        Thread.onSpinWait();
      }
      executeStopped.countDown();
      out.onError(Status.CANCELLED.asRuntimeException()); // dropped: the revocation answered already
    }
  }

  /**
   * An op stream's handler side, opened under the calling tenant's key: runs {@code onEachBatch} per request, completes
   * when the client does, and notes for its tenant when it is told the call is over otherwise.
   */
  private StreamObserver<StreamRequest> heldStream(StreamObserver<StreamResponse> out, Runnable onEachBatch) {
    String tenant = Callers.current().name();
    return new StreamObserver<>() {
      @Override
      public void onNext(StreamRequest req) {
        onEachBatch.run();
      }

      @Override
      public void onError(Throwable t) {
        streamReleased.get(tenant).countDown();
      }

      @Override
      public void onCompleted() {
        out.onCompleted();
      }
    };
  }

  /** The service behind the API-key interceptor that checks its calls against {@code keys}. */
  private static io.grpc.ServerServiceDefinition keyed(io.grpc.BindableService service, ApiKeys keys) {
    return ServerInterceptors.intercept(service, new ApiKeyServerInterceptor(keys, (m, c) -> null));
  }

  /** A client's open call: what it has been told so far, and its request side. */
  private record Open<Q, A>(CallOutcome<A> outcome, StreamObserver<Q> send) {}

  /** Opens an op stream under {@code key} and sends one batch, whose answer comes. */
  private Open<StreamRequest, StreamResponse> openStream(String key) throws InterruptedException {
    CallOutcome<StreamResponse> outcome = new CallOutcome<>();
    StreamObserver<StreamRequest> send = stub(key).executeStream(outcome);
    send.onNext(StreamRequest.getDefaultInstance());
    assertThat(outcome.awaitAnswer(10)).as("the stream's first answer").isTrue();
    return new Open<>(outcome, send);
  }

  /** Opens an upload under {@code key} and sends its first request (the handler counts uploadsStarted down). */
  private Open<UploadRequest, UploadResponse> openUpload(String key) {
    CallOutcome<UploadResponse> outcome = new CallOutcome<>();
    StreamObserver<UploadRequest> send = stub(key).upload(outcome);
    send.onNext(UploadRequest.getDefaultInstance());
    return new Open<>(outcome, send);
  }

  private static ApiKeys keysOf(String... tenants) {
    Map<String, List<String>> byName = new LinkedHashMap<>();
    for (String t : tenants) {
      byName.put(t, List.of(ApiKeys.sha256Hex("key-of-tenant-" + t)));
    }
    return ApiKeys.of(byName, Map.of(), Map.of());
  }

  @AfterEach
  void stop() throws Exception {
    if (channel != null) {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
      server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
    serverThreads.shutdownNow();
  }

  private RuntimeGrpc.RuntimeStub stub(String key) {
    Metadata m = new Metadata();
    m.put(Metadata.Key.of(CallHeaders.X_API_KEY, Metadata.ASCII_STRING_MARSHALLER), key);
    return RuntimeGrpc.newStub(channel).withInterceptors(MetadataUtils.newAttachHeadersInterceptor(m));
  }

  @Test
  void revokingAKeyEndsItsOpenCallsAndOnlyThose() throws Exception {
    ApiKeys keys = keysOf("a", "b");
    String name = InProcessServerBuilder.generateName();
    server = InProcessServerBuilder.forName(name).executor(serverThreads)
        .addService(keyed(new HoldingRuntime(), keys)).build().start();
    channel = InProcessChannelBuilder.forName(name).build();

    Open<StreamRequest, StreamResponse> streamA = openStream(KEY_A);
    Open<StreamRequest, StreamResponse> streamB = openStream(KEY_B);
    Open<UploadRequest, UploadResponse> uploadA = openUpload(KEY_A);
    Open<UploadRequest, UploadResponse> uploadB = openUpload(KEY_B);
    assertThat(uploadsStarted.await(10, TimeUnit.SECONDS)).isTrue();
    CallOutcome<ExecuteResponse> executeA = new CallOutcome<>();
    stub(KEY_A).execute(ExecuteRequest.getDefaultInstance(), executeA);
    assertThat(executeRunning.await(10, TimeUnit.SECONDS)).isTrue();

    keys.replaceWith(keysOf("b")); // the keys file no longer holds tenant a's key

    for (CallOutcome<?> a : List.of(streamA.outcome(), uploadA.outcome(), executeA)) {
      Status status = a.await(10);
      assertThat(status.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
      assertThat(status.getDescription()).contains("revoked").contains("of a)");
    }
    assertThat(streamReleased.get("a").await(10, TimeUnit.SECONDS)).as("op stream handler told").isTrue();
    assertThat(uploadReleased.get("a").await(10, TimeUnit.SECONDS)).as("upload handler told").isTrue();
    assertThat(executeStopped.await(10, TimeUnit.SECONDS)).as("Execute's context cancelled").isTrue();

    // tenant b's calls run on: its stream still answers, its upload completes
    streamB.send().onNext(StreamRequest.getDefaultInstance());
    streamB.send().onCompleted();
    assertThat(streamB.outcome().await(10).getCode()).isEqualTo(Status.Code.OK);
    uploadB.send().onCompleted();
    assertThat(uploadB.outcome().await(10).getCode()).isEqualTo(Status.Code.OK);
    assertThat(streamReleased.get("b").getCount()).isEqualTo(1);
    assertThat(uploadReleased.get("b").getCount()).isEqualTo(1);

    // and tenant a's key is refused on a new call
    CallOutcome<ExecuteResponse> again = new CallOutcome<>();
    stub(KEY_A).execute(ExecuteRequest.getDefaultInstance(), again);
    assertThat(again.await(10).getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
    streamA.send().onCompleted();
  }

  @Test
  void aCallEnteringAsItsKeyIsRevokedIsEndedToo() {
    ApiKeys keys = keysOf("a", "b");
    KeyGrant grant = keys.grantOf(KEY_A).orElseThrow(); // authenticated just before the reload
    keys.replaceWith(keysOf("b"));
    List<Status> ended = new ArrayList<>();
    grant.enter(ended::add);
    assertThat(ended).singleElement().extracting(Status::getCode).isEqualTo(Status.Code.UNAUTHENTICATED);
  }

  @Test
  void aCallFailingToEndLeavesNoOtherCallOfTheReloadRunning() {
    ApiKeys keys = keysOf("a", "b", "c");
    List<Status> ended = new ArrayList<>();
    keys.grantOf(KEY_A).orElseThrow().enter(status -> {
      throw new IllegalStateException("a handler failing on its cancel");
    });
    keys.grantOf(KEY_A).orElseThrow().enter(ended::add);
    keys.grantOf(KEY_B).orElseThrow().enter(ended::add);
    keys.replaceWith(keysOf("c")); // a and b dropped together
    assertThat(ended).as("a's other call and b's call end although one of a's calls failed to")
        .hasSize(2).allSatisfy(status -> assertThat(status.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED));
  }

  @Test
  void aKeptKeyKeepsItsCallsAcrossReloads() {
    ApiKeys keys = keysOf("a", "b");
    KeyGrant grant = keys.grantOf(KEY_A).orElseThrow();
    List<Status> ended = new ArrayList<>();
    grant.enter(ended::add);
    keys.replaceWith(keysOf("a")); // b dropped, a kept
    assertThat(ended).isEmpty();
    assertThat(keys.grantOf(KEY_A)).containsSame(grant);
    // the same key given to another tenant is a change of caller: the calls made as a end
    keys.replaceWith(ApiKeys.of(Map.of("c", List.of(ApiKeys.sha256Hex(KEY_A))), Map.of(), Map.of()));
    assertThat(ended).singleElement().extracting(Status::getCode).isEqualTo(Status.Code.UNAUTHENTICATED);
  }

  /**
   * A revoked client that reads nothing (grants no HTTP/2 window) keeps the revocation's trailers unsent, so the
   * transport never reports the call's end; the handler is told of the revocation all the same, by the revocation.
   */
  @Test
  void aRevokedClientThatReadsNothingStillEndsItsHandler() throws Exception {
    ApiKeys keys = keysOf("a");
    CountDownLatch answered = new CountDownLatch(1);
    RuntimeGrpc.RuntimeImplBase flooding = new RuntimeGrpc.RuntimeImplBase() {
      @Override
      public StreamObserver<StreamRequest> executeStream(StreamObserver<StreamResponse> out) {
        StreamResponse big = StreamResponse.newBuilder()
            .setError(OpError.newBuilder().setReason("x".repeat(4096))).build();
        return heldStream(out, () -> {
          for (int i = 0; i < 200; i++) { // far more than the client's window: the rest waits in the server
            out.onNext(big);
          }
          answered.countDown();
        });
      }
    };
    server = NettyServerBuilder.forPort(0).executor(serverThreads)
        .addService(keyed(flooding, keys)).build().start();
    channel = NettyChannelBuilder.forAddress("localhost", server.getPort()).usePlaintext()
        .flowControlWindow(65535).build();
    CompletableFuture<Status> end = new CompletableFuture<>();
    ClientResponseObserver<StreamRequest, StreamResponse> reading = new ClientResponseObserver<>() {
      @Override
      public void beforeStart(ClientCallStreamObserver<StreamRequest> requests) {
        requests.disableAutoRequestWithInitial(0); // reads no answer, so its window stays full
      }

      @Override
      public void onNext(StreamResponse value) {}

      @Override
      public void onError(Throwable t) {
        end.complete(Status.fromThrowable(t));
      }

      @Override
      public void onCompleted() {
        end.complete(Status.OK);
      }
    };
    StreamObserver<StreamRequest> send = stub(KEY_A).executeStream(reading);
    send.onNext(StreamRequest.getDefaultInstance());
    assertThat(answered.await(10, TimeUnit.SECONDS)).isTrue();
    KeyGrant grant = keys.grantOf(KEY_A).orElseThrow();

    keys.replaceWith(keysOf("b"));

    assertThat(streamReleased.get("a").await(30, TimeUnit.SECONDS)).as("op stream handler told").isTrue();
    assertThat(grant.openCalls()).isZero();
    assertThat(end).isNotDone(); // the trailers are indeed still stuck behind the answers nobody read
  }
}
