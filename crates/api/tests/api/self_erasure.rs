//! Erasure down to the disk (issue 33, « Supprimer mon compte » and the erasure's
//! gaps; docs/adr/0041): a member erases their own account with their password, or
//! an admin erases one; either way neither the address nor the report's description
//! is left in the log, any read model (the audit's included) or the free pages of
//! any SQLite file, and the address signs up again.

use std::path::Path;

use crate::helpers;

use bobine_store::testing::Backend;
use bobine_store::{Position, on_both_backends};
use helpers::{Answer, Browser, TestApp, error_of};
use reqwest::Method;
use serde_json::json;

on_both_backends! {
    a_member_erases_their_own_account_down_to_the_disk => by_the_member;
    an_admins_erasure_leaves_nothing_on_the_disk_either => by_an_admin;
}

const ADDRESS: &str = "partante@exemple.fr";
const DESCRIPTION: &str = "Le son saute pendant la scene du phare";

/// A member who watched, liked and reported a film; an admin took the report in
/// charge, so the audit read model holds its state.
async fn active_member(app: &TestApp) -> (Browser<'_>, String) {
    let answer = app
        .send(
            app.admin(Method::POST, "/api/admin/movies")
                .json(&json!({"title": "Le Phare", "duration_minutes": 90})),
        )
        .await;
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    let film = answer.body["id"].as_str().unwrap().to_string();
    let position = serde_json::from_value(answer.body["position"].clone()).unwrap();
    let wait = std::time::Duration::from_secs(10);
    assert!(app.node.projections.wait_for(position, wait).await);
    let (member, id) = app.member(ADDRESS).await;
    let report = member
        .post(
            "/api/reports",
            json!({"content_type": "movie", "content_id": film, "problem_type": "other",
                "description": DESCRIPTION}),
        )
        .await;
    assert_eq!(report.status, 201, "{:?}", report.body);
    let report = report.body["id"].as_str().unwrap().to_string();
    let progress = json!({"content_type": "movie", "content_id": film, "progress_seconds": 60});
    assert_eq!(
        member
            .call(Method::PUT, "/api/progress", Some(progress))
            .await
            .status,
        200
    );
    let liked = member
        .call(Method::PUT, &format!("/api/favorites/movie/{film}"), None)
        .await;
    assert_eq!(liked.status, 200, "{:?}", liked.body);
    let taken = app
        .send(
            app.admin(Method::POST, &format!("/api/admin/reports/{report}/take"))
                .json(&json!({"admin_notes": ""})),
        )
        .await;
    assert_eq!(taken.status, 200, "{:?}", taken.body);
    let position = serde_json::from_value(taken.body["position"].clone()).unwrap();
    assert!(app.node.projections.wait_for(position, wait).await);
    (member, id)
}

async fn by_the_member(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (member, _) = active_member(&app).await;
    assert_found(&app, ADDRESS, true).await;
    assert_found(&app, DESCRIPTION, true).await;

    let wrong = erase(&member, "pas-le-bon").await;
    let (status, code, message) = error_of(&wrong);
    assert_eq!(
        (status, code.as_str(), message.as_str()),
        (
            401,
            "wrong_password",
            "Mot de passe incorrect : votre compte n'a pas été supprimé"
        )
    );
    assert!(member.who().await.is_some(), "nothing erased");
    assert_eq!(erase(&member, "").await.status, 422);

    let erased = erase(&member, "motdepasse").await;
    assert_eq!(erased.status, 200, "{:?}", erased.body);
    assert_eq!(member.who().await, None, "the session ended");
    assert!(
        app.mail_count(ADDRESS).await >= 2,
        "a last mail confirms it"
    );
    let events = app.node.log.read_after(Position::ZERO, 1000).await.unwrap();
    let erasure = events.iter().find(|e| e.event_type == "Erased").unwrap();
    let member = Some(erasure.aggregate_id.clone());
    assert_eq!(
        erasure.meta("actor"),
        member,
        "recorded with the member as actor"
    );
    // The last mail held the address until it left: the dispatcher then redacts it
    // and truncates the journals, a moment after the mail is recorded sent.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while found_anywhere(&app, ADDRESS).await && std::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    gone_and_free_again(&app).await;
}

async fn by_an_admin(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (_, id) = active_member(&app).await;
    let erased = app
        .send(app.admin(Method::DELETE, &format!("/api/admin/users/{id}")))
        .await;
    assert_eq!(erased.status, 200, "{:?}", erased.body);
    // A mail to the member already on its way when the admin erased (the sign-up's
    // confirmation, on a busy machine) holds the address until it has left, as in
    // `by_the_member`: the dispatcher then redacts it and truncates the journals.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while found_anywhere(&app, ADDRESS).await && std::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    gone_and_free_again(&app).await;
}

async fn erase(member: &Browser<'_>, password: &str) -> Answer {
    let body = json!({"password": password});
    member
        .call(Method::DELETE, "/api/account", Some(body))
        .await
}

/// Nothing of the member's address or words is left; signing in fails; the address
/// signs up anew.
async fn gone_and_free_again(app: &TestApp) {
    assert_found(app, ADDRESS, false).await;
    assert_found(app, DESCRIPTION, false).await;
    let again = app.browser();
    let login = again.login(ADDRESS, "motdepasse").await;
    assert_eq!(login.status, 401, "{:?}", login.body);
    let signed_up = again.register(ADDRESS, "motdepasse", json!({})).await;
    assert_eq!(signed_up.status, 201, "{:?}", signed_up.body);
}

/// Whether `text` is in the bytes of any SQLite file of the node (the log's and
/// `read.db`, their write-ahead logs, the analysts' copies) or in any row of the
/// PostgreSQL log.
async fn assert_found(app: &TestApp, text: &str, expected: bool) {
    let mut files = Vec::new();
    sqlite_files(app._log.data_dir(), &mut files);
    assert!(!files.is_empty());
    for file in &files {
        let bytes = std::fs::read(file).unwrap_or_default();
        let found = bytes.windows(text.len()).any(|w| w == text.as_bytes());
        assert!(
            !found || expected,
            "{text:?} is still in {}",
            file.display()
        );
    }
    let anywhere = files.iter().any(|file| {
        let bytes = std::fs::read(file).unwrap_or_default();
        bytes.windows(text.len()).any(|w| w == text.as_bytes())
    });
    let in_postgres = match &app._log.database_url {
        Some(url) => {
            let pool = sqlx::PgPool::connect(url).await.unwrap();
            let mut found = false;
            for table in ["events", "snapshots", "event_chain"] {
                let sql = format!("SELECT count(*) FROM {table} t WHERE t::text LIKE $1");
                let count: i64 = sqlx::query_scalar(&sql)
                    .bind(format!("%{text}%"))
                    .fetch_one(&pool)
                    .await
                    .unwrap();
                assert!(
                    count == 0 || expected,
                    "{text:?} is still in PostgreSQL's {table}"
                );
                found |= count > 0;
            }
            found
        }
        None => false,
    };
    if expected {
        assert!(anywhere || in_postgres, "{text:?} was recorded somewhere");
    }
}

/// Whether `text` is still in any SQLite file of the node or row of the PostgreSQL log.
async fn found_anywhere(app: &TestApp, text: &str) -> bool {
    let mut files = Vec::new();
    sqlite_files(app._log.data_dir(), &mut files);
    let in_files = files.iter().any(|file| {
        let bytes = std::fs::read(file).unwrap_or_default();
        bytes.windows(text.len()).any(|w| w == text.as_bytes())
    });
    let Some(url) = &app._log.database_url else {
        return in_files;
    };
    let pool = sqlx::PgPool::connect(url).await.unwrap();
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM events t WHERE t::text LIKE $1")
        .bind(format!("%{text}%"))
        .fetch_one(&pool)
        .await
        .unwrap();
    in_files || count > 0
}

fn sqlite_files(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            sqlite_files(&path, files);
        } else if path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().contains(".db"))
        {
            files.push(path);
        }
    }
}
