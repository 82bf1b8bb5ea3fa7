package org.torchtpu.cache;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.torchtpu.testing.LocalPostgres;

/** The storage contract on a real PostgreSQL server started for this class (one database per test). */
class PostgresStorageTest extends CacheStorageContract {
  private static LocalPostgres postgres;
  private static int databases;

  @BeforeAll
  static void startPostgres() throws Exception {
    postgres = LocalPostgres.start();
  }

  @AfterAll
  static void stopPostgres() {
    if (postgres != null) {
      postgres.close();
    }
  }

  @Override
  protected String newDatabaseUrl() throws Exception {
    String name = "cache_contract_" + databases++;
    postgres.createDatabase(name);
    return postgres.jdbcUrl(name);
  }

  @Override
  protected String user() {
    return LocalPostgres.USER;
  }

  @Override
  protected String expectedStorage() {
    return "postgresql";
  }
}
