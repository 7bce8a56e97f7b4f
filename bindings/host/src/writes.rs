//! What a scorer sends: a command (`POST command`: `{"key": "...", "command":
//! {...}}`, the core's JSON command), an action on a scoring draft (`POST draft`:
//! `{"draft": ..., "action": ...}`), or a draft to record (`POST submit`: `{"key":
//! "...", "draft": ...}`). Each write carries an idempotency key the page chooses,
//! so that a retry after a dropped connection is recorded once.
//!
//! A write is refused, with nothing changed and a JSON error in the scorer's
//! language (`{"error": {"code", "field", "message"}, "seq"}`), when it comes
//! through a viewer link (`403`), from a page of another site (`Origin` not the
//! host's own, `403`), is not JSON (`415`), is larger than the limit (`413`), does
//! not read (`400`), or when the game refuses it (`422`; `409` when another writer
//! moved the game on and it no longer applies).

use axum::Extension;
use axum::body::{Body, to_bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use tally_core::l10n::in_language;
use tally_core::session::Command;
use tally_core::store::LinkRole;
use tally_core::{Error, ErrorCode, msg};

use crate::access::Access;
use crate::routes::{App, language_of};
use crate::table::WriteOutcome;

/// A JSON response.
pub fn json<T: Serialize>(status: StatusCode, value: &T) -> Response {
    match serde_json::to_vec(value) {
        Ok(bytes) => {
            let mut response = (status, bytes).into_response();
            response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            response
        }
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// A refusal: a status and the core's error.
#[derive(Debug)]
pub struct Refusal {
    status: StatusCode,
    error: Error,
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
        Refusal { status, error, seq: None }
    }

    /// The refusal of a command the game (or the store) did not carry out.
    fn of_command(error: Error, seq: u64) -> Refusal {
        let status = match error.code() {
            ErrorCode::ChangedElsewhere => StatusCode::CONFLICT,
            ErrorCode::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            _ if error.is_storage() => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        };
        Refusal { status, error, seq: Some(seq) }
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
    command: Command,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DraftRequest {
    #[serde(default)]
    draft: Option<serde_json::Value>,
    action: serde_json::Value,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SubmitRequest {
    key: String,
    draft: serde_json::Value,
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
    let request: CommandRequest = match read_write(&app, &access, &headers, body).await {
        Ok(request) => request,
        Err(refusal) => return refusal.in_language(language),
    };
    record(app, access, request.key, Ok(request.command), language).await
}

/// `POST draft`.
pub async fn draft(
    State(app): State<App>,
    Extension(access): Extension<Access>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let language = language_of(&headers);
    let request: DraftRequest = match read_write(&app, &access, &headers, body).await {
        Ok(request) => request,
        Err(refusal) => return refusal.in_language(language),
    };
    let table = app.table.clone();
    let view = tokio::task::spawn_blocking(move || table.draft(request.draft, request.action, language)).await;
    match view {
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
    let request: SubmitRequest = match read_write(&app, &access, &headers, body).await {
        Ok(request) => request,
        Err(refusal) => return refusal.in_language(language),
    };
    let table = app.table.clone();
    let draft = request.draft;
    let command = tokio::task::spawn_blocking(move || table.submitted(draft)).await;
    match command {
        Ok(command) => record(app, access, request.key, command, language).await,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

fn draft_refusal(error: Error) -> Refusal {
    let status = match error.code() {
        ErrorCode::InvalidRequest => StatusCode::BAD_REQUEST,
        _ => StatusCode::UNPROCESSABLE_ENTITY,
    };
    Refusal::new(status, error)
}

/// Carries out `command` for `access` under `key`.
async fn record(
    app: App,
    access: Access,
    key: String,
    command: tally_core::Result<Command>,
    language: &'static str,
) -> Response {
    let command = match command {
        Ok(command) => command,
        Err(error) => return draft_refusal(error).in_language(language),
    };
    let table = app.table.clone();
    let outcome = tokio::task::spawn_blocking(move || {
        let outcome = table.execute(&access, &key, command);
        (outcome, table.seq())
    })
    .await;
    match outcome {
        Ok((Ok(WriteOutcome::Applied { seq }), _)) => json(StatusCode::OK, &Written { seq, applied: true }),
        Ok((Ok(WriteOutcome::AlreadyApplied { seq }), _)) => json(StatusCode::OK, &Written { seq, applied: false }),
        Ok((Err(error), seq)) => Refusal::of_command(error, seq).in_language(language),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// The checks of every write, then its body read as `T`.
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
        Refusal::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            Error::TooLarge { what: msg!("live-what-request"), found, limit: limit as u64 },
        )
    };
    let declared = headers.get(header::CONTENT_LENGTH).and_then(|value| value.to_str().ok()?.parse::<u64>().ok());
    if let Some(declared) = declared.filter(|declared| *declared > limit as u64) {
        return Err(too_large(declared));
    }
    let bytes = to_bytes(body, limit).await.map_err(|_| too_large(limit as u64 + 1))?;
    serde_json::from_slice(&bytes).map_err(|error| {
        refused(StatusCode::BAD_REQUEST, "command", msg!("live-bad-command", error = error.to_string()))
    })
}

/// Whether a write comes from the host's own page: a browser names the page's origin
/// in `Origin`, which must be this host as the request reached it. A client that is
/// no browser sends none (it cannot be made to write by another site's page).
fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else { return true };
    let host = headers.get(header::HOST).and_then(|value| value.to_str().ok());
    match (origin.to_str().ok(), host) {
        (Some(origin), Some(host)) => origin.eq_ignore_ascii_case(&format!("http://{host}")),
        _ => false,
    }
}
