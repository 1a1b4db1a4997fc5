//! The `ssa-translate` driver (built with the `llvm` feature): reads a file
//! (or stdin), parses and verifies it, and prints it as LLVM IR
//! (`--mlir-to-llvmir`, the translation `mlir-translate` names so). Errors
//! are `file:line:col: error: ...` with the source line, as `ssa-opt`
//! prints them; the exit status is 1 and nothing is written to `-o` when
//! anything fails.

use crate::opt::{load_module, parse_cli};
use clap::Parser;
use ssa_ir::target::llvm::{translate_to_text, Options, Purpose};

/// ssa-translate: translate MLIR-subset IR to other IRs.
#[derive(Parser, Debug)]
#[command(
    name = "ssa-translate",
    version,
    about = "Translate MLIR-subset IR to LLVM IR (one step: no --convert-to-llvm first)",
    after_help = "The output passes LLVM's verifier (`opt -passes=verify`). Float results keep \
                  the interpreter's NaN bits unless --native-nans is given."
)]
struct Cli {
    /// Input file (`-` or nothing: standard input).
    input: Option<String>,
    /// Output file (default: standard output). Not written when anything fails.
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<String>,
    /// Translate to LLVM IR (the only translation, required as in mlir-translate).
    #[arg(long = "mlir-to-llvmir", required = true)]
    mlir_to_llvmir: bool,
    /// Lower float ops to the plain LLVM instructions and `llvm.maxnum`/`minnum`,
    /// leaving NaN bits (and maxnum's signed zeros) to LLVM.
    #[arg(long)]
    native_nans: bool,
}

/// Runs `ssa-translate` with these arguments; returns the exit status.
pub fn main(args: Vec<String>) -> i32 {
    let cli = match parse_cli::<Cli>(args) {
        Ok(cli) => cli,
        Err(status) => return status,
    };
    debug_assert!(cli.mlir_to_llvmir);
    let (source, ir) = match load_module("ssa-translate", cli.input.as_deref()) {
        Ok(loaded) => loaded,
        Err(status) => return status,
    };
    let options = Options {
        purpose: Purpose::Translate,
        exact_nans: !cli.native_nans,
    };
    let text = match translate_to_text(&ir, source.name(), options) {
        Ok(text) => text,
        Err(errors) => {
            for d in &errors {
                eprint!("{}", source.render(d));
            }
            return 1;
        }
    };
    let written = match &cli.output {
        Some(path) => std::fs::write(path, text).map_err(|e| format!("cannot write '{path}': {e}")),
        None => std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes())
            .map_err(|e| format!("cannot write output: {e}")),
    };
    match written {
        Ok(()) => 0,
        Err(message) => {
            eprintln!("ssa-translate: error: {message}");
            1
        }
    }
}
