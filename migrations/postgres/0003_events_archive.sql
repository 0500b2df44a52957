-- Superseded facts moved out of the log after their retention
-- (docs/adr/0051-superseded-facts-archived.md): the same columns as `events`, so an
-- archived row reads, verifies against its chain entry and exports as it did.
-- Replays, which read `events`, no longer pay for them.
CREATE TABLE events_archive (
    aggregate_type  text   NOT NULL,
    aggregate_id    text   NOT NULL,
    sequence        bigint NOT NULL,
    event_type      text   NOT NULL,
    event_version   text   NOT NULL,
    payload         json   NOT NULL,
    metadata        json   NOT NULL,
    global_position bigint NOT NULL,
    tx_id           xid8        NOT NULL,
    recorded_at     timestamptz NOT NULL,
    archived_at     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tx_id, global_position)
);
