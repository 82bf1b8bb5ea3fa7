package org.torchtpu.server.warmup;

import com.google.protobuf.ByteString;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.health.v1.HealthCheckRequest;
import io.grpc.health.v1.HealthGrpc;
import io.grpc.stub.StreamObserver;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.web.context.WebServerInitializedEvent;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.event.EventListener;
import org.springframework.core.type.AnnotatedTypeMetadata;
import org.springframework.grpc.server.lifecycle.GrpcServerStartedEvent;
import org.springframework.stereotype.Component;
import org.torchtpu.api.grpc.FirstResponse;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DescribeHostRequest;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.DownloadResponse;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.SynchronizeRequest;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * The class-data-sharing training run of the tpu-server jar ({@code -Dorg.torchtpu.cds-training=true} together with
 * {@code -XX:ArchiveClassesAtExit}, run by the module's {@code cds} profile at {@code package}): once the host is
 * serving, it calls its own gRPC services over loopback the way the SDK's first compiled step does (open a session,
 * upload, compile a graph, run it on the op stream, download the result, synchronize, close), in a Strict and a
 * Fused session, reads the actuator's health over HTTP, and then exits, so the archive written at exit holds the
 * classes of serving a request and not only those of the context's start-up.
 *
 * <p>Why: the earlier training run stopped when the context had refreshed ({@code -Dspring.context.exit=onRefresh}),
 * before the gRPC server, Tomcat and the actuator started, so a fresh host loaded about 800 classes (Netty's HTTP/2
 * codec, grpc-java's transport, the request path's messages) from the jars while it started its servers and served
 * its first step (counted with {@code -Xlog:class+load} on a fresh host, README "Start-up and the first step").
 *
 * <p>It is a build step, not a service feature: nothing creates it unless the JVM's system property is set (not a
 * Spring property: an environment variable, a config file or a {@code --} argument does not turn it on, and the name is
 * outside the {@code torchtpu.*} settings a deployment maps). {@link CdsTrainingEnvironment} isolates such a JVM
 * (loopback, ephemeral ports, no outside configuration) and bounds the whole run ({@link TrainingWatchdog}); should
 * the isolation be missing, the run refuses to start. A failure exits with status 1, which fails the build, rather
 * than leaving a silently thinner archive.
 */
@Component
@Conditional(CdsTrainingRun.Enabled.class)
public class CdsTrainingRun {
  /** The JVM system property set on a JVM that trains the archive (only there). */
  public static final String PROPERTY = "org.torchtpu.cds-training";
  private static final Logger log = LoggerFactory.getLogger(CdsTrainingRun.class);
  /**
   * The graph the run compiles: the warm-up's MLP train step, what most first steps look like. Its JAX export, not the
   * SDK-traced graph: a server started from an archive trained on the SDK graph (tenth round) never JIT-compiled
   * {@code Op.Builder.mergeFrom} at any tier (per -Xlog:jit+compilation), which parses every op a client streams, and
   * its CPU per Strict op rose from 1.75 to 2.95-4.15 us; the runtime warm-up compiles the SDK graphs instead.
   */
  private static final String PROGRAM = "warmup/mlp_train_step.mlir";
  /** Inputs up to this size travel as constant ops on the stream, larger ones by Upload (as the SDK sends them). */
  private static final int STREAMED_BYTES = 16 * 1024;
  private static final long DEADLINE_SECONDS = 300;

  private final ConfigurableApplicationContext context;
  private volatile int grpcPort = -1;
  private volatile int managementPort = -1;

  public CdsTrainingRun(ConfigurableApplicationContext context) {
    this.context = context;
  }

  /** Whether this JVM is a training run: the system property only, the same source as {@link Enabled}. */
  public static boolean active() {
    return Boolean.getBoolean(PROPERTY);
  }

  /** Creates the run exactly when {@link #active()}, whatever the Spring properties say. */
  static final class Enabled implements Condition {
    @Override
    public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
      return active();
    }
  }

  @EventListener
  void grpcStarted(GrpcServerStartedEvent event) {
    grpcPort = event.getPort();
  }

  @EventListener
  void webServerStarted(WebServerInitializedEvent event) {
    if ("management".equals(event.getApplicationContext().getServerNamespace())) {
      managementPort = event.getWebServer().getPort();
    }
  }

  @EventListener
  void ready(ApplicationReadyEvent event) {
    String refusal = CdsTrainingEnvironment.refusal(event.getApplicationContext().getEnvironment());
    if (refusal != null) {
      log.error("class-data-sharing training run refused, the host serves on as configured: its environment is not "
          + "the isolated one of a training run: {}", refusal);
      return;
    }
    // not on the event's thread: exiting from it would wait for the context it is still starting
    Thread t = new Thread(this::runAndExit, "cds-training");
    t.setDaemon(true);
    t.start();
  }

  private void runAndExit() {
    int status = 0;
    try {
      long start = System.nanoTime();
      exercise();
      log.info("class-data-sharing training run: served its own first steps in {} ms; exiting",
          (System.nanoTime() - start) / 1_000_000);
    } catch (Exception | Error e) {
      log.error("class-data-sharing training run failed", e);
      status = 1;
    }
    int code = status;
    System.exit(SpringApplication.exit(context, () -> code));
  }

  private void exercise() throws Exception {
    if (grpcPort <= 0) {
      throw new IllegalStateException("the gRPC server did not report its port");
    }
    ManagedChannel channel = ManagedChannelBuilder.forAddress("127.0.0.1", grpcPort).usePlaintext().build();
    try {
      HealthGrpc.newBlockingStub(channel).withDeadlineAfter(DEADLINE_SECONDS, TimeUnit.SECONDS)
          .check(HealthCheckRequest.getDefaultInstance());
      RuntimeGrpc.RuntimeBlockingStub runtime = RuntimeGrpc.newBlockingStub(channel);
      runtime.withDeadlineAfter(DEADLINE_SECONDS, TimeUnit.SECONDS).describeHost(DescribeHostRequest.getDefaultInstance());
      Graph graph = StableHloImporter.parse(read(PROGRAM));
      for (EagerMode mode : List.of(EagerMode.STRICT, EagerMode.FUSED)) {
        firstStep(channel, graph, mode);
      }
    } finally {
      channel.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
    }
    if (managementPort > 0) {
      HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();
      HttpResponse<String> health = http.send(HttpRequest.newBuilder(
          URI.create("http://127.0.0.1:" + managementPort + "/actuator/health")).timeout(Duration.ofSeconds(60)).build(),
          HttpResponse.BodyHandlers.ofString());
      if (health.statusCode() != 200) {
        throw new IllegalStateException("actuator health answered " + health.statusCode() + ": " + health.body());
      }
    }
  }

  /** One session's first compiled step, as the SDK makes it: inputs, Compile, a call on the op stream, a download. */
  private static void firstStep(ManagedChannel channel, Graph graph, EagerMode mode) throws Exception {
    RuntimeGrpc.RuntimeBlockingStub runtime = RuntimeGrpc.newBlockingStub(channel)
        .withDeadlineAfter(DEADLINE_SECONDS, TimeUnit.SECONDS);
    String session = runtime.openSession(OpenSessionRequest.newBuilder().setTenant("cds-training").setMode(mode)
        .build()).getSessionId();
    try {
      List<Op> ops = new ArrayList<>();
      List<TensorType> parameterTypes = new ArrayList<>();
      long handle = 0;
      for (Parameter p : graph.getParametersList()) {
        TensorType type = p.getType();
        parameterTypes.add(type);
        ByteString data = values(type);
        handle++;
        if (data.size() <= STREAMED_BYTES) {
          ops.add(Op.newBuilder().addResults(handle)
              .setConstant(ConstantOp.newBuilder().setValue(TensorLiteral.newBuilder().setType(type).setData(data)))
              .build());
        } else {
          upload(channel, session, handle, type, data);
        }
      }
      CompileResponse compiled = runtime.compile(CompileRequest.newBuilder().setSessionId(session).setGraph(graph)
          .build());
      Op.Builder call = Op.newBuilder().setCall(CallOp.newBuilder().setProgramId(compiled.getProgramId())
          .addAllParameterTypes(parameterTypes).addAllResultTypes(compiled.getOutputTypesList()));
      for (long h = 1; h <= handle; h++) {
        call.addOperands(h);
      }
      long firstResult = handle + 1;
      for (int i = 0; i < compiled.getOutputTypesCount(); i++) {
        call.addResults(++handle);
      }
      ops.add(call.build());
      // an eager op on one result, as a step's loss bookkeeping would add
      long lossHandle = ++handle;
      ops.add(Op.newBuilder().addOperands(firstResult).addOperands(firstResult).addResults(lossHandle)
          .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build());
      long last = runStream(channel, session, ops, mode == EagerMode.FUSED);
      download(runtime, session, lossHandle, last);
      runtime.synchronize(SynchronizeRequest.newBuilder().setSessionId(session).build());
    } finally {
      RuntimeGrpc.newBlockingStub(channel).withDeadlineAfter(DEADLINE_SECONDS, TimeUnit.SECONDS)
          .closeSession(CloseSessionRequest.newBuilder().setSessionId(session).build());
    }
  }

  /** Sends the ops on a new op stream, waits until they completed, and returns the last op's sequence number. */
  private static long runStream(ManagedChannel channel, String session, List<Op> ops, boolean fused) throws Exception {
    long last = ops.size();
    CompletableFuture<Void> done = new CompletableFuture<>();
    StreamObserver<StreamRequest> requests = RuntimeGrpc.newStub(channel)
        .withDeadlineAfter(DEADLINE_SECONDS, TimeUnit.SECONDS).executeStream(new StreamObserver<>() {
          @Override
          public void onNext(StreamResponse r) {
            if (r.hasError()) {
              done.completeExceptionally(new IllegalStateException("op stream failed: " + r.getError()));
            } else if (r.getCompletedSequence() >= last) {
              done.complete(null);
            }
          }

          @Override
          public void onError(Throwable t) {
            done.completeExceptionally(t);
          }

          @Override
          public void onCompleted() {
            done.completeExceptionally(new IllegalStateException("op stream ended before its ops completed"));
          }
        });
    requests.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(session)).build());
    requests.onNext(StreamRequest.newBuilder().setBatch(OpBatch.newBuilder().setFirstSequence(1).addAllOps(ops)
        .setDeferAndFuse(fused)).build());
    try {
      done.get(DEADLINE_SECONDS, TimeUnit.SECONDS);
    } finally {
      requests.onCompleted();
    }
    return last;
  }

  private static void upload(ManagedChannel channel, String session, long handle, TensorType type, ByteString data)
      throws Exception {
    FirstResponse<UploadResponse> response = new FirstResponse<>();
    StreamObserver<UploadRequest> req = RuntimeGrpc.newStub(channel)
        .withDeadlineAfter(DEADLINE_SECONDS, TimeUnit.SECONDS).upload(response);
    req.onNext(UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(session).setHandle(handle)
        .setType(type)).build());
    req.onNext(UploadRequest.newBuilder().setChunk(data).build());
    req.onCompleted();
    response.answer().get(DEADLINE_SECONDS, TimeUnit.SECONDS);
  }

  private static void download(RuntimeGrpc.RuntimeBlockingStub runtime, String session, long handle, long after) {
    var parts = runtime.download(DownloadRequest.newBuilder().setSessionId(session).setHandle(handle)
        .setAfterSequence(after).build());
    long bytes = 0;
    while (parts.hasNext()) {
      DownloadResponse part = parts.next();
      bytes += part.getChunk().size();
    }
    if (bytes == 0) {
      throw new IllegalStateException("the download of handle " + handle + " returned no data");
    }
  }

  /** Small positive floats (little-endian f32), or zeros for other dtypes: the run needs valid inputs, not data. */
  private static ByteString values(TensorType type) {
    int n = Math.toIntExact(Shapes.numElements(type));
    if (!DTypes.isFloat(type.getDtype()) || DTypes.byteSize(type.getDtype()) != 4) {
      return ByteString.copyFrom(new byte[Math.toIntExact((long) n * DTypes.byteSize(type.getDtype()))]);
    }
    ByteBuffer b = ByteBuffer.allocate(n * 4).order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < n; i++) {
      b.putFloat(0.01f * (i % 17));
    }
    return ByteString.copyFrom(b.array());
  }

  private static String read(String resource) throws IOException {
    try (InputStream in = CdsTrainingRun.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException(resource + " is not on the class path");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
