package org.torchtpu.server.fabric.bulk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.security.PodSeal;

class BulkChannelTest {
  private static final PodSeal SECRET = PodSeal.of("the pod secret, 16+ characters", BulkKey.PURPOSE);
  private static final BulkLimits LIMITS = new BulkLimits(1 << 20, 2 << 20, Duration.ofSeconds(10),
      Duration.ofSeconds(60));

  private static BulkReceiver receiver() throws IOException {
    return new BulkReceiver(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), SECRET, LIMITS);
  }

  private static InetSocketAddress at(BulkReceiver r) {
    return new InetSocketAddress(InetAddress.getLoopbackAddress(), r.port());
  }

  private static BulkSender.Payload bytes(byte[] data) {
    return new BulkSender.Payload() {
      @Override
      public int size() {
        return data.length;
      }

      @Override
      public void encode(int from, java.nio.ByteBuffer into) {
        into.put(data, from, into.remaining());
      }
    };
  }

  /** A payload of 1,000 bytes whose call has ended: the sender skips it, and writing it fails the test. */
  private static BulkSender.Payload abandoned1000Bytes() {
    return new BulkSender.Payload() {
      @Override
      public int size() {
        return 1000;
      }

      @Override
      public void encode(int from, java.nio.ByteBuffer into) {
        throw new AssertionError("an abandoned transfer is not written");
      }

      @Override
      public boolean abandoned() {
        return true;
      }
    };
  }

  private static byte[] pattern(int n, int seed) {
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) {
      b[i] = (byte) (i * 31 + seed);
    }
    return b;
  }

  /**
   * Sends {@code data} for {@code t} until it arrives: the first write may go to a connection the receiver has just
   * closed (the sender then opens a new one for the next write), so it may be lost or fail.
   */
  private static byte[] sendUntilArrived(BulkSender s, BulkReceiver r, BulkReceiver.Ticket<byte[]> t, byte[] data)
      throws Exception {
    for (int attempt = 0; attempt < 4; attempt++) {
      try {
        s.send(at(r), t.id(), bytes(data)).get(10, TimeUnit.SECONDS);
        return t.data().get(5, TimeUnit.SECONDS);
      } catch (ExecutionException | java.util.concurrent.TimeoutException e) {
        // the write that found the connection closed
      }
    }
    throw new AssertionError("never arrived");
  }

  @Test
  void anAdmittedTransferArrivesWholeAndReleasesItsAdmission() throws Exception {
    try (BulkReceiver r = receiver(); BulkSender s = new BulkSender(SECRET, LIMITS)) {
      for (int round = 0; round < 3; round++) { // one connection, several transfers
        byte[] data = pattern(300_001, round);
        BulkReceiver.Ticket<byte[]> t = r.admit(data.length);
        assertThat(r.admittedBytes()).isEqualTo(data.length);
        s.send(at(r), t.id(), bytes(data)).get(10, TimeUnit.SECONDS);
        assertThat(t.data().get(10, TimeUnit.SECONDS)).isEqualTo(data);
      }
      assertThat(r.transfers()).isEqualTo(3);
      assertThat(r.admittedBytes()).isZero();
    }
  }

  @Test
  void admissionIsBoundedBeforeAByteIsRead() throws Exception {
    try (BulkReceiver r = receiver()) {
      assertThat(r.admit((1 << 20) + 1)).as("larger than a bulk part may be").isNull();
      assertThat(r.admit(0)).isNull();
      BulkReceiver.Ticket<byte[]> first = r.admit(1 << 20);
      BulkReceiver.Ticket<byte[]> second = r.admit(1 << 20);
      assertThat(r.admit(1)).as("past the bytes admitted and not arrived").isNull();
      first.cancel();
      assertThat(first.data()).isCompletedExceptionally();
      assertThat(r.admittedBytes()).isEqualTo(1 << 20);
      assertThat(r.admit(1)).isNotNull();
      second.cancel();
    }
  }

  @Test
  void aPeerWithoutThePodSecretIsClosedAndItsTransferFails() throws Exception {
    try (BulkReceiver r = receiver();
         BulkSender stranger = new BulkSender(PodSeal.of("a tenant's api key, 16+ characters", BulkKey.PURPOSE), LIMITS)) {
      byte[] data = pattern(1000, 1);
      BulkReceiver.Ticket<byte[]> t = r.admit(data.length);
      assertThatThrownBy(() -> stranger.send(at(r), t.id(), bytes(data)).get(10, TimeUnit.SECONDS))
          .isInstanceOf(ExecutionException.class).hasRootCauseInstanceOf(IOException.class); // closed on it
      assertThat(t.data()).isNotDone();
      assertThat(r.transfers()).isZero();
      t.cancel();
    }
  }

  @Test
  void aClientThatAnswersTheChallengeWronglyReadsNothingButTheEndOfTheConnection() throws Exception {
    try (BulkReceiver r = receiver(); Socket raw = new Socket(InetAddress.getLoopbackAddress(), r.port())) {
      raw.setSoTimeout(10_000);
      DataInputStream in = new DataInputStream(raw.getInputStream());
      assertThat(in.readInt()).isEqualTo(BulkHandshake.MAGIC);
      in.readFully(new byte[32]); // the acceptor's nonce
      DataOutputStream out = new DataOutputStream(raw.getOutputStream());
      out.write(new byte[32]); // a nonce
      out.write(new byte[32]); // no proof: a replayed or made-up answer
      out.flush();
      assertThat(in.read()).as("closed without a proof of its own").isEqualTo(-1);
    }
  }

  @Test
  void anAuthenticatedPeerNamingATicketNotIssuedIsClosedAndOtherTicketsStayIntact() throws Exception {
    try (BulkReceiver r = receiver(); BulkSender s = new BulkSender(SECRET, LIMITS)) {
      byte[] data = pattern(1000, 2);
      BulkReceiver.Ticket<byte[]> issued = r.admit(data.length);
      byte[] forged = issued.id();
      forged[0] ^= 1;
      s.send(at(r), forged, bytes(data)).handle((ok, e) -> null).get(10, TimeUnit.SECONDS); // refused on arrival
      assertThat(sendUntilArrived(s, r, issued, data)).isEqualTo(data);
      assertThat(r.transfers()).isEqualTo(1);
    }
  }

  @Test
  void theBytesOfATicketGivenUpOnTheWayAreSkippedAndTheConnectionGoesOn() throws Exception {
    try (BulkReceiver r = receiver(); BulkSender s = new BulkSender(SECRET, LIMITS)) {
      byte[] first = pattern(4000, 5);
      BulkReceiver.Ticket<byte[]> late = r.admit(first.length);
      late.cancel(); // its call ended (deadline) before the sender wrote it
      s.send(at(r), late.id(), bytes(first)).get(10, TimeUnit.SECONDS);
      byte[] second = pattern(3000, 6);
      BulkReceiver.Ticket<byte[]> next = r.admit(second.length);
      s.send(at(r), next.id(), bytes(second)).get(10, TimeUnit.SECONDS); // the same connection
      assertThat(next.data().get(10, TimeUnit.SECONDS)).isEqualTo(second);
      assertThat(r.transfers()).isEqualTo(1);
      assertThat(r.admittedBytes()).isZero();
    }
  }

  @Test
  void aTransferOfAnotherSizeThanItsTicketIsRefused() throws Exception {
    try (BulkReceiver r = receiver(); BulkSender s = new BulkSender(SECRET, LIMITS)) {
      BulkReceiver.Ticket<byte[]> t = r.admit(1000);
      s.send(at(r), t.id(), bytes(pattern(2000, 3))).handle((ok, e) -> null).get(10, TimeUnit.SECONDS);
      // a later transfer arrives only on a new connection, after the receiver refused the one above
      byte[] data = pattern(500, 4);
      assertThat(sendUntilArrived(s, r, r.admit(data.length), data)).isEqualTo(data);
      // refused before reading its bytes: the ticket fails (its call gets the chunks) and its admission is given back
      assertThatThrownBy(() -> t.data().get()).hasCauseInstanceOf(BulkRefusedException.class);
      t.cancel();
      assertThat(r.admittedBytes()).isZero();
    }
  }

  @Test
  void aTicketGivenUpAsItsBytesAreNamedHasThemSkippedOnAConnectionThatStaysOpen() throws Exception {
    try (BulkReceiver r = receiver(); Socket raw = authenticated(r)) {
      byte[] data = pattern(2000, 7);
      BulkReceiver.Ticket<byte[]> t = r.admit(data.length);
      int[] answered = {Integer.MIN_VALUE};
      // the transfer is named at the very moment the ticket leaves the issued ones, inside cancel() (its call ended):
      // the interleaving that found it neither issued nor given up, took it for a forged ticket and closed the
      // connection, failing the transfers behind it
      java.lang.reflect.Field issued = BulkReceiver.class.getDeclaredField("tickets");
      issued.setAccessible(true);
      java.util.Map<java.nio.ByteBuffer, BulkReceiver.Ticket> hooked = new java.util.concurrent.ConcurrentHashMap<>() {
        @Override
        public boolean remove(Object key, Object value) {
          boolean removed = super.remove(key, value);
          if (removed) {
            transfer(raw, t.id(), data);
            try {
              answered[0] = answer(raw);
            } catch (IOException e) {
              throw new AssertionError(e);
            }
          }
          return removed;
        }
      };
      hooked.put(java.nio.ByteBuffer.wrap(t.id()), t);
      issued.set(r, hooked);
      t.cancel();
      assertThat(answered[0]).as("skipped and acknowledged, not refused").isEqualTo(BulkReceiver.ACK);
      assertThat(r.admittedBytes()).isZero();
      byte[] next = pattern(1000, 8);
      BulkReceiver.Ticket<byte[]> after = r.admit(next.length);
      transfer(raw, after.id(), next);
      assertThat(answer(raw)).as("the same connection goes on").isEqualTo(BulkReceiver.ACK);
      assertThat(after.data().get(10, TimeUnit.SECONDS)).isEqualTo(next);
    }
  }

  @Test
  void aTransferSkippedBecauseItsCallEndedKeepsThePeersConnection() throws Exception {
    try (BulkReceiver r = receiver(); BulkSender s = new BulkSender(SECRET, LIMITS)) {
      byte[] first = pattern(1000, 11);
      assertThat(sendUntilArrived(s, r, r.admit(first.length), first)).isEqualTo(first);
      var skipped = s.send(at(r), new byte[BulkReceiver.TICKET_BYTES], abandoned1000Bytes());
      assertThatThrownBy(() -> skipped.get(10, TimeUnit.SECONDS)).hasRootCauseInstanceOf(CancellationException.class);
      byte[] second = pattern(1500, 12);
      BulkReceiver.Ticket<byte[]> next = r.admit(second.length);
      s.send(at(r), next.id(), bytes(second)).get(10, TimeUnit.SECONDS);
      assertThat(next.data().get(10, TimeUnit.SECONDS)).isEqualTo(second);
      assertThat(r.connectionsAccepted()).as("one connection for all three").isEqualTo(1);
    }
  }

  @Test
  void aTransferIsCountedBeforeItsDataWakesAWaiter() throws Exception {
    try (BulkReceiver r = receiver(); BulkSender s = new BulkSender(SECRET, LIMITS)) {
      byte[] data = pattern(1000, 13);
      BulkReceiver.Ticket t = r.admit(data.length);
      // runs on the reader thread inside the completion: the earliest any waiter can look
      java.util.concurrent.CompletableFuture<Long> countedWhenWoken = t.data().thenApply(bytes -> r.transfers());
      s.send(at(r), t.id(), bytes(data)).get(10, TimeUnit.SECONDS);
      assertThat(countedWhenWoken.get(10, TimeUnit.SECONDS)).isEqualTo(1L);
    }
  }

  @Test
  void failedHandshakesFromOneAddressGetOneWarningLinePerMinuteWithACount() throws Exception {
    java.util.List<String> lines = new java.util.concurrent.CopyOnWriteArrayList<>(); // written by reader threads
    WarningRate stillTheFirstMinute = new WarningRate(() -> 0L, WarningRate.PERIOD_NANOS, WarningRate.LINES_PER_PERIOD,
        lines::add);
    try (BulkReceiver r = new BulkReceiver(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), SECRET, LIMITS,
        stillTheFirstMinute)) {
      for (int i = 0; i < 12; i++) {
        try (Socket raw = new Socket(InetAddress.getLoopbackAddress(), r.port())) {
          raw.setSoTimeout(10_000);
          DataInputStream in = new DataInputStream(raw.getInputStream());
          in.readFully(new byte[4 + 32]);
          raw.getOutputStream().write(new byte[64]); // a nonce and no proof
          assertThat(in.read()).isEqualTo(-1);
        }
      }
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while ((r.handshaking() > 0 || lines.isEmpty()) && System.nanoTime() < deadline) {
        Thread.sleep(10); // each reader thread logs after the stranger saw its connection closed
      }
    }
    assertThat(lines).hasSize(1);
    assertThat(lines.get(0)).contains("did not prove the pod secret");
  }

  private static InetAddress address(int i) throws java.net.UnknownHostException {
    return InetAddress.getByAddress(new byte[] {10, (byte) (i >> 16), (byte) (i >> 8), (byte) i});
  }

  @Test
  void theWarningRateCountsWhatOneAddressLeftOutSinceItsLastLine() throws Exception {
    long[] now = {0};
    java.util.List<String> lines = new java.util.ArrayList<>();
    WarningRate rate = new WarningRate(() -> now[0], 1000, 60, lines::add);
    for (int i = 0; i < 100; i++) {
      rate.warn(address(1), "failed " + i);
    }
    now[0] = 999;
    rate.warn(address(1), "failed at 999");
    assertThat(lines).containsExactly("failed 0");
    now[0] = 1000;
    rate.warn(address(1), "failed at 1000");
    assertThat(lines).containsExactly("failed 0",
        "failed at 1000 (100 more from this address since the last line, not logged)");
  }

  @Test
  void aStrangerCyclingThroughManyAddressesGetsNoMoreThanTheCapInAllAndOneSummary() throws Exception {
    long[] now = {0};
    java.util.List<String> lines = new java.util.ArrayList<>();
    WarningRate rate = new WarningRate(() -> now[0], 1000, 60, lines::add);
    for (int i = 0; i < 3000; i++) { // more addresses than the rate remembers
      rate.warn(address(i), "failed from " + i);
    }
    assertThat(lines).hasSize(60);
    now[0] = 1000;
    rate.warn(address(5000), "failed from a new one");
    assertThat(lines).hasSize(62);
    assertThat(lines.get(60)).startsWith("bulk channel: 2940 more warnings").contains("since the last line");
    assertThat(lines.get(61)).isEqualTo("failed from a new one");
  }

  /** A raw connection that proved the secret, as a sender's. */
  private static Socket authenticated(BulkReceiver r) throws IOException {
    Socket raw = new Socket(InetAddress.getLoopbackAddress(), r.port());
    raw.setSoTimeout(30_000);
    DataOutputStream out = new DataOutputStream(raw.getOutputStream());
    new BulkHandshake(SECRET).connect(new DataInputStream(raw.getInputStream()), out);
    return raw;
  }

  /** Writes a transfer; a connection closed on it meanwhile is fine (the answer says so). */
  private static void transfer(Socket s, byte[] ticket, byte[] data) {
    try {
      DataOutputStream out = new DataOutputStream(s.getOutputStream());
      out.write(ticket);
      out.writeInt(data.length);
      out.write(data);
      out.flush();
    } catch (IOException closedOnIt) {
      // refused as it wrote
    }
  }

  /** The receiver's answer to a transfer: its acknowledgement, or -1 when it closed the connection. */
  private static int answer(Socket s) throws IOException {
    try {
      return s.getInputStream().read();
    } catch (java.net.SocketException reset) { // closed with our bytes unread
      return -1;
    }
  }

  @Test
  void aTicketIsReadOnTheFirstConnectionThatNamesItAndASecondNamingIsClosed() throws Exception {
    try (BulkReceiver r = receiver(); Socket first = authenticated(r); Socket second = authenticated(r)) {
      byte[] one = pattern(100_000, 7);
      byte[] other = pattern(100_000, 8);
      BulkReceiver.Ticket<byte[]> t = r.admit(one.length);
      transfer(first, t.id(), one); // both name the ticket, at nearly the same time
      transfer(second, t.id(), other);
      int a = answer(first);
      int b = answer(second);
      assertThat(java.util.List.of(a, b)).as("one connection reads it, the other is closed")
          .containsExactlyInAnyOrder(BulkReceiver.ACK, -1);
      assertThat(t.data().get(30, TimeUnit.SECONDS)).isEqualTo(a == BulkReceiver.ACK ? one : other);
      assertThat(r.admittedBytes()).isZero();
      assertThat(r.transfers()).isEqualTo(1);
    }
  }

  @Test
  void strangersHoldOnlyAFewHandshakeSlotsAndOnlyUntilTheHandshakeDeadline() throws Exception {
    // the per-read deadline is long here: only the whole handshake's deadline closes the silent connections
    BulkLimits slowReads = new BulkLimits(1 << 20, 2 << 20, Duration.ofSeconds(120), Duration.ofSeconds(120));
    try (BulkReceiver r = new BulkReceiver(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), SECRET,
        slowReads)) {
      java.util.List<Socket> silent = new java.util.ArrayList<>();
      try {
        for (int i = 0; i < BulkReceiver.MAX_HANDSHAKING_PER_ADDRESS; i++) {
          Socket s = new Socket(InetAddress.getLoopbackAddress(), r.port());
          s.setSoTimeout(30_000);
          silent.add(s);
          assertThat(new DataInputStream(s.getInputStream()).readInt()).isEqualTo(BulkHandshake.MAGIC);
        }
        try (Socket over = new Socket(InetAddress.getLoopbackAddress(), r.port())) {
          over.setSoTimeout(30_000);
          assertThat(over.getInputStream().read()).as("past the cap per address: closed at once").isEqualTo(-1);
        }
        for (Socket s : silent) {
          DataInputStream in = new DataInputStream(s.getInputStream());
          in.readFully(new byte[32]); // the nonce; then nothing from this side
          assertThat(in.read()).as("closed at the handshake's deadline").isEqualTo(-1);
        }
      } finally {
        for (Socket s : silent) {
          s.close();
        }
      }
      try (BulkSender s = new BulkSender(SECRET, slowReads)) {
        byte[] data = pattern(1000, 9);
        assertThat(sendUntilArrived(s, r, r.admit(data.length), data)).isEqualTo(data);
      }
    }
  }

  /** A bulk port that proves the secret and then does {@code after} with the connection. */
  private static java.net.ServerSocket fakeReceiver(java.util.function.Consumer<Socket> after) throws IOException {
    java.net.ServerSocket server = new java.net.ServerSocket(0, 4, InetAddress.getLoopbackAddress());
    Thread t = new Thread(() -> {
      try (Socket s = server.accept()) {
        s.setSoTimeout(30_000);
        new BulkHandshake(SECRET).accept(new DataInputStream(s.getInputStream()),
            new DataOutputStream(new java.io.BufferedOutputStream(s.getOutputStream())));
        after.accept(s);
      } catch (IOException ignored) {
        // the test ends
      }
    }, "fake-bulk-receiver");
    t.setDaemon(true);
    t.start();
    return server;
  }

  @Test
  void aTransferTheReceiverDroppedUnreadFailsSoItsPartGoesOnTheCall() throws Exception {
    try (java.net.ServerSocket fake = fakeReceiver(s -> {
      try {
        new DataInputStream(s.getInputStream()).readFully(new byte[16 + 4 + 1000]); // in its kernel, then dropped
      } catch (IOException ignored) {
        // closing
      }
    }); BulkSender s = new BulkSender(SECRET, LIMITS)) {
      byte[] ticket = new byte[BulkReceiver.TICKET_BYTES];
      assertThatThrownBy(() -> s.send(new InetSocketAddress(InetAddress.getLoopbackAddress(), fake.getLocalPort()),
          ticket, bytes(pattern(1000, 10))).get(30, TimeUnit.SECONDS))
          .isInstanceOf(ExecutionException.class).hasRootCauseInstanceOf(IOException.class);
    }
  }

  @Test
  void aFrozenReceiverFailsTheTransferAtTheWriteDeadlineAndTheAbandonedOnesQueuedBehindAreSkipped() throws Exception {
    BulkLimits quick = new BulkLimits(64 << 20, 64 << 20, Duration.ofSeconds(1), Duration.ofSeconds(60));
    java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
    try (java.net.ServerSocket fake = fakeReceiver(s -> {
      try {
        release.await(); // reads nothing: the sender's writes fill the socket buffers and block
      } catch (InterruptedException ignored) {
        Thread.currentThread().interrupt();
      }
    }); BulkSender s = new BulkSender(SECRET, quick)) {
      InetSocketAddress at = new InetSocketAddress(InetAddress.getLoopbackAddress(), fake.getLocalPort());
      byte[] ticket = new byte[BulkReceiver.TICKET_BYTES];
      var frozen = s.send(at, ticket, bytes(new byte[32 << 20]));
      var abandoned = s.send(at, ticket, abandoned1000Bytes());
      assertThatThrownBy(() -> frozen.get(60, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
          .hasRootCauseInstanceOf(IOException.class);
      assertThatThrownBy(() -> abandoned.get(60, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
          .hasRootCauseInstanceOf(CancellationException.class);
    } finally {
      release.countDown();
    }
  }

  @Test
  void aPeerIdlePastTheIdleDeadlineIsForgotten() throws Exception {
    BulkLimits shortIdle = new BulkLimits(1 << 20, 2 << 20, Duration.ofSeconds(10), Duration.ofMillis(200));
    try (BulkReceiver one = new BulkReceiver(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), SECRET,
        shortIdle);
         BulkReceiver two = new BulkReceiver(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), SECRET,
             shortIdle);
         BulkSender s = new BulkSender(SECRET, shortIdle)) {
      byte[] data = pattern(1000, 11);
      assertThat(sendUntilArrived(s, one, one.admit(data.length), data)).isEqualTo(data);
      assertThat(s.peers()).isEqualTo(1);
      Thread.sleep(500); // idle past the deadline
      assertThat(sendUntilArrived(s, two, two.admit(data.length), data)).isEqualTo(data);
      assertThat(s.peers()).as("the idle peer's thread, buffer and socket are gone").isEqualTo(1);
    }
  }

  @Test
  void noSecretWithKeysOnMeansNoChannel() {
    assertThat(BulkKey.of("", true)).isNull();
    assertThat(BulkKey.of(null, false)).isNotNull();
    String secret = "the pod secret, 16+ characters";
    byte[] message = "a message".getBytes(StandardCharsets.UTF_8);
    // derived for the channel: not the key that seals world memberships
    assertThat(BulkKey.of(secret, true).seal(message))
        .isEqualTo(PodSeal.of(secret, BulkKey.PURPOSE).seal(message))
        .isNotEqualTo(PodSeal.of(secret, org.torchtpu.api.security.WorldSeal.PURPOSE).seal(message));
  }
}
