package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.ir.IrGraph;

class ShapeInferencePassTest {
  private static Op binary(BinaryOp.Kind kind, long result, long a, long b) {
    return Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(kind)).addOperands(a).addOperands(b)
        .addResults(result).setLocation(SourceLocation.newBuilder().setFile("Model.java").setLine(42)).build();
  }

  private static Graph.Builder twoParams() {
    return Graph.newBuilder()
        .addParameters(Parameter.newBuilder().setId(1).setType(GraphBuilder.type(DType.F32, 2, 3)))
        .addParameters(Parameter.newBuilder().setId(2).setType(GraphBuilder.type(DType.F32, 3, 2)));
  }

  @Test
  void typesEveryValue() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.BF16, 4, 8));
    long w = b.param(GraphBuilder.type(DType.BF16, 8, 16));
    long y = b.matmul(x, w);
    long s = b.unary(UnaryOp.Kind.TANH, y);
    IrGraph g = CompilerTestSupport.imported(b.graph(s));
    assertThat(g.ops().get(0).result().type()).isEqualTo(GraphBuilder.type(DType.BF16, 4, 16));
    assertThat(g.outputs().get(0).type()).isEqualTo(GraphBuilder.type(DType.BF16, 4, 16));
  }

  @Test
  void illTypedOpIsInvalidArgumentNamingTheOpIndex() {
    Graph g = twoParams().addOps(binary(BinaryOp.Kind.ADD, 3, 1, 1)).addOps(binary(BinaryOp.Kind.ADD, 4, 3, 2))
        .addOutputs(4).build();
    assertThatThrownBy(() -> CompilerTestSupport.imported(g))
        .isInstanceOf(CompileException.class)
        .hasMessageContaining("op 1 (add at Model.java:42)")
        .hasMessageContaining("f32[2,3]").hasMessageContaining("f32[3,2]")
        .satisfies(e -> {
          assertThat(((CompileException) e).code()).isEqualTo(Status.Code.INVALID_ARGUMENT);
          assertThat(((CompileException) e).opIndex()).isEqualTo(1);
        });
  }

  @Test
  void cycleIsInvalidArgumentNamingItsOps() {
    // op 0: 3 = 1 + 4; op 1: 4 = 3 * 3 — each uses the other's result
    Graph g = twoParams().addOps(binary(BinaryOp.Kind.ADD, 3, 1, 4)).addOps(binary(BinaryOp.Kind.MULTIPLY, 4, 3, 3))
        .addOutputs(4).build();
    assertThatThrownBy(() -> IrGraph.fromGraph(g))
        .isInstanceOf(CompileException.class)
        .hasMessageContaining("cycle").hasMessageContaining("op 0 (add").hasMessageContaining("op 1 (multiply")
        .satisfies(e -> assertThat(((CompileException) e).opIndex()).isEqualTo(0));
  }

  @Test
  void undefinedAndDuplicateValuesAreRejected() {
    Graph undefined = twoParams().addOps(binary(BinaryOp.Kind.ADD, 3, 1, 99)).addOutputs(3).build();
    assertThatThrownBy(() -> IrGraph.fromGraph(undefined)).isInstanceOf(CompileException.class)
        .hasMessageContaining("op 0 (add").hasMessageContaining("operand value 99 is not defined");
    Graph duplicate = twoParams().addOps(binary(BinaryOp.Kind.ADD, 3, 1, 1)).addOps(binary(BinaryOp.Kind.ADD, 3, 1, 1))
        .addOutputs(3).build();
    assertThatThrownBy(() -> IrGraph.fromGraph(duplicate)).isInstanceOf(CompileException.class)
        .hasMessageContaining("op 1 (add").hasMessageContaining("value 3 is already defined by op 0");
    Graph shadowsParameter = twoParams().addOps(binary(BinaryOp.Kind.ADD, 2, 1, 1)).addOutputs(2).build();
    assertThatThrownBy(() -> IrGraph.fromGraph(shadowsParameter)).isInstanceOf(CompileException.class)
        .hasMessageContaining("already defined by a parameter");
  }

  @Test
  void opsOutOfOrderAreSortedTopologically() {
    Graph g = twoParams().addOps(binary(BinaryOp.Kind.ADD, 4, 3, 3)).addOps(binary(BinaryOp.Kind.ADD, 3, 1, 1))
        .addOutputs(4).build();
    IrGraph ir = CompilerTestSupport.imported(g);
    assertThat(ir.ops().get(0).sourceIndex()).isEqualTo(1);
    assertThat(ir.ops().get(1).sourceIndex()).isEqualTo(0);
  }

  @Test
  void aCompiledGraphCannotCallAProgram() {
    Graph g = twoParams().addOps(Op.newBuilder().setCall(CallOp.newBuilder().setProgramId("p")
        .addParameterTypes(GraphBuilder.type(DType.F32, 2, 3)).addResultTypes(GraphBuilder.type(DType.F32, 2, 3)))
        .addOperands(1).addResults(3)).addOutputs(3).build();
    assertThatThrownBy(() -> CompilerTestSupport.imported(g)).isInstanceOf(CompileException.class)
        .hasMessageContaining("cannot call another program");
  }
}
