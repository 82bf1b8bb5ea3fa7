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
 * one already used, or one another connection is reading: a ticket is claimed when first named), announces another
 * size, or stalls past the read deadline is closed; the bytes of a ticket given up lately (its call ended while they
 * were on their way) are skipped, not kept. Each transfer read whole is acknowledged with one byte, after which the
 * sender ends its side of the call; without it the sender sends the chunks on the call. Connections that have not
 * proved the secret are few ({@link #MAX_HANDSHAKING}, per address {@link #MAX_HANDSHAKING_PER_ADDRESS}) and closed
 * at the handshake's deadline. A connection idle past the idle deadline is closed too; senders open a new one when
 * they next need it.
 *
 * <p>One thread per connection (hosts keep one per peer host): it reads a transfer's bytes a piece at a time into one
 * small array it keeps, hands each piece to the ticket's {@link Destination} (which decodes it straight into the
 * part's own arrays), and completes the ticket on that thread, which then stores the part ({@code FabricService}).
 */
public final class BulkReceiver implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(BulkReceiver.class);
  static final int TICKET_BYTES = 16;
  /** Connections at once: one per peer host and direction in a pod, with room for reconnects. */
  private static final int MAX_CONNECTIONS = 256;
  /**
   * Connections at once that have not proved the pod secret yet, over all and per remote address: a stranger who opens
   * many and says nothing holds a few slots for {@link #HANDSHAKE_DEADLINE_MILLIS} each, never the authenticated ones'.
   */
  static final int MAX_HANDSHAKING = 16;
  static final int MAX_HANDSHAKING_PER_ADDRESS = 4;
  /** The whole handshake's deadline (an honest one is a round trip and two HMACs): closed from a timer past it. */
  static final long HANDSHAKE_DEADLINE_MILLIS = 5_000;
  /** Back-off after a failed accept (out of file descriptors, say), doubling up to the longest. */
  private static final long ACCEPT_BACKOFF_MILLIS = 50;
  private static final long ACCEPT_BACKOFF_MAX_MILLIS = 2_000;
  /** Sent back after each transfer's bytes were read whole: only then does the sender end its call's request side. */
  static final int ACK = 0x41;
  private static final SecureRandom RANDOM = new SecureRandom();

  private final BulkHandshake handshake;
  private final BulkLimits limits;
  private final ServerSocket server;
  private final Thread acceptor;
  private final Map<ByteBuffer, Ticket<?>> tickets = new ConcurrentHashMap<>();
  private final Set<Socket> connections = ConcurrentHashMap.newKeySet();
  /** Connections still in their handshake, per remote address (the sum is {@link #handshaking}). */
  private final Map<java.net.InetAddress, Integer> handshakingFrom = new ConcurrentHashMap<>();
  private final java.util.concurrent.atomic.AtomicInteger handshaking = new java.util.concurrent.atomic.AtomicInteger();
  /** Closes connections whose handshake passes its deadline. */
  private final java.util.concurrent.ScheduledThreadPoolExecutor timer = org.torchtpu.service.concurrent.DaemonTimers.cancellable("torchtpu-bulk-deadlines");
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
  private final java.util.concurrent.atomic.LongAdder accepted = new java.util.concurrent.atomic.LongAdder();
  /** Failed connections' warnings, rated per remote address and in all. */
  private final WarningRate warnings;
  private volatile boolean closed;

  /**
   * Where a transfer's bytes go as they are read: each piece in order, together exactly the ticket's bytes, then
   * {@link #finish} once, on the reading thread. Why pieces: an 8 MiB part read whole into a fresh array is a zeroed
   * humongous allocation written and then read back from memory once more to decode it; a piece is decoded while it
   * is still in the cache.
   */
  public interface Destination<T> {
    /** The next bytes of the transfer, {@code piece}'s remaining ones (valid during the call only). */
    void write(ByteBuffer piece);

    /** What the bytes make, once all are written; a RuntimeException fails the ticket with it. */
    T finish();
  }

  /** Bytes read from the socket at a time, into one array per connection, then handed to the destination. */
  static final int PIECE_BYTES = 256 << 10;

  /** A part's admission: its bytes arrive in {@link #data()}, or it is given up with {@link #cancel()}. */
  public final class Ticket<T> {
    private final byte[] id;
    private final int bytes;
    private final Destination<T> into;
    private final CompletableFuture<T> data = new CompletableFuture<>();
    /** Its admitted bytes were given back (it arrived, failed or was given up): at most once. */
    private final java.util.concurrent.atomic.AtomicBoolean settled = new java.util.concurrent.atomic.AtomicBoolean();
    /** Given up: at most once, so a second cancel cannot take back the first's note in {@code givenUp}. */
    private final java.util.concurrent.atomic.AtomicBoolean givenUpOnce = new java.util.concurrent.atomic.AtomicBoolean();

    private Ticket(byte[] id, int bytes, Destination<T> into) {
      this.id = id;
      this.bytes = bytes;
      this.into = into;
    }

    public byte[] id() {
      return id.clone();
    }

    /**
     * Completes with what the destination made of the part's bytes, on the thread that read them; fails when the
     * ticket is given up, or with the destination's exception.
     */
    public CompletableFuture<T> data() {
      return data;
    }

    /** Gives the ticket up (the call ended, or the data came on the call instead): a later transfer for it is refused. */
    public void cancel() {
      if (givenUpOnce.compareAndSet(false, true)) {
        ByteBuffer key = ByteBuffer.wrap(id);
        // noted as given up before it leaves the issued ones: a connection naming it in between finds it in one or
        // the other, and skips its bytes, rather than taking it for a forged ticket and closing (the transfers queued
        // behind it on that connection would fail with it)
        givenUp.put(key, bytes);
        if (tickets.remove(key, this)) {
          settle();
        } else {
          givenUp.remove(key); // a connection claimed it first: that one reads its bytes and gives them back
        }
      }
      data.completeExceptionally(new java.util.concurrent.CancellationException("bulk ticket given up"));
    }

    private void settle() {
      if (settled.compareAndSet(false, true)) {
        admittedBytes.addAndGet(-bytes);
      }
    }

    /** Its bytes cannot come on this channel (refused, or their connection failed): its call gets them as chunks. */
    private void fail(Exception cause) {
      settle();
      data.completeExceptionally(cause);
    }
  }

  public BulkReceiver(InetSocketAddress bind, org.torchtpu.api.security.PodSeal key, BulkLimits limits)
      throws IOException {
    this(bind, key, limits, new WarningRate(log::warn));
  }

  /** @param warnings how failed connections are logged (tests: on a clock of their own) */
  BulkReceiver(InetSocketAddress bind, org.torchtpu.api.security.PodSeal key, BulkLimits limits, WarningRate warnings)
      throws IOException {
    this.warnings = warnings;
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

  /** As {@link #admit(long, Destination)}, its bytes arriving in one array. */
  public Ticket<byte[]> admit(long bytes) {
    return admit(bytes, bytes > 0 && bytes <= Integer.MAX_VALUE ? new IntoArray((int) bytes) : null);
  }

  /**
   * Admits a part of {@code bytes} bytes to arrive on this channel into {@code into}, or returns null when it must come
   * on the call instead (larger than one bulk part may be, or the bytes admitted and not yet stored would pass their
   * bound).
   */
  public <T> Ticket<T> admit(long bytes, Destination<T> into) {
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
    Ticket<T> t = new Ticket<>(id, (int) bytes, into);
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
    long backoff = ACCEPT_BACKOFF_MILLIS;
    while (!closed) {
      Socket s;
      try {
        s = server.accept();
        backoff = ACCEPT_BACKOFF_MILLIS;
      } catch (IOException e) {
        if (!closed) {
          log.warn("bulk channel: accept failed: {}", e.toString());
          try {
            Thread.sleep(backoff); // out of descriptors, say: accepting again at once would only spin
          } catch (InterruptedException stop) {
            return;
          }
          backoff = Math.min(2 * backoff, ACCEPT_BACKOFF_MAX_MILLIS);
        }
        continue;
      }
      java.net.InetAddress from = s.getInetAddress();
      if (connections.size() >= MAX_CONNECTIONS || !startHandshake(from)) {
        closeQuietly(s);
        continue;
      }
      connections.add(s);
      accepted.increment();
      Thread reader = new Thread(() -> serve(s, from), "torchtpu-bulk-read");
      reader.setDaemon(true);
      reader.start();
    }
  }

  /** Counts a connection from {@code from} into its handshake, or false when too many are there already. */
  private boolean startHandshake(java.net.InetAddress from) {
    if (handshaking.incrementAndGet() > MAX_HANDSHAKING) {
      handshaking.decrementAndGet();
      return false;
    }
    boolean[] admitted = {false};
    handshakingFrom.compute(from, (a, n) -> {
      int now = n == null ? 0 : n;
      admitted[0] = now < MAX_HANDSHAKING_PER_ADDRESS;
      return admitted[0] ? now + 1 : (now == 0 ? null : now);
    });
    if (!admitted[0]) {
      handshaking.decrementAndGet();
    }
    return admitted[0];
  }

  private void endHandshake(java.net.InetAddress from) {
    handshakingFrom.computeIfPresent(from, (a, n) -> n <= 1 ? null : n - 1);
    handshaking.decrementAndGet();
  }

  /** Connections in their handshake now (tests). */
  int handshaking() {
    return handshaking.get();
  }

  private void serve(Socket s, java.net.InetAddress from) {
    boolean inHandshake = true;
    try (s) {
      s.setTcpNoDelay(true);
      s.setSoTimeout((int) limits.readTimeout().toMillis());
      DataInputStream in = new DataInputStream(new BufferedInputStream(s.getInputStream(), 64 << 10));
      DataOutputStream out = new DataOutputStream(new BufferedOutputStream(s.getOutputStream()));
      // a per-read timeout would let a byte every few seconds hold the slot for long: the whole handshake has one
      var deadline = timer.schedule(() -> closeQuietly(s), HANDSHAKE_DEADLINE_MILLIS,
          java.util.concurrent.TimeUnit.MILLISECONDS);
      try {
        handshake.accept(in, out);
      } finally {
        deadline.cancel(false);
        inHandshake = false;
        endHandshake(from);
      }
      byte[] id = new byte[TICKET_BYTES];
      byte[] piece = null; // at the first transfer: a connection that never sends one costs nothing more
      while (!closed) {
        s.setSoTimeout((int) limits.idleTimeout().toMillis()); // waiting for the next transfer
        try {
          in.readFully(id);
        } catch (EOFException | SocketTimeoutException e) {
          return; // the sender closed it, or it sat idle: the sender opens a new one when it needs it
        }
        s.setSoTimeout((int) limits.readTimeout().toMillis()); // within a transfer
        int length = in.readInt();
        // claimed as it is named: a second connection naming it (at once or later) finds nothing, so no more than the
        // admitted bytes are ever read for it
        Ticket<?> t = tickets.remove(ByteBuffer.wrap(id));
        if (t == null) {
          Integer skipped = givenUp.remove(ByteBuffer.wrap(id));
          if (skipped != null && skipped == length) {
            in.skipNBytes(length); // its call ended while it was on its way: dropped, the connection goes on
            acknowledge(out);
            continue;
          }
          throw new BulkRefusedException("a transfer named a ticket this host did not issue, or one already used");
        }
        if (length != t.bytes) {
          t.fail(new BulkRefusedException("a transfer of " + length + " bytes for a ticket of " + t.bytes));
          throw new BulkRefusedException("a transfer of " + length + " bytes for a ticket of " + t.bytes);
        }
        try {
          if (piece == null) {
            piece = new byte[PIECE_BYTES]; // inside: an OutOfMemoryError here must give the ticket's bytes back too
          }
          readInto(in, piece, length, t.into);
        } catch (IOException | RuntimeException e) {
          t.fail(e); // the sender, hearing no acknowledgement, sends the chunks on the call
          throw e;
        } catch (Error e) {
          t.fail(new IOException("the transfer could not be received: " + e, e));
          throw e;
        }
        t.settle();
        IOException unacknowledged = null;
        try {
          acknowledge(out); // before the part is stored: the sender ends its side of the call meanwhile
        } catch (IOException e) {
          unacknowledged = e;
        }
        complete(t);
        if (unacknowledged != null) {
          throw unacknowledged;
        }
      }
    } catch (BulkRefusedException e) {
      warn(from, "bulk channel: closed a connection from " + s.getRemoteSocketAddress() + ": " + e.getMessage());
    } catch (SocketException | EOFException | SocketTimeoutException e) {
      // the peer went away or stalled mid-transfer: its ticket is given up by its call's deadline or cancellation
    } catch (IOException | RuntimeException e) {
      warn(from, "bulk channel: connection from " + s.getRemoteSocketAddress() + " failed: " + e);
    } finally {
      if (inHandshake) {
        endHandshake(from);
      }
      connections.remove(s);
    }
  }

  /** The transfer's bytes, a piece at a time, into its destination (which may throw: its ticket fails with it). */
  private static void readInto(DataInputStream in, byte[] piece, int length, Destination<?> into) throws IOException {
    ByteBuffer view = ByteBuffer.wrap(piece);
    for (int left = length; left > 0; ) {
      int n = Math.min(piece.length, left);
      in.readFully(piece, 0, n);
      view.clear().limit(n);
      into.write(view);
      left -= n;
    }
  }

  /** What the destination made of the bytes, unless the ticket was given up while they arrived (then dropped). */
  private <T> void complete(Ticket<T> t) {
    T made;
    try {
      made = t.into.finish();
    } catch (RuntimeException e) { // acknowledged already: told apart from a failed transfer, which the chunks follow
      t.data.completeExceptionally(new BulkDecodeException(e));
      return;
    }
    transfers.increment(); // before completing: whoever waits on the ticket then sees it counted
    if (!t.data.complete(made)) {
      transfers.decrement(); // given up while its bytes arrived: dropped
    }
  }

  /** A transfer's bytes in one array (tests, and parts whose receiver wants the bytes as they came). */
  private static final class IntoArray implements Destination<byte[]> {
    private final int size;
    private byte[] bytes; // when the first piece comes: an admission refused, or never used, allocates nothing
    private int at;

    IntoArray(int size) {
      this.size = size;
    }

    @Override
    public void write(ByteBuffer piece) {
      if (bytes == null) {
        bytes = new byte[size];
      }
      int n = piece.remaining();
      piece.get(bytes, at, n);
      at += n;
    }

    @Override
    public byte[] finish() {
      return bytes;
    }
  }

  /** Rated ({@link WarningRate}): anyone who reaches the port can fail a handshake, as often as they like. */
  private void warn(java.net.InetAddress from, String line) {
    warnings.warn(from, line);
  }

  /** Connections accepted since start (tests: whether a sender kept its connection). */
  long connectionsAccepted() {
    return accepted.sum();
  }

  private static void acknowledge(DataOutputStream out) throws IOException {
    out.write(ACK);
    out.flush();
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
    timer.shutdownNow();
  }
}
