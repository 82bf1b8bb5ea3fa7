package org.torchtpu.cache;

import com.google.protobuf.ByteString;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Random;
import org.torchtpu.api.v1.CacheEntry;

/** Keys and entries for the cache tests. */
public final class TestPrograms {
  private TestPrograms() {}

  /** A well-formed key: the SHA-256 hex of {@code name}. */
  public static String key(String name) {
    return HexFormat.of().formatHex(sha256(name.getBytes(StandardCharsets.UTF_8)));
  }

  /** An entry with {@code size} pseudo-random program bytes and its correct digest. */
  public static CacheEntry entry(int size, long seed) {
    byte[] program = new byte[size];
    new Random(seed).nextBytes(program);
    return CacheEntry.newBuilder()
        .setProgram(ByteString.copyFrom(program))
        .setSha256(ByteString.copyFrom(sha256(program)))
        .setCompilerVersion("test-compiler-1")
        .setCompileNanos(250_000_000L + seed)
        .setDescription("v5e, " + size + " bytes, seed " + seed)
        .build();
  }

  public static byte[] sha256(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
