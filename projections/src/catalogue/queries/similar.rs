//! Similar films (member-side.md section 9): at most 12, scored.

use bobine_domain::titles::TitleKind;
use serde::Serialize;
use sqlx::SqlitePool;

use super::list::genres_of;
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

/// The most a film by another director, released more than five years away (or in
/// an unknown year), can score beyond its shared genres: rating 3, views 2, featured 2.
const MAX_BONUS_OUTSIDE_YEARS: i64 = 7;
/// The most a film sharing no genre and by another director can score: within five
/// years 5, plus [`MAX_BONUS_OUTSIDE_YEARS`].
const MAX_WITHOUT_GENRE_OR_DIRECTOR: i64 = 5 + MAX_BONUS_OUTSIDE_YEARS;
/// Release years on either side of the film's that still score.
const YEAR_WINDOW: i64 = 5;

/// A candidate as read: (id, director key, release year, rating, views, featured,
/// genres shared with the film).
type CandidateRow = (
    String,
    Option<String>,
    Option<i64>,
    Option<f64>,
    i64,
    bool,
    i64,
);

/// The candidate columns, with the count of genres each shares with the film `?1`
/// (one primary-key probe per genre of the candidate).
const CANDIDATE: &str = "SELECT m.id, m.director_key, m.release_year, m.rating, m.views_count, m.is_featured,
        (SELECT COUNT(*) FROM movie_genre c
          WHERE c.movie_id = m.id AND c.genre_id IN (SELECT genre_id FROM movie_genre WHERE movie_id = ?1))
      FROM movie m";

/// Links of the film `?1`'s genres, other films only.
const SHARING: &str = "SELECT DISTINCT l.movie_id FROM movie_genre l
      WHERE l.genre_id IN (SELECT genre_id FROM movie_genre WHERE movie_id = ?1) AND l.movie_id <> ?1";

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

/// What the candidates are compared with.
struct Target {
    director: Option<String>,
    year: Option<i64>,
}

impl Target {
    fn offer(&self, best: &mut Best, rows: Vec<CandidateRow>) {
        for (movie, director, year, rating, views, is_featured, shared_genres) in rows {
            let candidate = Candidate {
                shared_genres,
                same_director: self.director.is_some() && director == self.director,
                year_gap: self.year.zip(year).map(|(a, b)| (a - b).abs()),
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
    }
}

/// Candidates by another director than `director` (the director's films are all
/// offered first) matching `condition`, in which `?1` is the film, `?2` and `?3` the
/// bounds of its years.
async fn others(
    db: &SqlitePool,
    condition: &str,
    id: &str,
    (low, high): (i64, i64),
    director: Option<&str>,
) -> Result<Vec<CandidateRow>, sqlx::Error> {
    let sql = format!("{CANDIDATE} WHERE {condition} AND (?4 IS NULL OR m.director_key IS NOT ?4)");
    sqlx::query_as(&sql)
        .bind(id)
        .bind(low)
        .bind(high)
        .bind(director)
        .fetch_all(db)
        .await
}

/// The films most like `id`: any that shares a genre or the director, or came out
/// within five years, scored, best first (ties: most viewed). Exact, but it reads
/// only the candidates that could still make the list, in the order of their best
/// possible score:
/// 1. the director's films (the only ones that can get the +8);
/// 2. films of the same five years that share a genre: one range of the link index
///    per genre, since links carry the year;
/// 3. films of the same five years that share no genre, if 12 points can still get in;
/// 4. films of other years that share a genre, only those sharing enough genres for
///    10 a genre + 7 to reach the twelfth best found so far (most often none).
pub async fn similar(db: &SqlitePool, id: &str) -> Result<Vec<SimilarMovie>, sqlx::Error> {
    let target: Option<(Option<String>, Option<i64>, i64)> = sqlx::query_as(
        "SELECT director_key, release_year, (SELECT COUNT(*) FROM movie_genre WHERE movie_id = ?1)
           FROM movie WHERE id = ?1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?;
    let Some((director, year, genre_count)) = target else {
        return Ok(Vec::new());
    };
    let target = Target { director, year };
    let mut best = Best::default();

    // 1. The director's films, through their index.
    if let Some(director) = &target.director {
        let sql = format!("{CANDIDATE} WHERE m.director_key = ?2 AND m.id <> ?1");
        let rows = sqlx::query_as(&sql)
            .bind(id)
            .bind(director)
            .fetch_all(db)
            .await?;
        target.offer(&mut best, rows);
    }
    let director = target.director.as_deref();
    if let Some(year) = target.year {
        let window = (year - YEAR_WINDOW, year + YEAR_WINDOW);
        // 2. The same years, sharing a genre.
        let sharing_in_window = "m.id IN (SELECT DISTINCT l.movie_id FROM movie_genre l
                 WHERE l.genre_id IN (SELECT genre_id FROM movie_genre WHERE movie_id = ?1)
                   AND l.year_key BETWEEN ?2 AND ?3 AND l.movie_id <> ?1)";
        let rows = others(db, sharing_in_window, id, window, director).await?;
        target.offer(&mut best, rows);
        // 3. The same years, sharing no genre.
        if MAX_WITHOUT_GENRE_OR_DIRECTOR >= best.bar() {
            let apart = format!(
                "m.release_year BETWEEN ?2 AND ?3 AND m.id <> ?1 AND m.id NOT IN ({SHARING})"
            );
            let rows = others(db, &apart, id, window, director).await?;
            target.offer(&mut best, rows);
        }
    }
    // 4. Other years (or every year, when the film's is unknown), sharing a genre:
    // only the films that share at least `least` genres can still get in.
    let least = if best.bar() == i64::MIN {
        1
    } else {
        ((best.bar() - MAX_BONUS_OUTSIDE_YEARS) as f64 / 10.0)
            .ceil()
            .max(1.0) as i64
    };
    if least <= genre_count {
        // With no year, an empty window: every year is outside it.
        let window = target
            .year
            .map_or((i64::MAX, i64::MIN), |y| (y - YEAR_WINDOW, y + YEAR_WINDOW));
        let sharing_enough = format!(
            "m.id IN (SELECT l.movie_id FROM movie_genre l
                 WHERE l.genre_id IN (SELECT genre_id FROM movie_genre WHERE movie_id = ?1)
                   AND l.year_key NOT BETWEEN ?2 AND ?3 AND l.movie_id <> ?1
                 GROUP BY l.movie_id HAVING COUNT(*) >= {least})"
        );
        let rows = others(db, &sharing_enough, id, window, director).await?;
        target.offer(&mut best, rows);
    }

    let ids: Vec<String> = best.0.iter().map(|s| s.id.clone()).collect();
    let mut genres = genres_of(db, TitleKind::Movie, &ids).await?;
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
