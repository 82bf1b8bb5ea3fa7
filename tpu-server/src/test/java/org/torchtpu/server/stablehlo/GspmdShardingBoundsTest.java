package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

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

  /** Each case: a sharding, its parameter's type, and what the refusal must name. */
  static Stream<Arguments> refusedShardings() {
    String tooMany = "more than " + GspmdSharding.MAX_DEVICES + " devices";
    return Stream.of(
        // an iota of more devices than a mesh holds, refused before it is built
        Arguments.of("{devices=[2147483647]<=[2147483647]}", "tensor<8xf32>",
            List.of(tooMany, "tile counts [2147483647]")),
        // tile counts whose product overflows an int: 65536 x 65536 is 0 in int arithmetic
        Arguments.of("{devices=[65536,65536]<=[65536,65536]}", "tensor<8x8xf32>",
            List.of(tooMany, "tile counts [65536, 65536]")),
        // a number out of range
        Arguments.of("{devices=[99999999999]<=[8]}", "tensor<8xf32>", List.of("99999999999")),
        // a transpose that is no permutation
        Arguments.of("{devices=[2,4]<=[2,4]T(5,0)}", "tensor<8x8xf32>", List.of("T(5,0)")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refusedShardings")
  void aShardingOutOfBoundsIsAnImportErrorNamingIt(String sharding, String type, List<String> named) {
    assertThatThrownBy(() -> importWith(sharding, type))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContainingAll(named.toArray(String[]::new));
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
