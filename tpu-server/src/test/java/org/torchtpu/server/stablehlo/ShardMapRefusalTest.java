package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.server.compiler.spmd.Mesh;
import org.torchtpu.server.compiler.spmd.SpmdPartitioner;
import org.torchtpu.server.ir.CompileException;

/**
 * What a shard_map module may not do in an SPMD compile, each refused naming the op, the line and why: collectives
 * reaching devices outside the mesh, malformed or oversized groups (refused before they are expanded), regions manual
 * over only some mesh axes, a module mesh other than the compile's; and the same module outside an SPMD compile.
 */
class ShardMapRefusalTest {
  /** A psum over {@code groups} inside a shard_map over 4 devices (GSPMD's spelling, as JAX 0.10 exports it). */
  static String gspmd(String groups, String fullToShardSharding) {
    return """
        module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
          func.func public @main(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
            %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
            %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "MANUAL"} : (tensor<8x4xf32>) -> tensor<2x4xf32>
            %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = GROUPS, use_global_device_ids}> ({
            ^bb0(%a: tensor<f32>, %b: tensor<f32>):
              %s = stablehlo.add %a, %b : tensor<f32>
              stablehlo.return %s : tensor<f32>
            }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
            %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
            %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<2x4xf32>) -> tensor<8x4xf32>
            return %4 : tensor<8x4xf32>
          }
        }
        """.replace("GROUPS", groups).replace("MANUAL", fullToShardSharding);
  }

  static String gspmd(String groups) {
    return gspmd(groups, "{manual}");
  }

  @Test
  void aPsumOverTheMeshImportsWithItsGroupsAndPartitionsToPerRankCode() {
    ShardingImport.Sharded s = ShardingImport.importModule(gspmd("dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>"),
        new int[] {4});
    AllReduceOp psum = s.graph().getOpsList().stream().filter(Op::hasAllReduce).findFirst().orElseThrow()
        .getAllReduce();
    assertThat(psum.getReplicaGroupsList()).extracting(ReplicaGroup::getRanksList)
        .containsExactly(java.util.List.of(0, 1), java.util.List.of(2, 3));
    SpmdPartitioner.Partitioned p = SpmdPartitioner.partition(s.graph(), Mesh.of(4));
    // the argument has no sharding of its own: each rank takes the whole and slices its block at the boundary
    assertThat(p.localParameterTypes().get(0).getDimsList()).containsExactly(8L, 4L);
    assertThat(p.graph().getOpsList().stream().filter(Op::hasDynamicSlice)).hasSize(1);
    assertThat(p.graph().getOpsList().stream().filter(Op::hasManualRegion)).isEmpty();
    assertThat(p.graph().getOpsList().stream().filter(Op::hasAllReduce)).hasSize(1);
  }

  @Test
  void aGroupNamingADeviceOutsideTheMeshIsRefusedNamingOpAndLine() {
    assertThatThrownBy(() -> ShardingImport.importModule(gspmd("dense<[[0, 1, 2, 9]]> : tensor<1x4xi64>"),
        new int[] {4}))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("line 5")
        .hasMessageContaining("stablehlo.all_reduce")
        .hasMessageContaining("device 9, outside the mesh's devices 0..3");
  }

  @Test
  void anOversizedGroupAttributeIsRefusedFromItsDeclaredTypeBeforeExpansion() {
    // a few bytes of text that would expand to 512 MiB
    assertThatThrownBy(() -> ShardingImport.importModule(gspmd("dense<0> : tensor<33554432x2xi64>"),
        new int[] {4}))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("replica_groups is tensor<33554432x2xi64>")
        .hasMessageContaining("at most once");
  }

  @Test
  void groupsThatRepeatOrMissADeviceAreRefused() {
    assertThatThrownBy(() -> ShardingImport.importModule(gspmd("dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>"),
        new int[] {4}))
        .hasMessageContaining("device 1 twice");
    assertThatThrownBy(() -> ShardingImport.importModule(gspmd("dense<[[0, 1]]> : tensor<1x2xi64>"),
        new int[] {4}))
        .hasMessageContaining("cover 2 of the mesh's 4 devices");
  }

  @Test
  void aRegionManualOverSomeAxesOnlyIsRefused() {
    String text = gspmd("dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>",
        "{devices=[1,1,2,2]<=[4] last_tile_dims={manual, replicated}}");
    assertThatThrownBy(() -> ShardingImport.importModule(text, new int[] {4}))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("@SPMDFullToShardShape")
        .hasMessageContaining("line 4")
        .hasMessageContaining("manual over only some mesh axes");
  }

  @Test
  void outsideAnSpmdCompileTheModuleIsRefusedSayingWhereItRuns() {
    assertThatThrownBy(() -> StableHloImporter.parse(gspmd("dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("CompileRequest.spmd");
  }

  @Test
  void aPermuteWithARepeatedTargetIsRefused() {
    String text = """
        module @jit_f attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
          sdy.mesh @mesh = <["x"=2]>
          func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>) {
            %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
              %1 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 1]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
              sdy.return %1 : tensor<4xf32>
            } : (tensor<8xf32>) -> tensor<8xf32>
            return %0 : tensor<8xf32>
          }
        }
        """;
    assertThatThrownBy(() -> ShardingImport.importModule(text, new int[] {2}))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("line 5")
        .hasMessageContaining("target 1 twice");
  }

  static final String SHARDY_2D = """
      module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
        sdy.mesh @mesh = <["x"=2, "y"=2]>
        func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>) {
          %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes=AXES (%arg1: tensor<4xf32>) {
            sdy.return %arg1 : tensor<4xf32>
          } : (tensor<8xf32>) -> tensor<8xf32>
          return %0 : tensor<8xf32>
        }
      }
      """;

  @Test
  void aShardyRegionLeavingAnAxisToTheAutomaticPartitionerIsRefused() {
    assertThatThrownBy(() -> ShardingImport.importModule(SHARDY_2D.replace("AXES", "{\"x\"}"), new int[] {2, 2}))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("sdy.manual_computation")
        .hasMessageContaining("line 4")
        .hasMessageContaining("leave mesh axes [y]");
    Graph ok = ShardingImport.importModule(SHARDY_2D.replace("AXES", "{\"x\", \"y\"}"), new int[] {2, 2}).graph();
    assertThat(ok.getOpsList().stream().filter(Op::hasManualRegion)).hasSize(2);
  }

  @Test
  void aShardyMeshOtherThanTheCompilesIsRefused() {
    assertThatThrownBy(() -> ShardingImport.importModule(SHARDY_2D.replace("AXES", "{\"x\", \"y\"}"),
        new int[] {4}))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("is not the compile's mesh [4]");
  }

  @Test
  void aGraphWhoseRegionCollectiveReachesPastTheMeshIsRefusedByThePartitioner() {
    Graph g = ShardingImport.importModule(gspmd("dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>"), new int[] {4})
        .graph();
    Graph.Builder hostile = g.toBuilder();
    for (int i = 0; i < hostile.getOpsCount(); i++) {
      if (hostile.getOps(i).hasAllReduce()) {
        hostile.setOps(i, hostile.getOps(i).toBuilder().setAllReduce(hostile.getOps(i).getAllReduce().toBuilder()
            .setReplicaGroups(1, ReplicaGroup.newBuilder().addRanks(2).addRanks(7))));
      }
    }
    assertThatThrownBy(() -> SpmdPartitioner.partition(hostile.build(), Mesh.of(4)))
        .isInstanceOf(CompileException.class)
        .hasMessageContaining("all_reduce")
        .hasMessageContaining("rank 7, outside the");
  }

  // ---------------------------------------------------------------- malformed text: refusals, not unchecked crashes

  @Test
  void aGspmdBlockOfAnotherRankThanItsGlobalIsRefusedNamingOpAndLine() {
    String text = gspmd("dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>")
        .replace("(tensor<8x4xf32>) -> tensor<2x4xf32>", "(tensor<8x4xf32>) -> tensor<2xf32>");
    assertThatThrownBy(() -> ShardingImport.importModule(text, new int[] {4}))
        .isInstanceOf(StableHloImportException.class) // was an IndexOutOfBoundsException (INTERNAL)
        .hasMessageContaining("line 4")
        .hasMessageContaining("tensor<2xf32>")
        .hasMessageContaining("differ in rank");
  }

  @Test
  void aShardyBlockArgumentOfAnotherRankThanItsOperandIsRefused() {
    String text = SHARDY_2D.replace("AXES", "{\"x\", \"y\"}")
        .replace("(%arg1: tensor<4xf32>)", "(%arg1: tensor<f32>)")
        .replace("sdy.return %arg1 : tensor<4xf32>", "sdy.return %arg1 : tensor<f32>");
    assertThat(text).contains("(%arg1: tensor<f32>)");
    assertThatThrownBy(() -> ShardingImport.importModule(text, new int[] {2, 2}))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("sdy.manual_computation")
        .hasMessageContaining("differ in rank");
  }

  @Test
  void aZeroRowGroupAttributeOfHugeWidthIsRefusedFromItsDeclaredType() {
    // 0 rows x 2^31 columns passed the entry bound (0 x anything) and wrapped the width negative
    assertThatThrownBy(() -> ShardingImport.importModule(gspmd("dense<> : tensor<0x2147483648xi64>"),
        new int[] {4}))
        .isInstanceOf(StableHloImportException.class) // was a NegativeArraySizeException (INTERNAL)
        .hasMessageContaining("line 5")
        .hasMessageContaining("replica_groups is tensor<0x2147483648xi64>");
  }

  @Test
  void theGenericFormOfAManualComputationIsRefusedNamingIt() {
    String text = """
        module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
          sdy.mesh @mesh = <["x"=4]>
          func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>) {
            %0 = "sdy.manual_computation"(%arg0) ({
            ^bb0(%arg1: tensor<2xf32>):
              sdy.return %arg1 : tensor<2xf32>
            }) {in_shardings = [1], out_shardings = [1], manual_axes = ["x"]} : (tensor<8xf32>) -> tensor<8xf32>
            return %0 : tensor<8xf32>
          }
        }
        """;
    assertThatThrownBy(() -> ShardingImport.importModule(text, new int[] {4}))
        .isInstanceOf(StableHloImportException.class) // was a ClassCastException (INTERNAL)
        .hasMessageContaining("sdy.manual_computation")
        .hasMessageContaining("line 4");
  }

  @Test
  void aManualComputationWhoseShardingsNameTwoMeshesIsRefused() {
    String text = SHARDY_2D.replace("AXES", "{\"x\", \"y\"}")
        .replace("sdy.mesh @mesh = <[\"x\"=2, \"y\"=2]>",
            "sdy.mesh @mesh = <[\"x\"=2, \"y\"=2]>\n        sdy.mesh @other = <[\"x\"=2, \"y\"=2]>")
        .replace("out_shardings=[<@mesh,", "out_shardings=[<@other,");
    assertThat(text).contains("@other, [");
    assertThatThrownBy(() -> ShardingImport.importModule(text, new int[] {2, 2}))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("name meshes @mesh and @other");
  }

  @Test
  void aShardMapModuleDeclaringMeshesOfDifferentShapesIsRefused() {
    String text = SHARDY_2D.replace("AXES", "{\"x\", \"y\"}")
        .replace("sdy.mesh @mesh = <[\"x\"=2, \"y\"=2]>",
            "sdy.mesh @mesh = <[\"x\"=2, \"y\"=2]>\n        sdy.mesh @flat = <[\"z\"=4]>");
    assertThat(text).contains("@flat");
    assertThatThrownBy(() -> ShardingImport.importModule(text, new int[] {2, 2}))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("declares meshes")
        .hasMessageContaining("runs on one mesh");
  }

  @Test
  void aCollectiveOnAGlobalValueOutsideTheManualRegionIsRefusedByThePartitioner() {
    // the region's result (global again after SHARD_TO_FULL) goes through a psum of the module's own: before, any
    // manual region in the graph let it through, taken for a replicated value
    String text = gspmd("dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>").replace("""
            return %4 : tensor<8x4xf32>""", """
            %5 = "stablehlo.all_reduce"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
            ^bb0(%a: tensor<f32>, %b: tensor<f32>):
              %s = stablehlo.add %a, %b : tensor<f32>
              stablehlo.return %s : tensor<f32>
            }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
            return %5 : tensor<8x4xf32>""");
    assertThat(text).contains("%5 = ");
    Graph g = ShardingImport.importModule(text, new int[] {4}).graph();
    assertThat(g.getOpsList().stream().filter(Op::hasAllReduce)).hasSize(2);
    assertThatThrownBy(() -> SpmdPartitioner.partition(g, Mesh.of(4)))
        .isInstanceOf(CompileException.class)
        .hasMessageContaining("all_reduce")
        .hasMessageContaining("runs only inside a shard_map manual region");
  }
}
