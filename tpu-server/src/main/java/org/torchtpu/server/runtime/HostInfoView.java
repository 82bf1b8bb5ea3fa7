package org.torchtpu.server.runtime;

import org.torchtpu.api.v1.ChipInfo;
import org.torchtpu.api.v1.HostInfo;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.Callers;

/**
 * What {@code DescribeHost} and {@code DescribeSession} show the caller. Chips are shared by tenants, so the
 * host's own figures (HBM in use and its high-water mark, sessions per chip) add up every tenant's: a tenant key
 * sees instead what its own sessions hold on each chip, and no peak (the chip's peak is every tenant's). Admin
 * and service keys, and every caller with security off, see the host's figures.
 */
final class HostInfoView {
  private HostInfoView() {}

  /** Whether the current caller is a tenant, who sees only its own use of the chips. */
  static boolean scopedToTenant() {
    Caller caller = Callers.current();
    return caller != null && caller.isTenant();
  }

  /**
   * The HBM in use on {@code session}'s chip as the caller may see it ({@code FreeResponse.hbm_used_bytes}): the chip's
   * total for admin and service keys (and with security off); for a tenant key what its own sessions hold there, as
   * in {@link #describeHost}. An abstract session's chip is its private copy, whose total is its own.
   */
  static long chipHbmUsedSeenByCaller(SessionRegistry sessions, DeviceSession session) {
    if (session.isAbstract() || !scopedToTenant()) {
      return session.chip().hbmUsed();
    }
    long bytes = 0;
    for (DeviceSession s : sessions.all()) {
      if (!s.isAbstract() && s.chip() == session.chip() && s.tenant().equals(session.tenant())) {
        bytes += s.valueBytes();
      }
    }
    return bytes;
  }

  static HostInfo describeHost(SessionRegistry sessions) {
    HostInfo host = sessions.host().info();
    Caller caller = Callers.current();
    if (caller == null || !caller.isTenant()) {
      return host;
    }
    long[] bytes = new long[host.getChipsCount()];
    int[] count = new int[host.getChipsCount()];
    for (DeviceSession s : sessions.all()) {
      int chip = s.chip().index();
      // an abstract session sits on a private copy of its chip and holds none of the host's HBM
      if (!s.isAbstract() && s.tenant().equals(caller.owner()) && chip < bytes.length) {
        bytes[chip] += s.valueBytes();
        count[chip]++;
      }
    }
    HostInfo.Builder b = host.toBuilder().clearChips();
    for (ChipInfo c : host.getChipsList()) {
      b.addChips(c.toBuilder().setHbmUsedBytes(bytes[c.getIndex()]).setSessions(count[c.getIndex()]).clearHbmPeakBytes());
    }
    return b.build();
  }
}
