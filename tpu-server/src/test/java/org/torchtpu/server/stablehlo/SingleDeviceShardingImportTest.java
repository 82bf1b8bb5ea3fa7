package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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

  private static Graph parseModule(String attributes, String body) {
    return StableHloImporter.parse("""
        module @m attributes {%a} {
          func.func public @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
            %0 = %b
            return %0 : tensor<8x4xf32>
          }
        }
        """.replace("%a", attributes).replace("%b", body));
  }

  private static Graph permute(String pairs) {
    return parse("""
        %0 = "stablehlo.collective_permute"(%x) <{source_target_pairs = %p}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
          return %0 : tensor<8x4xf32>""".replace("%p", pairs), "tensor<8x4xf32>");
  }

  private static Graph allReduce(String groups) {
    return parse("""
        %0 = "stablehlo.all_reduce"(%x) <{replica_groups = %g}> ({
          ^bb0(%a: tensor<f32>, %b: tensor<f32>):
            %s = stablehlo.add %a, %b : tensor<f32>
            stablehlo.return %s : tensor<f32>
          }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
          return %0 : tensor<8x4xf32>""".replace("%g", groups), "tensor<8x4xf32>");
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

  /**
   * source_target_pairs that a one-device export cannot hold, each refused naming what was wrong; the attribute is
   * checked from its declared type before anything is decoded (a few bytes declaring 2^25 pairs of i64 would expand to
   * 512 MiB).
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "dense<0> : tensor<33554432x2xi64> | source_target_pairs is tensor<33554432x2xi64>",
      "dense<0>                          | source_target_pairs must be a dense<...> : tensor<Nx2xi64>",
      "dense<0> : i64                    | source_target_pairs must be a dense<...> : tensor<Nx2xi64>",
      "dense<0.5> : tensor<1x2xf32>      | source_target_pairs is tensor<1x2xf32>",
      "dense<[1, 1, 0]> : tensor<3xi64>  | source_target_pairs is tensor<3xi64>",
      // StableHLO: a device no pair targets receives zeros, so [[1, 1]] is not the identity on device 0
      "dense<[[1, 1]]> : tensor<1x2xi64> | send from device 1 to device 1"})
  void sourceTargetPairsAOneDeviceExportCannotHoldAreRefused(String pairs, String named) {
    assertThatThrownBy(() -> permute(pairs))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining(named);
  }

  /** replica_groups a one-device export cannot hold, checked from the declared type first as above. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "dense<0> : tensor<33554432x1xi64> | replica_groups is tensor<33554432x1xi64>",
      "dense<0.5> : tensor<1x1xf32>      | replica_groups is tensor<1x1xf32>",
      "dense<0>                          | replica_groups must be a dense<...> : tensor<Nx1xi64>",
      "dense<[[3]]> : tensor<1x1xi64>    | replica_groups name device 3"})
  void replicaGroupsAOneDeviceExportCannotHoldAreRefused(String groups, String named) {
    assertThatThrownBy(() -> allReduce(groups))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining(named);
  }

  @Test
  void aMissingSourceTargetPairsIsRefused() {
    assertThatThrownBy(() -> parse("""
        %0 = "stablehlo.collective_permute"(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>
          return %0 : tensor<8x4xf32>""", "tensor<8x4xf32>"))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("missing attribute source_target_pairs");
  }

  @Test
  void collectivesOfAModuleDeclaringSeveralDevicesAreRefused() {
    String collective = """
        "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<0> : tensor<1x2xi64>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>""";
    assertThatThrownBy(() -> parseModule("mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32", collective))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("declares 2 devices (mhlo.num_partitions = 2, mhlo.num_replicas = 1)");
    assertThatThrownBy(() -> parseModule("mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i32", collective))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("declares 4 devices");
    assertThat(parseModule("mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32", collective).getOpsList())
        .isEmpty();
  }

  @Test
  void aManualRegionOfAModuleDeclaringSeveralDevicesIsRefusedButAnAnnotationImports() {
    assertThatThrownBy(() -> parseModule("mhlo.num_partitions = 2 : i32", """
        stablehlo.custom_call @SPMDFullToShardShape(%x) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>"""))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("@SPMDFullToShardShape")
        .hasMessageContaining("declares 2 devices");
    // a jit program with shardings (the SPMD compile's input) annotates values without entering a manual region
    assertThat(parseModule("mhlo.num_partitions = 2 : i32", """
        stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>""")
        .getOpsList()).isEmpty();
  }

  @Test
  void refusalsDoNotRecommendTheSpmdCompileThatRefusesThemToo() {
    for (Runnable refused : List.<Runnable>of(
        () -> permute("dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>"),
        () -> allReduce("dense<[[0, 1]]> : tensor<1x2xi64>"),
        () -> parse("""
            %0 = stablehlo.custom_call @SPMDFullToShardShape(%x) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<4x4xf32>
              return %0 : tensor<4x4xf32>""", "tensor<4x4xf32>"))) {
      assertThatThrownBy(refused::run)
          .isInstanceOf(StableHloImportException.class)
          .hasMessageContaining("CompileRequest.spmd") // an SPMD compile runs them (ShardMapExecutionTest)
          .hasMessageContaining("are not supported")
          .hasMessageContaining("one-device mesh");
    }
  }

  @Test
  void aShardyManualComputationIsRefusedSayingShardMapRegionsAreNotSupported() {
    // jax.shard_map(lambda a: lax.psum(a, "x")) on a 2-device mesh, exported with Shardy (JAX 0.8)
    assertThatThrownBy(() -> StableHloImporter.parse("""
        module @jit__lambda attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
          sdy.mesh @mesh = <["x"=2]>
          func.func public @main(%arg0: tensor<8xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
            %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
              %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
              ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
                %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
                stablehlo.return %2 : tensor<f32>
              }) : (tensor<4xf32>) -> tensor<4xf32>
              sdy.return %1 : tensor<4xf32>
            } : (tensor<8xf32>) -> tensor<4xf32>
            return %0 : tensor<4xf32>
          }
        }
        """))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("sdy.manual_computation")
        .hasMessageContaining("shard_map manual regions and collectives over several devices are not supported")
        .hasMessageContaining("CompileRequest.spmd"); // which runs it (ShardMapExecutionTest)
  }
}
