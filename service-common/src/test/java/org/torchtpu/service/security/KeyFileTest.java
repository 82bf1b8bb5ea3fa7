package org.torchtpu.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Keys revoked and added without a restart: before, the key set was bound from the properties once at start, so a
 * leaked tenant key stayed good until every service restarted. A keys file is read again when it changes; a revoked
 * key is refused from then on, the properties' own keys stay, and a file that cannot be used keeps the keys in use.
 */
class KeyFileTest {
  @TempDir
  Path dir;

  private static String tenant(String name, String key) {
    return "torchtpu.security.tenants." + name + ".api-key-sha256: " + ApiKeys.sha256Hex(key) + "\n";
  }

  private static SecuritySettings adminInProperties() {
    SecuritySettings settings = new SecuritySettings();
    SecuritySettings.Key ops = new SecuritySettings.Key();
    ops.setApiKeySha256(List.of(ApiKeys.sha256Hex("ops-key")));
    settings.setAdmins(Map.of("ops", ops));
    return settings;
  }

  private static String owner(ApiKeys keys, String key) {
    return keys.authenticate(key).map(Caller::owner).orElse(null);
  }

  @Test
  void aKeyRemovedFromTheFileIsRefusedAndOneAddedIsTaken() throws Exception {
    Path file = dir.resolve("keys.yml");
    Files.writeString(file, tenant("team-a", "a-key"));
    KeyFile keyFile = new KeyFile(file, adminInProperties());
    ApiKeys keys = keyFile.read();
    assertThat(owner(keys, "a-key")).isEqualTo("team-a");
    assertThat(owner(keys, "ops-key")).isEqualTo("admin:ops");

    Files.writeString(file, tenant("team-b", "b-key"));
    assertThat(keyFile.reloadInto(keys)).as("a change read once (perhaps mid-write)").isFalse();
    assertThat(owner(keys, "a-key")).as("the key until the change is read twice alike").isEqualTo("team-a");
    assertThat(keyFile.reloadInto(keys)).as("the change read again alike").isTrue();
    assertThat(owner(keys, "a-key")).as("the revoked key").isNull();
    assertThat(owner(keys, "b-key")).isEqualTo("team-b");
    assertThat(owner(keys, "ops-key")).as("the properties' key").isEqualTo("admin:ops");
    assertThat(keyFile.reloadInto(keys)).as("the same content again").isFalse();
  }

  @Test
  void aFileThatCannotBeUsedKeepsTheKeysInUse() throws Exception {
    Path file = dir.resolve("keys.yml");
    Files.writeString(file, tenant("team-a", "a-key"));
    KeyFile keyFile = new KeyFile(file, new SecuritySettings());
    ApiKeys keys = keyFile.read();

    Files.writeString(file, "torchtpu.security.tenants.team-a.api-key-sha256: not-a-hash\n");
    assertThat(keyFile.reloadInto(keys)).isFalse();
    assertThat(keyFile.reloadInto(keys)).isFalse();
    assertThat(owner(keys, "a-key")).isEqualTo("team-a");

    Files.writeString(file, "# every key removed\n");
    keyFile.reloadInto(keys);
    assertThat(keyFile.reloadInto(keys)).as("a file that would turn security off").isFalse();
    assertThat(owner(keys, "a-key")).isEqualTo("team-a");
    assertThat(keys.enabled()).isTrue();
  }

  @Test
  void theWatchTakesAChangedFileWithoutAnyCall() throws Exception {
    Path file = dir.resolve("keys.properties");
    Files.writeString(file, tenant("team-a", "a-key").replace(": ", "="));
    KeyFile keyFile = new KeyFile(file, new SecuritySettings());
    ApiKeys keys = keyFile.read();
    try (KeyFileWatch watch = new KeyFileWatch(keyFile, keys, Duration.ofMillis(50))) {
      Files.writeString(file, tenant("team-c", "c-key").replace(": ", "="));
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // a bound on a hang, not a timing
      while (owner(keys, "c-key") == null && System.nanoTime() < until) {
        Thread.sleep(20);
      }
      assertThat(owner(keys, "c-key")).isEqualTo("team-c");
      assertThat(owner(keys, "a-key")).isNull();
    }
  }

  /** A file half-written when checked, then whole: only content read alike twice in a row is taken. */
  @Test
  void aContentChangingBetweenChecksIsNotTaken() throws Exception {
    Path file = dir.resolve("keys.yml");
    Files.writeString(file, tenant("team-a", "a-key"));
    KeyFile keyFile = new KeyFile(file, new SecuritySettings());
    ApiKeys keys = keyFile.read();
    String whole = tenant("team-b", "b-key");
    Files.writeString(file, whole.substring(0, whole.length() - 20)); // a hash cut short: not 64 hex digits
    assertThat(keyFile.reloadInto(keys)).isFalse();
    Files.writeString(file, whole.substring(0, 40)); // mid-write, other bytes
    assertThat(keyFile.reloadInto(keys)).isFalse();
    Files.writeString(file, whole);
    assertThat(keyFile.reloadInto(keys)).as("the whole file read once").isFalse();
    assertThat(owner(keys, "a-key")).isEqualTo("team-a");
    assertThat(keyFile.reloadInto(keys)).as("the whole file read twice alike").isTrue();
    assertThat(owner(keys, "b-key")).isEqualTo("team-b");
  }

  /** A file its group or anyone may write is refused at start and on reload (whoever writes it gives a key). */
  @Test
  void aFileOthersMayWriteIsRefused() throws Exception {
    Path file = dir.resolve("keys.yml");
    Files.writeString(file, tenant("team-a", "a-key"));
    KeyFile keyFile = new KeyFile(file, new SecuritySettings());
    ApiKeys keys = keyFile.read();
    Files.writeString(file, tenant("mallory", "m-key"));
    Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-r--"));
    assertThat(keyFile.reloadInto(keys)).isFalse();
    assertThat(keyFile.reloadInto(keys)).isFalse();
    assertThat(owner(keys, "m-key")).as("a key from a group-writable file").isNull();
    assertThat(owner(keys, "a-key")).isEqualTo("team-a");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> new KeyFile(file, new SecuritySettings()).read())
        .hasMessageContaining("may be written by others than its owner");
  }
}
