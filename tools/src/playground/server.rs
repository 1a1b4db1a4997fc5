//! The playground's HTTP server: axum on tokio, serving the page (its
//! HTML, CSS and JavaScript compiled into the binary, nothing fetched from
//! elsewhere), the examples, the pass registry, and `POST /api/run`.
//!
//! One request cannot take the server down: a body over
//! [`MAX_BODY_BYTES`] is refused, the source and pipeline are bounded by
//! [`api`]; each run happens on a blocking thread, at most
//! [`MAX_CONCURRENT_RUNS`] at a time, and is answered with an error after
//! [`TIME_LIMIT`] (the core has no cancellation, so the thread finishes
//! its bounded work in the background, still holding its slot). A panic
//! in a run is answered as an error; the server goes on.

use super::{api, examples, passes};
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// The largest request body read.
pub const MAX_BODY_BYTES: usize = 256 * 1024;
/// Runs at once (the machine's cores); more requests wait their turn.
pub const MAX_CONCURRENT_RUNS: usize = 2;
/// Time from a request's arrival to its answer, waiting included.
pub const TIME_LIMIT: Duration = Duration::from_secs(20);

const INDEX_HTML: &str = include_str!("assets/index.html");
const STYLE_CSS: &str = include_str!("assets/style.css");
const APP_JS: &str = include_str!("assets/app.js");

/// The routes: `/`, `/style.css`, `/app.js`, `GET /api/examples`,
/// `GET /api/passes`, `POST /api/run`.
pub fn router() -> Router {
    let runs = Arc::new(Semaphore::new(MAX_CONCURRENT_RUNS));
    Router::new()
        .route(
            "/",
            get(|| async { asset("text/html; charset=utf-8", INDEX_HTML) }),
        )
        .route(
            "/style.css",
            get(|| async { asset("text/css; charset=utf-8", STYLE_CSS) }),
        )
        .route(
            "/app.js",
            get(|| async { asset("text/javascript; charset=utf-8", APP_JS) }),
        )
        .route("/api/examples", get(|| async { Json(examples::all()) }))
        .route("/api/passes", get(|| async { Json(passes::describe()) }))
        .route("/api/run", post(run))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .with_state(runs)
}

/// Serves [`router`] on `listener` until the process ends.
pub async fn serve(listener: tokio::net::TcpListener) -> std::io::Result<()> {
    axum::serve(listener, router()).await
}

fn asset(content_type: &'static str, body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, content_type)], body).into_response()
}

/// An error answer: `{"steps": [], "error": {...}}` with `status`.
fn failure(status: StatusCode, message: String) -> Response {
    let body = api::Response {
        steps: Vec::new(),
        error: Some(api::Error::request(message)),
    };
    (status, Json(body)).into_response()
}

async fn run(State(runs): State<Arc<Semaphore>>, body: Bytes) -> Response {
    let request: api::Request = match serde_json::from_slice(&body) {
        Ok(request) => request,
        Err(e) => return failure(StatusCode::BAD_REQUEST, format!("bad request: {e}")),
    };
    if request.source.len() > api::MAX_SOURCE_BYTES {
        let response = api::run(&request);
        return (StatusCode::PAYLOAD_TOO_LARGE, Json(response)).into_response();
    }
    let answer = tokio::time::timeout(TIME_LIMIT, async move {
        let permit = runs
            .acquire_owned()
            .await
            .expect("the semaphore is never closed");
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            api::run(&request)
        })
        .await
    })
    .await;
    match answer {
        Ok(Ok(response)) => Json(response).into_response(),
        Ok(Err(_)) => failure(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal error: the run failed (please report this program)".to_string(),
        ),
        Err(_) => failure(
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "no answer within {} s (the server is busy or the input too large)",
                TIME_LIMIT.as_secs()
            ),
        ),
    }
}
