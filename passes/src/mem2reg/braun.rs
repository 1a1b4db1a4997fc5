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
//! Not in the paper (our pruning): a lookup that meets a loop header `H`
//! (of a dominance back edge) whose natural loop neither stores nor
//! allocates the slot reads through `H`'s forward predecessors only, even
//! while `H` is unsealed, as long as every unfilled predecessor is a back
//! edge: the value at the end of every back edge's source is then the
//! value at `H`'s entry, so the phi the paper would make there is trivial.
//! With one forward predecessor no phi is made at all; with several, the
//! back-edge operands are the phi itself. Likewise a lookup at any other
//! block of such a loop jumps to its header (which dominates it), so a
//! lookup that enters a loop by its exit never walks the loop's body. On a
//! deep loop nest the paper's construction makes (and then removes) a phi
//! per slot per enclosing loop, and a lookup after an inner nest walks all
//! of it: Θ(B · depth); this makes no such phi and walks O(1) blocks per
//! loop level that does not store the slot. Irreducible retreating edges (into a block that
//! does not dominate their source) keep the paper's path.
//!
//! Cost: O((B + E) α(B) + A log A) to find the loops ([`LoopForest`]) and,
//! per slot, the sorted forest positions of the loops that store it, so
//! "does this loop store the slot" is one binary search; then each block a
//! lookup of a slot passes is visited once for that slot (its value is
//! cached), at O(preds + log A), plus the phis made, each removed at most
//! once with its users.
//!
//! A lookup that reaches the entry without a definition reads `ub.poison`
//! (the paper's `Undef`). Only edges from reachable blocks count as
//! predecessors; unreachable blocks are never filled, their loads read
//! poison. The result is pruned (phis exist only where a load needs them),
//! so on reducible CFGs it places the same arguments as Cytron's pruned
//! flavour, except where two stores store the very same value, which this
//! construction (comparing values, not definitions) merges.

use super::function::FunctionInfo;
use super::phis::{Phis, Val};
use crate::mem2reg::slots::{value_stored, AccessKind};
use fixedbitset::FixedBitSet;
use petgraph::graph::{DiGraph, NodeIndex};
use rustc_hash::FxHashMap;
use ssa_ir::analysis::LoopForest;
use ssa_ir::ir::Ir;

/// Builds the phis and the value of each load (by access index).
pub(super) fn construct(ir: &Ir, info: &FunctionInfo) -> (Phis, Vec<Val>) {
    let num_nodes = info.num_nodes();
    let loops = LoopForest::compute(info.graph(), info.domtree());
    let loop_stores = LoopStores::new(info, &loops);
    let mut braun = Braun {
        info,
        loops,
        loop_stores,
        filled: FixedBitSet::with_capacity(num_nodes),
        phis: {
            let mut phis = Phis::default();
            phis.track_users();
            phis
        },
        load_values: vec![Val::Poison; info.accesses.all().len()],
        current_def: FxHashMap::default(),
        sealed: FixedBitSet::with_capacity(num_nodes),
        unfilled_in_edges: (0..num_nodes as u32)
            .map(|node| info.in_edges(node).len() as u32)
            .collect(),
        incomplete: FxHashMap::default(),
        frames: Vec::new(),
    };
    for node in info.graph().reverse_post_order() {
        braun.fill(ir, node);
    }
    debug_assert!(
        braun.incomplete.is_empty(),
        "every reachable block gets sealed"
    );
    braun.remove_redundant_sccs();
    (braun.phis, braun.load_values)
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

/// Per slot, the sorted [`LoopForest::position`]s of the innermost loops
/// of the blocks that store or allocate it, in one flat table.
struct LoopStores {
    start: Vec<u32>,
    positions: Vec<u32>,
}

impl LoopStores {
    fn new(info: &FunctionInfo, loops: &LoopForest) -> LoopStores {
        let accesses = info.accesses.all();
        let mut pairs = Vec::new();
        for node in 0..info.num_nodes() as u32 {
            let Some(header) = loops.innermost(node) else {
                continue;
            };
            for access in &accesses[info.accesses.block_range(node)] {
                if access.kind != AccessKind::Load {
                    pairs.push((access.slot, loops.position(header)));
                }
            }
        }
        pairs.sort_unstable();
        pairs.dedup();
        let num_slots = accesses.iter().map(|a| a.slot + 1).max().unwrap_or(0);
        let mut start = vec![0u32; num_slots as usize + 1];
        for &(slot, _) in &pairs {
            start[slot as usize + 1] += 1;
        }
        for s in 0..num_slots as usize {
            start[s + 1] += start[s];
        }
        LoopStores {
            start,
            positions: pairs.into_iter().map(|(_, position)| position).collect(),
        }
    }

    /// Whether a block of the loop with forest positions `interval`
    /// stores or allocates `slot`.
    fn stores(&self, slot: u32, interval: std::ops::Range<u32>) -> bool {
        let Some(end) = self.start.get(slot as usize + 1) else {
            return false;
        };
        let own = &self.positions[self.start[slot as usize] as usize..*end as usize];
        let first = own.partition_point(|&p| p < interval.start);
        own.get(first).is_some_and(|&p| p < interval.end)
    }
}

struct Braun<'a> {
    info: &'a FunctionInfo,
    loops: LoopForest,
    loop_stores: LoopStores,
    /// The blocks filled so far.
    filled: FixedBitSet,
    phis: Phis,
    load_values: Vec<Val>,
    /// `currentDef[slot][block]` of Alg. 1, sparse.
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
            self.current_def.insert((access.slot, node), value);
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
        let mut start = Some(node);
        loop {
            if let Some(block) = start.take() {
                if let Some(&known) = self.current_def.get(&(slot, block)) {
                    result = self.phis.find(known);
                } else if let Some(header) = self.kept_by_loop(slot, block) {
                    frames.push(Frame::Single { block });
                    start = Some(header);
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
                            start = Some(preds[only]);
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
                            start = Some(preds[first]);
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
                            frames.push(Frame::Single { block });
                            start = Some(pred);
                            continue;
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
                            start = Some(first);
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
                        start = Some(preds[next]);
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

    /// Is `pred` → `block` a dominance back edge?
    fn is_back(&self, pred: u32, block: u32) -> bool {
        self.info.domtree().dominates(block, pred)
    }

    /// Our pruning (module doc): the header of `block`'s innermost loop,
    /// if `block` is not that header and the loop keeps `slot` unchanged,
    /// so that the slot holds at `block` what it holds entering the header
    /// (which strictly dominates `block`).
    fn kept_by_loop(&self, slot: u32, block: u32) -> Option<u32> {
        let header = self.loops.innermost(block)?;
        (header != block && !self.loop_stores.stores(slot, self.loops.interval(header)))
            .then_some(header)
    }

    /// Our pruning (module doc): is `block` a loop header whose loop keeps
    /// `slot` unchanged, with every unfilled predecessor a back edge?
    fn loop_keeps(&self, slot: u32, block: u32) -> bool {
        self.loops.is_header(block)
            && !self.loop_stores.stores(slot, self.loops.interval(block))
            && self
                .info
                .in_edges(block)
                .iter()
                .all(|&pred| self.filled.contains(pred as usize) || self.is_back(pred, block))
    }

    /// Alg. 5 over all live phis, with the recursion on inner phis turned
    /// into a stack of pending component lists. Components are taken
    /// operands first (petgraph's `kosaraju_scc` yields them in reverse
    /// topological order of the phi → operand graph), so that a component
    /// sees its operands already simplified.
    fn remove_redundant_sccs(&mut self) {
        let all: Vec<u32> = self.phis.live().collect();
        let mut member_of = vec![u32::MAX; self.phis.len()];
        let mut component = 0u32;
        let mut pending: Vec<(Vec<Vec<u32>>, usize)> = vec![(self.components(&all), 0)];
        while let Some((components, next)) = pending.last_mut() {
            let Some(members) = components.get_mut(*next).map(std::mem::take) else {
                pending.pop();
                continue;
            };
            *next += 1;
            component += 1;
            for &phi in &members {
                member_of[phi as usize] = component;
            }
            // The distinct operands from outside the component (up to two),
            // and the phis with none.
            let mut outer: Option<Val> = None;
            let mut several = false;
            let mut inner = Vec::new();
            for &phi in &members {
                let mut is_inner = true;
                for index in 0..self.phis.operands(phi).len() {
                    let operand = self.phis.find(self.phis.operands(phi)[index]);
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
                    self.phis.replace(phi, value);
                }
            } else if !inner.is_empty() {
                let inner_components = self.components(&inner);
                pending.push((inner_components, 0));
            }
        }
    }

    /// The strongly connected components of the phi → operand graph
    /// restricted to `members`, operands' components first.
    fn components(&mut self, members: &[u32]) -> Vec<Vec<u32>> {
        let mut local: FxHashMap<u32, NodeIndex> = FxHashMap::default();
        let mut graph: DiGraph<u32, ()> = DiGraph::with_capacity(members.len(), members.len());
        for &phi in members {
            local.insert(phi, graph.add_node(phi));
        }
        for &phi in members {
            for index in 0..self.phis.operands(phi).len() {
                if let Val::Phi(operand) = self.phis.find(self.phis.operands(phi)[index]) {
                    if let Some(&to) = local.get(&operand) {
                        graph.add_edge(local[&phi], to, ());
                    }
                }
            }
        }
        petgraph::algo::kosaraju_scc(&graph)
            .into_iter()
            .map(|component| component.into_iter().map(|n| graph[n]).collect())
            .collect()
    }
}
