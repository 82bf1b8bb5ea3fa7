package org.torchtpu.server.compiler.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The advisor's and simulator's imports by content: per caller, bounded, small ones only, failures never kept. */
class ImportedModulesTest {
  private final AtomicInteger imports = new AtomicInteger();

  private String importOf(String text) {
    imports.incrementAndGet();
    return "graph of " + text;
  }

  @Test
  void eachCallersImportsAreItsOwnAndOneCallersFloodKeepsAnothersEntries() {
    ImportedModules<String> modules = new ImportedModules<>(String::length);
    modules.importOnce("victim", "m", "v", () -> importOf("m"));
    long floodEntries = 4 * ImportedModules.CAPACITY_BYTES / ImportedModules.ENTRY_OVERHEAD_BYTES;
    for (int i = 0; i < floodEntries; i++) {
      String text = "m" + i;
      modules.importOnce("attacker", text, "v", () -> importOf(text));
    }
    int before = imports.get();
    assertThat(modules.importOnce("victim", "m", "v", () -> importOf("m"))).isEqualTo("graph of m");
    assertThat(imports.get()).as("the victim's import is still known").isEqualTo(before);
    modules.importOnce("other", "m", "v", () -> importOf("m"));
    assertThat(imports.get()).as("another caller imports itself").isEqualTo(before + 1);
    modules.importOnce("victim", "m", "w", () -> importOf("m"));
    assertThat(imports.get()).as("another variant is another import").isEqualTo(before + 2);
  }

  @Test
  void theKeptImportsAreBoundedByTheirEstimatedHeapPerCallerAndOnTheHost() {
    ImportedModules<String> modules = new ImportedModules<>(s -> ImportedModules.MAX_KEPT_BYTES);
    long largest = modules.heapEstimate("x");
    for (int caller = 0; caller < 6; caller++) { // 3 of the largest per caller, 15 on the host: the 6th is over it
      for (int i = 0; i < 10; i++) {
        modules.importOnce("caller-" + caller, "m" + i, "v", () -> "graph");
      }
      assertThat(modules.keptHeap()).as("after caller %d", caller).isLessThanOrEqualTo(ImportedModules.CAPACITY_BYTES);
    }
    assertThat(modules.keptHeap()).as("the host holds as many of the largest as fit")
        .isGreaterThan(ImportedModules.CAPACITY_BYTES - largest);
    int before = imports.get();
    modules.importOnce("caller-5", "m9", "v", () -> importOf("m9"));
    assertThat(imports.get()).as("the last caller's latest import is kept").isEqualTo(before);
    modules.importOnce("caller-5", "m0", "v", () -> importOf("m0"));
    assertThat(imports.get()).as("past its share, its oldest went").isEqualTo(before + 1);
  }

  @Test
  void aLargeImportAndAFailedOneAreNotKept() {
    ImportedModules<String> modules = new ImportedModules<>(s -> ImportedModules.MAX_KEPT_BYTES + 1L);
    modules.importOnce("a", "big", "v", () -> importOf("big"));
    modules.importOnce("a", "big", "v", () -> importOf("big"));
    assertThat(imports).hasValue(2);
    ImportedModules<String> failing = new ImportedModules<>(String::length);
    for (int i = 0; i < 2; i++) {
      assertThatThrownBy(() -> failing.importOnce("a", "bad", "v", () -> {
        imports.incrementAndGet();
        throw new IllegalArgumentException("bad module");
      })).hasMessage("bad module");
    }
    assertThat(imports).hasValue(4);
    assertThat(failing.hits()).isZero();
  }
}
