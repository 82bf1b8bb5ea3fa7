package org.torchtpu.service.grpc;

import io.grpc.netty.NettyServerBuilder;
import org.springframework.grpc.server.ServerBuilderCustomizer;

/**
 * Bounds the streams a client connection may open and reset at once (HTTP/2 "rapid reset", CVE-2023-44487): grpc-java
 * lets a connection send any number of RST_STREAM frames, each stream started and cancelled costing the server its
 * call set-up; past {@value #RESETS} in {@value #WINDOW_SECONDS} s the connection is closed (GOAWAY). An honest
 * client cancels far fewer calls than that: the SDK cancels an op stream or an upload when a session ends.
 */
final class RapidResetLimit implements ServerBuilderCustomizer<NettyServerBuilder> {
  static final int RESETS = 200;
  static final int WINDOW_SECONDS = 30;

  @Override
  public void customize(NettyServerBuilder builder) {
    builder.maxRstFramesPerWindow(RESETS, WINDOW_SECONDS);
  }

  /** The limit on a Netty port; other servers (in-process, in tests) have no HTTP/2 to limit. */
  @SuppressWarnings({"rawtypes", "unchecked"})
  static ServerBuilderCustomizer onNetty() {
    RapidResetLimit limit = new RapidResetLimit();
    return builder -> {
      if (builder instanceof NettyServerBuilder netty) {
        limit.customize(netty);
      }
    };
  }
}
