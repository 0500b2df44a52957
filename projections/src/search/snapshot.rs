//! The search index in a snapshot (crates/app/src/snapshot/mod.rs): the live folder
//! as of one commit, and the pointer naming it.

use std::fs;
use std::io;
use std::path::Path;

use bobine_store::Position;
use tantivy::Index;

use super::directory::{Payload, SearchDir};
use crate::ProjectionError;

/// Copies tried before giving up on an index that keeps committing meanwhile.
const ATTEMPTS: usize = 5;

/// Copies the live index of `data_dir` into `<to>/search/`, as of one commit, and
/// answers the position that commit holds (none when no index was ever set up).
/// A serving node may commit and merge meanwhile: the commit's `meta.json` is read
/// before and after the files, and the copy is made again when it moved. The boot
/// mark is left out, so the node that starts from the copy checks every file.
pub fn copy_live(data_dir: &Path, to: &Path) -> Result<Option<Position>, ProjectionError> {
    let live = SearchDir::new(data_dir);
    for _ in 0..ATTEMPTS {
        let Some(name) = live.current()? else {
            return Ok(None);
        };
        let from = live.path(&name);
        let target = to.join("search").join(&name);
        let _ = fs::remove_dir_all(&target);
        fs::create_dir_all(&target)?;
        let before = fs::read(from.join("meta.json"))?;
        match copy_files(&from, &target) {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
            Err(e) => return Err(e.into()),
        }
        let after = fs::read(from.join("meta.json"))?;
        if before != after || live.current()?.as_deref() != Some(name.as_str()) {
            continue;
        }
        fs::write(target.join("meta.json"), &before)?;
        SearchDir::new(to).point_to(&name)?;
        let index = Index::open_in_dir(&target)?;
        return Ok(Payload::stored(&index)?.map(|payload| payload.position));
    }
    Err(io::Error::other("the search index kept committing while it was copied").into())
}

/// Replaces `data_dir`'s search folder with the snapshot's.
pub fn restore(from: &Path, data_dir: &Path) -> Result<(), ProjectionError> {
    let target = data_dir.join("search");
    let _ = fs::remove_dir_all(&target);
    let source = from.join("search");
    if !source.exists() {
        return Ok(());
    }
    for entry in fs::read_dir(&source)? {
        let entry = entry?;
        let to = target.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            fs::create_dir_all(&to)?;
            copy_files(&entry.path(), &to)?;
        } else {
            fs::create_dir_all(&target)?;
            fs::copy(entry.path(), to)?;
        }
    }
    Ok(())
}

/// The index's files but its locks and boot mark.
fn copy_files(from: &Path, to: &Path) -> io::Result<()> {
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        if name.to_string_lossy().starts_with(".tantivy-")
            || name == ".written-in-boot"
            || !entry.file_type()?.is_file()
        {
            continue;
        }
        fs::copy(entry.path(), to.join(&name))?;
    }
    Ok(())
}
