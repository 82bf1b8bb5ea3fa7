package org.torchtpu.api.wire;

/**
 * A CompleteJob message becomes the finished job's reason, kept in the scheduler's memory and store for as long as the
 * job is: it is cut to {@link #MAX_CHARACTERS}, ending with a marker saying how long it was. It is cut rather than
 * refused (a refused completion left the job holding its chips), by the SDK before sending and by the scheduler on
 * receipt (an older or another client may send more).
 */
public final class CompletionMessages {
  /** Longest message kept, in characters. */
  public static final int MAX_CHARACTERS = 1024;

  private CompletionMessages() { }

  /** {@code message} (null stays null) cut to {@link #MAX_CHARACTERS}, never splitting a character in two. */
  public static String bounded(String message) {
    return CutText.bounded(message, MAX_CHARACTERS);
  }
}
