use cqrs_es::Aggregate;
use cqrs_es::test::TestFramework;
use time::OffsetDateTime;
use time::macros::datetime;
use uuid::Uuid;

use super::*;

type Given = TestFramework<Account>;

const NOW: OffsetDateTime = datetime!(2026-11-22 12:00 UTC);

fn registered() -> Vec<AccountEvent> {
    vec![
        AccountEvent::Registered {
            email: "marie@exemple.fr".into(),
            password_hash: "$argon2id$old".into(),
            referred_by: None,
        },
        AccountEvent::SignedIn { at: NOW },
    ]
}

fn with(mut events: Vec<AccountEvent>, more: AccountEvent) -> Vec<AccountEvent> {
    events.push(more);
    events
}

fn reset_requested() -> Vec<AccountEvent> {
    with(
        registered(),
        AccountEvent::PasswordResetRequested {
            token_hash: "h1".into(),
            expires_at: NOW + RESET_LINK_LIFETIME,
        },
    )
}

fn reset(token_hash: &str, now: OffsetDateTime) -> AccountCommand {
    AccountCommand::ResetPassword {
        token_hash: token_hash.into(),
        password_hash: "$argon2id$new".into(),
        now,
    }
}

#[test]
fn registering_signs_in_and_mails_a_confirmation_link() {
    Given::with(())
        .given_no_previous_events()
        .when(AccountCommand::Register {
            email: "marie@exemple.fr".into(),
            password_hash: "$argon2id$h".into(),
            referred_by: None,
            confirm_token_hash: "c1".into(),
            now: NOW,
        })
        .then_expect_events(vec![
            AccountEvent::Registered {
                email: "marie@exemple.fr".into(),
                password_hash: "$argon2id$h".into(),
                referred_by: None,
            },
            AccountEvent::EmailConfirmationSent {
                email: "marie@exemple.fr".into(),
                token_hash: "c1".into(),
                expires_at: NOW + CONFIRM_LINK_LIFETIME,
            },
            AccountEvent::SignedIn { at: NOW },
        ]);
}

#[test]
fn a_reset_link_works_within_the_hour_and_ends_every_session() {
    Given::with(())
        .given(reset_requested())
        .when(reset("h1", NOW + time::Duration::minutes(59)))
        .then_expect_events(vec![AccountEvent::PasswordReset {
            password_hash: "$argon2id$new".into(),
            session_version: 1,
        }]);
}

#[test]
fn a_reset_link_is_refused_once_used_expired_or_unknown() {
    let used = with(
        reset_requested(),
        AccountEvent::PasswordReset {
            password_hash: "$argon2id$new".into(),
            session_version: 1,
        },
    );
    let cases = [
        (used, reset("h1", NOW), AccountError::ResetLinkInvalid),
        (
            reset_requested(),
            reset("h1", NOW + time::Duration::minutes(61)),
            AccountError::ResetLinkExpired,
        ),
        (
            reset_requested(),
            reset("other", NOW),
            AccountError::ResetLinkInvalid,
        ),
        (vec![], reset("h1", NOW), AccountError::ResetLinkInvalid),
    ];
    for (given, command, expected) in cases {
        Given::with(())
            .given(given)
            .when(command)
            .then_expect_error(expected);
    }
}

#[test]
fn a_ban_needs_a_reason_and_a_listed_duration() {
    let ban = |reason: &str, days| AccountCommand::Ban {
        by: "admin".into(),
        reason: reason.into(),
        days,
        now: NOW,
    };
    Given::with(())
        .given(registered())
        .when(ban("  ", 7))
        .then_expect_error_message("Veuillez indiquer une raison pour le bannissement");
    Given::with(())
        .given(registered())
        .when(ban("Spam", 2))
        .then_expect_error(AccountError::BanDurationInvalid);
    Given::with(())
        .given(registered())
        .when(ban(" Spam ", 7))
        .then_expect_events(vec![AccountEvent::Banned {
            by: "admin".into(),
            reason: "Spam".into(),
            days: 7,
            until: Some(NOW + time::Duration::days(7)),
            at: NOW,
        }]);
    Given::with(())
        .given(registered())
        .when(ban("Fraude", 0))
        .then_expect_events(vec![AccountEvent::Banned {
            by: "admin".into(),
            reason: "Fraude".into(),
            days: 0,
            until: None,
            at: NOW,
        }]);
}

#[test]
fn a_ban_reason_is_bounded_and_plain_text() {
    let ban = |reason: String| AccountCommand::Ban {
        by: "admin".into(),
        reason,
        days: 7,
        now: NOW,
    };
    Given::with(())
        .given(registered())
        .when(ban("x".repeat(BAN_REASON_MAX_CHARS + 1)))
        .then_expect_error(AccountError::BanReasonTooLong);
    Given::with(())
        .given(registered())
        .when(ban("Spam\0".into()))
        .then_expect_error_message("La raison contient des caractères non autorisés");
}

#[test]
fn the_same_ban_in_force_again_records_nothing() {
    let banned = |reason: &str, days: u32| {
        with(
            registered(),
            AccountEvent::Banned {
                by: "admin".into(),
                reason: reason.into(),
                days,
                until: (days > 0).then(|| NOW + time::Duration::days(i64::from(days))),
                at: NOW,
            },
        )
    };
    let ban = |reason: &str, days, now| AccountCommand::Ban {
        by: "admin".into(),
        reason: reason.into(),
        days,
        now,
    };
    let later = NOW + time::Duration::hours(1);
    for days in [0, 7] {
        Given::with(())
            .given(banned("Spam", days))
            .when(ban(" Spam ", days, later))
            .then_expect_events(vec![]);
    }
    let other = AccountEvent::Banned {
        by: "admin".into(),
        reason: "Spam".into(),
        days: 30,
        until: Some(later + time::Duration::days(30)),
        at: later,
    };
    Given::with(())
        .given(banned("Spam", 7))
        .when(ban("Spam", 30, later))
        .then_expect_events(vec![other]);
    let after_it_ended = NOW + time::Duration::days(8);
    Given::with(())
        .given(banned("Spam", 7))
        .when(ban("Spam", 7, after_it_ended))
        .then_expect_events(vec![AccountEvent::Banned {
            by: "admin".into(),
            reason: "Spam".into(),
            days: 7,
            until: Some(after_it_ended + time::Duration::days(7)),
            at: after_it_ended,
        }]);
}

#[test]
fn an_accepted_appeal_lifts_only_the_ban_it_contested() {
    let banned_at = |at| AccountEvent::Banned {
        by: "admin".into(),
        reason: "Spam".into(),
        days: 7,
        until: Some(at + time::Duration::days(7)),
        at,
    };
    let lift = |banned_at| AccountCommand::UnbanOnAppeal {
        by: "admin-2".into(),
        banned_at,
    };
    Given::with(())
        .given(with(registered(), banned_at(NOW)))
        .when(lift(NOW))
        .then_expect_events(vec![AccountEvent::Unbanned {
            by: "admin-2".into(),
        }]);
    let later = NOW + time::Duration::hours(2);
    // A newer ban replaced the one appealed against: it stays.
    Given::with(())
        .given(with(with(registered(), banned_at(NOW)), banned_at(later)))
        .when(lift(NOW))
        .then_expect_events(vec![]);
    // Lifted already (an admin unbanned the member meanwhile): nothing more.
    Given::with(())
        .given(with(
            with(registered(), banned_at(NOW)),
            AccountEvent::Unbanned { by: "admin".into() },
        ))
        .when(lift(NOW))
        .then_expect_events(vec![]);
}

#[test]
fn a_ban_counts_while_its_end_is_in_the_future() {
    let ban = ActiveBan {
        by: "admin".into(),
        reason: "Spam".into(),
        until: Some(NOW),
        at: NOW - time::Duration::days(1),
    };
    assert!(ban.in_force(NOW - time::Duration::seconds(1)));
    assert!(!ban.in_force(NOW));
    let permanent = ActiveBan { until: None, ..ban };
    assert!(permanent.in_force(NOW + time::Duration::days(10_000)));
}

#[test]
fn a_referral_key_admits_its_limit_until_it_expires() {
    let generated = with(
        registered(),
        AccountEvent::ReferralKeyGenerated {
            key: "K1".into(),
            max_uses: 2,
            expires_at: NOW + time::Duration::days(30),
        },
    );
    let new_user = Uuid::from_u128(9);
    let used = |key: &str| AccountEvent::ReferralKeyUsed {
        key: key.into(),
        new_user,
    };
    let use_key = |key: &str, now| AccountCommand::UseReferralKey {
        key: key.into(),
        new_user,
        now,
    };
    Given::with(())
        .given(generated.clone())
        .when(use_key("K1", NOW))
        .then_expect_events(vec![used("K1")]);
    let exhausted = with(with(generated.clone(), used("K1")), used("K1"));
    let cases = [
        (exhausted, use_key("K1", NOW)),
        (generated.clone(), use_key("K2", NOW)),
        (
            generated.clone(),
            use_key("K1", NOW + time::Duration::days(30)),
        ),
    ];
    for (given, command) in cases {
        Given::with(())
            .given(given)
            .when(command)
            .then_expect_error(AccountError::ReferralKeyInvalid);
    }
}

#[test]
fn an_erased_account_does_nothing_more_and_erasing_twice_is_harmless() {
    let erased = with(registered(), AccountEvent::Erased { by: "admin".into() });
    Given::with(())
        .given(erased.clone())
        .when(AccountCommand::RecordSignIn { now: NOW })
        .then_expect_error(AccountError::NotFound);
    Given::with(())
        .given(erased)
        .when(AccountCommand::Erase { by: "admin".into() })
        .then_expect_events(vec![]);
}

#[test]
fn an_email_change_is_confirmed_only_by_its_own_link() {
    let requested = with(
        registered(),
        AccountEvent::EmailConfirmationSent {
            email: "nouvelle@exemple.fr".into(),
            token_hash: "e1".into(),
            expires_at: NOW + CONFIRM_LINK_LIFETIME,
        },
    );
    Given::with(())
        .given(requested.clone())
        .when(AccountCommand::ConfirmEmail {
            token_hash: "e1".into(),
            now: NOW,
        })
        .then_expect_events(vec![AccountEvent::EmailConfirmed {
            email: "nouvelle@exemple.fr".into(),
        }]);
    Given::with(())
        .given(requested)
        .when(AccountCommand::ConfirmEmail {
            token_hash: "e1".into(),
            now: NOW + CONFIRM_LINK_LIFETIME,
        })
        .then_expect_error(AccountError::ConfirmLinkInvalid);
    Given::with(())
        .given(registered())
        .when(AccountCommand::RequestEmailChange {
            new_email: "marie@exemple.fr".into(),
            token_hash: "e2".into(),
            now: NOW,
        })
        .then_expect_error(AccountError::SameEmail);
}

#[test]
fn redaction_keeps_the_facts_and_drops_the_personal_data() {
    let event = AccountEvent::Registered {
        email: "marie@exemple.fr".into(),
        password_hash: "$argon2id$h".into(),
        referred_by: Some(Uuid::from_u128(3)),
    };
    assert_eq!(
        event.redacted(),
        AccountEvent::Registered {
            email: String::new(),
            password_hash: String::new(),
            referred_by: Some(Uuid::from_u128(3)),
        }
    );
}

#[test]
fn an_admin_mails_a_member_with_a_checked_subject_and_text() {
    let mail = |subject: &str, body: &str| AccountCommand::SendMail {
        by: "admin-1".into(),
        subject: subject.into(),
        body: body.into(),
    };
    Given::with(())
        .given(registered())
        .when(mail(" Votre demande ", "Bonjour,\nC'est ajouté.\n"))
        .then_expect_events(vec![AccountEvent::MemberMailed {
            by: "admin-1".into(),
            subject: "Votre demande".into(),
            body: "Bonjour,\nC'est ajouté.".into(),
        }]);
    let refusals = [
        (mail("", "Texte"), "L'objet est requis"),
        (mail("Objet", " "), "Le message est requis"),
        (
            mail(&"o".repeat(201), "Texte"),
            "L'objet ne doit pas dépasser 200 caractères",
        ),
        (
            mail("Objet", &"m".repeat(10_001)),
            "Le message ne doit pas dépasser 10000 caractères",
        ),
    ];
    for (command, message) in refusals {
        Given::with(())
            .given(registered())
            .when(command)
            .then_expect_error_message(message);
    }
    let erased = with(registered(), AccountEvent::Erased { by: "admin".into() });
    Given::with(())
        .given(erased)
        .when(mail("Objet", "Texte"))
        .then_expect_error(AccountError::NotFound);
}

#[test]
fn a_mail_to_an_erased_member_keeps_its_author_but_not_its_words() {
    let event = AccountEvent::MemberMailed {
        by: "admin-1".into(),
        subject: "Objet".into(),
        body: "Texte".into(),
    };
    assert_eq!(
        event.redacted(),
        AccountEvent::MemberMailed {
            by: "admin-1".into(),
            subject: String::new(),
            body: String::new(),
        }
    );
}

#[test]
fn an_address_is_claimed_once() {
    let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
    TestFramework::<EmailClaim>::with(())
        .given(vec![ClaimEvent::Claimed { user: a }])
        .when(ClaimCommand::Claim { user: b })
        .then_expect_error(ClaimError::Taken);
    TestFramework::<EmailClaim>::with(())
        .given(vec![
            ClaimEvent::Claimed { user: a },
            ClaimEvent::Released { user: a },
        ])
        .when(ClaimCommand::Claim { user: b })
        .then_expect_events(vec![ClaimEvent::Claimed { user: b }]);
}

#[test]
fn the_overdue_digest_goes_to_admins_until_they_turn_it_off() {
    let mut account = Account::default();
    for event in registered() {
        account.apply(event);
    }
    assert!(account.overdue_digest_chosen() && !account.wants_overdue_digest());
    account.apply(AccountEvent::AdminGranted { by: "a".into() });
    assert!(account.wants_overdue_digest());
    let off = AccountCommand::SetOverdueDigest {
        overdue_digest: false,
    };
    let admin = with(registered(), AccountEvent::AdminGranted { by: "a".into() });
    Given::with(())
        .given(admin.clone())
        .when(off.clone())
        .then_expect_events(vec![AccountEvent::DigestPreferenceChanged {
            overdue_digest: false,
        }]);
    // The same choice again records nothing.
    Given::with(())
        .given(with(
            admin,
            AccountEvent::DigestPreferenceChanged {
                overdue_digest: false,
            },
        ))
        .when(off)
        .then_expect_events(vec![]);
    account.apply(AccountEvent::DigestPreferenceChanged {
        overdue_digest: false,
    });
    assert!(!account.wants_overdue_digest() && !account.overdue_digest_chosen());
    account.apply(AccountEvent::DigestPreferenceChanged {
        overdue_digest: true,
    });
    assert!(account.wants_overdue_digest());
    account.apply(AccountEvent::Erased { by: "a".into() });
    assert!(!account.wants_overdue_digest());
}

#[test]
fn moderation_emails_are_on_until_the_member_turns_them_off_and_never_for_the_erased() {
    let mut account = Account::default();
    for event in registered() {
        account.apply(event);
    }
    assert!(account.wants_moderation_emails());
    let off = AccountCommand::SetPreferences {
        moderation_emails: false,
    };
    Given::with(())
        .given(registered())
        .when(off.clone())
        .then_expect_events(vec![AccountEvent::PreferencesChanged {
            moderation_emails: false,
        }]);
    let turned_off = with(
        registered(),
        AccountEvent::PreferencesChanged {
            moderation_emails: false,
        },
    );
    // The same choice again records nothing.
    Given::with(())
        .given(turned_off.clone())
        .when(off)
        .then_expect_events(vec![]);
    account.apply(AccountEvent::PreferencesChanged {
        moderation_emails: false,
    });
    assert!(!account.wants_moderation_emails());
    account.apply(AccountEvent::PreferencesChanged {
        moderation_emails: true,
    });
    assert!(account.wants_moderation_emails());
    account.apply(AccountEvent::Erased { by: "a".into() });
    assert!(!account.wants_moderation_emails());
    Given::with(())
        .given(with(registered(), AccountEvent::Erased { by: "a".into() }))
        .when(AccountCommand::SetPreferences {
            moderation_emails: true,
        })
        .then_expect_error(AccountError::NotFound);
}

#[test]
fn the_analyst_role_is_granted_and_revoked_once_each_naming_the_admin() {
    let granted = AccountEvent::AnalystGranted { by: "a1".into() };
    Given::with(())
        .given(registered())
        .when(AccountCommand::GrantAnalyst { by: "a1".into() })
        .then_expect_events(vec![granted.clone()]);
    Given::with(())
        .given(with(registered(), granted.clone()))
        .when(AccountCommand::GrantAnalyst { by: "a2".into() })
        .then_expect_events(vec![]);
    Given::with(())
        .given(with(registered(), granted))
        .when(AccountCommand::RevokeAnalyst { by: "a2".into() })
        .then_expect_events(vec![AccountEvent::AnalystRevoked { by: "a2".into() }]);
    Given::with(())
        .given(registered())
        .when(AccountCommand::RevokeAnalyst { by: "a2".into() })
        .then_expect_events(vec![]);
    Given::with(())
        .given_no_previous_events()
        .when(AccountCommand::GrantAnalyst { by: "a1".into() })
        .then_expect_error(AccountError::NotFound);
}
