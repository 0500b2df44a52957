//! Lists of films or series: every filter and sort of docs/product.md, member side §9 and
//! docs/product.md, admin area §2, keyset cursors (stable under inserts, cheap at any
//! depth) and totals.

use std::collections::HashMap;

use bobine_domain::slug::slugify;
use bobine_domain::titles::TitleKind;
use serde::{Deserialize, Serialize};
use sqlx::{QueryBuilder, Sqlite, SqlitePool};

use super::cursor::{BadCursor, Cursor, Key, SortKeyValue};
use super::rows::{GenreRef, MovieRow, SeriesRow};
use super::sort::Sort;
use crate::ProjectionError;

/// The genre link table of a kind's titles, and its title column. (The titles'
/// own table is named after the kind: `movie`, `series`.)
fn genre_link(kind: TitleKind) -> (&'static str, &'static str) {
    match kind {
        TitleKind::Movie => ("movie_genre", "movie_id"),
        TitleKind::Series => ("series_genre", "series_id"),
    }
}

/// Every filter a list takes; `None` means "all". Read from the query string as the
/// OpenAPI document describes it.
#[derive(Debug, Clone, Default, PartialEq, Deserialize, utoipa::IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct Filters {
    /// A genre's slug.
    pub genre: Option<String>,
    pub year_min: Option<i64>,
    pub year_max: Option<i64>,
    pub rating_min: Option<f64>,
    pub views_min: Option<i64>,
    /// 4K, HD 1080p, HD 720p or SD (films).
    pub quality: Option<String>,
    pub featured: Option<bool>,
    pub new: Option<bool>,
    /// completed, ongoing or cancelled (series).
    pub status: Option<String>,
    /// Animes only, or no animes (series).
    pub anime: Option<bool>,
    /// Title, original title, director or id (admin lists); case and accents ignored,
    /// blank searches nothing.
    #[serde(rename = "q")]
    pub search: Option<String>,
}

/// One page of a list.
#[derive(Debug, Clone, Copy)]
pub struct PageRequest<'a> {
    pub sort: Sort,
    pub ascending: bool,
    pub limit: u32,
    pub cursor: Option<&'a str>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct Page<T> {
    pub items: Vec<T>,
    /// How many titles match the filters, on every page.
    pub total: i64,
    /// Pass it as `cursor` for the next page; null on the last one.
    pub next_cursor: Option<String>,
}

impl<T> Page<T> {
    /// The same page, each item made into `U` (a row into its card).
    pub fn into<U: From<T>>(self) -> Page<U> {
        Page {
            items: self.items.into_iter().map(U::from).collect(),
            total: self.total,
            next_cursor: self.next_cursor,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ListError {
    #[error(transparent)]
    Cursor(#[from] BadCursor),
    #[error(transparent)]
    Database(#[from] ProjectionError),
}

impl From<sqlx::Error> for ListError {
    fn from(error: sqlx::Error) -> Self {
        ListError::Database(error.into())
    }
}

/// How a filter is written: for a page, filter columns carry SQLite's unary `+`, so
/// the only index the planner may use is the sort's, and a page is a short walk that
/// stops at the limit (genre membership is then a primary-key probe per row); for a
/// count, the genre's set of titles drives instead.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Purpose {
    Page,
    Count,
}

fn push_filters<'a>(
    q: &mut QueryBuilder<'a, Sqlite>,
    kind: TitleKind,
    f: &'a Filters,
    purpose: Purpose,
) {
    let (link, column) = genre_link(kind);
    let c = if purpose == Purpose::Page {
        "+t."
    } else {
        "t."
    };
    if let Some(slug) = &f.genre {
        match purpose {
            Purpose::Page => q.push(format!(
                " AND EXISTS (SELECT 1 FROM {link} l WHERE l.{column} = t.id \
                 AND l.genre_id = (SELECT id FROM genre WHERE slug = "
            )),
            Purpose::Count => q.push(format!(
                " AND t.id IN (SELECT l.{column} FROM {link} l JOIN genre g ON g.id = l.genre_id WHERE g.slug = "
            )),
        };
        q.push_bind(slug)
            .push(if purpose == Purpose::Page { "))" } else { ")" });
    }
    match purpose {
        Purpose::Page => {
            if let Some(y) = f.year_min {
                q.push(" AND +t.release_year >= ").push_bind(y);
            }
            if let Some(y) = f.year_max {
                q.push(" AND +t.release_year <= ").push_bind(y);
            }
        }
        // A count within years reads the range of the year index: year_key is the
        // year, or -1 when unknown, which any year bound excludes.
        Purpose::Count if f.year_min.is_some() || f.year_max.is_some() => {
            q.push(" AND t.year_key BETWEEN ")
                .push_bind(f.year_min.unwrap_or(0).max(0))
                .push(" AND ")
                .push_bind(f.year_max.unwrap_or(i64::MAX));
        }
        Purpose::Count => {}
    }
    if let Some(r) = f.rating_min {
        q.push(format!(" AND {c}rating >= ")).push_bind(r);
    }
    if let Some(v) = f.views_min {
        q.push(format!(" AND {c}views_count >= ")).push_bind(v);
    }
    if let (Some(quality), TitleKind::Movie) = (&f.quality, kind) {
        q.push(format!(" AND {c}quality = ")).push_bind(quality);
    }
    if let Some(b) = f.featured {
        q.push(format!(" AND {c}is_featured = ")).push_bind(b);
    }
    if let Some(b) = f.new {
        q.push(format!(" AND {c}is_new = ")).push_bind(b);
    }
    if let (Some(status), TitleKind::Series) = (&f.status, kind) {
        q.push(format!(" AND {c}status = ")).push_bind(status);
    }
    if let (Some(anime), TitleKind::Series) = (f.anime, kind) {
        q.push(format!(" AND {c}is_anime = ")).push_bind(anime);
    }
    if let Some(search) = &f.search {
        let folded = slugify(search).replace('-', " ");
        q.push(" AND (t.search_text LIKE '%' || ")
            .push_bind(folded)
            .push(" || '%' OR t.id LIKE ");
        q.push_bind(search.trim().to_lowercase()).push(" || '%')");
    }
}

/// How many titles pass the filters. A genre with at most a year range, the common
/// case, is counted on the genre's link index alone (links carry the year).
async fn count(db: &SqlitePool, kind: TitleKind, f: &Filters) -> Result<i64, sqlx::Error> {
    let only_genre_and_years = Filters {
        genre: None,
        year_min: None,
        year_max: None,
        ..f.clone()
    } == Filters::default();
    if let (Some(slug), true) = (&f.genre, only_genre_and_years) {
        let (link, _) = genre_link(kind);
        // year_key is -1 for an unknown year, which a year bound excludes.
        let (min, max) = match (f.year_min, f.year_max) {
            (None, None) => (-1, i64::MAX),
            (min, max) => (min.unwrap_or(0).max(0), max.unwrap_or(i64::MAX)),
        };
        return sqlx::query_scalar(&format!(
            "SELECT COUNT(*) FROM {link} l WHERE l.genre_id = (SELECT id FROM genre WHERE slug = ?) \
             AND l.year_key BETWEEN ? AND ?"
        ))
        .bind(slug)
        .bind(min)
        .bind(max)
        .fetch_one(db)
        .await;
    }
    let mut count = QueryBuilder::<Sqlite>::new(format!("SELECT COUNT(*){}", from(kind)));
    push_filters(&mut count, kind, f, Purpose::Count);
    count.build_query_scalar().fetch_one(db).await
}

fn from(kind: TitleKind) -> String {
    format!(" FROM {} t WHERE 1 = 1", kind.as_str())
}

/// Ids of one page, and the cursor of the next.
async fn page_ids(
    db: &SqlitePool,
    kind: TitleKind,
    filters: &Filters,
    page: PageRequest<'_>,
) -> Result<(Vec<String>, Option<String>), ListError> {
    // An empty cursor is the first page, as on every list.
    let cursor = page
        .cursor
        .filter(|text| !text.is_empty())
        .map(Cursor::decode)
        .transpose()?;
    let key = format!("t.{}", page.sort.column());
    let mut q =
        QueryBuilder::<Sqlite>::new(format!("SELECT t.id, {key} AS sort_key{}", from(kind)));
    push_filters(&mut q, kind, filters, Purpose::Page);
    let (cmp, dir) = if page.ascending {
        (">", "ASC")
    } else {
        ("<", "DESC")
    };
    if let Some(cursor) = &cursor {
        let bind = |q: &mut QueryBuilder<'_, Sqlite>, key: &Key| match key {
            Key::Int(i) => {
                q.push_bind(*i);
            }
            Key::Real(r) => {
                q.push_bind(*r);
            }
            Key::Text(t) => {
                q.push_bind(t.clone());
            }
        };
        q.push(format!(" AND ({key} {cmp} "));
        bind(&mut q, &cursor.key);
        q.push(format!(" OR ({key} = "));
        bind(&mut q, &cursor.key);
        q.push(format!(" AND t.id {cmp} "))
            .push_bind(cursor.id.clone())
            .push("))");
    }
    q.push(format!(" ORDER BY {key} {dir}, t.id {dir} LIMIT "))
        .push_bind(i64::from(page.limit) + 1);
    let rows: Vec<(String, sqlx::types::JsonValue)> = q
        .build_query_as::<(String, SortKeyValue)>()
        .fetch_all(db)
        .await?
        .into_iter()
        .map(|(id, key)| (id, key.0))
        .collect();

    let more = rows.len() > page.limit as usize;
    let rows = &rows[..rows.len().min(page.limit as usize)];
    let next = match (more, rows.last()) {
        (true, Some((id, key))) => {
            let key = match key {
                sqlx::types::JsonValue::Number(n) if n.is_i64() => {
                    Key::Int(n.as_i64().unwrap_or_default())
                }
                sqlx::types::JsonValue::Number(n) => Key::Real(n.as_f64().unwrap_or_default()),
                other => Key::Text(other.as_str().unwrap_or_default().to_string()),
            };
            Some(
                Cursor {
                    key,
                    id: id.clone(),
                }
                .encode(),
            )
        }
        _ => None,
    };
    Ok((rows.iter().map(|(id, _)| id.clone()).collect(), next))
}

/// Full rows for `ids`, in the order given.
async fn rows_in_order<T>(
    db: &SqlitePool,
    kind: TitleKind,
    ids: &[String],
) -> Result<Vec<T>, sqlx::Error>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow> + Send + Unpin + HasId,
{
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut q = QueryBuilder::<Sqlite>::new(format!("SELECT t.*{}", from(kind)));
    q.push(" AND t.id IN (");
    let mut list = q.separated(", ");
    for id in ids {
        list.push_bind(id.clone());
    }
    list.push_unseparated(")");
    let mut rows: Vec<T> = q.build_query_as().fetch_all(db).await?;
    let order: HashMap<&str, usize> = ids
        .iter()
        .enumerate()
        .map(|(i, id)| (id.as_str(), i))
        .collect();
    rows.sort_by_key(|row| order.get(row.id()).copied().unwrap_or(usize::MAX));
    Ok(rows)
}

/// The genres of each title in `ids`.
pub(crate) async fn genres_of(
    db: &SqlitePool,
    kind: TitleKind,
    ids: &[String],
) -> Result<HashMap<String, Vec<GenreRef>>, sqlx::Error> {
    let mut by_title: HashMap<String, Vec<GenreRef>> = HashMap::new();
    if ids.is_empty() {
        return Ok(by_title);
    }
    let (link, column) = genre_link(kind);
    let mut q = QueryBuilder::<Sqlite>::new(format!(
        "SELECT l.{column}, g.id, g.name, g.slug, g.category FROM {link} l JOIN genre g ON g.id = l.genre_id WHERE l.{column} IN ("
    ));
    let mut list = q.separated(", ");
    for id in ids {
        list.push_bind(id.clone());
    }
    list.push_unseparated(") ORDER BY g.sort_key");
    let rows: Vec<(String, String, String, String, String)> =
        q.build_query_as().fetch_all(db).await?;
    for (title, id, name, slug, category) in rows {
        by_title.entry(title).or_default().push(GenreRef {
            id,
            name,
            slug,
            category,
        });
    }
    Ok(by_title)
}

/// A title row the lists return: it knows its id and takes its genres.
pub(crate) trait HasId {
    fn id(&self) -> &str;
    fn with_genres(self, genres: Vec<GenreRef>) -> Self;
}

impl HasId for MovieRow {
    fn id(&self) -> &str {
        &self.id
    }

    fn with_genres(self, genres: Vec<GenreRef>) -> Self {
        self.finish(genres)
    }
}

impl HasId for SeriesRow {
    fn id(&self) -> &str {
        &self.id
    }

    fn with_genres(self, genres: Vec<GenreRef>) -> Self {
        self.finish(genres)
    }
}

/// Full rows of `ids`, in that order, with their genres.
async fn items<T>(db: &SqlitePool, kind: TitleKind, ids: &[String]) -> Result<Vec<T>, sqlx::Error>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow> + Send + Unpin + HasId,
{
    let mut genres = genres_of(db, kind, ids).await?;
    Ok(rows_in_order::<T>(db, kind, ids)
        .await?
        .into_iter()
        .map(|row| {
            let g = genres.remove(row.id()).unwrap_or_default();
            row.with_genres(g)
        })
        .collect())
}

/// One page of titles of `kind`, with their genres and the total.
async fn page_of<T>(
    db: &SqlitePool,
    kind: TitleKind,
    filters: &Filters,
    page: PageRequest<'_>,
) -> Result<Page<T>, ListError>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow> + Send + Unpin + HasId,
{
    let (ids, next_cursor) = page_ids(db, kind, filters, page).await?;
    Ok(Page {
        items: items(db, kind, &ids).await?,
        total: count(db, kind, filters).await?,
        next_cursor,
    })
}

/// The first `page` of titles of `kind`, without the total a carousel does not
/// show (counting is most of a list's cost on a large catalogue).
async fn first_of<T>(
    db: &SqlitePool,
    kind: TitleKind,
    filters: &Filters,
    page: PageRequest<'_>,
) -> Result<Vec<T>, ListError>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow> + Send + Unpin + HasId,
{
    let (ids, _) = page_ids(db, kind, filters, page).await?;
    Ok(items(db, kind, &ids).await?)
}

/// The films of a carousel: one page, no total.
pub async fn first_movies(
    db: &SqlitePool,
    filters: &Filters,
    page: PageRequest<'_>,
) -> Result<Vec<MovieRow>, ListError> {
    first_of(db, TitleKind::Movie, filters, page).await
}

/// The series of a carousel: one page, no total.
pub async fn first_series(
    db: &SqlitePool,
    filters: &Filters,
    page: PageRequest<'_>,
) -> Result<Vec<SeriesRow>, ListError> {
    first_of(db, TitleKind::Series, filters, page).await
}

/// One page of films.
pub async fn movies(
    db: &SqlitePool,
    filters: &Filters,
    page: PageRequest<'_>,
) -> Result<Page<MovieRow>, ListError> {
    page_of(db, TitleKind::Movie, filters, page).await
}

/// One page of series.
pub async fn series(
    db: &SqlitePool,
    filters: &Filters,
    page: PageRequest<'_>,
) -> Result<Page<SeriesRow>, ListError> {
    page_of(db, TitleKind::Series, filters, page).await
}
