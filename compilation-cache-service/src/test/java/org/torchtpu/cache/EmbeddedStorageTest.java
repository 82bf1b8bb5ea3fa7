package org.torchtpu.cache;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The storage contract on the default store: an H2 database file in a temp dir. */
class EmbeddedStorageTest extends CacheStorageContract {
  @TempDir
  Path dir;
  private int databases;

  @Override
  protected String newDatabaseUrl() {
    return TestDatabases.h2Url(dir.resolve("db" + databases++));
  }

  @Override
  protected String user() {
    return null;
  }

  @Override
  protected String expectedStorage() {
    return "embedded";
  }
}
