-- One row per compiled program. The same migration runs on the embedded H2 store and on
-- PostgreSQL, so only SQL both accept is used here (BYTEA is an alias of H2's VARBINARY).
CREATE TABLE cache_entry (
  cache_key          VARCHAR(64) NOT NULL PRIMARY KEY,
  program            BYTEA       NOT NULL,
  sha256             BYTEA       NOT NULL,
  compiler_version   VARCHAR     NOT NULL,
  compile_nanos      BIGINT      NOT NULL,
  description        VARCHAR     NOT NULL,
  -- program length as written; a stored program of another length was truncated or overwritten
  size_bytes         BIGINT      NOT NULL,
  created_millis     BIGINT      NOT NULL,
  -- access stamp (epoch millis, strictly increasing per service process): LRU eviction order
  last_access_millis BIGINT      NOT NULL
);

CREATE INDEX cache_entry_last_access ON cache_entry (last_access_millis);
