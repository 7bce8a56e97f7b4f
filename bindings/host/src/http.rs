//! The HTTP/1.1 the host speaks, and no more: a request's head read with `httparse`
//! and its body read whole (a write is a few hundred bytes; past
//! [`Limits::body_bytes`](crate::guard::Limits) it is not read at all and the
//! connection closes after the `413`), answers with a known length, and the chunked
//! stream of server-sent events. Connections stay open between requests unless the
//! client says `Connection: close` or speaks HTTP/1.0.

use std::borrow::Cow;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::TcpStream;

/// The largest request head (request line and headers) read.
pub const HEAD_BYTES: usize = 16 * 1024;

/// The most headers a request may have.
const MAX_HEADERS: usize = 48;

/// One request, its body read.
#[derive(Debug)]
pub struct Request {
    /// `GET`, `POST`...
    pub method: String,
    /// The path, without the query.
    pub path: String,
    /// The headers, their names in lower case.
    headers: Vec<(String, String)>,
    /// The body (empty when there is none, or when it was too large to read).
    pub body: Vec<u8>,
    /// The length the request declared for a body larger than the limit, which was
    /// left unread.
    pub unread_body: Option<u64>,
    /// Whether the connection closes after the answer.
    pub close: bool,
}

impl Request {
    /// The value of header `name` (in lower case), if it has one that is text.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(key, _)| key == name).map(|(_, value)| value.as_str())
    }
}

/// Why a connection's next request could not be read.
#[derive(Debug)]
pub enum BadRequest {
    /// The head does not parse as HTTP/1.x.
    Malformed,
    /// The head is longer than [`HEAD_BYTES`].
    HeadTooLarge,
    /// A body of no stated length (`Transfer-Encoding`), which the host does not read.
    LengthRequired,
    /// The connection failed or timed out mid-request.
    Io(io::Error),
}

impl BadRequest {
    /// The status to answer with, if an answer can still be sent.
    pub fn status(&self) -> Option<u16> {
        match self {
            BadRequest::Malformed => Some(400),
            BadRequest::HeadTooLarge => Some(431),
            BadRequest::LengthRequired => Some(411),
            BadRequest::Io(_) => None,
        }
    }
}

/// Reads the next request of a connection; `None` when the client closed it
/// between requests.
///
/// # Errors
/// [`BadRequest`]: the connection should be answered (if it can) and closed.
pub fn read_request(reader: &mut BufReader<TcpStream>, body_limit: usize) -> Result<Option<Request>, BadRequest> {
    let mut head = Vec::new();
    loop {
        let available = reader.fill_buf().map_err(BadRequest::Io)?;
        if available.is_empty() {
            return if head.is_empty() { Ok(None) } else { Err(BadRequest::Malformed) };
        }
        // The blank line may straddle two reads: look from three bytes back.
        let searched_from = head.len().saturating_sub(3);
        let taken = available.len().min(HEAD_BYTES + 1 - head.len());
        head.extend_from_slice(&available[..taken]);
        match head[searched_from..].windows(4).position(|window| window == b"\r\n\r\n") {
            Some(end) => {
                let head_length = searched_from + end + 4;
                // What follows the head stays in the reader for the body.
                reader.consume(taken - (head.len() - head_length));
                head.truncate(head_length);
                break;
            }
            None if head.len() > HEAD_BYTES => return Err(BadRequest::HeadTooLarge),
            None => reader.consume(taken),
        }
    }

    let mut parsed_headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut parsed = httparse::Request::new(&mut parsed_headers);
    match parsed.parse(&head) {
        Ok(httparse::Status::Complete(_)) => {}
        Ok(httparse::Status::Partial) | Err(_) => return Err(BadRequest::Malformed),
    }
    let (Some(method), Some(target), Some(version)) = (parsed.method, parsed.path, parsed.version) else {
        return Err(BadRequest::Malformed);
    };
    let headers: Vec<(String, String)> = parsed
        .headers
        .iter()
        .filter_map(|header| {
            let value = std::str::from_utf8(header.value).ok()?;
            Some((header.name.to_ascii_lowercase(), value.trim().to_owned()))
        })
        .collect();
    let mut request = Request {
        method: method.to_owned(),
        path: target.split(['?', '#']).next().unwrap_or_default().to_owned(),
        headers,
        body: Vec::new(),
        unread_body: None,
        close: false,
    };
    let connection = request.header("connection").map(str::to_ascii_lowercase);
    request.close = match connection.as_deref() {
        Some(value) if value.split(',').any(|token| token.trim() == "close") => true,
        Some(value) if value.split(',').any(|token| token.trim() == "keep-alive") => false,
        _ => version == 0,
    };
    if request.header("transfer-encoding").is_some() {
        return Err(BadRequest::LengthRequired);
    }
    let length = match request.header("content-length") {
        None => 0,
        Some(value) => value.parse::<u64>().map_err(|_| BadRequest::Malformed)?,
    };
    if length > body_limit as u64 {
        request.unread_body = Some(length);
        request.close = true;
    } else if length > 0 {
        // A client that waits to be asked for its body (curl does, past 1 KB) is asked.
        if request.header("expect").is_some_and(|value| value.eq_ignore_ascii_case("100-continue")) {
            reader.get_mut().write_all(b"HTTP/1.1 100 Continue\r\n\r\n").map_err(BadRequest::Io)?;
        }
        let mut body = Vec::with_capacity(length as usize);
        reader.by_ref().take(length).read_to_end(&mut body).map_err(BadRequest::Io)?;
        if body.len() as u64 != length {
            return Err(BadRequest::Io(io::ErrorKind::UnexpectedEof.into()));
        }
        request.body = body;
    }
    Ok(Some(request))
}

/// An answer with a body of known length.
#[derive(Debug)]
pub struct Response {
    /// Its status.
    pub status: u16,
    headers: Vec<(&'static str, Cow<'static, str>)>,
    body: Cow<'static, [u8]>,
}

impl Response {
    /// `status` with no body.
    pub fn empty(status: u16) -> Response {
        Response { status, headers: Vec::new(), body: Cow::Borrowed(&[]) }
    }

    /// `status` with `body` of `content_type`.
    pub fn with_body(status: u16, content_type: &'static str, body: impl Into<Cow<'static, [u8]>>) -> Response {
        Response { status, headers: vec![("content-type", Cow::Borrowed(content_type))], body: body.into() }
    }

    /// The same answer with one more header.
    pub fn header(mut self, name: &'static str, value: impl Into<Cow<'static, str>>) -> Response {
        self.headers.push((name, value.into()));
        self
    }

    /// Writes the answer (without its body when answering `HEAD`).
    ///
    /// # Errors
    /// The connection failed.
    pub fn write_to(&self, stream: &mut impl Write, close: bool, head_only: bool) -> io::Result<()> {
        let mut head = format!("HTTP/1.1 {} {}\r\n", self.status, reason(self.status));
        for (name, value) in &self.headers {
            head.push_str(name);
            head.push_str(": ");
            head.push_str(value);
            head.push_str("\r\n");
        }
        head.push_str(&format!("content-length: {}\r\n", self.body.len()));
        if close {
            head.push_str("connection: close\r\n");
        }
        head.push_str("\r\n");
        let mut bytes = head.into_bytes();
        if !head_only {
            bytes.extend_from_slice(&self.body);
        }
        stream.write_all(&bytes)?;
        stream.flush()
    }
}

/// The head of a stream of server-sent events; its body follows in chunks
/// ([`write_chunk`]) until [`END_OF_CHUNKS`].
pub const EVENTS_HEAD: &[u8] = b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncache-control: no-cache\r\n\
x-accel-buffering: no\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n";

/// The last chunk of a chunked body.
pub const END_OF_CHUNKS: &[u8] = b"0\r\n\r\n";

/// Writes `data` as one chunk of a chunked body.
///
/// # Errors
/// The connection failed.
pub fn write_chunk(stream: &mut impl Write, data: &[u8]) -> io::Result<()> {
    let mut bytes = format!("{:x}\r\n", data.len()).into_bytes();
    bytes.extend_from_slice(data);
    bytes.extend_from_slice(b"\r\n");
    stream.write_all(&bytes)?;
    stream.flush()
}

/// The reason phrase of the statuses the host answers with.
fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        308 => "Permanent Redirect",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        409 => "Conflict",
        411 => "Length Required",
        413 => "Content Too Large",
        415 => "Unsupported Media Type",
        422 => "Unprocessable Content",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use std::net::{TcpListener, TcpStream};

    use super::*;

    /// The requests read from `sent`, written by a client in pieces of `piece` bytes.
    fn read_all(sent: &[u8], piece: usize) -> Vec<Result<Option<Request>, String>> {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let mut client = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (server, _) = listener.accept().unwrap();
        let sent = sent.to_vec();
        let writer = std::thread::spawn(move || {
            for part in sent.chunks(piece) {
                client.write_all(part).unwrap();
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
        });
        let mut reader = BufReader::new(server);
        let mut read = Vec::new();
        writer.join().unwrap();
        reader.get_ref().shutdown(std::net::Shutdown::Write).ok();
        loop {
            match read_request(&mut reader, 64) {
                Ok(Some(request)) => {
                    let close = request.close;
                    read.push(Ok(Some(request)));
                    if close {
                        break;
                    }
                }
                Ok(None) => {
                    read.push(Ok(None));
                    break;
                }
                Err(error) => {
                    read.push(Err(format!("{error:?}")));
                    break;
                }
            }
        }
        read
    }

    #[test]
    fn requests_kept_alive_are_read_one_after_the_other_whatever_the_pieces() {
        let sent = b"POST /t/abc/command?x=1 HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\nContent-Type: application/json\r\n\r\n{\"a\"}GET /t/abc/ HTTP/1.1\r\nConnection: close\r\n\r\n";
        for piece in [1, 3, 7, sent.len()] {
            let read = read_all(sent, piece);
            let requests: Vec<&Request> = read.iter().filter_map(|r| r.as_ref().ok()?.as_ref()).collect();
            assert_eq!(requests.len(), 2, "pieces of {piece}: {read:?}");
            assert_eq!((requests[0].method.as_str(), requests[0].path.as_str()), ("POST", "/t/abc/command"));
            assert_eq!(requests[0].body, b"{\"a\"}");
            assert_eq!(requests[0].header("content-type"), Some("application/json"));
            assert!(!requests[0].close);
            assert_eq!(
                (requests[1].method.as_str(), requests[1].path.as_str(), requests[1].close),
                ("GET", "/t/abc/", true)
            );
        }
    }

    #[test]
    fn a_client_that_expects_to_be_asked_for_its_body_is_asked() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let mut client = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (server, _) = listener.accept().unwrap();
        client.write_all(b"POST /x HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n").unwrap();
        let reading = std::thread::spawn(move || read_request(&mut BufReader::new(server), 64).unwrap().unwrap().body);
        let mut asked = [0; 25];
        client.read_exact(&mut asked).unwrap();
        assert_eq!(&asked, b"HTTP/1.1 100 Continue\r\n\r\n");
        client.write_all(b"{}").unwrap();
        assert_eq!(reading.join().unwrap(), b"{}");
    }

    #[test]
    fn a_body_past_the_limit_is_left_unread_and_the_connection_closes() {
        let read = read_all(b"POST /x HTTP/1.1\r\nContent-Length: 65\r\n\r\n", 100);
        let request = read[0].as_ref().unwrap().as_ref().unwrap();
        assert_eq!((request.unread_body, request.close, request.body.len()), (Some(65), true, 0));
    }

    #[test]
    fn a_bad_head_is_refused() {
        assert_eq!(read_all(b"NOT HTTP\r\n\r\n", 100)[0].as_ref().unwrap_err(), "Malformed");
        let chunked = read_all(b"POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 100);
        assert_eq!(chunked[0].as_ref().unwrap_err(), "LengthRequired");
        let long = format!("GET /x HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(HEAD_BYTES));
        assert_eq!(read_all(long.as_bytes(), 4096)[0].as_ref().unwrap_err(), "HeadTooLarge");
        assert!(matches!(read_all(b"", 1)[0], Ok(None)), "closed between requests");
        assert!(matches!(read_all(b"GET /x HTTP/1.0\r\n\r\n", 100)[0], Ok(Some(Request { close: true, .. }))));
    }
}
