package org.torchtpu.api.wire;

/**
 * Text a service repeats back that a caller may have made arbitrarily long (a module's token, a program id, a job's
 * message) is cut to a bound, ending with a marker saying how long it was, never splitting a character in two.
 */
public final class CutText {
  private CutText() { }

  /** {@code text} (null stays null) if at most {@code maxCharacters} long, else its start and the marker within it. */
  public static String bounded(String text, int maxCharacters) {
    if (text == null || text.length() <= maxCharacters) {
      return text;
    }
    String marker = "... [cut: " + text.length() + " characters]";
    int keep = maxCharacters - marker.length();
    if (Character.isHighSurrogate(text.charAt(keep - 1))) {
      keep--;
    }
    return text.substring(0, keep) + marker;
  }
}
