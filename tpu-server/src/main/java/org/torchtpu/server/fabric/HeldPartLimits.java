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
   * 64 MiB and 4,096 parts per world, 256 MiB and 16,384 parts per tenant: room for every rank of a large slice
   * sending a few collectives ahead of a peer that is still starting, a small part of a host's heap.
   */
  static final HeldPartLimits DEFAULT = new HeldPartLimits(64L << 20, 4096, 256L << 20, 16_384);

  /** The defaults with another byte cap per world. */
  static HeldPartLimits withWorldBytes(long worldBytes) {
    return new HeldPartLimits(worldBytes, DEFAULT.worldParts, Math.max(worldBytes, DEFAULT.tenantBytes),
        DEFAULT.tenantParts);
  }
}
