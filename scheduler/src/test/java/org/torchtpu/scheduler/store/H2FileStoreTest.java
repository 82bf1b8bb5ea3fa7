package org.torchtpu.scheduler.store;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

/** The default store: embedded H2 in file mode, as the scheduler runs with no database configured. */
class H2FileStoreTest extends StoreContract {
  @TempDir
  Path dir;

  @Override
  SingleConnectionDataSource dataSource() {
    return new SingleConnectionDataSource("jdbc:h2:file:" + dir.resolve("scheduler"), "sa", "", true);
  }
}
