-- One row per account that can sign in (erased accounts are deleted). Times are
-- RFC 3339 UTC with six fractional digits, so that text order is time order.
CREATE TABLE account (
    id                 TEXT    PRIMARY KEY,
    email              TEXT    NOT NULL,
    created_at         TEXT    NOT NULL,
    last_sign_in_at    TEXT,
    email_confirmed_at TEXT,
    is_admin           INTEGER NOT NULL DEFAULT 0,
    is_analyst         INTEGER NOT NULL DEFAULT 0,
    session_version    INTEGER NOT NULL DEFAULT 0,
    -- The latest ban, kept after it ends: it counts while banned_until is NULL
    -- (permanent) or in the future, so ban_created_at says whether there is one.
    ban_reason         TEXT,
    banned_until       TEXT,
    ban_created_at     TEXT,
    referrals_count    INTEGER NOT NULL DEFAULT 0,
    views_count        INTEGER NOT NULL DEFAULT 0,
    -- Whether the team's answers to the member's reports and requests are mailed.
    moderation_emails  INTEGER NOT NULL DEFAULT 1,
    -- Whether sign-ins need a second factor (docs/adr/0045-two-factors.md): the
    -- authenticator app (totp) or a passkey (docs/adr/0050-passkeys.md).
    two_factor         INTEGER NOT NULL DEFAULT 0,
    totp               INTEGER NOT NULL DEFAULT 0,
    passkeys           INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX account_newest ON account (created_at DESC, id DESC);
CREATE INDEX account_by_email ON account (email);

-- The current sponsorship key of each member, found by the key typed at sign-up.
CREATE TABLE referral_key (
    key        TEXT    PRIMARY KEY,
    user_id    TEXT    NOT NULL,
    max_uses   INTEGER NOT NULL,
    uses       INTEGER NOT NULL DEFAULT 0,
    expires_at TEXT    NOT NULL
);
CREATE INDEX referral_key_owner ON referral_key (user_id);
