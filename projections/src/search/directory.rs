//! Where the index lives: `<data dir>/search/current` names the live index folder
//! (`index-<uuid>`), and each commit of that index carries the projection's
//! checkpoint in its payload, so the documents and the checkpoint move together.
//!
//! A replay builds `search/rebuild/`, renames it to a fresh `index-<uuid>` and then
//! points `current` at it with one atomic rename: a node sees the old index or the
//! new one, never a half-built one.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use bobine_store::Position;
use serde::{Deserialize, Serialize};
use tantivy::{Index, IndexWriter};
use uuid::Uuid;

/// What a commit of the index records beside its documents.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq)]
pub(super) struct Payload {
    /// The projection's version when the index was built (a change rebuilds it).
    pub version: u32,
    /// The last event folded into this commit.
    pub position: Position,
}

impl Payload {
    /// The payload of the index's last commit, if it has one.
    pub fn stored(index: &Index) -> tantivy::Result<Option<Payload>> {
        Ok(index
            .load_metas()?
            .payload
            .and_then(|text| serde_json::from_str(&text).ok()))
    }

    /// Commits what the writer holds, with this payload, in one commit.
    pub fn commit(self, writer: &mut IndexWriter) -> tantivy::Result<()> {
        let mut prepared = writer.prepare_commit()?;
        prepared.set_payload(&serde_json::to_string(&self).unwrap_or_default());
        prepared.commit()?;
        Ok(())
    }
}

/// `<data dir>/search/`.
#[derive(Debug, Clone)]
pub(super) struct SearchDir {
    root: PathBuf,
}

const POINTER: &str = "current";
const REBUILD: &str = "rebuild";

impl SearchDir {
    pub fn new(data_dir: &Path) -> SearchDir {
        SearchDir {
            root: data_dir.join("search"),
        }
    }

    /// The live index folder's name, if one was ever set up.
    pub fn current(&self) -> io::Result<Option<String>> {
        match fs::read_to_string(self.root.join(POINTER)) {
            Ok(name) => Ok(Some(name.trim().to_string())),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.root.join(name)
    }

    /// A new, empty folder for an index, and its name.
    pub fn create(&self) -> io::Result<(String, PathBuf)> {
        let name = format!("index-{}", Uuid::now_v7().simple());
        let path = self.root.join(&name);
        fs::create_dir_all(&path)?;
        Ok((name, path))
    }

    /// An empty `rebuild/` folder (a crashed replay's leftovers are removed).
    pub fn fresh_rebuild(&self) -> io::Result<PathBuf> {
        let path = self.root.join(REBUILD);
        remove_dir(&path)?;
        fs::create_dir_all(&path)?;
        Ok(path)
    }

    /// Gives the finished `rebuild/` folder a name of its own.
    pub fn adopt_rebuild(&self) -> io::Result<String> {
        let name = format!("index-{}", Uuid::now_v7().simple());
        fs::rename(self.root.join(REBUILD), self.root.join(&name))?;
        Ok(name)
    }

    /// Makes `name` the live index: written aside, synced, renamed over `current`.
    pub fn point_to(&self, name: &str) -> io::Result<()> {
        let aside = self.root.join(format!("{POINTER}.tmp"));
        let mut file = fs::File::create(&aside)?;
        file.write_all(name.as_bytes())?;
        file.sync_all()?;
        fs::rename(&aside, self.root.join(POINTER))?;
        fs::File::open(&self.root)?.sync_all()
    }

    /// Removes every index folder but `keep` (old ones left by a replay or a crash).
    pub fn remove_others(&self, keep: &str) -> io::Result<()> {
        for entry in fs::read_dir(&self.root)? {
            let entry = entry?;
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.starts_with("index-") && name != keep {
                remove_dir(&entry.path())?;
            }
        }
        Ok(())
    }
}

fn remove_dir(path: &Path) -> io::Result<()> {
    match fs::remove_dir_all(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}
