//! The integer ops on operands wider than 64 bits, in `num-bigint`'s
//! arbitrary precision: the rules of [`super::int_binary_flagged`], each
//! result reduced modulo 2^width. Linear in the width for every op but
//! `muli` and the divisions (num-bigint's multiplication and division).
//!
//! Written for any width, so the tests check it against the narrow path.

use num_bigint::{BigInt, BigUint};
use num_traits::{Signed, Zero};

use super::super::value::{IntValue, Scalar};
use super::{IntBinOp, IntFlags};

/// `a op b` for a non-division `op` (operands of one width, not poison).
pub(super) fn binary(op: IntBinOp, flags: IntFlags, a: &IntValue, b: &IntValue) -> Scalar {
    let width = a.width();
    let (x, y) = (a.to_biguint(), b.to_biguint());
    let fits_signed =
        |v: &BigInt| v.bits() < u64::from(width) || *v == IntValue::signed_min(width).to_bigint();
    let fits_unsigned = |v: &BigUint| v.bits() <= u64::from(width);
    let math = |signed: BigInt, unsigned: BigUint| {
        let poison =
            (flags.nsw && !fits_signed(&signed)) || (flags.nuw && !fits_unsigned(&unsigned));
        (!poison).then(|| IntValue::from_biguint(unsigned, width))
    };
    let (sx, sy) = (a.to_bigint(), b.to_bigint());
    let result = match op {
        IntBinOp::Add => math(&sx + &sy, x + y),
        IntBinOp::Sub => {
            let poison = (flags.nsw && !fits_signed(&(&sx - &sy))) || (flags.nuw && x < y);
            (!poison).then(|| IntValue::from_bigint(&(sx - sy), width))
        }
        IntBinOp::Mul => math(&sx * &sy, x * y),
        IntBinOp::And => Some(IntValue::from_biguint(x & y, width)),
        IntBinOp::Or => Some(IntValue::from_biguint(x | y, width)),
        IntBinOp::Xor => Some(IntValue::from_biguint(x ^ y, width)),
        IntBinOp::Shl | IntBinOp::ShrS | IntBinOp::ShrU => shift(op, flags, a, &y),
        IntBinOp::MaxS => Some(if sx >= sy { a } else { b }.clone()),
        IntBinOp::MinS => Some(if sx <= sy { a } else { b }.clone()),
        IntBinOp::MaxU => Some(if x >= y { a } else { b }.clone()),
        IntBinOp::MinU => Some(if x <= y { a } else { b }.clone()),
        _ => unreachable!("{} is a division", op.name()),
    };
    result.map_or(Scalar::Poison, Scalar::Int)
}

/// `shli`, `shrsi`, `shrui` of `a` by `amount`: poison from an amount of
/// at least the width, or from a broken flag.
fn shift(op: IntBinOp, flags: IntFlags, a: &IntValue, amount: &BigUint) -> Option<IntValue> {
    let width = a.width();
    let amount = u32::try_from(amount).ok().filter(|&n| n < width)?;
    let x = a.to_biguint();
    match op {
        IntBinOp::Shl => {
            let result = IntValue::from_biguint(&x << amount, width);
            let broken = (flags.nsw && (result.to_bigint() >> amount) != a.to_bigint())
                || (flags.nuw && (result.to_biguint() >> amount) != x);
            (!broken).then_some(result)
        }
        _ => {
            let dropped = x
                .trailing_zeros()
                .is_some_and(|zeros| zeros < u64::from(amount));
            if flags.exact && dropped {
                return None;
            }
            Some(if op == IntBinOp::ShrS {
                // `>>` of a BigInt rounds toward -infinity: an arithmetic shift.
                IntValue::from_bigint(&(a.to_bigint() >> amount), width)
            } else {
                IntValue::from_biguint(x >> amount, width)
            })
        }
    }
}

/// The divisions of [`super::divide`] once its undefined cases are ruled
/// out (the divisor is not zero, no INT_MIN / -1).
pub(super) fn divide(op: IntBinOp, exact: bool, dividend: &IntValue, divisor: &IntValue) -> Scalar {
    let width = dividend.width();
    let (quotient, remainder) = if op.is_signed_division() {
        let (sx, sy) = (dividend.to_bigint(), divisor.to_bigint());
        // `/` truncates toward zero and `%` takes the dividend's sign.
        let (q, r) = (&sx / &sy, &sx % &sy);
        let moved = !r.is_zero() && (r.is_negative() == sy.is_negative());
        let q = match op {
            IntBinOp::CeilDivS if moved => q + 1,
            IntBinOp::FloorDivS if !r.is_zero() && !moved => q - 1,
            _ => q,
        };
        (q, r)
    } else {
        let (x, y) = (dividend.to_biguint(), divisor.to_biguint());
        let (q, r) = (&x / &y, &x % &y);
        let q = if op == IntBinOp::CeilDivU && !r.is_zero() {
            q + 1u8
        } else {
            q
        };
        (BigInt::from(q), BigInt::from(r))
    };
    if exact && !remainder.is_zero() {
        return Scalar::Poison;
    }
    let value = match op {
        IntBinOp::RemS | IntBinOp::RemU => remainder,
        _ => quotient,
    };
    IntValue::from_bigint(&value, width).into()
}

#[cfg(test)]
mod tests {
    use super::super::{int_binary_flagged, IntFlags};
    use super::*;
    use crate::rng::SplitMix64;

    /// The wide path is written for any width: at widths up to 64 it must
    /// agree with the narrow path, on every op, flag set and operand kind.
    #[test]
    fn agrees_with_the_narrow_path() {
        let mut rng = SplitMix64::new(18);
        let flag_sets = [
            IntFlags::NONE,
            IntFlags {
                nsw: true,
                ..IntFlags::NONE
            },
            IntFlags {
                nuw: true,
                ..IntFlags::NONE
            },
            IntFlags {
                nsw: true,
                nuw: true,
                exact: false,
            },
            IntFlags {
                exact: true,
                ..IntFlags::NONE
            },
        ];
        for width in [1, 2, 7, 8, 31, 33, 63, 64] {
            let edges = [
                0,
                1,
                -1,
                2,
                -2,
                3,
                i64::MAX,
                i64::MIN,
                i64::MIN >> (64 - width),
            ];
            let pick = |rng: &mut SplitMix64| match rng.next_u64() % 4 {
                0 => {
                    IntValue::from_i64(edges[(rng.next_u64() % edges.len() as u64) as usize], width)
                }
                1 => IntValue::from_u64(rng.next_u64() % (u64::from(width) + 2), width),
                _ => IntValue::from_u64(rng.next_u64(), width),
            };
            for _ in 0..300 {
                let (a, b) = (pick(&mut rng), pick(&mut rng));
                for op in IntBinOp::ALL {
                    for flags in flag_sets {
                        let narrow =
                            int_binary_flagged(op, flags, &a.clone().into(), &b.clone().into());
                        let wide = if op.is_division() {
                            match narrow {
                                Ok(_) => divide(op, flags.exact, &a, &b),
                                Err(_) => continue,
                            }
                        } else {
                            binary(op, flags, &a, &b)
                        };
                        assert_eq!(Ok(wide), narrow, "{} {flags:?} {a:?}, {b:?}", op.name());
                    }
                }
            }
        }
    }

    fn i128(value: i128) -> Scalar {
        IntValue::from_bigint(&BigInt::from(value), 128).into()
    }

    fn eval(op: IntBinOp, flags: IntFlags, a: i128, b: i128) -> Scalar {
        int_binary_flagged(op, flags, &i128(a), &i128(b)).expect("defined")
    }

    #[test]
    fn i128_arithmetic_wraps_and_rounds() {
        use IntBinOp::*;
        let none = IntFlags::NONE;
        let nsw = IntFlags {
            nsw: true,
            ..IntFlags::NONE
        };
        let nuw = IntFlags {
            nuw: true,
            ..IntFlags::NONE
        };
        assert_eq!(eval(Add, none, i128::MAX, 1), i128(i128::MIN));
        assert_eq!(eval(Add, nsw, i128::MAX, 1), Scalar::Poison);
        assert_eq!(eval(Add, nuw, i128::MAX, 1), i128(i128::MIN));
        assert_eq!(eval(Add, nuw, -1, 1), Scalar::Poison);
        assert_eq!(eval(Sub, nuw, 0, 1), Scalar::Poison);
        assert_eq!(eval(Mul, none, 1 << 64, 1 << 64), i128(0));
        assert_eq!(eval(Mul, nsw, 1 << 64, 1 << 63), Scalar::Poison);
        assert_eq!(eval(Mul, nsw, -(1 << 64), 1 << 63), i128(i128::MIN));
        assert_eq!(eval(DivS, none, -7, 2), i128(-3));
        assert_eq!(eval(RemS, none, -7, 2), i128(-1));
        assert_eq!(eval(FloorDivS, none, -7, 2), i128(-4));
        assert_eq!(eval(CeilDivS, none, 7, 2), i128(4));
        assert_eq!(eval(CeilDivS, none, -7, 2), i128(-3));
        assert_eq!(eval(CeilDivU, none, -1, 2), i128(i128::MIN));
        assert_eq!(eval(DivU, none, -1, 1 << 64), i128((1 << 64) - 1));
        assert_eq!(eval(ShrS, none, i128::MIN, 127), i128(-1));
        assert_eq!(eval(ShrU, none, i128::MIN, 127), i128(1));
        assert_eq!(eval(Shl, none, 1, 127), i128(i128::MIN));
        assert_eq!(eval(Shl, none, 1, 128), Scalar::Poison);
        assert_eq!(eval(Shl, none, 1, -1), Scalar::Poison);
        assert_eq!(eval(Shl, nuw, 3, 127), Scalar::Poison);
        assert_eq!(eval(MaxS, none, -1, 1), i128(1));
        assert_eq!(eval(MaxU, none, -1, 1), i128(-1));
        assert_eq!(eval(MinS, none, i128::MIN, 0), i128(i128::MIN));
        assert_eq!(eval(Xor, none, -1, 1 << 100), i128(!(1 << 100)));
        assert_eq!(
            int_binary_flagged(DivS, none, &i128(i128::MIN), &i128(-1)),
            Err(crate::semantics::UndefinedBehaviour::SignedDivisionOverflow)
        );
        assert_eq!(
            int_binary_flagged(DivU, none, &i128(1), &i128(0)),
            Err(crate::semantics::UndefinedBehaviour::DivisionByZero)
        );
    }
}
