package org.torchtpu.client;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.ArgReduceOp;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.ClampOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReduceWindowOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.SelectAndScatterOp;
import org.torchtpu.api.v1.SelectOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.api.v1.UnaryOp;

/**
 * Emitters of exactly one wire op each, with no PyTorch semantics: operands must already have
 * the types the op set requires. Everything PyTorch-shaped is in {@link Decompositions}.
 */
final class WireOps {
  private WireOps() {}

  /**
   * The kind messages of the elementwise ops, built once: they are immutable, and building one per
   * op (a builder and a message) was 2.6% of the bytes an eager add allocated on the caller's thread.
   */
  private static final Map<UnaryOp.Kind, UnaryOp> UNARY = kindMessages(UnaryOp.Kind.class,
      k -> UnaryOp.newBuilder().setKind(k).build());
  private static final Map<BinaryOp.Kind, BinaryOp> BINARY = kindMessages(BinaryOp.Kind.class,
      k -> BinaryOp.newBuilder().setKind(k).build());

  private static <K extends Enum<K>, M> Map<K, M> kindMessages(Class<K> kinds, java.util.function.Function<K, M> build) {
    Map<K, M> out = new java.util.EnumMap<>(kinds);
    for (K k : kinds.getEnumConstants()) {
      if (!"UNRECOGNIZED".equals(k.name())) {
        out.put(k, build.apply(k));
      }
    }
    return out;
  }

  private static Tensor emit(TensorFactories target, Op.Builder op, List<Tensor> operands) {
    return target.emit(op, operands).get(0);
  }

  private static Tensor emit(Op.Builder op, Tensor... operands) {
    return emit(operands[0].session(), op, Arrays.asList(operands));
  }

  static Tensor unary(Tensor x, UnaryOp.Kind kind) {
    return emit(Op.newBuilder().setUnary(UNARY.get(kind)), x);
  }

  static Tensor binary(Tensor lhs, Tensor rhs, BinaryOp.Kind kind) {
    return emit(Op.newBuilder().setBinary(BINARY.get(kind)), lhs, rhs);
  }

  static Tensor compare(Tensor lhs, Tensor rhs, CompareOp.Direction direction) {
    return emit(Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(direction)), lhs, rhs);
  }

  static Tensor select(Tensor pred, Tensor onTrue, Tensor onFalse) {
    return emit(Op.newBuilder().setSelect(SelectOp.getDefaultInstance()), pred, onTrue, onFalse);
  }

  static Tensor clamp(Tensor min, Tensor x, Tensor max) {
    return emit(Op.newBuilder().setClamp(ClampOp.getDefaultInstance()), min, x, max);
  }

  /** Converts with the op set's convert; returns {@code x} itself when it already has the dtype. */
  static Tensor convert(Tensor x, DType dtype) {
    if (x.dtype() == dtype) {
      return x;
    }
    return emit(Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(dtype)), x);
  }

  static Tensor constant(TensorFactories target, TensorLiteral value) {
    return emit(target, Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(value)), List.of());
  }

  static Tensor iota(TensorFactories target, TensorType type, int dimension) {
    return emit(target, Op.newBuilder().setIota(IotaOp.newBuilder().setType(type).setDimension(dimension)),
        List.of());
  }

  static Tensor rng(TensorFactories target, TensorType type, RngOp.Distribution distribution, long seed,
      double a, double b) {
    RngOp.Builder rng = RngOp.newBuilder().setType(type).setDistribution(distribution).setSeed(seed).setA(a).setB(b);
    return emit(target, Op.newBuilder().setRng(rng), List.of());
  }

  static Tensor dotGeneral(Tensor lhs, Tensor rhs, long[] lhsBatching, long[] rhsBatching,
      long[] lhsContracting, long[] rhsContracting, DotGeneralOp.Precision precision) {
    DotGeneralOp.Builder dot = DotGeneralOp.newBuilder()
        .setPrecision(precision)
        .addAllLhsBatchingDims(list(lhsBatching))
        .addAllRhsBatchingDims(list(rhsBatching))
        .addAllLhsContractingDims(list(lhsContracting))
        .addAllRhsContractingDims(list(rhsContracting));
    return emit(Op.newBuilder().setDotGeneral(dot), lhs, rhs);
  }

  static Tensor reduce(Tensor x, ReduceOp.Kind kind, int[] dims) {
    ReduceOp.Builder reduce = ReduceOp.newBuilder().setKind(kind);
    for (int d : dims) {
      reduce.addDimensions(d);
    }
    return emit(Op.newBuilder().setReduce(reduce), x);
  }

  static Tensor argReduce(Tensor x, ArgReduceOp.Kind kind, int dim, DType indexDtype) {
    ArgReduceOp.Builder arg = ArgReduceOp.newBuilder().setKind(kind).setDimension(dim).setIndexDtype(indexDtype);
    return emit(Op.newBuilder().setArgReduce(arg), x);
  }

  /** Broadcasts; returns {@code x} itself when the op would be the identity. */
  static Tensor broadcastInDim(Tensor x, long[] resultDims, long[] broadcastDimensions) {
    if (ShapeRules.hasShape(x.type(), resultDims) && ShapeRules.isIdentity(broadcastDimensions)) {
      return x;
    }
    BroadcastInDimOp.Builder b = BroadcastInDimOp.newBuilder()
        .addAllResultDims(list(resultDims))
        .addAllBroadcastDimensions(list(broadcastDimensions));
    return emit(Op.newBuilder().setBroadcastInDim(b), x);
  }

  /** Reshapes; returns {@code x} itself when the dims are unchanged. */
  static Tensor reshape(Tensor x, long[] dims) {
    if (ShapeRules.hasShape(x.type(), dims)) {
      return x;
    }
    return emit(Op.newBuilder().setReshape(ReshapeOp.newBuilder().addAllDims(list(dims))), x);
  }

  /**
   * A new value equal to {@code x} under its own handle: a reshape to its own shape (the server may share the storage;
   * its values never change, and freeing either handle leaves the other's value).
   */
  static Tensor copy(Tensor x) {
    return emit(Op.newBuilder().setReshape(ReshapeOp.newBuilder().addAllDims(list(x.shape()))), x);
  }

  /** Transposes; returns {@code x} itself for the identity permutation. */
  static Tensor transpose(Tensor x, long[] permutation) {
    if (permutation.length == x.dim() && ShapeRules.isIdentity(permutation)) {
      return x;
    }
    return emit(Op.newBuilder().setTranspose(TransposeOp.newBuilder().addAllPermutation(list(permutation))), x);
  }

  static Tensor slice(Tensor x, long[] start, long[] limit, long[] strides) {
    SliceOp.Builder s = SliceOp.newBuilder()
        .addAllStartIndices(list(start))
        .addAllLimitIndices(list(limit))
        .addAllStrides(list(strides));
    return emit(Op.newBuilder().setSlice(s), x);
  }

  static Tensor concatenate(List<Tensor> xs, int dimension) {
    return emit(xs.get(0).session(), Op.newBuilder().setConcatenate(ConcatenateOp.newBuilder().setDimension(dimension)),
        xs);
  }

  /** Pads with {@code paddingValue} (a rank-0 tensor of x's dtype) after ({@code high}) each dim; no interior padding. */
  static Tensor pad(Tensor x, Tensor paddingValue, long[] high) {
    PadOp.Builder p = PadOp.newBuilder()
        .addAllEdgePaddingLow(list(new long[high.length]))
        .addAllEdgePaddingHigh(list(high))
        .addAllInteriorPadding(list(new long[high.length]));
    return emit(Op.newBuilder().setPad(p), x, paddingValue);
  }

  /**
   * Runs a compiled program: the operands are its parameters in order; returns its outputs. With {@code byHandle} the
   * op names only the program and the handles: the server has the program and checks the handles' types against it,
   * so its signature does not travel (and is not parsed) with every call. Without it (a host that did not advertise
   * {@code SessionInfo.accepts_calls_by_handle}, which refuses such a call) the op restates the signature.
   */
  static List<Tensor> call(TensorFactories target, String programId, List<TensorType> parameterTypes,
      List<TensorType> resultTypes, List<Tensor> operands, boolean byHandle) {
    if (operands.size() != parameterTypes.size()) {
      throw new org.torchtpu.api.ir.OpTypeException("call: program " + programId + " takes " + parameterTypes.size()
          + " parameter(s), got " + operands.size());
    }
    for (int i = 0; i < operands.size(); i++) {
      TensorType t = operands.get(i).type();
      if (!t.equals(parameterTypes.get(i))) {
        throw new org.torchtpu.api.ir.OpTypeException("call: program " + programId + " parameter " + i + " is "
            + org.torchtpu.api.ir.Shapes.toString(parameterTypes.get(i)) + ", got " + org.torchtpu.api.ir.Shapes.toString(t));
      }
    }
    CallOp.Builder call = CallOp.newBuilder().setProgramId(programId);
    if (!byHandle) {
      call.addAllParameterTypes(parameterTypes).addAllResultTypes(resultTypes);
    }
    return target.emitTyped(Op.newBuilder().setCall(call), operands, resultTypes);
  }

  static Tensor convolution(Tensor lhs, Tensor rhs, ConvolutionOp.Builder convolution) {
    return emit(Op.newBuilder().setConvolution(convolution), lhs, rhs);
  }

  static Tensor reduceWindow(Tensor x, Tensor init, ReduceWindowOp.Builder window) {
    return emit(Op.newBuilder().setReduceWindow(window), x, init);
  }

  static Tensor selectAndScatter(Tensor operand, Tensor source, Tensor init, SelectAndScatterOp.Builder s) {
    return emit(Op.newBuilder().setSelectAndScatter(s), operand, source, init);
  }

  static Tensor gather(Tensor operand, Tensor startIndices, GatherOp.Builder dimensionNumbers) {
    return emit(Op.newBuilder().setGather(dimensionNumbers), operand, startIndices);
  }

  static List<Long> list(long[] values) {
    List<Long> out = new ArrayList<>(values.length);
    for (long v : values) {
      out.add(v);
    }
    return out;
  }
}
