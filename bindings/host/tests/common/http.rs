//! A small HTTP/1.1 client for the host's tests: requests from a chosen loopback
//! address (so that one test can be several phones, 127.0.0.1, 127.0.0.2...), and
//! a server-sent events reader. Only what the tests need: `Connection: close`
//! requests, chunked or sized bodies.
#![allow(dead_code)]

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpSocket, TcpStream};

/// How long a test waits for an answer or an event.
pub const WAIT: Duration = Duration::from_secs(10);

/// A connection from `from` to `to`.
pub async fn connect(from: IpAddr, to: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from, 0))?;
    socket.connect(to).await
}

/// An answer.
#[derive(Debug)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Response {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|_| panic!("JSON: {}", String::from_utf8_lossy(&self.body)))
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(key, _)| key.eq_ignore_ascii_case(name)).map(|(_, value)| value.as_str())
    }
}

/// The bytes of a request.
pub fn request_bytes(to: SocketAddr, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> Vec<u8> {
    let mut text = format!("{method} {path} HTTP/1.1\r\nHost: {to}\r\nConnection: close\r\n");
    if !body.is_empty() || method == "POST" {
        text.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    for (name, value) in headers {
        text.push_str(&format!("{name}: {value}\r\n"));
    }
    text.push_str("\r\n");
    let mut bytes = text.into_bytes();
    bytes.extend_from_slice(body);
    bytes
}

/// Sends one request from `from` and reads the whole answer.
pub async fn request(
    from: IpAddr,
    to: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> std::io::Result<Response> {
    let mut stream = connect(from, to).await?;
    stream.write_all(&request_bytes(to, method, path, headers, body)).await?;
    let mut raw = Vec::new();
    tokio::time::timeout(WAIT, stream.read_to_end(&mut raw)).await??;
    Ok(parse(&raw))
}

/// A JSON write from the host's own page.
pub async fn post_json(from: IpAddr, to: SocketAddr, path: &str, body: &serde_json::Value) -> Response {
    let body = body.to_string();
    let origin = format!("http://{to}");
    let headers = [("Content-Type", "application/json"), ("Origin", origin.as_str())];
    request(from, to, "POST", path, &headers, body.as_bytes()).await.unwrap()
}

pub async fn get(from: IpAddr, to: SocketAddr, path: &str) -> Response {
    request(from, to, "GET", path, &[], b"").await.unwrap()
}

fn parse(raw: &[u8]) -> Response {
    let split = raw.windows(4).position(|window| window == b"\r\n\r\n").unwrap_or(raw.len());
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines.next().and_then(|line| line.split(' ').nth(1)).and_then(|code| code.parse().ok()).unwrap_or(0);
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':').map(|(name, value)| (name.trim().to_owned(), value.trim().to_owned())))
        .collect();
    let rest = raw.get(split + 4..).unwrap_or_default();
    let chunked =
        headers.iter().any(|(name, value)| name.eq_ignore_ascii_case("transfer-encoding") && value == "chunked");
    let body = if chunked { dechunk(rest) } else { rest.to_vec() };
    Response { status, headers, body }
}

fn dechunk(mut rest: &[u8]) -> Vec<u8> {
    let mut body = Vec::new();
    while let Some(end) = rest.windows(2).position(|window| window == b"\r\n") {
        let size = usize::from_str_radix(String::from_utf8_lossy(&rest[..end]).trim(), 16).unwrap_or(0);
        if size == 0 {
            break;
        }
        let start = end + 2;
        body.extend_from_slice(&rest[start..(start + size).min(rest.len())]);
        rest = rest.get(start + size + 2..).unwrap_or_default();
    }
    body
}

/// One server-sent event.
#[derive(Clone, Debug, Default)]
pub struct Event {
    pub event: String,
    pub id: Option<u64>,
    pub data: String,
}

impl Event {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.data).unwrap()
    }
}

/// A viewer's event stream.
pub struct Events {
    pub status: u16,
    reader: BufReader<TcpStream>,
    text: String,
}

impl Events {
    /// Opens `path` from `from`, as a browser coming back after `last_event_id`.
    pub async fn open(
        from: IpAddr,
        to: SocketAddr,
        path: &str,
        last_event_id: Option<u64>,
        language: &str,
    ) -> std::io::Result<Events> {
        let mut stream = connect(from, to).await?;
        let last = last_event_id.map(|id| id.to_string());
        let mut headers = vec![("Accept", "text/event-stream"), ("Accept-Language", language)];
        if let Some(last) = &last {
            headers.push(("Last-Event-ID", last));
        }
        let mut bytes = request_bytes(to, "GET", path, &headers, b"");
        // Keep the connection open: it carries the events.
        let text = String::from_utf8(bytes.clone()).unwrap().replace("Connection: close\r\n", "");
        bytes = text.into_bytes();
        stream.write_all(&bytes).await?;
        let mut reader = BufReader::new(stream);
        let mut status_line = String::new();
        tokio::time::timeout(WAIT, reader.read_line(&mut status_line)).await??;
        let status = status_line.split(' ').nth(1).and_then(|code| code.parse().ok()).unwrap_or(0);
        loop {
            let mut line = String::new();
            if reader.read_line(&mut line).await? == 0 || line == "\r\n" {
                break;
            }
        }
        Ok(Events { status, reader, text: String::new() })
    }

    /// The next event (comments skipped), or `None` when the stream ends.
    pub async fn next(&mut self) -> Option<Event> {
        loop {
            if let Some(end) = self.text.find("\n\n") {
                let block: String = self.text.drain(..end + 2).collect();
                let mut event = Event::default();
                let mut data = Vec::new();
                for line in block.lines() {
                    if let Some(value) = line.strip_prefix("event:") {
                        event.event = value.trim().to_owned();
                    } else if let Some(value) = line.strip_prefix("id:") {
                        event.id = value.trim().parse().ok();
                    } else if let Some(value) = line.strip_prefix("data:") {
                        data.push(value.strip_prefix(' ').unwrap_or(value).to_owned());
                    }
                }
                if event.event.is_empty() && data.is_empty() {
                    continue;
                }
                event.data = data.join("\n");
                return Some(event);
            }
            let chunk = tokio::time::timeout(WAIT, self.read_chunk()).await.ok()??;
            self.text.push_str(&chunk);
        }
    }

    async fn read_chunk(&mut self) -> Option<String> {
        let mut size_line = String::new();
        if self.reader.read_line(&mut size_line).await.ok()? == 0 {
            return None;
        }
        let size = usize::from_str_radix(size_line.trim(), 16).ok()?;
        if size == 0 {
            return None;
        }
        let mut chunk = vec![0; size + 2];
        self.reader.read_exact(&mut chunk).await.ok()?;
        chunk.truncate(size);
        Some(String::from_utf8_lossy(&chunk).into_owned())
    }
}
