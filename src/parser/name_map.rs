//! The parser's tables from names to what they denote (`%name` to values,
//! `^name` to blocks), laid out so that nearby names sit in nearby memory.
//!
//! Names in real IR are a short stem and a number (`%0`, `%arg3`, `%v123`,
//! `^bb7`, `%x_12`), and a use mostly names something defined shortly
//! before. A table keyed by the whole string scatters consecutive names
//! across the table and compares every probe against the name's first
//! occurrence in the source text: on a function of a million values nearly
//! every definition and use misses the cache twice. Here a name is split
//! into its stem (interned in a small table that stays in cache) and its
//! number, and the key `(stem, number)` is hashed so that the numbers of
//! one block of 256 land in consecutive buckets, at a pseudo-random place
//! per block (so adversarial numbering still spreads out).

use rustc_hash::{FxHashMap, FxHasher};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A name as the table keys it: stem id (high half) and number (low half,
/// `NO_NUMBER` for a name without one).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NameKey(u64);

const NO_NUMBER: u32 = u32::MAX;

/// Numbers of one block of `1 << RUN_BITS` are placed side by side.
const RUN_BITS: u32 = 8;

/// A map from names (the text after `%` or `^`) to `V`.
pub struct NameMap<'src, V> {
    stems: FxHashMap<&'src str, u32>,
    stem_text: Vec<&'src str>,
    entries: HashMap<NameKey, V, BuildHasherDefault<RunHasher>>,
}

impl<V> Default for NameMap<'_, V> {
    fn default() -> Self {
        NameMap {
            stems: FxHashMap::default(),
            stem_text: Vec::new(),
            entries: HashMap::default(),
        }
    }
}

impl<'src, V> NameMap<'src, V> {
    /// The entry of `name`.
    pub fn get(&self, name: &str) -> Option<&V> {
        self.entries.get(&self.key(name)?)
    }

    /// The entry of `name`, mutably.
    pub fn get_mut(&mut self, name: &str) -> Option<&mut V> {
        let key = self.key(name)?;
        self.entries.get_mut(&key)
    }

    /// Sets the entry of `name`.
    pub fn insert(&mut self, name: &'src str, value: V) {
        let (stem, number) = split(name);
        let next = self.stem_text.len() as u32;
        let stem_id = *self.stems.entry(stem).or_insert(next);
        if stem_id == next {
            self.stem_text.push(stem);
        }
        self.entries.insert(key(stem_id, number), value);
    }

    /// Removes the entry of `name`.
    pub fn remove(&mut self, name: &str) -> Option<V> {
        let key = self.key(name)?;
        self.entries.remove(&key)
    }

    /// Every entry, in no particular order: sort what reaches the user.
    pub fn iter(&self) -> impl Iterator<Item = (NameKey, &V)> {
        self.entries.iter().map(|(&key, value)| (key, value))
    }

    /// The name of a key from [`NameMap::iter`].
    pub fn name(&self, key: NameKey) -> String {
        let stem = self.stem_text[(key.0 >> 32) as usize];
        match key.0 as u32 {
            NO_NUMBER => stem.to_string(),
            number => format!("{stem}{number}"),
        }
    }

    fn key(&self, name: &str) -> Option<NameKey> {
        let (stem, number) = split(name);
        Some(key(*self.stems.get(stem)?, number))
    }
}

fn key(stem: u32, number: u32) -> NameKey {
    NameKey(u64::from(stem) << 32 | u64::from(number))
}

/// `(stem, number)`: the number is the trailing decimal digits when they
/// read back the same (no leading zero) and fit below `NO_NUMBER`;
/// otherwise the whole name is the stem.
fn split(name: &str) -> (&str, u32) {
    let stem = name.trim_end_matches(|c: char| c.is_ascii_digit());
    let digits = &name[stem.len()..];
    let canonical = digits == "0" || !digits.starts_with('0');
    match digits.parse::<u32>() {
        Ok(number) if canonical && number != NO_NUMBER => (stem, number),
        _ => (name, NO_NUMBER),
    }
}

/// Hashes a [`NameKey`]: the bucket is a pseudo-random base per run of
/// numbers plus the number's offset in the run; the control tag (the top
/// seven bits, which the table compares before keys) is mixed from the
/// whole key, so neighbours in a run rarely share a tag.
#[derive(Default)]
pub struct RunHasher(u64);

impl Hasher for RunHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }

    fn finish(&self) -> u64 {
        let mix = |x: u64| {
            let mut hasher = FxHasher::default();
            hasher.write_u64(x);
            hasher.finish()
        };
        const TAG: u64 = 0x7f << 57;
        let run_offset = self.0 & ((1 << RUN_BITS) - 1);
        let bucket = mix(self.0 >> RUN_BITS).wrapping_add(run_offset);
        (bucket & !TAG) | (mix(self.0) & TAG)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_keeps_canonical_numbers_only() {
        assert_eq!(split("v123"), ("v", 123));
        assert_eq!(split("0"), ("", 0));
        assert_eq!(split("x_1"), ("x_", 1));
        assert_eq!(split("cond"), ("cond", NO_NUMBER));
        assert_eq!(split("v007"), ("v007", NO_NUMBER));
        assert_eq!(split("00"), ("00", NO_NUMBER));
        assert_eq!(split("a4294967295"), ("a4294967295", NO_NUMBER));
        assert_eq!(split("a99999999999"), ("a99999999999", NO_NUMBER));
        assert_eq!(split("r#1"), ("r#", 1));
    }

    #[test]
    fn names_that_split_alike_stay_distinct() {
        let names = ["v1", "v01", "v", "1", "", "v1#0", "v10", "x", "v007", "v7"];
        let mut map = NameMap::default();
        for (i, name) in names.iter().enumerate() {
            map.insert(name, i);
        }
        for (i, name) in names.iter().enumerate() {
            assert_eq!(map.get(name), Some(&i), "{name}");
        }
        let mut listed: Vec<(String, usize)> =
            map.iter().map(|(key, &i)| (map.name(key), i)).collect();
        listed.sort_by_key(|&(_, i)| i);
        let expected: Vec<(String, usize)> = names
            .iter()
            .enumerate()
            .map(|(i, n)| (n.to_string(), i))
            .collect();
        assert_eq!(listed, expected);
        assert_eq!(map.remove("v1"), Some(0));
        assert_eq!(map.get("v1"), None);
        assert_eq!(map.get("v01"), Some(&1));
        assert_eq!(map.get("w1"), None);
    }
}
