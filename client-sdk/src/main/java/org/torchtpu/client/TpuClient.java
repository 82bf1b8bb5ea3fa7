package org.torchtpu.client;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.StatusRuntimeException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.DescribeHostRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.HostInfo;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.SessionInfo;
import org.torchtpu.client.grpc.Channels;
import org.torchtpu.client.grpc.GrpcTransports;

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

  private final ManagedChannel channel;
  private final Channels channels;

  private TpuClient(ManagedChannel channel, Duration deadline) {
    this.channel = channel;
    this.channels = new Channels(channel, deadline.toMillis());
  }

  /** Connects (plaintext) to a host such as {@code "localhost:50051"}. */
  public static TpuClient connect(String target) {
    return connect(target, DEFAULT_DEADLINE);
  }

  public static TpuClient connect(String target, Duration deadline) {
    ManagedChannel channel = ManagedChannelBuilder.forTarget(target)
        .usePlaintext()
        .maxInboundMessageSize(64 << 20)
        .build();
    return new TpuClient(channel, deadline);
  }

  /** The host's generation, chips and their HBM use. */
  public HostInfo describeHost() {
    try {
      return channels.blocking().describeHost(DescribeHostRequest.getDefaultInstance());
    } catch (StatusRuntimeException e) {
      throw new TpuException(e.getStatus().getCode(), e.getStatus().toString(), null, e);
    }
  }

  /** The eager mode of sessions opened without one: DeferAndFuse. */
  public static final EagerMode DEFAULT_MODE = EagerMode.FUSED;

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
    SessionInfo info;
    try {
      info = channels.blocking().openSession(OpenSessionRequest.newBuilder()
          .setTenant(tenant).setGeneration(generation).setChip(chip)
          .setMode(wireMode(mode))
          .build());
    } catch (StatusRuntimeException e) {
      throw new TpuException(e.getStatus().getCode(), e.getStatus().getCode() + ": " + e.getStatus().getDescription(), null, e);
    }
    String id = info.getSessionId();
    return new Session(info, mode, new GrpcTransports(channels, id), () -> {
      try {
        channels.blocking().closeSession(CloseSessionRequest.newBuilder().setSessionId(id).build());
      } catch (StatusRuntimeException e) {
        throw new TpuException(e.getStatus().getCode(), "closing session " + id + ": " + e.getStatus().getDescription(), null, e);
      }
    });
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
