//! The best matches of a query over the committed index: best score first, equal
//! scores going to the better rated title ([`with_rating`]).

use std::sync::Arc;
use tantivy::collector::{Collector, SegmentCollector, TopDocs};

use tantivy::columnar::ColumnValues;
use tantivy::{DocAddress, DocId, Score, SegmentOrdinal, SegmentReader};

use super::schema::{IS_SERIES, RATING};
use super::view::with_rating;

/// The best `limit` matches, whatever their kind (the search page).
pub(super) fn best_first(limit: usize) -> impl Collector<Fruit = Vec<(f32, DocAddress)>> {
    TopDocs::with_limit(limit.max(1)).tweak_score(move |segment: &SegmentReader| {
        let ratings = segment
            .fast_fields()
            .f64(RATING)
            .map(|c| c.first_or_default_col(0.0));
        move |doc, score: f32| {
            let rating = ratings.as_ref().map_or(0.0, |r| r.get_val(doc));
            with_rating(score, rating)
        }
    })
}

/// The best `limit` films and the best `limit` series, in one pass over the matches
/// (suggestions): a title as the member types matches thousands of titles, and each
/// is read once for its kind and rating rather than once per kind.
pub(super) struct BestOfEach(pub usize);

/// Best first: a higher score, then the earlier title, as Tantivy's `TopDocs` orders.
pub(super) type Best = Vec<(f32, DocAddress)>;

impl Collector for BestOfEach {
    type Fruit = (Best, Best);
    type Child = BestOfEachSegment;

    fn for_segment(
        &self,
        segment_ord: SegmentOrdinal,
        segment: &SegmentReader,
    ) -> tantivy::Result<BestOfEachSegment> {
        let fast = segment.fast_fields();
        Ok(BestOfEachSegment {
            limit: self.0,
            segment_ord,
            is_series: fast.u64(IS_SERIES)?.first_or_default_col(0),
            ratings: fast.f64(RATING)?.first_or_default_col(0.0),
            kinds: (Vec::new(), Vec::new()),
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<(Best, Best)>) -> tantivy::Result<(Best, Best)> {
        let (mut movies, mut series) = (Vec::new(), Vec::new());
        for (m, s) in fruits {
            movies.extend(m);
            series.extend(s);
        }
        Ok((kept(movies, self.0), kept(series, self.0)))
    }
}

pub(super) struct BestOfEachSegment {
    limit: usize,
    segment_ord: SegmentOrdinal,
    is_series: Arc<dyn ColumnValues<u64>>,
    ratings: Arc<dyn ColumnValues<f64>>,
    kinds: (Best, Best),
}

impl SegmentCollector for BestOfEachSegment {
    type Fruit = (Best, Best);

    fn collect(&mut self, doc: DocId, score: Score) {
        let best = if self.is_series.get_val(doc) == 1 {
            &mut self.kinds.1
        } else {
            &mut self.kinds.0
        };
        // Docs come in order: a later one enters only with a strictly better score.
        if best.len() == self.limit
            && best
                .last()
                .is_some_and(|(worst, _)| with_rating(score, 5.0) <= *worst)
        {
            return;
        }
        let score = with_rating(score, self.ratings.get_val(doc));
        let at = best.partition_point(|(s, _)| *s >= score);
        if at < self.limit {
            best.insert(at, (score, DocAddress::new(self.segment_ord, doc)));
            best.truncate(self.limit);
        }
    }

    fn harvest(self) -> (Best, Best) {
        self.kinds
    }
}

/// The best `limit` of `all`, best first, ties to the earlier title.
fn kept(mut all: Best, limit: usize) -> Best {
    all.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    all.truncate(limit);
    all
}
