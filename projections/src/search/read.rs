//! What the API reads from the search index: suggestions as the member types, and
//! the search page's results, by relevance or by a list sort.

use bobine_domain::titles::TitleKind;
use serde::Serialize;
use tantivy::collector::{Collector, Count, DocSetCollector, FilterCollector, TopDocs};
use tantivy::query::Query;
use tantivy::schema::Value;
use tantivy::{DocAddress, Searcher, SegmentReader, TantivyDocument};

use super::index::{NotOpen, SearchIndex};
use super::matching::{self, Parsed};
use super::request::{SearchHit, SearchRequest, SearchSort};
use super::schema::{Fields, IS_SERIES, RATING};
use crate::ReadDb;
use crate::catalogue::queries::rows::drawn_poster;

/// At most this many films, and as many series, are suggested.
pub const SUGGESTIONS_PER_KIND: usize = 4;

#[derive(Debug, Clone, Default, Serialize, utoipa::ToSchema)]
pub struct Suggestions {
    pub movies: Vec<SearchHit>,
    pub series: Vec<SearchHit>,
}

#[derive(Debug, Clone, Default, Serialize, utoipa::ToSchema)]
pub struct SearchPage {
    pub items: Vec<SearchHit>,
    /// Every title the query matches.
    pub total: usize,
    /// Pass it as `offset` for the next page; null on the last one.
    pub next_offset: Option<usize>,
}

#[derive(Debug, thiserror::Error)]
pub enum SearchError {
    #[error(transparent)]
    NotOpen(#[from] NotOpen),
    #[error("search index: {0}")]
    Index(#[from] tantivy::TantivyError),
    #[error("read model: {0}")]
    Database(#[from] sqlx::Error),
}

/// Up to 4 films and 4 series whose title, original title or director the query
/// starts, best first; nothing under 2 characters.
pub fn suggest(index: &SearchIndex, q: &str) -> Result<Suggestions, SearchError> {
    let Some(q) = Parsed::new(q) else {
        return Ok(Suggestions::default());
    };
    let (searcher, fields) = index.searcher()?;
    let query = matching::suggestion(&fields, &q);
    // One pass over the matches keeps the best films and the best series apart.
    let of = |series: bool| {
        FilterCollector::new(
            IS_SERIES.to_string(),
            move |is_series: u64| (is_series == 1) == series,
            best_first(SUGGESTIONS_PER_KIND, 0),
        )
    };
    let (movies, series) = searcher.search(query.as_ref(), &(of(false), of(true)))?;
    let hits = |found: Vec<(f32, DocAddress)>| {
        found
            .into_iter()
            .map(|(_, address)| hit(&searcher, &fields, address))
            .collect::<Result<Vec<_>, _>>()
    };
    Ok(Suggestions {
        movies: hits(movies)?,
        series: hits(series)?,
    })
}

/// One page of the search page's results.
pub async fn search(
    index: &SearchIndex,
    db: &ReadDb,
    r: &SearchRequest<'_>,
) -> Result<SearchPage, SearchError> {
    let Some(q) = Parsed::new(r.q) else {
        return Ok(SearchPage::default());
    };
    let (searcher, fields) = index.searcher()?;
    let query = matching::full(&fields, &q, r.kind);
    let (items, total) = match r.sort {
        SearchSort::Relevance => ranked(&searcher, &fields, query.as_ref(), r.limit, r.offset)?,
        SearchSort::List(sort) => {
            let (movies, series) = matching_ids(&searcher, query.as_ref())?;
            let total = movies.len() + series.len();
            (
                super::sorted::page(db, &movies, &series, sort, r).await?,
                total,
            )
        }
    };
    let next_offset =
        (r.offset + items.len() < total && !items.is_empty()).then_some(r.offset + items.len());
    Ok(SearchPage {
        items,
        total,
        next_offset,
    })
}

/// The best `limit` hits after `offset`, and how many match in all.
fn ranked(
    searcher: &Searcher,
    fields: &Fields,
    query: &dyn Query,
    limit: usize,
    offset: usize,
) -> Result<(Vec<SearchHit>, usize), SearchError> {
    let top = best_first(limit, offset);
    let (found, total) = searcher.search(query, &(top, Count))?;
    let hits = found
        .into_iter()
        .take(limit)
        .map(|(_, address)| hit(searcher, fields, address))
        .collect::<Result<_, _>>()?;
    Ok((hits, total))
}

/// Best score first; equal scores go to the better rated title.
fn best_first(limit: usize, offset: usize) -> impl Collector<Fruit = Vec<(f32, DocAddress)>> {
    TopDocs::with_limit(limit.max(1))
        .and_offset(offset)
        .tweak_score(move |segment: &SegmentReader| {
            let ratings = segment
                .fast_fields()
                .f64(RATING)
                .map(|c| c.first_or_default_col(0.0));
            move |doc, score: f32| {
                // Ratings (0 to 5) only break ties: the smallest weight gap is 0.25.
                let rating = ratings.as_ref().map_or(0.0, |r| r.get_val(doc));
                score + rating as f32 / 1000.0
            }
        })
}

fn hit(searcher: &Searcher, f: &Fields, address: DocAddress) -> Result<SearchHit, SearchError> {
    let doc: TantivyDocument = searcher.doc(address)?;
    let text = |field| {
        doc.get_first(field)
            .and_then(|v| v.as_str())
            .map(str::to_string)
    };
    let kind = text(f.kind)
        .as_deref()
        .and_then(TitleKind::parse)
        .unwrap_or(TitleKind::Movie);
    let id = text(f.id).unwrap_or_default();
    Ok(SearchHit {
        poster_url: text(f.poster_url).unwrap_or_else(|| drawn_poster(kind.as_str(), &id)),
        kind,
        title: text(f.title).unwrap_or_default(),
        original_title: text(f.original_title),
        director: text(f.director),
        release_year: doc.get_first(f.release_year).and_then(|v| v.as_i64()),
        rating: doc.get_first(f.rating).and_then(|v| v.as_f64()),
        id,
    })
}

/// The ids of every matching film and series, for a sort the catalogue keeps (read
/// from fast fields: no stored document is opened).
fn matching_ids(
    searcher: &Searcher,
    query: &dyn Query,
) -> Result<(Vec<String>, Vec<String>), SearchError> {
    let columns = searcher
        .segment_readers()
        .iter()
        .map(|s| {
            let fast = s.fast_fields();
            Ok((
                fast.str("id")?,
                fast.u64(IS_SERIES)?.first_or_default_col(0),
            ))
        })
        .collect::<tantivy::Result<Vec<_>>>()?;
    let (mut movies, mut series) = (Vec::new(), Vec::new());
    for address in searcher.search(query, &DocSetCollector)? {
        let (ids, is_series) = &columns[address.segment_ord as usize];
        let mut id = String::new();
        if let Some(ids) = ids
            && let Some(ord) = ids.term_ords(address.doc_id).next()
        {
            ids.ord_to_str(ord, &mut id)
                .map_err(tantivy::TantivyError::from)?;
        }
        if is_series.get_val(address.doc_id) == 1 {
            series.push(id);
        } else {
            movies.push(id);
        }
    }
    Ok((movies, series))
}
