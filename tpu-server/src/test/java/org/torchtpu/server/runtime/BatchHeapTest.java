package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.MethodDescriptor;
import java.io.ByteArrayInputStream;
import java.lang.management.ManagementFactory;
import java.lang.ref.Reference;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CaseOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.Region;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;

/**
 * The heap a batch is held for while it waits ({@link BatchHeap}) against the heap it really takes once gRPC has
 * parsed it: crafted batches of the shapes that parse to many times their wire size, each parsed a number of times
 * through the method's own marshaller and measured as the heap still in use after a full GC. Held at the wire size,
 * each of these hostile shapes took 16 to 35 times what was held.
 */
class BatchHeapTest {
  /** Wire bytes of each crafted batch: large enough that the GC's noise is small next to the copies kept. */
  private static final int N = 64 * 1024;
  private static final int COPIES = 12;

  private static Op emptyOp() {
    return Op.getDefaultInstance();
  }

  private static OpBatch.Builder batch() {
    return OpBatch.newBuilder().setFirstSequence(1);
  }

  private static OpBatch repeated(Supplier<OpBatch.Builder> start, java.util.function.Consumer<OpBatch.Builder> add) {
    OpBatch.Builder b = start.get();
    while (b.build().getSerializedSize() < N) {
      for (int i = 0; i < 256; i++) {
        add.accept(b);
      }
    }
    return b.build();
  }

  private static void assertHeldAtLeastParsed(String shape, OpBatch batch, boolean hostile) {
    byte[] wire = StreamRequest.newBuilder().setBatch(batch).build().toByteArray();
    long heap = heapOfParsed(wire);
    long held = BatchHeap.of(batch, wire.length);
    System.out.printf("%s: wire %d, parsed heap %d (%.1fx), held %d%n", shape, wire.length, heap,
        (double) heap / wire.length, held);
    assertThat(held).as("%s: %d wire bytes take %d heap bytes once parsed", shape, wire.length, heap)
        .isGreaterThanOrEqualTo(heap);
    if (hostile) { // the wire size alone was no bound: this is the shape the hold must account for
      assertThat(heap).as(shape).isGreaterThan(8L * wire.length);
    }
  }

  @Test
  void packedHandlesAreHeldForTheirParsedLongs() {
    assertHeldAtLeastParsed("free_after of one-byte handles", repeated(BatchHeapTest::batch, b -> b.addFreeAfter(1)), true);
    assertHeldAtLeastParsed("dead_values of one-byte handles", repeated(BatchHeapTest::batch, b -> b.addDeadValues(1)),
        true);
    assertHeldAtLeastParsed("op_locations over empty ops", repeated(() -> batch().addLocations(
        SourceLocation.newBuilder().setLine(1)), b -> b.addOps(emptyOp()).addOpLocations(1)), true);
    assertHeldAtLeastParsed("a transpose of one-byte entries", batch().addOps(Op.newBuilder().setTranspose(
        repeatedPermutation())).build(), true);
  }

  private static TransposeOp repeatedPermutation() {
    TransposeOp.Builder t = TransposeOp.newBuilder();
    for (int i = 0; i < N; i++) {
      t.addPermutation(1);
    }
    return t.build();
  }

  @Test
  void emptyMessagesAreHeldForTheirObjects() {
    assertHeldAtLeastParsed("empty ops", repeated(BatchHeapTest::batch, b -> b.addOps(emptyOp())), true);
    assertHeldAtLeastParsed("empty locations, one per empty op", repeated(BatchHeapTest::batch,
        b -> b.addOps(emptyOp()).addLocations(SourceLocation.getDefaultInstance())), true);
    assertHeldAtLeastParsed("one-letter locations", repeated(BatchHeapTest::batch,
        b -> b.addOps(emptyOp()).addLocations(SourceLocation.newBuilder().setFile("a").setFunction("f"))), true);
    AllReduceOp.Builder groups = AllReduceOp.newBuilder();
    CaseOp.Builder branches = CaseOp.newBuilder();
    for (int i = 0; i < N / 2; i++) {
      groups.addReplicaGroups(ReplicaGroup.getDefaultInstance());
      branches.addBranches(Region.getDefaultInstance());
    }
    assertHeldAtLeastParsed("an all-reduce of empty replica groups", batch().addOps(Op.newBuilder().setAllReduce(groups))
        .build(), true);
    assertHeldAtLeastParsed("a case of empty regions", batch().addOps(Op.newBuilder().setCase(branches)).build(), true);
  }

  @Test
  void opsAndTinyConstantsAreHeldForTheirObjects() {
    assertHeldAtLeastParsed("adds", repeated(BatchHeapTest::batch, b -> b.addOps(Op.newBuilder().addOperands(1)
        .addOperands(2).addResults(3).setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)))), false);
    Op tiny = Op.newBuilder().addResults(1).setConstant(ConstantOp.newBuilder().setValue(TensorLiteral.newBuilder()
        .setType(TensorType.newBuilder().setDtype(DType.PRED)).setData(com.google.protobuf.ByteString.copyFrom(
            new byte[] {1})))).build();
    assertHeldAtLeastParsed("one-byte constants", repeated(BatchHeapTest::batch, b -> b.addOps(tiny)), false);
  }

  /** Constant data is held once, as before: an honest batch carrying a large constant is not charged many times over. */
  @Test
  void aLargeConstantIsHeldAboutOnce() {
    // under half of a 1 MiB G1 region: a larger array is humongous and takes whole regions (see the report)
    int floats = 100_000;
    OpBatch batch = batch().addOps(Op.newBuilder().addResults(1).setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.fromFloats(new float[floats], DType.F32, floats)))).build();
    long wire = StreamRequest.newBuilder().setBatch(batch).build().getSerializedSize();
    assertHeldAtLeastParsed("a 400 KB constant", batch, false);
    assertThat(BatchHeap.of(batch, wire)).isLessThan(wire + 4096);
    ExecuteRequest execute = ExecuteRequest.newBuilder().setSessionId("s").addAllOps(batch.getOpsList()).build();
    assertThat(BatchHeap.of(execute, execute.getSerializedSize())).isBetween((long) execute.getSerializedSize(),
        execute.getSerializedSize() + 4096L);
  }

  @Test
  void listsOfHandlesPastTheirBoundsAreRefusedNamingTheFieldAndTheBound() {
    OpBatch.Builder frees = batch();
    ExecuteRequest.Builder execute = ExecuteRequest.newBuilder();
    for (int i = 0; i < BatchHeap.MAX_FREES; i++) {
      frees.addFreeAfter(i);
      execute.addFreeAfter(i);
    }
    assertThat(BatchHeap.problem(frees.build(), 1)).isNull();
    assertThat(BatchHeap.problem(execute.build())).isNull();
    assertThat(BatchHeap.problem(frees.addFreeAfter(1).build(), 1))
        .contains("free_after has " + (BatchHeap.MAX_FREES + 1) + " handles", "at most " + BatchHeap.MAX_FREES);
    assertThat(BatchHeap.problem(execute.addFreeAfter(1).build()))
        .contains("free_after has " + (BatchHeap.MAX_FREES + 1) + " handles", "at most " + BatchHeap.MAX_FREES);
    OpBatch dead = batch().addDeadValues(1).addDeadValues(2).build();
    assertThat(BatchHeap.problem(dead, 2)).isNull();
    assertThat(BatchHeap.problem(dead, 1)).contains("dead_values has 2 handles", "at most 1",
        "torchtpu.limits.session-pending-ops");
  }

  /** The heap still in use after a full GC for each copy of {@code wire} parsed as the server parses it. */
  static long heapOfParsed(byte[] wire) {
    MethodDescriptor.Marshaller<StreamRequest> parser = RuntimeGrpc.getExecuteStreamMethod().getRequestMarshaller();
    Object[] kept = new Object[COPIES];
    parser.parse(new KnownLengthStream(wire)); // loads and initializes whatever the first parse needs
    long before = usedAfterGc();
    for (int i = 0; i < COPIES; i++) {
      kept[i] = parser.parse(new KnownLengthStream(wire));
    }
    long after = usedAfterGc();
    Reference.reachabilityFence(kept);
    return (after - before) / COPIES;
  }

  private static long usedAfterGc() {
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 4; i++) {
      System.gc();
      used = Math.min(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
    }
    return used;
  }

  static final class KnownLengthStream extends ByteArrayInputStream implements io.grpc.KnownLength {
    KnownLengthStream(byte[] bytes) {
      super(bytes);
    }
  }
}
