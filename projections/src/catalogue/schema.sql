CREATE TABLE genre (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    -- accent- and case-folded name: French alphabetical order ("Émotion" before "Fantastique")
    sort_key   TEXT NOT NULL,
    slug       TEXT NOT NULL,
    category   TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX genre_by_sort_key ON genre (sort_key);
CREATE INDEX genre_by_slug ON genre (slug);

CREATE TABLE movie (
    id               TEXT PRIMARY KEY,
    title            TEXT NOT NULL,
    -- folded title, original title and director: sorting and search ignore case and accents
    sort_title       TEXT NOT NULL,
    search_text      TEXT NOT NULL,
    original_title   TEXT,
    synopsis         TEXT,
    release_year     INTEGER,
    duration_minutes INTEGER,
    director         TEXT,
    director_key     TEXT,
    country          TEXT,
    language         TEXT,
    quality          TEXT,
    poster_url       TEXT,
    trailer_url      TEXT,
    video_url        TEXT,
    video_url_vf     TEXT,
    video_url_vostfr TEXT,
    rating           REAL,
    is_featured      INTEGER NOT NULL,
    is_new           INTEGER NOT NULL,
    budget           INTEGER,
    box_office       INTEGER,
    -- folded from the views facts, so that a views sort or filter reads one table
    views_count      INTEGER NOT NULL DEFAULT 0,
    -- sort keys: never NULL (-1 when unknown), so that an index serves each sort and
    -- keyset cursors compare plainly
    year_key         INTEGER NOT NULL,
    rating_key       REAL NOT NULL,
    duration_key     INTEGER NOT NULL,
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL
);
CREATE INDEX movie_by_created ON movie (created_at, id);
CREATE INDEX movie_by_year ON movie (year_key, id);
CREATE INDEX movie_by_rating ON movie (rating_key, id);
CREATE INDEX movie_by_title ON movie (sort_title, id);
CREATE INDEX movie_by_duration ON movie (duration_key, id);
CREATE INDEX movie_by_views ON movie (views_count, id);
CREATE INDEX movie_by_director ON movie (director_key);

-- The log position of the last event that changed each film's row or genre links,
-- deleted films included: the similar-films index (queries/similar/index.rs) and the
-- lists' index (queries/facts/) read what moved since they last looked instead of
-- every film.
CREATE TABLE movie_change (
    movie_id TEXT PRIMARY KEY,
    tx       INTEGER NOT NULL,
    seq      INTEGER NOT NULL
);
CREATE INDEX movie_change_by_position ON movie_change (tx, seq);

CREATE TABLE series (
    id               TEXT PRIMARY KEY,
    title            TEXT NOT NULL,
    sort_title       TEXT NOT NULL,
    search_text      TEXT NOT NULL,
    original_title   TEXT,
    synopsis         TEXT,
    release_year     INTEGER,
    status           TEXT NOT NULL,
    total_seasons    INTEGER NOT NULL DEFAULT 0,
    total_episodes   INTEGER NOT NULL DEFAULT 0,
    director         TEXT,
    country          TEXT,
    language         TEXT,
    -- the anime flag, by default country Japon or language Japonais (docs/product.md, admin area §2, "Anime management")
    is_anime         INTEGER NOT NULL,
    poster_url       TEXT,
    trailer_url      TEXT,
    video_url_vf     TEXT,
    video_url_vostfr TEXT,
    rating           REAL,
    is_featured      INTEGER NOT NULL,
    is_new           INTEGER NOT NULL,
    views_count      INTEGER NOT NULL DEFAULT 0,
    year_key         INTEGER NOT NULL,
    rating_key       REAL NOT NULL,
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL
);
CREATE INDEX series_by_created ON series (created_at, id);
CREATE INDEX series_by_year ON series (year_key, id);
CREATE INDEX series_by_rating ON series (rating_key, id);
CREATE INDEX series_by_title ON series (sort_title, id);
CREATE INDEX series_by_views ON series (views_count, id);

-- As movie_change, for series: the lists' index (queries/facts/) reads the series
-- whose row or genre links changed since it last looked.
CREATE TABLE series_change (
    series_id TEXT PRIMARY KEY,
    tx        INTEGER NOT NULL,
    seq       INTEGER NOT NULL
);
CREATE INDEX series_change_by_position ON series_change (tx, seq);

CREATE TABLE episode (
    id               TEXT PRIMARY KEY,
    series_id        TEXT NOT NULL,
    season_number    INTEGER NOT NULL,
    episode_number   INTEGER NOT NULL,
    title            TEXT NOT NULL,
    synopsis         TEXT,
    duration_minutes INTEGER NOT NULL,
    air_date         TEXT,
    video_url        TEXT,
    video_url_vf     TEXT,
    video_url_vostfr TEXT,
    thumbnail_url    TEXT,
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL
);
CREATE INDEX episode_by_series ON episode (series_id, season_number, episode_number);

-- Links carry the title's year_key, so that counting a genre's titles within years
-- (the genre page, the filters panel) reads one index range, not the titles. The
-- movie index also holds the film, so that similar films of the same years come
-- from that range alone.
CREATE TABLE movie_genre (
    movie_id TEXT NOT NULL,
    genre_id TEXT NOT NULL,
    year_key INTEGER NOT NULL,
    PRIMARY KEY (movie_id, genre_id)
);
CREATE INDEX movie_genre_by_genre ON movie_genre (genre_id, year_key, movie_id);

CREATE TABLE series_genre (
    series_id TEXT NOT NULL,
    genre_id  TEXT NOT NULL,
    year_key  INTEGER NOT NULL,
    PRIMARY KEY (series_id, genre_id)
);
CREATE INDEX series_genre_by_genre ON series_genre (genre_id, year_key);
