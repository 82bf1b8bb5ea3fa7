package org.torchtpu.server.fabric;

import java.util.List;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.server.exec.DeviceArray;

/**
 * One rank's part of one collective for one receiving rank: what it issued, and the data the receiver needs.
 *
 * @param payloadOwned the payload's arrays were made for this part alone (decoded from the bytes another host sent)
 *     and the part is for one rank here: once that rank has taken the part, nothing else reads the arrays, so its
 *     result may be written into them. A rank's own operands and a part for several ranks here are never written.
 * @param reductions for a part decoded for several ranks here: the all-reduce results they share (see
 *     {@link SharedReductions}); null otherwise
 */
record Shard(ShardHeader header, List<DeviceArray> payload, boolean payloadOwned, SharedReductions reductions) {
  /** A part whose arrays are shared (an operand of a rank here), never written. */
  Shard(ShardHeader header, List<DeviceArray> payload) {
    this(header, payload, false, null);
  }

  /** A part decoded from another host's bytes: owned by its receiver when it is for one rank alone, else shared. */
  static Shard decoded(ShardHeader header, List<DeviceArray> payload) {
    boolean oneRank = header.getOtherTargetRanksCount() == 0;
    return new Shard(header, payload, oneRank, oneRank ? null : new SharedReductions());
  }
}
