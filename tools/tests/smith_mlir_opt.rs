//! Interop: MLIR's own `mlir-opt` (LLVM 22) parses, verifies and runs
//! `--mem2reg` on generated programs. Skipped, with a message, where it is not
//! installed.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use ssa_tools::smith::{generate, Config, Shape};

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// The programs checked: many small mixed ones, a few of every other shape.
fn configs() -> Vec<Config> {
    let mut cs: Vec<Config> = (0..200)
        .map(|seed| Config {
            seed,
            ..Config::default()
        })
        .collect();
    for shape in [
        Shape::Ladder,
        Shape::DeepNest,
        Shape::ManyFunctions,
        Shape::HugeFunction,
        Shape::FrontEnd,
    ] {
        cs.extend((0..25).map(|seed| Config {
            seed,
            size: 1_500,
            shape,
            functions: 1 + seed as usize % 3,
            ..Config::default()
        }));
    }
    cs
}

/// Occurrences of the value `name` in `text` (`%v1` is not in `%v12`).
fn mentions(text: &str, name: &str) -> usize {
    text.match_indices(name)
        .filter(|(i, _)| !text[i + name.len()..].starts_with(|c: char| c.is_ascii_digit()))
        .count()
}

/// Slots MLIR's mem2reg must leave: the escaping ones (`%eN`) and those
/// without any use.
fn unpromotable(text: &str) -> usize {
    text.split("\nfunc.func @")
        .map(|f| {
            f.lines()
                .filter_map(|l| l.trim().split_once(" = memref.alloca()"))
                .filter(|(name, _)| name.starts_with("%e") || mentions(f, name) == 1)
                .count()
        })
        .sum()
}

/// Runs `mlir-opt --mem2reg` on `text`; its output, or why it failed.
fn mem2reg(text: &str) -> Result<String, String> {
    let mut child = Command::new(MLIR_OPT)
        .arg("--mem2reg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(text.as_bytes())
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// `mlir-opt --mem2reg` parses and verifies each program (before and after
/// the pass) and promotes every slot except the escaping and unused ones.
#[test]
fn mlir_opt_accepts_and_promotes_generated_programs() {
    if !Path::new(MLIR_OPT).exists() {
        eprintln!("skipped: {MLIR_OPT} is not installed");
        return;
    }
    let configs = configs();
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let configs = &configs;
                s.spawn(move || {
                    let mut failures = Vec::new();
                    for c in configs.iter().skip(w).step_by(workers) {
                        let text = generate(c);
                        match mem2reg(&text) {
                            Ok(out) => {
                                let left = out.matches("memref.alloca").count();
                                let expected = unpromotable(&text);
                                if left != expected {
                                    failures.push(format!(
                                        "{c:?}: {left} allocas left, expected {expected}"
                                    ));
                                }
                            }
                            Err(e) => failures.push(format!("{c:?}: {e}")),
                        }
                    }
                    failures
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("worker"))
            .collect()
    });
    assert!(
        failures.is_empty(),
        "{} of {} programs failed:\n{}",
        failures.len(),
        configs.len(),
        failures.join("\n")
    );
}
