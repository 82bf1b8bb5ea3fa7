package org.torchtpu.server.fabric;

/**
 * The most parts (and their bytes) the {@link Mailbox} holds for ranks that are not in their world on this host: ranks
 * that have not joined it (yet) and ranks that left it. A part for a rank that has joined is always kept (its rank
 * takes it when it reaches the collective). Without these bounds a tenant whose world has a rank that never joins
 * could send parts to it for as long as it liked, each kept until it timed out or for ever; and the host bound keeps
 * many tenants together from filling the heap with them.
 *
 * <p>A part naming several ranks here (an all-reduce or all-gather part for every local rank of a host) is one object
 * in memory: its bytes count once, whatever the number of ranks it waits for, and its count once per rank (each rank's
 * slot is bookkeeping of its own).
 *
 * @param worldBytes bytes held per world
 * @param worldParts parts held per world
 * @param tenantBytes bytes held per tenant, over all its worlds
 * @param tenantParts parts held per tenant, over all its worlds
 * @param hostBytes bytes held on this host, over all tenants
 * @param hostParts parts held on this host, over all tenants
 */
record HeldPartLimits(long worldBytes, int worldParts, long tenantBytes, int tenantParts, long hostBytes,
    int hostParts) {
  /** Without a host bound beyond the tenant's (tests of one tenant). */
  HeldPartLimits(long worldBytes, int worldParts, long tenantBytes, int tenantParts) {
    this(worldBytes, worldParts, tenantBytes, tenantParts, Long.MAX_VALUE, Integer.MAX_VALUE);
  }

  /** Parts per world: a collective of a 9,216-chip pod with 7 of its ranks on one host still starting. */
  static final int WORLD_PARTS = 65_536;
  /** Parts per tenant: two such worlds. A part's bookkeeping is a few hundred bytes. */
  static final int TENANT_PARTS = 131_072;
  /** Parts per host: four such tenants' worth, about 100 MiB of bookkeeping at most. */
  static final int HOST_PARTS = 262_144;

  /**
   * The settings' bounds (see {@link FabricProperties}): bytes per world as set, per host as set or a quarter of this
   * JVM's heap, per tenant as set but at most half the host's (as the counts: a tenant's 131,072 of the host's
   * 262,144); the counts fixed above. The tenant default (1 GiB) is the host's whole bound on a heap of 4 GiB or less,
   * so without the half one tenant whose world has a rank that never joins could fill it and have every other tenant's
   * parts for a rank that joins late refused.
   */
  static HeldPartLimits of(FabricProperties props) {
    long host = props.heldBytesPerHost() > 0 ? props.heldBytesPerHost() : Runtime.getRuntime().maxMemory() / 4;
    return new HeldPartLimits(props.heldBytesPerWorld(), WORLD_PARTS, Math.min(props.heldBytesPerTenant(), host / 2),
        TENANT_PARTS, host, HOST_PARTS);
  }

  /** The default settings' bounds. */
  static final HeldPartLimits DEFAULT = of(new FabricProperties(0, 0));

  /** The defaults with another byte cap per world. */
  static HeldPartLimits withWorldBytes(long worldBytes) {
    return new HeldPartLimits(worldBytes, DEFAULT.worldParts, Math.max(worldBytes, DEFAULT.tenantBytes),
        DEFAULT.tenantParts, Math.max(worldBytes, DEFAULT.hostBytes), DEFAULT.hostParts);
  }
}
