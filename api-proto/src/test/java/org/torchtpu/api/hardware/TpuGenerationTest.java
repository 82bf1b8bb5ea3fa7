package org.torchtpu.api.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.torchtpu.api.v1.Generation;

class TpuGenerationTest {

  @ParameterizedTest
  @EnumSource(TpuGeneration.class)
  void everyEntryRoundTripsThroughItsWireValueAndItsName(TpuGeneration g) {
    assertThat(TpuGeneration.of(g.proto())).isSameAs(g);
    assertThat(TpuGeneration.parse(g.displayName())).isSameAs(g);
    assertThat(TpuGeneration.parse(" " + g.displayName().toUpperCase() + " ")).isSameAs(g);
    assertThat(g.proto().name().toLowerCase()).isEqualTo(g.displayName());
  }

  @Test
  void everyWireGenerationHasAnEntry() {
    long wire = Arrays.stream(Generation.values())
        .filter(v -> v != Generation.GENERATION_UNSPECIFIED && v != Generation.UNRECOGNIZED).count();
    assertThat(TpuGeneration.values()).hasSize((int) wire);
  }

  @Test
  void podsAreTheDocumentedFullPods() {
    assertThat(TpuGeneration.V4.podChips()).isEqualTo(4096);
    assertThat(TpuGeneration.V5E.podChips()).isEqualTo(256);
    assertThat(TpuGeneration.V5P.podChips()).isEqualTo(8960);
    assertThat(TpuGeneration.V6E.podChips()).isEqualTo(256);
    assertThat(TpuGeneration.V7.podChips()).isEqualTo(9216);
    assertThat(TpuGeneration.V5E.torusRank()).isEqualTo(2);
    assertThat(TpuGeneration.V6E.threeD()).isFalse();
    assertThat(TpuGeneration.V5P.torusRank()).isEqualTo(3);
    assertThat(TpuGeneration.V7.devicesPerChip()).isEqualTo(2);
    assertThat(TpuGeneration.V6E.devicesPerChip()).isEqualTo(1);
  }

  @Test
  void unknownNamesAndUnsetWireValuesAreRefusedNamingTheValidOnes() {
    assertThatThrownBy(() -> TpuGeneration.parse("v9")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'v9'").hasMessageContaining("v4, v5e, v5p, v6e, v7");
    assertThatThrownBy(() -> TpuGeneration.of(Generation.GENERATION_UNSPECIFIED))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("v4, v5e, v5p, v6e, v7");
    assertThat(TpuGeneration.find(Generation.UNRECOGNIZED)).isEmpty();
    assertThat(TpuGeneration.find((String) null)).isEmpty();
    assertThat(TpuGeneration.protoNames()).isEqualTo("V4, V5E, V5P, V6E, V7");
  }
}
