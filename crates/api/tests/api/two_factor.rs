//! Second factors over HTTP (issue 34; docs/adr/0045-two-factors.md): enrolment, the
//! two-step sign-in, codes that serve once, the challenge's five minutes, an
//! account's sign-ins slowed whatever addresses they come from, the staff
//! requirement on every staff route, an admin's reset, and the security log.

use crate::helpers;

use bobine_app::Clock;
use bobine_app::accounts::two_factor::totp::code_at;
use bobine_app::settings::StaffTwoFactor;
use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{Answer, Browser, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};
use time::macros::datetime;
use time::{Duration, OffsetDateTime};

on_both_backends! {
    a_member_enrols_and_signs_in_with_a_code_that_serves_once => enrols_and_signs_in;
    a_recovery_code_serves_once_and_a_late_challenge_is_refused => recovery_and_expiry;
    five_failures_slow_an_account_from_every_address_for_a_while => slowed_across_addresses;
    a_member_turns_it_off_and_an_admin_resets_another_s => off_and_reset;
    staff_are_mailed_a_sign_in_from_a_device_none_of_their_sessions_has => new_device;
}

const START: OffsetDateTime = datetime!(2026-11-27 14:00:10 UTC);
const PASSWORD: &str = "motdepasse";

/// RFC 4648 base 32, as the enrolment writes the secret out.
fn base32(text: &str) -> Vec<u8> {
    const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let mut bits = 0u64;
    let mut count = 0;
    let mut bytes = Vec::new();
    for c in text.trim_end_matches('=').chars() {
        bits = (bits << 5) | ALPHABET.find(c).expect("a base 32 digit") as u64;
        count += 5;
        if count >= 8 {
            count -= 8;
            bytes.push((bits >> count) as u8);
        }
    }
    bytes
}

/// Enrols `browser`'s account: the secret and the ten recovery codes.
pub(crate) async fn enrol(browser: &Browser<'_>, clock: &Clock) -> (Vec<u8>, Vec<String>) {
    let started = browser
        .post(
            "/api/account/two-factor/totp",
            json!({"password": PASSWORD}),
        )
        .await;
    assert_eq!(started.status, 200, "{:?}", started.body);
    assert!(started.body["qr_svg"].as_str().unwrap().contains("<svg"));
    assert!(
        started.body["otpauth_uri"]
            .as_str()
            .unwrap()
            .starts_with("otpauth://totp/Bobine:")
    );
    let secret = base32(started.body["secret"].as_str().unwrap());
    let confirmed = browser
        .post(
            "/api/account/two-factor/totp/confirm",
            json!({"code": code_at(&secret, clock.now())}),
        )
        .await;
    assert_eq!(confirmed.status, 200, "{:?}", confirmed.body);
    let codes = confirmed.body["recovery_codes"].as_array().unwrap();
    assert_eq!(codes.len(), 10);
    let codes = codes.iter().map(|c| c.as_str().unwrap().into()).collect();
    (secret, codes)
}

/// The password step in a new browser: its challenge.
async fn password_step<'a>(app: &'a TestApp, email: &str) -> (Browser<'a>, String) {
    let browser = app.browser();
    let answer = browser.login(email, PASSWORD).await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    assert_eq!(answer.body["two_factor_required"], true);
    assert!(
        answer
            .set_cookie
            .iter()
            .all(|c| !c.starts_with("bobine_session="))
    );
    assert_eq!(browser.who().await, None, "no session before the code");
    let challenge = answer.body["challenge"].as_str().unwrap().to_string();
    (browser, challenge)
}

async fn second_step(browser: &Browser<'_>, challenge: &str, code: &str) -> Answer {
    browser
        .post(
            "/api/auth/login/two-factor",
            json!({"challenge": challenge, "code": code}),
        )
        .await
}

async fn enrols_and_signs_in(backend: Backend) {
    let clock = Clock::manual(START);
    let app = TestApp::spawn_clocked(backend, clock.clone(), |_| {}).await;
    let (browser, id) = app.member("membre@exemple.fr").await;
    let (secret, _) = enrol(&browser, &clock).await;
    let session = browser.get("/api/auth/session").await;
    assert_eq!(session.body["user"]["two_factor"], true);

    // The code that confirmed the enrolment is spent: its step serves no more.
    let (other, challenge) = password_step(&app, "membre@exemple.fr").await;
    let replayed = second_step(&other, &challenge, &code_at(&secret, clock.now())).await;
    assert_eq!(error_of(&replayed).0, 401);
    assert_eq!(error_of(&replayed).1, "invalid_code");
    assert_eq!(
        error_of(&replayed).2,
        "Code de vérification invalide",
        "{:?}",
        replayed.body
    );

    clock.advance(Duration::seconds(30));
    let code = code_at(&secret, clock.now());
    let signed_in = second_step(&other, &challenge, &code).await;
    assert_eq!(signed_in.status, 200, "{:?}", signed_in.body);
    assert_eq!(signed_in.body["user"]["id"], id.as_str());
    assert_eq!(other.who().await.as_deref(), Some(id.as_str()));
    let log = other.get("/api/account/security").await;
    let entries: Vec<(&str, &str)> = log
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["kind"].as_str().unwrap(),
                e["method"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        entries,
        [
            ("sign_in", "totp"),
            ("sign_in_failed", "code"),
            ("two_factor_added", ""),
            ("sign_in", "password")
        ]
    );
    // The same code again, from a third browser within its window: refused.
    let (third, challenge) = password_step(&app, "membre@exemple.fr").await;
    let again = second_step(&third, &challenge, &code).await;
    assert_eq!(error_of(&again).1, "invalid_code");
    assert_eq!(third.who().await, None);

    // A second enrolment while one is on is refused, and changes nothing.
    let twice = browser
        .post(
            "/api/account/two-factor/totp",
            json!({"password": PASSWORD}),
        )
        .await;
    assert_eq!(error_of(&twice).0, 409);
    let wrong = browser
        .post("/api/account/two-factor/totp", json!({"password": "faux"}))
        .await;
    assert_eq!(error_of(&wrong).1, "wrong_password");
}

async fn recovery_and_expiry(backend: Backend) {
    let clock = Clock::manual(START);
    let app = TestApp::spawn_clocked(backend, clock.clone(), |_| {}).await;
    let (browser, _) = app.member("membre@exemple.fr").await;
    let (secret, codes) = enrol(&browser, &clock).await;

    let (first, challenge) = password_step(&app, "membre@exemple.fr").await;
    let typed_loosely = codes[3].to_lowercase();
    let used = second_step(&first, &challenge, &typed_loosely).await;
    assert_eq!(used.status, 200, "{:?}", used.body);
    let (second, challenge) = password_step(&app, "membre@exemple.fr").await;
    let reused = second_step(&second, &challenge, &codes[3]).await;
    assert_eq!(error_of(&reused).1, "invalid_code");
    let other = second_step(&second, &challenge, &codes[4]).await;
    assert_eq!(other.status, 200, "{:?}", other.body);

    let (late, challenge) = password_step(&app, "membre@exemple.fr").await;
    let forged = second_step(&late, &format!("{challenge}0"), &codes[5]).await;
    assert_eq!(error_of(&forged).1, "challenge_expired");
    clock.advance(Duration::minutes(5) + Duration::seconds(1));
    let expired = second_step(&late, &challenge, &code_at(&secret, clock.now())).await;
    assert_eq!(error_of(&expired).0, 401);
    assert_eq!(error_of(&expired).1, "challenge_expired");
    let empty = second_step(&late, &challenge, " ").await;
    assert_eq!(error_of(&empty).0, 422);
}

/// One sign-in attempt from `address` (behind the proxy, as `X-Forwarded-For`).
async fn attempt(app: &TestApp, address: &str, password: &str) -> (u16, Option<u64>) {
    let request = app
        .client
        .post(format!("{}/api/auth/login", app.base))
        .header("x-forwarded-for", address)
        .header("x-requested-with", "XMLHttpRequest")
        .json(&json!({"email": "membre@exemple.fr", "password": password}));
    let response = request.send().await.unwrap();
    let wait = response
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok()?.parse().ok());
    (response.status().as_u16(), wait)
}

async fn slowed_across_addresses(backend: Backend) {
    let clock = Clock::manual(START);
    let app = TestApp::spawn_clocked(backend, clock.clone(), |s| s.behind_proxy = true).await;
    app.member("membre@exemple.fr").await;
    let mut statuses = Vec::new();
    for i in 0..20 {
        statuses.push(attempt(&app, &format!("203.0.113.{i}"), "devine").await);
    }
    assert!(statuses[..5].iter().all(|(s, _)| *s == 401), "{statuses:?}");
    assert!(statuses[5..].iter().all(|(s, _)| *s == 429), "{statuses:?}");
    let first_wait = statuses[5].1.expect("a Retry-After");
    assert!((1..=31).contains(&first_wait), "{first_wait}");
    // Slowed, even with the right password, from yet another address.
    assert_eq!(attempt(&app, "198.51.100.1", PASSWORD).await.0, 429);

    clock.advance(Duration::seconds(31));
    assert_eq!(attempt(&app, "198.51.100.2", "devine").await.0, 401);
    let (status, wait) = attempt(&app, "198.51.100.3", PASSWORD).await;
    assert_eq!(status, 429);
    assert!(wait.unwrap() > first_wait, "the wait grows: {wait:?}");

    // Never longer than the window: then the owner's password opens the account.
    clock.advance(Duration::minutes(15));
    assert_eq!(attempt(&app, "198.51.100.4", PASSWORD).await.0, 200);
}

async fn off_and_reset(backend: Backend) {
    let clock = Clock::manual(START);
    let app = TestApp::spawn_clocked(backend, clock.clone(), |_| {}).await;
    let (member, member_id) = app.member("membre@exemple.fr").await;
    let (secret, _) = enrol(&member, &clock).await;
    clock.advance(Duration::seconds(30));
    let wrong = member
        .call(
            Method::DELETE,
            "/api/account/two-factor",
            Some(json!({"password": PASSWORD, "code": "000000"})),
        )
        .await;
    assert_eq!(error_of(&wrong).0, 422, "{:?}", wrong.body);
    assert_eq!(error_of(&wrong).1, "invalid_code");
    let off = member
        .call(
            Method::DELETE,
            "/api/account/two-factor",
            Some(json!({"password": PASSWORD, "code": code_at(&secret, clock.now())})),
        )
        .await;
    assert_eq!(off.status, 200, "{:?}", off.body);
    let plain = app.browser().login("membre@exemple.fr", PASSWORD).await;
    assert!(plain.body["user"]["id"].is_string(), "{:?}", plain.body);

    enrol(&member, &clock).await;
    let (admin, admin_id) = app.admin_member("admin@exemple.fr").await;
    let own = admin
        .call(
            Method::DELETE,
            &format!("/api/admin/users/{admin_id}/two-factor"),
            None,
        )
        .await;
    assert_eq!(error_of(&own).1, "self_action");
    let reset = admin
        .call(
            Method::DELETE,
            &format!("/api/admin/users/{member_id}/two-factor"),
            None,
        )
        .await;
    assert_eq!(reset.status, 200, "{:?}", reset.body);
    let plain = app.browser().login("membre@exemple.fr", PASSWORD).await;
    assert!(plain.body["user"]["id"].is_string(), "{:?}", plain.body);
    let trail = admin.get("/api/admin/audit").await;
    let actions: Vec<&Value> = trail.body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| &e["action"])
        .collect();
    assert!(
        actions.contains(&&json!("two_factor_removed")),
        "{actions:?}"
    );
    assert!(actions.contains(&&json!("two_factor_added")), "{actions:?}");
}

/// The path with every `{parameter}` filled with an id that exists nowhere.
fn with_ids(template: &str) -> String {
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

/// Every staff route of the OpenAPI document refuses an admin without a second
/// factor when it is required; /profile's enrolment stays open, and once enrolled
/// the same admin passes.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_required_second_factor_closes_every_staff_route_until_enrolment() {
    let clock = Clock::manual(START);
    let app = TestApp::spawn_clocked(Backend::Sqlite, clock.clone(), |s| {
        s.staff_two_factor = StaffTwoFactor::Required
    })
    .await;
    let (admin, _) = app.admin_member("admin@exemple.fr").await;
    let (analyst, _) = app.analyst_member("analyste@exemple.fr").await;
    let document = serde_json::to_value(bobine_api::openapi()).unwrap();
    let staff_routes: Vec<(Method, String)> = document["paths"]
        .as_object()
        .unwrap()
        .iter()
        .filter(|(path, _)| path.starts_with("/api/admin/"))
        .flat_map(|(path, item)| {
            item.as_object()
                .unwrap()
                .keys()
                .filter_map(|m| m.to_uppercase().parse::<Method>().ok())
                .map(|m| (m, with_ids(path)))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(staff_routes.len() > 20, "{}", staff_routes.len());
    for (method, path) in &staff_routes {
        let answer = admin.call(method.clone(), path, None).await;
        assert_eq!(
            error_of(&answer).1,
            "two_factor_required",
            "{method} {path}"
        );
        assert_eq!(answer.status, 403);
        // An analyst is refused too: admin-only routes for the role, the others for
        // the second factor.
        assert_eq!(analyst.call(method.clone(), path, None).await.status, 403);
    }
    let read = analyst.get("/api/admin/audit").await;
    assert_eq!(error_of(&read).1, "two_factor_required");
    assert_eq!(
        admin.get("/api/account/sessions").await.status,
        200,
        "member routes stay open"
    );
    // Signing in again records the refusal, for the audit trail.
    let again = app.browser();
    let signed_in = again.login("analyste@exemple.fr", PASSWORD).await;
    assert_eq!(signed_in.status, 200, "{:?}", signed_in.body);
    let position = signed_in
        .set_cookie
        .iter()
        .find_map(|c| c.strip_prefix("bobine_pos="))
        .and_then(|c| c.split(';').next())
        .expect("a position cookie")
        .to_string();
    let trail = app
        .send(
            app.admin(Method::GET, "/api/admin/audit")
                .header("x-bobine-position", position),
        )
        .await;
    let refused: Vec<&Value> = trail.body["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["action"] == "two_factor_required")
        .collect();
    assert_eq!(refused.len(), 1, "{:?}", trail.body);
    assert_eq!(
        refused[0]["summary"],
        "analyste@exemple.fr s'est connecté sans double authentification alors qu'elle est exigée : l'administration lui reste fermée"
    );

    let (_, _) = enrol(&admin, &clock).await;
    let users = admin.get("/api/admin/users").await;
    assert_eq!(users.status, 200, "{:?}", users.body);
}

/// The security mails about a sign-in from a new device sent to `to`, once the
/// dispatcher has sent every mail queued.
async fn new_device_mails(app: &TestApp, to: &str) -> usize {
    let wait = std::time::Duration::from_secs(10);
    assert!(bobine_app::mail::drained(&app.node, wait).await.unwrap());
    std::fs::read_dir(app.node.settings.data_dir.join("outbox"))
        .map(|dir| {
            // Mail bodies are quoted-printable: join soft line breaks.
            dir.filter_map(|entry| std::fs::read_to_string(entry.ok()?.path()).ok())
                .map(|raw| raw.replace("=\r\n", ""))
                .filter(|text| {
                    text.contains(&format!("To: {to}")) && text.contains("nouvel appareil")
                })
                .count()
        })
        .unwrap_or(0)
}

async fn new_device(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.admin_member("admin@exemple.fr").await;
    app.member("membre@exemple.fr").await;
    let firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    let from = |agent: &str| Browser {
        app: &app,
        client: reqwest::Client::builder()
            .cookie_store(true)
            .user_agent(agent.to_string())
            .build()
            .unwrap(),
    };
    let before = new_device_mails(&app, "admin@exemple.fr").await;
    // An admin signs in from a device none of their sessions has: they are mailed.
    let laptop = from(firefox);
    assert_eq!(laptop.login("admin@exemple.fr", PASSWORD).await.status, 200);
    assert_eq!(new_device_mails(&app, "admin@exemple.fr").await, before + 1);
    // From that device again: one of their sessions has it, no mail.
    let again = from(firefox);
    assert_eq!(again.login("admin@exemple.fr", PASSWORD).await.status, 200);
    assert_eq!(new_device_mails(&app, "admin@exemple.fr").await, before + 1);
    // A member who is not staff is not mailed for it.
    let member = from(firefox);
    assert_eq!(
        member.login("membre@exemple.fr", PASSWORD).await.status,
        200
    );
    assert_eq!(new_device_mails(&app, "membre@exemple.fr").await, 0);
    // The notice went through the mail queue, as every mail owed does.
    let notices: Vec<Value> = bobine_store::testing::read_visible(&app.node.log, 0)
        .await
        .iter()
        .filter(|event| event.event_type == "MailQueued")
        .map(|event| serde_json::from_str::<Value>(&event.payload).unwrap()["MailQueued"].clone())
        .filter(|mail| mail["kind"] == "security_notice" && mail["to"] == "admin@exemple.fr")
        .collect();
    assert_eq!(notices.len(), before + 1, "{notices:?}");
}
