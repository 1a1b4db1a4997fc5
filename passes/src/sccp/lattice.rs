//! The lattice of sparse conditional constant propagation (Wegman & Zadeck
//! 1991, §2): for every SSA value, `⊤` (no executable definition seen yet),
//! one constant, or `NAC` (overdefined: not a constant).
//!
//! Poison sits between `⊤` and the constants, as LLVM's `undef` lattice
//! state (`ValueLattice.h`) and MLIR's poison folding do: a value that is
//! poison on some paths and `c` on the others may be taken to be `c`
//! everywhere, because poison stands for any value. It is stored as the
//! constant [`Scalar::Poison`].
//!
//! ```text
//!              ⊤
//!              |
//!            poison
//!        /  /  |  \  \
//!  ... -1  0   1   2 ...
//!        \  \  |  /  /
//!             NAC
//! ```

use ssa_ir::semantics::{format_float, format_int_attribute, Scalar};
use std::fmt;

/// The lattice value of one SSA value.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub enum Lattice {
    /// `⊤`: no executable definition or incoming edge has been seen.
    #[default]
    Unknown,
    /// Always this value when executed (`Scalar::Poison`: always poison).
    Constant(Scalar),
    /// `NAC`: may take more than one value.
    Overdefined,
}

impl Lattice {
    /// The greatest lower bound: what a value is when it may be `self` or
    /// `other`.
    pub fn meet(&self, other: Lattice) -> Lattice {
        match (self, other) {
            (Lattice::Unknown, x) => x,
            (x, Lattice::Unknown) => x.clone(),
            (Lattice::Overdefined, _) | (_, Lattice::Overdefined) => Lattice::Overdefined,
            (Lattice::Constant(Scalar::Poison), x) => x,
            (x, Lattice::Constant(Scalar::Poison)) => x.clone(),
            (Lattice::Constant(a), Lattice::Constant(b)) if *a == b => Lattice::Constant(b),
            _ => Lattice::Overdefined,
        }
    }

    /// The constant, if this is one (poison included).
    pub fn constant(&self) -> Option<&Scalar> {
        match self {
            Lattice::Constant(s) => Some(s),
            _ => None,
        }
    }
}

/// The notation of the DCC888 slides: `⊤`, `NAC`, `poison`, `true`/`false`
/// for `i1`, signed decimal integers, floats as MLIR prints them.
impl fmt::Display for Lattice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Lattice::Unknown => f.write_str("⊤"),
            Lattice::Overdefined => f.write_str("NAC"),
            Lattice::Constant(Scalar::Poison) => f.write_str("poison"),
            Lattice::Constant(Scalar::Int(v)) => f.write_str(&format_int_attribute(v)),
            Lattice::Constant(Scalar::Float(v)) => f.write_str(&format_float(*v)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssa_ir::semantics::{FloatValue, IntValue};

    fn int(v: i64) -> Lattice {
        Lattice::Constant(Scalar::Int(IntValue::from_i64(v, 32)))
    }

    const POISON: Lattice = Lattice::Constant(Scalar::Poison);

    #[test]
    fn meet_follows_the_diagram() {
        use Lattice::{Overdefined as Nac, Unknown as Top};
        let cases = [
            (Top, Top, Top),
            (Top, int(1), int(1)),
            (Top, Nac, Nac),
            (Top, POISON, POISON),
            (POISON, POISON, POISON),
            (POISON, int(1), int(1)),
            (POISON, Nac, Nac),
            (int(1), int(1), int(1)),
            (int(1), int(2), Nac),
            (int(1), Nac, Nac),
            (Nac, Nac, Nac),
        ];
        for (a, b, expected) in cases {
            assert_eq!(a.meet(b.clone()), expected, "{a} ⊓ {b}");
            assert_eq!(b.meet(a.clone()), expected, "{b} ⊓ {a}");
        }
    }

    #[test]
    fn floats_meet_by_bit_pattern() {
        let zero = Lattice::Constant(Scalar::Float(FloatValue::F64(0.0)));
        let minus_zero = Lattice::Constant(Scalar::Float(FloatValue::F64(-0.0)));
        let nan = Lattice::Constant(Scalar::Float(FloatValue::F64(f64::NAN)));
        assert_eq!(zero.meet(minus_zero), Lattice::Overdefined);
        assert_eq!(nan.meet(nan.clone()), nan);
    }

    #[test]
    fn display_uses_the_slides_notation() {
        assert_eq!(Lattice::Unknown.to_string(), "⊤");
        assert_eq!(Lattice::Overdefined.to_string(), "NAC");
        assert_eq!(POISON.to_string(), "poison");
        assert_eq!(int(-11).to_string(), "-11");
        let t = Lattice::Constant(Scalar::from_bool(true));
        assert_eq!(t.to_string(), "true");
        let half = Lattice::Constant(Scalar::Float(FloatValue::F32(0.5)));
        assert_eq!(half.to_string(), "5.000000e-01");
    }
}
