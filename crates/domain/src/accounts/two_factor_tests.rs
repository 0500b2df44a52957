use cqrs_es::Aggregate;
use cqrs_es::test::TestFramework;
use time::OffsetDateTime;
use time::macros::datetime;

use super::*;

type Given = TestFramework<Account>;

const NOW: OffsetDateTime = datetime!(2026-11-27 14:00 UTC);

fn registered() -> Vec<AccountEvent> {
    vec![
        AccountEvent::Registered {
            email: "admin@exemple.fr".into(),
            password_hash: "$argon2id$h".into(),
            referred_by: None,
        },
        AccountEvent::SignedIn { at: NOW },
    ]
}

fn enrolled() -> Vec<AccountEvent> {
    let mut events = registered();
    events.push(AccountEvent::TotpStarted {
        sealed_secret: "scellé".into(),
    });
    events.push(AccountEvent::TotpEnabled {
        step: 100,
        recovery_codes: vec!["r1".into(), "r2".into()],
        at: NOW,
    });
    events
}

fn failed(at: OffsetDateTime) -> AccountEvent {
    AccountEvent::SignInFailed {
        step: SignInStep::Password,
        device: "Firefox · Linux".into(),
        at,
    }
}

fn pass(proof: Proof) -> AccountCommand {
    AccountCommand::PassSecondFactor { proof, now: NOW }
}

#[test]
fn an_enrolment_is_on_once_confirmed_with_its_codes() {
    let mut events = registered();
    events.push(AccountEvent::TotpStarted {
        sealed_secret: "scellé".into(),
    });
    Given::with(())
        .given(events)
        .when(AccountCommand::EnableTotp {
            step: 7,
            recovery_codes: vec!["r1".into()],
            now: NOW,
        })
        .then_expect_events(vec![AccountEvent::TotpEnabled {
            step: 7,
            recovery_codes: vec!["r1".into()],
            at: NOW,
        }]);
    let mut account = Account::default();
    for event in enrolled() {
        account.apply(event);
    }
    assert!(account.two_factor_on());
    assert_eq!(account.totp_secret(), Some("scellé"));
    assert_eq!(account.recovery_codes_left(), 2);
}

#[test]
fn confirming_needs_a_started_enrolment_and_only_one_is_on() {
    Given::with(())
        .given(registered())
        .when(AccountCommand::EnableTotp {
            step: 7,
            recovery_codes: vec![],
            now: NOW,
        })
        .then_expect_error(AccountError::TwoFactorNotStarted);
    Given::with(())
        .given(enrolled())
        .when(AccountCommand::StartTotp {
            sealed_secret: "autre".into(),
        })
        .then_expect_error(AccountError::TwoFactorAlreadyOn);
}

#[test]
fn a_code_passes_once_and_no_earlier_step_after_it() {
    Given::with(())
        .given(enrolled())
        .when(pass(Proof::Totp { step: 101 }))
        .then_expect_events(vec![
            AccountEvent::TotpCodeUsed { step: 101 },
            AccountEvent::SignedIn { at: NOW },
        ]);
    let mut used = enrolled();
    used.push(AccountEvent::TotpCodeUsed { step: 101 });
    for step in [100, 101] {
        Given::with(())
            .given(used.clone())
            .when(pass(Proof::Totp { step }))
            .then_expect_error(AccountError::InvalidCode);
    }
}

#[test]
fn a_recovery_code_serves_once() {
    let mut used = enrolled();
    used.push(AccountEvent::RecoveryCodeUsed { code: "r1".into() });
    Given::with(())
        .given(used.clone())
        .when(pass(Proof::Recovery { code: "r2".into() }))
        .then_expect_events(vec![
            AccountEvent::RecoveryCodeUsed { code: "r2".into() },
            AccountEvent::SignedIn { at: NOW },
        ]);
    Given::with(())
        .given(used)
        .when(pass(Proof::Recovery { code: "r1".into() }))
        .then_expect_error(AccountError::InvalidCode);
}

#[test]
fn removing_needs_a_valid_proof_from_the_member_and_none_from_an_admin() {
    Given::with(())
        .given(enrolled())
        .when(AccountCommand::RemoveTwoFactor {
            by: "u".into(),
            proof: Some(Proof::Totp { step: 99 }),
            now: NOW,
        })
        .then_expect_error(AccountError::InvalidCode);
    Given::with(())
        .given(enrolled())
        .when(AccountCommand::RemoveTwoFactor {
            by: "admin".into(),
            proof: None,
            now: NOW,
        })
        .then_expect_events(vec![AccountEvent::TwoFactorRemoved {
            by: "admin".into(),
            at: NOW,
        }]);
    Given::with(())
        .given(registered())
        .when(AccountCommand::RemoveTwoFactor {
            by: "admin".into(),
            proof: None,
            now: NOW,
        })
        .then_expect_error(AccountError::TwoFactorOff);
}

#[test]
fn five_failures_slow_the_account_more_each_time_and_never_past_the_window() {
    let minute = time::Duration::minutes(1);
    let mut account = Account::default();
    for event in registered() {
        account.apply(event);
    }
    for i in 0..4 {
        account.apply(failed(NOW + minute * i));
    }
    assert_eq!(account.sign_in_wait(NOW + minute * 4), None);
    account.apply(failed(NOW + minute * 4));
    let last = NOW + minute * 4;
    assert_eq!(account.sign_in_wait(last), Some(FIRST_WAIT));
    assert_eq!(account.sign_in_wait(last + FIRST_WAIT), None);
    account.apply(failed(last + FIRST_WAIT));
    assert_eq!(
        account.sign_in_wait(last + FIRST_WAIT),
        Some(FIRST_WAIT * 2)
    );
    for _ in 0..10 {
        account.apply(failed(last + FIRST_WAIT));
    }
    assert_eq!(
        account.sign_in_wait(last + FIRST_WAIT),
        Some(FAILURE_WINDOW)
    );
    account.apply(AccountEvent::SignedIn { at: last });
    assert_eq!(account.sign_in_wait(last + FIRST_WAIT), None);
}

#[test]
fn an_erasure_blanks_the_sealed_secret_and_the_recovery_codes() {
    let [_, _, started, enabled] = enrolled().try_into().unwrap();
    assert_eq!(
        started.redacted(),
        AccountEvent::TotpStarted {
            sealed_secret: String::new()
        }
    );
    assert_eq!(
        enabled.redacted(),
        AccountEvent::TotpEnabled {
            step: 100,
            recovery_codes: vec![],
            at: NOW
        }
    );
}
