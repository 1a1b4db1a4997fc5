//! The solver's hash tables, as `indexmap` lays one out: the entries in a
//! vector in insertion order, and a hash index of 4-byte positions into it
//! (`hashbrown`'s `HashTable<u32>`, hashed with `FxHasher`). Reserved for
//! `n` entries, neither ever grows while there are at most `n`, so a table
//! costs `n` entries plus `8n/7` rounded up to a power of two of 5-byte
//! index slots, with no doubling and no old copy alive while it is made.
//! A lookup is expected O(1) plus the key's hash and comparison; emptying
//! is O(index slots).

use super::solver::Entry;
use hashbrown::hash_table;
use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use ssa_ir::ir::ValueId;
use std::hash::{BuildHasher, Hash};

/// A table from keys to the entry of their class.
pub struct Table<K> {
    entries: Vec<(K, Entry)>,
    /// Positions in `entries`, by the hash of their key.
    index: HashTable<u32>,
}

impl<K> Default for Table<K> {
    fn default() -> Self {
        Table {
            entries: Vec::new(),
            index: HashTable::new(),
        }
    }
}

impl<K: Hash + Eq> Table<K> {
    /// Makes room for `n` entries in the empty table.
    pub fn reserve(&mut self, n: usize) {
        debug_assert!(self.entries.is_empty());
        if self.entries.capacity() < n {
            // Free the smaller vector before allocating the larger.
            self.entries = Vec::new();
            self.entries.reserve_exact(n);
        }
        if self.index.capacity() < n {
            self.index = HashTable::new();
            self.index = HashTable::with_capacity(n);
        }
    }

    /// Empties the table and shrinks it to as many entries as it held:
    /// emptying costs the capacity, which a large function must not leave
    /// to every small one after it.
    pub fn clear_and_shrink(&mut self) {
        let n = self.entries.len();
        self.entries.clear();
        self.entries.shrink_to(n);
        self.index.clear();
        // Empty: the hasher is never called.
        self.index.shrink_to(n, |_| 0);
    }

    /// The leader of `key`'s class: the value of a live entry, or `v`,
    /// which becomes the key's entry. An entry is live if made in the
    /// current `pass`, or in the last pass over an earlier stretch
    /// (`last_pass`); other passes' entries hold classes those passes only
    /// assumed.
    pub fn lookup(&mut self, key: K, v: ValueId, pass: u32, last_pass: &[bool]) -> ValueId {
        let Ok(position) = u32::try_from(self.entries.len()) else {
            // No room for more positions: a class of its own claims no
            // equality (unreachable before memory runs out).
            return v;
        };
        let entries = &mut self.entries;
        let hash = FxBuildHasher.hash_one(&key);
        let found = self.index.entry(
            hash,
            |&i| entries[i as usize].0 == key,
            |&i| FxBuildHasher.hash_one(&entries[i as usize].0),
        );
        match found {
            hash_table::Entry::Occupied(e) => {
                let entry = &mut entries[*e.get() as usize].1;
                let (leader, made) = *entry;
                if made == pass || last_pass[made as usize] {
                    return leader;
                }
                *entry = (v, pass);
                v
            }
            hash_table::Entry::Vacant(e) => {
                e.insert(position);
                entries.push((key, (v, pass)));
                v
            }
        }
    }
}
