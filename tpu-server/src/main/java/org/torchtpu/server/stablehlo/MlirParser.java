package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.server.compiler.CompileStop;
import org.torchtpu.server.stablehlo.MlirAst.Attr;
import org.torchtpu.server.stablehlo.MlirAst.Func;
import org.torchtpu.server.stablehlo.MlirAst.Function;
import org.torchtpu.server.stablehlo.MlirAst.Module;
import org.torchtpu.server.stablehlo.MlirAst.Op;
import org.torchtpu.server.stablehlo.MlirAst.Region;
import org.torchtpu.server.stablehlo.MlirAst.StringAttr;
import org.torchtpu.server.stablehlo.MlirAst.Type;
import org.torchtpu.server.stablehlo.MlirAst.TypeAttr;
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
final class MlirParser extends MlirCustomOpParser {
  /** Most results one op may define ({@code %0:n}); real modules stay far below. */
  private static final int MAX_RESULTS = 1 << 16;

  private MlirParser(String text) {
    super(text);
  }

  static Module parse(String text) {
    return new MlirParser(text).module();
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
          module.attributes.putAll(dictionary().entries());
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
        module.attributes.putAll(op.attributes);
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

  @Override
  List<Op> opsUntilClosingBrace() {
    List<Op> ops = new ArrayList<>();
    while (!peek().is("}")) {
      if (ops.size() % CompileStop.CHECK_OPS == CompileStop.CHECK_OPS - 1) {
        CompileStop.check("a StableHLO parse");
      }
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
    Token open = peek();
    enter(open);
    try {
      return regionBody();
    } finally {
      leave();
    }
  }

  private MlirAst.Region regionBody() {
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

}
