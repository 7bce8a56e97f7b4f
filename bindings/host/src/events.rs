//! One viewer's server-sent events (`GET /t/<token>/events`). The first event is a
//! `snapshot` (everything the page draws, its words included), or, for a viewer
//! coming back with `Last-Event-ID: n` (browsers send it by themselves when they
//! reconnect), an `update` with the change since entry `n` when that is close
//! enough. Then one `update` per command, in order, each with its entry number as
//! the event's id and its [`Update`](tally_core::table::Update) in the viewer's
//! language. A viewer too slow to keep up gets a new snapshot; one whose link is
//! revoked is cut off, and every stream ends when the host stops. A viewer that went
//! away (a closed tab, a reloaded page) is noticed within [`LOOK_FOR_GONE`], so that
//! its place among its phone's connections is soon free again.

use std::io::{self, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::access::Access;
use crate::feed::Next;
use crate::http::{END_OF_CHUNKS, EVENTS_HEAD, Request, Response, write_chunk};
use crate::language::index_of;
use crate::routes::{App, language_of};

/// How long a quiet stream waits before a comment keeps it open.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// How often a quiet stream looks whether its viewer closed the connection.
pub const LOOK_FOR_GONE: Duration = Duration::from_secs(1);

/// How long a browser waits before it reconnects after a drop, in milliseconds.
const RETRY_MS: u64 = 500;

/// Streams the events of one viewer on `stream` until the viewer goes, its link is
/// revoked or the host stops.
///
/// # Errors
/// The connection failed (the viewer went away).
pub fn stream(app: &App, access: &Access, request: &Request, stream: &mut TcpStream) -> io::Result<()> {
    let language = language_of(request);
    let seen = request.header("last-event-id").and_then(|text| text.trim().parse::<u64>().ok());
    // Subscribed before the first event is made, so nothing falls between the two.
    let mut cursor = app.table.subscribe();
    let first = match seen.map(|seen| app.table.catch_up(seen, language)).transpose() {
        Ok(Some(Some((seq, json)))) => Ok((seq, event("update", seq, &json))),
        Ok(_) => app.table.snapshot(access, language).map(|(seq, json)| (seq, event("snapshot", seq, &json))),
        Err(error) => Err(error),
    };
    let Ok((mut sent, first)) = first else { return Response::empty(500).write_to(stream, true, false) };
    stream.write_all(EVENTS_HEAD)?;
    write_chunk(stream, format!("retry: {RETRY_MS}\n{first}").as_bytes())?;
    let mut last_write = Instant::now();
    loop {
        let text = match app.table.feed().next(&mut cursor, LOOK_FOR_GONE) {
            Next::Update(update) if update.seq <= sent => continue,
            Next::Update(update) => {
                sent = update.seq;
                event("update", update.seq, &update.json[index_of(language)])
            }
            Next::Lagged => {
                let Ok((seq, json)) = app.table.snapshot(access, language) else { break };
                sent = seq;
                event("snapshot", seq, &json)
            }
            Next::Revoked if app.table.tokens().is_valid(access.link_id) => continue,
            Next::Revoked | Next::Closed => break,
            Next::Quiet if gone(stream) => return Ok(()),
            Next::Quiet if last_write.elapsed() < KEEP_ALIVE => continue,
            Next::Quiet => ":\n\n".to_owned(),
        };
        write_chunk(stream, text.as_bytes())?;
        last_write = Instant::now();
    }
    stream.write_all(END_OF_CHUNKS)?;
    stream.flush()
}

/// Whether the viewer closed the connection (or it failed): a look at what it sent,
/// without waiting and without taking it.
fn gone(stream: &TcpStream) -> bool {
    if stream.set_nonblocking(true).is_err() {
        return false;
    }
    let mut byte = [0_u8; 1];
    let gone = match stream.peek(&mut byte) {
        Ok(read) => read == 0,
        Err(error) => error.kind() != io::ErrorKind::WouldBlock,
    };
    let _ = stream.set_nonblocking(false);
    gone
}

/// An event named `name` with id `seq` carrying `data`.
fn event(name: &str, seq: u64, data: &str) -> String {
    let mut text = format!("event: {name}\nid: {seq}\n");
    for line in data.split('\n') {
        text.push_str("data: ");
        text.push_str(line.strip_suffix('\r').unwrap_or(line));
        text.push('\n');
    }
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_event_names_itself_and_carries_each_line_of_its_data() {
        assert_eq!(event("update", 3, "{\"seq\":3}"), "event: update\nid: 3\ndata: {\"seq\":3}\n\n");
        assert_eq!(event("snapshot", 0, "a\nb"), "event: snapshot\nid: 0\ndata: a\ndata: b\n\n");
    }
}
