//! Parsing a `.py` file with `rustpython-parser` and lowering it: the one
//! entry point of the front end. Syntax errors become `file:line:col:
//! error: syntax error: ...` diagnostics at the parser's offset.
//!
//! Bound: the parser is an LR(1) automaton (LALRPOP), linear in the source;
//! the lowering's bound is in [`super::lower`].

use super::lower::lower_module;
use rustpython_parser::{ast, Parse, ParseErrorType};
use ssa_ir::diagnostic::{Diagnostic, SourceFile};
use ssa_ir::ir::{Ir, Loc};

/// The pre-SSA IR of the Python program in `source`, or the first error.
pub fn import(source: &SourceFile) -> Result<Ir, Diagnostic> {
    let suite = ast::Suite::parse(source.text(), source.name()).map_err(|e| {
        let message = match &e.error {
            ParseErrorType::Eof => "syntax error: unexpected end of file".to_string(),
            other => format!("syntax error: {other}"),
        };
        Diagnostic::error(Loc::at(u32::from(e.offset) as usize), message)
    })?;
    let lowered = lower_module(source, &suite);
    if lowered.is_err() {
        // A program rejected for its depth may be too deep to drop
        // recursively (the AST's `Drop` recurses): leave it to the exit.
        std::mem::forget(suite);
    }
    lowered
}
