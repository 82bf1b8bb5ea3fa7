package org.torchtpu.server.compiler.spmd;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.AllGatherOp;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DynamicSliceOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.ReduceScatterOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.compiler.CompileStop;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * Emits the per-rank program of a sharding plan: every op with its local shapes (the attributes
 * that spell out shapes rewritten), and before each read whose layout differs from what the
 * producer left, the {@link Resharding} steps as collective ops over the mesh axis's replica
 * groups (or a local dynamic_slice at the rank's mesh coordinate, which the program takes as
 * trailing s32 parameters). A replicated value the producer made with broadcast_in_dim is not
 * sliced: the broadcast is emitted again with the local shape. Each emitted op is checked against
 * the op set's typing rules.
 */
final class LocalProgramEmitter {
  private final IrGraph graph;
  private final ShardingPlan plan;
  private final Mesh mesh;
  private final Graph.Builder out = Graph.newBuilder();
  private final Map<Long, TensorType> localTypes = new HashMap<>();
  private final Map<IrValue, Long> produced = new IdentityHashMap<>();
  private final Map<IrValue, Map<ShardSpec, Long>> resharded = new IdentityHashMap<>();
  private final Map<Long, Long> s32Constants = new HashMap<>();
  private long[] coordinates;
  private long nextId = 1;
  private int collectives;

  private LocalProgramEmitter(IrGraph graph, ShardingPlan plan) {
    this.graph = graph;
    this.plan = plan;
    this.mesh = plan.mesh();
  }

  record Emitted(Graph graph, List<TensorType> parameterTypes, List<TensorType> outputTypes, int collectives) {}

  static Emitted emit(IrGraph graph, ShardingPlan plan) {
    return new LocalProgramEmitter(graph, plan).run();
  }

  private Emitted run() {
    List<TensorType> parameterTypes = new ArrayList<>();
    for (IrValue p : graph.parameters()) {
      TensorType t = plan.produced(p).localType(p.type(), mesh);
      long id = nextId++;
      out.addParameters(Parameter.newBuilder().setId(id).setType(t));
      localTypes.put(id, t);
      produced.put(p, id);
      parameterTypes.add(t);
    }
    coordinates = new long[mesh.axes()];
    for (int a = 0; a < mesh.axes(); a++) {
      TensorType t = Shapes.type(DType.S32);
      coordinates[a] = nextId++;
      out.addParameters(Parameter.newBuilder().setId(coordinates[a]).setType(t));
      localTypes.put(coordinates[a], t);
      parameterTypes.add(t);
    }
    int emitted = 0;
    for (IrOp op : graph.ops()) {
      if (++emitted % CompileStop.CHECK_OPS == 0) {
        CompileStop.check("SPMD partitioning");
      }
      List<ShardSpec> required = plan.required(op);
      List<Long> operands = new ArrayList<>();
      for (int i = 0; i < op.operands().size(); i++) {
        operands.add(read(op.operands().get(i), required.get(i), op.location()));
      }
      if (op.kind() == Op.KindCase.MANUAL_REGION) {
        produced.put(op.result(), manualRegion(op, operands));
        continue;
      }
      List<TensorType> resultTypes = new ArrayList<>();
      for (IrValue r : op.results()) {
        resultTypes.add(plan.produced(r).localType(r.type(), mesh));
      }
      List<Long> results = add(localize(op.op(), resultTypes).toBuilder(), operands, resultTypes);
      for (int r = 0; r < results.size(); r++) {
        produced.put(op.results().get(r), results.get(r));
      }
    }
    List<TensorType> outputTypes = new ArrayList<>();
    for (int i = 0; i < graph.outputs().size(); i++) {
      long id = read(graph.outputs().get(i), plan.outputs().get(i), SourceLocation.getDefaultInstance());
      out.addOutputs(id);
      out.addOutputShardings(plan.outputs().get(i).toProto());
      outputTypes.add(localTypes.get(id));
    }
    return new Emitted(out.build(), parameterTypes, outputTypes, collectives);
  }

  /**
   * A shard_map boundary is the value as it is (the operand was read in the region's layout, so the rank holds its
   * block); PARTITION_ID is the rank's index in the mesh, row-major, from its coordinates.
   */
  private long manualRegion(IrOp op, List<Long> operands) {
    if (op.op().getManualRegion().getKind() != org.torchtpu.api.v1.ManualRegionOp.Kind.PARTITION_ID) {
      TensorType expected = plan.produced(op.result()).localType(op.result().type(), mesh);
      if (!localTypes.get(operands.get(0)).equals(expected)) {
        throw new IllegalStateException(op.describe() + ": the block is " + Shapes.toString(localTypes.get(
            operands.get(0))) + " but the region's layout says " + Shapes.toString(expected));
      }
      return operands.get(0);
    }
    long index = s32(0, op.location());
    for (int a = 0; a < mesh.axes(); a++) {
      long scaled = binary(BinaryOp.Kind.MULTIPLY, index, s32(mesh.axisSize(a), op.location()), op.location());
      index = binary(BinaryOp.Kind.ADD, scaled, coordinates[a], op.location());
    }
    return add1(Op.newBuilder().setLocation(op.location()).setConvert(org.torchtpu.api.v1.ConvertOp.newBuilder()
        .setDtype(DType.U32)), List.of(index), Shapes.type(DType.U32));
  }

  /** The op's attributes that spell out its result shape, made local. */
  private static Op localize(Op op, List<TensorType> resultTypes) {
    return switch (op.getKindCase()) {
      case BROADCAST_IN_DIM -> op.toBuilder().setBroadcastInDim(op.getBroadcastInDim().toBuilder().clearResultDims()
          .addAllResultDims(resultTypes.get(0).getDimsList())).build();
      case RESHAPE -> op.toBuilder().setReshape(ReshapeOp.newBuilder().addAllDims(resultTypes.get(0).getDimsList()))
          .build();
      default -> op; // iota, rng and constants are replicated: their shapes stay global
    };
  }

  /** Appends an op reading {@code operands}; checks its typing against what the plan expects. */
  private List<Long> add(Op.Builder op, List<Long> operands, List<TensorType> expected) {
    op.clearOperands().clearResults().addAllOperands(operands);
    List<TensorType> operandTypes = new ArrayList<>();
    for (long id : operands) {
      operandTypes.add(localTypes.get(id));
    }
    List<TensorType> inferred = TypeInference.infer(op.build(), operandTypes);
    if (expected != null && !inferred.equals(expected)) {
      throw new IllegalStateException("partitioned " + TypeInference.kindName(op.build()) + " types as "
          + typesText(inferred) + " but its sharding says " + typesText(expected));
    }
    List<Long> results = new ArrayList<>();
    for (TensorType t : inferred) {
      long id = nextId++;
      op.addResults(id);
      localTypes.put(id, t);
      results.add(id);
    }
    out.addOps(op);
    return results;
  }

  private long add1(Op.Builder op, List<Long> operands, TensorType expected) {
    return add(op, operands, expected == null ? null : List.of(expected)).get(0);
  }

  /** The local value of {@code v} in layout {@code want}, resharding (once per layout) if needed. */
  private long read(IrValue v, ShardSpec want, SourceLocation location) {
    ShardSpec have = plan.produced(v);
    if (have.equals(want)) {
      return produced.get(v);
    }
    Map<ShardSpec, Long> versions = resharded.computeIfAbsent(v, k -> new HashMap<>());
    Long done = versions.get(want);
    if (done != null) {
      return done;
    }
    long id;
    IrOp producer = v.producer();
    if (producer != null && producer.kind() == Op.KindCase.BROADCAST_IN_DIM && !have.isPartial()
        && !want.isPartial()) {
      id = rebroadcast(producer, want, location);
    } else {
      id = produced.get(v);
      ShardSpec cur = have;
      for (Resharding.Step step : Resharding.plan(have, want)) {
        cur = step.apply(cur);
        id = emitStep(step, id, cur.localType(v.type(), mesh), location);
      }
    }
    versions.put(want, id);
    return id;
  }

  /** broadcast_in_dim emitted again so that its result comes out in layout {@code want}. */
  private long rebroadcast(IrOp broadcast, ShardSpec want, SourceLocation location) {
    BroadcastInDimOp b = broadcast.op().getBroadcastInDim();
    IrValue operand = broadcast.operands().get(0);
    int[] operandAxes = new int[operand.type().getDimsCount()];
    for (int i = 0; i < operandAxes.length; i++) {
      int target = (int) b.getBroadcastDimensions(i);
      operandAxes[i] = operand.type().getDims(i) == b.getResultDims(target) ? want.axisOf(target) : ShardSpec.NONE;
    }
    long source = read(operand, ShardSpec.of(operandAxes), location);
    TensorType local = want.localType(broadcast.result().type(), mesh);
    Op.Builder op = Op.newBuilder().setLocation(location).setBroadcastInDim(b.toBuilder().clearResultDims()
        .addAllResultDims(local.getDimsList()));
    return add1(op, List.of(source), local);
  }

  private long emitStep(Resharding.Step step, long value, TensorType after, SourceLocation location) {
    Op.Builder op = Op.newBuilder().setLocation(location);
    if (step instanceof Resharding.LocalSlice s) {
      return localSlice(s, value, after, location);
    } else if (step instanceof Resharding.AllReduce s) {
      op.setAllReduce(AllReduceOp.newBuilder().setReduction(s.reduction())
          .addAllReplicaGroups(mesh.groupsAlong(s.axis())));
    } else if (step instanceof Resharding.ReduceScatter s) {
      op.setReduceScatter(ReduceScatterOp.newBuilder().setReduction(s.reduction())
          .setDimension(s.dim()).addAllReplicaGroups(mesh.groupsAlong(s.axis())));
    } else if (step instanceof Resharding.AllGather s) {
      op.setAllGather(AllGatherOp.newBuilder().setDimension(s.dim())
          .addAllReplicaGroups(mesh.groupsAlong(s.axis())));
    }
    collectives++;
    return add1(op, List.of(value), after);
  }

  /** dynamic_slice of the rank's block: start = block index * block size along the split dim, 0 elsewhere. */
  private long localSlice(Resharding.LocalSlice s, long value, TensorType after, SourceLocation location) {
    List<Long> operands = new ArrayList<>();
    operands.add(value);
    for (int d = 0; d < after.getDimsCount(); d++) {
      if (d == s.dim()) {
        long block = s32(after.getDims(d), location);
        operands.add(binary(BinaryOp.Kind.MULTIPLY, blockIndex(s.axis(), location), block, location));
      } else {
        operands.add(s32(0, location));
      }
    }
    return add1(Op.newBuilder().setLocation(location).setDynamicSlice(DynamicSliceOp.newBuilder()
        .addAllSliceSizes(after.getDimsList())), operands, after);
  }

  /** The rank's block along {@code group}: its coordinate, or c_a * size(b) + c_b for axes (a, b). */
  private long blockIndex(int group, SourceLocation location) {
    int[] axes = AxisGroup.axes(group);
    long index = coordinates[axes[0]];
    for (int k = 1; k < axes.length; k++) {
      long scaled = binary(BinaryOp.Kind.MULTIPLY, index, s32(mesh.axisSize(axes[k]), location), location);
      index = binary(BinaryOp.Kind.ADD, scaled, coordinates[axes[k]], location);
    }
    return index;
  }

  private long binary(BinaryOp.Kind kind, long lhs, long rhs, SourceLocation location) {
    return add1(Op.newBuilder().setLocation(location).setBinary(BinaryOp.newBuilder().setKind(kind)),
        List.of(lhs, rhs), null);
  }

  private long s32(long value, SourceLocation location) {
    Long id = s32Constants.get(value);
    if (id == null) {
      id = add1(Op.newBuilder().setLocation(location).setConstant(ConstantOp.newBuilder()
          .setValue(LiteralCodec.fromLongs(new long[] {value}, DType.S32))), List.of(), null);
      s32Constants.put(value, id);
    }
    return id;
  }

  private static String typesText(List<TensorType> types) {
    List<String> s = new ArrayList<>();
    for (TensorType t : types) {
      s.add(Shapes.toString(t));
    }
    return s.toString();
  }
}
