-- Problem reports, as moderation lists them (docs/product.md, admin area §2). Times are
-- RFC 3339 UTC with six fractional digits (accounts::stamp): text order is time order.
CREATE TABLE report (
    id            TEXT PRIMARY KEY,
    reporter_id   TEXT NOT NULL,
    content_type  TEXT NOT NULL,
    content_id    TEXT NOT NULL,
    content_title TEXT NOT NULL,
    problem_type  TEXT NOT NULL,
    description   TEXT,
    status        TEXT NOT NULL,
    admin_notes   TEXT,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);
CREATE INDEX report_by_reporter ON report (reporter_id);
CREATE INDEX report_by_status ON report (status, created_at);
CREATE INDEX report_newest ON report (created_at DESC, id DESC);

-- Content requests: a member reads their own, newest first (/request-content).
CREATE TABLE content_request (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL,
    content_type TEXT NOT NULL,
    title        TEXT NOT NULL,
    year         INTEGER,
    description  TEXT,
    director     TEXT,
    genre        TEXT,
    status       TEXT NOT NULL,
    admin_notes  TEXT,
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL
);
CREATE INDEX content_request_by_user ON content_request (user_id, created_at DESC);
CREATE INDEX content_request_newest ON content_request (created_at DESC, id DESC);

-- Requests used per member and Europe/Paris ISO week ('2026-W48').
CREATE TABLE request_quota (
    user_id TEXT    NOT NULL,
    week    TEXT    NOT NULL,
    used    INTEGER NOT NULL,
    PRIMARY KEY (user_id, week)
) WITHOUT ROWID;
