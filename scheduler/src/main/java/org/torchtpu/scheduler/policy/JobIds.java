package org.torchtpu.scheduler.policy;

import java.security.SecureRandom;
import java.util.function.Predicate;

/**
 * Job ids: {@code job-} and 16 characters of base32 from a SecureRandom (80 bits). An id tells nothing of the
 * pod (no submission count, as {@code job-<n>-<random>} did) and cannot be guessed; an id is still no capability
 * (another tenant's id is NOT_FOUND), this only keeps what the id itself discloses to nothing. The submission
 * order the queue needs is the job's {@code seq}, which no caller sees.
 */
final class JobIds {
  private static final char[] BASE32 = "abcdefghijklmnopqrstuvwxyz234567".toCharArray();
  private static final int CHARS = 16;
  private final SecureRandom random = new SecureRandom();

  /** A fresh id that {@code taken} does not hold (a collision of 80 random bits is redrawn, never reused). */
  String next(Predicate<String> taken) {
    while (true) {
      byte[] bytes = new byte[CHARS * 5 / 8];
      random.nextBytes(bytes);
      StringBuilder id = new StringBuilder("job-");
      long bits = 0;
      int have = 0;
      for (byte b : bytes) {
        bits = (bits << 8) | (b & 0xff);
        have += 8;
        while (have >= 5) {
          have -= 5;
          id.append(BASE32[(int) (bits >>> have) & 31]);
        }
      }
      String out = id.toString();
      if (!taken.test(out)) {
        return out;
      }
    }
  }
}
