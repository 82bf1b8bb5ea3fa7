package org.torchtpu.server.compiler.spmd;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;

/** Builds SPMD test graphs op by op (types inferred as it goes), and the two graphs the tests share. */
public final class SpmdGraphs {
  private final Graph.Builder graph = Graph.newBuilder();
  private final Map<Long, TensorType> types = new HashMap<>();
  private long next = 1;

  public static Sharding sharding(int... dimAxes) {
    Sharding.Builder s = Sharding.newBuilder();
    for (int a : dimAxes) {
      s.addDimAxes(a);
    }
    return s.build();
  }

  /** Per dim, the mesh axes it is split over, major first ({} = whole): the proto's dim_mesh_axes. */
  public static Sharding groups(int[]... perDim) {
    Sharding.Builder s = Sharding.newBuilder();
    for (int[] axes : perDim) {
      org.torchtpu.api.v1.MeshAxes.Builder m = org.torchtpu.api.v1.MeshAxes.newBuilder();
      for (int a : axes) {
        m.addAxes(a);
      }
      s.addDimMeshAxes(m);
    }
    return s.build();
  }

  public long param(int[] dimAxes, long... dims) {
    return param(sharding(dimAxes), dims);
  }

  public long param(Sharding sharding, long... dims) {
    long id = next++;
    TensorType t = Shapes.type(DType.F32, dims);
    graph.addParameters(Parameter.newBuilder().setId(id).setType(t).setSharding(sharding));
    types.put(id, t);
    return id;
  }

  public long op(Op.Builder op, long... operands) {
    for (long o : operands) {
      op.addOperands(o);
    }
    List<TensorType> in = java.util.Arrays.stream(operands).mapToObj(types::get).toList();
    TensorType t = TypeInference.infer(op.build(), in).get(0);
    long id = next++;
    graph.addOps(op.addResults(id));
    types.put(id, t);
    return id;
  }

  public TensorType type(long id) {
    return types.get(id);
  }

  public long matmul(long lhs, long rhs) {
    return dot(lhs, rhs, type(lhs).getDimsCount() - 1, 0);
  }

  public long dot(long lhs, long rhs, int lhsContracting, int rhsContracting) {
    return op(Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder().addLhsContractingDims(lhsContracting)
        .addRhsContractingDims(rhsContracting)), lhs, rhs);
  }

  public long binary(BinaryOp.Kind kind, long a, long b) {
    return op(Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(kind)), a, b);
  }

  public long scalar(float value) {
    return op(Op.newBuilder().setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.fromFloats(new float[] {value}, DType.F32))));
  }

  /** x broadcast to {@code like}'s shape, x's dims going to {@code dims}. */
  public long broadcast(long x, long like, long... dims) {
    BroadcastInDimOp.Builder b = BroadcastInDimOp.newBuilder().addAllResultDims(type(like).getDimsList());
    for (long d : dims) {
      b.addBroadcastDimensions(d);
    }
    return op(Op.newBuilder().setBroadcastInDim(b), x);
  }

  public long reduceSum(long x, long... dims) {
    ReduceOp.Builder r = ReduceOp.newBuilder().setKind(ReduceOp.Kind.SUM);
    for (long d : dims) {
      r.addDimensions(d);
    }
    return op(Op.newBuilder().setReduce(r), x);
  }

  public long transpose(long x, long... perm) {
    TransposeOp.Builder t = TransposeOp.newBuilder();
    for (long p : perm) {
      t.addPermutation(p);
    }
    return op(Op.newBuilder().setTranspose(t), x);
  }

  public long reshape(long x, long... dims) {
    ReshapeOp.Builder r = ReshapeOp.newBuilder();
    for (long d : dims) {
      r.addDims(d);
    }
    return op(Op.newBuilder().setReshape(r), x);
  }

  public SpmdGraphs output(long id, Sharding sharding) {
    graph.addOutputs(id);
    graph.addOutputShardings(sharding);
    return this;
  }

  public SpmdGraphs output(long id) {
    return output(id, Sharding.getDefaultInstance());
  }

  public Graph build() {
    return graph.build();
  }

  /**
   * Megatron-style MLP over a 1-D mesh: y = relu(x W1 + b1) W2 + b2 with x f32[b,d] replicated,
   * W1 f32[d,h] split by columns, b1 split, W2 f32[h,d] split by rows, b2 replicated.
   */
  public static Graph megatronMlp(long b, long d, long h) {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {-1, -1}, b, d);
    long w1 = g.param(new int[] {-1, 0}, d, h);
    long b1 = g.param(new int[] {0}, h);
    long w2 = g.param(new int[] {0, -1}, h, d);
    long b2 = g.param(new int[] {-1}, d);
    long hidden = g.matmul(x, w1);
    long biased = g.binary(BinaryOp.Kind.ADD, hidden, g.broadcast(b1, hidden, 1));
    long relu = g.binary(BinaryOp.Kind.MAXIMUM, biased, g.broadcast(g.scalar(0), biased));
    long y = g.matmul(relu, w2);
    long out = g.binary(BinaryOp.Kind.ADD, y, g.broadcast(b2, y, 1));
    return g.output(out).build();
  }

  /**
   * One data-parallel SGD step of a linear model with a squared-error loss: x f32[n,d] and the
   * targets t f32[n,k] split by rows, W f32[d,k] replicated. Returns (W - lr * dL/dW, L) where
   * L = sum((xW - t)^2) / n.
   */
  public static Graph dataParallelStep(long n, long d, long k, float lr) {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {0, -1}, n, d);
    long t = g.param(new int[] {0, -1}, n, k);
    long w = g.param(new int[] {-1, -1}, d, k);
    long y = g.matmul(x, w);
    long err = g.binary(BinaryOp.Kind.SUBTRACT, y, t);
    long loss = g.binary(BinaryOp.Kind.MULTIPLY, g.reduceSum(g.binary(BinaryOp.Kind.MULTIPLY, err, err), 0, 1),
        g.scalar(1f / n));
    // dL/dW = x^T (2 err / n)
    long scaled = g.binary(BinaryOp.Kind.MULTIPLY, err, g.broadcast(g.scalar(2f / n), err));
    long grad = g.dot(x, scaled, 0, 0);
    long updated = g.binary(BinaryOp.Kind.SUBTRACT, w,
        g.binary(BinaryOp.Kind.MULTIPLY, g.broadcast(g.scalar(lr), grad), grad));
    return g.output(updated).output(loss).build();
  }
}
