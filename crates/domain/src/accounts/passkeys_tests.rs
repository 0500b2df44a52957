use cqrs_es::Aggregate;
use cqrs_es::test::TestFramework;
use time::OffsetDateTime;
use time::macros::datetime;
use uuid::Uuid;

use super::*;

type Given = TestFramework<Account>;

const NOW: OffsetDateTime = datetime!(2026-11-27 14:00 UTC);
const KEY: Uuid = Uuid::from_u128(7);

fn with_passkey() -> Vec<AccountEvent> {
    vec![
        AccountEvent::Registered {
            email: "membre@exemple.fr".into(),
            password_hash: "$argon2id$h".into(),
            referred_by: None,
        },
        AccountEvent::PasskeyAdded {
            passkey: KEY,
            name: "Téléphone".into(),
            credential_id: "cred-1".into(),
            credential: "{}".into(),
            at: NOW,
        },
    ]
}

fn add(name: &str, credential_id: &str) -> AccountCommand {
    AccountCommand::AddPasskey {
        passkey: Uuid::from_u128(8),
        name: name.into(),
        credential_id: credential_id.into(),
        credential: "{}".into(),
        now: NOW,
    }
}

fn used(counter: u32, ceremony: &str) -> AccountCommand {
    AccountCommand::PassSecondFactor {
        proof: Proof::Passkey {
            passkey: KEY,
            counter,
            ceremony: ceremony.into(),
        },
        now: NOW,
    }
}

fn fold(events: Vec<AccountEvent>) -> Account {
    let mut account = Account::default();
    for event in events {
        account.apply(event);
    }
    account
}

#[test]
fn a_passkey_is_a_second_factor_registered_once_with_a_name() {
    let account = fold(with_passkey());
    assert!(account.two_factor_on());
    assert!(!account.totp_on());
    assert_eq!(account.passkeys()[0].name, "Téléphone");
    // The authenticator app may still be enrolled beside it.
    Given::with(())
        .given(with_passkey())
        .when(AccountCommand::StartTotp {
            sealed_secret: "scellé".into(),
        })
        .then_expect_events(vec![AccountEvent::TotpStarted {
            sealed_secret: "scellé".into(),
        }]);
    Given::with(())
        .given(with_passkey())
        .when(add("Clé USB", "cred-1"))
        .then_expect_error(AccountError::PasskeyExists);
    let blank = Given::with(())
        .given(with_passkey())
        .when(add("  ", "cred-2"))
        .inspect_result()
        .unwrap_err();
    assert_eq!(blank.to_string(), "Le nom de la clé est requis");
    Given::with(())
        .given(with_passkey())
        .when(add(" Clé USB ", "cred-2"))
        .then_expect_events(vec![AccountEvent::PasskeyAdded {
            passkey: Uuid::from_u128(8),
            name: "Clé USB".into(),
            credential_id: "cred-2".into(),
            credential: "{}".into(),
            at: NOW,
        }]);
}

#[test]
fn each_ceremony_serves_once_and_the_counter_must_grow() {
    let mut events = with_passkey();
    Given::with(())
        .given(events.clone())
        .when(used(3, "c1"))
        .then_expect_events(vec![
            AccountEvent::PasskeyUsed {
                passkey: KEY,
                counter: 3,
                ceremony: "c1".into(),
                at: NOW,
            },
            AccountEvent::SignedIn { at: NOW },
        ]);
    events.push(AccountEvent::PasskeyUsed {
        passkey: KEY,
        counter: 3,
        ceremony: "c1".into(),
        at: NOW,
    });
    Given::with(())
        .given(events.clone())
        .when(used(4, "c1"))
        .then_expect_error(AccountError::CeremonySpent);
    for counter in [0, 2, 3] {
        Given::with(())
            .given(events.clone())
            .when(used(counter, "c2"))
            .then_expect_error(AccountError::PasskeyReplayed);
    }
    // An authenticator without a counter (always 0) is judged by its ceremonies.
    Given::with(())
        .given(with_passkey())
        .when(used(0, "c3"))
        .inspect_result()
        .unwrap();
    // A ceremony is remembered as long as it could be answered, no longer.
    let mut later = events.clone();
    later.push(AccountEvent::PasskeyUsed {
        passkey: KEY,
        counter: 4,
        ceremony: "c2".into(),
        at: NOW + CEREMONY_LIFETIME,
    });
    let account = fold(later);
    assert_eq!(account.passkeys()[0].counter, 4);
    let unknown = AccountCommand::PassSecondFactor {
        proof: Proof::Passkey {
            passkey: Uuid::from_u128(99),
            counter: 9,
            ceremony: "c9".into(),
        },
        now: NOW,
    };
    Given::with(())
        .given(events)
        .when(unknown)
        .then_expect_error(AccountError::PasskeyUnknown);
}

#[test]
fn the_member_removes_one_and_an_admin_s_reset_removes_them_all() {
    Given::with(())
        .given(with_passkey())
        .when(AccountCommand::RemovePasskey {
            passkey: Uuid::from_u128(99),
            by: "m".into(),
            now: NOW,
        })
        .then_expect_error(AccountError::PasskeyNotFound);
    // Turning the authenticator app off needs it on; the passkeys stay either way.
    Given::with(())
        .given(with_passkey())
        .when(AccountCommand::RemoveTwoFactor {
            by: "m".into(),
            proof: Some(Proof::Totp { step: 1 }),
            now: NOW,
        })
        .then_expect_error(AccountError::TwoFactorOff);
    Given::with(())
        .given(with_passkey())
        .when(AccountCommand::RemoveTwoFactor {
            by: "admin".into(),
            proof: None,
            now: NOW,
        })
        .then_expect_events(vec![
            AccountEvent::PasskeyRemoved {
                passkey: KEY,
                by: "admin".into(),
                at: NOW,
            },
            AccountEvent::TwoFactorRemoved {
                by: "admin".into(),
                at: NOW,
            },
        ]);
    let mut events = with_passkey();
    events.push(AccountEvent::PasskeyRemoved {
        passkey: KEY,
        by: "m".into(),
        at: NOW,
    });
    assert!(!fold(events).two_factor_on());
}

#[test]
fn an_erasure_blanks_a_passkey_s_name_and_key() {
    let redacted = with_passkey().pop().unwrap().redacted();
    assert_eq!(
        redacted,
        AccountEvent::PasskeyAdded {
            passkey: KEY,
            name: String::new(),
            credential_id: String::new(),
            credential: String::new(),
            at: NOW,
        }
    );
}
