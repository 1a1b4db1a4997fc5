//! Pruned placement: the iterated dominance frontier of a slot's defining
//! blocks restricted to the blocks where it is live on entry, at a cost that
//! follows the slot's live range rather than the dominator subtrees of its
//! definitions.
//!
//! Sreedhar and Gao's algorithm (POPL 1995; [`iterated_frontier`], LLVM's
//! `IDFCalculator`) walks the dominator subtree of every definition, deepest
//! first, looking for join edges `z -> y` with `level(y) <= level(root)`.
//! With liveness pruning only edges into live blocks count, so the walk only
//! needs the sources of such edges, `Z`; and the subtree of a root is an
//! interval of dominator-tree preorder. So `Z` is kept sorted by preorder,
//! each root takes the members of `Z` in its interval that no deeper root
//! took yet (a "next unprocessed" array with path halving skips the taken
//! ones), and checks their edges exactly as the walk would. The result is
//! the walk's, but a definition near the entry no longer costs a visit of
//! every block below it — which, per slot, is quadratic on functions made of
//! many loop nests whose counters are reused (every nest is dominated by
//! the first).
//!
//! Live-in sets come from the dense bit-vector solver when there are more
//! than 64 slots and the sets are still small (blocks × slots words within
//! a few times the function's size): then every slot's `Z` is read off the
//! live-in sets of the joins in one pass, and a slot's share of the work is
//! a bit rather than a visit. Otherwise (in particular for the many small
//! functions of real programs, where the per-block sets would cost more
//! than they save) each slot's live range is walked on its own
//! ([`SlotLiveIn`]): at most 64 × blocks visits with few slots, and
//! proportional to the live ranges with many.
//!
//! [`iterated_frontier`]: ssa_ir::analysis::iterated_frontier

use super::function::FunctionInfo;
use fixedbitset::FixedBitSet;
use ssa_ir::analysis::slots::SlotLiveIn;
use std::collections::BinaryHeap;

/// Dense liveness is used (with more than 64 slots) when
/// `blocks × ceil(slots / 64)` is at most this many times the number of
/// blocks and accesses.
const DENSE_WORDS_PER_ITEM: usize = 8;

/// The pruned placement of every slot: `(node, slot)` pairs, slot by slot,
/// nodes ascending.
pub(super) fn place(info: &FunctionInfo) -> Vec<(u32, u32)> {
    let words = info.slots.len().div_ceil(64);
    let items = info.num_nodes() + info.accesses.all().len();
    if words > 1 && info.num_nodes() * words <= DENSE_WORDS_PER_ITEM * items {
        place_dense(info)
    } else {
        place_sparse(info)
    }
}

/// With the live-in sets of all slots as bit-vectors per block.
fn place_dense(info: &FunctionInfo) -> Vec<(u32, u32)> {
    let num_slots = info.slots.len();
    let mut frontier = Frontier::new(info);
    let mut placed = Vec::new();
    let liveness = info.accesses.liveness(info.graph());
    // Sources of edges into live joins, per slot, in preorder.
    let mut sources: Vec<Vec<u32>> = vec![Vec::new(); num_slots];
    for &z in info.domtree().preorder() {
        for &y in info.graph().succs(z) {
            if !can_join(info, z, y) {
                continue;
            }
            for slot in liveness.live_in(y).ones() {
                if sources[slot].last() != Some(&z) {
                    sources[slot].push(z);
                }
            }
        }
    }
    for (slot, sources) in sources.iter().enumerate() {
        let live = |y: u32| liveness.live_in(y).contains(slot);
        frontier.compute(slot as u32, sources, live, &mut placed);
    }
    placed
}

/// With the live range of each slot walked on its own.
fn place_sparse(info: &FunctionInfo) -> Vec<(u32, u32)> {
    let num_nodes = info.num_nodes();
    let mut frontier = Frontier::new(info);
    let mut placed = Vec::new();
    let mut live_in = SlotLiveIn::new(num_nodes);
    let mut sources = Vec::new();
    for slot in 0..info.slots.len() as u32 {
        live_in.compute(&info.accesses, info.graph(), slot);
        sources.clear();
        for &y in live_in.blocks() {
            if info.is_reachable(y) {
                let joins = info.in_edges(y).iter().filter(|&&z| can_join(info, z, y));
                sources.extend(joins);
            }
        }
        sources.sort_unstable_by_key(|&z| frontier.preorder[z as usize]);
        sources.dedup();
        let live = |y: u32| live_in.set().contains(y as usize);
        frontier.compute(slot, &sources, live, &mut placed);
    }
    placed
}

/// Can the edge `z -> y` put `y` in a frontier? Not if `z` is `y`'s
/// immediate dominator: no node strictly below it dominates `z` (this
/// covers every block with a single predecessor).
fn can_join(info: &FunctionInfo, z: u32, y: u32) -> bool {
    info.domtree().idom(y) != Some(z)
}

/// Scratch space for [`Frontier::compute`], reused across slots.
struct Frontier<'a> {
    info: &'a FunctionInfo,
    /// Position of each reachable node in dominator-tree preorder.
    preorder: Vec<u32>,
    /// The last preorder position of each node's subtree.
    subtree_end: Vec<u32>,
    /// Depth of each reachable node in the dominator tree.
    level: Vec<u32>,
    is_def: FixedBitSet,
    in_frontier: FixedBitSet,
    /// `next[i]`: the first unprocessed source at or after `i` (or a step
    /// towards it).
    next: Vec<u32>,
    found: Vec<u32>,
}

impl<'a> Frontier<'a> {
    fn new(info: &'a FunctionInfo) -> Frontier<'a> {
        let num_nodes = info.num_nodes();
        let domtree = info.domtree();
        let mut preorder = vec![u32::MAX; num_nodes];
        for (position, &node) in domtree.preorder().iter().enumerate() {
            preorder[node as usize] = position as u32;
        }
        let mut subtree_end = preorder.clone();
        for &node in domtree.preorder().iter().rev() {
            if let Some(parent) = domtree.idom(node) {
                let end = subtree_end[node as usize];
                let parent_end = &mut subtree_end[parent as usize];
                *parent_end = (*parent_end).max(end);
            }
        }
        let level = (0..num_nodes as u32)
            .map(|node| domtree.level(node).unwrap_or(u32::MAX))
            .collect();
        Frontier {
            info,
            preorder,
            subtree_end,
            level,
            is_def: FixedBitSet::with_capacity(num_nodes),
            in_frontier: FixedBitSet::with_capacity(num_nodes),
            next: Vec::new(),
            found: Vec::new(),
        }
    }

    /// The first unprocessed source at or after `i` (path halving).
    fn unprocessed(&mut self, mut i: u32) -> u32 {
        while (i as usize) < self.next.len() && self.next[i as usize] != i {
            let skip = self.next[self.next[i as usize] as usize];
            self.next[i as usize] = skip;
            i = skip;
        }
        i
    }

    /// Appends `(node, slot)` for the nodes of `slot`'s pruned iterated
    /// frontier, ascending. `sources` are the reachable sources of edges
    /// into blocks where `slot` is live, sorted by preorder; `live` tells
    /// those blocks.
    fn compute(
        &mut self,
        slot: u32,
        sources: &[u32],
        live: impl Fn(u32) -> bool,
        placed: &mut Vec<(u32, u32)>,
    ) {
        if sources.is_empty() {
            return;
        }
        let info = self.info;
        self.next.clear();
        self.next.extend(0..=sources.len() as u32);
        let mut roots = BinaryHeap::new();
        let defs = info.accesses.defining_blocks(slot);
        for &def in defs {
            if info.is_reachable(def) && !self.is_def.put(def as usize) {
                roots.push((self.level[def as usize], def));
            }
        }
        while let Some((root_level, root)) = roots.pop() {
            let start = self.preorder[root as usize];
            let end = self.subtree_end[root as usize];
            let first = sources.partition_point(|&z| self.preorder[z as usize] < start) as u32;
            let mut i = self.unprocessed(first);
            while let Some(&z) = sources.get(i as usize) {
                if self.preorder[z as usize] > end {
                    break;
                }
                self.next[i as usize] = i + 1;
                for &y in info.graph().succs(z) {
                    if self.level[y as usize] > root_level
                        || !live(y)
                        || self.in_frontier.put(y as usize)
                    {
                        continue;
                    }
                    self.found.push(y);
                    if !self.is_def.contains(y as usize) {
                        roots.push((self.level[y as usize], y));
                    }
                }
                i = self.unprocessed(i + 1);
            }
        }
        for &def in defs {
            self.is_def.remove(def as usize);
        }
        self.found.sort_unstable();
        for &node in &self.found {
            self.in_frontier.remove(node as usize);
            placed.push((node, slot));
        }
        self.found.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::Dominance;
    use ssa_ir::analysis::cfg::RegionCfg;
    use ssa_ir::analysis::slots::Slots;
    use ssa_ir::analysis::{iterated_frontier, DomTree};
    use ssa_ir::parser::parse_module;
    use std::fmt::Write;
    use std::rc::Rc;

    /// SplitMix64.
    fn next(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A random function: `n` blocks over `k` slots, random loads and
    /// stores, branches to random non-entry blocks.
    fn random_function(rng: &mut u64) -> String {
        let n = 1 + next(rng) % 12;
        let k = 1 + next(rng) % 70; // sometimes more than one word of slots
        let mut text = String::from("func.func @f(%p: i1, %v: i32) {\n");
        for s in 0..k {
            let _ = writeln!(text, "  %s{s} = memref.alloca() : memref<i32>");
        }
        for b in 0..n {
            if b > 0 {
                let _ = writeln!(text, "^b{b}:");
            }
            for i in 0..next(rng) % 6 {
                let s = next(rng) % k;
                if next(rng).is_multiple_of(2) {
                    let _ = writeln!(text, "  %l{b}_{i} = memref.load %s{s}[] : memref<i32>");
                } else {
                    let _ = writeln!(text, "  memref.store %v, %s{s}[] : memref<i32>");
                }
            }
            if n == 1 || next(rng).is_multiple_of(6) {
                text.push_str("  return\n");
            } else {
                let (t, f) = (1 + next(rng) % (n - 1), 1 + next(rng) % (n - 1));
                let _ = writeln!(text, "  cf.cond_br %p, ^b{t}, ^b{f}");
            }
        }
        text.push_str("}\n");
        text
    }

    /// The interval walk gives exactly Sreedhar-Gao's pruned frontier, in
    /// both the dense and the sparse liveness modes.
    #[test]
    fn matches_iterated_frontier_with_live_filter() {
        let mut rng = 0x9e_0ed;
        for _ in 0..1500 {
            let text = random_function(&mut rng);
            let ir = parse_module(&text, 0).expect("parses");
            let func = ir.functions().last().unwrap();
            let cfg = RegionCfg::build(&ir, ir.func_body(func).unwrap());
            let domtree = DomTree::compute(&cfg.graph);
            let info = FunctionInfo::new(
                &ir,
                Rc::new(Dominance { cfg, domtree }),
                Slots::find(&ir, func),
            );
            let mut expected = Vec::new();
            let mut live_in = SlotLiveIn::new(info.num_nodes());
            for slot in 0..info.slots.len() as u32 {
                live_in.compute(&info.accesses, info.graph(), slot);
                let defs = info.accesses.defining_blocks(slot);
                let idf =
                    iterated_frontier(info.graph(), info.domtree(), defs, Some(live_in.set()));
                expected.extend(idf.into_iter().map(|node| (node, slot)));
            }
            assert_eq!(place_dense(&info), expected, "dense\n{text}");
            assert_eq!(place_sparse(&info), expected, "sparse\n{text}");
        }
    }
}
