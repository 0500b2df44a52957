//! A node over a generated log, as the read benchmarks need it: filled, projected,
//! and served over loopback HTTP.

use std::sync::Arc;
use std::time::{Duration, Instant};

use bobine_app::{Node, Settings};
use bobine_store::testing::{Backend, TestLog};

use crate::fill::{Row, fill};

/// A SQLite log holding `rows`, and a node (public catalogue) whose projections have
/// caught up with it; `section` names the benchmark in progress lines.
pub async fn projected(
    section: &str,
    rows: impl Iterator<Item = Row>,
) -> anyhow::Result<(TestLog, Arc<Node>)> {
    let log = TestLog::new(Backend::Sqlite).await;
    fill(&log.log, rows).await?;
    let mut settings = Settings::for_data_dir(log.data_dir());
    settings.public_catalogue = true;
    let node = Arc::new(Node::start(settings).await?);
    let started = Instant::now();
    while !node.projections.ready() {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    println!(
        "{section}: projected in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    Ok((log, node))
}

/// Serves `router` on a free loopback port; answers its base URL.
pub async fn serve(router: axum::Router) -> anyhow::Result<String> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let base = format!("http://{}", listener.local_addr()?);
    let limits = bobine_api::ConnectionLimits::of(&Settings::for_data_dir("."));
    tokio::spawn(bobine_api::serve(
        listener,
        router,
        limits,
        std::future::pending(),
    ));
    Ok(base)
}
