//! The name table: value and block names (`x` for `%x`, `loop` for `^loop`)
//! stored in one string buffer, so an entity carries a 4-byte `NameId`.
//! A name is found by where it and the one before it end: 4 bytes per name
//! besides its text, O(1) lookup without a branch.

use super::entity::NameId;

/// Append-only storage of names.
#[derive(Clone)]
pub struct NameTable {
    text: String,
    /// 0, then where each name ends in `text`: name `i` is
    /// `text[ends[i]..ends[i + 1]]`.
    ends: Vec<u32>,
}

impl Default for NameTable {
    fn default() -> Self {
        NameTable {
            text: String::new(),
            ends: vec![0],
        }
    }
}

impl NameTable {
    /// Stores `name` and returns its id (names are not deduplicated).
    pub fn add(&mut self, name: &str) -> NameId {
        self.text.push_str(name);
        self.ends.push(self.text.len() as u32);
        NameId::from_index(self.ends.len() - 2)
    }

    /// The number of names (ids are below this).
    pub fn len(&self) -> usize {
        self.ends.len() - 1
    }

    /// Is the table empty?
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Appends the names of `other`: its id `i` becomes `self.len() + i`.
    pub(super) fn extend(&mut self, other: &NameTable) {
        let start = self.text.len() as u32;
        self.text.push_str(&other.text);
        self.ends
            .extend(other.ends[1..].iter().map(|&end| end + start));
    }

    /// Heap bytes held.
    pub fn heap_bytes(&self) -> usize {
        self.text.capacity() + self.ends.capacity() * std::mem::size_of::<u32>()
    }

    /// The text of a name.
    pub fn get(&self, id: NameId) -> &str {
        let i = id.index();
        &self.text[self.ends[i] as usize..self.ends[i + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_come_back_after_extend() {
        let mut table = NameTable::default();
        assert!(table.is_empty());
        let ids: Vec<NameId> = ["x", "", "loop7"].iter().map(|n| table.add(n)).collect();
        let mut other = NameTable::default();
        let y = other.add("y");
        let empty = other.add("");
        table.extend(&other);
        assert_eq!(table.len(), 5);
        let got: Vec<&str> = ids.iter().map(|&id| table.get(id)).collect();
        assert_eq!(got, ["x", "", "loop7"]);
        let moved = |id: NameId| NameId::from_index(3 + id.index());
        assert_eq!(table.get(moved(y)), "y");
        assert_eq!(table.get(moved(empty)), "");
    }
}
