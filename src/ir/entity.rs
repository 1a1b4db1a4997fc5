//! Typed indices into the IR arenas (Cranelift's `entity` idea): an id is a
//! `u32`, copyable and hashable, and meaningless without its arena.
//!
//! Every id is an [`EntityRef`], so side tables over ids are
//! `cranelift-entity`'s [`SecondaryMap`] (a `Vec` indexed by id, with a default
//! for the ids never written) and [`PrimaryMap`] (a `Vec` that hands out ids):
//! indexing takes only the id type the table was declared with.

pub use cranelift_entity::{EntityRef, EntitySet, PrimaryMap, SecondaryMap};

/// Declares a typed `u32` index with a `NONE` sentinel.
macro_rules! entity {
    ($(#[$meta:meta])* $name:ident, $prefix:literal) => {
        $(#[$meta])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub(crate) u32);

        impl $name {
            /// The sentinel standing for "no entity" in packed fields.
            pub(crate) const NONE: Self = Self(u32::MAX);

            /// The dense index of this entity in its arena.
            pub fn index(self) -> usize {
                self.0 as usize
            }

            /// The entity with the given dense index.
            pub fn from_index(index: usize) -> Self {
                debug_assert!(index < u32::MAX as usize);
                Self(index as u32)
            }

            /// `None` for the sentinel.
            #[allow(dead_code)] // not every entity kind is stored in packed fields
            pub(crate) fn expand(self) -> Option<Self> {
                (self != Self::NONE).then_some(self)
            }
        }

        impl EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                Self::from_index(index)
            }

            #[inline]
            fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                if *self == Self::NONE {
                    write!(f, concat!($prefix, "-"))
                } else {
                    write!(f, concat!($prefix, "{}"), self.0)
                }
            }
        }
    };
}

entity!(
    /// An operation.
    OpId,
    "op"
);
entity!(
    /// A basic block.
    BlockId,
    "block"
);
entity!(
    /// A region: a list of blocks owned by an operation.
    RegionId,
    "region"
);
entity!(
    /// An SSA value: an operation result or a block argument.
    ValueId,
    "v"
);
entity!(
    /// One operand slot of an operation (a use of a value).
    OperandId,
    "use"
);
entity!(
    /// An interned type.
    TypeId,
    "type"
);
entity!(
    /// A name in the name table.
    NameId,
    "name"
);
entity!(
    /// An attribute in the attribute arena.
    AttrId,
    "attr"
);
