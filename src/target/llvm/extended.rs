//! The `arith` ops with two results, as MLIR's `ArithToLLVM` lowers them:
//!
//! - `addui_extended`: `llvm.uadd.with.overflow`, its two fields the sum
//!   and the carry (a poison operand makes both poison, as in
//!   [`crate::semantics::int_extended`]).
//! - `mulsi_extended` / `mului_extended`: `sext` / `zext` of both operands
//!   to twice the width, `mul`, and the product's low half (`trunc`) and
//!   high half (`lshr` by the width, `trunc`); `index` is `i64`.

use super::function::FunctionLowering;
use super::ops::call_intrinsic;
use super::types;
use crate::diagnostic::Diagnostic;
use crate::ir::OpId;
use crate::semantics::ExtendedOp;

/// Lowers an op of kind `kind`.
pub(crate) fn lower(
    f: &mut FunctionLowering<'_, '_>,
    op: OpId,
    kind: ExtendedOp,
) -> Result<(), Diagnostic> {
    let ir = f.ir;
    let (first, second) = (ir.result(op, 0), ir.result(op, 1));
    let operands = f.values(ir.operands(op), op)?;
    let err = f.builder_error(op);
    let (x, y) = (operands[0].into_int_value(), operands[1].into_int_value());
    let (low, high) = if kind == ExtendedOp::AddUI {
        let pair =
            call_intrinsic(f, op, "llvm.uadd.with.overflow", &operands, "")?.into_struct_value();
        let b = &f.builder;
        (
            b.build_extract_value(pair, 0, f.name_of(first))
                .map_err(&err)?,
            b.build_extract_value(pair, 1, f.name_of(second))
                .map_err(&err)?,
        )
    } else {
        let ty = x.get_type();
        let width = ty.get_bit_width();
        if 2 * width > types::LLVM_MAX_INT_WIDTH {
            return Err(Diagnostic::error(
                ir.op_loc(op),
                format!(
                    "'{}' of i{width} cannot be lowered to LLVM IR: its product is wider than LLVM's widest integer",
                    ir.op_code(op).name
                ),
            ));
        }
        let wide = types::int_type(f.context, 2 * width);
        let b = &f.builder;
        let (x, y) = if kind == ExtendedOp::MulSI {
            (
                b.build_int_s_extend(x, wide, "").map_err(&err)?,
                b.build_int_s_extend(y, wide, "").map_err(&err)?,
            )
        } else {
            (
                b.build_int_z_extend(x, wide, "").map_err(&err)?,
                b.build_int_z_extend(y, wide, "").map_err(&err)?,
            )
        };
        let product = b.build_int_mul(x, y, "").map_err(&err)?;
        let shift = wide.const_int(u64::from(width), false);
        let upper = b
            .build_right_shift(product, shift, false, "")
            .map_err(&err)?;
        (
            b.build_int_truncate(product, ty, f.name_of(first))
                .map_err(&err)?
                .into(),
            b.build_int_truncate(upper, ty, f.name_of(second))
                .map_err(&err)?
                .into(),
        )
    };
    f.define(first, low);
    f.define(second, high);
    Ok(())
}
