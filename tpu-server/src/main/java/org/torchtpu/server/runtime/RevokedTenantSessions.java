package org.torchtpu.server.runtime;

import org.springframework.stereotype.Component;
import org.torchtpu.service.security.ApiKeys;

/**
 * Closes a tenant's sessions on the keys-file reload that leaves it no key ({@link ApiKeys#onOwnerRevoked}). Ending
 * its calls alone left its sessions, and so its HBM, quota and queued work, held until the reaper's idle time. A key
 * revoked while the tenant keeps another leaves its sessions open: the tenant may still use and close them. An open
 * that was still running when the reload came is refused (UNAUTHENTICATED) rather than left behind.
 */
@Component
public class RevokedTenantSessions {
  public RevokedTenantSessions(ApiKeys keys, SessionRegistry sessions) {
    sessions.admitOnly(tenant -> !keys.enabled() || keys.hasOwner(tenant));
    keys.onOwnerRevoked(sessions::closeSessionsOf);
  }
}
