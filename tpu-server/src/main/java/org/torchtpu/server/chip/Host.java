package org.torchtpu.server.chip;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.HostInfo;

/** A tpu-server host: several chips of one generation attached over PCIe. */
public final class Host {
  private final String id;
  private final Generation generation;
  private final List<Chip> chips;

  public Host(String id, Generation generation, int chipCount) {
    this(id, ChipSpecs.of(generation), chipCount);
  }

  /** A host of chips of {@code spec} (tests use a small HBM to reach its limit with small values). */
  public Host(String id, ChipSpec spec, int chipCount) {
    if (chipCount < 1) {
      throw new IllegalArgumentException("a host needs at least one chip, got " + chipCount);
    }
    this.id = id;
    this.generation = spec.getGeneration();
    List<Chip> list = new ArrayList<>(chipCount);
    for (int i = 0; i < chipCount; i++) {
      list.add(new Chip(i, spec));
    }
    this.chips = List.copyOf(list);
  }

  public String id() {
    return id;
  }

  public Generation generation() {
    return generation;
  }

  public List<Chip> chips() {
    return chips;
  }

  public HostInfo info() {
    HostInfo.Builder b = HostInfo.newBuilder().setHostId(id).setGeneration(generation);
    chips.forEach(c -> b.addChips(c.info()));
    return b.build();
  }
}
