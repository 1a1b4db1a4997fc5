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
//! level and the union of the targets' live-in words: a search for the
//! edges of the interval that can fire (target level at most the root's,
//! slot live at the target) skips every range where either cannot hold.
//! An edge that fires is retired for the rest of the slot (cleared from
//! both aggregates), exactly as the walk would have marked its source;
//! edges the walk would examine in vain (the slot dead at the target, or a
//! target too deep) are never found. A slot thus costs about the arguments
//! it gets, times a logarithm, except where one range pairs a shallow edge
//! into a block where the slot is dead with a deep one into a block where
//! it is live, which the search descends into in vain. A definition near
//! the entry of a function made of many loop nests (every nest is dominated
//! by it) no longer costs a visit of every block below it, and a slot live
//! across a huge function no longer costs a look at every join where it is
//! live.
//!
//! Liveness is solved 64 slots at a time ([`SlotLiveWords`]), and the
//! live-in words of the edges' targets are loaded into the tree for each
//! word.
//!
//! [`iterated_frontier`]: ssa_ir::analysis::iterated_frontier

use super::function::FunctionInfo;
use fixedbitset::FixedBitSet;
use ssa_ir::analysis::slots::SlotLiveWords;
use std::collections::BinaryHeap;
use std::ops::Range;

/// The pruned placement of every slot: `(node, slot)` pairs, slot by slot,
/// nodes ascending.
pub(super) fn place(info: &FunctionInfo) -> Vec<(u32, u32)> {
    let num_slots = info.slots.len();
    let mut frontier = Frontier::new(info);
    let mut live = SlotLiveWords::new(info.graph());
    let mut placed = Vec::new();
    for word in 0..num_slots.div_ceil(64) {
        let live_in = live.compute(&info.accesses, info.graph(), word);
        frontier.load_live_in(live_in);
        for bit in 0..64.min(num_slots - 64 * word) {
            frontier.compute(64 * word + bit, &mut placed);
        }
    }
    placed
}

/// The join edges of a function and the scratch space of
/// [`Frontier::compute`], reused across slots.
struct Frontier<'a> {
    info: &'a FunctionInfo,
    /// Depth of each reachable node in the dominator tree.
    level: Vec<u32>,
    /// Join edges `(z, y)`, sources in preorder.
    edges: Vec<(u32, u32)>,
    /// `edge_start[p]`: the first edge whose source is at preorder
    /// position `p` or later.
    edge_start: Vec<u32>,
    /// Target levels (of the edges not retired) and live-in words.
    tree: EdgeTree,
    /// Edges retired for the current slot, with their live-in words.
    retired: Vec<(usize, u64)>,
    is_def: FixedBitSet,
    in_frontier: FixedBitSet,
    found: Vec<u32>,
}

impl<'a> Frontier<'a> {
    fn new(info: &'a FunctionInfo) -> Frontier<'a> {
        let num_nodes = info.num_nodes();
        let domtree = info.domtree();
        let level: Vec<u32> = (0..num_nodes as u32)
            .map(|node| domtree.level(node).unwrap_or(u32::MAX))
            .collect();
        // An edge from a target's immediate dominator never enters a
        // frontier: no node strictly below the idom dominates its source.
        let mut edges = Vec::new();
        let mut edge_start = Vec::with_capacity(domtree.preorder().len() + 1);
        for &z in domtree.preorder() {
            edge_start.push(edges.len() as u32);
            for &y in info.graph().succs(z) {
                if domtree.idom(y) != Some(z) {
                    edges.push((z, y));
                }
            }
        }
        edge_start.push(edges.len() as u32);
        let tree = EdgeTree::new(edges.iter().map(|&(_, y)| level[y as usize]));
        Frontier {
            info,
            level,
            edges,
            edge_start,
            tree,
            retired: Vec::new(),
            is_def: FixedBitSet::with_capacity(num_nodes),
            in_frontier: FixedBitSet::with_capacity(num_nodes),
            found: Vec::new(),
        }
    }

    /// Loads the live-in words of a word of slots (indexed by node).
    fn load_live_in(&mut self, live_in: &[u64]) {
        let edges = &self.edges;
        self.tree
            .load_masks(edges.iter().map(|&(_, y)| live_in[y as usize]));
    }

    /// Appends `(node, slot)` for the nodes of `slot`'s pruned iterated
    /// frontier, ascending. The live-in words loaded last must hold `slot`.
    fn compute(&mut self, slot: usize, placed: &mut Vec<(u32, u32)>) {
        let info = self.info;
        let bit = 1u64 << (slot % 64);
        let mut roots = BinaryHeap::new();
        let defs = info.accesses.defining_blocks(slot as u32);
        for &def in defs {
            if info.is_reachable(def) && !self.is_def.put(def as usize) {
                roots.push((self.level[def as usize], def));
            }
        }
        while let Some((root_level, root)) = roots.pop() {
            let (start, end) = info.domtree().subtree(root).expect("roots are reachable");
            // The subtree's edges: sources in preorder `start..=end`.
            let first = self.edge_start[start as usize] as usize;
            let last = self.edge_start[end as usize + 1] as usize;
            let mut i = first;
            while let Some(found) = self.tree.first(i..last, root_level, bit) {
                let (_, y) = self.edges[found];
                self.retired.push((found, self.tree.mask_of(found)));
                self.tree.set_leaf(found, u32::MAX, 0);
                if !self.in_frontier.put(y as usize) {
                    self.found.push(y);
                    if !self.is_def.contains(y as usize) {
                        roots.push((self.level[y as usize], y));
                    }
                }
                i = found + 1;
            }
        }
        for &def in defs {
            self.is_def.remove(def as usize);
        }
        for (index, mask) in self.retired.drain(..) {
            let (_, y) = self.edges[index];
            self.tree.set_leaf(index, self.level[y as usize], mask);
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
/// and the union of the targets' live-in words.
struct EdgeTree {
    /// Leaves at `leaves..2 * leaves`; node `n` covers `2n` and `2n + 1`.
    leaves: usize,
    level: Vec<u32>,
    mask: Vec<u64>,
    /// `(node, first leaf, end leaf)` still to search.
    stack: Vec<(usize, usize, usize)>,
}

impl EdgeTree {
    fn new(levels: impl ExactSizeIterator<Item = u32>) -> EdgeTree {
        let leaves = levels.len().next_power_of_two();
        let mut tree = EdgeTree {
            leaves,
            level: vec![u32::MAX; 2 * leaves],
            mask: vec![0; 2 * leaves],
            stack: Vec::new(),
        };
        for (i, level) in levels.enumerate() {
            tree.level[leaves + i] = level;
        }
        for node in (1..leaves).rev() {
            tree.level[node] = tree.level[2 * node].min(tree.level[2 * node + 1]);
        }
        tree
    }

    fn load_masks(&mut self, masks: impl Iterator<Item = u64>) {
        for (i, mask) in masks.enumerate() {
            self.mask[self.leaves + i] = mask;
        }
        for node in (1..self.leaves).rev() {
            self.mask[node] = self.mask[2 * node] | self.mask[2 * node + 1];
        }
    }

    /// Sets the target level and live-in word of edge `i`.
    fn set_leaf(&mut self, i: usize, level: u32, mask: u64) {
        let mut node = self.leaves + i;
        self.level[node] = level;
        self.mask[node] = mask;
        while node > 1 {
            node /= 2;
            self.level[node] = self.level[2 * node].min(self.level[2 * node + 1]);
            self.mask[node] = self.mask[2 * node] | self.mask[2 * node + 1];
        }
    }

    /// The live-in word of edge `i`.
    fn mask_of(&self, i: usize) -> u64 {
        self.mask[self.leaves + i]
    }

    /// Can the range of `node` hold an edge with a target at most `bound`
    /// deep where the slot of `bit` is live? (Exact for a leaf.)
    fn may_hold(&self, node: usize, bound: u32, bit: u64) -> bool {
        self.level[node] <= bound && self.mask[node] & bit != 0
    }

    /// The first edge in `range` with a target at most `bound` deep where
    /// the slot of `bit` is live: a left-to-right descent that skips every
    /// node outside the range or unable to hold one.
    fn first(&mut self, range: Range<usize>, bound: u32, bit: u64) -> Option<usize> {
        // A short range (the subtree of a block that dominates little) is
        // cheaper to scan than to descend to.
        if range.len() <= 16 {
            let leaves = range.start..range.end.min(self.leaves);
            return leaves
                .into_iter()
                .find(|&i| self.may_hold(self.leaves + i, bound, bit));
        }
        self.stack.clear();
        self.stack.push((1, 0, self.leaves));
        while let Some((node, lo, hi)) = self.stack.pop() {
            if hi <= range.start || lo >= range.end || !self.may_hold(node, bound, bit) {
                continue;
            }
            if node >= self.leaves {
                return Some(lo);
            }
            let mid = (lo + hi) / 2;
            self.stack.push((2 * node + 1, mid, hi));
            self.stack.push((2 * node, lo, mid));
        }
        None
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
        let k = 1 + rng.below(70); // sometimes more than one word of slots
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
            assert_eq!(place(&info), expected, "{text}");
        }
    }

    /// `first` against a scan of the leaves, with edges retired as found.
    #[test]
    fn edge_tree_finds_the_first_match() {
        let mut rng = SplitMix64::new(0x7_4ee);
        for _ in 0..300 {
            let len = 1 + rng.index(40);
            let mut levels: Vec<u32> = (0..len).map(|_| rng.below(10) as u32).collect();
            let masks: Vec<u64> = (0..len).map(|_| rng.below(16)).collect();
            let mut tree = EdgeTree::new(levels.iter().copied());
            tree.load_masks(masks.iter().copied());
            for _ in 0..20 {
                let from = rng.index(45);
                let bound = rng.below(10) as u32;
                let bit = 1 << rng.below(4);
                let to = from + rng.index(45);
                let expected =
                    (from..to.min(len)).find(|&i| levels[i] <= bound && masks[i] & bit != 0);
                assert_eq!(
                    tree.first(from..to, bound, bit),
                    expected,
                    "{levels:?} {masks:?}"
                );
                if let Some(i) = expected {
                    tree.set_leaf(i, u32::MAX, 0);
                    levels[i] = u32::MAX;
                }
            }
        }
    }
}
