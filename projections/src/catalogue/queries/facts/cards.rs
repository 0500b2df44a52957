//! A page's cards, written from the titles' facts without reading a row: what a
//! public list answers (docs/adr/0055-list-cards-from-memory.md).

use uuid::Uuid;

use super::titles::{Title, Titles, interned};
use crate::catalogue::queries::rows::{MovieCard, SeriesCard, drawn_poster};

/// A card a list answers, made from what the index keeps of its title.
pub trait Carded: Sized {
    fn card(title: &Title, titles: &Titles) -> Self;
}

impl Carded for MovieCard {
    fn card(t: &Title, titles: &Titles) -> Self {
        let id = id_of(t);
        MovieCard {
            poster_url: poster(t, "movie", &id),
            id,
            title: t.title.to_string(),
            release_year: t.year,
            quality: t
                .quality
                .and_then(|q| interned(&titles.qualities, q))
                .map(str::to_string),
            rating: t.rating,
            views_count: t.views,
            is_featured: t.featured,
            is_new: t.new,
        }
    }
}

impl Carded for SeriesCard {
    fn card(t: &Title, titles: &Titles) -> Self {
        let id = id_of(t);
        SeriesCard {
            poster_url: poster(t, "series", &id),
            id,
            title: t.title.to_string(),
            release_year: t.year,
            status: t
                .status
                .and_then(|s| interned(&titles.statuses, s))
                .unwrap_or_default()
                .to_string(),
            total_seasons: i64::from(t.seasons),
            total_episodes: i64::from(t.episodes),
            is_anime: t.anime,
            rating: t.rating,
            views_count: t.views,
            is_featured: t.featured,
            is_new: t.new,
        }
    }
}

/// The title's id as text, written into a buffer rather than through `Display`'s
/// formatting: `perf` had a genre page's cards spend most of their time in the
/// formatting of their ids and posters (docs/benchmarks.md, "Catalogue reads").
fn id_of(t: &Title) -> String {
    t.id.hyphenated()
        .encode_lower(&mut Uuid::encode_buffer())
        .to_owned()
}

/// The title's own poster, or the one the server draws for it.
fn poster(t: &Title, kind: &str, id: &str) -> String {
    t.poster_url
        .as_deref()
        .map_or_else(|| drawn_poster(kind, id), str::to_string)
}

/// The cards of the titles in `slots`, in that order.
pub(super) fn cards_of<T: Carded>(titles: &Titles, slots: &[u32]) -> Vec<T> {
    slots
        .iter()
        .filter_map(|slot| titles.slots[*slot as usize].as_ref())
        .map(|title| T::card(title, titles))
        .collect()
}
