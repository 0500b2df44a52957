use super::{Bin, Rows};

pub async fn run(_bin: &Bin, _rows: &mut Rows) -> anyhow::Result<()> {
    Ok(())
}
