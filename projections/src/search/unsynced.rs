//! The live index's folder, written without asking the disk to flush each file
//! (docs/adr/0033-search-index-written-unsynced.md).
//!
//! Tantivy's own folder flushes every file of a commit (a segment is about ten) and
//! the files that list them: about twenty flushes a commit, half the time a film's
//! edit took to reach search under load. The index is a projection: the log it is
//! folded from is durable, and an index a crash of the machine left damaged is
//! found at the next start ([`damaged`]) and folded again from the log. A crash of
//! the process alone loses nothing: the system still holds what was written.

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
