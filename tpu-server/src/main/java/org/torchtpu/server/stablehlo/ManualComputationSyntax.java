package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.server.stablehlo.MlirAst.ArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.Attr;
import org.torchtpu.server.stablehlo.MlirAst.Op;
import org.torchtpu.server.stablehlo.MlirAst.StringAttr;
import org.torchtpu.server.stablehlo.MlirAst.SymbolAttr;
import org.torchtpu.server.stablehlo.MlirLexer.Kind;
import org.torchtpu.server.stablehlo.MlirLexer.Token;

/**
 * The custom syntax of Shardy's shard_map region, as JAX prints it:
 * <pre>
 * %1:2 = sdy.manual_computation(%0, %arg1) in_shardings=[&lt;@mesh, [{"x"}, {}]&gt;, ...] out_shardings=[...]
 *     manual_axes={"x", "y"} (%arg2: tensor&lt;2x4xf32&gt;, ...) { ... sdy.return %a, %b : ... } : (global types) -&gt; (...)
 * </pre>
 * Read into the op: its operands, {@code in_shardings} / {@code out_shardings} as arrays of
 * {@code [@mesh, [[axis names of dim 0], [axis names of dim 1], ...]]}, {@code manual_axes} as an array of names,
 * one region (the block arguments and the body) and the functional type.
 */
final class ManualComputationSyntax {
  private ManualComputationSyntax() {}

  static void parse(MlirCustomOpParser p, Op op) {
    p.expect("(");
    if (!p.accept(")")) {
      do {
        op.operands.add(p.expect(Kind.VALUE_ID, "an operand").text());
      } while (p.accept(","));
      p.expect(")");
    }
    while (p.peek().is("in_shardings") || p.peek().is("out_shardings") || p.peek().is("manual_axes")) {
      String name = p.next().text();
      p.expect("=");
      op.attributes.put(name, name.equals("manual_axes") ? names(p, "{", "}") : shardings(p));
    }
    MlirAst.Region region = new MlirAst.Region();
    p.expect("(");
    if (!p.accept(")")) {
      do {
        region.argNames.add(p.expect(Kind.VALUE_ID, "a block argument").text());
        p.expect(":");
        region.argTypes.add(p.type());
        p.skipLocation();
      } while (p.accept(","));
      p.expect(")");
    }
    p.expect("{");
    region.ops.addAll(p.opsUntilClosingBrace());
    p.expect("}");
    op.regions.add(region);
    p.signature(op);
  }

  /** {@code [<@mesh, [{"x"}, {}]>, ...]}. */
  private static ArrayAttr shardings(MlirCustomOpParser p) {
    List<Attr> all = new ArrayList<>();
    p.expect("[");
    if (!p.accept("]")) {
      do {
        p.expect("<");
        String mesh = p.expect(Kind.SYMBOL_ID, "a mesh (@name)").text();
        p.expect(",");
        p.expect("[");
        List<Attr> dims = new ArrayList<>();
        if (!p.accept("]")) {
          do {
            dims.add(names(p, "{", "}"));
          } while (p.accept(","));
          p.expect("]");
        }
        skipTo(p, ">"); // replicated={...} and the like: axes no dim uses, which is what replicated means
        all.add(new ArrayAttr(List.of(new SymbolAttr(mesh), new ArrayAttr(dims))));
      } while (p.accept(","));
      p.expect("]");
    }
    return new ArrayAttr(all);
  }

  /** {@code {"x", "y"}}: axis names; an open dim's {@code ?} and a priority such as {@code p0} are kept as words. */
  private static ArrayAttr names(MlirCustomOpParser p, String open, String close) {
    List<Attr> names = new ArrayList<>();
    p.expect(open);
    while (!p.accept(close)) {
      Token t = p.next();
      if (t.kind() == Kind.EOF) {
        throw MlirTokenStream.syntax(t, "unexpected end of input in sdy.manual_computation");
      }
      if (t.kind() == Kind.STRING) {
        names.add(new StringAttr(t.text()));
      } else if (!t.is(",")) {
        names.add(new MlirAst.KeywordAttr(t.text()));
      }
    }
    return new ArrayAttr(names);
  }

  private static void skipTo(MlirCustomOpParser p, String end) {
    int depth = 0;
    while (depth > 0 || !p.peek().is(end)) {
      Token t = p.next();
      if (t.kind() == Kind.EOF) {
        throw MlirTokenStream.syntax(t, "unexpected end of input in sdy.manual_computation");
      }
      if (t.is("<") || t.is("[") || t.is("{")) {
        depth++;
      } else if (t.is(">") || t.is("]") || t.is("}")) {
        depth--;
      }
    }
    p.expect(end);
  }
}
