package org.torchtpu.server.stablehlo;

/**
 * Splits MLIR text into tokens on demand. The parser may rewind to any token's start and scan
 * raw characters from there, which tensor types need ({@code 4x8xf32} is one lexical unit that
 * the ordinary rules would split into a number and an identifier).
 */
final class MlirLexer {
  enum Kind {
    BARE_ID,      // stablehlo.add, func.func, dense, x, HIGHEST, true
    VALUE_ID,     // %0, %arg0, %cst_1, %1#0 (text includes the %)
    SYMBOL_ID,    // @main, @"quoted" (text without the @ and quotes)
    BLOCK_ID,     // ^bb0
    HASH_ID,      // #stablehlo, #stablehlo.dot, #loc3 (text without the #)
    BANG_ID,      // !stablehlo.token (text without the !)
    INTEGER,      // 12, 0xFF800000
    FLOAT,        // 1.000000e+00, 9.99999974E-6
    STRING,       // "..." (text unescaped)
    ARROW,        // ->
    PUNCT,        // one of ( ) [ ] { } < > , : = ? * + -
    EOF
  }

  record Token(Kind kind, String text, int offset, int line, int column) {
    boolean is(String punctOrWord) {
      return (kind == Kind.PUNCT || kind == Kind.BARE_ID || kind == Kind.ARROW) && text.equals(punctOrWord);
    }

    String describe() {
      return switch (kind) {
        case EOF -> "end of input";
        case STRING -> "string \"" + text + "\"";
        case SYMBOL_ID -> "'@" + text + "'";
        case HASH_ID -> "'#" + text + "'";
        case BANG_ID -> "'!" + text + "'";
        default -> "'" + text + "'";
      };
    }
  }

  private final String text;
  private int pos;
  private int line = 1;
  private int lineStart;

  MlirLexer(String text) {
    this.text = text;
  }

  /** Moves to the start of {@code token} (which this lexer produced). */
  void rewind(Token token) {
    pos = token.offset();
    line = token.line();
    lineStart = token.offset() - (token.column() - 1);
  }

  int line() {
    return line;
  }

  int column() {
    return pos - lineStart + 1;
  }

  /** The character at the current position, or 0 at the end (no whitespace skipping). */
  char peekChar() {
    return pos < text.length() ? text.charAt(pos) : 0;
  }

  char nextChar() {
    char c = text.charAt(pos++);
    if (c == '\n') {
      line++;
      lineStart = pos;
    }
    return c;
  }

  /** True when the next word after whitespace (newlines included) is one of {@code words}; consumes nothing. */
  boolean nextWordIsAny(java.util.Set<String> words) {
    int p = pos;
    while (p < text.length() && Character.isWhitespace(text.charAt(p))) {
      p++;
    }
    int start = p;
    while (p < text.length() && isIdChar(text.charAt(p))) {
      p++;
    }
    return p > start && words.contains(text.substring(start, p));
  }

  boolean atEnd() {
    return pos >= text.length();
  }

  StableHloImportException error(String detail) {
    return new StableHloImportException("syntax error", line, column(), null, detail);
  }

  private void skipWhitespaceAndComments() {
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
        nextChar();
      } else if (c == '/' && pos + 1 < text.length() && text.charAt(pos + 1) == '/') {
        while (pos < text.length() && text.charAt(pos) != '\n') {
          pos++;
        }
      } else {
        return;
      }
    }
  }

  Token next() {
    skipWhitespaceAndComments();
    int startLine = line;
    int startColumn = column();
    int start = pos;
    if (pos >= text.length()) {
      return new Token(Kind.EOF, "", start, startLine, startColumn);
    }
    char c = text.charAt(pos);
    if (isIdStart(c)) {
      pos++;
      while (pos < text.length() && isIdChar(text.charAt(pos))) {
        pos++;
      }
      return new Token(Kind.BARE_ID, text.substring(start, pos), start, startLine, startColumn);
    }
    if (Character.isDigit(c)) {
      return number(start, startLine, startColumn);
    }
    switch (c) {
      case '%' -> {
        pos++;
        int nameStart = pos;
        while (pos < text.length() && (isIdChar(text.charAt(pos)) || text.charAt(pos) == '-')) {
          pos++;
        }
        if (pos == nameStart) {
          throw error("'%' must be followed by a value name");
        }
        // a use of one result of a multi-result op: %1#0
        if (pos + 1 < text.length() && text.charAt(pos) == '#' && Character.isDigit(text.charAt(pos + 1))) {
          pos++;
          while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
          }
        }
        return new Token(Kind.VALUE_ID, text.substring(start, pos), start, startLine, startColumn);
      }
      case '@' -> {
        pos++;
        if (pos < text.length() && text.charAt(pos) == '"') {
          String name = string();
          return new Token(Kind.SYMBOL_ID, name, start, startLine, startColumn);
        }
        return prefixed(Kind.SYMBOL_ID, start, startLine, startColumn, "'@' must be followed by a symbol name");
      }
      case '^' -> {
        pos++;
        return prefixed(Kind.BLOCK_ID, start, startLine, startColumn, "'^' must be followed by a block name");
      }
      case '#' -> {
        pos++;
        return prefixed(Kind.HASH_ID, start, startLine, startColumn, "'#' must be followed by an attribute name");
      }
      case '!' -> {
        pos++;
        return prefixed(Kind.BANG_ID, start, startLine, startColumn, "'!' must be followed by a type name");
      }
      case '"' -> {
        String s = string();
        return new Token(Kind.STRING, s, start, startLine, startColumn);
      }
      case '-' -> {
        pos++;
        if (pos < text.length() && text.charAt(pos) == '>') {
          pos++;
          return new Token(Kind.ARROW, "->", start, startLine, startColumn);
        }
        return new Token(Kind.PUNCT, "-", start, startLine, startColumn);
      }
      case '(', ')', '[', ']', '{', '}', '<', '>', ',', ':', '=', '?', '*', '+' -> {
        pos++;
        return new Token(Kind.PUNCT, String.valueOf(c), start, startLine, startColumn);
      }
      default -> throw error("unexpected character '" + c + "'");
    }
  }

  private Token prefixed(Kind kind, int start, int startLine, int startColumn, String missing) {
    int nameStart = pos;
    while (pos < text.length() && (isIdChar(text.charAt(pos)) || text.charAt(pos) == '-')) {
      pos++;
    }
    if (pos == nameStart) {
      throw error(missing);
    }
    return new Token(kind, text.substring(nameStart, pos), start, startLine, startColumn);
  }

  private Token number(int start, int startLine, int startColumn) {
    if (text.startsWith("0x", pos) && pos + 2 < text.length() && isHexDigit(text.charAt(pos + 2))) {
      pos += 2;
      while (pos < text.length() && isHexDigit(text.charAt(pos))) {
        pos++;
      }
      return new Token(Kind.INTEGER, text.substring(start, pos), start, startLine, startColumn);
    }
    while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
      pos++;
    }
    boolean isFloat = false;
    if (pos < text.length() && text.charAt(pos) == '.') {
      isFloat = true;
      pos++;
      while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
      int save = pos;
      pos++;
      if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
        pos++;
      }
      if (pos < text.length() && Character.isDigit(text.charAt(pos))) {
        isFloat = true;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
          pos++;
        }
      } else {
        pos = save; // not an exponent: "4xe..." cannot happen outside types, but stay safe
      }
    }
    return new Token(isFloat ? Kind.FLOAT : Kind.INTEGER, text.substring(start, pos), start, startLine, startColumn);
  }

  /** Reads a quoted string at the current position ('"'), returning its unescaped contents. */
  private String string() {
    int startLine = line;
    int startColumn = column();
    pos++; // opening quote
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (pos >= text.length()) {
        throw new StableHloImportException("syntax error", startLine, startColumn, null, "unterminated string");
      }
      char c = nextChar();
      if (c == '"') {
        return sb.toString();
      }
      if (c == '\\') {
        if (pos >= text.length()) {
          throw error("unterminated string");
        }
        char e = nextChar();
        switch (e) {
          case '"', '\\' -> sb.append(e);
          case 'n' -> sb.append('\n');
          case 't' -> sb.append('\t');
          default -> {
            if (isHexDigit(e) && pos < text.length() && isHexDigit(text.charAt(pos))) {
              sb.append((char) Integer.parseInt("" + e + nextChar(), 16));
            } else {
              throw error("bad escape '\\" + e + "' in string");
            }
          }
        }
      } else {
        sb.append(c);
      }
    }
  }

  static boolean isIdStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  }

  static boolean isIdChar(char c) {
    return isIdStart(c) || (c >= '0' && c <= '9') || c == '$' || c == '.';
  }

  static boolean isHexDigit(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }
}
