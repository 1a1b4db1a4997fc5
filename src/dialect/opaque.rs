//! Opaque ops: any op outside the subset, written in MLIR's generic form
//! (`"my.op"(%a) ({...}) {attr = 1} : (i32) -> i32`). They may read and write
//! any memory and have any side effect, so no pass removes, moves or folds
//! them, and a slot passed to one escapes.

use super::builtin::{parse_by_driver, print_by_driver, verify_nothing};
use super::{Exec, Interfaces, OpDef, Traits};

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
        ..Interfaces::NONE
    },
};
