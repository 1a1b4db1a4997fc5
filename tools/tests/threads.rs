//! `ssa-opt --threads N`: the exit status, the output and the diagnostics
//! are byte-identical for 1, 2, 3 and 8 threads (and `--no-threading`), on
//! every input of the lit suite and on generated modules of many
//! functions, valid and invalid (issue #22). The generated modules are
//! large enough to be parsed in parts (`parse_module_parts`) with more
//! than one thread, and not with one, and the leading function passes run
//! on each part on its own thread.

use ssa_tools::smith::{generate, Config, Shape};
use std::path::{Path, PathBuf};
use std::process::Command;

/// What `ssa-opt ARGS INPUT --threads N` did: status, stdout, stderr.
type Run = (Option<i32>, Vec<u8>, Vec<u8>);

fn ssa_opt(input: &Path, args: &[&str], threads: &str) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ssa-opt"));
    command.args(args).arg(input);
    match threads {
        "off" => command.arg("--no-threading"),
        n => command.args(["--threads", n]),
    };
    let out = command.output().expect("ssa-opt runs");
    (out.status.code(), out.stdout, out.stderr)
}

/// Runs `input` with `args` at each thread count; panics on a difference.
/// Returns the single-threaded run.
fn same_for_every_thread_count(input: &Path, args: &[&str]) -> Run {
    let one = ssa_opt(input, args, "1");
    for threads in ["2", "3", "8", "off"] {
        let other = ssa_opt(input, args, threads);
        assert!(
            one == other,
            "{} {args:?}: --threads 1 and {threads} differ:\n--- 1 ---\n{}{}\n--- {threads} ---\n{}{}",
            input.display(),
            String::from_utf8_lossy(&one.1),
            String::from_utf8_lossy(&one.2),
            String::from_utf8_lossy(&other.1),
            String::from_utf8_lossy(&other.2),
        );
    }
    one
}

fn lit_inputs(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("test directory") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "fuzz") {
                lit_inputs(&path, found);
            }
        } else if path.extension().is_some_and(|e| e == "mlir") {
            found.push(path);
        }
    }
}

/// Every lit input, printed as is and after `-mem2reg -sccp -dce` with
/// an analysis printer (which verifies after each pass).
#[test]
fn lit_inputs_are_the_same_for_every_thread_count() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test");
    let mut inputs = Vec::new();
    lit_inputs(&root, &mut inputs);
    inputs.sort();
    assert!(inputs.len() > 100, "the lit suite is at {}", root.display());
    for input in &inputs {
        let text = std::fs::read_to_string(input).unwrap_or_default();
        let split: &[&str] = if text.contains("// -----") {
            &["--split-input-file"]
        } else {
            &[]
        };
        same_for_every_thread_count(input, split);
        let passes = [split, &["-mem2reg", "-sccp", "-dce", "-print-cfg"]].concat();
        same_for_every_thread_count(input, &passes);
    }
}

fn write_input(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("ssa-threads-{}-{name}.mlir", std::process::id()));
    std::fs::write(&path, text).expect("temporary input");
    path
}

/// Generated modules of hundreds of functions: many parts per thread.
#[test]
fn many_functions_are_the_same_for_every_thread_count() {
    let shapes = [
        Config {
            seed: 3,
            size: 60_000,
            shape: Shape::ManyFunctions,
            ..Config::default()
        },
        Config {
            seed: 4,
            size: 60_000,
            shape: Shape::FrontEnd,
            vars: 12,
            functions: 300,
        },
    ];
    for cfg in shapes {
        let text = generate(&cfg);
        let input = write_input(&format!("{:?}", cfg.shape), &text);
        let (status, out, _) = same_for_every_thread_count(&input, &[]);
        assert_eq!(status, Some(0));
        assert!(out.len() > text.len() / 2);
        let (status, _, _) =
            same_for_every_thread_count(&input, &["-mem2reg", "-sccp", "-dce", "-print-domtree"]);
        assert_eq!(status, Some(0));
        // Function passes around a module pass, with counters and remarks.
        let (status, _, err) = same_for_every_thread_count(
            &input,
            &["--passes=mem2reg,sccp,dce,cse", "--stats", "--pass-remarks"],
        );
        assert_eq!(status, Some(0));
        assert!(String::from_utf8_lossy(&err).contains("mem2reg"));
        // Function passes only (all run on the parts), with an analysis
        // printer's output.
        let (status, out, err) = same_for_every_thread_count(
            &input,
            &[
                "--passes=mem2reg,dce,cse,print-domtree",
                "--stats",
                "--pass-remarks",
            ],
        );
        assert_eq!(status, Some(0));
        assert!(String::from_utf8_lossy(&out).contains("Dominator tree"));
        assert!(String::from_utf8_lossy(&err).contains("'dce'"));
        // A pass error after a pass that ran on every function: its remarks
        // and counters, then the error.
        let (status, _, err) = same_for_every_thread_count(
            &input,
            &[
                "--passes=mem2reg,dce,mem2reg{algorithm=braun flavor=minimal}",
                "--stats",
                "--pass-remarks",
            ],
        );
        assert_eq!(status, Some(1));
        assert!(String::from_utf8_lossy(&err).contains("needs algorithm=cytron"));
        // The phases of `--time-passes`, in order (the times differ).
        let phases = |threads: &str| {
            let (_, _, err) = ssa_opt(
                &input,
                &["-mem2reg", "-sccp", "-dce", "--time-passes"],
                threads,
            );
            let err = String::from_utf8_lossy(&err).into_owned();
            let names: Vec<String> = err
                .lines()
                .filter_map(|l| l.split_once("%)").map(|(_, name)| name.trim().to_string()))
                .collect();
            names
        };
        let one = phases("1");
        assert_eq!(
            one,
            ["Parser", "Verifier", "mem2reg", "sccp", "dce", "Output", "Total"]
        );
        assert_eq!(phases("2"), one);
        std::fs::remove_file(&input).expect("remove input");
    }
}

/// Errors in many functions come out in the same order for every count.
#[test]
fn errors_in_many_functions_are_the_same_for_every_thread_count() {
    let mut text = String::new();
    let functions = 4000;
    for i in 0..functions {
        let body = if i % 7 == 3 {
            "  %a = arith.addi %b, %b : i32\n  %b = arith.constant 1 : i32\n  return %a : i32\n"
        } else {
            "  %b = arith.constant 1 : i32\n  %a = arith.addi %b, %b : i32\n  return %a : i32\n"
        };
        text.push_str(&format!("func.func @f{i}() -> i32 {{\n{body}}}\n"));
    }
    let input = write_input("errors", &text);
    let (status, out, err) = same_for_every_thread_count(&input, &[]);
    std::fs::remove_file(&input).expect("remove input");
    assert_eq!(status, Some(1));
    assert!(out.is_empty());
    let err = String::from_utf8_lossy(&err);
    let errors: Vec<&str> = err.lines().filter(|l| l.contains(": error: ")).collect();
    let broken: Vec<usize> = (0..functions).filter(|i| i % 7 == 3).collect();
    assert_eq!(errors.len(), broken.len(), "{err}");
    // Function `i` starts on line `5i + 1`; its error is on the next.
    for (error, i) in errors.iter().zip(&broken) {
        assert!(error.contains(&format!(":{}:", 5 * i + 2)), "{error}");
    }
}

/// A parse error near the end of a module parsed in parts is reported at
/// its line and column, as on one thread.
#[test]
fn a_parse_error_in_a_late_part_is_the_same_for_every_thread_count() {
    let mut text = String::from("module {\n");
    let functions = 4000;
    for i in 0..functions {
        let ty = if i == functions - 30 { "i3x" } else { "i32" };
        text.push_str(&format!(
            "  func.func @f{i}(%x: i32) -> i32 {{\n    %c = arith.constant {i} : {ty}\n    %s = arith.addi %x, %c : i32\n    return %s : i32\n  }}\n"
        ));
    }
    text.push_str("}\n");
    let input = write_input("parse-error", &text);
    let (status, out, err) = same_for_every_thread_count(&input, &[]);
    std::fs::remove_file(&input).expect("remove input");
    assert_eq!(status, Some(1));
    assert!(out.is_empty());
    let err = String::from_utf8_lossy(&err);
    // Function `i` starts on line `5i + 2`; the type on the next, column 32.
    let line = 5 * (functions - 30) + 3;
    assert!(err.contains(&format!(":{line}:32: error: ")), "{err}");
}
