package org.torchtpu.cache;

import org.torchtpu.service.error.DomainException;


/** Cache keys are SHA-256 digests written as 64 lowercase hex characters. */
public final class CacheKeys {
  public static final int LENGTH = 64;

  private CacheKeys() {}

  /** Returns {@code key} if well formed, else throws an INVALID domain error naming it. */
  public static String requireValid(String key) {
    String problem = problem(key);
    if (problem != null) {
      throw DomainException.invalid("cache key '" + shown(key) + "' is not a SHA-256 digest: " + problem);
    }
    return key;
  }

  /** Why {@code key} is malformed, or null if it is fine. */
  static String problem(String key) {
    if (key.length() != LENGTH) {
      return "expected " + LENGTH + " lowercase hex characters, got " + key.length() + " characters";
    }
    for (int i = 0; i < LENGTH; i++) {
      char c = key.charAt(i);
      if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
        return "character " + i + " is '" + c + "', expected one of 0-9 a-f";
      }
    }
    return null;
  }

  private static String shown(String key) {
    return key.length() <= 80 ? key : key.substring(0, 77) + "...";
  }
}
