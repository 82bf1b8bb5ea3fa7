package org.torchtpu.service.security;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a key stands for is decided once, at start-up. A caller's owner name (what its sessions, programs and waits
 * are kept under) is the tenant's name, or "admin:NAME" / "service:NAME": a tenant configured with a name holding a
 * colon could be named exactly like an operator's owner and see that operator's sessions and programs. And a hash
 * configured for two names made the key the first one's, silently.
 */
class ApiKeysTest {
  private static final String TENANT_KEY = "tenant-key";
  private static final String ADMIN_KEY = "admin-key";

  private static Map<String, List<String>> one(String name, String key) {
    return Map.of(name, List.of(ApiKeys.sha256Hex(key)));
  }

  @Test
  void aTenantCannotBeNamedLikeAnOperatorsOwner() {
    assertThatThrownBy(() -> ApiKeys.of(one("admin:ops", TENANT_KEY), one("ops", ADMIN_KEY), Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("torchtpu.security.tenants.admin:ops")
        .hasMessageContaining("':'");
    assertThatThrownBy(() -> ApiKeys.of(one("service:pod", TENANT_KEY), Map.of(), Map.of()))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void oneKeyStandsForOneCallerOnly() {
    assertThatThrownBy(() -> ApiKeys.of(Map.of("alice", List.of(ApiKeys.sha256Hex(TENANT_KEY)),
        "bob", List.of(ApiKeys.sha256Hex("bob-key"), ApiKeys.sha256Hex(TENANT_KEY).toUpperCase())), Map.of(), Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("configured more than once");
    assertThatThrownBy(() -> ApiKeys.of(one("alice", TENANT_KEY), one("ops", TENANT_KEY), Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("torchtpu.security.admins.ops");
  }

  @Test
  void aBlankTenantNameIsRefused() {
    assertThatThrownBy(() -> ApiKeys.of(one(" ", TENANT_KEY), Map.of(), Map.of()))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
