package org.torchtpu.cache.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * {@link CacheStore} over the {@code cache_entry} table created by the Flyway migrations: an embedded
 * H2 file database by default, or PostgreSQL for a cache shared by many hosts. Only the upsert
 * differs between the two.
 */
public final class JdbcCacheStore implements CacheStore {

  private enum Dialect {
    H2("embedded",
        "MERGE INTO cache_entry (cache_key, program, sha256, compiler_version, compile_nanos, description,"
            + " size_bytes, created_millis, last_access_millis, seal) KEY (cache_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
    POSTGRESQL("postgresql",
        "INSERT INTO cache_entry (cache_key, program, sha256, compiler_version, compile_nanos, description,"
            + " size_bytes, created_millis, last_access_millis, seal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            + " ON CONFLICT (cache_key) DO UPDATE SET program = EXCLUDED.program, sha256 = EXCLUDED.sha256,"
            + " compiler_version = EXCLUDED.compiler_version, compile_nanos = EXCLUDED.compile_nanos,"
            + " description = EXCLUDED.description, size_bytes = EXCLUDED.size_bytes,"
            + " created_millis = EXCLUDED.created_millis, last_access_millis = EXCLUDED.last_access_millis,"
            + " seal = EXCLUDED.seal");

    final String kind;
    final String upsert;

    Dialect(String kind, String upsert) {
      this.kind = kind;
      this.upsert = upsert;
    }
  }

  private final JdbcTemplate jdbc;
  private final Dialect dialect;

  public JdbcCacheStore(DataSource dataSource) {
    this.jdbc = new JdbcTemplate(dataSource);
    this.dialect = dialectOf(dataSource);
  }

  private static Dialect dialectOf(DataSource dataSource) {
    String product;
    try (Connection c = dataSource.getConnection()) {
      product = c.getMetaData().getDatabaseProductName();
    } catch (SQLException e) {
      throw new IllegalStateException("cannot open the cache database: " + e.getMessage(), e);
    }
    String p = product.toLowerCase(Locale.ROOT);
    if (p.contains("h2")) {
      return Dialect.H2;
    }
    if (p.contains("postgres")) {
      return Dialect.POSTGRESQL;
    }
    throw new IllegalStateException("unsupported cache database '" + product + "': use the embedded H2 default or PostgreSQL");
  }

  @Override
  public String kind() {
    return dialect.kind;
  }

  @Override
  public Optional<StoredProgram> read(String key) {
    List<StoredProgram> rows = jdbc.query(
        "SELECT program, sha256, compiler_version, compile_nanos, description, size_bytes, created_millis,"
            + " last_access_millis, seal FROM cache_entry WHERE cache_key = ?",
        (rs, i) -> new StoredProgram(key, rs.getBytes(1), rs.getBytes(2), rs.getString(3), rs.getLong(4),
            rs.getString(5), rs.getLong(6), rs.getLong(7), rs.getLong(8), rs.getBytes(9)),
        key);
    return rows.stream().findFirst();
  }

  @Override
  public void write(StoredProgram p) {
    jdbc.update(dialect.upsert, p.key(), p.program(), p.sha256(), p.compilerVersion(), p.compileNanos(),
        p.description(), p.sizeBytes(), p.createdMillis(), p.lastAccessMillis(), p.seal());
  }

  @Override
  public void touch(String key, long accessStamp) {
    jdbc.update("UPDATE cache_entry SET last_access_millis = ? WHERE cache_key = ?", accessStamp, key);
  }

  @Override
  public boolean delete(String key) {
    return jdbc.update("DELETE FROM cache_entry WHERE cache_key = ?", key) > 0;
  }

  @Override
  public boolean deleteIfNotAccessedSince(String key, long lastAccessMillis) {
    return jdbc.update("DELETE FROM cache_entry WHERE cache_key = ? AND last_access_millis <= ?", key, lastAccessMillis) > 0;
  }

  @Override
  public Totals totals() {
    return jdbc.queryForObject(
        "SELECT COUNT(*), COALESCE(SUM(size_bytes), 0), COALESCE(MAX(last_access_millis), 0) FROM cache_entry",
        (rs, i) -> new Totals(rs.getLong(1), rs.getLong(2), rs.getLong(3)));
  }

  @Override
  public List<EntryAccess> leastRecentlyUsed(int limit) {
    return jdbc.query(
        "SELECT cache_key, size_bytes, last_access_millis FROM cache_entry ORDER BY last_access_millis, cache_key LIMIT ?",
        (rs, i) -> new EntryAccess(rs.getString(1), rs.getLong(2), rs.getLong(3)),
        limit);
  }
}
