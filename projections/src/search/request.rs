//! What the search page asks for, and what one found title is.

use bobine_domain::titles::TitleKind;
use serde::de::{Deserializer, Error as _};
use serde::{Deserialize, Serialize};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

use crate::catalogue::queries::sort::Sort;

/// A title as a card shows it.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct SearchHit {
    pub kind: TitleKind,
    #[schema(format = Uuid)]
    pub id: String,
    pub title: String,
    pub original_title: Option<String>,
    pub director: Option<String>,
    pub release_year: Option<i64>,
    /// The title's poster, or one the server draws from its title.
    pub poster_url: String,
    pub rating: Option<f64>,
}

/// How the search page orders its results: by relevance (the default), or by one of
/// the lists' sorts, descending unless asked otherwise. In a query string, `relevance`
/// or the sort's own name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SearchSort {
    /// Best match first (the spec's weights); ties go to the better rated title.
    #[default]
    Relevance,
    /// A list's sort, read from the catalogue; by duration, series (which have none)
    /// come last.
    List(Sort),
}

impl SearchSort {
    /// Every name a query string may give, relevance first.
    const NAMES: [&'static str; 7] = [
        "relevance",
        "recent",
        "year",
        "rating",
        "views",
        "title",
        "duration",
    ];

    fn parse(name: &str) -> Option<SearchSort> {
        if name == "relevance" {
            return Some(SearchSort::Relevance);
        }
        Sort::ALL
            .into_iter()
            .find(|sort| sort.as_str() == name)
            .map(SearchSort::List)
    }
}

impl<'de> Deserialize<'de> for SearchSort {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = String::deserialize(deserializer)?;
        SearchSort::parse(&name).ok_or_else(|| D::Error::unknown_variant(&name, &Self::NAMES))
    }
}

impl utoipa::PartialSchema for SearchSort {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .enum_values(Some(Self::NAMES))
            .into()
    }
}

impl utoipa::ToSchema for SearchSort {}

#[derive(Debug, Clone)]
pub struct SearchRequest<'a> {
    pub q: &'a str,
    pub kind: Option<TitleKind>,
    pub sort: SearchSort,
    pub ascending: bool,
    pub limit: usize,
    pub offset: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_sort_is_relevance_or_a_list_sort_by_its_name() {
        let read = |name: &str| serde_json::from_value::<SearchSort>(serde_json::json!(name));
        assert_eq!(read("relevance").unwrap(), SearchSort::Relevance);
        for sort in Sort::ALL {
            assert_eq!(read(sort.as_str()).unwrap(), SearchSort::List(sort));
        }
        let names: Vec<&str> = std::iter::once("relevance")
            .chain(Sort::ALL.map(Sort::as_str))
            .collect();
        assert_eq!(names, SearchSort::NAMES);
        let refused = read("pertinence").unwrap_err().to_string();
        assert!(refused.starts_with("unknown variant `pertinence`, expected one of `relevance`"));
    }
}
