//! The search page's other sorts: the index says which titles match, the catalogue
//! read model orders them by the same keys as the lists (views included, which the
//! index does not hold).

use sqlx::FromRow;

use super::read::{SearchHit, SearchRequest, SearchSort};
use super::schema::TitleKind;
use crate::ReadDb;
use crate::catalogue::queries::rows::drawn_poster;

#[derive(FromRow)]
struct Row {
    kind: String,
    id: String,
    title: String,
    original_title: Option<String>,
    director: Option<String>,
    release_year: Option<i64>,
    poster_url: Option<String>,
    rating: Option<f64>,
}

/// The catalogue's sort key of films, then of series, for `sort`.
fn keys(sort: SearchSort) -> (&'static str, &'static str) {
    match sort {
        SearchSort::Relevance | SearchSort::Recent => ("created_at", "created_at"),
        SearchSort::Year => ("year_key", "year_key"),
        SearchSort::Rating => ("rating_key", "rating_key"),
        SearchSort::Views => ("views_count", "views_count"),
        SearchSort::Title => ("sort_title", "sort_title"),
        SearchSort::Duration => ("duration_key", "-1"),
    }
}

/// One page of `movies` and `series` (ids), ordered by the request's sort.
pub(super) async fn page(
    db: &ReadDb,
    movies: &[String],
    series: &[String],
    r: &SearchRequest<'_>,
) -> Result<Vec<SearchHit>, sqlx::Error> {
    let (movie_key, series_key) = keys(r.sort);
    let direction = if r.ascending { "ASC" } else { "DESC" };
    let columns = "id, title, original_title, director, release_year, poster_url, rating";
    let sql = format!(
        "SELECT * FROM (
             SELECT 'movie' AS kind, {columns}, {movie_key} AS k FROM movie
              WHERE id IN (SELECT value FROM json_each(?1))
             UNION ALL
             SELECT 'series' AS kind, {columns}, {series_key} AS k FROM series
              WHERE id IN (SELECT value FROM json_each(?2)))
         ORDER BY k {direction}, id {direction} LIMIT ?3 OFFSET ?4"
    );
    let rows: Vec<Row> = sqlx::query_as(&sql)
        .bind(serde_json::to_string(movies).unwrap_or_default())
        .bind(serde_json::to_string(series).unwrap_or_default())
        .bind(r.limit as i64)
        .bind(r.offset as i64)
        .fetch_all(db.reads())
        .await?;
    Ok(rows.into_iter().map(Row::hit).collect())
}

impl Row {
    fn hit(self) -> SearchHit {
        let kind = if self.kind == "series" {
            TitleKind::Series
        } else {
            TitleKind::Movie
        };
        SearchHit {
            poster_url: self
                .poster_url
                .unwrap_or_else(|| drawn_poster(kind.as_str(), &self.id)),
            kind,
            id: self.id,
            title: self.title,
            original_title: self.original_title,
            director: self.director,
            release_year: self.release_year,
            rating: self.rating,
        }
    }
}
