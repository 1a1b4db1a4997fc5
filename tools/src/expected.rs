//! `--verify-diagnostics`, as in `mlir-opt`: the input states the
//! diagnostics it expects in comments, and the run succeeds when exactly
//! those are produced.
//!
//! `// expected-error {{msg}}` on the line the diagnostic points at, or
//! with `@+N`, `@-N`, `@above`, `@below` to point elsewhere; likewise
//! `expected-warning`, `expected-note`, `expected-remark`. `msg` matches
//! any diagnostic of that severity on that line whose message contains it.

use ssa_ir::diagnostic::{Diagnostic, Severity, SourceFile};
use ssa_ir::ir::Shown;

/// One expectation read from the input.
#[derive(Debug)]
struct Expected {
    severity: Severity,
    line: usize,
    message: String,
    /// Where the expectation was written (for "was not produced" errors).
    written_at: usize,
    matched: bool,
}

fn parse_expectations(text: &str) -> Result<Vec<Expected>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let mut rest = line;
        while let Some(at) = rest.find("expected-") {
            rest = &rest[at + "expected-".len()..];
            let severity = [
                ("error", Severity::Error),
                ("warning", Severity::Warning),
                ("note", Severity::Note),
                ("remark", Severity::Remark),
            ]
            .into_iter()
            .find(|(w, _)| rest.starts_with(w));
            let Some((word, severity)) = severity else {
                continue;
            };
            rest = rest[word.len()..].trim_start();
            let mut target = line_no;
            if let Some(spec) = rest.strip_prefix('@') {
                let end = spec.find(char::is_whitespace).unwrap_or(spec.len());
                let offset = &spec[..end];
                target = match offset {
                    "above" => line_no - 1,
                    "below" => line_no + 1,
                    o => {
                        let n: i64 = o.parse().map_err(|_| {
                            format!("line {line_no}: bad expected-{word} offset '@{o}'")
                        })?;
                        usize::try_from(line_no as i64 + n).map_err(|_| {
                            format!("line {line_no}: offset '@{o}' is before the file")
                        })?
                    }
                };
                rest = spec[end..].trim_start();
            }
            let Some(body) = rest.strip_prefix("{{") else {
                return Err(format!(
                    "line {line_no}: expected '{{{{' after expected-{word}"
                ));
            };
            let Some(end) = body.find("}}") else {
                return Err(format!(
                    "line {line_no}: expected '}}}}' to close expected-{word}"
                ));
            };
            out.push(Expected {
                severity,
                line: target,
                message: body[..end].to_string(),
                written_at: line_no,
                matched: false,
            });
            rest = &body[end + 2..];
        }
    }
    Ok(out)
}

/// Checks `diagnostics` (notes included) against the expectations in the
/// source. Returns the mismatch report, empty when everything matched.
pub fn check(source: &SourceFile, diagnostics: &[Diagnostic]) -> String {
    let mut expected = match parse_expectations(source.text()) {
        Ok(e) => e,
        Err(message) => return format!("{}: error: {message}\n", source.name()),
    };
    let mut report = String::new();
    let flat = diagnostics
        .iter()
        .flat_map(|d| std::iter::once(d).chain(d.notes.iter()));
    for diag in flat {
        // A written file location counts when it names this file, as in
        // MLIR's `-verify-diagnostics`.
        let line = match diag.loc.shown().0 {
            Some(Shown::Offset(o)) => Some(source.line_col(o).0),
            Some(Shown::File { file, line, .. }) if *file == *source.name() => Some(line as usize),
            _ => None,
        };
        let hit = expected.iter_mut().find(|e| {
            !e.matched
                && Some(e.line) == line
                && e.severity == diag.severity
                && diag.message.contains(&e.message)
        });
        match hit {
            Some(e) => e.matched = true,
            None => {
                let mut unexpected = diag.clone();
                unexpected.notes.clear();
                unexpected.message =
                    format!("unexpected {}: {}", diag.severity.as_str(), diag.message);
                unexpected.severity = Severity::Error;
                report.push_str(&source.render(&unexpected));
            }
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
        let offset = source
            .text()
            .lines()
            .take(e.written_at - 1)
            .map(|l| l.len() + 1)
            .sum::<usize>();
        report.push_str(&source.render(&Diagnostic::error(
            ssa_ir::ir::Loc::at(offset),
            format!(
                "expected {} \"{}\" was not produced",
                e.severity.as_str(),
                e.message
            ),
        )));
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_offsets_and_messages() {
        let text = "a\n// expected-error @+1 {{bad thing}}\nb // expected-note {{x}} expected-remark @above {{y}}\n";
        let e = parse_expectations(text).unwrap();
        assert_eq!(e.len(), 3);
        assert_eq!((e[0].line, e[0].message.as_str()), (3, "bad thing"));
        assert_eq!((e[1].line, e[1].severity), (3, Severity::Note));
        assert_eq!((e[2].line, e[2].severity), (2, Severity::Remark));
    }
}
