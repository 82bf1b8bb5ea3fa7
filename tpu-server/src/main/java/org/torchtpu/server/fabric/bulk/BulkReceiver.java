package org.torchtpu.server.fabric.bulk;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.security.SecureRandom;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * This host's end of the bulk channel: a TCP port of the Fabric's own on which other hosts write the data of parts
 * whose headers came, and were checked, on the Fabric's gRPC call. The call admits a part's bytes first
 * ({@link #admit}: a bound per part and one over everything admitted and not yet stored) and hands the sender a
 * random ticket for that part alone; only then does this side read bytes, and only as many as the ticket admitted.
 * A connection that does not prove the pod secret ({@link BulkHandshake}), names a ticket this host did not issue (or
 * one already used), announces another size, or stalls past the read deadline is closed; the bytes of a ticket given up
 * lately (its call ended while they were on their way) are skipped, not kept. A connection
 * idle past the idle deadline is closed too; senders open a new one when they next need it.
 *
 * <p>One thread per connection (hosts keep one per peer host): it reads a transfer's bytes into one array and
 * completes the ticket with it on that thread, which then decodes the part and stores it ({@code FabricService}).
 */
public final class BulkReceiver implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(BulkReceiver.class);
  static final int TICKET_BYTES = 16;
  /** Connections at once: one per peer host and direction in a pod, with room for reconnects. */
  private static final int MAX_CONNECTIONS = 256;
  private static final SecureRandom RANDOM = new SecureRandom();

  private final BulkHandshake handshake;
  private final BulkLimits limits;
  private final ServerSocket server;
  private final Thread acceptor;
  private final Map<ByteBuffer, Ticket> tickets = new ConcurrentHashMap<>();
  private final Set<Socket> connections = ConcurrentHashMap.newKeySet();
  private final AtomicLong admittedBytes = new AtomicLong();
  /**
   * Tickets given up lately, with their sizes: a sender may have been writing one as its call ended, and its bytes are
   * then skipped (not kept) so that the connection, and the transfers behind it, go on. Bounded: the oldest forgotten.
   */
  private final Map<ByteBuffer, Integer> givenUp = java.util.Collections.synchronizedMap(
      new java.util.LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<ByteBuffer, Integer> eldest) {
          return size() > GIVEN_UP_REMEMBERED;
        }
      });
  private static final int GIVEN_UP_REMEMBERED = 1024;
  private final java.util.concurrent.atomic.LongAdder transfers = new java.util.concurrent.atomic.LongAdder();
  private volatile boolean closed;

  /** A part's admission: its bytes arrive in {@link #data()}, or it is given up with {@link #cancel()}. */
  public final class Ticket {
    private final byte[] id;
    private final int bytes;
    private final CompletableFuture<byte[]> data = new CompletableFuture<>();

    private Ticket(byte[] id, int bytes) {
      this.id = id;
      this.bytes = bytes;
    }

    public byte[] id() {
      return id.clone();
    }

    /** Completes with the part's bytes, on the thread that read them; fails when the ticket is given up. */
    public CompletableFuture<byte[]> data() {
      return data;
    }

    /** Gives the ticket up (the call ended, or the data came on the call instead): a later transfer for it is refused. */
    public void cancel() {
      if (release()) {
        givenUp.put(ByteBuffer.wrap(id), bytes);
        data.completeExceptionally(new java.util.concurrent.CancellationException("bulk ticket given up"));
      }
    }

    private boolean release() {
      if (tickets.remove(ByteBuffer.wrap(id), this)) {
        admittedBytes.addAndGet(-bytes);
        return true;
      }
      return false;
    }
  }

  public BulkReceiver(InetSocketAddress bind, org.torchtpu.api.security.PodSeal key, BulkLimits limits)
      throws IOException {
    this.handshake = new BulkHandshake(key);
    this.limits = limits;
    this.server = new ServerSocket();
    server.setReuseAddress(true);
    server.bind(bind);
    this.acceptor = new Thread(this::acceptLoop, "torchtpu-bulk-accept");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  public int port() {
    return server.getLocalPort();
  }

  /**
   * Admits a part of {@code bytes} bytes to arrive on this channel, or returns null when it must come on the call
   * instead (larger than one bulk part may be, or the bytes admitted and not yet stored would pass their bound).
   */
  public Ticket admit(long bytes) {
    if (closed || bytes <= 0 || bytes > limits.maxPartBytes()) {
      return null;
    }
    long now = admittedBytes.addAndGet(bytes);
    if (now > limits.maxAdmittedBytes()) {
      admittedBytes.addAndGet(-bytes);
      return null;
    }
    byte[] id = new byte[TICKET_BYTES];
    RANDOM.nextBytes(id);
    Ticket t = new Ticket(id, (int) bytes);
    tickets.put(ByteBuffer.wrap(id), t);
    return t;
  }

  /** Parts whose bytes arrived here. */
  public long transfers() {
    return transfers.sum();
  }

  /** Bytes admitted and not yet arrived or given up (tests: nothing is left behind). */
  public long admittedBytes() {
    return admittedBytes.get();
  }

  private void acceptLoop() {
    while (!closed) {
      Socket s;
      try {
        s = server.accept();
      } catch (IOException e) {
        if (!closed) {
          log.warn("bulk channel: accept failed: {}", e.toString());
        }
        continue;
      }
      if (connections.size() >= MAX_CONNECTIONS) {
        closeQuietly(s);
        continue;
      }
      connections.add(s);
      Thread reader = new Thread(() -> serve(s), "torchtpu-bulk-read");
      reader.setDaemon(true);
      reader.start();
    }
  }

  private void serve(Socket s) {
    try (s) {
      s.setTcpNoDelay(true);
      s.setSoTimeout((int) limits.readTimeout().toMillis());
      DataInputStream in = new DataInputStream(new BufferedInputStream(s.getInputStream(), 64 << 10));
      DataOutputStream out = new DataOutputStream(new BufferedOutputStream(s.getOutputStream()));
      handshake.accept(in, out);
      byte[] id = new byte[TICKET_BYTES];
      while (!closed) {
        s.setSoTimeout((int) limits.idleTimeout().toMillis()); // waiting for the next transfer
        try {
          in.readFully(id);
        } catch (EOFException | SocketTimeoutException e) {
          return; // the sender closed it, or it sat idle: the sender opens a new one when it needs it
        }
        s.setSoTimeout((int) limits.readTimeout().toMillis()); // within a transfer
        int length = in.readInt();
        Ticket t = tickets.get(ByteBuffer.wrap(id));
        if (t == null) {
          Integer skipped = givenUp.remove(ByteBuffer.wrap(id));
          if (skipped != null && skipped == length) {
            in.skipNBytes(length); // its call ended while it was on its way: dropped, the connection goes on
            continue;
          }
          throw new BulkRefusedException("a transfer named a ticket this host did not issue, or one already used");
        }
        if (length != t.bytes) {
          throw new BulkRefusedException("a transfer of " + length + " bytes for a ticket of " + t.bytes);
        }
        byte[] data = new byte[length];
        in.readFully(data);
        if (t.release()) { // else given up while it arrived: dropped
          transfers.increment();
          t.data.complete(data);
        }
      }
    } catch (BulkRefusedException e) {
      log.warn("bulk channel: closed a connection from {}: {}", s.getRemoteSocketAddress(), e.getMessage());
    } catch (SocketException | EOFException | SocketTimeoutException e) {
      // the peer went away or stalled mid-transfer: its ticket is given up by its call's deadline or cancellation
    } catch (IOException | RuntimeException e) {
      log.warn("bulk channel: connection from {} failed: {}", s.getRemoteSocketAddress(), e.toString());
    } finally {
      connections.remove(s);
    }
  }

  private static void closeQuietly(Socket s) {
    try {
      s.close();
    } catch (IOException ignored) {
      // closing
    }
  }

  @Override
  public void close() {
    closed = true;
    try {
      server.close();
    } catch (IOException ignored) {
      // closing
    }
    connections.forEach(BulkReceiver::closeQuietly);
    tickets.values().forEach(Ticket::cancel);
  }
}
