//! Side tables over entity ids (ops, values, blocks) that a pass keeps
//! from one function to the next, keyed by the id type (an [`EntityRef`]).
//!
//! A pass runs on every function of a module in turn. A table sized by the
//! module (`Ir::value_capacity()`) and allocated or zeroed per function
//! costs O(functions × module), which is quadratic for a module of many
//! small functions. These tables are allocated once per pass and cleared in
//! O(1) by bumping a generation number: an entry written in an earlier
//! generation reads as absent.

use ssa_ir::ir::EntityRef;
use std::marker::PhantomData;

/// A set of entities of type `K`, cleared in O(1). (`cranelift-entity`'s
/// `EntitySet` clears in time proportional to its capacity.)
pub struct EntitySet<K> {
    stamps: Vec<u32>,
    generation: u32,
    key: PhantomData<K>,
}

impl<K> Default for EntitySet<K> {
    fn default() -> Self {
        EntitySet {
            stamps: Vec::new(),
            generation: 0,
            key: PhantomData,
        }
    }
}

impl<K: EntityRef> EntitySet<K> {
    /// Empties the set and makes room for indices below `capacity`.
    pub fn reset(&mut self, capacity: usize) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Every stamp could now collide with a future generation.
            self.stamps.iter_mut().for_each(|s| *s = 0);
            self.generation = 1;
        }
        if self.stamps.len() < capacity {
            self.stamps.resize(capacity, 0);
        }
    }

    /// Adds `key`; returns whether it was absent. Grows the table if
    /// `key` is beyond the capacity given to [`reset`](Self::reset)
    /// (entities created while the pass runs).
    pub fn insert(&mut self, key: K) -> bool {
        let index = key.index();
        if index >= self.stamps.len() {
            self.stamps.resize(index + 1, 0);
        }
        let fresh = self.stamps[index] != self.generation;
        self.stamps[index] = self.generation;
        fresh
    }

    /// Removes `key`.
    pub fn remove(&mut self, key: K) {
        if let Some(stamp) = self.stamps.get_mut(key.index()) {
            *stamp = 0;
        }
    }

    /// Is `key` in the set?
    pub fn contains(&self, key: K) -> bool {
        self.stamps.get(key.index()) == Some(&self.generation)
    }
}

/// A map from entities of type `K` to `T`, cleared in O(1); absent entries
/// read as `T::default()`. (`cranelift-entity`'s `SecondaryMap` clears in
/// time proportional to its capacity.)
pub struct EntityMap<K, T> {
    present: EntitySet<K>,
    values: Vec<T>,
}

impl<K, T> Default for EntityMap<K, T> {
    fn default() -> Self {
        EntityMap {
            present: EntitySet::default(),
            values: Vec::new(),
        }
    }
}

impl<K: EntityRef, T: Clone + Default> EntityMap<K, T> {
    /// Empties the map and makes room for indices below `capacity`.
    pub fn reset(&mut self, capacity: usize) {
        self.present.reset(capacity);
        if self.values.len() < capacity {
            self.values.resize(capacity, T::default());
        }
    }

    /// The value at `key` (the default if absent).
    pub fn get(&self, key: K) -> T {
        if self.present.contains(key) {
            self.values[key.index()].clone()
        } else {
            T::default()
        }
    }

    /// Sets the value at `key`.
    pub fn set(&mut self, key: K, value: T) {
        let index = key.index();
        if index >= self.values.len() {
            self.values.resize(index + 1, T::default());
        }
        self.present.insert(key);
        self.values[index] = value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssa_ir::ir::ValueId;

    fn v(index: usize) -> ValueId {
        ValueId::from_index(index)
    }

    #[test]
    fn reset_forgets_earlier_entries() {
        let mut set: EntitySet<ValueId> = EntitySet::default();
        set.reset(4);
        assert!(set.insert(v(2)));
        assert!(!set.insert(v(2)));
        assert!(set.contains(v(2)) && !set.contains(v(1)));
        set.reset(4);
        assert!(!set.contains(v(2)));
        set.insert(v(9));
        assert!(set.contains(v(9)));
        set.remove(v(9));
        assert!(!set.contains(v(9)));
    }

    #[test]
    fn generation_wrap_clears_stamps() {
        let mut set: EntitySet<ValueId> = EntitySet::default();
        set.reset(2);
        set.insert(v(0));
        set.generation = u32::MAX;
        set.insert(v(1));
        set.reset(2);
        assert!(!set.contains(v(0)) && !set.contains(v(1)));
    }

    #[test]
    fn map_reads_default_when_absent() {
        let mut map: EntityMap<ValueId, u32> = EntityMap::default();
        map.reset(3);
        map.set(v(1), 7);
        assert_eq!((map.get(v(0)), map.get(v(1))), (0, 7));
        map.reset(3);
        assert_eq!(map.get(v(1)), 0);
        map.set(v(5), 3);
        assert_eq!(map.get(v(5)), 3);
    }
}
