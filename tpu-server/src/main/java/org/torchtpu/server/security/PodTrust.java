package org.torchtpu.server.security;

import org.slf4j.LoggerFactory;
import org.torchtpu.service.security.ApiKeys;
import org.torchtpu.api.security.ProgramSeal;
import org.torchtpu.service.security.SecuritySettings;
import org.torchtpu.api.security.WorldSeal;

/**
 * What this host trusts from the rest of the pod. With keys on ({@code enforced}) a world
 * membership must carry the scheduler's seal and a shared-cache entry the seal of a pod compiler,
 * both made with the pod secret ({@code torchtpu.security.pod-secret}); without the secret the host
 * refuses worlds and does not use the shared cache (it says so at start). With keys off, memberships
 * are taken as given (local development), and entries are sealed and checked only if a secret is set.
 *
 * @param enforced API keys are configured: memberships and cache entries must be sealed
 * @param worlds verifies memberships; null without a pod secret
 * @param programs seals and verifies cache entries; null without a pod secret
 */
public record PodTrust(boolean enforced, WorldSeal worlds, ProgramSeal programs) {
  public static PodTrust off() {
    return new PodTrust(false, null, null);
  }

  public static PodTrust of(SecuritySettings settings, ApiKeys keys) {
    PodTrust t = new PodTrust(keys.enabled(), WorldSeal.of(settings.getPodSecret()), ProgramSeal.of(settings.getPodSecret()));
    if (t.enforced() && t.worlds() == null) {
      LoggerFactory.getLogger(PodTrust.class).error("API keys are on but torchtpu.security.pod-secret (TORCHTPU_POD_SECRET) "
          + "is not set: this host refuses to join worlds and does not use the shared compilation cache, since it "
          + "cannot verify what the scheduler and other hosts issue. Give every host and the scheduler the same secret.");
    }
    return t;
  }

  /** Whether the shared compilation cache may be used: entries can be checked, or nothing needs checking. */
  public boolean sharedCacheUsable() {
    return !enforced || programs != null;
  }
}
