//! A genre's page from the lists index: the genre as the index holds it, then the
//! first page of its films and of its series, all under one read of the index and
//! without a row read (docs/adr/0059-genre-pages-open-with-a-page.md).

use bobine_domain::titles::TitleKind;
use bobine_store::Position;
use serde::Serialize;

use super::ListIndex;
use crate::ReadDb;
use crate::catalogue::queries::genres::GenreRow;
use crate::catalogue::queries::list::{Filters, ListError, Page, PageRequest};
use crate::catalogue::queries::rows::{MovieCard, SeriesCard};
use crate::catalogue::queries::sort::Sort;

/// A genre page: the genre, and its films and series.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct GenrePage {
    pub genre: GenreRow,
    pub movies: Page<MovieCard>,
    pub series: Page<SeriesCard>,
}

impl ListIndex {
    /// The genre `slug`'s page as of the catalogue position `at` or later; None for
    /// a slug no genre has.
    pub async fn genre_page(
        &self,
        db: &ReadDb,
        at: Position,
        slug: &str,
        page: PageRequest<'_>,
    ) -> Result<Option<GenrePage>, ListError> {
        let lists = self.at(db.reads(), at).await?;
        let Some(genre) = lists.genres.get(slug) else {
            return Ok(None);
        };
        let filters = Filters {
            genre: Some(genre.slug.clone()),
            ..Default::default()
        };
        let movies = lists.find(TitleKind::Movie, &filters, page)?;
        // Series have no duration: their genre list falls back to the newest first.
        let series_page = match page.sort {
            Sort::Duration => PageRequest {
                sort: Sort::Recent,
                ..page
            },
            _ => page,
        };
        let series = lists.find(TitleKind::Series, &filters, series_page)?;
        Ok(Some(GenrePage {
            genre: genre.clone(),
            movies: lists.cards(TitleKind::Movie, movies),
            series: lists.cards(TitleKind::Series, series),
        }))
    }
}
