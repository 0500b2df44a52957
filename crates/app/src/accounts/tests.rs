//! The account workflows on both backends: the e-mail claim is released on every
//! failure path (sign-up and the admin made from the command line), an erasure
//! stopped half-way is finished by the next attempt, and a reset link is checked
//! before any hashing.

use std::time::Duration;

use bobine_domain::accounts::AccountCommand;
use bobine_store::on_both_backends;
use bobine_store::testing::{Backend, TestLog};
use uuid::Uuid;

use super::captcha::solve;
use super::claim::owner;
use super::create_admin::{AdminCreated, create_admin, create_admin_as};
use super::erase::erase;
use super::password_reset::{Reset, reset_password};
use super::register::{Registration, register, register_as};
use super::roles::{grant_admin, revoke_admin};
use super::tokens::link_token;
use crate::error::ErrorKind;
use crate::node::Node;
use crate::origin::{Admin, Origin};
use crate::passwords::Passwords;
use crate::settings::Settings;

on_both_backends! {
    a_sign_up_claims_its_address_and_a_failed_one_releases_it => failed_sign_up_releases;
    a_failed_admin_creation_releases_the_email_claim => failed_admin_creation_releases;
    an_erasure_stopped_half_way_is_finished_by_the_next_attempt => erasure_completes_on_retry;
    a_reset_link_is_checked_before_the_password_is_hashed => reset_link_checked_first;
    an_admin_made_from_the_command_line_after_the_set_started_can_act => late_admin_can_act;
}

async fn node(log: &TestLog) -> Node {
    let mut settings = Settings::for_data_dir(log.data_dir());
    settings.database_url = log.database_url.clone();
    settings.poll_interval = Duration::from_millis(50);
    Node::start(settings).await.expect("the node starts")
}

fn origin() -> Origin {
    Origin::system("test")
}

fn operator() -> Admin {
    Admin {
        actor: "operator".into(),
        user: None,
    }
}

/// A sign-up form for `email`, with a solved captcha.
fn form(node: &Node, email: &str) -> Registration {
    let challenge = node.captchas.issue(node.clock.now());
    Registration {
        email: email.into(),
        password: "motdepasse".into(),
        password_confirmation: "motdepasse".into(),
        captcha_answer: solve(&challenge),
        captcha_id: challenge.id,
        referral_key: None,
        user_agent: "Firefox/128.0 (X11; Linux x86_64)".into(),
    }
}

async fn failed_sign_up_releases(backend: Backend) {
    let log = TestLog::new(backend).await;
    let node = node(&log).await;
    let marie = register(&node, &origin(), form(&node, "marie@exemple.fr"))
        .await
        .expect("the sign-up succeeds");
    assert_eq!(
        owner(&node, "marie@exemple.fr").await.unwrap(),
        Some(marie.user)
    );

    // The account cannot be recorded (its id is taken): the address is free again.
    let refused = register_as(&node, &origin(), marie.user, form(&node, "luc@exemple.fr"))
        .await
        .unwrap_err();
    assert_eq!(refused.code, "already_registered");
    assert_eq!(owner(&node, "luc@exemple.fr").await.unwrap(), None);
    let luc = register(&node, &origin(), form(&node, "luc@exemple.fr"))
        .await
        .expect("the address can be used again");
    assert_eq!(
        owner(&node, "luc@exemple.fr").await.unwrap(),
        Some(luc.user)
    );
}

async fn failed_admin_creation_releases(backend: Backend) {
    let log = TestLog::new(backend).await;
    let node = node(&log).await;
    let taken = register(&node, &origin(), form(&node, "marie@exemple.fr"))
        .await
        .unwrap()
        .user;

    let refused = create_admin_as(&node, taken, "chef@exemple.fr", Some("motdepasse"))
        .await
        .unwrap_err();
    assert_eq!(refused.code, "already_registered");
    assert_eq!(owner(&node, "chef@exemple.fr").await.unwrap(), None);

    let created = create_admin(&node, "Chef@Exemple.fr", Some("motdepasse"))
        .await
        .expect("the address can be used again");
    let AdminCreated::Registered(chef) = created else {
        panic!("a new account was expected: {created:?}");
    };
    assert_eq!(owner(&node, "chef@exemple.fr").await.unwrap(), Some(chef));
    assert!(
        node.accounts
            .load(&chef.to_string())
            .await
            .unwrap()
            .is_admin()
    );
    assert_eq!(
        create_admin(&node, "chef@exemple.fr", None).await.unwrap(),
        AdminCreated::Promoted(chef)
    );
}

async fn erasure_completes_on_retry(backend: Backend) {
    let log = TestLog::new(backend).await;
    let node = node(&log).await;
    let marie = register(&node, &origin(), form(&node, "marie@exemple.fr"))
        .await
        .unwrap()
        .user;
    // A first attempt recorded the erasure, then stopped: the address is still held
    // and the log still shows it.
    let id = marie.to_string();
    let erased = AccountCommand::Erase {
        by: "operator".into(),
    };
    node.accounts
        .execute(&id, erased, &origin().metadata("operator"))
        .await
        .unwrap();
    assert_eq!(owner(&node, "marie@exemple.fr").await.unwrap(), Some(marie));

    erase(&node, &origin(), &operator(), marie)
        .await
        .expect("the erasure finishes");
    assert_eq!(owner(&node, "marie@exemple.fr").await.unwrap(), None);
    let events = log.log.read_after(Default::default(), 1_000).await.unwrap();
    assert!(
        events.iter().all(|e| !e.payload.contains("marie@")),
        "the address is redacted from the log"
    );
    // Once more changes nothing and fails nothing; the address can be used again.
    erase(&node, &origin(), &operator(), marie).await.unwrap();
    register(&node, &origin(), form(&node, "marie@exemple.fr"))
        .await
        .expect("the address is free");
}

async fn reset_link_checked_first(backend: Backend) {
    let log = TestLog::new(backend).await;
    let mut node = node(&log).await;
    let marie = register(&node, &origin(), form(&node, "marie@exemple.fr"))
        .await
        .unwrap()
        .user;
    // Every core is busy hashing: a workflow that hashed first would answer busy.
    node.passwords = Passwords::bounded(1, Duration::from_millis(10));
    let _held = node.passwords.permit().await.unwrap();
    let reset = Reset {
        token: link_token(&node.secret, Uuid::now_v7(), marie).0,
        password: "nouveau1".into(),
        password_confirmation: "nouveau1".into(),
    };
    let refused = reset_password(&node, &origin(), reset.clone())
        .await
        .unwrap_err();
    assert_eq!(
        (refused.kind, refused.code, refused.message.as_str()),
        (
            ErrorKind::Invalid,
            "invalid_link",
            "Lien de réinitialisation invalide ou expiré"
        )
    );
    let unknown = Reset {
        token: link_token(&node.secret, Uuid::now_v7(), Uuid::now_v7()).0,
        ..reset
    };
    let refused = reset_password(&node, &origin(), unknown).await.unwrap_err();
    assert_eq!(refused.code, "invalid_link");
}

/// The set of admins starts at the first web grant (adopting the admins the accounts
/// read model knows); an admin made later from the command line joins it, so they may
/// grant and revoke too.
async fn late_admin_can_act(backend: Backend) {
    let log = TestLog::new(backend).await;
    let node = node(&log).await;
    let AdminCreated::Registered(first) =
        create_admin(&node, "premiere@exemple.fr", Some("motdepasse"))
            .await
            .unwrap()
    else {
        panic!("a new account")
    };
    let member = register(&node, &origin(), form(&node, "membre@exemple.fr"))
        .await
        .unwrap();
    // The read model shows the first admin once it has the later sign-up.
    node.settle(member.position).await;
    let member = member.user;
    let first = Admin {
        actor: first.to_string(),
        user: Some(first),
    };
    let position = grant_admin(&node, &origin(), &first, member).await.unwrap();
    node.settle(position).await;
    let AdminCreated::Registered(late) =
        create_admin(&node, "tardive@exemple.fr", Some("motdepasse"))
            .await
            .unwrap()
    else {
        panic!("a new account")
    };
    let late = Admin {
        actor: late.to_string(),
        user: Some(late),
    };
    revoke_admin(&node, &origin(), &late, member)
        .await
        .expect("the admin made from the command line may revoke");
}
