package org.torchtpu.scheduler.security;

import org.springframework.stereotype.Component;
import org.torchtpu.scheduler.policy.SchedulerCore;
import org.torchtpu.service.security.ApiKeys;

/**
 * Cancels a tenant's queued and placed jobs on the keys-file reload that leaves it no key ({@link
 * ApiKeys#onOwnerRevoked}), as its own cancels would: their chips go back to the pool and their worlds end, so the
 * hosts close the ranks' sessions. Before, a revoked tenant's jobs kept their slices until they ended by themselves. A
 * key revoked while the tenant keeps another leaves its jobs alone. A submit of a tenant left without a key is refused
 * (UNAUTHENTICATED), also one that was running while the reload came.
 */
@Component
public class RevokedTenantJobs {
  static final String REASON = "cancelled: the tenant's last API key was revoked (torchtpu.security.keys-file)";

  public RevokedTenantJobs(ApiKeys keys, SchedulerCore core) {
    // a submit still running when the reload comes is refused, or queued before the cancel sees it
    core.admitOnly(tenant -> !keys.enabled() || keys.hasOwner(tenant));
    keys.onOwnerRevoked(owner -> core.cancelJobsOf(owner, REASON));
  }
}
