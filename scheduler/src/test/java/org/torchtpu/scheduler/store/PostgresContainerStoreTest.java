package org.torchtpu.scheduler.store;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;
import org.testcontainers.containers.PostgreSQLContainer;
import org.torchtpu.testing.DockerEngine;

/**
 * The store contract against PostgreSQL in a container (Testcontainers), the way the docker-compose pod runs it.
 * Needs a Docker engine: without one it fails under CI and is skipped elsewhere, and its process-based twin
 * {@link PostgresStoreTest} covers the same contract on a server started from Debian's binaries.
 */
class PostgresContainerStoreTest extends StoreContract {
  private static PostgreSQLContainer<?> postgres;

  @BeforeAll
  static void startContainer() {
    DockerEngine.require("PostgresContainerStoreTest (PostgreSQL in a container)");
    postgres = new PostgreSQLContainer<>(DockerEngine.postgresImage()).withDatabaseName("scheduler_store");
    postgres.start();
  }

  @AfterAll
  static void stopContainer() {
    if (postgres != null) {
      postgres.stop();
    }
  }

  @Override
  SingleConnectionDataSource dataSource() {
    return new SingleConnectionDataSource(postgres.getJdbcUrl(), postgres.getUsername(), postgres.getPassword(), true);
  }
}
