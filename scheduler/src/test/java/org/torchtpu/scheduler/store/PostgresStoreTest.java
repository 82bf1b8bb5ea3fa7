package org.torchtpu.scheduler.store;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;
import org.torchtpu.testing.LocalPostgres;

/**
 * The same contract against a real PostgreSQL server this test starts itself. Skipped only when PostgreSQL is not
 * installed on this machine; under CI (CI set) a missing PostgreSQL is a failure, since .ci/run installs it.
 */
class PostgresStoreTest extends StoreContract {
  private static final String DATABASE = "scheduler_store";
  private static LocalPostgres postgres;

  @BeforeAll
  static void startServer() throws Exception {
    postgres = LocalPostgres.start();
    postgres.createDatabase(DATABASE);
  }

  @AfterAll
  static void stopServer() {
    if (postgres != null) {
      postgres.close();
    }
  }

  @Override
  SingleConnectionDataSource dataSource() {
    return new SingleConnectionDataSource(postgres.jdbcUrl(DATABASE), LocalPostgres.USER, "", true);
  }
}
