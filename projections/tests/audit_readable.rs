//! The audit trail in French: every event type of the readings table told in one
//! sentence (a new event type without its wording and its sentence here fails), the
//! wording table equal to docs/messages.md, genre ids shown as genre names (the name
//! they had once deleted), a deleted title still named, an erased member « un membre
//! effacé ».

use bobine_projections::audit::Audit;
use bobine_projections::audit::change::State;
use bobine_projections::audit::lookup::Known;
use bobine_projections::audit::queries::{self, AuditFilter};
use bobine_projections::audit::readings::{self, READINGS};
use bobine_projections::audit::sentence::{self, Context};
use bobine_projections::audit::wording::{self, WORDINGS};
use bobine_projections::{Projector, ReadDb, SqlProjector};
use bobine_store::{Position, StoredEvent};
use serde_json::{Value, json};

const ADMIN: &str = "0195f2a0-0000-7000-8000-00000000000a";
const BOB: &str = "0195f2a0-0000-7000-8000-00000000000b";
const EVE: &str = "0195f2a0-0000-7000-8000-00000000000e";
const DRAME: &str = "0195f2a0-0000-7000-8000-0000000000d1";
const COMEDIE: &str = "0195f2a0-0000-7000-8000-0000000000d2";
const FILM: &str = "0195f2a0-0000-7000-8000-0000000000f1";
const SERIES: &str = "0195f2a0-0000-7000-8000-0000000000a1";
const EPISODE: &str = "0195f2a0-0000-7000-8000-0000000000a2";
const REPORT: &str = "0195f2a0-0000-7000-8000-0000000000e1";
const REQUEST: &str = "0195f2a0-0000-7000-8000-0000000000e2";
const POPUP: &str = "0195f2a0-0000-7000-8000-0000000000c1";
const APPEAL: &str = "5c1f0b3e-5f0d-5c8e-9b1a-48a30e2fb001";
const APPEAL_AGAIN: &str = "5c1f0b3e-5f0d-5c8e-9b1a-48a30e2fb002";
const CHEF: &str = "chef@bobine.fr";
const BOB_EMAIL: &str = "bob@bobine.fr";

fn event(n: usize, stream: (&str, &str), actor: &str, payload: Value) -> StoredEvent {
    let event_type = payload.as_object().unwrap().keys().next().unwrap().clone();
    let n = i64::try_from(n).unwrap();
    StoredEvent {
        position: Position::new(0, n),
        aggregate_type: stream.0.into(),
        aggregate_id: stream.1.into(),
        sequence: n,
        event_type,
        event_version: "1".into(),
        payload: payload.to_string(),
        metadata: json!({"actor": actor, "request_id": "test"}).to_string(),
        recorded_at: format!("2026-11-24T10:{:02}:{:02}Z", n / 60, n % 60),
    }
}

fn film(title: &str, genres: &[&str]) -> Value {
    json!({"title": title, "original_title": null, "synopsis": null, "release_year": 2001,
           "duration_minutes": 122, "director": "Jean-Pierre Jeunet", "country": null,
           "language": null, "quality": "HD 1080p", "poster_url": null, "trailer_url": null,
           "video_url": null, "video_url_vf": null, "video_url_vostfr": null, "rating": 4.5,
           "is_featured": false, "is_new": true, "budget": 10000000, "box_office": null,
           "genre_ids": genres})
}

fn series(title: &str) -> Value {
    json!({"title": title, "original_title": null, "synopsis": null, "release_year": 2002,
           "status": "ongoing", "director": null, "country": "Japon", "language": "japonais",
           "anime": true, "poster_url": null, "trailer_url": null, "video_url_vf": null,
           "video_url_vostfr": null, "rating": null, "is_featured": false, "is_new": false,
           "genre_ids": []})
}

fn episode(title: &str) -> Value {
    json!({"series_id": SERIES, "episode_id": EPISODE, "totals": {"seasons": 1, "episodes": 1},
           "details": {"season_number": 1, "episode_number": 2, "title": title, "synopsis": null,
                       "duration_minutes": 24, "air_date": "2002-10-10", "video_url": null,
                       "video_url_vf": null, "video_url_vostfr": null, "thumbnail_url": null}})
}

fn decision(id: &str, to: &str, notes: Value) -> Value {
    json!({"id": id, "by": ADMIN, "from": "pending", "to": to, "admin_notes": notes})
}

/// Every event type of the readings table, in a plausible order, with who acts and
/// the sentence the trail and the history tell it with.
fn story() -> Vec<(StoredEvent, &'static str)> {
    let (chef, bob, eve) = (("account", ADMIN), ("account", BOB), ("account", EVE));
    let (genres, movie, show) = (("genres", "genres"), ("movie", FILM), ("series", SERIES));
    let (report, request) = (("report", REPORT), ("content_request", REQUEST));
    let (board, rebuild) = (
        ("popup_board", "popup_board"),
        ("projection_rebuild", "catalogue"),
    );
    let analyst = ("analyst_projection", "ventes");
    let (appeal, appeal_again) = (("appeal", APPEAL), ("appeal", APPEAL_AGAIN));
    let appealed = |id: &str| {
        json!({"AppealFiled": {"id": id, "member": BOB, "message": "Mon compte a été piraté, ce n'était pas moi.",
            "ban": {"by": ADMIN, "reason": "Spam", "at": "2026-11-24T09:00:00Z", "until": null}}})
    };
    let appeal_decided = |id: &str, to: &str, notes: Value| json!({"id": id, "member": BOB, "by": ADMIN, "from": "pending", "to": to, "admin_notes": notes});
    let registered = |email: &str| json!({"Registered": {"email": email, "password_hash": "", "referred_by": null}});
    let story: Vec<((&str, &str), &str, Value, &str)> = vec![
        (
            chef,
            "system",
            registered(CHEF),
            "chef@bobine.fr a créé son compte",
        ),
        (
            bob,
            "anonymous",
            registered(BOB_EMAIL),
            "bob@bobine.fr a créé son compte",
        ),
        (
            bob,
            "anonymous",
            json!({"EmailConfirmationSent": {"email": BOB_EMAIL, "token_hash": "h", "expires_at": "2026-11-25T10:00:00Z"}}),
            "Un lien de confirmation d'adresse e-mail a été envoyé pour bob@bobine.fr",
        ),
        (
            bob,
            BOB,
            json!({"EmailConfirmed": {"email": BOB_EMAIL}}),
            "bob@bobine.fr a confirmé son adresse e-mail",
        ),
        (
            bob,
            BOB,
            json!({"SignedIn": {"at": "2026-11-24T10:00:00Z"}}),
            "bob@bobine.fr a ouvert une session",
        ),
        (
            bob,
            BOB,
            json!({"PasswordChanged": {"password_hash": "", "session_version": 2}}),
            "bob@bobine.fr a modifié son mot de passe",
        ),
        (
            bob,
            BOB,
            json!({"SessionsEnded": {"reason": "password_changed", "session_version": 2}}),
            "Toutes les sessions ont été fermées pour bob@bobine.fr après un changement de mot de passe",
        ),
        (
            bob,
            BOB,
            json!({"SessionStarted": {"session": "0193a5c2-7d41-7b3e-9f7a-2c1d5e8b4a20", "device": "Firefox · Linux", "at": "2026-11-24T10:00:00Z"}}),
            "bob@bobine.fr a ouvert une session sur un appareil",
        ),
        (
            bob,
            BOB,
            json!({"SessionSeen": {"session": "0193a5c2-7d41-7b3e-9f7a-2c1d5e8b4a20", "at": "2026-11-24T11:00:00Z"}}),
            "bob@bobine.fr a utilisé une de ses sessions",
        ),
        (
            bob,
            BOB,
            json!({"SessionEnded": {"session": "0193a5c2-7d41-7b3e-9f7a-2c1d5e8b4a20"}}),
            "bob@bobine.fr a fermé une de ses sessions",
        ),
        (
            bob,
            BOB,
            json!({"ArchiveDownloaded": {"at": "2026-11-24T12:00:00Z"}}),
            "bob@bobine.fr a téléchargé l'archive de ses données",
        ),
        (
            bob,
            BOB,
            json!({"SignInFailed": {"step": "password", "device": "Firefox · Linux", "at": "2026-11-24T12:01:00Z"}}),
            "Une tentative de connexion au compte de bob@bobine.fr a échoué",
        ),
        (
            bob,
            BOB,
            json!({"TotpStarted": {"sealed_secret": "00"}}),
            "bob@bobine.fr a commencé l'activation de la double authentification",
        ),
        (
            bob,
            BOB,
            json!({"TotpEnabled": {"step": 10, "recovery_codes": ["r"], "at": "2026-11-24T12:02:00Z"}}),
            "bob@bobine.fr a activé la double authentification",
        ),
        (
            bob,
            BOB,
            json!({"TotpCodeUsed": {"step": 11}}),
            "bob@bobine.fr a saisi un code de vérification",
        ),
        (
            bob,
            BOB,
            json!({"RecoveryCodeUsed": {"code": "r"}}),
            "bob@bobine.fr a utilisé un code de secours",
        ),
        (
            bob,
            ADMIN,
            json!({"TwoFactorRemoved": {"by": ADMIN, "at": "2026-11-24T12:03:00Z"}}),
            "chef@bobine.fr a retiré la double authentification de bob@bobine.fr",
        ),
        (
            bob,
            BOB,
            json!({"PasskeyAdded": {"passkey": "0195f2a0-0000-7000-8000-000000000009", "name": "Téléphone", "credential_id": "01", "credential": "{}", "at": "2026-11-24T12:04:00Z"}}),
            "bob@bobine.fr a ajouté une clé d'accès",
        ),
        (
            bob,
            BOB,
            json!({"PasskeyUsed": {"passkey": "0195f2a0-0000-7000-8000-000000000009", "counter": 1, "ceremony": "c1", "at": "2026-11-24T12:05:00Z"}}),
            "bob@bobine.fr s'est connecté avec une clé d'accès",
        ),
        (
            bob,
            ADMIN,
            json!({"PasskeyRemoved": {"passkey": "0195f2a0-0000-7000-8000-000000000009", "by": ADMIN, "at": "2026-11-24T12:06:00Z"}}),
            "chef@bobine.fr a retiré une clé d'accès de bob@bobine.fr",
        ),
        (
            bob,
            BOB,
            json!({"TwoFactorRequired": {"at": "2026-11-24T12:04:00Z"}}),
            "bob@bobine.fr s'est connecté sans double authentification alors qu'elle est exigée : l'administration lui reste fermée",
        ),
        (
            bob,
            BOB,
            json!({"SessionsEnded": {"reason": "others_ended", "session_version": 3, "kept": "0193a5c2-7d41-7b3e-9f7a-2c1d5e8b4a21"}}),
            "Toutes les sessions ont été fermées pour bob@bobine.fr sauf celle de l'appareil qui l'a demandé",
        ),
        (
            bob,
            "anonymous",
            json!({"PasswordResetRequested": {"token_hash": "h", "expires_at": "2026-11-25T10:00:00Z"}}),
            "Un lien de réinitialisation du mot de passe a été demandé pour bob@bobine.fr",
        ),
        (
            bob,
            "anonymous",
            json!({"PasswordReset": {"password_hash": "", "session_version": 3}}),
            "bob@bobine.fr a réinitialisé son mot de passe",
        ),
        (
            bob,
            BOB,
            json!({"ReferralKeyGenerated": {"key": "K", "max_uses": 3, "expires_at": "2026-12-24T10:00:00Z"}}),
            "Une clé de parrainage a été créée pour bob@bobine.fr",
        ),
        (
            bob,
            EVE,
            json!({"ReferralKeyUsed": {"key": "K", "new_user": EVE}}),
            "bob@bobine.fr a parrainé un nouveau membre",
        ),
        (
            bob,
            BOB,
            json!({"PreferencesChanged": {"moderation_emails": false}}),
            "bob@bobine.fr a choisi de ne plus recevoir par e-mail les réponses de l'équipe",
        ),
        (
            bob,
            BOB,
            json!({"DigestPreferenceChanged": {"overdue_digest": false}}),
            "bob@bobine.fr a choisi de ne plus recevoir le récapitulatif quotidien du travail en retard",
        ),
        (
            chef,
            "system",
            json!({"AdminGranted": {"by": "system"}}),
            "La ligne de commande a accordé les droits administrateur à chef@bobine.fr",
        ),
        (
            bob,
            ADMIN,
            json!({"Banned": {"by": ADMIN, "reason": "Spam", "days": 7, "until": "2026-12-01T10:00:04Z", "at": "2026-11-24T10:00:04Z"}}),
            "chef@bobine.fr a banni bob@bobine.fr pour 7 jours : Spam",
        ),
        (
            bob,
            ADMIN,
            json!({"Unbanned": {"by": ADMIN}}),
            "chef@bobine.fr a débanni bob@bobine.fr",
        ),
        (
            bob,
            "operator",
            json!({"AdminRevoked": {"by": "operator"}}),
            "Le jeton opérateur a retiré les droits administrateur à bob@bobine.fr",
        ),
        (
            bob,
            ADMIN,
            json!({"AnalystGranted": {"by": ADMIN}}),
            "chef@bobine.fr a donné le rôle analyste à bob@bobine.fr",
        ),
        (
            bob,
            ADMIN,
            json!({"AnalystRevoked": {"by": ADMIN}}),
            "chef@bobine.fr a retiré le rôle analyste à bob@bobine.fr",
        ),
        (
            bob,
            ADMIN,
            json!({"MemberMailed": {"by": ADMIN, "subject": "Bonjour", "body": "Votre compte"}}),
            "chef@bobine.fr a envoyé un e-mail à bob@bobine.fr",
        ),
        (
            eve,
            ADMIN,
            json!({"Erased": {"by": ADMIN}}),
            "chef@bobine.fr a effacé le compte et les données personnelles d'un membre",
        ),
        (
            genres,
            ADMIN,
            json!({"GenreCreated": {"id": DRAME, "name": "Drame", "slug": "drame", "category": "Films"}}),
            "chef@bobine.fr a créé le genre « Drame » dans la catégorie Films",
        ),
        (
            genres,
            ADMIN,
            json!({"GenreCreated": {"id": COMEDIE, "name": "Comédie", "slug": "comedie", "category": "Films"}}),
            "chef@bobine.fr a créé le genre « Comédie » dans la catégorie Films",
        ),
        (
            movie,
            ADMIN,
            json!({"MovieAdded": {"id": FILM, "details": film("Amélie", &[DRAME])}}),
            "chef@bobine.fr a ajouté le film « Amélie »",
        ),
        (
            genres,
            ADMIN,
            json!({"GenreRenamed": {"id": DRAME, "name": "Drame psychologique", "slug": "drame-psychologique", "category": "Films"}}),
            "chef@bobine.fr a modifié le genre « Drame psychologique » de la catégorie Films",
        ),
        (
            movie,
            ADMIN,
            json!({"MovieEdited": {"id": FILM, "details": film("Le Fabuleux Destin d'Amélie Poulain", &[DRAME, COMEDIE])}}),
            "chef@bobine.fr a modifié le film « Le Fabuleux Destin d'Amélie Poulain »",
        ),
        (
            genres,
            ADMIN,
            json!({"GenreDeleted": {"id": DRAME, "name": "Drame psychologique", "category": "Films"}}),
            "chef@bobine.fr a supprimé le genre « Drame psychologique »",
        ),
        (
            report,
            BOB,
            json!({"ReportFiled": {"id": REPORT, "reporter": BOB, "content_type": "movie", "content_id": FILM,
                            "content_title": "Amélie", "problem_type": "audio_issue", "description": "Son décalé"}}),
            "bob@bobine.fr a envoyé le signalement « Problème de son » sur « Amélie »",
        ),
        (
            report,
            ADMIN,
            json!({"ReportTakenInCharge": decision(REPORT, "in_progress", Value::Null)}),
            "chef@bobine.fr a pris en charge le signalement « Problème de son » sur « Amélie »",
        ),
        (
            report,
            ADMIN,
            json!({"ReportResolved": decision(REPORT, "resolved", json!("Son réparé"))}),
            "chef@bobine.fr a résolu le signalement « Problème de son » sur « Amélie »",
        ),
        (
            report,
            ADMIN,
            json!({"ReportRejected": decision(REPORT, "rejected", json!("Doublon"))}),
            "chef@bobine.fr a rejeté le signalement « Problème de son » sur « Amélie »",
        ),
        (
            movie,
            ADMIN,
            json!({"MovieDeleted": {"id": FILM, "title": "Le Fabuleux Destin d'Amélie Poulain"}}),
            "chef@bobine.fr a supprimé le film « Le Fabuleux Destin d'Amélie Poulain »",
        ),
        (
            show,
            ADMIN,
            json!({"SeriesAdded": {"id": SERIES, "details": series("Naruto")}}),
            "chef@bobine.fr a ajouté l'animé « Naruto »",
        ),
        (
            show,
            ADMIN,
            json!({"SeriesEdited": {"id": SERIES, "details": series("Naruto Shippuden")}}),
            "chef@bobine.fr a modifié l'animé « Naruto Shippuden »",
        ),
        (
            show,
            ADMIN,
            json!({"EpisodeAdded": episode("Le ninja")}),
            "chef@bobine.fr a ajouté l'épisode 2 de la saison 1 (« Le ninja ») à l'animé « Naruto Shippuden »",
        ),
        (
            show,
            ADMIN,
            json!({"EpisodeEdited": episode("Le retour")}),
            "chef@bobine.fr a modifié l'épisode 2 de la saison 1 (« Le retour ») de l'animé « Naruto Shippuden »",
        ),
        (
            show,
            ADMIN,
            json!({"EpisodeRemoved": {"series_id": SERIES, "episode_id": EPISODE, "totals": {"seasons": 0, "episodes": 0}}}),
            "chef@bobine.fr a supprimé l'épisode 2 de la saison 1 (« Le retour ») de l'animé « Naruto Shippuden »",
        ),
        (
            show,
            ADMIN,
            json!({"SeriesDeleted": {"id": SERIES, "title": "Naruto Shippuden", "episode_ids": []}}),
            "chef@bobine.fr a supprimé l'animé « Naruto Shippuden »",
        ),
        (
            request,
            BOB,
            json!({"ContentRequested": {"id": REQUEST, "requester": BOB, "week": "2026-W48",
                             "details": {"content_type": "movie", "title": "Dune", "year": 2021, "description": null,
                                         "director": "Denis Villeneuve", "genre": null}}}),
            "bob@bobine.fr a envoyé la demande de film « Dune »",
        ),
        (
            request,
            ADMIN,
            json!({"ContentRequestApproved": decision(REQUEST, "approved", Value::Null)}),
            "chef@bobine.fr a approuvé la demande de film « Dune »",
        ),
        (
            request,
            ADMIN,
            json!({"ContentRequestCompleted": decision(REQUEST, "completed", Value::Null)}),
            "chef@bobine.fr a marqué comme ajoutée la demande de film « Dune »",
        ),
        (
            request,
            ADMIN,
            json!({"ContentRequestReopened": decision(REQUEST, "pending", Value::Null)}),
            "chef@bobine.fr a remis en attente la demande de film « Dune »",
        ),
        (
            request,
            ADMIN,
            json!({"ContentRequestRejected": decision(REQUEST, "rejected", json!("Pas de droits"))}),
            "chef@bobine.fr a rejeté la demande de film « Dune »",
        ),
        (
            request,
            ADMIN,
            json!({"ContentRequestNoted": decision(REQUEST, "rejected", json!("Peut-être en 2027"))}),
            "chef@bobine.fr a ajouté une note à la demande de film « Dune »",
        ),
        (
            appeal,
            BOB,
            appealed(APPEAL),
            "bob@bobine.fr a contesté son bannissement",
        ),
        (
            appeal,
            ADMIN,
            json!({"AppealRejected": appeal_decided(APPEAL, "rejected", json!("Spam avéré"))}),
            "chef@bobine.fr a refusé la contestation de bob@bobine.fr",
        ),
        (
            appeal_again,
            BOB,
            appealed(APPEAL_AGAIN),
            "bob@bobine.fr a contesté son bannissement",
        ),
        (
            appeal_again,
            ADMIN,
            json!({"AppealAccepted": appeal_decided(APPEAL_AGAIN, "accepted", Value::Null)}),
            "chef@bobine.fr a accepté la contestation de bob@bobine.fr : son bannissement est levé",
        ),
        (
            board,
            ADMIN,
            json!({"PopupCreated": {"id": POPUP, "title": "Bienvenue", "content": "Bonjour", "by": ADMIN}}),
            "chef@bobine.fr a créé le message de connexion « Bienvenue »",
        ),
        (
            board,
            ADMIN,
            json!({"PopupEdited": {"id": POPUP, "title": "Bienvenue !", "content": "Bonjour", "by": ADMIN}}),
            "chef@bobine.fr a modifié le message de connexion « Bienvenue ! »",
        ),
        (
            board,
            ADMIN,
            json!({"PopupActivated": {"id": POPUP, "replaced": null, "by": ADMIN}}),
            "chef@bobine.fr a activé le message de connexion « Bienvenue ! »",
        ),
        (
            board,
            ADMIN,
            json!({"PopupDeactivated": {"id": POPUP, "by": ADMIN}}),
            "chef@bobine.fr a désactivé le message de connexion « Bienvenue ! »",
        ),
        (
            board,
            ADMIN,
            json!({"PopupDeleted": {"id": POPUP, "title": "Bienvenue !", "by": ADMIN}}),
            "chef@bobine.fr a supprimé le message de connexion « Bienvenue ! »",
        ),
        (
            rebuild,
            ADMIN,
            json!({"ProjectionRebuildStarted": {"projection": "catalogue", "by": ADMIN}}),
            "chef@bobine.fr a lancé la reconstruction de la projection « catalogue »",
        ),
        (
            analyst,
            ADMIN,
            json!({"AnalystProjectionDefined": {"name": "ventes", "version": 2, "sql": "SELECT 1;", "by": ADMIN}}),
            "chef@bobine.fr a défini la version 2 de la projection d'analyste « ventes »",
        ),
        (
            analyst,
            ADMIN,
            json!({"AnalystProjectionRetired": {"name": "ventes", "by": ADMIN}}),
            "chef@bobine.fr a retiré la projection d'analyste « ventes »",
        ),
    ];
    story
        .into_iter()
        .enumerate()
        .map(|(n, (stream, actor, payload, sentence))| {
            (event(n + 1, stream, actor, payload), sentence)
        })
        .collect()
}

async fn trail(events: &[StoredEvent]) -> Vec<Value> {
    let dir = tempfile::tempdir().unwrap();
    let db = ReadDb::open(dir.path()).await.unwrap();
    let audit = SqlProjector::new(db.clone(), Audit);
    let from = audit.prepare().await.unwrap();
    audit.apply_batch(from, events.into()).await.unwrap();
    let page = queries::page(db.reads(), &AuditFilter::default(), None, 100)
        .await
        .unwrap();
    page.items
        .iter()
        .map(|entry| serde_json::to_value(entry).unwrap())
        .collect()
}

/// An event that is no admin action, told as the history tells it: from its own
/// fields, by the member it is about (or who filed it).
fn told_alone(event: &StoredEvent, actor: &str) -> String {
    let reading = readings::reading(&event.aggregate_type, &event.event_type).unwrap();
    let fields = readings::fields(event).unwrap();
    let change = (reading.read)(&fields, event).unwrap();
    let after: Option<State> = change.effect.apply(None);
    let lookup = Known::default();
    let context = Context {
        kind: reading.target,
        fields: &fields,
        before: None,
        after: after.as_ref(),
        label: change.label.as_deref(),
        lookup: &lookup,
    };
    let composed = sentence::compose(
        wording::wording(&event.aggregate_type, &event.event_type)
            .unwrap()
            .template,
        &context,
    )
    .unwrap();
    let member = match event.aggregate_id.as_str() {
        BOB => Some(BOB_EMAIL),
        ADMIN => Some(CHEF),
        _ => None,
    };
    sentence::finish(&composed, actor, &sentence::member_name(member))
}

#[tokio::test]
async fn every_event_type_of_the_readings_table_is_told_in_one_french_sentence() {
    let story = story();
    let entries = trail(&story.iter().map(|(e, _)| e.clone()).collect::<Vec<_>>()).await;
    for reading in READINGS {
        let wording = wording::wording(reading.aggregate_type, reading.event_type)
            .unwrap_or_else(|| panic!("{} has no wording in wording.rs", reading.event_type));
        assert!(!wording.label.is_empty());
        let told: Vec<&(StoredEvent, &str)> = story
            .iter()
            .filter(|(e, _)| {
                e.aggregate_type == reading.aggregate_type && e.event_type == reading.event_type
            })
            .collect();
        assert!(
            !told.is_empty(),
            "{}: add it to this test's story",
            reading.event_type
        );
        // The trail's entries of this action, oldest first, as the story tells them.
        let mut listed = entries
            .iter()
            .rev()
            .filter(|e| reading.action.is_some_and(|action| e["action"] == action));
        for (event, expected) in told {
            let said = match reading.action {
                Some(_) => listed
                    .next()
                    .unwrap_or_else(|| panic!("no entry for {}", event.event_type))["summary"]
                    .as_str()
                    .unwrap()
                    .to_string(),
                None => {
                    let actor = if event.meta("actor").as_deref() == Some(BOB) {
                        BOB_EMAIL
                    } else {
                        sentence::ERASED_MEMBER
                    };
                    told_alone(event, actor)
                }
            };
            assert_eq!(said, *expected, "{}", event.event_type);
            assert!(
                !said.contains(&event.event_type) && !said.contains("0195f2a0"),
                "{said}"
            );
        }
    }
    for wording in WORDINGS {
        assert!(
            readings::reading(wording.aggregate_type, wording.event_type).is_some(),
            "{} is worded but read nowhere",
            wording.event_type
        );
    }
}

#[test]
fn docs_messages_lists_the_wording_table_row_for_row() {
    let doc = include_str!("../../docs/messages.md");
    let rows: Vec<&str> = doc
        .lines()
        .filter(|line| line.starts_with("| `") && line.contains("` | `"))
        .collect();
    let expected: Vec<String> = WORDINGS
        .iter()
        .map(|w| {
            format!(
                "| `{}` | `{}` | {} | {} |",
                w.aggregate_type, w.event_type, w.label, w.template
            )
        })
        .collect();
    assert_eq!(rows, expected);
}

fn change<'a>(entry: &'a Value, label: &str) -> &'a Value {
    entry["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["label"] == label)
        .unwrap_or_else(|| panic!("no {label} in {entry}"))
}

#[tokio::test]
async fn genres_read_as_their_names_and_a_deleted_title_keeps_its_own() {
    let events: Vec<StoredEvent> = story().into_iter().map(|(e, _)| e).collect();
    let entries = trail(&events).await;
    let find = |action: &str| entries.iter().find(|e| e["action"] == action).unwrap();
    let added = find("movie_added");
    assert_eq!(change(added, "Genres")["after"], "Drame");
    assert_eq!(
        change(added, "Budget (€)")["after"],
        "10\u{202f}000\u{202f}000\u{a0}€"
    );
    assert_eq!(change(added, "Nouveau")["after"], "Oui");
    assert_eq!(change(added, "Note (0 à 5)")["after"], "4,5");
    let edited = find("movie_edited");
    assert_eq!(change(edited, "Genres")["before"], "Drame psychologique");
    assert_eq!(
        change(edited, "Genres")["after"],
        "Drame psychologique, Comédie"
    );
    // The genre is gone by the film's deletion: it keeps the name it had.
    let deleted = find("movie_deleted");
    assert_eq!(
        deleted["target"]["label"],
        "Le Fabuleux Destin d'Amélie Poulain"
    );
    assert_eq!(
        change(deleted, "Genres")["before"],
        "Drame psychologique, Comédie"
    );
    assert_eq!(change(deleted, "Genres")["after"], Value::Null);
    let ban = find("banned");
    assert_eq!(change(ban, "Durée du bannissement")["after"], "7 jours");
    assert_eq!(
        change(ban, "Banni jusqu'au")["after"],
        "1er décembre 2026 à 11 h 00"
    );
    let resolved = find("report_resolved");
    assert_eq!(change(resolved, "Statut")["before"], "En cours");
    assert_eq!(change(resolved, "Statut")["after"], "Résolu");
    // No field without the form's label, no genre id among the values.
    for entry in &entries {
        for change in entry["changes"].as_array().unwrap() {
            assert_ne!(change["label"], change["field"], "{entry}");
        }
    }
    let values: Vec<&Value> = entries.iter().map(|e| &e["changes"]).collect();
    assert!(!serde_json::to_string(&values).unwrap().contains(DRAME));
}

#[tokio::test]
async fn an_erased_member_is_un_membre_efface_as_actor_and_as_target() {
    let registered = |email: &str| json!({"Registered": {"email": email, "password_hash": "", "referred_by": null}});
    let events = vec![
        event(1, ("account", ADMIN), "system", registered(CHEF)),
        event(2, ("account", BOB), "anonymous", registered(BOB_EMAIL)),
        event(
            3,
            ("account", BOB),
            ADMIN,
            json!({"Banned": {"by": ADMIN, "reason": "Spam", "days": 0, "until": null, "at": "2026-11-24T10:00:03Z"}}),
        ),
        event(
            4,
            ("account", BOB),
            "operator",
            json!({"Erased": {"by": "operator"}}),
        ),
        event(
            5,
            ("account", ADMIN),
            "operator",
            json!({"Erased": {"by": "operator"}}),
        ),
    ];
    let entries = trail(&events).await;
    let ban = entries.iter().find(|e| e["action"] == "banned").unwrap();
    assert_eq!(
        ban["summary"],
        "Un membre effacé a banni un membre effacé définitivement : Spam"
    );
    assert_eq!(change(ban, "Durée du bannissement")["after"], "Définitif");
    assert!(!serde_json::to_string(&entries).unwrap().contains("bob@"));
}
