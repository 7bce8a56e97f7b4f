//! What a scorer sends: a command (`POST command`: `{"key": "...", "seen": n,
//! "command": {...}}`, the core's JSON command), an action on a scoring draft (`POST
//! draft`: `{"draft": ..., "action": ...}`), or a draft to record (`POST submit`:
//! `{"key": "...", "seen": n, "draft": ...}`). Each write carries an idempotency key
//! the page chooses, so that a retry after a dropped connection is recorded once,
//! and the entry its table showed (`seen`), so that a write the game no longer means
//! the same way is refused (the core decides: `tally_core::store::guest`).
//!
//! A write is refused, with nothing changed and a JSON error in the scorer's
//! language (`{"error": {"code", "field", "message"}, "seq"}`), when it comes
//! through a viewer link (`403`), from a page of another site (`Origin` not the
//! host's own, `403`), is not JSON (`415`), is larger than the limit (`413`), does
//! not arrive within [`BODY_DEADLINE`] (`408`), does not read (`400`), asks what
//! stays with the host (`403`, `host_only`), or when the game refuses it (`422`;
//! `409` when the game moved on since the entry the scorer saw and the write no
//! longer means the same, or another writer moved it on meanwhile).

use std::time::Duration;

use axum::Extension;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use http_body_util::{BodyExt, Limited};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use tally_core::l10n::in_language;
use tally_core::session::Command;
use tally_core::store::LinkRole;
use tally_core::{Error, ErrorCode, msg};

use crate::access::Access;
use crate::routes::{App, language_of};
use crate::table::WriteOutcome;

/// How long a write's body may take to arrive, from the end of its head.
pub const BODY_DEADLINE: Duration = Duration::from_secs(10);

/// A JSON response.
pub fn json<T: Serialize>(status: StatusCode, value: &T) -> Response {
    match serde_json::to_vec(value) {
        Ok(bytes) => {
            let mut response = (status, bytes).into_response();
            let headers = response.headers_mut();
            headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
            headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            response
        }
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// A refusal: a status and the core's error.
#[derive(Debug)]
pub struct Refusal {
    status: StatusCode,
    error: Box<Error>,
    seq: Option<u64>,
}

#[derive(Serialize)]
struct ErrorBody<'a> {
    error: ErrorDetail<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seq: Option<u64>,
}

#[derive(Serialize)]
struct ErrorDetail<'a> {
    code: ErrorCode,
    field: Option<&'a str>,
    message: String,
}

impl Refusal {
    /// `error` with `status`.
    pub fn new(status: StatusCode, error: Error) -> Refusal {
        Refusal { status, error: Box::new(error), seq: None }
    }

    /// The refusal of a command the game (or the store) did not carry out.
    fn of_command(error: Error, seq: u64) -> Refusal {
        let status = match error.code() {
            ErrorCode::ChangedElsewhere => StatusCode::CONFLICT,
            ErrorCode::HostOnly => StatusCode::FORBIDDEN,
            ErrorCode::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            _ if error.is_storage() => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        };
        Refusal { status, error: Box::new(error), seq: Some(seq) }
    }

    /// The response, with the message in `language`.
    pub fn in_language(self, language: &str) -> Response {
        let message = in_language(language, || self.error.to_string());
        let body = ErrorBody {
            error: ErrorDetail { code: self.error.code(), field: self.error.field(), message },
            seq: self.seq,
        };
        json(self.status, &body)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CommandRequest {
    key: String,
    seen: u64,
    command: Command,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DraftRequest {
    #[serde(default)]
    draft: Option<Box<RawValue>>,
    action: Box<RawValue>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SubmitRequest {
    key: String,
    seen: u64,
    draft: Box<RawValue>,
}

#[derive(Serialize)]
struct Written {
    seq: u64,
    applied: bool,
}

/// `POST command`.
pub async fn command(
    State(app): State<App>,
    Extension(access): Extension<Access>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let language = language_of(&headers);
    match read_write::<CommandRequest>(&app, &access, &headers, body).await {
        Ok(write) => record(app, access, (write.key, write.seen), move |_| Ok(write.command), language).await,
        Err(refusal) => refusal.in_language(language),
    }
}

/// `POST draft`.
pub async fn draft(
    State(app): State<App>,
    Extension(access): Extension<Access>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let language = language_of(&headers);
    let write: DraftRequest = match read_write(&app, &access, &headers, body).await {
        Ok(write) => write,
        Err(refusal) => return refusal.in_language(language),
    };
    let table = app.table.clone();
    let answer =
        tokio::task::spawn_blocking(move || table.draft(write.draft.as_deref(), &write.action, language)).await;
    match answer {
        Ok(Ok(view)) => json(StatusCode::OK, &view),
        Ok(Err(error)) => draft_refusal(error).in_language(language),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// `POST submit`.
pub async fn submit(
    State(app): State<App>,
    Extension(access): Extension<Access>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let language = language_of(&headers);
    match read_write::<SubmitRequest>(&app, &access, &headers, body).await {
        Ok(write) => {
            let draft = write.draft;
            record(app, access, (write.key, write.seen), move |table| table.submitted(&draft), language).await
        }
        Err(refusal) => refusal.in_language(language),
    }
}

fn draft_refusal(error: Error) -> Refusal {
    let status = match error.code() {
        ErrorCode::InvalidRequest => StatusCode::BAD_REQUEST,
        _ => StatusCode::UNPROCESSABLE_ENTITY,
    };
    Refusal::new(status, error)
}

/// Carries out the command `make` gives for `access` under its key, as written on
/// the table of entry `seen`.
async fn record(
    app: App,
    access: Access,
    (key, seen): (String, u64),
    make: impl FnOnce(&crate::LiveTable) -> tally_core::Result<Command> + Send + 'static,
    language: &'static str,
) -> Response {
    let table = app.table.clone();
    let outcome = tokio::task::spawn_blocking(move || {
        let command = make(&table).map_err(draft_refusal)?;
        table.execute(&access, &key, seen, command).map_err(|error| Refusal::of_command(error, table.seq()))
    })
    .await;
    match outcome {
        Ok(Ok(WriteOutcome::Applied { seq })) => json(StatusCode::OK, &Written { seq, applied: true }),
        Ok(Ok(WriteOutcome::AlreadyApplied { seq })) => json(StatusCode::OK, &Written { seq, applied: false }),
        Ok(Err(refusal)) => refusal.in_language(language),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// The checks of every write, then its body read — at most the limit, within
/// [`BODY_DEADLINE`] — as `T`.
async fn read_write<T: serde::de::DeserializeOwned>(
    app: &App,
    access: &Access,
    headers: &HeaderMap,
    body: Body,
) -> Result<T, Refusal> {
    let refused = |status, field: &str, reason| Refusal::new(status, Error::invalid(field, reason));
    if access.role != LinkRole::Scorer {
        return Err(refused(StatusCode::FORBIDDEN, "token", msg!("live-viewer-cannot-score")));
    }
    if !same_origin(headers) {
        return Err(refused(StatusCode::FORBIDDEN, "origin", msg!("live-other-site")));
    }
    let is_json = headers.get(header::CONTENT_TYPE).and_then(|value| value.to_str().ok()).is_some_and(|value| {
        value.split(';').next().is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"))
    });
    if !is_json {
        return Err(refused(StatusCode::UNSUPPORTED_MEDIA_TYPE, "content-type", msg!("live-not-json")));
    }
    let limit = app.limits.body_bytes;
    let too_large = |found: u64| {
        let what = msg!("live-what-request");
        Refusal::new(StatusCode::PAYLOAD_TOO_LARGE, Error::TooLarge { what, found, limit: limit as u64 })
    };
    let declared = headers.get(header::CONTENT_LENGTH).and_then(|value| value.to_str().ok()?.parse::<u64>().ok());
    if let Some(found) = declared.filter(|found| *found > limit as u64) {
        return Err(too_large(found));
    }
    let bytes: Bytes = match tokio::time::timeout(BODY_DEADLINE, Limited::new(body, limit).collect()).await {
        Ok(Ok(collected)) => collected.to_bytes(),
        Ok(Err(error)) if error.is::<http_body_util::LengthLimitError>() => return Err(too_large(limit as u64 + 1)),
        Ok(Err(error)) => {
            return Err(refused(StatusCode::BAD_REQUEST, "body", msg!("live-bad-command", error = error.to_string())));
        }
        Err(_) => {
            let seconds = BODY_DEADLINE.as_secs();
            return Err(refused(StatusCode::REQUEST_TIMEOUT, "body", msg!("live-body-too-slow", seconds = seconds)));
        }
    };
    std::str::from_utf8(&bytes)
        .map_err(|error| error.to_string())
        .and_then(|body| serde_json::from_str(body).map_err(|error| error.to_string()))
        .map_err(|error| refused(StatusCode::BAD_REQUEST, "command", msg!("live-bad-command", error = error)))
}

/// Whether a write comes from the host's own page: a browser names the page's origin
/// in `Origin`, which must be this host as the request reached it. A client that is
/// no browser sends none (it cannot be made to write by another site's page).
fn same_origin(headers: &HeaderMap) -> bool {
    let text = |name| headers.get(name).and_then(|value: &HeaderValue| value.to_str().ok());
    let Some(origin) = text(header::ORIGIN) else { return true };
    match text(header::HOST) {
        Some(host) => origin.eq_ignore_ascii_case(&format!("http://{host}")),
        None => false,
    }
}
