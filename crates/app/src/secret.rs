//! The node's secret key: hashes client addresses (and, later, signs sessions).

use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;

/// Reads `<data dir>/secret.key`, creating it with 32 random bytes on first start.
/// Every node of a deployment must share it (docs/operations.md).
pub fn load_or_create(data_dir: &Path) -> std::io::Result<Vec<u8>> {
    let path = data_dir.join("secret.key");
    match std::fs::read(&path) {
        Ok(key) if key.len() >= 32 => Ok(key),
        Ok(_) => Err(std::io::Error::other(format!(
            "{} is shorter than 32 bytes",
            path.display()
        ))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            std::fs::create_dir_all(data_dir)?;
            let key: Vec<u8> = [uuid::Uuid::new_v4(), uuid::Uuid::new_v4()]
                .iter()
                .flat_map(|u| *u.as_bytes())
                .collect();
            let mut file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .open(&path)?;
            file.write_all(&key)?;
            file.sync_all()?;
            Ok(key)
        }
        Err(e) => Err(e),
    }
}
