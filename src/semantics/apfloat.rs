//! The float formats as `rustc_apfloat` types (the Rust project's port of
//! LLVM's APFloat, so what MLIR's folders compute): the formats the
//! hardware lacks (`f80`, `f128`, `f8E5M2`, `f8E4M3FN`) are computed on
//! through them, and conversions between any two formats go through them.
//! O(1) time and memory per value, but for conversions of integers wider
//! than 126 bits, O(width).

use std::cmp::Ordering;

use rustc_apfloat::{Float, FloatConvert, Round};

use num_bigint::BigInt;

use super::value::{FloatFormat, FloatValue, IntValue, Scalar};

/// Evaluates `$body` with the type `$F` bound to the `rustc_apfloat` type
/// of `$format` (a [`FloatFormat`]).
macro_rules! apfloat_of {
    ($format:expr, $F:ident => $body:expr) => {
        apfloat_of!(@ $format, $F => $body; F16 Half, BF16 BFloat, F32 Single, F64 Double,
            F80 X87DoubleExtended, F128 Quad, F8E5M2 Float8E5M2, F8E4M3FN Float8E4M3FN)
    };
    (@ $format:expr, $F:ident => $body:expr; $($variant:ident $apfloat:ident),*) => {
        match $format {
            $($crate::semantics::FloatFormat::$variant => {
                type $F = ::rustc_apfloat::ieee::$apfloat;
                $body
            })*
        }
    };
}

pub(super) use apfloat_of;

/// IEEE comparison of two values of the same format: `None` when either
/// is NaN, and `-0 == +0`.
pub(super) fn compare(a: FloatValue, b: FloatValue) -> Option<Ordering> {
    if a.format().by_apfloat() {
        apfloat_of!(a.format(), F => F::from_bits(a.to_bits()).partial_cmp(&F::from_bits(b.to_bits())))
    } else {
        a.as_f64().partial_cmp(&b.as_f64())
    }
}

/// The default NaN of `format` (APFloat's `NAN`).
pub(super) fn default_nan(format: FloatFormat) -> FloatValue {
    format.from_bits(apfloat_of!(format, F => F::NAN.to_bits()))
}

/// Whether `value` is a NaN.
pub(super) fn is_nan(value: FloatValue) -> bool {
    apfloat_of!(value.format(), F => F::from_bits(value.to_bits()).is_nan())
}

/// `value` converted to `to`, rounded by `round` (APFloat's `convert`:
/// a NaN keeps its sign and the top bits of its payload, quieted).
pub(super) fn convert(value: FloatValue, to: FloatFormat, round: Round) -> FloatValue {
    let bits = value.to_bits();
    let converted = apfloat_of!(value.format(), S => apfloat_of!(to, T => {
        let mut loses_info = false;
        let x: T = S::from_bits(bits).convert_r(round, &mut loses_info).value;
        x.to_bits()
    }));
    to.from_bits(converted)
}

/// `sitofp` (`signed`) or `uitofp`, rounded once to nearest-even: the
/// conversions of an integer wider than 64 bits or to a wide format. A
/// magnitude wider than 126 bits is first rounded to odd at 126 bits,
/// which any format of at most 124 significant bits (`f128` has 113) then
/// rounds correctly (Boldo and Melquiond, "Emulation of FMA and correctly
/// rounded sums: proved algorithms using rounding to odd", IEEE TC 2008,
/// Theorem 1); the power of two it drops scales back exactly, or
/// overflows to infinity as the value would. O(width) time.
pub(super) fn int_to_float(value: &IntValue, signed: bool, to: FloatFormat) -> FloatValue {
    let negative = signed && value.is_negative();
    let magnitude = if negative {
        value.to_bigint().magnitude().clone()
    } else {
        value.to_biguint()
    };
    let shift = magnitude.bits().saturating_sub(126);
    let mut kept = u128::try_from(&magnitude >> shift).expect("at most 126 bits");
    if magnitude
        .trailing_zeros()
        .is_some_and(|zeros| zeros < shift)
    {
        kept |= 1;
    }
    let scale = i32::try_from(shift).unwrap_or(i32::MAX);
    let bits = apfloat_of!(to, F => {
        let x = F::from_u128(kept).value.scalbn(scale);
        (if negative { -x } else { x }).to_bits()
    });
    to.from_bits(bits)
}

/// `fptosi` (`signed`) or `fptoui` of a wide value to `width` bits: the
/// value truncated toward zero, poison if that is NaN or outside the
/// target's range. The truncated value is `m * 2^e` with `m` below 2^113,
/// so it is built exactly from an `i128` and a shift.
pub(super) fn wide_to_int(value: FloatValue, signed: bool, width: u32) -> Scalar {
    let exact = apfloat_of!(value.format(), F => {
        let x = F::from_bits(value.to_bits()).round_to_integral(Round::TowardZero).value;
        if !x.is_finite() {
            return Scalar::Poison;
        }
        // Below 2^113 the integer is exact in an i128; above, scaled down
        // to 113 bits it is still an integer.
        let shift = x.ilogb().max(112) - 112;
        let mut exact = false;
        let m = x.scalbn(-shift).to_i128_r(128, Round::TowardZero, &mut exact).value;
        BigInt::from(m) << shift
    });
    let (low, high) = if signed {
        let limit = BigInt::from(1u8) << (width - 1);
        (-limit.clone(), limit)
    } else {
        (BigInt::ZERO, BigInt::from(1u8) << width)
    };
    if exact < low || exact >= high {
        Scalar::Poison
    } else {
        IntValue::from_bigint(&exact, width).into()
    }
}

/// The wide formats end to end through the semantics' public functions;
/// the expected bits and spellings are `mlir-opt -sccp`'s (MLIR 22).
#[cfg(test)]
mod tests {
    use super::super::{
        cast, cmpf, float_binary, format_float, negf, parse_float_literal, truncf, CastOp,
        CmpFPredicate, FloatBinOp, FloatLiteralError, RoundingMode, ScalarType,
    };
    use super::*;

    const F80: FloatFormat = FloatFormat::F80;
    const F128: FloatFormat = FloatFormat::F128;

    fn wide(format: FloatFormat, bits: u128) -> Scalar {
        format.from_bits(bits).into()
    }

    fn bits(value: &Scalar) -> u128 {
        value.as_float().expect("a float").to_bits()
    }

    fn literal(text: &str, format: FloatFormat) -> Scalar {
        parse_float_literal(text, format).expect("a literal").into()
    }

    fn to(format: FloatFormat) -> ScalarType {
        ScalarType::Float(format)
    }

    #[test]
    fn arithmetic_rounds_in_the_format() {
        let third = float_binary(
            FloatBinOp::Div,
            &literal("1.0", F128),
            &literal("3.0", F128),
        );
        assert_eq!(bits(&third), 85056745605278522992167570534397465941);
        // mlir-opt prints 0.333333333333333333333333333333333317, which
        // it would read back through f64: hex keeps the bits.
        assert_eq!(
            format_float(third.as_float().unwrap()),
            "0x3FFD5555555555555555555555555555"
        );
        let x_third = float_binary(FloatBinOp::Div, &literal("1.0", F80), &literal("3.0", F80));
        assert_eq!(bits(&x_third), 302188412500818638056107);
        assert_eq!(
            format_float(x_third.as_float().unwrap()),
            "0x3FFDAAAAAAAAAAAAAAAB"
        );
        let rem = float_binary(
            FloatBinOp::Rem,
            &literal("5.5", F128),
            &literal("2.0", F128),
        );
        assert_eq!(format_float(rem.as_float().unwrap()), "1.500000e+00");
        assert_eq!(
            format_float(negf(&third).as_float().unwrap()),
            "0xBFFD5555555555555555555555555555"
        );
        // An f64 value prints in decimal, the exact one mlir-opt prints.
        let tenth = literal("0.1", F80);
        assert_eq!(
            format_float(
                float_binary(FloatBinOp::Add, &tenth, &tenth)
                    .as_float()
                    .unwrap()
            ),
            "0.200000000000000011102"
        );
    }

    #[test]
    fn nans_follow_apfloat() {
        let inf = wide(F128, 0x7FFF_u128 << 112);
        assert_eq!(
            bits(&float_binary(FloatBinOp::Sub, &inf, &inf)),
            0x7FFF_8000_u128 << 96
        );
        // f80's default NaN sets the integer bit and the quiet bit.
        let x_inf = wide(F80, 0x7FFF_8000_0000_0000_0000);
        let x_zero = wide(F80, 0);
        assert_eq!(
            bits(&float_binary(FloatBinOp::Mul, &x_inf, &x_zero)),
            0x7FFF_C000_0000_0000_0000
        );
        // A signaling NaN operand propagates quieted, payload kept.
        let signaling = wide(F128, 0x7FFF_0000_u128 << 96 | 5);
        assert_eq!(
            bits(&float_binary(
                FloatBinOp::Add,
                &literal("1.0", F128),
                &signaling
            )),
            0x7FFF_8000_u128 << 96 | 5
        );
        assert_eq!(
            float_binary(
                FloatBinOp::MaxNum,
                &wide(F128, 0x7FFF_8000_u128 << 96),
                &inf
            ),
            inf
        );
    }

    #[test]
    fn comparisons_see_every_bit() {
        // 1 + 2^-100 is 1.0 in f64, but not in f128.
        let one = literal("1.0", F128);
        let above = wide(F128, bits(&one) | 1 << 12);
        let holds = |pred, a: &Scalar, b: &Scalar| cmpf(pred, a, b) == Scalar::from_bool(true);
        assert!(holds(CmpFPredicate::Olt, &one, &above));
        assert!(holds(CmpFPredicate::One, &one, &above));
        assert!(!holds(CmpFPredicate::Oeq, &one, &above));
        assert_eq!(float_binary(FloatBinOp::Maximum, &one, &above), above);
        let nan = wide(F80, 0x7FFF_C000_0000_0000_0000);
        assert!(holds(CmpFPredicate::Uno, &nan, &nan));
        assert!(holds(
            CmpFPredicate::Oeq,
            &wide(F80, 1 << 79),
            &wide(F80, 0)
        ));
    }

    #[test]
    fn casts() {
        let n = IntValue::from_i64(-123456789, 64).into();
        let x = cast(CastOp::SIToFP, &n, to(F128));
        assert_eq!(bits(&x), 0xC019_D6F3_4540_u128 << 80);
        assert_eq!(cast(CastOp::FPToSI, &x, ScalarType::Int(64)), n);
        assert_eq!(
            cast(CastOp::FPToUI, &x, ScalarType::Int(64)),
            Scalar::Poison
        );
        let max = IntValue::from_u128(u128::MAX >> 1, 128).into();
        let y = cast(CastOp::SIToFP, &max, to(F80));
        assert_eq!(
            format_float(y.as_float().unwrap()),
            "1.70141183460469231732E+38"
        );
        assert_eq!(
            cast(CastOp::FPToUI, &y, ScalarType::Int(32)),
            Scalar::Poison
        );
        assert_eq!(
            cast(CastOp::FPToUI, &y, ScalarType::Int(128)),
            IntValue::from_u128(1 << 127, 128).into()
        );
        // 2^200 + 2^90 + 1 rounds once to 2^200 + 2^90 in f128 (113 bits),
        // and converts back exactly at any width that holds it.
        let big = BigInt::from(1u8) << 200u32;
        let above = &big + (BigInt::from(1u8) << 90u32) + 1u8;
        let z = cast(
            CastOp::SIToFP,
            &IntValue::from_bigint(&above, 300).into(),
            to(F128),
        );
        assert_eq!(
            cast(CastOp::FPToSI, &z, ScalarType::Int(300)),
            IntValue::from_bigint(&(above - 1u8), 300).into()
        );
        assert_eq!(
            cast(CastOp::FPToSI, &z, ScalarType::Int(201)),
            Scalar::Poison
        );
        assert_eq!(
            cast(
                CastOp::FPToSI,
                &negf(&literal("2.75", F80)),
                ScalarType::Int(8)
            ),
            IntValue::from_i64(-2, 8).into()
        );
        // extf is exact, truncf rounds (under a mode too), NaNs convert
        // as APFloat converts them.
        let tenth = literal("0.1", FloatFormat::F64);
        let ext = cast(CastOp::ExtF, &tenth, to(F128));
        assert_eq!(
            format_float(ext.as_float().unwrap()),
            "0.100000000000000005551115123125782702"
        );
        assert_eq!(cast(CastOp::TruncF, &ext, to(FloatFormat::F64)), tenth);
        let third = float_binary(
            FloatBinOp::Div,
            &literal("1.0", F128),
            &literal("3.0", F128),
        );
        let nearest = truncf(&third, to(FloatFormat::F64), None);
        let up = truncf(&third, to(FloatFormat::F64), Some(RoundingMode::Upward));
        assert_eq!(bits(&up), bits(&nearest) + 1);
        assert_eq!(
            bits(&cast(
                CastOp::ExtF,
                &wide(F80, 0x7FFF_C000_0000_0000_0000),
                to(F128)
            )),
            0x7FFF_8000_u128 << 96
        );
        // bitcast keeps the bits, at 80 and 128.
        let as_int = cast(CastOp::Bitcast, &third, ScalarType::Int(128));
        assert_eq!(cast(CastOp::Bitcast, &as_int, to(F128)), third);
        let x = wide(F80, 0x4019_EB79_A2A0_0000_0000);
        let as_i80 = cast(CastOp::Bitcast, &x, ScalarType::Int(80));
        assert_eq!(
            as_i80,
            IntValue::from_u128(0x4019_EB79_A2A0_0000_0000, 80).into()
        );
        assert_eq!(cast(CastOp::Bitcast, &as_i80, to(F80)), x);
    }

    #[test]
    fn literals_as_mlir_reads_and_prints_them() {
        let cases = [
            // A decimal goes through the nearest f64, as mlir-opt reads it.
            ("0.1", F80, "0.100000000000000005551"),
            ("1.5", F128, "1.500000e+00"),
            ("-0.0", F80, "-0.000000e+00"),
            ("1.0e4000", F80, "0x7FFF8000000000000000"),
            // Integral without a point in APFloat's default form: hex.
            ("123456789.0", F80, "0x4019EB79A2A000000000"),
            // Too large: infinity, or f8E4M3FN's one NaN.
            ("1.5", FloatFormat::F8E5M2, "1.500000e+00"),
            ("0.1", FloatFormat::F8E4M3FN, "1.015630e-01"),
            ("1.0e6", FloatFormat::F8E5M2, "0x7C"),
            ("1000.0", FloatFormat::F8E4M3FN, "0x7F"),
            ("448.0", FloatFormat::F8E4M3FN, "4.480000e+02"),
        ];
        for (text, format, printed) in cases {
            assert_eq!(
                format_float(parse_float_literal(text, format).unwrap()),
                printed
            );
        }
        // Hex gives the bits, up to the width.
        let hex = "0x7FFF8000000000000000000000000001";
        assert_eq!(format_float(parse_float_literal(hex, F128).unwrap()), hex);
        assert_eq!(
            parse_float_literal("0x1FFFF8000000000000000", F80),
            Err(FloatLiteralError::HexOutOfRange)
        );
        assert_eq!(
            parse_float_literal("0x17FFF8000000000000000000000000000", F128),
            Err(FloatLiteralError::HexOutOfRange)
        );
    }

    /// The 8-bit formats, with MLIR's folds: `f8E4M3FN` has no infinity
    /// (overflow gives its one NaN, `0x7F`), `f8E5M2` has one (their
    /// literals are in the test above).
    #[test]
    fn eight_bit_formats() {
        const E5M2: FloatFormat = FloatFormat::F8E5M2;
        const E4M3: FloatFormat = FloatFormat::F8E4M3FN;
        let max = literal("448.0", E4M3);
        let tenth = literal("0.1", E4M3);
        assert_eq!(bits(&float_binary(FloatBinOp::Add, &max, &max)), 0x7F);
        assert_eq!(
            format_float(
                float_binary(FloatBinOp::Mul, &max, &tenth)
                    .as_float()
                    .unwrap()
            ),
            "4.400000e+01"
        );
        assert_eq!(
            format_float(
                float_binary(FloatBinOp::Rem, &max, &tenth)
                    .as_float()
                    .unwrap()
            ),
            "7.812500e-03"
        );
        let nan = wide(E4M3, 0x7F);
        assert_eq!(FloatValue::default_nan(E4M3), nan.as_float().unwrap());
        assert_eq!(
            cmpf(CmpFPredicate::Uno, &nan, &nan),
            Scalar::from_bool(true)
        );
        assert_eq!(
            cmpf(CmpFPredicate::Olt, &tenth, &max),
            Scalar::from_bool(true)
        );
        assert_eq!(
            cast(CastOp::FPToSI, &max, ScalarType::Int(32)),
            IntValue::from_i64(448, 32).into()
        );
        assert_eq!(
            cast(CastOp::Bitcast, &tenth, ScalarType::Int(8)),
            IntValue::from_i64(29, 8).into()
        );
        let hundred = IntValue::from_i64(100, 32).into();
        assert_eq!(
            format_float(cast(CastOp::SIToFP, &hundred, to(E5M2)).as_float().unwrap()),
            "9.600000e+01"
        );
        let thousand = literal("1000.0", FloatFormat::F32);
        assert_eq!(bits(&cast(CastOp::TruncF, &thousand, to(E4M3))), 0x7F);
        assert_eq!(
            format_float(
                cast(CastOp::TruncF, &thousand, to(E5M2))
                    .as_float()
                    .unwrap()
            ),
            "1.024000e+03"
        );
        assert_eq!(
            cast(CastOp::ExtF, &tenth, to(FloatFormat::F32)),
            literal("0.1015625", FloatFormat::F32)
        );
    }
}
