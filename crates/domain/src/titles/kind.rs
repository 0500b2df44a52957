//! The catalogue's vocabulary of kinds: one type for "film or series" everywhere a
//! title is named (view facts, read models, the search index, the API), and one for
//! what a member can point at, which may also be a single episode.
//!
//! An anime is not a third kind of title: it is a series whose `anime` fact is set
//! (`series::SeriesDetails::anime`), so it shares the series' stream, table and
//! pages; only its admin form (`series::SeriesKind`) differs.

use serde::{Deserialize, Serialize};

/// A film or a series: which aggregate, stream and table a title lives in. Stored
/// and sent as `movie` or `series`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum TitleKind {
    Movie,
    Series,
}

impl TitleKind {
    pub const ALL: [TitleKind; 2] = [TitleKind::Movie, TitleKind::Series];

    /// The stored name: `movie` or `series` (also the read models' table and the
    /// search index's `kind`).
    pub fn as_str(self) -> &'static str {
        match self {
            TitleKind::Movie => "movie",
            TitleKind::Series => "series",
        }
    }

    /// Parses the stored name; `None` for anything else.
    pub fn parse(text: &str) -> Option<TitleKind> {
        TitleKind::ALL.into_iter().find(|t| t.as_str() == text)
    }
}

impl std::fmt::Display for TitleKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a member's action can be about (a report, a favourite): a film, a series,
/// or one episode of a series. Stored and sent as `movie`, `series` or `episode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum TargetKind {
    Movie,
    Series,
    Episode,
}

impl TargetKind {
    /// The stored name: `movie`, `series` or `episode`.
    pub fn as_str(self) -> &'static str {
        match self {
            TargetKind::Movie => "movie",
            TargetKind::Series => "series",
            TargetKind::Episode => "episode",
        }
    }

    /// The title kind, unless the target is an episode.
    pub fn title(self) -> Option<TitleKind> {
        match self {
            TargetKind::Movie => Some(TitleKind::Movie),
            TargetKind::Series => Some(TitleKind::Series),
            TargetKind::Episode => None,
        }
    }
}

impl From<TitleKind> for TargetKind {
    fn from(kind: TitleKind) -> Self {
        match kind {
            TitleKind::Movie => TargetKind::Movie,
            TitleKind::Series => TargetKind::Series,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn title_kinds_parse_their_stored_names_only() {
        for kind in TitleKind::ALL {
            assert_eq!(TitleKind::parse(kind.as_str()), Some(kind));
            assert_eq!(
                serde_json::to_value(kind).unwrap(),
                serde_json::json!(kind.as_str())
            );
        }
        assert_eq!(TitleKind::parse("Movie"), None);
        assert_eq!(TitleKind::parse("anime"), None);
        assert_eq!(TitleKind::parse("episode"), None);
    }

    #[test]
    fn a_target_is_a_title_or_an_episode() {
        for kind in TitleKind::ALL {
            assert_eq!(TargetKind::from(kind).title(), Some(kind));
        }
        assert_eq!(TargetKind::Episode.title(), None);
        assert_eq!(
            serde_json::from_str::<TargetKind>("\"episode\"").unwrap(),
            TargetKind::Episode
        );
        assert!(serde_json::from_str::<TargetKind>("\"anime\"").is_err());
    }
}
