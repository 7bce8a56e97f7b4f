//! One viewer's server-sent events (`GET /t/<token>/events`). The first event is a
//! `snapshot` (everything the page draws, its words included), or, for a viewer
//! coming back with `Last-Event-ID: n` (browsers send it by themselves when they
//! reconnect), an `update` with the change since entry `n` when that is close
//! enough. Then one `update` per command, in order, each with its entry number as
//! the event's id and its [`Update`](tally_core::table::Update) in the viewer's
//! language. A viewer too slow to keep up gets a new snapshot; one whose link is
//! revoked is cut off.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use axum::Extension;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, Stream};
use tokio::sync::{broadcast, watch};

use crate::access::Access;
use crate::language::index_of;
use crate::routes::{App, language_of};
use crate::table::{LiveTable, Published};

/// How long a quiet stream waits before a comment keeps it open.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// How long a browser waits before it reconnects after a drop.
const RETRY: Duration = Duration::from_millis(500);

/// The events of one viewer.
pub async fn stream(State(app): State<App>, Extension(access): Extension<Access>, headers: HeaderMap) -> Response {
    let language = language_of(&headers);
    let seen = headers
        .get("last-event-id")
        .and_then(|value| value.to_str().ok())
        .and_then(|text| text.trim().parse::<u64>().ok());
    // Subscribed before the first event is made, so nothing falls between the two.
    let updates = app.table.subscribe();
    let revocations = app.table.revocations();
    let table = app.table.clone();
    let viewer = access.clone();
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
        access,
        language,
        sent: seq,
        first: Some(first.retry(RETRY)),
        updates,
        revocations,
    };
    Sse::new(events(viewer)).keep_alive(KeepAlive::new().interval(KEEP_ALIVE)).into_response()
}

fn snapshot_event(seq: u64, json: String) -> Event {
    Event::default().event("snapshot").id(seq.to_string()).data(json)
}

struct Viewer {
    table: Arc<LiveTable>,
    access: Access,
    language: &'static str,
    /// The entry the viewer has reached.
    sent: u64,
    first: Option<Event>,
    updates: broadcast::Receiver<Arc<Published>>,
    revocations: watch::Receiver<u64>,
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
                changed = viewer.revocations.changed() => {
                    if changed.is_err() || !viewer.table.tokens().is_valid(viewer.access.link_id) {
                        return None;
                    }
                }
            }
        }
    })
}
