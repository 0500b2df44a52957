//! The audit trail and the admin history (docs/adr/0020-audit-trail-and-history.md):
//! reading an admin's filters, and folding one target's events up to an instant.

mod erased;
pub mod history;
pub mod paris_time;

use bobine_projections::audit::queries::{self, AuditCursor, AuditFilter, ExportFormat};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::error::AppError;
use crate::paging;
use paris_time::ParisInstant;

/// Entries per page of the trail.
pub const PAGE: u32 = 50;

/// The trail's filters, page and format as a client sends them: free text, dates in
/// Paris time; blank means "any".
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TrailQuery {
    /// The acting admin: their address, their user id, `operator` or `system`.
    pub actor: Option<String>,
    /// An action code (`banned`, `movie_edited`…).
    pub action: Option<String>,
    /// user, movie, series, episode, genre, report or request.
    pub target_kind: Option<String>,
    pub target_id: Option<String>,
    /// A day (`YYYY-MM-DD`) or an instant (`YYYY-MM-DDTHH:MM`), Paris time, or an
    /// RFC 3339 instant; the range starts there.
    #[param(value_type = Option<ParisInstant>)]
    pub from: Option<String>,
    /// A day (kept whole) or an instant (excluded), as `from`.
    #[param(value_type = Option<ParisInstant>)]
    pub to: Option<String>,
    /// Free text: part of an address, a title, an id or a value.
    pub q: Option<String>,
    #[param(value_type = Option<AuditCursor>)]
    pub cursor: Option<String>,
    /// 1 to 100; 50 by default.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
    /// Every filtered entry as a file, streamed, instead of a page.
    #[param(value_type = Option<TrailFormat>)]
    pub format: Option<String>,
}

/// The trail's export formats, as the query string names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum TrailFormat {
    Csv,
    Ndjson,
}

impl TrailQuery {
    /// The export asked for, if any; 400 for any other value than the document's two
    /// (an empty one included).
    pub fn export(&self) -> Result<Option<ExportFormat>, AppError> {
        match self.format.as_deref() {
            None => Ok(None),
            Some("csv") => Ok(Some(ExportFormat::Csv)),
            Some("ndjson") => Ok(Some(ExportFormat::Ndjson)),
            Some(_) => Err(AppError::malformed(
                "Requête invalide : format inconnu (csv, ndjson)",
            )),
        }
    }

    /// The entry a page starts after and its size; 400 for an unreadable cursor,
    /// 422 for a size out of bounds.
    pub fn page(&self) -> Result<(Option<i64>, u32), AppError> {
        let after = match self.cursor.as_deref().filter(|c| !c.is_empty()) {
            None => None,
            Some(text) => Some(
                queries::decode_cursor(text)
                    .map_err(|_| AppError::malformed("Requête invalide : curseur illisible"))?,
            ),
        };
        Ok((after, paging::limit(self.limit, PAGE)?))
    }
}

/// The filter the audit read model takes; 422 when a date cannot be read.
pub fn filter(query: &TrailQuery) -> Result<AuditFilter, AppError> {
    let given = |value: &Option<String>| value.clone().filter(|v| !v.trim().is_empty());
    let from = given(&query.from)
        .map(|from| paris_time::instant(&from, "from").map(paris_time::stamp))
        .transpose()?;
    let to = given(&query.to)
        .map(|to| paris_time::range_end(&to, "to").map(paris_time::stamp))
        .transpose()?;
    Ok(AuditFilter {
        actor: given(&query.actor),
        action: given(&query.action),
        target_kind: given(&query.target_kind),
        target_id: given(&query.target_id),
        from,
        to,
        q: given(&query.q),
    })
}
