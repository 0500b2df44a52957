-- Reports and ban appeals filed and not closed yet: when each was filed (a stamp,
-- accounts::stamp). `kind`: `report` or `appeal`; `report_id` holds either's id.
CREATE TABLE response_open (
    report_id TEXT PRIMARY KEY,
    filed_at  TEXT NOT NULL,
    kind      TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX response_open_oldest ON response_open (kind, filed_at);

-- One row per closed report or appeal: the admin who closed it (a user id, or
-- `operator`), the Europe/Paris ISO week of the closing ('2026-W48'), the outcome
-- (resolved or rejected for a report, accepted or rejected for an appeal), and the
-- seconds from its filing to that decision.
CREATE TABLE response_time (
    report_id TEXT PRIMARY KEY,
    admin_id  TEXT    NOT NULL,
    week      TEXT    NOT NULL,
    outcome   TEXT    NOT NULL,
    seconds   INTEGER NOT NULL,
    closed_at TEXT    NOT NULL,
    kind      TEXT    NOT NULL
) WITHOUT ROWID;
CREATE INDEX response_time_by_week ON response_time (kind, week, admin_id, seconds);
