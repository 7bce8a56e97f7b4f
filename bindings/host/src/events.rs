//! One viewer's server-sent events (`GET /t/<token>/events`), written by axum's
//! `Sse` with a keep-alive comment every [`KEEP_ALIVE`]. The first event is a
//! `snapshot` (everything the page draws, its words included), or, for a viewer
//! coming back having seen entry `n` — `Last-Event-ID: n`, which browsers send by
//! themselves, or `?from=n`, which the page sends when it reconnects itself — an
//! `update` with the change since entry `n` when that is close enough. Then one
//! `update` per command, in order, each with its entry number as the event's id and
//! its [`Update`](tally_core::table::Update) in the viewer's language. A viewer too
//! slow to keep up gets a new snapshot; the stream of a link revoked, or of a game
//! deleted, ends at once; every stream ends when the host stops. While it is open,
//! the viewer's phone counts among those following the table.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use axum::Extension;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, Stream};
use tokio::sync::{broadcast, watch};

use crate::access::Access;
use crate::feed::Published;
use crate::following::Follow;
use crate::guard::Serving;
use crate::language::index_of;
use crate::routes::{App, Client, language_of};
use crate::table::LiveTable;

/// How long a quiet stream waits before a comment keeps it open.
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// How long a browser waits before it reconnects after a drop.
const RETRY: Duration = Duration::from_millis(500);

/// The entry a viewer coming back says it holds in the address (`?from=n`).
fn resume_from(uri: &Uri) -> Option<u64> {
    uri.query()?.split('&').find_map(|pair| pair.strip_prefix("from=")?.parse().ok())
}

/// The events of one viewer.
pub async fn stream(
    State(app): State<App>,
    Extension(access): Extension<Access>,
    Extension(client): Extension<Client>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let language = language_of(&headers);
    let last_event = headers
        .get("last-event-id")
        .and_then(|value| value.to_str().ok())
        .and_then(|text| text.trim().parse::<u64>().ok());
    // What the browser says it received last is the latest it has; `from` is what
    // the page held when it reconnected itself.
    let seen = last_event.or_else(|| resume_from(&uri));
    // Subscribed before the first event is made, so nothing falls between the two.
    let updates = app.table.feed().updates();
    let links = app.table.feed().links();
    let (table, viewer) = (app.table.clone(), access.clone());
    let first = tokio::task::spawn_blocking(move || {
        let catch_up = match seen {
            Some(seen) => table.catch_up(seen, language)?,
            None => None,
        };
        match catch_up {
            Some((seq, json)) => Ok((seq, Event::default().event("update").id(seq.to_string()).data(json))),
            None => table.snapshot(&viewer, language).map(|(seq, json)| (seq, snapshot_event(seq, json))),
        }
    })
    .await;
    let Ok(Ok((seq, first))) = first else { return StatusCode::INTERNAL_SERVER_ERROR.into_response() };
    let viewer = Viewer {
        table: app.table.clone(),
        _follow: app.followers.follow(access.link_id, client.address.ip()),
        _serving: client.busy.serving(),
        access,
        language,
        sent: seq,
        first: Some(first.retry(RETRY)),
        updates,
        links,
    };
    let mut response = Sse::new(events(viewer)).keep_alive(KeepAlive::new().interval(KEEP_ALIVE)).into_response();
    // Proxies between the phone and the host must not hold the events back.
    response.headers_mut().insert("x-accel-buffering", axum::http::HeaderValue::from_static("no"));
    response
}

fn snapshot_event(seq: u64, json: String) -> Event {
    Event::default().event("snapshot").id(seq.to_string()).data(json)
}

struct Viewer {
    table: Arc<LiveTable>,
    /// The viewer's phone follows the table while the stream is open.
    _follow: Follow,
    /// The connection serves the stream: it keeps its place when the host is full.
    _serving: Serving,
    access: Access,
    language: &'static str,
    /// The entry the viewer has reached.
    sent: u64,
    first: Option<Event>,
    updates: broadcast::Receiver<Arc<Published>>,
    links: watch::Receiver<u64>,
}

fn events(viewer: Viewer) -> impl Stream<Item = Result<Event, Infallible>> {
    stream::unfold(viewer, |mut viewer| async move {
        if let Some(first) = viewer.first.take() {
            return Some((Ok(first), viewer));
        }
        loop {
            tokio::select! {
                received = viewer.updates.recv() => match received {
                    Ok(update) if update.seq <= viewer.sent => continue,
                    Ok(update) => {
                        viewer.sent = update.seq;
                        let json = update.json[index_of(viewer.language)].clone();
                        let event = Event::default().event("update").id(update.seq.to_string()).data(json);
                        return Some((Ok(event), viewer));
                    }
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        let table = viewer.table.clone();
                        let (access, language) = (viewer.access.clone(), viewer.language);
                        let snapshot = tokio::task::spawn_blocking(move || table.snapshot(&access, language)).await;
                        let Ok(Ok((seq, json))) = snapshot else { return None };
                        viewer.sent = seq;
                        return Some((Ok(snapshot_event(seq, json)), viewer));
                    }
                    Err(broadcast::error::RecvError::Closed) => return None,
                },
                changed = viewer.links.changed() => {
                    if changed.is_err() || !viewer.table.tokens().is_valid(viewer.access.link_id) {
                        return None;
                    }
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_viewer_coming_back_names_the_entry_it_holds_in_the_address() {
        let uri = |text: &str| text.parse::<Uri>().unwrap();
        assert_eq!(resume_from(&uri("/t/abc/events?from=12")), Some(12));
        assert_eq!(resume_from(&uri("/t/abc/events?x=1&from=3")), Some(3));
        assert_eq!(resume_from(&uri("/t/abc/events")), None);
        assert_eq!(resume_from(&uri("/t/abc/events?from=-1")), None);
    }
}
