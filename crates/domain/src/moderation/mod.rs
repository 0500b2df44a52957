//! What members send the team: problem reports and content requests, the weekly
//! quota of requests (docs/product.md, member side §4, §5 and §8; docs/architecture.md, "Aggregates and facts"),
//! and the team's decisions about them (docs/product.md, admin area §2 and §4), and the
//! appeals banned members make against their ban.
//!
//! Each report and each request is a stream of its own (its uuid), so moderating one
//! never conflicts with another. The weekly limit spans a member's requests, so it is
//! an aggregate of its own, one stream per member and Paris week: the executor decides
//! every consumption again against the newest count (docs/adr/0004, 0013).

mod appeal;
mod decision;
mod quota;
mod report;
mod request;

pub use appeal::{
    APPEAL_MESSAGE, APPEAL_MESSAGE_MIN_CHARS, Appeal, AppealAction, AppealCommand, AppealDecided,
    AppealError, AppealEvent, AppealStatus, AppealedBan, appeal_id,
};
pub use decision::{ADMIN_NOTES, Moderated, ReportAction, RequestAction};
pub use quota::{QuotaCommand, QuotaError, QuotaEvent, RequestQuota, WEEKLY_LIMIT};
pub use report::{
    ProblemType, Report, ReportCommand, ReportError, ReportEvent, ReportStatus, ReportSubject,
};
pub use request::{
    ContentRequest, RequestCommand, RequestDetails, RequestError, RequestEvent, RequestForm,
    RequestStatus, RequestSubject, validate as validate_request,
};

use crate::titles::TextField;

/// What a member may write to explain a report or a request.
pub const DESCRIPTION: TextField = TextField {
    name: "description",
    label: "La description",
    max_chars: 2000,
};
