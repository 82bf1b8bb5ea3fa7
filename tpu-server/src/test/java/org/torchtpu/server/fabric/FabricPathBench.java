package org.torchtpu.server.fabric;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.exec.DeviceArray;

/**
 * The CPU one part of a cross-host all-reduce costs on the Fabric path, both hosts in this JVM: the
 * sender encodes its operand and sends it to the other host's Fabric service over real gRPC (netty,
 * loopback), which parses, decodes and deposits it; the receiving rank takes it from the mailbox and
 * sums it with its own operand. Prints the process's CPU per part (every thread: both hosts' event
 * loops, the caller, GC and JIT), the wall per part, and the CPU of the Java threads by pool. Parts larger than the
 * open-stream bound (default {@link FabricClient#STREAMED_PART_BYTES}) go in deployed-size chunks. The e2e servers run
 * with {@code -Xmx1g -XX:+UseSerialGC}; pass the same to compare. Run it under JFR to see where the CPU goes:
 * {@code java -XX:StartFlightRecording=filename=fabric.jfr,settings=profile -cp ... FabricPathBench [bytes] [parts] [rounds] [largest part on the open stream] [bulk]}
 * ({@code bulk}: both hosts with a bulk channel, which then carries the data of parts over the open stream's bound).
 */
public final class FabricPathBench {
  private FabricPathBench() {}

  /** CPU time of this JVM's live threads so far, by name without its numbering (a pool's threads together). */
  private static Map<String, Long> cpuByThreadGroup() {
    var mx = ManagementFactory.getThreadMXBean();
    Map<String, Long> out = new java.util.TreeMap<>();
    for (var info : mx.getThreadInfo(mx.getAllThreadIds())) {
      long ns = info == null ? -1 : mx.getThreadCpuTime(info.getThreadId());
      if (ns > 0) {
        out.merge(info.getThreadName().replaceAll("[-#0-9 ]+$", ""), ns, Long::sum);
      }
    }
    return out;
  }

  private static org.torchtpu.server.fabric.bulk.BulkChannel bulkChannel() throws java.io.IOException {
    return org.torchtpu.server.fabric.bulk.BulkChannel.open(
        new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0),
        org.torchtpu.server.fabric.bulk.BulkKey.of("the bench's pod secret", true), BulkProperties.defaults().limits());
  }

  public static void main(String[] args) throws Exception {
    int bytes = args.length > 0 ? Integer.parseInt(args[0]) : 1 << 20;
    int parts = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
    // a deployed host's chunks (torchtpu.fabric.chunk-bytes' default), not the fabric tests' small ones: parts over
    // FabricClient.STREAMED_PART_BYTES travel in them
    FabricProperties fabric = new FabricProperties(30, 0);
    int streamed = args.length > 3 ? Integer.parseInt(args[3]) : FabricClient.STREAMED_PART_BYTES;
    boolean bulk = args.length > 4 && args[4].equals("bulk"); // the data of parts over `streamed` on the bulk channel
    try (TestHost a = new TestHost("bench-a", 1, streamed, fabric, bulk ? bulkChannel() : null);
         TestHost b = new TestHost("bench-b", 1, streamed, fabric, bulk ? bulkChannel() : null)) {
      WorldMembership.Builder world = TestHost.world("bench", TestHost.hosts(a, b), new int[] {0, 0}, 60_000);
      b.openRank(world, 1, EagerMode.DEBUG); // the world is known on B: its parts are checked as in a real collective
      int n = bytes / Float.BYTES;
      float[] x = new float[n];
      float[] y = new float[n];
      for (int i = 0; i < n; i++) {
        x[i] = i * 0.37f - 1.1f;
        y[i] = i * 0.11f + 0.5f;
      }
      DeviceArray sent = DeviceArray.ofFloats(DType.F32, new int[] {n}, x);
      DeviceArray own = DeviceArray.ofFloats(DType.F32, new int[] {n}, y);
      Op issued = Op.newBuilder().setAllReduce(org.torchtpu.api.v1.AllReduceOp.newBuilder()
          .setReduction(CollectiveReduction.COLLECTIVE_SUM)).build();
      long[] sequence = {0};
      var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
      for (int round = 0; round < rounds; round++) {
        Map<String, Long> threads0 = cpuByThreadGroup();
        long cpu0 = os.getProcessCpuTime();
        long wall0 = System.nanoTime();
        for (int p = 0; p < parts; p++) {
          long seq = ++sequence[0];
          ShardHeader header = ShardHeader.newBuilder().setWorldId("bench").setTenant("t").setGroupKey("0,1").setGroupSequence(seq)
              .setSourceRank(0).setTargetRank(1).setIssued(issued).addOperandTypes(sent.type())
              .addPayloadTypes(sent.type()).setPayloadBytes(bytes).build();
          CompletableFuture<Void> delivered = a.worlds.client().deliver(b.address(), header,
              PartData.of(List.of(sent)), 60_000); // as RankEndpoint sends it
          Mailbox.Key key = new Mailbox.Key("bench", 1, "0,1", seq);
          Mailbox.Arrival arrival = b.worlds.mailbox().await(key, Set.of(0), System.nanoTime() + TimeUnit.SECONDS.toNanos(60));
          b.worlds.mailbox().forget(key);
          if (!arrival.missing().isEmpty() || arrival.failure() != null) {
            throw new IllegalStateException("part " + seq + " did not arrive: " + arrival);
          }
          Shard part = arrival.parts().get(0);
          DeviceArray sum = CollectiveMath.reduce(CollectiveReduction.COLLECTIVE_SUM, List.of(part.payload().get(0), own),
              part.payloadOwned() ? 0 : -1); // as CollectiveParts does
          if (sum.floats()[n - 1] != x[n - 1] + y[n - 1]) {
            throw new IllegalStateException("wrong sum");
          }
          delivered.get(60, TimeUnit.SECONDS);
        }
        long cpu = os.getProcessCpuTime() - cpu0;
        long wall = System.nanoTime() - wall0;
        System.out.printf(Locale.ROOT, "round %d: %d parts of %d bytes: CPU %.0f us/part, wall %.0f us/part%n", round,
            parts, bytes, cpu / 1e3 / parts, wall / 1e3 / parts);
        Map<String, Long> threads = cpuByThreadGroup();
        StringBuilder line = new StringBuilder("  by thread, us/part:");
        threads.forEach((name, ns) -> {
          long used = ns - threads0.getOrDefault(name, 0L);
          if (used > 0) {
            line.append(String.format(Locale.ROOT, " %s %.0f", name, used / 1e3 / parts));
          }
        });
        System.out.println(line);
      }
    }
  }
}
