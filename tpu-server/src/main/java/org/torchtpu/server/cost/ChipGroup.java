package org.torchtpu.server.cost;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntUnaryOperator;

/**
 * A collective's group of JAX devices as the chips' links carry it: where the pricing paths whose ranks are devices
 * (the step simulator, graphs and SPMD compiles in one or several slices) turn device ranks into chip ranks and bytes
 * per chip before {@link IciCostModel} or {@link DcnCostModel} prices them. Eager worlds need none: their ranks are
 * chips ({@link WorldCollectivePricing}).
 *
 * <p>Up to v6e a device is a chip and this is the identity. An Ironwood (v7) chip holds two devices, its two
 * TensorCores, which share the chip's ICI links (and its share of the hosts' DCN) and meet on the chip without
 * crossing a link. For a group holding {@code m} devices on each of its chips, {@code c} of the program's devices on
 * every chip (every group of one op runs at once: SPMD), and D bytes per device (an all-gather's shard S):
 * <ul>
 *   <li>reduce-scatter, all-reduce: the chip adds its m inputs on the chip first, then moves D between chips (each
 *       chip ends with m shards of the result, one per device);
 *   <li>all-gather, all-to-all: the chip sends its m devices' data, m S (m D), between chips;
 *   <li>broadcast, point-to-point, permute: the payload, D;
 *   <li>and the chip's links carry the c / m groups its devices belong to at once, so the bytes between chips scale
 *       by c / m (an FSDP group of all 256 TensorCores of 128 chips: m = c = 2, the gathered bytes double; a group of
 *       one TensorCore per chip beside its twin's group: m = 1, c = 2, every byte counts twice).
 * </ul>
 * A group on one chip crosses no link: free. The core's additions of a reducing collective are per device and are
 * priced apart ({@link CollectiveAdditions}, over the group's devices).
 *
 * @param chips the group's chips, in the order their first device appears in the device group
 * @param bytesPerChip what {@link IciCostModel#price} takes per chip for the collective between the chips
 */
public record ChipGroup(int[] chips, long bytesPerChip) {

  /**
   * @param bytesPerDevice as {@link IciCostModel#price} takes it per device
   * @param devices the group's device ranks
   * @param chipOf a device rank's chip
   * @param programDevicesPerChip devices of the program on each chip (1 up to v6e; 2 on v7 unless the program has one
   *     device)
   */
  public static ChipGroup of(CollectiveKind kind, double bytesPerDevice, int[] devices, IntUnaryOperator chipOf,
      int programDevicesPerChip) {
    Map<Integer, Integer> onChip = new LinkedHashMap<>();
    for (int d : devices) {
      onChip.merge(chipOf.applyAsInt(d), 1, Integer::sum);
    }
    int m = onChip.values().stream().mapToInt(Integer::intValue).max().orElse(1);
    int[] chips = onChip.keySet().stream().mapToInt(Integer::intValue).toArray();
    return new ChipGroup(chips, (long) Math.ceil(bytesPerChip(kind, bytesPerDevice, m, programDevicesPerChip)));
  }

  /**
   * Bytes per chip of a collective whose group holds {@code m} devices on each of its chips, {@code c} devices of the
   * program on each chip (see the class comment).
   */
  public static double bytesPerChip(CollectiveKind kind, double bytesPerDevice, int m, int c) {
    if (m < 1 || c < m) {
      throw new IllegalArgumentException("devices of a group on one chip (" + m + ") must be 1.." + c
          + " (the program's devices on a chip)");
    }
    double own = switch (kind) {
      case ALL_GATHER, ALL_TO_ALL -> m * bytesPerDevice;
      default -> bytesPerDevice;
    };
    return own * c / m;
  }

  /** The group's price between its chips; zero when it sits on one chip. */
  public CollectiveCost price(IciCostModel ici, CollectiveKind kind) {
    if (chips.length <= 1) {
      return CollectiveCost.free("one chip: its devices meet on the chip");
    }
    return ici.price(kind, bytesPerChip, chips);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ChipGroup g && g.bytesPerChip == bytesPerChip && Arrays.equals(g.chips, chips);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(chips) + Long.hashCode(bytesPerChip);
  }

  @Override
  public String toString() {
    return "ChipGroup" + Arrays.toString(chips) + " x " + bytesPerChip + " B";
  }
}
