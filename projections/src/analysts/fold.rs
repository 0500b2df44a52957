//! The copies of analysts' projections: the task that folds one, from its checkpoint
//! to the head of the log, then live, as the built-in projections' runner does
//! (`crate::runner`); and their lifecycle: started, swapped in once caught up, rebuilt
//! after a member's erasure.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, Weak};
use std::time::Instant;

use bobine_store::{Position, StoredEvent};

use super::check::check;
use super::copy::{self, Copy};
use super::files;
use super::state::{CopyRun, CopyStatus, Inner, State, lock};

/// Folds the copy `run` of `name` until it fails or is dropped.
async fn fold_copy(inner: Arc<Inner>, name: String, run: Weak<CopyRun>, sql: String) {
    let Some(path) = run.upgrade().map(|r| r.path.clone()) else {
        return;
    };
    let head = inner.log.head().await.unwrap_or_default();
    let mut copy = match open_copy(path, sql, inner.settings.max_bytes).await {
        Ok(copy) => copy,
        Err(message) => return failed(&run, None, message),
    };
    if let Some(run) = run.upgrade() {
        // A new file saw every erasure up to the head, redacted; a resumed one, those
        // it folded before.
        *lock(&run.clean_through) = if copy.at.seq == 0 { head } else { copy.at };
        let mut status = lock(&run.status);
        status.position = copy.at;
        if copy.live {
            status.state = State::Live;
        }
    }
    loop {
        let appended = inner.appended.notified();
        let events = match inner.tail.read_after(copy.at, inner.settings.batch).await {
            Ok(events) => events,
            Err(error) => {
                tracing::warn!(projection = name, %error, "analyst projection: reading the log failed");
                tokio::time::sleep(inner.settings.poll).await;
                continue;
            }
        };
        let Some(this) = run.upgrade() else { return };
        if events.is_empty() {
            if !copy.live {
                if !swap_in(&inner, &name, &this) {
                    return;
                }
                copy = match tokio::task::spawn_blocking(move || copy.mark_live().map(|()| copy))
                    .await
                {
                    Ok(Ok(copy)) => copy,
                    Ok(Err(message)) => return failed(&run, None, message),
                    Err(error) => return failed(&run, None, error.to_string()),
                };
            }
            {
                let mut status = lock(&this.status);
                status.state = State::Live;
                status.position = copy.at;
                status.rate = 0.0;
            }
            drop(this);
            tokio::select! {
                _ = appended => {}
                _ = tokio::time::sleep(inner.settings.poll) => {}
            }
            continue;
        }
        drop(this);
        let erasures: Vec<_> = events
            .iter()
            .filter(|e| is_erasure(e))
            .map(|e| (e.position, e.aggregate_id.clone()))
            .collect();
        let (started, count) = (Instant::now(), events.len());
        let batch = events.clone();
        let (back, folded) = match tokio::task::spawn_blocking(move || {
            let folded = copy.fold(&batch);
            (copy, folded)
        })
        .await
        {
            Ok(result) => result,
            Err(error) => return failed(&run, None, error.to_string()),
        };
        copy = back;
        if let Err(failure) = folded {
            tracing::warn!(projection = name, position = %failure.position, message = failure.message, "analyst projection stopped");
            return failed(&run, Some(failure.position), failure.message);
        }
        let Some(this) = run.upgrade() else { return };
        {
            let mut status = lock(&this.status);
            status.position = copy.at;
            status.rate = count as f64 / started.elapsed().as_secs_f64().max(1e-6);
        }
        for (position, member) in erasures {
            if position > *lock(&this.clean_through) {
                redacted(&inner, &member).await;
                // The rebuild reads the log again from event 0, as it now is.
                inner.tail.forget_all();
                rebuild_after_erasure(&inner, &name, &this, position);
            }
        }
    }
}

/// Waits until the erased member's stream reads as redacted (the erasure appends
/// `Erased`, then rewrites the stream: `crates/app/src/accounts/erase.rs`), so that a
/// rebuild started now reads the log without the member's data. Gives up after a
/// while: a stalled erasure is finished by its next attempt, which appends nothing
/// new, and the rebuild then shows what the log shows.
async fn redacted(inner: &Inner, member: &str) {
    for _ in 0..100 {
        match inner.log.read_stream("account", member).await {
            Ok(events) if events.iter().all(blank_address) => return,
            Ok(_) => {}
            Err(error) => {
                tracing::warn!(%error, "analyst projection: reading an erased stream failed")
            }
        }
        tokio::time::sleep(inner.settings.poll).await;
    }
}

/// A `Registered` event without its address (any other event passes).
fn blank_address(event: &StoredEvent) -> bool {
    if event.event_type != "Registered" {
        return true;
    }
    let payload: serde_json::Value = serde_json::from_str(&event.payload).unwrap_or_default();
    payload["Registered"]["email"]
        .as_str()
        .is_none_or(str::is_empty)
}

fn is_erasure(event: &StoredEvent) -> bool {
    event.event_type == "Erased" && event.aggregate_type == "account"
}

fn failed(run: &Weak<CopyRun>, position: Option<Position>, message: String) {
    if let Some(run) = run.upgrade() {
        let mut status = lock(&run.status);
        status.state = State::Failed;
        status.error = Some(super::copy::FoldFailure {
            position: position.unwrap_or(status.position),
            message,
        });
    }
}

/// Starts a copy of the latest version of each projection that has none.
pub(crate) fn start_missing(inner: &Arc<Inner>) {
    let mut entries = lock(&inner.entries);
    for (name, entry) in entries.iter_mut() {
        let version = entry.version();
        let has = |copy: &Option<Arc<CopyRun>>| copy.as_ref().is_some_and(|c| c.version == version);
        if entry.retired || has(&entry.serving) || has(&entry.next) {
            continue;
        }
        let build = files::next_build(&inner.settings.dir, name, version);
        entry.next = Some(spawn(
            inner,
            name,
            version,
            build,
            entry.versions[&version].clone(),
        ));
    }
}

/// Starts folding one copy (its file is made, or resumed if it exists).
pub(crate) fn spawn(
    inner: &Arc<Inner>,
    name: &str,
    version: u32,
    build: u32,
    sql: String,
) -> Arc<CopyRun> {
    let path = inner
        .settings
        .dir
        .join(copy::file_name(name, version, build));
    let run = Arc::new(CopyRun {
        version,
        build,
        path,
        clean_through: Mutex::new(Position::ZERO),
        status: Mutex::new(CopyStatus {
            version,
            state: State::Replaying,
            position: Position::ZERO,
            rate: 0.0,
            error: None,
        }),
        task: Mutex::new(None),
        discarded: AtomicBool::new(false),
    });
    let task = tokio::spawn(fold_copy(
        inner.clone(),
        name.to_string(),
        Arc::downgrade(&run),
        sql,
    ));
    *lock(&run.task) = Some(task);
    run
}

/// The copy `run` has caught up: it serves from now on, and the copy it replaces
/// stops and its file goes.
pub(crate) fn swap_in(inner: &Arc<Inner>, name: &str, run: &Arc<CopyRun>) -> bool {
    let mut entries = lock(&inner.entries);
    let Some(entry) = entries.get_mut(name) else {
        return false;
    };
    if !entry
        .next
        .as_ref()
        .is_some_and(|next| Arc::ptr_eq(next, run))
    {
        return entry.serving.as_ref().is_some_and(|s| Arc::ptr_eq(s, run));
    }
    let old = entry.serving.replace(run.clone());
    entry.next = None;
    drop(entries);
    if let Some(old) = old {
        old.discard();
    }
    true
}

/// The copy `run` folded a member's erasure at `position` after it started: it may
/// hold a copy of the member's data from before. A fresh copy of the same version is
/// replayed beside it (the log is redacted by then) and swapped in when caught up.
pub(crate) fn rebuild_after_erasure(
    inner: &Arc<Inner>,
    name: &str,
    run: &Arc<CopyRun>,
    position: Position,
) {
    if position <= *lock(&run.clean_through) {
        return;
    }
    let mut entries = lock(&inner.entries);
    let Some(entry) = entries.get_mut(name) else {
        return;
    };
    let is_next = entry.next.as_ref().is_some_and(|n| Arc::ptr_eq(n, run));
    // The copy replaying beside the serving one folds this erasure too, and decides.
    if !is_next && entry.next.is_some() {
        return;
    }
    let Some(sql) = entry.versions.get(&run.version).cloned() else {
        return;
    };
    let build = files::next_build(&inner.settings.dir, name, run.version).max(run.build + 1);
    tracing::info!(projection = name, %position, "analyst projection: rebuilt after a member's erasure");
    let replaced = entry
        .next
        .replace(spawn(inner, name, run.version, build, sql));
    drop(entries);
    if is_next && let Some(old) = replaced {
        old.discard();
    }
}

/// Opens a copy's file on a blocking thread.
pub(crate) async fn open_copy(path: PathBuf, sql: String, max_bytes: u64) -> Result<Copy, String> {
    tokio::task::spawn_blocking(move || {
        let checked = check(&sql).map_err(|p| p.to_string())?;
        Copy::open(&path, &checked.definition, (max_bytes / 4096).max(16))
    })
    .await
    .map_err(|e| e.to_string())?
}
