//! Pruned placement: the iterated dominance frontier of a slot's defining
//! blocks restricted to the blocks where it is live on entry, at a cost
//! that follows the frontiers of the slot's definitions rather than their
//! dominator subtrees or its live range.
//!
//! Sreedhar and Gao's algorithm (POPL 1995; [`iterated_frontier`], LLVM's
//! `IDFCalculator`) takes the definitions deepest first and walks each one's
//! dominator subtree for join edges `z -> y` with `level(y) <= level(root)`;
//! a node walked from a deeper root is not walked again. Here the join
//! edges of the function (those whose source is not the target's immediate
//! dominator) are listed once, by the dominator-tree preorder of their
//! source, so that a root's subtree is an interval of the list, and a
//! segment tree over the list keeps, for each range, the lowest target
//! level and the union of the targets' live-in sets: a search for the
//! edges of the interval that can fire (target level at most the root's,
//! slot live at the target) skips every range where either cannot hold.
//! An edge that fires is retired for the rest of the slot by clearing the
//! slot's bit from the live-in unions, exactly as the walk would have
//! marked its source; no other slot reads that bit, so nothing is restored
//! afterwards. Edges the walk would examine in vain (the slot dead at the
//! target, or a target too deep) are never found. A slot thus costs about
//! the arguments it gets, times a logarithm, except where one range pairs
//! a shallow edge into a block where the slot is dead (or an edge retired)
//! with a deep one into a block where it is live, which the search
//! descends into in vain. A definition near the entry of a function made
//! of many loop nests (every nest is dominated by it) no longer costs a
//! visit of every block below it, and a slot live across a huge function
//! no longer costs a look at every join where it is live.
//!
//! Liveness is solved a batch of 512 slots at a time ([`SlotLiveWords`]),
//! and the batch's live-in sets of the edges' targets are loaded into the
//! tree once per batch: the slots × blocks work of liveness, which no
//! placement can avoid when most slots are live almost everywhere, is paid
//! once per block for 512 slots, in a few vector operations.
//!
//! [`iterated_frontier`]: ssa_ir::analysis::iterated_frontier

use super::function::FunctionInfo;
use fixedbitset::FixedBitSet;
use ssa_ir::analysis::slots::{SlotLiveWords, SlotWords};
use std::collections::BinaryHeap;
use std::ops::Range;

/// The memory of pruned placement, kept from one function to the next.
#[derive(Default)]
pub(super) struct Scratch {
    live: SlotLiveWords,
    frontier: Frontier,
}

/// The pruned placement of every slot: `(node, slot)` pairs, slot by slot,
/// nodes ascending.
pub(super) fn place(info: &FunctionInfo, scratch: &mut Scratch) -> Vec<(u32, u32)> {
    let num_slots = info.slots.len();
    let Scratch { live, frontier } = scratch;
    frontier.reset(info);
    live.reset(&info.accesses, info.graph());
    let mut placed = Vec::new();
    for batch in 0..live.num_batches() {
        live.compute(batch);
        frontier.load_live_in(live);
        let first = SlotLiveWords::SLOTS * batch;
        for slot in first..num_slots.min(first + SlotLiveWords::SLOTS) {
            frontier.compute(info, slot, &mut placed);
        }
    }
    placed
}

/// The join edges of a function and the scratch space of
/// [`Frontier::compute`], reused across slots.
#[derive(Default)]
struct Frontier {
    /// Depth of each reachable node in the dominator tree.
    level: Vec<u32>,
    /// Targets of the join edges `z -> y`, sources `z` in preorder.
    targets: Vec<u32>,
    /// `edge_start[p]`: the first edge whose source is at preorder
    /// position `p` or later.
    edge_start: Vec<u32>,
    /// Target levels and live-in sets (of the edges not retired).
    tree: EdgeTree,
    /// Roots still to walk, deepest first: `level << 32 | node`.
    roots: BinaryHeap<u64>,
    is_def: FixedBitSet,
    in_frontier: FixedBitSet,
    found: Vec<u32>,
}

impl Frontier {
    /// Lists the join edges of `info`'s function.
    fn reset(&mut self, info: &FunctionInfo) {
        let num_nodes = info.num_nodes();
        let domtree = info.domtree();
        self.level.clear();
        self.level
            .extend((0..num_nodes as u32).map(|node| domtree.level(node).unwrap_or(u32::MAX)));
        // An edge from a target's immediate dominator never enters a
        // frontier: no node strictly below the idom dominates its source.
        self.targets.clear();
        self.edge_start.clear();
        for &z in domtree.preorder() {
            self.edge_start.push(self.targets.len() as u32);
            for &y in info.graph().succs(z) {
                if domtree.idom(y) != Some(z) {
                    self.targets.push(y);
                }
            }
        }
        self.edge_start.push(self.targets.len() as u32);
        let level = &self.level;
        self.tree
            .reset(self.targets.iter().map(|&y| level[y as usize]));
        // Both sets are left empty by every `compute`.
        self.is_def.grow(num_nodes);
        self.in_frontier.grow(num_nodes);
    }

    /// `node` as a root: its level, then itself, in one key.
    fn root_key(&self, node: u32) -> u64 {
        u64::from(self.level[node as usize]) << 32 | u64::from(node)
    }

    /// Loads the live-in sets of the batch `live` last computed.
    fn load_live_in(&mut self, live: &SlotLiveWords) {
        let targets = &self.targets;
        self.tree
            .load_masks(targets.iter().map(|&y| live.live_in(y)));
    }

    /// Appends `(node, slot)` for the nodes of `slot`'s pruned iterated
    /// frontier, ascending. The batch loaded last must hold `slot`.
    fn compute(&mut self, info: &FunctionInfo, slot: usize, placed: &mut Vec<(u32, u32)>) {
        let word = slot % SlotLiveWords::SLOTS / 64;
        let bit = 1u64 << (slot % 64);
        let defs = info.accesses.defining_blocks(slot as u32);
        for &def in defs {
            if info.is_reachable(def) && !self.is_def.put(def as usize) {
                self.roots.push(self.root_key(def));
            }
        }
        while let Some(key) = self.roots.pop() {
            let (root_level, root) = ((key >> 32) as u32, key as u32);
            let (start, end) = info.domtree().subtree(root).expect("roots are reachable");
            // The subtree's edges: sources in preorder `start..=end`.
            let first = self.edge_start[start as usize] as usize;
            let last = self.edge_start[end as usize + 1] as usize;
            let mut i = first;
            while let Some(found) = self.tree.first(i..last, root_level, word, bit) {
                let y = self.targets[found];
                self.tree.retire(found, word, bit);
                if !self.in_frontier.put(y as usize) {
                    self.found.push(y);
                    if !self.is_def.contains(y as usize) {
                        let key = self.root_key(y);
                        self.roots.push(key);
                    }
                }
                i = found + 1;
            }
        }
        for &def in defs {
            self.is_def.remove(def as usize);
        }
        self.found.sort_unstable();
        for &node in &self.found {
            self.in_frontier.remove(node as usize);
            placed.push((node, slot as u32));
        }
        self.found.clear();
    }
}

/// A segment tree over the join edges: per range, the lowest target level
/// and the union of the targets' live-in sets of the current batch. An edge
/// is retired for one slot by clearing the slot's bit, which no other slot
/// reads, so nothing is restored before the next slot.
#[derive(Default)]
struct EdgeTree {
    /// Leaves at `leaves..2 * leaves`; node `n` covers `2n` and `2n + 1`.
    leaves: usize,
    /// The number of edges (the leaves in use).
    len: usize,
    level: Vec<u32>,
    mask: Vec<SlotWords>,
}

impl EdgeTree {
    /// The tree over edges with targets at depths `levels`, no live-in
    /// sets loaded.
    fn reset(&mut self, levels: impl ExactSizeIterator<Item = u32>) {
        self.len = levels.len();
        self.leaves = self.len.next_power_of_two();
        let leaves = self.leaves;
        self.level.clear();
        self.level.resize(2 * leaves, u32::MAX);
        self.mask.clear();
        self.mask.resize(2 * leaves, SlotWords::default());
        for (i, level) in levels.enumerate() {
            self.level[leaves + i] = level;
        }
        for node in (1..leaves).rev() {
            self.level[node] = self.level[2 * node].min(self.level[2 * node + 1]);
        }
    }

    /// Loads the live-in set of every edge's target, in edge order.
    fn load_masks<'a>(&mut self, masks: impl Iterator<Item = &'a SlotWords>) {
        for (i, mask) in masks.enumerate() {
            self.mask[self.leaves + i] = *mask;
        }
        // Level by level, the nodes whose range holds an edge; the others
        // stay empty.
        let (mut first, mut end) = (self.leaves, self.leaves + self.len);
        while first > 1 {
            (first, end) = (first / 2, end.div_ceil(2));
            for node in first..end {
                let mut mask = self.mask[2 * node];
                mask.union_with(&self.mask[2 * node + 1]);
                self.mask[node] = mask;
            }
        }
    }

    /// Retires edge `i` for the slot of `bit` in word `word`: clears the
    /// bit at its leaf and at every range left without it.
    fn retire(&mut self, i: usize, word: usize, bit: u64) {
        let mut node = self.leaves + i;
        self.mask[node].0[word] &= !bit;
        while node > 1 && self.mask[node ^ 1].0[word] & bit == 0 {
            node /= 2;
            self.mask[node].0[word] &= !bit;
        }
    }

    /// Can the range of `node` hold an edge with a target at most `bound`
    /// deep where the slot of `bit` in word `word` is live? (Exact for a
    /// leaf.)
    fn may_hold(&self, node: usize, bound: u32, word: usize, bit: u64) -> bool {
        self.level[node] <= bound && self.mask[node].0[word] & bit != 0
    }

    /// The first edge in `range` with a target at most `bound` deep where
    /// the slot of `bit` in word `word` is live. The range is covered left
    /// to right by the widest nodes that fit in it (from its first leaf,
    /// climbing while the parent still fits); the search goes down into a
    /// node that may hold such an edge, left child first, and otherwise on
    /// to the next node to the right. It never looks outside the range, and
    /// its cost follows the logarithm of the distance to the edge found
    /// (or of the range), not of the tree.
    fn first(&self, range: Range<usize>, bound: u32, word: usize, bit: u64) -> Option<usize> {
        let end = range.end.min(self.len);
        if range.start >= end {
            return None;
        }
        // `node` covers the leaves `lo..lo + size`.
        let (mut node, mut lo, mut size) = (self.leaves + range.start, range.start, 1);
        loop {
            while node & 1 == 0 && lo + 2 * size <= end {
                (node, size) = (node / 2, size * 2);
            }
            while lo + size > end {
                (node, size) = (2 * node, size / 2);
            }
            while self.may_hold(node, bound, word, bit) {
                if node >= self.leaves {
                    return Some(lo);
                }
                (node, size) = (2 * node, size / 2);
            }
            (node, lo) = (node + 1, lo + size);
            if lo >= end {
                return None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::Dominance;
    use ssa_ir::analysis::cfg::RegionCfg;
    use ssa_ir::analysis::slots::{SlotLiveIn, Slots};
    use ssa_ir::analysis::{iterated_frontier, DomTree};
    use ssa_ir::parser::parse_module;
    use ssa_ir::rng::SplitMix64;
    use std::fmt::Write;
    use std::rc::Rc;

    /// A random function: `n` blocks over `k` slots, random loads and
    /// stores, branches to random non-entry blocks.
    fn random_function(rng: &mut SplitMix64) -> String {
        let n = 1 + rng.below(12);
        // Sometimes more than one word, or one batch, of slots.
        let k = if rng.one_in(40) {
            500 + rng.below(600)
        } else {
            1 + rng.below(70)
        };
        let mut text = String::from("func.func @f(%p: i1, %v: i32) {\n");
        for s in 0..k {
            let _ = writeln!(text, "  %s{s} = memref.alloca() : memref<i32>");
        }
        for b in 0..n {
            if b > 0 {
                let _ = writeln!(text, "^b{b}:");
            }
            for i in 0..rng.below(6) {
                let s = rng.below(k);
                if rng.one_in(2) {
                    let _ = writeln!(text, "  %l{b}_{i} = memref.load %s{s}[] : memref<i32>");
                } else {
                    let _ = writeln!(text, "  memref.store %v, %s{s}[] : memref<i32>");
                }
            }
            if n == 1 || rng.one_in(6) {
                text.push_str("  return\n");
            } else {
                let (t, f) = (1 + rng.below(n - 1), 1 + rng.below(n - 1));
                let _ = writeln!(text, "  cf.cond_br %p, ^b{t}, ^b{f}");
            }
        }
        text.push_str("}\n");
        text
    }

    /// The interval walk gives exactly Sreedhar-Gao's pruned frontier.
    #[test]
    fn matches_iterated_frontier_with_live_filter() {
        let mut rng = SplitMix64::new(0x9e_0ed);
        // One scratch for every function, as in the pass.
        let mut scratch = Scratch::default();
        for _ in 0..1500 {
            let text = random_function(&mut rng);
            let ir = parse_module(&text, 0).expect("parses");
            let func = ir.functions().last().unwrap();
            let cfg = RegionCfg::build(&ir, ir.func_body(func).unwrap());
            let domtree = DomTree::compute(&cfg.graph);
            let dominance = Rc::new(Dominance { cfg, domtree });
            let info = FunctionInfo::new(&ir, dominance, Slots::find(&ir, func));
            let mut expected = Vec::new();
            let mut live_in = SlotLiveIn::new(info.num_nodes());
            for slot in 0..info.slots.len() as u32 {
                live_in.compute(&info.accesses, info.graph(), slot);
                let defs = info.accesses.defining_blocks(slot);
                let idf =
                    iterated_frontier(info.graph(), info.domtree(), defs, Some(live_in.set()));
                expected.extend(idf.into_iter().map(|node| (node, slot)));
            }
            assert_eq!(place(&info, &mut scratch), expected, "{text}");
        }
    }

    /// `first` against a scan of the leaves, with edges retired (for the
    /// slot searched) as found.
    #[test]
    fn edge_tree_finds_the_first_match() {
        let mut rng = SplitMix64::new(0x7_4ee);
        for _ in 0..300 {
            let len = 1 + rng.index(40);
            let levels: Vec<u32> = (0..len).map(|_| rng.below(10) as u32).collect();
            let mut masks: Vec<SlotWords> = (0..len)
                .map(|_| {
                    let mut mask = SlotWords::default();
                    for word in &mut mask.0 {
                        *word = rng.below(16);
                    }
                    mask
                })
                .collect();
            let mut tree = EdgeTree::default();
            tree.reset(levels.iter().copied());
            tree.load_masks(masks.iter());
            for _ in 0..20 {
                let from = rng.index(45);
                let bound = rng.below(10) as u32;
                let word = rng.index(SlotLiveWords::WORDS);
                let bit = 1 << rng.below(4);
                let to = from + rng.index(45);
                let expected = (from..to.min(len))
                    .find(|&i| levels[i] <= bound && masks[i].0[word] & bit != 0);
                assert_eq!(
                    tree.first(from..to, bound, word, bit),
                    expected,
                    "{levels:?} {masks:?}"
                );
                if let Some(i) = expected {
                    tree.retire(i, word, bit);
                    masks[i].0[word] &= !bit;
                }
            }
        }
    }
}
