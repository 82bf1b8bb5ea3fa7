package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReduceWindowOp;
import org.torchtpu.api.v1.SelectAndScatterOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.MlirAst.ArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.Attr;
import org.torchtpu.server.stablehlo.MlirAst.BoolAttr;
import org.torchtpu.server.stablehlo.MlirAst.DenseArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.DenseAttr;
import org.torchtpu.server.stablehlo.MlirAst.DenseElement;
import org.torchtpu.server.stablehlo.MlirAst.DialectAttr;
import org.torchtpu.server.stablehlo.MlirAst.DictAttr;
import org.torchtpu.server.stablehlo.MlirAst.IntAttr;
import org.torchtpu.server.stablehlo.MlirAst.KeywordAttr;
import org.torchtpu.server.stablehlo.MlirAst.Region;

/**
 * Reads the attributes and regions of StableHLO's windowed ops into the op set's messages:
 * {@code convolution} (custom syntax {@code dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
 * window = {stride, pad, lhs_dilate, rhs_dilate, reverse}} or the generic attributes),
 * {@code reduce_window} (a one-op body: add, multiply, maximum, minimum, and, or; any other elementwise body is
 * {@link GeneralBodyImport}'s) and
 * {@code select_and_scatter} (a compare body and a one-op scatter body).
 */
final class WindowOpAttributes {
  private WindowOpAttributes() {}

  static ConvolutionOp.Builder convolution(MlirAst.Op op, TensorType lhs, TensorType result) {
    ConvolutionOp.Builder c = ConvolutionOp.newBuilder();
    if (!(op.attributes.get("dimension_numbers") instanceof ArrayAttr numbers) || numbers.elements().size() != 3) {
      throw invalid(op, "missing dimension numbers ([b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f])");
    }
    int rank = lhs.getDimsCount();
    String[] roles = {"bf", "io", "bf"};
    long[][] named = new long[3][2];
    for (int part = 0; part < 3; part++) {
      List<Attr> entries = ((ArrayAttr) numbers.elements().get(part)).elements();
      if (entries.size() != rank) {
        throw invalid(op, "dimension numbers list " + (part + 1) + " has " + entries.size() + " entries for rank "
            + rank);
      }
      long[] spatial = new long[Math.max(0, rank - 2)];
      int spatialSeen = 0;
      named[part][0] = -1;
      named[part][1] = -1;
      for (int d = 0; d < entries.size(); d++) {
        Attr e = entries.get(d);
        if (e instanceof IntAttr i) {
          if (i.value() < 0 || i.value() >= spatial.length) {
            throw invalid(op, "spatial index " + i.value() + " out of range in dimension numbers");
          }
          spatial[(int) i.value()] = d;
          spatialSeen++;
        } else if (e instanceof KeywordAttr k && k.word().length() == 1 && roles[part].contains(k.word())) {
          named[part][roles[part].indexOf(k.word())] = d;
        } else {
          throw invalid(op, "unexpected entry " + e + " in dimension numbers list " + (part + 1));
        }
      }
      if (named[part][0] < 0 || named[part][1] < 0 || spatialSeen != spatial.length) {
        throw invalid(op, "dimension numbers list " + (part + 1) + " must name " + roles[part].charAt(0) + ", "
            + roles[part].charAt(1) + " and every spatial index once");
      }
      for (long s : spatial) {
        switch (part) {
          case 0 -> c.addInputSpatialDimensions(s);
          case 1 -> c.addKernelSpatialDimensions(s);
          default -> c.addOutputSpatialDimensions(s);
        }
      }
    }
    c.setInputBatchDimension(named[0][0]).setInputFeatureDimension(named[0][1])
        .setKernelInputFeatureDimension(named[1][0]).setKernelOutputFeatureDimension(named[1][1])
        .setOutputBatchDimension(named[2][0]).setOutputFeatureDimension(named[2][1]);

    DictAttr window = op.attributes.get("window") instanceof DictAttr d ? d : null;
    c.addAllWindowStrides(ints(op, window, "stride", "window_strides"));
    c.addAllLhsDilation(ints(op, window, "lhs_dilate", "lhs_dilation"));
    c.addAllRhsDilation(ints(op, window, "rhs_dilate", "rhs_dilation"));
    Attr padding = window != null && window.entries().containsKey("pad") ? window.entries().get("pad")
        : op.attributes.get("padding");
    if (padding != null) {
      long[][] pairs = pairs(op, padding, rank - 2);
      for (long[] p : pairs) {
        c.addPaddingLow(p[0]).addPaddingHigh(p[1]);
      }
    }
    Attr reverse = window != null && window.entries().containsKey("reverse") ? window.entries().get("reverse")
        : op.attributes.get("window_reversal");
    if (reverse != null) {
      for (boolean b : bools(op, reverse)) {
        c.addWindowReversal(b);
      }
    }
    c.setFeatureGroupCount(integer(op, "feature_group_count", 1));
    c.setBatchGroupCount(integer(op, "batch_group_count", 1));
    c.setPrecision(DotImport.precision(op));
    if (result.getDtype() != lhs.getDtype()) {
      c.setResultDtype(result.getDtype());
    }
    return c;
  }

  static ReduceWindowOp.Builder reduceWindow(MlirAst.Op op, TensorType x) {
    if (op.regions.size() != 1) {
      throw invalid(op, "needs one body region");
    }
    return window(op, x).setKind(ReduceImport.reducerKind(op, op.regions.get(0), x.getDtype()));
  }

  /** A reduce_window's window (dimensions, strides, dilations, padding) without its reduction kind. */
  static ReduceWindowOp.Builder window(MlirAst.Op op, TensorType x) {
    int rank = x.getDimsCount();
    ReduceWindowOp.Builder r = ReduceWindowOp.newBuilder()
        .addAllWindowDimensions(ints(op, null, null, "window_dimensions"))
        .addAllWindowStrides(ints(op, null, null, "window_strides"))
        .addAllBaseDilations(ints(op, null, null, "base_dilations"))
        .addAllWindowDilations(ints(op, null, null, "window_dilations"));
    if (op.attributes.containsKey("padding")) {
      for (long[] p : pairs(op, op.attributes.get("padding"), rank)) {
        r.addPaddingLow(p[0]).addPaddingHigh(p[1]);
      }
    }
    return r;
  }

  static SelectAndScatterOp.Builder selectAndScatter(MlirAst.Op op, TensorType operand) {
    if (op.regions.size() != 2) {
      throw invalid(op, "needs a select region and a scatter region");
    }
    SelectAndScatterOp.Builder s = SelectAndScatterOp.newBuilder()
        .setSelect(selectDirection(op, op.regions.get(0)))
        .setScatter(ReduceImport.reducerKind(op, op.regions.get(1), operand.getDtype()))
        .addAllWindowDimensions(ints(op, null, null, "window_dimensions"))
        .addAllWindowStrides(ints(op, null, null, "window_strides"));
    if (op.attributes.containsKey("padding")) {
      for (long[] p : pairs(op, op.attributes.get("padding"), operand.getDimsCount())) {
        s.addPaddingLow(p[0]).addPaddingHigh(p[1]);
      }
    }
    return s;
  }

  /** The select body must be {@code compare DIR, a, b} (or b, a: the direction flips) returned as is. */
  private static CompareOp.Direction selectDirection(MlirAst.Op op, Region body) {
    if (body.argNames.size() != 2 || body.ops.size() != 2 || !body.ops.get(0).name.equals("stablehlo.compare")) {
      throw new StableHloImportException("unsupported op " + op.name, op.pos.line(), op.pos.column(), op.name,
          "the select region must be a single stablehlo.compare of its two arguments");
    }
    MlirAst.Op cmp = body.ops.get(0);
    MlirAst.Op ret = body.ops.get(1);
    if (ret.operands.size() != 1 || cmp.results.size() != 1 || !ret.operands.get(0).equals(cmp.results.get(0))) {
      throw new StableHloImportException("unsupported op " + op.name, op.pos.line(), op.pos.column(), op.name,
          "the select region must return its compare");
    }
    String word = null;
    for (String k : cmp.keywords) {
      if (List.of("GE", "GT", "LE", "LT", "EQ", "NE").contains(k)) {
        word = k;
      }
    }
    if (word == null && cmp.attributes.get("comparison_direction") instanceof DialectAttr d && !d.words().isEmpty()) {
      word = d.words().get(d.words().size() - 1);
    }
    if (word == null) {
      throw invalid(op, "the select compare has no direction");
    }
    String a = body.argNames.get(0);
    String b = body.argNames.get(1);
    boolean swapped;
    if (cmp.operands.equals(List.of(a, b))) {
      swapped = false;
    } else if (cmp.operands.equals(List.of(b, a))) {
      swapped = true;
    } else {
      throw new StableHloImportException("unsupported op " + op.name, op.pos.line(), op.pos.column(), op.name,
          "the select compare must compare the region's two arguments");
    }
    CompareOp.Direction dir = switch (word) {
      case "GE" -> swapped ? CompareOp.Direction.LE : CompareOp.Direction.GE;
      case "GT" -> swapped ? CompareOp.Direction.LT : CompareOp.Direction.GT;
      case "LE" -> swapped ? CompareOp.Direction.GE : CompareOp.Direction.LE;
      case "LT" -> swapped ? CompareOp.Direction.GT : CompareOp.Direction.LT;
      default -> throw new StableHloImportException("unsupported op " + op.name, op.pos.line(), op.pos.column(),
          op.name, "select direction " + word + " is not supported (GE, GT, LE, LT)");
    };
    return dir;
  }

  // ------------------------------------------------------------------------------------ attribute reading

  /** An integer list from the window dict (custom syntax) or the op's attributes (generic); absent means empty. */
  private static List<Long> ints(MlirAst.Op op, DictAttr window, String windowKey, String genericKey) {
    Attr a = window != null && windowKey != null ? window.entries().get(windowKey) : null;
    if (a == null) {
      a = op.attributes.get(genericKey);
    }
    if (a == null) {
      return List.of();
    }
    List<Long> out = new ArrayList<>();
    if (a instanceof DenseArrayAttr d) {
      for (long v : d.values()) {
        out.add(v);
      }
    } else if (a instanceof ArrayAttr list) {
      for (Attr e : list.elements()) {
        if (!(e instanceof IntAttr i)) {
          throw invalid(op, genericKey + " must list integers, found " + e);
        }
        out.add(i.value());
      }
    } else if (a instanceof DenseAttr dense) {
      for (Object e : flatten(op, genericKey, dense.literal().elements())) {
        out.add(parse(op, genericKey, e));
      }
    } else {
      throw invalid(op, genericKey + " must be a list of integers");
    }
    return out;
  }

  /** {@code [[lo, hi], ...]} (custom syntax or dense literal; a splat {@code dense<0>} means all zeros). */
  private static long[][] pairs(MlirAst.Op op, Attr a, int count) {
    List<Long> flat = new ArrayList<>();
    if (a instanceof ArrayAttr list) {
      for (Attr row : list.elements()) {
        if (!(row instanceof ArrayAttr pair) || pair.elements().size() != 2) {
          throw invalid(op, "padding must be a list of [low, high] pairs");
        }
        for (Attr e : pair.elements()) {
          if (!(e instanceof IntAttr i)) {
            throw invalid(op, "padding must list integers, found " + e);
          }
          flat.add(i.value());
        }
      }
    } else if (a instanceof DenseAttr dense) {
      Object elements = dense.literal().elements();
      if (elements instanceof DenseElement splat) {
        long v = parse(op, "padding", splat);
        for (int i = 0; i < 2 * count; i++) {
          flat.add(v);
        }
      } else {
        for (Object e : flatten(op, "padding", elements)) {
          flat.add(parse(op, "padding", e));
        }
      }
    } else {
      throw invalid(op, "padding must be a list of [low, high] pairs");
    }
    if (flat.size() != 2 * count) {
      throw invalid(op, "padding has " + flat.size() / 2 + " [low, high] pairs, needs " + count);
    }
    long[][] out = new long[count][2];
    for (int i = 0; i < count; i++) {
      out[i][0] = flat.get(2 * i);
      out[i][1] = flat.get(2 * i + 1);
    }
    return out;
  }

  private static List<Boolean> bools(MlirAst.Op op, Attr a) {
    List<Boolean> out = new ArrayList<>();
    if (a instanceof DenseArrayAttr d) {
      for (long v : d.values()) {
        out.add(v != 0);
      }
      return out;
    }
    if (a instanceof ArrayAttr list) {
      for (Attr e : list.elements()) {
        if (e instanceof BoolAttr b) {
          out.add(b.value());
        } else if (e instanceof IntAttr i) {
          out.add(i.value() != 0);
        } else {
          throw invalid(op, "window reversal must list booleans, found " + e);
        }
      }
      return out;
    }
    throw invalid(op, "window reversal must be a list of booleans");
  }

  private static List<Object> flatten(MlirAst.Op op, String what, Object elements) {
    List<Object> out = new ArrayList<>();
    if (elements instanceof List<?> list) {
      for (Object e : list) {
        out.addAll(flatten(op, what, e));
      }
    } else if (elements instanceof DenseElement e) {
      out.add(e);
    } else {
      throw invalid(op, what + " must be integers");
    }
    return out;
  }

  private static long parse(MlirAst.Op op, String what, Object e) {
    if (!(e instanceof DenseElement element)) {
      throw invalid(op, what + " must be integers");
    }
    String text = element.text().equals("true") ? "1" : element.text().equals("false") ? "0" : element.text();
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException ex) {
      throw invalid(op, what + " must list integers, found " + element.text());
    }
  }

  private static long integer(MlirAst.Op op, String name, long fallback) {
    Attr a = op.attributes.get(name);
    if (a == null) {
      return fallback;
    }
    if (!(a instanceof IntAttr i)) {
      throw invalid(op, name + " must be an integer");
    }
    return i.value();
  }

  private static StableHloImportException invalid(MlirAst.Op op, String detail) {
    return new StableHloImportException("invalid " + op.name, op.pos.line(), op.pos.column(), op.name, detail);
  }
}
