//! Hash maps keyed by dense numbers (entity ids, numbered names) that keep
//! runs of consecutive keys in consecutive buckets.
//!
//! A general-purpose hash scatters keys across the table, so a pass over a
//! million-block function that looks up blocks or values in program order
//! misses the cache on nearly every lookup once the table outgrows it.
//! Entity ids are mostly handed out in program order, so keys looked up
//! together are mostly close in value. [`RunHasher`] puts the keys of one
//! aligned run of 256 side by side, at a pseudo-random base per run (so
//! keys far apart, or chosen to collide, still spread over the table), and
//! mixes the control tag (the top seven bits, which `hashbrown` compares
//! before keys) from the whole key.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// Keys of one aligned run of `1 << RUN_BITS` get consecutive buckets.
const RUN_BITS: u32 = 8;

/// A map with [`RunHasher`]: for keys that are (or wrap) integers.
pub type RunMap<K, V> = HashMap<K, V, BuildHasherDefault<RunHasher>>;

/// A set with [`RunHasher`].
pub type RunSet<K> = HashSet<K, BuildHasherDefault<RunHasher>>;

/// See the module documentation. Integer keys (and ids deriving `Hash`
/// over one integer) are taken as they are; other input is folded in.
#[derive(Default)]
pub struct RunHasher(u64);

impl Hasher for RunHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }

    fn write_u32(&mut self, key: u32) {
        self.0 = u64::from(key);
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }

    fn finish(&self) -> u64 {
        // Fibonacci hashing (Knuth, TAOCP vol. 3, §6.4): the high bits of
        // `x * 2^64/phi` are well spread for consecutive `x`; rotated down,
        // they give the run's base, and in place, the key's tag.
        const PHI: u64 = 0x9e37_79b9_7f4a_7c15;
        const TAG: u64 = 0x7f << 57;
        let run = (self.0 >> RUN_BITS).wrapping_mul(PHI).rotate_left(32);
        let bucket = run.wrapping_add(self.0 & ((1 << RUN_BITS) - 1));
        (bucket & !TAG) | (self.0.wrapping_mul(PHI) & TAG)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    #[test]
    fn a_run_is_contiguous_and_runs_spread() {
        let hash = |key: u64| BuildHasherDefault::<RunHasher>::default().hash_one(key);
        let tag = |h: u64| h >> 57;
        let bucket = |h: u64| h & !(0x7f << 57);
        let base = bucket(hash(512));
        for key in 512..768 {
            assert_eq!(
                bucket(hash(key)),
                base.wrapping_add(key - 512) & !(0x7f << 57)
            );
        }
        let tags: std::collections::BTreeSet<u64> = (512..768).map(|k| tag(hash(k))).collect();
        assert!(tags.len() > 64, "tags of a run vary: {}", tags.len());
        // Keys that differ only above the run bits land far apart.
        let far = (bucket(hash(768)) as i128 - base as i128).abs();
        assert!(far > 1 << 20, "{far}");
    }
}
