package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.StableHloImporter.error;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.stablehlo.MlirAst.ArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.Attr;
import org.torchtpu.server.stablehlo.MlirAst.DenseArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.DenseAttr;
import org.torchtpu.server.stablehlo.MlirAst.DialectAttr;
import org.torchtpu.server.stablehlo.MlirAst.IntAttr;
import org.torchtpu.server.stablehlo.MlirAst.PairAttr;

/**
 * Reads an op's integer and integer-list attributes in any spelling exporters use: custom
 * ({@code dims = [1]}), generic ({@code array<i64: 1>}), older {@code dense<[1]>}, the
 * {@code [lhs] x [rhs]} pairs of dot_general, and the fields of dialect attributes such as
 * {@code #stablehlo.gather<...>}.
 */
final class OpAttributes {
  private OpAttributes() {}

  /** The integer list attribute under the first of {@code names} present (custom or generic spelling). */
  static List<Long> ints(MlirAst.Op op, String... names) {
    for (String name : names) {
      Attr a = op.attributes.get(name);
      if (a != null) {
        return intList(op, name, a);
      }
    }
    throw error(op, "invalid " + op.name, "missing attribute " + names[names.length - 1]);
  }

  static List<Long> intList(MlirAst.Op op, String name, Attr a) {
    List<Long> out = new ArrayList<>();
    if (a instanceof DenseArrayAttr d) {
      for (long v : d.values()) {
        out.add(v);
      }
    } else if (a instanceof ArrayAttr list) {
      for (Attr e : list.elements()) {
        if (!(e instanceof IntAttr i)) {
          throw error(op, "invalid " + op.name, name + " must list integers, found " + e);
        }
        out.add(i.value());
      }
    } else if (a instanceof DenseAttr dense && dense.literal().elements() instanceof List<?> elements) {
      // older exporters: dense<[1, 0]> : tensor<2xi64>
      for (Object e : elements) {
        if (!(e instanceof MlirAst.DenseElement element)) {
          throw error(op, "invalid " + op.name, name + " must be a flat list of integers");
        }
        try {
          out.add(Long.parseLong(element.text()));
        } catch (NumberFormatException ex) {
          throw error(op, "invalid " + op.name, name + " must list integers, found " + element.text());
        }
      }
    } else {
      throw error(op, "invalid " + op.name, name + " must be a list of integers");
    }
    return out;
  }

  static long integer(MlirAst.Op op, String... names) {
    for (String name : names) {
      Attr a = op.attributes.get(name);
      if (a instanceof IntAttr i) {
        return i.value();
      }
      if (a != null) {
        throw error(op, "invalid " + op.name, name + " must be an integer");
      }
    }
    throw error(op, "invalid " + op.name, "missing attribute " + names[names.length - 1]);
  }

  static Attr[] pair(MlirAst.Op op, String name) {
    if (!(op.attributes.get(name) instanceof PairAttr p)) {
      throw error(op, "invalid " + op.name, name + " must be written [lhs dims] x [rhs dims]");
    }
    return new Attr[] {p.lhs(), p.rhs()};
  }

  /** A list field of a #stablehlo.gather/scatter/dot attribute; absent means empty. */
  static List<Long> field(MlirAst.Op op, DialectAttr attr, String name) {
    Attr a = attr.fields().get(name);
    return a == null ? List.of() : intList(op, name, a);
  }

  static long fieldInteger(MlirAst.Op op, DialectAttr attr, String name) {
    Attr a = attr.fields().get(name);
    if (a == null) {
      return 0;
    }
    if (!(a instanceof IntAttr i)) {
      throw error(op, "invalid " + op.name, name + " must be an integer");
    }
    return i.value();
  }
}
