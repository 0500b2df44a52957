-- Reports filed and not closed yet: when each was filed (a stamp, accounts::stamp).
CREATE TABLE response_open (
    report_id TEXT PRIMARY KEY,
    filed_at  TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX response_open_oldest ON response_open (filed_at);

-- One row per closed report: the admin who closed it (a user id, or `operator`), the
-- Europe/Paris ISO week of the closing ('2026-W48'), resolved or rejected, and the
-- seconds from its filing to that decision.
CREATE TABLE response_time (
    report_id TEXT PRIMARY KEY,
    admin_id  TEXT    NOT NULL,
    week      TEXT    NOT NULL,
    outcome   TEXT    NOT NULL,
    seconds   INTEGER NOT NULL,
    closed_at TEXT    NOT NULL
) WITHOUT ROWID;
CREATE INDEX response_time_by_week ON response_time (week, admin_id, seconds);
