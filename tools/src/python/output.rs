//! `print` through the interpreter: the importer lowers `print(a, b)` to
//! calls of three external functions (`@py.print_int(i64)`,
//! `@py.print_bool(i1)`, `@py.print_newline()`; their names are not Python
//! identifiers, so no program's own function can take them), and the
//! interpreter records every external call in its trace. [`render`] turns
//! that trace back into the text CPython prints: values separated by one
//! space, `True` / `False` for bools, a newline per `print`.
//!
//! Bound: linear in the trace.

use ssa_ir::interp::{CallArg, ExternalCall};
use ssa_ir::semantics::Scalar;

/// Prints one `int` argument.
pub const PRINT_INT: &str = "py.print_int";
/// Prints one `bool` argument.
pub const PRINT_BOOL: &str = "py.print_bool";
/// Ends a `print` call's line.
pub const PRINT_NEWLINE: &str = "py.print_newline";

/// The text the `print` calls of `trace` wrote (other external calls are
/// not output). A poison argument cannot occur: the interpreter stops
/// with undefined behaviour before making such a call.
pub fn render(trace: &[ExternalCall]) -> String {
    let mut out = String::new();
    let mut line_started = false;
    for call in trace {
        let value = match (&*call.callee, call.args.first()) {
            (PRINT_NEWLINE, _) => {
                out.push('\n');
                line_started = false;
                continue;
            }
            (PRINT_INT | PRINT_BOOL, Some(CallArg::Scalar(Scalar::Int(v)))) => v,
            _ => continue,
        };
        if line_started {
            out.push(' ');
        }
        line_started = true;
        if &*call.callee == PRINT_BOOL {
            out.push_str(if value.as_bool() { "True" } else { "False" });
        } else {
            out.push_str(&ssa_ir::semantics::format_int(value));
        }
    }
    out
}

/// Does the module print (declare one of the print functions)?
pub fn prints(ir: &ssa_ir::ir::Ir) -> bool {
    [PRINT_INT, PRINT_BOOL, PRINT_NEWLINE]
        .iter()
        .any(|name| ir.lookup_function(name).is_some())
}
