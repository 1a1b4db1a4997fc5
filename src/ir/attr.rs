//! Attributes: the compile-time data an operation carries (constant values,
//! predicates, callees, switch cases, arithmetic flags, function
//! signatures, and the verbatim attribute dictionaries of opaque ops).

use std::fmt;

use super::entity::TypeId;
use crate::semantics::{FloatValue, IntFlags, IntValue, RoundingMode};

/// Visibility of a `func.func` symbol.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Visibility {
    #[default]
    Public,
    Private,
    Nested,
}

impl Visibility {
    /// The keyword, or `None` for the default (public, printed without keyword).
    pub fn keyword(self) -> Option<&'static str> {
        match self {
            Visibility::Public => None,
            Visibility::Private => Some("private"),
            Visibility::Nested => Some("nested"),
        }
    }
}

/// The attributes of a `func.func`.
#[derive(Clone, PartialEq, Debug)]
pub struct FuncAttrs {
    pub name: String,
    pub visibility: Visibility,
    /// The signature; for a definition the inputs equal the entry block's argument types.
    pub inputs: Vec<TypeId>,
    pub results: Vec<TypeId>,
    /// `attributes {...}`, verbatim including the braces.
    pub extra: Option<String>,
    /// Each argument's attribute dictionary (`%a: i32 {my.attr}`), verbatim
    /// including the braces (`None`: none); empty when no argument has one.
    pub arg_attrs: Vec<Option<Box<str>>>,
    /// Each result's attribute dictionary, as `arg_attrs`.
    pub res_attrs: Vec<Option<Box<str>>>,
}

/// One attribute value: 16 bytes, the rare large payloads boxed.
#[derive(Clone, PartialEq, Debug)]
pub enum Attribute {
    /// An integer of the op's result type, as a bit pattern (zero-extended),
    /// for types of at most 64 bits.
    Int(u64),
    /// An integer of a type wider than 64 bits.
    WideInt(Box<IntValue>),
    /// A float constant as its bit pattern (`f32` bits in the low half),
    /// for formats of at most 64 bits.
    Float(u64),
    /// A float constant of a format wider than 64 bits (`f80`, `f128`).
    WideFloat(Box<FloatValue>),
    /// A comparison predicate, as the index in the dialect's predicate table.
    Predicate(u8),
    /// A callee symbol (without `@`).
    Symbol(Box<str>),
    /// A string (e.g. `cf.assert`'s message), unescaped.
    Str(Box<str>),
    /// The case values of `cf.switch`, in order.
    Cases(Box<[i64]>),
    /// `overflow<nsw, nuw>` or `exact` of an integer op (never all unset).
    IntFlags(IntFlags),
    /// `fastmath<...>` of a float op (never `none`).
    FastMath(FastMath),
    /// The rounding mode of a float narrowing (`arith.truncf %x upward`),
    /// with its `fastmath<...>` flags (possibly none).
    Rounding(RoundingMode, FastMath),
    /// The branch weights of a `cf.cond_br`, one per successor.
    BranchWeights(Box<[u32]>),
    /// A function's signature and attributes.
    Func(Box<FuncAttrs>),
    /// The parts of an opaque op kept verbatim.
    Opaque(Box<OpaqueAttrs>),
    /// The attributes of a `module`.
    Module(Box<ModuleAttrs>),
}

/// The name and attribute dictionary of a `module`.
#[derive(Clone, PartialEq, Debug)]
pub struct ModuleAttrs {
    pub name: Option<String>,
    /// `attributes {...}`, verbatim including the braces.
    pub extra: Option<String>,
}

/// What an opaque (generic-form) op carries besides operands and results.
#[derive(Clone, PartialEq, Debug)]
pub struct OpaqueAttrs {
    /// The op name, e.g. `my.op`.
    pub name: String,
    /// `<{...}>` properties, verbatim.
    pub properties: Option<String>,
    /// `{...}` attribute dictionary, verbatim.
    pub dictionary: Option<String>,
    /// The function type's result types (operand types are the operands').
    pub function_type: TypeId,
}

/// MLIR's `#arith.fastmath<...>`, LLVM's fast-math flags: kept and printed;
/// the semantics do not read them (every result stays the IEEE one, which
/// is one of the results the flags allow).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct FastMath(u8);

impl FastMath {
    /// The flags in MLIR's order (`FastMathFlags` in `ArithBase.td`), flag
    /// `i` being bit `i`.
    const NAMES: [&'static str; 7] = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];
    /// Every flag: MLIR's `fast`.
    const FAST: u8 = 0x7f;

    /// Whether no flag is set (`none`).
    pub fn is_none(self) -> bool {
        self.0 == 0
    }

    /// The flags a comma-separated list of MLIR's words sets (`nnan, ninf`,
    /// `fast`, `none`); `Err` holds a word that is not a flag.
    pub fn from_words(text: &str) -> Result<FastMath, String> {
        let mut bits = 0;
        for word in text.split(',').map(str::trim) {
            bits |= match word {
                "none" => 0,
                "fast" => FastMath::FAST,
                _ => {
                    let i = FastMath::NAMES
                        .iter()
                        .position(|&n| n == word)
                        .ok_or_else(|| word.to_string())?;
                    1 << i
                }
            };
        }
        Ok(FastMath(bits))
    }
}

/// As `mlir-opt` prints the list: `nnan,ninf`, `fast`, `none`.
impl fmt::Display for FastMath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => f.write_str("none"),
            FastMath::FAST => f.write_str("fast"),
            bits => {
                let set: Vec<&str> = (0..FastMath::NAMES.len())
                    .filter(|i| bits & (1 << i) != 0)
                    .map(|i| FastMath::NAMES[i])
                    .collect();
                f.write_str(&set.join(","))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fastmath_words_round_trip() {
        for (text, printed) in [
            ("none", "none"),
            ("nnan, ninf", "nnan,ninf"),
            ("ninf,nnan", "nnan,ninf"),
            ("fast", "fast"),
            ("reassoc,nnan,ninf,nsz,arcp,contract,afn", "fast"),
            ("contract", "contract"),
        ] {
            assert_eq!(FastMath::from_words(text).unwrap().to_string(), printed);
        }
        assert_eq!(FastMath::from_words("nnan, fancy"), Err("fancy".into()));
    }
}
