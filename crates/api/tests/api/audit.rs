//! The audit trail and the admin history over HTTP: a ban with its actor, reason and
//! values before and after; the filters; a member seen before their unban; erasure
//! hiding addresses; the exports equal to the filtered list; a film before its edit.

use crate::helpers;

use std::time::{Duration, Instant};

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{Browser, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

on_both_backends! {
    a_ban_appears_with_its_actor_reason_and_values_before_and_after => ban_entry;
    the_actor_and_date_filters_keep_only_what_matches => filters;
    a_member_seen_before_the_unban_is_still_banned => time_travel;
    an_erased_member_is_unknown_as_actor_and_as_target => erasure;
    the_csv_and_ndjson_exports_hold_exactly_the_filtered_list => exports;
    a_film_is_seen_as_it_was_before_its_edit => film_edit;
}

/// The calls these tests make, under the names they use (a trait: other files of
/// the binary give the same names to other calls).
trait AuditApp {
    async fn settle(&self);
    async fn audit(&self, query: &str) -> Value;
    async fn history(&self, path: &str) -> helpers::Answer;
}

impl AuditApp for TestApp {
    /// Waits until this node's read models have applied everything in the log.
    async fn settle(&self) {
        let head = self.node.log.newest().await.unwrap();
        assert!(
            self.node
                .projections
                .wait_for(head, Duration::from_secs(10))
                .await
        );
    }

    async fn audit(&self, query: &str) -> Value {
        self.settle().await;
        let answer = self
            .send(self.admin(Method::GET, &format!("/api/admin/audit?{query}")))
            .await;
        assert_eq!(answer.status, 200, "{:?}", answer.body);
        answer.body
    }

    async fn history(&self, path: &str) -> helpers::Answer {
        self.settle().await;
        self.send(self.admin(Method::GET, &format!("/api/admin/history/{path}")))
            .await
    }
}

/// Waits until the clock has passed `stamp` (an entry's `at`, the time its event was
/// recorded) by a millisecond, the finest step of SQLite's stamps: whatever is
/// recorded from now on is stamped later. The log stamps events with its own time,
/// not the node's clock.
async fn after(stamp: &str) {
    let stamp = OffsetDateTime::parse(stamp, &Rfc3339).unwrap() + time::Duration::milliseconds(1);
    let deadline = Instant::now() + Duration::from_secs(5);
    while OffsetDateTime::now_utc() < stamp {
        assert!(Instant::now() < deadline, "the clock never passed {stamp}");
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
}

async fn ban(admin: &Browser<'_>, user: &str, reason: &str, days: i64) {
    let answer = admin
        .post(
            &format!("/api/admin/users/{user}/ban"),
            json!({"reason": reason, "days": days}),
        )
        .await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
}

async fn operator(app: &TestApp, method: Method, path: &str, body: Option<Value>) -> Value {
    let request = app.admin(method, path);
    let request = match body {
        Some(body) => request.json(&body),
        None => request,
    };
    let answer = app.send(request).await;
    assert!(answer.status < 300, "{path}: {:?}", answer.body);
    answer.body
}

fn field<'a>(entry: &'a Value, name: &str) -> &'a Value {
    entry["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|change| change["field"] == name)
        .unwrap_or_else(|| panic!("no change of {name} in {entry}"))
}

/// A history state's field value (`null` when absent or empty).
fn state(history: &Value, name: &str) -> Value {
    history["state"]
        .as_array()
        .and_then(|fields| fields.iter().find(|f| f["field"] == name))
        .map_or(Value::Null, |f| f["value"].clone())
}

/// Today in Paris, as the admin's date filter takes it.
fn paris_today() -> String {
    bobine_projections::views::paris_today().to_string()
}

async fn ban_entry(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, admin_id) = app.admin_member("chef@bobine.fr").await;
    let (_, bob) = app.member("bob@bobine.fr").await;
    ban(&admin, &bob, "Spam répété", 7).await;

    let body = app.audit("action=banned").await;
    let entries = body["items"].as_array().unwrap();
    assert_eq!(entries.len(), 1, "{body}");
    let entry = &entries[0];
    assert_eq!(
        entry["actor"],
        json!({"id": admin_id, "kind": "member", "label": "chef@bobine.fr"})
    );
    assert_eq!(
        entry["target"],
        json!({"kind": "user", "id": bob, "label": "bob@bobine.fr"})
    );
    assert_eq!(field(entry, "ban_reason")["before"], Value::Null);
    assert_eq!(field(entry, "ban_reason")["after"], "Spam répété");
    assert_eq!(field(entry, "ban_days")["after"], "7 jours");
    assert!(field(entry, "banned_until")["after"].is_string());
    // The grant made with the operator token shows as such.
    let grant = app.audit("action=admin_granted").await;
    assert_eq!(grant["items"][0]["actor"]["label"], "Jeton opérateur");
    assert_eq!(field(&grant["items"][0], "is_admin")["after"], "Oui");
}

async fn filters(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (first, _) = app.admin_member("premier@bobine.fr").await;
    let (second, second_id) = app.admin_member("second@bobine.fr").await;
    let (_, a) = app.member("a@bobine.fr").await;
    let (_, b) = app.member("b@bobine.fr").await;
    ban(&first, &a, "Insultes", 3).await;
    ban(&second, &b, "Spam", 0).await;
    ban(&first, &b, "Récidive", 30).await;

    let by_first = app.audit("actor=Premier@bobine.fr").await;
    let reasons: Vec<&Value> = by_first["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| &field(e, "ban_reason")["after"])
        .collect();
    assert_eq!(
        reasons,
        [&json!("Récidive"), &json!("Insultes")],
        "newest first"
    );
    let by_id = app.audit(&format!("actor={second_id}")).await;
    assert_eq!(by_id["items"].as_array().unwrap().len(), 1);
    let on_b = app
        .audit(&format!("target_kind=user&target_id={b}&action=banned"))
        .await;
    assert_eq!(on_b["items"].as_array().unwrap().len(), 2);
    assert_eq!(
        app.audit("q=insultes").await["items"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    let today = paris_today();
    let bans = app
        .audit(&format!("action=banned&from={today}&to={today}"))
        .await;
    assert_eq!(bans["items"].as_array().unwrap().len(), 3);
    let before_today = app.audit("action=banned&to=2000-01-01").await;
    assert!(before_today["items"].as_array().unwrap().is_empty());

    // Pages of one, chained by cursor, give the same three entries.
    let mut seen = Vec::new();
    let mut cursor = String::new();
    loop {
        let page = app
            .audit(&format!("action=banned&limit=1&cursor={cursor}"))
            .await;
        seen.extend(
            page["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| e["id"].clone()),
        );
        match page["next_cursor"].as_str() {
            Some(next) => cursor = next.to_string(),
            None => break,
        }
    }
    let all: Vec<Value> = bans["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].clone())
        .collect();
    assert_eq!(seen, all);

    for (query, status) in [
        ("from=hier", 422),
        ("to=2026-02-30", 422),
        ("cursor=7b7d", 400),
        ("cursor=%F0%9F%8E%AC", 400),
        ("format=xls", 400),
    ] {
        let answer = app
            .send(app.admin(Method::GET, &format!("/api/admin/audit?{query}")))
            .await;
        assert_eq!(answer.status, status, "{query}: {:?}", answer.body);
    }
    let answer = app
        .send(app.admin(Method::GET, "/api/admin/audit?from=hier"))
        .await;
    assert!(error_of(&answer).2.starts_with("Date invalide"));
    // Members and visitors are refused.
    let (member, _) = app.member("curieux@bobine.fr").await;
    assert_eq!(member.get("/api/admin/audit").await.status, 403);
    assert_eq!(app.browser().get("/api/admin/audit").await.status, 401);
}

async fn time_travel(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, _) = app.admin_member("chef@bobine.fr").await;
    let (_, bob) = app.member("bob@bobine.fr").await;
    ban(&admin, &bob, "Spam", 7).await;
    let banned_at = app.audit("action=banned").await["items"][0]["at"]
        .as_str()
        .unwrap()
        .to_string();
    after(&banned_at).await;
    let answer = admin
        .call(Method::DELETE, &format!("/api/admin/users/{bob}/ban"), None)
        .await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);

    let then = app.history(&format!("user/{bob}?at={banned_at}")).await;
    assert_eq!(then.status, 200, "{:?}", then.body);
    assert_eq!(state(&then.body, "ban_reason"), "Spam");
    assert_eq!(state(&then.body, "email"), "bob@bobine.fr");
    let types: Vec<&str> = then.body["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["event_type"].as_str().unwrap())
        .collect();
    assert!(types.ends_with(&["Banned"]), "{types:?}");

    let now = app.history(&format!("user/{bob}")).await;
    assert_eq!(state(&now.body, "ban_reason"), Value::Null);
    assert_eq!(
        now.body["events"].as_array().unwrap().last().unwrap()["action"],
        "unbanned"
    );

    let before = app
        .history(&format!("user/{bob}?at=2000-01-01T00:00"))
        .await;
    assert_eq!(before.status, 404, "{:?}", before.body);
    let garbled = app.history(&format!("user/{bob}?at=demain")).await;
    assert_eq!(error_of(&garbled).0, 422);
    assert_eq!(app.history(&format!("planet/{bob}")).await.status, 400);
    assert_eq!(app.history("movie/pas-un-id").await.status, 404);
}

async fn erasure(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, admin_id) = app.admin_member("partant@bobine.fr").await;
    let (_, bob) = app.member("bob@bobine.fr").await;
    ban(&admin, &bob, "Spam", 7).await;
    operator(
        &app,
        Method::DELETE,
        &format!("/api/admin/users/{admin_id}"),
        None,
    )
    .await;
    operator(
        &app,
        Method::DELETE,
        &format!("/api/admin/users/{bob}"),
        None,
    )
    .await;

    let ban = &app.audit("action=banned").await["items"][0];
    assert_eq!(ban["actor"]["label"], "Utilisateur inconnu");
    assert_eq!(ban["target"]["label"], "Utilisateur inconnu");
    let erased = app.audit("action=erased").await;
    assert_eq!(erased["items"].as_array().unwrap().len(), 2);
    let export = app
        .send(app.admin(Method::GET, "/api/admin/audit?format=ndjson"))
        .await;
    let text = export.body.to_string();
    assert!(
        !text.contains("partant@") && !text.contains("bob@"),
        "{text}"
    );
    let history = app
        .history(&format!("user/{bob}?at=2000-01-01T00:00:00Z"))
        .await;
    assert_eq!(history.status, 404);
    let history = app.history(&format!("user/{bob}")).await;
    assert_eq!(history.body["exists"], false);
    assert!(
        !history.body.to_string().contains("bob@"),
        "{}",
        history.body
    );
}

async fn exports(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, _) = app.admin_member("chef@bobine.fr").await;
    for n in 0..4 {
        let (_, member) = app.member(&format!("m{n}@bobine.fr")).await;
        ban(
            &admin,
            &member,
            &format!("Raison, \"{n}\"\nsur deux lignes"),
            1,
        )
        .await;
    }
    let query = "actor=chef@bobine.fr&action=banned";
    let list = app.audit(&format!("{query}&limit=100")).await;
    let listed = list["items"].as_array().unwrap().clone();
    assert_eq!(listed.len(), 4);

    let ndjson = app
        .client
        .get(format!(
            "{}/api/admin/audit?{query}&format=ndjson",
            app.base
        ))
        .bearer_auth(helpers::TOKEN)
        .send()
        .await
        .unwrap();
    assert_eq!(ndjson.headers()["content-type"], "application/x-ndjson");
    let lines: Vec<Value> = ndjson
        .text()
        .await
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines, listed);

    let csv = app
        .client
        .get(format!("{}/api/admin/audit?{query}&format=csv", app.base))
        .bearer_auth(helpers::TOKEN)
        .send()
        .await
        .unwrap();
    assert!(
        csv.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/csv")
    );
    let text = csv.text().await.unwrap();
    assert!(
        text.starts_with(
            "id,at,actor_id,actor,action,target_kind,target_id,target,changes,résumé\n"
        )
    );
    // Each record starts with its id; quoted cells hold the commas and line breaks.
    let ids: Vec<String> = records(&text)
        .iter()
        .skip(1)
        .map(|r| r[0].clone())
        .collect();
    let expected: Vec<String> = listed.iter().map(|e| e["id"].to_string()).collect();
    assert_eq!(ids, expected);
    let first = &records(&text)[1];
    assert_eq!(first[3], "chef@bobine.fr");
    assert!(
        first[8].contains("Raison, \\\"3\\\"\\nsur deux lignes"),
        "{}",
        first[8]
    );
    assert_eq!(
        first[9],
        "chef@bobine.fr a banni m3@bobine.fr pour 1 jour : Raison, \"3\"\nsur deux lignes"
    );

    // An export is refused an unreadable cursor or size, as a page is, and so is a
    // format other than the document's two.
    for (extra, status) in [
        ("format=csv&cursor=%15%F1%B0", 400),
        ("format=csv&limit=0", 422),
        ("format=", 400),
        ("format=%20csv", 400),
    ] {
        let refused = app
            .client
            .get(format!("{}/api/admin/audit?{query}&{extra}", app.base))
            .bearer_auth(helpers::TOKEN)
            .send()
            .await
            .unwrap();
        assert_eq!(refused.status().as_u16(), status, "{extra}");
    }
}

/// A small RFC 4180 reader for the test: records of cells.
fn records(text: &str) -> Vec<Vec<String>> {
    let (mut records, mut record, mut cell) = (Vec::new(), Vec::new(), String::new());
    let (mut quoted, mut chars) = (false, text.chars().peekable());
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => cell.push(c),
            (false, '"') => quoted = true,
            (false, ',') => record.push(std::mem::take(&mut cell)),
            (false, '\n') => {
                record.push(std::mem::take(&mut cell));
                records.push(std::mem::take(&mut record));
            }
            (false, c) => cell.push(c),
        }
    }
    records
}

async fn film_edit(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let created = operator(
        &app,
        Method::POST,
        "/api/admin/movies",
        Some(json!({"title": "Alien", "release_year": 1979})),
    )
    .await;
    let film = created["id"].as_str().unwrap().to_string();
    let added_at = app.audit("action=movie_added").await["items"][0]["at"]
        .as_str()
        .unwrap()
        .to_string();
    after(&added_at).await;
    operator(
        &app,
        Method::PUT,
        &format!("/api/admin/movies/{film}"),
        Some(json!({"title": "Alien, le huitième passager", "release_year": 1979})),
    )
    .await;

    let edits = app
        .audit(&format!(
            "target_kind=movie&target_id={film}&action=movie_edited"
        ))
        .await;
    let edit = &edits["items"][0];
    assert_eq!(edit["target"]["label"], "Alien, le huitième passager");
    assert_eq!(field(edit, "title")["before"], "Alien");
    assert_eq!(field(edit, "title")["after"], "Alien, le huitième passager");
    assert!(
        edit["changes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["field"] != "release_year")
    );

    let then = app.history(&format!("movie/{film}?at={added_at}")).await;
    assert_eq!(then.status, 200, "{:?}", then.body);
    assert_eq!(state(&then.body, "title"), "Alien");
    assert_eq!(then.body["events"].as_array().unwrap().len(), 1);

    operator(
        &app,
        Method::DELETE,
        &format!("/api/admin/movies/{film}"),
        None,
    )
    .await;
    let deleted = &app.audit("action=movie_deleted").await["items"][0];
    assert_eq!(deleted["target"]["label"], "Alien, le huitième passager");
    assert_eq!(field(deleted, "title")["after"], Value::Null);
    assert_eq!(
        app.history(&format!("movie/{film}")).await.body["exists"],
        false
    );
}
