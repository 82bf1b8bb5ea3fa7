package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.torchtpu.server.stablehlo.MlirAst.ArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.Attr;
import org.torchtpu.server.stablehlo.MlirAst.Function;
import org.torchtpu.server.stablehlo.MlirAst.IntAttr;
import org.torchtpu.server.stablehlo.MlirAst.Op;
import org.torchtpu.server.stablehlo.MlirAst.Other;
import org.torchtpu.server.stablehlo.MlirAst.PairAttr;
import org.torchtpu.server.stablehlo.MlirAst.Pos;
import org.torchtpu.server.stablehlo.MlirAst.Region;
import org.torchtpu.server.stablehlo.MlirAst.StringAttr;
import org.torchtpu.server.stablehlo.MlirAst.Type;
import org.torchtpu.server.stablehlo.MlirLexer.Kind;
import org.torchtpu.server.stablehlo.MlirLexer.Token;

/**
 * The custom (pretty-printed) syntax of the ops {@link MlirParser} knows: the generic list of
 * operands, named values and words, plus the ops with a grammar of their own (convolution,
 * reduce, while, call, return, top_k). An op with a custom syntax it does not know is skipped to
 * its end and marked {@link Op#skipped}.
 */
abstract class MlirCustomOpParser extends MlirAttributeParser {
  /** Ops whose custom syntax is a list of operands, named values, words and an attribute dict. */
  static final Set<String> PRETTY_OPS = Set.of(
      "stablehlo.negate", "stablehlo.abs", "stablehlo.exponential", "stablehlo.log", "stablehlo.log_plus_one",
      "stablehlo.exponential_minus_one", "stablehlo.tanh", "stablehlo.logistic", "stablehlo.sqrt",
      "stablehlo.rsqrt", "stablehlo.sine", "stablehlo.cosine", "stablehlo.floor", "stablehlo.ceil",
      "stablehlo.round_nearest_even", "stablehlo.round_nearest_afz", "stablehlo.sign", "stablehlo.not", "stablehlo.is_finite",
      "stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.divide", "stablehlo.remainder",
      "stablehlo.power", "stablehlo.maximum", "stablehlo.minimum", "stablehlo.atan2", "stablehlo.and",
      "stablehlo.or", "stablehlo.xor", "stablehlo.compare", "stablehlo.select", "stablehlo.clamp",
      "stablehlo.convert", "stablehlo.constant", "stablehlo.iota", "stablehlo.dot_general", "stablehlo.dot",
      "stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.transpose", "stablehlo.slice",
      "stablehlo.dynamic_slice", "stablehlo.dynamic_update_slice", "stablehlo.concatenate", "stablehlo.pad",
      "chlo.erf", "chlo.erfc", "chlo.square", "stablehlo.reverse", "stablehlo.cbrt", "stablehlo.count_leading_zeros",
      "stablehlo.popcnt", "stablehlo.shift_left", "stablehlo.shift_right_logical", "stablehlo.shift_right_arithmetic",
      "stablehlo.optimization_barrier", "stablehlo.tan", "chlo.erf_inv", "chlo.next_after",
      "stablehlo.bitcast_convert", "stablehlo.rng_bit_generator", "stablehlo.fft", "stablehlo.real", "stablehlo.imag",
      "stablehlo.complex", "stablehlo.get_dimension_size", "stablehlo.dynamic_broadcast_in_dim",
      "stablehlo.dynamic_reshape", "stablehlo.dynamic_iota", "stablehlo.real_dynamic_slice", "stablehlo.dynamic_pad",
      "chlo.sinh", "chlo.cosh", "chlo.asin", "chlo.acos", "chlo.atan", "chlo.asinh", "chlo.acosh", "chlo.atanh",
      "chlo.lgamma", "chlo.digamma", "chlo.bessel_i1e", "chlo.zeta", "chlo.polygamma", "stablehlo.reduce_precision",
      "stablehlo.partition_id",
      "stablehlo.replica_id", "stablehlo.cholesky", "stablehlo.broadcast", "stablehlo.tuple");

  MlirCustomOpParser(String text) {
    super(text);
  }

  /** The ops of a region body up to its closing brace (the module-level grammar in {@link MlirParser}). */
  abstract List<Op> opsUntilClosingBrace();

  Op customOperation() {
    Token nameToken = next();
    String name = switch (nameToken.text()) {
      case "return" -> "func.return";
      case "call" -> "func.call";
      default -> nameToken.text();
    };
    Op op = new Op(name, pos(nameToken), false);
    switch (name) {
      case "func.return", "stablehlo.return", "sdy.return" -> returnOperation(op);
      case "sdy.manual_computation" -> ManualComputationSyntax.parse(this, op);
      case "func.call" -> callOperation(op);
      case "stablehlo.composite" -> compositeOperation(op);
      case "stablehlo.reduce" -> reduceOperation(op);
      case "stablehlo.convolution" -> convolutionOperation(op);
      case "stablehlo.while" -> whileOperation(op);
      case "chlo.top_k" -> topKOperation(op);
      case "stablehlo.custom_call" -> customCallOperation(op);
      case "sdy.sharding_constraint" -> shardingConstraintOperation(op);
      case "stablehlo.get_tuple_element" -> getTupleElementOperation(op);
      default -> {
        if (!PRETTY_OPS.contains(name)) {
          if (peek().kind() == Kind.SYMBOL_ID) {
            op.attributes.put("call_target_name", new StringAttr(peek().text()));
          }
          op.skipped = true;
          skipUnknownOperation();
          return op;
        }
        customItems(op);
        signature(op);
      }
    }
    return op;
  }

  /** {@code stablehlo.get_tuple_element %t[1] : (tuple<...>) -> t}: the index becomes the "index" attribute. */
  void getTupleElementOperation(Op op) {
    op.operands.add(expect(Kind.VALUE_ID, "an operand (%name)").text());
    expect("[");
    op.attributes.put("index", attribute(false));
    expect("]");
    if (peek().is("{")) {
      op.attributes.putAll(dictionary().entries());
    }
    signature(op);
  }

  /**
   * {@code stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
   * window = {stride = [...], pad = [[...]], ...} {feature_group_count = ...} : (...) -> ...}: the
   * dimension numbers become a "dimension_numbers" attribute as the generic form spells it, the
   * window dict a "window" attribute.
   */
  void convolutionOperation(Op op) {
    expect("(");
    if (!accept(")")) {
      do {
        op.operands.add(expect(Kind.VALUE_ID, "an operand (%name)").text());
      } while (accept(","));
      expect(")");
    }
    expect("dim_numbers");
    expect("=");
    op.attributes.put("dimension_numbers", convDimensionNumbers());
    if (accept(",")) {
      expect("window");
      expect("=");
      op.attributes.put("window", dictionary());
    }
    if (peek().is("{")) {
      op.attributes.putAll(dictionary().entries());
    }
    signature(op);
  }

  /**
   * {@code stablehlo.custom_call @target(%a, %b) {attributes} : (types) -> results}: the target becomes the
   * "call_target_name" attribute, as the generic form spells it.
   */
  /** {@code sdy.sharding_constraint %x <@mesh, [{"x"}, {}]> : type}: the operand and type; the sharding is skipped. */
  void shardingConstraintOperation(Op op) {
    op.operands.add(expect(Kind.VALUE_ID, "an operand (%name)").text());
    int depth = 0;
    while (depth > 0 || !peek().is(":")) {
      Token t = next();
      if (t.kind() == Kind.EOF) {
        throw syntax(t, "unexpected end of input in " + op.name);
      }
      if (t.is("<") || t.is("[") || t.is("{")) {
        depth++;
      } else if (t.is(">") || t.is("]") || t.is("}")) {
        depth--;
      }
      if (depth < 0) {
        throw syntax(t, "unbalanced " + t.describe() + " in " + op.name);
      }
    }
    signature(op);
  }

  void customCallOperation(Op op) {
    op.attributes.put("call_target_name", new StringAttr(expect(Kind.SYMBOL_ID, "a call target (@name)").text()));
    callTail(op, "stablehlo.custom_call");
  }

  /** {@code (%a, %b) {attributes} : (types) -> results}, after a call's callee or target. */
  private void callTail(Op op, String name) {
    expect("(");
    if (!accept(")")) {
      do {
        op.operands.add(expect(Kind.VALUE_ID, "an operand").text());
      } while (accept(","));
      expect(")");
    }
    if (peek().is("{")) {
      op.attributes.putAll(dictionary().entries());
    }
    Token colon = expect(":");
    if (!(type() instanceof Function f)) {
      throw syntax(colon, name + " needs a function type (operands) -> results");
    }
    op.functionalType = f;
  }

  void returnOperation(Op op) {
    if (peek().kind() == Kind.VALUE_ID) {
      do {
        op.operands.add(expect(Kind.VALUE_ID, "a value").text());
      } while (accept(","));
      expect(":");
      do {
        op.plainTypes.add(type());
      } while (accept(","));
    }
  }

  void callOperation(Op op) {
    op.callee = expect(Kind.SYMBOL_ID, "a callee (@name)").text();
    callTail(op, "func.call");
  }

  /**
   * {@code stablehlo.composite "chlo.erf" %x {decomposition = @chlo.erf.impl, version = 1 : i32} : (t) -> t}: the
   * composite's name, operands and attributes (the importer inlines the decomposition function).
   */
  void compositeOperation(Op op) {
    Token name = next();
    if (name.kind() != Kind.STRING) {
      throw syntax(name, "stablehlo.composite needs its name as a string, got " + name.describe());
    }
    op.attributes.put("name", new StringAttr(name.text()));
    customItems(op);
    signature(op);
  }

  /**
   * {@code stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (...) -> ...}
   * or the same without "applies" followed by {@code reducer(%a: t, %b: t) { ... }}. Operands
   * are normalized to the generic order: inputs, then inits; "applies" becomes a one-op region.
   */
  void reduceOperation(Op op) {
    List<String> inputs = new ArrayList<>();
    List<String> inits = new ArrayList<>();
    do {
      expect("(");
      inputs.add(expect(Kind.VALUE_ID, "a reduce input").text());
      expect("init");
      expect(":");
      inits.add(expect(Kind.VALUE_ID, "a reduce init value").text());
      expect(")");
    } while (accept(","));
    op.operands.addAll(inputs);
    op.operands.addAll(inits);
    String applied = null;
    Token appliedToken = null;
    if (accept("applies")) {
      appliedToken = expect(Kind.BARE_ID, "an op name");
      applied = appliedToken.text();
    }
    expect("across");
    expect("dimensions");
    expect("=");
    op.attributes.put("dimensions", attribute(false));
    if (peek().is("{")) {
      op.attributes.putAll(dictionary().entries());
    }
    signature(op);
    int n = inputs.size();
    if (applied != null) {
      op.regions.add(appliedRegion(op, applied, pos(appliedToken), n));
      return;
    }
    expect("reducer");
    List<String> lhs = new ArrayList<>();
    List<String> rhs = new ArrayList<>();
    List<Type> lhsTypes = new ArrayList<>();
    List<Type> rhsTypes = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      expect("(");
      lhs.add(expect(Kind.VALUE_ID, "a reducer argument").text());
      expect(":");
      lhsTypes.add(type());
      skipLocation();
      expect(",");
      rhs.add(expect(Kind.VALUE_ID, "a reducer argument").text());
      expect(":");
      rhsTypes.add(type());
      skipLocation();
      expect(")");
    }
    MlirAst.Region region = new MlirAst.Region();
    region.argNames.addAll(lhs);
    region.argNames.addAll(rhs);
    region.argTypes.addAll(lhsTypes);
    region.argTypes.addAll(rhsTypes);
    expect("{");
    region.ops.addAll(opsUntilClosingBrace());
    expect("}");
    op.regions.add(region);
  }

  /**
   * {@code stablehlo.while(%it = %init, ...) : t, ... cond { ... } do { ... }}: the carried
   * values become the operands; both regions take the iteration arguments as block arguments.
   */
  void whileOperation(Op op) {
    List<String> names = new ArrayList<>();
    expect("(");
    if (!accept(")")) {
      do {
        names.add(expect(Kind.VALUE_ID, "an iteration argument (%iterArg)").text());
        expect("=");
        op.operands.add(expect(Kind.VALUE_ID, "an initial value").text());
      } while (accept(","));
      expect(")");
    }
    if (accept("attributes")) {
      op.attributes.putAll(dictionary().entries());
    }
    List<Type> types = new ArrayList<>();
    if (!names.isEmpty()) {
      expect(":");
      do {
        types.add(type());
      } while (accept(","));
    }
    if (types.size() != names.size()) {
      throw syntax(peek(), "stablehlo.while lists " + names.size() + " iteration arguments but " + types.size()
          + " types");
    }
    op.functionalType = new Function(types, types);
    for (String word : List.of("cond", "do")) {
      expect(word);
      MlirAst.Region region = new MlirAst.Region();
      region.argNames.addAll(names);
      region.argTypes.addAll(types);
      expect("{");
      region.ops.addAll(opsUntilClosingBrace());
      expect("}");
      op.regions.add(region);
    }
  }

  /** {@code chlo.top_k(%x, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)}. */
  void topKOperation(Op op) {
    expect("(");
    op.operands.add(expect(Kind.VALUE_ID, "an operand").text());
    expect(",");
    expect("k");
    expect("=");
    op.attributes.put("k", new IntAttr(signedInteger()));
    expect(")");
    signature(op);
  }

  /** The body that "applies stablehlo.add" stands for: one op on each (accumulator, element) pair. */
  static MlirAst.Region appliedRegion(Op reduce, String applied, Pos pos, int n) {
    MlirAst.Region region = new MlirAst.Region();
    List<Type> initTypes = reduce.functionalType == null || reduce.functionalType.inputs().size() != 2 * n
        ? null : reduce.functionalType.inputs().subList(n, 2 * n);
    for (String side : List.of("lhs", "rhs")) {
      for (int i = 0; i < n; i++) {
        region.argNames.add("%" + side + i);
        region.argTypes.add(initTypes == null ? new Other("?", "unknown") : initTypes.get(i));
      }
    }
    Op ret = new Op("stablehlo.return", pos, false);
    for (int i = 0; i < n; i++) {
      Op body = new Op(applied, pos, false);
      body.operands.add("%lhs" + i);
      body.operands.add("%rhs" + i);
      body.results.add("%applied" + i);
      if (initTypes != null) {
        body.plainTypes.add(initTypes.get(i));
      }
      region.ops.add(body);
      ret.operands.add("%applied" + i);
    }
    region.ops.add(ret);
    return region;
  }

  /** Operands, named values ({@code dims = [1]}), words ({@code GT}), slice ranges and attr dicts. */
  void customItems(Op op) {
    while (true) {
      Token t = peek();
      if (t.is(":")) {
        return;
      }
      switch (t.kind()) {
        case VALUE_ID -> op.operands.add(next().text());
        case BARE_ID -> {
          next();
          if (accept("=")) {
            Attr value = attribute(false);
            if (accept("x")) {
              value = new PairAttr(value, attribute(false));
            }
            op.attributes.put(t.text(), value);
          } else if (peek().is("<")) {
            op.attributes.put("value", attributeAfter(t, false));
          } else {
            op.keywords.add(t.text());
          }
        }
        case PUNCT -> {
          if (t.is(",")) {
            next();
          } else if (t.is("[")) {
            sliceRanges(op);
          } else if (t.is("{")) {
            op.attributes.putAll(dictionary().entries());
          } else {
            throw syntax(t, "unexpected " + t.describe() + " in " + op.name);
          }
        }
        case HASH_ID -> op.attributes.put("value", attribute(false));
        default -> throw syntax(t, "unexpected " + t.describe() + " in " + op.name);
      }
    }
  }

  /** {@code [1:3, 0:6:2]}: start, limit and optional stride per dimension. */
  void sliceRanges(Op op) {
    expect("[");
    List<Attr> starts = new ArrayList<>();
    List<Attr> limits = new ArrayList<>();
    List<Attr> strides = new ArrayList<>();
    if (!accept("]")) {
      do {
        starts.add(new IntAttr(signedInteger()));
        expect(":");
        limits.add(new IntAttr(signedInteger()));
        strides.add(new IntAttr(accept(":") ? signedInteger() : 1));
      } while (accept(","));
      expect("]");
    }
    op.attributes.put("start_indices", new ArrayAttr(starts));
    op.attributes.put("limit_indices", new ArrayAttr(limits));
    op.attributes.put("strides", new ArrayAttr(strides));
  }

  /** After ':': {@code t}, {@code t, t, ...}, {@code (ts) -> rs} or {@code t -> r}. */
  void signature(Op op) {
    expect(":");
    Type first = type();
    if (first instanceof Function f) {
      op.functionalType = f;
      return;
    }
    if (accept("->")) {
      op.functionalType = new Function(List.of(first), resultTypes());
      return;
    }
    op.plainTypes.add(first);
    while (accept(",")) {
      op.plainTypes.add(type());
    }
    // chlo's binary ops print their operand types bare before the result: `: t_a, t_b -> t_r`
    if (accept("->")) {
      op.functionalType = new Function(List.copyOf(op.plainTypes), resultTypes());
      op.plainTypes.clear();
    }
  }
}
