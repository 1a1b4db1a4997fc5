//! Rounding modes (`arith.truncf %x upward : f64 to f32`, MLIR's
//! `RoundingModeAttr` in `ArithBase.td`) and float narrowing under them.
//!
//! The conversion is `rustc_apfloat`'s port of LLVM's `APFloat::convert`
//! (IEEE 754-2019 section 4.3's five rounding-direction attributes), so it
//! is what MLIR's folders compute; NaNs convert as plain `truncf` does.
//! O(1) time and memory per value.

use rustc_apfloat::Round;

use super::apfloat::convert;
use super::cast::{cast, CastOp};
use super::value::{FloatFormat, FloatValue, Scalar, ScalarType};

/// A rounding mode of `arith.truncf` and `arith.scaling_truncf`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RoundingMode {
    ToNearestEven,
    Downward,
    Upward,
    TowardZero,
    ToNearestAway,
}

impl RoundingMode {
    /// The modes in MLIR's order: a mode's index is its `roundingmode`
    /// property (`<{roundingmode = 2 : i32}>` is `upward`).
    pub const ALL: [RoundingMode; 5] = [
        RoundingMode::ToNearestEven,
        RoundingMode::Downward,
        RoundingMode::Upward,
        RoundingMode::TowardZero,
        RoundingMode::ToNearestAway,
    ];

    /// The keyword of the custom form: `to_nearest_even`, `downward`, ...
    pub fn name(self) -> &'static str {
        match self {
            RoundingMode::ToNearestEven => "to_nearest_even",
            RoundingMode::Downward => "downward",
            RoundingMode::Upward => "upward",
            RoundingMode::TowardZero => "toward_zero",
            RoundingMode::ToNearestAway => "to_nearest_away",
        }
    }

    /// The mode whose [`name`](Self::name) is `name`.
    pub fn from_name(name: &str) -> Option<RoundingMode> {
        RoundingMode::ALL
            .into_iter()
            .find(|mode| mode.name() == name)
    }

    /// The `roundingmode` property's value.
    pub fn index(self) -> u32 {
        self as u32
    }

    fn apfloat(self) -> Round {
        match self {
            RoundingMode::ToNearestEven => Round::NearestTiesToEven,
            RoundingMode::Downward => Round::TowardNegative,
            RoundingMode::Upward => Round::TowardPositive,
            RoundingMode::TowardZero => Round::TowardZero,
            RoundingMode::ToNearestAway => Round::NearestTiesToAway,
        }
    }
}

/// `arith.truncf` of `value` to `to` under `mode` (nearest-even without
/// one); poison gives poison.
///
/// # Panics
/// If `value` is an integer or `to` is not a float.
pub fn truncf(value: &Scalar, to: ScalarType, mode: Option<RoundingMode>) -> Scalar {
    let (Scalar::Float(v), Some(mode), ScalarType::Float(format)) = (value, mode, to) else {
        return cast(CastOp::TruncF, value, to);
    };
    if v.is_nan() {
        return cast(CastOp::TruncF, value, to);
    }
    convert(*v, format, mode.apfloat()).into()
}

/// `value` in `to`: exact when `to` is wider, rounded to nearest-even when
/// narrower (`extf` / `truncf`).
pub(super) fn resized(value: FloatValue, to: FloatFormat) -> FloatValue {
    let op = if to.width() >= value.format().width() {
        CastOp::ExtF
    } else {
        CastOp::TruncF
    };
    match cast(op, &value.into(), ScalarType::Float(to)) {
        Scalar::Float(v) => v,
        _ => unreachable!("a float cast of a float gives a float"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use RoundingMode::*;

    const F16: ScalarType = ScalarType::Float(FloatFormat::F16);
    const BF16: ScalarType = ScalarType::Float(FloatFormat::BF16);
    const F32: ScalarType = ScalarType::Float(FloatFormat::F32);

    fn bits(value: Scalar) -> u128 {
        match value {
            Scalar::Float(v) => v.to_bits(),
            other => panic!("not a float: {other:?}"),
        }
    }

    fn trunc(x: f64, to: ScalarType, mode: RoundingMode) -> u128 {
        bits(truncf(&FloatValue::F64(x).into(), to, Some(mode)))
    }

    #[test]
    fn names_and_indices_follow_mlir() {
        assert_eq!(RoundingMode::from_name("toward_zero"), Some(TowardZero));
        assert_eq!(RoundingMode::from_name("nearest"), None);
        assert_eq!(Upward.index(), 2);
        assert_eq!(ToNearestAway.index(), 4);
    }

    #[test]
    fn directed_modes_pick_the_neighbour_on_their_side() {
        // 0.1 lies between the f32s 0x3DCCCCCC and 0x3DCCCCCD.
        assert_eq!(trunc(0.1, F32, Downward), 0x3DCC_CCCC);
        assert_eq!(trunc(0.1, F32, TowardZero), 0x3DCC_CCCC);
        assert_eq!(trunc(0.1, F32, Upward), 0x3DCC_CCCD);
        assert_eq!(trunc(-0.1, F32, Upward), 0xBDCC_CCCC);
        assert_eq!(trunc(-0.1, F32, Downward), 0xBDCC_CCCD);
        // Overflow: the largest finite value unless the mode rounds away.
        assert_eq!(trunc(1e300, F32, TowardZero), 0x7F7F_FFFF);
        assert_eq!(trunc(1e300, F32, Upward), 0x7F80_0000);
        assert_eq!(trunc(-1e300, F32, Upward), 0xFF7F_FFFF);
        assert_eq!(trunc(1e300, F16, Downward), 0x7BFF);
        // Underflow: zero of the sign, or the smallest subnormal.
        assert_eq!(trunc(1e-300, F16, Upward), 0x0001);
        assert_eq!(trunc(1e-300, BF16, Downward), 0x0000);
        assert_eq!(trunc(-1e-300, BF16, Downward), 0x8001);
    }

    #[test]
    fn ties_go_to_even_or_away() {
        let tie = 1.0 + 2f64.powi(-24);
        assert_eq!(trunc(tie, F32, ToNearestEven), 0x3F80_0000);
        assert_eq!(trunc(tie, F32, ToNearestAway), 0x3F80_0001);
        assert_eq!(trunc(-tie, F32, ToNearestAway), 0xBF80_0001);
        // 2049 between the f16s 2048 and 2050.
        assert_eq!(trunc(2049.0, F16, ToNearestAway), 0x6801);
        assert_eq!(trunc(2049.0, F16, ToNearestEven), 0x6800);
    }

    /// Nearest-even through APFloat is plain `truncf`, on values of every
    /// binade and their neighbours.
    #[test]
    fn nearest_even_agrees_with_truncf() {
        let mut x = 1.0e-310f64;
        while x < 1.0e300 {
            for v in [
                x,
                -x,
                x * (1.0 + f64::EPSILON),
                f64::from_bits(x.to_bits() | 0x1FFF_FFFF),
            ] {
                for to in [F16, BF16, F32] {
                    let value = FloatValue::F64(v).into();
                    assert_eq!(
                        truncf(&value, to, Some(ToNearestEven)),
                        truncf(&value, to, None),
                        "{v:e} to {to:?}"
                    );
                }
            }
            x *= 1.37;
        }
    }

    #[test]
    fn nan_and_poison_convert_as_truncf() {
        let nan = FloatValue::F64(f64::from_bits(0x7FF0_0000_2000_0001)).into();
        assert_eq!(
            truncf(&nan, F32, Some(Upward)),
            cast(CastOp::TruncF, &nan, F32)
        );
        assert_eq!(truncf(&Scalar::Poison, F16, Some(Downward)), Scalar::Poison);
    }
}
