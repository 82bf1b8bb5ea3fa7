package org.torchtpu.server.fabric.bulk;

import java.net.InetAddress;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * How often the bulk channel warns about one remote address: a stranger who opens connection after connection and
 * fails the handshake each time gets one line per period, the next one saying how many were left out, so the log
 * cannot be flooded from outside. Remembers a bounded number of addresses (the oldest forgotten): a flood from many
 * addresses costs at most one line per address and period, and no unbounded memory.
 */
final class WarningRate {
  static final long PERIOD_NANOS = 60_000_000_000L;
  private static final int ADDRESSES_REMEMBERED = 1024;

  private final LongSupplier nanoClock;
  private final long periodNanos;
  private final Map<InetAddress, Window> windows = new LinkedHashMap<>(16, 0.75f, false) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<InetAddress, Window> eldest) {
      return size() > ADDRESSES_REMEMBERED;
    }
  };

  private static final class Window {
    long startNanos;
    long suppressed;
  }

  WarningRate() {
    this(System::nanoTime, PERIOD_NANOS);
  }

  WarningRate(LongSupplier nanoClock, long periodNanos) {
    this.nanoClock = nanoClock;
    this.periodNanos = periodNanos;
  }

  /**
   * Whether to log a warning about {@code from} now: -1 for no (counted towards the next line), else the number of
   * warnings about it left out since its last line.
   */
  synchronized long admit(InetAddress from) {
    long now = nanoClock.getAsLong();
    Window w = windows.get(from);
    if (w == null) {
      w = new Window();
      w.startNanos = now;
      windows.put(from, w);
      return 0;
    }
    if (now - w.startNanos < periodNanos) {
      w.suppressed++;
      return -1;
    }
    long left = w.suppressed;
    w.startNanos = now;
    w.suppressed = 0;
    return left;
  }
}
