package org.torchtpu.api.hardware;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.torchtpu.api.v1.Generation;

/**
 * The one catalogue of TPU generations every module uses: the wire value ({@link Generation}), the name people
 * write ("v5e"), the shape of a full pod's torus (and from it the torus rank and the pod's chip count) and how many
 * JAX devices one chip is. The per-chip figures of the cost model (peak FLOP/s, HBM, ICI, DCN) stay in tpu-server
 * ({@code server.chip.ChipSpecs}, {@code IciSpec}, {@code server.cost.DcnCostModel}), each an exhaustive switch over
 * this enum, so adding a generation here does not compile until each has its figures.
 *
 * <p>Adding a generation: a value in {@code types.proto}'s {@code Generation} (then {@link #of(Generation)} does not
 * compile until it has its case), an entry here, and its figures where the compiler then points.
 *
 * <p>Pod shapes as Cloud TPU documents a full pod: v4 16x16x16 (4096 chips; cloud.google.com/tpu/docs/v4), v5e and
 * v6e a 16x16 2D torus (256; .../v5e, .../v6e), v5p 16x20x28 (8960; .../v5p), v7 (Ironwood) 16x24x24 (9216, a 3D
 * torus "similar to v5p"; .../tpu7x). v4 and v5p: "Interconnect topology 3D torus", v5e and v6e: "2D torus". An Ironwood chip is two TensorCores, each its own JAX device (.../tpu7x:
 * "each chip ... two TensorCores"); up to v6e a device is a chip.
 */
public enum TpuGeneration {
  V4("v4", new int[] {16, 16, 16}, 1),
  V5E("v5e", new int[] {16, 16}, 1),
  V5P("v5p", new int[] {16, 20, 28}, 1),
  V6E("v6e", new int[] {16, 16}, 1),
  V7("v7", new int[] {16, 24, 24}, 2);

  private final String displayName;
  private final int[] podDims;
  private final int devicesPerChip;

  TpuGeneration(String displayName, int[] podDims, int devicesPerChip) {
    this.displayName = displayName;
    this.podDims = podDims;
    this.devicesPerChip = devicesPerChip;
  }

  /** The wire value. Exhaustive: a new catalogue entry does not compile until it names its proto value. */
  public Generation proto() {
    return switch (this) {
      case V4 -> Generation.V4;
      case V5E -> Generation.V5E;
      case V5P -> Generation.V5P;
      case V6E -> Generation.V6E;
      case V7 -> Generation.V7;
    };
  }

  /**
   * The catalogue entry of a wire value. Exhaustive over the proto enum: a generation added to {@code types.proto}
   * does not compile here until it has its entry.
   *
   * @throws IllegalArgumentException for null, GENERATION_UNSPECIFIED or an unrecognized number
   */
  public static TpuGeneration of(Generation generation) {
    if (generation == null) {
      throw new IllegalArgumentException("generation is null; valid: " + validNames());
    }
    return switch (generation) {
      case V4 -> V4;
      case V5E -> V5E;
      case V5P -> V5P;
      case V6E -> V6E;
      case V7 -> V7;
      case GENERATION_UNSPECIFIED, UNRECOGNIZED -> throw new IllegalArgumentException("generation " + generation
          + " is not a TPU generation; valid: " + validNames());
    };
  }

  /** The entry of a wire value, or empty for null, unset or unrecognized. */
  public static Optional<TpuGeneration> find(Generation generation) {
    return generation == null || generation == Generation.GENERATION_UNSPECIFIED
        || generation == Generation.UNRECOGNIZED ? Optional.empty() : Optional.of(of(generation));
  }

  /** "v5e", "V5E" or " v5e " as a generation; empty for anything else (null included). */
  public static Optional<TpuGeneration> find(String name) {
    if (name == null) {
      return Optional.empty();
    }
    String wanted = name.trim().toLowerCase(Locale.ROOT);
    return Arrays.stream(values()).filter(g -> g.displayName.equals(wanted)).findFirst();
  }

  /**
   * Parses "v4", "v5e", "v5p", "v6e" or "v7", ignoring case and surrounding blanks.
   *
   * @throws IllegalArgumentException naming the valid names
   */
  public static TpuGeneration parse(String name) {
    return find(name).orElseThrow(() -> new IllegalArgumentException("unknown TPU generation '" + name
        + "'; valid: " + validNames()));
  }

  /** Parses a name straight to the wire value. */
  public static Generation parseProto(String name) {
    return parse(name).proto();
  }

  /** The valid names, lower case, comma-separated: "v4, v5e, v5p, v6e, v7". */
  public static String validNames() {
    return Arrays.stream(values()).map(TpuGeneration::displayName).collect(Collectors.joining(", "));
  }

  /** The wire values' names, comma-separated: "V4, V5E, V5P, V6E, V7". */
  public static String protoNames() {
    return Arrays.stream(values()).map(g -> g.proto().name()).collect(Collectors.joining(", "));
  }

  /** "v5e": how people and the REST API write it. */
  public String displayName() {
    return displayName;
  }

  /** The display name of a wire value ("v5e"); for unset or unrecognized the proto name in lower case. */
  public static String displayName(Generation generation) {
    return find(generation).map(TpuGeneration::displayName)
        .orElse(generation == null ? "null" : generation.name().toLowerCase(Locale.ROOT));
  }

  /** 2 for a 2D torus (v5e, v6e), 3 for a 3D one. */
  public int torusRank() {
    return podDims.length;
  }

  public boolean threeD() {
    return torusRank() == 3;
  }

  /** A full pod's torus, one length per axis (2 or 3 of them). */
  public int[] podDims() {
    return podDims.clone();
  }

  /** Chips in one full pod: the product of {@link #podDims()}. */
  public long podChips() {
    long n = 1;
    for (int d : podDims) {
      n *= d;
    }
    return n;
  }

  /** The longest axis a slice may have on a 2D torus (the pod's own edge); a 3D slice is bounded by chips only. */
  public int maxAxis2d() {
    return podDims[0];
  }

  /** JAX devices one chip is: 2 on Ironwood (one per TensorCore), 1 before. */
  public int devicesPerChip() {
    return devicesPerChip;
  }
}
