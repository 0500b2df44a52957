//! The hardening section: floods from anonymous clients, kill -9 during a burst,
//! PostgreSQL restarted under two nodes, a read-only data directory and a full
//! disk, and a fuzzer run as an admin; each against real `bobine` processes.

mod disk;
mod floods;
mod fuzz;
mod kill;
pub mod process;
mod restart;

use crate::report::Report;
pub use process::Bin;

/// One line of the section's table.
pub struct Row(pub [String; 5]);

impl Row {
    pub fn new(
        scenario: &str,
        measure: &str,
        figure: impl Into<String>,
        baseline: impl Into<String>,
        verdict: &str,
    ) -> Row {
        Row([
            scenario.into(),
            measure.into(),
            figure.into(),
            baseline.into(),
            verdict.into(),
        ])
    }
}

pub type Rows = Vec<Row>;

pub async fn run(report: &mut Report, bin: &Bin) -> anyhow::Result<()> {
    let mut rows = Rows::new();
    // A scenario that cannot finish is a finding too: it is reported, the others run.
    macro_rules! scenario {
        ($name:literal, $run:expr) => {
            let finished: anyhow::Result<()> = $run.await;
            if let Err(error) = finished {
                println!("hardening: {}: did not finish: {error:#}", $name);
                let error = format!("{error:#}").replace('|', "\\|").replace('\n', " ");
                rows.push(Row::new($name, "", "**did not finish**", error, ""));
            }
        };
    }
    scenario!("floods", floods::run(bin, &mut rows));
    scenario!("kill -9 during a burst", kill::run(bin, &mut rows));
    scenario!("PostgreSQL restart", restart::run(bin, &mut rows));
    scenario!(
        "read-only data directory, full disk",
        disk::run(bin, &mut rows)
    );
    scenario!("schemathesis", fuzz::run(bin, &mut rows));
    report.hardening = rows.into_iter().map(|r| r.0).collect();
    Ok(())
}
