//! Every event type the log may hold, as `event_type` stores it: what an analyst's
//! `-- on` line may name. A test keeps it equal to the tables of docs/events.md.

/// The event types of every aggregate and hot-path fact, in the order of
/// docs/events.md.
pub const EVENT_TYPES: &[&str] = &[
    "GenreCreated",
    "GenreRenamed",
    "GenreDeleted",
    "MovieAdded",
    "MovieEdited",
    "MovieDeleted",
    "SeriesAdded",
    "SeriesEdited",
    "SeriesDeleted",
    "EpisodeAdded",
    "EpisodeEdited",
    "EpisodeRemoved",
    "Registered",
    "EmailConfirmationSent",
    "EmailConfirmed",
    "SignedIn",
    "SignInFailed",
    "TotpStarted",
    "TotpEnabled",
    "TotpCodeUsed",
    "RecoveryCodeUsed",
    "TwoFactorRemoved",
    "PasskeyAdded",
    "PasskeyUsed",
    "PasskeyRemoved",
    "TwoFactorRequired",
    "PasswordChanged",
    "PasswordResetRequested",
    "PasswordReset",
    "SessionsEnded",
    "SessionStarted",
    "SessionSeen",
    "SessionEnded",
    "ArchiveDownloaded",
    "PreferencesChanged",
    "DigestPreferenceChanged",
    "Banned",
    "Unbanned",
    "AdminGranted",
    "AdminRevoked",
    "AnalystGranted",
    "AnalystRevoked",
    "MemberMailed",
    "ReferralKeyGenerated",
    "ReferralKeyUsed",
    "Erased",
    "Claimed",
    "Released",
    "AdminsAdopted",
    "AdminAdded",
    "AdminRemoved",
    "ReportFiled",
    "ReportTakenInCharge",
    "ReportResolved",
    "ReportRejected",
    "ContentRequested",
    "ContentRequestApproved",
    "ContentRequestRejected",
    "ContentRequestCompleted",
    "ContentRequestReopened",
    "ContentRequestNoted",
    "AppealFiled",
    "AppealAccepted",
    "AppealRejected",
    "RequestQuotaConsumed",
    "FavouriteAdded",
    "FavouriteRemoved",
    "LibraryCleared",
    "PopupCreated",
    "PopupEdited",
    "PopupActivated",
    "PopupDeactivated",
    "PopupDeleted",
    "MailQueued",
    "MailSent",
    "MailFailed",
    "MailUndeliverable",
    "MailRetried",
    "MailCancelled",
    "ProjectionRebuildStarted",
    "ProjectionRebuildFinished",
    "AnalystProjectionDefined",
    "AnalystProjectionRetired",
    "ViewCounted",
    "VisitRecorded",
    "VisitCounted",
    "ProgressSaved",
    "HistoryEntriesRemoved",
    "HistoryCleared",
];

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::EVENT_TYPES;

    /// The first cell of each row of an event table in docs/events.md names one or
    /// more events in backquotes (`` `A` · `B` ``, or `` `A` · `…Rejected` `` in the
    /// audit's table, which repeats the event tables and is skipped).
    #[test]
    fn the_list_is_exactly_the_events_docs_events_md_documents() {
        let doc = include_str!("../../../../docs/events.md");
        let audit = doc.find("## The audit trail reads these events").unwrap();
        let mut documented = BTreeSet::new();
        for line in doc[..audit].lines() {
            let Some(cell) = line
                .strip_prefix("| `")
                .map(|rest| rest.split('|').next().unwrap())
            else {
                continue;
            };
            let cell = format!("`{cell}");
            for name in cell.split('`').skip(1).step_by(2) {
                if name.starts_with(|c: char| c.is_ascii_uppercase())
                    && name.chars().all(char::is_alphanumeric)
                {
                    documented.insert(name.to_string());
                }
            }
        }
        let listed: BTreeSet<String> = EVENT_TYPES.iter().map(|t| t.to_string()).collect();
        assert_eq!(listed.len(), EVENT_TYPES.len(), "no event is listed twice");
        assert_eq!(listed, documented);
    }
}
