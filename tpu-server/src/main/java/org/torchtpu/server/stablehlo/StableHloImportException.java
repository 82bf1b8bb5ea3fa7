package org.torchtpu.server.stablehlo;

import org.torchtpu.api.wire.CutText;

/**
 * StableHLO text that cannot be imported: bad syntax, an op or type the service does not
 * support, or an op whose declared type disagrees with the op set's typing rules. The message
 * names what was wrong and where, e.g. {@code unsupported op stablehlo.while at line 12, column 5}.
 * A Compile RPC reports it as INVALID_ARGUMENT.
 */
public class StableHloImportException extends RuntimeException {
  /**
   * Longest message kept. The message repeats the module's own tokens (an op, function, value or type name), which
   * can be megabytes of one module: whole, each Compile, Advise or simulate refusal copied them several times into
   * its answer, outside any budget.
   */
  static final int MAX_MESSAGE_CHARACTERS = 2048;

  private final int line;
  private final int column;
  private final String opName;

  /**
   * @param what the problem, e.g. "unsupported op stablehlo.while" or "syntax error"
   * @param opName the MLIR op concerned, or null when the problem is not about one op
   * @param detail more about the problem, or null
   */
  StableHloImportException(String what, int line, int column, String opName, String detail) {
    super(CutText.bounded(what + " at line " + line + ", column " + column + (detail == null ? "" : ": " + detail),
        MAX_MESSAGE_CHARACTERS));
    this.line = line;
    this.column = column;
    this.opName = opName;
  }

  /** A problem of the module as a whole (its shardings, say), not of one place in it: line and column are 0. */
  StableHloImportException(String message) {
    super(CutText.bounded(message, MAX_MESSAGE_CHARACTERS));
    this.line = 0;
    this.column = 0;
    this.opName = null;
  }

  /** 1-based line of the MLIR text where the problem is (0 when it is not about one place). */
  public int line() {
    return line;
  }

  /** 1-based column of the MLIR text where the problem is. */
  public int column() {
    return column;
  }

  /** The MLIR op concerned (e.g. {@code stablehlo.dot_general}), or null. */
  public String opName() {
    return opName;
  }
}
