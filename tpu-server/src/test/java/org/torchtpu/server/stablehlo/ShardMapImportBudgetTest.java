package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A shard_map module's collectives are sized by a mesh the text states (REST simulate takes it from the module):
 * the mesh is bounded before any op is imported, and the replica groups an import expands are charged against a
 * per-import budget, so a few bytes of text cannot make the server allocate gigabytes.
 */
public class ShardMapImportBudgetTest {
  /** {@code count} chained psums over {@code groups} on a scalar, in a module of {@code partitions} partitions. */
  public static String psums(long partitions, int count, String groups) {
    StringBuilder body = new StringBuilder();
    for (int i = 0; i < count; i++) {
      body.append("    %").append(i + 1).append(" = \"stablehlo.all_reduce\"(%").append(i)
          .append(") <{replica_groups = ").append(groups).append(", use_global_device_ids}> ({\n")
          .append("    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n")
          .append("      %s = stablehlo.add %a, %b : tensor<f32>\n")
          .append("      stablehlo.return %s : tensor<f32>\n")
          .append("    }) : (tensor<f32>) -> tensor<f32>\n");
    }
    return "module @jit_f attributes {mhlo.num_partitions = " + partitions + " : i32, mhlo.num_replicas = 1 : i32} {\n"
        + "  func.func public @main(%0: tensor<f32>) -> (tensor<f32>) {\n" + body
        + "    return %" + count + " : tensor<f32>\n  }\n}\n";
  }

  private static long allocatedBytes() {
    return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
  }

  @Test
  void aModuleMeshOfTwoBillionDevicesIsRefusedBeforeItsCollectiveIsImported() {
    String text = psums(2_000_000_000L, 1, "dense<[[0, 1]]> : tensor<1x2xi64>");
    long before = allocatedBytes();
    assertThatThrownBy(() -> ShardingImport.importModule(text, null))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("the module's mesh, from its mhlo.num_partitions [2000000000], has more than "
            + (1 << 20) + " devices");
    // before the fix the import made a boolean[2e9] (2 GB) per collective; now nothing sized by the mesh
    assertThat(allocatedBytes() - before).isLessThan(64L << 20);
  }

  @Test
  void theCallersMeshCheckRunsOnTheModuleMeshBeforeAnyOpIsImported() {
    AtomicReference<int[]> checked = new AtomicReference<>();
    // the group names device 9 of a 16-device module: the import would refuse it, but the caller's bound comes first
    assertThatThrownBy(() -> ShardingImport.importModule(psums(16, 1, "dense<[[0, 9]]> : tensor<1x2xi64>"), null,
        m -> {
          checked.set(m);
          throw new IllegalArgumentException("mesh " + java.util.Arrays.toString(m) + " is past the pod");
        }))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("mesh [16] is past the pod");
    assertThat(checked.get()).containsExactly(16);
  }

  @Test
  void manyEmptyGroupPsumsOnAPodSizedMeshAreRefusedByTheImportsGroupBudget() {
    // 10k psums of "every device" on Ironwood's 18,432 ranks would expand to 184M ints (~740 MB) from ~2 MB of text
    String text = psums(18_432, 10_000, "dense<> : tensor<0x0xi64>");
    long before = allocatedBytes();
    assertThatThrownBy(() -> ShardingImport.importModule(text, new int[] {18_432}))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("stablehlo.all_reduce")
        .hasMessageContaining("more than " + CollectiveGroupBudget.MAX_ENTRIES + " ranks in their replica groups");
    assertThat(allocatedBytes() - before).isLessThan(512L << 20);
  }

  @Test
  void aFewEmptyGroupPsumsOnAPodSizedMeshStillImport() {
    assertThat(ShardingImport.importModule(psums(18_432, 8, "dense<> : tensor<0x0xi64>"), new int[] {18_432})
        .graph().getOpsList().stream().filter(org.torchtpu.api.v1.Op::hasAllReduce)
        .allMatch(o -> o.getAllReduce().getReplicaGroups(0).getRanksCount() == 18_432)).isTrue();
  }
}
