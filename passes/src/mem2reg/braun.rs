//! Braun, Buchwald, Hack, Leißa, Mallon and Zwinkau, "Simple and Efficient
//! Construction of Static Single Assignment Form" (CC 2013): SSA values are
//! looked up on demand while the blocks are filled in reverse post-order,
//! phis are made only where a lookup crosses a join, and trivial phis are
//! removed as soon as they are complete.
//!
//! - Alg. 1 (`writeVariable`/`readVariable`) and Alg. 2
//!   (`readVariableRecursive`, `addPhiOperands`) are [`Braun::read`], with
//!   the recursion over predecessors turned into an explicit stack of
//!   frames, so a chain of a million single-predecessor blocks is fine.
//! - Alg. 3 (`tryRemoveTrivialPhi`) is [`Phis::remove_trivial`]; replaced
//!   phis are forwarded ([`Phis::find`]) instead of rewritten in place.
//! - Alg. 4 (`sealBlock`): a block is sealed once every reachable
//!   predecessor is filled; its incomplete phis then get their operands.
//! - Alg. 5 (`removeRedundantPhis`, §3.2) runs after construction over all
//!   phis: strongly connected components of phis that merge a single value
//!   from outside are replaced by it, recursively on the inner phis of
//!   larger components. This makes the result minimal on irreducible CFGs
//!   too (their §3.2 and Theorem 4.2 / §4.1 for reducible CFGs).
//!
//! Not in the paper (our pruning): a lookup jumps over every region that
//! cannot change the slot, so it does not walk a live range block by block
//! (the paper's walk, memoised per block and slot, costs the sum of the
//! slots' live ranges: quadratic on one function of many long-lived
//! variables). The loops are those of every cycle, irreducible ones too
//! ([`LoopForest::compute_with_irreducible`], Havlak 1997), and the blocks
//! are numbered in a loop-nested reverse post-order: each loop contiguous
//! from its header, and every edge forward or into the header of a loop
//! containing its source (the order of a weak topological ordering,
//! Bourdoncle 1993). The value at the entry of `b` is the value at the
//! entry of its dominator `y` when no block numbered in `[y, b)` stores or
//! allocates the slot and no loop containing `b` with its header numbered
//! in `(y, b]` stores it. Why: every block has a predecessor numbered
//! before it, so a path from `y` to `b` that does not come back to `y`
//! never drops below `y` (else the entry would reach `b` avoiding `y`),
//! and where it rises above `b`, it comes back by an edge into the header
//! of a loop containing `b`, numbered in `(y, b]`; its blocks above `b` lie
//! in the largest such loop (a loop reaching further would be a larger
//! one). A lookup at `b` takes the highest such `y`: the topmost dominator
//! numbered after the last defining block before `b` (one binary search in
//! the slot's sorted defining blocks, then Myers' jump pointers up the
//! dominator tree) and not before the header of the innermost loop
//! containing `b` that stores the slot (jump pointers up the loop forest,
//! "does this loop store the slot" being one binary search in the sorted
//! forest positions of its storing loops). Only there does the lookup go
//! on as in the paper, at `y`'s predecessors. At the header `H` of a
//! single-entry loop (`H` dominates it) that does not store the slot, a
//! lookup reads through `H`'s forward predecessors only, even while `H` is
//! unsealed, as long as every unfilled predecessor is a back edge: the phi
//! the paper would make there is trivial.
//!
//! These jumps change which temporary phis are made (and removed), not the
//! result: a jump skips only blocks where the slot holds the value it holds
//! at the target, and the result, with no trivial phi and no redundant
//! strongly connected component left, is the minimal pruned form whatever
//! temporary phis led to it (checked: byte-identical output before and
//! after the jumps on every `ssa-smith` shape).
//!
//! Cost: O((B + E) log B) for the loop forest, O(B) for the order and the
//! jump pointers, O(A log A) to sort the defining blocks and storing loops
//! of each slot; then each block where a lookup of a slot stops is visited
//! once for that slot (its value is cached), at O(preds + log A · log B),
//! and each phi made is removed at most once with its users. A lookup stops
//! at its load's block, at one jump target per jump, and at the joins where
//! it makes phis, with their predecessors: O((A + Φ) log A log B) for `Φ`
//! the operands of the phis made, whatever the live ranges. (Two stops are
//! not cached, as they cost no more than the lookup that reaches them: a
//! block a lookup jumps from, whose next lookup jumps to the cached target
//! again, and a single-predecessor block whose predecessor stores the slot,
//! one step from the stored value.) Memory: O(B + A) in arrays sized
//! before construction (the value last stored per defining block and
//! slot among them), plus the phis ([`Phis`]: a fixed number of bytes
//! per phi made and per operand) and the cached stops elsewhere; all of
//! it but the phis and the loads' values is freed before Alg. 5, whose
//! arrays are sized before they are filled ([`remove_redundant_sccs`]). A phi is made
//! only at a join that a definition of the slot reaches from a block
//! numbered before it, or at the header of a loop storing the slot, so `Φ`
//! stays close to the operands kept: the `ssa-smith` shapes make 1.0 to
//! 1.35 phis per phi kept, the most on `irreducible` (78,292 made, 57,862
//! kept at 333K ops).
//!
//! A lookup that reaches the entry without a definition reads `ub.poison`
//! (the paper's `Undef`). Only edges from reachable blocks count as
//! predecessors; unreachable blocks are never filled, their loads read
//! poison. The result is pruned (phis exist only where a load needs them),
//! so on reducible CFGs it places the same arguments as Cytron's pruned
//! flavour, except where two stores store the very same value, which this
//! construction (comparing values, not definitions) merges.

use super::components::{components, Components};
use super::function::FunctionInfo;
use super::phis::{Phis, Val};
use crate::mem2reg::slots::{value_stored, AccessKind, PerSlot};
use fixedbitset::FixedBitSet;
use rustc_hash::FxHashMap;
use ssa_ir::analysis::LoopForest;
use ssa_ir::ir::Ir;

/// Builds the phis and the value of each load (by access index).
pub(super) fn construct(ir: &Ir, info: &FunctionInfo) -> (Phis, Vec<Val>) {
    let num_nodes = info.num_nodes();
    let rpo = info.graph().reverse_post_order();
    let mut braun = Braun {
        info,
        skips: Skips::new(info, &rpo),
        filled: FixedBitSet::with_capacity(num_nodes),
        phis: {
            let mut phis = Phis::default();
            phis.track_users();
            phis
        },
        load_values: vec![Val::Poison; info.accesses.all().len()],
        defined: vec![None; info.accesses.num_definitions()],
        current_def: FxHashMap::default(),
        sealed: FixedBitSet::with_capacity(num_nodes),
        unfilled_in_edges: (0..num_nodes as u32)
            .map(|node| info.in_edges(node).len() as u32)
            .collect(),
        incomplete: FxHashMap::default(),
        frames: Vec::new(),
    };
    for node in rpo {
        braun.fill(ir, node);
    }
    debug_assert!(
        braun.incomplete.is_empty(),
        "every reachable block gets sealed"
    );
    // Only the phis and the loads' values are left to keep: the rest goes
    // before Alg. 5 allocates.
    let mut phis = std::mem::take(&mut braun.phis);
    let load_values = std::mem::take(&mut braun.load_values);
    drop(braun);
    remove_redundant_sccs(&mut phis);
    (phis, load_values)
}

/// A suspended step of [`Braun::read`]: what to do with the value read from
/// a predecessor.
enum Frame {
    /// Record it as the value at `block`, which has a single predecessor.
    Single { block: u32 },
    /// Make it operand `index` of `phi` (at `block`), then read the next
    /// (only through forward predecessors if `forward_only`: the
    /// back-edge operands are `phi` itself).
    Operand {
        phi: u32,
        block: u32,
        index: usize,
        forward_only: bool,
    },
}

/// "No node".
const NONE: u32 = u32::MAX;

/// Groups `(slot, position)` pairs (any order, repeats allowed) by slot,
/// each slot's positions sorted and distinct.
fn sorted_per_slot(num_slots: usize, mut pairs: Vec<(u32, u32)>) -> PerSlot {
    pairs.sort_unstable();
    pairs.dedup();
    PerSlot::from_pairs(num_slots, &pairs)
}

/// Whether the sorted `positions` have one in `range`. O(log).
fn any_in(positions: &[u32], range: std::ops::Range<u32>) -> bool {
    let first = positions.partition_point(|&p| p < range.start);
    positions.get(first).is_some_and(|&p| p < range.end)
}

/// The last of the sorted `positions` below `bound`. O(log).
fn last_below(positions: &[u32], bound: u32) -> Option<u32> {
    let count = positions.partition_point(|&p| p < bound);
    count.checked_sub(1).map(|i| positions[i])
}

/// Skew-binary jump pointers over a forest (Myers, "An applicative
/// random-access stack", IPL 1983): one extra pointer per node, and the
/// topmost ancestor of a node on which a predicate holds, when it holds on
/// a prefix of the node's path to its root, in O(log depth) tests.
struct Ancestors {
    /// Per node: its parent (`NONE` at roots and absent nodes).
    parent: Vec<u32>,
    /// Per node: an ancestor (itself at roots).
    jump: Vec<u32>,
}

impl Ancestors {
    /// `parents` yields `(node, parent)` with every parent before its
    /// children, roots with `None`.
    fn new(num_nodes: usize, parents: impl Iterator<Item = (u32, Option<u32>)>) -> Ancestors {
        let mut parent = vec![NONE; num_nodes];
        let mut jump = vec![NONE; num_nodes];
        let mut depth = vec![0u32; num_nodes];
        for (node, up) in parents {
            let n = node as usize;
            jump[n] = match up {
                None => node,
                Some(p) => {
                    parent[n] = p;
                    depth[n] = depth[p as usize] + 1;
                    let j = jump[p as usize];
                    let jj = jump[j as usize];
                    let d = |x: u32| depth[x as usize];
                    if d(p) - d(j) == d(j) - d(jj) {
                        jj
                    } else {
                        p
                    }
                }
            };
        }
        Ancestors { parent, jump }
    }

    /// The topmost ancestor-or-self of `node` such that `holds` is true of
    /// it and of every node on the way; `holds(node)` is assumed.
    fn topmost(&self, mut node: u32, holds: impl Fn(u32) -> bool) -> u32 {
        loop {
            let parent = self.parent[node as usize];
            if parent == NONE || !holds(parent) {
                return node;
            }
            let jump = self.jump[node as usize];
            node = if holds(jump) { jump } else { parent };
        }
    }
}

/// Where a lookup may jump (our pruning, module doc): blocks in a
/// loop-nested reverse post-order, the blocks defining each slot and the
/// loops storing it at their places in that order and in the loop forest.
struct Skips {
    loops: LoopForest,
    /// Per reachable node: its position in the order.
    order: Vec<u32>,
    /// Per slot: the positions of the blocks that store or allocate it.
    defs: PerSlot,
    /// Per slot: the [`LoopForest::position`]s of the innermost loops of
    /// the blocks that store or allocate it.
    loop_defs: PerSlot,
    dominators: Ancestors,
    outer_loops: Ancestors,
}

impl Skips {
    fn new(info: &FunctionInfo, rpo: &[u32]) -> Skips {
        let num_nodes = info.num_nodes();
        let domtree = info.domtree();
        let loops = LoopForest::compute_with_irreducible(info.graph(), domtree);
        let order = loop_nested_order(num_nodes, rpo, &loops);
        let num_slots = info.accesses.num_slots();
        let mut def_pairs = Vec::new();
        let mut loop_pairs = Vec::new();
        for slot in 0..num_slots as u32 {
            for &node in info.accesses.defining_blocks(slot) {
                if info.is_reachable(node) {
                    def_pairs.push((slot, order[node as usize]));
                    if let Some(header) = loops.innermost(node) {
                        loop_pairs.push((slot, loops.position(header)));
                    }
                }
            }
        }
        let preorder = domtree.preorder();
        let dominators = Ancestors::new(
            num_nodes,
            preorder.iter().map(|&node| (node, domtree.idom(node))),
        );
        let outer_loops = Ancestors::new(
            num_nodes,
            preorder
                .iter()
                .filter(|&&node| loops.is_header(node))
                .map(|&header| (header, loops.parent(header))),
        );
        Skips {
            order,
            defs: sorted_per_slot(num_slots, def_pairs),
            loop_defs: sorted_per_slot(num_slots, loop_pairs),
            dominators,
            outer_loops,
            loops,
        }
    }

    /// Whether a block of `header`'s loop stores or allocates `slot`.
    fn loop_stores(&self, slot: u32, header: u32) -> bool {
        any_in(self.loop_defs.get(slot), self.loops.interval(header))
    }

    /// The block `y` (dominating `block`) whose entry holds the same value
    /// of `slot` as `block`'s entry, as high in the dominator tree as the
    /// test of the module doc allows: no block numbered in `[y, block)`
    /// defines `slot`, and no loop containing `block` with its header
    /// numbered after `y` stores it. `block` itself when no jump is
    /// possible. O(log A · log B).
    fn target(&self, slot: u32, block: u32) -> u32 {
        let at = self.order[block as usize];
        // The lowest position `y` may have.
        let mut lowest = last_below(self.defs.get(slot), at).map_or(0, |def| def + 1);
        if let Some(inner) = self.loops.innermost(block) {
            let storing = if self.loop_stores(slot, inner) {
                Some(inner)
            } else {
                let outer = self
                    .outer_loops
                    .topmost(inner, |header| !self.loop_stores(slot, header));
                self.loops.parent(outer)
            };
            if let Some(header) = storing {
                lowest = lowest.max(self.order[header as usize]);
            }
        }
        self.dominators
            .topmost(block, |node| self.order[node as usize] >= lowest)
    }
}

/// Per reachable node, its position in an order that lists each natural
/// loop's blocks contiguously from its header, and otherwise follows
/// `rpo`: a block's key is the reverse post-order numbers of the headers
/// of the loops around it, outermost first, then its own, compared
/// lexicographically. Every edge that is not retreating in `rpo` goes
/// forward in it. O(B).
fn loop_nested_order(num_nodes: usize, rpo: &[u32], loops: &LoopForest) -> Vec<u32> {
    // Items of each loop (by header; the outermost level is `num_nodes`)
    // in `rpo` order: its blocks outside inner loops and the headers of
    // the loops directly inside it.
    let level = |node: u32| {
        let around = if loops.is_header(node) {
            loops.parent(node)
        } else {
            loops.innermost(node)
        };
        around.map_or(num_nodes, |h| h as usize)
    };
    let mut start = vec![0u32; num_nodes + 3];
    for &node in rpo {
        start[level(node) + 2] += 1;
    }
    for i in 2..start.len() {
        start[i] += start[i - 1];
    }
    let mut items = vec![0u32; rpo.len()];
    for &node in rpo {
        let next = &mut start[level(node) + 1];
        items[*next as usize] = node;
        *next += 1;
    }
    // Now `start[l]..start[l + 1]` are the items of level `l`.
    let mut order = vec![NONE; num_nodes];
    let mut next_position = 0;
    let mut stack = vec![(start[num_nodes], start[num_nodes + 1])];
    while let Some((cursor, end)) = stack.last_mut() {
        if *cursor == *end {
            stack.pop();
            continue;
        }
        let node = items[*cursor as usize];
        *cursor += 1;
        order[node as usize] = next_position;
        next_position += 1;
        if loops.is_header(node) {
            let h = node as usize;
            stack.push((start[h], start[h + 1]));
        }
    }
    order
}

struct Braun<'a> {
    info: &'a FunctionInfo,
    skips: Skips,
    /// The blocks filled so far.
    filled: FixedBitSet,
    phis: Phis,
    load_values: Vec<Val>,
    /// `currentDef[slot][block]` of Alg. 1 where `block` defines `slot`
    /// (its last store so far), by [`SlotAccesses::definition_index`]:
    /// exactly one entry per defining pair.
    ///
    /// [`SlotAccesses::definition_index`]: crate::mem2reg::slots::SlotAccesses::definition_index
    defined: Vec<Option<Val>>,
    /// `currentDef[slot][block]` of Alg. 1 elsewhere: the value at the end
    /// of blocks that define nothing, recorded where a lookup stops (phis)
    /// or walks on from (memoised), sparse. Not recorded where a lookup
    /// jumps from (the next lookup there jumps again, to a recorded
    /// target), nor at a block whose single predecessor defines the slot
    /// (one step from a `defined` entry): on a chain of blocks, nothing.
    current_def: FxHashMap<(u32, u32), Val>,
    sealed: FixedBitSet,
    /// Reachable in-edges whose source is not filled yet.
    unfilled_in_edges: Vec<u32>,
    /// Phis of unsealed blocks still waiting for their operands.
    incomplete: FxHashMap<u32, Vec<u32>>,
    /// Scratch stack of [`Braun::read`].
    frames: Vec<Frame>,
}

impl Braun<'_> {
    /// Processes the accesses of reachable `node` in order, then seals the
    /// successors whose predecessors are now all filled.
    fn fill(&mut self, ir: &Ir, node: u32) {
        if self.unfilled_in_edges[node as usize] == 0 && !self.sealed.contains(node as usize) {
            self.seal(node); // the entry
        }
        let info = self.info;
        let accesses = info.accesses.all();
        for index in info.accesses.block_range(node) {
            let access = accesses[index];
            let value = match access.kind {
                AccessKind::Load => {
                    self.load_values[index] = self.read(access.slot, node);
                    continue;
                }
                AccessKind::Store => info.stored_value(
                    value_stored(ir, access.op).expect("a slot store"),
                    &self.load_values,
                ),
                AccessKind::Alloca => Val::Poison,
            };
            let index = info.accesses.definition_index(access.slot, node);
            self.defined[index.expect("a defining block")] = Some(value);
        }
        self.filled.insert(node as usize);
        for &succ in info.graph().succs(node) {
            self.unfilled_in_edges[succ as usize] -= 1;
            if self.unfilled_in_edges[succ as usize] == 0 {
                self.seal(succ);
            }
        }
    }

    /// Alg. 4: all predecessors of `node` are filled; complete its phis.
    fn seal(&mut self, node: u32) {
        self.sealed.insert(node as usize);
        let waiting = self.incomplete.remove(&node).unwrap_or_default();
        for phi in waiting {
            let slot = self.phis.slot(phi);
            for (index, &pred) in self.info.in_edges(node).iter().enumerate() {
                let value = self.read(slot, pred);
                self.phis.set_operand(phi, index, value);
            }
            self.phis.mark_complete(phi);
            self.phis.remove_trivial([phi]);
        }
    }

    /// Alg. 1 and 2: the value of `slot` at the end of `node` (or at the
    /// current point, for the block being filled).
    fn read(&mut self, slot: u32, node: u32) -> Val {
        let info = self.info;
        let mut frames = std::mem::take(&mut self.frames);
        let mut result = Val::Poison;
        // The next block to look at, and whether a jump from it is allowed.
        let mut start = Some((node, true));
        loop {
            if let Some((block, skip)) = start.take() {
                if let Some(known) = self.known(slot, block) {
                    result = self.phis.find(known);
                } else if let Some(target) = skip
                    .then(|| self.skips.target(slot, block))
                    .filter(|&target| target != block)
                {
                    // The target's own jump would land on itself.
                    start = Some((target, false));
                    continue;
                } else if self.loop_keeps(slot, block) {
                    let preds = info.in_edges(block);
                    let mut forward = (0..preds.len()).filter(|&i| !self.is_back(preds[i], block));
                    match (forward.next(), forward.next()) {
                        // The entry, as a loop header: nothing stored yet.
                        (None, _) => {
                            result = Val::Poison;
                            self.current_def.insert((slot, block), result);
                        }
                        (Some(only), None) => {
                            frames.push(Frame::Single { block });
                            start = Some((preds[only], true));
                            continue;
                        }
                        (Some(first), Some(_)) => {
                            let phi = self.phis.add(block, slot, preds.len());
                            for (index, &pred) in preds.iter().enumerate() {
                                if self.is_back(pred, block) {
                                    self.phis.set_operand(phi, index, Val::Phi(phi));
                                }
                            }
                            self.current_def.insert((slot, block), Val::Phi(phi));
                            frames.push(Frame::Operand {
                                phi,
                                block,
                                index: first,
                                forward_only: true,
                            });
                            start = Some((preds[first], true));
                            continue;
                        }
                    }
                } else if !self.sealed.contains(block as usize) {
                    let phi = self.phis.add(block, slot, info.in_edges(block).len());
                    self.incomplete.entry(block).or_default().push(phi);
                    result = Val::Phi(phi);
                    self.current_def.insert((slot, block), result);
                } else {
                    match *info.in_edges(block) {
                        // The entry: nothing stored yet.
                        [] => {
                            result = Val::Poison;
                            self.current_def.insert((slot, block), result);
                        }
                        [pred] => {
                            if let Some(known) = self.defined_at(slot, pred) {
                                result = self.phis.find(known);
                            } else {
                                frames.push(Frame::Single { block });
                                start = Some((pred, true));
                                continue;
                            }
                        }
                        [first, ..] => {
                            let phi = self.phis.add(block, slot, info.in_edges(block).len());
                            // Recorded before the operands are read, so
                            // lookups around a loop stop here.
                            self.current_def.insert((slot, block), Val::Phi(phi));
                            frames.push(Frame::Operand {
                                phi,
                                block,
                                index: 0,
                                forward_only: false,
                            });
                            start = Some((first, true));
                            continue;
                        }
                    }
                }
            }
            match frames.pop() {
                None => break,
                Some(Frame::Single { block }) => {
                    self.current_def.insert((slot, block), result);
                }
                Some(Frame::Operand {
                    phi,
                    block,
                    index,
                    forward_only,
                }) => {
                    self.phis.set_operand(phi, index, result);
                    let preds = info.in_edges(block);
                    let next = (index + 1..preds.len())
                        .find(|&i| !forward_only || !self.is_back(preds[i], block));
                    if let Some(next) = next {
                        frames.push(Frame::Operand {
                            phi,
                            block,
                            index: next,
                            forward_only,
                        });
                        start = Some((preds[next], true));
                    } else {
                        self.phis.mark_complete(phi);
                        self.phis.remove_trivial([phi]);
                        result = self.phis.find(Val::Phi(phi));
                        self.current_def.insert((slot, block), result);
                    }
                }
            }
        }
        self.frames = frames;
        result
    }

    /// The value of `slot` at the end of `block` (so far, for the block
    /// being filled), if known.
    fn known(&self, slot: u32, block: u32) -> Option<Val> {
        self.defined_at(slot, block)
            .or_else(|| self.current_def.get(&(slot, block)).copied())
    }

    /// The last value `block` stored to `slot` so far, if any.
    fn defined_at(&self, slot: u32, block: u32) -> Option<Val> {
        let index = self.info.accesses.definition_index(slot, block)?;
        self.defined[index]
    }

    /// Is `pred` → `block` a dominance back edge?
    fn is_back(&self, pred: u32, block: u32) -> bool {
        self.info.domtree().dominates(block, pred)
    }

    /// Our pruning (module doc): is `block` the header of a single-entry
    /// loop that keeps `slot` unchanged, with every unfilled predecessor a
    /// back edge?
    fn loop_keeps(&self, slot: u32, block: u32) -> bool {
        self.skips.loops.is_header(block)
            && self.skips.loops.is_single_entry(block)
            && !self.skips.loop_stores(slot, block)
            && self
                .info
                .in_edges(block)
                .iter()
                .all(|&pred| self.filled.contains(pred as usize) || self.is_back(pred, block))
    }
}

/// Alg. 5 over all live phis, with the recursion on inner phis turned into
/// a stack of pending component lists. Components are taken operands first
/// (reverse topological order of the phi → operand graph), so that a
/// component sees its operands already simplified. Time O(Φ) for `Φ` the
/// operands of the live phis, per level of nesting. Memory, in arrays
/// sized before they are filled: 8 bytes per phi made and 4 per live phi,
/// 8 per phi of each pending level, and while a level's components are
/// found, 32 per phi in it and 4 per operand edge between them.
fn remove_redundant_sccs(phis: &mut Phis) {
    let mut all = Vec::with_capacity(phis.live().count());
    all.extend(phis.live());
    let mut member_of = vec![u32::MAX; phis.len()];
    let mut local = vec![NONE; phis.len()];
    let mut component = 0u32;
    let mut members = Vec::new();
    let mut inner = Vec::new();
    let mut pending: Vec<(Components, usize)> = vec![(phi_components(phis, &all, &mut local), 0)];
    while let Some((components, next)) = pending.last_mut() {
        if *next == components.len() {
            pending.pop();
            continue;
        }
        members.clear();
        members.extend_from_slice(components.get(*next));
        *next += 1;
        component += 1;
        for &phi in &members {
            member_of[phi as usize] = component;
        }
        // The distinct operands from outside the component (up to two),
        // and the phis with none.
        let mut outer: Option<Val> = None;
        let mut several = false;
        inner.clear();
        for &phi in &members {
            let mut is_inner = true;
            for index in 0..phis.operands(phi).len() {
                let operand = phis.find(phis.operands(phi)[index]);
                if matches!(operand, Val::Phi(p) if member_of[p as usize] == component) {
                    continue;
                }
                is_inner = false;
                match outer {
                    None => outer = Some(operand),
                    Some(seen) if seen == operand => {}
                    Some(_) => several = true,
                }
            }
            if is_inner {
                inner.push(phi);
            }
        }
        if !several {
            let value = outer.unwrap_or(Val::Poison);
            for &phi in &members {
                phis.replace(phi, value);
            }
        } else if !inner.is_empty() {
            pending.push((phi_components(phis, &inner, &mut local), 0));
        }
    }
}

/// The strongly connected components of the phi → operand graph restricted
/// to `members` (as phis), operands' components first, its edges counted
/// before they are stored. `local` is scratch, `NONE` everywhere (left so).
fn phi_components(phis: &mut Phis, members: &[u32], local: &mut [u32]) -> Components {
    for (at, &phi) in members.iter().enumerate() {
        local[phi as usize] = at as u32;
    }
    let mut start = Vec::with_capacity(members.len() + 1);
    start.push(0u32);
    let mut edges = 0u32;
    for &phi in members {
        for index in 0..phis.operands(phi).len() {
            if let Val::Phi(operand) = phis.find(phis.operands(phi)[index]) {
                edges += u32::from(local[operand as usize] != NONE);
            }
        }
        start.push(edges);
    }
    let mut targets = Vec::with_capacity(edges as usize);
    for &phi in members {
        for index in 0..phis.operands(phi).len() {
            if let Val::Phi(operand) = phis.find(phis.operands(phi)[index]) {
                if local[operand as usize] != NONE {
                    targets.push(local[operand as usize]);
                }
            }
        }
    }
    for &phi in members {
        local[phi as usize] = NONE;
    }
    let mut found = components(&start, &targets);
    found.rename(|at| members[at as usize]);
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssa_ir::analysis::{DomTree, Graph};

    /// The order of `edges` on `num_nodes` nodes (entry 0), checked: each
    /// loop's blocks are numbered contiguously from its header, and every
    /// edge goes forward or into the header of a loop containing its
    /// source (the module doc's argument needs no more).
    fn checked_order(num_nodes: usize, edges: &[(u32, u32)]) -> Vec<u32> {
        let graph = Graph::new(num_nodes, 0, edges.iter().copied());
        let domtree = DomTree::compute(&graph);
        let loops = LoopForest::compute_with_irreducible(&graph, &domtree);
        let rpo = graph.reverse_post_order();
        let order = loop_nested_order(num_nodes, &rpo, &loops);
        let in_loop = |node: u32, header: u32| {
            let mut around = loops.innermost(node);
            while let Some(h) = around.filter(|&h| h != header) {
                around = loops.parent(h);
            }
            around.is_some()
        };
        for &(from, to) in edges {
            if domtree.is_reachable(from) && order[to as usize] <= order[from as usize] {
                assert!(
                    loops.is_header(to) && in_loop(from, to),
                    "{from} -> {to} goes back"
                );
            }
        }
        for &header in &rpo {
            if !loops.is_header(header) {
                continue;
            }
            let body: Vec<u32> = rpo
                .iter()
                .filter(|&&node| in_loop(node, header))
                .map(|&node| order[node as usize])
                .collect();
            let first = order[header as usize];
            assert_eq!(body.iter().min(), Some(&first));
            assert_eq!(
                *body.iter().max().unwrap() as usize,
                first as usize + body.len() - 1
            );
        }
        order
    }

    /// The order's two properties on random graphs with irreducible
    /// loops, self-loops and unreachable blocks.
    #[test]
    fn random_graphs_are_ordered() {
        let mut rng = ssa_ir::rng::SplitMix64::new(0x5eed_b4a0);
        for _ in 0..3000 {
            let num_nodes = 1 + rng.below(14) as u32;
            let mut edges = Vec::new();
            for from in 0..num_nodes {
                for _ in 0..rng.below(4) {
                    edges.push((from, rng.below(num_nodes as u64) as u32));
                }
            }
            checked_order(num_nodes as usize, &edges);
        }
    }

    /// A loop 1..4 whose body 2 breaks to 5 and whose exit 6 leads on:
    /// numbered after the whole body, though reverse post-order may put the
    /// break's target between body blocks; an inner loop {3} and an
    /// irreducible pair 7 <-> 8 after it.
    #[test]
    fn loops_are_contiguous_and_edges_go_forward() {
        let edges = [
            (0, 1),
            (1, 2),
            (1, 3),
            (2, 5),
            (2, 4),
            (3, 3),
            (3, 4),
            (4, 1),
            (4, 6),
            (5, 6),
            (6, 7),
            (6, 8),
            (7, 8),
            (8, 7),
        ];
        let order = checked_order(9, &edges);
        assert!(order[5] > order[4] && order[6] > order[5]);
        // Reversed successor lists give another reverse post-order.
        let reversed: Vec<(u32, u32)> = edges.iter().rev().copied().collect();
        checked_order(9, &reversed);
    }

    /// On a chain 0 - 1 - ... - 99, the topmost ancestor of 99 at depth at
    /// least `k` is `k`, whatever `k`.
    #[test]
    fn jump_pointers_find_the_topmost_ancestor() {
        let chain = Ancestors::new(100, (0..100u32).map(|n| (n, n.checked_sub(1))));
        for k in 0..100 {
            assert_eq!(chain.topmost(99, |node| node >= k), k);
            assert_eq!(chain.topmost(k, |_| true), 0);
        }
    }
}
