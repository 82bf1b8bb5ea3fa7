package org.torchtpu.cache;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.testcontainers.containers.PostgreSQLContainer;
import org.torchtpu.testing.DockerEngine;

/**
 * The storage contract on PostgreSQL in a container (Testcontainers; one database per test). Needs a Docker
 * engine: without one it fails under CI and is skipped elsewhere, and its process-based twin
 * {@link PostgresStorageTest} covers the same contract on a server started from Debian's binaries.
 */
class PostgresContainerStorageTest extends CacheStorageContract {
  private static PostgreSQLContainer<?> postgres;
  private static int databases;

  @BeforeAll
  static void startContainer() {
    DockerEngine.require("PostgresContainerStorageTest (PostgreSQL in a container)");
    postgres = new PostgreSQLContainer<>(DockerEngine.postgresImage());
    postgres.start();
  }

  @AfterAll
  static void stopContainer() {
    if (postgres != null) {
      postgres.stop();
    }
  }

  @Override
  protected String newDatabaseUrl() throws Exception {
    String name = "cache_contract_" + databases++;
    try (Connection c = DriverManager.getConnection(postgres.getJdbcUrl(), postgres.getUsername(),
        postgres.getPassword()); Statement st = c.createStatement()) {
      st.execute("CREATE DATABASE " + name);
    }
    // the contract passes a user only: the container's password travels in the URL (a pgjdbc property)
    String url = postgres.getJdbcUrl().replaceFirst("/[^/?]+(\\?|$)", "/" + name + "$1");
    return url + (url.contains("?") ? "&" : "?") + "password=" + postgres.getPassword();
  }

  @Override
  protected String user() {
    return postgres.getUsername();
  }

  @Override
  protected String expectedStorage() {
    return "postgresql";
  }
}
