//! Attributes: the compile-time data an operation carries (constant values,
//! predicates, callees, switch cases, function signatures, and the verbatim
//! attribute dictionaries of opaque ops).

use super::entity::TypeId;

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
}

/// One attribute value: 16 bytes, the rare large payloads boxed.
#[derive(Clone, PartialEq, Debug)]
pub enum Attribute {
    /// An integer of the op's result type, as a bit pattern (zero-extended).
    Int(u64),
    /// A float constant as its bit pattern (`f32` bits in the low half).
    Float(u64),
    /// A comparison predicate, as the index in the dialect's predicate table.
    Predicate(u8),
    /// A callee symbol (without `@`).
    Symbol(Box<str>),
    /// A string (e.g. `cf.assert`'s message), unescaped.
    Str(Box<str>),
    /// The case values of `cf.switch`, in order.
    Cases(Box<[i64]>),
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
