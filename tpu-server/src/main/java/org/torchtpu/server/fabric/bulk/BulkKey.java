package org.torchtpu.server.fabric.bulk;

import java.nio.charset.StandardCharsets;

/** The key bulk connections prove, from the pod secret. */
public final class BulkKey {
  /**
   * Without a pod secret and without API keys (local development, where memberships are taken as given too) hosts
   * still use the channel, proving this well-known value: it keeps strangers that do not speak the protocol out, not
   * an attacker.
   */
  private static final String NO_SECRET = "torchtpu-bulk-without-pod-secret";

  private BulkKey() {}

  /**
   * The key, or null when bulk connections must not be used: API keys are on but there is no pod secret to prove (the
   * host refuses worlds then anyway).
   */
  public static byte[] of(String podSecret, boolean keysEnforced) {
    if (podSecret != null && !podSecret.isBlank()) {
      return podSecret.getBytes(StandardCharsets.UTF_8);
    }
    return keysEnforced ? null : NO_SECRET.getBytes(StandardCharsets.US_ASCII);
  }
}
