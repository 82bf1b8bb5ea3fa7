package org.torchtpu.client.dist;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DeviceMesh;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.api.v1.SpmdOptions;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TensorListFunction;
import org.torchtpu.client.TpuException;

/**
 * A Java function compiled once as an SPMD program over the ranks of a world: the server
 * partitions the traced graph by the inputs' shardings over a device mesh and inserts the
 * collectives; every rank runs the same per-rank program on its own shards.
 *
 * <pre>{@code
 * // Megatron MLP on 4 ranks: W1 split by columns, W2 by rows; one all-reduce, inserted by the compiler
 * SpmdFunction mlp = SpmdFunction.compile(rankSessions, new int[] {4},
 *     in -> List.of(in[0].matmul(in[1]).relu().matmul(in[2])),
 *     List.of(Shapes.type(F32, 8, 16), Shapes.type(F32, 16, 32), Shapes.type(F32, 32, 16)),
 *     List.of(SpmdFunction.replicated(), SpmdFunction.split(-1, 0), SpmdFunction.split(0, -1)));
 * List<TensorLiteral> y = mlp.call(x, w1, w2);   // whole inputs in, whole outputs back
 * }</pre>
 *
 * <p>{@link #call} is a driver's view: it cuts each whole input into the rank's block, uploads it
 * to that rank's session, runs the program on all ranks at once (one thread per rank, since a
 * rank's collectives wait for the others) and puts the outputs back together. Float dtypes only.
 */
public final class SpmdFunction {
  private final List<Session> ranks;
  private final int[] mesh;
  private final Graph graph;
  private final List<CompileResponse> programs;

  private SpmdFunction(List<Session> ranks, int[] mesh, Graph graph, List<CompileResponse> programs) {
    this.ranks = ranks;
    this.mesh = mesh;
    this.graph = graph;
    this.programs = programs;
  }

  /** Every rank holds the whole value. */
  public static Sharding replicated() {
    return Sharding.getDefaultInstance();
  }

  /** One entry per dim: the mesh axis the dim is split over, or -1 (see runtime.proto's Sharding). */
  public static Sharding split(int... dimAxes) {
    Sharding.Builder s = Sharding.newBuilder();
    for (int a : dimAxes) {
      s.addDimAxes(a);
    }
    return s.build();
  }

  /** As the full form, with every output returned replicated. */
  public static SpmdFunction compile(List<Session> ranks, int[] mesh, TensorListFunction fn,
      List<TensorType> inputTypes, List<Sharding> inputShardings) {
    return compile(ranks, mesh, fn, inputTypes, inputShardings, List.of());
  }

  /**
   * Traces {@code fn} on rank 0's session and compiles it on every rank.
   *
   * @param ranks one session per world rank, in rank order (opened with {@code TpuClient.openRank})
   * @param mesh the device mesh shape (1 to 16 axes) over the ranks, row-major
   * @param outputShardings one per output, or empty for all replicated
   * @throws TpuException INVALID_ARGUMENT naming a bad sharding, FAILED_PRECONDITION when a session
   *     is not a rank of a world of the mesh's size
   */
  public static SpmdFunction compile(List<Session> ranks, int[] mesh, TensorListFunction fn,
      List<TensorType> inputTypes, List<Sharding> inputShardings, List<Sharding> outputShardings) {
    if (inputShardings.size() != inputTypes.size()) {
      throw new IllegalArgumentException(inputTypes.size() + " inputs but " + inputShardings.size() + " shardings");
    }
    int size = 1;
    for (int s : mesh) {
      size *= s;
    }
    if (ranks.size() != size) {
      throw new IllegalArgumentException("the mesh " + java.util.Arrays.toString(mesh) + " has " + size
          + " ranks but " + ranks.size() + " sessions were given");
    }
    Graph.Builder g = ranks.get(0).trace(fn, inputTypes).toBuilder();
    for (int i = 0; i < inputShardings.size(); i++) {
      g.getParametersBuilder(i).setSharding(inputShardings.get(i));
    }
    g.addAllOutputShardings(outputShardings);
    Graph graph = g.build();
    DeviceMesh.Builder m = DeviceMesh.newBuilder();
    for (int s : mesh) {
      m.addShape(s);
    }
    SpmdOptions options = SpmdOptions.newBuilder().setMesh(m).build();
    List<CompileResponse> programs = new ArrayList<>();
    for (Session s : ranks) {
      programs.add(s.compileSpmd(graph, CompileOptions.getDefaultInstance(), options));
    }
    return new SpmdFunction(List.copyOf(ranks), mesh.clone(), graph, programs);
  }

  /** The traced graph with its shardings, as sent. */
  public Graph graph() {
    return graph;
  }

  /** Rank 0's compile answer: program, per-rank signature, inserted collectives, simulated time. */
  public CompileResponse program() {
    return programs.get(0);
  }

  /** Runs on every rank; {@code inputs} and the result are whole (global) tensors. */
  public List<TensorLiteral> call(TensorLiteral... inputs) {
    if (inputs.length != graph.getParametersCount()) {
      throw new IllegalArgumentException("the function takes " + graph.getParametersCount() + " inputs, got "
          + inputs.length);
    }
    for (int i = 0; i < inputs.length; i++) {
      if (!inputs[i].getType().equals(graph.getParameters(i).getType())) {
        throw new IllegalArgumentException("input " + i + " is " + Shapes.toString(inputs[i].getType())
            + " but the function was compiled for " + Shapes.toString(graph.getParameters(i).getType()));
      }
    }
    ExecutorService threads = Executors.newFixedThreadPool(ranks.size());
    try {
      List<Future<List<TensorLiteral>>> futures = new ArrayList<>();
      for (int r = 0; r < ranks.size(); r++) {
        int rank = r;
        futures.add(threads.submit(() -> runRank(rank, inputs)));
      }
      List<List<TensorLiteral>> perRank = new ArrayList<>();
      for (Future<List<TensorLiteral>> f : futures) {
        perRank.add(f.get());
      }
      List<TensorLiteral> outputs = new ArrayList<>();
      CompileResponse p = programs.get(0);
      for (int o = 0; o < graph.getOutputsCount(); o++) {
        TensorType whole = wholeType(p.getOutputTypes(o), p.getSpmd().getOutputShardings(o));
        float[] data = new float[(int) Shapes.numElements(whole)];
        for (int r = 0; r < ranks.size(); r++) {
          Blocks.copy(LiteralCodec.toFloats(perRank.get(r).get(o)), data, whole,
              p.getSpmd().getOutputShardings(o), mesh, coordinates(r), false);
        }
        outputs.add(LiteralCodec.fromFloats(data, whole.getDtype(), dims(whole)));
      }
      return outputs;
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException re) {
        throw re;
      }
      throw new IllegalStateException(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TpuException(io.grpc.Status.Code.CANCELLED, "interrupted", null, e);
    } finally {
      threads.shutdownNow();
    }
  }

  private List<TensorLiteral> runRank(int rank, TensorLiteral[] inputs) {
    Session session = ranks.get(rank);
    CompileResponse p = programs.get(rank);
    int[] coords = coordinates(rank);
    List<Tensor> operands = new ArrayList<>();
    for (int i = 0; i < inputs.length; i++) {
      TensorType local = p.getSpmd().getLocalParameterTypes(i);
      if (!DTypes.isFloat(local.getDtype())) {
        throw new IllegalArgumentException("input " + i + ": SpmdFunction shards float tensors, got "
            + local.getDtype());
      }
      float[] block = new float[(int) Shapes.numElements(local)];
      Blocks.copy(block, LiteralCodec.toFloats(inputs[i]), inputs[i].getType(),
          graph.getParameters(i).getSharding(), mesh, coords, true);
      operands.add(session.upload(LiteralCodec.fromFloats(block, local.getDtype(), dims(local))));
    }
    for (int c : coords) {
      operands.add(session.upload(LiteralCodec.fromLongs(new long[] {c}, DType.S32)));
    }
    Op.Builder call = Op.newBuilder().setCall(CallOp.newBuilder().setProgramId(p.getProgramId())
        .addAllParameterTypes(p.getSpmd().getLocalParameterTypesList())
        .addAllResultTypes(p.getOutputTypesList()));
    List<Tensor> results = session.emit(call, operands);
    List<TensorLiteral> out = new ArrayList<>();
    for (Tensor t : results) {
      out.add(session.read(t));
    }
    return out;
  }

  private int[] coordinates(int rank) {
    int[] c = new int[mesh.length];
    for (int a = mesh.length - 1; a >= 0; a--) {
      c[a] = rank % mesh[a];
      rank /= mesh[a];
    }
    return c;
  }

  private TensorType wholeType(TensorType local, Sharding sharding) {
    TensorType.Builder b = local.toBuilder();
    int[][] axes = Blocks.axesPerDim(sharding, local.getDimsCount());
    for (int d = 0; d < axes.length; d++) {
      for (int a : axes[d]) {
        b.setDims(d, b.getDims(d) * mesh[a]);
      }
    }
    return b.build();
  }

  private static long[] dims(TensorType t) {
    return t.getDimsList().stream().mapToLong(Long::longValue).toArray();
  }

  /** Copies between a whole row-major tensor and one rank's block of it. */
  static final class Blocks {
    private Blocks() {}

    /** Per dim, the mesh axes it is split over, major first: dim_mesh_axes, else dim_axes (-1 = none). */
    static int[][] axesPerDim(Sharding sharding, int rank) {
      int[][] out = new int[rank][];
      for (int d = 0; d < rank; d++) {
        if (sharding.getDimMeshAxesCount() > 0) {
          out[d] = sharding.getDimMeshAxes(d).getAxesList().stream().mapToInt(Integer::intValue).toArray();
        } else {
          int a = d < sharding.getDimAxesCount() ? sharding.getDimAxes(d) : -1;
          out[d] = a < 0 ? new int[0] : new int[] {a};
        }
      }
      return out;
    }

    /** {@code toBlock}: whole -> block (block is {@code local}); else block ({@code local}) -> whole. */
    static void copy(float[] local, float[] whole, TensorType wholeType, Sharding sharding, int[] mesh,
        int[] coords, boolean toBlock) {
      int rank = wholeType.getDimsCount();
      long[] dims = dims(wholeType);
      long[] size = dims.clone();
      long[] offset = new long[rank];
      int[][] axes = axesPerDim(sharding, rank);
      for (int d = 0; d < rank; d++) {
        long blocks = 1;
        long block = 0;
        for (int a : axes[d]) { // several axes: block c_a * size(b) + c_b, major first
          blocks *= mesh[a];
          block = block * mesh[a] + coords[a];
        }
        size[d] = dims[d] / blocks;
        offset[d] = block * size[d];
      }
      long[] index = new long[rank];
      for (int i = 0; i < local.length; i++) {
        long flat = 0;
        for (int d = 0; d < rank; d++) {
          flat = flat * dims[d] + offset[d] + index[d];
        }
        if (toBlock) {
          local[i] = whole[(int) flat];
        } else {
          whole[(int) flat] = local[i];
        }
        for (int d = rank - 1; d >= 0; d--) {
          if (++index[d] < size[d]) {
            break;
          }
          index[d] = 0;
        }
      }
    }
  }
}
