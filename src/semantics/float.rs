//! Float arithmetic and comparison (`arith.addf` ... `arith.minnumf`,
//! `arith.negf`, `arith.cmpf`).
//!
//! Results are IEEE 754 with round-to-nearest-even, computed in the
//! operands' format (`f32` in `f32`). `f16` and `bf16` are computed in
//! `f32` and rounded once to their format: `f32` has at least `2p + 2`
//! bits of precision for both, so the double rounding is innocuous for
//! `+ - * /` (Figueroa, "When is double rounding innocuous?", SIGNUM
//! 1995), and `%` is exact. `f80` and `f128` are computed by
//! `rustc_apfloat` (LLVM's APFloat). NaN results are made deterministic
//! the way LLVM's APFloat (and so MLIR's folders) makes them: a NaN operand
//! propagates (the first one, quieted, sign and payload kept), and an
//! invalid operation (`inf - inf`, `0 * inf`, `0 / 0`, `x % 0`, ...) gives
//! the positive default NaN.

use std::cmp::Ordering;
use std::ops::{Add, Div, Mul, Rem, Sub};

use rustc_apfloat::Float;

use super::apfloat::{apfloat_of, compare};
use super::value::{float_operand, FloatValue, Scalar};

/// A binary float op of the `arith` dialect.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatBinOp {
    Add,
    Sub,
    Mul,
    Div,
    /// `remf`: C `fmod`, like LLVM `frem`: the exact remainder of the
    /// quotient truncated toward zero; it takes the dividend's sign.
    Rem,
    /// `maxnumf`: IEEE 754-2008 maxNum.
    MaxNum,
    /// `minnumf`: IEEE 754-2008 minNum.
    MinNum,
    /// `maximumf`: IEEE 754-2019 maximum (NaN propagates, -0 < +0).
    Maximum,
    /// `minimumf`: IEEE 754-2019 minimum.
    Minimum,
}

impl FloatBinOp {
    pub const ALL: [FloatBinOp; 9] = [
        FloatBinOp::Add,
        FloatBinOp::Sub,
        FloatBinOp::Mul,
        FloatBinOp::Div,
        FloatBinOp::Rem,
        FloatBinOp::MaxNum,
        FloatBinOp::MinNum,
        FloatBinOp::Maximum,
        FloatBinOp::Minimum,
    ];

    /// The MLIR mnemonic without the dialect: `addf`, `maxnumf`, ...
    pub fn name(self) -> &'static str {
        match self {
            FloatBinOp::Add => "addf",
            FloatBinOp::Sub => "subf",
            FloatBinOp::Mul => "mulf",
            FloatBinOp::Div => "divf",
            FloatBinOp::Rem => "remf",
            FloatBinOp::MaxNum => "maxnumf",
            FloatBinOp::MinNum => "minnumf",
            FloatBinOp::Maximum => "maximumf",
            FloatBinOp::Minimum => "minimumf",
        }
    }

    /// The op whose [`name`](Self::name) is `name`.
    pub fn from_name(name: &str) -> Option<FloatBinOp> {
        FloatBinOp::ALL.into_iter().find(|op| op.name() == name)
    }
}

/// `a op b`; poison if an operand is poison. Never undefined: division by
/// zero gives an infinity or NaN.
///
/// `maxnumf`/`minnumf` follow IEEE 754-2008 maxNum/minNum as APFloat does:
/// a signaling NaN operand gives that NaN quieted; otherwise a NaN operand
/// gives the other operand; +0 counts as greater than -0.
/// `maximumf`/`minimumf` follow IEEE 754-2019 maximum/minimum as APFloat's
/// `maximum`/`minimum` do: a NaN operand gives that NaN quieted (the first
/// one); +0 counts as greater than -0.
///
/// # Panics
/// If an operand is an integer or the formats differ.
pub fn float_binary(op: FloatBinOp, a: &Scalar, b: &Scalar) -> Scalar {
    let (Some(a), Some(b)) = (float_operand(a, op.name()), float_operand(b, op.name())) else {
        return Scalar::Poison;
    };
    same_format(op.name(), a, b);
    let result = match op {
        FloatBinOp::MaxNum => nan_in_num(a, b).unwrap_or(if exceeds(b, a) { b } else { a }),
        FloatBinOp::MinNum => nan_in_num(a, b).unwrap_or(if exceeds(b, a) { a } else { b }),
        FloatBinOp::Maximum => nan_first(a, b).unwrap_or(if exceeds(b, a) { b } else { a }),
        FloatBinOp::Minimum => nan_first(a, b).unwrap_or(if exceeds(b, a) { a } else { b }),
        _ => arithmetic(op, a, b),
    };
    result.into()
}

/// The result of maxNum and minNum when an operand is NaN, as
/// `llvm::maxnum` decides it: a signaling NaN quieted, else the other
/// operand.
fn nan_in_num(a: FloatValue, b: FloatValue) -> Option<FloatValue> {
    if a.is_signaling_nan() {
        Some(a.quieted())
    } else if b.is_signaling_nan() {
        Some(b.quieted())
    } else if a.is_nan() {
        Some(b)
    } else if b.is_nan() {
        Some(a)
    } else {
        None
    }
}

/// The first NaN operand, quieted (IEEE 754-2019 maximum and minimum, and
/// the arithmetic ops).
fn nan_first(a: FloatValue, b: FloatValue) -> Option<FloatValue> {
    if a.is_nan() {
        Some(a.quieted())
    } else if b.is_nan() {
        Some(b.quieted())
    } else {
        None
    }
}

/// Whether `a > b` for numbers, counting +0 as greater than -0.
fn exceeds(a: FloatValue, b: FloatValue) -> bool {
    let negative = |v: FloatValue| v.to_bits() & v.sign_bit() != 0;
    match compare(a, b) {
        Some(Ordering::Greater) => true,
        Some(Ordering::Equal) => negative(b) && !negative(a),
        _ => false,
    }
}

/// `addf subf mulf divf remf`, with APFloat's NaN rules.
fn arithmetic(op: FloatBinOp, a: FloatValue, b: FloatValue) -> FloatValue {
    if let Some(nan) = nan_first(a, b) {
        return nan;
    }
    let result = match (a, b) {
        (FloatValue::F16(x), FloatValue::F16(y)) => {
            FloatValue::F16(half::f16::from_f32(apply(op, x.to_f32(), y.to_f32())))
        }
        (FloatValue::BF16(x), FloatValue::BF16(y)) => {
            FloatValue::BF16(half::bf16::from_f32(apply(op, x.to_f32(), y.to_f32())))
        }
        (FloatValue::F32(x), FloatValue::F32(y)) => FloatValue::F32(apply(op, x, y)),
        (FloatValue::F64(x), FloatValue::F64(y)) => FloatValue::F64(apply(op, x, y)),
        _ => wide_arithmetic(op, a, b),
    };
    if result.is_nan() {
        FloatValue::default_nan(a.format())
    } else {
        result
    }
}

/// `addf subf mulf divf remf` of a wide format, through APFloat.
fn wide_arithmetic(op: FloatBinOp, a: FloatValue, b: FloatValue) -> FloatValue {
    let format = a.format();
    let bits = apfloat_of!(format, F => {
        let (x, y) = (F::from_bits(a.to_bits()), F::from_bits(b.to_bits()));
        apply(op, x, y).value.to_bits()
    });
    format.from_bits(bits)
}

/// The operation, in the operands' own format: the hardware's for the
/// primitive floats, APFloat's (with its status) for the wide ones.
fn apply<T, R>(op: FloatBinOp, x: T, y: T) -> R
where
    T: Add<Output = R> + Sub<Output = R> + Mul<Output = R> + Div<Output = R> + Rem<Output = R>,
{
    match op {
        FloatBinOp::Add => x + y,
        FloatBinOp::Sub => x - y,
        FloatBinOp::Mul => x * y,
        FloatBinOp::Div => x / y,
        FloatBinOp::Rem => x % y,
        FloatBinOp::MaxNum | FloatBinOp::MinNum | FloatBinOp::Maximum | FloatBinOp::Minimum => {
            unreachable!("not arithmetic")
        }
    }
}

/// `arith.negf`: flips the sign bit (of NaNs too); poison stays poison.
///
/// # Panics
/// If the operand is an integer.
pub fn negf(a: &Scalar) -> Scalar {
    match float_operand(a, "negf") {
        Some(v) => v.with_bits(v.to_bits() ^ v.sign_bit()).into(),
        None => Scalar::Poison,
    }
}

fn same_format(op: &str, a: FloatValue, b: FloatValue) {
    assert_eq!(a.format(), b.format(), "{op}: operand formats differ");
}

/// An `arith.cmpf` predicate. `O*` predicates are false and `U*` ones true
/// when an operand is NaN.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CmpFPredicate {
    /// Always false.
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    /// Neither operand is NaN.
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    /// Some operand is NaN.
    Uno,
    /// Always true.
    True,
}

impl CmpFPredicate {
    pub const ALL: [CmpFPredicate; 16] = [
        CmpFPredicate::False,
        CmpFPredicate::Oeq,
        CmpFPredicate::Ogt,
        CmpFPredicate::Oge,
        CmpFPredicate::Olt,
        CmpFPredicate::Ole,
        CmpFPredicate::One,
        CmpFPredicate::Ord,
        CmpFPredicate::Ueq,
        CmpFPredicate::Ugt,
        CmpFPredicate::Uge,
        CmpFPredicate::Ult,
        CmpFPredicate::Ule,
        CmpFPredicate::Une,
        CmpFPredicate::Uno,
        CmpFPredicate::True,
    ];

    /// The MLIR spelling: `false`, `oeq`, ..., `true`.
    pub fn name(self) -> &'static str {
        match self {
            CmpFPredicate::False => "false",
            CmpFPredicate::Oeq => "oeq",
            CmpFPredicate::Ogt => "ogt",
            CmpFPredicate::Oge => "oge",
            CmpFPredicate::Olt => "olt",
            CmpFPredicate::Ole => "ole",
            CmpFPredicate::One => "one",
            CmpFPredicate::Ord => "ord",
            CmpFPredicate::Ueq => "ueq",
            CmpFPredicate::Ugt => "ugt",
            CmpFPredicate::Uge => "uge",
            CmpFPredicate::Ult => "ult",
            CmpFPredicate::Ule => "ule",
            CmpFPredicate::Une => "une",
            CmpFPredicate::Uno => "uno",
            CmpFPredicate::True => "true",
        }
    }

    /// The predicate whose [`name`](Self::name) is `name`.
    pub fn from_name(name: &str) -> Option<CmpFPredicate> {
        CmpFPredicate::ALL.into_iter().find(|p| p.name() == name)
    }
}

/// `arith.cmpf pred, a, b`: an `i1`; poison if an operand is poison (even
/// for `false` and `true`).
///
/// # Panics
/// If an operand is an integer or the formats differ.
pub fn cmpf(pred: CmpFPredicate, a: &Scalar, b: &Scalar) -> Scalar {
    let (Some(a), Some(b)) = (float_operand(a, "cmpf"), float_operand(b, "cmpf")) else {
        return Scalar::Poison;
    };
    same_format("cmpf", a, b);
    let order = compare(a, b);
    let unordered = order.is_none();
    let is = |o: Ordering| order == Some(o);
    let (lt, eq, gt) = (
        is(Ordering::Less),
        is(Ordering::Equal),
        is(Ordering::Greater),
    );
    Scalar::from_bool(match pred {
        CmpFPredicate::False => false,
        CmpFPredicate::Oeq => eq,
        CmpFPredicate::Ogt => gt,
        CmpFPredicate::Oge => gt || eq,
        CmpFPredicate::Olt => lt,
        CmpFPredicate::Ole => lt || eq,
        CmpFPredicate::One => lt || gt,
        CmpFPredicate::Ord => !unordered,
        CmpFPredicate::Ueq => unordered || eq,
        CmpFPredicate::Ugt => unordered || gt,
        CmpFPredicate::Uge => unordered || gt || eq,
        CmpFPredicate::Ult => unordered || lt,
        CmpFPredicate::Ule => unordered || lt || eq,
        CmpFPredicate::Une => unordered || lt || gt,
        CmpFPredicate::Uno => unordered,
        CmpFPredicate::True => true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(x: f32) -> Scalar {
        FloatValue::F32(x).into()
    }

    fn f64s(x: f64) -> Scalar {
        FloatValue::F64(x).into()
    }

    fn f32_bits(bits: u32) -> Scalar {
        f32s(f32::from_bits(bits))
    }

    fn f64_bits(bits: u64) -> Scalar {
        f64s(f64::from_bits(bits))
    }

    fn eval(op: &str, a: &Scalar, b: &Scalar) -> Scalar {
        float_binary(FloatBinOp::from_name(op).unwrap(), a, b)
    }

    #[test]
    fn names_round_trip() {
        for op in FloatBinOp::ALL {
            assert_eq!(FloatBinOp::from_name(op.name()), Some(op));
        }
        for pred in CmpFPredicate::ALL {
            assert_eq!(CmpFPredicate::from_name(pred.name()), Some(pred));
        }
        assert_eq!(FloatBinOp::from_name("addi"), None);
        assert_eq!(CmpFPredicate::from_name("slt"), None);
    }

    #[test]
    fn f32_rounds_in_f32() {
        // 2^24 + 1 is not an f32: the sum rounds to even, back to 2^24.
        assert_eq!(
            eval("addf", &f32s(16777216.0), &f32s(1.0)),
            f32s(16777216.0)
        );
        assert_eq!(
            eval("addf", &f64s(16777216.0), &f64s(1.0)),
            f64s(16777217.0)
        );
        assert_eq!(eval("divf", &f32s(1.0), &f32s(3.0)), f32s(1.0 / 3.0));
        assert_eq!(eval("divf", &f64s(1.0), &f64s(3.0)), f64s(1.0 / 3.0));
        assert_eq!(eval("mulf", &f32s(3.0e38), &f32s(2.0)), f32s(f32::INFINITY));
        assert_eq!(
            eval("addf", &f64s(0.1), &f64s(0.2)),
            f64s(0.30000000000000004)
        );
        assert_eq!(eval("subf", &f64s(1.0), &f64s(1.0)), f64s(0.0));
    }

    fn f16_bits(bits: u16) -> Scalar {
        FloatValue::F16(half::f16::from_bits(bits)).into()
    }

    fn bf16_bits(bits: u16) -> Scalar {
        FloatValue::BF16(half::bf16::from_bits(bits)).into()
    }

    #[test]
    fn half_formats_round_in_their_own_precision() {
        // f16: 1 + 2^-11 is the midpoint of 1 and 1 + 2^-10: even is 1.
        let one = f16_bits(0x3C00);
        let tiny = f16_bits(0x1000); // 2^-11
        assert_eq!(eval("addf", &one, &tiny), one);
        // 0x3C01 + 2^-11 is a midpoint too: even is 0x3C02.
        assert_eq!(eval("addf", &f16_bits(0x3C01), &tiny), f16_bits(0x3C02));
        // 65504 (max) * 2 overflows; 1/3 rounds to 0x3555.
        assert_eq!(
            eval("mulf", &f16_bits(0x7BFF), &f16_bits(0x4000)),
            f16_bits(0x7C00)
        );
        assert_eq!(eval("divf", &one, &f16_bits(0x4200)), f16_bits(0x3555));
        // bf16: 1 + 2^-8 rounds to even, 1/3 is 0x3EAB.
        let bone = bf16_bits(0x3F80);
        assert_eq!(eval("addf", &bone, &bf16_bits(0x3B80)), bone);
        assert_eq!(eval("divf", &bone, &bf16_bits(0x4040)), bf16_bits(0x3EAB));
        // Invalid operations give each format's default NaN.
        assert_eq!(
            eval("subf", &f16_bits(0x7C00), &f16_bits(0x7C00)),
            f16_bits(0x7E00)
        );
        assert_eq!(
            eval("mulf", &bf16_bits(0), &bf16_bits(0x7F80)),
            bf16_bits(0x7FC0)
        );
        // NaN operands propagate quieted, payload and sign kept.
        assert_eq!(eval("addf", &one, &f16_bits(0xFC01)), f16_bits(0xFE01));
        assert_eq!(negf(&f16_bits(0x3C00)), f16_bits(0xBC00));
        assert_eq!(negf(&bf16_bits(0x7FC1)), bf16_bits(0xFFC1));
        assert_eq!(
            cmpf(CmpFPredicate::Olt, &one, &f16_bits(0x3C01)),
            Scalar::from_bool(true)
        );
    }

    #[test]
    fn division_by_zero_is_infinite_or_nan() {
        assert_eq!(eval("divf", &f64s(1.0), &f64s(0.0)), f64s(f64::INFINITY));
        assert_eq!(
            eval("divf", &f64s(-1.0), &f64s(0.0)),
            f64s(f64::NEG_INFINITY)
        );
        assert_eq!(
            eval("divf", &f64s(1.0), &f64s(-0.0)),
            f64s(f64::NEG_INFINITY)
        );
        assert_eq!(
            eval("divf", &f64s(0.0), &f64s(0.0)),
            f64_bits(0x7FF8_0000_0000_0000)
        );
    }

    #[test]
    fn remf_is_fmod() {
        assert_eq!(eval("remf", &f64s(5.5), &f64s(2.0)), f64s(1.5));
        assert_eq!(eval("remf", &f64s(-5.5), &f64s(2.0)), f64s(-1.5));
        assert_eq!(eval("remf", &f64s(5.5), &f64s(-2.0)), f64s(1.5));
        assert_eq!(eval("remf", &f32s(7.0), &f32s(2.5)), f32s(2.0));
        assert_eq!(eval("remf", &f64s(-4.0), &f64s(2.0)), f64s(-0.0));
        assert_eq!(eval("remf", &f64s(2.0), &f64s(f64::INFINITY)), f64s(2.0));
        assert_eq!(
            eval("remf", &f64s(2.0), &f64s(0.0)),
            f64_bits(0x7FF8_0000_0000_0000)
        );
        assert_eq!(
            eval("remf", &f32s(f32::INFINITY), &f32s(2.0)),
            f32_bits(0x7FC0_0000)
        );
    }

    #[test]
    fn invalid_operations_give_the_default_nan() {
        let nan32 = f32_bits(0x7FC0_0000);
        assert_eq!(
            eval("subf", &f32s(f32::INFINITY), &f32s(f32::INFINITY)),
            nan32
        );
        assert_eq!(
            eval("addf", &f32s(f32::NEG_INFINITY), &f32s(f32::INFINITY)),
            nan32
        );
        assert_eq!(eval("mulf", &f32s(0.0), &f32s(f32::INFINITY)), nan32);
        assert_eq!(eval("divf", &f32s(-0.0), &f32s(0.0)), nan32);
    }

    #[test]
    fn nan_operands_propagate_quieted() {
        let negative_payload = f64_bits(0xFFF8_0000_0000_0042);
        let positive_payload = f64_bits(0x7FF8_0000_0000_0007);
        assert_eq!(
            eval("addf", &negative_payload, &f64s(1.0)),
            negative_payload
        );
        assert_eq!(
            eval("subf", &f64s(1.0), &negative_payload),
            negative_payload
        );
        assert_eq!(
            eval("mulf", &positive_payload, &negative_payload),
            positive_payload
        );
        assert_eq!(
            eval("divf", &negative_payload, &positive_payload),
            negative_payload
        );
        assert_eq!(
            eval("remf", &f64s(0.0), &positive_payload),
            positive_payload
        );
        let signaling = f32_bits(0x7F80_0001);
        assert_eq!(eval("mulf", &f32s(2.0), &signaling), f32_bits(0x7FC0_0001));
    }

    #[test]
    fn max_and_min_num() {
        let nan = f64s(f64::NAN);
        assert_eq!(eval("maxnumf", &f64s(1.0), &f64s(2.0)), f64s(2.0));
        assert_eq!(eval("minnumf", &f64s(1.0), &f64s(2.0)), f64s(1.0));
        assert_eq!(eval("maxnumf", &nan, &f64s(2.0)), f64s(2.0));
        assert_eq!(eval("maxnumf", &f64s(2.0), &nan), f64s(2.0));
        assert_eq!(eval("minnumf", &nan, &f64s(-2.0)), f64s(-2.0));
        assert_eq!(eval("minnumf", &f64s(-2.0), &nan), f64s(-2.0));
        assert_eq!(eval("maxnumf", &nan, &nan), nan);
        assert_eq!(eval("maxnumf", &f32s(-0.0), &f32s(0.0)), f32s(0.0));
        assert_eq!(eval("maxnumf", &f32s(0.0), &f32s(-0.0)), f32s(0.0));
        assert_eq!(eval("minnumf", &f32s(-0.0), &f32s(0.0)), f32s(-0.0));
        assert_eq!(eval("minnumf", &f32s(0.0), &f32s(-0.0)), f32s(-0.0));
        assert_eq!(
            eval("maxnumf", &f32s(-1.0), &f32s(f32::NEG_INFINITY)),
            f32s(-1.0)
        );
        let signaling = f32_bits(0x7F80_0001);
        assert_eq!(
            eval("maxnumf", &signaling, &f32s(1.0)),
            f32_bits(0x7FC0_0001)
        );
        assert_eq!(
            eval("minnumf", &f32s(1.0), &signaling),
            f32_bits(0x7FC0_0001)
        );
    }

    #[test]
    fn maximum_and_minimum_propagate_nan() {
        let nan = f64_bits(0x7FF8_0000_0000_0005);
        assert_eq!(eval("maximumf", &f64s(1.0), &f64s(2.0)), f64s(2.0));
        assert_eq!(eval("minimumf", &f64s(1.0), &f64s(2.0)), f64s(1.0));
        assert_eq!(eval("maximumf", &nan, &f64s(2.0)), nan);
        assert_eq!(eval("minimumf", &f64s(2.0), &nan), nan);
        let other = f64_bits(0xFFF8_0000_0000_0009);
        assert_eq!(eval("maximumf", &other, &nan), other);
        assert_eq!(eval("maximumf", &f32s(-0.0), &f32s(0.0)), f32s(0.0));
        assert_eq!(eval("maximumf", &f32s(0.0), &f32s(-0.0)), f32s(0.0));
        assert_eq!(eval("minimumf", &f32s(-0.0), &f32s(0.0)), f32s(-0.0));
        assert_eq!(eval("minimumf", &f32s(0.0), &f32s(-0.0)), f32s(-0.0));
        let signaling = f32_bits(0x7F80_0001);
        assert_eq!(
            eval("minimumf", &f32s(1.0), &signaling),
            f32_bits(0x7FC0_0001)
        );
        assert_eq!(
            eval("minimumf", &f32s(f32::NEG_INFINITY), &f32s(-1.0)),
            f32s(f32::NEG_INFINITY)
        );
    }

    #[test]
    fn poison_operands() {
        for op in FloatBinOp::ALL {
            assert_eq!(
                float_binary(op, &Scalar::Poison, &f32s(1.0)),
                Scalar::Poison
            );
            assert_eq!(
                float_binary(op, &f32s(1.0), &Scalar::Poison),
                Scalar::Poison
            );
        }
        assert_eq!(negf(&Scalar::Poison), Scalar::Poison);
        assert_eq!(
            cmpf(CmpFPredicate::True, &Scalar::Poison, &f32s(1.0)),
            Scalar::Poison
        );
    }

    #[test]
    fn negf_flips_the_sign_bit() {
        assert_eq!(negf(&f64s(1.5)), f64s(-1.5));
        assert_eq!(negf(&f64s(0.0)), f64s(-0.0));
        assert_eq!(negf(&f32s(-0.0)), f32s(0.0));
        assert_eq!(negf(&f32_bits(0x7FC0_0001)), f32_bits(0xFFC0_0001));
        assert_eq!(negf(&f64s(f64::INFINITY)), f64s(f64::NEG_INFINITY));
    }

    #[test]
    #[should_panic(expected = "operand formats differ")]
    fn mixed_formats_panic() {
        eval("addf", &f32s(1.0), &f64s(1.0));
    }

    /// The predicates that hold for `a, b`, in `CmpFPredicate::ALL` order.
    fn holding(a: &Scalar, b: &Scalar) -> Vec<&'static str> {
        CmpFPredicate::ALL
            .into_iter()
            .filter(|&p| cmpf(p, a, b) == Scalar::from_bool(true))
            .map(CmpFPredicate::name)
            .collect()
    }

    #[test]
    fn cmpf_ordered_and_unordered() {
        let one = f64s(1.0);
        let two = f64s(2.0);
        let nan = f64s(f64::NAN);
        assert_eq!(
            holding(&one, &two),
            ["olt", "ole", "one", "ord", "ult", "ule", "une", "true"]
        );
        assert_eq!(
            holding(&two, &two),
            ["oeq", "oge", "ole", "ord", "ueq", "uge", "ule", "true"]
        );
        assert_eq!(
            holding(&one, &nan),
            ["ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"]
        );
        assert_eq!(holding(&f32s(0.0), &f32s(-0.0)), holding(&two, &two));
    }
}
