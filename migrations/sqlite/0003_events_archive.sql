-- Superseded facts moved out of the log after their retention
-- (docs/adr/0051-superseded-facts-archived.md): the same columns as `events`, so an
-- archived row reads, verifies against its chain entry and exports as it did.
-- Replays, which read `events`, no longer pay for them.
CREATE TABLE events_archive (
    aggregate_type  TEXT    NOT NULL,
    aggregate_id    TEXT    NOT NULL,
    sequence        INTEGER NOT NULL,
    event_type      TEXT    NOT NULL,
    event_version   TEXT    NOT NULL,
    payload         TEXT    NOT NULL,
    metadata        TEXT    NOT NULL,
    global_position INTEGER PRIMARY KEY,
    recorded_at     TEXT    NOT NULL,
    archived_at     TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
