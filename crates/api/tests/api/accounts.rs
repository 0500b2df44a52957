//! Accounts over HTTP: sign-up, sessions, recovery, e-mail and password changes,
//! sponsorship, bans, erasure and the admin user list (issue "Accounts, sessions,
//! roles and bans").

use crate::helpers;

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{Answer, Browser, TOKEN, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};

on_both_backends! {
    signing_up_signs_in_and_confirms_the_address_by_mail => sign_up;
    of_simultaneous_sign_ups_with_one_address_exactly_one_succeeds => simultaneous_sign_ups;
    a_banned_members_session_stops_working_at_once => ban_takes_effect;
    a_reset_link_works_once_and_ends_every_session => reset_once;
    erasing_a_member_frees_the_address_and_keeps_no_address_in_the_log => erase;
}

async fn sign_up(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let browser = app.browser();
    assert_eq!(browser.who().await, None);
    let answer = browser
        .register("  Marie.Curie@Exemple.FR ", "radium", json!({}))
        .await;
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    assert_eq!(answer.body["user"]["email"], "marie.curie@exemple.fr");
    assert!(
        answer
            .set_cookie
            .iter()
            .any(|c| c.starts_with("bobine_session=")
                && c.contains("HttpOnly")
                && c.contains("SameSite=Lax"))
    );
    let session = browser.get("/api/auth/session").await;
    assert_eq!(session.body["user"]["email"], "marie.curie@exemple.fr");
    assert_eq!(session.body["user"]["email_confirmed_at"], Value::Null);
    assert_eq!(session.body["ban"], Value::Null);
    // The catalogue is a member route: now open to this browser.
    assert_eq!(browser.get("/api/genres").await.status, 200);
    assert_eq!(app.browser().get("/api/genres").await.status, 401);

    let token = app
        .mailed_token("marie.curie@exemple.fr", "#token=")
        .await
        .expect("a confirmation link is mailed");
    let confirmed = app
        .browser()
        .post("/api/account/email/confirm", json!({"token": token}))
        .await;
    assert_eq!(confirmed.status, 200, "{:?}", confirmed.body);
    let session = browser.get("/api/auth/session").await;
    assert!(session.body["user"]["email_confirmed_at"].is_string());
    let again = app
        .browser()
        .post("/api/account/email/confirm", json!({"token": token}))
        .await;
    assert_eq!(
        error_of(&again),
        (
            422,
            "invalid_link".into(),
            "Lien de confirmation invalide ou expiré".into()
        )
    );
}

async fn simultaneous_sign_ups(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let browsers: Vec<_> = (0..6).map(|_| app.browser()).collect();
    let attempts = browsers.iter().enumerate().map(|(i, b)| {
        let email = if i % 2 == 0 {
            "meme@exemple.fr"
        } else {
            "MEME@exemple.fr"
        };
        register_past_busy(b, email)
    });
    let answers = futures::future::join_all(attempts).await;
    let created = answers.iter().filter(|a| a.status == 201).count();
    assert_eq!(
        created,
        1,
        "{:?}",
        answers.iter().map(|a| &a.body).collect::<Vec<_>>()
    );
    for answer in answers.iter().filter(|a| a.status != 201) {
        assert_eq!(
            error_of(answer),
            (
                409,
                "email_taken".into(),
                "Un compte existe déjà avec cette adresse e-mail".into()
            )
        );
    }
    // Read once the winner's sign-up is applied, the losers' included before it.
    let winner = answers.iter().find(|a| a.status == 201).unwrap();
    let position = winner.body["position"].to_string();
    let stats = app
        .send(
            app.admin(Method::GET, "/api/admin/users/stats")
                .header("x-bobine-position", position),
        )
        .await;
    assert_eq!(stats.body["total"], 1);
}

/// Signs up, again while the answer is 503 `busy`: six sign-ups at once on a
/// two-core machine may wait longer than the password hasher's bound, and a busy
/// answer tells the client to retry. The race on the address is what is tested.
async fn register_past_busy(browser: &Browser<'_>, email: &str) -> Answer {
    for _ in 0..20 {
        let answer = browser.register(email, "secret1", json!({})).await;
        if answer.status != 503 {
            return answer;
        }
        assert_eq!(error_of(&answer).1, "busy", "{:?}", answer.body);
    }
    panic!("the server stayed busy through twenty sign-ups");
}

async fn ban_takes_effect(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (member, id) = app.member("lea@exemple.fr").await;
    let (admin, admin_id) = app.admin_member("chef@exemple.fr").await;
    assert_eq!(member.get("/api/genres").await.status, 200);
    let path = format!("/api/admin/users/{id}/ban");
    let ban = |body: Value| admin.post(&path, body);
    assert_eq!(
        error_of(&ban(json!({"reason": "  ", "days": 7})).await),
        (
            422,
            "reason_required".into(),
            "Veuillez indiquer une raison pour le bannissement".into()
        )
    );
    assert_eq!(
        error_of(&ban(json!({"reason": "Spam", "days": 2})).await),
        (
            422,
            "invalid_duration".into(),
            "Durée de bannissement invalide".into()
        )
    );
    assert_eq!(
        member.get("/api/genres").await.status,
        200,
        "a refused ban changes nothing"
    );
    assert_eq!(ban(json!({"reason": "Spam", "days": 7})).await.status, 200);

    // The member's very next request, with the session they already had:
    let refused = member.get("/api/genres").await;
    assert_eq!(refused.status, 403);
    assert_eq!(refused.body["error"]["code"], "banned");
    assert_eq!(refused.body["error"]["ban"]["reason"], "Spam");
    assert_eq!(refused.body["error"]["ban"]["permanent"], false);
    assert!(refused.body["error"]["ban"]["banned_until"].is_string());
    let session = member.get("/api/auth/session").await;
    assert_eq!(session.body["ban"]["reason"], "Spam");
    assert_eq!(
        member.post("/api/account/referral", json!({})).await.status,
        403
    );

    // An admin cannot ban themselves; a permanent ban has no end.
    assert_eq!(
        error_of(
            &admin
                .post(
                    &format!("/api/admin/users/{admin_id}/ban"),
                    json!({"reason": "x", "days": 0})
                )
                .await
        )
        .1,
        "self_action"
    );
    assert_eq!(
        ban(json!({"reason": "Fraude", "days": 0})).await.status,
        200
    );
    let session = member.get("/api/auth/session").await;
    assert_eq!(session.body["ban"]["permanent"], true);
    assert_eq!(session.body["ban"]["banned_until"], Value::Null);

    let list = admin.get("/api/admin/users?q=lea").await;
    assert_eq!(list.body["items"][0]["ban"]["reason"], "Fraude");
    let unban = admin
        .call(Method::DELETE, &format!("/api/admin/users/{id}/ban"), None)
        .await;
    assert_eq!(unban.status, 200);
    assert_eq!(member.get("/api/genres").await.status, 200);
}

async fn reset_once(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (first, _) = app.member("paul@exemple.fr").await;
    let second = app.browser();
    assert_eq!(
        second.login("paul@exemple.fr", "motdepasse").await.status,
        200
    );

    let visitor = app.browser();
    let unknown = visitor
        .post(
            "/api/auth/forgot-password",
            json!({"email": "personne@exemple.fr"}),
        )
        .await;
    let known = visitor
        .post(
            "/api/auth/forgot-password",
            json!({"email": "Paul@exemple.fr"}),
        )
        .await;
    assert_eq!((unknown.status, &unknown.body), (known.status, &known.body));
    let token = app
        .mailed_token("paul@exemple.fr", "access_token=")
        .await
        .expect("a reset link is mailed");
    assert_eq!(app.mail_count("personne@exemple.fr").await, 0);

    let reset = |token: &str, password: &str, confirmation: &str| {
        visitor.post(
            "/api/auth/reset-password",
            json!({"token": token, "password": password, "password_confirmation": confirmation}),
        )
    };
    assert_eq!(
        error_of(&reset(&token, "abc", "abc").await),
        (
            422,
            "password_too_short".into(),
            "Le mot de passe doit contenir au moins 6 caractères".into()
        )
    );
    assert_eq!(
        error_of(&reset(&token, "nouveau1", "nouveau2").await),
        (
            422,
            "password_mismatch".into(),
            "Les mots de passe ne correspondent pas".into()
        )
    );
    assert_eq!(
        error_of(&reset("n-importe-quoi", "nouveau1", "nouveau1").await),
        (
            422,
            "invalid_link".into(),
            "Lien de réinitialisation invalide ou expiré".into()
        )
    );
    assert_eq!(reset(&token, "nouveau1", "nouveau1").await.status, 200);
    assert_eq!(
        error_of(&reset(&token, "encore12", "encore12").await).1,
        "invalid_link",
        "a link works once"
    );
    assert_eq!(first.who().await, None, "every session ended");
    assert_eq!(second.who().await, None);
    assert_eq!(
        app.browser()
            .login("paul@exemple.fr", "motdepasse")
            .await
            .status,
        401
    );
    assert_eq!(
        app.browser()
            .login("paul@exemple.fr", "nouveau1")
            .await
            .status,
        200
    );
}

async fn erase(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (member, id) = app.member("efface@exemple.fr").await;
    let (admin, _) = app.admin_member("chef@exemple.fr").await;
    let erased = admin
        .call(Method::DELETE, &format!("/api/admin/users/{id}"), None)
        .await;
    assert_eq!(erased.status, 200, "{:?}", erased.body);
    assert_eq!(member.who().await, None);
    assert_eq!(
        app.browser()
            .login("efface@exemple.fr", "motdepasse")
            .await
            .status,
        401
    );
    let list = admin.get("/api/admin/users?q=efface").await;
    assert_eq!(list.body["total"], 0);
    let mut exported = Vec::new();
    let mut after = bobine_store::Position::ZERO;
    loop {
        let events = app.node.log.read_after(after, 1000).await.unwrap();
        let Some(last) = events.last() else { break };
        after = last.position;
        exported.extend(events);
    }
    assert!(
        exported
            .iter()
            .any(|e| e.event_type == "Erased" && e.aggregate_id == id)
    );
    assert!(
        exported.iter().all(|e| !(e.payload.contains("efface@")
            || e.aggregate_id == id && e.payload.contains("argon2"))),
        "no address nor password hash of an erased member stays in the log"
    );
    // The address is free again.
    assert_eq!(
        app.browser()
            .register("efface@exemple.fr", "autre123", json!({}))
            .await
            .status,
        201
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_sign_up_rule_has_its_message_and_changes_nothing() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    app.member("pris@exemple.fr").await;
    let browser = app.browser();
    let (captcha_id, answer) = browser.captcha().await;
    let form = |overrides: Value| {
        let mut body = json!({"email": "neuf@exemple.fr", "password": "secret1", "password_confirmation": "secret1",
            "captcha_id": captcha_id, "captcha_answer": answer});
        body.as_object_mut()
            .unwrap()
            .extend(overrides.as_object().unwrap().clone());
        body
    };
    let cases = [
        (
            json!({"email": ""}),
            422,
            "required",
            "Veuillez remplir tous les champs",
            "email",
        ),
        (
            json!({"password": ""}),
            422,
            "required",
            "Veuillez remplir tous les champs",
            "password",
        ),
        (
            json!({"captcha_answer": " "}),
            422,
            "required",
            "Veuillez remplir tous les champs",
            "captcha_answer",
        ),
        (
            json!({"email": "pas-une-adresse"}),
            422,
            "invalid_email",
            "Veuillez saisir une adresse e-mail valide",
            "email",
        ),
        (
            json!({"password": "court", "password_confirmation": "court"}),
            422,
            "password_too_short",
            "Le mot de passe doit contenir au moins 6 caractères",
            "password",
        ),
        (
            json!({"password_confirmation": "secret2"}),
            422,
            "password_mismatch",
            "Les mots de passe ne correspondent pas",
            "password_confirmation",
        ),
        (
            json!({"referral_key": "INCONNUE"}),
            422,
            "referral_invalid",
            "Clé de parrainage invalide, expirée ou épuisée",
            "referral_key",
        ),
    ];
    for (overrides, status, code, message, field) in cases {
        let answer = browser
            .post("/api/auth/register", form(overrides.clone()))
            .await;
        assert_eq!(
            error_of(&answer),
            (status, code.into(), message.into()),
            "{overrides}"
        );
        assert_eq!(answer.body["error"]["field"], field, "{overrides}");
    }
    // None of these spent the captcha; a wrong answer does, and a new one is needed.
    let wrong = browser
        .post(
            "/api/auth/register",
            form(json!({"captcha_answer": "faux"})),
        )
        .await;
    assert_eq!(
        error_of(&wrong),
        (
            422,
            "captcha_incorrect".into(),
            "Réponse au captcha incorrecte. Veuillez réessayer.".into()
        )
    );
    let spent = browser.post("/api/auth/register", form(json!({}))).await;
    assert_eq!(
        error_of(&spent).1,
        "captcha_incorrect",
        "a challenge is good once"
    );
    let taken = browser
        .register("PRIS@exemple.fr", "secret1", json!({}))
        .await;
    assert_eq!(error_of(&taken).1, "email_taken");
    assert_eq!(browser.who().await, None);
    let stats = app
        .send(app.admin(Method::GET, "/api/admin/users/stats"))
        .await;
    assert_eq!(stats.body["total"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn signing_in_and_out() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (first, _) = app.member("zoe@exemple.fr").await;
    let second = app.browser();
    let wrong = error_of(&second.login("zoe@exemple.fr", "mauvais").await);
    assert_eq!(
        wrong,
        (
            401,
            "invalid_credentials".into(),
            "Email ou mot de passe incorrect".into()
        )
    );
    assert_eq!(
        error_of(&second.login("inconnu@exemple.fr", "motdepasse").await),
        wrong
    );
    assert_eq!(
        error_of(&second.login("", "").await),
        (
            422,
            "required".into(),
            "Veuillez saisir votre email et votre mot de passe".into()
        )
    );
    let signed_in = second.login("ZOE@exemple.fr", "motdepasse").await;
    assert_eq!(signed_in.status, 200);
    assert!(second.who().await.is_some());
    // Logging out in one browser ends the sessions of every browser.
    assert_eq!(second.post("/api/auth/logout", json!({})).await.status, 200);
    assert_eq!(second.who().await, None);
    assert_eq!(first.who().await, None);
    assert_eq!(first.post("/api/auth/logout", json!({})).await.status, 401);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_password_change_checks_the_current_one_and_ends_the_other_sessions() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (first, _) = app.member("ines@exemple.fr").await;
    let second = app.browser();
    second.login("ines@exemple.fr", "motdepasse").await;
    let change = |current: &str, new: &str, confirmation: &str| {
        first.post(
            "/api/account/password",
            json!({"current_password": current, "new_password": new, "new_password_confirmation": confirmation}),
        )
    };
    let cases = [
        (
            "faux-mdp",
            "nouveau1",
            "nouveau1",
            "wrong_password",
            "Le mot de passe actuel est incorrect",
        ),
        (
            "motdepasse",
            "nouveau1",
            "nouveau2",
            "password_mismatch",
            "Les nouveaux mots de passe ne correspondent pas",
        ),
        (
            "motdepasse",
            "court",
            "court",
            "password_too_short",
            "Le nouveau mot de passe doit contenir au moins 6 caractères",
        ),
    ];
    for (current, new, confirmation, code, message) in cases {
        assert_eq!(
            error_of(&change(current, new, confirmation).await),
            (422, code.into(), message.into())
        );
    }
    assert_eq!(
        change("motdepasse", "nouveau1", "nouveau1").await.status,
        200
    );
    assert!(first.who().await.is_some(), "this browser stays signed in");
    assert_eq!(second.who().await, None, "the other session ended");
    assert_eq!(
        app.browser()
            .login("ines@exemple.fr", "nouveau1")
            .await
            .status,
        200
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_address_changes_only_once_its_link_is_followed() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (member, _) = app.member("ancien@exemple.fr").await;
    app.member("autre@exemple.fr").await;
    let change = |email: &str| member.post("/api/account/email", json!({"new_email": email}));
    assert_eq!(error_of(&change("ANCIEN@exemple.fr").await).1, "same_email");
    assert_eq!(
        error_of(&change("autre@exemple.fr").await),
        (
            409,
            "email_taken".into(),
            "Un compte existe déjà avec cette adresse e-mail".into()
        )
    );
    assert_eq!(change("nouveau@exemple.fr").await.status, 200);
    assert_eq!(
        member.get("/api/auth/session").await.body["user"]["email"],
        "ancien@exemple.fr"
    );
    let token = app
        .mailed_token("nouveau@exemple.fr", "#token=")
        .await
        .unwrap();
    let confirmed = app
        .browser()
        .post("/api/account/email/confirm", json!({"token": token}))
        .await;
    assert_eq!(confirmed.body["email"], "nouveau@exemple.fr");
    assert_eq!(
        member.get("/api/auth/session").await.body["user"]["email"],
        "nouveau@exemple.fr"
    );
    assert_eq!(
        app.browser()
            .login("nouveau@exemple.fr", "motdepasse")
            .await
            .status,
        200
    );
    assert_eq!(
        app.browser()
            .login("ancien@exemple.fr", "motdepasse")
            .await
            .status,
        401
    );
    assert_eq!(
        app.browser()
            .register("ancien@exemple.fr", "secret1", json!({}))
            .await
            .status,
        201
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_sponsorship_key_admits_its_limit_and_counts_referrals() {
    let app = TestApp::spawn_with(Backend::Sqlite, |s| s.require_referral = true).await;
    let first = app.browser();
    assert_eq!(
        error_of(&first.register("a@exemple.fr", "secret1", json!({})).await),
        (
            422,
            "referral_required".into(),
            "Une clé de parrainage est requise pour s'inscrire".into()
        )
    );
    let sponsor_id = bobine_app::accounts::create_admin::create_admin(
        &app.node,
        "parrain@exemple.fr",
        Some("secret1"),
    )
    .await
    .unwrap();
    assert!(matches!(
        sponsor_id,
        bobine_app::accounts::create_admin::AdminCreated::Registered(_)
    ));
    let sponsor = app.browser();
    assert_eq!(
        sponsor.login("parrain@exemple.fr", "secret1").await.status,
        200
    );
    let empty = sponsor.get("/api/account/referral").await;
    assert_eq!(
        (
            empty.body["active_key"].clone(),
            empty.body["max_uses"].clone()
        ),
        (Value::Null, json!(2))
    );
    let key = sponsor.post("/api/account/referral", json!({})).await;
    assert_eq!(key.status, 201);
    let key = key.body["active_key"].as_str().unwrap().to_string();
    for n in 0..2 {
        let answer = app
            .browser()
            .register(
                &format!("filleul{n}@exemple.fr"),
                "secret1",
                json!({"referral_key": key.to_lowercase()}),
            )
            .await;
        assert_eq!(answer.status, 201, "{:?}", answer.body);
    }
    let exhausted = app
        .browser()
        .register(
            "filleul2@exemple.fr",
            "secret1",
            json!({"referral_key": key}),
        )
        .await;
    assert_eq!(error_of(&exhausted).1, "referral_invalid");
    let stats = sponsor.get("/api/account/referral").await;
    assert_eq!(
        (
            stats.body["key_uses"].clone(),
            stats.body["total_referrals"].clone()
        ),
        (json!(2), json!(2))
    );
    let listed = sponsor.get("/api/admin/users?q=parrain").await;
    assert_eq!(listed.body["items"][0]["referrals_count"], 2);
    assert_eq!(listed.body["items"][0]["is_admin"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_admin_list_searches_filters_and_pages() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (admin, admin_id) = app.admin_member("admin@exemple.fr").await;
    let mut ids = vec![admin_id.clone()];
    for n in 0..4 {
        ids.push(app.member(&format!("membre{n}@exemple.fr")).await.1);
    }
    let stats = admin.get("/api/admin/users/stats").await;
    assert_eq!(
        stats.body,
        json!({"total": 5, "admins": 1, "regular": 4, "recent": 5, "active": 5})
    );
    let admin = &admin;
    let filtered = |query: &str| {
        let path = format!("/api/admin/users?{query}");
        async move { admin.get(&path).await }
    };
    assert_eq!(filtered("filter=admin").await.body["total"], 1);
    assert_eq!(filtered("filter=regular").await.body["total"], 4);
    assert_eq!(
        filtered("q=MEMBRE2").await.body["items"][0]["email"],
        "membre2@exemple.fr"
    );
    assert_eq!(
        filtered(&format!("q={}", &ids[3][..20])).await.body["items"][0]["id"],
        ids[3]
    );
    assert_eq!(error_of(&filtered("filter=vip").await).0, 400);
    // Pages of 2, newest first, every account once.
    let mut seen = Vec::new();
    let mut cursor = String::new();
    loop {
        let page = filtered(&format!("limit=2&cursor={cursor}")).await;
        assert_eq!(page.body["total"], 5);
        seen.extend(
            page.body["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|u| u["id"].as_str().unwrap().to_string()),
        );
        match page.body["next_cursor"].as_str() {
            Some(next) => cursor = next.to_string(),
            None => break,
        }
    }
    ids.reverse();
    assert_eq!(seen, ids);
    let first = &filtered("q=membre0").await.body["items"][0];
    assert!(first["last_sign_in_at"].is_string());
    assert_eq!(first["email_confirmed_at"], Value::Null);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sign_in_attempts_are_rate_limited_per_address() {
    let app = TestApp::spawn_with(Backend::Sqlite, |s| s.auth_rate_per_minute = 3).await;
    let browser = app.browser();
    for _ in 0..3 {
        assert_eq!(browser.login("x@exemple.fr", "mauvais1").await.status, 401);
    }
    let limited = browser.login("x@exemple.fr", "mauvais1").await;
    assert_eq!(
        error_of(&limited),
        (
            429,
            "rate_limited".into(),
            "Trop de tentatives. Veuillez réessayer dans quelques instants.".into()
        )
    );
    let retry = browser
        .request(Method::POST, "/api/auth/login")
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(retry.status(), 429);
    assert!(retry.headers().get("retry-after").is_some());
    // Other routes are not limited by it.
    assert_eq!(browser.get("/api/auth/session").await.status, 200);
}

/// Guessing reset links costs attempts like guessing passwords: each address gets
/// `BOBINE_AUTH_RATE_PER_MINUTE` of them.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn reset_attempts_are_rate_limited_per_address() {
    let app = TestApp::spawn_with(Backend::Sqlite, |s| s.auth_rate_per_minute = 3).await;
    let browser = app.browser();
    let guess = json!({
        "token": "lien-invente",
        "password": "motdepasse",
        "password_confirmation": "motdepasse",
    });
    let attempt = || async {
        browser
            .request(Method::POST, "/api/auth/reset-password")
            .json(&guess)
            .send()
            .await
            .unwrap()
    };
    for _ in 0..3 {
        assert_eq!(attempt().await.status(), 422);
    }
    let limited = attempt().await;
    assert_eq!(limited.status(), 429);
    assert!(limited.headers().get("retry-after").is_some());
}

/// Every route of the session, account and admin-user tables of docs/product.md (HTTP contract), for a visitor, a
/// member, a banned member and an admin: the status each gets.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn authorization_matrix() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let visitor = app.browser();
    let (member, member_id) = app.member("membre@exemple.fr").await;
    let (banned, banned_id) = app.member("banni@exemple.fr").await;
    let (admin, _) = app.admin_member("admin@exemple.fr").await;
    let (target, target_id) = app.member("cible@exemple.fr").await;
    drop(target);
    let _ = member_id;
    let banned_answer = app
        .send(
            app.admin(Method::POST, &format!("/api/admin/users/{banned_id}/ban"))
                .json(&json!({"reason": "Spam", "days": 7})),
        )
        .await;
    assert_eq!(banned_answer.status, 200);
    let t = &target_id;
    // (method, path, body, [visitor, member, banned, admin])
    let routes: Vec<(Method, String, Value, [u16; 4])> = vec![
        (
            Method::GET,
            "/api/captcha".into(),
            Value::Null,
            [200, 200, 200, 200],
        ),
        (
            Method::GET,
            "/api/auth/session".into(),
            Value::Null,
            [200, 200, 200, 200],
        ),
        (
            Method::POST,
            "/api/auth/forgot-password".into(),
            json!({"email": "x@exemple.fr"}),
            [200, 200, 200, 200],
        ),
        (
            Method::POST,
            "/api/auth/reset-password".into(),
            json!({"token": "x", "password": "secret1", "password_confirmation": "secret1"}),
            [422, 422, 422, 422],
        ),
        (
            Method::POST,
            "/api/account/email/confirm".into(),
            json!({"token": "x"}),
            [422, 422, 422, 422],
        ),
        (
            Method::POST,
            "/api/account/email".into(),
            json!({"new_email": "neuf@exemple.fr"}),
            [401, 200, 403, 200],
        ),
        (
            Method::POST,
            "/api/account/password".into(),
            json!({"current_password": "faux", "new_password": "secret1", "new_password_confirmation": "secret1"}),
            [401, 422, 403, 422],
        ),
        (
            Method::GET,
            "/api/account/referral".into(),
            Value::Null,
            [401, 200, 403, 200],
        ),
        (
            Method::POST,
            "/api/account/referral".into(),
            Value::Null,
            [401, 201, 403, 201],
        ),
        (
            Method::GET,
            "/api/admin/users".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            Method::GET,
            "/api/admin/users/stats".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            Method::PUT,
            format!("/api/admin/users/{t}/admin"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            Method::DELETE,
            format!("/api/admin/users/{t}/admin"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            Method::POST,
            format!("/api/admin/users/{t}/ban"),
            json!({"reason": "x", "days": 1}),
            [401, 403, 403, 200],
        ),
        (
            Method::DELETE,
            format!("/api/admin/users/{t}/ban"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            Method::DELETE,
            "/api/admin/users/0195f2a0-0000-7000-8000-000000000000".into(),
            Value::Null,
            [401, 403, 403, 404],
        ),
        (
            Method::GET,
            "/api/genres".into(),
            Value::Null,
            [401, 200, 403, 200],
        ),
        (
            Method::POST,
            "/api/auth/logout".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
    ];
    let who = [&visitor, &member, &banned, &admin];
    for (method, path, body, expected) in routes {
        for (browser, want) in who.iter().zip(expected) {
            let body = (!body.is_null()).then(|| body.clone());
            let answer = browser.call(method.clone(), &path, body).await;
            assert_eq!(answer.status, want, "{method} {path}: {:?}", answer.body);
        }
    }
    // The operator token still opens the admin routes, for automation.
    let operator = app
        .send(
            app.admin(Method::GET, "/api/admin/users")
                .bearer_auth(TOKEN),
        )
        .await;
    assert_eq!(operator.status, 200);
}
