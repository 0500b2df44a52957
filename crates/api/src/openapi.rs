//! The OpenAPI document, generated from the handlers themselves.

use std::sync::OnceLock;

use axum::Router;
use axum::routing::get;
use bobine_app::Settings;
use bobine_app::analytics::top::TopTab;
use bobine_app::analytics::visitors::Period;
use bobine_app::audit::TrailFormat;
use bobine_app::audit::history::HistoryKind;
use bobine_app::audit::paris_time::ParisInstant;
use bobine_app::catalogue::list::{Order, SeriesSort};
use bobine_app::log::events::{DayOrInstant, EventTypeNames};
use bobine_app::moderation::appeals::AppealStatusFilter;
use bobine_app::moderation::lists::{
    ReportStatusFilter, ReportTypeFilter, RequestStatusFilter, RequestTypeFilter,
};
use bobine_domain::moderation::{AppealAction, ReportAction, RequestAction};
use bobine_domain::progress::HistoryEntryKind;
use bobine_projections::accounts::queries::{UserCursor, UserFilter};
use bobine_projections::audit::queries::AuditCursor;
use bobine_projections::catalogue::queries::TitleCursor;
use bobine_projections::catalogue::queries::sort::Sort;
use bobine_projections::search::SearchSort;
use bobine_projections::watch_history::queries::HistoryCursor;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

use crate::routes;
use crate::routes::analyst_projections::TableFormat;
use crate::state::AppState;

#[derive(OpenApi)]
#[openapi(
    info(title = "Bobine", description = "Catalogue de films et séries : l'API HTTP (voir docs/product.md)."),
    tags((name = "account"), (name = "catalogue"), (name = "member"), (name = "admin")),
    // Query and path parameters name these enums, cursors and dates without
    // registering them (only bodies do).
    components(schemas(Sort, SeriesSort, SearchSort, Order, ReportAction, RequestAction, AppealAction, AppealStatusFilter, UserFilter, Period,
        TopTab, TrailFormat, HistoryKind, HistoryEntryKind, ParisInstant, ReportStatusFilter, ReportTypeFilter,
        RequestStatusFilter, RequestTypeFilter, TitleCursor, UserCursor, HistoryCursor, AuditCursor, DayOrInstant,
        EventTypeNames, TableFormat))
)]
struct ApiDoc;

/// The documented routes and the document describing them.
pub(crate) fn split(settings: &Settings) -> (Router<AppState>, utoipa::openapi::OpenApi) {
    let (router, mut document) = OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(routes::auth::router(settings))
        .merge(routes::recovery::router(settings))
        .merge(routes::account::router())
        .merge(routes::account_sessions::router())
        .merge(routes::two_factor::router(settings))
        .merge(routes::passkeys::router(settings))
        .merge(routes::preferences::router())
        .merge(routes::admin_users::router())
        .merge(routes::audit::router())
        .merge(routes::integrity::router())
        .merge(routes::admin_log::router())
        .merge(routes::analyst_projections::router())
        .merge(routes::genres::router())
        .merge(routes::catalogue::router())
        .merge(routes::search::router())
        .merge(routes::admin_titles::router())
        .merge(routes::views::router(settings))
        .merge(routes::progress::router())
        .merge(routes::player::router())
        .merge(routes::favourites::router())
        .merge(routes::visits::router(settings))
        .merge(routes::moderation::router())
        .merge(routes::admin_moderation::router())
        .merge(routes::appeals::router())
        .merge(routes::popups::router())
        .merge(routes::analytics::router())
        .merge(routes::admin_home::router())
        .merge(routes::admin_mail::router())
        .merge(routes::contact::router(settings))
        .merge(routes::site::router())
        .split_for_parts();
    crate::openapi_refusals::declare_security(&mut document);
    crate::openapi_refusals::document_refusals(&mut document);
    (router, document)
}

/// The OpenAPI document served at `/api/openapi.json`, built once.
pub fn openapi() -> &'static utoipa::openapi::OpenApi {
    static DOCUMENT: OnceLock<utoipa::openapi::OpenApi> = OnceLock::new();
    DOCUMENT.get_or_init(|| split(&Settings::for_data_dir(".")).1)
}

/// `/api/openapi.json`: the document, outside itself.
pub(crate) fn router() -> Router<AppState> {
    Router::new().route("/api/openapi.json", get(|| async { axum::Json(openapi()) }))
}
