//! The scale section of docs/benchmarks.md, from the runs of [`super::run`].

use std::collections::BTreeSet;

use bobine_store::testing::Backend;

use super::day::REPORT_EVERY_S;
use super::run::{CONCURRENT, Measured};
use crate::hardening::process::percentiles;
use crate::report::rate;

pub const SCALE_HEADING: &str = "## Scale: a member-day, and three nodes on one PostgreSQL";

/// The machine's cores, which the nodes, PostgreSQL and the generator share.
pub fn cores() -> f64 {
    std::thread::available_parallelism().map_or(1.0, |n| n.get() as f64)
}

/// A run's name in the tables.
pub fn name(m: &Measured) -> String {
    match (m.backend, m.nodes) {
        (Backend::Sqlite, _) => "SQLite, 1 node".into(),
        (Backend::Postgres, 1) => "PostgreSQL, 1 node".into(),
        (Backend::Postgres, n) => format!("PostgreSQL, {n} nodes"),
    }
}

/// Bytes per event of the day's events.
pub fn per_event(bytes: i64, m: &Measured) -> f64 {
    bytes as f64 / m.event_count().max(1) as f64
}

pub fn markdown(runs: &[Measured], films: u64) -> String {
    let members = runs.first().map_or(0, |m| m.members);
    let date = time::OffsetDateTime::now_utc();
    let mut out = format!(
        "{SCALE_HEADING}\n\n\
         A simulated day of {members} members (`crates/bench/src/scale/`), each a browser of its own driving \
         real `bobine serve` processes through the HTTP API as the web app's screens do: the app's load \
         (session, visit, login message, links), a sign-in, the home and the continue-watching row, one to four \
         list pages with filters, sorts and ways of their own (a later page one time in three, from the \
         answer's cursor), suggestions as they type and the search page (six in ten), up to three title pages \
         (each counting a view, with its similar films, the player's settings and the resume point), then 20 to \
         100 minutes of playback (an hour on average) reported every {REPORT_EVERY_S} s as the player does, \
         `completed` at a film's end and the next film opened; a favourite four times in ten, a removal one in \
         ten, the favourites and history pages, a report three in a hundred, a request five in a hundred, a \
         sign-out one in ten. Playback time is simulated: the reports an hour implies are sent back to back. \
         {CONCURRENT} members' days are under way at once; two admins moderate meanwhile (every report taken \
         then resolved or rejected with a note, every request approved and completed or rejected). The \
         catalogue: {} films and {} series, written into the log before the nodes start; the members signed up \
         through the API (captcha solved) before the day, which is measured alone. On three nodes every request \
         goes to the next node in turn, as a load balancer would send it, the browser's `bobine_pos` cookie \
         making a read wait for the member's own last write (docs/adr/0002). Every run's nodes, PostgreSQL \
         and the generator share this machine's {} cores.\n\n",
        rate(films as f64),
        rate((films / 10) as f64),
        cores()
    );
    out.push_str(
        "| run | requests | requests/s | not 2xx (503 `busy` retried) | events | events per member-day | bytes per event: table / indexes / chain / all |\n\
         |---|---|---|---|---|---|---|\n",
    );
    for m in runs {
        out.push_str(&format!(
            "| {} | {} | {} | {} ({}) | {} | {:.1} | {:.0} / {:.0} / {:.0} / {:.0} |\n",
            name(m),
            rate(m.requests() as f64),
            rate(m.requests_in_day as f64 / m.seconds),
            m.failures(),
            m.busy(),
            rate(m.event_count() as f64),
            m.event_count() as f64 / m.members as f64,
            per_event(m.log.table, m),
            per_event(m.log.indexes, m),
            per_event(m.log.chain, m),
            per_event(m.log.total(), m),
        ));
    }
    out.push_str(&format!(
        "\nWhere the time went, over the day ({:.0} cores): processor seconds of each node (`/proc/<pid>/stat`), \
         of PostgreSQL (the backends of the run's database and the server's WAL writer, checkpointer and \
         background writer, which other databases on the server share) and of the generator (this process), \
         each with its share of the machine; PostgreSQL's commits (`pg_stat_database.xact_commit` of the run's \
         database) per second; each node's resident memory at the end and at its peak; its read models' growth \
         (the data directory but the log's file) per member-day.\n\n\
         | run | seconds | nodes' CPU (s) | PostgreSQL CPU (s) | generator CPU (s) | machine busy | PostgreSQL commits/s | resident / peak (MB) | read models per member-day (bytes) | load average before → after |\n\
         |---|---|---|---|---|---|---|---|---|---|\n",
        cores()
    ));
    for m in runs {
        let nodes: f64 = m.node_cpu.iter().sum();
        let busy = (nodes + m.postgres_cpu + m.generator_cpu) / (m.seconds * cores());
        let each: Vec<String> = m.node_cpu.iter().map(|c| format!("{c:.1}")).collect();
        let memory: Vec<String> = m
            .memory
            .iter()
            .map(|(r, p)| format!("{r:.0} / {p:.0}"))
            .collect();
        let growth: Vec<String> = m
            .read_models
            .iter()
            .map(|(_, g)| rate(*g as f64 / m.members as f64))
            .collect();
        out.push_str(&format!(
            "| {} | {:.1} | {} ({:.0} %) | {:.1} ({:.0} %) | {:.1} ({:.0} %) | {:.0} % | {} | {} | {} | {} → {} |\n",
            name(m),
            m.seconds,
            each.join(" + "),
            nodes / m.seconds / cores() * 100.0,
            m.postgres_cpu,
            m.postgres_cpu / m.seconds / cores() * 100.0,
            m.generator_cpu,
            m.generator_cpu / m.seconds / cores() * 100.0,
            busy * 100.0,
            if m.backend == Backend::Postgres { rate(m.commits as f64 / m.seconds) } else { "–".into() },
            memory.join(", "),
            growth.join(", "),
            m.load.0,
            m.load.1,
        ));
    }
    out.push_str(&accounting(runs));
    out.push_str(&events_table(runs));
    out.push_str(&kinds_table(runs));
    for m in runs {
        if let Some(p) = &m.propagation {
            let mut delays = p.delays.clone();
            let (p50, p99) = percentiles(&mut delays);
            let max = delays.last().copied().unwrap_or_default();
            out.push_str(&format!(
                "\nPropagation, {}: a favourite added on one node by a probe member every 200 ms during the day, \
                 the next node's favourites read every 2 ms without the position cookie until it shows: {} \
                 writes, seen on the other node after p50 {p50:.1} ms, p99 {p99:.1} ms, at most {max:.1} ms; \
                 {} not seen within 10 s, {} writes refused.\n",
                name(m),
                p.writes,
                p.lost,
                p.refused
            ));
        }
    }
    out.push_str(&verdict(runs));
    out.push_str(&format!(
        "\nRun on {} at {:02}:{:02} UTC.\n",
        date.date(),
        date.hour(),
        date.minute()
    ));
    out
}

/// The generator's count beside the log's: each progress report and view answered
/// 2xx must be one event in the log.
fn accounting(runs: &[Measured]) -> String {
    let mut out = String::from("\nThe generator's accounting against the log's: ");
    let each: Vec<String> = runs
        .iter()
        .map(|m| {
            let logged = |t: &str| m.events.get(t).copied().unwrap_or(0);
            format!(
                "{}: {} progress reports answered 2xx, {} `ProgressSaved`; {} views, {} `ViewCounted`",
                name(m),
                m.did.progress_reports,
                logged("ProgressSaved"),
                m.did.views,
                logged("ViewCounted"),
            )
        })
        .collect();
    out.push_str(&each.join("; "));
    out.push_str(".\n");
    out
}

/// The rest of a table's heading line, a column per run, and its rule.
fn run_columns(runs: &[Measured]) -> String {
    let mut out = String::new();
    let mut rule = String::from("|---|");
    for m in runs {
        out.push_str(&format!(" {} |", name(m)));
        rule.push_str("---|");
    }
    format!("{out}\n{rule}\n")
}

/// Events per member-day by type, a column per run.
fn events_table(runs: &[Measured]) -> String {
    let types: BTreeSet<&String> = runs.iter().flat_map(|m| m.events.keys()).collect();
    let mut out = String::from(
        "\nEvents per member-day, by type (the day's events over its members; the probe's favourites left out)\n\n| event |",
    );
    out.push_str(&run_columns(runs));
    let mut types: Vec<&String> = types.into_iter().collect();
    types.sort_by_key(|t| {
        std::cmp::Reverse(
            runs.first()
                .and_then(|m| m.events.get(*t))
                .copied()
                .unwrap_or(0),
        )
    });
    for t in types {
        out.push_str(&format!("| `{t}` |"));
        for m in runs {
            let n = m.events.get(t).copied().unwrap_or(0);
            out.push_str(&format!(" {:.2} |", n as f64 / m.members as f64));
        }
        out.push('\n');
    }
    out
}

/// Requests by kind: how many, and p50 / p99 in milliseconds, a column per run.
fn kinds_table(runs: &[Measured]) -> String {
    let kinds: BTreeSet<&'static str> = runs.iter().flat_map(|m| m.kinds.keys().copied()).collect();
    let mut out = String::from(
        "\nRequests by kind: count, then p50 / p99 (ms) from the request first sent to the answer read, the answers that were not 2xx, and the attempts a node refused as `busy` (503, a password hash past one per core), sent again after a second as the web app's client does\n\n| request |",
    );
    out.push_str(&run_columns(runs));
    for kind in kinds {
        out.push_str(&format!("| {kind} |"));
        for m in runs {
            match m.kinds.get(kind) {
                Some(k) => {
                    let mut l = k.latencies.clone();
                    let (p50, p99) = percentiles(&mut l);
                    let failed: u64 = k.failures.values().sum();
                    let failures = if failed == 0 {
                        String::new()
                    } else {
                        let each: Vec<String> = k
                            .failures
                            .iter()
                            .map(|(s, n)| format!("{n} × {s}"))
                            .collect();
                        format!("; {}", each.join(", "))
                    };
                    out.push_str(&format!(
                        " {}: {p50:.1} / {p99:.1}{failures} |",
                        rate(l.len() as f64)
                    ));
                }
                None => out.push_str(" – |"),
            }
        }
        out.push('\n');
    }
    out
}

/// Where it stops scaling first: three nodes' rate beside one's, and who held the
/// machine's cores.
fn verdict(runs: &[Measured]) -> String {
    let one = runs
        .iter()
        .find(|m| m.backend == Backend::Postgres && m.nodes == 1);
    let three = runs.iter().find(|m| m.nodes > 1);
    let (Some(one), Some(three)) = (one, three) else {
        return String::new();
    };
    let rate_of = |m: &Measured| m.requests_in_day as f64 / m.seconds;
    let share = |cpu: f64, m: &Measured| cpu / (m.seconds * cores()) * 100.0;
    let nodes3: f64 = three.node_cpu.iter().sum();
    let nodes1: f64 = one.node_cpu.iter().sum();
    format!(
        "\nOne node against three on one PostgreSQL: {} against {} requests/s ({:.2} times). On one node the \
         node took {:.0} % of the machine, PostgreSQL {:.0} %, the generator {:.0} %; on three, the nodes {:.0} %, \
         PostgreSQL {:.0} %, the generator {:.0} %. Processor time per request: {:.2} ms in the nodes on one node, \
         {:.2} ms on three (each node's share of the work carries its own projections of every event), \
         {:.2} and {:.2} ms in PostgreSQL.\n",
        rate(rate_of(one)),
        rate(rate_of(three)),
        rate_of(three) / rate_of(one),
        share(nodes1, one),
        share(one.postgres_cpu, one),
        share(one.generator_cpu, one),
        share(nodes3, three),
        share(three.postgres_cpu, three),
        share(three.generator_cpu, three),
        nodes1 * 1_000.0 / one.requests() as f64,
        nodes3 * 1_000.0 / three.requests() as f64,
        one.postgres_cpu * 1_000.0 / one.requests() as f64,
        three.postgres_cpu * 1_000.0 / three.requests() as f64,
    )
}
