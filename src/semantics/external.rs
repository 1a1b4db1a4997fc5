//! The answers of external calls: calls to declared, body-less functions.

use super::value::{FloatFormat, IntValue, Scalar, ScalarType};
use crate::rng::SplitMix64;

/// The results of calling the external function `callee` with `args`: a
/// deterministic hash of the callee's name and the argument values, so
/// equivalent programs get equal answers.
///
/// The algorithm, for reproducing answers elsewhere (all arithmetic on
/// `u64`, wrapping):
///
/// 1. FNV-1a 64: `h = 0xcbf29ce484222325`; feeding a byte `x` is
///    `h = (h ^ x) * 0x100000001b3`.
/// 2. Feed the bytes of `callee` (UTF-8, without the `@`), then the byte
///    `0xff` (never part of UTF-8) to end the name.
/// 3. For each argument in order, feed a kind byte (0 integer or index, 1
///    `f32`, 2 `f64`, 3 `f16`, 4 `bf16`, 8 `f8E5M2`, 9 `f8E4M3FN`), a
///    width byte (the integer's width; the float's: 32, 64, 16, 16, 8, 8), then its
///    bits as 8 bytes, least significant first (integers zero-extended from
///    their width, floats their IEEE bits). An integer wider than 64 bits
///    feeds the kind byte 5, its width as 4 bytes, then its bits as
///    `ceil(width / 64)` groups of 8 bytes, least significant first. An
///    `f80` or `f128` feeds the kind 6 or 7, its width, and its bits as 16
///    bytes, least significant first.
/// 4. Result `i` (from 0) draws `z = h + (i + 1) * 0x9e3779b97f4a7c15`,
///    `z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9`,
///    `z = (z ^ (z >> 27)) * 0x94d049bb133111eb`, `z = z ^ (z >> 31)`
///    (the `i + 1`-th output of splitmix64 seeded with `h`:
///    [`SplitMix64::next_u64`]).
/// 5. An integer result of width `w` (`index`: 64) is the low `w` bits of
///    `z` (zero-extended if `w` > 64); an `f16`, `f32`, `f64`, `f80` or `f128` result is `(z % 1000) / 8`, a multiple
///    of 0.125 in 0..=124.875, exact in these formats so it prints exactly;
///    a `bf16` result is that rounded to nearest-even.
///
/// # Panics
/// If an argument is poison: passing poison to a call is undefined
/// behaviour, which the interpreter reports before calling this.
pub fn external_call_result(
    callee: &str,
    args: &[Scalar],
    result_types: &[ScalarType],
) -> Vec<Scalar> {
    let mut hash = Fnv1a::new();
    hash.feed(callee.as_bytes());
    hash.feed(&[0xff]);
    for arg in args {
        let (kind, width, bits) = match arg {
            Scalar::Int(v) => match v.narrow_bits() {
                Some(bits) => (0, v.width() as u8, bits),
                None => {
                    hash.feed(&[5]);
                    hash.feed(&v.width().to_le_bytes());
                    let digits = v.to_biguint().to_u64_digits();
                    let groups = v.width().div_ceil(64) as usize;
                    for i in 0..groups {
                        hash.feed(&digits.get(i).copied().unwrap_or(0).to_le_bytes());
                    }
                    continue;
                }
            },
            Scalar::Float(v) => {
                let kind = match v.format() {
                    FloatFormat::F32 => 1,
                    FloatFormat::F64 => 2,
                    FloatFormat::F16 => 3,
                    FloatFormat::BF16 => 4,
                    FloatFormat::F80 => 6,
                    FloatFormat::F128 => 7,
                    FloatFormat::F8E5M2 => 8,
                    FloatFormat::F8E4M3FN => 9,
                };
                let width = v.format().width() as u8;
                if v.format().is_wide() {
                    hash.feed(&[kind, width]);
                    hash.feed(&v.to_bits().to_le_bytes());
                    continue;
                }
                (kind, width, v.to_bits() as u64)
            }
            Scalar::Poison => panic!("external call to @{callee} with a poison argument"),
        };
        hash.feed(&[kind, width]);
        hash.feed(&bits.to_le_bytes());
    }
    let mut draws = SplitMix64::new(hash.0);
    result_types
        .iter()
        .map(|&ty| {
            let z = draws.next_u64();
            let small = (z % 1000) as u32;
            match ty {
                ScalarType::Int(_) | ScalarType::Index => IntValue::from_u64(z, ty.width()).into(),
                ScalarType::Float(format) => format.round_f64(f64::from(small) / 8.0).into(),
            }
        })
        .collect()
}

/// The FNV-1a 64-bit hash state.
struct Fnv1a(u64);

impl Fnv1a {
    fn new() -> Fnv1a {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }

    fn feed(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::semantics::FloatValue;

    fn int(value: i64, width: u32) -> Scalar {
        IntValue::from_i64(value, width).into()
    }

    #[test]
    fn fnv1a_matches_the_reference_vectors() {
        let mut empty = Fnv1a::new();
        empty.feed(b"");
        assert_eq!(empty.0, 0xcbf29ce484222325);
        let mut a = Fnv1a::new();
        a.feed(b"a");
        assert_eq!(a.0, 0xaf63dc4c8601ec8c);
        let mut foobar = Fnv1a::new();
        foobar.feed(b"foobar");
        assert_eq!(foobar.0, 0x85944171f73967e8);
    }

    /// Pinned answers: changing the algorithm changes every trace.
    #[test]
    fn answers_are_pinned() {
        let results = external_call_result(
            "get",
            &[int(7, 32), FloatValue::F64(1.5).into()],
            &[
                ScalarType::Int(32),
                ScalarType::Index,
                ScalarType::Float(FloatFormat::F64),
                ScalarType::Int(1),
            ],
        );
        let printed: Vec<String> = results.iter().map(Scalar::to_string).collect();
        // Reproduced independently from the doc comment's algorithm.
        assert_eq!(
            printed,
            ["-510017812", "-1417908682335797026", "6.337500e+01", "0"]
        );
        assert_eq!(external_call_result("none", &[], &[]), []);
    }

    #[test]
    fn results_have_the_requested_types() {
        let types = [
            ScalarType::Int(1),
            ScalarType::Int(8),
            ScalarType::Index,
            ScalarType::Float(FloatFormat::F32),
            ScalarType::Float(FloatFormat::F16),
        ];
        let results = external_call_result("f", &[int(1, 8)], &types);
        assert_eq!(results[0].as_int().unwrap().width(), 1);
        assert_eq!(results[1].as_int().unwrap().width(), 8);
        assert_eq!(results[2].as_int().unwrap().width(), 64);
        let float = results[3].as_float().unwrap();
        assert_eq!(float.format(), FloatFormat::F32);
        let eighths = float.as_f64() * 8.0;
        assert!(eighths.fract() == 0.0 && (0.0..1000.0).contains(&eighths));
        assert_eq!(results[4].as_float().unwrap().format(), FloatFormat::F16);
    }

    #[test]
    fn every_input_matters() {
        let base = external_call_result("f", &[int(1, 32)], &[ScalarType::Int(64)]);
        assert_eq!(
            base,
            external_call_result("f", &[int(1, 32)], &[ScalarType::Int(64)])
        );
        for (callee, arg) in [
            ("g", int(1, 32)),
            ("f", int(2, 32)),
            ("f", int(1, 64)),
            ("f", FloatValue::F32(f32::from_bits(1)).into()),
        ] {
            assert_ne!(
                base,
                external_call_result(callee, &[arg], &[ScalarType::Int(64)])
            );
        }
        let two = external_call_result("f", &[int(1, 32)], &[ScalarType::Int(64); 2]);
        assert_eq!(two[0], base[0]);
        assert_ne!(two[0], two[1]);
    }

    #[test]
    #[should_panic(expected = "poison argument")]
    fn poison_arguments_panic() {
        external_call_result("f", &[Scalar::Poison], &[]);
    }
}
