//! How titles are ordered: the lists' sorts, which the search page also offers
//! beside relevance (`search::SearchSort`).

use serde::Deserialize;

/// How a list is ordered (descending unless asked otherwise).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Sort {
    #[default]
    Recent,
    Year,
    Rating,
    Views,
    Title,
    /// Films only (and genre pages).
    Duration,
}

impl Sort {
    pub const ALL: [Sort; 6] = [
        Sort::Recent,
        Sort::Year,
        Sort::Rating,
        Sort::Views,
        Sort::Title,
        Sort::Duration,
    ];

    /// The name a query string gives it.
    pub fn as_str(self) -> &'static str {
        match self {
            Sort::Recent => "recent",
            Sort::Year => "year",
            Sort::Rating => "rating",
            Sort::Views => "views",
            Sort::Title => "title",
            Sort::Duration => "duration",
        }
    }

    /// The sort key's column in the `movie` and `series` tables: never NULL (unknown
    /// values are -1, the lowest), and indexed with the id, so a page is a short index
    /// walk. Series have no `duration_key`.
    pub(crate) fn column(self) -> &'static str {
        match self {
            Sort::Recent => "created_at",
            Sort::Year => "year_key",
            Sort::Rating => "rating_key",
            Sort::Views => "views_count",
            Sort::Title => "sort_title",
            Sort::Duration => "duration_key",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Sort;

    #[test]
    fn each_sort_reads_from_its_query_name() {
        for sort in Sort::ALL {
            let read: Sort = serde_json::from_value(serde_json::json!(sort.as_str())).unwrap();
            assert_eq!(read, sort);
        }
    }
}
