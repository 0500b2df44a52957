//! The search page's other sorts: the index says which titles match, the catalogue
//! read model orders them by the same keys as the lists (views included, which the
//! index does not hold).

use sqlx::FromRow;

use bobine_domain::titles::TitleKind;

use super::request::{SearchHit, SearchRequest};
use crate::ReadDb;
use crate::catalogue::queries::rows::drawn_poster;
use crate::catalogue::queries::sort::Sort;

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

/// The catalogue's sort key of films, then of series, for `sort` (series have no
/// duration: by duration they all tie, below every film).
fn keys(sort: Sort) -> (&'static str, &'static str) {
    match sort {
        Sort::Duration => (sort.column(), "-1"),
        _ => (sort.column(), sort.column()),
    }
}

/// One page of `movies` and `series` (ids), ordered by `sort`.
pub(super) async fn page(
    db: &ReadDb,
    movies: &[String],
    series: &[String],
    sort: Sort,
    r: &SearchRequest<'_>,
) -> Result<Vec<SearchHit>, sqlx::Error> {
    let (movie_key, series_key) = keys(sort);
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
        let kind = TitleKind::parse(&self.kind).unwrap_or(TitleKind::Movie);
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
