package org.torchtpu.server.stablehlo;

import java.util.Set;
import org.torchtpu.server.stablehlo.MlirAst.Pos;
import org.torchtpu.server.stablehlo.MlirLexer.Kind;
import org.torchtpu.server.stablehlo.MlirLexer.Token;

/**
 * The token cursor under {@link MlirParser}: one token of lookahead over {@link MlirLexer}, the
 * expect/accept helpers every grammar rule uses, integers, and the skipping of locations, balanced
 * brackets and ops whose custom syntax has no grammar here.
 *
 * <p>The parser's layers extend one another ({@link MlirTypeParser}, {@link MlirAttributeParser},
 * {@link MlirCustomOpParser}, {@link MlirParser}) so that the rules of one recursive-descent
 * grammar still call each other as plain methods while each concern reads in a file of its own.
 */
class MlirTokenStream {
  /**
   * How deep a module may nest attributes, types, dense literals and regions inside one another. The parser
   * descends recursively, and so do the importer and compiler over what it builds: a few kilobytes of brackets
   * would otherwise run any of them out of stack (StackOverflowError). Real modules nest a handful deep.
   */
  static final int MAX_NESTING = 256;
  final MlirLexer lexer;
  private Token lookahead;
  private int nesting;

  MlirTokenStream(String text) {
    this.lexer = new MlirLexer(text);
  }

  // ------------------------------------------------------------------------------------ tokens

  Token peek() {
    if (lookahead == null) {
      lookahead = lexer.next();
    }
    return lookahead;
  }

  Token next() {
    Token t = peek();
    lookahead = null;
    return t;
  }

  boolean accept(String punctOrWord) {
    if (peek().is(punctOrWord)) {
      next();
      return true;
    }
    return false;
  }

  Token expect(String punctOrWord) {
    Token t = next();
    if (!t.is(punctOrWord)) {
      throw syntax(t, "expected '" + punctOrWord + "' but found " + t.describe());
    }
    return t;
  }

  Token expect(Kind kind, String what) {
    Token t = next();
    if (t.kind() != kind) {
      throw syntax(t, "expected " + what + " but found " + t.describe());
    }
    return t;
  }

  /** Enters one more level of nesting at {@code at}; refused past {@link #MAX_NESTING}. Pair with {@link #leave}. */
  void enter(Token at) {
    if (++nesting > MAX_NESTING) {
      throw syntax(at, "nested more than " + MAX_NESTING + " deep (attributes, types, dense literals or regions "
          + "inside one another)");
    }
  }

  void leave() {
    nesting--;
  }

  static StableHloImportException syntax(Token at, String detail) {
    return new StableHloImportException("syntax error", at.line(), at.column(), null, detail);
  }

  static Pos pos(Token t) {
    return new Pos(t.line(), t.column());
  }

  /** Hands the characters after the consumed tokens to raw scanning (no token may be peeked). */
  void rawMode() {
    if (lookahead != null) {
      lexer.rewind(lookahead);
      lookahead = null;
    }
  }

  void rewindTo(Token t) {
    lexer.rewind(t);
    lookahead = null;
  }

  long signedInteger() {
    boolean negative = accept("-");
    Token t = expect(Kind.INTEGER, "an integer");
    long v = integerValue(t);
    return negative ? -v : v;
  }

  static long integerValue(Token t) {
    try {
      return t.text().startsWith("0x") ? Long.parseUnsignedLong(t.text().substring(2), 16) : Long.parseLong(t.text());
    } catch (NumberFormatException e) {
      throw syntax(t, "integer " + t.text() + " does not fit in 64 bits");
    }
  }

  /** Skips {@code <...>} (balanced) at the next token, returning its spelling. */
  String skipAngleBrackets() {
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

  /** Skips {@code loc(...)} if it comes next. */
  void skipLocation() {
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

  /** Words that continue an op's custom syntax on its next line (while's regions). */
  static final Set<String> CONTINUATION_WORDS = Set.of("cond", "do", "reducer", "applies", "across");

  /**
   * Skips the rest of an op in a custom syntax the parser does not know, so that the ops after it
   * can still be read and the importer can name every unsupported op of a module at once. The op
   * ends at the end of a line outside any bracket, unless the next line continues it (while's
   * {@code cond {} do {}}); a closing bracket that was not opened here belongs to the enclosing
   * region and ends it too.
   */
  void skipUnknownOperation() {
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
}
