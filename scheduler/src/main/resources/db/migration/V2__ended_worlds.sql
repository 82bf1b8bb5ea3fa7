-- Worlds that ended while their sealed memberships were unexpired, one row per host that had a rank of the world:
-- a restarted scheduler reads them back and goes on telling those hosts to refuse the world until it expires.

CREATE TABLE scheduler_ended_world (
  world_id    VARCHAR(128) NOT NULL,
  host_id     VARCHAR(128) NOT NULL,
  expires_ms  BIGINT       NOT NULL,
  PRIMARY KEY (world_id, host_id)
);

CREATE INDEX scheduler_ended_world_expiry ON scheduler_ended_world (expires_ms);
