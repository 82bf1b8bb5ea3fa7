package org.torchtpu.server.compiler;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnsafeByteOperations;
import java.util.function.UnaryOperator;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.CompiledRegions;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Region;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;

/**
 * A deferred chunk's program carries only the chunk's structure: before it is stored (in the host's cache and the
 * shared compilation cache, where every later chunk of the same structure, of any tenant, finds it) its constants'
 * data, its rng ops' seeds and offsets, and its ops' source locations are left out. They were the first chunk's
 * (a small upload travels as a constant op; a location names the tenant's file and function), and a chunk program
 * never reads them: each run takes its constants and seeds from its own chunk
 * ({@code ProgramRunner}), its fused kernels receive the chunk's constants as inputs, and its other ops run as the
 * chunk's own ops.
 *
 * <p>A stored program is still type-checked when it is loaded, and a constant's type check wants as many bytes as
 * its type holds, so {@link #typable} gives a loader the stripped program with zero-filled constants to check and
 * plan from; the stored program stays the stripped one.
 */
public final class ChunkPrograms {
  private ChunkPrograms() {}

  /**
   * {@code program} with every constant's data, every rng op's seed and offset, and every op's source location left
   * out (regions included).
   */
  public static CompiledProgram withoutConstantData(CompiledProgram program) {
    return mapOps(program, ChunkPrograms::stripped);
  }

  /**
   * {@code program} with each constant whose data was left out given zero bytes of its type's size: for type checking
   * and kernel planning only, never run (a chunk's constants come from the chunk).
   */
  public static CompiledProgram typable(CompiledProgram program) {
    return mapOps(program, ChunkPrograms::zeroFilled);
  }

  private static Op stripped(Op op) {
    Op.Builder b = op.toBuilder().clearLocation(); // the first chunk's source file, line and function name
    switch (op.getKindCase()) {
      case CONSTANT -> b.getConstantBuilder().getValueBuilder().clearData();
      case RNG -> b.getRngBuilder().clearSeed().clearOffset();
      default -> { }
    }
    return b.build();
  }

  private static Op zeroFilled(Op op) {
    if (op.getKindCase() != Op.KindCase.CONSTANT || !op.getConstant().getValue().getData().isEmpty()) {
      return op;
    }
    TensorLiteral literal = op.getConstant().getValue();
    long bytes = byteSize(literal.getType());
    if (bytes <= 0 || bytes > Integer.MAX_VALUE - 8) {
      return op; // nothing to fill, or an impossible type: the type check then refuses the stored program
    }
    ByteString zeros = UnsafeByteOperations.unsafeWrap(new byte[(int) bytes]);
    return op.toBuilder().setConstant(op.getConstant().toBuilder().setValue(literal.toBuilder().setData(zeros)))
        .build();
  }

  private static long byteSize(TensorType type) {
    try {
      return Math.multiplyExact(Shapes.numElements(type), (long) DTypes.byteSize(type.getDtype()));
    } catch (RuntimeException e) {
      return -1;
    }
  }

  private static CompiledProgram mapOps(CompiledProgram program, UnaryOperator<Op> f) {
    CompiledProgram.Builder b = program.toBuilder().setGraph(mapGraph(program.getGraph(), f));
    for (int r = 0; r < b.getRegionsCount(); r++) {
      CompiledRegions.Builder regions = b.getRegions(r).toBuilder();
      for (int p = 0; p < regions.getProgramsCount(); p++) {
        regions.setPrograms(p, mapOps(regions.getPrograms(p), f));
      }
      b.setRegions(r, regions);
    }
    return b.build();
  }

  private static Graph mapGraph(Graph graph, UnaryOperator<Op> f) {
    Graph.Builder g = graph.toBuilder();
    for (int i = 0; i < g.getOpsCount(); i++) {
      g.setOps(i, mapOp(g.getOps(i), f));
    }
    return g.build();
  }

  private static Op mapOp(Op op, UnaryOperator<Op> f) {
    Op out = f.apply(op);
    if (out.hasWhile()) {
      return out.toBuilder().setWhile(out.getWhile().toBuilder().setCond(mapRegion(out.getWhile().getCond(), f))
          .setBody(mapRegion(out.getWhile().getBody(), f))).build();
    }
    if (out.hasCase()) {
      var c = out.getCase().toBuilder();
      for (int i = 0; i < c.getBranchesCount(); i++) {
        c.setBranches(i, mapRegion(c.getBranches(i), f));
      }
      return out.toBuilder().setCase(c).build();
    }
    return out;
  }

  private static Region mapRegion(Region region, UnaryOperator<Op> f) {
    Region.Builder r = region.toBuilder();
    for (int i = 0; i < r.getOpsCount(); i++) {
      r.setOps(i, mapOp(r.getOps(i), f));
    }
    return r.build();
  }
}
