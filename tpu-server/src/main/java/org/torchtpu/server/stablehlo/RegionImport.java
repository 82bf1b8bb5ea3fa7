package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.CaseOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Region;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WhileOp;
import org.torchtpu.server.stablehlo.DeclaredTypes.Signature;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * Lowers StableHLO's region ops ({@code while}, {@code case}, {@code if}) into the op set's
 * closed {@link Region}s. StableHLO regions may read values of the enclosing function directly;
 * the op set's regions see only their parameters, so every such value becomes an extra operand
 * of the op (a while carries it through the loop unchanged), except constants, which are copied
 * into the region so the compiler can still fold them.
 *
 * <p>{@code if(pred)} with (then, else) regions becomes {@code case(convert(pred) to s32)} with
 * branches (else, then).
 */
final class RegionImport {
  private final StableHloImporter im;

  RegionImport(StableHloImporter im) {
    this.im = im;
  }

  /** A region lowered into the op set, and the outer values it read (outer id -> its parameter inside). */
  private record Lowered(Region.Builder region, List<Value> outputs, LinkedHashMap<Long, Value> captures,
      Map<Long, Value> outerValues) {}

  void whileLoop(MlirAst.Op op, Map<String, Value> env) {
    List<Value> carried = StableHloImporter.operands(op, env);
    Signature sig = DeclaredTypes.signature(op, carried.size());
    DeclaredTypes.checkOperandTypes(op, carried, sig);
    if (op.regions.size() != 2) {
      throw StableHloImporter.error(op, "invalid " + op.name, "needs a cond and a body region, has "
          + op.regions.size());
    }
    List<TensorType> types = carried.stream().map(Value::type).toList();
    Lowered cond = lower(op, op.regions.get(0), types, env, "cond");
    Lowered body = lower(op, op.regions.get(1), types, env, "body");
    LinkedHashMap<Long, Value> outer = union(List.of(cond, body));
    closeOver(cond, outer, false);
    closeOver(body, outer, true);
    List<Value> operands = new ArrayList<>(carried);
    operands.addAll(outer.values());
    Op.Builder loop = Op.newBuilder().setWhile(WhileOp.newBuilder().setCond(cond.region()).setBody(body.region()));
    List<Value> results = im.emitAll(op, loop, operands, operands.size());
    bind(op, env, sig, results.subList(0, carried.size()));
  }

  void caseOf(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = StableHloImporter.operands(op, env, 1);
    Signature sig = DeclaredTypes.signature(op, 1);
    DeclaredTypes.checkOperandTypes(op, in, sig);
    branches(op, env, sig, in.get(0), op.regions);
  }

  void ifThenElse(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = StableHloImporter.operands(op, env, 1);
    Signature sig = DeclaredTypes.signature(op, 1);
    DeclaredTypes.checkOperandTypes(op, in, sig);
    if (op.regions.size() != 2) {
      throw StableHloImporter.error(op, "invalid " + op.name, "needs a then and an else region");
    }
    Value index = im.emit(op, Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.S32)), in);
    branches(op, env, sig, index, List.of(op.regions.get(1), op.regions.get(0)));
  }

  private void branches(MlirAst.Op op, Map<String, Value> env, Signature sig, Value index,
      List<MlirAst.Region> regions) {
    if (regions.isEmpty()) {
      throw StableHloImporter.error(op, "invalid " + op.name, "needs at least one branch region");
    }
    List<Lowered> lowered = new ArrayList<>();
    for (int b = 0; b < regions.size(); b++) {
      if (!regions.get(b).argNames.isEmpty()) {
        throw StableHloImporter.error(op, "invalid " + op.name, "branch " + b + " must not take block arguments");
      }
      lowered.add(lower(op, regions.get(b), List.of(), env, "branch " + b));
    }
    LinkedHashMap<Long, Value> outer = union(lowered);
    CaseOp.Builder c = CaseOp.newBuilder();
    for (Lowered l : lowered) {
      closeOver(l, outer, false);
      c.addBranches(l.region());
    }
    List<Value> operands = new ArrayList<>();
    operands.add(index);
    operands.addAll(outer.values());
    List<Value> results = im.emitAll(op, Op.newBuilder().setCase(c), operands, lowered.get(0).outputs().size());
    bind(op, env, sig, results);
  }

  private static void bind(MlirAst.Op op, Map<String, Value> env, Signature sig, List<Value> results) {
    DeclaredTypes.requireResultCount(op, results.size());
    for (int i = 0; i < results.size(); i++) {
      DeclaredTypes.checkResult(op, i, results.get(i), sig);
      StableHloImporter.define(env, op.results.get(i), results.get(i), op.pos, op.name);
    }
  }

  /** Every outer value some region read, in first-read order. */
  private static LinkedHashMap<Long, Value> union(List<Lowered> regions) {
    LinkedHashMap<Long, Value> all = new LinkedHashMap<>();
    for (Lowered l : regions) {
      for (Long id : l.captures().keySet()) {
        all.putIfAbsent(id, l.outerValues().get(id));
      }
    }
    return all;
  }

  /**
   * Appends a parameter per outer value (the region's own for values it read, an unused one for
   * values only a sibling read); a loop body also returns them unchanged.
   */
  private void closeOver(Lowered l, LinkedHashMap<Long, Value> outer, boolean passThrough) {
    for (Value o : outer.values()) {
      Value inner = l.captures().get(o.id());
      if (inner == null) {
        inner = new Value(im.nextId++, o.type());
      }
      l.region().addParameters(inner.id()).addParameterTypes(inner.type());
      if (passThrough) {
        l.region().addOutputs(inner.id());
      }
    }
  }

  private Lowered lower(MlirAst.Op op, MlirAst.Region r, List<TensorType> argTypes, Map<String, Value> outer,
      String what) {
    if (r.argNames.size() != argTypes.size()) {
      throw StableHloImporter.error(op, "invalid " + op.name, what + " takes " + r.argNames.size()
          + " block arguments, the op passes " + argTypes.size() + " values");
    }
    Region.Builder region = Region.newBuilder();
    CapturingEnv env = new CapturingEnv(outer, op);
    for (int i = 0; i < r.argNames.size(); i++) {
      TensorType declared = DeclaredTypes.tensor(r.argTypes.get(i), op.pos, op.name, what + " argument "
          + r.argNames.get(i));
      if (!DeclaredTypes.matches(declared, argTypes.get(i))) {
        throw StableHloImporter.error(op, "type mismatch in " + op.name, what + " argument " + r.argNames.get(i)
            + " is declared " + MlirTypes.toMlir(declared) + " but the op passes " + MlirTypes.toMlir(argTypes.get(i)));
      }
      Value v = new Value(im.nextId++, argTypes.get(i)); // the concrete type when the declared one is symbolic
      region.addParameters(v.id()).addParameterTypes(v.type());
      StableHloImporter.define(env, r.argNames.get(i), v, op.pos, op.name);
    }
    List<List<Value>> returned = new ArrayList<>(1); // the return's operands, once lowered
    im.emitInto(region, () -> {
      for (int k = 0; k < r.ops.size(); k++) {
        MlirAst.Op inner = r.ops.get(k);
        if (inner.name.equals("stablehlo.return")) {
          if (k != r.ops.size() - 1) {
            throw StableHloImporter.error(inner, "invalid " + inner.name, "ops follow the return of the " + what);
          }
          List<Value> outputs = StableHloImporter.operands(inner, env);
          DeclaredTypes.checkOperandTypes(inner, outputs, DeclaredTypes.signature(inner, outputs.size()));
          returned.add(outputs);
        } else {
          im.lowerOp(inner, env);
        }
      }
    });
    List<Value> outputs = returned.isEmpty() ? null : returned.get(0);
    if (outputs == null) {
      throw StableHloImporter.error(op, "invalid " + op.name, "the " + what + " does not end with stablehlo.return");
    }
    for (Value v : outputs) {
      region.addOutputs(v.id());
    }
    return new Lowered(region, outputs, env.captures, env.outerValues);
  }

  /**
   * The names a region sees: its own values, then the enclosing ones. Reading an enclosing value
   * makes it a parameter of the region (recorded in {@link #captures}); an enclosing constant is
   * re-emitted inside instead.
   */
  private final class CapturingEnv extends HashMap<String, Value> {
    private final Map<String, Value> outer;
    private final MlirAst.Op owner;
    final LinkedHashMap<Long, Value> captures = new LinkedHashMap<>();
    final Map<Long, Value> outerValues = new HashMap<>();

    CapturingEnv(Map<String, Value> outer, MlirAst.Op owner) {
      this.outer = outer;
      this.owner = owner;
    }

    /** Resolves a name through the enclosing scopes without capturing it anywhere. */
    Value peek(String name) {
      Value v = super.get(name);
      if (v != null) {
        return v;
      }
      return outer instanceof CapturingEnv c ? c.peek(name) : outer.get(name);
    }

    @Override
    public Value get(Object key) {
      Value own = super.get(key);
      if (own != null || !(key instanceof String name)) {
        return own;
      }
      Value seen = peek(name);
      if (seen == null) {
        return null;
      }
      TensorLiteral literal = im.constants.get(seen.id());
      if (literal != null) {
        Value copy = im.emit(owner, Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(literal)), List.of());
        put(name, copy);
        return copy;
      }
      Value o = outer.get(name); // captures it in the enclosing regions too, when they are regions
      Value inner = captures.computeIfAbsent(o.id(), id -> new Value(im.nextId++, o.type()));
      outerValues.put(o.id(), o);
      put(name, inner);
      return inner;
    }
  }
}
