package org.torchtpu.api.ir;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.CaseOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Region;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WhileOp;

/**
 * The typing rules of the control-flow ops ({@code while}, {@code case}) and of their regions.
 * A region is typed like a graph: its parameters, then each op in order with {@link TypeInference},
 * then its outputs. A loop body or branch whose types differ from what the op carries is an
 * {@link OpTypeException} naming the op, both type lists and the rule broken.
 */
public final class ControlFlowTypes {
  /** Deepest nesting of regions inside regions (protobuf's own recursion limit is 100 messages). */
  public static final int MAX_NESTING = 16;

  private static final ThreadLocal<int[]> DEPTH = ThreadLocal.withInitial(() -> new int[1]);

  private ControlFlowTypes() {}

  static List<TensorType> whileLoop(String name, WhileOp w, List<TensorType> operands) {
    if (!w.hasCond() || !w.hasBody()) {
      throw new OpTypeException(name + ": needs both a cond and a body region");
    }
    List<TensorType> cond = outputs(name, "cond", w.getCond(), operands);
    if (cond.size() != 1 || cond.get(0).getDtype() != DType.PRED || cond.get(0).getDimsCount() != 0) {
      throw new OpTypeException(name + ": cond returns " + text(cond) + "; rule: cond must return one pred[] scalar");
    }
    List<TensorType> body = outputs(name, "body", w.getBody(), operands);
    if (!body.equals(operands)) {
      throw new OpTypeException(name + ": body returns " + text(body) + " but the loop carries " + text(operands)
          + "; rule: the body must return exactly the carried values' types");
    }
    return List.copyOf(operands);
  }

  static List<TensorType> caseOf(String name, CaseOp c, List<TensorType> operands) {
    if (operands.isEmpty() || !operands.get(0).equals(Shapes.type(DType.S32, List.of()))) {
      throw new OpTypeException(name + ": operand 0 must be the branch index, an s32[] scalar, got "
          + (operands.isEmpty() ? "no operands" : Shapes.toString(operands.get(0))));
    }
    if (c.getBranchesCount() == 0) {
      throw new OpTypeException(name + ": needs at least one branch");
    }
    List<TensorType> args = operands.subList(1, operands.size());
    List<TensorType> first = null;
    for (int b = 0; b < c.getBranchesCount(); b++) {
      List<TensorType> out = outputs(name, "branch " + b, c.getBranches(b), args);
      if (first == null) {
        first = out;
      } else if (!out.equals(first)) {
        throw new OpTypeException(name + ": branch " + b + " returns " + text(out) + " but branch 0 returns "
            + text(first) + "; rule: every branch must return the same types");
      }
    }
    return first;
  }

  /**
   * Types a region entered with values of {@code inputs} types and returns its output types.
   *
   * @param what the region's role in messages ("body", "branch 1")
   */
  public static List<TensorType> outputs(String name, String what, Region region, List<TensorType> inputs) {
    int[] depth = DEPTH.get();
    if (depth[0] >= MAX_NESTING) {
      throw new OpTypeException(name + ": regions nest deeper than " + MAX_NESTING + " levels");
    }
    depth[0]++;
    try {
      return typeRegion(name, what, region, inputs);
    } finally {
      depth[0]--;
    }
  }

  private static List<TensorType> typeRegion(String name, String what, Region region, List<TensorType> inputs) {
    if (region.getParametersCount() != region.getParameterTypesCount()) {
      throw new OpTypeException(name + ": " + what + " lists " + region.getParametersCount() + " parameters but "
          + region.getParameterTypesCount() + " parameter types");
    }
    if (!region.getParameterTypesList().equals(inputs)) {
      throw new OpTypeException(name + ": " + what + " takes " + text(region.getParameterTypesList())
          + " but the op passes " + text(inputs) + "; rule: a region's parameters have the types of the values "
          + "the op passes it");
    }
    Map<Long, TensorType> env = new HashMap<>();
    for (int i = 0; i < region.getParametersCount(); i++) {
      define(name, what, env, region.getParameters(i), inputs.get(i));
    }
    for (int k = 0; k < region.getOpsCount(); k++) {
      Op op = region.getOps(k);
      List<TensorType> operandTypes = new ArrayList<>(op.getOperandsCount());
      for (long id : op.getOperandsList()) {
        operandTypes.add(lookup(name, what, env, id));
      }
      List<TensorType> results;
      try {
        results = TypeInference.infer(op, operandTypes);
      } catch (OpTypeException e) {
        throw new OpTypeException(name + ": " + what + ", op " + k + ": " + e.getMessage());
      }
      if (results.size() != op.getResultsCount()) {
        throw new OpTypeException(name + ": " + what + ", op " + k + " (" + TypeInference.kindName(op) + ") defines "
            + results.size() + " result(s) but names " + op.getResultsCount());
      }
      for (int r = 0; r < results.size(); r++) {
        define(name, what, env, op.getResults(r), results.get(r));
      }
    }
    if (region.getOutputsCount() == 0 && region.getOpsCount() == 0 && inputs.isEmpty()) {
      return List.of();
    }
    List<TensorType> out = new ArrayList<>(region.getOutputsCount());
    for (long id : region.getOutputsList()) {
      out.add(lookup(name, what, env, id));
    }
    return out;
  }

  private static void define(String name, String what, Map<Long, TensorType> env, long id, TensorType type) {
    if (env.put(id, type) != null) {
      throw new OpTypeException(name + ": " + what + " defines value " + id + " twice");
    }
  }

  private static TensorType lookup(String name, String what, Map<Long, TensorType> env, long id) {
    TensorType t = env.get(id);
    if (t == null) {
      throw new OpTypeException(name + ": " + what + " uses value " + id + ", which it does not define (a region "
          + "sees only its parameters and its own ops' results)");
    }
    return t;
  }

  private static String text(List<TensorType> types) {
    StringBuilder sb = new StringBuilder("(");
    for (TensorType t : types) {
      sb.append(sb.length() > 1 ? ", " : "").append(Shapes.toString(t));
    }
    return sb.append(')').toString();
  }
}
