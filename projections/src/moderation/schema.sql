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
    updated_at    TEXT NOT NULL,
    -- Since when the member has been waiting for the team: the filing (a report never
    -- goes back to waiting). Overdue past BOBINE_MODERATION_OVERDUE_HOURS while pending
    -- or in progress (docs/adr/0049).
    waiting_since TEXT NOT NULL
);
CREATE INDEX report_by_reporter ON report (reporter_id);
CREATE INDEX report_by_status ON report (status, created_at);
CREATE INDEX report_waiting ON report (status, waiting_since);
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
    updated_at   TEXT NOT NULL,
    -- Since when the member has been waiting: the submission, or the last reopening.
    -- Overdue past BOBINE_MODERATION_OVERDUE_HOURS while pending or approved.
    waiting_since TEXT NOT NULL
);
CREATE INDEX content_request_by_user ON content_request (user_id, created_at DESC);
CREATE INDEX content_request_waiting ON content_request (status, waiting_since);
CREATE INDEX content_request_newest ON content_request (created_at DESC, id DESC);

-- Requests used per member and Europe/Paris ISO week ('2026-W48').
CREATE TABLE request_quota (
    user_id TEXT    NOT NULL,
    week    TEXT    NOT NULL,
    used    INTEGER NOT NULL,
    PRIMARY KEY (user_id, week)
) WITHOUT ROWID;

-- Each report's and request's steps, as the member reads them (its timeline): the
-- filing, then every decision of the team with its status and notes, in the order of
-- the item's stream. The acting admin is not kept: the member reads « l'équipe ».
CREATE TABLE moderation_step (
    item_id     TEXT    NOT NULL,
    sequence    INTEGER NOT NULL,
    at          TEXT    NOT NULL,
    status      TEXT    NOT NULL,
    admin_notes TEXT,
    PRIMARY KEY (item_id, sequence)
) WITHOUT ROWID;
