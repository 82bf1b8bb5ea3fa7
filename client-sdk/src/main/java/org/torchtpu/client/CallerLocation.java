package org.torchtpu.client;

import java.util.EnumSet;
import java.util.Iterator;
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
 * largest cost), and classifies them itself; its first batch is large enough for the SDK's
 * frames, so it is fetched once; and the proto for a call site is built once and reused, keyed
 * by the frame's method, its type and bytecode index, so the line table is not consulted again.
 */
final class CallerLocation {
  private static final StackWalker WALKER = StackWalker.getInstance(
      EnumSet.of(StackWalker.Option.RETAIN_CLASS_REFERENCE, StackWalker.Option.SHOW_REFLECT_FRAMES), 10);
  private static final String SDK_PACKAGE = "org.torchtpu.client.";

  /** Whether a class's frames are passed over: the SDK's own and the reflection machinery's. */
  private static final ClassValue<Boolean> PASSED_OVER = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> type) {
      return isSdkFrame(type.getName()) || isReflection(type.getName());
    }
  };

  /** Call sites seen before, per class: the proto of each (method, its type, bytecode index). */
  private static final ClassValue<ClassSites> SITES = new ClassValue<>() {
    @Override
    protected ClassSites computeValue(Class<?> type) {
      return new ClassSites();
    }
  };

  /**
   * A call site within one class. The method's type (its descriptor) is part of it: overloads share a name,
   * and two with the same bytecode call from the same index on different lines. The descriptor rather than
   * {@link StackWalker.StackFrame#getMethodType}: in one run alternating the three (JDK 17, CPU time per
   * walk of a 4-deep stack) the MethodType added about 140 ns to a 1.45 us walk, the descriptor nothing
   * measurable.
   */
  private record Site(int bci, String method, String descriptor, SourceLocation location) {
    boolean is(String otherMethod, String otherDescriptor) {
      return method.equals(otherMethod) && descriptor.equals(otherDescriptor);
    }
  }

  /**
   * One class's call sites, sorted by bytecode index, found by a binary search of the index and then compared by
   * name and descriptor. Not a hash map keyed by the three: the walker hands out a new name string per frame (JDK 17
   * expands it from the VM each walk), so a hashed key computed both strings' hashes on every op, 10% of the calling
   * thread's samples in a chain of adds (JFR, fifteenth round); equality needs no hash. Copied on write: sites are
   * added once each, looked up on every op.
   */
  private static final class ClassSites {
    private volatile Site[] sites = new Site[0];

    SourceLocation find(StackWalker.StackFrame f) {
      int bci = f.getByteCodeIndex();
      String method = f.getMethodName();
      String descriptor = f.getDescriptor();
      Site[] s = sites;
      for (int i = firstAt(s, bci); i < s.length && s[i].bci == bci; i++) {
        if (s[i].is(method, descriptor)) {
          return s[i].location;
        }
      }
      return add(new Site(bci, method, descriptor, locationOf(f)));
    }

    private synchronized SourceLocation add(Site site) {
      Site[] s = sites;
      int at = firstAt(s, site.bci);
      for (int i = at; i < s.length && s[i].bci == site.bci; i++) {
        if (s[i].is(site.method, site.descriptor)) {
          return s[i].location; // another thread added it first
        }
      }
      Site[] grown = new Site[s.length + 1];
      System.arraycopy(s, 0, grown, 0, at);
      grown[at] = site;
      System.arraycopy(s, at, grown, at + 1, s.length - at);
      sites = grown;
      return site.location;
    }

    /** The first position whose site's index is at least {@code bci}. */
    private static int firstAt(Site[] s, int bci) {
      int lo = 0;
      int hi = s.length;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (s[mid].bci < bci) {
          lo = mid + 1;
        } else {
          hi = mid;
        }
      }
      return lo;
    }
  }

  private static final Function<Stream<StackWalker.StackFrame>, SourceLocation> FIRST_OUTSIDE = frames -> {
    Iterator<StackWalker.StackFrame> it = frames.iterator();
    while (it.hasNext()) {
      StackWalker.StackFrame f = it.next();
      Class<?> type = f.getDeclaringClass();
      if (!PASSED_OVER.get(type)) {
        return SITES.get(type).find(f);
      }
    }
    return SourceLocation.getDefaultInstance();
  };

  private CallerLocation() {}

  static SourceLocation find() {
    return WALKER.walk(FIRST_OUTSIDE);
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
