//! Pure ops and calls: `arith` (constants, integer and float arithmetic,
//! comparisons, `select`, casts), `ub.poison`, `func.call`.
//!
//! Each op maps to the LLVM instruction with the same semantics as
//! [`crate::semantics`] (checked op by op):
//!
//! - `addi subi muli` wrap: `add sub mul` without `nsw`/`nuw`. Their
//!   `overflow<nsw, nuw>` flags (and `exact` on the divisions and right
//!   shifts) are not emitted: where a flag makes our result poison, the
//!   wrapped value LLVM computes is one of the values poison stands for.
//! - `divsi divui remsi remui`: `sdiv udiv srem urem`; division by zero and
//!   `INT_MIN / -1` are undefined in both IRs.
//! - `shli shrsi shrui`: `shl ashr lshr`; an amount >= the width gives
//!   poison in both.
//! - `maxsi minsi maxui minui`: `llvm.smax smin umax umin`.
//! - `ceildivsi ceildivui floordivsi`: the truncating `sdiv`/`udiv` plus
//!   one (minus one) when the `srem`/`urem` is non-zero and has the
//!   divisor's sign (the other sign), as MLIR's `arith-expand` does;
//!   undefined exactly where the truncating division is.
//! - `cmpi`: `icmp`, `i1` true is 1 (so `slt` reads it as -1 in both).
//! - `select`: `select` (a poison condition gives poison in both).
//! - `extsi extui trunci index_cast`: `sext zext trunc`, chosen by the
//!   widths as the semantics computes them (`index` is `i64`);
//!   `index_castui`: `zext trunc`; `sitofp fptosi uitofp fptoui extf
//!   truncf`: the same, out-of-range `fptosi`/`fptoui` is poison in both
//!   (the NaN bits of `extf`/`truncf` are the hardware's); `bitcast`:
//!   `bitcast`, or nothing between `i64` and `index`.
//! - `truncf` with a rounding mode, `scaling_extf`, `scaling_truncf`: see
//!   [`super::narrowing`].
//! - Float ops: see [`super::floats`].

use super::floats;
use super::function::FunctionLowering;
use super::narrowing;
use super::types;
use crate::diagnostic::Diagnostic;
use crate::dialect::arith;
use crate::ir::{Attribute, OpId};
use crate::semantics::{CastOp, CmpFPredicate, CmpIPredicate, FloatBinOp, IntBinOp};
use inkwell::intrinsics::Intrinsic;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, CallSiteValue, IntValue, ValueKind};
use inkwell::{FloatPredicate, IntPredicate};

/// The kinds of `arith` op, each lowered its own way.
#[derive(Copy, Clone)]
pub(crate) enum Arith {
    Constant,
    Int(IntBinOp),
    Float(FloatBinOp),
    NegF,
    CmpI,
    CmpF,
    Select,
    Cast(CastOp),
    ScalingExtF,
    ScalingTruncF,
}

/// An `arith` op of kind `kind`.
pub(crate) fn arith(
    f: &mut FunctionLowering<'_, '_>,
    op: OpId,
    kind: Arith,
) -> Result<(), Diagnostic> {
    let ir = f.ir;
    let result = ir.result(op, 0);
    let name = f.name_of(result);
    let err = f.builder_error(op);
    let b = &f.builder;
    let operands = f.values(ir.operands(op), op)?;
    let result_type = types::value_type(ir, f.context, ir.value_type(result), ir.op_loc(op))?;
    let value: BasicValueEnum<'_> = match kind {
        Arith::Constant => constant(f, op, result_type)?,
        Arith::Int(bin) => {
            let (x, y) = (operands[0].into_int_value(), operands[1].into_int_value());
            match bin {
                IntBinOp::Add => b.build_int_add(x, y, name),
                IntBinOp::Sub => b.build_int_sub(x, y, name),
                IntBinOp::Mul => b.build_int_mul(x, y, name),
                IntBinOp::DivS => b.build_int_signed_div(x, y, name),
                IntBinOp::DivU => b.build_int_unsigned_div(x, y, name),
                IntBinOp::RemS => b.build_int_signed_rem(x, y, name),
                IntBinOp::RemU => b.build_int_unsigned_rem(x, y, name),
                IntBinOp::And => b.build_and(x, y, name),
                IntBinOp::Or => b.build_or(x, y, name),
                IntBinOp::Xor => b.build_xor(x, y, name),
                IntBinOp::Shl => b.build_left_shift(x, y, name),
                IntBinOp::ShrS => b.build_right_shift(x, y, true, name),
                IntBinOp::ShrU => b.build_right_shift(x, y, false, name),
                IntBinOp::MaxS => return define_intrinsic(f, op, "llvm.smax", &operands),
                IntBinOp::MinS => return define_intrinsic(f, op, "llvm.smin", &operands),
                IntBinOp::MaxU => return define_intrinsic(f, op, "llvm.umax", &operands),
                IntBinOp::MinU => return define_intrinsic(f, op, "llvm.umin", &operands),
                IntBinOp::CeilDivS | IntBinOp::CeilDivU | IntBinOp::FloorDivS => {
                    rounded_division(f, bin, x, y, name)
                }
            }
            .map_err(err)?
            .into()
        }
        Arith::Float(bin) => {
            let (x, y) = (
                operands[0].into_float_value(),
                operands[1].into_float_value(),
            );
            floats::binary(f, op, bin, x, y, name)?.into()
        }
        Arith::NegF => b
            .build_float_neg(operands[0].into_float_value(), name)
            .map_err(err)?
            .into(),
        Arith::CmpI => {
            let predicate = int_predicate(arith::cmpi_predicate(ir, op));
            let (x, y) = (operands[0].into_int_value(), operands[1].into_int_value());
            b.build_int_compare(predicate, x, y, name)
                .map_err(err)?
                .into()
        }
        Arith::CmpF => {
            let predicate = float_predicate(arith::cmpf_predicate(ir, op));
            let (x, y) = (
                operands[0].into_float_value(),
                operands[1].into_float_value(),
            );
            b.build_float_compare(predicate, x, y, name)
                .map_err(err)?
                .into()
        }
        Arith::Select => {
            let cond = operands[0].into_int_value();
            b.build_select(cond, operands[1], operands[2], name)
                .map_err(err)?
        }
        Arith::Cast(cast_op) => cast(f, op, cast_op, operands[0], result_type, name)?,
        Arith::ScalingExtF | Arith::ScalingTruncF => {
            let (x, scale) = (
                operands[0].into_float_value(),
                operands[1].into_float_value(),
            );
            let to = result_type.into_float_type();
            match kind {
                Arith::ScalingExtF => narrowing::scaling_extf(f, op, x, scale, to, name)?,
                _ => {
                    let mode = arith::rounding_mode(ir, op);
                    narrowing::scaling_truncf(f, op, x, scale, to, mode, name)?
                }
            }
            .into()
        }
    };
    f.define(result, value);
    Ok(())
}

/// `arith.constant`: an integer of the result's width, or a float with
/// exactly the attribute's bits (a NaN's payload included).
fn constant<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    op: OpId,
    ty: BasicTypeEnum<'ctx>,
) -> Result<BasicValueEnum<'ctx>, Diagnostic> {
    match (f.ir.op_attr(op), ty) {
        (Some(Attribute::Int(bits)), BasicTypeEnum::IntType(t)) => {
            Ok(t.const_int(*bits, false).into())
        }
        (Some(Attribute::WideInt(value)), BasicTypeEnum::IntType(t)) => {
            // The bits in 64-bit words, least significant first, as many
            // as the width takes.
            let mut words = value.to_biguint().to_u64_digits();
            words.resize(value.width().div_ceil(64) as usize, 0);
            Ok(t.const_int_arbitrary_precision(&words).into())
        }
        (Some(Attribute::Float(bits)), BasicTypeEnum::FloatType(t)) => {
            Ok(floats::from_bits(f, t, u128::from(*bits), op)?.into())
        }
        (Some(Attribute::WideFloat(value)), BasicTypeEnum::FloatType(t)) => {
            Ok(floats::from_bits(f, t, value.to_bits(), op)?.into())
        }
        _ => Err(Diagnostic::error(
            f.ir.op_loc(op),
            "internal error: a constant whose attribute does not fit its type",
        )),
    }
}

/// A cast (see the module documentation for the mapping).
fn cast<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    op: OpId,
    cast_op: CastOp,
    value: BasicValueEnum<'ctx>,
    to: BasicTypeEnum<'ctx>,
    name: &str,
) -> Result<BasicValueEnum<'ctx>, Diagnostic> {
    let b = &f.builder;
    let err = f.builder_error(op);
    Ok(match cast_op {
        CastOp::ExtSI | CastOp::IndexCast => resize(f, op, value.into_int_value(), to, true, name)?,
        CastOp::ExtUI | CastOp::TruncI | CastOp::IndexCastUI => {
            resize(f, op, value.into_int_value(), to, false, name)?
        }
        CastOp::SIToFP => b
            .build_signed_int_to_float(value.into_int_value(), to.into_float_type(), name)
            .map_err(err)?
            .into(),
        CastOp::FPToSI => b
            .build_float_to_signed_int(value.into_float_value(), to.into_int_type(), name)
            .map_err(err)?
            .into(),
        CastOp::UIToFP => b
            .build_unsigned_int_to_float(value.into_int_value(), to.into_float_type(), name)
            .map_err(err)?
            .into(),
        CastOp::FPToUI => b
            .build_float_to_unsigned_int(value.into_float_value(), to.into_int_type(), name)
            .map_err(err)?
            .into(),
        CastOp::ExtF => b
            .build_float_ext(value.into_float_value(), to.into_float_type(), name)
            .map_err(err)?
            .into(),
        CastOp::TruncF => {
            let mode = arith::rounding_mode(f.ir, op);
            let (x, to) = (value.into_float_value(), to.into_float_type());
            narrowing::truncate(f, op, x, to, mode, name)?.into()
        }
        CastOp::Bitcast if value.get_type() == to => value,
        CastOp::Bitcast => b.build_bit_cast(value, to, name).map_err(err)?,
    })
}

/// `ceildivsi ceildivui floordivsi`: the truncating quotient `q` of
/// `x / y`, then `q + 1` (`q - 1` for the floor) where the remainder is
/// non-zero and its sign is the divisor's (is not, for the floor); an
/// unsigned remainder is never negative.
fn rounded_division<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    bin: IntBinOp,
    x: IntValue<'ctx>,
    y: IntValue<'ctx>,
    name: &str,
) -> Result<IntValue<'ctx>, inkwell::builder::BuilderError> {
    let b = &f.builder;
    let zero = x.get_type().const_zero();
    let one = x.get_type().const_int(1, false);
    let (quotient, remainder) = if bin == IntBinOp::CeilDivU {
        (
            b.build_int_unsigned_div(x, y, "")?,
            b.build_int_unsigned_rem(x, y, "")?,
        )
    } else {
        (
            b.build_int_signed_div(x, y, "")?,
            b.build_int_signed_rem(x, y, "")?,
        )
    };
    let inexact = b.build_int_compare(IntPredicate::NE, remainder, zero, "")?;
    let adjust = if bin == IntBinOp::CeilDivU {
        inexact
    } else {
        // The signs agree when `remainder ^ y` is non-negative.
        let signs = b.build_xor(remainder, y, "")?;
        let predicate = if bin == IntBinOp::CeilDivS {
            IntPredicate::SGE
        } else {
            IntPredicate::SLT
        };
        let sign_test = b.build_int_compare(predicate, signs, zero, "")?;
        b.build_and(inexact, sign_test, "")?
    };
    let moved = if bin == IntBinOp::FloorDivS {
        b.build_int_sub(quotient, one, "")?
    } else {
        b.build_int_add(quotient, one, "")?
    };
    Ok(b.build_select(adjust, moved, quotient, name)?
        .into_int_value())
}

/// `value` sign- or zero-extended, or truncated, to the integer type `to`
/// (itself when the widths are equal).
fn resize<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    op: OpId,
    value: IntValue<'ctx>,
    to: BasicTypeEnum<'ctx>,
    signed: bool,
    name: &str,
) -> Result<BasicValueEnum<'ctx>, Diagnostic> {
    let to = to.into_int_type();
    let (from_width, to_width) = (value.get_type().get_bit_width(), to.get_bit_width());
    let b = &f.builder;
    let resized = if to_width > from_width && signed {
        b.build_int_s_extend(value, to, name)
    } else if to_width > from_width {
        b.build_int_z_extend(value, to, name)
    } else if to_width < from_width {
        b.build_int_truncate(value, to, name)
    } else {
        return Ok(value.into());
    };
    Ok(resized.map_err(f.builder_error(op))?.into())
}

/// Defines the result of `op` as a call of the integer intrinsic `name`,
/// overloaded on the operands' type.
fn define_intrinsic<'ctx>(
    f: &mut FunctionLowering<'_, 'ctx>,
    op: OpId,
    name: &str,
    operands: &[BasicValueEnum<'ctx>],
) -> Result<(), Diagnostic> {
    let ir = f.ir;
    let result = ir.result(op, 0);
    let value = call_intrinsic(f, op, name, operands, f.name_of(result))?;
    f.define(result, value);
    Ok(())
}

/// Calls the intrinsic `name`, overloaded on the first operand's type.
pub(super) fn call_intrinsic<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    op: OpId,
    name: &str,
    operands: &[BasicValueEnum<'ctx>],
    result_name: &str,
) -> Result<BasicValueEnum<'ctx>, Diagnostic> {
    let declaration = Intrinsic::find(name)
        .and_then(|i| i.get_declaration(f.module, &[operands[0].get_type()]))
        .ok_or_else(|| {
            Diagnostic::error(
                f.ir.op_loc(op),
                format!("internal error: LLVM has no intrinsic {name}"),
            )
        })?;
    let args: Vec<BasicMetadataValueEnum<'ctx>> = operands.iter().map(|&v| v.into()).collect();
    let call = f
        .builder
        .build_call(declaration, &args, result_name)
        .map_err(f.builder_error(op))?;
    Ok(returned(call).expect("these intrinsics return a value"))
}

/// The value a call returns, if it returns one.
pub(super) fn returned(call: CallSiteValue<'_>) -> Option<BasicValueEnum<'_>> {
    match call.try_as_basic_value() {
        ValueKind::Basic(value) => Some(value),
        ValueKind::Instruction(_) => None,
    }
}

/// `ub.poison`: LLVM's `poison` of the type.
pub(crate) fn poison(f: &mut FunctionLowering<'_, '_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = f.ir;
    let result = ir.result(op, 0);
    let ty = types::value_type(ir, f.context, ir.value_type(result), ir.op_loc(op))?;
    f.define(result, types::poison_of(ty));
    Ok(())
}

/// `func.call @f(...)`: `call`; several results are taken out of the
/// returned struct.
pub(crate) fn call(f: &mut FunctionLowering<'_, '_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = f.ir;
    let callee_name = ir.op_code(op).callee(ir, op).expect("lowered as a call");
    let callee = f.module.get_function(callee_name).ok_or_else(|| {
        Diagnostic::error(
            ir.op_loc(op),
            format!("internal error: no LLVM function '@{callee_name}'"),
        )
    })?;
    let args: Vec<BasicMetadataValueEnum<'_>> = f
        .values(ir.operands(op), op)?
        .into_iter()
        .map(Into::into)
        .collect();
    let results: Vec<_> = ir.results(op).collect();
    let name = match results.as_slice() {
        [one] => f.name_of(*one),
        _ => "",
    };
    let err = f.builder_error(op);
    let call = f.builder.build_call(callee, &args, name).map_err(&err)?;
    // Under the JIT the callee may have stopped the run.
    f.jit_stop_if_failed(op)?;
    match results.as_slice() {
        [] => {}
        [one] => {
            let value = returned(call).expect("a function with a result returns it");
            f.define(*one, value);
        }
        many => {
            let aggregate = returned(call)
                .expect("a function with results returns them")
                .into_struct_value();
            for (i, &r) in many.iter().enumerate() {
                let value = f
                    .builder
                    .build_extract_value(aggregate, i as u32, f.name_of(r))
                    .map_err(&err)?;
                f.define(r, value);
            }
        }
    }
    Ok(())
}

fn int_predicate(p: CmpIPredicate) -> IntPredicate {
    match p {
        CmpIPredicate::Eq => IntPredicate::EQ,
        CmpIPredicate::Ne => IntPredicate::NE,
        CmpIPredicate::Slt => IntPredicate::SLT,
        CmpIPredicate::Sle => IntPredicate::SLE,
        CmpIPredicate::Sgt => IntPredicate::SGT,
        CmpIPredicate::Sge => IntPredicate::SGE,
        CmpIPredicate::Ult => IntPredicate::ULT,
        CmpIPredicate::Ule => IntPredicate::ULE,
        CmpIPredicate::Ugt => IntPredicate::UGT,
        CmpIPredicate::Uge => IntPredicate::UGE,
    }
}

fn float_predicate(p: CmpFPredicate) -> FloatPredicate {
    match p {
        CmpFPredicate::False => FloatPredicate::PredicateFalse,
        CmpFPredicate::Oeq => FloatPredicate::OEQ,
        CmpFPredicate::Ogt => FloatPredicate::OGT,
        CmpFPredicate::Oge => FloatPredicate::OGE,
        CmpFPredicate::Olt => FloatPredicate::OLT,
        CmpFPredicate::Ole => FloatPredicate::OLE,
        CmpFPredicate::One => FloatPredicate::ONE,
        CmpFPredicate::Ord => FloatPredicate::ORD,
        CmpFPredicate::Ueq => FloatPredicate::UEQ,
        CmpFPredicate::Ugt => FloatPredicate::UGT,
        CmpFPredicate::Uge => FloatPredicate::UGE,
        CmpFPredicate::Ult => FloatPredicate::ULT,
        CmpFPredicate::Ule => FloatPredicate::ULE,
        CmpFPredicate::Une => FloatPredicate::UNE,
        CmpFPredicate::Uno => FloatPredicate::UNO,
        CmpFPredicate::True => FloatPredicate::PredicateTrue,
    }
}
