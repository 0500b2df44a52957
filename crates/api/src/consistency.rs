//! Read-your-writes: a command answers with its log position and sets the
//! `bobine_pos` cookie; a read that carries a position waits (at most
//! `BOBINE_READ_WAIT_MS`, 2 s by default) until this node's projections have applied it.

use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use bobine_store::Position;
use serde::Serialize;

use crate::state::AppState;

/// The cookie carrying the position of the client's last command.
pub const POSITION_COOKIE: &str = "bobine_pos";
/// A header a client may send instead of the cookie.
pub const POSITION_HEADER: &str = "x-bobine-position";
/// The cookie is only needed for the next few reads.
const COOKIE_SECONDS: i64 = 60;

/// What a successful command answers: its status, `{"position": P, ...body}`, and
/// the position cookie.
pub struct Committed<T> {
    pub status: StatusCode,
    pub position: Position,
    pub body: T,
}

/// The body of a command that answers nothing but its position.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Done {}

impl Committed<Done> {
    /// A command that changed or removed something: 200 and its position.
    pub fn done(position: Position) -> Self {
        Committed {
            status: StatusCode::OK,
            position,
            body: Done {},
        }
    }
}

#[derive(Serialize)]
struct CommittedBody<'a, T> {
    position: Position,
    #[serde(flatten)]
    body: &'a T,
}

impl<T: Serialize> IntoResponse for Committed<T> {
    fn into_response(self) -> Response {
        let cookie = Cookie::build((POSITION_COOKIE, self.position.to_string()))
            .path("/")
            .http_only(true)
            .same_site(SameSite::Lax)
            .max_age(time::Duration::seconds(COOKIE_SECONDS));
        let body = CommittedBody {
            position: self.position,
            body: &self.body,
        };
        (self.status, CookieJar::new().add(cookie), axum::Json(body)).into_response()
    }
}

/// The position a read asks to see, from the header or else the cookie.
fn wanted(headers: &HeaderMap) -> Option<Position> {
    if let Some(value) = headers.get(POSITION_HEADER) {
        return value.to_str().ok()?.parse().ok();
    }
    CookieJar::from_headers(headers)
        .get(POSITION_COOKIE)?
        .value()
        .parse()
        .ok()
}

/// Middleware: waits for the wanted position before any request that carries one:
/// reads, and commands that look something up in a read model (an episode's series,
/// a genre's existence). A position beyond the log's newest event was never handed
/// out by any node (a client wrote it): the request is served at once. If the
/// projections do not get there in time (a position from another deployment, a stuck
/// projection), the request is served anyway. Either way the cookie is dropped, so
/// later requests do not wait again.
pub async fn read_your_writes(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let Some(target) = wanted(request.headers()) else {
        return next.run(request).await;
    };
    let reached = applied(&state, target) || {
        let possible = match state.log.newest().await {
            Ok(newest) => target <= newest,
            // Unknown: wait as for any position, at most the read wait.
            Err(_) => true,
        };
        possible
            && state
                .projections
                .wait_for(target, state.settings.read_wait)
                .await
    };
    let mut response = next.run(request).await;
    if !reached {
        metrics::counter!("bobine_read_wait_timeouts_total").increment(1);
        let expired = Cookie::build((POSITION_COOKIE, ""))
            .path("/")
            .max_age(time::Duration::ZERO);
        if let Ok(value) = expired.to_string().parse() {
            response.headers_mut().append(header::SET_COOKIE, value);
        }
    }
    response
}

/// Whether every projection has applied `target` already (no query needed).
fn applied(state: &AppState, target: Position) -> bool {
    state
        .projections
        .snapshot()
        .iter()
        .all(|(_, status)| status.position >= target)
}
