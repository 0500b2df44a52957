//! Typed settings, read from the environment (and `.env`, loaded by the binary).

use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// Every setting of a node. Names and defaults are part of the contract (API.md,
/// README, `.env.example`).
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
    /// `BOBINE_POLL_MS`, default 200: how often projections look for events that
    /// other processes or nodes appended.
    pub poll_interval: Duration,
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
            poll_interval: Duration::from_millis(poll_ms.parse().map_err(|e| SettingError {
                name: "BOBINE_POLL_MS",
                problem: format!("{poll_ms:?}: {e}"),
            })?),
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
            .field("poll_interval", &self.poll_interval)
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
