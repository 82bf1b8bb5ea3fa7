package org.torchtpu.server.runtime;

import io.grpc.Status;
import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.Collectives;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.cost.WorldCollectivePricing;
import org.torchtpu.server.exec.DeviceArray;

/**
 * The world of an abstract session: one rank stands for all (as an abstract SPMD compile does). Its eager collectives
 * exchange nothing: each is checked as a rank of the world checks it (its group holds this rank, within the world),
 * priced as the fabric prices it ({@link WorldCollectivePricing}: the world's slice, its ICI) and answered with
 * abstract results of the inferred types. No peer is contacted, so the membership's peers and seal are not read.
 */
final class AbstractWorld implements CollectiveRunner {
  private final WorldMembership membership;
  private final WorldCollectivePricing pricing;

  private AbstractWorld(WorldMembership membership, WorldCollectivePricing pricing) {
    this.membership = membership;
    this.pricing = pricing;
  }

  /**
   * @throws io.grpc.StatusRuntimeException INVALID_ARGUMENT naming the field: a world size below 1 or above the
   *     generation's pod, a rank outside it,
   *     a slice topology that is malformed or does not hold world_size chips
   */
  static AbstractWorld of(WorldMembership world, Generation generation) {
    if (world.getWorldSize() < 1) {
      throw invalid("world.world_size must be >= 1, got " + world.getWorldSize());
    }
    // a rank is an eager session, which runs on a whole chip on every generation (an Ironwood session holds both
    // TensorCores): the world's ranks are chips, as its slice topology counts them
    long podChips = org.torchtpu.server.cost.SliceTopology.podChips(generation);
    if (world.getWorldSize() > podChips) { // unsealed here: without this bound a group's member list could fill the heap
      throw invalid("world.world_size " + world.getWorldSize() + " is larger than a " + generation.name().toLowerCase()
          + " pod (" + podChips + " chips)");
    }
    if (world.getRank() < 0 || world.getRank() >= world.getWorldSize()) {
      throw invalid("world.rank " + world.getRank() + " is outside world_size " + world.getWorldSize());
    }
    if (world.getWorldId().length() > MAX_WORLD_ID) {
      throw invalid("world.world_id is " + world.getWorldId().length() + " characters; at most " + MAX_WORLD_ID);
    }
    if (world.getSliceTopology().length() > MAX_WORLD_ID) {
      throw invalid("world.slice_topology is " + world.getSliceTopology().length() + " characters; at most "
          + MAX_WORLD_ID);
    }
    WorldCollectivePricing pricing = new WorldCollectivePricing(generation);
    try {
      pricing.topology(world);
    } catch (IllegalArgumentException e) {
      throw invalid("world.slice_topology: " + e.getMessage());
    }
    // kept for the session's life without its peers and grant, which are never read here: an unsealed peer list near
    // the 64 MiB message limit was held (and echoed by DescribeSession) per session, outside any heap share
    return new AbstractWorld(WorldMembership.newBuilder().setWorldId(world.getWorldId()).setRank(world.getRank())
        .setWorldSize(world.getWorldSize()).setSliceTopology(world.getSliceTopology())
        .setCollectiveTimeoutMillis(world.getCollectiveTimeoutMillis()).build(), pricing);
  }

  /** Longest world id or slice topology an abstract session keeps (a scheduler's are a few dozen characters). */
  static final int MAX_WORLD_ID = 256;

  private static RuntimeException invalid(String message) {
    return Status.INVALID_ARGUMENT.withDescription("abstract session: " + message).asRuntimeException();
  }

  @Override
  public Outcome run(Op op, List<DeviceArray> operands, List<TensorType> resultTypes) {
    int rank = membership.getRank();
    if (CollectiveRunner.outsidePermute(op, rank)) { // zeros, meeting no one: nothing to price
      return new Outcome(List.of(DeviceArray.abstractOf(resultTypes.get(0))), 0,
          org.torchtpu.api.v1.CostBreakdown.getDefaultInstance());
    }
    List<Integer> group = CollectiveRunner.checkedGroup(op, membership);
    String name = TypeInference.kindName(op);
    long bytesPerRank = 0;
    for (DeviceArray a : operands) {
      bytesPerRank += Shapes.byteSize(a.type());
    }
    if (op.hasRecv()) {
      bytesPerRank = Shapes.byteSize(op.getRecv().getType());
    }
    WorldCollectivePricing.Priced price = pricing.price(op, bytesPerRank,
        operands.isEmpty() ? org.torchtpu.api.v1.DType.BF16 : operands.get(0).type().getDtype(), group, membership);
    List<DeviceArray> results = new ArrayList<>(resultTypes.size());
    for (TensorType t : resultTypes) {
      results.add(DeviceArray.abstractOf(t));
    }
    return new Outcome(results, price.seconds(), price.cost());
  }

  @Override
  public WorldMembership membership() {
    return membership;
  }

  @Override
  public void leave() {
    // nothing was taken: no rank seat on any host
  }
}
