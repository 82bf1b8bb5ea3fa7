package org.torchtpu.server.simulate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.IciSpec;
import org.torchtpu.server.cost.ChipGroup;
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
 *       reduce-scatter). The pipeline fills and drains once per pass ({@link #forwardPass}, {@link
 *       #backwardPass}): the forward's first all-gather has nothing to hide under, the backward's last gradient
 *       reduce-scatter no later layer's compute (the backward's first all-gather is prefetched under the output
 *       head's backward).
 *   <li>Tensor-parallel activation collectives sit between a layer's matmuls and wait for them: exposed, except the
 *       backward's reduce-scatter of a block's input gradient, which runs under the block's weight-gradient matmuls
 *       ({@link TensorParallelOverlap}). Expert parallelism's all-to-alls, which carry the routed tokens from the
 *       router to the experts and back, are exposed.
 *   <li>Cross-slice (DCN) gradient all-reduces start as each layer's gradients are ready and run under the backward
 *       of the layers still to go: only what exceeds that compute (and at least the last layer's share) is exposed.
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

  public StepReport simulate(TransformerConfig model, TrainRecipe recipe, Mode mode) {
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
      double seconds;
      int dispatched;
      if (eager && k.category().equals("attention")) {
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
      if (k.phase() == Phase.FORWARD) {
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
      double one = collectiveSeconds(ici, c, recipe);
      double total = one * c.repeat();
      // the additions of a reducing collective are the TensorCore's work: its compute, never hidden under it
      double reduce = additions(costModel, c, ranks(c.axis(), recipe));
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
    if (!eager) {
      double forward = forwardPass(layers, layerForward, fsdpForward);
      double backward = backwardPass(layers, layerBackward, fsdpBackward - fsdpGradientReduce, fsdpGradientReduce);
      dcnExposed = dcnTotal == 0 ? 0 : Math.max(dcnLayer, dcnTotal - (layers - 1) * layerBackward);
      deviceSeconds = forward + backward + onceCompute + tensorExposed + onceCollective + dcnExposed;
      exposed = deviceSeconds - computeSeconds;
    } else {
      deviceSeconds = computeSeconds + collectiveTotal;
      exposed = collectiveTotal;
    }
    exposed = Math.max(0, Math.min(exposed, collectiveTotal));

    double host;
    double stepSeconds;
    switch (mode) {
      case DEBUG -> {
        host = ops * EagerDispatch.DEBUG_OP_SECONDS;
        stepSeconds = host + deviceSeconds;
      }
      case STRICT -> {
        host = ops * EagerDispatch.STRICT_OP_SECONDS;
        stepSeconds = Math.max(host, deviceSeconds);
      }
      case FUSED -> {
        host = ops * EagerDispatch.FUSED_RECORD_SECONDS + kernelsDispatched * EagerDispatch.FUSED_CHUNK_SECONDS;
        stepSeconds = Math.max(host, deviceSeconds);
      }
      default -> {
        host = 0;
        stepSeconds = deviceSeconds;
      }
    }

    Map<String, Long> hbm = StepMemory.breakdown(model, recipe, step, costModel);
    long peak = hbm.values().stream().mapToLong(Long::longValue).sum();
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

  /**
   * Seconds of the forward pass over {@code layers} layers of {@code compute} seconds each, each layer's weights
   * gathered ({@code gather} seconds) one layer ahead on the collective stream into one of two buffers: the first
   * gather has nothing to hide under, so the pass takes gather + (L-1) max(compute, gather) + compute.
   */
  static double forwardPass(int layers, double compute, double gather) {
    return layers * Math.max(compute, gather) + Math.min(compute, gather);
  }

  /**
   * Seconds of the backward pass: per layer {@code compute} (its recomputed forward and its backward), its weights
   * gathered one layer ahead ({@code gather}; the first layer's gather is prefetched under the output head's backward)
   * and its gradients reduce-scattered ({@code reduce}) once computed, gathers and reduce-scatters in turn on one
   * collective stream (while layer i computes: reduce-scatter i-1, then gather i+1; the order
   * PipelinedPassTest plays out event by event). Compute-bound, every collective
   * hides but the last reduce-scatter: L compute + reduce. Collective-bound, the stream runs without a gap after the
   * first reduce-scatter waits for the first layer's compute, and the last reduce-scatter waits for the last layer's:
   * (L-1)(gather + reduce) + max(0, compute - gather) + max(compute, reduce).
   */
  static double backwardPass(int layers, double compute, double gather, double reduce) {
    if (layers <= 1) {
      return layers * (compute + reduce);
    }
    if (compute >= gather + reduce) {
      return layers * compute + reduce;
    }
    return (layers - 1) * (gather + reduce) + Math.max(0, compute - gather) + Math.max(compute, reduce);
  }

  /**
   * One instance of {@code c}: its device group laid on chips ({@link ChipGroup}: on Ironwood consecutive devices are
   * a chip's two TensorCores, which meet on the chip and share its links and DCN bandwidth) and priced between them.
   */
  private double collectiveSeconds(IciCostModel ici, SimCollective c, TrainRecipe recipe) {
    int perChip = Math.min(SimDevice.devicesPerChip(generation), recipe.chipsPerSlice());
    if (c.axis() == SimCollective.Axis.DATA_DCN) {
      // one device per slice in the group, every device of the chip reducing its own gradients at once
      return dcn.allReduceSeconds(ChipGroup.bytesPerChip(c.kind(), c.bytesPerRank(), 1, perChip), recipe.slices());
    }
    // MaxText's mesh order puts the expert axis fastest (nearest neighbours), then tensor, then FSDP
    int[] devices = switch (c.axis()) {
      case EXPERT -> group(1, recipe.expert());
      case TENSOR -> group(recipe.expert(), recipe.tensor());
      case FSDP -> group(recipe.tensor() * recipe.expert(), recipe.fsdp());
      case DATA_DCN -> throw new AssertionError("priced above");
    };
    int devicesPerChip = SimDevice.devicesPerChip(generation);
    return ChipGroup.of(c.kind(), c.bytesPerRank(), devices, d -> d / devicesPerChip, perChip).price(ici, c.kind())
        .seconds();
  }

  /**
   * TensorCore seconds one instance of {@code c} spends adding over its {@code ranks} ({@link CollectiveAdditions}, as
   * graphs and eager collectives price them). Charged: the FSDP gradient reduce-scatters and the cross-slice gradient
   * all-reduces, both bf16 as {@link TransformerStepBuilder} sizes them. Not charged:
   * tensor-parallel reduce-scatters, which follow a row-parallel matmul whose partial sums XLA accumulates inside the
   * matmul as the chunks arrive (the looped collective-matmul decomposition of Wang et al., ASPLOS 2023, whose
   * overlap itself is not modelled: the forward's are priced exposed, the backward's input-gradient ones hide only
   * under their block's weight gradients, see {@link TensorParallelOverlap}).
   */
  static double additions(CostModel costModel, SimCollective c, int ranks) {
    if (c.axis() != SimCollective.Axis.FSDP && c.axis() != SimCollective.Axis.DATA_DCN) {
      return 0;
    }
    return CollectiveAdditions.seconds(costModel, c.kind(), DType.BF16, c.bytesPerRank(), ranks);
  }

  /** Devices on a collective's mesh axis. */
  private static int ranks(SimCollective.Axis axis, TrainRecipe recipe) {
    return switch (axis) {
      case FSDP -> recipe.fsdp();
      case TENSOR -> recipe.tensor();
      case EXPERT -> recipe.expert();
      case DATA_DCN -> recipe.slices();
    };
  }

  /** Device ranks {@code 0, stride, 2 stride, ...}: a mesh axis of {@code size} laid over the slice's devices. */
  private static int[] group(int stride, int size) {
    int[] g = new int[size];
    for (int i = 0; i < size; i++) {
      g[i] = i * stride;
    }
    return g;
  }

  private CostBreakdown price(Member m) {
    return prices.computeIfAbsent(m, x -> costModel.price(x.op(), x.operands(), x.results()));
  }

  /** A kernel as the compiler prices it: one op alone, or a fusion via {@link CostModel#priceFused}. */
  CostBreakdown kernelPrice(SimKernel k) {
    return chunker.kernelPrice(k);
  }
}
