package org.torchtpu.testing;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Requests whose bodies Spring itself would read before any handler of ours: a form body of a PUT, PATCH or DELETE
 * (Spring Boot's form-content filter, which runs before the key filter, so no key is needed) and a multipart body
 * (parsed by the dispatcher for any path the key may reach, before the handler and its per-tenant bounds). Each read
 * waits for the whole body with no deadline, so a client trickling one held a REST thread for as long as it liked.
 * {@link #assertNoneHoldsAThread} trickles more of each than the port has threads: every one must be answered (the
 * status the request earns unread) and closed, then an honest request answered.
 */
public final class FrameworkBodyReads {
  private FrameworkBodyReads() {}

  /** A request head to trickle a body after, and the status it must be answered before its body is read. */
  public record Trickle(String head, int status) {}

  /** Keyless PUT, PATCH and DELETE form bodies to {@code path}: answered 401 before anything reads them. */
  public static List<Trickle> keylessForms(String path) {
    List<Trickle> forms = new ArrayList<>();
    for (String method : List.of("PUT", "PATCH", "DELETE")) {
      forms.add(new Trickle(method + " " + path + " HTTP/1.1\r\nHost: x\r\n"
          + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n", 401));
    }
    return forms;
  }

  /** A multipart POST to {@code path} with {@code key}, answered {@code status} (the handler takes JSON only). */
  public static Trickle multipart(String path, String key, int status) {
    return new Trickle("POST " + path + " HTTP/1.1\r\nHost: x\r\nX-API-Key: " + key + "\r\n"
        + "Content-Type: multipart/form-data; boundary=zz\r\nContent-Length: 100000\r\n\r\n", status);
  }

  /**
   * Trickles {@code threads + 1} bodies of each of {@code trickles} on 127.0.0.1:{@code port}, each must be answered
   * its status and closed (both bounded for a hang only, 60 s), then {@code honestHead} (with
   * {@code Connection: close}) must be answered 200.
   */
  public static void assertNoneHoldsAThread(int port, int threads, List<Trickle> trickles, String honestHead)
      throws IOException {
    for (Trickle trickle : trickles) {
      List<TrickledBody> open = new ArrayList<>();
      try {
        for (int i = 0; i <= threads; i++) {
          open.add(TrickledBody.start(port, trickle.head(), 'a'));
        }
        for (TrickledBody t : open) {
          if (!t.answerHead().startsWith("HTTP/1.1 " + trickle.status())) {
            throw new AssertionError("expected " + trickle.status() + " for " + firstLine(trickle.head()) + ", got "
                + t.answerHead());
          }
          t.awaitServerClose();
        }
      } finally {
        for (TrickledBody t : open) {
          t.close();
        }
      }
    }
    String answer = TrickledBody.exchange(port, honestHead, new byte[0]);
    if (!answer.startsWith("HTTP/1.1 200")) {
      throw new AssertionError("an honest request after the trickles: " + answer);
    }
  }

  private static String firstLine(String head) {
    return head.substring(0, head.indexOf('\r'));
  }
}
