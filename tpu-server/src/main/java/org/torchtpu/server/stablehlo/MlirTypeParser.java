package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.MlirAst.Function;
import org.torchtpu.server.stablehlo.MlirAst.Other;
import org.torchtpu.server.stablehlo.MlirAst.Tensor;
import org.torchtpu.server.stablehlo.MlirAst.Type;
import org.torchtpu.server.stablehlo.MlirLexer.Kind;
import org.torchtpu.server.stablehlo.MlirLexer.Token;

/**
 * The type rules of {@link MlirParser}: ranked tensor types (scanned raw, so that {@code 4x8xf32}
 * splits into dimensions), function types and the types the importer rejects with a reason.
 */
class MlirTypeParser extends MlirTokenStream {
  /** A '?' dimension (a shape-polymorphic export's symbolic size) in a declared type; see {@link DynamicShapeImport}. */
  static final long DYNAMIC = -1;

  MlirTypeParser(String text) {
    super(text);
  }

  List<Type> resultTypes() {
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

  Type type() {
    Token t = next();
    enter(t);
    try {
      return typeAfter(t);
    } finally {
      leave();
    }
  }

  private Type typeAfter(Token t) {
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
    if (t.is("tuple") && peek().is("<")) {
      expect("<");
      List<Type> elements = new ArrayList<>();
      if (!accept(">")) {
        do {
          elements.add(type());
        } while (accept(","));
        expect(">");
      }
      return new MlirAst.Tuple(elements);
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
  Type tensorType(Token tensorToken) {
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
      } else if (c == '?') {
        // a symbolic dimension of a shape-polymorphic export: refined from the argument types at import
        lexer.nextChar();
        spelled.append('?');
        if (lexer.peekChar() != 'x') {
          throw lexer.error("expected 'x' after dimension ? in a tensor type");
        }
        spelled.append(lexer.nextChar());
        dims.add(DYNAMIC);
      } else if (c == '*') {
        throw new StableHloImportException("unsupported type", line, column, null,
            "unranked tensors (tensor<*x...>) are not supported");
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
    boolean complex = elementName.startsWith("complex<") && elementName.endsWith(">");
    if (complex) {
      // complex<f32> is f32 pairs; complex<f64> (jax_enable_x64) would need f64, which the op set does not have
      String part = elementName.substring("complex<".length(), elementName.length() - 1).trim();
      if (!part.equals("f32")) {
        return new Other(spelled.toString(), "element type " + elementName + " is not supported (complex<f32> is)");
      }
      elementName = part;
      dims.add(2L);
    }
    DType dtype = MlirTypes.elementType(elementName);
    if (dtype == null) {
      return new Other(spelled.toString(), "element type " + elementName + " is not supported");
    }
    if (dims.contains(DYNAMIC)) {
      return new Tensor(TensorType.newBuilder().setDtype(dtype).addAllDims(dims).build(), complex);
    }
    TensorType type = org.torchtpu.api.ir.Shapes.type(dtype, dims);
    try {
      org.torchtpu.api.ir.Shapes.numElements(type);
    } catch (OpTypeException e) {
      throw new StableHloImportException("unsupported type", line, column, null, e.getMessage());
    }
    return new Tensor(type, complex);
  }
}
