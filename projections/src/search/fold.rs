//! Folding film and series events into changes of index documents: an add or an
//! edit replaces the title's document (delete by id, then add), a deletion removes
//! it. Episodes, genres and views do not change what a search finds.

use bobine_domain::movies::{Movie, MovieEvent};
use bobine_domain::series::{Series, SeriesEvent};
use bobine_domain::titles::TitleKind;
use bobine_store::StoredEvent;
use cqrs_es::Aggregate;
use tantivy::{IndexWriter, TantivyDocument, Term};

use super::schema::{Fields, TitleText};
use crate::ProjectionError;
use crate::sql::decode;

/// What an event changes in the index: title `id`'s document is now `document`, or
/// the title is gone.
pub(super) struct Change {
    pub id: String,
    pub document: Option<TantivyDocument>,
}

/// The change `event` makes, if any.
pub(super) fn change(
    fields: &Fields,
    event: &StoredEvent,
) -> Result<Option<Change>, ProjectionError> {
    match event.aggregate_type.as_str() {
        Movie::TYPE => match decode::<MovieEvent>(event)? {
            MovieEvent::MovieAdded { id, details } | MovieEvent::MovieEdited { id, details } => {
                Ok(Some(put(
                    fields,
                    &TitleText {
                        kind: TitleKind::Movie,
                        id: id.to_string(),
                        title: &details.title,
                        original_title: details.original_title.as_deref(),
                        director: details.director.as_deref(),
                        synopsis: details.synopsis.as_deref(),
                        release_year: details.release_year,
                        poster_url: details.poster_url.as_deref(),
                        rating: details.rating,
                    },
                )))
            }
            MovieEvent::MovieDeleted { id, .. } => Ok(Some(Change {
                id: id.to_string(),
                document: None,
            })),
        },
        Series::TYPE => match decode::<SeriesEvent>(event)? {
            SeriesEvent::SeriesAdded { id, details }
            | SeriesEvent::SeriesEdited { id, details } => Ok(Some(put(
                fields,
                &TitleText {
                    kind: TitleKind::Series,
                    id: id.to_string(),
                    title: &details.title,
                    original_title: details.original_title.as_deref(),
                    director: details.director.as_deref(),
                    synopsis: details.synopsis.as_deref(),
                    release_year: details.release_year,
                    poster_url: details.poster_url.as_deref(),
                    rating: details.rating,
                },
            ))),
            SeriesEvent::SeriesDeleted { id, .. } => Ok(Some(Change {
                id: id.to_string(),
                document: None,
            })),
            SeriesEvent::EpisodeAdded { .. }
            | SeriesEvent::EpisodeEdited { .. }
            | SeriesEvent::EpisodeRemoved { .. } => Ok(None),
        },
        _ => Ok(None),
    }
}

fn put(fields: &Fields, title: &TitleText<'_>) -> Change {
    Change {
        id: title.id.clone(),
        document: Some(fields.document(title)),
    }
}

/// Writes the title `id` as `document` (or removes it, with none) in the writer's
/// next commit.
pub(super) fn write(
    writer: &IndexWriter,
    fields: &Fields,
    id: &str,
    document: Option<TantivyDocument>,
) -> tantivy::Result<()> {
    writer.delete_term(Term::from_field_text(fields.id, id));
    if let Some(document) = document {
        writer.add_document(document)?;
    }
    Ok(())
}
