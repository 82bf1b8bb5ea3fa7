package org.torchtpu.server.chip;

import org.torchtpu.api.hardware.TpuGeneration;
import org.torchtpu.api.v1.Generation;

/**
 * The inter-chip interconnect (ICI) of one generation, for pricing collectives.
 *
 * <p>Per-link bandwidth is the Cloud TPU per-chip bidirectional figure divided by the chip's ICI ports where Cloud
 * publishes both (v5e, v5p, v6e, v7). The scaling book's tables list slightly lower achievable per-link figures
 * (e.g. 1.8e11 for v5p/v6e, 9e10 for v5e); we keep the published specification. Sources as in {@link ChipSpecs},
 * plus [BOOK-3]: "How to Scale Your Model", part 3 "Sharded Matrices", "A note on ICI latency".
 *
 * @param linkBidirectionalBytesPerSecond bytes per second one link carries, both directions together
 * @param linksPerChip ICI links leaving one chip (4 on a 2D torus, 6 on a 3D torus)
 * @param hopLatencySeconds fixed cost of one hop, whatever the payload
 */
public record IciSpec(double linkBidirectionalBytesPerSecond, int linksPerChip, double hopLatencySeconds) {

  /** [BOOK-3] "Each hop over an ICI link has some intrinsic overhead ... typically around 1us." Same for all. */
  static final double HOP_LATENCY_SECONDS = 1e-6;

  // v4: [BOOK] "TPU v4p ... ICI BW/link (bidi) 9e10"; [BOOK] v4 and v5p connect to "the nearest 6 neighbors".
  static final double V4_LINK_BIDI = 90e9;
  static final int V4_LINKS = 6;
  // v5e: [CLOUD-v5e] "Bidirectional ICI bandwidth (per chip) 400 GBps", "ICI ports per chip 4" -> 100 GB/s a link.
  static final double V5E_LINK_BIDI = 400e9 / 4;
  static final int V5E_LINKS = 4;
  // v5p: [CLOUD-v5p] "Bidirectional ICI bandwidth per chip (GBps) 1200" over 6 links (3D torus) -> 200 GB/s.
  static final double V5P_LINK_BIDI = 1200e9 / 6;
  static final int V5P_LINKS = 6;
  // v6e: [CLOUD-v6e] "Bidirectional ICI bandwidth (per chip) 800 GBps", "ICI ports per chip 4" -> 200 GB/s.
  static final double V6E_LINK_BIDI = 800e9 / 4;
  static final int V6E_LINKS = 4;
  // v7: [CLOUD-7x] "Bi-directional ICI bandwidth per chip (GB/s) 1200". Port count not published; a 3D torus
  // gives each chip 6 neighbours as on v5p, so 6 links (estimate) -> 200 GB/s a link.
  static final double V7_LINK_BIDI = 1200e9 / 6;
  static final int V7_LINKS = 6;

  public IciSpec {
    if (!(linkBidirectionalBytesPerSecond > 0) || linksPerChip <= 0 || hopLatencySeconds < 0) {
      throw new IllegalArgumentException("invalid ICI spec: " + linkBidirectionalBytesPerSecond + " B/s per link, "
          + linksPerChip + " links, " + hopLatencySeconds + " s per hop");
    }
  }

  /** The ICI figures of one generation. */
  public static IciSpec of(Generation generation) {
    return switch (TpuGeneration.of(generation)) {
      case V4 -> new IciSpec(V4_LINK_BIDI, V4_LINKS, HOP_LATENCY_SECONDS);
      case V5E -> new IciSpec(V5E_LINK_BIDI, V5E_LINKS, HOP_LATENCY_SECONDS);
      case V5P -> new IciSpec(V5P_LINK_BIDI, V5P_LINKS, HOP_LATENCY_SECONDS);
      case V6E -> new IciSpec(V6E_LINK_BIDI, V6E_LINKS, HOP_LATENCY_SECONDS);
      case V7 -> new IciSpec(V7_LINK_BIDI, V7_LINKS, HOP_LATENCY_SECONDS);
    };
  }

  /** One direction of one link: half the bidirectional figure. */
  public double linkOneWayBytesPerSecond() {
    return linkBidirectionalBytesPerSecond / 2;
  }

  /** Everything one chip can push and receive over all its links at once. */
  public double chipBidirectionalBytesPerSecond() {
    return linkBidirectionalBytesPerSecond * linksPerChip;
  }
}
