package org.torchtpu.server.simulate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.IciSpec;
import org.torchtpu.server.compiler.CompileStop;
import org.torchtpu.server.cost.CollectiveAdditions;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.cost.DcnCostModel;
import org.torchtpu.server.cost.DeviceCalibration;
import org.torchtpu.server.cost.IciCostModel;
import org.torchtpu.server.simulate.SimKernel.Member;
import org.torchtpu.server.simulate.SimKernel.Phase;

/**
 * Abstract execution of a transformer step: every kernel of {@link TransformerStepBuilder} priced by the one
 * {@link CostModel} (calibrated, {@link DeviceCalibration#measured}), every collective by {@link IciCostModel} inside a
 * slice and {@link DcnCostModel} across slices; nothing is computed and no device memory is allocated.
 *
 * <h2>Overlap, as XLA schedules a step (COMPILED)</h2>
 * <ul>
 *   <li>FSDP weight all-gathers and gradient reduce-scatters are asynchronous and prefetched one layer ahead: per
 *       layer, forward costs max(compute, all-gather) and backward max(remat + backward compute, all-gather +
 *       reduce-scatter). The pipeline fills and drains once per pass ({@link PipelinedPasses}): the forward's first
 *       all-gather has nothing to hide under, the backward's last gradient
 *       reduce-scatter no later layer's compute (the backward's first all-gather is prefetched under the output
 *       head's backward).
 *   <li>Tensor-parallel activation collectives sit between a layer's matmuls and wait for them: exposed, except the
 *       backward's reduce-scatter of a block's input gradient, which runs under the block's weight-gradient matmuls
 *       ({@link TensorParallelOverlap}). Expert parallelism's all-to-alls, which carry the routed tokens from the
 *       router to the experts and back, are exposed.
 *   <li>Cross-slice (DCN) gradient all-reduces start as each layer's gradients are ready and run under the backward
 *       of the layers still to go: only what exceeds that compute (and at least the last layer's share) is exposed.
 *       That pipelining across the layer loop's iterations is what XLA's data-parallel overlap flags ask for; a
 *       recipe without them ({@link TrainRecipe#exposedDcn}) waits for every layer's all-reduce.
 *   <li>What hides is the collectives' data movement. The additions of the gradient reduce-scatters and all-reduces
 *       are TensorCore kernels ({@link CollectiveAdditions}) and count as that layer's compute.
 * </ul>
 * <h2>Eager modes</h2>
 * Every op is its own kernel (DEBUG, STRICT) or DeferAndFuse cuts the step into chunks (FUSED, {@link
 * DeferAndFuseChunks}: no chunk spans a matmul, and a train step's forward ends one at every value autograd saves),
 * collectives are their own programs (not overlapped), and the host's dispatch ({@link EagerDispatch}) runs serially
 * with the device (DEBUG) or overlapped with it (STRICT, FUSED: the step takes the larger of host and device time).
 */
public final class StepSimulator {
  /** How the step is executed. */
  public enum Mode { DEBUG, STRICT, FUSED, COMPILED }

  private final Generation generation;
  private final ChipSpec device;
  private final CostModel costModel;
  private final DcnCostModel dcn;
  private final Map<Member, CostBreakdown> prices = new HashMap<>();
  private final DeferAndFuseChunks chunker;

  public StepSimulator(Generation generation) {
    this(generation, DeviceCalibration.measured(generation));
  }

  /** With another calibration ({@link DeviceCalibration#roofline} prices exactly as the real runtime does today). */
  public StepSimulator(Generation generation, DeviceCalibration calibration) {
    this.generation = generation;
    this.device = SimDevice.spec(generation);
    this.costModel = new CostModel(device, calibration);
    this.dcn = DcnCostModel.of(generation);
    this.chunker = new DeferAndFuseChunks(costModel, this::price);
  }

  public CostModel costModel() {
    return costModel;
  }

  /**
   * One step of {@code model} under {@code recipe}, priced per kernel. Asks the thread's {@link CompileStop} after the
   * build and before each kernel: a revoked key's sweep or simulation (up to 512 layers, 16 points) stops part way
   * instead of pricing on to its end in the caller's slot.
   */
  public StepReport simulate(TransformerConfig model, TrainRecipe recipe, Mode mode) {
    CompileStop.check("a simulated step");
    TransformerStepBuilder.Step step = TransformerStepBuilder.build(model, recipe);
    int devicesPerChip = SimDevice.devicesPerChip(generation);
    // rounded up as MultiSlice does: with an odd device count the last chip holds one device, its other core idle
    int chipsPerSlice = (recipe.chipsPerSlice() + devicesPerChip - 1) / devicesPerChip;
    IciCostModel ici = new IciCostModel(IciSpec.of(generation), SimDevice.slice(generation, chipsPerSlice));
    boolean eager = mode != Mode.COMPILED;
    boolean perOp = mode == Mode.DEBUG || mode == Mode.STRICT;

    Map<String, double[]> byName = new LinkedHashMap<>();
    double[] phaseCompute = new double[Phase.values().length];
    double layerForward = 0;
    double layerBackward = 0;
    double onceCompute = 0;
    long ops = 0;
    long kernelsDispatched = 0;
    double layerAttentionWeightGradients = 0;
    double layerOtherWeightGradients = 0;
    double modelFlops = 0;
    Map<String, SimKernel> forwardKernels = new HashMap<>();
    for (SimKernel k : step.kernels()) {
      if (k.phase() == Phase.FORWARD) {
        forwardKernels.put(k.name(), k);
      }
    }
    for (SimKernel k : step.kernels()) {
      CompileStop.check("a simulated step");
      double seconds;
      int dispatched;
      if (k.category().equals(ExpertKernels.PERMUTATION)) {
        // a gather of rows by index (one op in every mode): its bytes at the row-gather rate, not the streaming one
        seconds = CostModel.seconds(kernelPrice(k));
        dispatched = 1;
      } else if (eager && k.category().equals("attention")) {
        // attention is one kernel in every mode: eager PyTorch dispatches scaled_dot_product_attention to a fused
        // (Pallas flash) kernel rather than materialising the scores
        seconds = CostModel.seconds(kernelPrice(k));
        dispatched = 1;
      } else if (perOp) {
        seconds = 0;
        for (Member m : k.members()) {
          seconds += CostModel.seconds(price(m));
        }
        dispatched = k.members().size();
      } else if (mode == Mode.FUSED) {
        // a train step's forward records autograd: the values it saves for the backward are chunk outputs
        List<CostBreakdown> chunks = chunker.chunks(k, recipe.training(), forwardKernels::get);
        seconds = 0;
        for (CostBreakdown c : chunks) {
          seconds += CostModel.seconds(c);
        }
        dispatched = chunks.size();
      } else {
        seconds = CostModel.seconds(kernelPrice(k));
        dispatched = 1;
      }
      ops += (long) k.members().size() * k.repeat();
      kernelsDispatched += (long) dispatched * k.repeat();
      // model FLOPs as MaxText counts them: the weights' matmuls and attention, not the one-hot embedding lookup
      if (k.phase() == Phase.FORWARD && !k.name().equals(StepKernels.ONE_HOT_EMBEDDING)) {
        for (Member m : k.members()) {
          CostBreakdown p = price(m);
          if (CostModel.UNIT_MXU.equals(p.getUnit())) {
            modelFlops += p.getUsefulFlops() * k.repeat() * (recipe.training() ? 3 : 1);
          }
        }
      }
      phaseCompute[k.phase().ordinal()] += seconds * k.repeat();
      // a layer's kernel runs in every layer, or (a mixture of experts with dense first layers) in some of them:
      // the mean layer holds its share
      boolean layer = model.layers() > 1 && k.phase() != Phase.OPTIMIZER
          && (k.repeat() == model.layers() || (k.repeat() > 1 && k.repeat() < model.layers()));
      double perLayer = k.repeat() == model.layers() ? seconds : seconds * k.repeat() / model.layers();
      if (layer && k.name().endsWith(TransformerStepBuilder.WEIGHT_GRADIENT)) {
        if (TensorParallelOverlap.attentionWeights(k.category())) {
          layerAttentionWeightGradients += perLayer;
        } else {
          layerOtherWeightGradients += perLayer;
        }
      }
      if (layer && k.phase() == Phase.FORWARD) {
        layerForward += perLayer;
      } else if (layer) {
        layerBackward += perLayer;
      } else {
        onceCompute += seconds * k.repeat();
      }
      byName.computeIfAbsent(k.name(), n -> new double[1])[0] += seconds * k.repeat();
    }
    if (model.layers() == 1) {
      onceCompute = 0;
      for (double p : phaseCompute) {
        onceCompute += p;
      }
    }
    double computeSeconds = 0;
    for (double p : phaseCompute) {
      computeSeconds += p;
    }

    // collectives
    double fsdpForward = 0;
    double fsdpBackward = 0;
    double fsdpGradientReduce = 0;
    double tensorExposed = 0;
    double dcnLayer = 0;
    double onceCollective = 0;
    double collectiveTotal = 0;
    double reductionSeconds = 0;
    for (SimCollective c : step.collectives()) {
      double one = MeshCollectives.seconds(generation, ici, dcn, c, recipe);
      double total = one * c.repeat();
      // the additions of a reducing collective are the TensorCore's work: its compute, never hidden under it
      double reduce = MeshCollectives.additions(costModel, c, MeshCollectives.ranks(c.axis(), recipe));
      if (reduce > 0) {
        reductionSeconds += reduce * c.repeat();
        byName.computeIfAbsent(c.name() + "_adds", n -> new double[1])[0] += reduce * c.repeat();
        if (!c.layerIndexed() || model.layers() == 1) {
          onceCompute += reduce * c.repeat();
        } else if (c.phase() == Phase.FORWARD) {
          layerForward += reduce * c.repeat() / model.layers();
        } else {
          layerBackward += reduce * c.repeat() / model.layers();
        }
      }
      collectiveTotal += total;
      byName.computeIfAbsent(c.name(), n -> new double[1])[0] += total;
      if (!c.layerIndexed()) {
        onceCollective += total;
      } else if (c.axis() == SimCollective.Axis.TENSOR || c.axis() == SimCollective.Axis.EXPERT) {
        tensorExposed += total - TensorParallelOverlap.hiddenSeconds(c, total, model.layers(),
            layerAttentionWeightGradients, layerOtherWeightGradients);
      } else if (c.axis() == SimCollective.Axis.DATA_DCN) {
        dcnLayer += one;
      } else if (c.phase() == Phase.FORWARD) {
        fsdpForward += one;
      } else {
        fsdpBackward += one;
        if (c.kind() == CollectiveKind.REDUCE_SCATTER) {
          fsdpGradientReduce += one;
        }
      }
    }

    computeSeconds += reductionSeconds;
    double deviceSeconds;
    double exposed;
    int layers = model.layers();
    double dcnTotal = dcnLayer * layers;
    double dcnExposed = dcnTotal; // eager: collectives are their own programs, nothing hides them
    Map<String, Long> hbm = StepMemory.breakdown(model, recipe, step, costModel);
    // XLA's scheduler keeps a step within HBM (its latency-hiding scheduler takes a memory limit): when a layer's
    // prefetched weights beside the one computing would not fit but one layer's would, no gather starts early and
    // no layer's unreduced gradient waits beside the next's, so each FSDP collective runs between the layers' compute
    boolean prefetch = eager || total(hbm) <= device.getHbmBytes()
        || total(StepMemory.withoutPrefetch(hbm)) > device.getHbmBytes();
    if (!prefetch) {
      hbm = StepMemory.withoutPrefetch(hbm);
    }
    if (!eager) {
      double forward = prefetch ? PipelinedPasses.forwardPass(layers, layerForward, fsdpForward)
          : layers * (layerForward + fsdpForward);
      double backward = prefetch ? PipelinedPasses.backwardPass(layers, layerBackward,
          fsdpBackward - fsdpGradientReduce, fsdpGradientReduce) : layers * (layerBackward + fsdpBackward);
      // pipelined under the backward of the layers still to go only when the run asks XLA for it
      dcnExposed = dcnTotal == 0 || recipe.exposedDcn() ? dcnTotal
          : Math.max(dcnLayer, dcnTotal - (layers - 1) * layerBackward);
      deviceSeconds = forward + backward + onceCompute + tensorExposed + onceCollective + dcnExposed;
      exposed = deviceSeconds - computeSeconds;
    } else {
      deviceSeconds = computeSeconds + collectiveTotal;
      exposed = collectiveTotal;
    }
    exposed = Math.max(0, Math.min(exposed, collectiveTotal));

    double host = EagerDispatch.hostSeconds(mode, ops, kernelsDispatched);
    double stepSeconds = EagerDispatch.stepSeconds(mode, host, deviceSeconds);

    long peak = total(hbm);
    String dominant = hbm.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse("");
    List<StepReport.OpTime> top = new ArrayList<>();
    double total = byName.values().stream().mapToDouble(a -> a[0]).sum();
    byName.entrySet().stream().sorted(Comparator.comparingDouble((Map.Entry<String, double[]> en) -> -en.getValue()[0]))
        .limit(10).forEach(en -> top.add(new StepReport.OpTime(en.getKey(),
            en.getKey().startsWith("fsdp") || en.getKey().startsWith("tp_") || en.getKey().startsWith("dcn")
                || en.getKey().startsWith("ep_")
                ? "collective" : "kernel", en.getValue()[0], en.getValue()[0] / total)));
    double mfu = modelFlops / (stepSeconds * device.getPeakBf16Flops());
    return new StepReport(model.name(), generation.name().toLowerCase(), mode.name(), recipe.chips(),
        recipe.slices(), stepSeconds, mfu, recipe.tokensPerDevice() / stepSeconds, modelFlops, computeSeconds,
        collectiveTotal, exposed, collectiveTotal == 0 ? 0 : 1 - exposed / collectiveTotal, host, ops, peak,
        device.getHbmBytes(), peak <= device.getHbmBytes(), dominant, hbm, top, dcnTotal, dcnExposed);
  }

  private static long total(Map<String, Long> hbm) {
    return hbm.values().stream().mapToLong(Long::longValue).sum();
  }

  private CostBreakdown price(Member m) {
    return prices.computeIfAbsent(m, x -> costModel.price(x.op(), x.operands(), x.results()));
  }

  /**
   * A kernel as the compiler prices it: one op alone, or a fusion via {@link CostModel#priceFused}; a dropless
   * permutation ({@link ExpertKernels#PERMUTATION}) is a gather of rows, {@link CostModel#priceRowGather}.
   */
  CostBreakdown kernelPrice(SimKernel k) {
    if (k.category().equals(ExpertKernels.PERMUTATION)) {
      return costModel.priceRowGather(k.inputBytes() + k.outputBytes());
    }
    return chunker.kernelPrice(k);
  }
}
