package org.torchtpu.server.ir;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SourceLocation;

/**
 * An op of the compiler IR. {@link #op} holds the kind and attributes (its operand and result
 * ids are not authoritative: {@link #operands} and {@link #results} are); {@link #sourceIndex}
 * is the op's index in the graph as the client sent it, which every error names.
 */
public final class IrOp {
  Op op;
  final List<IrValue> operands = new ArrayList<>();
  final List<IrValue> results = new ArrayList<>();
  final int sourceIndex;

  IrOp(Op op, int sourceIndex) {
    this.op = op;
    this.sourceIndex = sourceIndex;
  }

  public Op op() {
    return op;
  }

  public Op.KindCase kind() {
    return op.getKindCase();
  }

  public List<IrValue> operands() {
    return operands;
  }

  public List<IrValue> results() {
    return results;
  }

  public IrValue result() {
    return results.get(0);
  }

  public int sourceIndex() {
    return sourceIndex;
  }

  public SourceLocation location() {
    return op.getLocation();
  }

  /** "op 3 (multiply at Model.java:12)": how errors name an op. */
  public String describe() {
    StringBuilder sb = new StringBuilder("op ").append(sourceIndex).append(" (")
        .append(op.getKindCase() == Op.KindCase.KIND_NOT_SET ? "unknown" : TypeInference.kindName(op));
    SourceLocation loc = op.getLocation();
    if (!loc.getFile().isEmpty()) {
      sb.append(" at ").append(loc.getFile()).append(':').append(loc.getLine());
    }
    return sb.append(')').toString();
  }

  @Override
  public String toString() {
    return describe() + " " + results + " = " + operands;
  }
}
