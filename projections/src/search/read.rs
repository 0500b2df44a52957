//! What the API reads from the search index: suggestions as the member types, and
//! the search page's results, by relevance or by a list sort.
//!
//! Each answer reads the committed index, where the titles changed since its last
//! commit are left out, and those recent titles themselves (`recent`), matched by the
//! same query; the two are merged by score (docs/adr/0034-recent-titles.md).

use serde::Serialize;
use tantivy::collector::{Count, DocSetCollector};
use tantivy::schema::Value;

use super::best::{BestOfEach, best_first};
use super::index::{NotOpen, SearchIndex};
use super::matching::{self, Match, Parsed};
use super::request::{SearchHit, SearchRequest, SearchSort};
use super::schema::IS_SERIES;
use super::view::View;
use crate::ReadDb;

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
    suggestions(&index.view()?, &q)
}

pub(super) fn suggestions(view: &View, q: &Parsed) -> Result<Suggestions, SearchError> {
    let m = &matching::suggestion(&view.fields, q);
    let (movies, series) = view.searcher.search(
        view.committed_query(m).as_ref(),
        &BestOfEach(SUGGESTIONS_PER_KIND),
    )?;
    let recent = |series: bool| {
        view.recent_matches(m)
            .filter(move |(_, doc)| view.is_series(doc) == series)
    };
    Ok(Suggestions {
        movies: view.merged(movies, recent(false), SUGGESTIONS_PER_KIND, 0)?,
        series: view.merged(series, recent(true), SUGGESTIONS_PER_KIND, 0)?,
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
    let view = index.view()?;
    let m = matching::full(&view.fields, &q, r.kind);
    let (items, total) = match r.sort {
        SearchSort::Relevance => ranked(&view, &m, r.limit, r.offset)?,
        SearchSort::List(sort) => {
            let (movies, series) = matching_ids(&view, &m)?;
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
pub(super) fn ranked(
    view: &View,
    m: &Match,
    limit: usize,
    offset: usize,
) -> Result<(Vec<SearchHit>, usize), SearchError> {
    // The first `offset + limit` of each, merged: the page is among them.
    let top = best_first(offset + limit);
    let (committed, count) = view
        .searcher
        .search(view.committed_query(m).as_ref(), &(top, Count))?;
    let recent: Vec<_> = view.recent_matches(m).collect();
    let total = count + recent.len();
    let hits = view.merged(committed, recent.into_iter(), limit, offset)?;
    Ok((hits, total))
}

/// The ids of every matching film and series, for a sort the catalogue keeps (read
/// from fast fields: no stored document is opened).
pub(super) fn matching_ids(
    view: &View,
    m: &Match,
) -> Result<(Vec<String>, Vec<String>), SearchError> {
    let searcher = &view.searcher;
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
    for address in searcher.search(view.committed_query(m).as_ref(), &DocSetCollector)? {
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
    for (_, doc) in view.recent_matches(m) {
        let id = doc
            .get_first(view.fields.id)
            .and_then(|v| v.as_str())
            .unwrap_or_default()
            .to_string();
        if view.is_series(doc) {
            series.push(id);
        } else {
            movies.push(id);
        }
    }
    Ok((movies, series))
}
