-- Scheduler state. Plain SQL that H2 (file mode, the default) and PostgreSQL both run as written.

CREATE TABLE scheduler_job (
  id                       VARCHAR(64)   NOT NULL PRIMARY KEY,
  seq                      BIGINT        NOT NULL,
  tenant                   VARCHAR(64)   NOT NULL,
  name                     VARCHAR(256)  NOT NULL,
  priority                 INTEGER       NOT NULL,
  generation               VARCHAR(16)   NOT NULL,
  topology                 VARCHAR(64)   NOT NULL,
  chip_count               INTEGER       NOT NULL,
  time_limit_ms            BIGINT        NOT NULL,
  requeue_on_host_failure  BOOLEAN       NOT NULL,
  state                    VARCHAR(16)   NOT NULL,
  reason                   VARCHAR(2048) NOT NULL,
  submitted_ms             BIGINT        NOT NULL,
  scheduled_ms             BIGINT        NOT NULL,
  started_ms               BIGINT        NOT NULL,
  ended_ms                 BIGINT        NOT NULL,
  preemptions              INTEGER       NOT NULL,
  requeues                 INTEGER       NOT NULL,
  pod                      VARCHAR(64),
  box_origin               VARCHAR(32),
  box_shape                VARCHAR(32),
  preempt_deadline_ms      BIGINT        NOT NULL,
  preempted_for            VARCHAR(64)   NOT NULL
);

CREATE INDEX scheduler_job_seq ON scheduler_job (seq);
CREATE INDEX scheduler_job_state ON scheduler_job (state);

CREATE TABLE scheduler_host (
  id             VARCHAR(128)  NOT NULL PRIMARY KEY,
  generation     VARCHAR(16)   NOT NULL,
  pod            VARCHAR(64)   NOT NULL,
  endpoint       VARCHAR(256)  NOT NULL,
  chips          VARCHAR(8192) NOT NULL,
  registered_ms  BIGINT        NOT NULL
);

CREATE TABLE scheduler_tenant_usage (
  tenant      VARCHAR(64) NOT NULL PRIMARY KEY,
  chip_ms     BIGINT      NOT NULL
);
