//! Interop with real MLIR (LLVM 22's `mlir-opt`), both directions, over the
//! whole lit suite:
//!
//! - every output `ssa-opt` produces in a RUN line of the suite (the first
//!   stage of each `%ssa-opt ...` pipeline that succeeds and prints IR) is
//!   parsed and verified by `mlir-opt`;
//! - `mlir-opt`'s own print of every test input that `ssa-opt` accepts is
//!   parsed and verified by `ssa-opt`;
//! - for a Python test (`*.py`), `ssa-translate --import-python`'s output,
//!   locations included, is parsed and verified by `mlir-opt`.
//!
//! One trial per lit file. Without `mlir-opt` every trial is reported
//! ignored, so a machine without LLVM still passes `cargo test`, visibly.

#[path = "harness/mlir_opt.rs"]
mod mlir_opt;

use libtest_mimic::{Arguments, Failed, Trial};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

fn main() -> ExitCode {
    let args = Arguments::from_args();
    let mlir_opt = mlir_opt::find_mlir_opt();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test");
    let mut files = Vec::new();
    collect_tests(&root, &mut files);
    files.sort();
    let trials = files
        .into_iter()
        .map(|file| {
            let name = file
                .strip_prefix(&root)
                .unwrap_or(&file)
                .display()
                .to_string();
            let ignored = mlir_opt.is_none();
            let mlir_opt = mlir_opt.clone().unwrap_or_default();
            Trial::test(name, move || check_file(&file, &mlir_opt)).with_ignored_flag(ignored)
        })
        .collect();
    libtest_mimic::run(&args, trials).exit_code()
}

fn collect_tests(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        if path.is_dir() {
            // Canary tests are about FileCheck, not IR; Inputs are not tests.
            if name != "Canary" && name != "Inputs" && name != "harness" {
                collect_tests(&path, out);
            }
        } else if name.ends_with(".mlir") || name.ends_with(".py") {
            out.push(path);
        }
    }
}

/// Runs `program args` with `input` on stdin; returns (success, stdout, stderr).
fn run(program: &Path, args: &[String], input: &[u8]) -> (bool, Vec<u8>, String) {
    let child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let Ok(mut child) = child else {
        return (
            false,
            Vec::new(),
            format!("cannot run {}", program.display()),
        );
    };
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("wait for child");
    let _ = writer.join();
    (
        output.status.success(),
        output.stdout,
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The arguments of each `%ssa-opt ...` command that starts a RUN line and
/// prints IR to stdout (no `not`, no `-o`, no analysis printers, no
/// diagnostics checking).
fn ssa_opt_invocations(text: &str, file: &Path) -> Vec<Vec<String>> {
    let dir = file.parent().expect("a test is in a folder");
    text.lines()
        .filter_map(|line| line.split_once("RUN:").map(|(_, run)| run.trim()))
        .filter_map(|run| run.strip_prefix("%ssa-opt"))
        .map(|rest| rest.split(['|', '>', '<']).next().unwrap_or("").trim())
        .filter(|cmd| {
            !cmd.split_whitespace().any(|arg| {
                arg == "-o"
                    || arg.contains("verify-diagnostics")
                    || arg.contains("list-passes")
                    || arg.trim_start_matches('-').starts_with("print")
                    || arg.trim_start_matches('-').starts_with("dot")
                    || arg.contains("lattice")
            })
        })
        .map(|cmd| {
            cmd.split_whitespace()
                .map(|arg| {
                    arg.trim_matches('\'')
                        .replace("%s", &file.display().to_string())
                        .replace("%S", &dir.display().to_string())
                })
                .collect()
        })
        .collect()
}

fn check_file(file: &Path, mlir_opt: &Path) -> Result<(), Failed> {
    let ssa_opt = PathBuf::from(env!("CARGO_BIN_EXE_ssa-opt"));
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let split = text.contains("// -----");
    let mlir_args = |extra: &[&str]| -> Vec<String> {
        let mut args: Vec<String> = ["--allow-unregistered-dialect", "--verify-each"]
            .iter()
            .chain(extra)
            .map(|s| s.to_string())
            .collect();
        if split {
            args.push("--split-input-file".into());
        }
        args
    };
    let mut problems = Vec::new();
    // Direction 1: what ssa-opt prints, mlir-opt accepts.
    for args in ssa_opt_invocations(&text, file) {
        let (ok, out, _) = run(&ssa_opt, &args, b"");
        if !ok || out.is_empty() {
            continue;
        }
        let (accepted, _, err) = run(mlir_opt, &mlir_args(&[]), &out);
        if !accepted {
            problems.push(format!(
                "mlir-opt rejects the output of `ssa-opt {}`:\n{err}",
                args.join(" ")
            ));
        }
    }
    if file.extension().is_some_and(|e| e == "py") {
        let translate = PathBuf::from(env!("CARGO_BIN_EXE_ssa-translate"));
        let args = ["--import-python".to_string(), file.display().to_string()];
        let (ok, out, _) = run(&translate, &args, b"");
        if ok {
            let (accepted, _, err) = run(mlir_opt, &mlir_args(&[]), &out);
            if !accepted {
                problems.push(format!(
                    "mlir-opt rejects the output of `ssa-translate --import-python`:\n{err}"
                ));
            }
        }
        return problems_to_result(problems);
    }
    // Direction 2: what mlir-opt prints of an input ssa-opt accepts, ssa-opt accepts.
    let split_flag: Vec<String> = if split {
        vec!["--split-input-file".into()]
    } else {
        vec![]
    };
    let (ours, _, _) = run(&ssa_opt, &split_flag, text.as_bytes());
    if ours {
        let (theirs, printed, err) = run(mlir_opt, &mlir_args(&[]), text.as_bytes());
        if !theirs {
            problems.push(format!("mlir-opt rejects an input ssa-opt accepts:\n{err}"));
        } else {
            let (back, _, err) = run(&ssa_opt, &split_flag, &printed);
            if !back {
                problems.push(format!(
                    "ssa-opt rejects mlir-opt's print of the input:\n{err}"
                ));
            }
        }
    }
    problems_to_result(problems)
}

fn problems_to_result(problems: Vec<String>) -> Result<(), Failed> {
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n").into())
    }
}
