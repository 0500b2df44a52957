//! Reading the audit trail: filtered, newest first, by cursor pages, or streamed
//! whole as CSV or NDJSON.

use futures::Stream;
use serde::Serialize;
use sqlx::{QueryBuilder, Sqlite, SqlitePool};

use super::fields::FieldChange;
use super::sentence;

/// How an erased member (or an id no account ever had) is named.
pub const UNKNOWN_USER: &str = "Utilisateur inconnu";
/// How actions made with the operator token are named.
pub const OPERATOR: &str = "Jeton opérateur";
/// How actions made from the command line (`bobine admin create`, imports) are named.
pub const COMMAND_LINE: &str = "Ligne de commande";

/// The filters of the trail; every one is optional. Instants are stamps (RFC 3339
/// UTC, six fractional digits), `to` excluded.
#[derive(Debug, Clone, Default)]
pub struct AuditFilter {
    /// A user id, `operator`, `system`, or an address (as the actor had it).
    pub actor: Option<String>,
    pub action: Option<String>,
    pub target_kind: Option<String>,
    pub target_id: Option<String>,
    pub from: Option<String>,
    pub to: Option<String>,
    /// Part of the actor's address, the action, the target's label or id, or a value.
    pub q: Option<String>,
}

/// Who acted.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ActorView {
    /// A user id, `operator` or `system`.
    pub id: String,
    /// member, operator or system.
    pub kind: &'static str,
    /// The address they had, 'Utilisateur inconnu' once erased, 'Jeton opérateur',
    /// or 'Ligne de commande'.
    pub label: String,
}

/// What was acted on.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct TargetView {
    /// user, movie, series, episode, genre, report or request.
    pub kind: String,
    pub id: String,
    /// Its title, name or address at the time ('Utilisateur inconnu' for an erased
    /// member); null when unknown.
    pub label: Option<String>,
}

/// One line of the trail.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct AuditEntry {
    pub id: i64,
    /// When the log recorded it (RFC 3339, UTC).
    pub at: String,
    pub actor: ActorView,
    /// A stable code: `banned`, `movie_edited`… (docs/adr/0020).
    pub action: String,
    pub target: TargetView,
    /// One French sentence naming the actor, the action and the target by name
    /// (docs/messages.md, "Audit trail and history: events").
    pub summary: String,
    /// The values that changed, field by field, labelled and written as the admin
    /// forms show them.
    pub changes: Vec<FieldChange>,
}

/// A page of the trail.
pub struct AuditPage {
    pub items: Vec<AuditEntry>,
    pub next: Option<String>,
}

/// A cursor this trail did not write.
#[derive(Debug, thiserror::Error)]
#[error("curseur illisible")]
pub struct BadCursor;

/// The shape of the trail's cursor (an entry's id), as the OpenAPI document states it.
pub const AUDIT_CURSOR_PATTERN: &str = "^[0-9]{1,18}$";

/// The trail's cursor, as the OpenAPI document names it.
pub struct AuditCursor;

impl utoipa::PartialSchema for AuditCursor {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::catalogue::queries::pattern_schema(
            AUDIT_CURSOR_PATTERN,
            "The `next_cursor` of the previous page: the id of its last entry.",
        )
    }
}

impl utoipa::ToSchema for AuditCursor {}

/// The entry after which a page starts (its id), from a page's `next` cursor.
pub fn decode_cursor(text: &str) -> Result<i64, BadCursor> {
    if !(1..=18).contains(&text.len()) || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(BadCursor);
    }
    text.parse().map_err(|_| BadCursor)
}

fn encode_cursor(id: i64) -> String {
    id.to_string()
}

type Row = (
    i64,
    String,
    String,
    Option<String>,
    String,
    String,
    String,
    Option<String>,
    String,
    String,
);

fn select<'a>(filter: &'a AuditFilter, before: Option<i64>) -> QueryBuilder<'a, Sqlite> {
    let mut sql = QueryBuilder::new(
        "SELECT id, at, actor_id, actor_email, action, target_kind, target_id, target_label, summary,
                changes
           FROM audit_entry WHERE 1 = 1",
    );
    if let Some(actor) = &filter.actor {
        if actor.contains('@') {
            sql.push(" AND actor_email = ")
                .push_bind(actor.trim().to_lowercase());
        } else {
            sql.push(" AND actor_id = ").push_bind(actor.trim());
        }
    }
    for (column, value) in [
        ("action", &filter.action),
        ("target_kind", &filter.target_kind),
        ("target_id", &filter.target_id),
    ] {
        if let Some(value) = value {
            sql.push(format!(" AND {column} = "))
                .push_bind(value.trim());
        }
    }
    if let Some(from) = &filter.from {
        sql.push(" AND at >= ").push_bind(from);
    }
    if let Some(to) = &filter.to {
        sql.push(" AND at < ").push_bind(to);
    }
    if let Some(q) = filter.q.as_deref().map(str::trim).filter(|q| !q.is_empty()) {
        let pattern = format!("%{}%", q.to_lowercase());
        sql.push(" AND (lower(coalesce(actor_email, '')) LIKE ")
            .push_bind(pattern.clone())
            .push(" OR action LIKE ")
            .push_bind(pattern.clone())
            .push(" OR lower(coalesce(target_label, '')) LIKE ")
            .push_bind(pattern.clone())
            .push(" OR target_id LIKE ")
            .push_bind(pattern.clone())
            .push(" OR lower(changes) LIKE ")
            .push_bind(pattern.clone())
            .push(" OR lower(summary) LIKE ")
            .push_bind(pattern)
            .push(")");
    }
    if let Some(before) = before {
        sql.push(" AND id < ").push_bind(before);
    }
    sql.push(" ORDER BY id DESC");
    sql
}

/// One page, newest first, after the entry `after` (a previous page's last).
pub async fn page(
    db: &SqlitePool,
    filter: &AuditFilter,
    after: Option<i64>,
    limit: u32,
) -> Result<AuditPage, sqlx::Error> {
    let mut sql = select(filter, after);
    sql.push(" LIMIT ").push_bind(i64::from(limit) + 1);
    let rows: Vec<Row> = sql.build_query_as().fetch_all(db).await?;
    let more = rows.len() > limit as usize;
    let items: Vec<AuditEntry> = rows.into_iter().take(limit as usize).map(entry).collect();
    let next = more
        .then(|| items.last().map(|e| encode_cursor(e.id)))
        .flatten();
    Ok(AuditPage { items, next })
}

fn entry(row: Row) -> AuditEntry {
    let (id, at, actor_id, actor_email, action, target_kind, target_id, label, summary, changes) =
        row;
    let actor = actor_view(actor_id, actor_email);
    let summary = sentence::finish(
        &summary,
        &actor_name(&actor),
        &sentence::member_name(label.as_deref()),
    );
    let target_label = match target_kind.as_str() {
        "user" => Some(label.unwrap_or_else(|| UNKNOWN_USER.into())),
        _ => label,
    };
    AuditEntry {
        id,
        at,
        actor,
        action,
        target: TargetView {
            kind: target_kind,
            id: target_id,
            label: target_label,
        },
        summary,
        changes: serde_json::from_str(&changes).unwrap_or_default(),
    }
}

/// Names an actor: the address they had (`email`), or what acted instead of a member.
fn actor_view(id: String, email: Option<String>) -> ActorView {
    let (kind, label) = match id.as_str() {
        "operator" => ("operator", OPERATOR.to_string()),
        "system" => ("system", COMMAND_LINE.to_string()),
        _ => ("member", email.unwrap_or_else(|| UNKNOWN_USER.into())),
    };
    ActorView { id, kind, label }
}

/// How an actor reads inside a sentence (`super::sentence`).
pub fn actor_name(actor: &ActorView) -> String {
    match actor.kind {
        "operator" => "le jeton opérateur".into(),
        "system" => "la ligne de commande".into(),
        _ if actor.label == UNKNOWN_USER => sentence::ERASED_MEMBER.into(),
        _ => actor.label.clone(),
    }
}

/// Names an actor (a metadata `actor`) by the address the member has now.
pub async fn actor(db: &SqlitePool, id: &str) -> Result<ActorView, sqlx::Error> {
    let email: Option<Option<String>> =
        sqlx::query_scalar("SELECT email FROM audit_member WHERE id = ?")
            .bind(id)
            .fetch_optional(db)
            .await?;
    Ok(actor_view(id.to_string(), email.flatten()))
}

/// The names the trail knows for these ids (genres, series, episodes), kept after
/// their deletion: (kind, id) to name.
pub async fn names(
    db: &SqlitePool,
    ids: &[String],
) -> Result<std::collections::HashMap<(String, String), String>, sqlx::Error> {
    let mut names = std::collections::HashMap::new();
    for chunk in ids.chunks(500) {
        let mut sql =
            QueryBuilder::<Sqlite>::new("SELECT kind, id, name FROM audit_name WHERE id IN (");
        let mut list = sql.separated(", ");
        for id in chunk {
            list.push_bind(id);
        }
        sql.push(")");
        let rows: Vec<(String, String, String)> = sql.build_query_as().fetch_all(db).await?;
        names.extend(rows.into_iter().map(|(kind, id, name)| ((kind, id), name)));
    }
    Ok(names)
}

/// The two export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportFormat {
    Csv,
    Ndjson,
}

/// Entries read per query while exporting: memory stays bounded whatever the size.
const EXPORT_PAGE: u32 = 500;

/// Every entry the filter keeps, newest first, as text chunks of the format (the CSV
/// header first). Read page by page as the client consumes it.
pub fn export(
    db: SqlitePool,
    filter: AuditFilter,
    format: ExportFormat,
) -> impl Stream<Item = Result<String, sqlx::Error>> + Send + 'static {
    let header = (format == ExportFormat::Csv).then(|| {
        "id,at,actor_id,actor,action,target_kind,target_id,target,changes,résumé\n".to_string()
    });
    let state = (db, filter, None::<i64>, false);
    let pages = futures::stream::try_unfold(state, move |(db, filter, after, done)| async move {
        if done {
            return Ok(None);
        }
        let page = page(&db, &filter, after, EXPORT_PAGE).await?;
        let last = page.items.last().map(|e| e.id);
        let chunk: String = page.items.iter().map(|e| line(e, format)).collect();
        let done = page.next.is_none();
        Ok(Some((chunk, (db, filter, last, done))))
    });
    futures::StreamExt::chain(futures::stream::iter(header.map(Ok)), pages)
}

fn line(entry: &AuditEntry, format: ExportFormat) -> String {
    match format {
        ExportFormat::Ndjson => serde_json::to_string(entry).unwrap_or_default() + "\n",
        ExportFormat::Csv => {
            let changes = serde_json::to_string(&entry.changes).unwrap_or_default();
            let cells = [
                entry.id.to_string(),
                entry.at.clone(),
                entry.actor.id.clone(),
                entry.actor.label.clone(),
                entry.action.clone(),
                entry.target.kind.clone(),
                entry.target.id.clone(),
                entry.target.label.clone().unwrap_or_default(),
                changes,
                entry.summary.clone(),
            ];
            let cells: Vec<String> = cells.iter().map(|c| csv_cell(c)).collect();
            cells.join(",") + "\n"
        }
    }
}

/// RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled.
/// A cell starting with `=`, `+`, `-` or `@` gets a leading quote mark, so that a
/// spreadsheet never runs it as a formula.
fn csv_cell(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_cells_are_quoted_and_never_formulas() {
        assert_eq!(csv_cell("Alien"), "Alien");
        assert_eq!(csv_cell("a,b"), "\"a,b\"");
        assert_eq!(csv_cell("dit \"non\""), "\"dit \"\"non\"\"\"");
        assert_eq!(csv_cell("=1+1"), "'=1+1");
    }

    #[test]
    fn a_crafted_cursor_is_refused() {
        for bad in ["", "zz", "-1", "+1", "1.5", "7b7d", "1234567890123456789"] {
            assert!(decode_cursor(bad).is_err(), "{bad}");
        }
        assert_eq!(decode_cursor(&encode_cursor(42)).unwrap(), 42);
    }
}
