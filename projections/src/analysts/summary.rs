//! What the node can tell of each analyst projection: its definition, and where its
//! copies stand.

use std::time::Duration;

use bobine_store::Position;

use super::runner::AnalystProjections;
use super::state::{CopyStatus, Entry, ServedCopy, State, lock};

/// One projection as the list and its page show it.
#[derive(Debug, Clone)]
pub struct Summary {
    pub name: String,
    /// The latest version defined.
    pub version: u32,
    /// The latest version's SQL text.
    pub sql: String,
    pub retired: bool,
    pub defined_by: String,
    pub defined_at: String,
    /// The copy reads are served from.
    pub serving: Option<CopyStatus>,
    /// The copy replaying beside it (a new version, or a rebuild).
    pub next: Option<CopyStatus>,
}

impl Summary {
    fn of(name: &str, entry: &Entry) -> Summary {
        Summary {
            name: name.to_string(),
            version: entry.version(),
            sql: entry
                .versions
                .values()
                .next_back()
                .cloned()
                .unwrap_or_default(),
            retired: entry.retired,
            defined_by: entry.defined_by.clone(),
            defined_at: entry.defined_at.clone(),
            serving: entry.serving.as_ref().map(|c| c.status()),
            next: entry.next.as_ref().map(|c| c.status()),
        }
    }

    /// The copy whose progress the list shows: the one replaying if any, else the
    /// one serving.
    pub fn shown(&self) -> Option<&CopyStatus> {
        self.next.as_ref().or(self.serving.as_ref())
    }
}

impl AnalystProjections {
    /// Every projection the log defines, retired ones included, by name.
    pub fn list(&self) -> Vec<Summary> {
        lock(&self.inner.entries)
            .iter()
            .map(|(name, entry)| Summary::of(name, entry))
            .collect()
    }

    pub fn get(&self, name: &str) -> Option<Summary> {
        lock(&self.inner.entries)
            .get(name)
            .map(|entry| Summary::of(name, entry))
    }

    /// The file reads are served from, once a copy has caught up.
    pub fn serving(&self, name: &str) -> Option<ServedCopy> {
        let entries = lock(&self.inner.entries);
        let entry = entries.get(name).filter(|e| !e.retired)?;
        entry.serving.clone().map(ServedCopy)
    }

    /// Waits until this node knows `name` at `version` or later, retired or not as
    /// `retired` says (its definition or retirement read from the log), at most
    /// `timeout`: the screen reads the projection right after changing it.
    pub async fn wait_defined(
        &self,
        name: &str,
        version: u32,
        retired: bool,
        timeout: Duration,
    ) -> bool {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if self
                .get(name)
                .is_some_and(|s| s.version >= version && s.retired == retired)
            {
                return true;
            }
            if tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Waits until `name`'s latest version serves, live, at `at` or later (or has
    /// failed), at most `timeout`. True if it serves.
    pub async fn wait_live(&self, name: &str, at: Position, timeout: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if let Some(summary) = self.get(name) {
                if let Some(serving) = &summary.serving
                    && summary.next.is_none()
                    && serving.version == summary.version
                    && serving.state == State::Live
                    && serving.position >= at
                {
                    return true;
                }
                if summary.shown().is_some_and(|c| c.state == State::Failed) {
                    return false;
                }
            }
            if tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}
