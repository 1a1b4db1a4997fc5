//! Bless mode (`SSA_BLESS=1 cargo test --test lit -- NAME`): regenerate the
//! CHECK lines of a lit file from the current output, in the spirit of MLIR's
//! `mlir/utils/generate-test-checks.py`.
//!
//! - The output comes from the first RUN line of the form
//!   `%ssa-TOOL ... | filecheck %s [--check-prefix=P]`: the part before the
//!   pipe runs with the test's substitutions, in bash with pipefail. Files
//!   without such a line (the canaries, `printf ... | filecheck`) are left
//!   alone.
//! - Every line that is a directive of that prefix (`// P:`, `// P-NEXT:`,
//!   `// P-NOT:`, ...) is removed: hand-written CHECK-NOTs go too, as with
//!   the MLIR script.
//! - The output is cut into one segment per top-level op (the `module {`
//!   wrapper is skipped). Its first line becomes `// P-LABEL:` (the text up
//!   to the first SSA name) plus `// P-SAME:` (the rest); the lines after it
//!   `// P-NEXT:`, or `// P:` after a skipped blank or comment line. The
//!   `// N preds` comment of a block label is dropped.
//! - SSA names become FileCheck variables, fresh per segment: `%[[SUM:.*]]`
//!   where the name first appears, `%[[SUM]]` after; numbered names (`%0`)
//!   become `VAL_0`, `VAL_1`, ... `{{`, `[[` and `[%` are escaped.
//! - The segments go right before the `func.func` lines of the file when
//!   there are as many of those as segments (after a `///` sentence, which
//!   stays on top); otherwise all together where the first removed CHECK line
//!   was, or at the end.
//! - An output that holds CHECK lines itself (a tool echoing the test) is not
//!   blessed: the checks would match themselves.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use litcheck_filecheck::litcheck::diagnostics::{SourceSpan, Span};
use litcheck_lit::config::ScopedSubstitutionSet;
use litcheck_lit::{Config, Test};

/// Rewrites the CHECK lines of `test`; returns a note for the user, or
/// `None` when the file has no RUN line to bless from.
pub fn bless(test: &Test, lit: &Config) -> Result<Option<String>, String> {
    let path = test.source_path();
    let source = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let Some(run) = find_blessable_run(&source) else {
        return Ok(None);
    };
    let output = run_producer(test, lit, &run.producer)?;
    if output.lines().any(|line| is_check_line(line, &run.prefix)) {
        // Checks made from an output that echoes them would match themselves.
        return Ok(Some(format!(
            "left as is: the output of `{}` holds {} lines",
            run.producer, run.prefix
        )));
    }
    let segments = generate_checks(&output, &run.prefix);
    let blessed = rewrite(&source, &run.prefix, &segments);
    let lines: usize = segments.iter().map(Vec::len).sum();
    if blessed == source {
        return Ok(Some(format!("unchanged ({lines} check lines)")));
    }
    fs::write(path, blessed).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(Some(format!(
        "wrote {lines} {} lines from `{}`",
        run.prefix, run.producer
    )))
}

/// The RUN line checks are generated from.
#[derive(Debug, PartialEq)]
struct BlessableRun {
    /// The command before `| filecheck`, unsubstituted.
    producer: String,
    /// The check prefix given to filecheck.
    prefix: String,
}

/// The first RUN line (continuations joined) that pipes an `%ssa-` tool into
/// `filecheck %s` (or `FileCheck %s`); `not filecheck` does not count.
fn find_blessable_run(source: &str) -> Option<BlessableRun> {
    let mut commands = Vec::new();
    let mut pending: Option<String> = None;
    for line in source.lines() {
        let Some(at) = line.find("RUN:") else {
            continue;
        };
        let part = line[at + 4..].trim();
        let mut command = pending.take().unwrap_or_default();
        if let Some(head) = part.strip_suffix('\\') {
            command.push_str(head);
            command.push(' ');
            pending = Some(command);
        } else {
            command.push_str(part);
            commands.push(command);
        }
    }
    commands.iter().find_map(|command| {
        let bar = command.rfind('|')?;
        if command[..bar].ends_with('|') {
            return None;
        }
        let producer = command[..bar].trim();
        let mut words = command[bar + 1..].split_whitespace();
        if !matches!(words.next(), Some("filecheck" | "FileCheck"))
            || !producer.starts_with("%ssa-")
        {
            return None;
        }
        let mut prefix = "CHECK".to_string();
        let mut check_file = None;
        let mut words = words.peekable();
        while let Some(word) = words.next() {
            let flag = word.trim_start_matches('-');
            if let Some(value) = flag
                .strip_prefix("check-prefix=")
                .or_else(|| flag.strip_prefix("check-prefixes="))
            {
                prefix = value.split(',').next().unwrap_or("CHECK").to_string();
            } else if word.starts_with('-') && (flag == "check-prefix" || flag == "check-prefixes")
            {
                let value = words.next().unwrap_or("CHECK");
                prefix = value.split(',').next().unwrap_or("CHECK").to_string();
            } else if !word.starts_with('-') && check_file.is_none() {
                check_file = Some(word);
            }
        }
        (check_file == Some("%s")).then(|| BlessableRun {
            producer: producer.to_string(),
            prefix,
        })
    })
}

/// Runs `producer` as the lit script would (same substitutions, bash with
/// pipefail, the harness's search path) and returns its standard output.
fn run_producer(test: &Test, lit: &Config, producer: &str) -> Result<String, String> {
    let stem = test.path.file_name().unwrap_or_default().to_string_lossy();
    let temp = std::env::temp_dir().join(format!("ssa-bless.{}.{stem}", std::process::id()));
    fs::create_dir_all(&temp).map_err(|e| format!("{}: {e}", temp.display()))?;
    let temp_file = temp.join(format!("{stem}.tmp"));

    let source_path = test.source_path().to_string_lossy().into_owned();
    let source_dir = test.source_path().parent().unwrap_or(Path::new("/"));
    let mut substitutions = ScopedSubstitutionSet::new(&test.config.substitutions);
    substitutions.extend([
        ("%s", source_path),
        ("%S", source_dir.to_string_lossy().into_owned()),
        ("%t", temp_file.to_string_lossy().into_owned()),
        ("%basename_t", format!("{stem}.tmp")),
    ]);
    substitutions.insert("%%", "%");
    let command = substitutions
        .apply(Span::new(SourceSpan::UNKNOWN, producer))
        .map_err(|e| e.to_string())?;

    let path = std::env::var_os("PATH").unwrap_or_default();
    let search = lit
        .options
        .search_paths
        .iter()
        .cloned()
        .chain(std::env::split_paths(&path));
    let output = Command::new("bash")
        .arg("-c")
        .arg(format!("set -o pipefail\n{command}"))
        .current_dir(&temp)
        .envs(test.config.env.iter().map(|(k, v)| (&**k, &**v)))
        .env(
            "PATH",
            std::env::join_paths(search).map_err(|e| e.to_string())?,
        )
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run bash: {e}"));
    let _ = fs::remove_dir_all(&temp);
    let output = output?;
    if !output.status.success() {
        return Err(format!(
            "`{command}` failed ({}):\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    String::from_utf8(output.stdout).map_err(|e| format!("output is not UTF-8: {e}"))
}

/// Check lines for `output`, one segment per top-level op.
fn generate_checks(output: &str, prefix: &str) -> Vec<Vec<String>> {
    let lines: Vec<&str> = output.lines().map(str::trim_end).collect();
    // Skip the `module {` level, as generate-test-checks.py's
    // `--starts_from_scope=1` does, when the output has one.
    let top = match lines.iter().find(|l| !l.trim().is_empty()) {
        Some(first) if first.trim_start().starts_with("module") && first.ends_with('{') => 1,
        _ => 0,
    };
    let mut segments: Vec<Vec<String>> = Vec::new();
    let mut names = SsaNames::default();
    let mut depth = 0usize;
    let mut after_gap = false;
    for line in lines {
        let mut text = line.trim();
        if text.is_empty() || text.starts_with("//") {
            after_gap = true;
            continue;
        }
        if text.starts_with('^') {
            if let Some(at) = text.find("//") {
                text = text[..at].trim_end();
            }
        }
        if text.starts_with('}') {
            depth = depth.saturating_sub(1);
        }
        let level = depth;
        if text.ends_with('{') {
            depth += 1;
        }
        if level < top {
            continue;
        }
        let text = escape(text);
        if (level == top && !text.starts_with('}')) || segments.is_empty() {
            names = SsaNames::default();
            let (label, rest) = text.split_at(first_ssa_name(&text).unwrap_or(text.len()));
            let mut segment = vec![format!("// {prefix}-LABEL: {}", label.trim_end())];
            if !rest.is_empty() {
                segment.push(format!("// {prefix}-SAME: {}", names.replace(rest)));
            }
            segments.push(segment);
        } else {
            let directive = if after_gap {
                format!("{prefix}:")
            } else {
                format!("{prefix}-NEXT:")
            };
            let check = format!("// {directive} {}", names.replace(&text));
            segments.last_mut().expect("a segment").push(check);
        }
        after_gap = false;
    }
    segments
}

/// Escapes what FileCheck would read as a regex or a variable.
fn escape(text: &str) -> String {
    text.replace("{{", r"{{\{\{}}")
        .replace("[[", r"{{\[\[}}")
        .replace("[%", r"{{\[}}%")
}

/// The byte offset of the first `%name` (an MLIR SSA id) in `text`.
fn first_ssa_name(text: &str) -> Option<usize> {
    text.match_indices('%')
        .map(|(at, _)| at)
        .find(|&at| ssa_id_len(&text[at + 1..]) > 0)
}

/// The length of the SSA id at the start of `text`: `[0-9]+` or
/// `[a-zA-Z$._-][a-zA-Z0-9$._-]*`, as MLIR's lexer reads it.
fn ssa_id_len(text: &str) -> usize {
    let bytes = text.as_bytes();
    let Some(&first) = bytes.first() else {
        return 0;
    };
    if first.is_ascii_digit() {
        bytes.iter().take_while(|b| b.is_ascii_digit()).count()
    } else if first.is_ascii_alphabetic() || b"$._-".contains(&first) {
        bytes
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || b"$._-".contains(b))
            .count()
    } else {
        0
    }
}

/// The FileCheck variables of one segment.
#[derive(Default)]
struct SsaNames {
    vars: HashMap<String, String>,
    used: HashSet<String>,
    numbered: usize,
}

impl SsaNames {
    /// Replaces each `%name` in `text` by a capture (first time) or a use.
    fn replace(&mut self, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 16);
        let mut rest = text;
        while let Some(at) = first_ssa_name(rest) {
            out.push_str(&rest[..at]);
            let len = ssa_id_len(&rest[at + 1..]);
            let ssa = &rest[at + 1..at + 1 + len];
            match self.vars.get(ssa) {
                Some(var) => out.push_str(&format!("%[[{var}]]")),
                None => {
                    let var = self.fresh(ssa);
                    out.push_str(&format!("%[[{var}:.*]]"));
                    self.vars.insert(ssa.to_string(), var);
                }
            }
            rest = &rest[at + 1 + len..];
        }
        out.push_str(rest);
        out
    }

    fn fresh(&mut self, ssa: &str) -> String {
        let base = if ssa.starts_with(|c: char| c.is_ascii_alphabetic()) {
            ssa.chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() {
                        c.to_ascii_uppercase()
                    } else {
                        '_'
                    }
                })
                .collect()
        } else {
            self.numbered += 1;
            format!("VAL_{}", self.numbered - 1)
        };
        let mut var = base.clone();
        let mut n = 1;
        while !self.used.insert(var.clone()) {
            var = format!("{base}_{n}");
            n += 1;
        }
        var
    }
}

/// Is `line` a FileCheck directive of `prefix` (`// P:`, `// P-NEXT:`, ...)?
fn is_check_line(line: &str, prefix: &str) -> bool {
    let Some(rest) = line.trim_start().strip_prefix("//") else {
        return false;
    };
    let Some(rest) = rest.trim_start().strip_prefix(prefix) else {
        return false;
    };
    if rest.starts_with(':') {
        return true;
    }
    let Some(rest) = rest.strip_prefix('-') else {
        return false;
    };
    let suffix_len = rest
        .bytes()
        .take_while(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || *b == b'-')
        .count();
    suffix_len > 0 && rest[suffix_len..].starts_with(':')
}

/// `source` without its `prefix` directives and with `segments` in place.
fn rewrite(source: &str, prefix: &str, segments: &[Vec<String>]) -> String {
    let mut kept: Vec<&str> = Vec::new();
    let mut first_removed = None;
    for line in source.lines() {
        if is_check_line(line, prefix) {
            first_removed.get_or_insert(kept.len());
        } else {
            kept.push(line);
        }
    }
    let anchors: Vec<usize> = kept
        .iter()
        .enumerate()
        .filter(|(_, line)| line.trim_start().starts_with("func.func "))
        .map(|(index, _)| index)
        .collect();

    let mut out: Vec<String> = Vec::new();
    if anchors.len() == segments.len() {
        let mut next = 0;
        for (index, line) in kept.iter().enumerate() {
            if anchors.get(next) == Some(&index) {
                let indent = &line[..line.len() - line.trim_start().len()];
                out.extend(
                    segments[next]
                        .iter()
                        .map(|check| format!("{indent}{check}")),
                );
                next += 1;
            }
            out.push(line.to_string());
        }
    } else {
        let at = first_removed.unwrap_or(kept.len());
        out.extend(kept[..at].iter().map(|l| l.to_string()));
        if at == kept.len() && kept.last().is_some_and(|l| !l.trim().is_empty()) {
            out.push(String::new());
        }
        out.extend(segments.iter().flatten().cloned());
        out.extend(kept[at..].iter().map(|l| l.to_string()));
    }
    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// The harness runs this as the trial `harness/bless.rs` (this binary has no
/// libtest `#[test]`s): the generator on a fixed output, the RUN line
/// choice, and the placement.
pub fn self_test() -> Result<(), String> {
    fn expect<T: PartialEq + std::fmt::Debug>(what: &str, got: T, want: T) -> Result<(), String> {
        if got == want {
            Ok(())
        } else {
            Err(format!("{what}:\n got: {got:#?}\nwant: {want:#?}"))
        }
    }

    let output = "module {
  func.func @count(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    cf.br ^bb1(%c0_i32 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
    %1 = memref.load %m[%0] : memref<4xi32>

    return %1 : i32
  }
  func.func private @ext(i32) -> i1
}
";
    let want = [
        vec![
            "// CHECK-LABEL: func.func @count(",
            "// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {",
            "// CHECK-NEXT: %[[C0_I32:.*]] = arith.constant 0 : i32",
            "// CHECK-NEXT: cf.br ^bb1(%[[C0_I32]] : i32)",
            "// CHECK-NEXT: ^bb1(%[[VAL_0:.*]]: i32):",
            r"// CHECK-NEXT: %[[VAL_1:.*]] = memref.load %[[M:.*]]{{\[}}%[[VAL_0]]] : memref<4xi32>",
            "// CHECK: return %[[VAL_1]] : i32",
            "// CHECK-NEXT: }",
        ],
        vec!["// CHECK-LABEL: func.func private @ext(i32) -> i1"],
    ];
    let segments = generate_checks(output, "CHECK");
    expect(
        "generated checks",
        segments.clone(),
        want.map(|s| s.into_iter().map(String::from).collect())
            .to_vec(),
    )?;

    expect(
        "RUN line choice",
        find_blessable_run(
            "// RUN: printf 'x' | filecheck %s\n\
             // RUN: %ssa-opt %s | not filecheck %s\n\
             // RUN: %ssa-opt -mem2reg %s \\\n\
             // RUN:   | FileCheck %s --check-prefix=M2R\n",
        ),
        Some(BlessableRun {
            producer: "%ssa-opt -mem2reg %s".into(),
            prefix: "M2R".into(),
        }),
    )?;
    expect(
        "is_check_line",
        [
            "// CHECK: a",
            "  // CHECK-COUNT-2: a",
            "// CHECKS: a",
            "/// CHECK a",
        ]
        .map(|l| is_check_line(l, "CHECK")),
        [true, true, false, false],
    )?;

    let source = "// RUN: %ssa-opt %s | filecheck %s\n\n/// Counts.\n// CHECK-LABEL: old\nfunc.func @count() {\n}\nfunc.func private @ext(i32) -> i1\n";
    let placed = "// RUN: %ssa-opt %s | filecheck %s\n\n/// Counts.\nA\nB\nfunc.func @count() {\n}\nC\nfunc.func private @ext(i32) -> i1\n";
    let two = vec![
        vec!["A".to_string(), "B".to_string()],
        vec!["C".to_string()],
    ];
    expect(
        "placement before func.func",
        rewrite(source, "CHECK", &two),
        placed.to_string(),
    )?;
    let one = vec![vec!["A".to_string()]];
    let fallback = "// RUN: %ssa-opt %s | filecheck %s\n\n/// Counts.\nA\nfunc.func @count() {\n}\nfunc.func private @ext(i32) -> i1\n";
    expect(
        "placement fallback",
        rewrite(source, "CHECK", &one),
        fallback.to_string(),
    )
}
