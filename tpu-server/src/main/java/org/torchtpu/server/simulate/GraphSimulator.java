package org.torchtpu.server.simulate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.MemoryPlan;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.server.compiler.FusionPass;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.compiler.spmd.Mesh;
import org.torchtpu.server.compiler.spmd.SpmdPartitioner;
import org.torchtpu.server.cost.CollectiveOpPricing;
import org.torchtpu.server.cost.CollectivePricer;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.cost.DeviceCalibration;
import org.torchtpu.server.exec.Executor;

/**
 * Abstract execution of a graph (Java-traced, or StableHLO as {@code jax.jit(f).lower(ShapeDtypeStruct...)} emits it)
 * at its real size: the SPMD partitioner and the compiler run exactly as for a real compile (so every kernel is priced
 * by the same code), but nothing executes and no device memory is allocated. The memory plan is made against an
 * unbounded HBM and then compared with the device's, so a program that does not fit is reported, not refused.
 *
 * <p>Time: kernels run in program order on two streams, the compute stream and the collective stream (XLA's async
 * collectives); a kernel starts when its stream is free and its inputs are ready. The step is when the last kernel
 * ends; a collective's time overlaps compute wherever the compute stream had work meanwhile.
 *
 * <p>Multi-slice ({@link MultiSlice}): collectives whose groups cross slices are priced ICI inside a slice and DCN
 * across ({@link org.torchtpu.server.cost.HierarchicalCollectivePricing}); the report gives their DCN time and how
 * much of it no compute hides.
 *
 * <p>Eager modes compile the graph with fusion disabled (one kernel per op) and add the host's per-op dispatch
 * ({@link EagerDispatch}); FUSED keeps the fusions and pays one dispatch per fused chunk.
 */
public final class GraphSimulator {
  private final Executor executor = new Executor();

  /**
   * @param mesh the device mesh (1 to 16 axes) or null for one device
   * @param parameterShardings one per graph parameter (empty = as the graph says / replicated)
   * @param tokensPerDevice tokens one device processes per run, for tokens/s (0 if not a language model)
   * @param calibration null for the generation's measured one ({@link DeviceCalibration#measured})
   * @param hbmBytes the device's HBM to judge the fit against, 0 for the generation's
   * @param multiSlice how the mesh spans slices over DCN (null = one slice)
   */
  public record Request(Graph graph, Generation generation, int[] mesh, List<Sharding> parameterShardings,
      StepSimulator.Mode mode, double tokensPerDevice, String name, DeviceCalibration calibration, long hbmBytes,
      MultiSlice multiSlice) {

    /** A request on one slice. */
    public Request(Graph graph, Generation generation, int[] mesh, List<Sharding> parameterShardings,
        StepSimulator.Mode mode, double tokensPerDevice, String name, DeviceCalibration calibration, long hbmBytes) {
      this(graph, generation, mesh, parameterShardings, mode, tokensPerDevice, name, calibration, hbmBytes, null);
    }

    /** A request with the measured calibration and the generation's HBM. */
    public Request(Graph graph, Generation generation, int[] mesh, List<Sharding> parameterShardings,
        StepSimulator.Mode mode, double tokensPerDevice, String name) {
      this(graph, generation, mesh, parameterShardings, mode, tokensPerDevice, name, null, 0);
    }
  }

  public StepReport simulate(Request request) {
    Generation generation = request.generation();
    ChipSpec device = SimDevice.spec(generation);
    if (request.hbmBytes() > 0) {
      device = device.toBuilder().setHbmBytes(request.hbmBytes()).build();
    }
    ChipSpec unbounded = device.toBuilder().setHbmBytes(Long.MAX_VALUE / 4).build();
    CostModel costModel = new CostModel(unbounded, request.calibration() != null ? request.calibration()
        : DeviceCalibration.measured(generation));
    Graph graph = withShardings(request.graph(), request.parameterShardings());
    int ranks = 1;
    MultiSlice slices = request.multiSlice() == null ? MultiSlice.ONE : request.multiSlice();
    CollectivePricer collectives = null;
    if (request.mesh() != null && request.mesh().length > 0) {
      Mesh mesh = Mesh.of(request.mesh());
      ranks = mesh.ranks();
      if (slices.slices() > 1) {
        slices.check(mesh);
      }
      graph = SpmdPartitioner.partition(graph, mesh).graph();
      collectives = slices.pricer(generation, mesh);
    } else if (slices.slices() > 1) {
      throw new IllegalArgumentException("slices " + slices.slices() + " needs a mesh with an axis spanning them "
          + "(dcnAxis)");
    }
    StepSimulator.Mode mode = request.mode() == null ? StepSimulator.Mode.COMPILED : request.mode();
    boolean perOp = mode == StepSimulator.Mode.DEBUG || mode == StepSimulator.Mode.STRICT;
    CompileOptions options = perOp ? CompileOptions.newBuilder().addDisabledPasses(FusionPass.NAME).build()
        : CompileOptions.getDefaultInstance();
    IrGraph ir = IrGraph.fromGraph(graph);
    CompiledProgram program = new GraphCompiler(executor).compile(ir, ProgramKind.GRAPH, options, costModel, ranks,
        collectives);
    return report(request, program, device, ranks, mode);
  }

  private static Graph withShardings(Graph graph, List<Sharding> shardings) {
    if (shardings == null || shardings.isEmpty()) {
      return graph;
    }
    if (shardings.size() != graph.getParametersCount()) {
      throw new IllegalArgumentException("give one sharding per parameter: the graph has "
          + graph.getParametersCount() + " parameters, got " + shardings.size() + " shardings");
    }
    Graph.Builder b = graph.toBuilder();
    for (int i = 0; i < shardings.size(); i++) {
      b.setParameters(i, b.getParameters(i).toBuilder().setSharding(shardings.get(i)));
    }
    return b.build();
  }

  private static StepReport report(Request request, CompiledProgram program, ChipSpec device, int ranks,
      StepSimulator.Mode mode) {
    Map<Long, Double> ready = new HashMap<>();
    double computeFree = 0;
    double collectiveFree = 0;
    double computeSeconds = 0;
    double collectiveSeconds = 0;
    double useful = 0;
    long ops = program.getGraph().getOpsCount();
    Map<String, double[]> byName = new LinkedHashMap<>();
    List<double[]> computeBusy = new ArrayList<>(); // [start, end] of compute kernels, in order (one stream)
    List<double[]> dcnCollectives = new ArrayList<>(); // [start, end, share of the time on DCN]
    double dcnSeconds = 0;
    for (FusedKernel k : program.getKernelsList()) {
      CostBreakdown cost = k.getCost();
      double seconds = CostModel.seconds(cost);
      boolean collective = cost.getUnit().startsWith(CollectiveOpPricing.UNIT_ICI);
      double start = 0;
      for (long in : k.getInputsList()) {
        start = Math.max(start, ready.getOrDefault(in, 0.0));
      }
      // a reducing collective's additions are a kernel on the core, the rest of its time the links'
      double adds = cost.getReduceSeconds();
      double moving = seconds - adds;
      double end;
      if (mode != StepSimulator.Mode.COMPILED) {
        // eager: every op (collectives too) is its own program, one after the other
        end = Math.max(start, computeFree) + seconds;
        computeFree = end;
      } else if (collective) {
        end = Math.max(start, collectiveFree) + moving;
        collectiveFree = end;
        if (adds > 0) {
          // the core adds the chunks as they arrive: busy beside the transfer, never hidden under other compute
          double addsEnd = Math.max(start, computeFree) + adds;
          computeFree = addsEnd;
          computeBusy.add(new double[] {addsEnd - adds, addsEnd});
          end = Math.max(end, addsEnd);
        }
      } else {
        end = Math.max(start, computeFree) + seconds;
        computeFree = end;
        computeBusy.add(new double[] {end - seconds, end});
      }
      if (cost.getDcnSeconds() > 0) {
        dcnSeconds += cost.getDcnSeconds();
        dcnCollectives.add(new double[] {end - moving, end, cost.getDcnSeconds() / moving});
      }
      for (long out : k.getOutputsList()) {
        ready.put(out, end);
      }
      if (collective) {
        collectiveSeconds += moving;
        computeSeconds += adds;
      } else {
        computeSeconds += seconds;
      }
      if (CostModel.UNIT_MXU.equals(cost.getUnit())) {
        useful += cost.getUsefulFlops();
      }
      Op first = program.getGraph().getOps(k.getOps(0));
      String name = org.torchtpu.api.ir.TypeInference.kindName(first) + (k.getOpsCount() > 1 ? "_fusion" : "");
      byName.computeIfAbsent(name, n -> new double[1])[0] += seconds - adds;
      if (adds > 0) {
        byName.computeIfAbsent(name + "_adds", n -> new double[1])[0] += adds; // a kernel, as the step simulator names it
      }
    }
    double deviceSeconds = Math.max(computeFree, collectiveFree);
    double exposed = Math.max(0, Math.min(collectiveSeconds, deviceSeconds - computeSeconds));
    double dcnExposed = 0;
    for (double[] c : dcnCollectives) {
      // eager modes run collectives on the one stream: nothing hides them
      double hidden = mode == StepSimulator.Mode.COMPILED ? overlap(c[0], c[1], computeBusy) : 0;
      dcnExposed += (c[1] - c[0] - hidden) * c[2];
    }
    double host = EagerDispatch.hostSeconds(mode, ops, program.getKernelsCount());
    double step = EagerDispatch.stepSeconds(mode, host, deviceSeconds);
    MemoryPlan plan = program.getMemoryPlan();
    Map<String, Long> hbm = new LinkedHashMap<>();
    hbm.put("parameters", plan.getParameterBytes());
    hbm.put("outputs", plan.getOutputBytes());
    hbm.put("intermediates", Math.max(0, plan.getPeakBytes() - plan.getParameterBytes() - plan.getOutputBytes()));
    String dominant = hbm.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse("");
    double total = byName.values().stream().mapToDouble(a -> a[0]).sum();
    List<StepReport.OpTime> top = new ArrayList<>();
    byName.entrySet().stream().sorted(Comparator.comparingDouble((Map.Entry<String, double[]> e) -> -e.getValue()[0]))
        .limit(10).forEach(e -> top.add(new StepReport.OpTime(e.getKey(),
            (e.getKey().startsWith("all_") || e.getKey().startsWith("reduce_scatter")) && !e.getKey().endsWith("_adds")
                ? "collective" : "kernel",
            e.getValue()[0], total == 0 ? 0 : e.getValue()[0] / total)));
    return new StepReport(request.name() == null ? "graph" : request.name(),
        request.generation().name().toLowerCase(), mode.name(), ranks,
        request.multiSlice() == null ? 1 : request.multiSlice().slices(), step,
        step == 0 ? 0 : useful / (step * device.getPeakBf16Flops()),
        step == 0 ? 0 : request.tokensPerDevice() / step, useful, computeSeconds, collectiveSeconds, exposed,
        collectiveSeconds == 0 ? 0 : 1 - exposed / collectiveSeconds, host, ops, plan.getPeakBytes(),
        device.getHbmBytes(), plan.getPeakBytes() <= device.getHbmBytes(), dominant, hbm, top, dcnSeconds,
        dcnExposed);
  }

  /** How long [start, end] overlaps the busy intervals (sorted, disjoint). */
  private static double overlap(double start, double end, List<double[]> busy) {
    int lo = 0;
    int hi = busy.size();
    while (lo < hi) { // first interval ending after start
      int mid = (lo + hi) >>> 1;
      if (busy.get(mid)[1] <= start) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    double covered = 0;
    for (int i = lo; i < busy.size() && busy.get(i)[0] < end; i++) {
      covered += Math.max(0, Math.min(end, busy.get(i)[1]) - Math.max(start, busy.get(i)[0]));
    }
    return covered;
  }
}
