//! `bobine serve`.

use std::sync::Arc;

use anyhow::Context;
use bobine_app::{Node, Settings};

pub async fn run(settings: Settings) -> anyhow::Result<()> {
    let addr = settings.addr;
    tracing::info!(?settings, "starting");
    // A new node joins from a snapshot instead of replaying the whole log
    // (docs/operations.md, "Snapshots").
    if let Some(dir) = std::env::var_os("BOBINE_SNAPSHOT").filter(|dir| !dir.is_empty()) {
        bobine_app::snapshot::join(&settings, std::path::Path::new(&dir))
            .await
            .context("starting from the snapshot BOBINE_SNAPSHOT names")?;
    }
    let node = Node::start(settings).await.context("starting the node")?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("listening on {addr}"))?;
    tracing::info!("Bobine écoute sur http://{addr}");
    let limits = bobine_api::ConnectionLimits::of(&node.settings);
    let router = bobine_api::router(Arc::new(node));
    bobine_api::serve(listener, router, limits, shutdown_signal()).await;
    tracing::info!("stopped");
    Ok(())
}

/// Ctrl-C or SIGTERM: stop accepting, finish the requests under way.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    tokio::select! {
        _ = ctrl_c => {}
        _ = terminate => {}
    }
}
