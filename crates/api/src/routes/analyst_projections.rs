//! Analysts' projections (docs/product.md, HTTP contract "Analysts' projections"):
//! analysts and admins define them in SQL, give them new versions, retire them, and
//! read their tables. The workflows are `bobine_app::analyst_projections`.

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::StatusCode;
use axum::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use bobine_app::analyst_projections::{self as workflows, DefineError, Listed, ProjectionView};
use bobine_projections::LogPosition;
use bobine_projections::analysts::Problem;
use bobine_projections::analysts::read::Rows;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::AdminOrAnalyst;
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::path::Path;
use crate::extract::query::Query;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_analyst_projections, define_analyst_projection))
        .routes(routes!(check_analyst_projection))
        .routes(routes!(
            analyst_projection,
            new_analyst_projection_version,
            retire_analyst_projection
        ))
        .routes(routes!(analyst_projection_table))
        .routes(routes!(query_analyst_projection))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct Definition {
    /// 3 to 40 characters: lower-case letters, digits and `_`, a letter first.
    #[serde(default)]
    #[schema(required = true, pattern = r"^[a-z][a-z0-9_]{2,39}$")]
    name: String,
    /// The whole definition (docs/operations.md, "Analysts' projections").
    #[serde(default)]
    #[schema(required = true)]
    sql: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct Sql {
    #[serde(default)]
    #[schema(required = true)]
    sql: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DefinedBody {
    name: String,
    version: u32,
}

/// The tables a definition would create (it is not written).
#[derive(Debug, Serialize, ToSchema)]
pub struct CheckedBody {
    tables: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FoldErrorBody {
    #[schema(value_type = LogPosition)]
    position: bobine_store::Position,
    /// SQLite's message, with the line of the statement.
    message: String,
}

/// One projection and where its copy stands on this node.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnalystProjectionItem {
    name: String,
    /// The latest version defined.
    version: u32,
    /// replaying, live, failed or retired (of the version replaying, if any, else of
    /// the one serving).
    status: &'static str,
    #[schema(value_type = LogPosition)]
    position: bobine_store::Position,
    /// Events in the log after `position`.
    lag: u64,
    events_per_second: f64,
    /// Estimated seconds left while replaying.
    eta_seconds: Option<u64>,
    error: Option<FoldErrorBody>,
    /// The version reads are served from (null until one has caught up).
    serving_version: Option<u32>,
    /// Who defined the latest version: a user id, or `operator`.
    defined_by: String,
    /// RFC 3339.
    defined_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TableBody {
    name: String,
    columns: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AnalystProjectionDetail {
    #[serde(flatten)]
    item: AnalystProjectionItem,
    /// The latest version's definition.
    sql: String,
    /// The serving copy's tables (none while the first replay runs).
    tables: Vec<TableBody>,
}

/// Rows as JSON values, in the order of `columns`.
#[derive(Debug, Serialize, ToSchema)]
pub struct RowsBody {
    columns: Vec<String>,
    #[schema(value_type = Vec<Vec<Cell>>)]
    rows: Vec<Vec<serde_json::Value>>,
    /// The `cursor` of the next page; null on the last one.
    #[serde(skip_serializing_if = "Option::is_none")]
    next_cursor: Option<String>,
}

/// How the document states one value of a row: SQLite's integer or real as a number,
/// its text as a string, a blob as its hexadecimal text, NULL as null.
pub struct Cell;

impl utoipa::PartialSchema for Cell {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::Type;
        crate::schema::any_of_types(
            [Type::String, Type::Number, Type::Null],
            "A value of the row: a number, a text or null.",
        )
    }
}

impl utoipa::ToSchema for Cell {}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
pub struct TableQuery {
    /// Rows per page, 1 to 100 (default 100).
    #[param(minimum = 1, maximum = 100)]
    limit: Option<u32>,
    /// From the previous page's `next_cursor`; empty: the first page.
    #[param(pattern = r"^([0-9]{1,18})?$")]
    cursor: Option<String>,
    /// `json` (default): a page; `csv` or `ndjson`: every row, streamed.
    #[param(value_type = Option<TableFormat>)]
    format: Option<String>,
}

/// The forms a table is read in (the document lists them).
#[derive(ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum TableFormat {
    Json,
    Csv,
    Ndjson,
}

/// A definition refused: the 422 names its line.
#[derive(Debug, Serialize, ToSchema)]
pub struct InvalidProjectionBody {
    error: InvalidProjection,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InvalidProjection {
    /// `invalid_projection`.
    code: &'static str,
    /// French, naming the line.
    message: String,
    /// `sql` for a definition that cannot work, `name` for a bad name.
    field: Option<&'static str>,
    /// 1-based line of the definition, for `invalid_projection`.
    line: Option<usize>,
}

/// A refusal with its line, or any other error of the API.
pub enum DefineRefusal {
    Invalid(Problem),
    Api(ApiError),
}

impl From<DefineError> for DefineRefusal {
    fn from(error: DefineError) -> Self {
        match error {
            DefineError::Invalid(problem) => DefineRefusal::Invalid(problem),
            DefineError::App(error) => DefineRefusal::Api(error.into()),
        }
    }
}

impl IntoResponse for DefineRefusal {
    fn into_response(self) -> Response {
        match self {
            DefineRefusal::Api(error) => error.into_response(),
            DefineRefusal::Invalid(problem) => {
                let body = InvalidProjectionBody {
                    error: InvalidProjection {
                        code: "invalid_projection",
                        message: problem.to_string(),
                        field: Some("sql"),
                        line: Some(problem.line),
                    },
                };
                (StatusCode::UNPROCESSABLE_ENTITY, axum::Json(body)).into_response()
            }
        }
    }
}

fn item(listed: Listed) -> AnalystProjectionItem {
    let progress = listed.progress;
    AnalystProjectionItem {
        name: listed.name,
        version: listed.version,
        status: progress.status,
        position: progress.position,
        lag: progress.lag,
        events_per_second: progress.events_per_second,
        eta_seconds: progress.eta_seconds,
        error: progress
            .error
            .map(|(position, message)| FoldErrorBody { position, message }),
        serving_version: listed.serving_version,
        defined_by: listed.defined_by,
        defined_at: listed.defined_at,
    }
}

fn rows(rows: Rows) -> RowsBody {
    RowsBody {
        columns: rows.columns,
        rows: rows.rows,
        next_cursor: rows.next_cursor,
    }
}

/// Every analyst projection, with its status and progress on this node.
#[utoipa::path(get, path = "/api/admin/analyst-projections", tag = "admin",
    responses((status = 200, body = Vec<AnalystProjectionItem>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn list_analyst_projections(
    _: AdminOrAnalyst,
    State(state): State<AppState>,
) -> Result<axum::Json<Vec<AnalystProjectionItem>>, ApiError> {
    let all = workflows::list(&state).await?;
    Ok(axum::Json(all.into_iter().map(item).collect()))
}

/// Defines a projection: checked (422 naming the line), then folded from event 0 in
/// the background on every node.
#[utoipa::path(post, path = "/api/admin/analyst-projections", tag = "admin", request_body = Definition,
    responses((status = 201, body = DefinedBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = InvalidProjectionBody)))]
async fn define_analyst_projection(
    AdminOrAnalyst(staff): AdminOrAnalyst,
    context: RequestContext,
    State(state): State<AppState>,
    Json(body): Json<Definition>,
) -> Result<Committed<DefinedBody>, DefineRefusal> {
    let defined = workflows::define(
        &state,
        &context.origin(),
        &staff,
        body.name.trim(),
        &body.sql,
    )
    .await?;
    Ok(Committed {
        status: StatusCode::CREATED,
        position: defined.position,
        body: DefinedBody {
            name: defined.name,
            version: defined.version,
        },
    })
}

/// Checks a definition without writing it ("Vérifier"): its tables, or the 422 of
/// `POST` naming the line.
#[utoipa::path(post, path = "/api/admin/analyst-projections/check", tag = "admin", request_body = Sql,
    responses((status = 200, body = CheckedBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = InvalidProjectionBody)))]
async fn check_analyst_projection(
    _: AdminOrAnalyst,
    Json(body): Json<Sql>,
) -> Result<axum::Json<CheckedBody>, DefineRefusal> {
    let tables = workflows::check(&body.sql).map_err(DefineRefusal::Invalid)?;
    Ok(axum::Json(CheckedBody { tables }))
}

/// One projection: its definition, its status, its tables and their columns.
#[utoipa::path(get, path = "/api/admin/analyst-projections/{name}", tag = "admin", params(("name" = String, Path)),
    responses((status = 200, body = AnalystProjectionDetail), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn analyst_projection(
    _: AdminOrAnalyst,
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> Result<axum::Json<AnalystProjectionDetail>, ApiError> {
    let ProjectionView {
        listed,
        sql,
        tables,
    } = workflows::projection(&state, &name).await?;
    Ok(axum::Json(AnalystProjectionDetail {
        item: item(listed),
        sql,
        tables: tables
            .into_iter()
            .map(|t| TableBody {
                name: t.name,
                columns: t.columns,
            })
            .collect(),
    }))
}

/// A new version: replayed beside the current one, swapped in when caught up.
#[utoipa::path(put, path = "/api/admin/analyst-projections/{name}", tag = "admin", params(("name" = String, Path)),
    request_body = Sql,
    responses((status = 200, body = DefinedBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = InvalidProjectionBody)))]
async fn new_analyst_projection_version(
    AdminOrAnalyst(staff): AdminOrAnalyst,
    context: RequestContext,
    State(state): State<AppState>,
    Path(name): Path<String>,
    Json(body): Json<Sql>,
) -> Result<Committed<DefinedBody>, DefineRefusal> {
    let defined =
        workflows::new_version(&state, &context.origin(), &staff, &name, &body.sql).await?;
    Ok(Committed {
        status: StatusCode::OK,
        position: defined.position,
        body: DefinedBody {
            name: defined.name,
            version: defined.version,
        },
    })
}

/// Retires a projection: its file removed on every node, its definitions kept in the log.
#[utoipa::path(delete, path = "/api/admin/analyst-projections/{name}", tag = "admin", params(("name" = String, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn retire_analyst_projection(
    AdminOrAnalyst(staff): AdminOrAnalyst,
    context: RequestContext,
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> Result<Committed<Done>, ApiError> {
    let position = workflows::retire(&state, &context.origin(), &staff, &name).await?;
    Ok(Committed::done(position))
}

/// A page of a table, or with `format=csv|ndjson` every row, streamed.
#[utoipa::path(get, path = "/api/admin/analyst-projections/{name}/tables/{table}", tag = "admin",
    params(("name" = String, Path), ("table" = String, Path), TableQuery),
    responses((status = 200, body = RowsBody, description = "A page, or the whole table as text/csv or application/x-ndjson"),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn analyst_projection_table(
    _: AdminOrAnalyst,
    State(state): State<AppState>,
    Path((name, table)): Path<(String, String)>,
    Query(query): Query<TableQuery>,
) -> Result<Response, ApiError> {
    let limit = bobine_app::paging::limit(query.limit, 100)?;
    let cursor = query.cursor.filter(|cursor| !cursor.is_empty());
    let format = match query.format.as_deref() {
        None | Some("json") => TableFormat::Json,
        Some("csv") => TableFormat::Csv,
        Some("ndjson") => TableFormat::Ndjson,
        Some(other) => {
            return Err(ApiError::new(
                bobine_app::ErrorKind::Invalid,
                "invalid_format",
                format!("Format inconnu : « {other} » (json, csv ou ndjson)"),
            ));
        }
    };
    let (content_type, csv) = match format {
        TableFormat::Json => {
            let page = workflows::page(&state, &name, &table, limit as usize, cursor).await?;
            return Ok(axum::Json(rows(page)).into_response());
        }
        TableFormat::Csv => ("text/csv; charset=utf-8", true),
        TableFormat::Ndjson => ("application/x-ndjson", false),
    };
    let chunks = workflows::export(&state, &name, &table, csv).await?;
    // Fused: the compression layer may poll once more after the end.
    let stream = futures::StreamExt::fuse(futures::stream::unfold(chunks, |mut rx| async move {
        rx.recv()
            .await
            .map(|chunk| (Ok::<_, std::io::Error>(Bytes::from(chunk)), rx))
    }));
    let file = format!(
        "attachment; filename=\"{name}-{table}.{}\"",
        if csv { "csv" } else { "ndjson" }
    );
    Ok((
        [
            (CONTENT_TYPE, content_type.to_string()),
            (CONTENT_DISPOSITION, file),
        ],
        Body::from_stream(stream),
    )
        .into_response())
}

/// One read-only SELECT over the projection's tables (≤ 1000 rows, ≤ 2 s).
#[utoipa::path(post, path = "/api/admin/analyst-projections/{name}/query", tag = "admin", params(("name" = String, Path)),
    request_body = Sql,
    responses((status = 200, body = RowsBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn query_analyst_projection(
    _: AdminOrAnalyst,
    State(state): State<AppState>,
    Path(name): Path<String>,
    Json(body): Json<Sql>,
) -> Result<axum::Json<RowsBody>, ApiError> {
    Ok(axum::Json(rows(
        workflows::query(&state, &name, &body.sql).await?,
    )))
}
