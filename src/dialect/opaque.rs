//! Opaque ops: any op outside the subset, written in MLIR's generic form
//! (`"my.op"(%a) ({...}) {attr = 1} : (i32) -> i32`). They may read and write
//! any memory and have any side effect, so no pass removes, moves or folds
//! them, and a slot passed to one escapes.

use super::builtin::{parse_by_driver, print_by_driver, verify_nothing};
use super::{Exec, Interfaces, Notation, OpDef, Traits};
use crate::ir::{Attribute, Ir, OpId};

/// Every generic-form op.
pub static OPAQUE: OpDef = OpDef {
    name: "<opaque>",
    traits: Traits::UNKNOWN_EFFECTS,
    parse: parse_by_driver,
    print: print_by_driver,
    verify: verify_nothing,
    eval: None,
    interfaces: Interfaces {
        interp: Exec::Opaque,
        notation: Some(notation),
        ..Interfaces::NONE
    },
};

/// `name(a, b)`: written as a call of the op's own name.
fn notation(ir: &Ir, op: OpId) -> Option<Notation<'_>> {
    match ir.op_attr(op) {
        Some(Attribute::Opaque(attrs)) => Some(Notation::Call(&attrs.name)),
        _ => None,
    }
}
