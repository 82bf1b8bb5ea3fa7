package org.torchtpu.server.cost;

import java.util.List;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.TensorType;

/**
 * A dot_general as the MXU sees it: B batch, an M x K lhs and a K x N rhs per batch entry (the free dims of each side
 * flattened, as XLA does). The cost model pads these to the MXU's tiles; the advisor and the compiler's layout note
 * name them. {@code rhsK} is K as the rhs contracts it; a well-typed op has it equal to {@code k}.
 */
public record MatmulShape(long batch, long m, long n, long k, long rhsK) {
  /** Rows of the lhs the MXU takes per step: one sublane tile (scaling book, Appendix B: "bf16[8,128]"). */
  public static final int ROW_TILE = 8;

  /**
   * The shape of {@code dot} on operands of these types.
   *
   * @throws OpTypeException if a batching or contracting dim is out of range for its operand
   */
  public static MatmulShape of(DotGeneralOp dot, TensorType lhs, TensorType rhs) {
    long batch = product(lhs, dot.getLhsBatchingDimsList(), "lhs_batching_dims");
    long k = product(lhs, dot.getLhsContractingDimsList(), "lhs_contracting_dims");
    long rhsK = product(rhs, dot.getRhsContractingDimsList(), "rhs_contracting_dims");
    product(rhs, dot.getRhsBatchingDimsList(), "rhs_batching_dims");
    long m = freeProduct(lhs, dot.getLhsBatchingDimsList(), dot.getLhsContractingDimsList());
    long n = freeProduct(rhs, dot.getRhsBatchingDimsList(), dot.getRhsContractingDimsList());
    return new MatmulShape(batch, m, n, k, rhsK);
  }

  /** Product of the sizes of {@code type}'s dims listed in {@code dims}. */
  private static long product(TensorType type, List<Long> dims, String field) {
    long product = 1;
    for (long d : dims) {
      if (d < 0 || d >= type.getDimsCount()) {
        throw new OpTypeException("dot_general " + field + " names dim " + d + ", out of range for "
            + Shapes.toString(type));
      }
      product *= type.getDims((int) d);
    }
    return product;
  }

  /** Product of the sizes of {@code type}'s dims that are neither batching nor contracting. */
  private static long freeProduct(TensorType type, List<Long> batching, List<Long> contracting) {
    long product = 1;
    for (int d = 0; d < type.getDimsCount(); d++) {
      if (!batching.contains((long) d) && !contracting.contains((long) d)) {
        product *= type.getDims(d);
      }
    }
    return product;
  }
}
