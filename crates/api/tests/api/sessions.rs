//! A member's sessions over HTTP (issue 33, "Sessions"; docs/adr/0040): the list
//! with each device and « cet appareil », one session ended (its cookie refused at
//! once, on another node too), every other one ended, and the refusals.

use std::time::Duration;

use crate::helpers;

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{Answer, Browser, TestApp, error_of};
use reqwest::Method;
use reqwest::header::{COOKIE, USER_AGENT};
use serde_json::json;
use uuid::Uuid;

on_both_backends! {
    a_member_lists_ends_one_and_ends_every_other_session => sessions;
}

const FIREFOX: &str = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const CHROME: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

async fn sign_in(browser: &Browser<'_>, agent: &str) -> String {
    let body = json!({"email": "membre@exemple.fr", "password": "motdepasse"});
    let request = browser
        .request(Method::POST, "/api/auth/login")
        .header(USER_AGENT, agent);
    let answer = browser.app.send(request.json(&body)).await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    cookie_of(&answer)
}

/// The `bobine_session=…` pair an answer sets.
fn cookie_of(answer: &Answer) -> String {
    let set = answer
        .set_cookie
        .iter()
        .find(|c| c.starts_with("bobine_session="))
        .expect("a session cookie");
    set.split(';').next().unwrap().to_string()
}

fn listed(answer: &Answer) -> Vec<(String, bool, String)> {
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    answer
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["id"].as_str().unwrap().to_string(),
                s["current"].as_bool().unwrap(),
                s["device"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// Who a raw session cookie signs in at `base`, if anyone.
async fn who(base: &str, cookie: &str) -> Option<String> {
    let answer = reqwest::Client::new()
        .get(format!("{base}/api/auth/session"))
        .header(COOKIE, cookie)
        .send()
        .await
        .unwrap();
    let body: serde_json::Value = answer.json().await.unwrap_or_default();
    body["user"]["id"].as_str().map(String::from)
}

async fn sessions(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (first, member) = app.member("membre@exemple.fr").await;
    let (laptop, phone) = (app.browser(), app.browser());
    sign_in(&laptop, FIREFOX).await;
    let phone_cookie = sign_in(&phone, CHROME).await;

    let list = listed(&laptop.get("/api/account/sessions").await);
    assert_eq!(list.len(), 3, "sign-up, laptop, phone: {list:?}");
    let devices: Vec<_> = list
        .iter()
        .map(|(_, current, d)| (*current, d.as_str()))
        .collect();
    assert!(devices.contains(&(true, "Firefox · Linux")), "{devices:?}");
    assert!(
        devices.contains(&(false, "Chrome · Windows")),
        "{devices:?}"
    );
    let phone_id = list
        .iter()
        .find(|(_, _, d)| d == "Chrome · Windows")
        .unwrap()
        .0
        .clone();
    let laptop_id = list
        .iter()
        .find(|(_, current, _)| *current)
        .unwrap()
        .0
        .clone();
    let entry = &laptop.get("/api/account/sessions").await.body[0];
    assert!(entry["created_at"].is_string() && entry["last_seen_at"].is_string());

    // Another node sees the phone signed in, then not once the laptop ended it.
    let other = match backend {
        Backend::Postgres => Some(app.second_node().await),
        Backend::Sqlite => None,
    };
    if let Some((base, _)) = &other {
        assert_eq!(who(base, &phone_cookie).await, Some(member.clone()));
    }
    let ended = laptop
        .call(
            Method::DELETE,
            &format!("/api/account/sessions/{phone_id}"),
            None,
        )
        .await;
    assert_eq!(ended.status, 200, "{:?}", ended.body);
    assert_eq!(
        phone.who().await,
        None,
        "the phone's cookie is refused at once"
    );
    if let Some((base, _)) = &other {
        let mut refused = false;
        for _ in 0..100 {
            if who(base, &phone_cookie).await.is_none() {
                refused = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(refused, "the other node refuses the ended session");
    }

    // Refusals, in French: an ended session, another member's, this browser's own.
    let again = laptop
        .call(
            Method::DELETE,
            &format!("/api/account/sessions/{phone_id}"),
            None,
        )
        .await;
    let (status, _, message) = error_of(&again);
    assert_eq!((status, message.as_str()), (404, "Session introuvable"));
    let (stranger, _) = app.member("autre@exemple.fr").await;
    let theirs = stranger
        .call(
            Method::DELETE,
            &format!("/api/account/sessions/{laptop_id}"),
            None,
        )
        .await;
    assert_eq!(theirs.status, 404, "{:?}", theirs.body);
    let unknown = Uuid::now_v7();
    let absent = laptop
        .call(
            Method::DELETE,
            &format!("/api/account/sessions/{unknown}"),
            None,
        )
        .await;
    assert_eq!(absent.status, 404);
    let own = laptop
        .call(
            Method::DELETE,
            &format!("/api/account/sessions/{laptop_id}"),
            None,
        )
        .await;
    let (status, _, message) = error_of(&own);
    assert_eq!(
        (status, message.as_str()),
        (
            422,
            "Pour fermer la session de cet appareil, déconnectez-vous"
        )
    );
    let malformed = laptop
        .call(Method::DELETE, "/api/account/sessions/xyz", None)
        .await;
    assert_eq!(malformed.status, 400);
    assert_eq!(app.browser().get("/api/account/sessions").await.status, 401);

    // Ending every other session keeps the laptop's alone.
    let others = laptop
        .call(Method::DELETE, "/api/account/sessions", None)
        .await;
    assert_eq!(others.status, 200, "{:?}", others.body);
    assert_eq!(first.who().await, None, "the sign-up session ended");
    assert_eq!(laptop.who().await, Some(member.clone()));
    let list = listed(&laptop.get("/api/account/sessions").await);
    assert_eq!(list, vec![(laptop_id, true, "Firefox · Linux".to_string())]);

    // A password change ends the others and leaves this browser a fresh session.
    sign_in(&phone, CHROME).await;
    let change = laptop
        .post(
            "/api/account/password",
            json!({"current_password": "motdepasse", "new_password": "nouveaumotdepasse",
                "new_password_confirmation": "nouveaumotdepasse"}),
        )
        .await;
    assert_eq!(change.status, 200, "{:?}", change.body);
    assert_eq!(phone.who().await, None);
    let list = listed(&laptop.get("/api/account/sessions").await);
    assert_eq!(list.len(), 1);
    assert!(list[0].1, "{list:?}");
}
