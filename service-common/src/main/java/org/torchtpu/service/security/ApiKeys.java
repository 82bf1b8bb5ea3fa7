package org.torchtpu.service.security;

import io.grpc.Status;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.slf4j.LoggerFactory;

/**
 * The API keys a service accepts, held as SHA-256 hashes (the keys themselves are never
 * configured on a server). An instance with no keys is <em>disabled</em>: every call is let
 * through without a caller, the development default. The key set may be {@linkplain #replaceWith replaced} while the
 * service runs (a revoked key is then refused on new calls, and the calls open under it are ended through its
 * {@link KeyGrant}), but security is never turned on or off that way.
 */
public final class ApiKeys {
  /** Request header / gRPC metadata names a key may travel in. */
  public static final String AUTHORIZATION = org.torchtpu.api.grpc.CallHeaders.AUTHORIZATION;
  public static final String X_API_KEY = org.torchtpu.api.grpc.CallHeaders.X_API_KEY;
  private static final String BEARER = "bearer ";

  private record Entry(byte[] hash, Caller caller, KeyGrant grant) {
    Entry(byte[] hash, Caller caller) {
      this(hash, caller, new KeyGrant(caller));
    }

    boolean sameKeyAndCaller(Entry other) {
      return Arrays.equals(hash, other.hash) && caller.equals(other.caller);
    }
  }

  private volatile List<Entry> entries;
  private final List<Consumer<String>> ownersRevoked = new CopyOnWriteArrayList<>();

  private ApiKeys(List<Entry> entries) {
    this.entries = List.copyOf(entries);
  }

  /**
   * Takes {@code next}'s keys from now on. A key kept for the same caller keeps its open calls; every call open
   * under a key dropped, or now naming another caller, is ended UNAUTHENTICATED (after new calls are refused).
   * Refused (IllegalArgumentException) if that would turn security off or on: the REST filters and the warnings at
   * start were set up for one or the other.
   */
  public synchronized void replaceWith(ApiKeys next) {
    if (next.enabled() != enabled()) {
      throw new IllegalArgumentException(enabled()
          ? "the new key set has no key: it would turn security off; keep at least one key, or restart without keys"
          : "security is off here (no key at start): restart with keys to turn it on");
    }
    List<Entry> before = entries;
    List<Entry> after = new ArrayList<>(next.entries.size());
    for (Entry e : next.entries) {
      after.add(before.stream().filter(e::sameKeyAndCaller).findFirst().orElse(e));
    }
    entries = List.copyOf(after);
    for (Entry e : before) {
      if (after.stream().noneMatch(kept -> kept.grant() == e.grant())) {
        e.grant().revoke(revokedStatus(e.caller()));
      }
    }
    Set<String> ownersLeft = new HashSet<>();
    after.forEach(e -> ownersLeft.add(e.caller().owner()));
    Set<String> ownersGone = new LinkedHashSet<>();
    before.stream().map(e -> e.caller().owner()).filter(o -> !ownersLeft.contains(o)).forEach(ownersGone::add);
    for (String owner : ownersGone) {
      for (Consumer<String> listener : ownersRevoked) {
        try {
          listener.accept(owner);
        } catch (RuntimeException e) {
          // one service part failing to release must not keep the others' (or the next owner's) held
          LoggerFactory.getLogger(ApiKeys.class).warn("releasing what revoked caller {} held failed", owner, e);
        }
      }
    }
  }

  /**
   * Tells {@code listener} the owner name ({@link Caller#owner}) of each caller a reload leaves without any key, after
   * that caller's calls were ended: what it holds (sessions, jobs) is to be released as its own close would. A key
   * revoked while its caller keeps another is not told: the caller may still act, so what it holds stays.
   */
  public void onOwnerRevoked(Consumer<String> listener) {
    ownersRevoked.add(listener);
  }

  /**
   * Whether {@code owner} ({@link Caller#owner}) still has a key. The key set is replaced before
   * {@link #onOwnerRevoked} listeners run, so a request admitted under a key that a reload is dropping, and finishing
   * after the listeners released the owner's holdings, sees false here once it has put what it made where the
   * listeners look (and then undoes it).
   */
  public boolean hasOwner(String owner) {
    for (Entry e : entries) { // one read of the volatile list
      if (e.caller().owner().equals(owner)) {
        return true;
      }
    }
    return false;
  }

  private static Status revokedStatus(Caller caller) {
    return Status.UNAUTHENTICATED.withDescription("this call's API key (of " + caller.owner() + ") was revoked: "
        + "torchtpu.security.keys-file no longer holds it for this caller; the call was ended");
  }

  public static ApiKeys disabled() {
    return new ApiKeys(List.of());
  }

  /**
   * Keys from settings: per tenant, admin and service name, one or more hex SHA-256 hashes
   * (several allow rotating a key). Fails naming the setting when a hash is not 64 hex digits, when one hash is
   * configured for two names (the key would silently be only the first one's), or when a tenant's name is blank or
   * holds a colon: a caller's owner name is the tenant's name or {@code admin:NAME} / {@code service:NAME} (see
   * {@link Caller#owner()}), so a tenant named {@code admin:ops} would own what the operator {@code ops} opens.
   */
  public static ApiKeys of(Map<String, List<String>> tenants, Map<String, List<String>> admins,
      Map<String, List<String>> services) {
    List<Entry> out = new ArrayList<>();
    add(out, tenants, Caller.Role.TENANT, "tenants");
    add(out, admins, Caller.Role.ADMIN, "admins");
    add(out, services, Caller.Role.SERVICE, "services");
    return new ApiKeys(out);
  }

  private static void add(List<Entry> out, Map<String, List<String>> byName, Caller.Role role, String what) {
    if (byName == null) {
      return;
    }
    byName.forEach((name, hashes) -> {
      if (role == Caller.Role.TENANT && (name == null || name.isBlank() || name.indexOf(':') >= 0)) {
        throw new IllegalArgumentException("torchtpu.security.tenants." + name + ": a tenant's name must not be blank "
            + "nor hold ':', which separates an operator's or service's owner name (admin:NAME, service:NAME)");
      }
      if (hashes == null) {
        return;
      }
      for (String hex : hashes) {
        String h = hex == null ? "" : hex.trim().toLowerCase(Locale.ROOT);
        if (h.isEmpty()) {
          continue;
        }
        if (!h.matches("[0-9a-f]{64}")) {
          throw new IllegalArgumentException("torchtpu.security." + what + "." + name
              + ".api-key-sha256 must be 64 hex digits (the SHA-256 of the key), got " + h.length() + " characters");
        }
        byte[] hash = HexFormat.of().parseHex(h);
        Caller caller = new Caller(name, role);
        for (Entry e : out) {
          if (Arrays.equals(e.hash(), hash) && !e.caller().equals(caller)) {
            throw new IllegalArgumentException("torchtpu.security." + what + "." + name + ".api-key-sha256: the key "
                + "is configured more than once (also for " + e.caller().owner() + "); each key names one caller");
          }
        }
        out.add(new Entry(hash, caller));
      }
    });
  }

  /** Whether any key is configured; when not, calls are not authenticated at all. */
  public boolean enabled() {
    return !entries.isEmpty();
  }

  /** The caller a key belongs to, comparing hashes in constant time. */
  public Optional<Caller> authenticate(String key) {
    return grantOf(key).map(KeyGrant::caller);
  }

  /** What a key grants (its caller, and its open calls to end if it is revoked), comparing hashes in constant time. */
  public Optional<KeyGrant> grantOf(String key) {
    if (key == null || key.isEmpty()) {
      return Optional.empty();
    }
    byte[] hash = sha256(key);
    KeyGrant found = null;
    for (Entry e : entries) { // one read of the volatile list: a replacement is seen whole or not at all
      if (MessageDigest.isEqual(e.hash(), hash) && found == null) {
        found = e.grant();
      }
    }
    return Optional.ofNullable(found);
  }

  /**
   * The key a request carries: {@code authorization: Bearer <key>} or else {@code x-api-key}.
   * Returns null when there is neither.
   */
  public static String keyFrom(String authorization, String xApiKey) {
    if (authorization != null && authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
      String key = authorization.substring(BEARER.length()).trim();
      if (!key.isEmpty()) {
        return key;
      }
    }
    return xApiKey == null || xApiKey.isBlank() ? null : xApiKey.trim();
  }

  public static byte[] sha256(String key) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK has no SHA-256", e);
    }
  }

  /** The hex SHA-256 of a key, as configured ({@code echo -n KEY | sha256sum}). */
  public static String sha256Hex(String key) {
    return HexFormat.of().formatHex(sha256(key));
  }
}
