package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.SelectOp;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;

/** Builds graphs for tests: each method appends an op (typed as it goes) and returns its result id. */
public final class GraphBuilder {
  private final List<Parameter> parameters = new ArrayList<>();
  private final List<Op> ops = new ArrayList<>();
  private final java.util.Map<Long, TensorType> types = new java.util.HashMap<>();
  private long next;

  public GraphBuilder() {
    this(1);
  }

  /** Ids start at {@code firstId} (so two builders can make the same structure with other ids). */
  public GraphBuilder(long firstId) {
    this.next = firstId;
  }

  public static TensorType type(DType dtype, long... dims) {
    return org.torchtpu.api.ir.Shapes.type(dtype, dims);
  }

  /**
   * x @ w, both bf16 [n, n] and row-sharded over the mesh's first axis, the output too: an SPMD compile gathers x's
   * shards (an FSDP-style all-gather the pricing tests check).
   */
  public static Graph rowShardedMatmul(long n) {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(type(DType.BF16, n, n));
    long w = b.param(type(DType.BF16, n, n));
    Graph g = b.graph(b.matmul(x, w));
    org.torchtpu.api.v1.Sharding rows = org.torchtpu.api.v1.Sharding.newBuilder().addDimAxes(0).addDimAxes(-1).build();
    return g.toBuilder()
        .setParameters(0, g.getParameters(0).toBuilder().setSharding(rows))
        .setParameters(1, g.getParameters(1).toBuilder().setSharding(rows))
        .addOutputShardings(rows)
        .build();
  }

  public long param(TensorType type) {
    long id = next++;
    parameters.add(Parameter.newBuilder().setId(id).setType(type).build());
    types.put(id, type);
    return id;
  }

  public TensorType typeOf(long id) {
    return types.get(id);
  }

  public long op(Op.Builder op, long... operands) {
    List<TensorType> in = new ArrayList<>();
    for (long o : operands) {
      op.addOperands(o);
      in.add(types.get(o));
    }
    long id = next++;
    op.addResults(id);
    op.setLocation(SourceLocation.newBuilder().setFile("Test.java").setLine(ops.size() + 1));
    Op built = op.build();
    types.put(id, TypeInference.infer(built, in).get(0));
    ops.add(built);
    return id;
  }

  /** Appends an op without typing it (for ill-typed graphs). */
  public void raw(Op op) {
    ops.add(op);
  }

  public long unary(UnaryOp.Kind kind, long x) {
    return op(Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(kind)), x);
  }

  public long binary(BinaryOp.Kind kind, long a, long b) {
    return op(Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(kind)), a, b);
  }

  public long add(long a, long b) {
    return binary(BinaryOp.Kind.ADD, a, b);
  }

  public long mul(long a, long b) {
    return binary(BinaryOp.Kind.MULTIPLY, a, b);
  }

  public long compare(CompareOp.Direction d, long a, long b) {
    return op(Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(d)), a, b);
  }

  public long select(long p, long t, long f) {
    return op(Op.newBuilder().setSelect(SelectOp.getDefaultInstance()), p, t, f);
  }

  public long convert(DType to, long x) {
    return op(Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(to)), x);
  }

  public long constant(DeviceArray value) {
    return op(Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(Literals.toLiteral(value))));
  }

  public long scalar(DType dtype, float value) {
    return constant(DeviceArray.ofFloats(dtype, new int[0], new float[] {value}));
  }

  /** A scalar constant broadcast to {@code dims}. */
  public long splat(DType dtype, float value, long... dims) {
    return broadcast(scalar(dtype, value), dims);
  }

  public long broadcast(long x, long[] dims, long... broadcastDims) {
    BroadcastInDimOp.Builder b = BroadcastInDimOp.newBuilder();
    for (long d : dims) {
      b.addResultDims(d);
    }
    for (long d : broadcastDims) {
      b.addBroadcastDimensions(d);
    }
    return op(Op.newBuilder().setBroadcastInDim(b), x);
  }

  public long broadcast(long x, long... dims) {
    return broadcast(x, dims, new long[0]);
  }

  public long reshape(long x, long... dims) {
    ReshapeOp.Builder r = ReshapeOp.newBuilder();
    for (long d : dims) {
      r.addDims(d);
    }
    return op(Op.newBuilder().setReshape(r), x);
  }

  public long transpose(long x, long... permutation) {
    TransposeOp.Builder t = TransposeOp.newBuilder();
    for (long p : permutation) {
      t.addPermutation(p);
    }
    return op(Op.newBuilder().setTranspose(t), x);
  }

  public long reduce(ReduceOp.Kind kind, long x, long... dims) {
    ReduceOp.Builder r = ReduceOp.newBuilder().setKind(kind);
    for (long d : dims) {
      r.addDimensions(d);
    }
    return op(Op.newBuilder().setReduce(r), x);
  }

  /** lhs [.., k] x rhs [k, ..]: contracts lhs's last dim with rhs's first. */
  public long matmul(long lhs, long rhs) {
    int lhsRank = types.get(lhs).getDimsCount();
    return op(Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder()
        .addLhsContractingDims(lhsRank - 1).addRhsContractingDims(0)), lhs, rhs);
  }

  public List<Op> ops() {
    return ops;
  }

  public Graph graph(long... outputs) {
    Graph.Builder g = Graph.newBuilder().addAllParameters(parameters).addAllOps(ops);
    for (long o : outputs) {
      g.addOutputs(o);
    }
    return g.build();
  }
}
