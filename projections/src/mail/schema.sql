CREATE TABLE mail (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    recipient TEXT NOT NULL,
    member TEXT,
    kind TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    created_at TEXT NOT NULL,
    sent_at TEXT,
    due_at TEXT
);
CREATE INDEX mail_due ON mail (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX mail_member ON mail (member) WHERE member IS NOT NULL;
CREATE INDEX mail_status ON mail (status, seq);
