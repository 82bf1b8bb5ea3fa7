package org.torchtpu.service.security;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.boot.env.PropertiesPropertySourceLoader;
import org.springframework.boot.env.PropertySourceLoader;
import org.springframework.boot.env.YamlPropertySourceLoader;
import org.springframework.core.env.PropertySource;
import org.springframework.core.io.ByteArrayResource;

/**
 * API keys kept in a file of their own ({@code torchtpu.security.keys-file}), so that an operator can revoke or add a
 * key without a restart: the same {@code torchtpu.security.tenants|admins|services.<name>.api-key-sha256} entries as
 * the service's properties, in YAML ({@code .yml}, {@code .yaml}) or properties form. The service's keys are those of
 * its properties and of this file together; the file is read at start and again whenever its content changes
 * ({@link #reloadInto}). A file that cannot be read or bound, or whose keys would leave none at all, is logged and the
 * keys in use are kept. So is a file others than its owner may write (group or world write permission): whoever can
 * write it can give themselves a key. A changed content is taken only once two checks in a row read it alike, so a
 * file caught mid-write is not taken half-written (an operator still best writes a temporary file and renames it).
 */
public final class KeyFile {
  private static final Logger log = LoggerFactory.getLogger(KeyFile.class);
  private final Path path;
  private final SecuritySettings fixed;
  private byte[] lastDigest;
  /** A changed content read once: taken if the next check reads it again. */
  private byte[] pendingDigest;
  /** The callers of the keys in use ("tenant team-a", ...), to log who a reload adds and removes. */
  private java.util.Set<String> lastCallers = java.util.Set.of();

  /**
   * @param fixed the service's own settings, whose keys always count alongside the file's
   */
  public KeyFile(Path path, SecuritySettings fixed) {
    this.path = path;
    this.fixed = fixed;
  }

  public Path path() {
    return path;
  }

  /** The keys of the properties and of the file as it is now; fails naming the file when it cannot be used. */
  public synchronized ApiKeys read() throws IOException {
    byte[] content = readOwnersOnly();
    ApiKeys keys = keysOf(content);
    lastDigest = digest(content);
    lastCallers = callersOf(content);
    return keys;
  }

  /**
   * Replaces {@code keys}' set with the properties' and the file's if the file changed since it was last read; true
   * if it did. A file that cannot be used is logged (naming why) and leaves the keys as they are.
   */
  public synchronized boolean reloadInto(ApiKeys keys) {
    try {
      byte[] content = readOwnersOnly();
      byte[] digest = digest(content);
      if (lastDigest != null && MessageDigest.isEqual(digest, lastDigest)) {
        pendingDigest = null;
        return false;
      }
      if (pendingDigest == null || !MessageDigest.isEqual(digest, pendingDigest)) {
        pendingDigest = digest; // perhaps mid-write: taken if the next check reads the same
        return false;
      }
      keys.replaceWith(keysOf(content));
      java.util.Set<String> callers = callersOf(content);
      log.info("API keys reloaded from {}: added {}, removed {}", path, difference(callers, lastCallers),
          difference(lastCallers, callers));
      lastDigest = digest;
      pendingDigest = null;
      lastCallers = callers;
      return true;
    } catch (IOException | RuntimeException e) {
      log.error("API keys in {} not reloaded, the keys in use are kept: {}", path, e.getMessage());
      return false;
    }
  }

  /** The file's content, refused if anyone but its owner may write it. */
  private byte[] readOwnersOnly() throws IOException {
    try {
      java.util.Set<java.nio.file.attribute.PosixFilePermission> permissions = Files.getPosixFilePermissions(path);
      if (permissions.contains(java.nio.file.attribute.PosixFilePermission.GROUP_WRITE)
          || permissions.contains(java.nio.file.attribute.PosixFilePermission.OTHERS_WRITE)) {
        throw new IOException(path + " may be written by others than its owner ("
            + java.nio.file.attribute.PosixFilePermissions.toString(permissions)
            + "): whoever can write it can give themselves a key; chmod go-w it");
      }
    } catch (UnsupportedOperationException notPosix) {
      // a file system without POSIX permissions: its own access control applies
    }
    return Files.readAllBytes(path);
  }

  /** "tenant team-a", "admin ops", ...: the file's callers and the properties'. */
  private java.util.Set<String> callersOf(byte[] content) throws IOException {
    SecuritySettings file = bind(content);
    java.util.Set<String> out = new java.util.TreeSet<>();
    for (SecuritySettings s : List.of(fixed, file)) {
      addCallers(out, "tenant ", s.getTenants());
      addCallers(out, "admin ", s.getAdmins());
      addCallers(out, "service ", s.getServices());
    }
    return out;
  }

  private static void addCallers(java.util.Set<String> out, String role, Map<String, SecuritySettings.Key> byName) {
    if (byName != null) {
      byName.forEach((name, key) -> {
        if (key != null && !key.getApiKeySha256().isEmpty()) {
          out.add(role + name);
        }
      });
    }
  }

  private static java.util.Set<String> difference(java.util.Set<String> a, java.util.Set<String> b) {
    java.util.Set<String> out = new java.util.TreeSet<>(a);
    out.removeAll(b);
    return out;
  }

  private ApiKeys keysOf(byte[] content) throws IOException {
    SecuritySettings file = bind(content);
    return ApiKeys.of(union(fixed.getTenants(), file.getTenants()), union(fixed.getAdmins(), file.getAdmins()),
        union(fixed.getServices(), file.getServices()));
  }

  private SecuritySettings bind(byte[] content) throws IOException {
    String name = path.getFileName().toString();
    PropertySourceLoader loader = name.endsWith(".yml") || name.endsWith(".yaml")
        ? new YamlPropertySourceLoader() : new PropertiesPropertySourceLoader();
    // read from the bytes already digested, so the keys taken are those of the content compared next time
    List<PropertySource<?>> sources = loader.load(path.toString(),
        new ByteArrayResource(content, path.toString()));
    Binder binder = new Binder(ConfigurationPropertySources.from(sources));
    return binder.bind("torchtpu.security", Bindable.of(SecuritySettings.class)).orElseGet(SecuritySettings::new);
  }

  private static Map<String, List<String>> union(Map<String, SecuritySettings.Key> a, Map<String, SecuritySettings.Key> b) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (Map<String, SecuritySettings.Key> byName : List.of(a, b)) {
      if (byName == null) {
        continue;
      }
      byName.forEach((name, key) -> {
        if (key != null) {
          out.computeIfAbsent(name, n -> new ArrayList<>()).addAll(key.getApiKeySha256());
        }
      });
    }
    return out;
  }

  private static byte[] digest(byte[] content) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(content);
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK has no SHA-256", e);
    }
  }
}
