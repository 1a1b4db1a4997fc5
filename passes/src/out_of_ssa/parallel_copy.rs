//! Sequentialising a parallel copy.
//!
//! A parallel copy `(d1, ..., dn) := (s1, ..., sn)` reads every source
//! before it writes any destination. Emitted one copy after another, a copy
//! may overwrite a location that a later copy still has to read: the swap
//! `(a, b) := (b, a)` done as `a := b; b := a` loses the old `a` (Briggs et
//! al. 1998, the "swap problem"). The fix is an order in which every
//! location is read before it is overwritten, and, where the copies form a
//! cycle and no such order exists, one temporary that saves a value of the
//! cycle before the cycle is rotated.
//!
//! The algorithm is the one of regalloc2's `ParallelMoves`
//! (bytecodealliance/regalloc2, `src/moves.rs`), also Algorithm 1 of
//! Boissinot et al. 2009 in spirit. Since every destination has exactly one
//! writer, each copy has at most one *blocker* (the copy writing its source,
//! which must come after it), so the "must come before" relation is a set of
//! chains and simple rings, never a more complex strongly connected
//! component. A depth-first walk along blockers emits copies in post-order
//! (blocker first) and reverses the list at the end; reaching a copy that is
//! still on the walk's stack closes a ring, which is emitted on the spot as
//! `temp := source of the last copy; the ring's other copies; destination of
//! the last copy := temp`. Fan-out (one source, several destinations) needs
//! nothing special: every reader of a location is ordered before its one
//! writer. Cost: `O(n log n)` for the sort, then linear. Unlike regalloc2,
//! walks start from the last copy given, so that unconstrained copies come
//! out in the order they were given (output that reads like the input).
//!
//! Locations are opaque to the resolver (any `Copy + Ord` type); a source
//! that no copy writes (an SSA value, a constant) is simply never blocked.

use std::fmt;

/// Where a step reads or writes: a location of the parallel copy, or the
/// temporary that breaks cycles.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Place<L> {
    Loc(L),
    Temp,
}

/// One sequential copy `dst := src`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Step<L> {
    pub dst: Place<L>,
    pub src: Place<L>,
}

/// Sequential copies with the effect of a parallel copy.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sequence<L> {
    /// The copies, in order. The temporary is written by the first step of
    /// each cycle and read by its last; it is never live across cycles.
    pub steps: Vec<Step<L>>,
    /// How many cycles needed the temporary.
    pub cycles: usize,
}

/// Two copies of one parallel copy write the same location from different
/// sources: the parallel copy has no meaning.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ConflictingWrites<L> {
    pub dst: L,
    pub sources: (L, L),
}

impl<L: fmt::Debug> fmt::Display for ConflictingWrites<L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "parallel copy writes {:?} twice (from {:?} and from {:?})",
            self.dst, self.sources.0, self.sources.1
        )
    }
}

/// Orders the parallel copy `copies` (pairs `(dst, src)`) into sequential
/// steps. Repeated copies count once; copies of a location onto itself are
/// dropped; copies that no other copy constrains keep their input order.
pub fn sequentialize<L: Copy + Ord>(
    copies: &[(L, L)],
) -> Result<Sequence<L>, ConflictingWrites<L>> {
    // Distinct copies in input order, and their indices sorted by
    // destination (to find a location's writer by binary search).
    let mut by_dst: Vec<usize> = (0..copies.len()).collect();
    by_dst.sort_by_key(|&i| (copies[i], i));
    let mut keep = vec![false; copies.len()];
    for (k, &i) in by_dst.iter().enumerate() {
        match by_dst[..k].last() {
            Some(&prev) if copies[prev] == copies[i] => {}
            Some(&prev) if copies[prev].0 == copies[i].0 => {
                return Err(ConflictingWrites {
                    dst: copies[i].0,
                    sources: (copies[prev].1, copies[i].1),
                });
            }
            _ => keep[i] = copies[i].0 != copies[i].1,
        }
    }
    let copies: Vec<(L, L)> = (0..copies.len())
        .filter(|&i| keep[i])
        .map(|i| copies[i])
        .collect();
    let mut by_dst: Vec<usize> = (0..copies.len()).collect();
    by_dst.sort_by_key(|&i| copies[i].0);

    // The copy writing each copy's source: it must run after that copy.
    const NONE: usize = usize::MAX;
    let blocker: Vec<usize> = copies
        .iter()
        .map(|&(_, src)| {
            by_dst
                .binary_search_by(|&i| copies[i].0.cmp(&src))
                .map_or(NONE, |k| by_dst[k])
        })
        .collect();

    #[derive(Copy, Clone, PartialEq, Eq)]
    enum State {
        New,
        OnStack,
        Done,
    }
    let copy = |i: usize| Step {
        dst: Place::Loc(copies[i].0),
        src: Place::Loc(copies[i].1),
    };
    // Built in reverse: a copy is pushed after (so runs before) its blocker.
    // Walks start from the last copy, so that copies free to go anywhere
    // keep their input order.
    let mut reversed: Vec<Step<L>> = Vec::with_capacity(copies.len() + 2);
    let mut state = vec![State::New; copies.len()];
    let mut stack: Vec<usize> = Vec::new();
    let mut cycles = 0;
    for start in (0..copies.len()).rev() {
        if state[start] != State::New {
            continue;
        }
        state[start] = State::OnStack;
        stack.push(start);
        while let Some(&top) = stack.last() {
            let next = blocker[top];
            if next == NONE || state[next] == State::Done {
                // Nothing left blocks the copies on the stack: each one's
                // blocker is the copy above it, already emitted.
                while let Some(i) = stack.pop() {
                    state[i] = State::Done;
                    reversed.push(copy(i));
                }
            } else if state[next] == State::New {
                state[next] = State::OnStack;
                stack.push(next);
            } else {
                // `next` is on the stack: the copies from `next` to `top`
                // form a ring. `top` reads what `next` writes; save that
                // first, run the ring from `next` up, and give `top` the
                // saved value last.
                cycles += 1;
                stack.pop();
                state[top] = State::Done;
                reversed.push(Step {
                    dst: Place::Loc(copies[top].0),
                    src: Place::Temp,
                });
                while let Some(i) = stack.pop() {
                    state[i] = State::Done;
                    reversed.push(copy(i));
                    if i == next {
                        break;
                    }
                }
                reversed.push(Step {
                    dst: Place::Temp,
                    src: Place::Loc(copies[top].1),
                });
            }
        }
    }
    reversed.reverse();
    Ok(Sequence {
        steps: reversed,
        cycles,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssa_ir::rng::SplitMix64;
    use std::collections::BTreeMap;

    /// The parallel meaning: every destination gets its source's old value;
    /// other locations keep theirs. Location `i` starts out holding `i`.
    fn parallel(copies: &[(u32, u32)], num_locs: u32) -> BTreeMap<u32, u32> {
        let mut out: BTreeMap<u32, u32> = (0..num_locs).map(|l| (l, l)).collect();
        for &(dst, src) in copies {
            out.insert(dst, src);
        }
        out
    }

    /// Runs the steps one after another.
    fn sequential(steps: &[Step<u32>], num_locs: u32) -> BTreeMap<u32, u32> {
        let mut memory: BTreeMap<u32, u32> = (0..num_locs).map(|l| (l, l)).collect();
        let mut temp: Option<u32> = None;
        for step in steps {
            let value = match step.src {
                Place::Loc(l) => memory[&l],
                Place::Temp => temp.take().expect("the temporary is read after a write"),
            };
            match step.dst {
                Place::Loc(l) => {
                    memory.insert(l, value);
                }
                Place::Temp => {
                    assert!(temp.is_none(), "the temporary is live across cycles");
                    temp = Some(value);
                }
            }
        }
        assert!(temp.is_none(), "the temporary is left holding a value");
        memory
    }

    fn check(copies: &[(u32, u32)], num_locs: u32) -> Sequence<u32> {
        let seq = sequentialize(copies).expect("no conflicting writes");
        assert_eq!(
            sequential(&seq.steps, num_locs),
            parallel(copies, num_locs),
            "{copies:?} sequentialised as {:?}",
            seq.steps
        );
        seq
    }

    /// The number of non-trivial cycles of a parallel copy, counted from
    /// its definition: follow each location's writer backwards.
    fn count_cycles(copies: &[(u32, u32)], num_locs: u32) -> usize {
        let mut source: Vec<Option<u32>> = vec![None; num_locs as usize];
        for &(dst, src) in copies {
            if dst != src {
                source[dst as usize] = Some(src);
            }
        }
        let mut seen = vec![false; num_locs as usize];
        let mut cycles = 0;
        for start in 0..num_locs {
            let mut path = Vec::new();
            let mut at = start;
            while !seen[at as usize] {
                seen[at as usize] = true;
                path.push(at);
                match source[at as usize] {
                    Some(next) => at = next,
                    None => break,
                }
            }
            if source[at as usize].is_some() && path.contains(&at) {
                cycles += 1;
            }
        }
        cycles
    }

    #[test]
    fn swap_needs_the_temporary() {
        let seq = check(&[(0, 1), (1, 0)], 2);
        assert_eq!(seq.cycles, 1);
        assert_eq!(seq.steps.len(), 3);
        assert_eq!(
            seq.steps[0],
            Step {
                dst: Place::Temp,
                src: Place::Loc(1)
            }
        );
    }

    #[test]
    fn rotation_of_three_takes_four_copies() {
        let seq = check(&[(0, 1), (1, 2), (2, 0)], 3);
        assert_eq!(seq.cycles, 1);
        assert_eq!(seq.steps.len(), 4);
    }

    #[test]
    fn chain_is_ordered_without_temporary() {
        // d := c, c := b, b := a: must run from the end of the chain.
        let seq = check(&[(1, 0), (2, 1), (3, 2)], 4);
        assert_eq!(seq.cycles, 0);
        let order: Vec<_> = seq.steps.iter().map(|s| s.dst).collect();
        assert_eq!(order, vec![Place::Loc(3), Place::Loc(2), Place::Loc(1)]);
    }

    #[test]
    fn unconstrained_copies_keep_their_order() {
        let seq = check(&[(2, 5), (0, 6), (1, 7)], 8);
        let order: Vec<_> = seq.steps.iter().map(|s| s.dst).collect();
        assert_eq!(order, vec![Place::Loc(2), Place::Loc(0), Place::Loc(1)]);
        // The swap's output reads `b` before `b` is written, and otherwise
        // keeps the given order.
        let seq = check(&[(0, 1), (1, 9), (2, 8)], 10);
        let order: Vec<_> = seq.steps.iter().map(|s| s.dst).collect();
        assert_eq!(order, vec![Place::Loc(0), Place::Loc(1), Place::Loc(2)]);
    }

    #[test]
    fn fan_out_from_a_ring() {
        // (a, b) swap, and c and d copy the old a and old b.
        let seq = check(&[(0, 1), (1, 0), (2, 0), (3, 1)], 4);
        assert_eq!(seq.cycles, 1);
    }

    #[test]
    fn self_copies_and_duplicates_vanish() {
        let seq = check(&[(0, 0), (1, 2), (1, 2), (3, 3)], 4);
        assert_eq!(seq.steps.len(), 1);
        assert_eq!(seq.cycles, 0);
        assert_eq!(check(&[], 1).steps, Vec::new());
    }

    #[test]
    fn two_writers_are_rejected() {
        assert_eq!(
            sequentialize(&[(0, 1), (0, 2)]),
            Err(ConflictingWrites {
                dst: 0,
                sources: (1, 2)
            })
        );
    }

    /// Random permutations of a few locations, some fixed points: every
    /// permutation is a set of rings; each non-trivial ring needs the
    /// temporary once, and the copies are one per moved location plus two
    /// per ring.
    #[test]
    fn random_permutations() {
        let mut rng = SplitMix64::new(0x0055_a0c0_9e11);
        for _ in 0..20_000 {
            let n = 1 + rng.below(9) as u32;
            let mut perm: Vec<u32> = (0..n).collect();
            for i in (1..n as usize).rev() {
                perm.swap(i, rng.index(i + 1));
            }
            let copies: Vec<(u32, u32)> = (0..n).map(|d| (d, perm[d as usize])).collect();
            let seq = check(&copies, n);
            let rings = count_cycles(&copies, n);
            let moved = copies.iter().filter(|&&(d, s)| d != s).count();
            assert_eq!(seq.cycles, rings, "{copies:?}");
            assert_eq!(seq.steps.len(), moved + rings, "{copies:?}");
        }
    }

    /// Random parallel copies with fan-out (a source copied to several
    /// destinations), sources nobody writes (values), shuffled input order
    /// and repeated copies: the sequence means the same, needs the
    /// temporary exactly once per ring, and takes one step per distinct
    /// copy plus one per ring.
    #[test]
    fn random_fan_outs() {
        let mut rng = SplitMix64::new(0xfa11_0a75);
        for _ in 0..20_000 {
            let n = 1 + rng.below(10) as u32;
            let values = rng.below(4) as u32;
            let mut copies = Vec::new();
            for dst in 0..n {
                if rng.below(4) != 0 {
                    copies.push((dst, rng.below(u64::from(n + values)) as u32));
                }
            }
            if !copies.is_empty() && rng.below(3) == 0 {
                let again = copies[rng.index(copies.len())];
                copies.push(again);
            }
            for i in (1..copies.len()).rev() {
                copies.swap(i, rng.index(i + 1));
            }
            let seq = check(&copies, n + values);
            let rings = count_cycles(&copies, n + values);
            let mut distinct = copies.clone();
            distinct.sort();
            distinct.dedup();
            let moved = distinct.iter().filter(|&&(d, s)| d != s).count();
            assert_eq!(seq.cycles, rings, "{copies:?}");
            assert_eq!(seq.steps.len(), moved + rings, "{copies:?}");
        }
    }
}
