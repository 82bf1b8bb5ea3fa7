package org.torchtpu.server.compiler.cache;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.function.Supplier;

/**
 * StableHLO modules the advisor or the simulator imported, by content: a caller repeating an Advise or a simulation of
 * the same text (a sweep of settings over one module, a dashboard refreshing) costs a SHA-256 of the text, not an
 * import, as a repeated Runtime.Compile does ({@link SourceIndex}). The key names the caller, the text and what else
 * shapes the import ({@code variant}: e.g. the mesh it was sharded over), so one caller's entries are its own and no
 * caller learns from a fast answer that another sent the module; entries are bounded per caller and per host
 * ({@link TenantLru}), and only imports of at most {@link #MAX_KEPT_BYTES} are kept (a larger one is imported each time,
 * as before). A failed import is never remembered. The lookup runs inside the caller's slot (compile bulkhead or
 * simulation share), so it changes no limit.
 *
 * @param <T> what an import gives (a graph, or a graph and its mesh)
 */
public final class ImportedModules<T> {
  /** Imports remembered on the host. */
  static final int CAPACITY = 64;
  /** Imports remembered per caller. */
  static final int PER_CALLER = 16;
  /** The largest import kept, in its serialized size: 64 of them hold a few tens of MiB of heap at most. */
  public static final int MAX_KEPT_BYTES = 256 << 10;

  private final TenantLru<T> entries = new TenantLru<>(CAPACITY, PER_CALLER);
  private final java.util.function.ToLongFunction<T> size;
  private final java.util.concurrent.atomic.LongAdder hits = new java.util.concurrent.atomic.LongAdder();

  /** @param size the serialized size of an import (what decides whether it is kept) */
  public ImportedModules(java.util.function.ToLongFunction<T> size) {
    this.size = size;
  }

  /**
   * {@code caller}'s earlier import of the same {@code text} and {@code variant}, else {@code importer}'s (kept when
   * small enough). Whatever {@code importer} throws reaches the caller, and nothing is kept.
   */
  public T importOnce(String caller, String text, String variant, Supplier<T> importer) {
    String owner = caller == null ? "" : caller;
    String key = key(text, variant);
    T known = entries.get(owner, key);
    if (known != null) {
      hits.increment();
      return known;
    }
    T imported = importer.get();
    if (size.applyAsLong(imported) <= MAX_KEPT_BYTES) {
      entries.put(owner, key, imported);
    }
    return imported;
  }

  /** Calls answered without an import. */
  public long hits() {
    return hits.sum();
  }

  private static String key(String text, String variant) {
    MessageDigest d;
    try {
      d = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    byte[] t = text.getBytes(StandardCharsets.UTF_8);
    byte[] v = variant.getBytes(StandardCharsets.UTF_8);
    d.update(ByteBuffer.allocate(4).putInt(v.length).flip()); // length-prefixed: no two requests meet in one string
    d.update(v);
    d.update(t);
    return HexFormat.of().formatHex(d.digest());
  }
}
