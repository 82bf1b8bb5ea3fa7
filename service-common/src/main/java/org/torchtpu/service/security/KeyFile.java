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
 * keys in use are kept.
 */
public final class KeyFile {
  private static final Logger log = LoggerFactory.getLogger(KeyFile.class);
  private final Path path;
  private final SecuritySettings fixed;
  private byte[] lastDigest;

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
    byte[] content = Files.readAllBytes(path);
    ApiKeys keys = keysOf(content);
    lastDigest = digest(content);
    return keys;
  }

  /**
   * Replaces {@code keys}' set with the properties' and the file's if the file changed since it was last read; true
   * if it did. A file that cannot be used is logged (naming why) and leaves the keys as they are.
   */
  public synchronized boolean reloadInto(ApiKeys keys) {
    try {
      byte[] content = Files.readAllBytes(path);
      byte[] digest = digest(content);
      if (lastDigest != null && MessageDigest.isEqual(digest, lastDigest)) {
        return false;
      }
      keys.replaceWith(keysOf(content));
      lastDigest = digest;
      log.info("API keys reloaded from {}", path);
      return true;
    } catch (IOException | RuntimeException e) {
      log.error("API keys in {} not reloaded, the keys in use are kept: {}", path, e.getMessage());
      return false;
    }
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
