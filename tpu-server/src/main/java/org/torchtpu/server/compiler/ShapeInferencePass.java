package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.SimulatorLimitException;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * Shape inference and verification: types every op with the op set's {@link TypeInference}
 * rules, in topological order. An ill-typed op, a wrong number of results, or (in a compiled
 * graph) a call of another program is INVALID_ARGUMENT naming the op; a tensor larger than the
 * simulator holds is RESOURCE_EXHAUSTED.
 */
public final class ShapeInferencePass implements Pass {
  public static final String NAME = "shape-inference";

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public boolean run(IrGraph graph, CompilationContext context) {
    for (int i = 0; i < graph.parameters().size(); i++) {
      TensorType t = graph.parameters().get(i).type();
      try {
        if (!DTypes.isSupported(t.getDtype())) {
          throw new OpTypeException("unsupported dtype " + t.getDtype());
        }
        Shapes.numElements(t);
        DeviceArray.checkFits(t);
      } catch (OpTypeException e) {
        throw new CompileException(CompileException.Kind.INVALID, -1, "parameter " + i + ": " + e.getMessage());
      } catch (SimulatorLimitException e) {
        throw new CompileException(CompileException.Kind.EXHAUSTED, -1, "parameter " + i + ": " + e.getMessage());
      }
    }
    for (IrOp op : graph.ops()) {
      if (op.kind() == Op.KindCase.CALL && context.kind == ProgramKind.GRAPH) {
        throw CompileException.invalid(op, "a compiled graph cannot call another program");
      }
      List<TensorType> operandTypes = new ArrayList<>(op.operands().size());
      for (IrValue v : op.operands()) {
        operandTypes.add(v.type());
      }
      List<TensorType> results;
      try {
        results = TypeInference.infer(op.op(), operandTypes);
      } catch (OpTypeException | ArithmeticException e) {
        throw CompileException.invalid(op, e.getMessage());
      }
      if (results.size() != op.results().size()) {
        throw CompileException.invalid(op, "op defines " + results.size() + " result(s) but names "
            + op.results().size() + " result value(s)");
      }
      for (int r = 0; r < results.size(); r++) {
        try {
          DeviceArray.checkFits(results.get(r));
        } catch (SimulatorLimitException e) {
          throw new CompileException(CompileException.Kind.EXHAUSTED, op.sourceIndex(), op.describe() + ": " + e.getMessage());
        }
        op.results().get(r).setType(results.get(r));
      }
    }
    return false;
  }
}
