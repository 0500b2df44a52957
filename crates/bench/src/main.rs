//! `bobine-bench`: measures the log's command rate, the replay rate, the analysts'
//! events stream, catalogue reads, search suggestions, the audit trail's filters and
//! the home page's weight and Lighthouse score, a node's memory, restart and live
//! projections, an analyst projection's replay, the hash chain's walk and sealing,
//! a commit's way to another node, mail through the dispatcher, a simulated
//! member-day on one and three nodes (which also rewrites docs/capacity.md's measured
//! parts), each beside its baseline measured in the same run, and
//! writes docs/benchmarks.md.
#![forbid(unsafe_code)]

mod analysts;
mod append;
mod audit;
mod catalogue;
mod chain;
mod events;
mod fill;
mod generated;
mod goals;
mod hardening;
mod join;
mod lists;
mod mail;
mod node;
mod product_log;
mod propagation;
mod replay;
mod report;
mod retention;
mod scale;
mod search;
mod views;
mod web;

use clap::Parser;

/// The server's allocator (crates/bobine/src/main.rs), so that the sections that run
/// the catalogue, search and projections in this process measure what a node runs
/// (docs/adr/0057-jemalloc-gives-memory-back.md).
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

#[derive(Parser)]
struct Args {
    /// Where to write the Markdown report.
    #[arg(long, default_value = "docs/benchmarks.md")]
    output: std::path::PathBuf,
    /// Events in the replay run and in the node section's restarted log.
    #[arg(long, env = "BOBINE_BENCH_EVENTS", default_value_t = 1_000_000)]
    events: u64,
    /// Films in the catalogue read measurements (one run per size); the node
    /// section's node holds the first.
    #[arg(
        long,
        env = "BOBINE_BENCH_FILMS",
        value_delimiter = ',',
        default_value = "100000,200000"
    )]
    films: Vec<u64>,
    /// Catalogue requests measured: those whose name holds one of these words
    /// (`/healthz`, the baseline, is always measured); every request when empty.
    #[arg(long, env = "BOBINE_BENCH_REQUESTS", value_delimiter = ',')]
    requests: Vec<String>,
    /// Seconds each append measurement runs.
    #[arg(long, default_value_t = 5)]
    seconds: u64,
    /// Measure one section only and replace just that section of the report.
    #[arg(long, value_enum)]
    only: Option<Section>,
    /// The `bobine` binary the hardening section runs.
    #[arg(long, env = "BOBINE_BENCH_BIN")]
    bobine: Option<std::path::PathBuf>,
    /// Members in the scale section's simulated day (`--only scale`); a full day with
    /// more, e.g. 2000.
    #[arg(long, env = "BOBINE_BENCH_MEMBERS", default_value_t = 200)]
    members: usize,
    /// The films file `bobine import --demo` reads in the hardening section.
    #[arg(
        long,
        default_value = "web/node_modules/vega-datasets/data/movies.json"
    )]
    movies: std::path::PathBuf,
}

impl Args {
    /// The node section's catalogue: the first size of the catalogue section.
    fn node_films(&self) -> u64 {
        self.films.first().copied().unwrap_or(100_000)
    }
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Section {
    Append,
    Replay,
    Catalogue,
    Events,
    Search,
    Hardening,
    Audit,
    Web,
    /// A node's memory, restart and live projections (the speed issue's goals).
    Node,
    /// An analyst projection's replay rate (docs/adr/0036).
    Analysts,
    /// The hash chain: `bobine verify`'s rate and the sealer's cost (docs/adr/0037).
    Chain,
    /// Several nodes on PostgreSQL: a commit read on another node, and what telling
    /// it costs (docs/adr/0043-appends-notified.md).
    Propagation,
    /// Mail through the dispatcher to an SMTP server (docs/adr/0044-mail-dispatcher.md).
    Mail,
    /// A node joining a long log from a snapshot, beside one replaying it from event
    /// 0 (docs/adr/0047-snapshots.md); `--events` sets the log's length.
    Join,
    /// Superseded playback positions archived: replay and size before and after
    /// (docs/adr/0051-superseded-facts-archived.md); `--events` sets the log's length.
    Retention,
    /// A simulated day of `--members` members through the HTTP API, on SQLite, on
    /// PostgreSQL and on three nodes sharing it; also rewrites docs/capacity.md.
    Scale,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let mut report = report::Report::default();
    if let Some(only) = args.only {
        let (heading, section) = match only {
            Section::Append => {
                append::run(&mut report, args.seconds).await?;
                (report::APPEND_HEADING, report.append_section())
            }
            Section::Replay => {
                replay::run(&mut report, args.events).await?;
                (report::REPLAY_HEADING, report.replay_section())
            }
            Section::Catalogue => {
                for films in &args.films {
                    catalogue::run(&mut report, *films, args.seconds, &args.requests).await?;
                }
                (report::CATALOGUE_HEADING, report.catalogue_section())
            }
            Section::Events => {
                events::run(&mut report, args.events).await?;
                (report::EVENTS_HEADING, report.events_section())
            }
            Section::Search => {
                search::run(&mut report).await?;
                (report::SEARCH_HEADING, report.search_section())
            }
            Section::Audit => {
                audit::run(&mut report, args.events).await?;
                (report::AUDIT_HEADING, report.audit_section())
            }
            Section::Hardening => {
                hardening::run(&mut report, &bin(&args)?).await?;
                (report::HARDENING_HEADING, report.hardening_section())
            }
            Section::Web => {
                web::run(&mut report, &bin(&args)?).await?;
                (report::WEB_HEADING, report.web_section())
            }
            Section::Analysts => {
                analysts::run(&mut report, args.events).await?;
                (report::ANALYSTS_HEADING, report.analysts_section())
            }
            Section::Chain => {
                chain::run(&mut report, args.events, args.seconds).await?;
                (report::CHAIN_HEADING, report.chain_section())
            }
            Section::Propagation => {
                propagation::run(&mut report, args.seconds).await?;
                (report::PROPAGATION_HEADING, report.propagation_section())
            }
            Section::Mail => {
                mail::run(&mut report).await?;
                (mail::MAIL_HEADING, report.mail.clone())
            }
            Section::Join => {
                join::run(&mut report, args.events).await?;
                (report::JOIN_HEADING, report.join_section())
            }
            Section::Retention => {
                report.retention = retention::run(args.events).await?;
                (retention::RETENTION_HEADING, report.retention.clone())
            }
            Section::Scale => {
                let capacity = args.output.with_file_name("capacity.md");
                scale::run(&mut report, &bin(&args)?, args.members, &capacity).await?;
                (scale::SCALE_HEADING, report.scale.clone())
            }
            Section::Node => {
                goals::run(&mut report, &bin(&args)?, args.node_films(), args.events).await?;
                (report::NODE_HEADING, report.node_section())
            }
        };
        let existing = std::fs::read_to_string(&args.output).unwrap_or_default();
        std::fs::write(
            &args.output,
            report::with_section(&existing, heading, &section),
        )?;
        return Ok(());
    }
    append::run(&mut report, args.seconds).await?;
    views::run(&mut report, args.seconds).await?;
    replay::run(&mut report, args.events).await?;
    events::run(&mut report, args.events).await?;
    for films in &args.films {
        catalogue::run(&mut report, *films, args.seconds, &args.requests).await?;
    }
    search::run(&mut report).await?;
    audit::run(&mut report, args.events).await?;
    hardening::run(&mut report, &bin(&args)?).await?;
    web::run(&mut report, &bin(&args)?).await?;
    goals::run(&mut report, &bin(&args)?, args.node_films(), args.events).await?;
    analysts::run(&mut report, args.events).await?;
    chain::run(&mut report, args.events, args.seconds).await?;
    propagation::run(&mut report, args.seconds).await?;
    join::run(&mut report, args.events).await?;
    report.retention = retention::run(args.events).await?;
    mail::run(&mut report).await?;
    let capacity = args.output.with_file_name("capacity.md");
    scale::run(&mut report, &bin(&args)?, args.members, &capacity).await?;
    std::fs::write(&args.output, report.markdown())?;
    Ok(())
}

fn bin(args: &Args) -> anyhow::Result<hardening::Bin> {
    let path = args.bobine.clone().ok_or_else(|| {
        anyhow::anyhow!("the hardening section needs --bobine (or BOBINE_BENCH_BIN)")
    })?;
    Ok(hardening::Bin {
        path,
        movies: args.movies.exists().then(|| args.movies.clone()),
    })
}
