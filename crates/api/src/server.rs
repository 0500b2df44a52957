//! Serving HTTP/1.1 connections so that no client can take the node down by holding
//! connections: a request head must arrive within the header timeout (which also
//! bounds how long an idle keep-alive connection waits for its next request), and at
//! most `max_connections` are open at once. At the cap a new connection is still
//! served: the oldest connection with no request under way (idle, or still sending
//! its head) is closed to make room; only when every connection is busy answering is
//! the new one refused. So `/healthz` and members keep being answered while slow
//! clients hold the cap.

use bobine_app::Settings;
use std::collections::HashMap;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::ConnectInfo;
use http_body::{Frame, SizeHint};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio::task::{AbortHandle, JoinSet};
use tower::ServiceExt;

/// How long a stopping node lets requests under way finish.
const DRAIN: Duration = Duration::from_secs(30);

/// Bounds on the connections of a node (settings `BOBINE_MAX_CONNECTIONS` and
/// `BOBINE_HEADER_TIMEOUT_SECS`).
#[derive(Debug, Clone, Copy)]
pub struct ConnectionLimits {
    pub max_connections: usize,
    pub header_timeout: Duration,
}

impl ConnectionLimits {
    /// The limits `settings` set.
    pub fn of(settings: &Settings) -> ConnectionLimits {
        ConnectionLimits {
            max_connections: settings.max_connections,
            header_timeout: settings.header_timeout,
        }
    }
}

/// Serves `router` on `listener` until `shutdown` completes, then lets requests under
/// way finish (at most [`DRAIN`]).
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: ConnectionLimits,
    shutdown: impl Future<Output = ()>,
) {
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    let (stop, stopping) = watch::channel(false);
    let open = Arc::new(Mutex::new(Open::default()));
    let mut tasks = JoinSet::new();
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors, mostly: wait for some to close.
                    tracing::warn!(%error, "accepting a connection failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        while tasks.try_join_next().is_some() {}
        let mut registry = open.lock().unwrap_or_else(|e| e.into_inner());
        if registry.connections.len() >= limits.max_connections && !registry.evict_one() {
            metrics::counter!("bobine_connections_refused_total").increment(1);
            continue;
        }
        let id = registry.next_id;
        registry.next_id += 1;
        let in_flight = Arc::new(AtomicUsize::new(0));
        let connection = Connection {
            id,
            stream,
            peer,
            router: router.clone(),
            in_flight: in_flight.clone(),
            open: open.clone(),
            stopping: stopping.clone(),
        };
        let task = tasks.spawn(connection.run(builder.clone()));
        registry.connections.insert(
            id,
            Tracked {
                opened: Instant::now(),
                in_flight,
                task,
            },
        );
    }
    let _ = stop.send(true);
    let drained = async { while tasks.join_next().await.is_some() {} };
    let _ = tokio::time::timeout(DRAIN, drained).await;
}

/// The open connections, for the cap.
#[derive(Default)]
struct Open {
    connections: HashMap<u64, Tracked>,
    next_id: u64,
}

struct Tracked {
    opened: Instant,
    /// Requests of this connection being answered (their bodies included).
    in_flight: Arc<AtomicUsize>,
    task: AbortHandle,
}

impl Open {
    /// Closes the oldest connection that is answering nothing; false if all are.
    fn evict_one(&mut self) -> bool {
        let oldest_idle = self
            .connections
            .iter()
            .filter(|(_, c)| c.in_flight.load(Ordering::Acquire) == 0)
            .min_by_key(|(_, c)| c.opened)
            .map(|(id, _)| *id);
        match oldest_idle.and_then(|id| self.connections.remove(&id)) {
            Some(evicted) => {
                evicted.task.abort();
                metrics::counter!("bobine_connections_evicted_total").increment(1);
                true
            }
            None => false,
        }
    }
}

struct Connection {
    id: u64,
    stream: TcpStream,
    peer: SocketAddr,
    router: Router,
    in_flight: Arc<AtomicUsize>,
    open: Arc<Mutex<Open>>,
    stopping: watch::Receiver<bool>,
}

impl Connection {
    async fn run(self, builder: hyper::server::conn::http1::Builder) {
        let (router, peer, in_flight) = (self.router.clone(), self.peer, self.in_flight.clone());
        let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            let guard = InFlight::enter(in_flight.clone());
            request.extensions_mut().insert(ConnectInfo(peer));
            let router = router.clone();
            async move {
                let response = router.oneshot(request.map(Body::new)).await?;
                Ok::<_, Infallible>(response.map(|body| {
                    Body::new(Guarded {
                        body,
                        _guard: guard,
                    })
                }))
            }
        });
        let connection = builder
            .serve_connection(TokioIo::new(self.stream), service)
            .with_upgrades();
        tokio::pin!(connection);
        let mut stopping = self.stopping.clone();
        let stopped = async move {
            let _ = stopping.wait_for(|stop| *stop).await;
        };
        tokio::select! {
            _ = connection.as_mut() => {}
            () = stopped => {
                connection.as_mut().graceful_shutdown();
                let _ = connection.await;
            }
        }
        let mut registry = self.open.lock().unwrap_or_else(|e| e.into_inner());
        registry.connections.remove(&self.id);
    }
}

/// Counts a request as under way until its response body is sent or dropped.
struct InFlight(Arc<AtomicUsize>);

impl InFlight {
    fn enter(count: Arc<AtomicUsize>) -> InFlight {
        count.fetch_add(1, Ordering::AcqRel);
        InFlight(count)
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// A response body that keeps its request counted as under way.
struct Guarded {
    body: Body,
    _guard: InFlight,
}

impl http_body::Body for Guarded {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}
