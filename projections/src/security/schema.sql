-- Each member's security log (docs/adr/0045-two-factors.md): sign-ins and failed
-- attempts, second factors added and removed, sessions ended; newest is highest id.
CREATE TABLE security_entry (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    member  TEXT NOT NULL,
    at      TEXT NOT NULL,
    -- sign_in, sign_in_failed, two_factor_added, two_factor_removed,
    -- two_factor_reset (by an admin), passkey_added, passkey_removed,
    -- session_ended, sessions_ended
    kind    TEXT NOT NULL,
    -- sign_in: password, totp, recovery or passkey; sign_in_failed: password,
    -- code or passkey
    method  TEXT,
    device  TEXT NOT NULL DEFAULT ''
);
CREATE INDEX security_entry_by_member ON security_entry (member, id DESC);

-- Each member's passkeys as /profile lists them (docs/adr/0050-passkeys.md).
CREATE TABLE security_passkey (
    id           TEXT PRIMARY KEY,
    member       TEXT NOT NULL,
    name         TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    last_used_at TEXT
);
CREATE INDEX security_passkey_by_member ON security_passkey (member, created_at);

-- The second factor a member's sign-in just passed, until its session starts.
CREATE TABLE security_pending (
    member TEXT PRIMARY KEY,
    method TEXT NOT NULL
) WITHOUT ROWID;
