package org.torchtpu.e2e.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * CPU time a benchmark spends on each side of the wire: this JVM's (the client's) from the
 * operating-system MX bean, and a child process's (the server's) from {@code /proc/<pid>/stat},
 * both counting every thread, garbage collection and JIT compilation included.
 */
final class ProcessCpu {
  /** USER_HZ: the unit of /proc's utime and stime on every Linux the project runs on. */
  private static final long NANOS_PER_TICK = 10_000_000L;
  /**
   * What is dropped from a thread's name to group a pool's threads. Compiled once: {@code String.replaceAll} compiled
   * it per thread per snapshot, and that harness code, hot only after many rounds, was still being JIT-compiled while
   * the next timed chain ran (its compilation was charged to the ops).
   */
  private static final Pattern THREAD_NUMBERING = Pattern.compile("[0-9a-f]{6,}.*|[0-9]+");

  private ProcessCpu() {}

  /** This process's CPU time in nanoseconds, or -1 where the JVM does not report it. */
  static long clientNanos() {
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      return os.getProcessCpuTime();
    }
    return -1;
  }

  /** The calling thread's CPU time in nanoseconds. */
  static long threadNanos() {
    return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
  }

  /**
   * Process {@code pid}'s CPU time (user + system) in nanoseconds from {@code /proc/<pid>/stat},
   * or -1 where there is no /proc. The kernel scales these ticks from its exact run-time clock, so
   * over a second or more of work the error is the last tick (10 ms).
   */
  static long processNanos(long pid) {
    Path stat = Path.of("/proc", Long.toString(pid), "stat");
    try {
      String s = Files.readString(stat);
      // the command name (field 2) is in parentheses and may hold spaces: count fields after its ')'
      String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
      long utime = Long.parseLong(f[11]); // field 14
      long stime = Long.parseLong(f[12]); // field 15
      return (utime + stime) * NANOS_PER_TICK;
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  /**
   * CPU nanoseconds per thread of process {@code pid} (from {@code /proc/<pid>/task}), summed by
   * thread name with digits dropped, so a pool's threads and the JVM's GC and compiler threads
   * count as one line each; threads that ended since are missing. Empty where there is no /proc.
   */
  static Map<String, Long> byThread(long pid) {
    Map<String, Long> out = new HashMap<>();
    try (Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
      tasks.forEach(task -> {
        try {
          String s = Files.readString(task.resolve("stat"));
          String name = s.substring(s.indexOf('(') + 1, s.lastIndexOf(')'));
          name = THREAD_NUMBERING.matcher(name).replaceAll("#");
          String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
          out.merge(name, (Long.parseLong(f[11]) + Long.parseLong(f[12])) * NANOS_PER_TICK, Long::sum);
        } catch (IOException | RuntimeException threadEnded) {
          // the thread ended between listing and reading
        }
      });
    } catch (IOException | RuntimeException noProc) {
      return out;
    }
    return out;
  }

  /** Per-thread-name CPU between two {@link #byThread} snapshots, in µs per op, largest first, above 0.05 µs. */
  static String perOp(Map<String, Long> before, Map<String, Long> after, int ops) {
    Map<Double, String> sorted = new TreeMap<>(java.util.Comparator.reverseOrder());
    after.forEach((name, nanos) -> {
      double micros = (nanos - before.getOrDefault(name, 0L)) / 1e3 / ops;
      if (micros >= 0.05) {
        sorted.merge(micros + Math.random() * 1e-9, name, (a, b) -> a);
      }
    });
    StringBuilder sb = new StringBuilder();
    sorted.forEach((micros, name) -> sb.append(String.format("%s %.2f, ", name, micros)));
    return sb.length() == 0 ? "-" : sb.substring(0, sb.length() - 2);
  }

  /** The JIT compiler threads' CPU between two {@link #byThread} snapshots (HotSpot names them "C1/C2 CompilerThread<n>"). */
  static long compilerNanos(Map<String, Long> before, Map<String, Long> after) {
    long total = 0;
    for (Map.Entry<String, Long> e : after.entrySet()) {
      if (e.getKey().contains("CompilerThre")) {
        total += e.getValue() - before.getOrDefault(e.getKey(), 0L);
      }
    }
    return total;
  }
}
