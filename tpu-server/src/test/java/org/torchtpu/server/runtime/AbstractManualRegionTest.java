package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.ExecutionDepth;
import org.torchtpu.api.v1.ManualRegionOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.StreamResponse;

/**
 * A raw manual_region op sent eagerly (only an SPMD compile removes one) is refused INVALID_ARGUMENT on an abstract
 * session as on a concrete one: the stream is answered (it used to hang: the cost model's refusal escaped the batch)
 * and the HBM reserved for the result goes back.
 */
class AbstractManualRegionTest {
  private RuntimeHarness rt;

  @AfterEach
  void close() {
    if (rt != null) {
      rt.close();
    }
  }

  private static Op partitionId(long result) {
    return Op.newBuilder().setManualRegion(ManualRegionOp.newBuilder().setKind(ManualRegionOp.Kind.PARTITION_ID))
        .addResults(result).build();
  }

  private String open(EagerMode mode, ExecutionDepth depth) {
    return rt.blocking.openSession(OpenSessionRequest.newBuilder().setTenant("t").setMode(mode).setChip(0)
        .setDepth(depth).build()).getSessionId();
  }

  @Test
  void aStreamedPartitionIdIsRefusedOnAnAbstractSessionStrictOrFusedAndItsHbmGoesBack() throws Exception {
    rt = new RuntimeHarness();
    for (boolean fuse : new boolean[] {false, true}) {
      for (ExecutionDepth depth : new ExecutionDepth[] {ExecutionDepth.ABSTRACT, ExecutionDepth.CONCRETE}) {
        String s = open(fuse ? EagerMode.FUSED : EagerMode.STRICT, depth);
        List<StreamResponse> answers = rt.stream(s, List.of(RuntimeHarness.batch(1, List.of(partitionId(1)), fuse)));
        StreamResponse last = answers.get(answers.size() - 1);
        String what = depth + (fuse ? " fused" : " strict");
        assertThat(last.getErrorCode()).as(what).isEqualTo(3); // INVALID_ARGUMENT, not a hang or INTERNAL
        assertThat(last.getError().toString()).as(what).contains("manual_region").contains("SPMD compile");
        assertThat(rt.sessions.get(s).chip().hbmUsed()).as(what + ": the result's reservation goes back").isZero();
      }
    }
  }

  @Test
  void anExecutedPartitionIdIsRefusedOnAnAbstractSessionWithItsHbmBack() throws Exception {
    rt = new RuntimeHarness();
    String s = open(EagerMode.STRICT, ExecutionDepth.ABSTRACT);
    assertThatThrownBy(() -> rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(1)
        .addOps(partitionId(1)).build()))
        .hasMessageContaining("INVALID_ARGUMENT").hasMessageContaining("manual_region");
    assertThat(rt.sessions.get(s).chip().hbmUsed()).isZero();
  }
}
