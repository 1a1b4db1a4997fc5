//! `arith.truncf` under a rounding mode, and the block-scaled conversions
//! `arith.scaling_extf` / `arith.scaling_truncf`, with the interpreter's
//! bits ([`crate::semantics::truncf`], [`crate::semantics::scaling_extf`]).
//!
//! MLIR's ArithToLLVM lowers a rounding mode to
//! `llvm.experimental.constrained.fptrunc`, whose mode argument only tells
//! LLVM which mode the environment is in: in the JIT's default environment
//! it rounds to nearest-even whatever the mode says (and x86 has no
//! ties-away mode to switch to). So the mode is built here from the
//! nearest-even `fptrunc` `r` of `x`, which is one of the two neighbours
//! of `x` in the narrow format: compared (exactly, in `x`'s format) with
//! `x`, `r` is moved one step of its integer bits (one ulp, through zero,
//! infinity and the largest finite value correctly) to the other
//! neighbour when the mode wants that one — toward zero when `|r| > |x|`;
//! upward (downward) when `r` lies below (above) `x`; ties-away when
//! `|r| < |x|` and `x` is exactly between `r` and the next value, both
//! differences exact by Sterbenz's lemma. A NaN fails every comparison
//! and stays `fptrunc`'s.
//!
//! The scale goes through `f8E8M0FNU` with the integer ops
//! `arith-expand` writes (see [`crate::semantics::scaling_extf`]).

use super::floats;
use super::function::FunctionLowering;
use super::ops::call_intrinsic;
use super::types::{float_format, float_width, int_type};
use crate::diagnostic::Diagnostic;
use crate::ir::OpId;
use crate::semantics::{FloatBinOp, FloatFormat, RoundingMode};
use inkwell::types::FloatType;
use inkwell::values::{FloatValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};

/// `truncf` of `x` to `to` under `mode` (nearest-even without one).
pub(super) fn truncate<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    op: OpId,
    x: FloatValue<'ctx>,
    to: FloatType<'ctx>,
    mode: Option<RoundingMode>,
    name: &str,
) -> Result<FloatValue<'ctx>, Diagnostic> {
    let b = &f.builder;
    let err = || f.builder_error(op);
    let (mode, nearest_name) = match mode {
        None | Some(RoundingMode::ToNearestEven) => (None, name),
        Some(mode) => (Some(mode), ""),
    };
    if mode.is_some() && float_format(to) == FloatFormat::F80 {
        // A step of x87's integer bits does not cross a binade (the
        // integer bit is stored).
        return Err(Diagnostic::error(
            f.ir.op_loc(op),
            "a rounding mode other than to_nearest_even is not lowered for a truncf to 'f80'",
        ));
    }
    let r = b.build_float_trunc(x, to, nearest_name).map_err(err())?;
    let Some(mode) = mode else {
        return Ok(r);
    };
    let wide = x.get_type();
    let abs = |v: FloatValue<'ctx>| -> Result<FloatValue<'ctx>, Diagnostic> {
        Ok(call_intrinsic(f, op, "llvm.fabs", &[v.into()], "")?.into_float_value())
    };
    let widened = |v: FloatValue<'ctx>| -> Result<FloatValue<'ctx>, Diagnostic> {
        b.build_float_ext(abs(v)?, wide, "").map_err(err())
    };
    let ax = abs(x)?;
    let ar = widened(r)?;
    let bits_type = int_type(f.context, float_width(to));
    let bits = b
        .build_bit_cast(r, bits_type, "")
        .map_err(err())?
        .into_int_value();
    let one = bits_type.const_int(1, false);
    let larger = b.build_int_add(bits, one, "").map_err(err())?;
    let smaller = b.build_int_sub(bits, one, "").map_err(err())?;
    let compare = |predicate| b.build_float_compare(predicate, ar, ax, "").map_err(err());
    let (below, above) = (compare(FloatPredicate::OLT)?, compare(FloatPredicate::OGT)?);
    let pick = |cond: IntValue<'ctx>, then: IntValue<'ctx>, otherwise: IntValue<'ctx>| {
        b.build_select(cond, then, otherwise, "")
            .map(|v| v.into_int_value())
            .map_err(err())
    };
    let negative = || {
        b.build_int_compare(IntPredicate::SLT, bits, bits_type.const_zero(), "")
            .map_err(err())
    };
    let chosen = match mode {
        RoundingMode::ToNearestEven => bits,
        RoundingMode::TowardZero => pick(above, smaller, bits)?,
        RoundingMode::Upward => {
            let if_negative = pick(above, smaller, bits)?;
            let if_positive = pick(below, larger, bits)?;
            pick(negative()?, if_negative, if_positive)?
        }
        RoundingMode::Downward => {
            let if_negative = pick(below, larger, bits)?;
            let if_positive = pick(above, smaller, bits)?;
            pick(negative()?, if_negative, if_positive)?
        }
        RoundingMode::ToNearestAway => {
            let next = b.build_bit_cast(larger, to, "").map_err(err())?;
            let next = widened(next.into_float_value())?;
            let to_r = b.build_float_sub(ax, ar, "").map_err(err())?;
            let to_next = b.build_float_sub(next, ax, "").map_err(err())?;
            let tie = b
                .build_float_compare(FloatPredicate::OEQ, to_r, to_next, "")
                .map_err(err())?;
            let away = b.build_and(below, tie, "").map_err(err())?;
            pick(away, larger, bits)?
        }
    };
    Ok(b.build_bit_cast(chosen, to, name)
        .map_err(err())?
        .into_float_value())
}

/// `x` in `to`: `fpext`, `fptrunc` (nearest-even) or itself.
fn resized<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    op: OpId,
    x: FloatValue<'ctx>,
    to: FloatType<'ctx>,
) -> Result<FloatValue<'ctx>, Diagnostic> {
    let (from_width, to_width) = (float_width(x.get_type()), float_width(to));
    let b = &f.builder;
    if x.get_type() == to {
        Ok(x)
    } else if to_width > from_width {
        b.build_float_ext(x, to, "").map_err(f.builder_error(op))
    } else {
        b.build_float_trunc(x, to, "").map_err(f.builder_error(op))
    }
}

/// `scale` through `f8E8M0FNU`, then in `to`: its `f32`'s biased exponent
/// `e`, read back as the `f32` with bits `e << 23` (all ones for 255).
fn e8m0_scale<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    op: OpId,
    scale: FloatValue<'ctx>,
    to: FloatType<'ctx>,
) -> Result<FloatValue<'ctx>, Diagnostic> {
    let b = &f.builder;
    let err = || f.builder_error(op);
    let single = resized(f, op, scale, f.context.f32_type())?;
    let i32_type = f.context.i32_type();
    let bits = b
        .build_bit_cast(single, i32_type, "")
        .map_err(err())?
        .into_int_value();
    let shift = i32_type.const_int(23, false);
    let biased = b.build_right_shift(bits, shift, false, "").map_err(err())?;
    let exponent = b
        .build_and(biased, i32_type.const_int(0xFF, false), "")
        .map_err(err())?;
    let saturated = b
        .build_int_compare(
            IntPredicate::EQ,
            exponent,
            i32_type.const_int(0xFF, false),
            "",
        )
        .map_err(err())?;
    let power = b.build_left_shift(exponent, shift, "").map_err(err())?;
    let all_ones = i32_type.const_all_ones();
    let chosen = b
        .build_select(saturated, all_ones, power, "")
        .map_err(err())?;
    let value = b
        .build_bit_cast(chosen, f.context.f32_type(), "")
        .map_err(err())?
        .into_float_value();
    resized(f, op, value, to)
}

/// `scaling_extf`: `extf(x) * extf(scale)` in `to`.
pub(super) fn scaling_extf<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    op: OpId,
    x: FloatValue<'ctx>,
    scale: FloatValue<'ctx>,
    to: FloatType<'ctx>,
    name: &str,
) -> Result<FloatValue<'ctx>, Diagnostic> {
    let s = e8m0_scale(f, op, scale, to)?;
    let x = resized(f, op, x, to)?;
    floats::binary(f, op, FloatBinOp::Mul, x, s, name)
}

/// `scaling_truncf`: `truncf(x / extf(scale))` under `mode`, the quotient
/// in `x`'s type.
pub(super) fn scaling_truncf<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    op: OpId,
    x: FloatValue<'ctx>,
    scale: FloatValue<'ctx>,
    to: FloatType<'ctx>,
    mode: Option<RoundingMode>,
    name: &str,
) -> Result<FloatValue<'ctx>, Diagnostic> {
    let s = e8m0_scale(f, op, scale, x.get_type())?;
    let quotient = floats::binary(f, op, FloatBinOp::Div, x, s, "")?;
    truncate(f, op, quotient, to, mode, name)
}
