-- Views per title since the first one. The catalogue joins this table for its
-- "views" sort and its minimum-views filter: keep its name and columns.
CREATE TABLE view_total (
    content_type TEXT    NOT NULL,
    content_id   TEXT    NOT NULL,
    views        INTEGER NOT NULL,
    PRIMARY KEY (content_type, content_id)
) WITHOUT ROWID;
CREATE INDEX view_total_by_views ON view_total (content_type, views DESC);

-- Views per title and Europe/Paris calendar day (YYYY-MM-DD) of the log's commit time.
CREATE TABLE view_day (
    content_type TEXT    NOT NULL,
    content_id   TEXT    NOT NULL,
    day          TEXT    NOT NULL,
    views        INTEGER NOT NULL,
    PRIMARY KEY (content_type, content_id, day)
) WITHOUT ROWID;
CREATE INDEX view_day_by_day ON view_day (day);
