//! `ssa-smith`: prints a random, valid, UB-free, terminating program.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use ssa_tools::smith::{generate, Config, Shape};

/// Generate a random MLIR program in pre-SSA style (slots, loads, stores).
#[derive(Parser)]
#[command(name = "ssa-smith", version)]
struct Cli {
    /// Seed of the random stream: equal options give equal programs.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Approximate number of operations.
    #[arg(long, default_value_t = Config::default().size)]
    size: usize,
    /// Overall form of the program.
    #[arg(long, value_enum, default_value_t = Shape::Mixed)]
    shape: Shape,
    /// Write the program here instead of to standard output.
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let text = generate(&Config {
        seed: cli.seed,
        size: cli.size,
        shape: cli.shape,
    });
    let written = match &cli.output {
        Some(path) => std::fs::write(path, text),
        None => std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes()),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let to = cli
                .output
                .as_ref()
                .map_or("standard output".into(), |p| p.display().to_string());
            eprintln!("ssa-smith: cannot write {to}: {e}");
            ExitCode::FAILURE
        }
    }
}
