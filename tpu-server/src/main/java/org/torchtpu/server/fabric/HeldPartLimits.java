package org.torchtpu.server.fabric;

/**
 * The most parts (and their bytes) the {@link Mailbox} holds for ranks that are not in their world on this host: ranks
 * that have not joined it (yet) and ranks that left it. A part for a rank that has joined is always kept (its rank
 * takes it when it reaches the collective). Without these bounds a tenant whose world has a rank that never joins
 * could send parts to it for as long as it liked, each kept until it timed out or for ever.
 *
 * @param worldBytes bytes held per world
 * @param worldParts parts held per world
 * @param tenantBytes bytes held per tenant, over all its worlds
 * @param tenantParts parts held per tenant, over all its worlds
 */
record HeldPartLimits(long worldBytes, int worldParts, long tenantBytes, int tenantParts) {
  /**
   * 128 MiB and 65,536 parts per world, 256 MiB and 131,072 parts per tenant. A sender runs at most about one
   * collective ahead of a rank that has not joined (it waits for that rank's part), and one collective of a world of
   * n ranks holds up to n - 1 parts per rank of the world on the host: 65,536 parts is a collective of a 9,216-chip
   * pod with 7 of its ranks on one host still starting. A part's bookkeeping is a few hundred bytes, so the counts
   * bound the heap of many empty parts as the bytes bound large ones.
   */
  static final HeldPartLimits DEFAULT = new HeldPartLimits(128L << 20, 65_536, 256L << 20, 131_072);

  /** The defaults with another byte cap per world. */
  static HeldPartLimits withWorldBytes(long worldBytes) {
    return new HeldPartLimits(worldBytes, DEFAULT.worldParts, Math.max(worldBytes, DEFAULT.tenantBytes),
        DEFAULT.tenantParts);
  }
}
