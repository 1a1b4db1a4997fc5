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
//! into its stem and its number; a stem of up to three bytes is packed into
//! the key as it is, a longer one is interned. The numbers of each stem are
//! kept in a vector indexed by number, grown while it stays a quarter
//! full, so that a million-value function fills a few vectors in order;
//! other names go in a [`RunMap`], which keeps runs of consecutive numbers
//! in consecutive buckets. (A hash table of a million entries has two
//! million buckets, a power of two, touched all over: four times the
//! memory of one with a third of the entries.)

use crate::run_hash::RunMap;
use rustc_hash::FxHashMap;
use std::borrow::Cow;

/// A name as the table keys it: stem code (high half) and number (low
/// half, `NO_NUMBER` for a name without one).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NameKey(u64);

const NO_NUMBER: u32 = u32::MAX;

/// Stem codes with this bit are interned ids; without it, a packed stem:
/// length in bits 0-1, bytes from bit 2.
const INTERNED: u32 = 1 << 31;

/// A map from names (the text after `%` or `^`) to `V`.
pub struct NameMap<'a, V> {
    /// Ids of the stems of four to seven bytes, by [`short_word`]: an
    /// integer key, hashed and compared without a call.
    short_stems: FxHashMap<u64, u32>,
    /// Ids of the longer stems; a stem borrows from the first name
    /// inserted with it (or is copied, from an owned string).
    stems: FxHashMap<Cow<'a, str>, u32>,
    stem_text: Vec<Cow<'a, str>>,
    entries: Entries<V>,
}

impl<V> Default for NameMap<'_, V> {
    fn default() -> Self {
        NameMap {
            short_stems: FxHashMap::default(),
            stems: FxHashMap::default(),
            stem_text: Vec::new(),
            entries: Entries::default(),
        }
    }
}

impl<'a, V> NameMap<'a, V> {
    /// The entry of `name`.
    pub fn get(&self, name: &str) -> Option<&V> {
        self.entries.get(self.key(name)?)
    }

    /// The entry of `name`, mutably.
    pub fn get_mut(&mut self, name: &str) -> Option<&mut V> {
        let key = self.key(name)?;
        self.entries.get_mut(key)
    }

    /// Sets the entry of `name`; returns the entry it replaces.
    pub fn insert(&mut self, name: impl Into<Cow<'a, str>>, value: V) -> Option<V> {
        let name = name.into();
        let (stem, number) = split(&name);
        let code = self.stem_code(stem, || match &name {
            Cow::Borrowed(name) => Cow::Borrowed(&name[..stem.len()]),
            Cow::Owned(_) => Cow::Owned(stem.to_string()),
        });
        self.entries.insert(key(code, number), value)
    }

    /// The stem `stem`, for naming `{stem}{number}` by [`NameMap::contains_numbered`]
    /// and [`NameMap::insert_numbered`] without building each name.
    ///
    /// # Panics
    /// If `stem` ends in a digit (its numbered names would split elsewhere).
    pub fn stem(&mut self, stem: impl Into<Cow<'a, str>>) -> Stem {
        let stem = stem.into();
        assert!(
            !stem.ends_with(|c: char| c.is_ascii_digit()),
            "a stem ends before the number: {stem:?}"
        );
        Stem(self.stem_code(&stem, || stem.clone()))
    }

    /// Is `{stem}{number}` in the map?
    pub fn contains_numbered(&self, stem: Stem, number: u32) -> bool {
        self.entries.get(numbered_key(stem, number)).is_some()
    }

    /// Sets the entry of `{stem}{number}`; returns the entry it replaces.
    pub fn insert_numbered(&mut self, stem: Stem, number: u32, value: V) -> Option<V> {
        self.entries.insert(numbered_key(stem, number), value)
    }

    /// Is `name` in the map?
    pub fn contains(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// Removes the entry of `name`.
    pub fn remove(&mut self, name: &str) -> Option<V> {
        let key = self.key(name)?;
        self.entries.remove(key)
    }

    /// Empties the map, keeping a few of its vectors for the names that
    /// follow: a parser or printer that clears one map between functions
    /// does not grow each stem's run from nothing again. Costs O(entries
    /// and stems held); what it keeps is bounded by `SPARE_RUNS` runs of
    /// `SPARE_SLOTS` slots, whatever the map held.
    pub fn clear(&mut self) {
        reset(&mut self.short_stems);
        reset(&mut self.stems);
        self.stem_text.clear();
        self.entries.clear();
    }

    /// Every entry, in no particular order: sort what reaches the user.
    pub fn iter(&self) -> impl Iterator<Item = (NameKey, &V)> {
        self.entries.iter()
    }

    /// The name of a key from [`NameMap::iter`].
    pub fn name(&self, key: NameKey) -> String {
        let code = (key.0 >> 32) as u32;
        let mut name = if code & INTERNED != 0 {
            self.stem_text[(code & !INTERNED) as usize].to_string()
        } else {
            let bytes: Vec<u8> = (0..code & 3).map(|i| (code >> (2 + 8 * i)) as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        };
        if key.0 as u32 != NO_NUMBER {
            name += &(key.0 as u32).to_string();
        }
        name
    }

    fn key(&self, name: &str) -> Option<NameKey> {
        let (stem, number) = split(name);
        Some(key(self.known_stem(stem)?, number))
    }

    /// The code of `stem` if it needs no interning or is interned already.
    fn known_stem(&self, stem: &str) -> Option<u32> {
        if let Some(code) = packed_stem(stem) {
            return Some(code);
        }
        match short_word(stem) {
            Some(word) => self.short_stems.get(&word).copied(),
            None => self.stems.get(stem).copied(),
        }
    }

    /// The code of `stem`, interning `text()` (the same text) if it is new.
    fn stem_code(&mut self, stem: &str, text: impl FnOnce() -> Cow<'a, str>) -> u32 {
        if let Some(code) = self.known_stem(stem) {
            return code;
        }
        let text = text();
        let code = self.stem_text.len() as u32 | INTERNED;
        match short_word(stem) {
            Some(word) => self.short_stems.insert(word, code),
            None => self.stems.insert(text.clone(), code),
        };
        self.stem_text.push(text);
        code
    }
}

/// The entries of a [`NameMap`]: by stem, a run of numbers from 0, and the
/// names no run holds.
struct Entries<V> {
    /// The index in `runs` of each stem code seen with a number.
    run_of: FxHashMap<u32, u32>,
    runs: Vec<Run<V>>,
    /// Names without a number, and numbers beyond their stem's run.
    others: RunMap<NameKey, V>,
    /// Emptied slot vectors of cleared runs, for the next runs.
    spare: Vec<Vec<Option<V>>>,
}

/// The most slot vectors a cleared map keeps.
const SPARE_RUNS: usize = 16;

/// The largest slot vector (by capacity) a cleared map keeps.
const SPARE_SLOTS: usize = 1024;

/// Empties `map` in O(its length): a table much larger than that is
/// dropped rather than swept.
fn reset<K, V, S: Default>(map: &mut std::collections::HashMap<K, V, S>) {
    if map.capacity() > 4 * map.len().max(16) {
        *map = std::collections::HashMap::default();
    } else {
        map.clear();
    }
}

/// The names `{stem}0`, `{stem}1`, ... of one stem that a vector holds.
struct Run<V> {
    code: u32,
    /// The entry of number `n` at `n`.
    slots: Vec<Option<V>>,
    /// The slots set.
    len: usize,
    /// The lowest number of the stem ever put in `others`. The run never
    /// grows to it, so a number below `slots.len()` is never in `others`.
    first_other: u32,
}

/// A run shorter than this grows whatever its fill.
const SMALL_RUN: usize = 64;

impl<V> Default for Entries<V> {
    fn default() -> Self {
        Entries {
            run_of: FxHashMap::default(),
            runs: Vec::new(),
            others: RunMap::default(),
            spare: Vec::new(),
        }
    }
}

impl<V> Entries<V> {
    /// The index of the run of `key`'s stem, if its number is below the
    /// run's end (then the run, not `others`, holds the key).
    fn run_holding(&self, key: NameKey) -> Option<usize> {
        let (code, number) = key.parts();
        let index = *self.run_of.get(&code)? as usize;
        ((number as usize) < self.runs[index].slots.len()).then_some(index)
    }

    fn get(&self, key: NameKey) -> Option<&V> {
        match self.run_holding(key) {
            Some(run) => self.runs[run].slots[key.parts().1 as usize].as_ref(),
            None => self.others.get(&key),
        }
    }

    fn get_mut(&mut self, key: NameKey) -> Option<&mut V> {
        match self.run_holding(key) {
            Some(run) => self.runs[run].slots[key.parts().1 as usize].as_mut(),
            None => self.others.get_mut(&key),
        }
    }

    fn insert(&mut self, key: NameKey, value: V) -> Option<V> {
        let (code, number) = key.parts();
        if number != NO_NUMBER {
            let (runs, spare) = (&mut self.runs, &mut self.spare);
            let index = *self.run_of.entry(code).or_insert_with(|| {
                runs.push(Run {
                    code,
                    slots: spare.pop().unwrap_or_default(),
                    len: 0,
                    first_other: NO_NUMBER,
                });
                runs.len() as u32 - 1
            });
            let run = &mut self.runs[index as usize];
            let at = number as usize;
            if at < run.slots.len() {
                let old = run.slots[at].replace(value);
                run.len += usize::from(old.is_none());
                return old;
            }
            // Grow to `number` while a quarter of the run is set.
            if number < run.first_other && (at < SMALL_RUN || 4 * (run.len + 1) > at) {
                run.slots.resize_with(at + 1, || None);
                run.slots[at] = Some(value);
                run.len += 1;
                return None;
            }
            run.first_other = run.first_other.min(number);
        }
        self.others.insert(key, value)
    }

    fn clear(&mut self) {
        reset(&mut self.run_of);
        for mut run in self.runs.drain(..) {
            if self.spare.len() < SPARE_RUNS && run.slots.capacity() <= SPARE_SLOTS {
                run.slots.clear();
                self.spare.push(run.slots);
            }
        }
        reset(&mut self.others);
    }

    fn remove(&mut self, key: NameKey) -> Option<V> {
        match self.run_holding(key) {
            Some(run) => {
                let run = &mut self.runs[run];
                let old = run.slots[key.parts().1 as usize].take();
                run.len -= usize::from(old.is_some());
                old
            }
            None => self.others.remove(&key),
        }
    }

    fn iter(&self) -> impl Iterator<Item = (NameKey, &V)> {
        let in_runs = self.runs.iter().flat_map(|run| {
            (run.slots.iter().enumerate()).filter_map(move |(number, value)| {
                Some((key(run.code, number as u32), value.as_ref()?))
            })
        });
        in_runs.chain(self.others.iter().map(|(&key, value)| (key, value)))
    }
}

impl NameKey {
    /// Stem code and number.
    fn parts(self) -> (u32, u32) {
        ((self.0 >> 32) as u32, self.0 as u32)
    }
}

/// The code of a stem whose names are probed by number (see [`NameMap::stem`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Stem(u32);

/// The key of `{stem}{number}`.
///
/// # Panics
/// If `number` is `u32::MAX`, which [`split`] does not read as a number.
fn numbered_key(stem: Stem, number: u32) -> NameKey {
    assert_ne!(number, NO_NUMBER, "numbered names stop below u32::MAX");
    key(stem.0, number)
}

fn key(stem_code: u32, number: u32) -> NameKey {
    NameKey(u64::from(stem_code) << 32 | u64::from(number))
}

/// The code of a stem of at most three bytes, which needs no table.
fn packed_stem(stem: &str) -> Option<u32> {
    let bytes = stem.as_bytes();
    (bytes.len() <= 3).then(|| {
        bytes
            .iter()
            .enumerate()
            .fold(bytes.len() as u32, |code, (i, &b)| {
                code | u32::from(b) << (2 + 8 * i)
            })
    })
}

/// A stem of four to seven bytes as one integer: its bytes, and its
/// length in the top byte (so that no two stems share a word).
fn short_word(stem: &str) -> Option<u64> {
    let bytes = stem.as_bytes();
    (4..8).contains(&bytes.len()).then(|| {
        let len = (bytes.len() as u64) << 56;
        (bytes.iter().enumerate()).fold(len, |word, (i, &b)| word | u64::from(b) << (8 * i))
    })
}

/// `(stem, number)`: the number is the trailing decimal digits when they
/// read back the same (no leading zero) and fit below `NO_NUMBER`;
/// otherwise the whole name is the stem.
fn split(name: &str) -> (&str, u32) {
    let bytes = name.as_bytes();
    // One backward pass over the digits (names are short: a plain loop,
    // not an iterator chain, is what the hot path wants).
    let mut stem_len = bytes.len();
    while stem_len > 0 && bytes[stem_len - 1].is_ascii_digit() {
        stem_len -= 1;
    }
    let digits = &bytes[stem_len..];
    // At most ten digits, no leading zero: the number reads back as written.
    if digits.is_empty() || digits.len() > 10 || digits.len() > 1 && digits[0] == b'0' {
        return (name, NO_NUMBER);
    }
    let mut number = 0u64;
    for &d in digits {
        number = number * 10 + u64::from(d - b'0');
    }
    match u32::try_from(number) {
        Ok(number) if number != NO_NUMBER => (&name[..stem_len], number),
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
        let long = "b".to_string() + &"9".repeat(40);
        assert_eq!(split(&long), (long.as_str(), NO_NUMBER));
        assert_eq!(split("r#1"), ("r#", 1));
    }

    #[test]
    fn names_that_split_alike_stay_distinct() {
        let names = [
            "v1",
            "v01",
            "v",
            "1",
            "",
            "v1#0",
            "v10",
            "x",
            "v007",
            "v7",
            "arg2",
            "argv2",
            "cond",
            "con",
            "é1",
            "é",
            "zero",
            "zero\0",
            "zero1",
            "zer0",
            "abcdefg1",
            "abcdefgh1",
            "abcdefg",
        ];
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

    /// Probing `{stem}{number}` by stem code finds exactly what the whole
    /// names find, for packed and interned stems alike.
    #[test]
    fn numbered_probes_agree_with_names() {
        let mut map = NameMap::default();
        for name in ["x_1", "x_3", "bb0", "long_name_2", "7", "x_01"] {
            map.insert(name, ());
        }
        for stem_text in ["x_", "bb", "long_name_", "", "fresh_stem_"] {
            let stem = map.stem(stem_text.to_string());
            for number in 0..5 {
                let name = format!("{stem_text}{number}");
                assert_eq!(map.contains_numbered(stem, number), map.contains(&name));
            }
            assert_eq!(map.insert_numbered(stem, 4, ()), None);
            let name = format!("{stem_text}4");
            assert!(map.contains(&name), "{name}");
            assert_eq!(map.insert(name, ()), Some(()));
        }
    }

    #[test]
    #[should_panic(expected = "a stem ends before the number")]
    fn a_stem_cannot_end_in_a_digit() {
        NameMap::<()>::default().stem("v1");
    }

    /// Runs and the hash map together behave as one map, whatever the order
    /// of numbers (in runs, sparse, beyond a run, removed and set again),
    /// and one map cleared between rounds behaves as a new one.
    #[test]
    fn runs_and_others_agree_with_a_plain_map() {
        let mut rng = crate::rng::SplitMix64::new(0x4a3e5);
        let mut map = NameMap::default();
        for _ in 0..200 {
            map.clear();
            let mut plain = std::collections::HashMap::new();
            let spread = [10, 100, 5000][rng.index(3)];
            for step in 0..400 {
                let stem = ["", "t", "v906_", "bb", "x"][rng.index(5)];
                let name = if rng.one_in(10) {
                    format!("{stem}q")
                } else {
                    format!("{stem}{}", rng.below(spread))
                };
                if rng.one_in(5) {
                    assert_eq!(map.remove(&name), plain.remove(&name), "{name}");
                } else {
                    assert_eq!(
                        map.insert(name.clone(), step),
                        plain.insert(name.clone(), step)
                    );
                }
                assert_eq!(map.get(&name), plain.get(&name), "{name}");
            }
            for (name, value) in &plain {
                assert_eq!(map.get(name), Some(value), "{name}");
            }
            let mut listed: Vec<(String, i32)> =
                map.iter().map(|(key, &v)| (map.name(key), v)).collect();
            listed.sort();
            let mut expected: Vec<(String, i32)> =
                plain.iter().map(|(n, &v)| (n.clone(), v)).collect();
            expected.sort();
            assert_eq!(listed, expected);
        }
    }
}
