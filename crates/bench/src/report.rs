//! The Markdown written to docs/benchmarks.md.

#[derive(Default)]
pub struct Report {
    pub append: Vec<[String; 5]>,
    /// Backend, projection, events, replay/s, read-and-decode/s, ratio.
    pub replay: Vec<[String; 6]>,
    pub reader: Vec<[String; 5]>,
    pub events: Vec<[String; 6]>,
    pub views: Vec<[String; 5]>,
    /// Films, request, mode, answer cache, requests/s, p50, p99, share, errors, goal.
    pub catalogue: Vec<[String; 10]>,
    /// The node's resident memory after each size's reads.
    pub catalogue_memory: Vec<String>,
    pub search: Vec<[String; 5]>,
    pub search_build: Vec<[String; 3]>,
    pub hardening: Vec<[String; 5]>,
    pub audit: Vec<[String; 6]>,
    pub web: Vec<[String; 4]>,
    pub node: Vec<[String; 5]>,
    pub analysts: Vec<[String; 5]>,
    /// Backend, events, verify/s, first sealing/s, read-and-decode/s, ratio.
    pub chain_walk: Vec<[String; 6]>,
    /// Backend, clients, commands/s with the sealer, without, cost.
    pub chain_cost: Vec<[String; 5]>,
    /// Clients, commands/s notified, without notifications, cost (PostgreSQL).
    pub notify_cost: Vec<[String; 4]>,
    /// Load, commands/s, other node's p50 / p99 (ms), own node's p50 / p99 (ms).
    pub propagation: Vec<[String; 4]>,
    /// Events, replay from zero (s), snapshot taken (s), joined from it (s), position.
    pub join: Vec<[String; 5]>,
    /// The load averages at the start and at the end of the node section.
    pub node_load: String,
    /// The retention section, whole (`crate::retention`).
    pub retention: String,
    /// The mail section, whole (`crate::mail`).
    pub mail: String,
    /// The member-day and three-node section, whole (`crate::scale`).
    pub scale: String,
}

impl Report {
    pub fn markdown(&self) -> String {
        let machine = std::process::Command::new("nproc")
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
            .unwrap_or_default();
        let date = time::OffsetDateTime::now_utc().date();
        let mut out = format!(
            "# Benchmarks\n\nMeasured by `scripts/bench` on {date}, {machine} cores; every figure beside its \
             baseline measured in the same run. Figures move with the machine's load: compare columns \
             of one run, not runs.\n\n"
        );
        out.push_str(&self.append_section());
        out.push('\n');
        out.push_str(&self.replay_section());
        out.push('\n');
        out.push_str(&self.events_section());
        out.push_str(
            "\n## View counts: group commits\n\nThe hot path of `POST /api/movies/{id}/views`: a view is \
             appended with no aggregate loaded; one writer takes every view waiting, writes them in one \
             multi-row `INSERT` and one durable transaction, and answers each with its position after the \
             commit (docs/adr/0005). The baseline is a plain one-row `INSERT` into the same `events` table, \
             one durable transaction each, from as many concurrent clients through the node's pool (8 \
             connections on SQLite, 16 on PostgreSQL).\n\n\
             | backend | clients | views/s (group commit) | raw one-row INSERT/s | ratio |\n|---|---|---|---|---|\n",
        );
        for row in &self.views {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out.push('\n');
        out.push_str(&self.catalogue_section());
        out.push('\n');
        out.push_str(&self.search_section());
        if !self.audit.is_empty() {
            out.push('\n');
            out.push_str(&self.audit_section());
        }
        if !self.hardening.is_empty() {
            out.push('\n');
            out.push_str(&self.hardening_section());
        }
        if !self.web.is_empty() {
            out.push('\n');
            out.push_str(&self.web_section());
        }
        if !self.node.is_empty() {
            out.push('\n');
            out.push_str(&self.node_section());
        }
        if !self.analysts.is_empty() {
            out.push('\n');
            out.push_str(&self.analysts_section());
        }
        if !self.chain_walk.is_empty() {
            out.push('\n');
            out.push_str(&self.chain_section());
        }
        if !self.propagation.is_empty() {
            out.push('\n');
            out.push_str(&self.propagation_section());
        }
        if !self.join.is_empty() {
            out.push('\n');
            out.push_str(&self.join_section());
        }
        if !self.retention.is_empty() {
            out.push('\n');
            out.push_str(&self.retention);
        }
        if !self.mail.is_empty() {
            out.push('\n');
            out.push_str(&self.mail);
        }
        if !self.scale.is_empty() {
            out.push('\n');
            out.push_str(&self.scale);
        }
        out
    }

    /// The analysts' projections section alone (`crate::analysts`), from its heading
    /// to its last row.
    pub fn analysts_section(&self) -> String {
        let mut out = format!(
            "{ANALYSTS_HEADING}\n\nA projection written in SQL (two statements on each of `ReportFiled`, `ReportResolved` and \
             `ReportRejected`: reports filed and closed per week), over a log shaped like the product's \
             (`crates/bench/src/product_log/mod.rs`: a year of members over the demo's catalogue), defined on a node that then folds the \
             whole log from event 0 into its own file, under the authorizer and the progress handler, until it is \
             live (docs/adr/0036). The baseline is a plain sequential read of the same log through the same \
             reader, each payload decoded into its aggregate's event type, with nothing applied.\n\n\
             | backend | events | analyst projection replay (events/s) | sequential read and decode (events/s) | ratio |\n\
             |---|---|---|---|---|\n"
        );
        for row in &self.analysts {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out
    }

    pub fn chain_section(&self) -> String {
        let mut out = format!(
            "{CHAIN_HEADING}\n\nThe walk of `bobine verify` (docs/adr/0037) over the analysts' product-shaped log \
             (`crates/bench/src/product_log/mod.rs`), sealed first in one go as a log of the previous version is \
             at its first start: every entry's hash made again from its event and compared. The baseline is a \
             plain sequential read of the same log through the same reader, each payload decoded into its \
             aggregate's event type. Goal: at least 300,000 events/s on SQLite at 1,000,000 events.\n\n\
             | backend | events | verify (events/s) | first sealing (events/s) | sequential read and decode (events/s) | ratio |\n\
             |---|---|---|---|---|---|\n"
        );
        for row in &self.chain_walk {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out.push_str(
            "\nWhat sealing costs commands: the append section's one-event commands from concurrent clients \
             on a fresh log, with the node's sealer woken by their commits (`bobine_app::integrity::Sealer`, as \
             `bobine serve` runs it), beside the same run without it, alternated five times each (the median \
             of each side). Goal: under 5 %.\n\n\
             | backend | clients | commands/s, sealed | commands/s, no chain | cost |\n|---|---|---|---|---|\n",
        );
        for row in &self.chain_cost {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out
    }

    /// The section on several nodes (`crate::propagation`) alone.
    pub fn propagation_section(&self) -> String {
        let mut out = format!(
            "{PROPAGATION_HEADING}\n\nTwo nodes on one PostgreSQL database, each with its own pool, wired as \
             `bobine serve` wires them (docs/adr/0043-appends-notified.md): a node's commits wake its own \
             readers at once and are told to the other nodes by a `pg_notify` sent after them, at most one \
             every 5 ms per node; a reader wakes on either, or polls every 200 ms. Commands are appended on \
             node A; a reader on each node reads what is new when woken and stamps when it saw each \
             command. Figures: the time from a command's acknowledgement to its read, on node B (the goal: \
             p99 under 30 ms) beside node A's own readers (the baseline).\n\n\
             | load | commands/s | node B p50 / p99 (ms) | node A p50 / p99 (ms) |\n|---|---|---|---|\n"
        );
        for row in &self.propagation {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out.push_str(
            "\nWhat telling the other nodes costs the commands: the hash chain section's one-event \
             commands from 16 clients on PostgreSQL, relayed and notified as `bobine serve` does, beside \
             the same run where the commands wake the readers themselves and no one is told, alternated \
             five times each (the median of each side).\n\n\
             | clients | commands/s, notified | commands/s, no notification | cost |\n|---|---|---|---|\n",
        );
        for row in &self.notify_cost {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out
    }

    /// The section on a node joining from a snapshot (`crate::join`) alone.
    pub fn join_section(&self) -> String {
        let mut out = format!(
            "{JOIN_HEADING}\n\nA new node on PostgreSQL joining a log shaped like the product's \
             (`crates/bench/src/product_log/mod.rs`), from start to ready (every projection caught up with \
             the log): the baseline replays every projection from event 0; the other starts from a snapshot \
             of the first node (`bobine snapshot create`, docs/adr/0047-snapshots.md), copied into its empty \
             data directory and checked against the log, and replays what comes after it. Both nodes walk the \
             hash chain in the background meanwhile, as every node does at start. Goal: a node joins a log of \
             10,000,000 events in under 60 s.\n\n\
             | events | replay from event 0 (s) | snapshot taken (s) | joined from the snapshot (s) | snapshot's position |\n\
             |---|---|---|---|---|\n"
        );
        for row in &self.join {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out
    }

    /// The node section alone, from its heading to its last row.
    pub fn node_section(&self) -> String {
        let mut out = format!(
            "{NODE_HEADING}\n\nThe speed issue's goals for one node, each beside the same measure in the same \
             run. Restart and memory: the release `bobine serve`, a real process on SQLite, its data directory \
             holding a log written straight into the `events` table (the catalogue section's generated films, \
             then view counts of those films up to the number of events); a first start projects all of it, \
             each later start is timed from the spawn to `/readyz` answering 200 (polled every 10 ms), the node \
             stopped with SIGTERM between runs. A last start is read for 10 s by the catalogue section's clients \
             and requests in turn (home, lists, details and similar films of many films, suggestions) before its \
             `VmRSS` and `VmHWM` are read from /proc. The baseline is the same binary on an empty data \
             directory, through the same steps. Live projections: the node in this process (`Node::start`, as \
             `bobine serve` runs it, without HTTP) over the same films; an admin edits a different film per \
             command (`catalogue::movies::edit`: the genres and the film's stream loaded, the event \
             appended in the log's group commits), commands offered at a steady rate for 10 s with at most 32 under way; from each \
             acknowledged commit (its log position in hand) to each projection's position reaching it, read \
             every millisecond. The baseline is the same at 10 commands/s, first. Load average (1, 5 and \
             15 minutes): {}.\n\n\
             | goal | measure | figure | baseline (same run) | met |\n|---|---|---|---|---|\n",
            self.node_load
        );
        for row in &self.node {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out
    }

    /// The web section alone, from its heading to its last row.
    pub fn web_section(&self) -> String {
        let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
        let load: Vec<&str> = load.split_whitespace().take(3).collect();
        let mut out = format!(
            "{WEB_HEADING}\n\nWhat a visit to `/home` downloads, and Lighthouse 12's performance score on the \
             signed-in home page (`web/lighthouse/run.mjs`: signs in through the API, audits `/home` with the \
             session cookie in Debian's Chromium, headless), as a phone (Lighthouse's default: simulated slow \
             4G, a 4× slower CPU) and as a desktop, the release binary serving the demo catalogue from a fresh \
             data directory. Load average at the end of the run: {}.\n\n\
             | measure | figure | goal | met |\n|---|---|---|---|\n",
            load.join(" ")
        );
        for row in &self.web {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out
    }

    /// The replay section alone, from its heading to its last row.
    pub fn replay_section(&self) -> String {
        let mut out = format!(
            "{REPLAY_HEADING}\n\n`bobine replay NAME`'s path for each projection of the node: read the log in \
             commit order in batches, fold each event into the shadow read model, swap it in. The log is shaped \
             like the product's (`crates/bench/src/product_log/mod.rs`: a year of members signing in, watching with \
             the player's position reports, counting views and visits, favouriting, reporting and requesting, \
             over the demo's catalogue of films, series, seasons and episodes, with the team's decisions). A \
             projection's rate is the log's events over the time its replay took: each reads the whole log and \
             skips the events it does not fold. The baseline is a plain sequential read of the same \
             log through the same reader, each payload decoded into its aggregate's event type, with nothing \
             applied. Goal: every projection at least 0.5 of it.\n\n\
             | backend | projection | events | replay (events/s) | sequential read and decode (events/s) | ratio |\n\
             |---|---|---|---|---|---|\n"
        );
        for row in &self.replay {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out.push_str(
            "\n### Log reader\n\n`EventLog::read_after` alone, the one reader of projections, replays, the export \
             and the analysts' stream: the same log read in commit order in batches of 5,000, nothing done with \
             the events. The baseline is the least any reader does with them: the same read, each payload decoded \
             into its event type.\n\n\
             | backend | events | log reader alone (events/s) | read and decode (events/s) | ratio |\n\
             |---|---|---|---|---|\n",
        );
        for row in &self.reader {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out
    }

    /// The events-stream section alone, from its heading to its last row.
    pub fn events_section(&self) -> String {
        let mut out = format!(
            "{EVENTS_HEADING}\n\nThe analysts' `GET /api/admin/events`: the whole log as NDJSON through loopback \
             HTTP, read from the log in batches of 1,000 while it is sent; the client counts lines and keeps \
             nothing. The baseline is `bobine events export`'s path on the same log (the same lines, written \
             nowhere). Resident memory is the benchmark process's (server and client) before the request and at \
             its highest during it: flat means the route holds one batch, not the log.\n\n\
             | backend | events | HTTP stream (events/s) | export (events/s) | ratio | resident memory (MB) |\n\
             |---|---|---|---|---|---|\n"
        );
        for row in &self.events {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out
    }

    /// The hardening section alone, from its heading to its last row.
    pub fn hardening_section(&self) -> String {
        let mut out = format!(
            "{HARDENING_HEADING}\n\nReal `bobine serve` processes on this machine, attacked or broken as an operator \
             fears: each figure beside its baseline from the same run. Floods: a member (signed in, not an admin) \
             requests `GET /api/movies` one at a time every 10 ms, first on the idle node for 10 s, then during \
             each 20 s flood; the login and reset attempt limit per address is off (`BOBINE_AUTH_RATE_PER_MINUTE=0`), \
             as from 64 addresses; resident memory is the node's `VmRSS`. Kill -9: 64 clients send views, 4 an \
             admin command each (a new genre), and the node is killed after 400 acknowledgements; \
             \"stored\" is what the restarted node's `bobine events export` holds, and the read models after \
             `bobine replay` must answer as the live ones did. The fuzzer is schemathesis with the operator token; \
             5xx are counted by the node's own `/metrics`.\n\n\
             | scenario | measure | figure | baseline | verdict |\n|---|---|---|---|---|\n"
        );
        for row in &self.hardening {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out
    }

    /// The audit section alone, from its heading to its last row.
    pub fn audit_section(&self) -> String {
        let mut out = format!(
            "{AUDIT_HEADING}\n\n`GET /api/admin/audit`'s query, in process, on the `audit` read model replayed \
             from a generated log: one event in ten an admin action (bans and unbans of members by five admins, \
             film edits), the others members' sign-ups and view counts, all recorded today. 300 calls per \
             filter, one at a time, each a first page of 50 entries. The baseline is the unfiltered first \
             page, measured in the same run; the last column is p99 over the baseline's p99.\n\n\
             | events in the log | trail entries | filter | p50 (ms) | p99 (ms) | p99 / baseline |\n\
             |---|---|---|---|---|---|\n"
        );
        for row in &self.audit {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out
    }

    /// The commands section alone, from its heading to its last row.
    pub fn append_section(&self) -> String {
        let mut out = format!(
            "{APPEND_HEADING}\n\nA command is the full path of a request creating an aggregate (as a \
             member's report or request does): decide on the new aggregate (`Executor::create`, which \
             reads the log only if the id turns out taken), hand its event to the log's group writer \
             (docs/adr/0027), which commits every command waiting in one durable transaction, each \
             checked on its own (a savepoint each on SQLite, one `INSERT ... ON CONFLICT DO NOTHING \
             RETURNING` for the group on PostgreSQL), and answers each its log position. The baseline \
             is a plain one-row `INSERT` into the same `events` table, one durable transaction each, \
             with the same number of concurrent clients.\n\n\
             | backend | clients | commands/s | raw one-row INSERT/s | ratio |\n|---|---|---|---|---|\n"
        );
        for row in &self.append {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out
    }

    /// The catalogue section alone, from its heading to its last row.
    pub fn catalogue_section(&self) -> String {
        let mut out = format!(
            "{CATALOGUE_HEADING}\n\n`wrk` with 64 connections on two threads, on the same machine, against a \
             node whose catalogue holds generated films (12 genres, two per film, every quality and one film in \
             five without), one series per ten films (one in three an anime) and views of one title in four \
             (0 to 3 each). Latencies include wrk's side of loopback HTTP. The baseline is `GET /healthz` (a \
             static body through the same middleware), measured in the same run; each request's rate is given \
             as a share of it. Each request is measured twice: answer cache off (`bobine_api::\
             router_without_answer_cache`: every answer computed for its request), then on (the node's \
             answers kept per catalogue position, docs/adr/0022).\n\n\
             **Varied** (the headline, issue 32's goal 1: at least 0.3 of `/healthz`, p99 under 50 ms, no \
             error, cache on and off): 20,000 distinct requests per list, no two in a row alike, taken in \
             turn by wrk, drawn by `crates/bench/src/lists.rs` from the seed 0xB0B10032: each sort of the \
             list (films and genre pages six, series five) and each way equally often; a year range 60% of \
             the time (from 1920 to 2024, 0 to 30 years wide; one bound alone in a third of those), a genre \
             30%, a minimum rating 25% (0.5 to 4.5), a minimum of views 15% (1 to 3), a quality 15% (films), \
             the featured and new flags 10% each (either value), a status 20% (series and animes), series \
             without animes 70% of the time; genre pages one of the 12 genres with a sort and a way, as the \
             web app asks. A later page one request in three: the cursor of a title drawn at random from the \
             catalogue, so pages come from anywhere in the list. Lists are read from the in-memory index of \
             docs/adr/0046-catalogue-lists-from-memory.md. A film's detail and similar films ask for a \
             different film each time, suggestions cycle through 1,000 prefixes. **Repeated**: one request \
             over and over, as the pages every visitor opens first. \"Goal\" is shown for the varied lists. \
             An error is a failed request, a time-out (2 s) or a status other than 2xx.\n\n\
             | films | request | mode | answer cache | requests/s | p50 (ms) | p99 (ms) | share of /healthz | errors | goal |\n\
             |---|---|---|---|---|---|---|---|---|---|\n"
        );
        for row in &self.catalogue {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        for memory in &self.catalogue_memory {
            out.push_str(&format!(
                "\nThe node (the benchmark's process, wrk apart), {memory}.\n"
            ));
        }
        out
    }

    /// The search section alone, from its heading to the end of the file.
    pub fn search_section(&self) -> String {
        let mut out = format!(
            "{SEARCH_HEADING}\n\nSuggestions (`GET /api/search/suggest`) for what a member types on the way to a \
             title (its first one to three words, the last cut after 2 to 6 letters), on generated catalogues \
             (one title in ten a series); one client, one request at a time. \"In process\" calls the index's \
             query directly; \"through HTTP\" adds the node's middleware and loopback HTTP. Both run right \
             after the live projection built the index in batches of 1,000 events, while Tantivy merges its \
             segments in the background; the last row of each size repeats the in-process queries on the \
             replayed, merged index. The baseline is \
             the original's approach, measured in the same run: fetch the first 1,000 rows of each table as \
             JSON over HTTP, then fold and filter them in the client (here in Rust, faster than the browser's \
             JavaScript). \"Found\" is the mean number of titles suggested: past 1,000 rows the original \
             cannot see most titles.\n\n\
             | titles | method | p50 (ms) | p99 (ms) | found |\n|---|---|---|---|---|\n"
        );
        for row in &self.search {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out.push_str(
            "\n`bobine replay search`'s path on the same catalogues: read the log in commit order, build a new \
             index beside the live one (one commit at the end, merges included), swap it in.\n\n\
             | titles | replay (s) | titles indexed per second |\n|---|---|---|\n",
        );
        for row in &self.search_build {
            out.push_str(&format!("| {} |\n", row.join(" | ")));
        }
        out
    }
}

/// Where the audit section starts in docs/benchmarks.md.
pub const ANALYSTS_HEADING: &str = "## Analysts' projections: replay rate";
/// Where the hash chain's section starts in docs/benchmarks.md.
pub const CHAIN_HEADING: &str = "## Hash chain: verifying and sealing";
/// Where the section on a node joining from a snapshot starts in docs/benchmarks.md.
pub const JOIN_HEADING: &str = "## A node joining a long log";
/// Where the section on several nodes starts in docs/benchmarks.md.
pub const PROPAGATION_HEADING: &str = "## Several nodes: a commit read elsewhere";
pub const APPEND_HEADING: &str = "## Appending: commands per second";
pub const AUDIT_HEADING: &str = "## Audit trail filters";
/// Where the catalogue section starts in docs/benchmarks.md.
pub const CATALOGUE_HEADING: &str = "## Catalogue reads";
/// Where the events-stream section starts in docs/benchmarks.md.
pub const EVENTS_HEADING: &str = "## Events stream";
/// Where the hardening section starts in docs/benchmarks.md.
pub const HARDENING_HEADING: &str = "## Hardening";
/// Where the replay section starts in docs/benchmarks.md.
pub const REPLAY_HEADING: &str = "## Replay: events per second";
/// Where the search section starts in docs/benchmarks.md.
pub const SEARCH_HEADING: &str = "## Search";

pub const WEB_HEADING: &str = "## Web: the home page";
/// Where the node section starts in docs/benchmarks.md.
pub const NODE_HEADING: &str = "## Node: memory, restart and live projections";

/// `markdown` with the section under `heading` (up to the next `## ` heading)
/// replaced by `section`, or `section` added at the end: `--only` measures one
/// section and keeps the others' figures.
pub fn with_section(markdown: &str, heading: &str, section: &str) -> String {
    let section = section.trim_end();
    let Some(start) = markdown.find(&format!("\n{heading}\n")) else {
        return format!("{}\n\n{section}\n", markdown.trim_end());
    };
    let body = start + 1 + heading.len();
    let before = markdown[..start].trim_end();
    match markdown[body..].find("\n## ") {
        Some(next) => format!("{before}\n\n{section}\n\n{}", &markdown[body + next + 1..]),
        None => format!("{before}\n\n{section}\n"),
    }
}

/// A rate with thousands separated by a thin space, as French text does.
pub fn rate(per_second: f64) -> String {
    let whole = per_second.round() as u64;
    let digits = whole.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::with_section;

    #[test]
    fn one_section_is_replaced_and_the_others_kept() {
        let doc = "# B\n\n## Replay\n\nold replay\n\n## Catalogue reads\n\nold rows\n\n## Search\n\nold search\n";
        assert_eq!(
            with_section(
                doc,
                "## Catalogue reads",
                "## Catalogue reads\n\nnew rows\n"
            ),
            "# B\n\n## Replay\n\nold replay\n\n## Catalogue reads\n\nnew rows\n\n## Search\n\nold search\n"
        );
        assert_eq!(
            with_section(doc, "## Search", "## Search\n\nnew search\n"),
            "# B\n\n## Replay\n\nold replay\n\n## Catalogue reads\n\nold rows\n\n## Search\n\nnew search\n"
        );
        assert_eq!(
            with_section("# B\n", "## Search", "## Search\n\nx\n"),
            "# B\n\n## Search\n\nx\n"
        );
    }
}
