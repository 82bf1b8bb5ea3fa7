package org.torchtpu.client.grpc;

import io.grpc.StatusRuntimeException;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.AdvisorGrpc;
import org.torchtpu.client.Channels;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Errors;
import org.torchtpu.client.Session;
import org.torchtpu.client.Transport;
import org.torchtpu.client.TransportProvider;

/** Opens the gRPC transport of an eager mode for one session; transports of a session share its clock. */
public final class GrpcTransports implements Session.TransportFactory {
  /** How {@link org.torchtpu.client.TpuClient} finds these transports (META-INF/services). */
  public static final class Provider implements TransportProvider {
    @Override
    public Session.TransportFactory transports(Channels channels, String sessionId) {
      return new GrpcTransports(channels, sessionId);
    }
  }

  private final Channels channels;
  private final String sessionId;
  private final SessionClock clock = new SessionClock();

  public GrpcTransports(Channels channels, String sessionId) {
    this.channels = channels;
    this.sessionId = sessionId;
  }

  @Override
  public AdviceReport advise(AdviseRequest request) {
    try {
      return AdvisorGrpc.newBlockingStub(channels.channel())
          .withDeadlineAfter(channels.deadlineMillis(), TimeUnit.MILLISECONDS)
          .advise(request);
    } catch (StatusRuntimeException e) {
      throw Errors.fromStatus(e);
    }
  }

  @Override
  public org.torchtpu.api.v1.SessionStatus status() {
    return channels.call("DescribeSession", true, () -> channels.blocking().describeSession(
        org.torchtpu.api.v1.DescribeSessionRequest.newBuilder().setSessionId(sessionId).build()));
  }

  @Override
  public Transport open(EagerMode mode) {
    return switch (mode) {
      case DEBUG -> new DebugTransport(channels, sessionId, clock);
      case STRICT -> new StreamTransport(new GrpcStreamWire(channels, sessionId), sessionId, clock, BatchPolicy.STRICT,
          StreamTransport.Reconnect.of(channels.resilience().settings()));
      case FUSED -> new StreamTransport(new GrpcStreamWire(channels, sessionId), sessionId, clock, BatchPolicy.FUSED,
          StreamTransport.Reconnect.of(channels.resilience().settings()));
    };
  }
}
