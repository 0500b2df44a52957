//! The `search` projection as the runner drives it: opening the live Tantivy index,
//! folding into it, and the swap to a replayed index.

use std::sync::{Arc, PoisonError, RwLock};

use async_trait::async_trait;
use bobine_domain::movies::Movie;
use bobine_domain::series::Series;
use bobine_store::{EventLog, Position, StoredEvent};
use cqrs_es::Aggregate;
use tantivy::indexer::IndexWriterOptions;
use tantivy::merge_policy::LogMergePolicy;
use tantivy::schema::Schema;
use tantivy::{Index, IndexSettings, IndexWriter, ReloadPolicy};

use super::directory::{Payload, SearchDir};
use super::fold;
use super::live::Live;
use super::schema::Fields;
use super::unsynced::{self, UnsyncedDir};
use super::view::View;
use crate::rebuild::{LogScan, RebuildProgress};
use crate::{ProjectionError, Projector, blocking};

/// Raise it when the fields or the folding change: the index is then rebuilt from
/// zero at the next start.
const VERSION: u32 = 2;
/// The live writer's memory (tantivy's least): batches are small, one indexing
/// thread is plenty.
const LIVE_WRITER_BYTES: usize = 15_000_000;
/// A replay's writer: more memory and every core, fewer segments to merge.
const REBUILD_WRITER_BYTES: usize = 200_000_000;
/// Segments of fewer documents than this count as this many when the live writer
/// groups segments of like sizes to merge (tantivy's default is 10,000).
const LIVE_MIN_LAYER_DOCS: u32 = 100;

/// The live writer's merges. Each commit makes a small segment. With tantivy's
/// default, every segment under 10,000 documents is of one size class, so the
/// segment that merges grew from is merged again with each next eight small ones,
/// and a node taking many edits rewrites ever larger segments, again and again
/// (at 1,000 film edits a second the index took a third of both cores, most of it
/// merging: docs/benchmarks.md). With
/// classes from 100 documents, small segments merge with small ones and each
/// document is rewritten a few times at most.
fn live_merge_policy() -> LogMergePolicy {
    let mut policy = LogMergePolicy::default();
    policy.set_min_layer_size(LIVE_MIN_LAYER_DOCS);
    policy
}

/// The node's search index (`<data dir>/search/`): the projector that keeps it, and
/// the searcher that queries read. Cheap to clone.
#[derive(Clone)]
pub struct SearchIndex {
    inner: Arc<Inner>,
}

struct Inner {
    dir: SearchDir,
    schema: Schema,
    fields: Fields,
    /// Set up by `prepare`; replaced when a replay swaps a new index in.
    live: RwLock<Option<Live>>,
}

/// The index is not open yet (the node has not started its projections).
#[derive(Debug, thiserror::Error)]
#[error("the search index is not open")]
pub struct NotOpen;

impl SearchIndex {
    /// Names the index of `data_dir`; nothing is opened until the runner prepares it.
    pub fn new(data_dir: &std::path::Path) -> SearchIndex {
        let (schema, fields) = Fields::schema();
        SearchIndex {
            inner: Arc::new(Inner {
                dir: SearchDir::new(data_dir),
                schema,
                fields,
                live: RwLock::new(None),
            }),
        }
    }

    /// What a search reads: the titles folded since the last commit, and the
    /// index as of that commit.
    pub(super) fn view(&self) -> Result<View, NotOpen> {
        let live = self
            .inner
            .live
            .read()
            .unwrap_or_else(PoisonError::into_inner);
        Ok(live.as_ref().ok_or(NotOpen)?.view())
    }

    /// The index folder `name` and its checkpoint, unless another version built it
    /// or a crash of the machine damaged it (it is written unsynced).
    fn open(&self, name: &str) -> Result<Option<(Index, Position)>, ProjectionError> {
        let folder = self.inner.dir.path(name);
        let index = Index::open(UnsyncedDir::open(&folder)?)?;
        if !unsynced::written_this_boot(&folder) && unsynced::damaged(&index)? {
            tracing::warn!(
                projection = "search",
                "index damaged by a crash; rebuilt from zero"
            );
            return Ok(None);
        }
        Ok(match Payload::stored(&index)? {
            Some(p) if p.version == VERSION => Some((index, p.position)),
            _ => None,
        })
    }

    /// The live writer: one indexing thread, one merging thread (the node's
    /// requests need the other core), merges by size classes from 100 documents.
    fn live_writer(index: &Index) -> tantivy::Result<IndexWriter> {
        let writer = index.writer_with_options(
            IndexWriterOptions::builder()
                .memory_budget_per_thread(LIVE_WRITER_BYTES)
                .num_worker_threads(1)
                .num_merge_threads(1)
                .build(),
        )?;
        writer.set_merge_policy(Box::new(live_merge_policy()));
        Ok(writer)
    }

    /// An empty index at position zero, made the live one on disk.
    fn create(&self) -> Result<(String, Index), ProjectionError> {
        let (name, path) = self.inner.dir.create()?;
        let index = Index::create(
            UnsyncedDir::open(&path)?,
            self.inner.schema.clone(),
            IndexSettings::default(),
        )?;
        let mut writer = Self::live_writer(&index)?;
        Payload {
            version: VERSION,
            position: Position::ZERO,
        }
        .commit(&mut writer)?;
        self.inner.dir.point_to(&name)?;
        Ok((name, index))
    }

    /// Makes `index` the one this process writes and reads, and removes the others.
    fn install(&self, name: String, index: Index, at: Position) -> Result<(), ProjectionError> {
        let mut live = self
            .inner
            .live
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        // The old writer's lock and threads go before the new writer starts (its
        // committer commits what it folded first).
        *live = None;
        unsynced::mark_boot(&self.inner.dir.path(&name))?;
        let writer = Self::live_writer(&index)?;
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()?;
        self.inner.dir.remove_others(&name)?;
        *live = Some(Live::start(
            name,
            writer,
            reader,
            self.inner.fields,
            VERSION,
            at,
        )?);
        Ok(())
    }

    /// Opens what `current` names, or starts afresh when there is nothing usable.
    fn prepare_blocking(&self) -> Result<Position, ProjectionError> {
        let opened = match self.inner.dir.current()? {
            Some(name) => match self.open(&name) {
                Ok(Some((index, at))) => Some((name, index, at)),
                Ok(None) => {
                    tracing::info!(
                        projection = "search",
                        version = VERSION,
                        "index rebuilt from zero"
                    );
                    None
                }
                Err(error) => {
                    tracing::warn!(projection = "search", %error, "index unreadable; rebuilt from zero");
                    None
                }
            },
            None => None,
        };
        let (name, index, at) = match opened {
            Some(found) => found,
            None => {
                let (name, index) = self.create()?;
                (name, index, Position::ZERO)
            }
        };
        self.install(name, index, at)?;
        Ok(at)
    }

    /// Follows a replay that pointed `current` elsewhere; the position to resume
    /// from if it did.
    fn follow_replay(&self) -> Result<Option<Position>, ProjectionError> {
        let Some(name) = self.inner.dir.current()? else {
            return Ok(None);
        };
        let live_name = {
            let live = self
                .inner
                .live
                .read()
                .unwrap_or_else(PoisonError::into_inner);
            live.as_ref().map(|l| l.name.clone())
        };
        if live_name.as_deref() == Some(name.as_str()) {
            return Ok(None);
        }
        let (index, at) = self.open(&name)?.ok_or_else(|| {
            tantivy::TantivyError::SchemaError(format!("{name} was built by another version"))
        })?;
        self.install(name, index, at)?;
        Ok(Some(at))
    }

    fn apply_blocking(
        &self,
        from: Position,
        events: &[StoredEvent],
    ) -> Result<Position, ProjectionError> {
        if let Some(at) = self.follow_replay()? {
            return Err(ProjectionError::Moved(at));
        }
        // Held for the whole batch: a swap waits for it to finish.
        let live = self
            .inner
            .live
            .read()
            .unwrap_or_else(PoisonError::into_inner);
        live.as_ref().ok_or(NotOpen)?.fold(from, events)
    }
}

#[async_trait]
impl Projector for SearchIndex {
    fn name(&self) -> &'static str {
        "search"
    }

    fn version(&self) -> u32 {
        VERSION
    }

    /// Films and series: the documents of the index (`fold::change`).
    fn aggregates(&self) -> &'static [&'static str] {
        &[Movie::TYPE, Series::TYPE]
    }

    async fn prepare(&self) -> Result<Position, ProjectionError> {
        let this = self.clone();
        blocking(move || this.prepare_blocking()).await
    }

    async fn apply_batch(
        &self,
        from: Position,
        events: Arc<[StoredEvent]>,
    ) -> Result<Position, ProjectionError> {
        let this = self.clone();
        blocking(move || this.apply_blocking(from, &events)).await
    }

    async fn rebuild(
        &self,
        log: &EventLog,
        progress: &dyn RebuildProgress,
    ) -> Result<Position, ProjectionError> {
        let path = self.inner.dir.fresh_rebuild()?;
        let index = Index::create_in_dir(&path, self.inner.schema.clone())?;
        let mut writer: IndexWriter = index.writer(REBUILD_WRITER_BYTES)?;
        // The index commits once, at the end.
        let mut reading = LogScan::new(log, self.aggregates());
        while let Some(events) = reading.next().await? {
            for event in &events {
                if let Some(change) = fold::change(&self.inner.fields, event)? {
                    fold::write(&writer, &self.inner.fields, &change.id, change.document)?;
                }
            }
            progress.advanced(events.len() as u64);
        }
        let at = reading.at();
        blocking(move || {
            Payload {
                version: VERSION,
                position: at,
            }
            .commit(&mut writer)?;
            Ok(writer.wait_merging_threads()?)
        })
        .await?;
        let name = self.inner.dir.adopt_rebuild()?;
        self.inner.dir.point_to(&name)?;
        // A live index in this process switches now; another process's, at its next batch.
        let live = self
            .inner
            .live
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .is_some();
        if live {
            self.follow_replay()?;
        }
        Ok(at)
    }

    async fn stored_position(&self) -> Result<Option<Position>, ProjectionError> {
        let Some(name) = self.inner.dir.current()? else {
            return Ok(None);
        };
        let index = Index::open_in_dir(self.inner.dir.path(&name))?;
        Ok(Payload::stored(&index)?.map(|p| p.position))
    }
}
