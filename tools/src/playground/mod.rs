//! `ssa-playground`: a local web page to type a program (Python, MLIR or a
//! CFG without code), run a pipeline, and watch each stage: the IR with
//! its changes, the CFG drawn, the textbook views and tables, and the
//! algorithms' traces played step by step (issue #21).
//!
//! - [`server`]: the HTTP server (axum on tokio, 127.0.0.1 only), the page's
//!   assets (compiled into the binary: it works offline) and the bounds on
//!   each request;
//! - [`api`]: `POST /api/run`, the JSON contract;
//! - [`passes`]: the one adapter to the pass manager;
//! - [`cfg_svg`]: CFG pictures laid out by `layout-rs`;
//! - [`trace`]: traces cut into steps, each with its block;
//! - [`examples`]: the seeds' worked examples, from the lit tests.

pub mod api;
pub mod cfg_svg;
pub mod examples;
pub mod passes;
pub mod server;
pub mod trace;

pub use server::{router, serve};

use clap::Parser;

/// ssa-playground: the SSA toolkit in a web page.
#[derive(Parser, Debug)]
#[command(
    name = "ssa-playground",
    version,
    about = "Serve the ssa-opt playground on http://127.0.0.1:PORT/"
)]
struct Cli {
    /// The port to listen on (0: any free port).
    #[arg(long, default_value_t = 8421)]
    port: u16,
}

/// Runs `ssa-playground` with these arguments; returns the exit status.
pub fn main(args: Vec<String>) -> i32 {
    let cli = match crate::opt::parse_cli::<Cli>(args) {
        Ok(cli) => cli,
        Err(status) => return status,
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("ssa-playground: error: cannot start the runtime: {e}");
            return 1;
        }
    };
    runtime.block_on(async {
        let listener = match tokio::net::TcpListener::bind(("127.0.0.1", cli.port)).await {
            Ok(listener) => listener,
            Err(e) => {
                eprintln!(
                    "ssa-playground: error: cannot listen on 127.0.0.1:{}: {e}",
                    cli.port
                );
                return 1;
            }
        };
        match listener.local_addr() {
            Ok(addr) => println!("ssa-playground: serving http://{addr}/ (Ctrl-C stops it)"),
            Err(e) => eprintln!("ssa-playground: warning: {e}"),
        }
        match serve(listener).await {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("ssa-playground: error: {e}");
                1
            }
        }
    })
}
