package org.torchtpu.server.fabric;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
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
 * see {@link Shard#payloadOwned}), so the ranks share it read-only.
 *
 * <p>What it keeps it holds weakly: a part may stay in the mailbox long after its ranks took it (kept for a rank that
 * left and may join again, up to the host's longest collective timeout, accounted by the part's own bytes), and it
 * must not keep a rank's result or operands alive for that long. A result already dropped is made again.
 */
final class SharedReductions {
  private record Made(CollectiveReduction reduction, List<WeakReference<DeviceArray>> values,
      WeakReference<DeviceArray> result) {}

  /** By the part's own array for the operand (one per operand of the collective). */
  private final Map<DeviceArray, Made> made = new IdentityHashMap<>(2);

  /**
   * {@code values} (one per member, in group order) reduced: the result made before from the same arrays, else a new
   * one ({@link CollectiveMath#reduce}), kept. {@code ofThisPart} is this part's array among them. A second rank
   * arriving while the first folds waits for its result (the fold it would have done itself).
   */
  synchronized DeviceArray reduce(CollectiveReduction reduction, List<DeviceArray> values, DeviceArray ofThisPart) {
    Made before = made.get(ofThisPart);
    DeviceArray result = before == null ? null : before.result().get();
    if (result != null && before.reduction() == reduction && sameArrays(before.values(), values)) {
      return result;
    }
    result = CollectiveMath.reduce(reduction, values);
    List<WeakReference<DeviceArray>> weak = new ArrayList<>(values.size());
    values.forEach(v -> weak.add(new WeakReference<>(v)));
    made.put(ofThisPart, new Made(reduction, weak, new WeakReference<>(result)));
    return result;
  }

  private static boolean sameArrays(List<WeakReference<DeviceArray>> a, List<DeviceArray> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (a.get(i).get() != b.get(i)) {
        return false;
      }
    }
    return true;
  }
}
