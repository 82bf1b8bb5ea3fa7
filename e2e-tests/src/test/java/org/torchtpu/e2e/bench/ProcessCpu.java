package org.torchtpu.e2e.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU time a benchmark spends on each side of the wire: this JVM's (the client's) from the
 * operating-system MX bean, and a child process's (the server's) from {@code /proc/<pid>/stat},
 * both counting every thread, garbage collection and JIT compilation included.
 */
final class ProcessCpu {
  /** USER_HZ: the unit of /proc's utime and stime on every Linux the project runs on. */
  private static final long NANOS_PER_TICK = 10_000_000L;

  private ProcessCpu() {}

  /** This process's CPU time in nanoseconds, or -1 where the JVM does not report it. */
  static long clientNanos() {
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      return os.getProcessCpuTime();
    }
    return -1;
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
}
