-- Each member's favourite films and series. A row stays when its title is deleted;
-- the queries join the catalogue's tables, so such a favourite is neither listed nor
-- counted. Newest first: by the time of the add, then by insertion order (rowid).
CREATE TABLE favourite (
    member_id    TEXT NOT NULL,
    content_type TEXT NOT NULL,
    content_id   TEXT NOT NULL,
    added_at     TEXT NOT NULL,
    UNIQUE (member_id, content_type, content_id)
);
CREATE INDEX favourite_by_member ON favourite (member_id, added_at);
CREATE INDEX favourite_by_title ON favourite (content_type, content_id);
