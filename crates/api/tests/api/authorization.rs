//! The authorization matrix, generated from the OpenAPI document so that no route
//! escapes it: every operation, called as an anonymous visitor, a member, a banned
//! member, an analyst and an admin. No answer is 5xx; an operation that documents 401
//! refuses the visitor; an admin route refuses everyone but the admin, except the
//! reads an analyst may make (docs/product.md, HTTP contract "Admin"), which the analyst passes.

use crate::helpers;

use bobine_store::testing::Backend;
use helpers::{Browser, TOKEN, TestApp};
use reqwest::Method;
use serde_json::json;

/// Anonymous entry points whose documented 401 means "wrong credentials", not
/// "sign in first".
const OPEN_WITH_401: [&str; 4] = [
    "/api/auth/login",
    "/api/auth/login/two-factor",
    "/api/auth/passkey/options",
    "/api/auth/passkey",
];

/// The admin routes an analyst reads (GET only): audit, history, integrity,
/// analytics, the raw log and the projections.
const ANALYST_READS: [&str; 6] = [
    "/api/admin/audit",
    "/api/admin/integrity",
    "/api/admin/history",
    "/api/admin/analytics",
    "/api/admin/events",
    "/api/admin/projections",
];

/// Routes only a banned member passes: contesting the ban (docs/adr/0048-ban-appeals.md).
/// Everyone else under no ban, admins included, is refused 403 `not_banned`.
const BANNED_ONLY: [&str; 1] = ["/api/appeals"];

/// The admin routes analysts also write: their own projections, with every method.
const ANALYSTS_OWN: &str = "/api/admin/analyst-projections";

fn analyst_reads(method: &Method, template: &str) -> bool {
    (*method == Method::GET && ANALYST_READS.iter().any(|read| template.starts_with(read)))
        || template.starts_with(ANALYSTS_OWN)
}

/// Every documented operation: (method, path template, needs a signed-in caller:
/// documents 401 and is not an entry point).
fn operations() -> Vec<(Method, String, bool)> {
    let document = serde_json::to_value(bobine_api::openapi()).unwrap();
    let mut operations = Vec::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let Ok(method) = method.to_uppercase().parse::<Method>() else {
                continue;
            };
            let guarded = operation["responses"].get("401").is_some()
                && !OPEN_WITH_401.contains(&path.as_str());
            operations.push((method, path.clone(), guarded));
        }
    }
    // Logging out ends the caller's session: last, so the other calls keep theirs.
    operations.sort_by_key(|(_, path, _)| path.contains("logout"));
    operations
}

/// The path with every parameter filled in (ids that exist nowhere).
fn concrete(template: &str) -> String {
    let mut path = String::new();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        let end = rest[start..].find('}').unwrap() + start;
        path.push_str(&rest[..start]);
        path.push_str("0195f2a0-0000-7000-8000-000000000000");
        rest = &rest[end + 1..];
    }
    path.push_str(rest);
    path
}

async fn call(browser: &Browser<'_>, method: &Method, path: &str) -> u16 {
    let request = browser.request(method.clone(), path);
    let request = if matches!(*method, Method::POST | Method::PUT | Method::PATCH) {
        request.json(&json!({}))
    } else {
        request
    };
    browser.app.send(request).await.status
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn no_role_reaches_past_its_rights_on_any_route() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let anonymous = app.browser();
    let (member, _) = app.member("membre@exemple.fr").await;
    let (banned, banned_id) = app.member("banni@exemple.fr").await;
    let ban = app
        .send(
            app.admin(Method::POST, &format!("/api/admin/users/{banned_id}/ban"))
                .json(&json!({"reason": "Spam", "days": 0})),
        )
        .await;
    assert_eq!(ban.status, 200, "{:?}", ban.body);
    let (analyst, _) = app.analyst_member("analyste@exemple.fr").await;
    let (admin, _) = app.admin_member("admin@exemple.fr").await;
    let roles = [
        ("anonymous", &anonymous),
        ("member", &member),
        ("banned", &banned),
        ("analyst", &analyst),
        ("admin", &admin),
    ];
    let operations = operations();
    assert!(operations.len() > 40, "{} operations", operations.len());
    let mut failures = Vec::new();
    for (method, template, guarded) in &operations {
        let path = concrete(template);
        let admin_route = template.starts_with("/api/admin/");
        let analyst_read = analyst_reads(method, template);
        for (role, browser) in roles {
            let status = call(browser, method, &path).await;
            let refused = matches!(status, 401 | 403);
            let wrong = status >= 500
                || (role == "anonymous" && (*guarded || admin_route) && !refused)
                || (matches!(role, "member" | "banned") && admin_route && !refused)
                || (role == "analyst" && admin_route && !analyst_read && !refused)
                || (role == "analyst" && analyst_read && refused)
                || (role == "admin"
                    && refused
                    && !path.contains("logout")
                    && !(*method == Method::POST && BANNED_ONLY.contains(&template.as_str())));
            if wrong {
                failures.push(format!("{method} {template} as {role}: {status}"));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    let read_by_analysts = operations
        .iter()
        .filter(|(method, template, _)| analyst_reads(method, template))
        .count();
    assert!(read_by_analysts >= 2, "{read_by_analysts} analyst reads");
    let token = app.send(app.get("/metrics").bearer_auth(TOKEN)).await;
    assert_eq!(token.status, 200, "the operator reads the metrics");
}
