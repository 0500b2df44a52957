//! `bobine snapshot create DIR` and `bobine snapshot restore DIR` (docs/operations.md,
//! "Snapshots").

use std::path::Path;

use bobine_app::Settings;
use bobine_app::snapshot::Manifest;

pub async fn create(settings: &Settings, dir: &Path) -> anyhow::Result<()> {
    let started = std::time::Instant::now();
    let manifest = bobine_app::snapshot::create(settings, dir).await?;
    println!(
        "instantané écrit dans {} en {:.1} s",
        dir.display(),
        started.elapsed().as_secs_f64()
    );
    describe(&manifest);
    Ok(())
}

pub async fn restore(settings: &Settings, dir: &Path) -> anyhow::Result<()> {
    let manifest = bobine_app::snapshot::restore(settings, dir).await?;
    println!(
        "instantané de {} mis en place dans {} : au démarrage, le nœud ne rejoue que les événements d'après",
        dir.display(),
        settings.data_dir.display()
    );
    describe(&manifest);
    Ok(())
}

fn describe(manifest: &Manifest) {
    println!(
        "pris le {}, jusqu'à l'événement {}",
        manifest.created_at, manifest.position
    );
    if let Some(head) = &manifest.chain {
        println!("tête de la chaîne : {head}");
    }
    for (name, position) in &manifest.parts {
        match position {
            Some(at) => println!("  {name:<18} {at}"),
            None => println!("  {name:<18} jamais lancée"),
        }
    }
}
