-- Ban appeals, as the moderation screen lists them and the member's ban screen reads
-- them. Times are stamps (accounts::stamp): text order is time order, and
-- ban_created_at reads exactly as the accounts table's column of the same name.
CREATE TABLE appeal (
    id             TEXT PRIMARY KEY,
    user_id        TEXT NOT NULL,
    -- NULL once the member is erased.
    message        TEXT,
    status         TEXT NOT NULL,
    admin_notes    TEXT,
    -- The admin who decided (a user id, or `operator`).
    decided_by     TEXT,
    -- The ban contested: who pronounced it, why, when, until when (NULL: permanent).
    ban_by         TEXT NOT NULL,
    ban_reason     TEXT NOT NULL,
    ban_created_at TEXT NOT NULL,
    banned_until   TEXT,
    created_at     TEXT NOT NULL,
    updated_at     TEXT NOT NULL
);
CREATE INDEX appeal_by_user ON appeal (user_id, created_at DESC);
CREATE INDEX appeal_by_status ON appeal (status, created_at);
CREATE INDEX appeal_newest ON appeal (created_at DESC, id DESC);
