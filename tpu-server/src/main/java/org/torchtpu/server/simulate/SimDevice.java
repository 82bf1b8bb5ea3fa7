package org.torchtpu.server.simulate;

import org.torchtpu.api.hardware.TpuGeneration;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.cost.SliceTopology;

/**
 * What one JAX device is on each generation. Up to v6e a device is a chip. An Ironwood (v7) chip is two TensorCores,
 * each its own device with half the chip's MXU peak, HBM and HBM bandwidth ([CLOUD-7x]: "each chip ... two
 * TensorCores"; published per-device figures are per TensorCore).
 */
public final class SimDevice {
  private SimDevice() {}

  public static int devicesPerChip(Generation generation) {
    return TpuGeneration.of(generation).devicesPerChip();
  }

  public static ChipSpec spec(Generation generation) {
    return deviceOf(ChipSpecs.of(generation));
  }

  /** One device of {@code chip} (the chip itself up to v6e, one of its TensorCores on v7). */
  public static ChipSpec deviceOf(ChipSpec chip) {
    int d = devicesPerChip(chip.getGeneration());
    if (d == 1) {
      return chip;
    }
    return chip.toBuilder()
        .setPeakBf16Flops(chip.getPeakBf16Flops() / d)
        .setPeakVpuFlops(chip.getPeakVpuFlops() / d)
        .setHbmBytes(chip.getHbmBytes() / d)
        .setHbmBytesPerSecond(chip.getHbmBytesPerSecond() / d)
        .build();
  }

  /**
   * The ICI topology of a slice of {@code chips} chips: on a 2D generation x is filled to 16 first (a v5e-256 is
   * 16x16), on a 3D one the chips are spread over cube-shaped axes (64 = 4x4x4, 256 = 8x8x4).
   */
  public static SliceTopology slice(Generation generation, int chips) {
    if (chips < 1 || chips > SliceTopology.podChips(generation)) {
      throw new IllegalArgumentException("a " + generation.name().toLowerCase() + " slice holds 1 to "
          + SliceTopology.podChips(generation) + " chips, got " + chips);
    }
    boolean threeD = TpuGeneration.of(generation).threeD();
    int podAxis = TpuGeneration.of(generation).maxAxis2d();
    int[] dims = threeD ? new int[] {1, 1, 1} : new int[] {1, 1};
    int rest = chips;
    int axis = 0;
    while (rest > 1) {
      int factor = smallestFactor(rest);
      if (!threeD && dims[axis] * factor > podAxis) {
        axis = (axis + 1) % dims.length;
        if (dims[axis] * factor > podAxis) {
          throw new IllegalArgumentException(chips + " chips do not fit a " + podAxis + "x" + podAxis + " "
              + generation + " pod");
        }
      }
      dims[axis] *= factor;
      rest /= factor;
      if (threeD) {
        axis = (axis + 1) % 3;
      }
    }
    StringBuilder shape = new StringBuilder();
    for (int a = 0; a < dims.length; a++) {
      shape.append(a == 0 ? "" : "x").append(dims[a]);
    }
    return SliceTopology.parse(shape.toString(), generation);
  }

  private static int smallestFactor(int n) {
    for (int f = 2; f * f <= n; f++) {
      if (n % f == 0) {
        return f;
      }
    }
    return n;
  }
}
