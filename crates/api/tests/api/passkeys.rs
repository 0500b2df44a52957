//! Passkeys over HTTP (issue 34; docs/adr/0050-passkeys.md), answered by a software
//! authenticator: registration on /profile, a sign-in without a password, the
//! passkey as the second step, the staff requirement met by a passkey, removal, and
//! what is refused: a replayed counter, another site's answer, a late or reused
//! ceremony, an unreadable answer.

mod device;

use crate::helpers;

use bobine_app::Clock;
use bobine_app::settings::StaffTwoFactor;
use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use device::Device;
use helpers::{Answer, Browser, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};
use time::macros::datetime;
use time::{Duration, OffsetDateTime};

on_both_backends! {
    a_member_registers_a_passkey_and_signs_in_with_it_alone => registers_and_signs_in;
    a_replayed_counter_another_site_and_a_late_ceremony_are_refused => refusals;
    a_passkey_passes_the_second_step_of_a_password_sign_in => second_step;
    staff_with_only_a_passkey_meet_the_requirement => staff_requirement;
    a_member_removes_a_passkey_with_the_password_and_an_admin_resets_them => removal;
}

const START: OffsetDateTime = datetime!(2026-11-27 14:00:10 UTC);
const PASSWORD: &str = "motdepasse";

/// Registers `device` on `browser`'s account under `name`: the answer.
async fn register(browser: &Browser<'_>, device: &mut Device, name: &str) -> Answer {
    let options = browser
        .post(
            "/api/account/passkeys/options",
            json!({"password": PASSWORD}),
        )
        .await;
    assert_eq!(options.status, 200, "{:?}", options.body);
    let public_key = &options.body["public_key"];
    assert_eq!(public_key["rp"]["id"], "localhost");
    assert_eq!(
        public_key["authenticatorSelection"]["residentKey"],
        "required"
    );
    browser
        .post(
            "/api/account/passkeys",
            json!({"ceremony": options.body["ceremony"], "name": name,
                "credential": device.create(public_key)}),
        )
        .await
}

/// Sign-in options (for the password step's `challenge`, if any).
async fn sign_in_options(browser: &Browser<'_>, challenge: Option<&str>) -> Answer {
    let body = match challenge {
        Some(challenge) => json!({"challenge": challenge}),
        None => json!({}),
    };
    browser.post("/api/auth/passkey/options", body).await
}

async fn answer(browser: &Browser<'_>, ceremony: &Value, credential: Value) -> Answer {
    browser
        .post(
            "/api/auth/passkey",
            json!({"ceremony": ceremony, "credential": credential}),
        )
        .await
}

/// A whole passkey sign-in in `browser` with `device`.
async fn sign_in(browser: &Browser<'_>, device: &mut Device) -> Answer {
    let options = sign_in_options(browser, None).await;
    assert_eq!(options.status, 200, "{:?}", options.body);
    let credential = device.get(&options.body["public_key"]);
    answer(browser, &options.body["ceremony"], credential).await
}

fn kinds(log: &Answer) -> Vec<(String, String)> {
    log.body
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            let method = e["method"].as_str().unwrap_or("");
            (e["kind"].as_str().unwrap().into(), method.into())
        })
        .collect()
}

async fn registers_and_signs_in(backend: Backend) {
    let clock = Clock::manual(START);
    let app = TestApp::spawn_clocked(backend, clock.clone(), |_| {}).await;
    let (browser, id) = app.member("membre@exemple.fr").await;
    let mut phone = Device::new();

    let wrong = browser
        .post("/api/account/passkeys/options", json!({"password": "faux"}))
        .await;
    assert_eq!(error_of(&wrong).1, "wrong_password");
    let blank = register(&browser, &mut phone, "  ").await;
    assert_eq!(error_of(&blank).0, 422, "{:?}", blank.body);
    assert_eq!(error_of(&blank).2, "Le nom de la clé est requis");
    let added = register(&browser, &mut phone, "Téléphone").await;
    assert_eq!(added.status, 201, "{:?}", added.body);
    let again = register(&browser, &mut phone, "Encore").await;
    assert_eq!(error_of(&again).0, 409, "{:?}", again.body);
    let mut key = Device::new();
    let second = register(&browser, &mut key, "Clé USB").await;
    assert_eq!(second.status, 201, "{:?}", second.body);

    let listed = browser.get("/api/account/passkeys").await;
    let names: Vec<&str> = listed
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Téléphone", "Clé USB"]);
    assert!(listed.body[0]["last_used_at"].is_null());
    assert!(
        listed.body[0]["created_at"]
            .as_str()
            .unwrap()
            .starts_with("2026-11-27T14:00")
    );
    let session = browser.get("/api/auth/session").await;
    assert_eq!(session.body["user"]["two_factor"], true);
    assert_eq!(session.body["user"]["totp"], false);

    // Signing in without a password: the passkey names the member.
    let elsewhere = app.browser();
    clock.advance(Duration::minutes(1));
    let signed_in = sign_in(&elsewhere, &mut phone).await;
    assert_eq!(signed_in.status, 200, "{:?}", signed_in.body);
    assert_eq!(signed_in.body["user"]["id"], id.as_str());
    assert_eq!(elsewhere.who().await.as_deref(), Some(id.as_str()));
    let listed = elsewhere.get("/api/account/passkeys").await;
    assert_eq!(
        listed.body[0]["last_used_at"].as_str().map(|t| &t[..16]),
        Some("2026-11-27T14:01")
    );
    assert!(listed.body[1]["last_used_at"].is_null());
    let log = elsewhere.get("/api/account/security").await;
    assert_eq!(
        kinds(&log)[..3],
        [
            ("sign_in".into(), "passkey".into()),
            ("passkey_added".into(), String::new()),
            ("passkey_added".into(), String::new()),
        ]
    );

    // The password alone no longer opens the account: the second step offers a passkey.
    let password = app.browser().login("membre@exemple.fr", PASSWORD).await;
    assert_eq!(
        password.body["two_factor_required"], true,
        "{:?}",
        password.body
    );
    assert_eq!(password.body["passkey"], true);
    assert_eq!(password.body["totp"], false);
}

async fn refusals(backend: Backend) {
    let clock = Clock::manual(START);
    let app = TestApp::spawn_clocked(backend, clock.clone(), |_| {}).await;
    let (browser, _) = app.member("membre@exemple.fr").await;
    let mut phone = Device::new();
    assert_eq!(
        register(&browser, &mut phone, "Téléphone").await.status,
        201
    );
    let visitor = app.browser();
    assert_eq!(sign_in(&visitor, &mut phone).await.status, 200);

    // A copy of the key answering with a counter that did not grow.
    let stranger = app.browser();
    phone.counter -= 1;
    let replayed = sign_in(&stranger, &mut phone).await;
    assert_eq!(error_of(&replayed).0, 401, "{:?}", replayed.body);
    assert_eq!(error_of(&replayed).1, "passkey_replayed");
    assert!(
        error_of(&replayed).2.contains("compteur"),
        "{:?}",
        replayed.body
    );
    assert_eq!(stranger.who().await, None);

    // The same answer sent twice: refused, by its counter or, for a passkey that
    // counts nothing, because its ceremony served already.
    let options = sign_in_options(&stranger, None).await;
    let credential = phone.get(&options.body["public_key"]);
    let first = answer(&stranger, &options.body["ceremony"], credential.clone()).await;
    assert_eq!(first.status, 200, "{:?}", first.body);
    let other = app.browser();
    let twice = answer(&other, &options.body["ceremony"], credential).await;
    assert_eq!(error_of(&twice).1, "passkey_replayed", "{:?}", twice.body);
    let mut synced = Device::new();
    synced.counting = false;
    assert_eq!(
        register(&browser, &mut synced, "Synchronisée").await.status,
        201
    );
    let options = sign_in_options(&stranger, None).await;
    let credential = synced.get(&options.body["public_key"]);
    let first = answer(&stranger, &options.body["ceremony"], credential.clone()).await;
    assert_eq!(first.status, 200, "{:?}", first.body);
    let twice = answer(&other, &options.body["ceremony"], credential).await;
    assert_eq!(error_of(&twice).1, "challenge_expired", "{:?}", twice.body);
    assert_eq!(
        error_of(&twice).2,
        "Cette vérification a déjà servi. Veuillez recommencer."
    );
    assert_eq!(other.who().await, None);

    // An answer made for another site.
    phone.origin = "https://bobine.example".into();
    let foreign = sign_in(&other, &mut phone).await;
    assert_eq!(error_of(&foreign).0, 401, "{:?}", foreign.body);
    assert_eq!(error_of(&foreign).1, "passkey_wrong_origin");
    assert_eq!(
        error_of(&foreign).2,
        "Cette clé d'accès a répondu pour un autre site que Bobine : elle est refusée."
    );
    phone.origin = "http://localhost:8080".into();

    // A ceremony answered after five minutes.
    let options = sign_in_options(&other, None).await;
    clock.advance(Duration::minutes(5) + Duration::seconds(1));
    let late = answer(
        &other,
        &options.body["ceremony"],
        phone.get(&options.body["public_key"]),
    )
    .await;
    assert_eq!(error_of(&late).0, 401);
    assert_eq!(error_of(&late).1, "challenge_expired");
    assert_eq!(
        error_of(&late).2,
        "La vérification a expiré. Veuillez recommencer."
    );

    // What is not an answer at all, or not a ceremony: 422 and 401, never 500.
    let options = sign_in_options(&other, None).await;
    for credential in [json!(null), json!({"id": "x"}), json!("texte")] {
        let unreadable = answer(&other, &options.body["ceremony"], credential).await;
        assert_eq!(error_of(&unreadable).0, 422, "{:?}", unreadable.body);
        assert_eq!(error_of(&unreadable).1, "invalid_passkey");
    }
    let forged = answer(
        &other,
        &json!("abc"),
        phone.get(&options.body["public_key"]),
    )
    .await;
    assert_eq!(error_of(&forged).1, "challenge_expired");
    let no_body = other
        .call(Method::POST, "/api/auth/passkey", Some(json!([1, 2])))
        .await;
    assert!(matches!(no_body.status, 400 | 422), "{:?}", no_body.body);

    // Each refusal tied to the account is in its security log (refusals carry no
    // position to wait for: the log is read until it shows them, for a while).
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let log = visitor.get("/api/account/security").await;
        let failures = kinds(&log)
            .into_iter()
            .filter(|(kind, method)| kind == "sign_in_failed" && method == "passkey")
            .count();
        if failures == 4 {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "{:?}", log.body);
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

async fn second_step(backend: Backend) {
    let clock = Clock::manual(START);
    let app = TestApp::spawn_clocked(backend, clock.clone(), |_| {}).await;
    let (browser, id) = app.member("membre@exemple.fr").await;
    let mut phone = Device::new();
    assert_eq!(
        register(&browser, &mut phone, "Téléphone").await.status,
        201
    );
    // The authenticator app can still be turned on beside the passkey.
    crate::two_factor::enrol(&browser, &clock).await;

    let other = app.browser();
    let password = other.login("membre@exemple.fr", PASSWORD).await;
    assert_eq!(password.body["totp"], true, "{:?}", password.body);
    assert_eq!(password.body["passkey"], true);
    let challenge = password.body["challenge"].as_str().unwrap().to_string();
    assert_eq!(other.who().await, None, "no session before the passkey");
    let options = sign_in_options(&other, Some(&challenge)).await;
    assert_eq!(options.status, 200, "{:?}", options.body);
    let allowed = options.body["public_key"]["allowCredentials"]
        .as_array()
        .unwrap();
    assert_eq!(allowed.len(), 1);
    assert_eq!(allowed[0]["id"], device::base64url(&phone.credential_id));
    let credential = phone.get(&options.body["public_key"]);
    let passed = answer(&other, &options.body["ceremony"], credential).await;
    assert_eq!(passed.status, 200, "{:?}", passed.body);
    assert_eq!(other.who().await.as_deref(), Some(id.as_str()));

    // Another member's passkey does not pass this account's second step.
    let (stranger, _) = app.member("autre@exemple.fr").await;
    let mut theirs = Device::new();
    assert_eq!(
        register(&stranger, &mut theirs, "Le sien").await.status,
        201
    );
    let third = app.browser();
    let password = third.login("membre@exemple.fr", PASSWORD).await;
    let challenge = password.body["challenge"].as_str().unwrap().to_string();
    let options = sign_in_options(&third, Some(&challenge)).await;
    let wrong = answer(
        &third,
        &options.body["ceremony"],
        theirs.get(&options.body["public_key"]),
    )
    .await;
    assert_eq!(error_of(&wrong).0, 401, "{:?}", wrong.body);
    assert_eq!(third.who().await, None);

    // The password step's challenge lasts five minutes for a passkey too.
    clock.advance(Duration::minutes(5) + Duration::seconds(1));
    let late = sign_in_options(&third, Some(&challenge)).await;
    assert_eq!(error_of(&late).0, 401);
    assert_eq!(error_of(&late).1, "challenge_expired");
}

async fn staff_requirement(backend: Backend) {
    let clock = Clock::manual(START);
    let app = TestApp::spawn_clocked(backend, clock.clone(), |s| {
        s.staff_two_factor = StaffTwoFactor::Required
    })
    .await;
    let (admin, _) = app.admin_member("admin@exemple.fr").await;
    let refused = admin.get("/api/admin/users").await;
    assert_eq!(error_of(&refused).1, "two_factor_required");
    let mut key = Device::new();
    assert_eq!(register(&admin, &mut key, "Clé USB").await.status, 201);
    let users = admin.get("/api/admin/users").await;
    assert_eq!(users.status, 200, "{:?}", users.body);

    // Signed in with the passkey alone, the admin reaches the staff routes too.
    let elsewhere = app.browser();
    assert_eq!(sign_in(&elsewhere, &mut key).await.status, 200);
    assert_eq!(elsewhere.get("/api/admin/users").await.status, 200);
}

async fn removal(backend: Backend) {
    let clock = Clock::manual(START);
    let app = TestApp::spawn_clocked(backend, clock.clone(), |_| {}).await;
    let (browser, member_id) = app.member("membre@exemple.fr").await;
    let mut phone = Device::new();
    let added = register(&browser, &mut phone, "Téléphone").await;
    let passkey = added.body["id"].as_str().unwrap().to_string();
    let path = format!("/api/account/passkeys/{passkey}");

    let wrong = browser
        .call(Method::DELETE, &path, Some(json!({"password": "faux"})))
        .await;
    assert_eq!(error_of(&wrong).1, "wrong_password");
    let (stranger, _) = app.member("autre@exemple.fr").await;
    let not_theirs = stranger
        .call(Method::DELETE, &path, Some(json!({"password": PASSWORD})))
        .await;
    assert_eq!(error_of(&not_theirs).0, 404, "{:?}", not_theirs.body);
    assert_eq!(error_of(&not_theirs).2, "Clé d'accès introuvable");
    let removed = browser
        .call(Method::DELETE, &path, Some(json!({"password": PASSWORD})))
        .await;
    assert_eq!(removed.status, 200, "{:?}", removed.body);
    assert_eq!(browser.get("/api/account/passkeys").await.body, json!([]));
    let refused = sign_in(&app.browser(), &mut phone).await;
    assert_eq!(error_of(&refused).0, 401, "{:?}", refused.body);
    let plain = app.browser().login("membre@exemple.fr", PASSWORD).await;
    assert!(plain.body["user"]["id"].is_string(), "{:?}", plain.body);
    let log = browser.get("/api/account/security").await;
    assert!(kinds(&log).contains(&("passkey_removed".into(), String::new())));

    // An admin's reset (a lost device) removes the member's passkeys, audited.
    let mut again = Device::new();
    assert_eq!(register(&browser, &mut again, "Nouveau").await.status, 201);
    let (admin, _) = app.admin_member("admin@exemple.fr").await;
    let reset = admin
        .call(
            Method::DELETE,
            &format!("/api/admin/users/{member_id}/two-factor"),
            None,
        )
        .await;
    assert_eq!(reset.status, 200, "{:?}", reset.body);
    assert_eq!(browser.get("/api/account/passkeys").await.body, json!([]));
    let trail = admin.get("/api/admin/audit").await;
    let actions: Vec<&Value> = trail.body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| &e["action"])
        .collect();
    for action in ["passkey_added", "passkey_removed", "two_factor_removed"] {
        assert!(actions.contains(&&json!(action)), "{action}: {actions:?}");
    }
}
