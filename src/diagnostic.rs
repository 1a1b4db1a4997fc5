//! Diagnostics in the `file:line:col: error: message` form of MLIR and
//! LLVM, with the source line and a caret under the column.

use crate::ir::Loc;

pub use crate::source::{ReadError, SourceFile};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceFile;

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
