package org.torchtpu.client;

import java.util.Optional;
import org.torchtpu.api.v1.SourceLocation;

/** Finds the first stack frame outside the SDK: the user's line that issued an op. */
final class CallerLocation {
  private static final StackWalker WALKER = StackWalker.getInstance();
  private static final String SDK_PACKAGE = "org.torchtpu.client.";

  private CallerLocation() {}

  static SourceLocation find() {
    Optional<StackWalker.StackFrame> frame = WALKER.walk(frames ->
        frames.filter(f -> !isSdkFrame(f.getClassName())).findFirst());
    return frame.map(f -> SourceLocation.newBuilder()
            .setFile(f.getFileName() == null ? f.getClassName() : f.getFileName())
            .setLine(f.getLineNumber())
            .setFunction(f.getClassName() + "." + f.getMethodName())
            .build())
        .orElse(SourceLocation.getDefaultInstance());
  }

  private static boolean isSdkFrame(String className) {
    // The SDK's own tests and examples are user code, not SDK frames.
    return className.startsWith(SDK_PACKAGE) && !className.endsWith("Test") && !className.contains("Test$");
  }
}
