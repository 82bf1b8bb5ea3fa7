package org.torchtpu.scheduler.policy;

/**
 * A caller's text as a refusal repeats it. A job id or tenant name is at most 64 characters, but a request may carry
 * megabytes in its place, and the status description goes back whole in the call's trailers (copied and encoded
 * again on the way): the echo is cut, so a refusal costs the server no more than its own words.
 */
public final class Echo {
  /** The most characters of a caller's text a message repeats. */
  public static final int MAX_CHARACTERS = 64;

  private Echo() {}

  /** {@code text} itself when short, else its start and how long it was. */
  public static String of(String text) {
    return text.length() <= MAX_CHARACTERS ? text
        : text.substring(0, MAX_CHARACTERS) + "... (" + text.length() + " characters)";
  }
}
