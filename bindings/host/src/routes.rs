//! The HTTP routes, every one under a link's folder `/t/<token>/`:
//!
//! | route | who | what |
//! |---|---|---|
//! | `GET /t/<token>/` and its files | any link | the page, its style, script and font |
//! | `GET /t/<token>/events` | any link | the server-sent events (see [`crate::events`]) |
//! | `GET /t/<token>/catalogue` | any link | the names of what the table offers (read once) |
//! | `POST /t/<token>/command` | scorer | a JSON command with its idempotency key |
//! | `POST /t/<token>/draft`, `POST /t/<token>/submit` | scorer | the core's scoring draft: an action (or how it begins) and the view back; the draft recorded |
//!
//! Before any route, a request is counted against its address's rate (`429` past
//! it), and a request without a valid token — no token, a wrong one, a revoked one,
//! any other path — gets `401` with an empty body: it learns nothing of the game.

use std::net::IpAddr;
use std::sync::Arc;

use crate::access::{Access, token_of};
use crate::guard::{Limits, Rates};
use crate::http::{Request, Response};
use crate::language::from_accept_language;
use crate::page::asset;
use crate::table::LiveTable;
use crate::writes::{self, Refusal};

/// What every handler reaches.
#[derive(Clone, Debug)]
pub struct App {
    /// The game served.
    pub table: Arc<LiveTable>,
    /// The request rates.
    pub rates: Arc<Rates>,
    /// The limits.
    pub limits: Limits,
}

impl App {
    /// The routes of a host serving `table` within `limits`.
    pub fn new(table: Arc<LiveTable>, limits: Limits) -> App {
        App { table, rates: Arc::new(Rates::new(limits)), limits }
    }
}

/// What a request gets.
#[derive(Debug)]
pub enum Reply {
    /// An answer.
    Respond(Response),
    /// The link's event stream, which takes the connection over.
    Events(Access),
}

/// The reply to `request` from `client`.
pub fn handle(app: &App, client: IpAddr, request: &Request) -> Reply {
    if !app.rates.allow(client) {
        let error = tally_core::Error::invalid("request", tally_core::msg!("live-slow-down"));
        return Reply::Respond(Refusal::new(429, error).in_language(language_of(request)));
    }
    let Some((token, access)) =
        token_of(&request.path).and_then(|token| Some((token, app.table.tokens().check(token)?)))
    else {
        return Reply::Respond(unauthorized());
    };
    let rest = &request.path[("/t/".len() + token.len())..];
    let method = if request.method == "HEAD" { "GET" } else { request.method.as_str() };
    let response = match (rest, method) {
        ("", "GET") => Response::empty(308).header("location", format!("/t/{token}/")),
        ("/events", "GET") if request.method == "GET" => return Reply::Events(access),
        ("/catalogue", "GET") => writes::json(200, &app.table.catalogue(language_of(request))),
        ("/command", "POST") => writes::command(app, &access, request),
        ("/draft", "POST") => writes::draft(app, &access, request),
        ("/submit", "POST") => writes::submit(app, &access, request),
        ("" | "/events" | "/catalogue", _) => method_not_allowed("GET"),
        ("/command" | "/draft" | "/submit", _) => method_not_allowed("POST"),
        (file, "GET") => file
            .strip_prefix('/')
            .filter(|name| !name.contains('/'))
            .map_or_else(not_found, |name| file_response(name, accepts_deflate(request))),
        (_, _) => not_found(),
    };
    Reply::Respond(response)
}

/// `401`, empty.
pub fn unauthorized() -> Response {
    Response::empty(401)
}

fn not_found() -> Response {
    Response::empty(404)
}

fn method_not_allowed(allowed: &'static str) -> Response {
    Response::empty(405).header("allow", allowed)
}

/// The language of a request.
pub fn language_of(request: &Request) -> &'static str {
    request.header("accept-language").map_or("en", from_accept_language)
}

/// Whether the client accepts a body packed with zlib (`Content-Encoding: deflate`).
fn accepts_deflate(request: &Request) -> bool {
    request.header("accept-encoding").is_some_and(|codings| {
        codings.split(',').any(|coding| {
            let mut parts = coding.split(';').map(str::trim);
            parts.next().is_some_and(|name| name.eq_ignore_ascii_case("deflate"))
                && !parts
                    .any(|param| param.strip_prefix("q=").is_some_and(|q| q.parse::<f32>().is_ok_and(|q| q == 0.0)))
        })
    })
}

/// A file of the page: sent as it is packed to a client that accepts it, inflated
/// for another.
fn file_response(name: &str, deflate: bool) -> Response {
    let Some(asset) = asset(name) else { return not_found() };
    let response = if deflate {
        Response::with_body(200, asset.content_type, (asset.zlib)()).header("content-encoding", "deflate")
    } else {
        Response::with_body(200, asset.content_type, asset.bytes())
    };
    response
        .header("vary", "accept-encoding")
        .header("cache-control", "no-cache")
        .header("x-content-type-options", "nosniff")
        .header("referrer-policy", "no-referrer")
        .header("content-security-policy", "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'")
}
