package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.DeclaredTypes.declaredResult;
import static org.torchtpu.server.stablehlo.OpAttributes.field;
import static org.torchtpu.server.stablehlo.OpAttributes.intList;
import static org.torchtpu.server.stablehlo.OpAttributes.pair;
import static org.torchtpu.server.stablehlo.StableHloImporter.error;
import static org.torchtpu.server.stablehlo.StableHloImporter.operands;
import static org.torchtpu.server.stablehlo.StableHloImporter.unsupported;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.MlirAst.ArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.Attr;
import org.torchtpu.server.stablehlo.MlirAst.DialectAttr;
import org.torchtpu.server.stablehlo.MlirAst.KeywordAttr;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * {@code dot_general} (dimension numbers in the custom {@code batching_dims = [0] x [0]} or the
 * generic {@code #stablehlo.dot<...>} spelling) and the legacy {@code dot}, both with their
 * precision mapped to the op set's (HIGH and HIGHEST become HIGHEST).
 */
final class DotImport {
  private final StableHloImporter im;

  DotImport(StableHloImporter im) {
    this.im = im;
  }

  void dotGeneral(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 2);
    DotGeneralOp.Builder dot = dimensionNumbers(op);
    TensorType result = declaredResult(op, 2);
    List<Value> typed = sameElementType(op, in);
    if (result.getDtype() != typed.get(0).type().getDtype()) {
      dot.setResultDtype(result.getDtype());
    }
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setDotGeneral(dot), typed));
  }

  /**
   * A float operand and an integer one: the integer one converted to the float one's type (JAX's TPU SVD multiplies
   * an f32 matrix by an s32 sign matrix). The float operand is never converted: XLA widens the integer side and
   * rounds only the result, so converting the f32 side to a narrower declared result (bf16) first would round its
   * values twice. Other pairs stay as they are (the op set takes an fp8 pair and refuses the rest by name).
   */
  private List<Value> sameElementType(MlirAst.Op op, List<Value> in) {
    DType lhs = in.get(0).type().getDtype();
    DType rhs = in.get(1).type().getDtype();
    if (DTypes.isFloat(lhs) == DTypes.isFloat(rhs)) {
      return in;
    }
    DType floatType = DTypes.isFloat(lhs) ? lhs : rhs;
    List<Value> converted = new ArrayList<>();
    for (Value v : in) {
      converted.add(v.type().getDtype() == floatType ? v : im.emit(op,
          Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(floatType)), List.of(v)));
    }
    return converted;
  }

  /** The dimension numbers and precision of a dot_general, in either spelling. */
  static DotGeneralOp.Builder dimensionNumbers(MlirAst.Op op) {
    DotGeneralOp.Builder dot = DotGeneralOp.newBuilder();
    if (op.attributes.get("dot_dimension_numbers") instanceof DialectAttr numbers) {
      dot.addAllLhsBatchingDims(field(op, numbers, "lhs_batching_dimensions"))
          .addAllRhsBatchingDims(field(op, numbers, "rhs_batching_dimensions"))
          .addAllLhsContractingDims(field(op, numbers, "lhs_contracting_dimensions"))
          .addAllRhsContractingDims(field(op, numbers, "rhs_contracting_dimensions"));
    } else {
      if (op.attributes.containsKey("batching_dims")) {
        Attr[] pair = pair(op, "batching_dims");
        dot.addAllLhsBatchingDims(intList(op, "batching_dims", pair[0]))
            .addAllRhsBatchingDims(intList(op, "batching_dims", pair[1]));
      }
      if (op.attributes.containsKey("contracting_dims")) {
        Attr[] pair = pair(op, "contracting_dims");
        dot.addAllLhsContractingDims(intList(op, "contracting_dims", pair[0]))
            .addAllRhsContractingDims(intList(op, "contracting_dims", pair[1]));
      }
    }
    if (op.attributes.containsKey("algorithm")) {
      throw unsupported(op, "dot algorithms (the 'algorithm' attribute) are not supported; use precision");
    }
    return dot.setPrecision(precision(op));
  }

  /** Legacy dot: contracts the last dim of lhs with the first of rhs (vector or matrix operands). */
  void dot(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 2);
    int lhsRank = in.get(0).type().getDimsCount();
    int rhsRank = in.get(1).type().getDimsCount();
    if (lhsRank < 1 || lhsRank > 2 || rhsRank < 1 || rhsRank > 2) {
      throw error(op, "invalid " + op.name, "operands must be vectors or matrices, got "
          + MlirTypes.toMlir(in.get(0).type()) + " and " + MlirTypes.toMlir(in.get(1).type()));
    }
    DotGeneralOp.Builder dot = DotGeneralOp.newBuilder()
        .addLhsContractingDims(lhsRank - 1).addRhsContractingDims(0).setPrecision(precision(op));
    TensorType result = declaredResult(op, 2);
    List<Value> typed = sameElementType(op, in);
    if (result.getDtype() != typed.get(0).type().getDtype()) {
      dot.setResultDtype(result.getDtype());
    }
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setDotGeneral(dot), typed));
  }

  /** The highest of the operands' precisions: DEFAULT stays DEFAULT, HIGH and HIGHEST become HIGHEST. */
  static DotGeneralOp.Precision precision(MlirAst.Op op) {
    Attr attr = op.attributes.containsKey("precision_config") ? op.attributes.get("precision_config")
        : op.attributes.get("precision");
    if (attr == null) {
      return DotGeneralOp.Precision.DEFAULT;
    }
    if (!(attr instanceof ArrayAttr list)) {
      throw error(op, "invalid " + op.name, "precision must be a list such as [HIGHEST, HIGHEST]");
    }
    DotGeneralOp.Precision result = DotGeneralOp.Precision.DEFAULT;
    for (Attr a : list.elements()) {
      String word;
      if (a instanceof KeywordAttr k) {
        word = k.word();
      } else if (a instanceof DialectAttr d && !d.words().isEmpty()) {
        word = d.words().get(d.words().size() - 1);
      } else {
        throw error(op, "invalid " + op.name, "unreadable precision entry " + a);
      }
      switch (word) {
        case "DEFAULT" -> { }
        case "HIGH", "HIGHEST" -> result = DotGeneralOp.Precision.HIGHEST;
        default -> throw error(op, "invalid " + op.name, "unknown precision " + word);
      }
    }
    return result;
  }
}
