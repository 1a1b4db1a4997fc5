//! Interop with real MLIR (LLVM 22's `mlir-opt`), both directions, over the
//! whole lit suite:
//!
//! - every output `ssa-opt` produces in a RUN line of the suite (the first
//!   stage of each `%ssa-opt ...` pipeline that succeeds and prints IR) is
//!   parsed and verified by `mlir-opt`;
//! - `mlir-opt`'s own print of every test input that `ssa-opt` accepts is
//!   parsed and verified by `ssa-opt`;
//! - for a Python test (`*.py`), `ssa-translate --import-python`'s output,
//!   locations included, is parsed and verified by `mlir-opt`;
//! - the generic form both ways: `ssa-opt --mlir-print-op-generic` of every
//!   input it accepts is accepted by `mlir-opt`, and `mlir-opt
//!   --mlir-print-op-generic` of it reads back into the same IR as
//!   `mlir-opt`'s custom form does (compared as `ssa-opt` prints them, value
//!   names numbered per function).
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
            let (back, custom, err) = run(&ssa_opt, &split_flag, &printed);
            if !back {
                problems.push(format!(
                    "ssa-opt rejects mlir-opt's print of the input:\n{err}"
                ));
            }
            check_generic(&ssa_opt, mlir_opt, file, split, &custom, &mut problems);
        }
    }
    problems_to_result(problems)
}

/// The generic form both ways; `custom` is how `ssa-opt` prints `mlir-opt`'s
/// custom-form print of `file`.
fn check_generic(
    ssa_opt: &Path,
    mlir_opt: &Path,
    file: &Path,
    split: bool,
    custom: &[u8],
    problems: &mut Vec<String>,
) {
    let with_split = |args: &[&str]| -> Vec<String> {
        let mut args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        if split {
            args.push("--split-input-file".into());
        }
        args
    };
    let path = file.display().to_string();
    let (ok, ours, err) = run(
        ssa_opt,
        &with_split(&["--mlir-print-op-generic", &path]),
        b"",
    );
    if !ok {
        problems.push(format!("ssa-opt --mlir-print-op-generic fails:\n{err}"));
    } else {
        let (accepted, _, err) = run(
            mlir_opt,
            &with_split(&["--allow-unregistered-dialect"]),
            &ours,
        );
        if !accepted {
            problems.push(format!(
                "mlir-opt rejects the output of `ssa-opt --mlir-print-op-generic`:\n{err}"
            ));
        }
    }
    let args = with_split(&[
        "--allow-unregistered-dialect",
        "--mlir-print-op-generic",
        &path,
    ]);
    let (ok, generic, err) = run(mlir_opt, &args, b"");
    if !ok {
        problems.push(format!("mlir-opt --mlir-print-op-generic fails:\n{err}"));
        return;
    }
    let (ok, back, err) = run(ssa_opt, &with_split(&[]), &generic);
    if !ok {
        problems.push(format!(
            "ssa-opt rejects mlir-opt --mlir-print-op-generic's print of the input:\n{err}"
        ));
    } else if numbered(&back) != numbered(custom) {
        problems.push(format!(
            "mlir-opt's generic and custom forms of the input read back differently:\n{}\n---\n{}",
            String::from_utf8_lossy(&back),
            String::from_utf8_lossy(custom)
        ));
    }
}

/// `text` with each value name replaced by its number of first appearance
/// in its function (`mlir-opt` numbers values per function in the custom
/// form, across the module in the generic form).
fn numbered(text: &[u8]) -> String {
    let text = String::from_utf8_lossy(text);
    let mut out = String::with_capacity(text.len());
    let mut names: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.contains("func.func") {
            names.clear();
        }
        let mut rest = line;
        while let Some(at) = rest.find('%') {
            out.push_str(&rest[..=at]);
            let tail = &rest[at + 1..];
            let len = tail
                .find(|c: char| !(c.is_ascii_alphanumeric() || "_$.-".contains(c)))
                .unwrap_or(tail.len());
            let name = &tail[..len];
            let index = names.iter().position(|n| n == name).unwrap_or_else(|| {
                names.push(name.to_string());
                names.len() - 1
            });
            out.push_str(&format!("v{index}"));
            rest = &tail[len..];
        }
        out.push_str(rest);
        out.push('\n');
    }
    out
}

fn problems_to_result(problems: Vec<String>) -> Result<(), Failed> {
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n").into())
    }
}
