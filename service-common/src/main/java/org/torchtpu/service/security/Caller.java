package org.torchtpu.service.security;

/**
 * Who made a call, as established from its API key (never from a request field).
 *
 * @param name the tenant's name for {@link Role#TENANT}; the configured key name for admins and services
 * @param role what the key may do
 */
public record Caller(String name, Role role) {
  /** What a key may do. */
  public enum Role {
    /** A tenant: its own sessions, tensors, programs and jobs, nothing else. */
    TENANT,
    /** An operator: admin REST, every job, the pod view, cache statistics. */
    ADMIN,
    /** Another service of the system (a tpu-server registering with the scheduler, using the cache). */
    SERVICE
  }

  public static Caller tenant(String name) {
    return new Caller(name, Role.TENANT);
  }

  public boolean isTenant() {
    return role == Role.TENANT;
  }

  /** Admin and service keys act on behalf of the system and see every tenant's jobs. */
  public boolean isPrivileged() {
    return role == Role.ADMIN || role == Role.SERVICE;
  }

  /**
   * The owner name of what this caller creates: the tenant itself, or a name that no tenant can
   * have ("admin:ops") so an admin's session is never confused with a tenant's.
   */
  public String owner() {
    return isTenant() ? name : role.name().toLowerCase(java.util.Locale.ROOT) + ":" + name;
  }

  @Override
  public String toString() {
    return owner();
  }
}
