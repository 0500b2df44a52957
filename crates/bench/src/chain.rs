//! The hash chain's costs (docs/adr/0037): how fast `bobine verify` walks a log shaped
//! like the product's beside a plain read-and-decode of the same log, how fast a log of
//! the previous version is chained at its first start, what the sealer running
//! beside commands costs them, beside the same commands with no sealer. The commands
//! run here also measure what notifying other nodes costs (`crate::propagation`).

use std::sync::Arc;
use std::time::{Duration, Instant};

use bobine_app::integrity::{Sealer, erasures};
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{Commits, Executor, Metadata};
use tokio::sync::Notify;

use crate::append::{Tally, measure};
use crate::product_log::{decode_any, fill_product_log};
use crate::replay::read_all;
use crate::report::{Report, rate};

/// Commands in flight at once in the sealing cost measurement.
pub(crate) const CLIENTS: usize = 16;

/// Runs of each side of the sealing cost measurement: five, since a run moves by a few
/// per cent with the machine (three gave 1.9 % and 6.8 % for the same code).
pub(crate) const ROUNDS: usize = 5;

pub(crate) fn median(rates: &mut [f64]) -> f64 {
    rates.sort_by(f64::total_cmp);
    rates[rates.len() / 2]
}

pub async fn run(report: &mut Report, events: u64, seconds: u64) -> anyhow::Result<()> {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let t = TestLog::new(backend).await;
        print!(
            "{}: filling the log with {events} events... ",
            t.log.backend()
        );
        fill_product_log(&t.log, events).await?;
        println!("done");
        let started = Instant::now();
        let decoded = read_all(&t.log, decode_any).await?;
        let decode_rate = decoded as f64 / started.elapsed().as_secs_f64();
        let started = Instant::now();
        let sealed = t.log.seal().await?;
        let seal_rate = sealed.count as f64 / started.elapsed().as_secs_f64();
        let started = Instant::now();
        let verdict = t.log.verify(None, &erasures()).await?;
        let verify_rate = verdict.verified as f64 / started.elapsed().as_secs_f64();
        anyhow::ensure!(
            verdict.intact() && verdict.verified == decoded,
            "the walk did not hold over the whole log: {verdict:?}"
        );
        println!(
            "{}: verify {verify_rate:.0} events/s, first sealing {seal_rate:.0} events/s, read and decode {decode_rate:.0} events/s",
            t.log.backend()
        );
        report.chain_walk.push([
            t.log.backend().into(),
            rate(decoded as f64),
            rate(verify_rate),
            rate(seal_rate),
            rate(decode_rate),
            format!("{:.2}", verify_rate / decode_rate),
        ]);

        // Alternated, ROUNDS runs each, the median kept: the machine's other work
        // weighs on both sides alike.
        let (mut with, mut without) = (Vec::new(), Vec::new());
        for _ in 0..ROUNDS {
            without.push(commands(backend, seconds, Setup::Unsealed).await?);
            with.push(commands(backend, seconds, Setup::Sealed).await?);
        }
        let (with, without) = (median(&mut with), median(&mut without));
        println!(
            "{}: {CLIENTS} clients, {with:.0} commands/s sealed, {without:.0} without the chain",
            t.log.backend()
        );
        report.chain_cost.push([
            t.log.backend().into(),
            CLIENTS.to_string(),
            rate(with),
            rate(without),
            format!("{:.1} %", (1.0 - with / without) * 100.0),
        ]);
    }
    Ok(())
}

/// What runs beside the commands of the sealing and notification costs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Setup {
    /// The node's sealer woken by their commits, as `bobine serve` runs it.
    Sealed,
    /// No sealer.
    Unsealed,
    /// No sealer, and no notification of commits to other nodes
    /// (docs/adr/0043-appends-notified.md): the commands wake the readers directly.
    Silent,
}

/// Commands per second from [`CLIENTS`] tasks on a fresh log, set up as `setup` says.
pub(crate) async fn commands(backend: Backend, seconds: u64, setup: Setup) -> anyhow::Result<f64> {
    let t = TestLog::new(backend).await;
    let appended = Arc::new(Notify::new());
    // As `bobine serve` wires it: commits relayed to the readers and to the other
    // nodes; silent, the commits wake the readers themselves.
    let committed = match setup {
        Setup::Silent => appended.clone(),
        Setup::Sealed | Setup::Unsealed => Arc::new(Notify::new()),
    };
    let _listening =
        (setup != Setup::Silent).then(|| t.log.listen(committed.clone(), appended.clone()));
    let executor = Arc::new(Executor::<Tally>::new(
        &Commits::start(t.log.clone()),
        (),
        committed,
    ));
    let sealed = setup == Setup::Sealed;
    let _sealer =
        sealed.then(|| Sealer::start(t.log.clone(), appended, Duration::from_millis(200)));
    let rate = measure(CLIENTS, seconds, move |_| {
        let executor = executor.clone();
        async move {
            let id = uuid::Uuid::now_v7().to_string();
            executor.create(&id, 1, &Metadata::system("bench")).await
        }
    })
    .await?;
    if sealed {
        let tail = t.log.seal().await?.head;
        anyhow::ensure!(tail.is_some(), "nothing was sealed");
    }
    Ok(rate)
}
