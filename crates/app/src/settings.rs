//! Typed settings, read from the environment (and `.env`, loaded by the binary).

use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use crate::embed_hosts::{self, EmbedHost};

/// Every setting of a node. Names and defaults are part of the contract (docs/product.md, HTTP contract
/// "Settings"; the README; `.env.example`).
#[derive(Clone)]
pub struct Settings {
    /// `BOBINE_ADDR`, default 127.0.0.1:8080.
    pub addr: SocketAddr,
    /// `BOBINE_DATA_DIR`, default ./data: SQLite log, read models, outbox.
    pub data_dir: PathBuf,
    /// `DATABASE_URL`: when set (postgres://...), the log lives in PostgreSQL.
    pub database_url: Option<String>,
    /// `BOBINE_ADMIN_TOKEN`: a bearer token accepted on admin routes, for automation.
    pub admin_token: Option<String>,
    /// `BOBINE_PUBLIC_CATALOGUE`: visitors may browse without an account.
    pub public_catalogue: bool,
    /// `BOBINE_REQUIRE_REFERRAL`: sign-up needs a sponsorship key.
    pub require_referral: bool,
    /// `SMTP_URL`: send mail by SMTP instead of writing .eml files.
    pub smtp_url: Option<String>,
    /// `BOBINE_MAIL_FROM`, default `Bobine <no-reply@bobine.local>`.
    pub mail_from: String,
    /// `BOBINE_PUBLIC_URL`, default http://localhost:8080: the origin mailed links
    /// point to (never taken from a request's Host header, which a client chooses).
    pub public_url: String,
    /// `BOBINE_REFERRAL_MAX_USES`, default 2: sign-ups one sponsorship key admits.
    pub referral_max_uses: u32,
    /// `BOBINE_REFERRAL_DAYS`, default 30: how long a sponsorship key lasts.
    pub referral_days: u32,
    /// `BOBINE_AUTH_RATE_PER_MINUTE`, default 10: login, sign-up and forgot-password
    /// attempts per client address and minute (0: no limit).
    pub auth_rate_per_minute: u32,
    /// `BOBINE_VIEW_RATE_PER_MINUTE`, default 120: counted page views per client
    /// address and minute, so that one script cannot inflate a title's views (0: no
    /// limit). A page visit counts one; 120 leaves room for a household behind one
    /// address browsing quickly.
    pub view_rate_per_minute: u32,
    /// `BOBINE_VISIT_RATE_PER_MINUTE`, default 30: recorded visits per client address
    /// and minute (0: no limit). The app posts one per load; 30 leaves room for a
    /// household behind one address, not for a script making up visitors.
    pub visit_rate_per_minute: u32,
    /// `BOBINE_BEHIND_PROXY`: the client address is the last one our proxy appended
    /// to X-Forwarded-For (set it only behind a proxy that appends it).
    pub behind_proxy: bool,
    /// `BOBINE_PUBLIC_METRICS`: `/metrics` answers anyone (say, on a private
    /// network); by default it asks for the operator token.
    pub public_metrics: bool,
    /// `BOBINE_MAX_CONNECTIONS`, default 512: connections open at once. At the cap,
    /// the oldest connection answering nothing makes room for a new one. Keep it
    /// well under the process's file limit (`ulimit -n`).
    pub max_connections: usize,
    /// `BOBINE_HEADER_TIMEOUT_SECS`, default 10: how long a client may take to send
    /// a request's head, and how long an idle keep-alive connection stays open.
    pub header_timeout: Duration,
    /// `BOBINE_POLL_MS`, default 200: how often projections look for events that
    /// other processes or nodes appended.
    pub poll_interval: Duration,
    /// `BOBINE_READ_WAIT_MS`, default 2000: how long a request carrying a position,
    /// and a command that decides access, wait for this node's projections to reach
    /// it before going on anyway (read-your-writes, ADR 0002).
    pub read_wait: Duration,
    /// `BOBINE_EMBED_HOSTS`, default [`embed_hosts::DEFAULT_EMBED_HOSTS`]: video hosts played in
    /// an iframe, with their embed address (docs/adr/0016).
    pub embed_hosts: Vec<EmbedHost>,
    /// `BOBINE_CONTACT_EMAIL`: the team's address for the contact form; unset, the
    /// messages land in the outbox (`<data dir>/outbox`), whatever `SMTP_URL` says.
    pub contact_email: Option<String>,
    /// `BOBINE_CONTACT_RATE_PER_HOUR`, default 5: contact messages per client address
    /// and hour (0: no limit). A person writes to support a few times, a script many.
    pub contact_rate_per_hour: u32,
    /// `SMTP_CA_FILE`: a PEM certificate authority the SMTP relay's TLS certificate
    /// may be signed by, besides the usual ones (a relay with a certificate of the
    /// operator's own).
    pub smtp_ca_file: Option<PathBuf>,
    /// `BOBINE_MAIL_RETRY_MAX_SECS`, default 600: the longest wait between two
    /// attempts at a mail (the waits double from one second up to it).
    pub mail_retry_max: Duration,
    /// `BOBINE_MAIL_GIVE_UP_HOURS`, default 48: a mail still failing this long after
    /// it was queued is undeliverable.
    pub mail_give_up: Duration,
    /// `BOBINE_DONATION_URL`: the external payment page (http or https); the donation
    /// button is hidden when unset.
    pub donation_url: Option<String>,
    /// `BOBINE_COMMUNITY_URL`: the community chat group (http or https) linked from
    /// the login page; hidden when unset.
    pub community_url: Option<String>,
    /// `BOBINE_ANALYST_PROJECTION_MAX_MB`, default 512: the size cap of each analyst
    /// projection's file (docs/adr/0036); a statement that would grow it further
    /// fails, and stops that projection only.
    pub analyst_projection_max_mb: u32,
    /// `BOBINE_INTEGRITY_CHECK_MINUTES`, default 60: how often the node walks the
    /// log's hash chain again, after the walk at start (docs/adr/0037).
    pub integrity_check_interval: Duration,
    /// `BOBINE_PROGRESS_RETENTION_DAYS`, default 30: a playback position a later one
    /// of the same member and title supersedes moves from the log to its archive this
    /// long after it was saved (docs/adr/0051-superseded-facts-archived.md); `0`
    /// keeps every position in the log.
    pub progress_retention: Option<Duration>,
    /// `BOBINE_STAFF_TWO_FACTOR`, `optional` (default) or `required`: whether every
    /// admin and analyst must have a second factor before the staff routes answer
    /// them (docs/adr/0045-two-factors.md).
    pub staff_two_factor: StaffTwoFactor,
    /// `BOBINE_MODERATION_OVERDUE_HOURS`, default 72: a report or a request still
    /// waiting for the team (pending or in progress) this long after it was filed is
    /// « En retard », counted on the admin home and listed in the admins' daily digest
    /// (docs/adr/0049).
    pub moderation_overdue: Duration,
}

/// Whether staff must enrol a second factor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum StaffTwoFactor {
    /// Staff without one see a banner asking them to enrol.
    Optional,
    /// Staff without one get 403 `two_factor_required` on every staff route.
    Required,
}

/// A setting had a value that cannot be used.
#[derive(Debug, thiserror::Error)]
#[error("setting {name}: {problem}")]
pub struct SettingError {
    name: &'static str,
    problem: String,
}

impl Settings {
    /// Reads every setting from the process environment.
    pub fn from_env() -> Result<Settings, SettingError> {
        Settings::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads every setting through `lookup` (tests pass a map).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Settings, SettingError> {
        let text = |name: &str| {
            lookup(name)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let flag = |name: &'static str| match text(name).as_deref() {
            None | Some("false" | "0" | "no") => Ok(false),
            Some("true" | "1" | "yes") => Ok(true),
            Some(other) => Err(SettingError {
                name,
                problem: format!("expected true or false, got {other:?}"),
            }),
        };
        let addr = text("BOBINE_ADDR").unwrap_or_else(|| "127.0.0.1:8080".into());
        let poll_ms = text("BOBINE_POLL_MS").unwrap_or_else(|| "200".into());
        let number = |name: &'static str, default: u32| match text(name) {
            None => Ok(default),
            Some(value) => value.parse::<u32>().map_err(|e| SettingError {
                name,
                problem: format!("{value:?}: {e}"),
            }),
        };
        // A link the web app renders: only a web address, never `javascript:`.
        let web_address = |name: &'static str| match text(name) {
            Some(url) if !(url.starts_with("https://") || url.starts_with("http://")) => {
                Err(SettingError {
                    name,
                    problem: format!("expected an http(s) address, got {url:?}"),
                })
            }
            url => Ok(url),
        };
        Ok(Settings {
            addr: addr.parse().map_err(|e| SettingError {
                name: "BOBINE_ADDR",
                problem: format!("{addr:?}: {e}"),
            })?,
            data_dir: text("BOBINE_DATA_DIR")
                .unwrap_or_else(|| "./data".into())
                .into(),
            database_url: text("DATABASE_URL"),
            admin_token: text("BOBINE_ADMIN_TOKEN"),
            public_catalogue: flag("BOBINE_PUBLIC_CATALOGUE")?,
            require_referral: flag("BOBINE_REQUIRE_REFERRAL")?,
            smtp_url: text("SMTP_URL"),
            mail_from: text("BOBINE_MAIL_FROM")
                .unwrap_or_else(|| "Bobine <no-reply@bobine.local>".into()),
            public_url: text("BOBINE_PUBLIC_URL")
                .unwrap_or_else(|| "http://localhost:8080".into())
                .trim_end_matches('/')
                .to_string(),
            referral_max_uses: number("BOBINE_REFERRAL_MAX_USES", 2)?,
            referral_days: number("BOBINE_REFERRAL_DAYS", 30)?,
            auth_rate_per_minute: number("BOBINE_AUTH_RATE_PER_MINUTE", 10)?,
            view_rate_per_minute: number("BOBINE_VIEW_RATE_PER_MINUTE", 120)?,
            visit_rate_per_minute: number("BOBINE_VISIT_RATE_PER_MINUTE", 30)?,
            behind_proxy: flag("BOBINE_BEHIND_PROXY")?,
            public_metrics: flag("BOBINE_PUBLIC_METRICS")?,
            max_connections: number("BOBINE_MAX_CONNECTIONS", 512)?.max(1) as usize,
            header_timeout: Duration::from_secs(
                number("BOBINE_HEADER_TIMEOUT_SECS", 10)?.max(1).into(),
            ),
            poll_interval: Duration::from_millis(poll_ms.parse().map_err(|e| SettingError {
                name: "BOBINE_POLL_MS",
                problem: format!("{poll_ms:?}: {e}"),
            })?),
            read_wait: Duration::from_millis(number("BOBINE_READ_WAIT_MS", 2000)?.into()),
            embed_hosts: embed_hosts::parse(text("BOBINE_EMBED_HOSTS").as_deref()).map_err(
                |problem| SettingError {
                    name: "BOBINE_EMBED_HOSTS",
                    problem,
                },
            )?,
            contact_email: text("BOBINE_CONTACT_EMAIL"),
            contact_rate_per_hour: number("BOBINE_CONTACT_RATE_PER_HOUR", 5)?,
            smtp_ca_file: text("SMTP_CA_FILE").map(PathBuf::from),
            mail_retry_max: Duration::from_secs(
                number("BOBINE_MAIL_RETRY_MAX_SECS", 600)?.max(1).into(),
            ),
            mail_give_up: Duration::from_secs(
                u64::from(number("BOBINE_MAIL_GIVE_UP_HOURS", 48)?.max(1)) * 3600,
            ),
            donation_url: web_address("BOBINE_DONATION_URL")?,
            community_url: web_address("BOBINE_COMMUNITY_URL")?,
            analyst_projection_max_mb: number("BOBINE_ANALYST_PROJECTION_MAX_MB", 512)?.max(1),
            integrity_check_interval: Duration::from_secs(
                u64::from(number("BOBINE_INTEGRITY_CHECK_MINUTES", 60)?.max(1)) * 60,
            ),
            progress_retention: match number("BOBINE_PROGRESS_RETENTION_DAYS", 30)? {
                0 => None,
                days => Some(Duration::from_secs(u64::from(days) * 24 * 3600)),
            },
            staff_two_factor: match text("BOBINE_STAFF_TWO_FACTOR").as_deref() {
                None | Some("optional") => StaffTwoFactor::Optional,
                Some("required") => StaffTwoFactor::Required,
                Some(other) => {
                    return Err(SettingError {
                        name: "BOBINE_STAFF_TWO_FACTOR",
                        problem: format!("expected optional or required, got {other:?}"),
                    });
                }
            },
            moderation_overdue: Duration::from_secs(
                u64::from(number("BOBINE_MODERATION_OVERDUE_HOURS", 72)?.max(1)) * 3600,
            ),
        })
    }

    /// Settings for a node whose data lives in `data_dir`, everything else default.
    pub fn for_data_dir(data_dir: impl Into<PathBuf>) -> Settings {
        let mut settings = Settings::from_lookup(|_| None).expect("the defaults are valid");
        settings.data_dir = data_dir.into();
        settings
    }
}

fn redacted(value: &Option<String>) -> &'static str {
    if value.is_some() { "<set>" } else { "<unset>" }
}

impl fmt::Debug for Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Settings")
            .field("addr", &self.addr)
            .field("data_dir", &self.data_dir)
            .field("database_url", &redacted(&self.database_url))
            .field("admin_token", &redacted(&self.admin_token))
            .field("public_catalogue", &self.public_catalogue)
            .field("require_referral", &self.require_referral)
            .field("smtp_url", &redacted(&self.smtp_url))
            .field("mail_from", &self.mail_from)
            .field("public_url", &self.public_url)
            .field("referral_max_uses", &self.referral_max_uses)
            .field("referral_days", &self.referral_days)
            .field("auth_rate_per_minute", &self.auth_rate_per_minute)
            .field("view_rate_per_minute", &self.view_rate_per_minute)
            .field("visit_rate_per_minute", &self.visit_rate_per_minute)
            .field("behind_proxy", &self.behind_proxy)
            .field("public_metrics", &self.public_metrics)
            .field("max_connections", &self.max_connections)
            .field("header_timeout", &self.header_timeout)
            .field("poll_interval", &self.poll_interval)
            .field("read_wait", &self.read_wait)
            .field("embed_hosts", &self.embed_hosts.len())
            .field("contact_email", &self.contact_email)
            .field("contact_rate_per_hour", &self.contact_rate_per_hour)
            .field("smtp_ca_file", &self.smtp_ca_file)
            .field("mail_retry_max", &self.mail_retry_max)
            .field("mail_give_up", &self.mail_give_up)
            .field("donation_url", &self.donation_url)
            .field("community_url", &self.community_url)
            .field("analyst_projection_max_mb", &self.analyst_projection_max_mb)
            .field("integrity_check_interval", &self.integrity_check_interval)
            .field("progress_retention", &self.progress_retention)
            .field("staff_two_factor", &self.staff_two_factor)
            .field("moderation_overdue", &self.moderation_overdue)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_match_the_documented_ones() {
        let s = Settings::from_lookup(|_| None).unwrap();
        assert_eq!(s.addr.to_string(), "127.0.0.1:8080");
        assert_eq!(s.data_dir, PathBuf::from("./data"));
        assert!(s.database_url.is_none() && s.admin_token.is_none() && s.smtp_url.is_none());
        assert!(!s.public_catalogue && !s.require_referral);
        assert_eq!(s.poll_interval, Duration::from_millis(200));
        assert_eq!(s.public_url, "http://localhost:8080");
        assert_eq!((s.referral_max_uses, s.referral_days), (2, 30));
        assert_eq!(s.auth_rate_per_minute, 10);
        assert_eq!(s.view_rate_per_minute, 120);
        assert_eq!(s.visit_rate_per_minute, 30);
        assert!(!s.behind_proxy);
        assert_eq!(s.max_connections, 512);
        assert!(!s.public_metrics);
        assert_eq!(s.header_timeout, Duration::from_secs(10));
        assert_eq!(
            s.embed_hosts,
            embed_hosts::parse(Some(embed_hosts::DEFAULT_EMBED_HOSTS)).unwrap()
        );
        assert!(s.contact_email.is_none() && s.donation_url.is_none() && s.community_url.is_none());
        assert_eq!(s.contact_rate_per_hour, 5);
        assert_eq!(s.integrity_check_interval, Duration::from_secs(3600));
        assert_eq!(
            s.progress_retention,
            Some(Duration::from_secs(30 * 24 * 3600))
        );
        assert_eq!(s.staff_two_factor, StaffTwoFactor::Optional);
        assert_eq!(s.moderation_overdue, Duration::from_secs(72 * 3600));
    }

    #[test]
    fn a_bad_embed_host_list_is_refused_with_its_name() {
        let error = Settings::from_lookup(|n| {
            (n == "BOBINE_EMBED_HOSTS").then(|| "vimeo.com=http://player.vimeo.com/{id}".into())
        })
        .unwrap_err();
        assert!(error.to_string().contains("BOBINE_EMBED_HOSTS"), "{error}");
    }

    #[test]
    fn a_link_setting_must_be_a_web_address() {
        let error = Settings::from_lookup(|n| {
            (n == "BOBINE_DONATION_URL").then(|| "javascript:alert(1)".into())
        })
        .unwrap_err();
        assert!(error.to_string().contains("BOBINE_DONATION_URL"));
        let s = Settings::from_lookup(|n| {
            (n == "BOBINE_COMMUNITY_URL").then(|| "https://chat.exemple.fr/bobine".into())
        })
        .unwrap();
        assert_eq!(
            s.community_url.as_deref(),
            Some("https://chat.exemple.fr/bobine")
        );
    }

    #[test]
    fn a_bad_flag_is_refused_with_its_name() {
        let error =
            Settings::from_lookup(|n| (n == "BOBINE_PUBLIC_CATALOGUE").then(|| "peut-être".into()))
                .unwrap_err();
        assert!(error.to_string().contains("BOBINE_PUBLIC_CATALOGUE"));
    }

    #[test]
    fn secrets_never_show_in_debug_output() {
        let s = Settings::from_lookup(|n| match n {
            "BOBINE_ADMIN_TOKEN" => Some("s3cret-token".into()),
            "DATABASE_URL" => Some("postgres://u:pw@h/db".into()),
            _ => None,
        })
        .unwrap();
        let shown = format!("{s:?}");
        assert!(
            !shown.contains("s3cret-token") && !shown.contains("pw@h"),
            "{shown}"
        );
    }
}
