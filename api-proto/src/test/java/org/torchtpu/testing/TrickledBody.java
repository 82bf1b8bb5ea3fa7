package org.torchtpu.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * A raw HTTP/1.1 client that sends a request's head, reads the server's answer, then trickles the body a byte at a
 * time (a byte every 200 ms, far inside any per-read timeout) until the server closes the connection: the attack of
 * a client holding a REST thread with the body of a request already refused. Every wait is bounded (60 s) for a hang
 * only.
 */
public final class TrickledBody implements AutoCloseable {
  private static final int HANG_MILLIS = 60_000;
  private final Socket socket;
  private final String answerHead;
  private final Thread trickle;

  private TrickledBody(Socket socket, String answerHead, Thread trickle) {
    this.socket = socket;
    this.answerHead = answerHead;
    this.trickle = trickle;
  }

  /**
   * Sends {@code head} (the request line and headers, ending in an empty line) to 127.0.0.1:{@code port}, reads the
   * answer's status line and headers, and starts trickling {@code filler} bytes (for a chunked head, one-byte
   * chunks).
   */
  public static TrickledBody start(int port, String head, char filler) throws IOException {
    return start(port, head, filler, false);
  }

  /**
   * As {@link #start(int, String, char)}, but trickles from the start and reads the answer meanwhile: a client
   * trickling a body its handler reads (the answer comes only once the server gives up on the body).
   */
  public static TrickledBody startReadWhileTrickling(int port, String head, char filler) throws IOException {
    return start(port, head, filler, true);
  }

  private static TrickledBody start(int port, String head, char filler, boolean trickleFirst) throws IOException {
    String unit = head.toLowerCase(java.util.Locale.ROOT).contains("transfer-encoding: chunked")
        ? "1\r\n" + filler + "\r\n" : String.valueOf(filler);
    return start(port, head, "", unit, trickleFirst);
  }

  /**
   * Sends {@code head} and {@code prefix} at once, then trickles {@code filler} a byte at a time (no chunk framing
   * of its own) while reading the answer: with a chunked head and a prefix of {@code "1;"} the trickle is a chunk
   * extension that never ends, with {@code "0\r\nX-T: "} a trailer that never ends.
   */
  public static TrickledBody startAfterPrefix(int port, String head, String prefix, char filler) throws IOException {
    return start(port, head, prefix, String.valueOf(filler), true);
  }

  private static TrickledBody start(int port, String head, String prefix, String trickled, boolean trickleFirst)
      throws IOException {
    Socket socket = new Socket("127.0.0.1", port);
    socket.setSoTimeout(HANG_MILLIS);
    OutputStream out = socket.getOutputStream();
    out.write((head + prefix).getBytes(StandardCharsets.US_ASCII));
    out.flush();
    String answer = trickleFirst ? null : readHead(socket.getInputStream());
    byte[] unit = trickled.getBytes(StandardCharsets.US_ASCII);
    Thread trickle = new Thread(() -> {
      try {
        while (!Thread.currentThread().isInterrupted()) {
          for (byte b : unit) {
            out.write(b);
            out.flush();
            Thread.sleep(200);
          }
        }
      } catch (IOException | InterruptedException e) {
        // the server closed the connection, or the test ended
      }
    }, "trickle-" + port);
    trickle.setDaemon(true);
    trickle.start();
    if (trickleFirst) {
      try {
        answer = readHead(socket.getInputStream());
      } catch (IOException e) {
        trickle.interrupt();
        socket.close();
        throw e;
      }
    }
    return new TrickledBody(socket, answer, trickle);
  }

  /** The answer's status line and headers. */
  public String answerHead() {
    return answerHead;
  }

  /**
   * Reads what follows the answer's head until the server closes the connection (an end of stream, or a reset since
   * the trickle's bytes are unread); fails if it is still open when the hang bound passes.
   */
  public void awaitServerClose() throws IOException {
    InputStream in = socket.getInputStream();
    try {
      while (in.read() >= 0) {
        // the rest of the answer's body
      }
    } catch (SocketTimeoutException e) {
      throw new AssertionError("the server still holds the connection " + HANG_MILLIS / 1000
          + " s after its answer, draining a trickled body", e);
    } catch (SocketException reset) {
      // closed with the trickle's bytes unread
    }
  }

  @Override
  public void close() throws IOException {
    trickle.interrupt();
    socket.close();
  }

  /**
   * Sends {@code head} and the whole of {@code body} at once and returns the whole answer, read until the server
   * closes the connection (so the head asks for {@code Connection: close}, or the answer closes it, as a 413 does).
   */
  public static String exchange(int port, String head, byte[] body) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(HANG_MILLIS);
      OutputStream out = socket.getOutputStream();
      out.write(head.getBytes(StandardCharsets.US_ASCII));
      out.write(body);
      out.flush();
      return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /**
   * Sends {@code head} (which names the body's length, {@code chunks} times {@code chunk}'s), then the body at
   * {@code bytesPerSecond}, paced to the clock (a writer held up by the machine's load catches up instead of falling
   * behind the rate), and returns the whole answer, read until the server closes the connection.
   */
  public static String sendPaced(int port, String head, byte[] chunk, int chunks, long bytesPerSecond)
      throws IOException, InterruptedException {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(HANG_MILLIS);
      OutputStream out = socket.getOutputStream();
      out.write(head.getBytes(StandardCharsets.US_ASCII));
      long start = System.nanoTime();
      for (int i = 0; i < chunks; i++) {
        long due = start + java.util.concurrent.TimeUnit.SECONDS.toNanos((long) i * chunk.length) / bytesPerSecond;
        java.util.concurrent.TimeUnit.NANOSECONDS.sleep(due - System.nanoTime());
        out.write(chunk);
        out.flush();
      }
      return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** The status line and headers, up to and without the empty line. */
  public static String readHead(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    int matched = 0;
    while (matched < 4) {
      int b = in.read();
      if (b < 0) {
        throw new IOException("the connection closed inside the answer's head: " + head);
      }
      head.write(b);
      matched = (b == "\r\n\r\n".charAt(matched)) ? matched + 1 : (b == '\r' ? 1 : 0);
    }
    return head.toString(StandardCharsets.US_ASCII).strip();
  }
}
