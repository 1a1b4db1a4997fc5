//! Float arithmetic with the interpreter's NaN bits.
//!
//! LLVM leaves the sign and payload of a NaN result unspecified (LangRef,
//! "Floating-Point Semantics"; x86 makes the negative default NaN), while
//! [`crate::semantics::float_binary`] follows APFloat. With
//! [`Options::exact_nans`](super::Options::exact_nans) each result is
//! fixed up with bit-preserving instructions (`bitcast`, `select`):
//!
//! - `addf subf mulf divf remf`: `a` NaN → `a` quieted; else `b` NaN → `b`
//!   quieted; else a NaN result → the positive default NaN.
//! - `maxnumf minnumf` (IEEE 754-2008 maxNum/minNum as `llvm::maxnum`
//!   computes it): a signaling NaN operand → it quieted (`a` first); else
//!   a NaN operand → the other operand; else the larger (smaller) with
//!   -0 < +0. Without exact NaNs these are `llvm.maxnum`/`llvm.minnum`.
//! - `maximumf minimumf`: `llvm.maximum`/`llvm.minimum` (IEEE 754-2019,
//!   -0 < +0); a NaN result is fixed up as for `addf`.
//!
//! `negf` is `fneg` (flips the sign bit of NaNs too, in both IRs); `cmpf`
//! reads no NaN bits.

use super::function::FunctionLowering;
use super::ops::call_intrinsic;
use super::types::{float_format, float_width as width, int_const, int_type};
use crate::diagnostic::Diagnostic;
use crate::ir::OpId;
use crate::semantics::{FloatBinOp, FloatValue as SemanticFloat};
use inkwell::types::FloatType;
use inkwell::values::{FloatValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};

/// A binary float op.
pub(super) fn binary<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    op: OpId,
    bin: FloatBinOp,
    a: FloatValue<'ctx>,
    b: FloatValue<'ctx>,
    name: &str,
) -> Result<FloatValue<'ctx>, Diagnostic> {
    let fx = Fixup { f, op };
    let exact = f.options.exact_nans;
    let builder = &f.builder;
    let err = f.builder_error(op);
    let plain_name = if exact { "" } else { name };
    let raw = match bin {
        FloatBinOp::Add => builder.build_float_add(a, b, plain_name),
        FloatBinOp::Sub => builder.build_float_sub(a, b, plain_name),
        FloatBinOp::Mul => builder.build_float_mul(a, b, plain_name),
        FloatBinOp::Div => builder.build_float_div(a, b, plain_name),
        FloatBinOp::Rem => builder.build_float_rem(a, b, plain_name),
        FloatBinOp::MaxNum | FloatBinOp::MinNum if exact => return fx.min_max(bin, a, b, name),
        FloatBinOp::MaxNum | FloatBinOp::MinNum | FloatBinOp::Maximum | FloatBinOp::Minimum => {
            let intrinsic = match bin {
                FloatBinOp::MaxNum => "llvm.maxnum",
                FloatBinOp::MinNum => "llvm.minnum",
                FloatBinOp::Maximum => "llvm.maximum",
                _ => "llvm.minimum",
            };
            let value = call_intrinsic(f, op, intrinsic, &[a.into(), b.into()], plain_name)?;
            Ok(value.into_float_value())
        }
    }
    .map_err(err)?;
    if !exact {
        return Ok(raw);
    }
    // `maximum`/`minimum` give a NaN only from a NaN operand.
    let result = if matches!(bin, FloatBinOp::Maximum | FloatBinOp::Minimum) {
        raw
    } else {
        let default_nan = fx.default_nan(a.get_type())?;
        fx.select(fx.is_nan(raw)?, default_nan, raw, "")?
    };
    let result = fx.select(fx.is_nan(b)?, fx.quiet(b)?, result, "")?;
    fx.select(fx.is_nan(a)?, fx.quiet(a)?, result, name)
}

/// The float of type `ty` with exactly the IEEE bits `bits` (narrower
/// formats in the low bits): a `bitcast` of the integer, which LLVM folds into a constant
/// with those bits, NaN payloads included.
pub(super) fn from_bits<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    ty: FloatType<'ctx>,
    bits: u128,
    op: OpId,
) -> Result<FloatValue<'ctx>, Diagnostic> {
    let int = int_const(f.context, width(ty), bits);
    Ok(f.builder
        .build_bit_cast(int, ty, "")
        .map_err(f.builder_error(op))?
        .into_float_value())
}

/// Builds the fix-up instructions of one op.
struct Fixup<'f, 'a, 'ctx> {
    f: &'f FunctionLowering<'a, 'ctx>,
    op: OpId,
}

impl<'ctx> Fixup<'_, '_, 'ctx> {
    fn err(&self) -> impl Fn(inkwell::builder::BuilderError) -> Diagnostic + '_ {
        self.f.builder_error(self.op)
    }

    /// The bits of `x` as an integer.
    fn bits(&self, x: FloatValue<'ctx>) -> Result<IntValue<'ctx>, Diagnostic> {
        let ty = int_type(self.f.context, width(x.get_type()));
        Ok(self
            .f
            .builder
            .build_bit_cast(x, ty, "")
            .map_err(self.err())?
            .into_int_value())
    }

    /// The quiet bit (the top mantissa bit) of `x`'s format.
    fn quiet_bit(&self, ty: FloatType<'ctx>) -> IntValue<'ctx> {
        let format = float_format(ty);
        int_const(self.f.context, format.width(), format.quiet_bit())
    }

    fn is_nan(&self, x: FloatValue<'ctx>) -> Result<IntValue<'ctx>, Diagnostic> {
        self.f
            .builder
            .build_float_compare(FloatPredicate::UNO, x, x, "")
            .map_err(self.err())
    }

    /// `x` with its quiet bit set.
    fn quiet(&self, x: FloatValue<'ctx>) -> Result<FloatValue<'ctx>, Diagnostic> {
        let b = &self.f.builder;
        let bits = b
            .build_or(self.bits(x)?, self.quiet_bit(x.get_type()), "")
            .map_err(self.err())?;
        Ok(b.build_bit_cast(bits, x.get_type(), "")
            .map_err(self.err())?
            .into_float_value())
    }

    /// Whether `x` is a NaN with its quiet bit clear.
    fn is_signaling(&self, x: FloatValue<'ctx>) -> Result<IntValue<'ctx>, Diagnostic> {
        let b = &self.f.builder;
        let quiet = b
            .build_and(self.bits(x)?, self.quiet_bit(x.get_type()), "")
            .map_err(self.err())?;
        let zero = quiet.get_type().const_zero();
        let clear = b
            .build_int_compare(IntPredicate::EQ, quiet, zero, "")
            .map_err(self.err())?;
        b.build_and(self.is_nan(x)?, clear, "").map_err(self.err())
    }

    /// Whether the sign bit of `x` is set.
    fn is_negative(&self, x: FloatValue<'ctx>) -> Result<IntValue<'ctx>, Diagnostic> {
        let bits = self.bits(x)?;
        let zero = bits.get_type().const_zero();
        self.f
            .builder
            .build_int_compare(IntPredicate::SLT, bits, zero, "")
            .map_err(self.err())
    }

    /// `x > y` for numbers, counting +0 as greater than -0.
    fn exceeds(
        &self,
        x: FloatValue<'ctx>,
        y: FloatValue<'ctx>,
    ) -> Result<IntValue<'ctx>, Diagnostic> {
        let b = &self.f.builder;
        let greater = b
            .build_float_compare(FloatPredicate::OGT, x, y, "")
            .map_err(self.err())?;
        let equal = b
            .build_float_compare(FloatPredicate::OEQ, x, y, "")
            .map_err(self.err())?;
        let x_positive = b.build_not(self.is_negative(x)?, "").map_err(self.err())?;
        let zeros = b
            .build_and(self.is_negative(y)?, x_positive, "")
            .map_err(self.err())?;
        let ties = b.build_and(equal, zeros, "").map_err(self.err())?;
        b.build_or(greater, ties, "").map_err(self.err())
    }

    /// The positive quiet NaN of APFloat (`0x7E00`, `0x7FC00000`, ...).
    fn default_nan(&self, ty: FloatType<'ctx>) -> Result<FloatValue<'ctx>, Diagnostic> {
        let bits = SemanticFloat::default_nan(float_format(ty)).to_bits();
        from_bits(self.f, ty, bits, self.op)
    }

    fn select(
        &self,
        cond: IntValue<'ctx>,
        then: FloatValue<'ctx>,
        otherwise: FloatValue<'ctx>,
        name: &str,
    ) -> Result<FloatValue<'ctx>, Diagnostic> {
        Ok(self
            .f
            .builder
            .build_select(cond, then, otherwise, name)
            .map_err(self.err())?
            .into_float_value())
    }

    /// `maxnumf` / `minnumf` exactly.
    fn min_max(
        &self,
        bin: FloatBinOp,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
        name: &str,
    ) -> Result<FloatValue<'ctx>, Diagnostic> {
        let b_exceeds = self.exceeds(b, a)?;
        let numbers = if bin == FloatBinOp::MaxNum {
            self.select(b_exceeds, b, a, "")?
        } else {
            self.select(b_exceeds, a, b, "")?
        };
        let result = self.select(self.is_nan(b)?, a, numbers, "")?;
        let result = self.select(self.is_nan(a)?, b, result, "")?;
        let result = self.select(self.is_signaling(b)?, self.quiet(b)?, result, "")?;
        self.select(self.is_signaling(a)?, self.quiet(a)?, result, name)
    }
}
