//! The `ssa-run` driver: parses and verifies a file, runs one function with
//! the arguments given on the command line, and prints its results, one
//! `VALUE : TYPE` line each (`20 : i32`, `true : i1`, `1.500000e+00 : f64`).
//! A Python program (`prog.py`, or `--input-format=python`) is imported by
//! [`crate::python`]; what its `print` calls wrote is printed first, as
//! CPython prints it.
//!
//! Exit status: 0 when the function returned; 1 when the input or the
//! command line is wrong (parse and verifier errors, as `ssa-opt` prints
//! them; a missing entry; arguments that do not fit the signature); 2 when
//! the execution failed: undefined behaviour (`FILE:LINE:COL: error:
//! undefined behaviour: ...` at the op, with a note at each enclosing call),
//! a failed `cf.assert`, running out of fuel or another limit, or an op the
//! interpreter cannot execute.

use crate::opt::{load_module, parse_cli, InputFormat};
use crate::python::output;
use clap::Parser;
use ssa_ir::diagnostic::{Diagnostic, SourceFile};
use ssa_ir::interp::{
    CallArg, DisplayValue, ExternalCall, Interpreter, Run, RunConfig, DEFAULT_FUEL,
};
use ssa_ir::ir::{BlockId, Ir, TypeId};
use ssa_ir::semantics::{
    parse_float_literal, parse_int_literal, FloatLiteralError, IntValue, Scalar, ScalarType,
};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::time::Instant;

/// ssa-run: execute a function of an MLIR-subset file.
#[derive(Parser, Debug)]
#[command(
    name = "ssa-run",
    version,
    about = "Run a function of an MLIR-subset file and print its results (VALUE : TYPE per line)",
    after_help = "Arguments are parsed by the entry's parameter types: integers in decimal or \
                  hex (-5, 0xff), true/false for i1, floats as MLIR writes them (1.5, 2, 2.5e-1, \
                  0x3FF0000000000000). Exit status: 0 returned, 1 bad input or arguments, \
                  2 execution failed (undefined behaviour, failed assertion, out of fuel, \
                  uninterpretable op)."
)]
struct Cli {
    /// Input file (`-`: standard input).
    input: String,
    /// Arguments of the entry function.
    #[arg(allow_negative_numbers = true)]
    args: Vec<String>,
    /// The function to run (default: the only function with a body, else `main`).
    #[arg(long, value_name = "NAME")]
    entry: Option<String>,
    /// Print the blocks entered and the external calls made, in order, to stderr.
    #[arg(long)]
    trace: bool,
    /// Stop after executing this many operations.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_FUEL)]
    fuel: u64,
    /// Print the number of operations executed and the speed to stderr.
    #[arg(long)]
    stats: bool,
    /// The input's language (default: `python` for a `.py` file, else `mlir`).
    #[arg(long, value_enum, value_name = "FORMAT")]
    input_format: Option<InputFormat>,
    /// Compile the module to native code with LLVM and run that instead of
    /// interpreting (needs a build with the `llvm` feature). --fuel counts
    /// loop iterations and calls; --trace shows the external calls only.
    /// The program is trusted: undefined behaviour the interpreter reports
    /// (an out-of-bounds store, a division by zero) is undefined natively
    /// too (memory corrupted, a crash); run without --jit to check it.
    #[arg(long)]
    jit: bool,
}

/// Runs `ssa-run` with these arguments; returns the exit status.
pub fn main(args: Vec<String>) -> i32 {
    let cli = match parse_cli::<Cli>(args) {
        Ok(cli) => cli,
        Err(status) => return status,
    };
    let (source, ir) = match load_module("ssa-run", Some(&cli.input), cli.input_format) {
        Ok(loaded) => loaded,
        Err(status) => return status,
    };
    let entry = match cli.entry.clone().map_or_else(|| default_entry(&ir), Ok) {
        Ok(entry) => entry,
        Err(message) => {
            eprintln!("ssa-run: error: {message}");
            return 1;
        }
    };
    let args = match parse_args(&ir, &entry, &cli.args) {
        Ok(args) => args,
        Err(message) => {
            eprintln!("ssa-run: error: {message}");
            return 1;
        }
    };
    if cli.jit {
        let start = Instant::now();
        let run = match run_native(&ir, &entry, args, cli.fuel) {
            Ok(run) => run,
            Err(errors) => {
                for d in &errors {
                    match d.loc.offset() {
                        Some(_) => eprint!("{}", source.render(d)),
                        None => eprintln!("ssa-run: error: {}", d.message),
                    }
                }
                return 1;
            }
        };
        if cli.trace {
            eprint!("{}", render_trace(&ir, &run));
        }
        if cli.stats {
            eprintln!(
                "ssa-run: compiled and ran natively in {:.3} s",
                start.elapsed().as_secs_f64()
            );
        }
        return report(&ir, &source, &entry, run);
    }
    let config = RunConfig {
        fuel: cli.fuel,
        record_blocks: cli.trace,
        ..RunConfig::default()
    };
    let start = Instant::now();
    let interpreter = Interpreter::new(&ir);
    let lowered = start.elapsed();
    let run = interpreter.run_with(&entry, &args, &config);
    let executed = start.elapsed() - lowered;
    if cli.trace {
        eprint!("{}", render_trace(&ir, &run));
    }
    if cli.stats {
        let seconds = executed.as_secs_f64();
        eprintln!(
            "ssa-run: executed {} ops in {:.3} s ({:.1} M ops/s); lowering took {:.3} s",
            run.ops_executed,
            seconds,
            run.ops_executed as f64 / seconds.max(1e-9) / 1e6,
            lowered.as_secs_f64()
        );
    }
    report(&ir, &source, &entry, run)
}

/// Prints what the program printed (the `print` calls of a Python
/// program, see [`output`]), then the results of `run` (one `VALUE : TYPE`
/// line each) or its error; returns the exit status.
fn report(ir: &Ir, source: &SourceFile, entry: &str, run: Run) -> i32 {
    if output::prints(ir) {
        print!("{}", output::render(&run.trace));
    }
    match run.outcome {
        Ok(results) => {
            let types = &ir
                .func_attrs(ir.lookup_function(entry).expect("ran it"))
                .expect("func")
                .results;
            let mut out = String::new();
            for (value, &ty) in results.iter().zip(types) {
                let _ = writeln!(out, "{} : {}", DisplayValue(value), ir.types.display(ty));
            }
            print!("{out}");
            0
        }
        Err(e) if e.op.is_none() => {
            eprintln!("ssa-run: error: {}", e.message(ir));
            1
        }
        Err(e) => {
            eprint!("{}", source.render(&e.to_diagnostic(ir)));
            2
        }
    }
}

/// Runs `entry` natively (the `llvm` feature's JIT).
#[cfg(feature = "llvm")]
fn run_native(ir: &Ir, entry: &str, args: Vec<Scalar>, fuel: u64) -> Result<Run, Vec<Diagnostic>> {
    let mut runs = ssa_ir::target::llvm::run_jit(ir, entry, &[args], fuel)?;
    Ok(runs.pop().expect("one run per argument vector"))
}

/// Without the `llvm` feature there is no JIT.
#[cfg(not(feature = "llvm"))]
fn run_native(_: &Ir, _: &str, _: Vec<Scalar>, _: u64) -> Result<Run, Vec<Diagnostic>> {
    Err(vec![Diagnostic::error(
        ssa_ir::ir::Loc::UNKNOWN,
        "--jit needs ssa-run built with the `llvm` feature (cargo build --features ssa-tools/llvm; see the README)",
    )])
}

/// The function to run when none is named: the only function with a body,
/// else `main`.
pub fn default_entry(ir: &Ir) -> Result<String, String> {
    let defined: Vec<&str> = ir
        .functions()
        .filter(|&f| ir.func_body(f).is_some())
        .filter_map(|f| ir.func_attrs(f).map(|a| a.name.as_str()))
        .collect();
    match defined.as_slice() {
        [only] => Ok(only.to_string()),
        _ if defined.contains(&"main") => Ok("main".to_string()),
        [] => Err("the input has no function with a body to run".to_string()),
        _ => Err(format!(
            "several functions could be run; choose one with --entry: {}",
            defined
                .iter()
                .map(|n| format!("@{n}"))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// The arguments of `entry`, parsed by its parameter types.
fn parse_args(ir: &Ir, entry: &str, texts: &[String]) -> Result<Vec<Scalar>, String> {
    let Some(f) = ir.lookup_function(entry) else {
        return Err(format!("no function named '@{entry}'"));
    };
    let inputs = &ir.func_attrs(f).expect("func attrs").inputs;
    if inputs.len() != texts.len() {
        let signature: Vec<String> = inputs
            .iter()
            .map(|&t| ir.types.display(t).to_string())
            .collect();
        return Err(format!(
            "'@{entry}' takes {} argument{} ({}), {} given",
            inputs.len(),
            if inputs.len() == 1 { "" } else { "s" },
            signature.join(", "),
            texts.len()
        ));
    }
    inputs
        .iter()
        .zip(texts)
        .enumerate()
        .map(|(i, (&ty, text))| {
            parse_arg(ir, ty, text).map_err(|why| {
                format!(
                    "argument #{i} of '@{entry}': '{text}' is not a valid '{}': {why}",
                    ir.types.display(ty)
                )
            })
        })
        .collect()
}

/// One argument of type `ty`: an integer (decimal or `0x` hex, optionally
/// negative; `true`/`false` for `i1`) or a float literal.
pub fn parse_arg(ir: &Ir, ty: TypeId, text: &str) -> Result<Scalar, String> {
    let Some(scalar) = ir.types.scalar_type(ty) else {
        return Err("only integers, index and floats can be passed".to_string());
    };
    match scalar {
        ScalarType::Float(format) => match parse_float_literal(text, format) {
            Ok(v) => Ok(v.into()),
            Err(FloatLiteralError::DecimalInteger) => {
                parse_float_literal(&format!("{text}.0"), format)
                    .map(Scalar::from)
                    .map_err(|e| e.to_string())
            }
            Err(e) => Err(e.to_string()),
        },
        ScalarType::Int(_) | ScalarType::Index => {
            let width = scalar.width();
            match text {
                "true" if width == 1 => return Ok(IntValue::from_bool(true).into()),
                "false" if width == 1 => return Ok(IntValue::from_bool(false).into()),
                _ => {}
            }
            let (negative, digits) = match text.strip_prefix('-') {
                Some(rest) => (true, rest),
                None => (false, text.strip_prefix('+').unwrap_or(text)),
            };
            let (hex, number) = match digits
                .strip_prefix("0x")
                .or_else(|| digits.strip_prefix("0X"))
            {
                Some(hex) => (true, hex),
                None => (false, digits),
            };
            let valid = |b: u8| {
                if hex {
                    b.is_ascii_hexdigit()
                } else {
                    b.is_ascii_digit()
                }
            };
            if number.is_empty() || !number.bytes().all(valid) {
                return Err("expected an integer (decimal or 0x hex)".to_string());
            }
            // The literal as the IR reads it (`-0` is 0 here).
            let zero = number.bytes().all(|b| b == b'0');
            let sign = if negative && !zero { "-" } else { "" };
            let literal = format!("{sign}{}{number}", if hex { "0x" } else { "" });
            parse_int_literal(&literal, width)
                .map(Scalar::from)
                .ok_or_else(|| format!("out of range for {width} bits"))
        }
    }
}

/// The `--trace` lines: `block @FUNC ^BLOCK` for each block entered and
/// `call @CALLEE(ARGS) -> (RESULTS)` (values with their types) for each
/// external call, in execution order.
pub fn render_trace(ir: &Ir, run: &Run) -> String {
    let mut out = String::new();
    let mut calls = run.trace.iter();
    let mut printed = 0;
    let mut labels: HashMap<BlockId, String> = HashMap::new(); // a cache: never iterated
    for visit in &run.blocks_visited {
        while printed < visit.calls_before {
            if let Some(call) = calls.next() {
                let _ = writeln!(out, "call {}", describe_call(ir, call));
            }
            printed += 1;
        }
        let func = ir.func_attrs(visit.func).map_or("?", |a| a.name.as_str());
        let label = labels
            .entry(visit.block)
            .or_insert_with(|| block_label(ir, visit.block));
        let _ = writeln!(out, "block @{func} ^{label}");
    }
    for call in calls {
        let _ = writeln!(out, "call {}", describe_call(ir, call));
    }
    out
}

/// A block's label as written in the input, or `bbN` by its position in
/// its region (as the printer numbers unnamed blocks).
fn block_label(ir: &Ir, block: BlockId) -> String {
    match ir.block_name(block) {
        Some(name) => name.to_string(),
        None => {
            let position = ir
                .region_blocks(ir.block_region(block))
                .position(|b| b == block);
            format!("bb{}", position.unwrap_or(0))
        }
    }
}

/// `@f(3 : i32, [1, poison] : memref<2xi32>) -> (5 : i32)`.
fn describe_call(ir: &Ir, call: &ExternalCall) -> String {
    let signature = ir
        .lookup_function(&call.callee)
        .and_then(|f| ir.func_attrs(f))
        .map(|a| (a.inputs.clone(), a.results.clone()));
    let typed =
        |text: String, types: Option<&Vec<TypeId>>, i: usize| match types.and_then(|t| t.get(i)) {
            Some(&ty) => format!("{text} : {}", ir.types.display(ty)),
            None => text,
        };
    let args: Vec<String> = call
        .args
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let text = match a {
                CallArg::Scalar(s) => DisplayValue(s).to_string(),
                memref => memref.to_string(),
            };
            typed(text, signature.as_ref().map(|s| &s.0), i)
        })
        .collect();
    let results: Vec<String> = call
        .results
        .iter()
        .enumerate()
        .map(|(i, r)| {
            typed(
                DisplayValue(r).to_string(),
                signature.as_ref().map(|s| &s.1),
                i,
            )
        })
        .collect();
    format!(
        "@{}({}) -> ({})",
        call.callee,
        args.join(", "),
        results.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssa_ir::parser::parse_module;

    fn ir() -> Ir {
        parse_module(
            "func.func @f(%a: i8, %b: i1, %c: f32, %d: index) {\n  return\n}\n",
            0,
        )
        .unwrap()
    }

    #[test]
    fn arguments_follow_the_parameter_types() {
        let ir = ir();
        let parse = |i: usize, text: &str| {
            let f = ir.lookup_function("f").unwrap();
            let ty = ir.func_attrs(f).unwrap().inputs[i];
            parse_arg(&ir, ty, text).map(|v| DisplayValue(&v).to_string())
        };
        assert_eq!(parse(0, "-128"), Ok("-128".into()));
        assert_eq!(parse(0, "255"), Ok("-1".into()));
        assert_eq!(parse(0, "0x7f"), Ok("127".into()));
        assert_eq!(parse(0, "-0x80"), Ok("-128".into()));
        assert!(parse(0, "256").unwrap_err().contains("out of range"));
        assert!(parse(0, "-129").unwrap_err().contains("out of range"));
        assert!(parse(0, "1.5").is_err());
        assert_eq!(parse(1, "true"), Ok("true".into()));
        assert_eq!(parse(1, "0"), Ok("false".into()));
        assert_eq!(parse(2, "1.5"), Ok("1.500000e+00".into()));
        assert_eq!(parse(2, "2"), Ok("2.000000e+00".into()));
        assert_eq!(parse(2, "-2.5e1"), Ok("-2.500000e+01".into()));
        assert!(parse(2, "x").is_err());
        assert_eq!(parse(3, "-1"), Ok("-1".into()));
        assert_eq!(parse(3, "0xffffffffffffffff"), Ok("-1".into()));
        assert!(parse(3, "0x10000000000000000").is_err());
    }

    #[test]
    fn the_default_entry_is_the_only_body_or_main() {
        let one =
            parse_module("func.func private @e()\nfunc.func @g() {\n  return\n}\n", 0).unwrap();
        assert_eq!(default_entry(&one), Ok("g".to_string()));
        let two = "func.func @g() {\n  return\n}\nfunc.func @h() {\n  return\n}\n";
        let ir = parse_module(two, 0).unwrap();
        assert_eq!(
            default_entry(&ir),
            Err("several functions could be run; choose one with --entry: @g, @h".to_string())
        );
        let ir = parse_module(&format!("{two}func.func @main() {{\n  return\n}}\n"), 0).unwrap();
        assert_eq!(default_entry(&ir), Ok("main".to_string()));
    }
}
