package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Stream;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.CostBreakdown.Bound;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.DynamicUpdateSliceOp;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.SortOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.chip.ChipSpecs;

/**
 * Rooflines computed by hand from the published per-chip figures (written out literally here, not read from
 * ChipSpecs), compared with what the cost model prices.
 */
class CostModelTest {

  private static final double LAUNCH = 5e-6;       // the estimate ChipSpecs documents, same for every generation
  private static final double PCIE_LATENCY = 10e-6; // the fixed transfer latency CostModel documents

  /** generation, peak bf16 FLOP/s, HBM bytes/s, VPU FLOP/s by hand (to v5p: peak x 8*128*ALUs / (MXUs*dim^2*2)). */
  static Stream<Arguments> generations() {
    return Stream.of(
        Arguments.of(Generation.V4, 275e12, 1200e9, 275e12 * (8 * 128 * 2) / (4 * 128 * 128 * 2)),
        Arguments.of(Generation.V5E, 197e12, 819e9, 197e12 * (8 * 128 * 4) / (4 * 128 * 128 * 2)),
        Arguments.of(Generation.V5P, 459e12, 2765e9, 459e12 * (8 * 128 * 4) / (4 * 128 * 128 * 2)),
        // v6e one TensorCore of 8 x 128 lanes x 4 ALUs at 1.75 GHz, TPU7x two at its default P-state, 1.9 GHz
        // (OpenXLA's TPU PlatformInfo clocks): half and 0.43x what their peaks would imply at one MXU row a cycle
        Arguments.of(Generation.V6E, 918e12, 1638e9, 1 * 8 * 128 * 4 * 1.75e9),
        Arguments.of(Generation.V7, 2307e12, 7380e9, 2 * 8 * 128 * 4 * 1.9e9));
  }

  /**
   * bf16[1024,1024] @ bf16[1024,1024]: 2*2^30 flops, 3 * 2^20 * 2 bytes. Which side wins, worked out by hand:
   * v4 7.81us compute vs 5.24us memory; v5e 10.9us vs 7.68us; v5p 4.68us vs 2.28us (under the 5us launch);
   * v6e 2.34us vs 3.84us (under the launch); v7 0.93us vs 0.85us (under the launch).
   */
  static Stream<Arguments> matmul1024() {
    return Stream.of(
        Arguments.of(Generation.V4, 275e12, 1200e9, Bound.COMPUTE),
        Arguments.of(Generation.V5E, 197e12, 819e9, Bound.COMPUTE),
        Arguments.of(Generation.V5P, 459e12, 2765e9, Bound.LAUNCH),
        Arguments.of(Generation.V6E, 918e12, 1638e9, Bound.LAUNCH),
        Arguments.of(Generation.V7, 2307e12, 7380e9, Bound.LAUNCH));
  }

  @ParameterizedTest
  @MethodSource("matmul1024")
  void squareBf16MatmulFollowsTheRoofline(Generation generation, double peak, double hbmBandwidth, Bound bound) {
    CostBreakdown cost = model(generation).price(matmul(DotGeneralOp.Precision.DEFAULT),
        List.of(Shapes.type(DType.BF16, 1024, 1024), Shapes.type(DType.BF16, 1024, 1024)),
        List.of(Shapes.type(DType.BF16, 1024, 1024)));

    double flops = 2.0 * 1024 * 1024 * 1024;
    double bytes = 3.0 * 1024 * 1024 * 2;
    assertClose(cost.getFlops(), flops);
    assertClose(cost.getUsefulFlops(), flops);
    assertClose(cost.getHbmBytes(), bytes);
    assertClose(cost.getComputeSeconds(), flops / peak);
    assertClose(cost.getMemorySeconds(), bytes / hbmBandwidth);
    assertClose(cost.getLaunchSeconds(), LAUNCH);
    assertClose(CostModel.seconds(cost), LAUNCH + Math.max(flops / peak, bytes / hbmBandwidth));
    assertThat(cost.getBound()).isEqualTo(bound);
    assertThat(cost.getUnit()).isEqualTo("MXU");
    assertClose(cost.getMxuUtilization(), 1.0);
  }

  @ParameterizedTest
  @MethodSource("generations")
  void largeElementwiseAddIsMemoryBound(Generation generation, double peak, double hbmBandwidth, double vpu) {
    long n = 1L << 24;
    CostBreakdown cost = model(generation).price(binary(BinaryOp.Kind.ADD),
        List.of(Shapes.type(DType.F32, n), Shapes.type(DType.F32, n)), List.of(Shapes.type(DType.F32, n)));

    double bytes = 3.0 * 4 * n;
    assertClose(cost.getHbmBytes(), bytes);
    assertClose(cost.getMemorySeconds(), bytes / hbmBandwidth);
    assertClose(cost.getFlops(), n);
    assertClose(cost.getComputeSeconds(), n / vpu);
    assertThat(cost.getBound()).isEqualTo(Bound.MEMORY);
    assertThat(cost.getUnit()).isEqualTo("VPU");
    assertThat(cost.getMxuUtilization()).isZero();
    assertClose(CostModel.seconds(cost), LAUNCH + bytes / hbmBandwidth);
  }

  @ParameterizedTest
  @MethodSource("generations")
  void vpuRateIsTheHandDerivedOne(Generation generation, double peak, double hbmBandwidth, double vpu) {
    assertClose(ChipSpecs.of(generation).getPeakVpuFlops(), vpu);
  }

  @Test
  void headDim64HalvesTheMxuOnV5eAndQuartersItOnV6e() {
    Op scores = matmul(DotGeneralOp.Precision.DEFAULT);
    List<TensorType> in = List.of(Shapes.type(DType.BF16, 1024, 64), Shapes.type(DType.BF16, 64, 1024));
    List<TensorType> out = List.of(Shapes.type(DType.BF16, 1024, 1024));

    CostBreakdown v5e = model(Generation.V5E).price(scores, in, out);
    assertClose(v5e.getUsefulFlops(), 2.0 * 1024 * 64 * 1024);
    assertClose(v5e.getFlops(), 2.0 * 1024 * 128 * 1024);            // K 64 -> 128
    assertClose(v5e.getMxuUtilization(), 0.5);
    assertClose(v5e.getComputeSeconds(), 2.0 * 1024 * 128 * 1024 / 197e12);

    CostBreakdown v6e = model(Generation.V6E).price(scores, in, out);
    assertClose(v6e.getFlops(), 2.0 * 1024 * 256 * 1024);            // K 64 -> 256
    assertClose(v6e.getMxuUtilization(), 0.25);
    assertClose(v6e.getComputeSeconds(), 2.0 * 1024 * 256 * 1024 / 918e12);
  }

  @Test
  void oddSizedMatmulIsPaddedToTheArrayAndSublanes() {
    Op op = matmul(DotGeneralOp.Precision.DEFAULT);
    List<TensorType> in = List.of(Shapes.type(DType.BF16, 100, 100), Shapes.type(DType.BF16, 100, 100));
    List<TensorType> out = List.of(Shapes.type(DType.BF16, 100, 100));

    // M 100 -> 104 (multiple of 8), N and K 100 -> 128 on v5e, -> 256 on v6e.
    CostBreakdown v5e = model(Generation.V5E).price(op, in, out);
    assertClose(v5e.getUsefulFlops(), 2e6);
    assertClose(v5e.getFlops(), 2.0 * 104 * 128 * 128);
    assertClose(v5e.getMxuUtilization(), 1e6 / (104.0 * 128 * 128));
    assertThat(v5e.getMxuUtilization()).isBetween(0.58, 0.59);

    CostBreakdown v6e = model(Generation.V6E).price(op, in, out);
    assertClose(v6e.getFlops(), 2.0 * 104 * 256 * 256);
    assertClose(v6e.getMxuUtilization(), 1e6 / (104.0 * 256 * 256));
    assertThat(v6e.getBound()).isEqualTo(Bound.LAUNCH);  // 0.015us compute, 0.037us memory, 5us launch
  }

  @Test
  void highestPrecisionF32TakesSixPasses() {
    List<TensorType> in = List.of(Shapes.type(DType.F32, 1024, 1024), Shapes.type(DType.F32, 1024, 1024));
    List<TensorType> out = List.of(Shapes.type(DType.F32, 1024, 1024));
    CostModel v5p = model(Generation.V5P);

    CostBreakdown highest = v5p.price(matmul(DotGeneralOp.Precision.HIGHEST), in, out);
    CostBreakdown fast = v5p.price(matmul(DotGeneralOp.Precision.DEFAULT), in, out);

    double flops = 2.0 * 1024 * 1024 * 1024;
    assertClose(fast.getComputeSeconds(), flops / 459e12);
    assertClose(highest.getComputeSeconds(), 6 * flops / 459e12);
    assertClose(highest.getFlops(), 6 * flops);
    assertClose(highest.getUsefulFlops(), flops);
    assertClose(highest.getMxuUtilization(), 1.0 / 6);
    assertClose(highest.getHbmBytes(), 3.0 * 1024 * 1024 * 4);
    assertThat(highest.getBound()).isEqualTo(Bound.COMPUTE); // 28.1us compute vs 4.55us memory
  }

  @Test
  void highestPrecisionOnBf16InputsIsOnePass() {
    List<TensorType> in = List.of(Shapes.type(DType.BF16, 256, 256), Shapes.type(DType.BF16, 256, 256));
    CostBreakdown cost = model(Generation.V5E).price(matmul(DotGeneralOp.Precision.HIGHEST),
        in, List.of(Shapes.type(DType.BF16, 256, 256)));
    assertClose(cost.getComputeSeconds(), 2.0 * 256 * 256 * 256 / 197e12);
  }

  @Test
  void rngBitGeneratorIsPricedByTheWordsItDraws() {
    // the kernel draws one 32-bit word per u8 or u32 element and two per u64 element
    Op op = Op.newBuilder().setRngBitGenerator(org.torchtpu.api.v1.RngBitGeneratorOp.getDefaultInstance()).build();
    List<TensorType> state = List.of(Shapes.type(DType.U64, 2));
    int n = 1 << 20;
    double u8 = model(Generation.V5E).price(op, state,
        List.of(Shapes.type(DType.U64, 2), Shapes.type(DType.U8, n))).getComputeSeconds();
    double u32 = model(Generation.V5E).price(op, state,
        List.of(Shapes.type(DType.U64, 2), Shapes.type(DType.U32, n))).getComputeSeconds();
    double u64 = model(Generation.V5E).price(op, state,
        List.of(Shapes.type(DType.U64, 2), Shapes.type(DType.U64, n))).getComputeSeconds();
    assertClose(u8, u32);
    assertClose(u64, 2 * u32);
  }

  @Test
  void int8MatmulUsesThePublishedInt8RateWhereThereIsOne() {
    Op op = matmul(DotGeneralOp.Precision.DEFAULT);
    List<TensorType> in = List.of(Shapes.type(DType.S8, 1024, 1024), Shapes.type(DType.S8, 1024, 1024));
    List<TensorType> out = List.of(Shapes.type(DType.S8, 1024, 1024));
    double ops = 2.0 * 1024 * 1024 * 1024;

    assertClose(model(Generation.V5E).price(op, in, out).getComputeSeconds(), ops / 393e12);
    assertClose(model(Generation.V6E).price(op, in, out).getComputeSeconds(), ops / 1836e12);
    assertClose(model(Generation.V4).price(op, in, out).getComputeSeconds(), ops / 275e12);   // "bf16 or int8"
    assertClose(model(Generation.V7).price(op, in, out).getComputeSeconds(), ops / 2307e12);  // no int8 figure
  }

  @Test
  void fp8MatmulMovesOneBytePerInputAndRunsAtTheFp8RateOnlyWhereOneIsPublished() {
    Op op = matmul(DotGeneralOp.Precision.DEFAULT);
    List<TensorType> in = List.of(Shapes.type(DType.F8E4M3FN, 1024, 1024), Shapes.type(DType.F8E5M2, 1024, 1024));
    List<TensorType> out = List.of(Shapes.type(DType.F32, 1024, 1024));
    double ops = 2.0 * 1024 * 1024 * 1024;

    assertClose(model(Generation.V7).price(op, in, out).getComputeSeconds(), ops / 4614e12);  // [CLOUD-7x] FP8
    assertClose(model(Generation.V6E).price(op, in, out).getComputeSeconds(), ops / 918e12);  // no fp8 path: bf16
    assertClose(model(Generation.V5E).price(op, in, out).getHbmBytes(), 2.0 * 1024 * 1024 + 4.0 * 1024 * 1024);
  }

  @Test
  void batchedMatmulCountsTheBatch() {
    Op op = Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder()
        .addLhsBatchingDims(0).addRhsBatchingDims(0)
        .addLhsContractingDims(2).addRhsContractingDims(1)).build();
    CostBreakdown cost = model(Generation.V5E).price(op,
        List.of(Shapes.type(DType.BF16, 4, 128, 256), Shapes.type(DType.BF16, 4, 256, 512)),
        List.of(Shapes.type(DType.BF16, 4, 128, 512)));
    assertClose(cost.getUsefulFlops(), 2.0 * 4 * 128 * 512 * 256);
    assertClose(cost.getMxuUtilization(), 1.0);
    assertClose(cost.getHbmBytes(), 2.0 * (4 * 128 * 256 + 4 * 256 * 512 + 4 * 128 * 512));
  }

  @Test
  void tinyOpIsLaunchBound() {
    CostBreakdown cost = model(Generation.V5E).price(binary(BinaryOp.Kind.ADD),
        List.of(Shapes.type(DType.F32, 8), Shapes.type(DType.F32, 8)), List.of(Shapes.type(DType.F32, 8)));
    assertThat(cost.getBound()).isEqualTo(Bound.LAUNCH);
    assertClose(cost.getHbmBytes(), 96);
    assertClose(CostModel.seconds(cost), LAUNCH + 96 / 819e9);
  }

  @Test
  void reshapeIsFreeButForTheLaunch() {
    Op op = Op.newBuilder().setReshape(ReshapeOp.newBuilder().addDims(1024).addDims(1024)).build();
    CostBreakdown cost = model(Generation.V6E).price(op,
        List.of(Shapes.type(DType.F32, 1 << 20)), List.of(Shapes.type(DType.F32, 1024, 1024)));
    assertThat(cost.getHbmBytes()).isZero();
    assertThat(cost.getFlops()).isZero();
    assertThat(cost.getComputeSeconds()).isZero();
    assertThat(cost.getMemorySeconds()).isZero();
    assertThat(cost.getBound()).isEqualTo(Bound.LAUNCH);
    assertClose(CostModel.seconds(cost), LAUNCH);
  }

  @Test
  void transferSecondsIsPcieBandwidthPlusFixedLatency() {
    long mib = 1 << 20;
    assertClose(model(Generation.V5E).transferSeconds(mib), PCIE_LATENCY + mib / 16e9);
    assertClose(model(Generation.V4).transferSeconds(mib), PCIE_LATENCY + mib / 16e9);
    assertClose(model(Generation.V6E).transferSeconds(mib), PCIE_LATENCY + mib / 32e9);
    assertClose(model(Generation.V5P).transferSeconds(0), PCIE_LATENCY);
    assertThatThrownBy(() -> model(Generation.V5P).transferSeconds(-1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
  }

  @Test
  void transcendentalsCostTenAddsOnTheVpu() {
    List<TensorType> x = List.of(Shapes.type(DType.F32, 4096));
    CostModel v5e = model(Generation.V5E);
    CostBreakdown exp = v5e.price(unary(UnaryOp.Kind.EXP), x, x);
    CostBreakdown neg = v5e.price(unary(UnaryOp.Kind.NEGATE), x, x);
    CostBreakdown div = v5e.price(binary(BinaryOp.Kind.DIVIDE), List.of(x.get(0), x.get(0)), x);
    assertClose(exp.getFlops(), 10.0 * 4096);
    assertClose(neg.getFlops(), 4096);
    assertClose(div.getFlops(), 4.0 * 4096);
    assertClose(exp.getComputeSeconds(), 10.0 * 4096 / (197e12 / 32));
  }

  @Test
  void reductionWorkScalesWithTheInput() {
    Op op = Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(ReduceOp.Kind.SUM).addDimensions(1)).build();
    CostBreakdown cost = model(Generation.V5P).price(op,
        List.of(Shapes.type(DType.F32, 512, 2048)), List.of(Shapes.type(DType.F32, 512)));
    assertClose(cost.getFlops(), 512.0 * 2048);
    assertClose(cost.getHbmBytes(), 4.0 * (512 * 2048 + 512));
    assertThat(cost.getUnit()).isEqualTo("VPU");
  }

  @Test
  void sortCostsNLogNComparesPerRow() {
    Op op = Op.newBuilder().setSort(SortOp.newBuilder().setDimension(1)).build();
    TensorType keys = Shapes.type(DType.F32, 4, 1024);
    TensorType values = Shapes.type(DType.S32, 4, 1024);
    CostBreakdown cost = model(Generation.V5E).price(op, List.of(keys, values), List.of(keys, values));
    assertClose(cost.getFlops(), 4.0 * 1024 * 10);                    // log2(1024) = 10
    assertClose(cost.getHbmBytes(), 2.0 * (4 * 1024 * 4 + 4 * 1024 * 4));
  }

  @Test
  void normalRngCostsTwiceUniform() {
    TensorType t = Shapes.type(DType.F32, 1000);
    CostModel v5e = model(Generation.V5E);
    CostBreakdown uniform = v5e.price(Op.newBuilder().setRng(RngOp.newBuilder().setType(t)).build(),
        List.of(), List.of(t));
    CostBreakdown normal = v5e.price(Op.newBuilder().setRng(RngOp.newBuilder().setType(t)
        .setDistribution(RngOp.Distribution.NORMAL)).build(), List.of(), List.of(t));
    assertClose(uniform.getFlops(), 24.0 * 1000);
    assertClose(normal.getFlops(), 48.0 * 1000);
    assertClose(uniform.getHbmBytes(), 4000);                         // writes only
  }

  @Test
  void sliceReadsOnlyWhatItTakes() {
    Op op = Op.newBuilder().setSlice(SliceOp.newBuilder()
        .addStartIndices(0).addLimitIndices(16).addStrides(1)
        .addStartIndices(0).addLimitIndices(1024).addStrides(1)).build();
    CostBreakdown cost = model(Generation.V5E).price(op,
        List.of(Shapes.type(DType.F32, 4096, 1024)), List.of(Shapes.type(DType.F32, 16, 1024)));
    assertClose(cost.getHbmBytes(), 2.0 * 16 * 1024 * 4);
    assertThat(cost.getUnit()).isEqualTo("DMA");
    assertThat(cost.getFlops()).isZero();
    assertThat(cost.getComputeSeconds()).isZero();
  }

  @Test
  void transposeMovesTheWholeTensorBothWays() {
    Op op = Op.newBuilder().setTranspose(TransposeOp.newBuilder().addPermutation(1).addPermutation(0)).build();
    CostBreakdown cost = model(Generation.V4).price(op,
        List.of(Shapes.type(DType.BF16, 2048, 4096)), List.of(Shapes.type(DType.BF16, 4096, 2048)));
    double bytes = 2.0 * 2048 * 4096 * 2;
    assertClose(cost.getHbmBytes(), bytes);
    assertClose(cost.getMemorySeconds(), bytes / 1200e9);
    assertThat(cost.getBound()).isEqualTo(Bound.MEMORY);
  }

  @Test
  void gatherReadsTheRowsItTakesPlusIndices() {
    Op op = Op.newBuilder().setGather(GatherOp.newBuilder()
        .addOffsetDims(1).addCollapsedSliceDims(0).addStartIndexMap(0).setIndexVectorDim(1)
        .addSliceSizes(1).addSliceSizes(512)).build();
    CostBreakdown cost = model(Generation.V5E).price(op,
        List.of(Shapes.type(DType.BF16, 32000, 512), Shapes.type(DType.S32, 64, 1)),
        List.of(Shapes.type(DType.BF16, 64, 512)));
    assertClose(cost.getHbmBytes(), 2.0 * 64 * 512 * 2 + 64 * 4);
  }

  @Test
  void dynamicUpdateSliceTouchesOnlyTheUpdateRegion() {
    Op op = Op.newBuilder().setDynamicUpdateSlice(DynamicUpdateSliceOp.getDefaultInstance()).build();
    TensorType cache = Shapes.type(DType.BF16, 4096, 1024);
    TensorType scalar = Shapes.type(DType.S32);
    CostBreakdown cost = model(Generation.V5E).price(op,
        List.of(cache, Shapes.type(DType.BF16, 1, 1024), scalar, scalar), List.of(cache));
    assertClose(cost.getHbmBytes(), 2.0 * 1024 * 2 + 2 * 4);
  }

  @Test
  void scatterReadsTheOldRegionOnlyWhenItCombines() {
    List<TensorType> in = List.of(Shapes.type(DType.F32, 1000, 128), Shapes.type(DType.S32, 10, 1),
        Shapes.type(DType.F32, 10, 128));
    List<TensorType> out = List.of(Shapes.type(DType.F32, 1000, 128));
    CostModel v5e = model(Generation.V5E);
    CostBreakdown replace = v5e.price(scatter(ScatterOp.Combiner.REPLACE), in, out);
    CostBreakdown add = v5e.price(scatter(ScatterOp.Combiner.ADD), in, out);
    double indices = 10 * 4;
    double region = 10 * 128 * 4;
    assertClose(replace.getHbmBytes(), indices + region + region);          // read updates, write region
    assertClose(add.getHbmBytes(), indices + region + 2 * region);          // plus read the old region
  }

  @Test
  void wrongOperandCountIsReportedByName() {
    assertThatThrownBy(() -> model(Generation.V5E).price(
        matmul(DotGeneralOp.Precision.DEFAULT),
        List.of(Shapes.type(DType.BF16, 8, 8)), List.of(Shapes.type(DType.BF16, 8, 8))))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("dot_general expects 2 operands, got 1");
    assertThatThrownBy(() -> model(Generation.V5E).price(Op.getDefaultInstance(), List.of(), List.of()))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("no kind");
  }

  @Test
  void contractingSizeMismatchIsRejected() {
    assertThatThrownBy(() -> model(Generation.V5E).price(
        matmul(DotGeneralOp.Precision.DEFAULT),
        List.of(Shapes.type(DType.BF16, 8, 16), Shapes.type(DType.BF16, 32, 8)),
        List.of(Shapes.type(DType.BF16, 8, 8))))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("contracting");
  }

  @Test
  void handMadeSpecWithoutGenerationRunsInt8AtTheBf16Rate() {
    ChipSpec spec = ChipSpec.newBuilder().setPeakBf16Flops(100e12).setPeakVpuFlops(5e12)
        .setHbmBytesPerSecond(1e12).setMxuDim(128).setPcieBytesPerSecond(10e9).setOpLaunchSeconds(0).build();
    Op op = matmul(DotGeneralOp.Precision.DEFAULT);
    CostBreakdown cost = new CostModel(spec).price(op,
        List.of(Shapes.type(DType.S8, 128, 128), Shapes.type(DType.S8, 128, 128)),
        List.of(Shapes.type(DType.S8, 128, 128)));
    assertClose(cost.getComputeSeconds(), 2.0 * 128 * 128 * 128 / 100e12);
    assertThatThrownBy(() -> new CostModel(spec.toBuilder().setHbmBytesPerSecond(0).build()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hbm_bytes_per_second");
  }

  // ---- helpers ----

  private static CostModel model(Generation generation) {
    return new CostModel(ChipSpecs.of(generation));
  }

  /** A plain matmul: contracts lhs dim 1 with rhs dim 0 (the shapes come with the operand types). */
  private static Op matmul(DotGeneralOp.Precision precision) {
    return Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder()
        .addLhsContractingDims(1).addRhsContractingDims(0).setPrecision(precision)).build();
  }

  private static Op binary(BinaryOp.Kind kind) {
    return Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(kind)).build();
  }

  private static Op unary(UnaryOp.Kind kind) {
    return Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(kind)).build();
  }

  private static Op scatter(ScatterOp.Combiner combiner) {
    return Op.newBuilder().setScatter(ScatterOp.newBuilder()
        .addUpdateWindowDims(1).addInsertedWindowDims(0).addScatterDimsToOperandDims(0).setIndexVectorDim(1)
        .setCombiner(combiner)).build();
  }

  private static void assertClose(double actual, double expected) {
    assertThat(actual).isCloseTo(expected, Offset.offset(Math.abs(expected) * 1e-12));
  }
}
