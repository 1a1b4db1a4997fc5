//! Diagnostics in the `file:line:col: error: message` form of MLIR and
//! LLVM, with the source line and a caret under the column.

use crate::ir::Loc;
use std::fmt::Write;

/// How serious a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
    /// The word printed after the location.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// A message attached to a source location, with optional notes.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub loc: Loc,
    pub message: String,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A remark at `loc` (passes explain themselves with these).
    pub fn remark(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Remark,
            ..Diagnostic::error(loc, message)
        }
    }

    /// Adds a note pointing at `loc`.
    pub fn with_note(mut self, loc: Loc, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            ..Diagnostic::error(loc, message)
        });
        self
    }
}

/// A source text with its name, for turning byte offsets into `line:col`.
pub struct SourceFile {
    name: String,
    text: String,
    line_starts: Vec<usize>,
}

impl SourceFile {
    /// Wraps `text`, read from `name` (`<stdin>` for standard input).
    pub fn new(name: impl Into<String>, text: String) -> Self {
        let line_starts = std::iter::once(0)
            .chain(memchr_newlines(&text).map(|i| i + 1))
            .collect();
        SourceFile {
            name: name.into(),
            text,
            line_starts,
        }
    }

    /// The file name as given.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The whole text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// 1-based line and column of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let line = self.line_starts.partition_point(|&s| s <= offset) - 1;
        let start = self.line_starts[line];
        let col = self.text[start..offset.min(self.text.len())]
            .chars()
            .count()
            + 1;
        (line + 1, col)
    }

    /// The text of 1-based line `line`, without its newline.
    pub fn line_text(&self, line: usize) -> &str {
        let start = self.line_starts[line - 1];
        let end = self
            .line_starts
            .get(line)
            .map_or(self.text.len(), |&e| e - 1);
        self.text[start..end].trim_end_matches('\r')
    }

    /// Renders a diagnostic and its notes, each with the source line and a caret.
    pub fn render(&self, diag: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_one(diag, &mut out);
        for note in &diag.notes {
            self.render_one(note, &mut out);
        }
        out
    }

    fn render_one(&self, diag: &Diagnostic, out: &mut String) {
        let severity = diag.severity.as_str();
        match diag.loc.offset() {
            Some(offset) if offset <= self.text.len() => {
                let (line, col) = self.line_col(offset);
                let _ = writeln!(
                    out,
                    "{}:{line}:{col}: {severity}: {}",
                    self.name, diag.message
                );
                let _ = writeln!(out, "{}", self.line_text(line));
                let _ = writeln!(out, "{}^", " ".repeat(col - 1));
            }
            _ => {
                let _ = writeln!(out, "{}: {severity}: {}", self.name, diag.message);
            }
        }
    }
}

fn memchr_newlines(text: &str) -> impl Iterator<Item = usize> + '_ {
    text.bytes()
        .enumerate()
        .filter(|&(_, b)| b == b'\n')
        .map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_line_col_and_caret() {
        let src = SourceFile::new("a.mlir", "first\n  second x\n".to_string());
        let d = Diagnostic::error(Loc::at(15), "bad x").with_note(Loc::at(0), "see here");
        assert_eq!(
            src.render(&d),
            "a.mlir:2:10: error: bad x\n  second x\n         ^\na.mlir:1:1: note: see here\nfirst\n^\n"
        );
    }
}
