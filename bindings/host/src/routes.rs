//! The HTTP routes (an axum router), every one under a link's folder `/t/<token>/`:
//!
//! | route | who | what |
//! |---|---|---|
//! | `GET /t/<token>/` and its files | any link | the page, its style, script and font |
//! | `GET /t/<token>/events` | any link | the server-sent events (see [`crate::events`]) |
//! | `GET /t/<token>/catalogue` | any link | the names of what the table offers (read once) |
//! | `GET /t/<token>/game` | any link | the whole game as its export document (what a joined phone keeps) |
//! | `POST /t/<token>/command` | scorer | a JSON command with its idempotency key and the entry seen |
//! | `POST /t/<token>/draft`, `POST /t/<token>/submit` | scorer | the core's scoring draft: an action (or how it begins) and the view back; the draft recorded |
//!
//! Before any route, a request is counted against its address's rate (`429` past
//! it), and a request without a valid token — no token, a wrong one, a revoked one,
//! any other path — gets `401` with an empty body: it learns nothing of the game.
//! `GET /favicon.ico`, which browsers ask for by themselves, gets `204`.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::extract::{Path, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};

use crate::access::token_of;
use crate::following::Followers;
use crate::guard::{Busy, Limits, Rates};
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
    /// Who follows the table.
    pub followers: Arc<Followers>,
    /// The limits.
    pub limits: Limits,
}

/// The connection a request came on: the client's address, and what the
/// connection is serving.
#[derive(Clone, Debug)]
pub struct Client {
    /// The client's address.
    pub address: SocketAddr,
    /// The requests the connection serves.
    pub busy: Busy,
}

/// The router of a host serving `app`.
pub fn router(app: App) -> Router {
    Router::new()
        .route("/favicon.ico", get(no_icon))
        .route("/t/{token}/", get(page))
        .route("/t/{token}", get(to_folder))
        .route("/t/{token}/events", get(crate::events::stream))
        .route("/t/{token}/catalogue", get(catalogue))
        .route("/t/{token}/game", get(game_document))
        .route("/t/{token}/command", post(writes::command))
        .route("/t/{token}/draft", post(writes::draft))
        .route("/t/{token}/submit", post(writes::submit))
        .route("/t/{token}/{file}", get(file))
        .fallback(not_found)
        .layer(middleware::from_fn_with_state(app.clone(), admit))
        .layer(middleware::from_fn_with_state(app.clone(), pace))
        .with_state(app)
}

/// The rate of the request's address.
async fn pace(State(app): State<App>, request: Request, next: Next) -> Response {
    let allowed = request.extensions().get::<Client>().is_some_and(|client| app.rates.allow(client.address.ip()));
    if allowed {
        return next.run(request).await;
    }
    let language = language_of(request.headers());
    Refusal::new(
        StatusCode::TOO_MANY_REQUESTS,
        tally_core::Error::invalid("request", tally_core::msg!("live-slow-down")),
    )
    .in_language(language)
}

/// The token of the request: `401` with nothing else without a valid one; the
/// [`Access`](crate::access::Access) it grants for the handlers otherwise.
async fn admit(State(app): State<App>, mut request: Request, next: Next) -> Response {
    if request.uri().path() == "/favicon.ico" {
        return next.run(request).await;
    }
    let Some(access) = token_of(request.uri().path()).and_then(|token| app.table.tokens().check(token)) else {
        return unauthorized();
    };
    request.extensions_mut().insert(access);
    next.run(request).await
}

/// `401`, empty.
pub fn unauthorized() -> Response {
    (StatusCode::UNAUTHORIZED, Body::empty()).into_response()
}

/// The language of a request.
pub fn language_of(headers: &HeaderMap) -> &'static str {
    headers.get(header::ACCEPT_LANGUAGE).and_then(|value| value.to_str().ok()).map_or("en", from_accept_language)
}

/// No icon: the page names none, and a browser that asks anyway is not refused.
async fn no_icon() -> Response {
    StatusCode::NO_CONTENT.into_response()
}

async fn page(headers: HeaderMap) -> Response {
    file_response("", accepts_deflate(&headers))
}

async fn to_folder(Path(token): Path<String>) -> Response {
    let mut response = StatusCode::PERMANENT_REDIRECT.into_response();
    if let Ok(location) = HeaderValue::from_str(&format!("/t/{token}/")) {
        response.headers_mut().insert(header::LOCATION, location);
    }
    response
}

async fn file(Path((_, name)): Path<(String, String)>, headers: HeaderMap) -> Response {
    file_response(&name, accepts_deflate(&headers))
}

/// Whether the client accepts a body packed with zlib (`Content-Encoding: deflate`).
fn accepts_deflate(headers: &HeaderMap) -> bool {
    let codings = headers.get(header::ACCEPT_ENCODING).and_then(|value| value.to_str().ok()).unwrap_or_default();
    codings.split(',').any(|coding| {
        let mut parts = coding.split(';').map(str::trim);
        parts.next().is_some_and(|name| name.eq_ignore_ascii_case("deflate"))
            && !parts.any(|param| param.strip_prefix("q=").is_some_and(|q| q.parse::<f32>().is_ok_and(|q| q == 0.0)))
    })
}

/// A file of the page: sent as it is packed to a client that accepts it, inflated
/// for another.
fn file_response(name: &str, deflate: bool) -> Response {
    let Some(asset) = asset(name) else { return StatusCode::NOT_FOUND.into_response() };
    let mut response = if deflate {
        let mut packed = Body::from((asset.zlib)()).into_response();
        packed.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static("deflate"));
        packed
    } else {
        Body::from(asset.bytes()).into_response()
    };
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(asset.content_type));
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'self'; img-src 'self' data:; frame-ancestors 'none'"),
    );
    response
}

async fn catalogue(State(app): State<App>, headers: HeaderMap) -> Response {
    let language = language_of(&headers);
    let table = app.table.clone();
    match tokio::task::spawn_blocking(move || table.catalogue(language)).await {
        Ok(catalogue) => writes::json(StatusCode::OK, &catalogue),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// The game of the link as its export document, read-only.
async fn game_document(State(app): State<App>) -> Response {
    let table = app.table.clone();
    match tokio::task::spawn_blocking(move || table.document()).await {
        Ok(Ok(document)) => {
            let mut response = (StatusCode::OK, document).into_response();
            let headers = response.headers_mut();
            headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
            headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            response
        }
        _ => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// A path under a valid link that is nothing (a request without one never gets here).
async fn not_found() -> Response {
    StatusCode::NOT_FOUND.into_response()
}
