package org.torchtpu.tpuctl;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * What a usage error prints, with no argument's value in it. picocli's own message repeats what it could not match or
 * convert, so a mistyped key option ({@code --api-kye=KEY}, {@code --api-keyKEY}, {@code --apikey KEY}) or a key
 * pasted into another option's value put the key on the terminal and into CI logs. An unmatched option is named only
 * by the longest known option name it starts with (picocli's suggestions stay); other unmatched words, which may be a
 * mistyped option's value, are not shown; a value that does not convert is named by its option, never shown.
 */
final class UsageErrors {
  static final String HIDDEN = "<hidden>";

  private UsageErrors() {}

  static String describe(CommandLine.ParameterException e, String[] args) {
    if (e instanceof CommandLine.UnmatchedArgumentException unmatched) {
      return unmatched(unmatched);
    }
    ArgSpec spec = e.getArgSpec();
    if (spec != null && !(e instanceof CommandLine.MissingParameterException)
        && !(e instanceof CommandLine.OverwrittenOptionException)) {
      return invalidValue(spec);
    }
    return redacted(String.valueOf(e.getMessage()), args); // names only: a missing option, tpuctl's own messages
  }

  /** "invalid value for option '--state'; valid: ...", from the option alone: the value may be anything pasted. */
  private static String invalidValue(ArgSpec spec) {
    String name = spec instanceof OptionSpec option ? "option '" + option.longestName() + "'"
        : "parameter " + spec.paramLabel();
    List<String> valid = new ArrayList<>();
    if (spec.completionCandidates() != null) {
      spec.completionCandidates().forEach(valid::add);
    }
    Class<?> type = spec.auxiliaryTypes().length > 0 ? spec.auxiliaryTypes()[0] : spec.type();
    String expected = !valid.isEmpty() ? "; valid: " + String.join(", ", valid)
        : "; expected " + (Number.class.isAssignableFrom(type) || type.isPrimitive() ? "a number" : "a " + type
            .getSimpleName().toLowerCase(Locale.ROOT));
    return "invalid value for " + name + " (not shown)" + expected;
  }

  /** A message that holds no value by design, with any argument's value taken out all the same. */
  private static String redacted(String message, String[] args) {
    for (String arg : args) {
      int eq = arg.startsWith("-") ? arg.indexOf('=') : -1;
      if (eq > 0) {
        message = message.replace(arg, arg.substring(0, eq + 1) + HIDDEN);
      }
      String value = eq > 0 ? arg.substring(eq + 1) : arg.startsWith("-") ? "" : arg;
      if (!value.isEmpty()) {
        message = message.replace("'" + value + "'", HIDDEN);
      }
    }
    return message;
  }

  private static String unmatched(CommandLine.UnmatchedArgumentException e) {
    TreeSet<String> known = knownOptions(e.getCommandLine());
    List<String> shown = new ArrayList<>();
    for (String arg : e.getUnmatched()) {
      if (arg.startsWith("-") && arg.length() > 1) {
        shown.add(longestKnownPrefix(arg, known).map(name -> "'" + name + "...' (the rest not shown)")
            .orElse("an option (not shown: it may hold a value)"));
      } else {
        shown.add(HIDDEN + " (not shown: it may be a mistyped option's value)");
      }
    }
    String did = e.getSuggestions().isEmpty() ? "" : "; did you mean " + String.join(" or ", e.getSuggestions()) + "?";
    return (e.isUnknownOption() ? "unknown option or argument: " : "unmatched argument: ") + String.join(", ", shown)
        + did;
  }

  private static Optional<String> longestKnownPrefix(String arg, TreeSet<String> known) {
    return known.stream().filter(arg::startsWith).max(Comparator.comparingInt(String::length));
  }

  /** Every option name of tpuctl's commands: a key option is the root's, mistyped after a subcommand. */
  private static TreeSet<String> knownOptions(CommandLine failed) {
    CommandLine root = failed;
    while (root.getParent() != null) {
      root = root.getParent();
    }
    TreeSet<String> names = new TreeSet<>();
    collect(root, names);
    return names;
  }

  private static void collect(CommandLine command, TreeSet<String> names) {
    command.getCommandSpec().options().forEach(option -> names.addAll(List.of(option.names())));
    command.getSubcommands().values().forEach(sub -> collect(sub, names));
  }
}
