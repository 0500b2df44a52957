//! Folding film and series events into index documents: an add or an edit replaces
//! the title's document (delete by id, then add), a deletion removes it. Episodes,
//! genres and views do not change what a search finds.

use bobine_domain::movies::{Movie, MovieEvent};
use bobine_domain::series::{Series, SeriesEvent};
use bobine_domain::titles::TitleKind;
use bobine_store::StoredEvent;
use cqrs_es::Aggregate;
use tantivy::{IndexWriter, Term};
use uuid::Uuid;

use super::schema::{Fields, TitleText};
use crate::ProjectionError;
use crate::sql::decode;

/// Folds `event` into the writer's pending changes; true if it changed the index.
pub(super) fn apply(
    writer: &IndexWriter,
    fields: &Fields,
    event: &StoredEvent,
) -> Result<bool, ProjectionError> {
    match event.aggregate_type.as_str() {
        Movie::TYPE => match decode::<MovieEvent>(event)? {
            MovieEvent::MovieAdded { id, details } | MovieEvent::MovieEdited { id, details } => {
                replace(
                    writer,
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
                )
            }
            MovieEvent::MovieDeleted { id, .. } => remove(writer, fields, id),
        },
        Series::TYPE => match decode::<SeriesEvent>(event)? {
            SeriesEvent::SeriesAdded { id, details }
            | SeriesEvent::SeriesEdited { id, details } => replace(
                writer,
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
            ),
            SeriesEvent::SeriesDeleted { id, .. } => remove(writer, fields, id),
            SeriesEvent::EpisodeAdded { .. }
            | SeriesEvent::EpisodeEdited { .. }
            | SeriesEvent::EpisodeRemoved { .. } => Ok(false),
        },
        _ => Ok(false),
    }
}

fn replace(
    writer: &IndexWriter,
    fields: &Fields,
    title: &TitleText<'_>,
) -> Result<bool, ProjectionError> {
    writer.delete_term(Term::from_field_text(fields.id, &title.id));
    writer.add_document(fields.document(title))?;
    Ok(true)
}

fn remove(writer: &IndexWriter, fields: &Fields, id: Uuid) -> Result<bool, ProjectionError> {
    writer.delete_term(Term::from_field_text(fields.id, &id.to_string()));
    Ok(true)
}
