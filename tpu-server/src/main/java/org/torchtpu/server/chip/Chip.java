package org.torchtpu.server.chip;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.torchtpu.api.v1.ChipInfo;
import org.torchtpu.api.v1.ChipSpec;

/** One simulated chip of a host: its published figures and its HBM in use. */
public final class Chip {
  private final int index;
  private final ChipSpec spec;
  private final AtomicLong hbmUsed = new AtomicLong();
  /** High-water mark of {@link #hbmUsed}: what a program needed at its worst moment, which a sample of the current use misses. */
  private final AtomicLong hbmPeak = new AtomicLong();
  private final AtomicInteger sessions = new AtomicInteger();

  public Chip(int index, ChipSpec spec) {
    this.index = index;
    this.spec = spec;
  }

  public int index() {
    return index;
  }

  public ChipSpec spec() {
    return spec;
  }

  public long hbmUsed() {
    return hbmUsed.get();
  }

  public long hbmPeak() {
    return hbmPeak.get();
  }

  public long hbmCapacity() {
    return spec.getHbmBytes();
  }

  /**
   * Reserves HBM for a new value, or fails naming the sizes, as a real allocator does when
   * a program's buffers do not fit.
   *
   * @param what the value being allocated, for the message (e.g. "f32[4096,4096]")
   */
  public void allocate(long bytes, String what) {
    allocate(bytes, () -> what);
  }

  /** As {@link #allocate(long, String)}, with the value's description built only for a failure's message. */
  public void allocate(long bytes, java.util.function.Supplier<String> what) {
    while (true) {
      long used = hbmUsed.get();
      if (bytes > spec.getHbmBytes() - used) {
        throw new HbmExhaustedException(String.format(
            "HBM exhausted on chip %d (%s, %s): allocating %s needs %s but %s of %s is in use (%s free)",
            index, spec.getGeneration().name().toLowerCase(), bytesText(spec.getHbmBytes()), what.get(),
            bytesText(bytes), bytesText(used), bytesText(spec.getHbmBytes()), bytesText(spec.getHbmBytes() - used)));
      }
      if (hbmUsed.compareAndSet(used, used + bytes)) {
        hbmPeak.accumulateAndGet(used + bytes, Math::max);
        return;
      }
    }
  }

  public void release(long bytes) {
    hbmUsed.addAndGet(-bytes);
  }

  public void sessionOpened() {
    sessions.incrementAndGet();
  }

  public void sessionClosed() {
    sessions.decrementAndGet();
  }

  public ChipInfo info() {
    return ChipInfo.newBuilder()
        .setIndex(index)
        .setSpec(spec)
        .setHbmUsedBytes(hbmUsed.get())
        .setHbmPeakBytes(hbmPeak.get())
        .setSessions(sessions.get())
        .build();
  }

  /** Human-readable byte count: exact bytes plus a binary-unit figure. */
  public static String bytesText(long bytes) {
    if (bytes < 1024) {
      return bytes + " B";
    }
    String[] units = {"KiB", "MiB", "GiB", "TiB"};
    double v = bytes;
    int u = -1;
    while (v >= 1024 && u < units.length - 1) {
      v /= 1024;
      u++;
    }
    return String.format("%d B (%.2f %s)", bytes, v, units[u]);
  }
}
