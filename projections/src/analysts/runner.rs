//! Keeping every analyst projection of the node folded: each definition in the log
//! becomes a copy replayed from event 0 in the background, swapped in once it has
//! caught up, then kept live as the built-in projections are (docs/adr/0036).
//!
//! One task reads the definitions from the log; one task per copy folds the log into
//! its file. A new version, or a rebuild after a member's erasure, is a new copy
//! beside the one serving, which serves until the new one has caught up.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use bobine_domain::analyst_projections::{ANALYST_PROJECTION_TYPE, AnalystProjectionEvent};
use bobine_store::{EventLog, LogFilter, Position, StoredEvent};
use tokio::sync::Notify;
use tokio::task::JoinHandle;

use super::files;
use super::fold::{spawn, start_missing};
use super::state::{AnalystSettings, Entry, Inner, lock};
use crate::tail::Tail;

/// The node's analysts' projections: cheap to clone; the tasks stop when the last
/// clone is dropped.
#[derive(Clone)]
pub struct AnalystProjections {
    pub(crate) inner: Arc<Inner>,
    _registry: Arc<Registry>,
}

struct Registry(Mutex<Option<JoinHandle<()>>>);

impl Drop for Registry {
    fn drop(&mut self) {
        if let Some(task) = lock(&self.0).take() {
            task.abort();
        }
    }
}

const TYPES: [&str; 2] = ["AnalystProjectionDefined", "AnalystProjectionRetired"];

impl AnalystProjections {
    /// Reads every definition in the log, resumes the copies this node has on disk,
    /// removes the files nothing uses, starts what is missing, then follows the log.
    pub async fn start(
        log: EventLog,
        appended: Arc<Notify>,
        settings: AnalystSettings,
    ) -> Result<AnalystProjections, crate::ProjectionError> {
        std::fs::create_dir_all(&settings.dir)?;
        let inner = Arc::new(Inner {
            tail: Tail::new(log.clone()),
            log,
            appended,
            settings,
            entries: Mutex::new(BTreeMap::new()),
        });
        let mut at = Position::ZERO;
        loop {
            let (events, next) = definitions_after(&inner.log, at).await?;
            if events.is_empty() && next == at {
                break;
            }
            for event in &events {
                record(&inner, event);
            }
            at = next;
        }
        resume(&inner);
        let registry = Registry(Mutex::new(Some(tokio::spawn(follow(inner.clone(), at)))));
        Ok(AnalystProjections {
            inner,
            _registry: Arc::new(registry),
        })
    }
}

/// The definitions after `at`, and the position to read from next (the head when
/// none is left, so an idle log is not scanned again).
async fn definitions_after(
    log: &EventLog,
    at: Position,
) -> Result<(Vec<StoredEvent>, Position), bobine_store::LogError> {
    let filter = LogFilter {
        types: TYPES.iter().map(|t| t.to_string()).collect(),
        ..Default::default()
    };
    log.read_matching_to_head(at, &filter, 1_000).await
}

/// Follows the log's definitions once the node has started.
async fn follow(inner: Arc<Inner>, mut at: Position) {
    loop {
        let appended = inner.appended.notified();
        match definitions_after(&inner.log, at).await {
            Ok((events, next)) => {
                for event in &events {
                    record(&inner, event);
                    start_missing(&inner);
                }
                at = next;
                if !events.is_empty() {
                    continue;
                }
            }
            Err(error) => {
                tracing::warn!(%error, "analysts' projections: reading definitions failed")
            }
        }
        tokio::select! {
            _ = appended => {}
            _ = tokio::time::sleep(inner.settings.poll) => {}
        }
    }
}

/// Takes one definition or retirement into the entries (no copy started yet).
fn record(inner: &Arc<Inner>, event: &StoredEvent) {
    if event.aggregate_type != ANALYST_PROJECTION_TYPE {
        return;
    }
    let Ok(decoded) = event.decode::<AnalystProjectionEvent>() else {
        tracing::warn!(position = %event.position, "analysts' projections: unreadable definition");
        return;
    };
    let mut entries = lock(&inner.entries);
    match decoded {
        AnalystProjectionEvent::AnalystProjectionDefined {
            name,
            version,
            sql,
            by,
        } => {
            let entry = entries.entry(name).or_insert_with(|| Entry {
                versions: BTreeMap::new(),
                defined_by: String::new(),
                defined_at: String::new(),
                retired: false,
                serving: None,
                next: None,
            });
            entry.versions.insert(version, sql);
            entry.defined_by = by;
            entry.defined_at = event.recorded_at.clone();
            entry.retired = false;
        }
        AnalystProjectionEvent::AnalystProjectionRetired { name, .. } => {
            if let Some(entry) = entries.get_mut(&name) {
                entry.retired = true;
                let copies = [entry.serving.take(), entry.next.take()];
                drop(entries);
                for copy in copies.into_iter().flatten() {
                    copy.discard();
                }
            }
        }
    }
}

/// At start: for each projection in use, resumes the copy that served (the newest
/// swapped in) and the newest copy of its latest version if it was still replaying;
/// removes every other file; then starts what is missing.
fn resume(inner: &Arc<Inner>) {
    let dir = &inner.settings.dir;
    let mut found = files::copies(dir);
    found.sort();
    let path =
        |copy: &(String, u32, u32)| dir.join(super::copy::file_name(&copy.0, copy.1, copy.2));
    let mut keep = Vec::new();
    {
        let mut entries = lock(&inner.entries);
        for (name, entry) in entries.iter_mut().filter(|(_, e)| !e.retired) {
            let latest = entry.version();
            let mine: Vec<&(String, u32, u32)> = found
                .iter()
                .filter(|(n, v, _)| n == name && entry.versions.contains_key(v))
                .collect();
            let serving = mine
                .iter()
                .rev()
                .find(|copy| files::was_live(&path(copy)))
                .copied();
            let replaying = mine
                .iter()
                .rev()
                .find(|(_, v, _)| *v == latest)
                .filter(|copy| Some(**copy) > serving)
                .copied();
            if let Some(copy @ (n, v, b)) = serving {
                entry.serving = Some(spawn(inner, n, *v, *b, entry.versions[v].clone()));
                keep.push(copy.clone());
            }
            if let Some(copy @ (n, v, b)) = replaying {
                entry.next = Some(spawn(inner, n, *v, *b, entry.versions[v].clone()));
                keep.push(copy.clone());
            }
        }
    }
    for copy in found.iter().filter(|copy| !keep.contains(copy)) {
        files::remove(&path(copy));
    }
    start_missing(inner);
}
