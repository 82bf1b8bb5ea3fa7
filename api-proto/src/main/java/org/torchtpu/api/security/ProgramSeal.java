package org.torchtpu.api.security;

import com.google.protobuf.ByteString;
import org.torchtpu.api.v1.CacheEntry;

/**
 * Seals a compilation-cache entry as the compiling host stores it: the cache key (which names the
 * canonical graph, chip generation, topology, compiler version and options), the SHA-256 of the
 * program and the compiler version. A reader that recomputes the key from its own graph and finds
 * the seal valid knows the program is the compile of exactly that key by a holder of the pod secret.
 */
public final class ProgramSeal {
  public static final String PURPOSE = "cache-entry/v1";
  private final PodSeal seal;

  public ProgramSeal(PodSeal seal) {
    this.seal = seal;
  }

  /** With the pod secret, or null when it is not configured. */
  public static ProgramSeal of(String podSecret) {
    PodSeal s = PodSeal.of(podSecret, PURPOSE);
    return s == null ? null : new ProgramSeal(s);
  }

  public CacheEntry seal(String key, CacheEntry entry) {
    return entry.toBuilder().setSeal(ByteString.copyFrom(seal.seal(sealed(key, entry)))).build();
  }

  public boolean verifies(String key, CacheEntry entry) {
    return seal.verifies(sealed(key, entry), entry.getSeal().toByteArray());
  }

  static byte[] sealed(String key, CacheEntry e) {
    return new PodSeal.Fields().add(PURPOSE).add(key).add(e.getSha256().toByteArray()).add(e.getCompilerVersion()).bytes();
  }
}
