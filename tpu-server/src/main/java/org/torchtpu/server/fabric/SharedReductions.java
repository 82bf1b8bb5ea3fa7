package org.torchtpu.server.fabric;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.server.exec.DeviceArray;

/**
 * The all-reduce results made from one part that serves several ranks of this host, kept so that the host folds once.
 * Those ranks fold the same values in the same order: each one's own operand reaches the others as the same array (a
 * local part carries the operand itself), and a part from another host is one object for all of them. So the first
 * rank to reduce keeps its result here, and the others, finding the very same arrays, take it instead of folding the
 * same 8 MiB again (with 2 ranks per host, one reduction of 4 members per host rather than two). A result is a new
 * array nothing writes once made (device arrays are read-only; only a part decoded for one rank alone is ever written,
 * see {@link Shard#payloadOwned}), so the ranks share it read-only. Lives as long as the part.
 */
final class SharedReductions {
  private record Made(CollectiveReduction reduction, List<DeviceArray> values, DeviceArray result) {}

  /** By the part's own array for the operand (one per operand of the collective). */
  private final Map<DeviceArray, Made> made = new IdentityHashMap<>(2);

  /**
   * {@code values} (one per member, in group order) reduced: the result made before from the same arrays, else a new
   * one ({@link CollectiveMath#reduce}), kept. {@code ofThisPart} is this part's array among them. A second rank
   * arriving while the first folds waits for its result (the fold it would have done itself).
   */
  synchronized DeviceArray reduce(CollectiveReduction reduction, List<DeviceArray> values, DeviceArray ofThisPart) {
    Made before = made.get(ofThisPart);
    if (before != null && before.reduction() == reduction && sameArrays(before.values(), values)) {
      return before.result();
    }
    DeviceArray result = CollectiveMath.reduce(reduction, values);
    made.put(ofThisPart, new Made(reduction, List.copyOf(values), result));
    return result;
  }

  private static boolean sameArrays(List<DeviceArray> a, List<DeviceArray> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (a.get(i) != b.get(i)) {
        return false;
      }
    }
    return true;
  }
}
