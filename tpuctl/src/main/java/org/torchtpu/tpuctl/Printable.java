package org.torchtpu.tpuctl;

/**
 * Text a service returns, made safe to print on one terminal line. Job names, reasons (a tenant's CompleteJob
 * message becomes its job's reason) and other text typed by a tenant reach an operator's terminal through
 * {@code jobs list}, {@code get} and {@code watch}: a newline there printed a line of the tenant's choosing, such as
 * a made-up row naming another tenant's job in the operator's table (who might then cancel the wrong job), and escape
 * sequences (ESC ...) or bidirectional overrides could rewrite or hide what the terminal shows. Control and format
 * characters are written as escapes ({@code \n}, {@code \t}, {@code \u001b}), everything else as is.
 */
final class Printable {
  private Printable() {}

  static String of(Object value) {
    String s = String.valueOf(value);
    int i = 0;
    while (i < s.length() && !escaped(s.charAt(i))) {
      i++;
    }
    if (i == s.length()) {
      return s; // the usual case: nothing to escape, no copy
    }
    StringBuilder b = new StringBuilder(s.length() + 16).append(s, 0, i);
    for (; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!escaped(c)) {
        b.append(c);
      } else if (c == '\n') {
        b.append("\\n");
      } else if (c == '\r') {
        b.append("\\r");
      } else if (c == '\t') {
        b.append("\\t");
      } else {
        b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
      }
    }
    return b.toString();
  }

  /** C0 and C1 controls (ESC, CSI, newlines, DEL) and format characters (bidi overrides, zero-width joiners). */
  private static boolean escaped(char c) {
    return Character.isISOControl(c) || Character.getType(c) == Character.FORMAT;
  }
}
