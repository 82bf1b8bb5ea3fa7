package org.torchtpu.server.simulate;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.simulate.SimKernel.Member;
import org.torchtpu.server.simulate.SimKernel.Phase;

/**
 * The kernels a transformer step is made of, as typed ops at real size (no values), for {@link TransformerStepBuilder}
 * and the attention and expert kernels: matmuls, the RMS norm, rotary embedding, the MLP's activation, elementwise
 * groups, the embedding lookup, the cross-entropy and the AdamW update. Each runs once ({@code repeat} 1) in the
 * forward pass unless said otherwise.
 */
final class StepKernels {
  /** Names the MLP's activation group: the activation function's ops, then a gated MLP's product with the up matrix. */
  static final String ACTIVATION = "mlp_activation";

  private StepKernels() {}

  /** A forward matmul [mm, kk] x [kk, nn] in bf16 as its own kernel. */
  static SimKernel dot(String name, String category, long mm, long kk, long nn) {
    return dotKernel(name, category, Phase.FORWARD, mm, kk, nn);
  }

  static SimKernel dotKernel(String name, String category, Phase phase, long mm, long kk, long nn) {
    Op op = Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder().addLhsContractingDims(1)
        .addRhsContractingDims(0)).build();
    Member member = new Member(op, List.of(Shapes.type(DType.BF16, mm, kk), Shapes.type(DType.BF16, kk, nn)),
        List.of(Shapes.type(DType.BF16, mm, nn)));
    return new SimKernel(name, category, phase, List.of(member), 0, 0, 1);
  }

  /** One batched matmul [batch, m, k] x [batch, k, n] as its own kernel. */
  static SimKernel bdotKernel(String name, String category, long batch, long mm, long kk, long nn) {
    return new SimKernel(name, category, Phase.FORWARD, List.of(bdot(batch, mm, kk, nn, DType.BF16)), 0, 0, 1);
  }

  static Member bdot(long batch, long mm, long kk, long nn, DType out) {
    return new Member(batchedDot(), List.of(Shapes.type(DType.BF16, batch, mm, kk),
        Shapes.type(DType.BF16, batch, kk, nn)), List.of(Shapes.type(out, batch, mm, nn)));
  }

  private static Op batchedDot() {
    return Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder().addLhsBatchingDims(0).addRhsBatchingDims(0)
        .addLhsContractingDims(2).addRhsContractingDims(1)).build();
  }

  /** RMS norm of bf16 rows, computed in f32, as one fused kernel. */
  static SimKernel norm(String name, long rows, long width) {
    TensorType bf = Shapes.type(DType.BF16, rows, width);
    TensorType f32 = Shapes.type(DType.F32, rows, width);
    TensorType row = Shapes.type(DType.F32, rows);
    List<Member> ms = List.of(
        new Member(convert(DType.F32), List.of(bf), List.of(f32)),
        new Member(binary(BinaryOp.Kind.MULTIPLY), List.of(f32, f32), List.of(f32)),
        new Member(reduce(ReduceOp.Kind.SUM), List.of(f32), List.of(row)),
        new Member(unary(UnaryOp.Kind.RSQRT), List.of(row), List.of(row)),
        new Member(binary(BinaryOp.Kind.MULTIPLY), List.of(f32, f32), List.of(f32)),
        new Member(binary(BinaryOp.Kind.MULTIPLY), List.of(f32, f32), List.of(f32)),
        new Member(convert(DType.BF16), List.of(f32), List.of(bf)));
    return new SimKernel(name, "norm", Phase.FORWARD, ms, Shapes.byteSize(bf) + width * 4.0,
        Shapes.byteSize(bf), 1);
  }

  /** Rotary embedding of {@code width} bf16 columns, reading f32 sin and cos tables of {@code seqLen} positions. */
  static SimKernel rope(long rows, long width, long seqLen) {
    TensorType x = Shapes.type(DType.BF16, rows, width);
    List<Member> ms = List.of(
        new Member(binary(BinaryOp.Kind.MULTIPLY), List.of(x, x), List.of(x)),
        new Member(binary(BinaryOp.Kind.MULTIPLY), List.of(x, x), List.of(x)),
        new Member(binary(BinaryOp.Kind.ADD), List.of(x, x), List.of(x)),
        new Member(Op.newBuilder().setSlice(SliceOp.getDefaultInstance()).build(), List.of(x), List.of(x)),
        new Member(binary(BinaryOp.Kind.SUBTRACT), List.of(x, x), List.of(x)));
    return new SimKernel("rope", "qkv", Phase.FORWARD, ms, Shapes.byteSize(x) + 2.0 * seqLen * width / 2 * 4,
        Shapes.byteSize(x), 1);
  }

  /** The MLP's activation ({@link #ACTIVATION}): ReLU, or a sigmoid and its products (SiLU, a gated MLP). */
  static SimKernel activation(TransformerConfig model, long rows, long width) {
    TensorType x = Shapes.type(DType.BF16, rows, width);
    List<Member> ms = new ArrayList<>();
    if (model.activationOps() == 1) {
      ms.add(new Member(binary(BinaryOp.Kind.MAXIMUM), List.of(x, x), List.of(x)));
    } else {
      ms.add(new Member(unary(UnaryOp.Kind.LOGISTIC), List.of(x), List.of(x)));
      for (int i = 1; i < model.activationOps(); i++) {
        ms.add(new Member(binary(BinaryOp.Kind.MULTIPLY), List.of(x, x), List.of(x)));
      }
    }
    return new SimKernel(ACTIVATION, "mlp", Phase.FORWARD, ms, model.mlpMatrices() * Shapes.byteSize(x),
        Shapes.byteSize(x), 1);
  }

  /** {@code ops} fused over {@code type}, reading {@code inputs} arrays of it and writing one. */
  static SimKernel elementwise(String name, String category, List<Op> ops, TensorType type, int inputs) {
    List<Member> ms = new ArrayList<>();
    for (Op op : ops) {
      ms.add(new Member(op, op.getKindCase() == Op.KindCase.UNARY ? List.of(type) : List.of(type, type),
          List.of(type)));
    }
    return new SimKernel(name, category, Phase.FORWARD, ms, inputs * Shapes.byteSize(type), Shapes.byteSize(type), 1);
  }

  /** The embedding lookup: a gather of {@code tok} rows of a [v, e] table. */
  static SimKernel embedding(long tok, long e, long v) {
    TensorType table = Shapes.type(DType.BF16, v, e);
    TensorType ids = Shapes.type(DType.S32, tok, 1);
    Op gather = Op.newBuilder().setGather(GatherOp.newBuilder().addOffsetDims(1).addCollapsedSliceDims(0)
        .addStartIndexMap(0).setIndexVectorDim(1).addSliceSizes(1).addSliceSizes(e)).build();
    return new SimKernel("embedding_lookup", "head", Phase.FORWARD,
        List.of(new Member(gather, List.of(table, ids), List.of(Shapes.type(DType.BF16, tok, e)))), 0, 0, 1);
  }

  /** Names the one-hot embedding matmul (forward; its table gradient adds the weight-gradient suffix). */
  static final String ONE_HOT_EMBEDDING = "embedding_one_hot";

  /**
   * The embedding as MaxText's {@code use_iota_embed} computes it: the tokens' one-hot rows [tok, v] (a comparison of
   * the ids with an iota, made inside the matmul's operand fusion) times the [v, e] table, on the MXU. It holds and
   * reads the ids, the table and the output only: the one-hot never reaches HBM.
   */
  static SimKernel oneHotEmbedding(long tok, long e, long v) {
    SimKernel k = dot(ONE_HOT_EMBEDDING, "head", tok, v, e);
    return new SimKernel(k.name(), k.category(), k.phase(), k.members(), tok * 4.0 + v * e * 2.0, tok * e * 2.0, 1);
  }

  /** The table's gradient of {@link #oneHotEmbedding}: one-hot transposed [v, tok] times the output's gradient. */
  static SimKernel oneHotEmbeddingGradient(long tok, long e, long v, String suffix) {
    SimKernel k = dotKernel(ONE_HOT_EMBEDDING + suffix, "head", Phase.BACKWARD, v, tok, e);
    return new SimKernel(k.name(), k.category(), k.phase(), k.members(), tok * 4.0 + tok * e * 2.0, v * e * 2.0, 1);
  }

  /** The loss over {@code tok} rows of {@code v} logits, in f32: a log-softmax and the target's pick. */
  static SimKernel crossEntropy(long tok, long v) {
    TensorType bf = Shapes.type(DType.BF16, tok, v);
    TensorType f32 = Shapes.type(DType.F32, tok, v);
    TensorType row = Shapes.type(DType.F32, tok);
    List<Member> ms = List.of(
        new Member(convert(DType.F32), List.of(bf), List.of(f32)),
        new Member(reduce(ReduceOp.Kind.MAX), List.of(f32), List.of(row)),
        new Member(binary(BinaryOp.Kind.SUBTRACT), List.of(f32, f32), List.of(f32)),
        new Member(unary(UnaryOp.Kind.EXP), List.of(f32), List.of(f32)),
        new Member(reduce(ReduceOp.Kind.SUM), List.of(f32), List.of(row)),
        new Member(unary(UnaryOp.Kind.LOG), List.of(row), List.of(row)),
        new Member(binary(BinaryOp.Kind.SUBTRACT), List.of(row, row), List.of(row)));
    return new SimKernel("cross_entropy", "head", Phase.FORWARD, ms, Shapes.byteSize(bf), Shapes.byteSize(row), 1);
  }

  /** AdamW over one f32 parameter tensor's shard: about 12 vector ops per parameter, 28 bytes moved. */
  static SimKernel optimizer(double localParameters) {
    long n = Math.max(1, (long) localParameters);
    TensorType p = Shapes.type(DType.F32, n);
    List<Member> ms = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      ms.add(new Member(binary(BinaryOp.Kind.MULTIPLY), List.of(p, p), List.of(p)));
    }
    ms.add(new Member(unary(UnaryOp.Kind.SQRT), List.of(p), List.of(p)));
    ms.add(new Member(binary(BinaryOp.Kind.DIVIDE), List.of(p, p), List.of(p)));
    return new SimKernel("adamw_update", "optimizer", Phase.OPTIMIZER, ms, 16.0 * n, 12.0 * n, 1);
  }

  static Op binary(BinaryOp.Kind kind) {
    return Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(kind)).build();
  }

  static Op unary(UnaryOp.Kind kind) {
    return Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(kind)).build();
  }

  static Op reduce(ReduceOp.Kind kind) {
    return Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(kind).addDimensions(1)).build();
  }

  static Op convert(DType to) {
    return Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(to)).build();
  }
}
