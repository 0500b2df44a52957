-- One row per session a member opened since docs/adr/0040, until it ends: the
-- browser and system its user agent named, when it started and was last used.
CREATE TABLE member_session (
    id           TEXT PRIMARY KEY,
    member       TEXT NOT NULL,
    device       TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    last_seen_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX member_session_by_member ON member_session (member);
