package org.torchtpu.server.admin;

import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.torchtpu.api.hardware.TpuGeneration;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.runtime.DeviceSession;
import org.torchtpu.server.runtime.SessionRegistry;

/** Read-only REST view of the host for operators: its chips and the sessions on them. */
@RestController
@RequestMapping("/api/v1")
public class AdminController {
  private final Host host;
  private final SessionRegistry sessions;

  public AdminController(Host host, SessionRegistry sessions) {
    this.host = host;
    this.sessions = sessions;
  }

  /** One chip as operators see it. */
  public record ChipView(int index, String generation, double peakBf16Tflops, long hbmBytes, long hbmUsedBytes,
      double hbmGBps, int mxuDim, int sessions) {
    static ChipView of(Chip chip, int sessionCount) {
      ChipSpec s = chip.spec();
      return new ChipView(chip.index(), TpuGeneration.displayName(s.getGeneration()), s.getPeakBf16Flops() / 1e12,
          s.getHbmBytes(), chip.hbmUsed(), s.getHbmBytesPerSecond() / 1e9, s.getMxuDim(), sessionCount);
    }
  }

  /** One session as operators see it. */
  public record SessionView(String id, String tenant, int chip, String mode, int values, long valueBytes,
      long opsExecuted, double deviceSeconds, double wallSeconds, long createdAtMillis) {
    static SessionView of(DeviceSession s) {
      var t = s.totals();
      return new SessionView(s.id(), s.tenant(), s.chip().index(), s.mode().name(), s.valueCount(), s.valueBytes(),
          s.opsExecuted(), t.getDeviceSeconds(), t.getWallNanos() / 1e9, s.createdAtMillis());
    }
  }

  public record HostView(String hostId, String generation, List<ChipView> chips) {}

  @GetMapping("/chips")
  public HostView chips() {
    List<ChipView> chips = host.chips().stream()
        .map(c -> ChipView.of(c, (int) sessions.all().stream().filter(s -> s.chip() == c).count()))
        .toList();
    return new HostView(host.id(), TpuGeneration.displayName(host.generation()), chips);
  }

  @GetMapping("/sessions")
  public List<SessionView> sessions() {
    return sessions.all().stream().map(SessionView::of).toList();
  }
}
