package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.torchtpu.api.v1.Sharding;

/**
 * A GSPMD sharding string ({@code mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) read as the mesh
 * axes each split dim is split over: a tile count per dim (and a trailing replication count), then the device of each
 * tile, listed ({@code 0,1,2,3}) or as an iota reshaped and transposed ({@code <=[2,4]T(1,0)}). Devices are the mesh's
 * ranks in row-major order. A dim is split over the mesh axis, or the axes taken together major first (JAX's
 * {@code PartitionSpec(('data', 'model'))} is {@code {devices=[8,1]<=[8]}} on a 2x4 mesh, {@code ('model', 'data')}
 * is {@code <=[2,4]T(1,0)}), whose block index is every tile's index along the dim.
 */
final class GspmdSharding {
  private GspmdSharding() {}

  static Sharding toSharding(String text, int rank, int[] mesh, String what) {
    String t = text.trim();
    if (t.equals("{replicated}") || t.equals("{}")) {
      return Sharding.getDefaultInstance();
    }
    Tiling g = Tiling.parse(t);
    if (g == null) {
      throw new StableHloImportException("sharding import: " + what + " has sharding " + t
          + ", which is not supported (replicated or devices=[...] tilings are)");
    }
    if (rank < 0) {
      rank = g.tileDims.length;
    }
    if (g.tileDims.length != rank) {
      throw new StableHloImportException("sharding import: " + what + " tiles " + g.tileDims.length
          + " dims of a rank-" + rank + " value: " + t);
    }
    if (mesh == null) {
      throw new StableHloImportException("sharding import: " + what + " is tiled but no mesh is known; give one");
    }
    int ranks = Arrays.stream(mesh).reduce(1, (x, y) -> x * y);
    int[] all = g.allTileDims();
    int tiles = Arrays.stream(all).reduce(1, (x, y) -> x * y);
    int[] devices = g.devices(tiles);
    if (tiles != ranks) {
      throw new StableHloImportException("sharding import: " + what + " places " + tiles + " tiles but the mesh "
          + Arrays.toString(mesh) + " has " + ranks + " devices: " + t);
    }
    // per split dim, the mesh axes (major first) whose block index is the tile's index along the dim, on every tile
    List<int[]> perDim = new ArrayList<>();
    for (int d = 0; d < rank; d++) {
      int[] found = new int[0];
      if (g.tileDims[d] != 1) {
        found = null;
        for (int[] axes : axisLists(mesh, g.tileDims[d])) {
          if (placesEveryTile(d, axes, all, devices, mesh)) {
            found = axes;
            break;
          }
        }
        if (found == null) {
          throw new StableHloImportException("sharding import: " + what + " splits dim " + d + " into "
              + g.tileDims[d] + " tiles placed in an order that is no mesh axis, nor mesh axes taken together, of "
              + "mesh " + Arrays.toString(mesh) + ": " + t);
        }
      }
      perDim.add(found);
    }
    return ShardingImport.toSharding(perDim);
  }

  /** Ordered lists of distinct mesh axes (of more than one rank) whose sizes multiply to {@code tiles}. */
  private static List<int[]> axisLists(int[] mesh, int tiles) {
    List<int[]> out = new ArrayList<>();
    extend(mesh, tiles, new int[0], 1, out);
    return out;
  }

  private static void extend(int[] mesh, int tiles, int[] prefix, int product, List<int[]> out) {
    if (product == tiles && prefix.length > 0) {
      out.add(prefix);
      return;
    }
    for (int a = 0; a < mesh.length; a++) {
      final int axis = a;
      if (mesh[a] > 1 && tiles % ((long) product * mesh[a]) == 0 && Arrays.stream(prefix).noneMatch(x -> x == axis)) {
        int[] next = Arrays.copyOf(prefix, prefix.length + 1);
        next[prefix.length] = a;
        extend(mesh, tiles, next, product * mesh[a], out);
      }
    }
  }

  /** Every tile sits at a rank whose block index over {@code axes} is the tile's index along {@code dim}. */
  private static boolean placesEveryTile(int dim, int[] axes, int[] all, int[] devices, int[] mesh) {
    int[] index = new int[all.length];
    for (int tile = 0; tile < devices.length; tile++) {
      int rest = tile;
      for (int k = all.length - 1; k >= 0; k--) {
        index[k] = rest % all[k];
        rest /= all[k];
      }
      int[] c = coords(devices[tile], mesh);
      int block = 0;
      for (int a : axes) {
        block = block * mesh[a] + c[a];
      }
      if (block != index[dim]) {
        return false;
      }
    }
    return true;
  }

  private static int flat(int[] index, int[] dims) {
    int f = 0;
    for (int k = 0; k < dims.length; k++) {
      f = f * dims[k] + index[k];
    }
    return f;
  }

  private static int[] coords(int rank, int[] mesh) {
    if (rank < 0 || rank >= Arrays.stream(mesh).reduce(1, (x, y) -> x * y)) {
      throw new StableHloImportException("sharding import: device " + rank + " is not in mesh " + Arrays.toString(mesh));
    }
    int[] c = new int[mesh.length];
    for (int a = mesh.length - 1; a >= 0; a--) {
      c[a] = rank % mesh[a];
      rank /= mesh[a];
    }
    return c;
  }

  /** A parsed {@code {devices=[...]...}} GSPMD tiling. */
  static final class Tiling {
    int[] tileDims;
    int replicated = 1;
    int[] explicit;
    int[] iotaReshape;
    int[] iotaTranspose;

    private static final Pattern DEVICES = Pattern.compile("\\{devices=\\[([\\d,\\s]+)\\]\\s*(.*?)\\s*\\}\\s*$");

    static Tiling parse(String text) {
      Matcher m = DEVICES.matcher(text.trim());
      if (!m.find()) {
        return null;
      }
      Tiling g = new Tiling();
      int[] dims = ints(m.group(1));
      String rest = m.group(2);
      boolean lastReplicate = rest.contains("last_tile_dim_replicate");
      if (rest.contains("last_tile_dims=")) {
        throw new StableHloImportException("sharding import: partially manual sharding " + text + " is not supported");
      }
      rest = rest.replace("last_tile_dim_replicate", "").trim();
      if (lastReplicate) {
        g.replicated = dims[dims.length - 1];
        dims = Arrays.copyOf(dims, dims.length - 1);
      }
      g.tileDims = dims;
      if (rest.startsWith("<=")) {
        Matcher iota = Pattern.compile("<=\\[([\\d,\\s]+)\\](?:T\\(([\\d,\\s]+)\\))?").matcher(rest);
        if (!iota.find()) {
          throw new StableHloImportException("sharding import: cannot read the device list of " + text);
        }
        g.iotaReshape = ints(iota.group(1));
        g.iotaTranspose = iota.group(2) == null ? null : ints(iota.group(2));
      } else {
        g.explicit = ints(rest);
      }
      return g;
    }

    int[] allTileDims() {
      if (replicated == 1) {
        return tileDims;
      }
      int[] all = Arrays.copyOf(tileDims, tileDims.length + 1);
      all[tileDims.length] = replicated;
      return all;
    }

    /** The device of each tile, row-major over {@link #allTileDims}. */
    int[] devices(int tiles) {
      if (explicit != null) {
        if (explicit.length != tiles) {
          throw new StableHloImportException("sharding import: " + explicit.length + " devices listed for " + tiles
              + " tiles");
        }
        return explicit;
      }
      int n = Arrays.stream(iotaReshape).reduce(1, (x, y) -> x * y);
      if (n != tiles) {
        throw new StableHloImportException("sharding import: an iota of " + n + " devices for " + tiles + " tiles");
      }
      int[] perm = iotaTranspose;
      if (perm == null) {
        int[] out = new int[n];
        Arrays.setAll(out, i -> i);
        return out;
      }
      // iota(n) reshaped to R, transposed by perm: element at index j of the transposed array is R-array[j permuted]
      int[] r = iotaReshape;
      int[] tdims = new int[perm.length];
      for (int k = 0; k < perm.length; k++) {
        tdims[k] = r[perm[k]];
      }
      int[] out = new int[n];
      int[] j = new int[perm.length];
      int[] src = new int[perm.length];
      for (int flatJ = 0; flatJ < n; flatJ++) {
        int rest = flatJ;
        for (int k = perm.length - 1; k >= 0; k--) {
          j[k] = rest % tdims[k];
          rest /= tdims[k];
        }
        for (int k = 0; k < perm.length; k++) {
          src[perm[k]] = j[k];
        }
        out[flatJ] = flat(src, r);
      }
      return out;
    }

    private static int[] ints(String s) {
      return Arrays.stream(s.split(",")).map(String::trim).filter(x -> !x.isEmpty()).mapToInt(Integer::parseInt)
          .toArray();
    }
  }
}
