//! The connections, served by hyper's HTTP/1.1 on the host's tokio runtime: each
//! admitted by the [`Gate`] (past an address's limit, `503` and closed at once; a
//! full host gives up an idle connection's place), then served until it closes, it
//! is given up, or the host stops. hyper reads each request head within
//! [`HEAD_DEADLINE`] (the time a connection may also sit idle between requests) and
//! no larger than [`HEAD_BYTES`] (`431` past it); a write's body has its own
//! deadline and limit ([`crate::writes`]).

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt;

use crate::guard::{Gate, Pass};
use crate::routes::Client;

/// How long a client has to send a request's head — from the connection's start,
/// or from the end of its previous answer.
pub const HEAD_DEADLINE: Duration = Duration::from_secs(10);

/// The largest request head read (request line and headers).
pub const HEAD_BYTES: usize = 16 * 1024;

/// The most headers a request may have.
const MAX_HEADERS: usize = 48;

/// The answer to a connection past its address's limit.
const TOO_MANY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\nconnection: close\r\n\r\n";

/// Accepts connections on `listener` within `gate` and serves each with `router`,
/// until the runtime stops.
pub async fn serve(listener: TcpListener, router: Router, gate: Arc<Gate>) {
    loop {
        let (stream, client) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(_) => {
                // Out of file descriptors and the like: let a moment pass.
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
        };
        let Some(pass) = gate.admit(client.ip()) else {
            tokio::spawn(refuse(stream));
            continue;
        };
        // Updates are small writes that must leave at once.
        let _ = stream.set_nodelay(true);
        tokio::spawn(connection(stream, Client { address: client, busy: pass.busy().clone() }, router.clone(), pass));
    }
}

async fn refuse(mut stream: TcpStream) {
    let _ = stream.write_all(TOO_MANY).await;
    let _ = stream.shutdown().await;
}

/// Serves one connection's requests until it closes or is given up.
async fn connection(stream: TcpStream, client: Client, router: Router, pass: Pass) {
    let service = tower::service_fn(move |mut request: hyper::Request<Incoming>| {
        let serving = client.busy.serving();
        request.extensions_mut().insert(client.clone());
        let router = router.clone();
        async move {
            let response = router.oneshot(request).await;
            drop(serving);
            response
        }
    });
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(HEAD_DEADLINE).max_buf_size(HEAD_BYTES).max_headers(MAX_HEADERS);
    let serving = http.serve_connection(TokioIo::new(stream), TowerToHyperService::new(service));
    tokio::select! {
        _ = serving => {}
        () = pass.given_up() => {}
    }
}
