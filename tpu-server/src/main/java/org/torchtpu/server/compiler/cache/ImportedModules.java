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
 * ({@link TenantLru}) in estimated heap ({@link #heapEstimate}: a parsed graph's boxed lists take several times its
 * serialized size), and only imports of at most {@link #MAX_KEPT_BYTES} are kept (a larger one is imported each time,
 * as before). A failed import is never remembered. The lookup runs inside the caller's slot (compile bulkhead or
 * simulation share), so it changes no limit.
 *
 * @param <T> what an import gives (a graph, or a graph and its mesh)
 */
public final class ImportedModules<T> {
  /** Estimated heap of the imports remembered on the host. */
  static final long CAPACITY_BYTES = 32L << 20;
  /** Estimated heap of the imports remembered per caller: a quarter of the host's. */
  static final long PER_CALLER_BYTES = CAPACITY_BYTES / 4;
  /** The largest import kept, in its serialized size (about 2 MiB of heap: 3 such per caller, 15 on the host). */
  public static final int MAX_KEPT_BYTES = 256 << 10;
  /**
   * Heap per serialized byte of an import, estimated: a parsed graph holds each operand id as a boxed Integer in a
   * list (16 bytes plus a 4-8 byte reference, where the wire spends a byte or two), and each op's object headers.
   */
  static final int HEAP_PER_SERIALIZED_BYTE = 8;
  /** Heap of an entry beyond its import: its 64-character key and the map's node. */
  static final int ENTRY_OVERHEAD_BYTES = 512;

  private final TenantLru<T> entries;
  private final java.util.function.ToLongFunction<T> size;
  private final java.util.concurrent.atomic.LongAdder hits = new java.util.concurrent.atomic.LongAdder();

  /** @param size the serialized size of an import (what decides whether it is kept) */
  public ImportedModules(java.util.function.ToLongFunction<T> size) {
    this.size = size;
    this.entries = new TenantLru<>(CAPACITY_BYTES, PER_CALLER_BYTES, ImportedModules.this::heapEstimate);
  }

  /** An import's estimated heap as kept here. */
  long heapEstimate(T imported) {
    return size.applyAsLong(imported) * HEAP_PER_SERIALIZED_BYTE + ENTRY_OVERHEAD_BYTES;
  }

  /** Estimated heap of the imports kept (tests). */
  long keptHeap() {
    return entries.weight();
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
