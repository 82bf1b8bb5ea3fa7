package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.MlirAst.ArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.Attr;
import org.torchtpu.server.stablehlo.MlirAst.BoolAttr;
import org.torchtpu.server.stablehlo.MlirAst.DenseArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.DenseAttr;
import org.torchtpu.server.stablehlo.MlirAst.DenseElement;
import org.torchtpu.server.stablehlo.MlirAst.DenseLiteral;
import org.torchtpu.server.stablehlo.MlirAst.DialectAttr;
import org.torchtpu.server.stablehlo.MlirAst.DictAttr;
import org.torchtpu.server.stablehlo.MlirAst.FloatAttr;
import org.torchtpu.server.stablehlo.MlirAst.Func;
import org.torchtpu.server.stablehlo.MlirAst.Function;
import org.torchtpu.server.stablehlo.MlirAst.IntAttr;
import org.torchtpu.server.stablehlo.MlirAst.KeywordAttr;
import org.torchtpu.server.stablehlo.MlirAst.Module;
import org.torchtpu.server.stablehlo.MlirAst.OpaqueAttr;
import org.torchtpu.server.stablehlo.MlirAst.Op;
import org.torchtpu.server.stablehlo.MlirAst.Other;
import org.torchtpu.server.stablehlo.MlirAst.PairAttr;
import org.torchtpu.server.stablehlo.MlirAst.Pos;
import org.torchtpu.server.stablehlo.MlirAst.Region;
import org.torchtpu.server.stablehlo.MlirAst.StringAttr;
import org.torchtpu.server.stablehlo.MlirAst.SymbolAttr;
import org.torchtpu.server.stablehlo.MlirAst.Tensor;
import org.torchtpu.server.stablehlo.MlirAst.Type;
import org.torchtpu.server.stablehlo.MlirAst.TypeAttr;
import org.torchtpu.server.stablehlo.MlirAst.UnitAttr;
import org.torchtpu.server.stablehlo.MlirLexer.Kind;
import org.torchtpu.server.stablehlo.MlirLexer.Token;

/**
 * A recursive-descent parser for the subset of MLIR that StableHLO exporters print: a module of
 * {@code func.func}s whose ops use either StableHLO's custom syntax
 * ({@code %0 = stablehlo.add %a, %b : tensor<4xf32>}) or the generic form
 * ({@code %0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>}).
 * Locations ({@code loc(...)} and {@code #loc} aliases) are skipped.
 *
 * <p>An op in custom syntax the parser has no grammar for is skipped to the end of its text and
 * kept as a {@link Op#skipped} op, so the importer can list every unsupported op of a module at
 * once. Unsupported ops in generic form parse fine and are rejected by the importer.
 */
final class MlirParser {
  /** Ops whose custom syntax is a list of operands, named values, words and an attribute dict. */
  static final Set<String> PRETTY_OPS = Set.of(
      "stablehlo.negate", "stablehlo.abs", "stablehlo.exponential", "stablehlo.log", "stablehlo.log_plus_one",
      "stablehlo.exponential_minus_one", "stablehlo.tanh", "stablehlo.logistic", "stablehlo.sqrt",
      "stablehlo.rsqrt", "stablehlo.sine", "stablehlo.cosine", "stablehlo.floor", "stablehlo.ceil",
      "stablehlo.round_nearest_even", "stablehlo.sign", "stablehlo.not", "stablehlo.is_finite",
      "stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.divide", "stablehlo.remainder",
      "stablehlo.power", "stablehlo.maximum", "stablehlo.minimum", "stablehlo.atan2", "stablehlo.and",
      "stablehlo.or", "stablehlo.xor", "stablehlo.compare", "stablehlo.select", "stablehlo.clamp",
      "stablehlo.convert", "stablehlo.constant", "stablehlo.iota", "stablehlo.dot_general", "stablehlo.dot",
      "stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.transpose", "stablehlo.slice",
      "stablehlo.dynamic_slice", "stablehlo.dynamic_update_slice", "stablehlo.concatenate", "stablehlo.pad",
      "chlo.erf", "chlo.erfc", "chlo.square", "stablehlo.reverse", "stablehlo.cbrt", "stablehlo.count_leading_zeros",
      "stablehlo.popcnt", "stablehlo.shift_left", "stablehlo.shift_right_logical", "stablehlo.shift_right_arithmetic");

  /** Most results one op may define ({@code %0:n}); real modules stay far below. */
  private static final int MAX_RESULTS = 1 << 16;

  private final MlirLexer lexer;
  private Token lookahead;
  private final Map<String, Attr> aliases = new HashMap<>();

  private MlirParser(String text) {
    this.lexer = new MlirLexer(text);
  }

  static Module parse(String text) {
    return new MlirParser(text).module();
  }

  // ------------------------------------------------------------------------------------ tokens

  private Token peek() {
    if (lookahead == null) {
      lookahead = lexer.next();
    }
    return lookahead;
  }

  private Token next() {
    Token t = peek();
    lookahead = null;
    return t;
  }

  private boolean accept(String punctOrWord) {
    if (peek().is(punctOrWord)) {
      next();
      return true;
    }
    return false;
  }

  private Token expect(String punctOrWord) {
    Token t = next();
    if (!t.is(punctOrWord)) {
      throw syntax(t, "expected '" + punctOrWord + "' but found " + t.describe());
    }
    return t;
  }

  private Token expect(Kind kind, String what) {
    Token t = next();
    if (t.kind() != kind) {
      throw syntax(t, "expected " + what + " but found " + t.describe());
    }
    return t;
  }

  private static StableHloImportException syntax(Token at, String detail) {
    return new StableHloImportException("syntax error", at.line(), at.column(), null, detail);
  }

  private static Pos pos(Token t) {
    return new Pos(t.line(), t.column());
  }

  /** Hands the characters after the consumed tokens to raw scanning (no token may be peeked). */
  private void rawMode() {
    if (lookahead != null) {
      lexer.rewind(lookahead);
      lookahead = null;
    }
  }

  // ------------------------------------------------------------------------------------ module

  private Module module() {
    Module module = new Module();
    while (peek().kind() != Kind.EOF) {
      Token t = peek();
      if (t.kind() == Kind.HASH_ID) {
        aliasDefinition();
      } else if (t.is("module")) {
        next();
        if (peek().kind() == Kind.SYMBOL_ID) {
          next();
        }
        if (accept("attributes")) {
          dictionary();
        }
        expect("{");
        while (!accept("}")) {
          topLevelOp(module);
        }
        skipLocation();
      } else if (t.is("{")) {
        // {-# dialect_resources: ... #-} carries the blobs of dense_resource constants
        throw syntax(t, "dialect resource blobs (dense_resource constants) are not supported; export constants "
            + "inline as dense<...>");
      } else {
        topLevelOp(module);
      }
    }
    if (module.functions.isEmpty()) {
      throw new StableHloImportException("no function found", 1, 1, null, "the text must contain a func.func");
    }
    return module;
  }

  private void aliasDefinition() {
    Token name = next();
    expect("=");
    if (peek().is("loc")) {
      skipLocation();
    } else {
      aliases.put(name.text(), attribute(true));
    }
  }

  /** func.func (custom or generic), or a generic builtin.module holding them. */
  private void topLevelOp(Module module) {
    Token t = peek();
    if (t.is("func.func")) {
      addFunction(module, function());
      return;
    }
    if (t.kind() == Kind.STRING) {
      Op op = operation();
      collectGenericTopLevel(module, op);
      return;
    }
    if (t.kind() == Kind.BARE_ID) {
      throw new StableHloImportException("unsupported op " + t.text(), t.line(), t.column(), t.text(),
          "a module may only hold func.func");
    }
    throw syntax(t, "expected 'module' or 'func.func' but found " + t.describe());
  }

  private void collectGenericTopLevel(Module module, Op op) {
    switch (op.name) {
      case "builtin.module" -> {
        for (MlirAst.Region region : op.regions) {
          for (Op inner : region.ops) {
            collectGenericTopLevel(module, inner);
          }
        }
      }
      case "func.func" -> addFunction(module, genericFunction(op));
      default -> throw new StableHloImportException("unsupported op " + op.name, op.pos.line(), op.pos.column(),
          op.name, "a module may only hold func.func");
    }
  }

  private static void addFunction(Module module, Func f) {
    if (module.functions.containsKey(f.name)) {
      throw new StableHloImportException("duplicate function @" + f.name, f.pos.line(), f.pos.column(), null, null);
    }
    module.functions.put(f.name, f);
  }

  private Func function() {
    expect("func.func");
    String visibility = "public";
    if (peek().is("public") || peek().is("private") || peek().is("nested")) {
      visibility = next().text();
    }
    Token nameToken = expect(Kind.SYMBOL_ID, "a function name (@name)");
    Func f = new Func(nameToken.text(), pos(nameToken));
    f.visibility = visibility;
    expect("(");
    if (!accept(")")) {
      do {
        f.argNames.add(expect(Kind.VALUE_ID, "an argument name (%arg0)").text());
        expect(":");
        f.argTypes.add(type());
        if (peek().is("{")) {
          dictionary();
        }
        skipLocation();
      } while (accept(","));
      expect(")");
    }
    if (accept("->")) {
      if (accept("(")) {
        if (!accept(")")) {
          do {
            f.resultTypes.add(type());
            if (peek().is("{")) {
              dictionary(); // result attributes such as jax.result_info
            }
          } while (accept(","));
          expect(")");
        }
      } else {
        f.resultTypes.add(type());
      }
    }
    if (accept("attributes")) {
      dictionary();
    }
    expect("{");
    f.body.addAll(opsUntilClosingBrace());
    expect("}");
    skipLocation();
    return f;
  }

  /** A func.func in generic form: its signature is in its properties, its body in its region. */
  private static Func genericFunction(Op op) {
    Attr name = op.attributes.get("sym_name");
    Attr type = op.attributes.get("function_type");
    if (!(name instanceof StringAttr symName) || !(type instanceof TypeAttr ta) || !(ta.type() instanceof Function ft)) {
      throw new StableHloImportException("syntax error", op.pos.line(), op.pos.column(), op.name,
          "func.func needs sym_name and function_type properties");
    }
    if (op.regions.size() != 1) {
      throw new StableHloImportException("syntax error", op.pos.line(), op.pos.column(), op.name,
          "func.func needs exactly one region");
    }
    Func f = new Func(symName.value(), op.pos);
    if (op.attributes.get("sym_visibility") instanceof StringAttr v) {
      f.visibility = v.value();
    }
    MlirAst.Region body = op.regions.get(0);
    if (body.argNames.size() != ft.inputs().size()) {
      throw new StableHloImportException("syntax error", op.pos.line(), op.pos.column(), op.name,
          "function_type has " + ft.inputs().size() + " inputs but the body block has " + body.argNames.size()
              + " arguments");
    }
    f.argNames.addAll(body.argNames);
    f.argTypes.addAll(ft.inputs());
    f.resultTypes.addAll(ft.results());
    f.body.addAll(body.ops);
    return f;
  }

  // ------------------------------------------------------------------------------------ ops

  private List<Op> opsUntilClosingBrace() {
    List<Op> ops = new ArrayList<>();
    while (!peek().is("}")) {
      Token t = peek();
      if (t.kind() == Kind.BLOCK_ID) {
        throw new StableHloImportException("unsupported control flow", t.line(), t.column(), null,
            "regions with more than one block (^" + t.text() + ") are not supported");
      }
      if (t.kind() == Kind.EOF) {
        throw syntax(t, "expected '}' but found end of input");
      }
      ops.add(operation());
    }
    return ops;
  }

  private Op operation() {
    List<String> results = new ArrayList<>();
    if (peek().kind() == Kind.VALUE_ID) {
      do {
        Token name = next();
        if (name.text().contains("#")) {
          throw syntax(name, "a result name cannot have a '#' suffix");
        }
        if (accept(":")) {
          Token count = expect(Kind.INTEGER, "a result count");
          long n = integerValue(count);
          if (n < 1 || n > MAX_RESULTS) {
            throw syntax(count, "result count " + count.text() + " must be in [1, " + MAX_RESULTS + "]");
          }
          for (int i = 0; i < n; i++) {
            results.add(name.text() + "#" + i);
          }
        } else {
          results.add(name.text());
        }
      } while (accept(","));
      expect("=");
    }
    Token t = peek();
    Op op;
    if (t.kind() == Kind.STRING) {
      op = genericOperation();
    } else if (t.kind() == Kind.BARE_ID) {
      op = customOperation();
    } else {
      throw syntax(t, "expected an op but found " + t.describe());
    }
    op.results.addAll(results);
    skipLocation();
    return op;
  }

  private Op genericOperation() {
    Token nameToken = next();
    Op op = new Op(nameToken.text(), pos(nameToken), true);
    expect("(");
    if (!accept(")")) {
      do {
        op.operands.add(expect(Kind.VALUE_ID, "an operand (%name)").text());
      } while (accept(","));
      expect(")");
    }
    if (peek().is("[")) {
      throw new StableHloImportException("unsupported control flow", peek().line(), peek().column(), op.name,
          "successor blocks are not supported");
    }
    if (accept("<")) {
      op.attributes.putAll(dictionary().entries());
      expect(">");
    }
    if (accept("(")) {
      do {
        op.regions.add(region());
      } while (accept(","));
      expect(")");
    }
    if (peek().is("{")) {
      op.attributes.putAll(dictionary().entries());
    }
    Token colon = expect(":");
    Type type = type();
    if (!(type instanceof Function f)) {
      throw syntax(colon, "the generic form needs a function type (operands) -> results after ':'");
    }
    op.functionalType = f;
    return op;
  }

  private MlirAst.Region region() {
    expect("{");
    MlirAst.Region region = new MlirAst.Region();
    if (peek().kind() == Kind.BLOCK_ID) {
      next();
      if (accept("(")) {
        if (!accept(")")) {
          do {
            region.argNames.add(expect(Kind.VALUE_ID, "a block argument (%name)").text());
            expect(":");
            region.argTypes.add(type());
            skipLocation();
          } while (accept(","));
          expect(")");
        }
      }
      expect(":");
    }
    region.ops.addAll(opsUntilClosingBrace());
    expect("}");
    return region;
  }

  private Op customOperation() {
    Token nameToken = next();
    String name = switch (nameToken.text()) {
      case "return" -> "func.return";
      case "call" -> "func.call";
      default -> nameToken.text();
    };
    Op op = new Op(name, pos(nameToken), false);
    switch (name) {
      case "func.return", "stablehlo.return" -> returnOperation(op);
      case "func.call" -> callOperation(op);
      case "stablehlo.reduce" -> reduceOperation(op);
      case "stablehlo.convolution" -> convolutionOperation(op);
      case "stablehlo.while" -> whileOperation(op);
      case "chlo.top_k" -> topKOperation(op);
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

  /**
   * {@code stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
   * window = {stride = [...], pad = [[...]], ...} {feature_group_count = ...} : (...) -> ...}: the
   * dimension numbers become a "dimension_numbers" attribute as the generic form spells it, the
   * window dict a "window" attribute.
   */
  private void convolutionOperation(Op op) {
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
   * {@code [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]} as an array of the three lists, each entry a
   * word (b, f, i, o) or a spatial index.
   */
  private Attr convDimensionNumbers() {
    List<Attr> lists = new ArrayList<>();
    for (int part = 0; part < 3; part++) {
      if (part == 1) {
        expect("x");
      } else if (part == 2) {
        expect("->");
      }
      expect("[");
      List<Attr> entries = new ArrayList<>();
      if (!accept("]")) {
        do {
          Token t = next();
          if (t.kind() == Kind.INTEGER) {
            entries.add(new IntAttr(integerValue(t)));
          } else if (t.kind() == Kind.BARE_ID) {
            entries.add(new KeywordAttr(t.text()));
          } else {
            throw syntax(t, "expected a convolution dimension (b, f, i, o or a spatial index) but found "
                + t.describe());
          }
        } while (accept(","));
        expect("]");
      }
      lists.add(new ArrayAttr(entries));
    }
    return new ArrayAttr(lists);
  }

  private void returnOperation(Op op) {
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

  private void callOperation(Op op) {
    op.callee = expect(Kind.SYMBOL_ID, "a callee (@name)").text();
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
      throw syntax(colon, "func.call needs a function type (operands) -> results");
    }
    op.functionalType = f;
  }

  /**
   * {@code stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (...) -> ...}
   * or the same without "applies" followed by {@code reducer(%a: t, %b: t) { ... }}. Operands
   * are normalized to the generic order: inputs, then inits; "applies" becomes a one-op region.
   */
  private void reduceOperation(Op op) {
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
  private void whileOperation(Op op) {
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
  private void topKOperation(Op op) {
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
  private static MlirAst.Region appliedRegion(Op reduce, String applied, Pos pos, int n) {
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

  /** Words that continue an op's custom syntax on its next line (while's regions). */
  private static final Set<String> CONTINUATION_WORDS = Set.of("cond", "do", "reducer", "applies", "across");

  /**
   * Skips the rest of an op in a custom syntax the parser does not know, so that the ops after it
   * can still be read and the importer can name every unsupported op of a module at once. The op
   * ends at the end of a line outside any bracket, unless the next line continues it (while's
   * {@code cond {} do {}}); a closing bracket that was not opened here belongs to the enclosing
   * region and ends it too.
   */
  private void skipUnknownOperation() {
    rawMode();
    int depth = 0;
    while (!lexer.atEnd()) {
      char c = lexer.peekChar();
      if (c == '"') {
        lexer.nextChar();
        while (!lexer.atEnd() && lexer.peekChar() != '"') {
          if (lexer.nextChar() == '\\' && !lexer.atEnd()) {
            lexer.nextChar();
          }
        }
        if (!lexer.atEnd()) {
          lexer.nextChar();
        }
        continue;
      }
      if (c == '\n' && depth == 0 && !lexer.nextWordIsAny(CONTINUATION_WORDS)) {
        return;
      }
      if (c == '-') {
        lexer.nextChar();
        if (lexer.peekChar() == '>') {
          lexer.nextChar(); // the arrow of a function type, not a closing bracket
        }
        continue;
      }
      if ("([{<".indexOf(c) >= 0) {
        depth++;
      } else if (")]}>".indexOf(c) >= 0) {
        if (depth == 0) {
          return;
        }
        depth--;
      }
      lexer.nextChar();
    }
  }

  /** Operands, named values ({@code dims = [1]}), words ({@code GT}), slice ranges and attr dicts. */
  private void customItems(Op op) {
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
  private void sliceRanges(Op op) {
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

  private long signedInteger() {
    boolean negative = accept("-");
    Token t = expect(Kind.INTEGER, "an integer");
    long v = integerValue(t);
    return negative ? -v : v;
  }

  private static long integerValue(Token t) {
    try {
      return t.text().startsWith("0x") ? Long.parseUnsignedLong(t.text().substring(2), 16) : Long.parseLong(t.text());
    } catch (NumberFormatException e) {
      throw syntax(t, "integer " + t.text() + " does not fit in 64 bits");
    }
  }

  /** After ':': {@code t}, {@code t, t, ...}, {@code (ts) -> rs} or {@code t -> r}. */
  private void signature(Op op) {
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
  }

  private List<Type> resultTypes() {
    List<Type> results = new ArrayList<>();
    if (accept("(")) {
      if (!accept(")")) {
        do {
          results.add(type());
        } while (accept(","));
        expect(")");
      }
    } else {
      results.add(type());
    }
    return results;
  }

  // ------------------------------------------------------------------------------------ types

  private Type type() {
    Token t = next();
    if (t.is("tensor")) {
      return tensorType(t);
    }
    if (t.is("(")) {
      List<Type> inputs = new ArrayList<>();
      if (!accept(")")) {
        do {
          inputs.add(type());
        } while (accept(","));
        expect(")");
      }
      expect("->");
      return new Function(inputs, resultTypes());
    }
    if (t.kind() == Kind.BANG_ID || t.kind() == Kind.BARE_ID) {
      String text = (t.kind() == Kind.BANG_ID ? "!" : "") + t.text();
      if (peek().is("<")) {
        text += skipAngleBrackets();
      }
      return new Other(text, MlirTypes.elementType(t.text()) != null ? "a scalar, not a tensor" : "not supported");
    }
    throw syntax(t, "expected a type but found " + t.describe());
  }

  /** Scans {@code <4x8xf32>} right after the consumed word "tensor". */
  private Type tensorType(Token tensorToken) {
    rawMode();
    int line = lexer.line();
    int column = lexer.column();
    if (lexer.peekChar() != '<') {
      throw new StableHloImportException("syntax error", line, column, null, "expected '<' after 'tensor'");
    }
    lexer.nextChar();
    List<Long> dims = new ArrayList<>();
    StringBuilder spelled = new StringBuilder("tensor<");
    while (true) {
      char c = lexer.peekChar();
      if (Character.isDigit(c)) {
        long d = 0;
        while (Character.isDigit(lexer.peekChar())) {
          char digit = lexer.nextChar();
          spelled.append(digit);
          d = d * 10 + (digit - '0');
          if (d > org.torchtpu.api.ir.Shapes.MAX_ELEMENTS) {
            throw new StableHloImportException("unsupported type", line, column, null,
                "dimension is too large (more than " + org.torchtpu.api.ir.Shapes.MAX_ELEMENTS + ")");
          }
        }
        if (lexer.peekChar() != 'x') {
          throw lexer.error("expected 'x' after dimension " + d + " in a tensor type");
        }
        spelled.append(lexer.nextChar());
        dims.add(d);
      } else if (c == '?' || c == '*') {
        throw new StableHloImportException("unsupported type", line, column, null,
            "dynamic shapes (" + (c == '?' ? "'?' dimensions" : "unranked tensors") + ") are not supported");
      } else {
        break;
      }
    }
    int depth = 0;
    StringBuilder element = new StringBuilder();
    while (!lexer.atEnd() && !(depth == 0 && (lexer.peekChar() == '>' || lexer.peekChar() == ','))) {
      char c = lexer.nextChar();
      depth += c == '<' ? 1 : c == '>' ? -1 : 0;
      element.append(c);
    }
    if (lexer.atEnd()) {
      throw new StableHloImportException("syntax error", line, column, null, "unterminated tensor type");
    }
    spelled.append(element);
    boolean encoded = lexer.peekChar() == ',';
    if (encoded) {
      // an encoding (e.g. #stablehlo.bounds for dynamic shapes): skip to the closing '>'
      int encodingDepth = 0;
      while (!lexer.atEnd() && !(encodingDepth == 0 && lexer.peekChar() == '>')) {
        char c = lexer.nextChar();
        encodingDepth += c == '<' ? 1 : c == '>' ? -1 : 0;
      }
    }
    if (lexer.atEnd()) {
      throw new StableHloImportException("syntax error", line, column, null, "unterminated tensor type");
    }
    lexer.nextChar(); // '>'
    spelled.append('>');
    String elementName = element.toString().trim();
    if (elementName.isEmpty()) {
      throw new StableHloImportException("syntax error", line, column, null, "tensor type has no element type");
    }
    if (encoded) {
      return new Other(spelled.toString(), "tensors with an encoding (bounded dynamic shapes) are not supported");
    }
    DType dtype = MlirTypes.elementType(elementName);
    if (dtype == null) {
      return new Other(spelled.toString(), "element type " + elementName + " is not supported");
    }
    TensorType type = org.torchtpu.api.ir.Shapes.type(dtype, dims);
    try {
      org.torchtpu.api.ir.Shapes.numElements(type);
    } catch (OpTypeException e) {
      throw new StableHloImportException("unsupported type", line, column, null, e.getMessage());
    }
    return new Tensor(type);
  }

  // ------------------------------------------------------------------------------------ attributes

  private DictAttr dictionary() {
    expect("{");
    Map<String, Attr> entries = new LinkedHashMap<>();
    if (!accept("}")) {
      do {
        Token key = next();
        if (key.kind() != Kind.BARE_ID && key.kind() != Kind.STRING) {
          throw syntax(key, "expected an attribute name but found " + key.describe());
        }
        entries.put(key.text(), accept("=") ? attribute(true) : new UnitAttr());
      } while (accept(","));
      expect("}");
    }
    return new DictAttr(entries);
  }

  /**
   * An attribute value. With {@code typeSuffix}, a trailing {@code : type} belongs to the value
   * (as in attribute dictionaries: {@code value = dense<1.0> : tensor<f32>}); in custom op syntax
   * a colon starts the op's signature instead.
   */
  private Attr attribute(boolean typeSuffix) {
    return attributeAfter(next(), typeSuffix);
  }

  private Attr attributeAfter(Token t, boolean typeSuffix) {
    switch (t.kind()) {
      case INTEGER -> {
        return withSuffix(new IntAttr(integerValue(t)), typeSuffix);
      }
      case FLOAT -> {
        return withSuffix(new FloatAttr(Double.parseDouble(t.text())), typeSuffix);
      }
      case STRING -> {
        return new StringAttr(t.text());
      }
      case SYMBOL_ID -> {
        return new SymbolAttr(t.text());
      }
      case HASH_ID -> {
        if (accept("<")) {
          return dialectAttribute(t.text());
        }
        Attr alias = aliases.get(t.text());
        if (alias == null) {
          throw syntax(t, "unknown attribute alias #" + t.text());
        }
        return alias;
      }
      case BANG_ID -> {
        rewindTo(t);
        return new TypeAttr(type());
      }
      case PUNCT, ARROW -> {
        return punctuationAttribute(t, typeSuffix);
      }
      case BARE_ID -> {
        return wordAttribute(t, typeSuffix);
      }
      default -> throw syntax(t, "expected an attribute value but found " + t.describe());
    }
  }

  private Attr punctuationAttribute(Token t, boolean typeSuffix) {
    if (t.is("-")) {
      Token number = next();
      if (number.kind() == Kind.INTEGER) {
        return withSuffix(new IntAttr(-integerValue(number)), typeSuffix);
      }
      if (number.kind() == Kind.FLOAT) {
        return withSuffix(new FloatAttr(-Double.parseDouble(number.text())), typeSuffix);
      }
      throw syntax(number, "expected a number after '-' but found " + number.describe());
    }
    if (t.is("[")) {
      List<Attr> elements = new ArrayList<>();
      if (!accept("]")) {
        do {
          elements.add(attribute(typeSuffix));
        } while (accept(","));
        expect("]");
      }
      return new ArrayAttr(elements);
    }
    if (t.is("{")) {
      rewindTo(t);
      return dictionary();
    }
    if (t.is("(")) {
      rewindTo(t);
      return new TypeAttr(type());
    }
    if (t.is("<")) {
      rewindTo(t);
      return new OpaqueAttr(skipAngleBrackets());
    }
    throw syntax(t, "expected an attribute value but found " + t.describe());
  }

  private Attr wordAttribute(Token t, boolean typeSuffix) {
    switch (t.text()) {
      case "true" -> {
        return withSuffix(new BoolAttr(true), typeSuffix);
      }
      case "false" -> {
        return withSuffix(new BoolAttr(false), typeSuffix);
      }
      case "unit" -> {
        return new UnitAttr();
      }
      case "dense" -> {
        expect("<");
        DenseLiteral literal = denseBody();
        expect(">");
        Type type = typeSuffix && accept(":") ? type() : null;
        return new DenseAttr(literal, type, pos(t));
      }
      case "dense_resource" -> throw new StableHloImportException("unsupported constant", t.line(), t.column(), null,
          "dense_resource constants are not supported; export constants inline as dense<...>");
      case "array" -> {
        return denseArray();
      }
      case "tensor" -> {
        return new TypeAttr(tensorType(t));
      }
      default -> {
        if (peek().is("<")) {
          return new OpaqueAttr(t.text() + skipAngleBrackets());
        }
        if (MlirTypes.elementType(t.text()) != null) {
          return new TypeAttr(new Other(t.text(), "a scalar, not a tensor"));
        }
        return new KeywordAttr(t.text());
      }
    }
  }

  private Attr withSuffix(Attr value, boolean typeSuffix) {
    if (typeSuffix && accept(":")) {
      type(); // 1 : i64 -- the width does not matter here
    }
    return value;
  }

  private void rewindTo(Token t) {
    lexer.rewind(t);
    lookahead = null;
  }

  /** {@code array<i64: 1, 2>} after the word "array". */
  private Attr denseArray() {
    expect("<");
    Token elementType = expect(Kind.BARE_ID, "an element type");
    List<Long> values = new ArrayList<>();
    if (accept(":")) {
      do {
        Token sign = peek();
        if (sign.is("true") || sign.is("false")) {
          values.add(next().is("true") ? 1L : 0L);
        } else {
          values.add(signedInteger());
        }
      } while (accept(","));
    }
    expect(">");
    long[] out = new long[values.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = values.get(i);
    }
    return new DenseArrayAttr(elementType.text(), out);
  }

  /** After {@code #name<}: either {@code key = value, ...} fields or words such as {@code precision HIGHEST}. */
  private Attr dialectAttribute(String name) {
    if (name.equals("stablehlo.conv")) {
      Attr numbers = convDimensionNumbers();
      expect(">");
      return numbers;
    }
    List<String> words = new ArrayList<>();
    Map<String, Attr> fields = new LinkedHashMap<>();
    while (!accept(">")) {
      Token t = peek();
      if (t.kind() == Kind.EOF) {
        throw syntax(t, "unterminated attribute #" + name + "<...>");
      }
      if (t.is(",")) {
        next();
      } else if (t.kind() == Kind.BARE_ID) {
        next();
        if (accept("=")) {
          fields.put(t.text(), attribute(false));
        } else {
          words.add(t.text());
        }
      } else {
        attribute(false); // e.g. a nested attribute inside an unknown dialect attribute
        words.add(t.text());
      }
    }
    return new DialectAttr(name, words, fields);
  }

  /** Skips {@code <...>} (balanced) at the next token, returning its spelling. */
  private String skipAngleBrackets() {
    Token open = expect("<");
    StringBuilder sb = new StringBuilder("<");
    int depth = 1;
    while (depth > 0) {
      Token t = next();
      if (t.kind() == Kind.EOF) {
        throw syntax(open, "unterminated '<'");
      }
      if (t.is("<")) {
        depth++;
      } else if (t.is(">")) {
        depth--;
      }
      sb.append(t.kind() == Kind.STRING ? "\"" + t.text() + "\"" : t.text());
      if (depth > 0 && !t.is("<")) {
        sb.append(' ');
      }
    }
    return sb.toString().replace(" >", ">");
  }

  /** The body of dense<...>: a hex string or (nested lists of) elements. */
  private DenseLiteral denseBody() {
    Token t = peek();
    if (t.kind() == Kind.STRING) {
      next();
      if (!t.text().startsWith("0x")) {
        throw syntax(t, "a dense string literal must be hex data starting with 0x");
      }
      return new DenseLiteral(t.text().substring(2), null);
    }
    if (t.is(">")) {
      return new DenseLiteral(null, List.of()); // dense<> of an empty tensor
    }
    return new DenseLiteral(null, denseElements());
  }

  private Object denseElements() {
    Token t = next();
    if (t.is("[")) {
      List<Object> list = new ArrayList<>();
      if (!accept("]")) {
        do {
          list.add(denseElements());
        } while (accept(","));
        expect("]");
      }
      return list;
    }
    if (t.is("(")) {
      throw new StableHloImportException("unsupported constant", t.line(), t.column(), null,
          "complex numbers are not supported");
    }
    if (t.is("-")) {
      Token number = next();
      if (number.kind() != Kind.INTEGER && number.kind() != Kind.FLOAT) {
        throw syntax(number, "expected a number after '-' but found " + number.describe());
      }
      return new DenseElement("-" + number.text(), pos(t));
    }
    if (t.kind() == Kind.INTEGER || t.kind() == Kind.FLOAT || t.is("true") || t.is("false")) {
      return new DenseElement(t.text(), pos(t));
    }
    throw syntax(t, "expected a dense element (number, true, false or [...]) but found " + t.describe());
  }

  /** Skips {@code loc(...)} if it comes next. */
  private void skipLocation() {
    if (!peek().is("loc")) {
      return;
    }
    next();
    Token open = expect("(");
    int depth = 1;
    while (depth > 0) {
      Token t = next();
      if (t.kind() == Kind.EOF) {
        throw syntax(open, "unterminated loc(...)");
      }
      if (t.is("(")) {
        depth++;
      } else if (t.is(")")) {
        depth--;
      }
    }
  }
}
