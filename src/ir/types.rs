//! Types of the subset (spec "Types"), interned so that a type is a `TypeId`
//! and comparing types is comparing integers.

use super::entity::TypeId;
use crate::semantics::FloatFormat;
use rustc_hash::FxHashMap;
use std::fmt;

/// A type of the subset. Anything else is kept verbatim as `Opaque`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    /// `i1` ... `i16777215`: signless, the integers `arith` computes on.
    Int(u32),
    /// `si1` ... `si16777215`: an integer the type calls signed. It flows
    /// through block arguments, memrefs, calls and opaque ops; `arith`
    /// rejects it.
    SignedInt(u32),
    /// `ui1` ... `ui16777215`: an integer the type calls unsigned (as
    /// `SignedInt`).
    UnsignedInt(u32),
    /// `index` (64 bits).
    Index,
    /// `f16`, `bf16`, `f32`, `f64`, `f80`, `f128`, `f8E5M2`, `f8E4M3FN`.
    Float(FloatFormat),
    /// `memref<T>` (empty shape: one slot) or `memref<NxMxT>`.
    MemRef { shape: Vec<u64>, element: TypeId },
    /// `(inputs) -> results`, used by calls and opaque ops.
    Function {
        inputs: Vec<TypeId>,
        results: Vec<TypeId>,
    },
    /// `!dialect.type`, `tensor<...>`, ...: printed back unchanged.
    Opaque(String),
}

/// The type interner of one IR.
#[derive(Default, Clone)]
pub struct TypeTable {
    types: Vec<Type>,
    ids: FxHashMap<Type, TypeId>,
    /// `ints[w]` caches the id of `iw`, for `w` up to 64.
    ints: Vec<Option<TypeId>>,
}

impl TypeTable {
    /// Interns `ty`.
    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Type::Int(width) = ty {
            return self.int(width);
        }
        self.intern_slow(ty)
    }

    fn intern_slow(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.ids.get(&ty) {
            return id;
        }
        let id = TypeId::from_index(self.types.len());
        self.types.push(ty.clone());
        self.ids.insert(ty, id);
        id
    }

    /// The integer type of `width` bits.
    pub fn int(&mut self, width: u32) -> TypeId {
        if width > 64 {
            return self.intern_slow(Type::Int(width));
        }
        let slot = width as usize;
        if self.ints.len() <= slot {
            self.ints.resize(slot + 1, None);
        }
        if let Some(id) = self.ints[slot] {
            return id;
        }
        let id = self.intern_slow(Type::Int(width));
        self.ints[slot] = Some(id);
        id
    }

    /// `i1`.
    pub fn bool(&mut self) -> TypeId {
        self.int(1)
    }

    /// `index`.
    pub fn index(&mut self) -> TypeId {
        self.intern_slow(Type::Index)
    }

    /// The number of interned types (ids are below this).
    pub fn len(&self) -> usize {
        self.types.len()
    }

    /// Is the table empty?
    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// The type behind an id.
    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id.index()]
    }

    /// The bit width of an integer or `index` type.
    pub fn int_width(&self, id: TypeId) -> Option<u32> {
        match self.get(id) {
            Type::Int(w) => Some(*w),
            Type::Index => Some(64),
            _ => None,
        }
    }

    /// Is this `siN` or `uiN`?
    pub fn is_signed_or_unsigned(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::SignedInt(_) | Type::UnsignedInt(_))
    }

    /// Is this `iN` or `index`?
    pub fn is_int_or_index(&self, id: TypeId) -> bool {
        self.int_width(id).is_some()
    }

    /// Is this a float type?
    pub fn is_float(&self, id: TypeId) -> bool {
        self.float_format(id).is_some()
    }

    /// The format of a float type.
    pub fn float_format(&self, id: TypeId) -> Option<FloatFormat> {
        match self.get(id) {
            Type::Float(format) => Some(*format),
            _ => None,
        }
    }

    /// The element type and shape of a memref type.
    pub fn memref(&self, id: TypeId) -> Option<(TypeId, &[u64])> {
        match self.get(id) {
            Type::MemRef { shape, element } => Some((*element, shape)),
            _ => None,
        }
    }

    /// The scalar type the arithmetic works on, for `iN`, `index` and floats;
    /// `siN` and `uiN` values are bit vectors like `iN` ones.
    pub fn scalar_type(&self, id: TypeId) -> Option<crate::semantics::ScalarType> {
        use crate::semantics::ScalarType;
        Some(match self.get(id) {
            Type::Int(w) | Type::SignedInt(w) | Type::UnsignedInt(w) => ScalarType::Int(*w),
            Type::Index => ScalarType::Index,
            Type::Float(format) => ScalarType::Float(*format),
            _ => return None,
        })
    }

    /// A displayable view of a type, in MLIR syntax.
    pub fn display(&self, id: TypeId) -> TypeDisplay<'_> {
        TypeDisplay { table: self, id }
    }

    /// Interns every type of `other` here; returns the id here of each
    /// id there. Linear in `other` (a type's parts are interned before it,
    /// so they are mapped first).
    pub fn import(&mut self, other: &TypeTable) -> Vec<TypeId> {
        let mut map: Vec<TypeId> = Vec::with_capacity(other.len());
        for ty in &other.types {
            let mapped = match ty {
                Type::MemRef { shape, element } => Type::MemRef {
                    shape: shape.clone(),
                    element: map[element.index()],
                },
                Type::Function { inputs, results } => Type::Function {
                    inputs: inputs.iter().map(|t| map[t.index()]).collect(),
                    results: results.iter().map(|t| map[t.index()]).collect(),
                },
                other => other.clone(),
            };
            map.push(self.intern(mapped));
        }
        map
    }

    /// Is type `id` here the same type as `theirs` in `other` (compared by
    /// value, through an explicit stack)? Linear in the types' size.
    pub fn same_as(&self, id: TypeId, other: &TypeTable, theirs: TypeId) -> bool {
        let mut pending = vec![(id, theirs)];
        while let Some((a, b)) = pending.pop() {
            match (self.get(a), other.get(b)) {
                (
                    Type::MemRef { shape, element },
                    Type::MemRef {
                        shape: their_shape,
                        element: their_element,
                    },
                ) => {
                    if shape != their_shape {
                        return false;
                    }
                    pending.push((*element, *their_element));
                }
                (
                    Type::Function { inputs, results },
                    Type::Function {
                        inputs: their_inputs,
                        results: their_results,
                    },
                ) => {
                    if inputs.len() != their_inputs.len() || results.len() != their_results.len() {
                        return false;
                    }
                    let pairs = inputs.iter().zip(their_inputs);
                    pending.extend(
                        pairs
                            .chain(results.iter().zip(their_results))
                            .map(|(&a, &b)| (a, b)),
                    );
                }
                (a, b) => {
                    if a != b {
                        return false;
                    }
                }
            }
        }
        true
    }
}

/// Prints a type in MLIR syntax.
pub struct TypeDisplay<'a> {
    table: &'a TypeTable,
    id: TypeId,
}

impl fmt::Display for TypeDisplay<'_> {
    /// Function types nest (`() -> (() -> i32)`): the parts still to print
    /// wait on an explicit stack, so nesting depth never grows the Rust
    /// stack, and printing is linear in the type's text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        enum Part {
            Type(TypeId),
            Text(&'static str),
        }
        let mut stack = vec![Part::Type(self.id)];
        // Pushes `types`, comma-separated, to be printed in order.
        let push_list = |stack: &mut Vec<Part>, types: &[TypeId]| {
            for (i, &t) in types.iter().enumerate().rev() {
                stack.push(Part::Type(t));
                if i > 0 {
                    stack.push(Part::Text(", "));
                }
            }
        };
        while let Some(part) = stack.pop() {
            let id = match part {
                Part::Text(text) => {
                    f.write_str(text)?;
                    continue;
                }
                Part::Type(id) => id,
            };
            match self.table.get(id) {
                Type::Int(w) => write!(f, "i{w}")?,
                Type::SignedInt(w) => write!(f, "si{w}")?,
                Type::UnsignedInt(w) => write!(f, "ui{w}")?,
                Type::Index => f.write_str("index")?,
                Type::Float(format) => f.write_str(format.name())?,
                Type::MemRef { shape, element } => {
                    f.write_str("memref<")?;
                    for dim in shape {
                        write!(f, "{dim}x")?;
                    }
                    stack.push(Part::Text(">"));
                    stack.push(Part::Type(*element));
                }
                Type::Function { inputs, results } => {
                    let parens = results.len() != 1
                        || matches!(self.table.get(results[0]), Type::Function { .. });
                    f.write_str("(")?;
                    if parens {
                        stack.push(Part::Text(")"));
                    }
                    push_list(&mut stack, results);
                    stack.push(Part::Text(if parens { ") -> (" } else { ") -> " }));
                    push_list(&mut stack, inputs);
                }
                Type::Opaque(text) => f.write_str(text)?,
            }
        }
        Ok(())
    }
}
