package org.torchtpu.scheduler.grpc;

import org.junit.jupiter.api.Test;
import org.torchtpu.service.testing.ShippedKeepAlive;

/** This service's shipped gRPC keep-alive settings, as Spring gRPC binds them (see {@link ShippedKeepAlive}). */
class GrpcKeepAliveSettingsTest {
  @Test
  void quietConnectionsArePingedWithinMinutesAndIdleOnesClosed() throws Exception {
    ShippedKeepAlive.assertQuietConnectionsArePingedAndIdleOnesClosed();
  }
}
