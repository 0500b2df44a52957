-- The event log, embedded mode. sqlite-es writes the first seven columns (it names
-- them, so the columns of ours below are filled by defaults and the trigger).
CREATE TABLE events (
    aggregate_type  TEXT    NOT NULL,
    aggregate_id    TEXT    NOT NULL,
    sequence        INTEGER NOT NULL,
    event_type      TEXT    NOT NULL,
    event_version   TEXT    NOT NULL,
    payload         TEXT    NOT NULL,
    metadata        TEXT    NOT NULL,
    -- Commit order: SQLite has one writer, so the position given inside the writing
    -- transaction is the order in which transactions commit. Gapless.
    global_position INTEGER,
    recorded_at     TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    -- sqlite-es reports a conflict only for a primary-key clash (code 1555): keep it.
    PRIMARY KEY (aggregate_type, aggregate_id, sequence)
);

CREATE UNIQUE INDEX events_global_position ON events (global_position);

CREATE TRIGGER events_give_global_position AFTER INSERT ON events
BEGIN
    UPDATE events
       SET global_position = (SELECT IFNULL(MAX(global_position), 0) + 1 FROM events)
     WHERE rowid = NEW.rowid;
END;

-- cqrs-es expects this table to exist even though Bobine never snapshots
-- (snapshot modes apply events twice in cqrs-es 0.5.0).
CREATE TABLE snapshots (
    aggregate_type   TEXT    NOT NULL,
    aggregate_id     TEXT    NOT NULL,
    last_sequence    INTEGER NOT NULL,
    current_snapshot INTEGER NOT NULL,
    payload          TEXT    NOT NULL,
    PRIMARY KEY (aggregate_type, aggregate_id)
);
