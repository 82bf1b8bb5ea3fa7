package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.Region;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WhileOp;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A program keeps its small constants decoded between calls, and decoded they are wider than on the wire: a one-byte
 * element (s8, u8, pred) becomes a long, a bf16 one a float. Sessions and the program cache hold a program at
 * {@link ExecutableProgram#heldBytes()}; if that were only its serialized size, a tenant compiling programs of many
 * 64 KiB s8 constants would hold eight times the heap its share counted. So every kept constant's decoded heap is in
 * the held bytes, a loop body's included, and the constants stay decoded (not decoded again per call or loop trip).
 */
class KeptConstantsBoundTest {
  private static final int ELEMENTS = 60_000; // each literal under the 64 KiB a program keeps decoded at most
  private static final int CONSTANTS = 8;

  @Test
  void everySmallS8ConstantStaysDecodedAndItsDecodedHeapIsCounted() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.S8, ELEMENTS));
    Random random = new Random(17);
    List<Long> outputs = new ArrayList<>();
    for (int c = 0; c < CONSTANTS; c++) {
      long[] data = new long[ELEMENTS];
      for (int i = 0; i < ELEMENTS; i++) {
        data[i] = random.nextInt(256) - 128;
      }
      outputs.add(b.add(x, b.constant(DeviceArray.ofLongs(DType.S8, new int[] {ELEMENTS}, data))));
    }
    Graph graph = b.graph(outputs.stream().mapToLong(Long::longValue).toArray());
    ExecutableProgram program = CompilerTestSupport.compile(graph);
    for (int call = 0; call < 3; call++) {
      List<DeviceArray> parameters = CompilerTestSupport.randomParameters(graph, random);
      List<DeviceArray> got = program.run(parameters, CompilerTestSupport.EXECUTOR, false);
      List<DeviceArray> want = CompilerTestSupport.runOpByOp(graph, parameters);
      for (int o = 0; o < CONSTANTS; o++) {
        CompilerTestSupport.assertBitIdentical(want.get(o), got.get(o), "call " + call + " output " + o);
      }
    }
    long keptHeap = 0;
    int kept = 0;
    for (int i = 0; i < program.ops().size(); i++) {
      if (program.ops().get(i).hasConstant()) {
        DeviceArray decoded = program.constant(i);
        assertThat(program.constant(i)).as("constant op " + i + " decoded once").isSameAs(decoded);
        keptHeap += 8L * decoded.longs().length;
        kept++;
      }
    }
    assertThat(kept).isEqualTo(CONSTANTS);
    assertThat(program.heldBytes() - program.proto().getSerializedSize())
        .as("heap held for the kept constants beyond the serialized program").isGreaterThanOrEqualTo(keptHeap);
  }

  private static final int BODY_ELEMENTS = 30_000; // a 60,000-byte bf16 literal, kept decoded as 120,000 bytes
  private static final TensorType INDEX = Shapes.type(DType.S32);
  private static final TensorType VECTOR = Shapes.type(DType.BF16, BODY_ELEMENTS);

  private static Op op(Op.Builder op, long out, long... operands) {
    for (long operand : operands) {
      op.addOperands(operand);
    }
    return op.addResults(out).build();
  }

  private static Op.Builder ones() {
    float[] ones = new float[BODY_ELEMENTS];
    Arrays.fill(ones, 1f);
    return Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(
        LiteralCodec.fromFloats(ones, DType.BF16, new long[] {BODY_ELEMENTS})));
  }

  private static Op.Builder index(long value) {
    return Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(LiteralCodec.fromLongs(new long[] {value},
        DType.S32)));
  }

  private static Op.Builder add() {
    return Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD));
  }

  /** x plus a bf16 constant of ones, three times in a while loop whose body holds the constant. */
  private static Graph loopAddingABf16Constant() {
    Region cond = Region.newBuilder().addParameters(10).addParameterTypes(INDEX).addParameters(11)
        .addParameterTypes(VECTOR).addOps(op(index(3), 12))
        .addOps(op(Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(CompareOp.Direction.LT)), 13, 10, 12))
        .addOutputs(13).build();
    Region body = Region.newBuilder().addParameters(20).addParameterTypes(INDEX).addParameters(21)
        .addParameterTypes(VECTOR).addOps(op(index(1), 22)).addOps(op(add(), 23, 20, 22))
        .addOps(op(ones(), 24)).addOps(op(add(), 25, 21, 24))
        .addOutputs(23).addOutputs(25).build();
    return Graph.newBuilder().addParameters(Parameter.newBuilder().setId(1).setType(VECTOR))
        .addOps(op(index(0), 2))
        .addOps(op(Op.newBuilder().setWhile(WhileOp.newBuilder().setCond(cond).setBody(body)), 3, 2, 1)
            .toBuilder().addResults(4).build())
        .addOutputs(4).build();
  }

  @Test
  void aLoopBodysBf16ConstantStaysDecodedAcrossTripsAndIsCountedByTheProgram() {
    ExecutableProgram program = CompilerTestSupport.compile(loopAddingABf16Constant());
    float[] x = new float[BODY_ELEMENTS];
    for (int i = 0; i < BODY_ELEMENTS; i++) {
      x[i] = i % 17 - 8; // small integers: exact in bf16
    }
    for (int call = 0; call < 2; call++) {
      List<DeviceArray> out = program.run(List.of(DeviceArray.ofFloats(DType.BF16, new int[] {BODY_ELEMENTS},
          x.clone())), CompilerTestSupport.EXECUTOR, false);
      for (int i = 0; i < BODY_ELEMENTS; i++) {
        assertThat(out.get(0).floats()[i]).as("element " + i).isEqualTo(x[i] + 3);
      }
    }
    ExecutableProgram holder = holderOfTheBf16Constant(program);
    assertThat(holder).as("a program (or region) holding the bf16 constant").isNotNull();
    int index = bf16ConstantIndex(holder);
    assertThat(holder.constant(index)).as("kept across trips and calls").isSameAs(holder.constant(index));
    assertThat(program.heldBytes() - program.proto().getSerializedSize())
        .as("the loop's decoded constant is held by the program").isGreaterThanOrEqualTo(4L * BODY_ELEMENTS);
  }

  private static ExecutableProgram holderOfTheBf16Constant(ExecutableProgram program) {
    if (bf16ConstantIndex(program) >= 0) {
      return program;
    }
    for (int i = 0; i < program.ops().size(); i++) {
      if (program.ops().get(i).hasWhile()) {
        for (ExecutableProgram region : program.regions(i)) {
          ExecutableProgram holder = holderOfTheBf16Constant(region);
          if (holder != null) {
            return holder;
          }
        }
      }
    }
    return null;
  }

  private static int bf16ConstantIndex(ExecutableProgram program) {
    for (int i = 0; i < program.ops().size(); i++) {
      Op op = program.ops().get(i);
      if (op.hasConstant() && op.getConstant().getValue().getType().getDtype() == DType.BF16) {
        return i;
      }
    }
    return -1;
  }
}
