//! Argument vectors for the entry function, a pure function of a seed:
//! half edge values (0, ±1, 2, the signed extremes; ±0, 1.5, infinities for
//! floats), half random bits or small numbers, so that comparisons,
//! overflow and sign handling all get exercised.

use ssa_ir::rng::SplitMix64;
use ssa_ir::semantics::{IntValue, Scalar, ScalarType};

/// The `index`-th argument vector for parameters of types `types`, from
/// `seed`. Vector 0 is all zeros, so every program runs once on the
/// simplest input.
pub fn argument_vector(types: &[ScalarType], seed: u64, index: u64) -> Vec<Scalar> {
    let mut rng = SplitMix64::new(seed ^ index.wrapping_mul(0xd6e8_feb8_6659_fd93));
    types
        .iter()
        .map(|&ty| {
            if index == 0 {
                zero(ty)
            } else {
                value(ty, &mut rng)
            }
        })
        .collect()
}

fn zero(ty: ScalarType) -> Scalar {
    match ty {
        ScalarType::Float(format) => format.from_bits(0).into(),
        _ => IntValue::from_u64(0, ty.width()).into(),
    }
}

fn value(ty: ScalarType, rng: &mut SplitMix64) -> Scalar {
    match ty {
        ScalarType::Float(format) => {
            let x = match rng.below(8) {
                0 => 0.0,
                1 => -0.0,
                2 => 1.5,
                3 => f64::INFINITY,
                4 => -1.0e300,
                _ => (rng.below(2001) as f64 - 1000.0) / 8.0,
            };
            format.round_f64(x).into()
        }
        _ => {
            let width = ty.width();
            let bits = match rng.below(10) {
                0 => 0,
                1 => 1,
                2 => u64::MAX, // -1
                3 => 2,
                4 => return IntValue::signed_min(width).into(),
                5 => {
                    // INT_MAX, at every width.
                    let max = IntValue::signed_min(width).to_biguint() - 1u32;
                    return IntValue::from_biguint(max, width).into();
                }
                6 | 7 => (rng.below(41) as i64 - 20) as u64,
                _ => rng.next_u64(),
            };
            // Read as a signed 64-bit number: wider types get it
            // sign-extended (-1 stays -1), narrower ones its low bits.
            IntValue::from_u64(bits, 64).sext_or_trunc(width).into()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Integers wider than 64 bits (a fuzzer found the panic): every kind
    /// of value, -1 and the extremes at their own width.
    #[test]
    fn wide_integers_get_values_of_their_width() {
        for width in [65, 128, 256] {
            let types = [ScalarType::Int(width)];
            let values: Vec<Scalar> = (0..200)
                .map(|i| argument_vector(&types, 3, i).remove(0))
                .collect();
            assert!(values
                .iter()
                .all(|v| v.as_int().is_some_and(|v| v.width() == width)));
            let minus_one = IntValue::from_u64(u64::MAX, 64).sext_or_trunc(width);
            for wanted in [IntValue::signed_min(width), minus_one] {
                assert!(
                    values.contains(&wanted.clone().into()),
                    "no {wanted:?} at i{width}"
                );
            }
        }
    }

    #[test]
    fn vectors_are_deterministic_typed_and_varied() {
        let types = [
            ScalarType::Int(1),
            ScalarType::Int(32),
            ScalarType::Float(ssa_ir::semantics::FloatFormat::F64),
            ScalarType::Index,
        ];
        assert_eq!(argument_vector(&types, 7, 3), argument_vector(&types, 7, 3));
        let zeros = argument_vector(&types, 7, 0);
        assert_eq!(zeros[1], IntValue::from_u64(0, 32).into());
        let mut distinct = std::collections::HashSet::new();
        for i in 0..50 {
            let v = argument_vector(&types, 7, i);
            assert!(v
                .iter()
                .zip(&types)
                .all(|(v, &t)| ssa_ir::interp::has_type(v, t)));
            distinct.insert(v[1].clone());
        }
        assert!(distinct.len() > 10);
    }
}
