package org.torchtpu.server.fabric.bulk;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * This host's sending end of the bulk channel: one connection per peer host's bulk port, opened and authenticated
 * ({@link BulkHandshake}) when first needed, and one thread per peer that writes its transfers in turn (a ticket, the
 * length, the bytes), each encoded a slice at a time into a direct buffer the socket writes from. A failed write closes the connection and fails that transfer, whose caller then sends the part
 * on its gRPC call instead; the next transfer opens a new connection. A connection idle for half the receivers' idle
 * deadline is opened afresh before it is used, so a write never goes to a socket the receiver has just closed.
 */
public final class BulkSender implements AutoCloseable {
  private final BulkHandshake handshake;
  private final BulkLimits limits;
  private final Map<InetSocketAddress, Peer> peers = new ConcurrentHashMap<>();

  /** The data of one part: encoded into the channel's buffer a slice at a time, each written before the next. */
  public interface Payload {
    int size();

    /** Bytes {@code [from, from + into.remaining())} into {@code into}, advancing its position. */
    void encode(int from, ByteBuffer into);
  }

  /** Bytes encoded and written at a time: from a direct buffer, which the socket writes without a copy. */
  private static final int BUFFER_BYTES = 256 << 10;

  public BulkSender(org.torchtpu.api.security.PodSeal key, BulkLimits limits) {
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
    private SocketChannel socket; // the writer thread's alone
    private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER_BYTES); // big-endian: the length
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
        buffer.clear();
        buffer.put(ticket).putInt(data.size()).flip();
        writeFully();
        for (int from = 0; from < data.size(); from += BUFFER_BYTES) {
          buffer.clear().limit(Math.min(BUFFER_BYTES, data.size() - from));
          data.encode(from, buffer);
          if (buffer.hasRemaining()) {
            throw new IllegalStateException("a payload encoded fewer bytes than asked for");
          }
          buffer.flip();
          writeFully();
        }
        lastUsedNanos = System.nanoTime();
      } catch (IOException | RuntimeException e) {
        close();
        throw new java.util.concurrent.CompletionException(e);
      }
    }

    private void writeFully() throws IOException {
      while (buffer.hasRemaining()) {
        socket.write(buffer);
      }
    }

    private void open() throws IOException {
      SocketChannel s = SocketChannel.open();
      try {
        s.socket().setTcpNoDelay(true);
        s.socket().connect(address, (int) limits.readTimeout().toMillis());
        s.socket().setSoTimeout((int) limits.readTimeout().toMillis()); // the handshake's reads (socket adaptor streams)
        DataInputStream in = new DataInputStream(new BufferedInputStream(s.socket().getInputStream()));
        DataOutputStream o = new DataOutputStream(new BufferedOutputStream(s.socket().getOutputStream()));
        handshake.connect(in, o);
        socket = s;
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
