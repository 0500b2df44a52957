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

CREATE TABLE movie_genre (
    movie_id TEXT NOT NULL,
    genre_id TEXT NOT NULL,
    PRIMARY KEY (movie_id, genre_id)
);
CREATE INDEX movie_genre_by_genre ON movie_genre (genre_id);

CREATE TABLE series_genre (
    series_id TEXT NOT NULL,
    genre_id  TEXT NOT NULL,
    PRIMARY KEY (series_id, genre_id)
);
CREATE INDEX series_genre_by_genre ON series_genre (genre_id);
