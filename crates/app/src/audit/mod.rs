//! The audit trail and the admin history (docs/adr/0020-audit-trail-and-history.md):
//! reading an admin's filters, and folding one target's events up to an instant.

pub mod history;
pub mod paris_time;

use bobine_projections::audit::queries::AuditFilter;

use crate::error::AppError;

/// The trail's filters as a client sends them: free text, dates in Paris time.
#[derive(Debug, Clone, Default)]
pub struct TrailQuery {
    pub actor: Option<String>,
    pub action: Option<String>,
    pub target_kind: Option<String>,
    pub target_id: Option<String>,
    /// A day or an instant, Paris time; the range starts there.
    pub from: Option<String>,
    /// A day (kept whole) or an instant (excluded), Paris time.
    pub to: Option<String>,
    pub q: Option<String>,
}

/// The filter the audit read model takes; 422 when a date cannot be read.
pub fn filter(query: TrailQuery) -> Result<AuditFilter, AppError> {
    let given = |value: Option<String>| value.filter(|v| !v.trim().is_empty());
    let from = given(query.from)
        .map(|from| paris_time::instant(&from, "from").map(paris_time::stamp))
        .transpose()?;
    let to = given(query.to)
        .map(|to| paris_time::range_end(&to, "to").map(paris_time::stamp))
        .transpose()?;
    Ok(AuditFilter {
        actor: given(query.actor),
        action: given(query.action),
        target_kind: given(query.target_kind),
        target_id: given(query.target_id),
        from,
        to,
        q: given(query.q),
    })
}
