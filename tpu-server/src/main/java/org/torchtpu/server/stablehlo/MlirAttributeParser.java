package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.FloatBits;
import org.torchtpu.server.stablehlo.MlirAst.ArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.Attr;
import org.torchtpu.server.stablehlo.MlirAst.BoolAttr;
import org.torchtpu.server.stablehlo.MlirAst.ComplexElement;
import org.torchtpu.server.stablehlo.MlirAst.DenseArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.DenseAttr;
import org.torchtpu.server.stablehlo.MlirAst.DenseElement;
import org.torchtpu.server.stablehlo.MlirAst.DenseLiteral;
import org.torchtpu.server.stablehlo.MlirAst.DialectAttr;
import org.torchtpu.server.stablehlo.MlirAst.DictAttr;
import org.torchtpu.server.stablehlo.MlirAst.FloatAttr;
import org.torchtpu.server.stablehlo.MlirAst.IntAttr;
import org.torchtpu.server.stablehlo.MlirAst.KeywordAttr;
import org.torchtpu.server.stablehlo.MlirAst.OpaqueAttr;
import org.torchtpu.server.stablehlo.MlirAst.Other;
import org.torchtpu.server.stablehlo.MlirAst.StringAttr;
import org.torchtpu.server.stablehlo.MlirAst.SymbolAttr;
import org.torchtpu.server.stablehlo.MlirAst.Type;
import org.torchtpu.server.stablehlo.MlirAst.TypeAttr;
import org.torchtpu.server.stablehlo.MlirAst.UnitAttr;
import org.torchtpu.server.stablehlo.MlirLexer.Kind;
import org.torchtpu.server.stablehlo.MlirLexer.Token;

/**
 * The attribute rules of {@link MlirParser}: attribute dictionaries, scalars, arrays, dense
 * literals, {@code array<...>}, dialect attributes ({@code #stablehlo.conv<...>}) and the
 * {@code #alias} definitions a module declares before its functions.
 */
class MlirAttributeParser extends MlirTypeParser {
  final Map<String, Attr> aliases = new HashMap<>();

  /**
   * Entries a module's list literals ({@code dense<[1, 2, ...]>}) may hold in all. Each parsed entry is a token, an
   * element object with its text and position and a list slot, about 290 bytes (measured) for 2 or 3 bytes of text,
   * built before any constant is charged to the module's {@link ConstantBudget}: unbounded, a 64 MiB list took
   * gigabytes of heap while parsing. 2^16 entries take about 19 MiB at most; larger constants come as hex
   * ({@code dense<"0x...">}, what exporters print past a few elements), which is parsed in its own size.
   */
  static final int MAX_LIST_ELEMENTS = 1 << 16;

  /** List literal entries (elements and nested lists) parsed so far in this module (see {@link #MAX_LIST_ELEMENTS}). */
  private int listElements;

  MlirAttributeParser(String text) {
    super(text);
  }

  // ------------------------------------------------------------------------------------ attributes

  DictAttr dictionary() {
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
  Attr attribute(boolean typeSuffix) {
    Token t = next();
    enter(t);
    try {
      return attributeAfter(t, typeSuffix);
    } finally {
      leave();
    }
  }

  Attr attributeAfter(Token t, boolean typeSuffix) {
    switch (t.kind()) {
      case INTEGER -> {
        return withSuffix(new IntAttr(integerValue(t)), typeSuffix, t.text().startsWith("0x"));
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
        // a custom call's sharding rule (JAX writes one on its LAPACK calls): its grammar, `([i, j])->([i]) {i=2}`,
        // is none of the attribute forms, and it only tells a partitioner how the call shards
        if (t.text().equals("sdy.op_sharding_rule") && peek().is("<")) {
          return new OpaqueAttr(t.text() + skipAngleBrackets());
        }
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

  Attr punctuationAttribute(Token t, boolean typeSuffix) {
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

  Attr wordAttribute(Token t, boolean typeSuffix) {
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

  Attr withSuffix(Attr value, boolean typeSuffix) {
    return withSuffix(value, typeSuffix, false);
  }

  /**
   * A number's {@code : type}: an integer's width does not matter here, but an integer typed as a float is that float
   * (MLIR prints a float attribute it cannot spell exactly in decimal as the hex of its bits, {@code 0x3727C5AC : f32}
   * for 1e-5), so it is read as the float, not as the integer 925,353,388.
   */
  Attr withSuffix(Attr value, boolean typeSuffix, boolean hexBits) {
    if (typeSuffix && accept(":")) {
      Type type = type();
      if (value instanceof IntAttr i && type instanceof Other o) {
        Double f = floatOf(i.value(), o.text(), hexBits);
        if (f != null) {
          return new FloatAttr(f);
        }
      }
    }
    return value;
  }

  /** The float an integer literal spells as {@code type} (its bits when hex), or null for a type not a float. */
  private static Double floatOf(long literal, String type, boolean hexBits) {
    return switch (type) {
      case "f64" -> hexBits ? Double.longBitsToDouble(literal) : (double) literal;
      case "f32" -> hexBits ? (double) Float.intBitsToFloat((int) literal) : (double) literal;
      case "bf16" -> hexBits ? (double) FloatBits.fromBf16Bits((short) literal) : (double) literal;
      case "f16" -> hexBits ? (double) FloatBits.fromF16Bits((short) literal) : (double) literal;
      default -> null;
    };
  }

  /** {@code array<i64: 1, 2>} after the word "array". */
  Attr denseArray() {
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
  Attr dialectAttribute(String name) {
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

  /** The body of dense<...>: a hex string or (nested lists of) elements. */
  DenseLiteral denseBody() {
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

  Object denseElements() {
    Token t = next();
    enter(t);
    try {
      return denseElementsAfter(t);
    } finally {
      leave();
    }
  }

  /** Counts one list literal element, refusing the module past {@link #MAX_LIST_ELEMENTS} before it is built. */
  private void countListElement(Token t) {
    if (++listElements > MAX_LIST_ELEMENTS) {
      throw syntax(t, "the module's list literals hold more than " + MAX_LIST_ELEMENTS + " elements, the most one module"
          + " may hold in dense<[...]> lists (give large constants in hex, dense<\"0x...\">, or pass them as parameters)");
    }
  }

  private Object denseElementsAfter(Token t) {
    if (t.is("[")) {
      List<Object> list = new ArrayList<>();
      if (!accept("]")) {
        do {
          countListElement(t);
          list.add(denseElements());
        } while (accept(","));
        expect("]");
      }
      return list;
    }
    if (t.is("(")) {
      // a complex element (re, im): the pair a complex tensor's trailing dimension of 2 holds
      Object re = denseElements();
      expect(",");
      Object im = denseElements();
      expect(")");
      if (!(re instanceof DenseElement r) || !(im instanceof DenseElement i)) {
        throw syntax(t, "a complex element is a pair of numbers (re, im)");
      }
      return new ComplexElement(r, i);
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

  /**
   * {@code [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]} as an array of the three lists, each entry a
   * word (b, f, i, o) or a spatial index.
   */
  Attr convDimensionNumbers() {
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
}
