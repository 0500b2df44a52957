//! The top 10 most watched (docs/product.md, admin area §9): ten per type, and the overall
//! list merged from the three by views.

use bobine_projections::catalogue::queries::top::{self, TopKind, TopTitle};

use crate::error::AppError;
use crate::node::Node;

/// Titles per list.
pub const TOP: u32 = 10;

/// The analytics screen's tabs, named as the query string names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum TopTab {
    All,
    Movies,
    Series,
    Animes,
}

impl TopTab {
    /// `all`, `movies`, `series` or `animes`; anything else is refused with its message.
    pub fn parse(text: &str) -> Result<TopTab, AppError> {
        match text {
            "all" => Ok(TopTab::All),
            "movies" => Ok(TopTab::Movies),
            "series" => Ok(TopTab::Series),
            "animes" => Ok(TopTab::Animes),
            _ => Err(AppError::malformed(
                "Requête invalide : type inconnu (all, movies, series ou animes)",
            )),
        }
    }
}

/// The most watched titles of `tab`, most viewed first.
pub async fn most_watched(node: &Node, tab: TopTab) -> Result<Vec<TopTitle>, AppError> {
    let db = node.read.reads();
    let kinds: &[TopKind] = match tab {
        TopTab::All => &[TopKind::Movies, TopKind::Series, TopKind::Animes],
        TopTab::Movies => &[TopKind::Movies],
        TopTab::Series => &[TopKind::Series],
        TopTab::Animes => &[TopKind::Animes],
    };
    let mut lists = Vec::with_capacity(kinds.len());
    for kind in kinds {
        lists.push(top::top(db, *kind, TOP).await?);
    }
    Ok(merge(lists))
}

/// The ten most viewed of several top lists (each already ranked); ties keep the
/// lists' order (films, then series, then animes).
fn merge(lists: Vec<Vec<TopTitle>>) -> Vec<TopTitle> {
    let mut all: Vec<TopTitle> = lists.into_iter().flatten().collect();
    all.sort_by_key(|title| std::cmp::Reverse(title.views_count));
    all.truncate(TOP as usize);
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    fn title(kind: &str, n: i64, views: i64) -> TopTitle {
        TopTitle {
            id: format!("{kind}-{n}"),
            title: format!("{kind} {n}"),
            views_count: views,
            poster_url: None,
            rating: None,
            is_featured: false,
            is_new: false,
            kind: kind.into(),
        }
    }

    #[test]
    fn the_overall_top_ten_merges_the_three_lists_by_views() {
        let movies: Vec<_> = (0..10).map(|n| title("movie", n, 100 - n * 10)).collect();
        let series: Vec<_> = (0..10).map(|n| title("series", n, 95 - n * 10)).collect();
        let animes = vec![title("anime", 0, 1000), title("anime", 1, 90)];
        let merged = merge(vec![movies, series, animes]);
        let ids: Vec<_> = merged.iter().map(|t| t.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "anime-0", "movie-0", "series-0", "movie-1", "anime-1", "series-1", "movie-2",
                "series-2", "movie-3", "series-3"
            ]
        );
    }

    #[test]
    fn the_tabs_are_the_four_of_the_screen() {
        assert_eq!(TopTab::parse("all").unwrap(), TopTab::All);
        assert_eq!(TopTab::parse("animes").unwrap(), TopTab::Animes);
        let refused = TopTab::parse("films").unwrap_err();
        assert_eq!(refused.kind, crate::ErrorKind::Malformed);
    }
}
