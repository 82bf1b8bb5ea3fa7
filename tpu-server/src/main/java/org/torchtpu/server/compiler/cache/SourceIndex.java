package org.torchtpu.server.compiler.cache;

import com.google.protobuf.ByteString;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.TensorType;

/**
 * StableHLO modules this host has imported, by the content of the request: which program (cache key) each one
 * became. Compile keyed its cache by the imported graph, so every Compile of a module imported it first; a tenant
 * repeating a Compile of a large module (up to the 64 MiB message limit) cost the host a full import each time, a
 * hit or not. With the module's source key looked up first, a repeat costs one SHA-256 of the text.
 *
 * <p>The source key is computed here from everything that decides the program: the text's bytes, the argument
 * types that refine its symbolic shapes, the compile options, the generation and chip count, and the tenant. The
 * tenant keeps each tenant's entries its own: another tenant's first Compile of the same text imports as before (it
 * then shares the compiled program by its graph key, as any compile does), so no tenant learns from how fast its
 * Compile returns that another sent the same module. Entries live in memory only (the importer that made them is
 * this process's).
 *
 * <p>Bounded per tenant and per host ({@link TenantLru}: at most {@link #PER_TENANT} per tenant, {@link #CAPACITY} on
 * the host, the tenant holding the most losing its least recently used first, the putting tenant on a tie). With up to
 * four busy tenants a flooder evicts only its own entries; with more, each tends towards the host's share per tenant.
 * A forgotten entry costs a re-import, never a wrong result.
 */
final class SourceIndex {
  /** Modules remembered on the host: each entry is two 64-character keys, a few hundred bytes. */
  static final int CAPACITY = 4096;
  /** Modules remembered per tenant: a quarter of the host's, so four busy tenants fill it. */
  static final int PER_TENANT = CAPACITY / 4;

  /**
   * What a source became: its program's cache key and, for an SPMD compile, what the partitioner decided (without its
   * graph: the response needs only the rank's types, shardings and collective count).
   */
  record Entry(String graphKey, org.torchtpu.server.compiler.spmd.SpmdPartitioner.Partitioned spmd,
      java.util.Map<Integer, org.torchtpu.api.v1.SourceLocation> locations) {}

  private final TenantLru<Entry> entries;

  SourceIndex() {
    this(CAPACITY, PER_TENANT);
  }

  SourceIndex(int capacity, int perTenant) {
    this.entries = new TenantLru<>(capacity, perTenant);
  }

  /**
   * The source key of an SPMD compile of StableHLO text for {@code tenant}: besides what {@link #key} covers, the
   * request's SPMD options (mesh) and how the session places ranks ({@code placement}: its kind, the TensorCores per
   * chip or the world's slice), each of which changes the rank's program and its price.
   */
  static String spmdKey(String tenant, ByteString text, CompileOptions options, Generation generation,
      org.torchtpu.api.v1.SpmdOptions spmd, String placement) {
    MessageDigest d = sha256();
    part(d, "stablehlo-spmd-source/1".getBytes(StandardCharsets.UTF_8));
    part(d, tenant.getBytes(StandardCharsets.UTF_8));
    d.update(ByteBuffer.allocate(8).putLong(text.size()).flip());
    d.update(text.asReadOnlyByteBuffer());
    part(d, options.toByteArray());
    part(d, spmd.toByteArray());
    part(d, placement.getBytes(StandardCharsets.UTF_8));
    d.update(ByteBuffer.allocate(4).putInt(generation.getNumber()).flip());
    return HexFormat.of().formatHex(d.digest());
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The source key of a StableHLO compile request's content for {@code tenant}. */
  static String key(String tenant, ByteString text, List<TensorType> argumentTypes, CompileOptions options,
      Generation generation, int chips) {
    MessageDigest d;
    try {
      d = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    // every part length-prefixed, so no two different requests meet in one byte string
    part(d, "stablehlo-source/1".getBytes(StandardCharsets.UTF_8));
    part(d, tenant.getBytes(StandardCharsets.UTF_8));
    d.update(ByteBuffer.allocate(8).putLong(text.size()).flip());
    d.update(text.asReadOnlyByteBuffer());
    d.update(ByteBuffer.allocate(4).putInt(argumentTypes.size()).flip());
    for (TensorType t : argumentTypes) {
      part(d, t.toByteArray());
    }
    part(d, options.toByteArray());
    d.update(ByteBuffer.allocate(8).putInt(generation.getNumber()).putInt(chips).flip());
    return HexFormat.of().formatHex(d.digest());
  }

  private static void part(MessageDigest d, byte[] bytes) {
    d.update(ByteBuffer.allocate(4).putInt(bytes.length).flip());
    d.update(bytes);
  }

  /** The program key {@code tenant}'s source became on this host, or null. */
  String graphKey(String tenant, String sourceKey) {
    Entry e = entry(tenant, sourceKey);
    return e == null ? null : e.graphKey();
  }

  /** What {@code tenant}'s source became on this host, or null. */
  Entry entry(String tenant, String sourceKey) {
    return entries.get(tenant, sourceKey);
  }

  /** @param locations the source locations a run of the program names, the tenant's own ({@code ProgramLocations#of}) */
  void record(String tenant, String sourceKey, String graphKey,
      java.util.Map<Integer, org.torchtpu.api.v1.SourceLocation> locations) {
    entries.put(tenant, sourceKey, new Entry(graphKey, null, locations));
  }

  void recordSpmd(String tenant, String sourceKey, String graphKey,
      org.torchtpu.server.compiler.spmd.SpmdPartitioner.Partitioned partitioned,
      java.util.Map<Integer, org.torchtpu.api.v1.SourceLocation> locations) {
    entries.put(tenant, sourceKey, new Entry(graphKey, new org.torchtpu.server.compiler.spmd.SpmdPartitioner.Partitioned(
        null, partitioned.localParameterTypes(), partitioned.localOutputTypes(), partitioned.parameterSpecs(),
        partitioned.outputSpecs(), partitioned.insertedCollectives()), locations));
  }

  int size() {
    return entries.size();
  }

  /** Entries {@code tenant} holds (tests). */
  int size(String tenant) {
    return entries.size(tenant);
  }
}
