package org.torchtpu.tpuctl;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * What a usage error prints, with no argument's value in it. picocli's own message repeats what it could not match,
 * so a mistyped key option ({@code --api-kye=KEY}, {@code --apikey KEY}) put the key on the terminal and into CI logs.
 * Unmatched arguments are named by their option name only (up to any {@code =}); other unmatched words, which may be
 * the value of a mistyped option, are not shown; and another message (a value that does not convert) shows no
 * argument's value.
 */
final class UsageErrors {
  static final String HIDDEN = "<hidden>";

  private UsageErrors() {}

  static String describe(CommandLine.ParameterException e, String[] args) {
    if (e instanceof CommandLine.UnmatchedArgumentException unmatched) {
      return unmatched(unmatched);
    }
    String message = String.valueOf(e.getMessage());
    for (String arg : args) {
      int eq = arg.startsWith("-") ? arg.indexOf('=') : -1;
      if (eq > 0) {
        message = message.replace(arg, arg.substring(0, eq + 1) + HIDDEN);
      }
      String value = eq > 0 ? arg.substring(eq + 1) : arg.startsWith("-") ? "" : arg;
      if (!value.isEmpty()) { // "Invalid value for option '--timeout': 'KEY' is not a long" quotes the value alone
        message = message.replace("'" + value + "'", HIDDEN);
      }
    }
    return message;
  }

  private static String unmatched(CommandLine.UnmatchedArgumentException e) {
    List<String> shown = new ArrayList<>();
    for (String arg : e.getUnmatched()) {
      if (arg.startsWith("-") && arg.length() > 1) {
        int eq = arg.indexOf('=');
        shown.add("'" + (eq > 0 ? arg.substring(0, eq + 1) + HIDDEN : arg) + "'");
      } else {
        shown.add(HIDDEN + " (not shown: it may be a mistyped option's value)");
      }
    }
    String did = e.getSuggestions().isEmpty() ? "" : "; did you mean " + String.join(" or ", e.getSuggestions()) + "?";
    return (e.isUnknownOption() ? "unknown option or argument: " : "unmatched argument: ") + String.join(", ", shown)
        + did;
  }
}
