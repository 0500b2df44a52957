-- The log's hash chain (docs/adr/0037-hash-chain.md): one entry per event, written
-- by the sealer after the event's commit, in commit order. A log written before this
-- migration is chained by the first sealing round of the new version.
CREATE TABLE event_chain (
    global_position INTEGER PRIMARY KEY,
    -- SHA-256 of the payload when it was sealed: an erasure may replace the payload,
    -- never this.
    digest          BLOB    NOT NULL,
    -- SHA-256 of the entry before's hash, the event's fields that never change and
    -- the digest.
    hash            BLOB    NOT NULL,
    -- The position of the erasure whose redaction rewrote the payload since.
    redacted_by     TEXT
);
