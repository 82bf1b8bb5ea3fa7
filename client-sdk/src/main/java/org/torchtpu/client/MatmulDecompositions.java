package org.torchtpu.client;

import static org.torchtpu.client.Decompositions.binary;
import static org.torchtpu.client.Decompositions.broadcastTo;
import static org.torchtpu.client.Decompositions.sameSession;
import static org.torchtpu.client.Decompositions.to;
import static org.torchtpu.client.ShapeRules.error;
import static org.torchtpu.client.ShapeRules.str;

import java.util.Arrays;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DotGeneralOp.Precision;

/**
 * matmul (with its vector and batch-broadcasting rules), mm, bmm and linear, each as one
 * dot_general at the precision asked for.
 */
final class MatmulDecompositions {
  private MatmulDecompositions() {}

  /**
   * {@code torch.matmul}: 1-D·1-D is a dot product; a 1-D left operand acts as a row and a 1-D
   * right operand as a column (the added dim is not in the result); otherwise the last two
   * dims multiply as matrices and the leading (batch) dims broadcast. One dot_general, with
   * broadcast_in_dim first when both operands have batch dims to align. {@code precision} is
   * the dot_general's: DEFAULT rounds float inputs to bf16 as the MXU does in one pass,
   * HIGHEST keeps float32 inputs (PyTorch's CPU result, {@code set_float32_matmul_precision("highest")}).
   */
  public static Tensor matmul(Tensor a, Tensor b, Precision precision) {
    String op = "matmul";
    sameSession(op, a, b);
    int ra = a.dim();
    int rb = b.dim();
    if (ra == 0 || rb == 0) {
      throw error(op, "both arguments need to be at least 1D, but they are " + ra + "D and " + rb + "D");
    }
    requireSameDtype(op, a, b);
    long[] sa = a.shape();
    long[] sb = b.shape();
    int rhsContracting = rb == 1 ? 0 : rb - 2;
    requireContractable(op, sa, ra - 1, sb, rhsContracting);
    if (rb <= 2 || ra == 1) {
      // Nothing to align: the free dims of a then of b already come out in matmul's order.
      return WireOps.dotGeneral(a, b, new long[0], new long[0], new long[] {ra - 1}, new long[] {rhsContracting},
          precision);
    }
    long[] batch = ShapeRules.broadcastShapes(op, Arrays.copyOf(sa, ra - 2), Arrays.copyOf(sb, rb - 2));
    int nb = batch.length;
    Tensor lhs = broadcastTo(a, ShapeRules.concat(batch, sa[ra - 2], sa[ra - 1]));
    Tensor rhs = broadcastTo(b, ShapeRules.concat(batch, sb[rb - 2], sb[rb - 1]));
    long[] batchDims = ShapeRules.identity(nb, 0);
    return WireOps.dotGeneral(lhs, rhs, batchDims, batchDims, new long[] {nb + 1}, new long[] {nb}, precision);
  }

  /** {@code torch.mm}: two matrices. */
  public static Tensor mm(Tensor a, Tensor b, Precision precision) {
    String op = "mm";
    sameSession(op, a, b);
    if (a.dim() != 2 || b.dim() != 2) {
      throw error(op, "both arguments must be matrices, got " + a.dim() + "D and " + b.dim() + "D");
    }
    requireSameDtype(op, a, b);
    requireContractable(op, a.shape(), 1, b.shape(), 0);
    return WireOps.dotGeneral(a, b, new long[0], new long[0], new long[] {1}, new long[] {0}, precision);
  }

  /** {@code torch.bmm}: two 3-D tensors with the same batch size (no broadcasting). */
  public static Tensor bmm(Tensor a, Tensor b, Precision precision) {
    String op = "bmm";
    sameSession(op, a, b);
    if (a.dim() != 3 || b.dim() != 3) {
      throw error(op, "both arguments must be 3D, got " + a.dim() + "D and " + b.dim() + "D");
    }
    requireSameDtype(op, a, b);
    if (a.shape()[0] != b.shape()[0]) {
      throw error(op, "batch sizes differ: " + a.shape()[0] + " and " + b.shape()[0]);
    }
    requireContractable(op, a.shape(), 2, b.shape(), 1);
    return WireOps.dotGeneral(a, b, new long[] {0}, new long[] {0}, new long[] {2}, new long[] {1}, precision);
  }

  /**
   * {@code F.linear}: {@code x @ weight^T + bias} with weight [out, in], as one dot_general that
   * contracts x's last dim with weight's dim 1 (no transpose op), then the broadcast bias.
   */
  public static Tensor linear(Tensor x, Tensor weight, Tensor bias, Precision precision) {
    String op = "linear";
    sameSession(op, x, weight);
    if (weight.dim() != 1 && weight.dim() != 2) {
      throw error(op, "weight must be 1D or 2D [out_features, in_features], got " + str(weight.shape()));
    }
    if (x.dim() == 0) {
      throw error(op, "input must be at least 1D, got a scalar");
    }
    requireSameDtype(op, x, weight);
    int inDim = weight.dim() - 1;
    requireContractable(op, x.shape(), x.dim() - 1, weight.shape(), inDim);
    long[] outShape = Arrays.copyOf(x.shape(), x.dim() - 1);
    if (weight.dim() == 2) {
      outShape = ShapeRules.concat(outShape, weight.shape()[0]);
    }
    if (bias != null) {
      sameSession(op, x, bias);
      requireSameDtype(op, x, bias);
      ShapeRules.broadcastShapes(op, outShape, bias.shape());
    }
    Tensor y = WireOps.dotGeneral(x, weight, new long[0], new long[0], new long[] {x.dim() - 1}, new long[] {inDim},
        precision);
    return bias == null ? y : binary(op, BinaryOp.Kind.ADD, y, bias);
  }

  private static void requireContractable(String op, long[] a, int aDim, long[] b, int bDim) {
    if (a[aDim] != b[bDim]) {
      throw error(op, "shapes cannot be multiplied (" + str(a) + " and " + str(b) + "): contracted sizes "
          + a[aDim] + " and " + b[bDim] + " differ");
    }
  }

  private static void requireSameDtype(String op, Tensor a, Tensor b) {
    if (a.dtype() != b.dtype()) {
      throw error(op, "expected both operands to have the same dtype, but got " + DTypes.name(a.dtype()) + " and "
          + DTypes.name(b.dtype()) + "; convert one with to()");
    }
  }
}
