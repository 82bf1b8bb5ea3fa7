package org.torchtpu.server.fabric.bulk;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * This host's sending end of the bulk channel: one connection per peer host's bulk port, opened and authenticated
 * ({@link BulkHandshake}) when first needed, and one thread per peer that writes its transfers in turn (a ticket, the
 * length, the bytes). A failed write closes the connection and fails that transfer, whose caller then sends the part
 * on its gRPC call instead; the next transfer opens a new connection. A connection idle for half the receivers' idle
 * deadline is opened afresh before it is used, so a write never goes to a socket the receiver has just closed.
 */
public final class BulkSender implements AutoCloseable {
  private final BulkHandshake handshake;
  private final BulkLimits limits;
  private final Map<InetSocketAddress, Peer> peers = new ConcurrentHashMap<>();

  /** The data of one part: written to the channel a slice at a time. */
  public interface Payload {
    int size();

    void writeTo(OutputStream out) throws IOException;
  }

  public BulkSender(byte[] key, BulkLimits limits) {
    this.handshake = new BulkHandshake(key);
    this.limits = limits;
  }

  /** Writes the part's bytes for {@code ticket}; completes once written, fails when the connection failed. */
  public CompletableFuture<Void> send(InetSocketAddress peer, byte[] ticket, Payload data) {
    if (ticket.length != BulkReceiver.TICKET_BYTES) {
      return CompletableFuture.failedFuture(new IllegalArgumentException("a bulk ticket has 16 bytes"));
    }
    Peer p = peers.computeIfAbsent(peer, Peer::new);
    return CompletableFuture.runAsync(() -> p.write(ticket, data), p.writer);
  }

  private final class Peer {
    private final InetSocketAddress address;
    private final ExecutorService writer;
    private Socket socket; // the writer thread's alone
    private DataOutputStream out;
    private long lastUsedNanos;

    Peer(InetSocketAddress address) {
      this.address = address;
      this.writer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "torchtpu-bulk-write");
        t.setDaemon(true);
        return t;
      });
    }

    void write(byte[] ticket, Payload data) {
      try {
        if (socket != null && System.nanoTime() - lastUsedNanos > limits.idleTimeout().toNanos() / 2) {
          close();
        }
        if (socket == null) {
          open();
        }
        out.write(ticket);
        out.writeInt(data.size());
        data.writeTo(out);
        out.flush();
        lastUsedNanos = System.nanoTime();
      } catch (IOException | RuntimeException e) {
        close();
        throw new java.util.concurrent.CompletionException(e);
      }
    }

    private void open() throws IOException {
      Socket s = new Socket();
      try {
        s.setTcpNoDelay(true);
        s.connect(address, (int) limits.readTimeout().toMillis());
        s.setSoTimeout((int) limits.readTimeout().toMillis());
        DataInputStream in = new DataInputStream(new BufferedInputStream(s.getInputStream()));
        DataOutputStream o = new DataOutputStream(new BufferedOutputStream(s.getOutputStream(), 64 << 10));
        handshake.connect(in, o);
        socket = s;
        out = o;
      } catch (IOException | RuntimeException e) {
        s.close();
        throw e;
      }
    }

    private void close() {
      if (socket != null) {
        try {
          socket.close();
        } catch (IOException ignored) {
          // closing
        }
        socket = null;
        out = null;
      }
    }
  }

  @Override
  public void close() {
    for (Peer p : peers.values()) {
      p.writer.submit(p::close);
      p.writer.shutdown();
    }
  }
}
