-- One row per admin action, in log order: `id` grows with the log, so "newest first"
-- is `id DESC` and a page's cursor is the last id it showed. `at` is the log's
-- recorded_at, RFC 3339 UTC with six fractional digits (text order is time order).
CREATE TABLE audit_entry (
    id           INTEGER PRIMARY KEY,
    at           TEXT    NOT NULL,
    -- A user id, `operator` (the admin token) or `system` (the command line).
    actor_id     TEXT    NOT NULL,
    -- The acting admin's address when they acted, NULL once they are erased.
    actor_email  TEXT,
    action       TEXT    NOT NULL,
    target_kind  TEXT    NOT NULL,
    target_id    TEXT    NOT NULL,
    -- The target's title, name or address when the action happened, NULL for an
    -- erased member.
    target_label TEXT,
    -- The French sentence, `{actor}` and a member's `{target}` named when read
    -- (projections/src/audit/sentence.rs).
    summary      TEXT    NOT NULL,
    -- JSON array of {field, label, before, after}, as the admin forms show them.
    changes      TEXT    NOT NULL
);
CREATE INDEX audit_entry_actor ON audit_entry (actor_id, id);
CREATE INDEX audit_entry_actor_email ON audit_entry (actor_email, id);
CREATE INDEX audit_entry_action ON audit_entry (action, id);
CREATE INDEX audit_entry_target ON audit_entry (target_kind, target_id, id);
CREATE INDEX audit_entry_at ON audit_entry (at);

-- Each target's last state (JSON object) and label: what the next action's
-- "before" is.
CREATE TABLE audit_target (
    kind  TEXT NOT NULL,
    id    TEXT NOT NULL,
    label TEXT,
    state TEXT NOT NULL,
    PRIMARY KEY (kind, id)
);

-- Members' current addresses, to name actors and targets (NULL once erased).
CREATE TABLE audit_member (
    id    TEXT PRIMARY KEY,
    email TEXT
);

-- The name every genre, title, episode… has or last had, kept after its deletion:
-- what genre ids and episodes read as in the trail and the history.
CREATE TABLE audit_name (
    kind TEXT NOT NULL,
    id   TEXT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (kind, id)
);
