package org.torchtpu.server.simulate;

import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.IciSpec;
import org.torchtpu.server.compiler.spmd.Mesh;
import org.torchtpu.server.cost.CollectivePricer;
import org.torchtpu.server.cost.DcnCostModel;
import org.torchtpu.server.cost.HierarchicalCollectivePricing;
import org.torchtpu.server.cost.IciCostModel;

/**
 * A graph's mesh laid over several slices joined by the data-center network, as MaxText's hybrid mesh lays it: mesh
 * axis {@link #dcnAxis} spans the slices, its coordinate's major part being the slice (an axis of size n over S slices
 * holds n/S ranks of each slice, like {@code dcn_data_parallelism} x {@code ici_data_parallelism}); every other axis
 * stays inside a slice. A collective whose group crosses slices is priced hierarchically
 * ({@link HierarchicalCollectivePricing}). One slice ({@link #ONE}) is the single-slice case of the same pricing.
 *
 * @param slices slices joined over DCN (1 = one slice, no DCN)
 * @param dcnAxis the mesh axis that spans them
 */
public record MultiSlice(int slices, int dcnAxis) {
  public static final MultiSlice ONE = new MultiSlice(1, 0);

  public MultiSlice {
    if (slices < 1) {
      throw new IllegalArgumentException("slices must be >= 1, got " + slices);
    }
    if (dcnAxis < 0) {
      throw new IllegalArgumentException("dcnAxis must be a mesh axis (>= 0), got " + dcnAxis);
    }
  }

  /**
   * @throws IllegalArgumentException naming {@code dcnAxis} or {@code slices} when the mesh cannot be laid over the
   *     slices this way
   */
  public void check(Mesh mesh) {
    if (dcnAxis >= mesh.axes()) {
      throw new IllegalArgumentException("dcnAxis " + dcnAxis + " is not an axis of the " + mesh + " (axes 0.."
          + (mesh.axes() - 1) + ")");
    }
    if (mesh.axisSize(dcnAxis) % slices != 0) {
      throw new IllegalArgumentException("slices " + slices + " must divide mesh axis " + dcnAxis + " (dcnAxis) of "
          + mesh.axisSize(dcnAxis) + " ranks: the axis spans the slices, each holding an equal part of it");
    }
  }

  /** Ranks of one slice. */
  public int ranksPerSlice(Mesh mesh) {
    return mesh.ranks() / slices;
  }

  /** The collective pricer of {@code mesh} on {@code generation}: one slice's ICI inside, DCN across. */
  public CollectivePricer pricer(Generation generation, Mesh mesh) {
    check(mesh);
    int inner = mesh.axisSize(dcnAxis) / slices;
    int[] localShape = new int[mesh.axes()];
    for (int a = 0; a < localShape.length; a++) {
      localShape[a] = a == dcnAxis ? inner : mesh.axisSize(a);
    }
    Mesh local = Mesh.of(localShape);
    int perChip = SimDevice.devicesPerChip(generation);
    int chips = (ranksPerSlice(mesh) + perChip - 1) / perChip; // an odd rank count leaves one TensorCore idle
    // the slice first: it refuses a mesh larger than the pod before any per-rank table is built
    IciCostModel ici = new IciCostModel(IciSpec.of(generation), SimDevice.slice(generation, chips));
    int[] sliceOf = new int[mesh.ranks()];
    int[] chipOf = new int[mesh.ranks()];
    for (int r = 0; r < mesh.ranks(); r++) {
      int[] c = mesh.coordinates(r);
      sliceOf[r] = c[dcnAxis] / inner;
      c[dcnAxis] %= inner;
      // an Ironwood chip holds two devices (TensorCores), consecutive ranks: collectives run between chips
      chipOf[r] = local.rank(c) / perChip;
    }
    // a chip's ranks share its links: a group's bytes between chips count every rank on the chip (ChipGroup)
    return new HierarchicalCollectivePricing(ici, DcnCostModel.of(generation), sliceOf, chipOf);
  }
}
