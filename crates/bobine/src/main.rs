//! `bobine`: the server and its operator commands (README, docs/operations.md).
#![forbid(unsafe_code)]

mod admin;
mod archive;
mod export;
mod import;
mod openapi;
mod progress;
mod projections;
mod replay;
mod serve;
mod snapshot;
mod verify;

use std::process::ExitCode;

use bobine_app::Settings;
use clap::{Parser, Subcommand};

/// jemalloc, with its background thread, hands the pages a load or a burst of reads
/// freed back to the system within seconds; glibc's allocator kept them, and a node
/// of 200,000 films stood at 450 MB resident for some 220 MB in use
/// (docs/adr/0057-jemalloc-gives-memory-back.md).
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

#[derive(Parser)]
#[command(
    name = "bobine",
    version,
    about = "Bobine : catalogue de films et séries, journal d'événements"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serves the API and the web app at BOBINE_ADDR.
    Serve,
    /// Rebuilds one projection from the start of the log, then swaps it in.
    Replay {
        /// The projection's name (see `bobine projections`).
        projection: String,
    },
    /// The event log, for analysts.
    Events {
        #[command(subcommand)]
        command: EventsCommand,
    },
    /// Each projection's position and lag behind the log.
    Projections,
    /// Seals what is not sealed yet and walks the log's hash chain from event 0:
    /// exit 0 and the head to note down when it holds, exit 1 and the first
    /// position where it breaks.
    Verify {
        /// A head noted earlier, POSITION:HASH: also checks that the chain still
        /// holds it (a chain rewritten consistently since does not).
        #[arg(long, value_name = "POSITION:HASH")]
        since: Option<String>,
    },
    /// Copies of this node's read models, with the positions they reflect: a new node
    /// starts from one and replays only what came after.
    Snapshot {
        #[command(subcommand)]
        command: SnapshotCommand,
    },
    /// Moves the playback positions a later one supersedes, saved longer ago than
    /// BOBINE_PROGRESS_RETENTION_DAYS, from the log to its archive (a serving node
    /// does it every hour).
    Archive {
        /// Another retention than the setting's, in days (0: every superseded one).
        #[arg(long, value_name = "DAYS")]
        older_than_days: Option<u32>,
    },
    /// Prints the OpenAPI document of the HTTP API (as `/api/openapi.json` serves it);
    /// needs no database.
    Openapi,
    /// Administrators.
    Admin {
        #[command(subcommand)]
        command: AdminCommand,
    },
    /// Loads the films of vega-datasets (and, with --demo, generated series and
    /// animes) through the domain's commands; a second run adds nothing.
    Import {
        /// Also generated series, seasons, episodes and animes: the demo catalogue.
        #[arg(long)]
        demo: bool,
        /// The films' file [default: web/node_modules/vega-datasets/data/movies.json].
        #[arg(long, value_name = "PATH")]
        movies: Option<std::path::PathBuf>,
    },
}

#[derive(Subcommand)]
enum AdminCommand {
    /// Makes the account of EMAIL an admin; creates it, with the password in
    /// BOBINE_ADMIN_PASSWORD, if the address has no account.
    Create { email: String },
}

#[derive(Subcommand)]
enum SnapshotCommand {
    /// Writes this node's read models, search index and analysts' projections into
    /// DIR (new or empty), with the log's name and the positions they reflect.
    Create { dir: std::path::PathBuf },
    /// Checks that the snapshot in DIR was taken of this node's log, then puts it in
    /// place of this node's read models (run it with the node stopped).
    Restore { dir: std::path::PathBuf },
}

#[derive(Subcommand)]
enum EventsCommand {
    /// Writes the log to standard output as NDJSON, in commit order (the lines of
    /// `GET /api/admin/events`, with the same filters).
    Export {
        /// Only events after this position (as printed in `position`).
        #[arg(long)]
        after: Option<String>,
        /// At most this many events.
        #[arg(long)]
        limit: Option<String>,
        /// Only events of these types (repeatable, or a comma-separated list).
        #[arg(long = "type", value_name = "TYPE")]
        types: Vec<String>,
        /// From this instant (RFC 3339) or this Paris day (YYYY-MM-DD).
        #[arg(long)]
        from: Option<String>,
        /// Until this instant (RFC 3339, excluded) or to the end of this Paris day.
        #[arg(long)]
        to: Option<String>,
        /// Also the superseded position reports archived after their retention.
        #[arg(long)]
        archived: bool,
    },
}

#[tokio::main]
async fn main() -> ExitCode {
    let _ = dotenvy::dotenv();
    init_tracing();
    let result = match Cli::parse().command {
        Command::Openapi => openapi::print().map(|()| ExitCode::SUCCESS),
        command => match Settings::from_env() {
            Ok(settings) => run(command, settings).await,
            Err(error) => {
                eprintln!("bobine: {error}");
                return ExitCode::from(2);
            }
        },
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("bobine: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// The commands that read the settings (all but `openapi`).
async fn run(command: Command, settings: Settings) -> anyhow::Result<ExitCode> {
    match command {
        Command::Serve => serve::run(settings).await,
        Command::Replay { projection } => replay::run(&settings, &projection).await,
        Command::Events {
            command:
                EventsCommand::Export {
                    after,
                    limit,
                    types,
                    from,
                    to,
                    archived,
                },
        } => {
            let query = bobine_app::log::events::EventsQuery {
                after,
                limit,
                types,
                from,
                to,
                archived: archived.then(|| "true".to_string()),
            };
            export::run(&settings, query).await
        }
        Command::Projections => projections::run(&settings).await,
        Command::Admin {
            command: AdminCommand::Create { email },
        } => admin::create(settings, &email).await,
        Command::Import { demo, movies } => {
            import::run(settings, import::Options { demo, movies }).await
        }
        Command::Verify { since } => return verify::run(&settings, since.as_deref()).await,
        Command::Snapshot {
            command: SnapshotCommand::Create { dir },
        } => snapshot::create(&settings, &dir).await,
        Command::Snapshot {
            command: SnapshotCommand::Restore { dir },
        } => snapshot::restore(&settings, &dir).await,
        Command::Archive { older_than_days } => archive::run(&settings, older_than_days).await,
        Command::Openapi => openapi::print(),
    }
    .map(|()| ExitCode::SUCCESS)
}

/// Logs to standard error: `RUST_LOG` filters, `BOBINE_LOG_FORMAT=json` for machines.
/// A log line that cannot be written (standard error on a full disk) is dropped:
/// tracing's own report of that failure would `eprintln!` to the same full file,
/// and a failed `eprintln!` panics the request that logged, which then loses its
/// answer (the client sees the connection closed instead of a 507).
fn init_tracing() {
    use tracing_subscriber::EnvFilter;
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .log_internal_errors(false);
    if std::env::var("BOBINE_LOG_FORMAT").as_deref() == Ok("json") {
        builder.json().init();
    } else {
        builder.init();
    }
}
