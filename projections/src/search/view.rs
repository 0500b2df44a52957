//! What one answer reads: the titles folded since the index's last commit, then the
//! committed index as of that commit, matched by the same query and merged by score
//! (docs/adr/0034-recent-titles.md). The live index takes one for each search.

use std::sync::Arc;

use bobine_domain::titles::TitleKind;
use tantivy::query::{BooleanQuery, Occur, Query, TermSetQuery};
use tantivy::schema::Value;
use tantivy::{DocAddress, Searcher, TantivyDocument, Term};

use super::matching::Match;
use super::recent::Recent;
use super::request::SearchHit;
use super::schema::Fields;
use crate::catalogue::queries::rows::drawn_poster;

/// What one answer reads: the recent titles, then the committed index (in that
/// order: a title the committer has just written and forgotten is in this searcher).
pub(super) struct View {
    pub recent: Arc<Recent>,
    pub searcher: Searcher,
    pub fields: Fields,
}

/// A title found, where it is: in the committed index, or among the recent titles.
enum Found<'a> {
    Committed(DocAddress),
    Recent(&'a TantivyDocument),
}

impl View {
    /// `m` over the committed index, without the titles changed since (the recent
    /// ones answer for those).
    pub fn committed_query(&self, m: &Match) -> Box<dyn Query> {
        if self.recent.is_empty() {
            return m.query();
        }
        let changed = self
            .recent
            .ids()
            .map(|id| Term::from_field_text(self.fields.id, id));
        Box::new(BooleanQuery::new(vec![
            (Occur::Must, m.query()),
            (Occur::MustNot, Box::new(TermSetQuery::new(changed))),
        ]))
    }

    /// The recent titles `m` matches, scored as `best_first` scores committed ones.
    pub fn recent_matches<'a>(
        &'a self,
        m: &'a Match,
    ) -> impl Iterator<Item = (f32, &'a TantivyDocument)> {
        let schema = self.searcher.schema();
        self.recent.matching(schema, m).map(|(score, doc)| {
            let rating = doc.get_first(self.fields.rating).and_then(|v| v.as_f64());
            (with_rating(score, rating.unwrap_or(0.0)), doc)
        })
    }

    pub fn is_series(&self, doc: &TantivyDocument) -> bool {
        doc.get_first(self.fields.is_series)
            .and_then(|v| v.as_u64())
            == Some(1)
    }

    fn hit(&self, found: &Found<'_>) -> tantivy::Result<SearchHit> {
        Ok(match found {
            Found::Committed(address) => hit(&self.fields, &self.searcher.doc(*address)?),
            Found::Recent(doc) => hit(&self.fields, doc),
        })
    }

    /// The best `limit` of `committed` and `recent` together, after `offset`: each is
    /// best first already; among equal scores committed titles come first.
    pub fn merged<'a>(
        &self,
        committed: Vec<(f32, DocAddress)>,
        recent: impl Iterator<Item = (f32, &'a TantivyDocument)>,
        limit: usize,
        offset: usize,
    ) -> tantivy::Result<Vec<SearchHit>> {
        let mut all: Vec<(f32, Found<'a>)> = committed
            .into_iter()
            .map(|(score, address)| (score, Found::Committed(address)))
            .chain(recent.map(|(score, doc)| (score, Found::Recent(doc))))
            .collect();
        all.sort_by(|a, b| b.0.total_cmp(&a.0));
        all.iter()
            .skip(offset)
            .take(limit)
            .map(|(_, found)| self.hit(found))
            .collect()
    }
}

/// A title's score with its rating added: ratings (0 to 5) only break ties, the
/// smallest gap between weights being 0.25.
pub(super) fn with_rating(score: f32, rating: f64) -> f32 {
    score + rating as f32 / 1000.0
}

fn hit(f: &Fields, doc: &TantivyDocument) -> SearchHit {
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
    SearchHit {
        poster_url: text(f.poster_url).unwrap_or_else(|| drawn_poster(kind.as_str(), &id)),
        kind,
        title: text(f.title).unwrap_or_default(),
        original_title: text(f.original_title),
        director: text(f.director),
        release_year: doc.get_first(f.release_year).and_then(|v| v.as_i64()),
        rating: doc.get_first(f.rating).and_then(|v| v.as_f64()),
        id,
    }
}
