package org.torchtpu.api.ir;

import static org.torchtpu.api.ir.TypingChecks.checkType;
import static org.torchtpu.api.ir.TypingChecks.error;
import static org.torchtpu.api.ir.TypingChecks.expectCount;
import static org.torchtpu.api.ir.TypingChecks.str;

import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ManualRegionOp;
import org.torchtpu.api.v1.TensorType;

/**
 * The typing of a shard_map manual region's boundary (see ops.proto ManualRegionOp). The mesh is the SPMD compile's,
 * so the block's dims are stated in the op ({@code result_dims}); the partitioner checks them against the mesh.
 */
final class ManualRegionTyping {
  private ManualRegionTyping() {}

  static TensorType infer(String name, ManualRegionOp op, List<TensorType> operands) {
    return switch (op.getKind()) {
      case PARTITION_ID -> {
        expectCount(name, operands, 0, "[]");
        yield Shapes.type(DType.U32);
      }
      case FULL_TO_SHARD, SHARD_TO_FULL -> {
        expectCount(name, operands, 1, "[x]");
        TensorType x = operands.get(0);
        if (op.getDimAxesCount() != x.getDimsCount() || op.getResultDimsCount() != x.getDimsCount()) {
          throw error(name, "needs one dim_axes and one result_dims entry per dim of " + str(x) + ", got "
              + op.getDimAxesList() + " and " + op.getResultDimsList());
        }
        TensorType result = x.toBuilder().clearDims().addAllDims(op.getResultDimsList()).build();
        checkType(name, "result", result);
        TensorType local = op.getKind() == ManualRegionOp.Kind.FULL_TO_SHARD ? result : x;
        TensorType global = op.getKind() == ManualRegionOp.Kind.FULL_TO_SHARD ? x : result;
        for (int d = 0; d < x.getDimsCount(); d++) {
          long g = global.getDims(d);
          long l = local.getDims(d);
          boolean split = op.getDimAxes(d) >= 0;
          if (op.getDimAxes(d) < -1 || (!split && g != l) || (split && (l < 1 || g % l != 0))) {
            throw error(name, "dim " + d + " of the global " + str(global) + " and of the block " + str(local)
                + " do not agree with dim_axes " + op.getDimAxesList() + " (-1: whole; a split dim's block divides it)");
          }
        }
        yield result;
      }
      default -> throw error(name, "kind is not set");
    };
  }
}
