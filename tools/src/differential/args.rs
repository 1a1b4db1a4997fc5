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
                4 => IntValue::signed_min(width).as_unsigned(),
                5 => IntValue::signed_min(width).as_unsigned().wrapping_sub(1), // INT_MAX
                6 | 7 => (rng.below(41) as i64 - 20) as u64,
                _ => rng.next_u64(),
            };
            IntValue::from_u64(bits, width).into()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
