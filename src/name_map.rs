//! Tables from names to what they denote (`%name` to values, `^name` to
//! blocks, for the parser; names taken, for the printer), laid out so that
//! nearby names sit in nearby memory.
//!
//! Names in real IR are a short stem and a number (`%0`, `%arg3`, `%v123`,
//! `^bb7`, `%x_12`), and a use mostly names something defined shortly
//! before. A table keyed by the whole string scatters consecutive names
//! across the table and compares every probe against the name's first
//! occurrence in the source text: on a function of a million values nearly
//! every definition and use misses the cache twice. Here a name is split
//! into its stem (interned in a small table that stays in cache) and its
//! number, and the key `(stem, number)` goes in a [`RunMap`], which keeps
//! runs of consecutive numbers in consecutive buckets.

use crate::run_hash::RunMap;
use rustc_hash::FxHashMap;
use std::borrow::Cow;

/// A name as the table keys it: stem id (high half) and number (low half,
/// `NO_NUMBER` for a name without one).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NameKey(u64);

const NO_NUMBER: u32 = u32::MAX;

/// A map from names (the text after `%` or `^`) to `V`.
pub struct NameMap<'a, V> {
    /// Stem ids; a stem borrows from the first name inserted with it (or
    /// is copied, for a name given as an owned string).
    stems: FxHashMap<Cow<'a, str>, u32>,
    stem_text: Vec<Cow<'a, str>>,
    entries: RunMap<NameKey, V>,
}

impl<V> Default for NameMap<'_, V> {
    fn default() -> Self {
        NameMap {
            stems: FxHashMap::default(),
            stem_text: Vec::new(),
            entries: RunMap::default(),
        }
    }
}

impl<'a, V> NameMap<'a, V> {
    /// The entry of `name`.
    pub fn get(&self, name: &str) -> Option<&V> {
        self.entries.get(&self.key(name)?)
    }

    /// The entry of `name`, mutably.
    pub fn get_mut(&mut self, name: &str) -> Option<&mut V> {
        let key = self.key(name)?;
        self.entries.get_mut(&key)
    }

    /// Sets the entry of `name`; returns the entry it replaces.
    pub fn insert(&mut self, name: impl Into<Cow<'a, str>>, value: V) -> Option<V> {
        let name = name.into();
        let (stem, number) = split(&name);
        let stem_id = match self.stems.get(stem) {
            Some(&id) => id,
            None => {
                let text = match name {
                    Cow::Borrowed(name) => Cow::Borrowed(&name[..stem.len()]),
                    Cow::Owned(_) => Cow::Owned(stem.to_string()),
                };
                let id = self.stem_text.len() as u32;
                self.stems.insert(text.clone(), id);
                self.stem_text.push(text);
                id
            }
        };
        self.entries.insert(key(stem_id, number), value)
    }

    /// Is `name` in the map?
    pub fn contains(&self, name: &str) -> bool {
        self.get(name).is_some()
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
        let stem = &self.stem_text[(key.0 >> 32) as usize];
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
        for (i, &name) in names.iter().enumerate() {
            assert_eq!(map.insert(name, i), None);
        }
        assert_eq!(map.insert(String::from("v1"), 0), Some(0));
        assert!(map.insert(String::from("w7"), 99).is_none());
        assert_eq!(map.remove("w7"), Some(99));
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
