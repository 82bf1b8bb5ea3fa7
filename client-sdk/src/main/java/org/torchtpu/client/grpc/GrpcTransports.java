package org.torchtpu.client.grpc;

import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Transport;

/** Opens the gRPC transport of an eager mode for one session; transports of a session share its clock. */
public final class GrpcTransports implements Session.TransportFactory {
  private final Channels channels;
  private final String sessionId;
  private final SessionClock clock = new SessionClock();

  public GrpcTransports(Channels channels, String sessionId) {
    this.channels = channels;
    this.sessionId = sessionId;
  }

  @Override
  public Transport open(EagerMode mode) {
    return switch (mode) {
      case DEBUG -> new DebugTransport(channels, sessionId, clock);
      case STRICT -> new StreamTransport(new GrpcStreamWire(channels, sessionId), sessionId, clock, BatchPolicy.STRICT);
      case FUSED -> new StreamTransport(new GrpcStreamWire(channels, sessionId), sessionId, clock, BatchPolicy.FUSED);
    };
  }
}
