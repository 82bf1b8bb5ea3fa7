package org.torchtpu.client;

import java.util.EnumSet;
import java.util.Iterator;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Stream;
import org.torchtpu.api.v1.SourceLocation;

/**
 * Finds the first stack frame outside the SDK: the user's line that issued an op.
 *
 * <p>This walk runs once per user-level tensor call, so it is on every eager op's path and was
 * the client's largest per-op cost (half of the main thread's samples in a chain of adds). What
 * keeps it cheap, each measured: the walker keeps class references, so a frame is classified by
 * its {@link Class} through a {@link ClassValue} instead of by comparing its class name's text;
 * it shows reflection frames, which spares the walker its own per-frame reflection check (its
 * largest cost), and classifies them itself; its first batch is sized to the depth this thread's
 * recent walks found the caller at, so it is fetched once and has no unused slots; and the proto
 * for a call site is built once and reused, keyed by the frame's method and bytecode index, so the
 * line table is not consulted again.
 */
final class CallerLocation {
  private static final EnumSet<StackWalker.Option> OPTIONS =
      EnumSet.of(StackWalker.Option.RETAIN_CLASS_REFERENCE, StackWalker.Option.SHOW_REFLECT_FRAMES);
  /**
   * The walker's first batch holds its estimated depth less two slots it reserves, and each slot costs two
   * objects whether used or not; a walk whose caller lies past the batch fetches a second one, which costs
   * about a third more than the whole walk. So walkers by depth, the one used chosen from the depths this
   * thread's recent walks found ({@link DepthEstimate}): a chain of adds (the user's frame 7th) takes a
   * batch of 9 instead of the fixed 10 (-10% CPU per walk, measured), a deeper call site stops spilling.
   */
  private static final int RESERVED_SLOTS = 2;
  private static final int MIN_DEPTH = 6;
  private static final int MAX_DEPTH = 40;
  private static final StackWalker[] WALKERS = new StackWalker[MAX_DEPTH + 1];

  static {
    for (int depth = MIN_DEPTH; depth <= MAX_DEPTH; depth++) {
      WALKERS[depth] = StackWalker.getInstance(OPTIONS, depth + RESERVED_SLOTS);
    }
  }

  /**
   * The deepest first-outside frame this thread's walks found lately: the largest depth of the current and
   * the previous period of {@link #PERIOD} walks, so a deep call site keeps its batch size while it recurs
   * and a thread that stops making such calls returns to small batches.
   */
  private static final class DepthEstimate {
    static final int PERIOD = 256;
    int depth = 8; // the fixed batch before walkers were chosen by depth
    int periodMax;
    int walks;

    void found(int found) {
      if (found > depth) {
        depth = found;
      }
      if (found > periodMax) {
        periodMax = found;
      }
      if (++walks == PERIOD) {
        depth = periodMax;
        periodMax = 0;
        walks = 0;
      }
    }
  }

  private static final String SDK_PACKAGE = "org.torchtpu.client.";

  /** Whether a class's frames are passed over: the SDK's own and the reflection machinery's. */
  private static final ClassValue<Boolean> PASSED_OVER = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> type) {
      return isSdkFrame(type.getName()) || isReflection(type.getName());
    }
  };

  /** Call sites seen before, per class: the proto of each (method, bytecode index). */
  private static final ClassValue<ConcurrentHashMap<Site, SourceLocation>> SITES = new ClassValue<>() {
    @Override
    protected ConcurrentHashMap<Site, SourceLocation> computeValue(Class<?> type) {
      return new ConcurrentHashMap<>();
    }
  };

  /** A call site within one class. */
  private record Site(String method, int bci) {}

  /** Walks to the first frame outside the SDK and notes its depth for the thread's next walk. */
  private static final class FirstOutside implements Function<Stream<StackWalker.StackFrame>, SourceLocation> {
    private final DepthEstimate estimate;

    FirstOutside(DepthEstimate estimate) {
      this.estimate = estimate;
    }

    @Override
    public SourceLocation apply(Stream<StackWalker.StackFrame> frames) {
      Iterator<StackWalker.StackFrame> it = frames.iterator();
      int depth = 0;
      while (it.hasNext()) {
        StackWalker.StackFrame f = it.next();
        depth++;
        Class<?> type = f.getDeclaringClass();
        if (!PASSED_OVER.get(type)) {
          estimate.found(depth);
          return SITES.get(type).computeIfAbsent(new Site(f.getMethodName(), f.getByteCodeIndex()), s -> locationOf(f));
        }
      }
      return SourceLocation.getDefaultInstance();
    }
  }

  private static final ThreadLocal<FirstOutside> FIRST_OUTSIDE = ThreadLocal.withInitial(() -> new FirstOutside(new DepthEstimate()));

  private CallerLocation() {}

  static SourceLocation find() {
    FirstOutside first = FIRST_OUTSIDE.get();
    return WALKERS[Math.max(MIN_DEPTH, Math.min(MAX_DEPTH, first.estimate.depth))].walk(first);
  }

  private static SourceLocation locationOf(StackWalker.StackFrame f) {
    return SourceLocation.newBuilder()
        .setFile(f.getFileName() == null ? f.getClassName() : f.getFileName())
        .setLine(f.getLineNumber())
        .setFunction(f.getClassName() + "." + f.getMethodName())
        .build();
  }

  private static boolean isSdkFrame(String className) {
    // The SDK's own tests and examples are user code, not SDK frames.
    return className.startsWith(SDK_PACKAGE) && !className.endsWith("Test") && !className.contains("Test$");
  }

  /** Frames of a reflective call (Method.invoke and its accessors), which the default walker would hide. */
  private static boolean isReflection(String className) {
    return className.startsWith("java.lang.reflect.") || className.startsWith("jdk.internal.reflect.");
  }
}
