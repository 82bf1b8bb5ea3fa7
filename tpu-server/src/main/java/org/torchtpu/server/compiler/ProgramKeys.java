package org.torchtpu.server.compiler;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorLiteral;

/**
 * Compilation-cache keys: SHA-256 (hex) over the program kind, {@link GraphCompiler#VERSION},
 * the chip generation, the topology (chip count), the options, and the canonical graph —
 * value ids renumbered (parameters 1..P, then op results in topological order) and source
 * locations dropped, so the same structure sent with other ids or from other lines hits.
 *
 * <p>For a deferred chunk the canonical form also drops constant data and rng seeds and offsets:
 * a chunk's program never folds them (it reads them from the chunk when it runs), so a training
 * step whose learning rate or random offset changes reuses the program of the step before.
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

  /** Key of a chunk; {@code canonical} is the chunk graph after {@link IrGraph#renumber}. */
  public static String chunkKey(IrGraph canonical, Generation generation, int chips) {
    return sha256("chunk", generation, chips, "", structureOnly(canonical.toGraph(false)));
  }

  /** The graph with constant data and rng seeds/offsets removed. */
  static Graph structureOnly(Graph graph) {
    Graph.Builder b = graph.toBuilder();
    for (int i = 0; i < b.getOpsCount(); i++) {
      Op op = b.getOps(i);
      if (op.getKindCase() == Op.KindCase.CONSTANT) {
        TensorLiteral typeOnly = TensorLiteral.newBuilder().setType(op.getConstant().getValue().getType()).build();
        b.setOps(i, op.toBuilder().setConstant(ConstantOp.newBuilder().setValue(typeOnly)));
      } else if (op.getKindCase() == Op.KindCase.RNG) {
        b.setOps(i, op.toBuilder().setRng(op.getRng().toBuilder().clearSeed().clearOffset()));
      }
    }
    return b.build();
  }

  private static String sha256(String kind, Generation generation, int chips, String options, Graph graph) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      String header = kind + "\n" + GraphCompiler.VERSION + "\n" + generation.name() + "\n" + chips + "\n" + options + "\n";
      digest.update(header.getBytes(StandardCharsets.UTF_8));
      digest.update(graph.toByteArray());
      return HexFormat.of().formatHex(digest.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  /** SHA-256 of raw bytes (what a cache entry's checksum is). */
  public static byte[] sha256(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }
}
