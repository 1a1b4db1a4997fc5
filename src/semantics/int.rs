//! Integer arithmetic and comparison (`arith.addi` ... `arith.minui`,
//! `arith.cmpi`). Up to 64 bits in `u64`/`i64`; wider in [`wide`], with
//! the same rules.

mod wide;

use super::value::{int_operand, sign_extend, IntValue, Scalar};
use super::UndefinedBehaviour;

/// A binary integer op of the `arith` dialect.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum IntBinOp {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    RemS,
    RemU,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
    MaxS,
    MinS,
    MaxU,
    MinU,
    /// `ceildivsi`: signed division rounding toward +infinity.
    CeilDivS,
    /// `ceildivui`: unsigned division rounding up.
    CeilDivU,
    /// `floordivsi`: signed division rounding toward -infinity.
    FloorDivS,
}

impl IntBinOp {
    pub const ALL: [IntBinOp; 20] = [
        IntBinOp::Add,
        IntBinOp::Sub,
        IntBinOp::Mul,
        IntBinOp::DivS,
        IntBinOp::DivU,
        IntBinOp::RemS,
        IntBinOp::RemU,
        IntBinOp::And,
        IntBinOp::Or,
        IntBinOp::Xor,
        IntBinOp::Shl,
        IntBinOp::ShrS,
        IntBinOp::ShrU,
        IntBinOp::MaxS,
        IntBinOp::MinS,
        IntBinOp::MaxU,
        IntBinOp::MinU,
        IntBinOp::CeilDivS,
        IntBinOp::CeilDivU,
        IntBinOp::FloorDivS,
    ];

    /// The MLIR mnemonic without the dialect: `addi`, `shrsi`, ...
    pub fn name(self) -> &'static str {
        match self {
            IntBinOp::Add => "addi",
            IntBinOp::Sub => "subi",
            IntBinOp::Mul => "muli",
            IntBinOp::DivS => "divsi",
            IntBinOp::DivU => "divui",
            IntBinOp::RemS => "remsi",
            IntBinOp::RemU => "remui",
            IntBinOp::And => "andi",
            IntBinOp::Or => "ori",
            IntBinOp::Xor => "xori",
            IntBinOp::Shl => "shli",
            IntBinOp::ShrS => "shrsi",
            IntBinOp::ShrU => "shrui",
            IntBinOp::MaxS => "maxsi",
            IntBinOp::MinS => "minsi",
            IntBinOp::MaxU => "maxui",
            IntBinOp::MinU => "minui",
            IntBinOp::CeilDivS => "ceildivsi",
            IntBinOp::CeilDivU => "ceildivui",
            IntBinOp::FloorDivS => "floordivsi",
        }
    }

    /// The op whose [`name`](Self::name) is `name`.
    pub fn from_name(name: &str) -> Option<IntBinOp> {
        IntBinOp::ALL.into_iter().find(|op| op.name() == name)
    }

    /// Whether `a op b == b op a` for all operands (poison included).
    pub fn is_commutative(self) -> bool {
        matches!(
            self,
            IntBinOp::Add
                | IntBinOp::Mul
                | IntBinOp::And
                | IntBinOp::Or
                | IntBinOp::Xor
                | IntBinOp::MaxS
                | IntBinOp::MinS
                | IntBinOp::MaxU
                | IntBinOp::MinU
        )
    }

    /// Whether a zero divisor makes it undefined.
    pub fn is_division(self) -> bool {
        matches!(
            self,
            IntBinOp::DivS
                | IntBinOp::DivU
                | IntBinOp::RemS
                | IntBinOp::RemU
                | IntBinOp::CeilDivS
                | IntBinOp::CeilDivU
                | IntBinOp::FloorDivS
        )
    }

    /// Whether `INT_MIN op -1` is undefined (signed division overflow).
    pub fn is_signed_division(self) -> bool {
        matches!(
            self,
            IntBinOp::DivS | IntBinOp::RemS | IntBinOp::CeilDivS | IntBinOp::FloorDivS
        )
    }

    /// Whether it takes `overflow<nsw, nuw>` (MLIR's
    /// `ArithIntegerOverflowFlagsInterface`: `addi subi muli shli`).
    pub const fn takes_overflow_flags(self) -> bool {
        matches!(
            self,
            IntBinOp::Add | IntBinOp::Sub | IntBinOp::Mul | IntBinOp::Shl
        )
    }

    /// Whether it takes `exact` (`divsi divui shrsi shrui`).
    pub const fn takes_exact(self) -> bool {
        matches!(
            self,
            IntBinOp::DivS | IntBinOp::DivU | IntBinOp::ShrS | IntBinOp::ShrU
        )
    }
}

/// The poison-generating flags of an integer op: MLIR's
/// `#arith.overflow<nsw, nuw>` and `exact`, with the meaning of LLVM's
/// flags of the same names (LangRef, `add`, `shl`, `sdiv`, `lshr`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct IntFlags {
    /// No signed wrap: poison when the result, read signed, is not the
    /// mathematical one.
    pub nsw: bool,
    /// No unsigned wrap: the same, read unsigned.
    pub nuw: bool,
    /// Poison when a division has a remainder or a right shift drops a
    /// one bit.
    pub exact: bool,
}

impl IntFlags {
    /// No flag.
    pub const NONE: IntFlags = IntFlags {
        nsw: false,
        nuw: false,
        exact: false,
    };

    /// Whether no flag is set.
    pub fn is_none(self) -> bool {
        self == IntFlags::NONE
    }
}

/// `a op b` for operands of one width.
///
/// - `addi subi muli shli` wrap modulo 2^width.
/// - `divsi divui remsi remui ceildivsi ceildivui floordivsi` by zero are
///   undefined behaviour, and so is `divsi`, `ceildivsi` or `floordivsi`
///   of INT_MIN by -1 (MLIR's ArithOps.td says so of all three). So is `remsi` of INT_MIN by -1: its
///   mathematical result 0 fits, but MLIR lowers `remsi` to LLVM `srem`,
///   for which that overflow is undefined. In `i1`, INT_MIN and -1 are both
///   the value 1 (`true`), so `divsi true, true` is undefined.
/// - `divsi`, `divui` and the remainders round toward zero (the remainder
///   takes the dividend's sign); `ceildivsi`/`ceildivui` round up,
///   `floordivsi` down.
/// - Shifts by an amount >= width (read unsigned) give poison; `shrsi`
///   shifts in copies of the sign bit.
/// - A poison operand gives poison, except where the poison might make
///   the op undefined (poison stands for any value): a poison divisor
///   might be zero, and a poison dividend of `divsi`/`remsi` by -1 might be
///   INT_MIN. Those are undefined behaviour.
/// - `flags` ([`IntFlags`]) make a defined result poison: `nsw`/`nuw`
///   when the signed/unsigned mathematical result of `addi subi muli`
///   does not fit, or `shli` shifts out a bit that differs from the
///   result's sign bit (`nsw`) or a one bit (`nuw`); `exact` when `divsi
///   divui` leave a remainder or `shrsi shrui` shift out a one bit. A
///   flag an op does not take is ignored (the verifier rejects it).
///
/// # Panics
/// If an operand is a float or the widths differ: the verifier rules
/// that out.
pub fn int_binary_flagged(
    op: IntBinOp,
    flags: IntFlags,
    a: &Scalar,
    b: &Scalar,
) -> Result<Scalar, UndefinedBehaviour> {
    let a = int_operand(a, op.name());
    let b = int_operand(b, op.name());
    if op.is_division() {
        return divide(op, flags.exact, a, b);
    }
    let (Some(a), Some(b)) = (a, b) else {
        return Ok(Scalar::Poison);
    };
    let width = same_width(op.name(), a, b);
    let (Some(x), Some(y)) = (a.narrow_bits(), b.narrow_bits()) else {
        return Ok(wide::binary(op, flags, a, b));
    };
    let signed = |v| sign_extend(v, width);
    let bits = match op {
        IntBinOp::Add => x.wrapping_add(y),
        IntBinOp::Sub => x.wrapping_sub(y),
        IntBinOp::Mul => x.wrapping_mul(y),
        IntBinOp::And => x & y,
        IntBinOp::Or => x | y,
        IntBinOp::Xor => x ^ y,
        IntBinOp::Shl | IntBinOp::ShrS | IntBinOp::ShrU if y >= u64::from(width) => {
            return Ok(Scalar::Poison)
        }
        IntBinOp::Shl => x << y,
        IntBinOp::ShrS => (signed(x) >> y) as u64,
        IntBinOp::ShrU => x >> y,
        IntBinOp::MaxS => signed(x).max(signed(y)) as u64,
        IntBinOp::MinS => signed(x).min(signed(y)) as u64,
        IntBinOp::MaxU => x.max(y),
        IntBinOp::MinU => x.min(y),
        IntBinOp::DivS
        | IntBinOp::DivU
        | IntBinOp::RemS
        | IntBinOp::RemU
        | IntBinOp::CeilDivS
        | IntBinOp::CeilDivU
        | IntBinOp::FloorDivS => unreachable!("divisions are handled by `divide`"),
    };
    let result = IntValue::from_u64(bits, width);
    if !flags.is_none() && violates(op, flags, a, b, &result) {
        return Ok(Scalar::Poison);
    }
    Ok(result.into())
}

/// [`int_binary_flagged`] without flags: `a op b` wrapping.
pub fn int_binary(op: IntBinOp, a: &Scalar, b: &Scalar) -> Result<Scalar, UndefinedBehaviour> {
    int_binary_flagged(op, IntFlags::NONE, a, b)
}

/// Whether `result = a op b` (a shift by less than the width) breaks one
/// of `flags`, computing the mathematical result in 128 bits (operands
/// of at most 64 bits).
fn violates(op: IntBinOp, flags: IntFlags, a: &IntValue, b: &IntValue, result: &IntValue) -> bool {
    let width = a.width();
    let (x, y) = (u128::from(a.as_unsigned()), u128::from(b.as_unsigned()));
    let (sx, sy) = (i128::from(a.as_signed()), i128::from(b.as_signed()));
    let fits_signed = |v: i128| (-(1i128 << (width - 1))..(1i128 << (width - 1))).contains(&v);
    let fits_unsigned = |v: u128| v < (1u128 << width);
    match op {
        IntBinOp::Add => {
            (flags.nsw && !fits_signed(sx + sy)) || (flags.nuw && !fits_unsigned(x + y))
        }
        IntBinOp::Sub => (flags.nsw && !fits_signed(sx - sy)) || (flags.nuw && x < y),
        IntBinOp::Mul => {
            (flags.nsw && !fits_signed(sx * sy)) || (flags.nuw && !fits_unsigned(x * y))
        }
        IntBinOp::Shl => {
            (flags.nsw && i128::from(result.as_signed()) >> y != sx)
                || (flags.nuw && u128::from(result.as_unsigned()) >> y != x)
        }
        IntBinOp::ShrS | IntBinOp::ShrU => flags.exact && x & ((1u128 << y) - 1) != 0,
        _ => false,
    }
}

/// The divisions, with the undefined cases of [`int_binary_flagged`]; poison when
/// `exact` and the remainder is not zero.
fn divide(
    op: IntBinOp,
    exact: bool,
    dividend: Option<&IntValue>,
    divisor: Option<&IntValue>,
) -> Result<Scalar, UndefinedBehaviour> {
    let divisor = divisor.ok_or(UndefinedBehaviour::PoisonDivisor)?;
    if !divisor.as_bool() {
        return Err(UndefinedBehaviour::DivisionByZero);
    }
    let by_minus_one = op.is_signed_division() && divisor.to_i64() == Some(-1);
    let Some(dividend) = dividend else {
        return if by_minus_one {
            Err(UndefinedBehaviour::PoisonDividendByMinusOne)
        } else {
            Ok(Scalar::Poison)
        };
    };
    let width = same_width(op.name(), dividend, divisor);
    if by_minus_one && *dividend == IntValue::signed_min(width) {
        return Err(if op == IntBinOp::RemS {
            UndefinedBehaviour::SignedRemainderOverflow
        } else {
            UndefinedBehaviour::SignedDivisionOverflow
        });
    }
    if width > 64 {
        return Ok(wide::divide(op, exact, dividend, divisor));
    }
    let (x, y) = (dividend.as_unsigned(), divisor.as_unsigned());
    let (sx, sy) = (dividend.as_signed(), divisor.as_signed());
    let bits = match op {
        IntBinOp::DivS => (sx / sy) as u64,
        IntBinOp::RemS => (sx % sy) as u64,
        IntBinOp::DivU => x / y,
        IntBinOp::RemU => x % y,
        // The quotient truncated toward zero, moved by one when the
        // remainder is non-zero and has the divisor's sign (ceiling) or
        // the other sign (floor). INT_MIN / -1 was ruled out above.
        IntBinOp::CeilDivS => {
            (sx / sy + i64::from(sx % sy != 0 && (sx % sy < 0) == (sy < 0))) as u64
        }
        IntBinOp::FloorDivS => {
            (sx / sy - i64::from(sx % sy != 0 && (sx % sy < 0) != (sy < 0))) as u64
        }
        IntBinOp::CeilDivU => x / y + u64::from(x % y != 0),
        _ => unreachable!("{} is not a division", op.name()),
    };
    let remainder = if op.is_signed_division() {
        sx % sy != 0
    } else {
        x % y != 0
    };
    if exact && remainder {
        return Ok(Scalar::Poison);
    }
    Ok(IntValue::from_u64(bits, width).into())
}

/// The common width of `op`'s operands.
///
/// # Panics
/// If they differ.
fn same_width(op: &str, a: &IntValue, b: &IntValue) -> u32 {
    assert_eq!(a.width(), b.width(), "{op}: operand widths differ");
    a.width()
}

/// An `arith.cmpi` predicate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CmpIPredicate {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl CmpIPredicate {
    pub const ALL: [CmpIPredicate; 10] = [
        CmpIPredicate::Eq,
        CmpIPredicate::Ne,
        CmpIPredicate::Slt,
        CmpIPredicate::Sle,
        CmpIPredicate::Sgt,
        CmpIPredicate::Sge,
        CmpIPredicate::Ult,
        CmpIPredicate::Ule,
        CmpIPredicate::Ugt,
        CmpIPredicate::Uge,
    ];

    /// The MLIR spelling: `eq`, `slt`, ...
    pub fn name(self) -> &'static str {
        match self {
            CmpIPredicate::Eq => "eq",
            CmpIPredicate::Ne => "ne",
            CmpIPredicate::Slt => "slt",
            CmpIPredicate::Sle => "sle",
            CmpIPredicate::Sgt => "sgt",
            CmpIPredicate::Sge => "sge",
            CmpIPredicate::Ult => "ult",
            CmpIPredicate::Ule => "ule",
            CmpIPredicate::Ugt => "ugt",
            CmpIPredicate::Uge => "uge",
        }
    }

    /// The predicate whose [`name`](Self::name) is `name`.
    pub fn from_name(name: &str) -> Option<CmpIPredicate> {
        CmpIPredicate::ALL.into_iter().find(|p| p.name() == name)
    }
}

/// `arith.cmpi pred, a, b`: an `i1`, comparing signed or unsigned as the
/// predicate says; poison if an operand is poison.
///
/// # Panics
/// If an operand is a float or the widths differ.
pub fn cmpi(pred: CmpIPredicate, a: &Scalar, b: &Scalar) -> Scalar {
    let (Some(a), Some(b)) = (int_operand(a, "cmpi"), int_operand(b, "cmpi")) else {
        return Scalar::Poison;
    };
    same_width("cmpi", a, b);
    let (unsigned, signed) = match (a.narrow_bits(), b.narrow_bits()) {
        (Some(x), Some(y)) => (x.cmp(&y), a.as_signed().cmp(&b.as_signed())),
        _ => (
            a.to_biguint().cmp(&b.to_biguint()),
            a.to_bigint().cmp(&b.to_bigint()),
        ),
    };
    Scalar::from_bool(match pred {
        CmpIPredicate::Eq => unsigned.is_eq(),
        CmpIPredicate::Ne => unsigned.is_ne(),
        CmpIPredicate::Slt => signed.is_lt(),
        CmpIPredicate::Sle => signed.is_le(),
        CmpIPredicate::Sgt => signed.is_gt(),
        CmpIPredicate::Sge => signed.is_ge(),
        CmpIPredicate::Ult => unsigned.is_lt(),
        CmpIPredicate::Ule => unsigned.is_le(),
        CmpIPredicate::Ugt => unsigned.is_gt(),
        CmpIPredicate::Uge => unsigned.is_ge(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use UndefinedBehaviour::*;

    fn int(value: i64, width: u32) -> Scalar {
        IntValue::from_i64(value, width).into()
    }

    fn eval(op: &str, a: &Scalar, b: &Scalar) -> Result<Scalar, UndefinedBehaviour> {
        int_binary(IntBinOp::from_name(op).unwrap(), a, b)
    }

    /// `a op b` at `width`, read back signed.
    fn signed(op: &str, a: i64, b: i64, width: u32) -> i64 {
        match eval(op, &int(a, width), &int(b, width)) {
            Ok(Scalar::Int(v)) => v.as_signed(),
            other => panic!("{op} {a}, {b} : i{width} gave {other:?}"),
        }
    }

    /// `a op b` at `width`, read back unsigned.
    fn unsigned(op: &str, a: i64, b: i64, width: u32) -> u64 {
        match eval(op, &int(a, width), &int(b, width)) {
            Ok(Scalar::Int(v)) => v.as_unsigned(),
            other => panic!("{op} {a}, {b} : i{width} gave {other:?}"),
        }
    }

    #[test]
    fn names_round_trip() {
        for op in IntBinOp::ALL {
            assert_eq!(IntBinOp::from_name(op.name()), Some(op));
        }
        for pred in CmpIPredicate::ALL {
            assert_eq!(CmpIPredicate::from_name(pred.name()), Some(pred));
        }
        assert_eq!(IntBinOp::from_name("addf"), None);
        assert_eq!(CmpIPredicate::from_name("olt"), None);
    }

    #[test]
    fn commutative_ops_commute() {
        let values = [0, 1, -1, 5, -128, 127];
        for op in IntBinOp::ALL.into_iter().filter(|op| op.is_commutative()) {
            for a in values {
                for b in values {
                    assert_eq!(
                        eval(op.name(), &int(a, 8), &int(b, 8)),
                        eval(op.name(), &int(b, 8), &int(a, 8)),
                        "{}",
                        op.name()
                    );
                }
            }
        }
        assert!(!IntBinOp::Sub.is_commutative());
        assert!(!IntBinOp::Shl.is_commutative());
    }

    #[test]
    fn add_sub_mul_wrap() {
        assert_eq!(signed("addi", 127, 1, 8), -128);
        assert_eq!(signed("subi", -128, 1, 8), 127);
        assert_eq!(signed("muli", 16, 16, 8), 0);
        assert_eq!(signed("muli", -1, -1, 8), 1);
        assert_eq!(signed("addi", i32::MAX.into(), 1, 32), i32::MIN.into());
        assert_eq!(signed("addi", i64::MAX, 1, 64), i64::MIN);
        assert_eq!(signed("muli", i64::MIN, -1, 64), i64::MIN);
        assert_eq!(unsigned("addi", 1, 1, 1), 0);
        assert_eq!(unsigned("subi", 0, 1, 1), 1);
        assert_eq!(unsigned("muli", 1, 1, 1), 1);
        assert_eq!(unsigned("addi", 0xFFFF, 1, 17), 0x10000);
    }

    #[test]
    fn bitwise_ops() {
        assert_eq!(unsigned("andi", 0b1100, 0b1010, 8), 0b1000);
        assert_eq!(unsigned("ori", 0b1100, 0b1010, 8), 0b1110);
        assert_eq!(unsigned("xori", 0b1100, 0b1010, 8), 0b0110);
        assert_eq!(unsigned("xori", -1, 0, 8), 0xFF);
        assert_eq!(unsigned("xori", 1, 1, 1), 0);
    }

    #[test]
    fn shifts_inside_the_width() {
        assert_eq!(unsigned("shli", 1, 7, 8), 0x80);
        assert_eq!(unsigned("shli", 0xFF, 4, 8), 0xF0);
        assert_eq!(signed("shrsi", -128, 7, 8), -1);
        assert_eq!(unsigned("shrui", -128, 7, 8), 1);
        assert_eq!(signed("shrsi", 64, 3, 8), 8);
        assert_eq!(unsigned("shli", 1, 63, 64), 1 << 63);
        assert_eq!(signed("shrsi", i64::MIN, 63, 64), -1);
        assert_eq!(unsigned("shrui", i64::MIN, 63, 64), 1);
        assert_eq!(unsigned("shli", 1, 0, 1), 1);
        assert_eq!(signed("shrsi", -1, 0, 1), -1);
    }

    #[test]
    fn shifts_by_the_width_or_more_are_poison() {
        for op in ["shli", "shrsi", "shrui"] {
            assert_eq!(eval(op, &int(1, 8), &int(8, 8)), Ok(Scalar::Poison));
            // -1 reads as 255: an amount is unsigned.
            assert_eq!(eval(op, &int(1, 8), &int(-1, 8)), Ok(Scalar::Poison));
            assert_eq!(eval(op, &int(1, 32), &int(32, 32)), Ok(Scalar::Poison));
            assert_eq!(eval(op, &int(1, 64), &int(64, 64)), Ok(Scalar::Poison));
            assert_eq!(eval(op, &int(1, 1), &int(1, 1)), Ok(Scalar::Poison));
        }
    }

    #[test]
    fn division_rounds_toward_zero() {
        assert_eq!(signed("divsi", -7, 2, 8), -3);
        assert_eq!(signed("remsi", -7, 2, 8), -1);
        assert_eq!(signed("remsi", 7, -2, 8), 1);
        assert_eq!(unsigned("divui", -7, 2, 8), 124);
        assert_eq!(unsigned("remui", -7, 2, 8), 1);
        assert_eq!(signed("divsi", i64::MIN, 2, 64), i64::MIN / 2);
        assert_eq!(unsigned("divui", i64::MIN, 2, 64), 1 << 62);
        assert_eq!(signed("divsi", i32::MIN.into(), 1, 32), i32::MIN.into());
        assert_eq!(signed("divsi", -127, -1, 8), 127);
        assert_eq!(signed("remsi", -127, -1, 8), 0);
    }

    #[test]
    fn ceiling_and_floor_division() {
        for (a, b, ceil, floor) in [
            (7, 2, 4, 3),
            (-7, 2, -3, -4),
            (7, -2, -3, -4),
            (-7, -2, 4, 3),
            (6, 3, 2, 2),
            (-6, 3, -2, -2),
            (0, -5, 0, 0),
            (-128, 3, -42, -43),
            (127, -1, -127, -127),
        ] {
            assert_eq!(signed("ceildivsi", a, b, 8), ceil, "ceildivsi {a}, {b}");
            assert_eq!(signed("floordivsi", a, b, 8), floor, "floordivsi {a}, {b}");
        }
        assert_eq!(signed("ceildivsi", i64::MIN, 3, 64), i64::MIN / 3);
        assert_eq!(signed("floordivsi", i64::MIN + 1, 2, 64), i64::MIN / 2);
        assert_eq!(signed("floordivsi", 0, -1, 1), 0);
        assert_eq!(unsigned("ceildivui", 7, 2, 8), 4);
        assert_eq!(unsigned("ceildivui", 6, 2, 8), 3);
        assert_eq!(unsigned("ceildivui", -1, 2, 8), 128);
        assert_eq!(unsigned("ceildivui", -1, 2, 64), 1 << 63);
        assert_eq!(unsigned("ceildivui", 1, 1, 1), 1);
        assert_eq!(unsigned("ceildivui", 0, 1, 1), 0);
    }

    #[test]
    fn division_by_zero_is_undefined() {
        for op in [
            "divsi",
            "divui",
            "remsi",
            "remui",
            "ceildivsi",
            "ceildivui",
            "floordivsi",
        ] {
            for width in [1, 8, 32, 64] {
                assert_eq!(
                    eval(op, &int(1, width), &int(0, width)),
                    Err(DivisionByZero)
                );
            }
            assert_eq!(eval(op, &Scalar::Poison, &int(0, 8)), Err(DivisionByZero));
        }
    }

    #[test]
    fn int_min_by_minus_one_is_undefined() {
        for width in [1, 8, 32, 64] {
            let min = IntValue::signed_min(width).into();
            assert_eq!(
                eval("divsi", &min, &int(-1, width)),
                Err(SignedDivisionOverflow)
            );
            assert_eq!(
                eval("remsi", &min, &int(-1, width)),
                Err(SignedRemainderOverflow)
            );
            for op in ["ceildivsi", "floordivsi"] {
                assert_eq!(eval(op, &min, &int(-1, width)), Err(SignedDivisionOverflow));
                assert_eq!(
                    eval(op, &Scalar::Poison, &int(-1, width)),
                    Err(PoisonDividendByMinusOne)
                );
            }
        }
        assert_eq!(signed("ceildivui", i64::MIN, -1, 64), 1);
        // Unsigned, the same bits are fine: INT_MIN / UINT_MAX == 0 (1 in i1).
        assert_eq!(signed("divui", i64::MIN, -1, 64), 0);
        assert_eq!(signed("divui", -128, -1, 8), 0);
        assert_eq!(unsigned("divui", 1, 1, 1), 1);
    }

    #[test]
    fn i1_division() {
        // The only nonzero i1 is true, which is -1 signed and 1 unsigned.
        assert_eq!(signed("divsi", 0, -1, 1), 0);
        assert_eq!(signed("remsi", 0, -1, 1), 0);
        assert_eq!(unsigned("divui", 1, 1, 1), 1);
        assert_eq!(unsigned("remui", 1, 1, 1), 0);
        assert_eq!(
            eval("divsi", &int(-1, 1), &int(-1, 1)),
            Err(SignedDivisionOverflow)
        );
    }

    #[test]
    fn poison_operands() {
        let p = Scalar::Poison;
        for op in IntBinOp::ALL.into_iter().filter(|op| !op.is_division()) {
            assert_eq!(
                int_binary(op, &p, &int(1, 8)),
                Ok(p.clone()),
                "{}",
                op.name()
            );
            assert_eq!(
                int_binary(op, &int(1, 8), &p),
                Ok(p.clone()),
                "{}",
                op.name()
            );
            assert_eq!(int_binary(op, &p, &p), Ok(p.clone()), "{}", op.name());
        }
        for op in ["divsi", "divui", "remsi", "remui"] {
            assert_eq!(eval(op, &int(6, 8), &p), Err(PoisonDivisor));
            assert_eq!(eval(op, &p, &p), Err(PoisonDivisor));
            assert_eq!(eval(op, &p, &int(3, 8)), Ok(p.clone()));
        }
        assert_eq!(
            eval("divsi", &p, &int(-1, 8)),
            Err(PoisonDividendByMinusOne)
        );
        assert_eq!(
            eval("remsi", &p, &int(-1, 8)),
            Err(PoisonDividendByMinusOne)
        );
        assert_eq!(eval("divui", &p, &int(-1, 8)), Ok(p.clone()));
    }

    #[test]
    fn min_max_signed_and_unsigned() {
        assert_eq!(signed("maxsi", -1, 1, 8), 1);
        assert_eq!(signed("minsi", -1, 1, 8), -1);
        assert_eq!(signed("maxui", -1, 1, 8), -1);
        assert_eq!(signed("minui", -1, 1, 8), 1);
        assert_eq!(signed("maxsi", i64::MIN, i64::MAX, 64), i64::MAX);
        assert_eq!(signed("minui", i64::MIN, i64::MAX, 64), i64::MAX);
        assert_eq!(unsigned("maxsi", 1, 0, 1), 0);
        assert_eq!(unsigned("maxui", 1, 0, 1), 1);
    }

    #[test]
    #[should_panic(expected = "operand widths differ")]
    fn mixed_widths_panic() {
        let _ = eval("addi", &int(1, 8), &int(1, 16));
    }

    fn compare(pred: &str, a: i64, b: i64, width: u32) -> bool {
        let pred = CmpIPredicate::from_name(pred).unwrap();
        match cmpi(pred, &int(a, width), &int(b, width)) {
            Scalar::Int(v) if v.width() == 1 => v.as_bool(),
            other => panic!("cmpi gave {other:?}"),
        }
    }

    #[test]
    fn cmpi_signed_versus_unsigned() {
        assert!(compare("slt", -1, 0, 8));
        assert!(!compare("ult", -1, 0, 8));
        assert!(compare("ugt", -1, 0, 8));
        assert!(compare("sge", 0, -128, 8));
        assert!(compare("ule", 0, -128, 8));
        assert!(compare("slt", i64::MIN, i64::MAX, 64));
        assert!(compare("ugt", i64::MIN, i64::MAX, 64));
        assert!(compare("sle", 5, 5, 32) && compare("uge", 5, 5, 32));
        assert!(!compare("sgt", 5, 5, 32) && !compare("ult", 5, 5, 32));
        assert!(compare("eq", 256, 0, 8), "256 truncates to 0 in i8");
        assert!(compare("ne", 1, 2, 64));
    }

    #[test]
    fn cmpi_on_i1() {
        // true is -1 signed, 1 unsigned.
        assert!(compare("slt", 1, 0, 1));
        assert!(compare("ugt", 1, 0, 1));
        assert!(compare("eq", 1, -1, 1));
    }

    #[test]
    fn cmpi_of_poison_is_poison() {
        assert_eq!(
            cmpi(CmpIPredicate::Eq, &Scalar::Poison, &int(0, 8)),
            Scalar::Poison
        );
    }

    /// `a op b` with `flags`, at `width`: `Some(signed result)`, or `None`
    /// for poison.
    fn flagged(op: &str, flags: IntFlags, a: i64, b: i64, width: u32) -> Option<i64> {
        match int_binary_flagged(
            IntBinOp::from_name(op).unwrap(),
            flags,
            &int(a, width),
            &int(b, width),
        ) {
            Ok(Scalar::Int(v)) => Some(v.as_signed()),
            Ok(Scalar::Poison) => None,
            other => panic!("{op} {a}, {b} : i{width} gave {other:?}"),
        }
    }

    const NSW: IntFlags = IntFlags {
        nsw: true,
        ..IntFlags::NONE
    };
    const NUW: IntFlags = IntFlags {
        nuw: true,
        ..IntFlags::NONE
    };
    const EXACT: IntFlags = IntFlags {
        exact: true,
        ..IntFlags::NONE
    };

    #[test]
    fn overflow_flags_make_poison_exactly_on_overflow() {
        assert_eq!(flagged("addi", NSW, 127, 1, 8), None);
        assert_eq!(flagged("addi", NUW, 127, 1, 8), Some(-128));
        assert_eq!(flagged("addi", NUW, -1, 1, 8), None);
        assert_eq!(flagged("addi", NSW, -1, 1, 8), Some(0));
        assert_eq!(flagged("subi", NSW, -128, 1, 8), None);
        assert_eq!(flagged("subi", NUW, 0, 1, 8), None);
        assert_eq!(flagged("subi", NSW, 0, 1, 8), Some(-1));
        assert_eq!(flagged("muli", NSW, 16, 8, 8), None);
        assert_eq!(flagged("muli", NUW, 16, 8, 8), Some(-128));
        assert_eq!(flagged("muli", NUW, 16, 16, 8), None);
        assert_eq!(flagged("shli", NSW, 64, 1, 8), None);
        assert_eq!(flagged("shli", NUW, 64, 1, 8), Some(-128));
        assert_eq!(flagged("shli", NSW, -1, 7, 8), Some(-128));
        assert_eq!(flagged("shli", NUW, -1, 1, 8), None);
        assert_eq!(flagged("addi", NSW, i64::MAX, 1, 64), None);
        assert_eq!(flagged("muli", NUW, -1, 2, 64), None);
        // A shift past the width is poison with or without flags.
        assert_eq!(flagged("shli", NSW, 1, 8, 8), None);
    }

    /// Every `i4` operand pair: the flags agree with their definition on
    /// the mathematical result, and the value, when defined, is the
    /// wrapped one.
    #[test]
    fn overflow_flags_agree_with_their_definition_on_i4() {
        let both = IntFlags {
            nsw: true,
            nuw: true,
            exact: false,
        };
        for op in ["addi", "subi", "muli", "shli"] {
            for a in -8..8i64 {
                for b in -8..8i64 {
                    let (ua, ub) = (a & 15, b & 15);
                    if op == "shli" && ub >= 4 {
                        continue;
                    }
                    let (exact_s, exact_u) = match op {
                        "addi" => (a + b, ua + ub),
                        "subi" => (a - b, ua - ub),
                        "muli" => (a * b, ua * ub),
                        _ => (a << ub, ua << ub),
                    };
                    let wrapped = signed(op, a, b, 4);
                    let nsw_ok = (-8..8).contains(&exact_s) && (op != "shli" || wrapped >> ub == a);
                    let nuw_ok = (0..16).contains(&exact_u);
                    let expect = |ok: bool| ok.then_some(wrapped);
                    assert_eq!(
                        flagged(op, NSW, a, b, 4),
                        expect(nsw_ok),
                        "{op} nsw {a} {b}"
                    );
                    assert_eq!(
                        flagged(op, NUW, a, b, 4),
                        expect(nuw_ok),
                        "{op} nuw {a} {b}"
                    );
                    assert_eq!(
                        flagged(op, both, a, b, 4),
                        expect(nsw_ok && nuw_ok),
                        "{op} nsw nuw {a} {b}"
                    );
                }
            }
        }
    }

    #[test]
    fn exact_makes_poison_when_bits_are_lost() {
        assert_eq!(flagged("divsi", EXACT, 6, 3, 8), Some(2));
        assert_eq!(flagged("divsi", EXACT, 7, 3, 8), None);
        assert_eq!(flagged("divsi", EXACT, -6, 3, 8), Some(-2));
        assert_eq!(flagged("divui", EXACT, -2, 2, 8), Some(127));
        assert_eq!(flagged("divui", EXACT, -1, 2, 8), None);
        assert_eq!(flagged("shrui", EXACT, 12, 2, 8), Some(3));
        assert_eq!(flagged("shrui", EXACT, 13, 2, 8), None);
        assert_eq!(flagged("shrsi", EXACT, -4, 2, 8), Some(-1));
        assert_eq!(flagged("shrsi", EXACT, -3, 1, 8), None);
        // Undefined behaviour stays undefined: exactness is checked after.
        assert_eq!(
            int_binary_flagged(IntBinOp::DivS, EXACT, &int(7, 8), &int(0, 8)),
            Err(DivisionByZero)
        );
        // Without the flag the same operands are defined.
        assert_eq!(flagged("divsi", IntFlags::NONE, 7, 3, 8), Some(2));
    }
}
