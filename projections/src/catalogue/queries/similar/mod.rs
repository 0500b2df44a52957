//! Similar films (docs/product.md, member side §9): at most 12, scored, read from an
//! in-memory index of every film's scored facts (docs/adr/0026-similar-films-index.md).

mod index;
mod rank;

use bobine_store::Position;
use serde::Serialize;
use uuid::Uuid;

pub use index::SimilarIndex;

use super::rows::drawn_poster;
use crate::{ProjectionError, ReadDb};

/// At most this many similar films.
pub const MAX_SIMILAR: usize = 12;

/// Badge of a film by the same director.
pub const SAME_DIRECTOR: &str = "Même réalisateur";
/// Badge of a film released within two years.
pub const SAME_ERA: &str = "Même époque";

/// What the score looks at, for one candidate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate {
    pub shared_genres: i64,
    pub same_director: bool,
    /// Years between the two releases, if both are known.
    pub year_gap: Option<i64>,
    pub rating: Option<f64>,
    pub views: i64,
    pub is_featured: bool,
}

/// The score: +10 per shared genre, +8 for the same director, max(0, 5 - gap) for a
/// release within five years, +3/+2/+1 for a rating of 4/3.5/3 or more, +2/+1 for
/// 10,000/5,000 views or more, +2 if featured.
pub fn score(c: &Candidate) -> i64 {
    let mut score = 10 * c.shared_genres;
    if c.same_director {
        score += 8;
    }
    if let Some(gap) = c.year_gap.filter(|g| *g <= 5) {
        score += (5 - gap).max(0);
    }
    score + merit(c.rating, c.views, c.is_featured)
}

/// The most [`merit`] gives.
pub(crate) const MAX_MERIT: i64 = 7;

/// What a candidate scores on its own, whatever film it is compared with: +3/+2/+1
/// for its rating, +2/+1 for its views, +2 if featured.
pub(crate) fn merit(rating: Option<f64>, views: i64, is_featured: bool) -> i64 {
    let rating = match rating {
        Some(r) if r >= 4.0 => 3,
        Some(r) if r >= 3.5 => 2,
        Some(r) if r >= 3.0 => 1,
        _ => 0,
    };
    let views = match views {
        v if v >= 10_000 => 2,
        v if v >= 5_000 => 1,
        _ => 0,
    };
    rating + views + if is_featured { 2 } else { 0 }
}

/// 'Même réalisateur' first, else 'Même époque' within two years.
pub fn badge(c: &Candidate) -> Option<&'static str> {
    if c.same_director {
        Some(SAME_DIRECTOR)
    } else if c.year_gap.is_some_and(|g| g <= 2) {
        Some(SAME_ERA)
    } else {
        None
    }
}

/// A similar film, as its card shows it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct SimilarMovie {
    #[schema(value_type = String, format = Uuid)]
    pub id: Uuid,
    pub title: String,
    pub release_year: Option<i64>,
    /// 4K, HD 1080p, HD 720p or SD.
    pub quality: Option<String>,
    /// The film's poster, or one the server draws from its title.
    pub poster_url: String,
    pub rating: Option<f64>,
    pub views_count: i64,
    pub is_featured: bool,
    pub is_new: bool,
    pub score: i64,
    /// 'Même réalisateur', 'Même époque' or null.
    pub badge: Option<String>,
}

/// At most [`MAX_SIMILAR`] films most like `id`, best first (ties: most viewed),
/// read from `index` once it has caught up with the catalogue position `at`; None
/// when there is no film `id` at that position. The answer reads no row: the index
/// keeps what a card shows (docs/adr/0032-similar-films-from-memory.md).
pub async fn similar(
    db: &ReadDb,
    index: &SimilarIndex,
    at: Position,
    id: &Uuid,
) -> Result<Option<Vec<SimilarMovie>>, ProjectionError> {
    let films = index.at(db.reads(), at).await?;
    let Some(best) = rank::rank(&films, id) else {
        return Ok(None);
    };
    let similar = best
        .into_iter()
        .filter_map(|scored| {
            let film = films.by_id.get(&scored.id)?;
            let card = films.cards.get(&scored.id)?;
            Some(SimilarMovie {
                id: scored.id,
                title: card.title.to_string(),
                release_year: film.year,
                quality: card.quality.as_deref().map(str::to_string),
                poster_url: card.poster_url.as_deref().map_or_else(
                    || drawn_poster("movie", &scored.id.to_string()),
                    str::to_string,
                ),
                rating: film.rating,
                views_count: film.views,
                is_featured: film.featured,
                is_new: card.is_new,
                score: scored.score,
                badge: badge(&scored.candidate).map(str::to_string),
            })
        })
        .collect();
    Ok(Some(similar))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate() -> Candidate {
        Candidate {
            shared_genres: 0,
            same_director: false,
            year_gap: None,
            rating: None,
            views: 0,
            is_featured: false,
        }
    }

    #[test]
    fn each_rule_adds_its_points() {
        let c = |f: fn(&mut Candidate)| {
            let mut c = candidate();
            f(&mut c);
            score(&c)
        };
        assert_eq!(c(|_| {}), 0);
        assert_eq!(c(|c| c.shared_genres = 2), 20);
        assert_eq!(c(|c| c.same_director = true), 8);
        assert_eq!(c(|c| c.year_gap = Some(0)), 5);
        assert_eq!(c(|c| c.year_gap = Some(3)), 2);
        assert_eq!(c(|c| c.year_gap = Some(5)), 0);
        assert_eq!(c(|c| c.year_gap = Some(9)), 0);
        assert_eq!(c(|c| c.rating = Some(4.0)), 3);
        assert_eq!(c(|c| c.rating = Some(3.5)), 2);
        assert_eq!(c(|c| c.rating = Some(3.0)), 1);
        assert_eq!(c(|c| c.rating = Some(2.9)), 0);
        assert_eq!(c(|c| c.views = 10_000), 2);
        assert_eq!(c(|c| c.views = 5_000), 1);
        assert_eq!(c(|c| c.views = 4_999), 0);
        assert_eq!(c(|c| c.is_featured = true), 2);
    }

    #[test]
    fn a_hand_built_case_adds_up_and_gets_its_badge() {
        // One shared genre, same director, a year apart, rated 4.2, 6,000 views, featured.
        let c = Candidate {
            shared_genres: 1,
            same_director: true,
            year_gap: Some(1),
            rating: Some(4.2),
            views: 6_000,
            is_featured: true,
        };
        assert_eq!(score(&c), 10 + 8 + 4 + 3 + 1 + 2);
        assert_eq!(badge(&c), Some("Même réalisateur"));
        let era = Candidate {
            year_gap: Some(2),
            ..candidate()
        };
        assert_eq!(badge(&era), Some("Même époque"));
        assert_eq!(
            badge(&Candidate {
                year_gap: Some(3),
                ..candidate()
            }),
            None
        );
    }
}
