-- Each member's latest position in each film and episode they started.
CREATE TABLE watch_progress (
    member           TEXT NOT NULL,
    -- movie or episode
    content_type     TEXT NOT NULL,
    content_id       TEXT NOT NULL,
    progress_seconds INTEGER NOT NULL,
    completed        INTEGER NOT NULL,
    updated_at       TEXT NOT NULL,
    -- the log position of the latest fact: the history's order and its cursor
    pos_tx           INTEGER NOT NULL,
    pos_seq          INTEGER NOT NULL,
    PRIMARY KEY (member, content_id)
);
CREATE INDEX watch_progress_by_time ON watch_progress (member, pos_tx, pos_seq);
CREATE INDEX watch_progress_open ON watch_progress (member, content_type, completed, pos_tx, pos_seq);
