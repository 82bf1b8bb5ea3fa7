package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The attribute text of each argument and result of a module's public entry function, cut from the MLIR text at its
 * top-level commas (brackets and strings respected): where {@code jax.jit} writes each value's sharding.
 */
record EntrySignature(List<String> args, List<String> results) {

  boolean hasShardings() {
    return args.stream().anyMatch(ShardingImport::sharded) || results.stream().anyMatch(ShardingImport::sharded);
  }

  /** The entry function's signature, or null when the text has no public function. */
  static EntrySignature of(String text) {
    Matcher m = Pattern.compile("func\\.func\\s+public\\s+@[\\w.$-]+\\s*\\(").matcher(text);
    if (!m.find()) {
      return null;
    }
    int open = m.end() - 1;
    int close = matching(text, open);
    List<String> args = groups(text.substring(open + 1, close), '\0', '\0');
    List<String> results = new ArrayList<>();
    int i = close + 1;
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    if (text.startsWith("->", i)) {
      i += 2;
      while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      if (i < text.length() && text.charAt(i) == '(') {
        results = groups(text.substring(i + 1, matching(text, i)), '\0', '\0');
      }
    }
    return new EntrySignature(args, results);
  }

  /** Index of the bracket closing the one at {@code open}, skipping strings and nested brackets. */
  private static int matching(String text, int open) {
    int depth = 0;
    boolean inString = false;
    for (int i = open; i < text.length(); i++) {
      char c = text.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
        continue;
      }
      switch (c) {
        case '"' -> inString = true;
        case '(', '[', '{', '<' -> depth++;
        case ')', ']', '}', '>' -> {
          if (c == '>' && i > 0 && text.charAt(i - 1) == '-') {
            break; // "->" is not a bracket
          }
          depth--;
          if (depth == 0) {
            return i;
          }
        }
        default -> { }
      }
    }
    throw new StableHloImportException("sharding import: unbalanced brackets in the entry function's signature");
  }

  /**
   * Splits at commas outside brackets and strings; with {@code open}/{@code close} set, returns only the contents of
   * each top-level {@code open...close} group instead.
   */
  static List<String> groups(String s, char open, char close) {
    List<String> parts = new ArrayList<>();
    int depth = 0;
    boolean inString = false;
    int start = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
        continue;
      }
      if (c == '"') {
        inString = true;
      } else if (c == '(' || c == '[' || c == '{' || c == '<') {
        if (open != '\0' && c == open && depth == 0) {
          start = i + 1;
        }
        depth++;
      } else if (c == ')' || c == ']' || c == '}' || (c == '>' && !(i > 0 && s.charAt(i - 1) == '-'))) {
        depth--;
        if (open != '\0' && c == close && depth == 0) {
          parts.add(s.substring(start, i));
        }
      } else if (c == ',' && depth == 0 && open == '\0') {
        parts.add(s.substring(start, i));
        start = i + 1;
      }
    }
    if (open == '\0' && !s.substring(start).isBlank()) {
      parts.add(s.substring(start));
    }
    return parts;
  }
}
