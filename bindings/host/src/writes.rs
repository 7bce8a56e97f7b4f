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

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use tally_core::l10n::in_language;
use tally_core::session::Command;
use tally_core::store::LinkRole;
use tally_core::{Error, ErrorCode, msg};

use crate::access::Access;
use crate::http::{Request, Response};
use crate::routes::{App, language_of};
use crate::table::WriteOutcome;

/// A JSON response.
pub fn json<T: Serialize>(status: u16, value: &T) -> Response {
    match serde_json::to_vec(value) {
        Ok(bytes) => Response::with_body(status, "application/json", bytes).header("cache-control", "no-store"),
        Err(_) => Response::empty(500),
    }
}

/// A refusal: a status and the core's error.
#[derive(Debug)]
pub struct Refusal {
    status: u16,
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
    pub fn new(status: u16, error: Error) -> Refusal {
        Refusal { status, error: Box::new(error), seq: None }
    }

    /// The refusal of a command the game (or the store) did not carry out.
    fn of_command(error: Error, seq: u64) -> Refusal {
        let status = match error.code() {
            ErrorCode::ChangedElsewhere => 409,
            ErrorCode::TooLarge => 413,
            _ if error.is_storage() => 500,
            _ => 422,
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
pub fn command(app: &App, access: &Access, request: &Request) -> Response {
    let language = language_of(request);
    match read_write::<CommandRequest>(app, access, request) {
        Ok(write) => record(app, access, (&write.key, write.seen), Ok(write.command), language),
        Err(refusal) => refusal.in_language(language),
    }
}

/// `POST draft`.
pub fn draft(app: &App, access: &Access, request: &Request) -> Response {
    let language = language_of(request);
    let write: DraftRequest = match read_write(app, access, request) {
        Ok(write) => write,
        Err(refusal) => return refusal.in_language(language),
    };
    match app.table.draft(write.draft.as_deref(), &write.action, language) {
        Ok(view) => json(200, &view),
        Err(error) => draft_refusal(error).in_language(language),
    }
}

/// `POST submit`.
pub fn submit(app: &App, access: &Access, request: &Request) -> Response {
    let language = language_of(request);
    match read_write::<SubmitRequest>(app, access, request) {
        Ok(write) => record(app, access, (&write.key, write.seen), app.table.submitted(&write.draft), language),
        Err(refusal) => refusal.in_language(language),
    }
}

fn draft_refusal(error: Error) -> Refusal {
    let status = match error.code() {
        ErrorCode::InvalidRequest => 400,
        _ => 422,
    };
    Refusal::new(status, error)
}

/// Carries out `command` for `access` under its key, as written on the table of entry `seen`.
fn record(
    app: &App,
    access: &Access,
    (key, seen): (&str, u64),
    command: tally_core::Result<Command>,
    language: &str,
) -> Response {
    let command = match command {
        Ok(command) => command,
        Err(error) => return draft_refusal(error).in_language(language),
    };
    match app.table.execute(access, key, seen, command) {
        Ok(WriteOutcome::Applied { seq }) => json(200, &Written { seq, applied: true }),
        Ok(WriteOutcome::AlreadyApplied { seq }) => json(200, &Written { seq, applied: false }),
        Err(error) => Refusal::of_command(error, app.table.seq()).in_language(language),
    }
}

/// The checks of every write, then its body read as `T`.
fn read_write<T: serde::de::DeserializeOwned>(app: &App, access: &Access, request: &Request) -> Result<T, Refusal> {
    let refused = |status, field: &str, reason| Refusal::new(status, Error::invalid(field, reason));
    if access.role != LinkRole::Scorer {
        return Err(refused(403, "token", msg!("live-viewer-cannot-score")));
    }
    if !same_origin(request) {
        return Err(refused(403, "origin", msg!("live-other-site")));
    }
    let is_json = request.header("content-type").is_some_and(|value| {
        value.split(';').next().is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"))
    });
    if !is_json {
        return Err(refused(415, "content-type", msg!("live-not-json")));
    }
    if let Some(found) = request.unread_body {
        let limit = app.limits.body_bytes as u64;
        return Err(Refusal::new(413, Error::TooLarge { what: msg!("live-what-request"), found, limit }));
    }
    std::str::from_utf8(&request.body)
        .map_err(|error| error.to_string())
        .and_then(|body| serde_json::from_str(body).map_err(|error| error.to_string()))
        .map_err(|error| refused(400, "command", msg!("live-bad-command", error = error)))
}

/// Whether a write comes from the host's own page: a browser names the page's origin
/// in `Origin`, which must be this host as the request reached it. A client that is
/// no browser sends none (it cannot be made to write by another site's page).
fn same_origin(request: &Request) -> bool {
    let Some(origin) = request.header("origin") else { return true };
    match request.header("host") {
        Some(host) => origin.eq_ignore_ascii_case(&format!("http://{host}")),
        None => false,
    }
}
