//! Similar films (member-side.md section 9): at most 12, scored.

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

type CandidateRow = (String, i64, bool, Option<i64>, Option<f64>, i64, bool);

/// The films most like `id`: any that shares a genre or the director, or came out
/// within five years, scored, best first (ties: most viewed).
pub async fn similar(db: &SqlitePool, id: &str) -> Result<Vec<SimilarMovie>, sqlx::Error> {
    let rows: Vec<CandidateRow> = sqlx::query_as(
        "WITH target AS (SELECT director_key, release_year FROM movie WHERE id = ?1),
              shared AS MATERIALIZED (SELECT l.movie_id AS id, COUNT(*) AS n
                          FROM (SELECT genre_id FROM movie_genre WHERE movie_id = ?1) tg
                          JOIN movie_genre l ON l.genre_id = tg.genre_id
                          GROUP BY l.movie_id),
              candidate AS (SELECT id FROM shared
                            UNION SELECT id FROM movie WHERE director_key = (SELECT director_key FROM target)
                            UNION SELECT id FROM movie WHERE release_year
                                  BETWEEN (SELECT release_year FROM target) - 5 AND (SELECT release_year FROM target) + 5)
         SELECT m.id, COALESCE(s.n, 0),
                COALESCE(m.director_key = (SELECT director_key FROM target), 0),
                ABS(m.release_year - (SELECT release_year FROM target)),
                m.rating, COALESCE(v.views, 0), m.is_featured
           FROM candidate c
           JOIN movie m ON m.id = c.id
           LEFT JOIN shared s ON s.id = m.id
           LEFT JOIN view_total v ON v.content_type = 'movie' AND v.content_id = m.id
          WHERE m.id <> ?1",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let mut scored: Vec<(i64, i64, String, Candidate)> = rows
        .into_iter()
        .map(
            |(id, shared_genres, same_director, year_gap, rating, views, is_featured)| {
                let c = Candidate {
                    shared_genres,
                    same_director,
                    year_gap,
                    rating,
                    views,
                    is_featured,
                };
                (score(&c), views, id, c)
            },
        )
        .collect();
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
    scored.truncate(MAX_SIMILAR);

    let ids: Vec<String> = scored.iter().map(|s| s.2.clone()).collect();
    let mut genres = genres_of(db, Kind::Movie, &ids).await?;
    let mut similar = Vec::with_capacity(scored.len());
    for (score, _, id, candidate) in scored {
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
