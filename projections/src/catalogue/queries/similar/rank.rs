//! The twelve best-scored films for one film, read from the in-memory index. Exact:
//! the same list as scoring every film that shares a genre or the director, or came
//! out within five years; but it reads only the groups that can still make the list,
//! in the order of their best possible score.

use std::cmp::{Ordering, Reverse};

use uuid::Uuid;

use super::index::{Film, Films};
use super::{Candidate, MAX_MERIT, MAX_SIMILAR, score};

/// Release years on either side of the film's that still score, and the most being
/// that close scores.
const YEAR_WINDOW: i64 = 5;

/// A candidate with its score.
pub(super) struct Scored {
    pub score: i64,
    pub id: Uuid,
    pub candidate: Candidate,
}

impl Scored {
    /// Best first: highest score, then most viewed, then smallest id.
    fn order(&self, other: &Scored) -> Ordering {
        other
            .score
            .cmp(&self.score)
            .then(other.candidate.views.cmp(&self.candidate.views))
            .then(self.id.cmp(&other.id))
    }
}

/// The top [`MAX_SIMILAR`] so far, best first.
#[derive(Default)]
struct Best(Vec<Scored>);

impl Best {
    fn offer(&mut self, scored: Scored) {
        if self.0.len() == MAX_SIMILAR
            && self.0[MAX_SIMILAR - 1].order(&scored) != Ordering::Greater
        {
            return;
        }
        let at = self
            .0
            .partition_point(|s| s.order(&scored) == Ordering::Less);
        self.0.insert(at, scored);
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

/// Genres two sorted lists share.
fn shared(a: &[u32], b: &[u32]) -> i64 {
    let (mut i, mut j, mut n) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            Ordering::Less => i += 1,
            Ordering::Greater => j += 1,
            Ordering::Equal => {
                n += 1;
                i += 1;
                j += 1;
            }
        }
    }
    n
}

/// The films most like `id`, best first, with their scores:
/// 1. the director's films (the only ones that can get the +8);
/// 2. films of the same five years (either side), group by group of genre sets in
///    order of genres shared, while 10 a genre + 5 + 7 can still get in;
/// 3. films of other years (every year, when the film's is unknown) that share a
///    genre, while 10 a genre + 7 can still get in (most often no group can), each
///    group by merit, while 10 a genre + the film's merit can still get in.
///
/// None when the index holds no film `id`.
pub(super) fn rank(films: &Films, id: &Uuid) -> Option<Vec<Scored>> {
    let target = films.by_id.get(id)?;
    let mut best = Best::default();
    let offer = |best: &mut Best, other: &Uuid, film: &Film, shared_genres: i64| {
        if other == id {
            return;
        }
        let candidate = candidate(target, film, shared_genres);
        best.offer(Scored {
            score: score(&candidate),
            id: *other,
            candidate,
        });
    };
    let target_genres = &films.sets[target.set].genres;

    // 1. The director's films.
    if let Some(director) = target.director {
        for other in films.by_director.get(&director).into_iter().flatten() {
            if let Some(film) = films.by_id.get(other) {
                let shared_genres = shared(target_genres, &films.sets[film.set].genres);
                offer(&mut best, other, film, shared_genres);
            }
        }
    }
    let by_another = |film: &Film| target.director.is_none() || film.director != target.director;
    let mut sets: Vec<(i64, usize)> = films
        .sets
        .iter()
        .enumerate()
        .map(|(n, set)| (shared(target_genres, &set.genres), n))
        .collect();
    sets.sort_unstable_by_key(|&(shared, _)| std::cmp::Reverse(shared));

    // 2. The same years.
    let window = target
        .year
        .map(|year| (year - YEAR_WINDOW, year + YEAR_WINDOW));
    if let Some((low, high)) = window {
        for &(shared_genres, set) in &sets {
            if 10 * shared_genres + YEAR_WINDOW + MAX_MERIT < best.bar() {
                break;
            }
            let years = films.sets[set]
                .by_year
                .range((low, Uuid::nil())..=(high, Uuid::max()));
            for ((_, other), film) in years {
                if by_another(film) {
                    offer(&mut best, other, film, shared_genres);
                }
            }
        }
    }
    // 3. Other years, sharing a genre.
    let in_window = |year: i64| window.is_some_and(|(low, high)| (low..=high).contains(&year));
    for &(shared_genres, set) in sets.iter().take_while(|(shared, _)| *shared > 0) {
        if 10 * shared_genres + MAX_MERIT < best.bar() {
            break;
        }
        for &(Reverse(merit), year, ref other) in &films.sets[set].by_merit {
            if 10 * shared_genres + merit < best.bar() {
                break;
            }
            if in_window(year) {
                continue;
            }
            if let Some(film) = films.by_id.get(other).filter(|film| by_another(film)) {
                offer(&mut best, other, film, shared_genres);
            }
        }
    }
    Some(best.0)
}

fn candidate(target: &Film, film: &Film, shared_genres: i64) -> Candidate {
    Candidate {
        shared_genres,
        same_director: target.director.is_some() && film.director == target.director,
        year_gap: target.year.zip(film.year).map(|(a, b)| (a - b).abs()),
        rating: film.rating,
        views: film.views,
        is_featured: film.featured,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_genres_count_the_common_ids_of_two_sorted_lists() {
        assert_eq!(shared(&[1, 3, 5], &[2, 3, 5, 8]), 2);
        assert_eq!(shared(&[], &[1]), 0);
        assert_eq!(shared(&[4], &[4]), 1);
    }

    #[test]
    fn the_best_stay_ordered_by_score_then_views_then_id() {
        let scored = |score, views, id: u128| Scored {
            score,
            id: Uuid::from_u128(id),
            candidate: Candidate {
                shared_genres: 0,
                same_director: false,
                year_gap: None,
                rating: None,
                views,
                is_featured: false,
            },
        };
        let mut best = Best::default();
        for n in 0..20u128 {
            best.offer(scored((n % 5) as i64, (n % 3) as i64, n));
        }
        let got: Vec<(i64, i64, u128)> = best
            .0
            .iter()
            .map(|s| (s.score, s.candidate.views, s.id.as_u128()))
            .collect();
        let mut all: Vec<(i64, i64, u128)> = (0..20u128)
            .map(|n| ((n % 5) as i64, (n % 3) as i64, n))
            .collect();
        all.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
        all.truncate(MAX_SIMILAR);
        assert_eq!(got, all);
        assert_eq!(best.bar(), all[MAX_SIMILAR - 1].0);
    }
}
