-- One row per visitor id and Europe/Paris day (YYYY-MM-DD): a visitor counts once a
-- day however many nodes recorded their visit.
CREATE TABLE visitor_day (
    visitor_id TEXT NOT NULL,
    day        TEXT NOT NULL,
    PRIMARY KEY (visitor_id, day)
) WITHOUT ROWID;
CREATE INDEX visitor_day_by_day ON visitor_day (day);

-- Each visitor's first and last day, and the commit time of their last recorded visit.
CREATE TABLE visitor (
    visitor_id TEXT PRIMARY KEY,
    first_day  TEXT NOT NULL,
    last_day   TEXT NOT NULL,
    last_visit TEXT NOT NULL
) WITHOUT ROWID;
