//! The requests of a joined phone, on hyper's client over tokio: the events of the
//! table from an entry on ([`Joiner::events`]), the whole game to keep
//! ([`Joiner::game`]), and, with a scorer link, a command under its idempotency key
//! ([`Joiner::command`]). A joined phone never writes to the host otherwise.
//!
//! Every answer is bounded: the game document by the import's own limit, one event
//! of the stream by [`MAX_EVENT_BYTES`] (a host that never ends an event cannot fill
//! the phone's memory), each request by a deadline, and a stream that hears nothing
//! — not even the host's comment every 15 s — for [`SILENCE`] is taken for lost.

use std::time::Duration;

use bytes::Bytes;
use eventsource_stream::Eventsource;
use futures_util::{Stream, StreamExt};
use http_body_util::{BodyDataStream, BodyExt, Full, Limited};
use hyper::header::{ACCEPT, ACCEPT_LANGUAGE, CONTENT_TYPE};
use hyper::{Method, Request, StatusCode};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde::Deserialize;
use serde_json::{Value, json};
use tally_core::limits::MAX_IMPORT_BYTES;
use tally_core::session::Command;

use super::link::TableLink;

/// Longest a stream may stay silent before the host is taken for lost (the host
/// sends a comment every 15 s).
pub const SILENCE: Duration = Duration::from_secs(40);

/// Longest a request (not a stream) may take.
pub const REQUEST_DEADLINE: Duration = Duration::from_secs(10);

/// Largest event of the stream, from its first line to the blank line that ends it:
/// the host's largest, a snapshot of the table and twelve entries with their
/// breakdowns and the page's words, is some tens of kilobytes.
pub const MAX_EVENT_BYTES: usize = 1024 * 1024;

/// Largest answer to a write or a refusal read.
const MAX_ANSWER_BYTES: usize = 64 * 1024;

/// Why a request to the host failed.
#[derive(Debug)]
pub enum JoinError {
    /// The link no longer opens the table (`401`: revoked, game deleted, wrong).
    LinkRefused,
    /// The host cannot be reached, or went silent (the text is the cause).
    Unreachable(String),
    /// The host refused a write: its status and the core's error code and message.
    Refused {
        /// The HTTP status (`422`, `409`, `403`...).
        status: u16,
        /// The core's error code.
        code: String,
        /// The message, in the language asked for.
        message: String,
        /// The entry the game is at.
        seq: Option<u64>,
    },
    /// An answer that is not what the protocol says (the text says what).
    Damaged(String),
    /// An event of the stream longer than [`MAX_EVENT_BYTES`]: the stream is ended.
    EventTooLarge,
}

/// One event of the table: `snapshot` or `update`, with the entry it brings the
/// client to and its JSON.
#[derive(Clone, Debug)]
pub struct LiveEvent {
    /// `snapshot` or `update`.
    pub kind: String,
    /// The entry the event brings the client to.
    pub seq: u64,
    /// The event's JSON.
    pub data: Value,
}

/// A write's answer: the entry it made, and whether this request made it (`false`:
/// a retry of a write already recorded).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct WriteAnswer {
    /// The entry.
    pub seq: u64,
    /// Recorded by this request.
    pub applied: bool,
}

/// The events of a table as they arrive.
pub struct LiveEvents {
    inner: std::pin::Pin<Box<dyn Stream<Item = Result<LiveEvent, JoinError>> + Send>>,
}

impl std::fmt::Debug for LiveEvents {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LiveEvents")
    }
}

impl LiveEvents {
    /// The next event; `None` when the host ended the stream (its link revoked, its
    /// game deleted, the host stopped).
    pub async fn next(&mut self) -> Option<Result<LiveEvent, JoinError>> {
        self.inner.next().await
    }
}

/// A client of one link.
#[derive(Clone, Debug)]
pub struct Joiner {
    link: TableLink,
    language: String,
    client: Client<HttpConnector, Full<Bytes>>,
}

impl Joiner {
    /// A client of `link`, asking for texts in `language`.
    pub fn new(link: TableLink, language: &str) -> Joiner {
        let mut connector = HttpConnector::new();
        connector.set_connect_timeout(Some(REQUEST_DEADLINE));
        connector.set_nodelay(true);
        let client = Client::builder(TokioExecutor::new()).build(connector);
        Joiner { link, language: language.to_owned(), client }
    }

    /// The link.
    pub fn link(&self) -> &TableLink {
        &self.link
    }

    /// The whole game of the link as its export document (`GET game`).
    ///
    /// # Errors
    /// [`JoinError`].
    pub async fn game(&self) -> Result<String, JoinError> {
        let (status, body) = self.send(Method::GET, "game", None, MAX_IMPORT_BYTES).await?;
        match status {
            StatusCode::OK => String::from_utf8(body).map_err(|error| JoinError::Damaged(error.to_string())),
            other => Err(refusal(other, &body)),
        }
    }

    /// Records `command` as a scorer, under `key`, made on the table of entry `seen`.
    ///
    /// # Errors
    /// [`JoinError::Refused`] with the host's answer; the others.
    pub async fn command(&self, key: &str, seen: u64, command: &Command) -> Result<WriteAnswer, JoinError> {
        let body = json!({"key": key, "seen": seen, "command": command}).to_string();
        let (status, answer) = self.send(Method::POST, "command", Some(body), MAX_ANSWER_BYTES).await?;
        match status {
            StatusCode::OK => serde_json::from_slice(&answer).map_err(|error| JoinError::Damaged(error.to_string())),
            other => Err(refusal(other, &answer)),
        }
    }

    /// The events from entry `from` on (a snapshot first without it).
    ///
    /// # Errors
    /// [`JoinError`] when the stream cannot be opened.
    pub async fn events(&self, from: Option<u64>) -> Result<LiveEvents, JoinError> {
        let rest = from.map_or_else(|| "events".to_owned(), |seq| format!("events?from={seq}"));
        let request = self.request(Method::GET, &rest, None)?;
        let response = tokio::time::timeout(REQUEST_DEADLINE, self.client.request(request))
            .await
            .map_err(|_| JoinError::Unreachable("timed out".into()))?
            .map_err(|error| JoinError::Unreachable(error.to_string()))?;
        let status = response.status();
        if status != StatusCode::OK {
            let body = read(response.into_body(), MAX_ANSWER_BYTES).await.unwrap_or_default();
            return Err(refusal(status, &body));
        }
        let bytes = BodyDataStream::new(response.into_body());
        let quiet = futures_util::stream::unfold((bytes, EventBound::default()), |(mut bytes, mut bound)| async move {
            match tokio::time::timeout(SILENCE, bytes.next()).await {
                Ok(Some(Ok(chunk))) => match bound.admit(&chunk) {
                    Ok(()) => Some((Ok(chunk), (bytes, bound))),
                    Err(error) => Some((Err(error), (bytes, bound))),
                },
                Ok(Some(Err(error))) => Some((Err(JoinError::Unreachable(error.to_string())), (bytes, bound))),
                Ok(None) => None,
                Err(_) => Some((Err(JoinError::Unreachable("silent".into())), (bytes, bound))),
            }
        });
        let events = quiet.eventsource().map(|event| {
            let event = event.map_err(|error| match error {
                eventsource_stream::EventStreamError::Transport(error) => error,
                other => JoinError::Damaged(format!("{other:?}")),
            })?;
            let seq = event.id.parse().map_err(|_| JoinError::Damaged(format!("event id {:?}", event.id)))?;
            let data = serde_json::from_str(&event.data).map_err(|error| JoinError::Damaged(error.to_string()))?;
            Ok(LiveEvent { kind: event.event, seq, data })
        });
        // A transport error ends the stream: the caller resumes from its entry.
        let events = events.scan(false, |failed, item: Result<LiveEvent, JoinError>| {
            let item = if *failed { None } else { Some(item) };
            if let Some(Err(_)) = &item {
                *failed = true;
            }
            std::future::ready(item)
        });
        Ok(LiveEvents { inner: Box::pin(events) })
    }

    fn request(&self, method: Method, rest: &str, body: Option<String>) -> Result<Request<Full<Bytes>>, JoinError> {
        let mut builder = Request::builder()
            .method(method)
            .uri(self.link.at(rest))
            .header(ACCEPT_LANGUAGE, self.language.as_str())
            .header(ACCEPT, "application/json, text/event-stream");
        if body.is_some() {
            builder = builder.header(CONTENT_TYPE, "application/json");
        }
        builder
            .body(Full::new(body.map(Bytes::from).unwrap_or_default()))
            .map_err(|error| JoinError::Damaged(error.to_string()))
    }

    async fn send(
        &self,
        method: Method,
        rest: &str,
        body: Option<String>,
        limit: usize,
    ) -> Result<(StatusCode, Vec<u8>), JoinError> {
        let request = self.request(method, rest, body)?;
        let exchange = async {
            let response =
                self.client.request(request).await.map_err(|error| JoinError::Unreachable(error.to_string()))?;
            let status = response.status();
            Ok((status, read(response.into_body(), limit).await?))
        };
        tokio::time::timeout(REQUEST_DEADLINE, exchange)
            .await
            .map_err(|_| JoinError::Unreachable("timed out".into()))?
    }
}

/// Counts the bytes of the event being received, so that the stream ends before the
/// event parser holds more than [`MAX_EVENT_BYTES`] of one event. An event ends at a
/// blank line; a line ends at `\n`, `\r\n` or `\r`, as the server-sent events
/// format says.
#[derive(Debug, Default)]
struct EventBound {
    /// Bytes since the last blank line.
    event: usize,
    /// Bytes of the line being read.
    line: usize,
    /// The last byte was a `\r`, which a `\n` may complete.
    after_cr: bool,
}

impl EventBound {
    /// Takes `chunk` into account; refuses it when the event grows past the bound.
    fn admit(&mut self, chunk: &[u8]) -> Result<(), JoinError> {
        for &byte in chunk {
            let completes_crlf = self.after_cr && byte == b'\n';
            self.after_cr = byte == b'\r';
            self.event += 1;
            if completes_crlf {
                continue;
            }
            if byte == b'\n' || byte == b'\r' {
                if self.line == 0 {
                    self.event = 0;
                }
                self.line = 0;
            } else {
                self.line += 1;
            }
            if self.event > MAX_EVENT_BYTES {
                return Err(JoinError::EventTooLarge);
            }
        }
        Ok(())
    }
}

/// A body read whole, at most `limit` bytes.
async fn read(body: hyper::body::Incoming, limit: usize) -> Result<Vec<u8>, JoinError> {
    Limited::new(body, limit)
        .collect()
        .await
        .map(|collected| collected.to_bytes().to_vec())
        .map_err(|error| JoinError::Unreachable(error.to_string()))
}

/// What a status other than `200` means, with the host's refusal when it sent one.
fn refusal(status: StatusCode, body: &[u8]) -> JoinError {
    if status == StatusCode::UNAUTHORIZED {
        return JoinError::LinkRefused;
    }
    let answer: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
    let error = &answer["error"];
    JoinError::Refused {
        status: status.as_u16(),
        code: error["code"].as_str().unwrap_or_default().to_owned(),
        message: error["message"].as_str().unwrap_or_default().to_owned(),
        seq: answer["seq"].as_u64(),
    }
}

#[cfg(test)]
mod tests {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    use super::*;

    /// A host on loopback that answers the first request with `head` and then the
    /// chunks of `body`, keeping the connection open afterwards.
    async fn hostile_host(body: Vec<Vec<u8>>) -> TableLink {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let authority = listener.local_addr().unwrap().to_string();
        tokio::spawn(async move {
            let (mut socket, _) = listener.accept().await.unwrap();
            let mut request = [0_u8; 4096];
            let _ = socket.read(&mut request).await.unwrap();
            let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n";
            socket.write_all(head.as_bytes()).await.unwrap();
            for chunk in body {
                let framed = [format!("{:x}\r\n", chunk.len()).into_bytes(), chunk, b"\r\n".to_vec()].concat();
                if socket.write_all(&framed).await.is_err() {
                    return;
                }
            }
            tokio::time::sleep(Duration::from_secs(60)).await;
        });
        TableLink { authority, token: "ab".into() }
    }

    #[tokio::test]
    async fn an_event_that_never_ends_ends_the_stream_at_its_bound() {
        // One `data:` line of 2 MiB sent 64 KiB at a time, never followed by the blank
        // line that would end the event.
        let mut body = vec![b"id: 1\nevent: update\ndata: ".to_vec()];
        body.extend(std::iter::repeat_n(vec![b'x'; 64 * 1024], 32));
        let joiner = Joiner::new(hostile_host(body).await, "en");
        let mut events = joiner.events(None).await.unwrap();
        let first = tokio::time::timeout(Duration::from_secs(10), events.next()).await.expect("ended at the bound");
        assert!(matches!(first, Some(Err(JoinError::EventTooLarge))), "{first:?}");
        assert!(events.next().await.is_none(), "the stream ends after the refusal");
    }

    #[tokio::test]
    async fn events_under_the_bound_arrive_whatever_their_line_ends() {
        // Three events of 600 KiB each (together past the bound), ended by "\n\n",
        // "\r\n\r\n" and "\r\r"; comments between them.
        let data = "y".repeat(600 * 1024);
        let body = vec![
            format!("id: 1\nevent: update\ndata: \"{data}\"\n\n").into_bytes(),
            b":\n\n".to_vec(),
            format!("id: 2\r\nevent: update\r\ndata: \"{data}\"\r\n\r\n").into_bytes(),
            format!("id: 3\revent: update\rdata: \"{data}\"\r\r").into_bytes(),
            // The parser waits for the byte after a "\r" (a "\n" would complete it).
            b":\n\n".to_vec(),
        ];
        let joiner = Joiner::new(hostile_host(body).await, "en");
        let mut events = joiner.events(None).await.unwrap();
        for seq in 1..=3 {
            let event = events.next().await.unwrap().unwrap();
            assert_eq!(
                (event.kind.as_str(), event.seq, event.data.as_str().map(str::len)),
                ("update", seq, Some(600 * 1024))
            );
        }
    }

    #[test]
    fn the_bound_counts_one_event_from_its_first_line_to_its_blank_line() {
        let mut bound = EventBound::default();
        assert!(bound.admit(&vec![b'a'; MAX_EVENT_BYTES]).is_ok());
        assert!(matches!(bound.admit(b"a"), Err(JoinError::EventTooLarge)));
        let mut bound = EventBound::default();
        // Line ends split across chunks: "\r" then "\n" is one line end, not two.
        assert!(bound.admit(&vec![b'a'; MAX_EVENT_BYTES - 10]).is_ok());
        assert!(bound.admit(b"\r").is_ok());
        assert!(bound.admit(b"\nbbbbbbbbbbbbbbbbbb").is_err(), "a CRLF alone is no blank line");
        let mut bound = EventBound::default();
        assert!(bound.admit(&vec![b'a'; MAX_EVENT_BYTES - 10]).is_ok());
        assert!(bound.admit(b"\r").is_ok());
        assert!(bound.admit(b"\n\r\n").is_ok());
        assert!(bound.admit(&vec![b'c'; MAX_EVENT_BYTES - 1]).is_ok(), "a new event after the blank line");
    }
}
