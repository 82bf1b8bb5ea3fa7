package org.torchtpu.cache;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import org.flywaydb.core.Flyway;

/** Opens the cache's databases the way the service does: a pooled DataSource, migrated by Flyway. */
final class TestDatabases {
  private TestDatabases() {}

  static String h2Url(Path dir) {
    return "jdbc:h2:file:" + dir.toAbsolutePath() + "/cache;WRITE_DELAY=0";
  }

  /** A migrated DataSource on {@code url}; closing it closes the database (an embedded H2 file is released). */
  static HikariDataSource open(String url, String user) {
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(url);
    if (user != null) {
      config.setUsername(user);
    }
    config.setMaximumPoolSize(8);
    HikariDataSource ds = new HikariDataSource(config);
    Flyway.configure().dataSource(ds).locations("classpath:db/migration").load().migrate();
    return ds;
  }
}
