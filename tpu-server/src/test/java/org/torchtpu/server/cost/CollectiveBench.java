package org.torchtpu.server.cost;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.chip.IciSpec;

/**
 * Prints the simulated time of collectives by message size and slice shape (with the ratio to the analytic bandwidth
 * bound), and the simulated scaling of a data-parallel training step from 1 to 256 chips plus the analytic model to
 * 9216; draws the scaling as a PNG (XChart) into target/. Not a test: run with {@code -Pbench} (see the README,
 * "Benchmarks"). Everything here is simulated device time; nothing is timed on this machine.
 */
public final class CollectiveBench {
  private CollectiveBench() {}

  private static final long KIB = 1024;
  private static final long[] SIZES = {KIB, 32 * KIB, KIB * KIB, 32 * KIB * KIB, KIB * KIB * KIB};

  private record Shape(Generation gen, String dims) {
    IciCostModel model() {
      return new IciCostModel(IciSpec.of(gen), SliceTopology.parse(dims, gen));
    }

    String label() {
      return gen.name().toLowerCase() + " " + dims;
    }
  }

  private static final Shape[] SHAPES = {
      new Shape(Generation.V5E, "2x2"), new Shape(Generation.V5E, "4x4"), new Shape(Generation.V5E, "16x16"),
      new Shape(Generation.V6E, "16x16"),
      new Shape(Generation.V5P, "2x2x2"), new Shape(Generation.V5P, "4x4x4"), new Shape(Generation.V5P, "8x8x8"),
      new Shape(Generation.V5P, "16x20x28"),
      new Shape(Generation.V4, "16x16x16"),
      new Shape(Generation.V7, "4x4x4"), new Shape(Generation.V7, "8x8x16"), new Shape(Generation.V7, "16x24x24")};

  /** v7 slices for the scaling study, one per chip count (each the most cube-like shape of that size). */
  private static final String[] SCALING_SHAPES = {
      "1x1x1", "2x1x1", "2x2x1", "2x2x2", "4x2x2", "4x4x2", "4x4x4", "4x4x8", "4x8x8",
      "8x8x8", "8x8x16", "8x16x16", "16x16x16", "16x24x24"};
  private static final int SIMULATED_MAX_CHIPS = 256;

  // The data-parallel workload: an MLP of LAYERS square layers of WIDTH, a fixed per-chip batch of BATCH rows, bf16
  // activations and weights on the MXU, f32 gradients all-reduced once per step (no overlap with compute).
  private static final int LAYERS = 4;
  private static final int WIDTH = 4096;
  private static final int BATCH = 8192;

  public static void main(String[] args) throws IOException {
    System.setProperty("java.awt.headless", "true");
    Path out = Path.of(args.length > 0 ? args[0] : "target");
    Files.createDirectories(out);
    collectiveTable();
    scaling(out);
  }

  // ---------------------------------------------------------------- collectives by size and shape

  private static void collectiveTable() {
    System.out.println("== Simulated ICI time of collectives (IciCostModel), whole slice; x = ratio to the "
        + "analytic bandwidth bound ==");
    System.out.println("bytes = each rank's input; all-gather gathers that many bytes (each rank's shard is bytes/N). "
        + "wall = the service's measured time of an all-reduce.");
    System.out.printf("%-16s %9s | %12s %8s | %12s %8s | %12s %8s | %12s %8s | %8s%n", "slice", "bytes",
        "all-reduce", "x bound", "all-gather", "x bound", "red.-scatter", "x bound", "all-to-all", "x bound", "wall");
    for (Shape shape : SHAPES) {
      IciCostModel model = shape.model();
      for (long bytes : SIZES) {
        StringBuilder row = new StringBuilder(String.format("%-16s %9s |", shape.label(), size(bytes)));
        for (CollectiveKind kind : new CollectiveKind[] {CollectiveKind.ALL_REDUCE, CollectiveKind.ALL_GATHER,
            CollectiveKind.REDUCE_SCATTER, CollectiveKind.ALL_TO_ALL}) {
          long perRank = kind == CollectiveKind.ALL_GATHER ? Math.max(1, bytes / model.slice().chips()) : bytes;
          CollectiveCost c = model.price(kind, perRank, new int[0]);
          row.append(String.format(" %12s %8.3f |", time(c.seconds()), c.seconds() / c.boundSeconds()));
        }
        OptionalDouble wall = measuredWallSeconds(shape, CollectiveKind.ALL_REDUCE, bytes);
        row.append(String.format(" %8s", wall.isPresent() ? time(wall.getAsDouble()) : "-"));
        System.out.println(row);
      }
    }
    System.out.println("Large messages: all-reduce within 10% of the bound on every shape above (ratio column); "
        + "small ones are latency bound (1 us a hop).");
    System.out.println();
  }

  /**
   * WALL TIME OF COLLECTIVES GOES HERE. The executed collectives and the Fabric service (issue 5, the collectives
   * work) measure how long the service itself takes to run a collective; until that benchmark feeds this column, it
   * prints "-". Nothing is estimated in its place.
   */
  private static OptionalDouble measuredWallSeconds(Shape shape, CollectiveKind kind, long bytes) {
    return OptionalDouble.empty();
  }

  // ---------------------------------------------------------------- data-parallel scaling

  private static void scaling(Path out) throws IOException {
    Generation gen = Generation.V7;
    double compute = mlpTrainStepSeconds(gen);
    long params = (long) LAYERS * ((long) WIDTH * WIDTH + WIDTH);
    long gradientBytes = params * 4;
    IciSpec ici = IciSpec.of(gen);
    System.out.printf("== Data-parallel training step on %s, weak scaling ==%n", gen.name().toLowerCase());
    System.out.printf("MLP %d x [%d x %d] + bias, %d rows per chip, bf16 matmuls: compute %s per step (CostModel, op "
            + "by op); all-reduce of %s f32 gradients per step, not overlapped with compute.%n",
        LAYERS, WIDTH, WIDTH, BATCH, time(compute), size(gradientBytes));
    System.out.println("simulated = IciCostModel; analytic = 2(N-1)/N G / (L B) + 2 sum_axes ceil((n-1)/2) alpha.");
    System.out.printf("%6s %-9s | %10s %10s %9s %7s | %10s %9s %7s%n", "chips", "slice", "all-reduce", "step",
        "speedup", "effic.", "analytic", "speedup", "effic.");
    List<Double> chips = new ArrayList<>();
    List<Double> simSpeedup = new ArrayList<>();
    List<Double> anaChips = new ArrayList<>();
    List<Double> anaSpeedup = new ArrayList<>();
    for (String dims : SCALING_SHAPES) {
      SliceTopology slice = SliceTopology.parse(dims, gen);
      int n = slice.chips();
      double allReduce = new IciCostModel(ici, slice).price(CollectiveKind.ALL_REDUCE, gradientBytes, new int[0])
          .seconds();
      double step = compute + allReduce;
      double analyticStep = compute + analyticAllReduceSeconds(ici, slice, gradientBytes);
      double speedup = n * compute / step;
      double analyticSpeedup = n * compute / analyticStep;
      anaChips.add((double) n);
      anaSpeedup.add(analyticSpeedup);
      if (n <= SIMULATED_MAX_CHIPS) {
        chips.add((double) n);
        simSpeedup.add(speedup);
        System.out.printf("%6d %-9s | %10s %10s %9.1f %6.1f%% | %10s %9.1f %6.1f%%%n", n, dims, time(allReduce),
            time(step), speedup, 100 * speedup / n, time(analyticStep), analyticSpeedup, 100 * analyticSpeedup / n);
      } else {
        System.out.printf("%6d %-9s | %10s %10s %9s %7s | %10s %9.1f %6.1f%%%n", n, dims, "", "", "", "",
            time(analyticStep), analyticSpeedup, 100 * analyticSpeedup / n);
      }
    }
    XYChart chart = new XYChartBuilder().width(900).height(560)
        .title("Data-parallel MLP step on TPU v7: simulated scaling (weak, " + BATCH + " rows/chip)")
        .xAxisTitle("chips").yAxisTitle("speedup over 1 chip (samples/s)").build();
    chart.getStyler().setXAxisLogarithmic(true);
    chart.getStyler().setYAxisLogarithmic(true);
    chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.InsideNW);
    chart.getStyler().setXAxisDecimalPattern("#");
    chart.getStyler().setYAxisDecimalPattern("#");
    chart.addSeries("ideal (linear)", anaChips, anaChips).setMarker(SeriesMarkers.NONE);
    chart.addSeries("analytic model (to 9216)", anaChips, anaSpeedup).setMarker(SeriesMarkers.DIAMOND);
    chart.addSeries("simulated: IciCostModel + CostModel (1..256)", chips, simSpeedup).setMarker(SeriesMarkers.CIRCLE);
    Path png = out.resolve("ici-scaling.png");
    BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    System.out.println("chart: " + png.toAbsolutePath());
  }

  /**
   * The closed form: bandwidth bound 2(N-1)/N G over the L links of the least-connected chip, plus the
   * reduce-scatter and all-gather hops, ceil((n-1)/2) per wrapping axis and n-1 per line.
   */
  static double analyticAllReduceSeconds(IciSpec ici, SliceTopology slice, double bytes) {
    int n = slice.chips();
    if (n == 1) {
      return 0;
    }
    int links = 0;
    int hops = 0;
    for (int a = 0; a < slice.dims().length; a++) {
      int len = slice.dims()[a];
      if (len > 1) {
        boolean ring = slice.wraparound()[a];
        links += ring ? 2 : 1;
        hops += ring ? len / 2 : len - 1;
      }
    }
    return 2.0 * (n - 1) / n * bytes / (links * ici.linkOneWayBytesPerSecond()) + 2 * hops * ici.hopLatencySeconds();
  }

  /**
   * One training step of the MLP on one chip, priced op by op by {@link CostModel}: per layer, forward
   * matmul + bias add + ReLU; backward ReLU mask, the two gradient matmuls (weights: x^T dy, inputs: dy W^T) and
   * the bias gradient; an SGD update (multiply, subtract) of the f32 master weights.
   */
  static double mlpTrainStepSeconds(Generation gen) {
    CostModel cost = new CostModel(ChipSpecs.of(gen));
    TensorType act = Shapes.type(DType.BF16, BATCH, WIDTH);
    TensorType weight = Shapes.type(DType.BF16, WIDTH, WIDTH);
    TensorType master = Shapes.type(DType.F32, WIDTH, WIDTH);
    TensorType bias = Shapes.type(DType.F32, WIDTH);
    Op matmul = dot(1, 0);
    Op weightGrad = dot(0, 0);
    Op inputGrad = dot(1, 1);
    double seconds = 0;
    for (int layer = 0; layer < LAYERS; layer++) {
      seconds += s(cost, matmul, List.of(act, weight), act);
      seconds += s(cost, binary(BinaryOp.Kind.ADD), List.of(act, act), act);
      seconds += s(cost, binary(BinaryOp.Kind.MAXIMUM), List.of(act, act), act);
      seconds += s(cost, binary(BinaryOp.Kind.MULTIPLY), List.of(act, act), act);
      seconds += s(cost, weightGrad, List.of(act, act), weight);
      seconds += s(cost, inputGrad, List.of(act, weight), act);
      seconds += s(cost, Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(ReduceOp.Kind.SUM)
          .addDimensions(0)).build(), List.of(act), Shapes.type(DType.BF16, WIDTH));
      seconds += s(cost, binary(BinaryOp.Kind.MULTIPLY), List.of(master, master), master);
      seconds += s(cost, binary(BinaryOp.Kind.SUBTRACT), List.of(master, master), master);
      seconds += s(cost, binary(BinaryOp.Kind.SUBTRACT), List.of(bias, bias), bias);
    }
    return seconds;
  }

  private static double s(CostModel cost, Op op, List<TensorType> operands, TensorType result) {
    CostBreakdown b = cost.price(op, operands, List.of(result));
    return CostModel.seconds(b);
  }

  private static Op dot(int lhsContracting, int rhsContracting) {
    return Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder()
        .addLhsContractingDims(lhsContracting).addRhsContractingDims(rhsContracting)).build();
  }

  private static Op binary(BinaryOp.Kind kind) {
    return Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(kind)).build();
  }

  private static String size(double bytes) {
    String[] units = {"B", "KiB", "MiB", "GiB"};
    int u = 0;
    while (bytes >= 1024 && u < units.length - 1) {
      bytes /= 1024;
      u++;
    }
    return String.format(bytes == Math.rint(bytes) ? "%.0f %s" : "%.1f %s", bytes, units[u]);
  }

  private static String time(double seconds) {
    if (seconds == 0) {
      return "0";
    }
    if (seconds < 1e-3) {
      return String.format("%.2f us", seconds * 1e6);
    }
    if (seconds < 1) {
      return String.format("%.3f ms", seconds * 1e3);
    }
    return String.format("%.3f s", seconds);
  }
}
