//! The `builtin` dialect: `module`, the top-level container. The parser and
//! printer handle its syntax (it may be written implicitly).

use super::{Dialect, Interfaces, OpDef, Traits, VerifyCx};
use crate::diagnostic::Diagnostic;
use crate::ir::OpId;
use crate::parser::{OpParser, PResult, ParsedOp};
use crate::printer::OpPrinter;

/// `module { ... }`.
pub static MODULE: OpDef = OpDef {
    name: "builtin.module",
    traits: Traits::NONE,
    parse: parse_by_driver,
    print: print_by_driver,
    verify: verify_nothing,
    eval: None,
    interfaces: Interfaces::NONE,
};

/// The dialect.
pub static DIALECT: Dialect = Dialect {
    name: "builtin",
    ops: &[&MODULE],
};

/// For ops whose syntax the parser's driver handles (`module`, function
/// ops ([`Traits::FUNCTION`]), generic ops): reaching this is an error in
/// the input.
pub fn parse_by_driver(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    Err(p.error("this operation cannot be written in custom form here"))
}

/// For ops the printer prints itself (`module`, function ops).
pub fn print_by_driver(_: &mut OpPrinter<'_>, _: OpId) {
    unreachable!("printed by the printer's driver")
}

/// For ops with no rules of their own.
pub(crate) fn verify_nothing(_: &VerifyCx<'_>, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}
