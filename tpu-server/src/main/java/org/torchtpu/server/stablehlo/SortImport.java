package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.SortOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.DeclaredTypes.Signature;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * {@code stablehlo.sort} and {@code chlo.top_k}. A sort's comparator is recognised by what it
 * computes on scalar keys (as {@link VariadicReduceImport} recognises argmax): "a before b" must
 * be a < b (ascending) or a > b (descending) on the first operand alone, at keys covering every
 * order of a and b against the constants it reads ({@link #probeKeys}); JAX's comparators, which
 * canonicalise -0 and NaN first, qualify. It becomes the op set's stable sort by the first
 * operand (NaN last ascending, first descending). A float key the comparator holds -0 and +0 equal in (JAX's
 * canonicalising comparators) is sorted by a copy with -0 made +0: their order is kept, or the next key decides. A
 * comparator that orders lexicographically by its first k operands (lax.sort's num_keys, jnp.lexsort) is recognised key by
 * key the same way and becomes k stable sorts, by the last key first.
 * top_k is a descending sort of the values with an iota of indices, cut to the first k.
 */
final class SortImport {
  private final StableHloImporter im;

  SortImport(StableHloImporter im) {
    this.im = im;
  }

  void sort(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = StableHloImporter.operands(op, env);
    Signature sig = DeclaredTypes.signature(op, in.size());
    DeclaredTypes.checkOperandTypes(op, in, sig);
    if (in.isEmpty() || op.regions.size() != 1) {
      throw StableHloImporter.error(op, "invalid " + op.name, "needs operands and one comparator region");
    }
    long dimension = op.attributes.get("dimension") instanceof MlirAst.IntAttr d ? d.value() : -1;
    if (dimension < 0) {
      dimension = in.get(0).type().getDimsCount() - 1L;
    }
    Map<String, Object> captured = capturedScalars(op.regions.get(0), env);
    boolean[] descending = keyDirections(im, op, op.regions.get(0), in, captured);
    if (descending == null) {
      throw StableHloImporter.unsupported(op, "the comparator " + ReduceImport.describeBody(op.regions.get(0))
          + " is not an ascending or descending order of its first operands, lexicographically");
    }
    // the op set's sort is stable: sorting by the last key first and by the first key last orders by all of them
    List<Value> results = in;
    for (int key = descending.length - 1; key >= 0; key--) {
      Op.Builder sortOp = Op.newBuilder().setSort(SortOp.newBuilder().setDimension(dimension)
          .setDescending(descending[key]));
      if (DTypes.isFloat(results.get(key).type().getDtype())
          && tiesSignedZeros(im, op, in.size(), key, captured)) {
        // JAX's comparator holds -0 and +0 equal (stable order, or the next key decides); the op set's sort puts -0
        // first, so it sorts by a copy with -0 made +0 (key + 0.0), carried first and dropped after
        List<Value> withCopy = new ArrayList<>(results);
        withCopy.add(0, plusZero(op, results.get(key)));
        results = new ArrayList<>(im.emitAll(op, sortOp, withCopy, withCopy.size()).subList(1, withCopy.size()));
        continue;
      }
      List<Value> keyFirst = new ArrayList<>(results);
      keyFirst.add(0, keyFirst.remove(key));
      results = new ArrayList<>(im.emitAll(op, sortOp, keyFirst, in.size()));
      results.add(key, results.remove(0));
    }
    DeclaredTypes.requireResultCount(op, results.size());
    for (int i = 0; i < results.size(); i++) {
      DeclaredTypes.checkResult(op, i, results.get(i), sig);
      StableHloImporter.define(env, op.results.get(i), results.get(i), op.pos, op.name);
    }
  }

  private Value plusZero(MlirAst.Op op, Value key) {
    Value zero = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.scalar(0.0, key.type().getDtype()))), List.of());
    Value zeros = key.type().getDimsCount() == 0 ? zero : im.broadcastScalar(op, zero, key.type());
    return im.emit(op, StableHloImporter.binaryOp(BinaryOp.Kind.ADD), List.of(key, zeros));
  }

  /** Most operands a comparator may order by (JAX's lax.sort num_keys; jnp.lexsort's key count). */
  static final int MAX_SORT_KEYS = 4;

  /**
   * Each key's direction (true: descending) when the comparator orders lexicographically by its first k operands
   * (k = 1 for JAX's ordinary sorts, lax.sort's num_keys otherwise), the fewest keys that explain it; null when no
   * k up to {@link #MAX_SORT_KEYS} does. Asked once per import for the same comparator, captured scalars and operand
   * types; the probes are charged to {@code src} ({@link ScalarProbes}).
   */
  static boolean[] keyDirections(StableHloImporter im, MlirAst.Op src, MlirAst.Region comparator, List<Value> in,
      Map<String, Object> captured) {
    List<DType> dtypes = in.stream().map(v -> v.type().getDtype()).toList();
    return im.scalarProbes.recognise(comparator, List.of("key directions", captured, dtypes),
        () -> keyDirections(comparator, in, captured, () -> im.scalarProbes.charge(src, comparator)));
  }

  private static boolean[] keyDirections(MlirAst.Region comparator, List<Value> in, Map<String, Object> captured,
      Runnable probed) {
    for (int keys = 1; keys <= Math.min(MAX_SORT_KEYS, in.size()); keys++) {
      boolean[] directions = new boolean[keys];
      boolean all = true;
      for (int level = 0; level < keys && all; level++) {
        Boolean d = direction(comparator, in.size(), level, level == keys - 1,
            DTypes.isFloat(in.get(level).type().getDtype()), captured, probed);
        all = d != null;
        directions[level] = all && d;
      }
      if (all) {
        return directions;
      }
    }
    return null;
  }

  void topK(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = StableHloImporter.operands(op, env, 1);
    Signature sig = DeclaredTypes.signature(op, 1);
    DeclaredTypes.checkOperandTypes(op, in, sig);
    Value x = in.get(0);
    int rank = x.type().getDimsCount();
    if (rank == 0 || !(op.attributes.get("k") instanceof MlirAst.IntAttr kAttr)) {
      throw StableHloImporter.error(op, "invalid " + op.name, "needs an operand of rank >= 1 and k = <integer>");
    }
    long k = kAttr.value();
    long n = x.type().getDims(rank - 1);
    if (k < 0 || k > n) {
      throw StableHloImporter.error(op, "invalid " + op.name, "k = " + k + " must be in [0, " + n + "]");
    }
    TensorType indexType = x.type().toBuilder().setDtype(DType.S32).build();
    Value iota = im.emit(op, Op.newBuilder().setIota(IotaOp.newBuilder().setType(indexType).setDimension(rank - 1)),
        List.of());
    List<Value> sorted = im.emitAll(op, Op.newBuilder().setSort(SortOp.newBuilder().setDimension(rank - 1)
        .setDescending(true)), List.of(x, iota), 2);
    defineFirstK(im, op, env, sig, sorted, x.type(), rank - 1, k);
  }

  /** Defines the op's two results as the first k along {@code dim} of {@code sorted} (values and indices). */
  static void defineFirstK(StableHloImporter im, MlirAst.Op op, Map<String, Value> env, Signature sig,
      List<Value> sorted, TensorType type, int dim, long k) {
    SliceOp.Builder slice = SliceOp.newBuilder();
    for (int d = 0; d < type.getDimsCount(); d++) {
      slice.addStartIndices(0).addLimitIndices(d == dim ? k : type.getDims(d));
    }
    List<Value> out = new ArrayList<>();
    for (Value v : sorted) {
      out.add(im.emit(op, Op.newBuilder().setSlice(slice), List.of(v)));
    }
    DeclaredTypes.requireResultCount(op, 2);
    for (int i = 0; i < 2; i++) {
      DeclaredTypes.checkResult(op, i, out.get(i), sig);
      StableHloImporter.define(env, op.results.get(i), out.get(i), op.pos, op.name);
    }
  }

  /**
   * The scalar constants of the enclosing function the comparator reads (by name): a jax.export module defines a
   * comparator's constants (0.0, NaN) outside its region.
   */
  private Map<String, Object> capturedScalars(MlirAst.Region region, Map<String, Value> env) {
    Map<String, Object> captured = new java.util.HashMap<>();
    java.util.Set<String> local = new java.util.HashSet<>(region.argNames);
    for (MlirAst.Op inner : region.ops) {
      for (String name : inner.operands) {
        Value v = local.contains(name) ? null : env.get(name);
        org.torchtpu.api.v1.TensorLiteral literal = v == null ? null : im.constants.get(v.id());
        if (literal != null && v.type().getDimsCount() == 0) {
          DType dtype = v.type().getDtype();
          captured.put(name, DTypes.isFloat(dtype) ? (Object) (double) LiteralCodec.toFloats(literal)[0]
              : dtype == DType.PRED ? (Object) LiteralCodec.toBooleans(literal)[0]
              : (Object) LiteralCodec.toLongs(literal)[0]);
        }
      }
      local.addAll(inner.results);
    }
    return captured;
  }

  /** Most distinct constants a comparator may read (captured or its own); JAX's read two, 0.0 and NaN. */
  static final int MAX_COMPARATOR_CONSTANTS = 16;

  /**
   * The keys a comparator is probed at. Its evaluator knows only comparisons, select and logic, so its answer
   * depends only on how a and b order against each other and against the constants it reads: the probes are every
   * constant, two distinct keys inside every gap between consecutive constants and beyond both ends, a spread of
   * small values, and for floats -0.0, the infinities and NaN. A comparator such as select(a > 10, b < a, a < b)
   * agrees with a < b on small keys only and is caught by the keys above 10. Null when it reads too many constants.
   */
  static double[] probeKeys(MlirAst.Region comparator, boolean floating, Map<String, Object> captured) {
    java.util.TreeSet<Double> constants = new java.util.TreeSet<>();
    List<Object> values = new ArrayList<>(captured.values());
    for (MlirAst.Op inner : comparator.ops) {
      if (inner.name.equals("stablehlo.constant")) {
        values.add(VariadicReduceImport.ScalarRegion.constant(inner));
      }
    }
    for (Object c : values) {
      if (c instanceof Number n && !Double.isNaN(n.doubleValue()) && !Double.isInfinite(n.doubleValue())) {
        constants.add(n.doubleValue() == 0 ? 0.0 : n.doubleValue());
      }
    }
    if (constants.size() > MAX_COMPARATOR_CONSTANTS) {
      return null;
    }
    java.util.TreeSet<Double> keys = new java.util.TreeSet<>(List.of(-3.0, -1.0, 0.0, 2.0, 5.0));
    keys.addAll(constants);
    Double previous = null;
    for (double c : constants) {
      if (previous == null) {
        keys.add(below(c, floating));
        keys.add(below(below(c, floating), floating));
      } else {
        keys.add(above(previous, floating));
        keys.add(below(c, floating));
      }
      previous = c;
    }
    if (previous != null) {
      keys.add(above(previous, floating));
      keys.add(above(above(previous, floating), floating));
    }
    List<Double> out = new ArrayList<>();
    for (double k : keys) {
      if (floating || (k >= Long.MIN_VALUE && k <= Long.MAX_VALUE)) {
        out.add(k);
      }
    }
    if (floating) {
      out.addAll(List.of(-0.0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, Double.NaN));
    }
    return out.stream().mapToDouble(Double::doubleValue).toArray();
  }

  /** The next key below {@code v}: one less for integers, the next f32 down for floats. */
  private static double below(double v, boolean floating) {
    return floating ? Math.nextDown((float) v) : v - 1;
  }

  private static double above(double v, boolean floating) {
    return floating ? Math.nextUp((float) v) : v + 1;
  }

  /**
   * How the comparator orders by operand {@code level} when the operands before it are equal: true descending,
   * false ascending, null neither (or it looks at the operands after it where it must not). For the last key, the
   * operands after it must never matter and equal keys are not "before"; for an earlier key only pairs of distinct
   * keys are probed (equal ones defer to the next key). On pairs with a NaN the comparator must consistently follow
   * either the total order the op set sorts by (NaN last ascending, first descending: JAX's canonicalising
   * comparators) or plain IEEE comparison (false either way).
   */
  private static Boolean direction(MlirAst.Region comparator, int operands, int level, boolean lastKey,
      boolean floating, Map<String, Object> captured, Runnable probed) {
    if (comparator.argNames.size() != 2 * operands) {
      return null;
    }
    double[] keys = probeKeys(comparator, floating, captured);
    if (keys == null) {
      return null;
    }
    boolean ascending = true;
    boolean descending = true;
    boolean nanTotalAscending = true;
    boolean nanTotalDescending = true;
    boolean nanIeee = true;
    for (double a : keys) {
      for (double b : keys) {
        boolean nan = Double.isNaN(a) || Double.isNaN(b);
        if (!lastKey && (a == b || Double.isNaN(a) && Double.isNaN(b))) {
          continue; // an earlier key's ties (NaN is equal to itself in the total order) go to the next key
        }
        if (a == b && Double.doubleToRawLongBits(a) != Double.doubleToRawLongBits(b)) {
          continue; // -0 and +0: a total-order comparator puts -0 first as the op set's sort does, JAX's tie them
        }
        for (long other : new long[] {0, 1}) {
          List<Object> args = new ArrayList<>();
          for (int i = 0; i < operands; i++) {
            if (i == level) {
              args.add(floating ? (Object) a : (Object) (long) a);
              args.add(floating ? (Object) b : (Object) (long) b);
            } else if (i < level) { // an earlier key, equal on both sides
              args.add(scalarFor(comparator, 2 * i, other));
              args.add(scalarFor(comparator, 2 * i + 1, other));
            } else {
              args.add(scalarFor(comparator, 2 * i, other));
              args.add(scalarFor(comparator, 2 * i + 1, 1 - other));
            }
          }
          probed.run();
          Object[] got = VariadicReduceImport.ScalarRegion.evaluate(comparator, args, captured);
          if (got == null || got.length != 1 || !(got[0] instanceof Boolean before)) {
            return null;
          }
          if (nan) {
            nanTotalAscending &= before == (!Double.isNaN(a) && Double.isNaN(b));
            nanTotalDescending &= before == (Double.isNaN(a) && !Double.isNaN(b));
            nanIeee &= !before;
          } else {
            ascending &= before == (a < b);
            descending &= before == (a > b);
            if (!ascending && !descending) {
              return null; // neither order: the remaining probes cannot change that
            }
          }
        }
      }
    }
    // an earlier key must order NaN as the op set does: under IEEE comparison NaN would tie with every key
    ascending &= (lastKey && nanIeee) || nanTotalAscending;
    descending &= (lastKey && nanIeee) || nanTotalDescending;
    return ascending ? Boolean.FALSE : descending ? Boolean.TRUE : null;
  }

  /**
   * Whether the comparator holds -0 and +0 equal as key {@code level} (neither is "before" the other, the other
   * operands equal): JAX's canonicalising comparators and a plain FLOAT compare do; a TOTALORDER compare on the raw
   * keys puts -0 first, as the op set's sort does.
   */
  private static boolean tiesSignedZeros(StableHloImporter im, MlirAst.Op src, int operands, int level,
      Map<String, Object> captured) {
    MlirAst.Region comparator = src.regions.get(0);
    return im.scalarProbes.recognise(comparator, List.of("ties signed zeros", operands, level, captured),
        () -> tiesSignedZeros(comparator, operands, level, captured, () -> im.scalarProbes.charge(src, comparator)));
  }

  private static boolean tiesSignedZeros(MlirAst.Region comparator, int operands, int level,
      Map<String, Object> captured, Runnable probed) {
    for (double[] pair : new double[][] {{-0.0, 0.0}, {0.0, -0.0}}) {
      List<Object> args = new ArrayList<>();
      for (int i = 0; i < operands; i++) {
        args.add(i == level ? (Object) pair[0] : scalarFor(comparator, 2 * i, 0));
        args.add(i == level ? (Object) pair[1] : scalarFor(comparator, 2 * i + 1, 0));
      }
      probed.run();
      Object[] got = VariadicReduceImport.ScalarRegion.evaluate(comparator, args, captured);
      if (got == null || got.length != 1 || !(got[0] instanceof Boolean before) || before) {
        return false;
      }
    }
    return true;
  }

  /** A value of the block argument's element type for operands the order must not depend on. */
  private static Object scalarFor(MlirAst.Region region, int arg, long v) {
    if (region.argTypes.get(arg) instanceof MlirAst.Tensor t) {
      DType dtype = t.type().getDtype();
      if (DTypes.isFloat(dtype)) {
        return (double) v;
      }
      return dtype == DType.PRED ? (Object) (v != 0) : (Object) v;
    }
    return v;
  }
}
