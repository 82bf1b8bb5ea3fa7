package org.torchtpu.server.cost;

/** The collectives the ICI cost model prices ({@link IciCostModel#price}). */
public enum CollectiveKind {
  ALL_REDUCE,
  ALL_GATHER,
  REDUCE_SCATTER,
  ALL_TO_ALL,
  /** Every group member sends its payload to the next member in group order (a cyclic shift by one). */
  COLLECTIVE_PERMUTE,
  /** The group's first member (the root) sends its payload to every other member. */
  BROADCAST,
  /** group[0] sends its payload to group[1]; the group has exactly these two members. */
  SEND_RECV,
  /** No payload: every member waits for all; priced as a zero-byte all-reduce (latency only). */
  BARRIER
}
