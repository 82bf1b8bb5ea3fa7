package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.StableHloImporter.error;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.server.stablehlo.MlirAst.Type;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * {@code stablehlo.tuple} and {@code get_tuple_element} (mhlo-style exports) as the importer's value plumbing: a
 * tuple is no tensor of the op set, only a name for its elements (tensors or tuples), so it emits nothing; a
 * get_tuple_element binds its result to the element. The entry function may return tuples: their elements, depth
 * first, become the graph's outputs (as PJRT untuples an HLO module's root tuple). A tuple passed to any other op, to
 * a called function or a region, or returned from one, is refused naming it.
 */
final class TupleImport {
  /** A tuple value: its elements, each a {@link Value} or a Tuple. */
  record Tuple(List<Object> elements) {}

  /** The tuples each environment (function body, region) defines, by SSA name. */
  private final Map<Map<String, Value>, Map<String, Tuple>> tuples = new IdentityHashMap<>();
  private final StableHloImporter im;

  TupleImport(StableHloImporter im) {
    this.im = im;
  }

  void tuple(MlirAst.Op op, Map<String, Value> env) {
    DeclaredTypes.requireResultCount(op, 1);
    List<Object> elements = new ArrayList<>();
    for (String name : op.operands) {
      elements.add(lookup(op, env, name));
    }
    Tuple t = new Tuple(List.copyOf(elements));
    Type declared = declaredResult(op);
    if (declared != null) {
      check(op, declared, t, "result");
    }
    bind(op, env, op.results.get(0), t);
  }

  void getTupleElement(MlirAst.Op op, Map<String, Value> env) {
    DeclaredTypes.requireResultCount(op, 1);
    if (op.operands.size() != 1) {
      throw error(op, "invalid " + op.name, "takes 1 operand, got " + op.operands.size());
    }
    if (!(lookup(op, env, op.operands.get(0)) instanceof Tuple t)) {
      throw error(op, "invalid " + op.name, op.operands.get(0) + " is not a tuple");
    }
    long index = OpAttributes.integer(op, "index");
    if (index < 0 || index >= t.elements().size()) {
      throw error(op, "invalid " + op.name, "index " + index + " is outside a tuple of " + t.elements().size()
          + " elements");
    }
    Object element = t.elements().get((int) index);
    Type declared = declaredResult(op);
    if (declared != null) {
      check(op, declared, element, "result");
    }
    bind(op, env, op.results.get(0), element);
  }

  /** Whether any operand of {@code op} names a tuple. */
  boolean readsTuple(MlirAst.Op op, Map<String, Value> env) {
    Map<String, Tuple> defined = tuples.get(env);
    return defined != null && op.operands.stream().anyMatch(defined::containsKey);
  }

  /** The entry function's return: each operand checked against its declared type, tuples flattened depth first. */
  List<Value> flattenReturn(MlirAst.Op op, MlirAst.Func f, Map<String, Value> env) {
    if (op.operands.size() != f.resultTypes.size()) {
      throw error(op, "invalid " + op.name, "@" + f.name + " declares " + f.resultTypes.size() + " results but "
          + "returns " + op.operands.size());
    }
    List<Value> leaves = new ArrayList<>();
    for (int i = 0; i < op.operands.size(); i++) {
      Object v = lookup(op, env, op.operands.get(i));
      check(op, f.resultTypes.get(i), v, "result " + i + " of @" + f.name);
      flatten(v, leaves);
    }
    return leaves;
  }

  /** The error for a tuple passed where only tensors go. */
  static StableHloImportException tupleOperand(MlirAst.Op op, String where) {
    return StableHloImporter.unsupported(op, "a tuple " + where + "; tuples may only be built, taken apart "
        + "(get_tuple_element) and returned by the entry function");
  }

  private static void flatten(Object v, List<Value> out) {
    if (v instanceof Tuple t) {
      for (Object e : t.elements()) {
        flatten(e, out);
      }
    } else {
      out.add((Value) v);
    }
  }

  private Object lookup(MlirAst.Op op, Map<String, Value> env, String name) {
    Value v = env.get(name);
    if (v != null) {
      return v;
    }
    Tuple t = tuples.getOrDefault(env, Map.of()).get(name);
    if (t == null) {
      // a region's values are its own and the tensors it captures: a tuple of the enclosing body is not among them
      if (tuples.values().stream().anyMatch(outer -> outer.containsKey(name))) {
        throw tupleOperand(op, name + " of an enclosing body read inside a region");
      }
      throw error(op, "invalid " + op.name, "use of undefined value " + name);
    }
    return t;
  }

  private void bind(MlirAst.Op op, Map<String, Value> env, String name, Object value) {
    Map<String, Tuple> defined = tuples.computeIfAbsent(env, e -> new HashMap<>());
    if (defined.containsKey(name) || env.containsKey(name)) {
      throw error(op, "invalid " + op.name, "value " + name + " is defined twice");
    }
    if (value instanceof Tuple t) {
      defined.put(name, t);
    } else {
      StableHloImporter.define(env, name, (Value) value, op.pos, op.name);
    }
  }

  /** The declared result type (generic {@code (...) -> t} or pretty {@code : t}), or null when the text has none. */
  private static Type declaredResult(MlirAst.Op op) {
    if (op.functionalType != null) {
      if (op.functionalType.results().size() != 1) {
        throw error(op, "invalid " + op.name, "needs exactly one result type");
      }
      return op.functionalType.results().get(0);
    }
    return op.plainTypes.size() == 1 && op.name.equals("stablehlo.tuple") ? op.plainTypes.get(0) : null;
  }

  private static void check(MlirAst.Op op, Type declared, Object value, String what) {
    if (declared instanceof MlirAst.Tuple dt) {
      if (!(value instanceof Tuple t) || t.elements().size() != dt.elements().size()) {
        throw error(op, "type mismatch in " + op.name, what + " is declared a tuple of " + dt.elements().size()
            + " elements but is " + describe(value));
      }
      for (int i = 0; i < t.elements().size(); i++) {
        check(op, dt.elements().get(i), t.elements().get(i), what + " element " + i);
      }
      return;
    }
    org.torchtpu.api.v1.TensorType tensor = DeclaredTypes.tensor(declared, op.pos, op.name, what);
    if (!(value instanceof Value v) || !DeclaredTypes.matches(tensor, v.type())) {
      throw error(op, "type mismatch in " + op.name, what + " is declared " + MlirTypes.toMlir(tensor) + " but is "
          + describe(value));
    }
  }

  private static String describe(Object value) {
    return value instanceof Value v ? MlirTypes.toMlir(v.type())
        : "a tuple of " + ((Tuple) value).elements().size() + " elements";
  }
}
