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
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.torchtpu.service.concurrent.DaemonTimers;

/**
 * This host's sending end of the bulk channel: one connection per peer host's bulk port, opened and authenticated
 * ({@link BulkHandshake}) when first needed, and one thread per peer that writes its transfers in turn (a ticket, the
 * length, the bytes), each encoded a slice at a time into a direct buffer the socket writes from, then waits for the
 * receiver's acknowledgement that it read them whole. A transfer fails, and its caller sends the part on its gRPC call
 * instead, when the connection fails, when a write or the acknowledgement does not progress within the read deadline
 * (a watchdog closes the socket: a frozen peer holds up its queue that long at most, and the transfers queued behind
 * then fail at once for as long again), or when its call ended while it was queued (it is skipped). A connection idle
 * for half the receivers' idle deadline is opened afresh before it is used; a peer idle past the idle deadline is
 * forgotten with its thread, buffer and socket.
 */
public final class BulkSender implements AutoCloseable {
  private final BulkHandshake handshake;
  private final BulkLimits limits;
  private final Map<InetSocketAddress, Peer> peers = new ConcurrentHashMap<>();
  /** Closes sockets whose write or acknowledgement passed its deadline. */
  /** Set and cancelled per slice written: {@link DaemonTimers#cancellable} drops a cancelled one at once. */
  private final ScheduledExecutorService watchdog = DaemonTimers.cancellable("torchtpu-bulk-watchdog");

  /** The data of one part: encoded into the channel's buffer a slice at a time, each written before the next. */
  public interface Payload {
    int size();

    /** Bytes {@code [from, from + into.remaining())} into {@code into}, advancing its position. */
    void encode(int from, ByteBuffer into);

    /** Nobody waits for it any more (its call ended): skipped if still queued. */
    default boolean abandoned() {
      return false;
    }
  }

  /** Bytes encoded and written at a time: from a direct buffer, which the socket writes without a copy. */
  private static final int BUFFER_BYTES = 256 << 10;

  public BulkSender(org.torchtpu.api.security.PodSeal key, BulkLimits limits) {
    this.handshake = new BulkHandshake(key);
    this.limits = limits;
  }

  /**
   * Writes the part's bytes for {@code ticket}; completes once the receiver acknowledged them, fails when the
   * connection failed, stalled or the part was abandoned.
   */
  public CompletableFuture<Void> send(InetSocketAddress peer, byte[] ticket, Payload data) {
    if (ticket.length != BulkReceiver.TICKET_BYTES) {
      return CompletableFuture.failedFuture(new IllegalArgumentException("a bulk ticket has 16 bytes"));
    }
    forgetIdlePeers();
    while (true) {
      Peer p = peers.computeIfAbsent(peer, Peer::new);
      synchronized (p) {
        if (p.retired) {
          continue; // forgotten just now: a new one
        }
        p.pending++;
      }
      try {
        return CompletableFuture.runAsync(() -> p.write(ticket, data), p.writer);
      } catch (RejectedExecutionException closed) {
        return CompletableFuture.failedFuture(closed);
      }
    }
  }

  /** Peers this sender keeps a thread, buffer and connection for (tests). */
  int peers() {
    return peers.size();
  }

  private void forgetIdlePeers() {
    long now = System.nanoTime();
    for (Peer p : peers.values()) {
      synchronized (p) {
        if (!p.retired && p.pending == 0 && now - p.lastUsedNanos > limits.idleTimeout().toNanos()) {
          p.retire();
        }
      }
    }
  }

  private final class Peer {
    private final InetSocketAddress address;
    private final ExecutorService writer;
    private SocketChannel socket; // the writer thread's alone
    private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER_BYTES); // big-endian: the length
    private final ByteBuffer ack = ByteBuffer.allocate(1);
    /** Guarded by this: transfers queued or being written, when it was last used, and whether it is forgotten. */
    private int pending;
    private long lastUsedNanos = System.nanoTime();
    private boolean retired;
    /** After a stall (set by the watchdog), transfers fail at once until then. */
    private volatile long stalledUntilNanos = System.nanoTime();

    Peer(InetSocketAddress address) {
      this.address = address;
      this.writer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "torchtpu-bulk-write");
        t.setDaemon(true);
        return t;
      });
    }

    /** Under this peer's lock, with nothing pending: forgotten, its thread ends after closing the socket. */
    void retire() {
      retired = true;
      peers.remove(address, this);
      writer.submit(this::close);
      writer.shutdown();
    }

    void write(byte[] ticket, Payload data) {
      if (data.abandoned()) { // skipped, outside the failures below: the connection is sound and stays open
        done();
        throw new CompletionException(new CancellationException("its call ended while it was queued"));
      }
      try {
        if (System.nanoTime() - stalledUntilNanos < 0) {
          throw new IOException("the peer's bulk connection stalled lately");
        }
        writeAndAwaitAck(ticket, data);
      } catch (IOException | RuntimeException e) {
        close();
        throw new CompletionException(e);
      } finally {
        done();
      }
    }

    private synchronized void done() {
      pending--;
      lastUsedNanos = System.nanoTime();
    }

    private void writeAndAwaitAck(byte[] ticket, Payload data) throws IOException {
      if (socket != null && System.nanoTime() - lastUsedNanos() > limits.idleTimeout().toNanos() / 2) {
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
      awaitAck();
    }

    private synchronized long lastUsedNanos() {
      return lastUsedNanos;
    }

    private void writeFully() throws IOException {
      ScheduledFuture<?> dog = arm();
      try {
        while (buffer.hasRemaining()) {
          socket.write(buffer);
        }
      } finally {
        disarm(dog);
      }
    }

    /** The receiver read the transfer whole: without it the part may be lost, and the caller sends the chunks. */
    private void awaitAck() throws IOException {
      ScheduledFuture<?> dog = arm();
      try {
        ack.clear();
        while (ack.hasRemaining()) {
          if (socket.read(ack) < 0) {
            throw new IOException("the receiver closed the bulk connection before acknowledging the transfer");
          }
        }
      } finally {
        disarm(dog);
      }
      if (ack.get(0) != BulkReceiver.ACK) {
        throw new IOException("the receiver answered a transfer with " + ack.get(0) + ", not its acknowledgement");
      }
    }

    /** Closes the socket if the step does not end within the read deadline: a blocked write or read then fails. */
    private ScheduledFuture<?> arm() {
      SocketChannel s = socket;
      return watchdog.schedule(() -> {
        stalledUntilNanos = System.nanoTime() + limits.readTimeout().toNanos();
        try {
          s.close();
        } catch (IOException ignored) {
          // closing
        }
      }, limits.readTimeout().toMillis(), TimeUnit.MILLISECONDS);
    }

    private void disarm(ScheduledFuture<?> dog) {
      dog.cancel(false);
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
      synchronized (p) {
        p.retired = true;
        p.writer.submit(p::close);
        p.writer.shutdown();
      }
    }
    peers.clear();
    watchdog.shutdownNow();
  }
}
