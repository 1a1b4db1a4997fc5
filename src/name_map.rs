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
//! the name that is a stem alone sits beside its stem's vector; numbers
//! beyond a vector go in a [`RunMap`], which keeps runs of consecutive
//! numbers in consecutive buckets. (A hash table of a million entries has
//! two million buckets, a power of two, touched all over: four times the
//! memory of one with a third of the entries.) A scope has few stems: the
//! first few stems and their vectors are found by comparing integers in
//! order, without hashing. A lookup costs O(name length) plus that
//! search, expected O(1) beyond it; memory is linear in the entries.

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
    /// integer key, compared without a call.
    short_stems: FewMap<u64>,
    /// Ids of the longer stems; a stem borrows from the first name
    /// inserted with it (or is copied, from an owned string).
    stems: FxHashMap<Cow<'a, str>, u32>,
    stem_text: Vec<Cow<'a, str>>,
    entries: Entries<V>,
}

impl<V> Default for NameMap<'_, V> {
    fn default() -> Self {
        NameMap {
            short_stems: FewMap::default(),
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
        self.short_stems.clear();
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
            Some(word) => self.short_stems.get(word),
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
            None => {
                self.stems.insert(text.clone(), code);
            }
        }
        self.stem_text.push(text);
        code
    }
}

/// The entries of a [`NameMap`]: by stem, a run of numbers from 0 and
/// the entry of the stem alone, and the numbers no run holds.
struct Entries<V> {
    /// The index in `runs` of each stem code seen.
    run_of: FewMap<u32>,
    runs: Vec<Run<V>>,
    /// Numbers beyond their stem's run.
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

/// A map from integer keys to `u32` for the stems of one scope, which are
/// few: the first [`FEW`] in a vector searched in order (no hashing), the
/// rest in a hash table. O(`FEW`) plus expected O(1) per operation.
#[derive(Default)]
struct FewMap<K> {
    /// The first keys, and their values at the same index.
    keys: Vec<K>,
    values: Vec<u32>,
    many: FxHashMap<K, u32>,
}

/// How many keys a [`FewMap`] searches in order.
const FEW: usize = 8;

impl<K: Copy + Eq + std::hash::Hash> FewMap<K> {
    #[inline]
    fn get(&self, key: K) -> Option<u32> {
        match self.keys.iter().position(|&k| k == key) {
            Some(i) => Some(self.values[i]),
            None if self.many.is_empty() => None,
            None => self.many.get(&key).copied(),
        }
    }

    /// Adds `key`, which is not in the map.
    fn insert(&mut self, key: K, value: u32) {
        if self.keys.len() < FEW {
            self.keys.push(key);
            self.values.push(value);
        } else {
            self.many.insert(key, value);
        }
    }

    fn clear(&mut self) {
        self.keys.clear();
        self.values.clear();
        reset(&mut self.many);
    }
}

/// The names `{stem}`, `{stem}0`, `{stem}1`, ... of one stem that a run
/// holds.
struct Run<V> {
    code: u32,
    /// The entry of the stem alone (a name without a number).
    alone: Option<V>,
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
            run_of: FewMap::default(),
            runs: Vec::new(),
            others: RunMap::default(),
            spare: Vec::new(),
        }
    }
}

/// Where the entry of a key is, if the map has it.
enum Place {
    /// In run `.0`: its `alone` entry, or its slot `.1`.
    Alone(usize),
    Slot(usize, usize),
    Other,
    Absent,
}

impl<V> Entries<V> {
    /// Where `key`'s entry is or would be. A stem without a run has no
    /// entry (every insert makes its stem's run).
    #[inline]
    fn place(&self, key: NameKey) -> Place {
        let (code, number) = key.parts();
        let Some(index) = self.run_of.get(code) else {
            return Place::Absent;
        };
        let run = &self.runs[index as usize];
        if number == NO_NUMBER {
            Place::Alone(index as usize)
        } else if (number as usize) < run.slots.len() {
            Place::Slot(index as usize, number as usize)
        } else if self.others.is_empty() {
            Place::Absent
        } else {
            Place::Other
        }
    }

    fn get(&self, key: NameKey) -> Option<&V> {
        match self.place(key) {
            Place::Alone(run) => self.runs[run].alone.as_ref(),
            Place::Slot(run, at) => self.runs[run].slots[at].as_ref(),
            Place::Other => self.others.get(&key),
            Place::Absent => None,
        }
    }

    fn get_mut(&mut self, key: NameKey) -> Option<&mut V> {
        match self.place(key) {
            Place::Alone(run) => self.runs[run].alone.as_mut(),
            Place::Slot(run, at) => self.runs[run].slots[at].as_mut(),
            Place::Other => self.others.get_mut(&key),
            Place::Absent => None,
        }
    }

    fn insert(&mut self, key: NameKey, value: V) -> Option<V> {
        let (code, number) = key.parts();
        let index = match self.run_of.get(code) {
            Some(index) => index,
            None => {
                let index = self.runs.len() as u32;
                let slots = match number {
                    NO_NUMBER => Vec::new(),
                    _ => self.spare.pop().unwrap_or_default(),
                };
                self.runs.push(Run {
                    code,
                    alone: None,
                    slots,
                    len: 0,
                    first_other: NO_NUMBER,
                });
                self.run_of.insert(code, index);
                index
            }
        };
        let run = &mut self.runs[index as usize];
        if number == NO_NUMBER {
            return run.alone.replace(value);
        }
        let at = number as usize;
        if at < run.slots.len() {
            let old = run.slots[at].replace(value);
            run.len += usize::from(old.is_none());
            return old;
        }
        // Grow to `number` while a quarter of the run is set.
        if number < run.first_other && (at < SMALL_RUN || 4 * (run.len + 1) > at) {
            run.slots.resize_with(at, || None);
            run.slots.push(Some(value));
            run.len += 1;
            return None;
        }
        run.first_other = run.first_other.min(number);
        self.others.insert(key, value)
    }

    fn clear(&mut self) {
        self.run_of.clear();
        for mut run in self.runs.drain(..) {
            if self.spare.len() < SPARE_RUNS && run.slots.capacity() <= SPARE_SLOTS {
                run.slots.clear();
                self.spare.push(run.slots);
            }
        }
        reset(&mut self.others);
    }

    fn remove(&mut self, key: NameKey) -> Option<V> {
        match self.place(key) {
            Place::Alone(run) => self.runs[run].alone.take(),
            Place::Slot(run, at) => {
                let run = &mut self.runs[run];
                let old = run.slots[at].take();
                run.len -= usize::from(old.is_some());
                old
            }
            Place::Other => self.others.remove(&key),
            Place::Absent => None,
        }
    }

    fn iter(&self) -> impl Iterator<Item = (NameKey, &V)> {
        let in_runs = self.runs.iter().flat_map(|run| {
            let alone = run
                .alone
                .iter()
                .map(|value| (key(run.code, NO_NUMBER), value));
            let numbered = (run.slots.iter().enumerate()).filter_map(move |(number, value)| {
                Some((key(run.code, number as u32), value.as_ref()?))
            });
            alone.chain(numbered)
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
    // One backward pass over the digits, reading the number as it goes
    // (names are short: a plain loop is what the hot path wants).
    let (mut stem_len, mut number, mut scale) = (bytes.len(), 0u64, 1u64);
    while stem_len > 0 {
        let digit = bytes[stem_len - 1].wrapping_sub(b'0');
        if digit > 9 {
            break;
        }
        if bytes.len() - stem_len == 10 {
            // An eleventh digit: more than a u32 holds.
            return (name, NO_NUMBER);
        }
        number += u64::from(digit) * scale;
        scale *= 10;
        stem_len -= 1;
    }
    // Some digits, no leading zero (the number reads back as written),
    // below `NO_NUMBER`.
    let digits = bytes.len() - stem_len;
    if digits == 0 || digits > 1 && bytes[stem_len] == b'0' || number >= u64::from(NO_NUMBER) {
        return (name, NO_NUMBER);
    }
    (&name[..stem_len], number as u32)
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
                // More stems than `FEW`, of every kind (packed, short, long).
                let stems = [
                    "",
                    "t",
                    "v906_",
                    "bb",
                    "x",
                    "arg",
                    "cond_",
                    "loop",
                    "long_stem_",
                    "y",
                    "zz",
                    "q_q",
                    "done",
                ];
                let stem = stems[rng.index(stems.len())];
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
