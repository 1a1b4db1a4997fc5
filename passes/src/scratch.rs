//! Side tables over entity indices (ops, values, blocks) that a pass keeps
//! from one function to the next.
//!
//! A pass runs on every function of a module in turn. A table sized by the
//! module (`Ir::value_capacity()`) and allocated or zeroed per function
//! costs O(functions × module), which is quadratic for a module of many
//! small functions. These tables are allocated once per pass and cleared in
//! O(1) by bumping a generation number: an entry written in an earlier
//! generation reads as absent.

/// A set of entity indices, cleared in O(1).
#[derive(Default)]
pub struct EntitySet {
    stamps: Vec<u32>,
    generation: u32,
}

impl EntitySet {
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

    /// Adds `index`; returns whether it was absent. Grows the table if
    /// `index` is beyond the capacity given to [`reset`](Self::reset)
    /// (entities created while the pass runs).
    pub fn insert(&mut self, index: usize) -> bool {
        if index >= self.stamps.len() {
            self.stamps.resize(index + 1, 0);
        }
        let fresh = self.stamps[index] != self.generation;
        self.stamps[index] = self.generation;
        fresh
    }

    /// Removes `index`.
    pub fn remove(&mut self, index: usize) {
        if let Some(stamp) = self.stamps.get_mut(index) {
            *stamp = 0;
        }
    }

    /// Is `index` in the set?
    pub fn contains(&self, index: usize) -> bool {
        self.stamps.get(index) == Some(&self.generation)
    }
}

/// A map from entity indices to `T`, cleared in O(1); absent entries read
/// as `T::default()`.
#[derive(Default)]
pub struct EntityMap<T> {
    present: EntitySet,
    values: Vec<T>,
}

impl<T: Clone + Default> EntityMap<T> {
    /// Empties the map and makes room for indices below `capacity`.
    pub fn reset(&mut self, capacity: usize) {
        self.present.reset(capacity);
        if self.values.len() < capacity {
            self.values.resize(capacity, T::default());
        }
    }

    /// The value at `index` (the default if absent).
    pub fn get(&self, index: usize) -> T {
        if self.present.contains(index) {
            self.values[index].clone()
        } else {
            T::default()
        }
    }

    /// Sets the value at `index`.
    pub fn set(&mut self, index: usize, value: T) {
        if index >= self.values.len() {
            self.values.resize(index + 1, T::default());
        }
        self.present.insert(index);
        self.values[index] = value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reset_forgets_earlier_entries() {
        let mut set = EntitySet::default();
        set.reset(4);
        assert!(set.insert(2));
        assert!(!set.insert(2));
        assert!(set.contains(2) && !set.contains(1));
        set.reset(4);
        assert!(!set.contains(2));
        set.insert(9);
        assert!(set.contains(9));
        set.remove(9);
        assert!(!set.contains(9));
    }

    #[test]
    fn generation_wrap_clears_stamps() {
        let mut set = EntitySet::default();
        set.reset(2);
        set.insert(0);
        set.generation = u32::MAX;
        set.insert(1);
        set.reset(2);
        assert!(!set.contains(0) && !set.contains(1));
    }

    #[test]
    fn map_reads_default_when_absent() {
        let mut map: EntityMap<u32> = EntityMap::default();
        map.reset(3);
        map.set(1, 7);
        assert_eq!((map.get(0), map.get(1)), (0, 7));
        map.reset(3);
        assert_eq!(map.get(1), 0);
        map.set(5, 3);
        assert_eq!(map.get(5), 3);
    }
}
