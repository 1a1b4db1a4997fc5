//! Casts (`arith.extsi` ... `arith.bitcast`).

use super::value::{float_operand, int_operand, FloatValue, IntValue, Scalar, ScalarType};

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
}

impl CastOp {
    pub const ALL: [CastOp; 7] = [
        CastOp::ExtSI,
        CastOp::ExtUI,
        CastOp::TruncI,
        CastOp::IndexCast,
        CastOp::SIToFP,
        CastOp::FPToSI,
        CastOp::Bitcast,
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
/// - `sitofp`: the signed value rounded to nearest-even (`i1` true is -1.0).
/// - `fptosi`: the value truncated toward zero; poison if that is NaN or
///   outside the target's signed range (LLVM `fptosi`; for `i1` the range
///   is -1..=0).
/// - `bitcast`: the same bits read as the target type.
///
/// # Panics
/// If the value's kind does not fit `op` (a float to `extsi`, an integer
/// to `fptosi`, a float target of `extsi` ...) or a `bitcast` changes the
/// width: the verifier rules those out. Extensions that narrow and
/// truncations that widen are not checked: they compute the same formula.
pub fn cast(op: CastOp, value: Scalar, to: ScalarType) -> Scalar {
    let name = op.name();
    let result = match op {
        CastOp::ExtSI | CastOp::IndexCast => int_operand(value, name)
            .map(|v| Scalar::from(IntValue::from_i64(v.as_signed(), int_target(op, to)))),
        CastOp::ExtUI | CastOp::TruncI => int_operand(value, name)
            .map(|v| Scalar::from(IntValue::from_u64(v.as_unsigned(), int_target(op, to)))),
        CastOp::SIToFP => int_operand(value, name).map(|v| int_to_float(v, to).into()),
        CastOp::FPToSI => float_operand(value, name).map(|v| float_to_int(v, int_target(op, to))),
        CastOp::Bitcast => match value {
            Scalar::Int(v) => Some(bitcast(v.as_unsigned(), v.width(), to)),
            Scalar::Float(v) => Some(bitcast(v.to_bits(), if v.is_f32() { 32 } else { 64 }, to)),
            Scalar::Poison => None,
        },
    };
    result.unwrap_or(Scalar::Poison)
}

/// The width of an integer target.
///
/// # Panics
/// If `to` is a float.
fn int_target(op: CastOp, to: ScalarType) -> u8 {
    match to {
        ScalarType::Int(width) => width,
        ScalarType::Index => 64,
        ScalarType::F32 | ScalarType::F64 => panic!("{}: float target type", op.name()),
    }
}

/// `sitofp`.
///
/// # Panics
/// If `to` is an integer.
fn int_to_float(value: IntValue, to: ScalarType) -> FloatValue {
    // `as` rounds to nearest-even, directly into the target format.
    match to {
        ScalarType::F32 => FloatValue::F32(value.as_signed() as f32),
        ScalarType::F64 => FloatValue::F64(value.as_signed() as f64),
        ScalarType::Int(_) | ScalarType::Index => panic!("sitofp: integer target type"),
    }
}

/// `fptosi` to `width` bits.
fn float_to_int(value: FloatValue, width: u8) -> Scalar {
    let truncated = value.as_f64().trunc();
    // -2^(width-1) and 2^(width-1) are exact in f64; NaN fails both tests.
    let limit = 2f64.powi(i32::from(width) - 1);
    if truncated >= -limit && truncated < limit {
        IntValue::from_i64(truncated as i64, width).into()
    } else {
        Scalar::Poison
    }
}

/// `bitcast` of `bits`, `from_width` wide.
///
/// # Panics
/// If `to` has another width.
fn bitcast(bits: u64, from_width: u8, to: ScalarType) -> Scalar {
    assert_eq!(from_width, to.width(), "bitcast: widths differ");
    match to {
        ScalarType::F32 => FloatValue::F32(f32::from_bits(bits as u32)).into(),
        ScalarType::F64 => FloatValue::F64(f64::from_bits(bits)).into(),
        ScalarType::Int(width) => IntValue::from_u64(bits, width).into(),
        ScalarType::Index => IntValue::from_u64(bits, 64).into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ScalarType::{Index, Int, F32, F64};

    fn int(value: i64, width: u8) -> Scalar {
        IntValue::from_i64(value, width).into()
    }

    fn f32s(x: f32) -> Scalar {
        FloatValue::F32(x).into()
    }

    fn f64s(x: f64) -> Scalar {
        FloatValue::F64(x).into()
    }

    fn run(op: &str, value: Scalar, to: ScalarType) -> Scalar {
        cast(CastOp::from_name(op).unwrap(), value, to)
    }

    #[test]
    fn names_round_trip() {
        for op in CastOp::ALL {
            assert_eq!(CastOp::from_name(op.name()), Some(op));
        }
        assert_eq!(CastOp::from_name("index_castui"), None);
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
