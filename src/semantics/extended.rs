//! The integer ops with two results (`arith.addui_extended`,
//! `arith.mulsi_extended`, `arith.mului_extended`): the sum and its carry,
//! or the low and high halves of the double-width product (MLIR's
//! `ArithOps.td`; LLVM's `uadd.with.overflow` and a widening `mul`).
//!
//! Up to 64 bits in `u128`/`i128`; wider in `num-bigint`'s arbitrary
//! precision (`wide`), linear in the width for the sum and as
//! num-bigint's multiplication for the products. Never undefined; a
//! poison operand makes both results poison (LLVM's aggregate of the
//! intrinsic is poison as a whole).

use num_bigint::BigUint;

use super::value::{int_operand, IntValue, Scalar};

/// An integer op of two results.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ExtendedOp {
    /// `addui_extended`: the wrapped sum and whether the unsigned sum
    /// overflowed (an `i1`).
    AddUI,
    /// `mulsi_extended`: the low and high halves of the signed product.
    MulSI,
    /// `mului_extended`: the low and high halves of the unsigned product.
    MulUI,
}

impl ExtendedOp {
    pub const ALL: [ExtendedOp; 3] = [ExtendedOp::AddUI, ExtendedOp::MulSI, ExtendedOp::MulUI];

    /// The op's mnemonic in the `arith` dialect.
    pub const fn name(self) -> &'static str {
        match self {
            ExtendedOp::AddUI => "addui_extended",
            ExtendedOp::MulSI => "mulsi_extended",
            ExtendedOp::MulUI => "mului_extended",
        }
    }

    /// The default names of the two results, as `mlir-opt` prints them
    /// (the ops' `getAsmResultNames`).
    pub const fn result_names(self) -> &'static [&'static str] {
        match self {
            ExtendedOp::AddUI => &["sum", "overflow"],
            ExtendedOp::MulSI | ExtendedOp::MulUI => &["low", "high"],
        }
    }
}

/// The two results of `a op b` (operands of one width): `[sum, overflow]`
/// or `[low, high]`.
///
/// # Panics
/// If an operand is a float or the widths differ: the verifier rules
/// that out.
pub fn int_extended(op: ExtendedOp, a: &Scalar, b: &Scalar) -> [Scalar; 2] {
    let (Some(a), Some(b)) = (int_operand(a, op.name()), int_operand(b, op.name())) else {
        return [Scalar::Poison, Scalar::Poison];
    };
    assert_eq!(a.width(), b.width(), "{}: operand widths differ", op.name());
    let width = a.width();
    let (Some(x), Some(y)) = (a.narrow_bits(), b.narrow_bits()) else {
        return wide(op, a, b);
    };
    let (first, second) = match op {
        ExtendedOp::AddUI => {
            let sum = u128::from(x) + u128::from(y);
            return [
                IntValue::from_u64(sum as u64, width).into(),
                Scalar::from_bool(sum >> width != 0),
            ];
        }
        ExtendedOp::MulUI => {
            let product = u128::from(x) * u128::from(y);
            (product as u64, (product >> width) as u64)
        }
        ExtendedOp::MulSI => {
            // 64 x 64 signed bits fit in 127.
            let product = i128::from(a.as_signed()) * i128::from(b.as_signed());
            (product as u64, (product >> width) as u64)
        }
    };
    [
        IntValue::from_u64(first, width).into(),
        IntValue::from_u64(second, width).into(),
    ]
}

/// [`int_extended`] in arbitrary precision (operands of one width, not
/// poison). Written for any width, so the tests check it against the
/// narrow path.
fn wide(op: ExtendedOp, a: &IntValue, b: &IntValue) -> [Scalar; 2] {
    let width = a.width();
    match op {
        ExtendedOp::AddUI => {
            let sum = a.to_biguint() + b.to_biguint();
            let overflow = sum.bits() > u64::from(width);
            [
                IntValue::from_biguint(sum, width).into(),
                Scalar::from_bool(overflow),
            ]
        }
        ExtendedOp::MulUI => {
            let product: BigUint = a.to_biguint() * b.to_biguint();
            let high = &product >> width;
            [
                IntValue::from_biguint(product, width).into(),
                IntValue::from_biguint(high, width).into(),
            ]
        }
        ExtendedOp::MulSI => {
            // num-bigint's `>>` on a negative number rounds toward -infinity:
            // an arithmetic shift.
            let product = a.to_bigint() * b.to_bigint();
            [
                IntValue::from_bigint(&product, width).into(),
                IntValue::from_bigint(&(&product >> width), width).into(),
            ]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(v: i64, width: u32) -> Scalar {
        IntValue::from_i64(v, width).into()
    }

    #[test]
    fn narrow_results() {
        let (m1, two) = (int(-1, 32), int(2, 32));
        assert_eq!(
            int_extended(ExtendedOp::AddUI, &m1, &two),
            [int(1, 32), Scalar::from_bool(true)]
        );
        assert_eq!(
            int_extended(ExtendedOp::AddUI, &two, &two),
            [int(4, 32), Scalar::from_bool(false)]
        );
        assert_eq!(
            int_extended(ExtendedOp::MulSI, &m1, &two),
            [int(-2, 32), int(-1, 32)]
        );
        assert_eq!(
            int_extended(ExtendedOp::MulUI, &m1, &two),
            [int(-2, 32), int(1, 32)]
        );
        // i64 extremes: (-2^63)^2 = 2^126, high half 2^62.
        let min = int(i64::MIN, 64);
        assert_eq!(
            int_extended(ExtendedOp::MulSI, &min, &min),
            [int(0, 64), int(1 << 62, 64)]
        );
        assert_eq!(
            int_extended(ExtendedOp::MulUI, &int(-1, 64), &int(-1, 64)),
            [int(1, 64), int(-2, 64)]
        );
        // i1: true is -1 signed, 1 unsigned.
        let t = Scalar::from_bool(true);
        assert_eq!(
            int_extended(ExtendedOp::MulSI, &t, &t),
            [Scalar::from_bool(true), Scalar::from_bool(false)]
        );
        assert_eq!(
            int_extended(ExtendedOp::AddUI, &t, &t),
            [Scalar::from_bool(false), Scalar::from_bool(true)]
        );
    }

    #[test]
    fn poison_makes_both_results_poison() {
        for op in ExtendedOp::ALL {
            assert_eq!(
                int_extended(op, &Scalar::Poison, &int(3, 8)),
                [Scalar::Poison, Scalar::Poison]
            );
        }
    }

    #[test]
    fn wide_path_agrees_with_narrow_path() {
        let values = [0i64, 1, -1, 2, 7, -8, i64::MAX, i64::MIN, 0x1234_5678_9abc];
        for width in [1, 7, 8, 31, 32, 63, 64] {
            for &x in &values {
                for &y in &values {
                    let (a, b) = (IntValue::from_i64(x, width), IntValue::from_i64(y, width));
                    for op in ExtendedOp::ALL {
                        assert_eq!(
                            wide(op, &a, &b),
                            int_extended(op, &a.clone().into(), &b.clone().into()),
                            "{} i{width} {x} {y}",
                            op.name()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn wide_operands() {
        // i128: (2^127 - 1) * 2 = 2^128 - 2: low -2, high 0 signed.
        let max = Scalar::from(IntValue::from_bigint(
            &((num_bigint::BigInt::from(1u8) << 127) - 1),
            128,
        ));
        let two = int(2, 128);
        assert_eq!(
            int_extended(ExtendedOp::MulSI, &max, &two),
            [int(-2, 128), int(0, 128)]
        );
        assert_eq!(
            int_extended(ExtendedOp::MulSI, &int(-3, 128), &two),
            [int(-6, 128), int(-1, 128)]
        );
        assert_eq!(
            int_extended(ExtendedOp::AddUI, &int(-1, 128), &two),
            [int(1, 128), Scalar::from_bool(true)]
        );
    }
}
