//! A member's sessions (issue 33, "Sessions"; docs/adr/0040): each sign-in opens one
//! under an id its cookie carries, named by the browser and system of its user
//! agent; the member lists them, ends one, or ends every other one.

use bobine_domain::accounts::AccountCommand;
use bobine_projections::sessions::queries::{self, SessionRow};
use bobine_store::Position;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// A session's last use is recorded at most this often: a request does not write.
pub const SEEN_EVERY: time::Duration = time::Duration::hours(1);

/// The name of a device whose user agent says nothing known.
pub const UNKNOWN_DEVICE: &str = "Appareil inconnu";

/// Opens a session for `member` from the browser whose user agent is `user_agent`.
pub async fn start(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    user_agent: &str,
) -> Result<(Uuid, Position), AppError> {
    let session = Uuid::now_v7();
    let id = member.to_string();
    let command = AccountCommand::StartSession {
        session,
        device: device_of(user_agent),
        now: node.clock.now(),
    };
    let position = node
        .run_settled(&node.accounts, origin, &id, &id, command)
        .await?;
    Ok((session, position))
}

/// Records that `row`, a session of `member`, is in use, unless it was recorded
/// less than [`SEEN_EVERY`] ago.
pub async fn seen(node: &Node, member: Uuid, row: &SessionRow) -> Result<(), AppError> {
    let now = node.clock.now();
    let recent = OffsetDateTime::parse(&row.last_seen_at, &Rfc3339)
        .is_ok_and(|last| now - last < SEEN_EVERY);
    let Ok(session) = Uuid::try_parse(&row.id) else {
        return Ok(());
    };
    if recent {
        return Ok(());
    }
    let id = member.to_string();
    let command = AccountCommand::SeeSession { session, now };
    let origin = Origin::system("session-seen");
    node.run_as(&node.accounts, &origin, &id, &id, command)
        .await?;
    Ok(())
}

/// `member`'s open sessions, the latest used first.
pub async fn list(node: &Node, member: Uuid) -> Result<Vec<SessionRow>, AppError> {
    Ok(queries::of_member(node.read.reads(), member).await?)
}

/// Ends `session`, one of `member`'s sessions other than `current`; 404 for any
/// other id, the member's ended ones and another member's included.
pub async fn end(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    current: Option<Uuid>,
    session: Uuid,
) -> Result<Position, AppError> {
    if current == Some(session) {
        return Err(AppError::invalid(
            "current_session",
            "id",
            "Pour fermer la session de cet appareil, déconnectez-vous",
        ));
    }
    let id = member.to_string();
    node.run_settled(
        &node.accounts,
        origin,
        &id,
        &id,
        AccountCommand::EndSession { session },
    )
    .await
}

/// What ending the other sessions leaves: this browser's session, at the account's
/// new session version.
#[derive(Debug, Clone, Copy)]
pub struct OthersEnded {
    pub session_version: u32,
    pub session: Uuid,
    pub position: Position,
}

/// Ends every session of `member` but `current`, which goes on at the new session
/// version. A browser whose cookie names no session (issued before docs/adr/0040)
/// gets a new one named after `user_agent`.
pub async fn end_others(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    (current, user_agent): (Option<Uuid>, &str),
) -> Result<OthersEnded, AppError> {
    let id = member.to_string();
    let keep = current.unwrap_or_else(Uuid::nil);
    let command = AccountCommand::EndOtherSessions { keep };
    let mut position = node
        .run_settled(&node.accounts, origin, &id, &id, command)
        .await?;
    let session = match current {
        Some(session) => session,
        None => {
            let (session, started) = start(node, origin, member, user_agent).await?;
            position = started;
            session
        }
    };
    let session_version = node.accounts.load(&id).await?.session_version();
    Ok(OthersEnded {
        session_version,
        session,
        position,
    })
}

/// « Firefox · Linux »: the browser and the system a user agent names, as a member
/// recognises them; [`UNKNOWN_DEVICE`] when it names neither.
pub fn device_of(user_agent: &str) -> String {
    const BROWSERS: [(&str, &str); 7] = [
        ("Edg/", "Edge"),
        ("OPR/", "Opera"),
        ("Firefox/", "Firefox"),
        ("Chromium/", "Chromium"),
        ("Chrome/", "Chrome"),
        ("Safari/", "Safari"),
        ("curl/", "curl"),
    ];
    const SYSTEMS: [(&str, &str); 7] = [
        ("Android", "Android"),
        ("iPhone", "iOS"),
        ("iPad", "iPadOS"),
        ("Windows", "Windows"),
        ("Mac OS X", "macOS"),
        ("CrOS", "ChromeOS"),
        ("Linux", "Linux"),
    ];
    let find = |table: &[(&str, &'static str)]| {
        table
            .iter()
            .find(|(marker, _)| user_agent.contains(marker))
            .map(|(_, name)| *name)
    };
    match (find(&BROWSERS), find(&SYSTEMS)) {
        (Some(browser), Some(system)) => format!("{browser} · {system}"),
        (Some(name), None) | (None, Some(name)) => name.to_string(),
        (None, None) => UNKNOWN_DEVICE.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_device_is_its_browser_and_system() {
        let cases = [
            (
                "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
                "Firefox · Linux",
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0",
                "Edge · Windows",
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
                "Safari · iOS",
            ),
            (
                "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
                "Chrome · Android",
            ),
            ("", UNKNOWN_DEVICE),
            ("inconnu/1.0", UNKNOWN_DEVICE),
        ];
        for (agent, device) in cases {
            assert_eq!(device_of(agent), device, "{agent}");
        }
    }
}
