package org.torchtpu.client.dist;

import org.torchtpu.api.v1.CollectiveReduction;

/** How all-reduce and reduce-scatter combine the ranks' values (AVG: float tensors only). */
public enum ReduceOp {
  SUM(CollectiveReduction.COLLECTIVE_SUM),
  MAX(CollectiveReduction.COLLECTIVE_MAX),
  MIN(CollectiveReduction.COLLECTIVE_MIN),
  PROD(CollectiveReduction.COLLECTIVE_PROD),
  AVG(CollectiveReduction.COLLECTIVE_AVG);

  final CollectiveReduction wire;

  ReduceOp(CollectiveReduction wire) {
    this.wire = wire;
  }
}
