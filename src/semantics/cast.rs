//! Casts (`arith.extsi` ... `arith.bitcast`, `arith.extf`, `arith.truncf`).

use num_bigint::BigInt;
use num_traits::FromPrimitive;

use rustc_apfloat::Round;

use super::apfloat::{convert, int_to_float as apfloat_int_to_float, wide_to_int};
use super::value::{
    float_operand, int_operand, FloatFormat, FloatValue, IntValue, Scalar, ScalarType,
};

/// A cast op of the `arith` dialect.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CastOp {
    ExtSI,
    ExtUI,
    TruncI,
    /// Between `index` and an integer: sign-extends or truncates.
    IndexCast,
    SIToFP,
    FPToSI,
    /// Reinterprets the bits at the same width.
    Bitcast,
    UIToFP,
    FPToUI,
    /// Between `index` and an integer: zero-extends or truncates.
    IndexCastUI,
    /// A float to a wider float (exact).
    ExtF,
    /// A float to a narrower float, rounded to nearest-even.
    TruncF,
}

impl CastOp {
    pub const ALL: [CastOp; 12] = [
        CastOp::ExtSI,
        CastOp::ExtUI,
        CastOp::TruncI,
        CastOp::IndexCast,
        CastOp::SIToFP,
        CastOp::FPToSI,
        CastOp::Bitcast,
        CastOp::UIToFP,
        CastOp::FPToUI,
        CastOp::IndexCastUI,
        CastOp::ExtF,
        CastOp::TruncF,
    ];

    /// The MLIR mnemonic without the dialect: `extsi`, `index_cast`, ...
    pub fn name(self) -> &'static str {
        match self {
            CastOp::ExtSI => "extsi",
            CastOp::ExtUI => "extui",
            CastOp::TruncI => "trunci",
            CastOp::IndexCast => "index_cast",
            CastOp::SIToFP => "sitofp",
            CastOp::FPToSI => "fptosi",
            CastOp::Bitcast => "bitcast",
            CastOp::UIToFP => "uitofp",
            CastOp::FPToUI => "fptoui",
            CastOp::IndexCastUI => "index_castui",
            CastOp::ExtF => "extf",
            CastOp::TruncF => "truncf",
        }
    }

    /// The op whose [`name`](Self::name) is `name`.
    pub fn from_name(name: &str) -> Option<CastOp> {
        CastOp::ALL.into_iter().find(|op| op.name() == name)
    }
}

/// `value` cast by `op` to `to`. Poison gives poison; no cast is undefined
/// behaviour.
///
/// - `extsi` / `extui` / `trunci` / `index_cast`: the value sign-extended,
///   zero-extended, truncated, or (`index_cast`) sign-extended or truncated
///   to the target width (`index` is 64 bits).
/// - `index_castui`: zero-extended or truncated.
/// - `sitofp` / `uitofp`: the signed / unsigned value rounded to
///   nearest-even (`i1` true is -1.0 / 1.0).
/// - `fptosi` / `fptoui`: the value truncated toward zero; poison if that
///   is NaN or outside the target's signed / unsigned range (LLVM
///   `fptosi`/`fptoui`; for `i1` the ranges are -1..=0 and 0..=1).
/// - `extf` / `truncf`: the value in the target format, exact / rounded
///   to nearest-even; a NaN keeps its sign and the top bits of its
///   payload and is quieted (APFloat's `convert`).
/// - `bitcast`: the same bits read as the target type.
///
/// # Panics
/// If the value's kind does not fit `op` (a float to `extsi`, an integer
/// to `fptosi`, a float target of `extsi` ...) or a `bitcast` changes the
/// width: the verifier rules those out. Extensions that narrow and
/// truncations that widen are not checked: they compute the same formula.
pub fn cast(op: CastOp, value: &Scalar, to: ScalarType) -> Scalar {
    let name = op.name();
    let result = match op {
        CastOp::ExtSI | CastOp::IndexCast => {
            int_operand(value, name).map(|v| Scalar::from(v.sext_or_trunc(int_target(op, to))))
        }
        CastOp::ExtUI | CastOp::TruncI | CastOp::IndexCastUI => {
            int_operand(value, name).map(|v| Scalar::from(v.zext_or_trunc(int_target(op, to))))
        }
        CastOp::SIToFP => int_operand(value, name).map(|v| int_to_float(v, true, to).into()),
        CastOp::UIToFP => int_operand(value, name).map(|v| int_to_float(v, false, to).into()),
        CastOp::FPToSI => {
            float_operand(value, name).map(|v| float_to_int(v, true, int_target(op, to)))
        }
        CastOp::FPToUI => {
            float_operand(value, name).map(|v| float_to_int(v, false, int_target(op, to)))
        }
        CastOp::ExtF | CastOp::TruncF => {
            float_operand(value, name).map(|v| float_to_float(op, v, to).into())
        }
        CastOp::Bitcast => match value {
            Scalar::Int(v) => Some(bitcast_int(v, to)),
            Scalar::Float(v) => Some(bitcast_int(
                &IntValue::from_u128(v.to_bits(), v.format().width()),
                to,
            )),
            Scalar::Poison => None,
        },
    };
    result.unwrap_or(Scalar::Poison)
}

/// The width of an integer target.
///
/// # Panics
/// If `to` is a float.
fn int_target(op: CastOp, to: ScalarType) -> u32 {
    match to {
        ScalarType::Int(width) => width,
        ScalarType::Index => 64,
        ScalarType::Float(_) => panic!("{}: float target type", op.name()),
    }
}

/// `sitofp` (`signed`) or `uitofp`, rounded once to nearest-even: in
/// hardware from at most 64 bits to a narrow format, otherwise through
/// APFloat ([`apfloat_int_to_float`]).
///
/// # Panics
/// If `to` is an integer.
fn int_to_float(value: &IntValue, signed: bool, to: ScalarType) -> FloatValue {
    let ScalarType::Float(format) = to else {
        panic!("itofp: integer target type")
    };
    if let (Some(bits), Some(v), false) = (value.narrow_bits(), value.to_i64(), format.by_apfloat())
    {
        // `as` rounds to nearest-even, directly into the target format.
        return match (format, signed) {
            (FloatFormat::F32, true) => FloatValue::F32(v as f32),
            (FloatFormat::F64, true) => FloatValue::F64(v as f64),
            (FloatFormat::F32, false) => FloatValue::F32(bits as f32),
            (FloatFormat::F64, false) => FloatValue::F64(bits as f64),
            (FloatFormat::F16 | FloatFormat::BF16, _) => {
                let negative = signed && v < 0;
                let magnitude = if signed { v.unsigned_abs() } else { bits };
                let odd = f32_rounded_to_odd(magnitude);
                format.round_f64(f64::from(if negative { -odd } else { odd }))
            }
            (_, _) => unreachable!("not a hardware format"),
        };
    }
    apfloat_int_to_float(value, signed, format)
}

/// `magnitude` rounded to `f32`'s 24 bits toward zero, the last bit set
/// if that was inexact (round to odd); [`FloatFormat::round_f64`] then
/// rounds it correctly to a narrower format.
fn f32_rounded_to_odd(magnitude: u64) -> f32 {
    let length = 64 - magnitude.leading_zeros();
    if length <= 24 {
        return magnitude as f32;
    }
    let shift = length - 24;
    let mut kept = magnitude >> shift;
    if magnitude & ((1 << shift) - 1) != 0 {
        kept |= 1;
    }
    // Both factors are exact in f32, and so is their product.
    kept as f32 * 2f32.powi(shift as i32)
}

/// `fptosi` (`signed`) or `fptoui` to `width` bits.
fn float_to_int(value: FloatValue, signed: bool, width: u32) -> Scalar {
    if value.format().by_apfloat() {
        return wide_to_int(value, signed, width);
    }
    let truncated = value.as_f64().trunc();
    // The bounds are powers of two, exact in f64 (or infinite beyond
    // every float); NaN fails every test.
    let exponent = i32::try_from(width).unwrap_or(i32::MAX);
    let (low, high) = if signed {
        let limit = 2f64.powi(exponent - 1);
        (-limit, limit)
    } else {
        (0.0, 2f64.powi(exponent))
    };
    if !(truncated >= low && truncated < high) {
        Scalar::Poison
    } else if width > 64 {
        let exact = BigInt::from_f64(truncated).expect("finite");
        IntValue::from_bigint(&exact, width).into()
    } else if signed {
        IntValue::from_i64(truncated as i64, width).into()
    } else {
        IntValue::from_u64(truncated as u64, width).into()
    }
}

/// `extf` or `truncf`; the verifier rules out the other directions, and
/// to the same format the value is unchanged.
fn float_to_float(op: CastOp, value: FloatValue, to: ScalarType) -> FloatValue {
    let ScalarType::Float(format) = to else {
        panic!("{}: integer target type", op.name())
    };
    if format.by_apfloat() || value.format().by_apfloat() {
        return convert(value, format, Round::NearestTiesToEven);
    }
    if !value.is_nan() {
        return format.round_f64(value.as_f64());
    }
    // The payload moves between the mantissas, its top bits kept.
    let from = value.format();
    let bits = value.to_bits();
    let sign = (bits >> (from.width() - 1)) << (format.width() - 1);
    let payload = bits & ((1 << from.mantissa_bits()) - 1);
    let payload = if format.mantissa_bits() >= from.mantissa_bits() {
        payload << (format.mantissa_bits() - from.mantissa_bits())
    } else {
        payload >> (from.mantissa_bits() - format.mantissa_bits())
    };
    let exponent = ((1 << format.exponent_bits()) - 1) << format.mantissa_bits();
    format.from_bits(sign | exponent | payload).quieted()
}

/// `bitcast` of the bits `value` to `to`.
///
/// # Panics
/// If `to` has another width.
fn bitcast_int(value: &IntValue, to: ScalarType) -> Scalar {
    assert_eq!(value.width(), to.width(), "bitcast: widths differ");
    match to {
        ScalarType::Float(format) => format
            .from_bits(u128::try_from(value.to_biguint()).expect("at most 128 bits"))
            .into(),
        ScalarType::Int(_) | ScalarType::Index => value.clone().into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigUint;
    use ScalarType::{Index, Int};

    const F16: ScalarType = ScalarType::Float(FloatFormat::F16);
    const BF16: ScalarType = ScalarType::Float(FloatFormat::BF16);
    const F32: ScalarType = ScalarType::Float(FloatFormat::F32);
    const F64: ScalarType = ScalarType::Float(FloatFormat::F64);

    fn f16_bits(bits: u64) -> Scalar {
        FloatFormat::F16.from_bits(bits.into()).into()
    }

    fn bf16_bits(bits: u64) -> Scalar {
        FloatFormat::BF16.from_bits(bits.into()).into()
    }

    #[test]
    fn half_format_casts() {
        // 2049 is the midpoint of 2048 and 2050 in f16: even is 2048.
        assert_eq!(run("sitofp", int(2049, 32), F16), f16_bits(0x6800));
        assert_eq!(run("sitofp", int(2051, 32), F16), f16_bits(0x6802));
        assert_eq!(run("sitofp", int(-1, 8), F16), f16_bits(0xBC00));
        assert_eq!(run("uitofp", int(-1, 8), BF16), bf16_bits(0x437F));
        assert_eq!(run("sitofp", int(65520, 32), F16), f16_bits(0x7C00));
        // 2^40 + 2^32 + 1 is just above a bf16 midpoint: rounds up, once.
        let above = (1i64 << 40) + (1 << 32) + 1;
        assert_eq!(run("sitofp", int(above, 64), BF16), bf16_bits(0x5381));
        assert_eq!(run("sitofp", int(-above, 64), BF16), bf16_bits(0xD381));
        assert_eq!(run("fptosi", f16_bits(0xC500), Int(8)), int(-5, 8));
        assert_eq!(run("fptoui", bf16_bits(0x7F80), Int(64)), Scalar::Poison);
        assert_eq!(
            run("extf", f16_bits(0x3555), F32),
            f32s(f32::from(half::f16::from_bits(0x3555)))
        );
        assert_eq!(run("extf", bf16_bits(0x3F81), F64), f64s(1.0078125));
        assert_eq!(run("truncf", f32s(0.1), F16), f16_bits(0x2E66));
        assert_eq!(run("truncf", f64s(0.1), BF16), bf16_bits(0x3DCD));
        assert_eq!(run("truncf", f64s(1e10), F16), f16_bits(0x7C00));
        // Once from f64: just above the f16 midpoint 1 + 2^-11.
        let x = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
        assert_eq!(run("truncf", f64s(x), F16), f16_bits(0x3C01));
        // NaNs keep sign and top payload bits, quieted.
        assert_eq!(
            run("extf", f16_bits(0xFC01), F32),
            f32s(f32::from_bits(0xFFC0_2000))
        );
        assert_eq!(
            run("truncf", f32s(f32::from_bits(0x7F80_2001)), F16),
            f16_bits(0x7E01)
        );
        assert_eq!(run("bitcast", int(0x3C00, 16), F16), f16_bits(0x3C00));
        assert_eq!(run("bitcast", bf16_bits(0x3F80), Int(16)), int(0x3F80, 16));
    }

    fn wide(value: i128, width: u32) -> Scalar {
        IntValue::from_bigint(&BigInt::from(value), width).into()
    }

    #[test]
    fn integer_casts_across_64_bits() {
        assert_eq!(run("extsi", int(-5, 64), Int(128)), wide(-5, 128));
        assert_eq!(
            run("extui", int(-5, 64), Int(128)),
            wide(u64::MAX as i128 - 4, 128)
        );
        assert_eq!(run("extsi", int(-1, 1), Int(1000)).to_string(), "-1");
        assert_eq!(run("trunci", wide((1 << 70) + 7, 128), Int(64)), int(7, 64));
        assert_eq!(run("trunci", wide(-1, 128), Int(65)), wide(-1, 65));
        assert_eq!(run("trunci", wide(1 << 64, 65), Int(1)), int(0, 1));
        assert_eq!(run("index_cast", wide(-3, 128), Index), int(-3, 64));
        assert_eq!(run("index_cast", int(-3, 64), Int(128)), wide(-3, 128));
        assert_eq!(
            run("index_castui", int(-3, 64), Int(128)),
            wide(u64::MAX as i128 - 2, 128)
        );
        assert_eq!(run("bitcast", wide(-3, 128), Int(128)), wide(-3, 128));
        assert_eq!(run("extsi", Scalar::Poison, Int(128)), Scalar::Poison);
    }

    /// Above 64 bits the conversion rounds once, as below: checked on
    /// `i64` values sign-extended to 128 bits, and on values only a wide
    /// type holds.
    #[test]
    fn wide_int_to_float_rounds_once() {
        let mut rng = crate::rng::SplitMix64::new(65);
        for _ in 0..2000 {
            let v = (rng.next_u64() as i64) >> rng.below(64);
            for to in [F16, BF16, F32, F64] {
                assert_eq!(
                    run("sitofp", wide(v.into(), 128), to),
                    run("sitofp", int(v, 64), to)
                );
                let u = v as u64;
                assert_eq!(
                    run("uitofp", wide(u.into(), 200), to),
                    run("uitofp", int(u as i64, 64), to)
                );
            }
        }
        // 2^100 + 2^47 + 1: above the f64 midpoint 2^100 + 2^47, rounds up.
        let above = (1i128 << 100) + (1 << 47) + 1;
        assert_eq!(
            run("sitofp", wide(above, 128), F64),
            f64s(2f64.powi(100) + 2f64.powi(48))
        );
        assert_eq!(
            run("sitofp", wide(above - 1, 128), F64),
            f64s(2f64.powi(100))
        );
        assert_eq!(
            run("sitofp", wide(-above, 128), F64),
            f64s(-(2f64.powi(100) + 2f64.powi(48)))
        );
        assert_eq!(run("uitofp", wide(-1, 128), F32), f32s(f32::INFINITY));
        assert_eq!(run("sitofp", wide(-1, 128), F32), f32s(-1.0));
        assert_eq!(
            run("sitofp", wide(i128::MIN, 128), F64),
            f64s(-(2f64.powi(127)))
        );
        assert_eq!(run("uitofp", wide(1 << 127, 128), BF16), bf16_bits(0x7F00));
        let huge = IntValue::from_biguint(BigUint::from(1u8) << 2000u32, 3000);
        assert_eq!(run("uitofp", huge.into(), F64), f64s(f64::INFINITY));
    }

    #[test]
    fn float_to_wide_int() {
        assert_eq!(
            run("fptosi", f64s(-2f64.powi(100)), Int(128)),
            wide(-(1 << 100), 128)
        );
        assert_eq!(
            run("fptoui", f64s(2f64.powi(127)), Int(128)),
            wide(1 << 127, 128)
        );
        assert_eq!(
            run("fptosi", f64s(2f64.powi(127)), Int(128)),
            Scalar::Poison
        );
        assert_eq!(
            run("fptoui", f64s(2f64.powi(128)), Int(128)),
            Scalar::Poison
        );
        assert_eq!(run("fptosi", f64s(-1.9), Int(65)), wide(-1, 65));
        assert_eq!(run("fptoui", f64s(-1.0), Int(65)), Scalar::Poison);
        assert_eq!(run("fptosi", f32s(f32::NAN), Int(100)), Scalar::Poison);
        assert_eq!(
            run("fptosi", f32s(f32::MAX), Int(1000)).to_string(),
            "340282346638528859811704183484516925440"
        );
    }

    fn int(value: i64, width: u32) -> Scalar {
        IntValue::from_i64(value, width).into()
    }

    fn f32s(x: f32) -> Scalar {
        FloatValue::F32(x).into()
    }

    fn f64s(x: f64) -> Scalar {
        FloatValue::F64(x).into()
    }

    fn run(op: &str, value: Scalar, to: ScalarType) -> Scalar {
        cast(CastOp::from_name(op).unwrap(), &value, to)
    }

    #[test]
    fn names_round_trip() {
        for op in CastOp::ALL {
            assert_eq!(CastOp::from_name(op.name()), Some(op));
        }
        assert_eq!(CastOp::from_name("index_castuu"), None);
    }

    #[test]
    fn integer_extensions_and_truncation() {
        assert_eq!(run("extsi", int(-1, 8), Int(32)), int(-1, 32));
        assert_eq!(run("extui", int(-1, 8), Int(32)), int(255, 32));
        assert_eq!(run("extsi", int(-1, 1), Int(64)), int(-1, 64));
        assert_eq!(run("extui", int(-1, 1), Int(64)), int(1, 64));
        assert_eq!(run("extsi", int(127, 8), Int(64)), int(127, 64));
        assert_eq!(run("trunci", int(0x1FF, 32), Int(8)), int(-1, 8));
        assert_eq!(run("trunci", int(2, 32), Int(1)), int(0, 1));
        assert_eq!(run("trunci", int(3, 32), Int(1)), int(1, 1));
        assert_eq!(run("trunci", int(i64::MIN, 64), Int(32)), int(0, 32));
    }

    #[test]
    fn index_cast_sign_extends_or_truncates() {
        assert_eq!(run("index_cast", int(-5, 32), Index), int(-5, 64));
        assert_eq!(run("index_cast", int(-1, 1), Index), int(-1, 64));
        assert_eq!(
            run("index_cast", int(0x1_0000_0007, 64), Int(32)),
            int(7, 32)
        );
        assert_eq!(run("index_cast", int(-3, 64), Int(8)), int(-3, 8));
        assert_eq!(run("index_cast", int(-3, 64), Int(64)), int(-3, 64));
    }

    #[test]
    fn sitofp_rounds_to_nearest_even() {
        assert_eq!(run("sitofp", int(-7, 32), F64), f64s(-7.0));
        assert_eq!(run("sitofp", int(-1, 1), F32), f32s(-1.0));
        // 2^24 + 1 ties to the even 2^24 in f32; 2^24 + 3 to 2^24 + 4.
        assert_eq!(run("sitofp", int(16777217, 32), F32), f32s(16777216.0));
        assert_eq!(run("sitofp", int(16777219, 32), F32), f32s(16777220.0));
        assert_eq!(run("sitofp", int(16777217, 32), F64), f64s(16777217.0));
        assert_eq!(
            run("sitofp", int(i64::MAX, 64), F64),
            f64s(9223372036854775808.0)
        );
        assert_eq!(
            run("sitofp", int(i64::MAX, 64), F32),
            f32s(9223372036854775808.0)
        );
        // Rounded once from the integer, not through f64.
        let direct = (1i64 << 53) + (1 << 29) + 1;
        assert_eq!(
            run("sitofp", int(direct, 64), F32),
            f32s(9007200328482816.0)
        );
    }

    #[test]
    fn fptosi_truncates_toward_zero() {
        assert_eq!(run("fptosi", f64s(2.9), Int(32)), int(2, 32));
        assert_eq!(run("fptosi", f64s(-2.9), Int(32)), int(-2, 32));
        assert_eq!(run("fptosi", f64s(-0.5), Int(8)), int(0, 8));
        assert_eq!(run("fptosi", f32s(-128.9), Int(8)), int(-128, 8));
        assert_eq!(run("fptosi", f32s(127.9), Int(8)), int(127, 8));
        assert_eq!(
            run("fptosi", f64s(-9223372036854775808.0), Int(64)),
            int(i64::MIN, 64)
        );
        assert_eq!(run("fptosi", f64s(-1.0), Int(1)), int(-1, 1));
        assert_eq!(run("fptosi", f64s(0.7), Int(1)), int(0, 1));
        assert_eq!(run("fptosi", f64s(5.0), Index), int(5, 64));
    }

    #[test]
    fn fptosi_out_of_range_or_nan_is_poison() {
        assert_eq!(run("fptosi", f32s(128.0), Int(8)), Scalar::Poison);
        assert_eq!(run("fptosi", f32s(-129.0), Int(8)), Scalar::Poison);
        assert_eq!(run("fptosi", f64s(2147483648.0), Int(32)), Scalar::Poison);
        assert_eq!(
            run("fptosi", f64s(9223372036854775808.0), Int(64)),
            Scalar::Poison
        );
        assert_eq!(run("fptosi", f64s(1.0), Int(1)), Scalar::Poison);
        assert_eq!(run("fptosi", f64s(f64::NAN), Int(32)), Scalar::Poison);
        assert_eq!(
            run("fptosi", f32s(f32::NEG_INFINITY), Int(64)),
            Scalar::Poison
        );
    }

    #[test]
    fn unsigned_conversions() {
        assert_eq!(run("uitofp", int(-1, 8), F32), f32s(255.0));
        assert_eq!(run("uitofp", int(-1, 1), F64), f64s(1.0));
        assert_eq!(
            run("uitofp", int(-1, 64), F64),
            f64s(18446744073709551615.0)
        );
        // 2^24 + 1 ties to the even 2^24 in f32.
        assert_eq!(run("uitofp", int(16777217, 32), F32), f32s(16777216.0));
        assert_eq!(run("fptoui", f64s(255.9), Int(8)), int(255, 8));
        assert_eq!(run("fptoui", f64s(-0.9), Int(8)), int(0, 8));
        assert_eq!(run("fptoui", f64s(1.5), Int(1)), int(1, 1));
        assert_eq!(
            run("fptoui", f64s(18446744073709549568.0), Int(64)),
            int(-2048, 64)
        );
        for (x, width) in [
            (256.0, 8),
            (-1.0, 8),
            (2.0, 1),
            (18446744073709551616.0, 64),
        ] {
            assert_eq!(run("fptoui", f64s(x), Int(width)), Scalar::Poison, "{x}");
        }
        assert_eq!(run("fptoui", f32s(f32::NAN), Index), Scalar::Poison);
        assert_eq!(
            run("index_castui", int(-1, 32), Index),
            int(0xFFFF_FFFF, 64)
        );
        assert_eq!(run("index_castui", int(-1, 64), Int(8)), int(-1, 8));
    }

    #[test]
    fn float_widening_and_narrowing() {
        assert_eq!(run("extf", f32s(0.1), F64), f64s(f64::from(0.1f32)));
        assert_eq!(run("truncf", f64s(0.1), F32), f32s(0.1));
        assert_eq!(run("truncf", f64s(1e300), F32), f32s(f32::INFINITY));
        assert_eq!(run("truncf", f64s(-1e-300), F32), f32s(-0.0));
        // 1 + 2^-24 ties to the even 1.0 in f32.
        assert_eq!(run("truncf", f64s(1.0 + 2f64.powi(-24)), F32), f32s(1.0));
        // NaNs: quieted, payload's top bits kept.
        assert_eq!(
            run("extf", f32s(f32::from_bits(0xFF80_0001)), F64),
            f64s(f64::from_bits(0xFFF8_0000_2000_0000))
        );
        assert_eq!(
            run("truncf", f64s(f64::from_bits(0x7FF0_0000_2000_0001)), F32),
            f32s(f32::from_bits(0x7FC0_0001))
        );
        assert_eq!(run("extf", Scalar::Poison, F64), Scalar::Poison);
    }

    #[test]
    fn bitcast_keeps_the_bits() {
        assert_eq!(run("bitcast", f32s(1.0), Int(32)), int(0x3F80_0000, 32));
        assert_eq!(run("bitcast", int(0x3F80_0000, 32), F32), f32s(1.0));
        assert_eq!(run("bitcast", f64s(-0.0), Int(64)), int(i64::MIN, 64));
        assert_eq!(
            run("bitcast", int(-1, 32), F32),
            f32s(f32::from_bits(u32::MAX))
        );
        assert_eq!(run("bitcast", int(-1, 16), Int(16)), int(-1, 16));
    }

    #[test]
    fn poison_casts_to_poison() {
        for (op, to) in [
            ("extsi", Int(64)),
            ("sitofp", F64),
            ("fptosi", Int(8)),
            ("bitcast", F32),
        ] {
            assert_eq!(run(op, Scalar::Poison, to), Scalar::Poison);
        }
    }

    #[test]
    #[should_panic(expected = "widths differ")]
    fn bitcast_across_widths_panics() {
        run("bitcast", f32s(1.0), Int(64));
    }
}
