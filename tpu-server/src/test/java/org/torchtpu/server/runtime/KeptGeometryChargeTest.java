package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;

/**
 * The matmul geometries a session's thread keeps between ops (up to 1 MB a thread) count against its tenant's heap
 * share while the session is open and go back when it closes: before, nothing charged them, so a tenant's hundreds of
 * sessions kept hundreds of megabytes outside its share.
 */
class KeptGeometryChargeTest {
  private static TensorType f32(int rows, int cols) {
    return TensorType.newBuilder().setDtype(DType.F32).addDims(rows).addDims(cols).build();
  }

  @Test
  void keptGeometriesAreChargedToTheTenantUntilTheSessionCloses() throws Exception {
    try (KeyedRuntime r = new KeyedRuntime("mallory")) {
      String s = r.open("mallory", EagerMode.STRICT);
      long sequence = 1;
      for (int k = 1; k <= 20; k++) { // distinct shapes: each product keeps a geometry of its own
        Op a = Op.newBuilder().addResults(1).setIota(IotaOp.newBuilder().setType(f32(8, k)).setDimension(0)).build();
        Op b = Op.newBuilder().addResults(2).setIota(IotaOp.newBuilder().setType(f32(k, 8)).setDimension(1)).build();
        Op product = Op.newBuilder().addOperands(1).addOperands(2).addResults(3)
            .setDotGeneral(DotGeneralOp.newBuilder().addLhsContractingDims(1).addRhsContractingDims(0)).build();
        r.as("mallory").execute(ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(sequence)
            .addOps(a).addOps(b).addOps(product).addFreeAfter(1).addFreeAfter(2).addFreeAfter(3).build());
        sequence += 3;
      }
      // every value is freed: what the tenant still holds is what its session's thread keeps
      assertThat(r.sessions.get(s).keptHeapBytes()).isPositive();
      assertThat(r.sessions.quotas().heapBytesHeld("mallory")).as("the tenant's heap share with its values freed")
          .isEqualTo(r.sessions.get(s).keptHeapBytes());

      r.as("mallory").closeSession(CloseSessionRequest.newBuilder().setSessionId(s).build());
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a bound on a hang, not a timing
      while (r.sessions.quotas().heapBytesHeld("mallory") != 0 && System.nanoTime() < until) {
        Thread.sleep(5);
      }
      assertThat(r.sessions.quotas().heapBytesHeld("mallory")).as("after the close").isZero();
    }
  }
}
