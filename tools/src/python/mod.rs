//! The Python front end (the README's *Python programs*): `ssa-translate
//! --import-python`, and `.py` inputs of `ssa-opt` and `ssa-run`.
//!
//! [`front`] parses with `rustpython-parser` (a real Python 3 grammar) and
//! turns its errors into located diagnostics; [`lower`] lowers the subset to
//! the pre-SSA IR a front end hands to `mem2reg` (a `memref.alloca` slot per
//! variable, `cf` control flow, blocks labelled `^L<line>` as seeds/000 §1.2
//! does); [`output`] is how `print` reaches the interpreter and comes back
//! as CPython's text. Every op's location is a byte offset into the `.py`
//! file, so verifier errors, remarks and run-time errors render as
//! `prog.py:line:col` with the Python line.

pub mod front;
pub mod lower;
pub mod output;

pub use front::import;

#[cfg(test)]
mod tests;
