package org.torchtpu.server.runtime;

import java.util.List;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.OpResult;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.Timing;

/**
 * What running one op gave: its result types, wall and simulated device time, and its price.
 * The op stream and fused chunks only add up the times, so the {@link OpResult} message (which
 * copies the types and the cost into new protos, per op) is built only for the unary Execute
 * call that returns it.
 */
record OpRun(List<TensorType> types, long wallNanos, double deviceSeconds, CostBreakdown cost) {
  OpResult toResult() {
    return OpResult.newBuilder()
        .addAllTypes(types)
        .setTiming(Timing.newBuilder().setWallNanos(wallNanos).setDeviceSeconds(deviceSeconds))
        .setCost(cost)
        .build();
  }
}
