//! The connections: one thread accepts them within the [`Limits`](crate::guard::Limits) (past them a
//! connection is answered `503` and closed at once), and each admitted connection
//! is served on a thread of its own, its requests one after the other, until it
//! closes, idles past [`IDLE`], or the host stops. A table has a few phones; a
//! thread each costs less than an async runtime in the apps' library, and a slow
//! write holds up only its own connection.

use std::collections::HashMap;
use std::io::{BufReader, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::guard::{Gate, Pass};
use crate::http::{self, Response};
use crate::routes::{App, Reply};

/// How long a connection may stay silent (between requests, or in the middle of
/// one) and a viewer may not read what it is sent, before it is closed.
pub const IDLE: Duration = Duration::from_secs(30);

/// The answer to a connection past the limits.
const TOO_MANY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\nconnection: close\r\n\r\n";

/// The open connections, so that a stop closes each.
#[derive(Debug, Default)]
struct Open {
    streams: Mutex<HashMap<u64, TcpStream>>,
    next_id: AtomicU64,
}

impl Open {
    fn streams(&self) -> MutexGuard<'_, HashMap<u64, TcpStream>> {
        self.streams.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// A listener being served.
#[derive(Debug)]
pub struct Server {
    address: SocketAddr,
    stopping: Arc<AtomicBool>,
    open: Arc<Open>,
    acceptor: Option<JoinHandle<Vec<JoinHandle<()>>>>,
}

impl Server {
    /// Serves `app` on `listener`, on threads of its own.
    ///
    /// # Errors
    /// A thread could not be started, or the listener has no address.
    pub fn start(listener: TcpListener, app: App) -> std::io::Result<Server> {
        let address = listener.local_addr()?;
        let stopping = Arc::new(AtomicBool::new(false));
        let open = Arc::new(Open::default());
        let acceptor = {
            let (stopping, open) = (stopping.clone(), open.clone());
            std::thread::Builder::new()
                .name("tally-host".to_owned())
                .spawn(move || accept(&listener, &app, &stopping, &open))?
        };
        Ok(Server { address, stopping, open, acceptor: Some(acceptor) })
    }

    /// Stops accepting, closes every connection and waits for their threads.
    pub fn stop(&mut self) {
        let Some(acceptor) = self.acceptor.take() else { return };
        self.stopping.store(true, Ordering::SeqCst);
        // A connection of our own wakes the accepting thread to see it must stop. If
        // none can be made, the thread is left waiting rather than the app: it stops
        // at the next connection, and holds nothing but the listener.
        let woken = TcpStream::connect_timeout(&wake_address(self.address), Duration::from_secs(1)).is_ok();
        let connections = if woken { acceptor.join().unwrap_or_default() } else { Vec::new() };
        for stream in self.open.streams().values() {
            let _ = stream.shutdown(Shutdown::Both);
        }
        for connection in connections {
            let _ = connection.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Where to connect to reach a listener on `address` (one on every interface is
/// reached on the loopback).
fn wake_address(address: SocketAddr) -> SocketAddr {
    let mut reachable = address;
    if address.ip().is_unspecified() {
        reachable.set_ip(match address {
            SocketAddr::V4(_) => std::net::Ipv4Addr::LOCALHOST.into(),
            SocketAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
        });
    }
    reachable
}

/// Accepts connections until the server stops; returns the threads still serving.
fn accept(listener: &TcpListener, app: &App, stopping: &AtomicBool, open: &Arc<Open>) -> Vec<JoinHandle<()>> {
    let gate = Gate::new(app.limits);
    let mut connections: Vec<JoinHandle<()>> = Vec::new();
    loop {
        let accepted = listener.accept();
        if stopping.load(Ordering::SeqCst) {
            return connections;
        }
        let (mut stream, client) = match accepted {
            Ok(accepted) => accepted,
            Err(_) => {
                // Out of file descriptors and the like: let a moment pass.
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
        };
        connections.retain(|connection| !connection.is_finished());
        let Some(pass) = gate.admit(client.ip()) else {
            let _ = stream.write_all(TOO_MANY);
            let _ = stream.shutdown(Shutdown::Both);
            continue;
        };
        let id = open.next_id.fetch_add(1, Ordering::Relaxed);
        match stream.try_clone() {
            Ok(clone) => open.streams().insert(id, clone),
            Err(_) => continue,
        };
        let (app, open_now) = (app.clone(), open.clone());
        let spawned = std::thread::Builder::new().name("tally-host-connection".to_owned()).spawn(move || {
            serve(&app, stream, client, pass);
            open_now.streams().remove(&id);
        });
        match spawned {
            Ok(connection) => connections.push(connection),
            Err(_) => {
                if let Some(stream) = open.streams().remove(&id) {
                    let _ = (&stream).write_all(TOO_MANY);
                    let _ = stream.shutdown(Shutdown::Both);
                }
            }
        }
    }
}

/// Serves the requests of one connection until it closes.
fn serve(app: &App, stream: TcpStream, client: SocketAddr, _pass: Pass) {
    // Updates are small writes that must leave at once.
    let _ = stream.set_nodelay(true);
    let _ = stream.set_read_timeout(Some(IDLE));
    let _ = stream.set_write_timeout(Some(IDLE));
    let mut reader = BufReader::new(stream);
    loop {
        let request = match http::read_request(&mut reader, app.limits.body_bytes) {
            Ok(Some(request)) => request,
            Ok(None) => return,
            Err(bad) => {
                if let Some(status) = bad.status() {
                    let _ = Response::empty(status).write_to(reader.get_mut(), true, false);
                }
                return;
            }
        };
        let head_only = request.method == "HEAD";
        match crate::routes::handle(app, client.ip(), &request) {
            Reply::Respond(response) => {
                if response.write_to(reader.get_mut(), request.close, head_only).is_err() || request.close {
                    if let Some(unread) = request.unread_body {
                        linger(reader.get_mut(), unread);
                    }
                    return;
                }
            }
            Reply::Events(access) => {
                let _ = crate::events::stream(app, &access, &request, reader.get_mut());
                return;
            }
        }
    }
}

/// Reads and drops what is left of a body the host did not read, after its answer:
/// a connection closed with bytes unread is reset, and the client could lose the
/// answer before reading it.
fn linger(stream: &mut TcpStream, unread: u64) {
    let _ = stream.shutdown(Shutdown::Write);
    let _ = stream.set_read_timeout(Some(LINGER));
    let _ = std::io::copy(&mut std::io::Read::take(&mut *stream, unread.min(MAX_LINGER_BYTES)), &mut std::io::sink());
}

/// How long a connection closed with its body unread waits for the rest of it.
const LINGER: Duration = Duration::from_secs(1);

/// The most of an unread body drained before the connection closes.
const MAX_LINGER_BYTES: u64 = 1024 * 1024;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_listener_on_every_interface_is_woken_on_the_loopback() {
        assert_eq!(wake_address("0.0.0.0:7878".parse().unwrap()), "127.0.0.1:7878".parse().unwrap());
        assert_eq!(wake_address("[::]:7878".parse().unwrap()), "[::1]:7878".parse().unwrap());
        assert_eq!(wake_address("192.168.1.20:7878".parse().unwrap()), "192.168.1.20:7878".parse().unwrap());
    }
}
