//! The name table: value and block names (`x` for `%x`, `loop` for `^loop`)
//! stored in one string buffer, so an entity carries a 4-byte `NameId`.
//! A name is found by where it and the one before it end: 4 bytes per name
//! besides its text, O(1) lookup.

use super::entity::NameId;

/// Append-only storage of names.
#[derive(Default, Clone)]
pub struct NameTable {
    text: String,
    /// Where each name ends in `text` (it starts where the one before ends).
    ends: Vec<u32>,
}

impl NameTable {
    /// Stores `name` and returns its id (names are not deduplicated).
    pub fn add(&mut self, name: &str) -> NameId {
        self.text.push_str(name);
        self.ends.push(self.text.len() as u32);
        NameId::from_index(self.ends.len() - 1)
    }

    /// The number of names (ids are below this).
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Is the table empty?
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Appends the names of `other`: its id `i` becomes `self.len() + i`.
    pub(super) fn extend(&mut self, other: &NameTable) {
        let start = self.text.len() as u32;
        self.text.push_str(&other.text);
        self.ends.extend(other.ends.iter().map(|&end| end + start));
    }

    /// Heap bytes held.
    pub fn heap_bytes(&self) -> usize {
        self.text.capacity() + self.ends.capacity() * std::mem::size_of::<u32>()
    }

    /// The text of a name.
    pub fn get(&self, id: NameId) -> &str {
        let i = id.index();
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.text[start as usize..self.ends[i] as usize]
    }
}
