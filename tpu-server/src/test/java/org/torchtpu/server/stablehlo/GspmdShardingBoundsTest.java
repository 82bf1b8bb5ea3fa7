package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * A GSPMD sharding string is a few bytes of a tenant's text that names tile counts, a device list and a mesh: numbers
 * out of range, device counts past what a mesh may hold and transposes that are no permutation are import errors
 * naming the sharding, decided before any per-device array is built (a {@code <=[2147483647]} iota was an 8 GiB
 * array, twelve axes of 2 were 12! orderings listed before the first was tried).
 */
class GspmdShardingBoundsTest {
  private static ShardingImport.Sharded importWith(String sharding, String type) {
    return ShardingImport.importModule("""
        module @m attributes {mhlo.num_partitions = 8 : i32} {
          func.func public @main(%x: %t {mhlo.sharding = "%s"}) -> %t {
            return %x : %t
          }
        }
        """.replace("%s", sharding).replace("%t", type), null);
  }

  @Test
  void anIotaOfMoreDevicesThanAMeshHoldsIsRefusedBeforeItIsBuilt() {
    assertThatThrownBy(() -> importWith("{devices=[2147483647]<=[2147483647]}", "tensor<8xf32>"))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("more than " + GspmdSharding.MAX_DEVICES + " devices")
        .hasMessageContaining("tile counts [2147483647]");
  }

  @Test
  void tileCountsWhoseProductOverflowsAnIntAreRefused() {
    // 65536 x 65536 is 0 in int arithmetic
    assertThatThrownBy(() -> importWith("{devices=[65536,65536]<=[65536,65536]}", "tensor<8x8xf32>"))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("more than " + GspmdSharding.MAX_DEVICES + " devices")
        .hasMessageContaining("tile counts [65536, 65536]");
  }

  @Test
  void aNumberOutOfRangeIsAnImportError() {
    assertThatThrownBy(() -> importWith("{devices=[99999999999]<=[8]}", "tensor<8xf32>"))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("99999999999");
  }

  @Test
  void aTransposeThatIsNoPermutationIsRefused() {
    assertThatThrownBy(() -> importWith("{devices=[2,4]<=[2,4]T(5,0)}", "tensor<8x8xf32>"))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("T(5,0)");
  }

  @Test
  void aMeshOfManyAxesIsMatchedWithoutListingEveryOrdering() {
    // twelve axes of 2, taken together in order: found at once, not after listing 12! orderings
    ShardingImport.Sharded s = importWith("{devices=[4096]<=[2,2,2,2,2,2,2,2,2,2,2,2]}", "tensor<4096xf32>");
    assertThat(s.mesh()).hasSize(12);
    assertThat(s.graph().getParameters(0).getSharding().getDimMeshAxes(0).getAxesList())
        .containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
    // the same axes in reverse order: found among the orderings without listing them all first
    ShardingImport.Sharded reversed = importWith("{devices=[4096]<=[2,2,2,2,2,2,2,2,2,2,2,2]T(11,10,9,8,7,6,5,4,3,2,1,0)}",
        "tensor<4096xf32>");
    assertThat(reversed.graph().getParameters(0).getSharding().getDimMeshAxes(0).getAxesList()).hasSize(12);
  }
}
