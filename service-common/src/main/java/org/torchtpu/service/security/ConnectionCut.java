package org.torchtpu.service.security;

import jakarta.servlet.ServletRequest;
import java.io.IOException;
import java.nio.channels.SocketChannel;
import org.apache.tomcat.util.net.NioChannel;
import org.apache.tomcat.util.net.SocketWrapperBase;
import org.slf4j.LoggerFactory;

/**
 * Ends a REST request's connection from another thread. Both directions are shut down, not closed: a handler waiting
 * for body bytes or for its client to take the answer is woken by the poller (the socket turns readable and writable)
 * and fails at once, and Tomcat closes and recycles the socket on the request's own thread as after any broken
 * connection (closing it from here would race Tomcat's reuse of the channel).
 */
final class ConnectionCut {
  /** The request attribute (set by {@link LeftoverBodyProtocol} on every request) holding the request's cut. */
  static final String ATTRIBUTE = ConnectionCut.class.getName();

  private final SocketWrapperBase<?> socket;

  ConnectionCut(SocketWrapperBase<?> socket) {
    this.socket = socket;
  }

  /** The cut of {@code request}'s connection, or null when its port does not run {@link LeftoverBodyProtocol}. */
  static ConnectionCut of(ServletRequest request) {
    return request.getAttribute(ATTRIBUTE) instanceof ConnectionCut cut ? cut : null;
  }

  /** Shuts the connection down both ways; the client sees its end. */
  void cut() {
    if (!(socket.getSocket() instanceof NioChannel nio)) {
      return;
    }
    SocketChannel channel = nio.getIOChannel();
    try {
      channel.shutdownInput();
      channel.shutdownOutput();
    } catch (IOException e) {
      // already closed, or closing: the connection is ending anyway
      LoggerFactory.getLogger(ConnectionCut.class).debug("connection already ended", e);
    }
  }
}
