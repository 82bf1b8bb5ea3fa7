package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Graph;

/**
 * Sharding annotations and collectives of a function exported on a one-device mesh import as their operands
 * (the corpus's sharded_mlp_gspmd and sharded_mlp_shardy run such exports against JAX); a module sharded over
 * several devices is refused naming the op and why.
 */
class SingleDeviceShardingImportTest {
  private static Graph parse(String body, String type) {
    return StableHloImporter.parse("""
        func.func @main(%x: tensor<8x4xf32>) -> %t {
          %b
        }
        """.replace("%t", type).replace("%b", body));
  }

  @Test
  void annotationsAndOneDeviceCollectivesAreTheirOperands() {
    Graph g = parse("""
        %0 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
          %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
          %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<0> : tensor<1x1xi64>, use_global_device_ids}> ({
          ^bb0(%a: tensor<f32>, %b: tensor<f32>):
            %s = stablehlo.add %a, %b : tensor<f32>
            stablehlo.return %s : tensor<f32>
          }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
          %3 = "stablehlo.collective_permute"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<0> : tensor<1x2xi64>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
          %4 = sdy.sharding_constraint %3 <@mesh, [{"x"}, {}]> : tensor<8x4xf32>
          return %4 : tensor<8x4xf32>""", "tensor<8x4xf32>");
    assertThat(g.getOpsList()).isEmpty();
    assertThat(g.getOutputsList()).containsExactly(g.getParameters(0).getId());
  }

  @Test
  void aCollectiveAmongSeveralDevicesIsRefused() {
    assertThatThrownBy(() -> parse("""
        %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x4xf32>) -> tensor<16x4xf32>
          return %0 : tensor<16x4xf32>""", "tensor<16x4xf32>"))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("stablehlo.all_gather")
        .hasMessageContaining("replica_groups of 2 devices each");
    assertThatThrownBy(() -> parse("""
        %0 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
          return %0 : tensor<8x4xf32>""", "tensor<8x4xf32>"))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("send from device 0 to device 1");
  }

  @Test
  void aManualRegionOfAShardedModuleIsRefused() {
    assertThatThrownBy(() -> parse("""
        %0 = stablehlo.custom_call @SPMDFullToShardShape(%x) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<4x4xf32>
          return %0 : tensor<4x4xf32>""", "tensor<4x4xf32>"))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("@SPMDFullToShardShape")
        .hasMessageContaining("sharded over more than one device");
  }
}
