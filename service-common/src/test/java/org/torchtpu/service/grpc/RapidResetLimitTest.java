package org.torchtpu.service.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.netty.NettyServerBuilder;
import java.lang.reflect.Field;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The builder Spring gRPC gives the customizer for a Netty port has the rapid-reset limit set (grpc-java's default is
 * none: a connection may reset streams without end). grpc-java has no getter, so the builder's fields are read.
 */
class RapidResetLimitTest {
  @Test
  @SuppressWarnings("unchecked")
  void aNettyPortClosesAConnectionResettingMoreThan200StreamsIn30Seconds() throws Exception {
    NettyServerBuilder netty = NettyServerBuilder.forPort(0);
    new GrpcBindConfiguration().grpcRapidResetLimit().customize(netty);
    assertThat(field(netty, "maxRstCount")).isEqualTo(200);
    assertThat(field(netty, "maxRstPeriodNanos")).isEqualTo(TimeUnit.SECONDS.toNanos(30));
    // an in-process server (tests) is left as it is
    new GrpcBindConfiguration().grpcRapidResetLimit().customize(InProcessServerBuilder.forName("rst"));
  }

  private static Object field(NettyServerBuilder builder, String name) throws ReflectiveOperationException {
    Field f = NettyServerBuilder.class.getDeclaredField(name);
    f.setAccessible(true);
    return f.get(builder);
  }
}
