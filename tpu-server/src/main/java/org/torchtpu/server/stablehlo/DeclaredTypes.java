package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.StableHloImporter.error;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.MlirAst.Function;
import org.torchtpu.server.stablehlo.MlirAst.Other;
import org.torchtpu.server.stablehlo.MlirAst.Pos;
import org.torchtpu.server.stablehlo.MlirAst.Tensor;
import org.torchtpu.server.stablehlo.MlirAst.Type;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * The operand and result types an op's text declares ({@code : (a, b) -> r}, one type for all,
 * or select's pair), read as tensor types and checked against the types the op set infers, so a
 * graph that imports means what the text says.
 */
final class DeclaredTypes {
  private DeclaredTypes() {}

  /** Operand and result types an op's text declares. */
  record Signature(List<TensorType> operands, List<TensorType> results) {}

  static void checkResult(MlirAst.Op op, int index, Value result, Signature sig) {
    if (index >= sig.results().size()) {
      throw error(op, "invalid " + op.name, "the text declares " + sig.results().size() + " result types");
    }
    TensorType declared = sig.results().get(index);
    if (!matches(declared, result.type())) {
      throw error(op, "type mismatch in " + op.name, "the text declares result " + MlirTypes.toMlir(declared)
          + " but the op computes " + MlirTypes.toMlir(result.type()));
    }
  }

  static void checkOperandTypes(MlirAst.Op op, List<Value> operands, Signature sig) {
    if (sig.operands().size() != operands.size()) {
      throw error(op, "invalid " + op.name, "the text declares " + sig.operands().size() + " operand types for "
          + operands.size() + " operands");
    }
    for (int i = 0; i < operands.size(); i++) {
      if (!matches(sig.operands().get(i), operands.get(i).type())) {
        throw error(op, "type mismatch in " + op.name, "operand " + i + " (" + op.operands.get(i) + ") is "
            + MlirTypes.toMlir(operands.get(i).type()) + " but the text declares "
            + MlirTypes.toMlir(sig.operands().get(i)));
      }
    }
  }

  /**
   * Whether a value of type {@code actual} has the {@code declared} type: equal, except that a symbolic ('?')
   * dimension of a shape-polymorphic export matches any size.
   */
  static boolean matches(TensorType declared, TensorType actual) {
    if (declared.equals(actual)) {
      return true;
    }
    if (declared.getDtype() != actual.getDtype() || declared.getDimsCount() != actual.getDimsCount()) {
      return false;
    }
    for (int d = 0; d < declared.getDimsCount(); d++) {
      if (declared.getDims(d) != MlirTypeParser.DYNAMIC && declared.getDims(d) != actual.getDims(d)) {
        return false;
      }
    }
    return true;
  }

  static boolean isDynamic(TensorType type) {
    return type.getDimsList().contains(MlirTypeParser.DYNAMIC);
  }

  static void requireResultCount(MlirAst.Op op, int count) {
    if (op.results.size() != count) {
      throw error(op, "invalid " + op.name, "defines " + op.results.size() + " results, the op has " + count);
    }
  }

  /** The declared types: {@code (a, b) -> r}, one type for all ({@code : tensor<4xf32>}), or select's pair. */
  static Signature signature(MlirAst.Op op, int operandCount) {
    if (op.functionalType != null) {
      Function f = op.functionalType;
      return new Signature(tensors(op, f.inputs(), "operand"), tensors(op, f.results(), "result"));
    }
    List<TensorType> plain = tensors(op, op.plainTypes, "type");
    if (op.name.equals("func.return") || op.name.equals("stablehlo.return")) {
      return new Signature(plain, List.of());
    }
    if (op.name.equals("stablehlo.optimization_barrier") && plain.size() == operandCount) {
      return new Signature(plain, plain); // one type per operand, each result the same
    }
    if (plain.size() == 1) {
      TensorType t = plain.get(0);
      return new Signature(java.util.Collections.nCopies(operandCount, t), List.of(t));
    }
    if (plain.size() == 2 && op.name.equals("stablehlo.select") && operandCount == 3) {
      return new Signature(List.of(plain.get(0), plain.get(1), plain.get(1)), List.of(plain.get(1)));
    }
    throw error(op, "invalid " + op.name, "cannot read operand and result types from its signature");
  }

  static TensorType declaredResult(MlirAst.Op op, int operandCount) {
    List<TensorType> results = signature(op, operandCount).results();
    if (results.size() != 1) {
      throw error(op, "invalid " + op.name, "needs exactly one result type, the text gives " + results.size());
    }
    return results.get(0);
  }

  private static List<TensorType> tensors(MlirAst.Op op, List<Type> types, String what) {
    List<TensorType> out = new ArrayList<>(types.size());
    for (Type t : types) {
      out.add(tensor(t, op.pos, op.name, what));
    }
    return out;
  }

  static TensorType tensor(Type type, Pos pos, String opName, String what) {
    if (type instanceof Tensor t) {
      return t.type();
    }
    String text = type instanceof Other o ? o.text() + " (" + o.why() + ")"
        : type instanceof MlirAst.Tuple ? "a tuple (tuples may only be built, taken apart by get_tuple_element and "
            + "returned by the entry function)" : "a function type";
    throw new StableHloImportException("unsupported type" + (opName == null ? "" : " in " + opName), pos.line(),
        pos.column(), opName, what + " has type " + text);
  }
}
