package org.torchtpu.e2e;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP forwarder between a client and a server on loopback that can cut every connection it
 * carries at once, as a proxy reset or a dropped network would: both sides see their connection
 * reset (SO_LINGER 0), and new connections are forwarded again right away.
 */
final class CuttableProxy implements AutoCloseable {
  private final ServerSocket listener;
  private final int targetPort;
  private final List<Socket> open = new ArrayList<>();
  private final AtomicInteger accepted = new AtomicInteger();
  private final AtomicInteger cuts = new AtomicInteger();
  private volatile boolean closed;

  CuttableProxy(int targetPort) throws IOException {
    this.targetPort = targetPort;
    this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    Thread acceptor = new Thread(this::acceptLoop, "proxy-accept");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  String target() {
    return "127.0.0.1:" + listener.getLocalPort();
  }

  /** Connections accepted so far. */
  int accepted() {
    return accepted.get();
  }

  /** Cuts that found at least one connection open. */
  int cuts() {
    return cuts.get();
  }

  private void acceptLoop() {
    while (!closed) {
      Socket client;
      try {
        client = listener.accept();
      } catch (IOException e) {
        return; // closed
      }
      try {
        Socket server = new Socket();
        server.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), targetPort), 5_000);
        for (Socket s : List.of(client, server)) {
          s.setTcpNoDelay(true);
          s.setSoLinger(true, 0); // a close sends RST: a reset, not an orderly goodbye
        }
        synchronized (this) {
          open.add(client);
          open.add(server);
        }
        accepted.incrementAndGet();
        pump(client, server, "proxy-up");
        pump(server, client, "proxy-down");
      } catch (IOException e) {
        closeQuietly(client);
      }
    }
  }

  private void pump(Socket from, Socket to, String name) {
    Thread t = new Thread(() -> {
      byte[] buffer = new byte[64 << 10];
      try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
        for (int n; (n = in.read(buffer)) >= 0; ) {
          out.write(buffer, 0, n);
          out.flush();
        }
      } catch (IOException cut) {
        // a cut, or the peer went away
      } finally {
        closeQuietly(from);
        closeQuietly(to);
      }
    }, name);
    t.setDaemon(true);
    t.start();
  }

  /** Resets every connection the proxy carries now. */
  void cutAll() {
    List<Socket> victims;
    synchronized (this) {
      victims = new ArrayList<>(open);
      open.clear();
    }
    if (!victims.isEmpty()) {
      cuts.incrementAndGet();
    }
    victims.forEach(CuttableProxy::closeQuietly);
  }

  private static void closeQuietly(Socket s) {
    try {
      s.close();
    } catch (IOException ignored) {
      // already closed
    }
  }

  @Override
  public void close() throws IOException {
    closed = true;
    listener.close();
    cutAll();
  }
}
