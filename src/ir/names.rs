//! The name table: value and block names (`x` for `%x`, `loop` for `^loop`)
//! stored in one string buffer, so an entity carries a 4-byte `NameId`.

use super::entity::NameId;

/// Append-only storage of names.
#[derive(Default, Clone)]
pub struct NameTable {
    text: String,
    spans: Vec<(u32, u32)>,
}

impl NameTable {
    /// Stores `name` and returns its id (names are not deduplicated).
    pub fn add(&mut self, name: &str) -> NameId {
        let start = self.text.len() as u32;
        self.text.push_str(name);
        self.spans.push((start, name.len() as u32));
        NameId::from_index(self.spans.len() - 1)
    }

    /// The number of names (ids are below this).
    pub fn len(&self) -> usize {
        self.spans.len()
    }

    /// Is the table empty?
    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// Appends the names of `other`: its id `i` becomes `self.len() + i`.
    pub(super) fn extend(&mut self, other: &NameTable) {
        let start = self.text.len() as u32;
        self.text.push_str(&other.text);
        self.spans
            .extend(other.spans.iter().map(|&(s, len)| (s + start, len)));
    }

    /// Heap bytes held.
    pub fn heap_bytes(&self) -> usize {
        self.text.capacity() + self.spans.capacity() * std::mem::size_of::<(u32, u32)>()
    }

    /// The text of a name.
    pub fn get(&self, id: NameId) -> &str {
        let (start, len) = self.spans[id.index()];
        &self.text[start as usize..(start + len) as usize]
    }
}
