//! The one definition of the arithmetic: what every scalar op computes,
//! shared by the interpreter and the constant folders so they cannot
//! disagree. Pure values, no IR.
//!
//! The rules (the "Semantics" section of the IR spec, made precise):
//!
//! - Integers are bit vectors of their width ([`IntValue`]); signedness is
//!   in the op, not the value.
//! - Floats are IEEE 754 binary16/bfloat16/binary32/binary64, x87
//!   extended (`f80`), binary128 and the OCP FP8 formats (`f8E5M2`,
//!   `f8E4M3FN`; through `rustc_apfloat`), rounded to nearest-even in
//!   their own format (a narrowing may name another mode: [`truncf`]);
//!   NaN results follow LLVM's APFloat, so they are deterministic (see
//!   [`float_binary`]).
//! - [`Scalar::Poison`] stands for an arbitrary value. An op on poison
//!   gives poison, unless some value in its place would make the op
//!   undefined: then the op is undefined ([`int_binary`]'s divisions).
//!   Undefined behaviour is an `Err`, never a value.
//! - Uses of poison that the IR makes undefined (branch conditions, store
//!   addresses, call arguments, returns) are the interpreter's to check;
//!   [`select`] is not a branch.
//! - Operand types are the verifier's business: functions here panic on a
//!   float where an integer belongs, or on mismatched widths.

mod apfloat;
mod cast;
mod extended;
mod external;
mod float;
mod int;
mod literal;
mod rounding;
mod scaling;
mod value;

use std::fmt;

pub use cast::{cast, CastOp};
pub use extended::{int_extended, ExtendedOp};
pub use external::external_call_result;
pub use float::{cmpf, float_binary, negf, CmpFPredicate, FloatBinOp};
pub use int::{cmpi, int_binary, int_binary_flagged, CmpIPredicate, IntBinOp, IntFlags};
pub use literal::{
    format_float, format_int, format_int_attribute, parse_float_literal, parse_int_literal,
    FloatLiteralError,
};
pub use rounding::{truncf, RoundingMode};
pub use scaling::{scaling_extf, scaling_truncf};
pub use value::{FloatFormat, FloatValue, IntValue, Scalar, ScalarType, MAX_INT_WIDTH};

/// Why an op's execution is undefined. The interpreter reports it as
/// "undefined behaviour: " followed by the op, its location and this.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum UndefinedBehaviour {
    /// `divsi divui remsi remui` by zero.
    DivisionByZero,
    /// A division whose divisor is poison (it might be zero).
    PoisonDivisor,
    /// `divsi` of INT_MIN by -1.
    SignedDivisionOverflow,
    /// `remsi` of INT_MIN by -1.
    SignedRemainderOverflow,
    /// `divsi` or `remsi` of a poison dividend by -1 (it might be INT_MIN).
    PoisonDividendByMinusOne,
}

impl fmt::Display for UndefinedBehaviour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            UndefinedBehaviour::DivisionByZero => "division by zero",
            UndefinedBehaviour::PoisonDivisor => "division by poison",
            UndefinedBehaviour::SignedDivisionOverflow => "signed division overflow (INT_MIN / -1)",
            UndefinedBehaviour::SignedRemainderOverflow => {
                "signed remainder overflow (INT_MIN % -1)"
            }
            UndefinedBehaviour::PoisonDividendByMinusOne => {
                "signed division of poison by -1 (poison may be INT_MIN)"
            }
        })
    }
}

impl std::error::Error for UndefinedBehaviour {}

/// `arith.select cond, a, b`: `a` if `cond` is true, else `b`; the chosen
/// operand may itself be poison. A poison `cond` gives poison (as LLVM's
/// `select`): a select is not a branch, so this is not undefined.
///
/// # Panics
/// If `cond` is not an `i1` or poison.
pub fn select(cond: &Scalar, a: &Scalar, b: &Scalar) -> Scalar {
    match cond {
        Scalar::Int(c) if c.width() == 1 => {
            if c.as_bool() {
                a.clone()
            } else {
                b.clone()
            }
        }
        Scalar::Poison => Scalar::Poison,
        _ => panic!("select: condition {cond:?} is not an i1"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn select_picks_an_operand() {
        let one = Scalar::from(IntValue::from_i64(1, 32));
        let two = Scalar::from(IntValue::from_i64(2, 32));
        assert_eq!(select(&Scalar::from_bool(true), &one, &two), one);
        assert_eq!(select(&Scalar::from_bool(false), &one, &two), two);
        assert_eq!(select(&Scalar::from_bool(true), &one, &Scalar::Poison), one);
        assert_eq!(
            select(&Scalar::from_bool(false), &one, &Scalar::Poison),
            Scalar::Poison
        );
        assert_eq!(select(&Scalar::Poison, &one, &one), Scalar::Poison);
    }

    #[test]
    #[should_panic(expected = "is not an i1")]
    fn select_on_a_wide_condition_panics() {
        let one = Scalar::from(IntValue::from_i64(1, 8));
        select(&one, &one, &one);
    }

    #[test]
    fn undefined_behaviour_messages() {
        assert_eq!(
            UndefinedBehaviour::DivisionByZero.to_string(),
            "division by zero"
        );
        assert_eq!(
            UndefinedBehaviour::SignedDivisionOverflow.to_string(),
            "signed division overflow (INT_MIN / -1)"
        );
    }
}
