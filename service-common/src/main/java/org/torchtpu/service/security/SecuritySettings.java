package org.torchtpu.service.security;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code torchtpu.security.*} settings every service binds (a JavaBean, so the services bind it
 * with Spring Boot while this module stays free of Spring):
 *
 * <pre>
 * torchtpu.security.tenants.&lt;tenant&gt;.api-key-sha256   hex SHA-256 of the tenant's key(s), comma-separated
 * torchtpu.security.admins.&lt;name&gt;.api-key-sha256      operators' keys
 * torchtpu.security.services.&lt;name&gt;.api-key-sha256    keys services use to call each other
 * torchtpu.security.service-key                        this service's own key for its outgoing calls (plain text)
 * torchtpu.security.pod-secret                         the secret scheduler and hosts seal world memberships and
 *                                                      cache entries with (never given to tenants or the cache)
 * torchtpu.security.keys-file                          a file of more such key hashes, read again when it changes
 *                                                      ({@link KeyFile}); checked every keys-file-check (10s)
 * </pre>
 */
public class SecuritySettings {
  /** The hashes of one name's keys. */
  public static class Key {
    private List<String> apiKeySha256 = List.of();

    public List<String> getApiKeySha256() {
      return apiKeySha256;
    }

    public void setApiKeySha256(List<String> apiKeySha256) {
      this.apiKeySha256 = apiKeySha256 == null ? List.of() : apiKeySha256;
    }
  }

  private Map<String, Key> tenants = new LinkedHashMap<>();
  private Map<String, Key> admins = new LinkedHashMap<>();
  private Map<String, Key> services = new LinkedHashMap<>();
  private String serviceKey = "";
  private String podSecret = "";
  private String keysFile = "";
  private java.time.Duration keysFileCheck = java.time.Duration.ofSeconds(10);

  public String getKeysFile() {
    return keysFile;
  }

  public void setKeysFile(String keysFile) {
    this.keysFile = keysFile == null ? "" : keysFile.trim();
  }

  public java.time.Duration getKeysFileCheck() {
    return keysFileCheck;
  }

  public void setKeysFileCheck(java.time.Duration keysFileCheck) {
    if (keysFileCheck == null || keysFileCheck.isNegative() || keysFileCheck.isZero()) {
      throw new IllegalArgumentException("torchtpu.security.keys-file-check must be positive, got " + keysFileCheck);
    }
    this.keysFileCheck = keysFileCheck;
  }

  public Map<String, Key> getTenants() {
    return tenants;
  }

  public void setTenants(Map<String, Key> tenants) {
    this.tenants = tenants;
  }

  public Map<String, Key> getAdmins() {
    return admins;
  }

  public void setAdmins(Map<String, Key> admins) {
    this.admins = admins;
  }

  public Map<String, Key> getServices() {
    return services;
  }

  public void setServices(Map<String, Key> services) {
    this.services = services;
  }

  public String getServiceKey() {
    return serviceKey;
  }

  public void setServiceKey(String serviceKey) {
    this.serviceKey = serviceKey == null ? "" : serviceKey;
  }

  public String getPodSecret() {
    return podSecret;
  }

  public void setPodSecret(String podSecret) {
    this.podSecret = podSecret == null ? "" : podSecret;
  }

  public ApiKeys toApiKeys() {
    return ApiKeys.of(hashes(tenants), hashes(admins), hashes(services));
  }

  /**
   * The keys; when none is configured, security is off and this says so loudly at start, with
   * {@code exposure}: what an unauthenticated caller of this service can then do.
   */
  public ApiKeys toApiKeysWarningIfOff(String exposure) {
    return warnIfOff(toApiKeys(), exposure);
  }

  /** {@code keys}, saying loudly that security is off when it has none (see {@link #toApiKeysWarningIfOff}). */
  public static ApiKeys warnIfOff(ApiKeys keys, String exposure) {
    if (!keys.enabled()) {
      org.slf4j.LoggerFactory.getLogger(SecuritySettings.class).warn("SECURITY IS OFF: no "
          + "torchtpu.security.*.api-key-sha256 is configured, so {}. Configure keys for anything but local development.",
          exposure);
    }
    return keys;
  }

  private static Map<String, List<String>> hashes(Map<String, Key> byName) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    if (byName != null) {
      byName.forEach((name, key) -> out.put(name, key == null ? List.of() : key.getApiKeySha256()));
    }
    return out;
  }
}
