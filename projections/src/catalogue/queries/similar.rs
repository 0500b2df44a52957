//! Similar films (member-side.md section 9): at most 12, scored.

use std::collections::{BTreeMap, HashMap, HashSet};

use serde::Serialize;
use sqlx::SqlitePool;

use super::list::{Kind, genres_of};
use super::rows::MovieRow;

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
    score += match c.rating {
        Some(r) if r >= 4.0 => 3,
        Some(r) if r >= 3.5 => 2,
        Some(r) if r >= 3.0 => 1,
        _ => 0,
    };
    score += match c.views {
        v if v >= 10_000 => 2,
        v if v >= 5_000 => 1,
        _ => 0,
    };
    if c.is_featured {
        score += 2;
    }
    score
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

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct SimilarMovie {
    #[serde(flatten)]
    pub movie: MovieRow,
    pub score: i64,
    /// 'Même réalisateur', 'Même époque' or null.
    pub badge: Option<String>,
}

/// The most a film by another director can score beyond its shared genres
/// (5 + 3 + 2 + 2).
const MAX_BONUS_WITHOUT_DIRECTOR: i64 = 12;
/// The most a film sharing no genre and by another director can score.
const MAX_WITHOUT_GENRE_OR_DIRECTOR: i64 = MAX_BONUS_WITHOUT_DIRECTOR;

/// (id, director key, release year, rating, views, featured) of a candidate.
type CandidateRow = (String, Option<String>, Option<i64>, Option<f64>, i64, bool);

/// A candidate with its score, ordered best first (ties: most viewed, then id).
struct Scored {
    score: i64,
    views: i64,
    id: String,
    candidate: Candidate,
}

/// The top `MAX_SIMILAR` so far, best first.
#[derive(Default)]
struct Best(Vec<Scored>);

impl Best {
    fn offer(&mut self, scored: Scored) {
        self.0.push(scored);
        self.0.sort_by(|a, b| {
            b.score
                .cmp(&a.score)
                .then(b.views.cmp(&a.views))
                .then(a.id.cmp(&b.id))
        });
        self.0.truncate(MAX_SIMILAR);
    }

    /// A candidate whose best possible score is below this cannot get in (a tie
    /// still can, on views).
    fn bar(&self) -> i64 {
        if self.0.len() < MAX_SIMILAR {
            i64::MIN
        } else {
            self.0[MAX_SIMILAR - 1].score
        }
    }
}

/// The films most like `id`: any that shares a genre or the director, or came out
/// within five years, scored, best first (ties: most viewed). Exact, but it reads
/// only the candidates that could still make the list: the director's films first,
/// then the others by how many genres they share, most first, a group being skipped
/// once even its best possible score is below the twelfth best found.
pub async fn similar(db: &SqlitePool, id: &str) -> Result<Vec<SimilarMovie>, sqlx::Error> {
    let target: Option<(Option<String>, Option<i64>)> =
        sqlx::query_as("SELECT director_key, release_year FROM movie WHERE id = ?")
            .bind(id)
            .fetch_optional(db)
            .await?;
    let Some((director, year)) = target else {
        return Ok(Vec::new());
    };
    let shared: Vec<(String, i64)> = sqlx::query_as(
        "SELECT l.movie_id, COUNT(*) FROM movie_genre l
          WHERE l.genre_id IN (SELECT genre_id FROM movie_genre WHERE movie_id = ?1) AND l.movie_id <> ?1
          GROUP BY l.movie_id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let mut by_shared: BTreeMap<i64, Vec<String>> = BTreeMap::new();
    for (movie, n) in &shared {
        by_shared.entry(*n).or_default().push(movie.clone());
    }
    let shared: HashMap<String, i64> = shared.into_iter().collect();

    let mut best = Best::default();
    let offer_rows = |best: &mut Best, rows: Vec<CandidateRow>| {
        for (movie, movie_director, movie_year, rating, views, is_featured) in rows {
            let candidate = Candidate {
                shared_genres: shared.get(&movie).copied().unwrap_or(0),
                same_director: director.is_some() && movie_director == director,
                year_gap: year.zip(movie_year).map(|(a, b)| (a - b).abs()),
                rating,
                views,
                is_featured,
            };
            best.offer(Scored {
                score: score(&candidate),
                views,
                id: movie,
                candidate,
            });
        }
    };
    // The director's films first, through their index: they alone can get the +8,
    // so every group below is bounded without it, and most of a large group of
    // films sharing one genre is never read.
    let mut by_director = HashSet::new();
    if let Some(director) = &director {
        let rows: Vec<CandidateRow> = sqlx::query_as(
            "SELECT id, director_key, release_year, rating, views_count, is_featured FROM movie
              WHERE director_key = ?1 AND id <> ?2",
        )
        .bind(director)
        .bind(id)
        .fetch_all(db)
        .await?;
        by_director.extend(rows.iter().map(|row| row.0.clone()));
        offer_rows(&mut best, rows);
    }
    for (k, ids) in by_shared.iter().rev() {
        if 10 * k + MAX_BONUS_WITHOUT_DIRECTOR < best.bar() {
            break;
        }
        let unread: Vec<&String> = ids.iter().filter(|i| !by_director.contains(*i)).collect();
        for chunk in unread.chunks(5_000) {
            let json = serde_json::to_string(chunk).unwrap_or_default();
            let rows = sqlx::query_as(
                "SELECT id, director_key, release_year, rating, views_count, is_featured FROM movie
                  WHERE id IN (SELECT value FROM json_each(?))",
            )
            .bind(json)
            .fetch_all(db)
            .await?;
            offer_rows(&mut best, rows);
        }
    }
    // Films sharing no genre, by another director: only from the same years.
    let others = "SELECT id, director_key, release_year, rating, views_count, is_featured FROM movie
                   WHERE id <> ?1 AND id NOT IN (SELECT l.movie_id FROM movie_genre l
                         WHERE l.genre_id IN (SELECT genre_id FROM movie_genre WHERE movie_id = ?1))";
    if let Some(year) = year.filter(|_| MAX_WITHOUT_GENRE_OR_DIRECTOR >= best.bar()) {
        // The director's films were offered just above: leave them out here.
        let window = format!("{others} AND release_year BETWEEN ?2 AND ?3");
        let rows = match &director {
            Some(director) => {
                let sql = format!("{window} AND director_key IS NOT ?4");
                sqlx::query_as(&sql)
                    .bind(id)
                    .bind(year - 5)
                    .bind(year + 5)
                    .bind(director)
                    .fetch_all(db)
                    .await?
            }
            None => {
                sqlx::query_as(&window)
                    .bind(id)
                    .bind(year - 5)
                    .bind(year + 5)
                    .fetch_all(db)
                    .await?
            }
        };
        offer_rows(&mut best, rows);
    }

    let ids: Vec<String> = best.0.iter().map(|s| s.id.clone()).collect();
    let mut genres = genres_of(db, Kind::Movie, &ids).await?;
    let mut similar = Vec::with_capacity(best.0.len());
    for Scored {
        score,
        id,
        candidate,
        ..
    } in best.0
    {
        if let Some(row) = super::titles::movie_row(db, &id).await? {
            let movie = row.finish(genres.remove(&id).unwrap_or_default());
            similar.push(SimilarMovie {
                movie,
                score,
                badge: badge(&candidate).map(str::to_string),
            });
        }
    }
    Ok(similar)
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
