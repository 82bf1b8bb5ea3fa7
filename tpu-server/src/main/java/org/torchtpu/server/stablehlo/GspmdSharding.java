package org.torchtpu.server.stablehlo;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.torchtpu.api.v1.Sharding;

/**
 * A GSPMD sharding string ({@code mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) read as one mesh
 * axis per split dim: a tile count per dim (and a trailing replication count), then the device of each tile, listed
 * ({@code 0,1,2,3}) or as an iota reshaped and transposed ({@code <=[2,4]T(1,0)}). Devices are the mesh's ranks in
 * row-major order; the axis a dim is split over is the one mesh coordinate that moves one tile along the dim, and
 * every tile must then sit at the rank whose coordinate on that axis is the tile's index.
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
    Sharding.Builder b = Sharding.newBuilder();
    int[] axisOf = new int[rank];
    for (int d = 0; d < rank; d++) {
      axisOf[d] = -1;
      if (g.tileDims[d] == 1) {
        continue;
      }
      // the device of the tile one step along d (every other index 0) shows which mesh coordinate moved
      int[] index = new int[all.length];
      index[d] = 1;
      int[] c0 = coords(devices[0], mesh);
      int[] c1 = coords(devices[flat(index, all)], mesh);
      for (int a = 0; a < mesh.length; a++) {
        if (c0[a] != c1[a]) {
          axisOf[d] = axisOf[d] == -1 ? a : -2;
        }
      }
      if (axisOf[d] < 0 || mesh[axisOf[d]] != g.tileDims[d]) {
        throw new StableHloImportException("sharding import: " + what + " splits dim " + d + " into "
            + g.tileDims[d] + " tiles that are not one axis of mesh " + Arrays.toString(mesh) + ": " + t);
      }
    }
    // every tile: the rank holding it sits at the tile's index along each split dim's axis
    int[] index = new int[all.length];
    for (int tile = 0; tile < tiles; tile++) {
      int rest = tile;
      for (int k = all.length - 1; k >= 0; k--) {
        index[k] = rest % all[k];
        rest /= all[k];
      }
      int[] c = coords(devices[tile], mesh);
      for (int d = 0; d < rank; d++) {
        if (axisOf[d] >= 0 && c[axisOf[d]] != index[d]) {
          throw new StableHloImportException("sharding import: " + what + " places its tiles in an order that is not "
              + "one mesh axis per dim of mesh " + Arrays.toString(mesh) + ": " + t);
        }
      }
    }
    for (int d = 0; d < rank; d++) {
      b.addDimAxes(axisOf[d]);
    }
    return ShardingImport.allWhole(b) ? Sharding.getDefaultInstance() : b.build();
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
