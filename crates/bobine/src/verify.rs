//! `bobine verify`: walks the log's hash chain from event 0 (docs/operations.md,
//! "The audit's hash chain"). Exit 0 when it holds, printing the head to note down;
//! exit 1 naming the first position where it breaks.

use std::process::ExitCode;

use bobine_app::Settings;
use bobine_store::{EventLog, Head};

pub async fn run(settings: &Settings, since: Option<&str>) -> anyhow::Result<ExitCode> {
    let since: Option<Head> = since.map(str::parse).transpose()?;
    let log = EventLog::open(settings.database_url.as_deref(), &settings.data_dir).await?;
    let started = std::time::Instant::now();
    let verdict = bobine_app::integrity::verify_log(&log, since).await?;
    let seconds = started.elapsed().as_secs_f64();
    match verdict.broken {
        None => {
            match verdict.head {
                Some(head) => println!(
                    "chaîne intacte : {} événements vérifiés en {seconds:.1} s\ntête : {head}",
                    verdict.verified
                ),
                None => println!("chaîne intacte : le journal est vide"),
            }
            if let Some(since) = since {
                println!("la tête notée {since} est toujours dans la chaîne");
            }
            Ok(ExitCode::SUCCESS)
        }
        Some(broken) => {
            println!(
                "chaîne rompue à l'événement {} : {}",
                broken.position,
                broken.reason.describe()
            );
            println!("{} événements vérifiés avant la rupture", verdict.verified);
            Ok(ExitCode::FAILURE)
        }
    }
}
