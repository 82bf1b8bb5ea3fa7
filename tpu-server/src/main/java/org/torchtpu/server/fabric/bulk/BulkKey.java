package org.torchtpu.server.fabric.bulk;

import org.torchtpu.api.security.PodSeal;

/** The key bulk connections prove: the pod secret's key for this purpose ({@link PodSeal}). */
public final class BulkKey {
  /** The purpose the key is derived for: a proof made for the channel seals nothing else. */
  public static final String PURPOSE = "fabric-bulk/v1";

  /**
   * Without a pod secret and without API keys (local development, where memberships are taken as given too) hosts
   * still use the channel, proving a key derived from this well-known value: it keeps out strangers that do not speak
   * the protocol, not an attacker.
   */
  private static final String NO_SECRET = "torchtpu-bulk-without-pod-secret";

  private BulkKey() {}

  /**
   * The key, or null when bulk connections must not be used: API keys are on but there is no pod secret to prove (the
   * host refuses worlds then anyway).
   */
  public static PodSeal of(String podSecret, boolean keysEnforced) {
    if (podSecret != null && !podSecret.isBlank()) {
      return PodSeal.of(podSecret, PURPOSE);
    }
    return keysEnforced ? null : PodSeal.of(NO_SECRET, PURPOSE);
  }
}
