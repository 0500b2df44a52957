//! docs/capacity.md's measured parts: the inputs the last `--only scale` run measured,
//! and the plan's table derived from them (the formulas beside each column). The
//! document's other sections (the bottlenecks and what would lift them) are written
//! by hand and kept.

use bobine_store::testing::Backend;

use super::run::Measured;
use super::section::{cores, name, per_event};
use crate::report::{rate, with_section};

pub const INPUTS_HEADING: &str = "## Measured inputs";
pub const PLAN_HEADING: &str = "## The plan: 1,000 to 1,000,000 members a day";

/// A whole node replaying a product-shaped log from event 0 on PostgreSQL: 10,000,000
/// events in 697.5 s (docs/benchmarks.md, "A node joining a long log").
const REPLAY_POSTGRES: f64 = 10_000_000.0 / 697.5;
/// On SQLite, no whole-node replay of a product-shaped log is measured: the twelve
/// projections' rates of docs/benchmarks.md's "Replay" section of 2026-11-27, one
/// after the other (1 / Σ 1/rate). The same formula then gave 14,900 events/s on
/// PostgreSQL, where the join section measured 15,150. It is kept: on the faster
/// "Replay" run of 2026-12-01 the formula gives 103,000 events/s on SQLite but 38,200
/// on PostgreSQL, where a whole node measured 14,340 at 10,000,000 events, so it no
/// longer predicts a node.
const REPLAY_SQLITE: f64 = 25_950.0;
/// The busiest hour against the day's mean hour (an assumption: evening viewing).
const PEAK: f64 = 3.0;
/// A node's machine: cores, and the share of them busy at the peak.
const NODE_CORES: f64 = 2.0;
const NODE_BUSY: f64 = 0.7;
const DAY_S: f64 = 86_400.0;
const MEMBERS: [f64; 4] = [1_000.0, 10_000.0, 100_000.0, 1_000_000.0];

/// The figures the plan is derived from, each from a named run.
struct Inputs<'a> {
    one: &'a Measured,
    sqlite: &'a Measured,
    three: &'a Measured,
}

impl Inputs<'_> {
    fn events(&self) -> f64 {
        self.one.event_count() as f64 / self.one.members as f64
    }
    fn requests(&self) -> f64 {
        self.one.requests() as f64 / self.one.members as f64
    }
    fn bytes(&self, m: &Measured) -> f64 {
        per_event(m.log.total(), m)
    }
    fn node_cpu(&self) -> f64 {
        self.three.node_cpu.iter().sum::<f64>() / self.three.members as f64
    }
    fn postgres_cpu(&self) -> f64 {
        self.three.postgres_cpu / self.three.members as f64
    }
    fn commits(&self) -> f64 {
        self.three.commits as f64 / self.three.members as f64
    }
    fn read_models(&self) -> f64 {
        self.one.read_models.first().map_or(0.0, |(_, g)| *g as f64) / self.one.members as f64
    }
    fn memory(&self) -> f64 {
        [self.one, self.sqlite, self.three]
            .iter()
            .flat_map(|m| m.memory.iter().map(|(_, peak)| *peak))
            .fold(0.0, f64::max)
    }
}

pub fn rewrite(existing: &str, runs: &[Measured]) -> String {
    let find = |backend: Backend, nodes: usize| {
        runs.iter()
            .find(|m| m.backend == backend && (m.nodes > 1) == (nodes > 1))
    };
    let (Some(one), Some(sqlite), Some(three)) = (
        find(Backend::Postgres, 1),
        find(Backend::Sqlite, 1),
        find(Backend::Postgres, 3),
    ) else {
        return existing.to_string();
    };
    let i = Inputs { one, sqlite, three };
    let doc = if existing.trim().is_empty() {
        "# Capacity plan\n"
    } else {
        existing
    };
    let doc = with_section(doc, INPUTS_HEADING, &inputs(&i));
    with_section(&doc, PLAN_HEADING, &plan(&i))
}

fn inputs(i: &Inputs) -> String {
    let now = time::OffsetDateTime::now_utc();
    format!(
        "{INPUTS_HEADING}\n\n\
         Written by `scripts/bench --only scale` (`crates/bench/src/scale/capacity.rs`) from its run of {} at \
         {:02}:{:02} UTC: a simulated day of {} members on this machine ({:.0} cores shared by the nodes, \
         PostgreSQL and the generator; load average {} before the PostgreSQL three-node day, {} after). Its \
         tables are in docs/benchmarks.md, section \"Scale\".\n\n\
         | input | value | measured in |\n|---|---|---|\n\
         | events per member-day | {:.1} | {} |\n\
         | requests per member-day | {:.0} | {} |\n\
         | log bytes per event, SQLite (table, indexes, hash chain) | {:.0} | {} |\n\
         | log bytes per event, PostgreSQL (table, indexes, hash chain) | {:.0} | {} |\n\
         | node processor time per member-day (s, all nodes) | {:.3} | {} |\n\
         | PostgreSQL processor time per member-day (s) | {:.3} | {} |\n\
         | PostgreSQL commits per member-day | {:.0} | {} |\n\
         | read models' growth per member-day (bytes) | {} | {} |\n\
         | a node's peak resident memory (MB) | {:.0} | the three runs' nodes, `VmHWM` |\n\
         | requests/s served, all nodes | {} / {} / {} | {} / {} / {} |\n\
         | a node's replay from event 0 (events/s) | SQLite {} / PostgreSQL {} | docs/benchmarks.md: \"Replay\" (SQLite: its twelve projections one after the other), \"A node joining a long log\" (PostgreSQL: 10,000,000 events in 697.5 s) |\n",
        now.date(),
        now.hour(),
        now.minute(),
        i.one.members,
        cores(),
        i.three.load.0,
        i.three.load.1,
        i.events(),
        name(i.one),
        i.requests(),
        name(i.one),
        i.bytes(i.sqlite),
        name(i.sqlite),
        i.bytes(i.one),
        name(i.one),
        i.node_cpu(),
        name(i.three),
        i.postgres_cpu(),
        name(i.three),
        i.commits(),
        name(i.three),
        rate(i.read_models()),
        name(i.one),
        i.memory(),
        rate(i.sqlite.requests_in_day as f64 / i.sqlite.seconds),
        rate(i.one.requests_in_day as f64 / i.one.seconds),
        rate(i.three.requests_in_day as f64 / i.three.seconds),
        name(i.sqlite),
        name(i.one),
        name(i.three),
        rate(REPLAY_SQLITE),
        rate(REPLAY_POSTGRES),
    )
}

fn plan(i: &Inputs) -> String {
    let mut out = format!(
        "{PLAN_HEADING}\n\n\
         Each column from the inputs above (M members a day, a year of 365 days, the busiest hour at {PEAK:.0} \
         times the day's mean — an assumption, not a measurement):\n\
         - events a day = M × events per member-day;\n\
         - log a year = events a day × 365 × bytes per event of the backend (GB = 10⁹ bytes);\n\
         - replay from zero after a year = a year's events ÷ a node's replay rate (a node starting from a \
         snapshot replays only what came after it: docs/adr/0047-snapshots.md);\n\
         - memory per node: the peak measured; it follows the catalogue (docs/benchmarks.md, \"Node\": 165 MB \
         at 100,000 films), not the members, the read models being files;\n\
         - read models per node after a year, at most: M × 365 × their growth per member-day (rows a member \
         updates again, such as a film's resume point, grow them less);\n\
         - PostgreSQL at the peak: commits/s = M × commits per member-day ÷ 86,400 × {PEAK:.0}, cores = M × its \
         processor time per member-day ÷ 86,400 × {PEAK:.0}, and its disk a year the PostgreSQL log's;\n\
         - nodes = M × node processor time per member-day ÷ 86,400 × {PEAK:.0} ÷ ({NODE_CORES:.0} cores × \
         {:.0} % busy), rounded up; SQLite holds one node only.\n\n\
         | members a day | events a day | log a year, SQLite / PostgreSQL (GB) | replay from zero after a year, SQLite / PostgreSQL | memory per node (MB) | read models per node after a year (GB) | PostgreSQL at the peak: commits/s, cores; disk a year (GB) | nodes ({NODE_CORES:.0} cores, {:.0} % busy at the peak) |\n\
         |---|---|---|---|---|---|---|---|\n",
        NODE_BUSY * 100.0,
        NODE_BUSY * 100.0,
    );
    for m in MEMBERS {
        let events_day = m * i.events();
        let year = events_day * 365.0;
        let gb = |bytes: f64| year * bytes / 1e9;
        let (sqlite_gb, postgres_gb) = (gb(i.bytes(i.sqlite)), gb(i.bytes(i.one)));
        let peak = |per_member: f64| m * per_member / DAY_S * PEAK;
        let nodes = (peak(i.node_cpu()) / (NODE_CORES * NODE_BUSY))
            .ceil()
            .max(1.0);
        out.push_str(&format!(
            "| {} | {} | {:.1} / {:.1} | {} / {} | {:.0} | {:.1} | {}, {:.1}; {:.1} | {:.0} |\n",
            rate(m),
            rate(events_day),
            sqlite_gb,
            postgres_gb,
            duration(year / REPLAY_SQLITE),
            duration(year / REPLAY_POSTGRES),
            i.memory(),
            m * 365.0 * i.read_models() / 1e9,
            rate(peak(i.commits())),
            peak(i.postgres_cpu()),
            postgres_gb,
            nodes,
        ));
    }
    out
}

/// Seconds as the largest unit that reads well.
fn duration(seconds: f64) -> String {
    if seconds < 120.0 {
        format!("{seconds:.0} s")
    } else if seconds < 7_200.0 {
        format!("{:.0} min", seconds / 60.0)
    } else if seconds < 172_800.0 {
        format!("{:.1} h", seconds / 3_600.0)
    } else {
        format!("{:.1} days", seconds / 86_400.0)
    }
}
