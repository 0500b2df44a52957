//! The mails Bobine owes (issue 36, docs/adr/0044-mail-dispatcher.md): how many wait,
//! failed and were given up, the list, and an undeliverable mail put back in the
//! queue. Admins only: the list shows members' addresses.

use axum::extract::State;
use bobine_app::mail::admin::{self, MailList, MailQuery};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Admin;
use crate::extract::context::RequestContext;
use crate::extract::path::Path;
use crate::extract::query::Query;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(mail_list))
        .routes(routes!(retry_mail))
}

/// The counts, and the mails newest first, by pages (`status=` keeps one status).
#[utoipa::path(get, path = "/api/admin/mail", tag = "admin", params(MailQuery),
    responses((status = 200, body = MailList), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn mail_list(
    _: Admin,
    State(state): State<AppState>,
    Query(query): Query<MailQuery>,
) -> Result<axum::Json<MailList>, ApiError> {
    Ok(axum::Json(admin::list(&state, &query).await?))
}

/// Puts an undeliverable mail back in the queue: the dispatcher tries it again at
/// once, with the time allowed counted afresh.
#[utoipa::path(post, path = "/api/admin/mail/{id}/retry", tag = "admin", params(("id" = String, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn retry_mail(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Committed<Done>, ApiError> {
    let position = admin::retry(&state, &context.origin(), &admin, &id).await?;
    Ok(Committed::done(position))
}
