package org.torchtpu.server.compiler;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.server.ir.IrGraph;

/**
 * Compilation-cache keys: SHA-256 (hex) over the program kind, {@link GraphCompiler#VERSION},
 * the chip generation, the topology (chip count), the options, and the canonical graph —
 * value ids renumbered (parameters 1..P, then op results in topological order) and source
 * locations dropped, so the same structure sent with other ids or from other lines hits.
 * A deferred chunk's key is computed from its ops directly: see {@link ChunkImport}.
 */
public final class ProgramKeys {
  private ProgramKeys() {}

  /** Key of a compiled graph; {@code canonical} is the imported graph after {@link IrGraph#renumber}. */
  public static String graphKey(IrGraph canonical, CompileOptions options, Generation generation, int chips) {
    List<String> disabled = new ArrayList<>(options.getDisabledPassesList());
    Collections.sort(disabled);
    return sha256("graph", generation, chips, String.join(",", disabled), canonical.toGraph(false));
  }

  /** Key of an SPMD rank's program: its graph key also depends on the slice its collectives are priced on. */
  public static String spmdGraphKey(IrGraph canonical, CompileOptions options, Generation generation, int chips,
      String sliceTopology) {
    List<String> disabled = new ArrayList<>(options.getDisabledPassesList());
    Collections.sort(disabled);
    return sha256("spmd graph on " + sliceTopology, generation, chips, String.join(",", disabled),
        canonical.toGraph(false));
  }

  private static String sha256(String kind, Generation generation, int chips, String options, Graph graph) {
    MessageDigest digest = keyDigest(kind, generation, chips, options);
    digest.update(graph.toByteArray());
    return HexFormat.of().formatHex(digest.digest());
  }

  /**
   * A SHA-256 digest that has read a key's header: the program kind, the compiler version, the
   * chip generation, the topology and the options; the caller adds the program's structure.
   */
  static MessageDigest keyDigest(String kind, Generation generation, int chips, String options) {
    MessageDigest digest = newSha256();
    String header = kind + "\n" + GraphCompiler.VERSION + "\n" + generation.name() + "\n" + chips + "\n" + options + "\n";
    digest.update(header.getBytes(StandardCharsets.UTF_8));
    return digest;
  }

  /**
   * {@code key} as tenant {@code tenant}'s own (SHA-256, hex, over both): the key under which a host keeps and looks up
   * that tenant's program when keys are on, in its in-process tier and in the shared cache (where the pod seal covers
   * it), so no other tenant's compile computes it. The same on every host: a tenant still shares its own programs
   * across hosts. The tenant id itself never reaches the shared cache.
   */
  public static String forTenant(String tenant, String key) {
    MessageDigest digest = newSha256();
    digest.update(("tenant program\n" + tenant.length() + ":" + tenant + "\n" + key).getBytes(StandardCharsets.UTF_8));
    return HexFormat.of().formatHex(digest.digest());
  }

  /** SHA-256 of raw bytes (what a cache entry's checksum is). */
  public static byte[] sha256(byte[] bytes) {
    return newSha256().digest(bytes);
  }

  private static MessageDigest newSha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }
}
