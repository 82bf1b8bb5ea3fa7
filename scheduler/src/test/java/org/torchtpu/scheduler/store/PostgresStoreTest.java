package org.torchtpu.scheduler.store;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

/**
 * The same contract against a real PostgreSQL server this test starts itself. Skipped only when PostgreSQL is not
 * installed on this machine; under CI (CI=true) a missing PostgreSQL is a failure, since .ci/run installs it.
 */
class PostgresStoreTest extends StoreContract {
  private static PostgresServer server;

  @BeforeAll
  static void startServer() throws Exception {
    Path bin = PostgresServer.findBinaries();
    if (bin == null) {
      String why = "PostgreSQL is not installed (no initdb/pg_ctl on PATH or under /usr/lib/postgresql/*/bin); "
          + "install Debian's postgresql package to run this test";
      if ("true".equalsIgnoreCase(System.getenv("CI"))) {
        throw new IllegalStateException(why + " (.ci/run installs it)");
      }
      Assumptions.abort(why);
    }
    server = PostgresServer.start(bin);
  }

  @AfterAll
  static void stopServer() throws Exception {
    if (server != null) {
      server.close();
    }
  }

  @Override
  SingleConnectionDataSource dataSource() {
    return new SingleConnectionDataSource(server.jdbcUrl(), server.user(), "", true);
  }
}
