//! The `toy` dialect, defined outside the core crate: one op, `toy.square`,
//! which the parser, printer, verifier, every pass (through its `OpDef`)
//! and the interpreter handle once the dialect is registered.
//!
//! ```mlir
//! %r = toy.square %x : i32
//! ```

use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::dialect::{Dialect, Interfaces, OpDef, Traits, VerifyCx};
use ssa_ir::ir::OpId;
use ssa_ir::parser::{forms, OpParser, PResult, ParsedOp};
use ssa_ir::printer::OpPrinter;
use ssa_ir::semantics::{int_binary, IntBinOp};

/// `%r = toy.square %x : i32`: `x * x`, wrapping. Pure, so passes may fold
/// it (`sccp`, through `eval`), remove it when unused or number it (`cse`).
pub static SQUARE: OpDef = OpDef {
    name: "toy.square",
    traits: Traits::PURE,
    parse: parse_square,
    print: print_square,
    verify: verify_square,
    eval: Some(|_, _, v| int_binary(IntBinOp::Mul, &v[0], &v[0])),
    interfaces: Interfaces::NONE,
};

/// The dialect, for [`ssa_ir::dialect::register`].
pub static TOY: Dialect = Dialect {
    name: "toy",
    ops: &[&SQUARE],
};

fn parse_square(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let (operands, ty) = forms::same_type_operands(p, 1)?;
    Ok(ParsedOp::new(operands, [ty]))
}

fn print_square(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write(" ");
    p.value(ir.operand(op, 0));
    p.write(" : ");
    p.ty(ir.value_type(ir.result(op, 0)));
}

/// One integer operand and a result of the same type.
fn verify_square(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = cx.ir;
    if ir.operands(op).len() != 1 || ir.num_results(op) != 1 {
        return Err(cx.error(op, "expects one operand and one result"));
    }
    cx.shape(op, 1, 1)?;
    let ty = cx.same_type(op)?;
    if ir.types.int_width(ty).is_none() {
        return Err(cx.error(
            op,
            format!("expects an integer operand, got '{}'", cx.show(ty)),
        ));
    }
    Ok(())
}
