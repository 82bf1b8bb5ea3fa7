package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.server.compiler.GraphBuilder;

/** A stream batch's table of source lines (OpBatch.locations): a failed op is named at its line. */
class StreamSourceLinesTest {
  private static final SourceLocation FIRST = SourceLocation.newBuilder().setFile("Train.java").setLine(10)
      .setFunction("Train.step").build();
  private static final SourceLocation SECOND = SourceLocation.newBuilder().setFile("Train.java").setLine(11)
      .setFunction("Train.step").build();
  private RuntimeHarness rt;

  @AfterEach
  void close() {
    if (rt != null) {
      rt.close();
    }
  }

  /** Op 1 defines h100 = 1, ops 2 and 3 add to it, op 4 reads an undefined handle; lines FIRST, FIRST, SECOND, SECOND. */
  private static OpBatch batchFailingAtOp4(long firstSequence, boolean fuse) {
    GraphBuilder b = new GraphBuilder(100);
    long one = b.scalar(DType.F32, 1f);
    long two = b.add(one, one);
    b.add(two, one);
    List<Op> ops = new java.util.ArrayList<>(b.ops());
    ops.add(Op.newBuilder(ops.get(1)).setOperands(0, 999).setResults(0, 200).build());
    return RuntimeHarness.batch(firstSequence, ops, fuse).toBuilder()
        .addLocations(FIRST).addLocations(SECOND)
        .addOpLocations(1).addOpLocations(1).addOpLocations(2).addOpLocations(2).build();
  }

  @Test
  void aStrictOpThatFailsIsNamedAtItsLineFromTheBatchsTable() throws Exception {
    rt = new RuntimeHarness();
    String s = rt.open(EagerMode.STRICT, 0);
    StreamResponse failed = last(rt.stream(s, List.of(batchFailingAtOp4(1, false))));
    assertThat(failed.getError().getSequence()).isEqualTo(4);
    assertThat(failed.getErrorCode()).isEqualTo(Status.Code.NOT_FOUND.value());
    assertThat(failed.getError().getLocation()).isEqualTo(SECOND);
  }

  @Test
  void aFusedChunkThatFailsNamesTheOpsLineToo() throws Exception {
    rt = new RuntimeHarness();
    String s = rt.open(EagerMode.FUSED, 0);
    StreamResponse failed = last(rt.stream(s, List.of(batchFailingAtOp4(1, true))));
    assertThat(failed.getError().getSequence()).isEqualTo(4);
    assertThat(failed.getError().getLocation()).isEqualTo(SECOND);
  }

  @Test
  void aResumedStreamThatSkipsOpsKeepsTheRestsLines() throws Exception {
    rt = new RuntimeHarness();
    String s = rt.open(EagerMode.STRICT, 0);
    OpBatch all = batchFailingAtOp4(1, false);
    OpBatch firstTwo = RuntimeHarness.batch(1, all.getOpsList().subList(0, 2), false);
    assertThat(last(rt.stream(s, List.of(firstTwo))).hasError()).isFalse();
    StreamOpen resume = StreamOpen.newBuilder().setSessionId(s).setResume(true).setResumeAfter(0).build();
    StreamResponse failed = last(rt.stream(resume, List.of(all))); // ops 1 and 2 are skipped
    assertThat(failed.getError().getSequence()).isEqualTo(4);
    assertThat(failed.getError().getLocation()).isEqualTo(SECOND);
  }

  @Test
  void aTableIndexPastTheTableEndsTheStreamWithInvalidArgument() throws Exception {
    rt = new RuntimeHarness();
    String s = rt.open(EagerMode.STRICT, 0);
    OpBatch bad = batchFailingAtOp4(1, false).toBuilder().setOpLocations(3, 7).build();
    StreamResponse ended = last(rt.stream(s, List.of(bad)));
    assertThat(ended.getErrorCode()).isEqualTo(-1); // the harness's mark for a stream that ended with a status
    assertThat(ended.getError().getReason()).contains("INVALID_ARGUMENT").contains("op_locations[3] is 7");
  }

  private static StreamResponse last(List<StreamResponse> responses) {
    return responses.get(responses.size() - 1);
  }
}
