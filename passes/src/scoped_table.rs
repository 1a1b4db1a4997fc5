//! A scoped hash table, as LLVM's and MLIR's `ScopedHashTable`: entries
//! leave in the reverse order they came in, when the scope that added them
//! ends (`truncate` to the length the scope began with).
//!
//! Entries are kept in insertion order in chunks of 1,024 and chained
//! per bucket, newest first: the entry a scope removes is always the head
//! of its chain. Memory is the entries (plus at most one chunk) and a
//! power-of-two array of 4-byte bucket heads, at most 2 per entry. Unlike a
//! `HashMap` of the same entries, it never holds two copies of the entries
//! while it grows, and its size follows the number of entries rather than
//! the next power of two of it. Expected O(1) per operation (load factor at
//! most 1).

use rustc_hash::FxHasher;
use std::hash::{Hash, Hasher};

/// Entries per chunk.
const CHUNK: usize = 1024;

/// No entry.
const NONE: u32 = u32::MAX;

/// A hash table whose entries are removed last-in first-out.
pub struct ScopedTable<K, V> {
    /// Per bucket, the newest entry whose key hashes there.
    heads: Vec<u32>,
    /// The entries in insertion order, in chunks of `CHUNK`.
    chunks: Vec<Vec<Entry<K, V>>>,
    len: usize,
}

struct Entry<K, V> {
    key: K,
    value: V,
    /// The next older entry of the same bucket.
    next: u32,
}

impl<K, V> Default for ScopedTable<K, V> {
    fn default() -> Self {
        ScopedTable {
            heads: Vec::new(),
            chunks: Vec::new(),
            len: 0,
        }
    }
}

impl<K: Hash + Eq, V> ScopedTable<K, V> {
    /// The number of entries.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are no entries.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn entry(&self, index: u32) -> &Entry<K, V> {
        &self.chunks[index as usize / CHUNK][index as usize % CHUNK]
    }

    fn bucket(&self, key: &K) -> usize {
        let mut hasher = FxHasher::default();
        key.hash(&mut hasher);
        hasher.finish() as usize & (self.heads.len() - 1)
    }

    /// The value of the newest entry with `key`.
    pub fn get(&self, key: &K) -> Option<&V> {
        if self.heads.is_empty() {
            return None;
        }
        let mut at = self.heads[self.bucket(key)];
        while at != NONE {
            let entry = self.entry(at);
            if entry.key == *key {
                return Some(&entry.value);
            }
            at = entry.next;
        }
        None
    }

    /// Adds an entry (shadowing an older one with the same key).
    pub fn insert(&mut self, key: K, value: V) {
        if self.len >= self.heads.len() {
            self.rehash((self.len + 1).next_power_of_two().max(16));
        }
        let index = u32::try_from(self.len).expect("fewer than 2^32 entries");
        let bucket = self.bucket(&key);
        let entry = Entry {
            key,
            value,
            next: self.heads[bucket],
        };
        self.heads[bucket] = index;
        if self.chunks.len() == self.len / CHUNK {
            self.chunks.push(Vec::with_capacity(CHUNK));
        }
        self.chunks[self.len / CHUNK].push(entry);
        self.len += 1;
    }

    /// Removes the newest entries until `len` are left.
    pub fn truncate(&mut self, len: usize) {
        while self.len > len {
            let chunk = &mut self.chunks[(self.len - 1) / CHUNK];
            let entry = chunk.pop().expect("the newest entry");
            let bucket = self.bucket(&entry.key);
            debug_assert_eq!(self.heads[bucket] as usize, self.len - 1);
            self.heads[bucket] = entry.next;
            self.len -= 1;
        }
    }

    /// Rebuilds the chains over `buckets` heads (a power of two).
    fn rehash(&mut self, buckets: usize) {
        self.heads = vec![NONE; buckets];
        for index in 0..self.len {
            let bucket = self.bucket(&self.entry(index as u32).key);
            let next = std::mem::replace(&mut self.heads[bucket], index as u32);
            self.chunks[index / CHUNK][index % CHUNK].next = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Against a map with an undo log, over nested scopes of colliding keys.
    #[test]
    fn matches_a_map_with_an_undo_log() {
        let mut table = ScopedTable::default();
        let mut map: HashMap<u32, Vec<u32>> = HashMap::new();
        let mut log: Vec<u32> = Vec::new();
        let mut scopes: Vec<usize> = Vec::new();
        let mut state = 12345u64;
        let mut next = || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) as u32
        };
        for step in 0..60_000u32 {
            match next() % 8 {
                0 => scopes.push(table.len()),
                1 => {
                    let keep = scopes.pop().unwrap_or(0);
                    table.truncate(keep);
                    while log.len() > keep {
                        let key = log.pop().unwrap();
                        map.get_mut(&key).unwrap().pop();
                    }
                }
                _ => {
                    let key = next() % 3000;
                    table.insert(key, step);
                    map.entry(key).or_default().push(step);
                    log.push(key);
                }
            }
            let probe = next() % 3000;
            assert_eq!(table.get(&probe), map.get(&probe).and_then(|v| v.last()));
            assert_eq!(table.len(), log.len());
        }
        table.truncate(0);
        assert!(table.is_empty() && (0..3000).all(|k| table.get(&k).is_none()));
    }
}
