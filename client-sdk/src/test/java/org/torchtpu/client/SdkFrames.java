package org.torchtpu.client;

import org.torchtpu.api.v1.SourceLocation;

/**
 * Stands for the SDK between a user's call and the caller-line walk: its frames are SDK frames (a class of
 * the SDK's package whose name does not end in Test), as many as asked for.
 */
final class SdkFrames {
  private SdkFrames() {}

  static SourceLocation callerBelow(int frames) {
    return frames <= 1 ? CallerLocation.find() : callerBelow(frames - 1);
  }

  /** Also hands back the frame that called this (its bytecode index is the one the walk finds). */
  static SourceLocation callerBelow(int frames, StackWalker.StackFrame[] caller) {
    caller[0] = StackWalker.getInstance().walk(s -> s.skip(1).findFirst()).orElseThrow();
    return callerBelow(frames);
  }
}
