package org.torchtpu.api.wire;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.SourceLocation;

class BatchLocationsTest {
  private static final SourceLocation A = SourceLocation.newBuilder().setFile("A.java").setLine(1).build();
  private static final SourceLocation B = SourceLocation.newBuilder().setFile("B.java").setLine(2).build();
  private static final SourceLocation OWN = SourceLocation.newBuilder().setFile("Own.java").setLine(3).build();

  private static Op op(SourceLocation own) {
    Op.Builder b = Op.newBuilder().setConstant(ConstantOp.getDefaultInstance());
    return own == null ? b.build() : b.setLocation(own).build();
  }

  @Test
  void anOpsLineIsItsTableEntryElseItsOwnField() {
    OpBatch batch = OpBatch.newBuilder().addOps(op(null)).addOps(op(OWN)).addOps(op(null)).addOps(op(OWN))
        .addLocations(A).addLocations(B).addOpLocations(2).addOpLocations(0).addOpLocations(1).build();
    assertThat(BatchLocations.problem(batch)).isNull();
    assertThat(BatchLocations.of(batch, 0)).isEqualTo(B);
    assertThat(BatchLocations.of(batch, 1)).isEqualTo(OWN); // index 0: the op's own field
    assertThat(BatchLocations.of(batch, 2)).isEqualTo(A);
    assertThat(BatchLocations.of(batch, 3)).isEqualTo(OWN); // past the end of op_locations (an older client)
  }

  @Test
  void indicesOutsideTheTableOrMoreIndicesThanOpsAreProblems() {
    OpBatch pastTable = OpBatch.newBuilder().addOps(op(null)).addLocations(A).addOpLocations(2).build();
    assertThat(BatchLocations.problem(pastTable)).contains("op_locations[0] is 2").contains("1 locations");
    OpBatch negative = OpBatch.newBuilder().addOps(op(null)).addLocations(A).addOpLocations(-1).build();
    assertThat(BatchLocations.problem(negative)).contains("4294967295");
    OpBatch tooMany = OpBatch.newBuilder().addOps(op(null)).addLocations(A).addOpLocations(1).addOpLocations(1).build();
    assertThat(BatchLocations.problem(tooMany)).contains("2 entries for 1 ops");
    OpBatch moreLinesThanOps = OpBatch.newBuilder().addOps(op(null)).addLocations(A).addLocations(B).build();
    assertThat(BatchLocations.problem(moreLinesThanOps)).contains("locations has 2 entries for 1 ops");
    OpBatch linesAndNoOps = OpBatch.newBuilder().addLocations(SourceLocation.getDefaultInstance()).build();
    assertThat(BatchLocations.problem(linesAndNoOps)).contains("locations has 1 entries for 0 ops");
  }

  @Test
  void droppingTheFirstOpsKeepsTheRestsLines() {
    OpBatch batch = OpBatch.newBuilder().addOps(op(null)).addOps(op(null)).addOps(op(null))
        .addLocations(A).addLocations(B).addOpLocations(1).addOpLocations(2).addOpLocations(1).build();
    OpBatch.Builder rest = batch.toBuilder().clearOps().addAllOps(batch.getOpsList().subList(1, 3));
    BatchLocations.copyAfter(batch, 1, rest);
    OpBatch after = rest.build();
    assertThat(BatchLocations.problem(after)).isNull();
    assertThat(BatchLocations.of(after, 0)).isEqualTo(B);
    assertThat(BatchLocations.of(after, 1)).isEqualTo(A);
  }
}
