package org.torchtpu.server.fabric.bulk;

import java.net.InetAddress;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * How often the bulk channel warns about failed connections: anyone who reaches the port can fail a handshake as often
 * as they like, so the log must not be floodable from outside. One line per remote address and period (its next line
 * says how many were left out since the last), and at most {@link #LINES_PER_PERIOD} lines a period in all: a stranger
 * cycling through more addresses than are remembered (the oldest forgotten) gets no more, and the first line of the
 * next period is preceded by one summary of what was left out.
 */
final class WarningRate {
  static final long PERIOD_NANOS = 60_000_000_000L;
  static final int LINES_PER_PERIOD = 60;
  private static final int ADDRESSES_REMEMBERED = 1024;

  private final LongSupplier nanoClock;
  private final long periodNanos;
  private final int linesPerPeriod;
  private final Consumer<String> sink;
  private final Map<InetAddress, Window> windows = new LinkedHashMap<>(16, 0.75f, false) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<InetAddress, Window> eldest) {
      return size() > ADDRESSES_REMEMBERED;
    }
  };
  private long periodStartNanos;
  private int linesThisPeriod;
  /** Warnings left out by the cap in all (not by an address's own window) since the last summary. */
  private long leftOutByCap;

  private static final class Window {
    long startNanos;
    long suppressed;
  }

  /** @param sink where the lines go (the log) */
  WarningRate(Consumer<String> sink) {
    this(System::nanoTime, PERIOD_NANOS, LINES_PER_PERIOD, sink);
  }

  WarningRate(LongSupplier nanoClock, long periodNanos, int linesPerPeriod, Consumer<String> sink) {
    this.nanoClock = nanoClock;
    this.periodNanos = periodNanos;
    this.linesPerPeriod = linesPerPeriod;
    this.sink = sink;
    this.periodStartNanos = nanoClock.getAsLong();
  }

  /** Writes {@code line}, a warning about {@code from}, unless its address or the total is over its rate. */
  synchronized void warn(InetAddress from, String line) {
    long now = nanoClock.getAsLong();
    if (now - periodStartNanos >= periodNanos) {
      if (leftOutByCap > 0) {
        sink.accept("bulk channel: " + leftOutByCap + " more warnings about failed connections left out since the last"
            + " line (at most " + linesPerPeriod + " a period in all)");
      }
      periodStartNanos = now;
      linesThisPeriod = 0;
      leftOutByCap = 0;
    }
    Window w = windows.get(from);
    if (w != null && now - w.startNanos < periodNanos) {
      w.suppressed++;
      return;
    }
    if (linesThisPeriod >= linesPerPeriod) {
      leftOutByCap++; // the address's window is not started: its next warning, a period on, is written
      return;
    }
    linesThisPeriod++;
    long left = 0;
    if (w == null) {
      w = new Window();
      windows.put(from, w);
    } else {
      left = w.suppressed;
    }
    w.startNanos = now;
    w.suppressed = 0;
    sink.accept(left == 0 ? line : line + " (" + left + " more from this address since the last line, not logged)");
  }
}
