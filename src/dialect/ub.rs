//! The `ub` dialect: `ub.poison`, an undefined value (spec "Semantics").

use super::{Dialect, Interfaces, OpDef, Traits, VerifyCx};
use crate::diagnostic::Diagnostic;
use crate::ir::{Ir, Loc, OpId, OpSpec, TypeId};
use crate::parser::{OpParser, PResult, ParsedOp};
use crate::printer::OpPrinter;
use crate::semantics::Scalar;

/// `%u = ub.poison : i32`; `ub.poison <#ub.poison> : i32` spells the
/// default value out, as `mlir-opt` reads it.
pub static POISON: OpDef = OpDef {
    name: "ub.poison",
    traits: Traits::PURE.with(Traits::CONSTANT),
    parse: parse_poison,
    print: print_poison,
    verify: verify_poison,
    eval: Some(|_, _, _| Ok(Scalar::Poison)),
    interfaces: Interfaces {
        #[cfg(feature = "llvm")]
        llvm: Some(crate::target::llvm::ops::poison),
        materialize: Some(|ir, value, ty, loc| {
            (value == Scalar::Poison).then(|| poison(ir, ty, loc))
        }),
        ..Interfaces::NONE
    },
};

/// A detached `ub.poison` of type `ty`.
pub(crate) fn poison(ir: &mut Ir, ty: TypeId, loc: Loc) -> OpId {
    ir.create_op(OpSpec::new(&POISON, &[], &[ty]).loc(loc))
}

/// The dialect.
pub static DIALECT: Dialect = Dialect {
    name: "ub",
    ops: &[&POISON],
};

fn parse_poison(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    if p.peek("<") {
        let loc = p.loc();
        let value = p.balanced()?;
        if value[1..value.len() - 1].trim() != "#ub.poison" {
            return Err(Diagnostic::error(
                loc,
                "only the value '#ub.poison' is supported here",
            ));
        }
    }
    p.expect(":")?;
    let ty = p.ty()?;
    Ok(ParsedOp::new([], [ty]))
}

fn print_poison(p: &mut OpPrinter<'_>, op: OpId) {
    p.write(" : ");
    p.ty(p.ir().value_type(p.ir().result(op, 0)));
}

fn verify_poison(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    if cx.ir.num_results(op) != 1 || !cx.ir.operands(op).is_empty() {
        return Err(cx.error(op, "takes no operands and has one result"));
    }
    Ok(())
}
