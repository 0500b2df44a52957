-- The log's hash chain (docs/adr/0037-hash-chain.md): one entry per event, written
-- by one sealer at a time after the event's commit, in commit order (tx_id,
-- global_position). A log written before this migration is chained by the first
-- sealing round of the new version.
CREATE TABLE event_chain (
    tx_id           xid8   NOT NULL,
    global_position bigint NOT NULL,
    -- SHA-256 of the payload when it was sealed: an erasure may replace the payload,
    -- never this.
    digest          bytea  NOT NULL,
    -- SHA-256 of the entry before's hash, the event's fields that never change and
    -- the digest.
    hash            bytea  NOT NULL,
    -- The position of the erasure whose redaction rewrote the payload since.
    redacted_by     text,
    PRIMARY KEY (tx_id, global_position)
);
