-- The login messages, newest first on the admin screen, and the active one (at most
-- one, decided by the popup_board aggregate) on the login page.
CREATE TABLE popup_message (
    id         TEXT    PRIMARY KEY,
    title      TEXT    NOT NULL,
    content    TEXT    NOT NULL,
    is_active  INTEGER NOT NULL DEFAULT 0,
    created_at TEXT    NOT NULL,
    updated_at TEXT    NOT NULL
);
CREATE INDEX popup_message_newest ON popup_message (created_at DESC, id DESC);
CREATE INDEX popup_message_active ON popup_message (is_active);
