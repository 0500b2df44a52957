//! The live index's folder, written without asking the disk to flush each file
//! (docs/adr/0033-search-index-written-unsynced.md).
//!
//! Tantivy's own folder flushes every file of a commit (a segment is about ten) and
//! the files that list them: about twenty flushes a commit, half the time a film's
//! edit took to reach search under load. The index is a projection: the log it is
//! folded from is durable, and an index a crash of the machine left damaged is
//! found at the next start ([`damaged`]) and folded again from the log. A crash of
//! the process alone loses nothing: the system still holds what was written. So the
//! files are checked only when the machine started again since the index was last
//! opened for writing ([`written_this_boot`]): reading every file of a large index
//! at every start would cost most of a restart.

use std::fs::{self, File, OpenOptions};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use tantivy::Index;
use tantivy::directory::error::{LockError, OpenReadError, OpenWriteError};
use tantivy::directory::{
    AntiCallToken, Directory, DirectoryLock, FileHandle, Lock, MmapDirectory, TerminatingWrite,
    WatchCallback, WatchHandle, WritePtr,
};
use tantivy::index::SegmentComponent;
use uuid::Uuid;

/// A folder of index files that reads as tantivy's memory-mapped one and writes
/// without flushing to the disk.
#[derive(Debug, Clone)]
pub(super) struct UnsyncedDir {
    root: PathBuf,
    mapped: MmapDirectory,
}

impl UnsyncedDir {
    pub fn open(root: &Path) -> tantivy::Result<UnsyncedDir> {
        Ok(UnsyncedDir {
            root: root.to_path_buf(),
            mapped: MmapDirectory::open(root)?,
        })
    }
}

/// A file written through, never flushed to the disk.
struct Unsynced(File);

impl Write for Unsynced {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl TerminatingWrite for Unsynced {
    fn terminate_ref(&mut self, _: AntiCallToken) -> io::Result<()> {
        self.0.flush()
    }
}

impl Directory for UnsyncedDir {
    fn get_file_handle(
        &self,
        path: &Path,
    ) -> Result<std::sync::Arc<dyn FileHandle>, OpenReadError> {
        self.mapped.get_file_handle(path)
    }

    fn delete(&self, path: &Path) -> Result<(), tantivy::directory::error::DeleteError> {
        self.mapped.delete(path)
    }

    fn exists(&self, path: &Path) -> Result<bool, OpenReadError> {
        self.mapped.exists(path)
    }

    fn open_write(&self, path: &Path) -> Result<WritePtr, OpenWriteError> {
        let file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(self.root.join(path))
            .map_err(|error| match error.kind() {
                io::ErrorKind::AlreadyExists => OpenWriteError::FileAlreadyExists(path.into()),
                _ => OpenWriteError::wrap_io_error(error, path.into()),
            })?;
        Ok(BufWriter::new(Box::new(Unsynced(file))))
    }

    fn atomic_read(&self, path: &Path) -> Result<Vec<u8>, OpenReadError> {
        self.mapped.atomic_read(path)
    }

    /// Written aside, then renamed over: a reader sees the old content or the new.
    fn atomic_write(&self, path: &Path, data: &[u8]) -> io::Result<()> {
        let target = self.root.join(path);
        let aside = self.root.join(format!(".{}.tmp", Uuid::new_v4().simple()));
        fs::write(&aside, data)?;
        fs::rename(&aside, &target).inspect_err(|_| {
            let _ = fs::remove_file(&aside);
        })
    }

    fn sync_directory(&self) -> io::Result<()> {
        Ok(())
    }

    fn acquire_lock(&self, lock: &Lock) -> Result<DirectoryLock, LockError> {
        self.mapped.acquire_lock(lock)
    }

    fn watch(&self, callback: WatchCallback) -> tantivy::Result<WatchHandle> {
        self.mapped.watch(callback)
    }
}

/// The file of an index folder naming the boot of the machine it was last opened
/// for writing in.
const BOOT_MARK: &str = ".written-in-boot";

/// This boot of the machine, where the system says it (Linux).
fn boot_id() -> Option<String> {
    fs::read_to_string("/proc/sys/kernel/random/boot_id")
        .ok()
        .map(|id| id.trim().to_string())
}

/// Whether the index in `folder` was opened for writing in this boot of the
/// machine: every file it holds was then either flushed or is still in the
/// system's memory, whatever became of the process.
pub(super) fn written_this_boot(folder: &Path) -> bool {
    let written = fs::read_to_string(folder.join(BOOT_MARK)).ok();
    boot_id().is_some_and(|boot| written.is_some_and(|w| w.trim() == boot))
}

/// Records that the index in `folder` is written in this boot, flushed before any
/// unflushed write can follow it.
pub(super) fn mark_boot(folder: &Path) -> io::Result<()> {
    let Some(boot) = boot_id() else {
        return Ok(());
    };
    let mut file = File::create(folder.join(BOOT_MARK))?;
    file.write_all(boot.as_bytes())?;
    file.sync_all()?;
    File::open(folder)?.sync_all()
}

/// The files of a segment: every component, and its deletions if it has some.
const COMPONENTS: [SegmentComponent; 6] = [
    SegmentComponent::Postings,
    SegmentComponent::Positions,
    SegmentComponent::FastFields,
    SegmentComponent::FieldNorms,
    SegmentComponent::Terms,
    SegmentComponent::Store,
];

/// Whether a file of `index`'s last commit is missing or does not match its
/// checksum: what a crash of the machine can leave of files never flushed.
pub(super) fn damaged(index: &Index) -> tantivy::Result<bool> {
    let directory = index.directory();
    for segment in index.searchable_segment_metas()? {
        let deletions = segment.delete_opstamp().map(|_| SegmentComponent::Delete);
        for component in COMPONENTS.into_iter().chain(deletions) {
            match directory.validate_checksum(&segment.relative_path(component)) {
                Ok(true) => {}
                Ok(false) | Err(OpenReadError::FileDoesNotExist(_)) => return Ok(true),
                Err(error) => return Err(error.into()),
            }
        }
    }
    Ok(false)
}
