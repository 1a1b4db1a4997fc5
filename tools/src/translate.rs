//! The `ssa-translate` driver: reads a file (or stdin) and translates it.
//! `--import-python` prints the pre-SSA IR of a Python program (see
//! [`crate::python`]) with each op's `loc("prog.py":line:col)`;
//! `--mlir-to-llvmir` (the translation `mlir-translate` names so, built
//! with the `llvm` feature) parses and verifies MLIR-subset IR and prints
//! it as LLVM IR. Errors are `file:line:col: error: ...` with the source
//! line, as `ssa-opt` prints them; the exit status is 1 and nothing is
//! written to `-o` when anything fails.

use crate::opt::{load_module, parse_cli, InputFormat};
use clap::Parser;
use ssa_ir::printer::print_module_located;

/// ssa-translate: translate between MLIR-subset IR and other languages.
#[derive(Parser, Debug)]
#[command(
    name = "ssa-translate",
    version,
    about = "Translate a Python program to MLIR-subset IR (--import-python), or MLIR-subset IR \
             to LLVM IR (--mlir-to-llvmir, one step: no --convert-to-llvm first)",
    after_help = "The LLVM IR passes LLVM's verifier (`opt -passes=verify`). Float results keep \
                  the interpreter's NaN bits unless --native-nans is given."
)]
#[command(group(clap::ArgGroup::new("translation").required(true).args(["import_python", "mlir_to_llvmir"])))]
struct Cli {
    /// Input file (`-` or nothing: standard input).
    input: Option<String>,
    /// Output file (default: standard output). Not written when anything fails.
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<String>,
    /// Import a Python program: print its pre-SSA IR, located at its lines.
    #[arg(long)]
    import_python: bool,
    /// Translate to LLVM IR (needs a build with the `llvm` feature).
    #[arg(long = "mlir-to-llvmir")]
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
    let format = cli.import_python.then_some(InputFormat::Python);
    let format = format.or(Some(InputFormat::Mlir));
    let (source, ir) = match load_module("ssa-translate", cli.input.as_deref(), format) {
        Ok(loaded) => loaded,
        Err(status) => return status,
    };
    let text = if cli.import_python {
        let mut text = Vec::new();
        print_module_located(&ir, Some(&source), &mut text).expect("writing to a Vec");
        String::from_utf8(text).expect("the printer writes UTF-8")
    } else {
        match to_llvm_ir(&ir, &source, cli.native_nans) {
            Ok(text) => text,
            Err(status) => return status,
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

/// The module as LLVM IR, or (errors printed) the exit status.
#[cfg(feature = "llvm")]
fn to_llvm_ir(
    ir: &ssa_ir::ir::Ir,
    source: &ssa_ir::diagnostic::SourceFile,
    native_nans: bool,
) -> Result<String, i32> {
    use ssa_ir::target::llvm::{translate_to_text, Options, Purpose};
    let options = Options {
        purpose: Purpose::Translate,
        exact_nans: !native_nans,
    };
    translate_to_text(ir, source.name(), options).map_err(|errors| {
        for d in &errors {
            eprint!("{}", source.render(d));
        }
        1
    })
}

/// Without the `llvm` feature there is no LLVM IR.
#[cfg(not(feature = "llvm"))]
fn to_llvm_ir(
    _: &ssa_ir::ir::Ir,
    _: &ssa_ir::diagnostic::SourceFile,
    _: bool,
) -> Result<String, i32> {
    eprintln!(
        "ssa-translate: error: --mlir-to-llvmir needs ssa-translate built with the `llvm` feature (cargo build --features ssa-tools/llvm; see the README)"
    );
    Err(1)
}
