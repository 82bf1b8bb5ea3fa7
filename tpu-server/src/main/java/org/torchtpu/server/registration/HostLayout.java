package org.torchtpu.server.registration;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.HostChip;
import org.torchtpu.api.v1.TorusCoord;

/** Where a host's chips sit in the pod's torus: an origin and a block shape, chip i filling it x fastest. */
public record HostLayout(int[] origin, int[] block) {

  /**
   * @throws IllegalArgumentException naming the property when the origin or block is malformed or the block does not
   *     hold exactly {@code chips} chips
   */
  public static HostLayout of(String originText, String blockText, int chips) {
    int[] origin = parse(originText, ",", "torchtpu.torus-origin", 0);
    int[] block = blockText.isEmpty() ? defaultBlock(chips) : parse(blockText, "x", "torchtpu.host-block", 1);
    long size = (long) block[0] * block[1] * block[2];
    if (size != chips) {
      throw new IllegalArgumentException("torchtpu.host-block " + blockText + " holds " + size + " chips but this host has "
          + chips + " (torchtpu.chips)");
    }
    return new HostLayout(origin, block);
  }

  static int[] defaultBlock(int chips) {
    return switch (chips) {
      case 4 -> new int[] {2, 2, 1};
      case 8 -> new int[] {2, 2, 2};
      case 2 -> new int[] {2, 1, 1};
      default -> new int[] {chips, 1, 1};
    };
  }

  private static int[] parse(String text, String separator, String property, int min) {
    String[] parts = text.split(separator.equals("x") ? "[xX]" : separator, -1);
    if (parts.length < 2 || parts.length > 3) {
      throw new IllegalArgumentException(property + " \"" + text + "\" must have 2 or 3 numbers joined by '" + separator + "'");
    }
    int[] out = {min, min, min};
    for (int i = 0; i < parts.length; i++) {
      try {
        out[i] = Integer.parseInt(parts[i].trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(property + " \"" + text + "\": \"" + parts[i] + "\" is not a number");
      }
      if (out[i] < min) {
        throw new IllegalArgumentException(property + " \"" + text + "\": " + out[i] + " is below " + min);
      }
    }
    if (parts.length == 2) {
      out[2] = min;
    }
    return out;
  }

  /** The chips with their torus coordinates, chip index i at origin + (i % A, i / A % B, i / (A*B)). */
  public List<HostChip> chips() {
    List<HostChip> out = new ArrayList<>();
    int n = block[0] * block[1] * block[2];
    for (int i = 0; i < n; i++) {
      out.add(HostChip.newBuilder().setIndex(i).setCoord(TorusCoord.newBuilder()
          .setX(origin[0] + i % block[0])
          .setY(origin[1] + i / block[0] % block[1])
          .setZ(origin[2] + i / (block[0] * block[1]))).build());
    }
    return out;
  }
}
