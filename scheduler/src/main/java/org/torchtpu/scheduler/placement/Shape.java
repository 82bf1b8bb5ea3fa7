package org.torchtpu.scheduler.placement;

import java.util.ArrayList;
import java.util.List;

/**
 * Extents along the torus axes x, y, z; a 2D shape has z = 1. Used both for a pod's torus
 * dimensions and for the box a job asks for.
 */
public record Shape(int x, int y, int z) {
  /** Rows of the occupancy bitmap are 64-bit words, one bit per x coordinate. */
  public static final int MAX_EXTENT = 64;

  public Shape {
    if (x < 1 || y < 1 || z < 1) {
      throw new IllegalArgumentException("every extent must be at least 1, got " + x + "x" + y + "x" + z);
    }
    if (x > MAX_EXTENT || y > MAX_EXTENT || z > MAX_EXTENT) {
      throw new IllegalArgumentException("extents are limited to " + MAX_EXTENT + ", got " + x + "x" + y + "x" + z);
    }
  }

  /**
   * Parses "AxB" or "AxBxC" (a single "A" is A chips in a line).
   *
   * @throws IllegalArgumentException naming the text when it is not 1 to 3 positive integers joined by 'x'
   */
  public static Shape parse(String text) {
    if (text == null || text.isBlank()) {
      throw new IllegalArgumentException("topology is empty; expected e.g. \"2x2x2\" or \"4x4\"");
    }
    String[] parts = text.trim().split("[xX]", -1);
    if (parts.length > 3) {
      throw new IllegalArgumentException("topology \"" + text + "\" has " + parts.length + " dimensions; at most 3");
    }
    int[] d = {1, 1, 1};
    for (int i = 0; i < parts.length; i++) {
      try {
        d[i] = Integer.parseInt(parts[i].trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("topology \"" + text + "\" is not like \"2x2x2\": \"" + parts[i] + "\" is not a number");
      }
      if (d[i] < 1) {
        throw new IllegalArgumentException("topology \"" + text + "\" has extent " + d[i] + "; every extent must be at least 1");
      }
      if (d[i] > MAX_EXTENT) {
        throw new IllegalArgumentException("topology \"" + text + "\" has extent " + d[i] + "; at most " + MAX_EXTENT);
      }
    }
    return new Shape(d[0], d[1], d[2]);
  }

  public int size() {
    return x * y * z;
  }

  /** 3 when z > 1, else 2. */
  public int rank() {
    return z > 1 ? 3 : 2;
  }

  public int extent(int axis) {
    return axis == 0 ? x : axis == 1 ? y : z;
  }

  /** This shape's distinct axis orders, this one first. */
  public List<Shape> orientations() {
    int[][] orders = {{x, y, z}, {y, x, z}, {x, z, y}, {z, y, x}, {y, z, x}, {z, x, y}};
    List<Shape> out = new ArrayList<>(6);
    for (int[] o : orders) {
      Shape s = new Shape(o[0], o[1], o[2]);
      if (!out.contains(s)) {
        out.add(s);
      }
    }
    return out;
  }

  /** Whether some orientation of this shape fits inside {@code pod}. */
  public boolean fitsIn(Shape pod) {
    for (Shape o : orientations()) {
      if (o.x <= pod.x && o.y <= pod.y && o.z <= pod.z) {
        return true;
      }
    }
    return false;
  }

  /** The shape with its extents in ascending order: the same key for every orientation. */
  public Shape canonical() {
    int a = Math.min(x, Math.min(y, z));
    int c = Math.max(x, Math.max(y, z));
    return new Shape(a, x + y + z - a - c, c);
  }

  /**
   * Boxes of exactly {@code chips} chips that fit in {@code pod} in some orientation, most compact first
   * (smallest surface, then smallest longest side), one per set of extents.
   */
  public static List<Shape> boxesOf(int chips, Shape pod) {
    List<Shape> out = new ArrayList<>();
    for (int a = 1; a <= chips; a++) {
      if (chips % a != 0) {
        continue;
      }
      for (int b = a; (long) a * b <= chips; b++) {
        if ((chips / a) % b != 0) {
          continue;
        }
        int c = chips / a / b;
        if (c < b || c > MAX_EXTENT) {
          continue;
        }
        Shape s = new Shape(a, b, c);
        if (s.fitsIn(pod)) {
          out.add(s);
        }
      }
    }
    out.sort((p, q) -> {
      long sp = (long) p.x * p.y + (long) p.y * p.z + (long) p.x * p.z;
      long sq = (long) q.x * q.y + (long) q.y * q.z + (long) q.x * q.z;
      return sp != sq ? Long.compare(sp, sq) : Integer.compare(p.z, q.z);
    });
    return out;
  }

  @Override
  public String toString() {
    return x + "x" + y + "x" + z;
  }

  /** "AxB" for a 2D shape in a 2D pod, else "AxBxC". */
  public String text(int rank) {
    return rank == 2 && z == 1 ? x + "x" + y : toString();
  }
}
