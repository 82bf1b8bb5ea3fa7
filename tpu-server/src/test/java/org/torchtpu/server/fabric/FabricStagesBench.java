package org.torchtpu.server.fabric;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FabricPart;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.server.exec.DeviceArray;

/**
 * The Fabric path's stages one at a time on this thread, CPU per 1 MiB part: encoding the operand,
 * serialising the part, parsing it, decoding it, and the sum. What {@link FabricPathBench} does not split.
 */
public final class FabricStagesBench {
  private FabricStagesBench() {}

  public static void main(String[] args) throws Exception {
    int bytes = args.length > 0 ? Integer.parseInt(args[0]) : 1 << 20;
    int reps = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
    int n = bytes / Float.BYTES;
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] = i * 0.37f - 1.1f;
    }
    DeviceArray a = DeviceArray.ofFloats(DType.F32, new int[] {n}, x);
    ShardHeader header = ShardHeader.newBuilder().setWorldId("w").setGroupKey("0,1").setGroupSequence(1)
        .addPayloadTypes(a.type()).setPayloadBytes(bytes).build();
    FabricPart part = FabricPart.newBuilder().setId(1).setHeader(header).setData(ShardCodec.encode(List.of(a))).build();
    byte[] wire = part.toByteArray();
    for (int round = 0; round < 3; round++) {
      time("encode", reps, () -> ShardCodec.encode(List.of(a)));
      time("serialise", reps, () -> FabricPart.newBuilder().setId(1).setHeader(header).setData(part.getData()).build()
          .toByteArray());
      time("parse", reps, () -> {
        try {
          return FabricPart.parseFrom(wire);
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
      time("decode", reps, () -> ShardCodec.decode(header.getPayloadTypesList(), part.getData()));
      time("sum", reps, () -> CollectiveMath.reduce(CollectiveReduction.COLLECTIVE_SUM, List.of(a, a)));
    }
  }

  private static Object sink;

  private static void time(String stage, int reps, Supplier<Object> work) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long cpu0 = threads.getCurrentThreadCpuTime();
    for (int i = 0; i < reps; i++) {
      sink = work.get();
    }
    long cpu = threads.getCurrentThreadCpuTime() - cpu0;
    System.out.printf(Locale.ROOT, "%-10s %8.1f us/part%n", stage, cpu / 1e3 / reps);
  }
}
