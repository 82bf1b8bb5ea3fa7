package org.torchtpu.api.security;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * HMAC-SHA256 under the pod secret ({@code torchtpu.security.pod-secret}), which the scheduler and
 * the tpu-server hosts hold and tenants never see. One key per purpose is derived from the secret
 * (HMAC of the purpose's name), so a seal made for one purpose never verifies for another: a world
 * membership can never pass for a cache entry.
 *
 * <p>A shared secret rather than a signature key pair: every holder can seal, which is what the
 * design needs (the scheduler issues memberships, every host seals what it compiles), and it is one
 * setting to distribute. Whoever holds the secret is trusted as much as a host is.
 */
public final class PodSeal {
  private static final String HMAC = "HmacSHA256";
  private final SecretKeySpec key;
  private final String purpose;

  private PodSeal(byte[] derived, String purpose) {
    this.key = new SecretKeySpec(derived, HMAC);
    this.purpose = purpose;
  }

  /** The seal for {@code purpose}, or null when {@code secret} is blank (sealing is off). */
  public static PodSeal of(String secret, String purpose) {
    if (secret == null || secret.isBlank()) {
      return null;
    }
    if (secret.length() < 16) {
      throw new IllegalArgumentException("torchtpu.security.pod-secret must be at least 16 characters (a random string "
          + "every host and the scheduler share), got " + secret.length());
    }
    return new PodSeal(hmac(secret.getBytes(StandardCharsets.UTF_8), ("torchtpu/" + purpose).getBytes(StandardCharsets.UTF_8)),
        purpose);
  }

  public byte[] seal(byte[] message) {
    return hmac(key.getEncoded(), message);
  }

  /** Whether {@code seal} is this key's seal of {@code message}, compared in constant time. */
  public boolean verifies(byte[] message, byte[] seal) {
    return seal != null && seal.length > 0 && MessageDigest.isEqual(seal(message), seal);
  }

  public String purpose() {
    return purpose;
  }

  private static byte[] hmac(byte[] key, byte[] message) {
    try {
      Mac mac = Mac.getInstance(HMAC);
      mac.init(new SecretKeySpec(key, HMAC));
      return mac.doFinal(message);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("the JDK has no " + HMAC, e);
    }
  }

  /** Canonical bytes of a sequence of fields: each length-prefixed, so no two sequences share an encoding. */
  static final class Fields {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    Fields add(String s) {
      return add(s.getBytes(StandardCharsets.UTF_8));
    }

    Fields add(long v) {
      for (int i = 7; i >= 0; i--) {
        out.write((int) (v >>> (8 * i)));
      }
      return this;
    }

    Fields add(byte[] b) {
      add((long) b.length);
      out.write(b, 0, b.length);
      return this;
    }

    byte[] bytes() {
      return out.toByteArray();
    }
  }
}
