package org.torchtpu.scheduler.policy;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.HostChip;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.scheduler.placement.Shape;

/** Pods tiled with hosts, and job requests, for policy tests. */
final class Fixtures {
  private Fixtures() {}

  /** Registers hosts owning {@code block}-shaped tiles of the whole pod; returns their ids in (z, y, x) tile order. */
  static List<String> tile(SchedulerCore core, Generation gen, Shape pod, Shape block) {
    List<String> ids = new ArrayList<>();
    for (int z = 0; z < pod.z(); z += block.z()) {
      for (int y = 0; y < pod.y(); y += block.y()) {
        for (int x = 0; x < pod.x(); x += block.x()) {
          String id = gen.name().toLowerCase() + "-" + x + "-" + y + "-" + z;
          core.registerHost(host(id, gen, x, y, z, block));
          ids.add(id);
        }
      }
    }
    return ids;
  }

  static RegisterHostRequest host(String id, Generation gen, int x0, int y0, int z0, Shape block) {
    RegisterHostRequest.Builder b = RegisterHostRequest.newBuilder().setHostId(id).setGeneration(gen)
        .setEndpoint("127.0.0.1:" + (10000 + Math.abs(id.hashCode() % 50000)));
    int i = 0;
    for (int z = 0; z < block.z(); z++) {
      for (int y = 0; y < block.y(); y++) {
        for (int x = 0; x < block.x(); x++) {
          b.addChips(HostChip.newBuilder().setIndex(i++)
              .setCoord(TorusCoord.newBuilder().setX(x0 + x).setY(y0 + y).setZ(z0 + z)));
        }
      }
    }
    return b.build();
  }

  static SubmitJobRequest job(String tenant, Generation gen, String topology, int priority, long limitSeconds) {
    return SubmitJobRequest.newBuilder().setTenant(tenant).setGeneration(gen).setTopology(topology)
        .setPriority(priority).setTimeLimitSeconds(limitSeconds).build();
  }
}
