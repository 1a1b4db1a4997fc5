//! Block-scaled conversions (`arith.scaling_extf`, `arith.scaling_truncf`),
//! computed step by step as MLIR's `arith-expand` lowers them
//! (`mlir/lib/Dialect/Arith/Transforms/ExpandOps.cpp`). O(1) per value.
//!
//! The scale goes through `f8E8M0FNU` (an 8-bit biased power of two):
//! the subset has no such type and no well-kept crate gives its
//! semantics (`rustc_apfloat` and `half` stop at `f8E4M3FN`), so the two
//! casts are evaluated inline exactly as the expansion writes them with
//! integer ops: the scale is made an `f32` (`extf`/`truncf`), its biased
//! exponent `e` is kept (sign and mantissa dropped: the value is rounded
//! down to a power of two), and `e` reads back as the `f32` with bits
//! `e << 23` — a zero or subnormal scale gives `+0.0` — or, for `e = 255`
//! (an infinite or NaN scale), the NaN with all bits set.

use super::float::float_binary;
use super::rounding::{resized, truncf, RoundingMode};
use super::value::{float_operand, FloatFormat, FloatValue, Scalar, ScalarType};
use super::FloatBinOp;

/// The scale `scale` after its round trip through `f8E8M0FNU`, as an `f32`.
fn e8m0_scale(scale: FloatValue) -> FloatValue {
    let single = resized(scale, FloatFormat::F32).to_bits();
    let exponent = (single >> 23) & 0xFF;
    let bits = if exponent == 0xFF {
        0xFFFF_FFFF
    } else {
        exponent << 23
    };
    FloatFormat::F32.from_bits(bits)
}

/// `value` and `scale` as floats, or `None` if either is poison.
fn operands(value: &Scalar, scale: &Scalar, name: &str) -> Option<(FloatValue, FloatValue)> {
    Some((float_operand(value, name)?, float_operand(scale, name)?))
}

fn target(to: ScalarType, name: &str) -> FloatFormat {
    match to {
        ScalarType::Float(format) => format,
        _ => panic!("{name}: integer target type"),
    }
}

/// `scaling_extf`: `extf(value) * extf(scale through f8E8M0FNU)`, the
/// product in the result's format; poison if an operand is poison.
///
/// # Panics
/// If an operand is an integer or `to` is not a float.
pub fn scaling_extf(value: &Scalar, scale: &Scalar, to: ScalarType) -> Scalar {
    const NAME: &str = "scaling_extf";
    let format = target(to, NAME);
    let Some((value, scale)) = operands(value, scale, NAME) else {
        return Scalar::Poison;
    };
    let x = resized(value, format).into();
    let s = resized(e8m0_scale(scale), format).into();
    float_binary(FloatBinOp::Mul, &x, &s)
}

/// `scaling_truncf`: `truncf(value / extf(scale through f8E8M0FNU))`, the
/// quotient in the operand's format and the narrowing under `mode`; poison
/// if an operand is poison.
///
/// # Panics
/// If an operand is an integer or `to` is not a float.
pub fn scaling_truncf(
    value: &Scalar,
    scale: &Scalar,
    to: ScalarType,
    mode: Option<RoundingMode>,
) -> Scalar {
    const NAME: &str = "scaling_truncf";
    target(to, NAME);
    let Some((value, scale)) = operands(value, scale, NAME) else {
        return Scalar::Poison;
    };
    let s = resized(e8m0_scale(scale), value.format()).into();
    truncf(&float_binary(FloatBinOp::Div, &value.into(), &s), to, mode)
}

#[cfg(test)]
mod tests {
    use super::*;

    const F16: ScalarType = ScalarType::Float(FloatFormat::F16);
    const F32: ScalarType = ScalarType::Float(FloatFormat::F32);
    const F64: ScalarType = ScalarType::Float(FloatFormat::F64);

    fn f32s(x: f32) -> Scalar {
        FloatValue::F32(x).into()
    }

    fn f64s(x: f64) -> Scalar {
        FloatValue::F64(x).into()
    }

    fn h(x: f32) -> Scalar {
        FloatValue::F16(half::f16::from_f32(x)).into()
    }

    #[test]
    fn the_scale_is_rounded_down_to_a_power_of_two() {
        // 12 = 1.5 * 2^3 scales by 8; the scale's sign is dropped.
        assert_eq!(scaling_extf(&h(3.0), &h(12.0), F32), f32s(24.0));
        assert_eq!(scaling_extf(&h(3.0), &h(-12.0), F64), f64s(24.0));
        assert_eq!(scaling_truncf(&f32s(24.0), &h(15.9), F16, None), h(3.0));
        // An f64 scale is rounded to f32 first: just below 2 becomes 2.
        let below_two = f64s(2.0 - 2f64.powi(-40));
        assert_eq!(scaling_extf(&h(1.0), &below_two, F64), f64s(2.0));
    }

    #[test]
    fn zero_infinite_and_nan_scales() {
        // A zero or (as an f32) subnormal scale reads back as +0; an f16
        // subnormal is a normal f32.
        assert_eq!(scaling_extf(&h(-3.0), &h(0.0), F32), f32s(-0.0));
        assert_eq!(scaling_extf(&h(3.0), &f32s(1e-40), F32), f32s(0.0));
        assert_eq!(scaling_extf(&h(1.0), &h(1e-7), F32), f32s(2f32.powi(-23)));
        assert_eq!(
            scaling_truncf(&f32s(1.0), &h(0.0), F16, None),
            h(f32::INFINITY)
        );
        // An infinite scale is the all-ones NaN, quieted through the product.
        let nan = scaling_extf(&h(1.0), &h(f32::INFINITY), F32);
        assert_eq!(nan, f32s(f32::from_bits(0xFFFF_FFFF)));
        let Scalar::Float(wide) = scaling_extf(&h(1.0), &f32s(f32::NAN), F64) else {
            panic!("a float")
        };
        assert_eq!(wide.to_bits(), 0xFFFF_FFFF_E000_0000);
    }

    #[test]
    fn the_narrowing_takes_the_rounding_mode() {
        // 1/3 between two f16s: toward zero and upward differ by an ulp.
        let third = f32s(1.0 / 3.0);
        let two = f32s(2.0);
        let down = scaling_truncf(&third, &two, F16, Some(RoundingMode::TowardZero));
        let up = scaling_truncf(&third, &two, F16, Some(RoundingMode::Upward));
        let (Scalar::Float(down), Scalar::Float(up)) = (down, up) else {
            panic!("floats")
        };
        assert_eq!(up.to_bits(), down.to_bits() + 1);
        assert_eq!(
            scaling_truncf(&Scalar::Poison, &two, F16, None),
            Scalar::Poison
        );
    }
}
