-- The event log, several-node mode. postgres-es writes the first seven columns (it
-- names them, so the columns of ours below are filled by their defaults).
CREATE TABLE events (
    aggregate_type  text   NOT NULL,
    aggregate_id    text   NOT NULL,
    sequence        bigint NOT NULL,
    event_type      text   NOT NULL,
    event_version   text   NOT NULL,
    -- json, not jsonb: decoding for a replay is about 2.5 times faster.
    payload         json   NOT NULL,
    metadata        json   NOT NULL,
    -- Identity values are handed out before commit, so alone they are not commit
    -- order: readers order by (tx_id, global_position) and stop below the oldest
    -- transaction still running (docs/adr/0001-log-order.md).
    global_position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    tx_id           xid8        NOT NULL DEFAULT pg_current_xact_id(),
    recorded_at     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (aggregate_type, aggregate_id, sequence)
);

CREATE INDEX events_commit_order ON events (tx_id, global_position);

CREATE TABLE snapshots (
    aggregate_type   text   NOT NULL,
    aggregate_id     text   NOT NULL,
    last_sequence    bigint NOT NULL,
    current_snapshot bigint NOT NULL,
    payload          json   NOT NULL,
    PRIMARY KEY (aggregate_type, aggregate_id)
);
