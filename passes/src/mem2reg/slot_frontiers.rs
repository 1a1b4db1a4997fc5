//! The iterated dominance frontiers of every slot of a function, minimal
//! (Cytron et al.'s placement) or pruned (restricted to the blocks where
//! the slot is live on entry), at a cost that follows the frontiers of the
//! slot's definitions rather than their dominator subtrees or its live
//! range.
//!
//! Sreedhar and Gao's algorithm (POPL 1995; [`iterated_frontier`], LLVM's
//! `IDFCalculator`) takes the definitions deepest first and walks each one's
//! dominator subtree for join edges `z -> y` with `level(y) <= level(root)`;
//! a node walked from a deeper root is not walked again. Here the join
//! edges of the function (those whose source is not the target's immediate
//! dominator) are listed once, by the dominator-tree preorder of their
//! source, so that a root's subtree is an interval of the list, and a
//! segment tree over the list keeps, for each range, the lowest target
//! level (of the edges not retired) and the union of the targets' live-in
//! sets: a search for the edges of the interval that can fire skips every
//! range where none can. An edge that fires is retired for the rest of the
//! slot, exactly as the walk would have marked its source. A slot thus
//! costs about the edges into its frontier, times a logarithm: a
//! definition near the entry of a function made of many loop nests (every
//! nest is dominated by it) no longer costs a visit of every block below
//! it.
//!
//! For the pruned placement, each slot is placed one of two ways:
//!
//! - *By liveness*: the search also requires the slot live at the target,
//!   and retires an edge by clearing the slot's bit from the live-in
//!   unions, which no other slot reads. Edges into blocks where the slot
//!   is dead are never found. Liveness is solved 512 slots at a time
//!   ([`SlotLiveWords`]), a walk of the function per batch, and a batch's
//!   live-in sets of the edges' targets are loaded into the tree once.
//! - *Minimal, then pruned by renaming*: the search ignores liveness (the
//!   slot's minimal frontier) and retires an edge by hiding its level,
//!   shown again after the slot. The arguments at blocks where the slot is
//!   dead are exactly those that renaming leaves unused, directly or
//!   through other arguments (Briggs et al. 1998, §4: pruned SSA is minimal
//!   SSA without dead phis), so [`super::cytron::construct`] removes them
//!   after renaming. This needs no liveness, and costs about the minimal
//!   frontier, which is small for most slots but not all (a loop counter
//!   deep in a nest has every enclosing header in it), so the search gives
//!   up after a budget of edges ([`Budget`]).
//!
//! A function of thousands of slots each live across most of it (a huge
//! function whose variables are used throughout) would pay blocks × slots
//! / 512 for liveness; [`place`] tries the minimal search first, and
//! liveness is solved for the slots it fails on only.
//!
//! [`iterated_frontier`]: ssa_ir::analysis::iterated_frontier

use super::function::FunctionInfo;
use fixedbitset::FixedBitSet;
use ssa_ir::analysis::slots::{SlotLiveWords, SlotWords};
use std::collections::BinaryHeap;
use std::ops::Range;

/// The memory of placement, kept from one function to the next.
#[derive(Default)]
pub(super) struct Scratch {
    /// The budget of each slot's minimal search.
    budget: Budget,
    live: SlotLiveWords,
    frontier: Frontier,
    /// The slots placed by liveness.
    by_liveness: Vec<u32>,
}

/// How many join edges the minimal search of a slot may find before the
/// slot is placed by liveness instead: `base` plus `per_block` for each of
/// its defining and upward-exposed blocks.
#[derive(Copy, Clone, Debug)]
struct Budget {
    base: usize,
    per_block: usize,
    /// Try every slot, even in a function that fits one batch of liveness
    /// or when most searches fail (for tests).
    try_every_slot: bool,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            base: 32,
            per_block: 2,
            try_every_slot: false,
        }
    }
}

impl Budget {
    fn of(self, access_blocks: usize) -> usize {
        self.base
            .saturating_add(self.per_block.saturating_mul(access_blocks))
    }
}

/// The number of blocks that define `slot` or read it before writing it.
fn access_blocks(info: &FunctionInfo, slot: u32) -> usize {
    info.accesses.defining_blocks(slot).len() + info.accesses.upward_exposed_blocks(slot).len()
}

/// The minimal placement of `slots` (ascending): `(node, slot)` pairs,
/// slot by slot, nodes ascending.
pub(super) fn place_minimal(
    info: &FunctionInfo,
    scratch: &mut Scratch,
    slots: impl Iterator<Item = u32>,
) -> Vec<(u32, u32)> {
    let frontier = &mut scratch.frontier;
    frontier.reset(info);
    let mut placed = Vec::new();
    for slot in slots {
        frontier.compute(info, slot, Filter::Minimal, usize::MAX, &mut placed);
    }
    placed
}

/// A placement of every slot that holds its pruned one: `(node, slot)`
/// pairs, slot by slot, nodes ascending. For a slot placed minimal, the
/// arguments at blocks where it is dead are left for renaming to show
/// unused.
///
/// A function whose slots fit one batch of liveness (512) is placed by
/// liveness: one walk of the function. Beyond that, slots are tried minimal
/// first, cheapest first (fewest defining and upward-exposed blocks, so
/// that a failed search wastes little), and liveness is solved for the
/// slots whose search fails. A slot costs liveness about what its search
/// costs, so the searches go on while at least half of them succeed
/// (judged after 32): in a nest of loops whose counters are reused from
/// nest to nest nearly every search fails, and in a huge function of
/// local variables nearly every one succeeds. The rule does not depend on
/// the size of the function, so neither does the share of slots placed
/// each way.
pub(super) fn place(info: &FunctionInfo, scratch: &mut Scratch) -> Vec<(u32, u32)> {
    let Scratch {
        budget,
        live,
        frontier,
        by_liveness,
    } = scratch;
    const BATCH: usize = SlotLiveWords::SLOTS;
    let num_slots = info.slots.len();
    frontier.reset(info);
    by_liveness.clear();
    // Pairs of the slots placed minimal, and `(slot, start, end)`: those
    // of `slot` are `minimal[start..end]`.
    let mut minimal = Vec::new();
    let mut minimal_ranges: Vec<(u32, usize, usize)> = Vec::new();
    if num_slots <= BATCH && !budget.try_every_slot {
        by_liveness.extend(0..num_slots as u32);
    } else {
        let mut order: Vec<u32> = (0..num_slots as u32).collect();
        order.sort_unstable_by_key(|&slot| (access_blocks(info, slot), slot));
        let mut tried = 0;
        for &slot in &order {
            let succeeded = tried - by_liveness.len();
            if tried >= 32 && 2 * succeeded < tried && !budget.try_every_slot {
                break;
            }
            tried += 1;
            let allowed = budget.of(access_blocks(info, slot));
            let start = minimal.len();
            if frontier.compute(info, slot, Filter::Minimal, allowed, &mut minimal) {
                minimal_ranges.push((slot, start, minimal.len()));
            } else {
                by_liveness.push(slot);
            }
        }
        by_liveness.extend_from_slice(&order[tried..]);
        by_liveness.sort_unstable();
        minimal_ranges.sort_unstable();
    }

    let mut pruned = Vec::new();
    live.reset(&info.accesses, info.graph(), by_liveness.iter().copied());
    for (batch, slots) in by_liveness.chunks(BATCH).enumerate() {
        live.compute(batch);
        frontier.load_live_in(live);
        for (column, &slot) in slots.iter().enumerate() {
            let filter = Filter::Live {
                word: column / 64,
                bit: 1 << (column % 64),
            };
            frontier.compute(info, slot, filter, usize::MAX, &mut pruned);
        }
    }

    // Both, slot by slot.
    let mut placed = Vec::with_capacity(minimal.len() + pruned.len());
    let mut pruned = pruned.into_iter().peekable();
    for (slot, start, end) in minimal_ranges {
        while let Some(pair) = pruned.next_if(|&(_, other)| other < slot) {
            placed.push(pair);
        }
        placed.extend_from_slice(&minimal[start..end]);
    }
    placed.extend(pruned);
    placed
}

/// Which join edges a search may find, besides the level bound.
#[derive(Copy, Clone, Debug)]
enum Filter {
    /// Any: the minimal frontier. Found edges are hidden until the slot is
    /// done.
    Minimal,
    /// Those into blocks where the slot of `bit` in `word` of the batch
    /// loaded is live: the pruned frontier. Found edges are retired by
    /// clearing the bit.
    Live { word: usize, bit: u64 },
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
    /// Edges hidden by the minimal search of the current slot.
    hidden: Vec<u32>,
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

    /// Appends `(node, slot)` for the nodes of `slot`'s iterated frontier
    /// under `filter`, ascending, and returns true; or, if that takes
    /// finding more than `budget` edges, appends nothing and returns false.
    /// For [`Filter::Live`], the batch loaded last must hold `slot`.
    fn compute(
        &mut self,
        info: &FunctionInfo,
        slot: u32,
        filter: Filter,
        mut budget: usize,
        placed: &mut Vec<(u32, u32)>,
    ) -> bool {
        let defs = info.accesses.defining_blocks(slot);
        for &def in defs {
            if info.is_reachable(def) && !self.is_def.put(def as usize) {
                self.roots.push(self.root_key(def));
            }
        }
        let mut within = true;
        'roots: while let Some(key) = self.roots.pop() {
            let (root_level, root) = ((key >> 32) as u32, key as u32);
            let (start, end) = info.domtree().subtree(root).expect("roots are reachable");
            // The subtree's edges: sources in preorder `start..=end`.
            let first = self.edge_start[start as usize] as usize;
            let last = self.edge_start[end as usize + 1] as usize;
            let mut i = first;
            while let Some(found) = self.tree.first(i..last, root_level, filter) {
                if budget == 0 {
                    within = false;
                    self.roots.clear();
                    break 'roots;
                }
                budget -= 1;
                match filter {
                    Filter::Minimal => {
                        self.tree.set_level(found, u32::MAX);
                        self.hidden.push(found as u32);
                    }
                    Filter::Live { word, bit } => self.tree.retire(found, word, bit),
                }
                let y = self.targets[found];
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
        for found in self.hidden.drain(..) {
            let level = self.level[self.targets[found as usize] as usize];
            self.tree.set_level(found as usize, level);
        }
        self.found.sort_unstable();
        for &node in &self.found {
            self.in_frontier.remove(node as usize);
        }
        if within {
            placed.extend(self.found.iter().map(|&node| (node, slot)));
        }
        self.found.clear();
        within
    }
}

/// A segment tree over the join edges: per range, the lowest target level
/// (of the edges not hidden) and the union of the targets' live-in sets of
/// the current batch. An edge is retired for one slot by clearing the
/// slot's bit, which no other slot reads, so nothing is restored before the
/// next slot; or by hiding its level, which is restored.
#[derive(Default)]
struct EdgeTree {
    /// Leaves at `leaves..2 * leaves`; node `n` covers `2n` and `2n + 1`.
    leaves: usize,
    /// The number of edges (the leaves in use).
    len: usize,
    level: Vec<u32>,
    /// The words of a [`SlotWords`], as a plain array so that a new
    /// vector of them is zeroed by the allocator (see `load_masks`).
    mask: Vec<[u64; SlotLiveWords::WORDS]>,
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
        for (i, level) in levels.enumerate() {
            self.level[leaves + i] = level;
        }
        for node in (1..leaves).rev() {
            self.level[node] = self.level[2 * node].min(self.level[2 * node + 1]);
        }
    }

    /// Loads the live-in set of every edge's target, in edge order.
    ///
    /// Only the nodes over edges are written, and the search reads no
    /// other (a node that reaches past the last edge is never searched,
    /// nor is any above it), so the array is not cleared, and a new one
    /// comes zeroed from the allocator: its pages past the edges, up to
    /// the next power of two, are never touched.
    fn load_masks<'a>(&mut self, masks: impl Iterator<Item = &'a SlotWords>) {
        if self.mask.len() < 2 * self.leaves {
            self.mask = vec![[0; SlotLiveWords::WORDS]; 2 * self.leaves];
        }
        for (i, mask) in masks.enumerate() {
            self.mask[self.leaves + i] = mask.0;
        }
        // Level by level, the nodes whose range holds an edge (the last
        // may reach past the edges, and read a stale leaf: it is never
        // searched).
        let (mut first, mut end) = (self.leaves, self.leaves + self.len);
        while first > 1 {
            (first, end) = (first / 2, end.div_ceil(2));
            for node in first..end {
                let mut mask = SlotWords(self.mask[2 * node]);
                mask.union_with(&SlotWords(self.mask[2 * node + 1]));
                self.mask[node] = mask.0;
            }
        }
    }

    /// Sets the target level of edge `i` (`u32::MAX` hides it), and the
    /// lowest levels of the ranges above it that change.
    fn set_level(&mut self, i: usize, level: u32) {
        let mut node = self.leaves + i;
        self.level[node] = level;
        while node > 1 {
            let lowest = self.level[node].min(self.level[node ^ 1]);
            node /= 2;
            if self.level[node] == lowest {
                break;
            }
            self.level[node] = lowest;
        }
    }

    /// Retires edge `i` for the slot of `bit` in word `word`: clears the
    /// bit at its leaf and at every range left without it.
    fn retire(&mut self, i: usize, word: usize, bit: u64) {
        let mut node = self.leaves + i;
        self.mask[node][word] &= !bit;
        while node > 1 && self.mask[node ^ 1][word] & bit == 0 {
            node /= 2;
            self.mask[node][word] &= !bit;
        }
    }

    /// Can the range of `node` hold an edge with a target at most `bound`
    /// deep that `filter` lets through? (Exact for a leaf.)
    #[inline(always)]
    fn may_hold(&self, node: usize, bound: u32, filter: Filter) -> bool {
        self.level[node] <= bound
            && match filter {
                Filter::Minimal => true,
                Filter::Live { word, bit } => self.mask[node][word] & bit != 0,
            }
    }

    /// The first edge in `range` with a target at most `bound` deep that
    /// `filter` lets through. The range is covered left to right by the
    /// widest nodes that fit in it (from its first leaf, climbing while the
    /// parent still fits); the search goes down into a node that may hold
    /// such an edge, left child first, and otherwise on to the next node to
    /// the right. It never looks outside the range, and its cost follows
    /// the logarithm of the distance to the edge found (or of the range),
    /// not of the tree.
    fn first(&self, range: Range<usize>, bound: u32, filter: Filter) -> Option<usize> {
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
            while self.may_hold(node, bound, filter) {
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
    use crate::mem2reg::cytron;
    use crate::mem2reg::rename::rename;
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

    /// Placed by liveness, a slot gets exactly Sreedhar-Gao's pruned
    /// frontier; placed minimal, exactly the minimal one; and with any mix
    /// of the two (a budget that sends some slots each way), renaming and
    /// the removal of unused arguments leave exactly the pruned frontier.
    #[test]
    fn matches_iterated_frontier_with_live_filter() {
        let mut rng = SplitMix64::new(0x9e_0ed);
        // One scratch for every function, as in the pass.
        let mut scratch = Scratch::default();
        let everything = Budget {
            base: usize::MAX,
            per_block: 0,
            try_every_slot: true,
        };
        let nothing = Budget {
            base: 0,
            per_block: 0,
            try_every_slot: true,
        };
        for _ in 0..1500 {
            let text = random_function(&mut rng);
            let ir = parse_module(&text, 0).expect("parses");
            let func = ir.functions().last().unwrap();
            let cfg = RegionCfg::build(&ir, ir.func_body(func).unwrap());
            let domtree = DomTree::compute(&cfg.graph);
            let dominance = Rc::new(Dominance { cfg, domtree });
            let info = FunctionInfo::new(&ir, dominance, Slots::find(&ir, func));
            let (mut pruned, mut minimal) = (Vec::new(), Vec::new());
            let mut live_in = SlotLiveIn::new(info.num_nodes());
            for slot in 0..info.slots.len() as u32 {
                live_in.compute(&info.accesses, info.graph(), slot);
                let defs = info.accesses.defining_blocks(slot);
                let idf =
                    iterated_frontier(info.graph(), info.domtree(), defs, Some(live_in.set()));
                pruned.extend(idf.into_iter().map(|node| (node, slot)));
                let idf = iterated_frontier(info.graph(), info.domtree(), defs, None);
                minimal.extend(idf.into_iter().map(|node| (node, slot)));
            }
            scratch.budget = nothing;
            assert_eq!(place(&info, &mut scratch), pruned, "{text}");
            scratch.budget = everything;
            assert_eq!(place(&info, &mut scratch), minimal, "{text}");
            scratch.budget = Budget {
                base: rng.index(4),
                per_block: rng.index(3),
                try_every_slot: rng.one_in(2),
            };
            let placed = place(&info, &mut scratch);
            let mut phis = cytron::phis_by_block(&info, placed, &mut cytron::Scratch::default());
            let load_values = rename(&ir, &info, &mut phis);
            phis.remove_unused(load_values);
            let mut kept: Vec<(u32, u32)> = phis
                .live()
                .map(|phi| (phis.block(phi), phis.slot(phi)))
                .collect();
            kept.sort_unstable_by_key(|&(node, slot)| (slot, node));
            assert_eq!(kept, pruned, "{text}");
        }
    }

    /// `first` against a scan of the leaves, with edges retired (for the
    /// slot searched) as found. One tree serves every case, so that the
    /// masks a larger one left past the edges are there to be misread.
    #[test]
    fn edge_tree_finds_the_first_match() {
        let mut rng = SplitMix64::new(0x7_4ee);
        let mut tree = EdgeTree::default();
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
                    tree.first(from..to, bound, Filter::Live { word, bit }),
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

    /// `first` without liveness against a scan of the leaves, with edges
    /// hidden as found and all shown again afterwards.
    #[test]
    fn edge_tree_hides_and_shows_levels() {
        let mut rng = SplitMix64::new(0x41de);
        for _ in 0..300 {
            let len = 1 + rng.index(40);
            let levels: Vec<u32> = (0..len).map(|_| rng.below(10) as u32).collect();
            let mut tree = EdgeTree::default();
            tree.reset(levels.iter().copied());
            for _ in 0..3 {
                let mut hidden = vec![false; len];
                for _ in 0..20 {
                    let from = rng.index(45);
                    let to = from + rng.index(45);
                    let bound = rng.below(10) as u32;
                    let expected = (from..to.min(len)).find(|&i| !hidden[i] && levels[i] <= bound);
                    assert_eq!(
                        tree.first(from..to, bound, Filter::Minimal),
                        expected,
                        "{levels:?} {hidden:?}"
                    );
                    if let Some(i) = expected {
                        tree.set_level(i, u32::MAX);
                        hidden[i] = true;
                    }
                }
                for (i, &level) in levels.iter().enumerate() {
                    tree.set_level(i, level);
                }
            }
        }
    }
}
