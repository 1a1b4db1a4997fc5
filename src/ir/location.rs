//! Source locations: a byte offset into the parsed file, turned into
//! `line:col` only when a diagnostic is printed.

/// A byte offset into the source the IR was parsed from, or unknown.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Loc(u32);

impl Loc {
    /// No known location (ops created by passes inherit one where they can).
    pub const UNKNOWN: Loc = Loc(u32::MAX);

    /// The location at byte `offset`.
    pub fn at(offset: usize) -> Loc {
        Loc(offset.min(u32::MAX as usize - 1) as u32)
    }

    /// The byte offset, if known.
    pub fn offset(self) -> Option<usize> {
        (self != Loc::UNKNOWN).then_some(self.0 as usize)
    }
}
