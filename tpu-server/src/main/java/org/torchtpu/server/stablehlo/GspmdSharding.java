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
  /** Most devices a sharding may place tiles on: as many ranks as an SPMD mesh may have (spmd.Mesh.MAX_RANKS). */
  static final int MAX_DEVICES = 1 << 20;

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
    long ranks = product(mesh);
    int[] all = g.allTileDims();
    long tiles = product(all);
    // both decided before a per-device array is built: the counts are a few digits of text each
    if (tiles > MAX_DEVICES || ranks > MAX_DEVICES) {
      throw new StableHloImportException("sharding import: " + what + " places tiles on more than " + MAX_DEVICES
          + " devices (tile counts " + Arrays.toString(all) + ", mesh " + Arrays.toString(mesh) + "), the most a "
          + "sharding may name: " + t);
    }
    if (tiles != ranks) {
      throw new StableHloImportException("sharding import: " + what + " places " + tiles + " tiles but the mesh "
          + Arrays.toString(mesh) + " has " + ranks + " devices: " + t);
    }
    int[] devices = g.devices((int) tiles);
    // per split dim, the mesh axes (major first) whose block index is the tile's index along the dim, on every tile
    List<int[]> perDim = new ArrayList<>();
    for (int d = 0; d < rank; d++) {
      int[] found = new int[0];
      if (g.tileDims[d] != 1) {
        found = new AxisSearch(d, mesh, all, devices).first();
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

  /** The product of {@code counts}, saturating past {@link #MAX_DEVICES} (so never overflowing). */
  static long product(int[] counts) {
    long p = 1;
    for (int c : counts) {
      p = Math.min(p * c, (long) MAX_DEVICES + 1);
    }
    return p;
  }

  /**
   * The first ordered list of distinct mesh axes (of more than one rank) whose sizes multiply to {@code tiles} and that
   * places every tile. Searched axis by axis, major first, dropping a prefix as soon as it misplaces a tile (the
   * major axes fix the high digits of a tile's block index): listing every ordering first took n! lists on a mesh of
   * n axes of 2 before the first was tried.
   */
  private static final class AxisSearch {
    /** Tile placements checked at most (a few seconds of CPU); a real mesh's search takes a few times its tiles. */
    static final long MAX_WORK = 1L << 28;

    private final int dim;
    private final int[] mesh;
    private final int tiles;
    private final int[] all;
    private final int[] devices;
    private long work;

    AxisSearch(int dim, int[] mesh, int[] all, int[] devices) {
      this.dim = dim;
      this.mesh = mesh;
      this.tiles = all[dim];
      this.all = all;
      this.devices = devices;
    }

    int[] first() {
      return extend(new int[0], 1);
    }

    private int[] extend(int[] prefix, long product) {
      if (prefix.length > 0) {
        work += devices.length;
        if (work > MAX_WORK) {
          throw new StableHloImportException("sharding import: placing " + tiles + " tiles of dim " + dim + " on the "
              + "axes of mesh " + Arrays.toString(mesh) + " takes more than " + MAX_WORK + " checks");
        }
        if (!placesEveryTile(dim, prefix, tiles / product, all, devices, mesh)) {
          return null;
        }
        if (product == tiles) {
          return prefix;
        }
      }
      for (int a = 0; a < mesh.length; a++) {
        final int axis = a;
        if (mesh[a] > 1 && tiles % (product * mesh[a]) == 0 && Arrays.stream(prefix).noneMatch(x -> x == axis)) {
          int[] next = Arrays.copyOf(prefix, prefix.length + 1);
          next[prefix.length] = a;
          int[] found = extend(next, product * mesh[a]);
          if (found != null) {
            return found;
          }
        }
      }
      return null;
    }
  }

  /**
   * Every tile sits at a rank whose block index over {@code axes} is the tile's index along {@code dim} divided by
   * {@code minor} (the tiles the axes not yet chosen split each block into; 1 once all are).
   */
  private static boolean placesEveryTile(int dim, int[] axes, long minor, int[] all, int[] devices, int[] mesh) {
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
      if (block != index[dim] / minor) {
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
      int[] dims = counts(m.group(1), text);
      if (dims.length == 0) {
        throw new StableHloImportException("sharding import: no tile counts in " + text);
      }
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
        g.iotaReshape = counts(iota.group(1), text);
        g.iotaTranspose = iota.group(2) == null ? null : ints(iota.group(2), text);
        if (g.iotaTranspose != null && !isPermutation(g.iotaTranspose, g.iotaReshape.length)) {
          throw new StableHloImportException("sharding import: the transpose T(" + iota.group(2) + ") of " + text
              + " is no permutation of the " + g.iotaReshape.length + " dims of its iota");
        }
      } else {
        g.explicit = ints(rest, text);
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
      long n = product(iotaReshape);
      if (n != tiles) {
        throw new StableHloImportException("sharding import: an iota of " + n + " devices for " + tiles + " tiles");
      }
      int[] perm = iotaTranspose;
      if (perm == null) {
        int[] out = new int[tiles];
        Arrays.setAll(out, i -> i);
        return out;
      }
      // iota(n) reshaped to R, transposed by perm: element at index j of the transposed array is R-array[j permuted]
      int[] r = iotaReshape;
      int[] tdims = new int[perm.length];
      for (int k = 0; k < perm.length; k++) {
        tdims[k] = r[perm[k]];
      }
      int[] out = new int[tiles];
      int[] j = new int[perm.length];
      int[] src = new int[perm.length];
      for (int flatJ = 0; flatJ < tiles; flatJ++) {
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

    /** Non-negative integers (device ids, dims of a transpose). */
    private static int[] ints(String s, String text) {
      int[] out = Arrays.stream(s.split(",")).map(String::trim).filter(x -> !x.isEmpty()).mapToInt(x -> {
        try {
          return Integer.parseInt(x);
        } catch (NumberFormatException e) {
          throw new StableHloImportException("sharding import: " + x + " in " + text + " is out of range");
        }
      }).toArray();
      return out;
    }

    /** Counts (tile counts, iota dims): each at least 1, so their product is the number of devices. */
    private static int[] counts(String s, String text) {
      int[] out = ints(s, text);
      for (int c : out) {
        if (c < 1) {
          throw new StableHloImportException("sharding import: a count of " + c + " in " + text);
        }
      }
      return out;
    }

    private static boolean isPermutation(int[] perm, int n) {
      if (perm.length != n) {
        return false;
      }
      boolean[] seen = new boolean[n];
      for (int p : perm) {
        if (p < 0 || p >= n || seen[p]) {
          return false;
        }
        seen[p] = true;
      }
      return true;
    }
  }
}
