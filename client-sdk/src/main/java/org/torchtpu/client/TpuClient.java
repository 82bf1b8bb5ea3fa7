package org.torchtpu.client;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Metadata;
import io.grpc.stub.MetadataUtils;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.grpc.CallHeaders;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.DescribeHostRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.HostInfo;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.SessionInfo;

/**
 * Entry point of the SDK: a connection to one tpu-server host.
 *
 * <pre>{@code
 * try (TpuClient client = TpuClient.connect("localhost:50051");
 *      Session s = client.openSession("my-team", 0)) {   // FUSED (DeferAndFuse) by default
 *   Tensor x = s.randn(42, 8, 32);
 *   System.out.println(x.matmul(x.t()).sum().item());
 * }
 * }</pre>
 */
public final class TpuClient implements AutoCloseable {
  /** Default deadline of every unary call. */
  public static final Duration DEFAULT_DEADLINE = Duration.ofSeconds(60);
  /** The sessions' transports (gRPC, registered by the SDK's jar). */
  private static final TransportProvider TRANSPORTS = TransportProvider.load();

  private final ManagedChannel channel;
  private final Channels channels;
  private final long gcBudgetBytes;

  private TpuClient(ManagedChannel channel, Resilience resilience, long gcBudgetBytes) {
    this.channel = channel;
    this.channels = new Channels(channel, resilience);
    this.gcBudgetBytes = gcBudgetBytes;
  }

  /** Connects (plaintext) to a host such as {@code "localhost:50051"}. */
  public static TpuClient connect(String target) {
    return connect(target, DEFAULT_DEADLINE);
  }

  public static TpuClient connect(String target, Duration deadline) {
    return builder().target(target).deadline(deadline).build();
  }

  /**
   * A client with options:
   * {@code TpuClient.builder().target("host:50051").apiKey(key).tls(caCertPem).build()}.
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Options of a connection: target, API key, TLS, deadline, and the sessions' collection budget. */
  public static final class Builder {
    private String target;
    private String apiKey;
    private boolean tls;
    private byte[] trustCertPem;
    private Resilience.Settings resilience = Resilience.Settings.defaults().withDeadline(DEFAULT_DEADLINE);
    private String jobId;
    private long gcBudgetBytes = Session.DEFAULT_GC_BUDGET_BYTES;

    private Builder() {}

    /** The host, e.g. {@code "localhost:50051"}. */
    public Builder target(String target) {
      this.target = target;
      return this;
    }

    /** The API key sent on every call ({@code authorization: Bearer <key>}); sessions then belong to its tenant. */
    public Builder apiKey(String apiKey) {
      this.apiKey = apiKey;
      return this;
    }

    /** TLS, trusting the JDK's default certificate authorities. */
    public Builder tls() {
      this.tls = true;
      this.trustCertPem = null;
      return this;
    }

    /** TLS, trusting the certificate(s) in PEM text (the server's own, or its CA's). */
    public Builder tls(String trustCertPem) {
      this.tls = true;
      this.trustCertPem = trustCertPem.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
      return this;
    }

    /** Deadline of every unary call (default 60 s). */
    public Builder deadline(Duration deadline) {
      this.resilience = resilience.withDeadline(deadline);
      return this;
    }

    /** Deadline, retry, circuit-breaker and stream-reconnect settings. */
    public Builder resilience(Resilience.Settings settings) {
      this.resilience = settings;
      return this;
    }

    /**
     * Work of a scheduler job: every call carries the job id ({@code x-torchtpu-job}), so the
     * server's log lines of the call name it.
     */
    public Builder jobId(String jobId) {
      this.jobId = jobId;
      return this;
    }

    /**
     * How many device bytes the tensors a session holds may grow by before the SDK asks the JVM to
     * collect (default {@link Session#DEFAULT_GC_BUDGET_BYTES}, 256 MiB). A dropped tensor's server
     * value is freed only once the garbage collector finds the tensor, and the client's heap barely
     * notices tensors (a handle is a few bytes), so without this a loop fills the server with dead
     * values. Smaller: less server memory held by garbage, more collections on the client.
     * Applies to every session this client opens; positive.
     */
    public Builder gcBudgetBytes(long bytes) {
      this.gcBudgetBytes = HandleReaper.requirePositiveBudget(bytes);
      return this;
    }

    public TpuClient build() {
      if (target == null || target.isBlank()) {
        throw new IllegalArgumentException("TpuClient.builder() needs a target (host:port)");
      }
      ManagedChannelBuilder<?> b;
      if (!tls) {
        b = ManagedChannelBuilder.forTarget(target).usePlaintext();
      } else {
        io.grpc.TlsChannelCredentials.Builder creds = io.grpc.TlsChannelCredentials.newBuilder();
        if (trustCertPem != null) {
          try {
            creds.trustManager(new java.io.ByteArrayInputStream(trustCertPem));
          } catch (java.io.IOException | IllegalArgumentException e) {
            throw new IllegalArgumentException("the TLS trust certificate is not valid PEM: " + e.getMessage(), e);
          }
        }
        b = io.grpc.Grpc.newChannelBuilder(target, creds.build());
      }
      org.torchtpu.api.security.ApiKeyCredentials key = org.torchtpu.api.security.ApiKeyCredentials.ofNullable(apiKey);
      if (key != null) {
        b.intercept(key.asInterceptor());
      }
      if (jobId != null && !jobId.isEmpty()) {
        Metadata headers = new Metadata();
        headers.put(CallHeaders.JOB, jobId);
        b.intercept(MetadataUtils.newAttachHeadersInterceptor(headers));
      }
      return new TpuClient(b.maxInboundMessageSize(64 << 20).build(), new Resilience(target, resilience), gcBudgetBytes);
    }
  }

  /** Connects with explicit deadline, retry, circuit-breaker and stream-reconnect settings. */
  public static TpuClient connect(String target, Resilience.Settings settings) {
    return connect(target, settings, null);
  }

  /**
   * As {@link #connect(String, Resilience.Settings)}, for work of a scheduler job: every call
   * carries the job id ({@code x-torchtpu-job}), so the server's log lines of the call name it.
   */
  public static TpuClient connect(String target, Resilience.Settings settings, String jobId) {
    return builder().target(target).resilience(settings).jobId(jobId).build();
  }

  /** The deadline, breaker and retries of calls to this host. */
  public Resilience resilience() {
    return channels.resilience();
  }

  /** The host's generation, chips and their HBM use (retried: a read). */
  public HostInfo describeHost() {
    return channels.call("DescribeHost", true,
        () -> channels.blocking().describeHost(DescribeHostRequest.getDefaultInstance()));
  }

  /** The eager mode of sessions opened without one: DeferAndFuse. */
  public static final EagerMode DEFAULT_MODE = EagerMode.FUSED;

  /** Opens a session of the API key's tenant on one chip of the host (the client must have an API key). */
  public Session openSession(int chip, EagerMode mode) {
    return openSession("", Generation.GENERATION_UNSPECIFIED, chip, mode);
  }

  /** Opens a session on one chip of the host, for the host's generation, in the default mode (FUSED). */
  public Session openSession(String tenant, int chip) {
    return openSession(tenant, Generation.GENERATION_UNSPECIFIED, chip, DEFAULT_MODE);
  }

  /** Opens a session on one chip of a host of {@code generation}, in the default mode (FUSED). */
  public Session openSession(String tenant, Generation generation, int chip) {
    return openSession(tenant, generation, chip, DEFAULT_MODE);
  }

  /** Opens a session on one chip of the host, for the host's generation. */
  public Session openSession(String tenant, int chip, EagerMode mode) {
    return openSession(tenant, Generation.GENERATION_UNSPECIFIED, chip, mode);
  }

  public Session openSession(String tenant, Generation generation, int chip, EagerMode mode) {
    return open(OpenSessionRequest.newBuilder().setTenant(tenant).setGeneration(generation).setChip(chip)
        .setMode(wireMode(mode)).build(), mode);
  }

  /**
   * Opens an <em>abstract</em> session: the program runs at its real size through the same executor, compiler, cost
   * model and HBM allocator as a real session, but no value is computed or stored. Tensors carry shape, dtype and
   * HBM; every op, kernel and collective is priced ({@link Session#simulatedSeconds()}); an allocation that would
   * not fit the chip fails with RESOURCE_EXHAUSTED exactly where a real run would; reading a value fails with
   * FAILED_PRECONDITION. The session sits on a private copy of chip {@code chip} (it holds none of the host's HBM)
   * and may name any generation ({@code GENERATION_UNSPECIFIED} = the host's). Create full-size inputs with
   * {@link Session#zeros}, {@link Session#randn} and the like (no data travels), or upload small ones as usual.
   */
  public Session openAbstractSession(String tenant, Generation generation, int chip, EagerMode mode) {
    return open(OpenSessionRequest.newBuilder().setTenant(tenant).setGeneration(generation).setChip(chip)
        .setMode(wireMode(mode)).setDepth(org.torchtpu.api.v1.ExecutionDepth.ABSTRACT).build(), mode);
  }

  /**
   * Opens an abstract session ({@link #openAbstractSession}) standing for rank {@code rank} of a world of
   * {@code worldSize} devices laid over a slice of shape {@code sliceTopology} (e.g. "4x4x4"; empty = a ring of
   * {@code worldSize} chips). No peer is contacted and nothing is exchanged: the one rank stands for all. Its eager
   * collectives ({@link org.torchtpu.client.dist.ProcessGroup#world}) are checked as a rank of that world checks
   * them (the group holds this rank, within the world), priced on the world's slice as a real world's are, and answer
   * abstract results that take their HBM; an SPMD compile's mesh may differ from the world.
   *
   * @throws TpuException INVALID_ARGUMENT naming the field: a world size below 1 or above the generation's pod, a
   *     rank outside the world, a slice shape that is malformed or does not hold {@code worldSize} chips
   */
  public Session openAbstractRank(String tenant, Generation generation, int worldSize, int rank,
      String sliceTopology, EagerMode mode) {
    org.torchtpu.api.v1.WorldMembership world = org.torchtpu.api.v1.WorldMembership.newBuilder()
        .setWorldId("abstract").setWorldSize(worldSize).setRank(rank)
        .setSliceTopology(sliceTopology == null ? "" : sliceTopology).build();
    return open(OpenSessionRequest.newBuilder().setTenant(tenant).setGeneration(generation).setChip(0)
        .setMode(wireMode(mode)).setDepth(org.torchtpu.api.v1.ExecutionDepth.ABSTRACT).setWorld(world).build(), mode);
  }

  /**
   * Opens the session of one rank of a distributed job on this host: the chip is the world's
   * {@code peers[rank].chip}. Use it with {@link org.torchtpu.client.dist.ProcessGroup#world}.
   */
  public Session openRank(String tenant, org.torchtpu.api.v1.WorldMembership world, EagerMode mode) {
    if (world.getRank() < 0 || world.getRank() >= world.getPeersCount()) {
      throw new IllegalArgumentException("rank " + world.getRank() + " has no entry in the world's "
          + world.getPeersCount() + " peers");
    }
    return open(OpenSessionRequest.newBuilder().setTenant(tenant).setChip(world.getPeers(world.getRank()).getChip())
        .setMode(wireMode(mode)).setWorld(world).build(), mode);
  }

  /**
   * Opens rank {@code rank} of a job the scheduler placed, with the world it issued for the job
   * ({@code Job.world}, sealed for the job's tenant: with keys on, hosts admit no other). This
   * client must be connected to the rank's host, {@code job.getWorld().getPeers(rank).getAddress()}.
   */
  public Session openRank(org.torchtpu.api.v1.Job job, int rank, EagerMode mode) {
    if (!job.hasWorld()) {
      throw new IllegalArgumentException("job " + job.getJobId() + " is " + job.getState()
          + " and has no world yet: ranks open once it is SCHEDULED or RUNNING");
    }
    return openRank(job.getTenant(), job.getWorld().toBuilder().setRank(rank).build(), mode);
  }

  private Session open(OpenSessionRequest request, EagerMode mode) {
    SessionInfo info = channels.call("OpenSession", false, () -> channels.blocking().openSession(request));
    String id = info.getSessionId();
    return new Session(info, mode, TRANSPORTS.transports(channels, id), () -> {
      try {
        channels.call("CloseSession", false,
            () -> channels.blocking().closeSession(CloseSessionRequest.newBuilder().setSessionId(id).build()));
      } catch (TpuException e) {
        throw new TpuException(e.code(), "closing session " + id + ": " + e.getMessage(), null, e);
      }
    }, gcBudgetBytes);
  }

  static org.torchtpu.api.v1.EagerMode wireMode(EagerMode mode) {
    return switch (mode) {
      case DEBUG -> org.torchtpu.api.v1.EagerMode.DEBUG;
      case STRICT -> org.torchtpu.api.v1.EagerMode.STRICT;
      case FUSED -> org.torchtpu.api.v1.EagerMode.FUSED;
    };
  }

  @Override
  public void close() {
    channel.shutdown();
    try {
      if (!channel.awaitTermination(5, TimeUnit.SECONDS)) {
        channel.shutdownNow();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      channel.shutdownNow();
    }
  }
}
