package org.torchtpu.server.cost;

import java.util.List;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;

/**
 * Prices the collectives of a compiled SPMD program: on one slice's ICI ({@link #ici}), or over several slices joined
 * by the data-center network ({@link HierarchicalCollectivePricing}).
 */
@FunctionalInterface
public interface CollectivePricer {
  /** The price of collective {@code op} reading {@code operands} (one rank's local types). */
  CostBreakdown price(Op op, List<TensorType> operands);

  /** Every replica group within one slice, priced by {@code ici} ({@link CollectiveOpPricing}). */
  static CollectivePricer ici(IciCostModel ici) {
    return (op, operands) -> CollectiveOpPricing.price(ici, op, operands);
  }
}
