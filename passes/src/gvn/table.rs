//! The solver's hash tables, laid out as `indexmap` does: the entries in
//! insertion order, and a hash index of 4-byte positions into them
//! (`hashbrown`'s `HashTable<u32>`, hashed with `FxHasher`). The entries
//! sit in chunks of [`CHUNK`] allocated at their full size, so they never
//! move or reallocate: growing the table copies only the index, at 5 bytes
//! a slot. For `n` entries a table holds `n` entries plus less than a
//! chunk, and its index at most `16n/7` slots (twice the bound of a full
//! one), three times that while it doubles. A lookup is expected O(1)
//! plus the key's hash and comparison; emptying is O(entries + slots).

use super::solver::Entry;
use hashbrown::hash_table;
use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use ssa_ir::ir::ValueId;
use std::hash::{BuildHasher, Hash};

/// Entries per chunk.
const CHUNK: usize = 1024;

/// A table from keys to the entry of their class.
pub struct Table<K> {
    /// Entry `i` is at `chunks[i / CHUNK][i % CHUNK]`; every chunk has
    /// room for [`CHUNK`] entries.
    chunks: Vec<Vec<(K, Entry)>>,
    /// The number of entries.
    len: usize,
    /// Positions of entries, by the hash of their key.
    index: HashTable<u32>,
}

impl<K> Default for Table<K> {
    fn default() -> Self {
        Table {
            chunks: Vec::new(),
            len: 0,
            index: HashTable::new(),
        }
    }
}

impl<K: Hash + Eq> Table<K> {
    /// Empties the table, keeping room for as many entries as it held:
    /// emptying costs the capacity, which a large function must not leave
    /// to every small one after it.
    pub fn clear_and_shrink(&mut self) {
        self.chunks.truncate(self.len.div_ceil(CHUNK));
        self.chunks.iter_mut().for_each(Vec::clear);
        self.index.clear();
        // Empty: the hasher is never called.
        self.index.shrink_to(self.len, |_| 0);
        self.len = 0;
    }

    /// The leader of `key`'s class: the value of a live entry, or `v`,
    /// which becomes the key's entry. An entry is live if made in the
    /// current `pass`, or in the last pass over an earlier stretch
    /// (`last_pass`); other passes' entries hold classes those passes only
    /// assumed.
    pub fn lookup(&mut self, key: K, v: ValueId, pass: u32, last_pass: &[bool]) -> ValueId {
        let Ok(position) = u32::try_from(self.len) else {
            // No room for more positions: a class of its own claims no
            // equality (unreachable before memory runs out).
            return v;
        };
        let chunks = &mut self.chunks;
        let at = |i: u32| (i as usize / CHUNK, i as usize % CHUNK);
        let hash = FxBuildHasher.hash_one(&key);
        let found = self.index.entry(
            hash,
            |&i| {
                let (c, k) = at(i);
                chunks[c][k].0 == key
            },
            |&i| {
                let (c, k) = at(i);
                FxBuildHasher.hash_one(&chunks[c][k].0)
            },
        );
        match found {
            hash_table::Entry::Occupied(e) => {
                let (c, k) = at(*e.get());
                let entry = &mut chunks[c][k].1;
                let (leader, made) = *entry;
                if made == pass || last_pass[made as usize] {
                    return leader;
                }
                *entry = (v, pass);
                v
            }
            hash_table::Entry::Vacant(e) => {
                e.insert(position);
                let (c, _) = at(position);
                if c == chunks.len() {
                    chunks.push(Vec::with_capacity(CHUNK));
                }
                chunks[c].push((key, (v, pass)));
                self.len += 1;
                v
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_across_chunks_are_found_and_stale_ones_replaced() {
        let mut table = Table::default();
        let n = 3 * CHUNK as u32 + 5;
        let value = |i: u32| ValueId::from_index(i as usize);
        for i in 0..n {
            assert_eq!(
                table.lookup(i / 2, value(i), 1, &[false, false]),
                value(i - i % 2)
            );
        }
        // Made in pass 1, not a last pass: pass 2 replaces the leader.
        assert_eq!(
            table.lookup(7, value(n), 2, &[false, false, false]),
            value(n)
        );
        assert_eq!(
            table.lookup(7, value(0), 2, &[false, false, false]),
            value(n)
        );
        // Made in a last pass: still live.
        assert_eq!(
            table.lookup(8, value(0), 2, &[false, true, false]),
            value(16)
        );
        table.clear_and_shrink();
        assert_eq!(table.lookup(8, value(1), 1, &[false, false]), value(1));
    }
}
