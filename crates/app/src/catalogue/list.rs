//! The catalogue's lists of films and series (docs/product.md, member side §9 and
//! admin area §2): the filters as the projection reads them, one page's sort, size
//! and cursor, checked here. Members, genre pages and admins read the same lists,
//! with pages of their own default size.

use bobine_projections::SqlProjection;
use bobine_projections::catalogue::Catalogue;
use bobine_projections::catalogue::queries::TitleCursor;
use bobine_projections::catalogue::queries::list::{Filters, Page, PageRequest};
use bobine_projections::catalogue::queries::rows::{MovieCard, MovieRow, SeriesCard, SeriesRow};
use bobine_projections::catalogue::queries::sort::Sort;
use bobine_store::Position;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::error::AppError;
use crate::node::Node;
use crate::paging;

/// Which way a list runs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Order {
    #[default]
    Desc,
    Asc,
}

/// One page of a list: its sort, its way, its size and where it starts.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    #[param(value_type = Option<Sort>)]
    pub sort: Sort,
    #[param(value_type = Option<Order>)]
    pub order: Order,
    /// 1 to 100; the list's page size when absent.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
    #[param(value_type = Option<TitleCursor>)]
    pub cursor: Option<String>,
}

impl PageQuery {
    /// The page the projection reads, `default_limit` rows unless asked otherwise.
    pub fn request(&self, default_limit: u32) -> Result<PageRequest<'_>, AppError> {
        Ok(PageRequest {
            sort: self.sort,
            ascending: self.order == Order::Asc,
            limit: paging::limit(self.limit, default_limit)?,
            cursor: self.cursor.as_deref(),
        })
    }
}

/// The sorts of a series list, as the OpenAPI document lists them: the lists' own,
/// without the duration series do not have.
#[derive(ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SeriesSort {
    Recent,
    Year,
    Rating,
    Views,
    Title,
}

/// A series list's page: [`PageQuery`]'s parameters, its sort without duration.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct SeriesPageQuery {
    #[param(value_type = Option<SeriesSort>)]
    pub sort: Sort,
    #[param(value_type = Option<Order>)]
    pub order: Order,
    /// 1 to 100; the list's page size when absent.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
    #[param(value_type = Option<TitleCursor>)]
    pub cursor: Option<String>,
}

/// A page of films under `filters`, whole rows (the admin's list, its form filled
/// from them).
pub async fn movies(
    node: &Node,
    filters: &Filters,
    page: &PageQuery,
    default_limit: u32,
) -> Result<Page<MovieRow>, AppError> {
    let request = page.request(default_limit)?;
    let at = catalogue_at(node);
    Ok(node
        .lists
        .movies(&node.read, at, &searched(filters), request)
        .await?)
}

/// A page of film cards under `filters`: a visitor's list (docs/adr/0055-list-cards-from-memory.md).
pub async fn movie_cards(
    node: &Node,
    filters: &Filters,
    page: &PageQuery,
    default_limit: u32,
) -> Result<Page<MovieCard>, AppError> {
    let request = page.request(default_limit)?;
    let at = catalogue_at(node);
    Ok(node
        .lists
        .movie_cards(&node.read, at, &searched(filters), request)
        .await?)
}

/// A page of series under `filters`, whole rows (the admin's list).
pub async fn series(
    node: &Node,
    filters: &Filters,
    page: &SeriesPageQuery,
    default_limit: u32,
) -> Result<Page<SeriesRow>, AppError> {
    let page = page.of_series()?;
    let request = page.request(default_limit)?;
    let at = catalogue_at(node);
    Ok(node
        .lists
        .series(&node.read, at, &searched(filters), request)
        .await?)
}

/// A page of series cards under `filters`: a visitor's list.
pub async fn series_cards(
    node: &Node,
    filters: &Filters,
    page: &SeriesPageQuery,
    default_limit: u32,
) -> Result<Page<SeriesCard>, AppError> {
    let page = page.of_series()?;
    let request = page.request(default_limit)?;
    let at = catalogue_at(node);
    Ok(node
        .lists
        .series_cards(&node.read, at, &searched(filters), request)
        .await?)
}

impl SeriesPageQuery {
    /// The page as a list reads it; series have no duration to sort by.
    fn of_series(&self) -> Result<PageQuery, AppError> {
        if self.sort == Sort::Duration {
            return Err(AppError::malformed(
                "Requête invalide : les séries ne se trient pas par durée",
            ));
        }
        Ok(PageQuery {
            sort: self.sort,
            order: self.order,
            limit: self.limit,
            cursor: self.cursor.clone(),
        })
    }
}

/// The catalogue projection's position: the lists index answers as of it or later.
pub fn catalogue_at(node: &Node) -> Position {
    node.projections
        .position(Catalogue.name())
        .unwrap_or_default()
}

/// The filters with a blank search left out (a search box sent empty).
fn searched(filters: &Filters) -> Filters {
    Filters {
        search: filters.search.clone().filter(|q| !q.trim().is_empty()),
        ..filters.clone()
    }
}
