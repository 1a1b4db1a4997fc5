//! The iterated dominance frontiers of every slot of a function, minimal
//! (Cytron et al.'s placement) or pruned (restricted to the blocks where
//! the slot is live on entry), at a cost bounded by the frontier found or
//! by the size of the function per 64 slots, never by the dominator
//! subtrees of each slot's definitions.
//!
//! Sreedhar and Gao's algorithm (POPL 1995; [`iterated_frontier`], LLVM's
//! `GenericIteratedDominanceFrontier.h`) takes the definitions deepest
//! first and walks each one's dominator subtree for join edges `z -> y`
//! with `level(y) <= level(root)`; a node walked from a deeper root is not
//! walked again. Here the join edges of the function (those whose source
//! is not the target's immediate dominator) are listed once, by the
//! dominator-tree preorder of their source, so that a root's subtree is an
//! interval of the list.
//!
//! - *Minimal* ([`place_minimal`]): a segment tree over the list keeps the
//!   lowest target level per range, and the search for the edges of an
//!   interval that can fire skips every range where none can; an edge that
//!   fires is hidden until the slot is done. The level test is exact, so a
//!   slot costs O((d + f) log J): `d` defining blocks, `f` edges into its
//!   frontier, `J` join edges.
//! - *64 slots at once* ([`WordFrontiers`]): the same characterisation
//!   solved for a word of slots, one bit each, level by level from the
//!   deepest, with a union-find over the dominator tree instead of a
//!   search per slot: O((B + J) log B) per 64 slots, `B` blocks, whatever
//!   the frontiers' sizes. (LLVM's `IDFCalculator` with live-in blocks
//!   walks each definition's whole dominator subtree, slot by slot, and
//!   filters by liveness only what it finds; a search combining a level
//!   bound with live-in sets cannot prune exactly, so one query can visit
//!   a whole subtree.)
//!
//! For the pruned placement (Choi, Cytron and Ferrante, POPL 1991: the
//! minimal arguments at blocks where the slot is live on entry), each slot
//! is placed one of two ways:
//!
//! - *By liveness*: the minimal frontiers of 64 slots at once, as above,
//!   intersected with their live-in sets, solved 512 slots at a time
//!   ([`SlotLiveWords`]).
//! - *Below its kill blocks, then pruned by renaming*: minimal searches,
//!   bounded as follows. Let `U` be the reachable blocks where the slot is
//!   upward-exposed (none: it is dead everywhere, and gets no argument),
//!   and a kill block a block whose first access kills the slot (a store,
//!   or its alloca). For `u` in `U`, let `K(u)` be the deepest kill block
//!   that dominates `u`. Every path from a block outside `K(u)`'s
//!   dominator subtree, or from `K(u)`, to `u` passes through `K(u)`'s
//!   kill, so the blocks where the slot is live on entry because of `u`
//!   are strictly dominated by `K(u)`: its band (the whole function if no
//!   kill block dominates `u`). A join edge `z -> y` with `z` below `K`
//!   enters `K`'s band iff `level(y) > level(K)` (`idom(y)` dominates
//!   `z`), and a block `x` with `y` of the band in its frontier is in the
//!   band itself (a predecessor of `y` is), so a search from the
//!   definitions in a band, keeping the edges that enter it, finds the
//!   minimal frontier within the band. The first search of a slot is
//!   below the deepest kill block that dominates all of `U` (found in
//!   O(d + u) from preorder intervals), whose band holds every other.
//!   If it fails, there is one search per distinct `K(u)`, for the
//!   exposed blocks `U_K` it leads. If `y` is in the iterated frontier,
//!   each block of a chain `d = x0, x1, .., y` with `x(i+1)` in the
//!   frontier of `x(i)` reaches the next, and the whole chain lies in the
//!   band of the deepest search whose band holds `y`; where the chain
//!   leaves the subtree of a deeper search's kill block `K'`, its next
//!   block is in the frontier of `K'` itself, a definition. So each
//!   defining block roots only the search of the deepest kill block that
//!   strictly dominates it (sweeps in dominator-tree preorder with a
//!   stack of the nested subtree intervals, O(k log k) for `k` defining
//!   and exposed blocks), and a search keeps, and goes on from, only the
//!   blocks that can reach the exposed blocks of its kill block or of a
//!   kill block above it: those whose strongly connected component comes
//!   no later in topological order than the last of theirs (a block that
//!   reaches none of them has no live argument for them, nor does any
//!   block after it on a chain). Either way the searches find a superset
//!   of the pruned frontier inside the minimal one; the arguments at
//!   blocks where the slot is dead are exactly those that renaming leaves
//!   unused, directly or through other arguments (Briggs et al. 1998, §4:
//!   pruned SSA is minimal SSA without dead phis), so
//!   [`super::cytron::construct`] removes them after renaming. In each
//!   round the searches of all slots go by rising level of their kill
//!   blocks, so an edge found leaving one band leaves the bands of all
//!   later searches, and is hidden for good. This needs no liveness, and
//!   a slot costs O(k log k + (d + f) log J), `f` edges into the
//!   frontiers within the bands, plus O(J log J) per function and round
//!   for the edges hidden for good. A counter of a loop deep in a nest,
//!   whose minimal frontier holds every enclosing header, is set before
//!   the loop by a block that dominates the loop, so its band holds the
//!   loop's header and not the enclosing ones (whose back edges, from
//!   latches below the loop's exit, the searches meet once for all
//!   counters); a counter reused by the next nest has a search per nest,
//!   and the definitions of the later nests, inside the band of the
//!   first, root only their own nests' searches. The searches of a slot
//!   give up after a budget of edges into their bands ([`Budget`])
//!   proportional to the slot's accesses. (Bounding the search by kill
//!   blocks is ours; it is not in the papers cited.)
//!
//! A function of thousands of slots each live across most of it (a huge
//! function whose variables are used throughout) would pay blocks × slots
//! / 512 words for liveness, and their live ranges; [`place`] tries the
//! searches first (the one band for every slot, then the kill blocks'
//! for the slots that failed, so that a slot whose one band holds its
//! arguments pays no sorting and no components), and liveness is solved
//! for the slots they fail on only.
//!
//! Cost of [`place`], with `B` blocks, `E` edges, `J` join edges, `S`
//! slots of which `S_L` are placed by liveness, `A` accesses and `P` pairs
//! placed: O(E log E + A log A + A log J + P log P) for the kill blocks,
//! the searches (budgets are proportional to accesses, and an edge is
//! found leaving a band once) and the final sort, O(B + E) once for the
//! components and O(B + J) for the same-level components, O((B + J) log
//! B) per 64 slots placed by liveness, and liveness itself, O(E) words per
//! sweep of [`SlotLiveWords`] per 512 slots. Memory: O(E + P + A) words
//! and 64 bytes per block for a batch of liveness.
//!
//! The per-word terms are not linear in the size of the function when the
//! number of slots placed by liveness grows with it; the searches keep
//! that number small on the shapes of the scaling benchmark: on its
//! `deep-nest` (loop counters reused from nest to nest), where one band
//! per slot sent nearly every slot to liveness and placement grew 3.9x
//! per 3x ops (`docs/scaling.md`, stops s32 and s33).
//!
//! [`iterated_frontier`]: ssa_ir::analysis::iterated_frontier

use super::function::FunctionInfo;
use crate::mem2reg::slots::SlotLiveWords;
use fixedbitset::FixedBitSet;
use petgraph::graph::NodeIndex;
use std::collections::BinaryHeap;
use std::ops::Range;

/// The memory of placement, kept from one function to the next.
#[derive(Default)]
pub(super) struct Scratch {
    /// The budget of each slot's minimal search.
    budget: Budget,
    live: SlotLiveWords,
    frontier: Frontier,
    /// The frontiers of 64 slots placed by liveness.
    words: WordFrontiers,
    /// The searches of the slots, one per kill block.
    groups: Groups,
    /// The slots placed by liveness.
    by_liveness: Vec<u32>,
}

/// How many join edges into its bands the searches of a slot may find
/// before the slot is placed by liveness instead: `base` plus `per_block`
/// for each of its defining and upward-exposed blocks, in the first round
/// of searches, and half of that in the second.
#[derive(Copy, Clone, Debug)]
struct Budget {
    base: usize,
    per_block: usize,
    /// Try every slot, even in a function that fits one batch of liveness
    /// or when most searches fail (for tests).
    try_every_slot: bool,
    /// Search each slot below one kill block first, and by its kill blocks
    /// only if that fails (false for tests: by its kill blocks at once).
    one_band_first: bool,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            base: 32,
            per_block: 2,
            try_every_slot: false,
            one_band_first: true,
        }
    }
}

/// How many searches succeeded: they go on while at least half of them
/// do (judged after 32), or always when the budget says so.
#[derive(Default)]
struct Share {
    tried: usize,
    failed: usize,
}

impl Share {
    fn goes_on(&self, budget: &Budget) -> bool {
        self.tried < 32 || 2 * self.failed <= self.tried || budget.try_every_slot
    }

    fn record(&mut self, found: bool) {
        self.tried += 1;
        self.failed += usize::from(!found);
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
        let search = Search {
            slot,
            roots: info.accesses.defining_blocks(slot),
            band: &Band::WHOLE,
            reach: Reach::ANY,
        };
        let mut unlimited = usize::MAX;
        frontier.compute(info, search, &mut unlimited, &mut placed);
    }
    placed
}

/// A placement of every slot that holds its pruned one: `(node, slot)`
/// pairs, slot by slot, nodes ascending. For a slot placed by the search,
/// the arguments at blocks of its bands where it is dead are left for
/// renaming to show unused.
///
/// A function whose slots fit one batch of liveness (512) is placed by
/// liveness: one walk of the function. Beyond that, searches go first, in
/// two rounds: one per slot below the kill block that dominates all its
/// exposed blocks, then, for the slots whose search failed, one per kill
/// block. Within a round they go by rising level of the kill block (so
/// that an edge found leaving one band leaves the bands of all later
/// searches, and is hidden for good), cheapest slot first within a level
/// (fewest defining and upward-exposed blocks, so that a failed search
/// wastes little), and liveness is solved for the slots one of whose
/// searches fails in the second round. A slot costs liveness about what
/// its searches cost, so the searches of a round go on while at least
/// half of them succeed (judged after 32): the rule does not depend on
/// the size of the function, so neither does the share of slots placed
/// each way.
pub(super) fn place(info: &FunctionInfo, scratch: &mut Scratch) -> Vec<(u32, u32)> {
    let Scratch {
        budget,
        live,
        frontier,
        words,
        groups,
        by_liveness,
    } = scratch;
    const BATCH: usize = SlotLiveWords::SLOTS;
    let num_slots = info.slots.len();
    frontier.reset(info);
    by_liveness.clear();
    let mut placed = Vec::new();
    if num_slots <= BATCH && !budget.try_every_slot {
        by_liveness.extend(0..num_slots as u32);
    } else {
        // First one search per slot, below the deepest kill block that
        // dominates all its exposed blocks, unless told otherwise (tests).
        let bands: Vec<Option<Band>> = (0..num_slots as u32)
            .map(|slot| Band::of_slot(info, slot))
            .collect();
        let lowest = |slot: u32| bands[slot as usize].as_ref().map_or(0, |band| band.lowest);
        let mut order: Vec<u32> = (0..num_slots as u32).collect();
        order.sort_unstable_by_key(|&slot| (lowest(slot), access_blocks(info, slot), slot));
        let mut share = Share::default();
        let mut stop = if budget.one_band_first {
            order.len()
        } else {
            0
        };
        for (i, &slot) in order[..stop].iter().enumerate() {
            if !share.goes_on(budget) {
                stop = i;
                break;
            }
            // A slot dead on entry to every block needs no argument.
            let Some(band) = &bands[slot as usize] else {
                share.record(true);
                continue;
            };
            let search = Search {
                slot,
                roots: info.accesses.defining_blocks(slot),
                band,
                reach: Reach::ANY,
            };
            let mut allowed = budget.of(access_blocks(info, slot));
            let found = frontier.compute(info, search, &mut allowed, &mut placed);
            share.record(found);
            if !found {
                by_liveness.push(slot);
            }
        }
        by_liveness.extend_from_slice(&order[stop..]);
        by_liveness.sort_unstable();
        // Then the slots whose search failed, one search per kill block.
        if !by_liveness.is_empty() {
            frontier.reset(info);
            groups.reset(info);
            for &slot in by_liveness.iter() {
                groups.add_slot(info, slot);
            }
            by_liveness.clear();
            let list = &groups.list;
            let mut order: Vec<u32> = (0..list.len() as u32).collect();
            order.sort_unstable_by_key(|&g| {
                let group = &list[g as usize];
                let slot = group.slot;
                (group.band.lowest, access_blocks(info, slot), slot)
            });
            let mut left: Vec<usize> = (0..num_slots as u32)
                .map(|slot| budget.of(access_blocks(info, slot)) / 2)
                .collect();
            let mut failed = FixedBitSet::with_capacity(num_slots);
            let (mut share, mut stop) = (Share::default(), order.len());
            for (i, &g) in order.iter().enumerate() {
                let group = &list[g as usize];
                let slot = group.slot;
                if failed.contains(slot as usize) {
                    continue;
                }
                if !share.goes_on(budget) {
                    stop = i;
                    break;
                }
                let search = Search {
                    slot,
                    roots: &groups.roots[group.roots.clone()],
                    band: &group.band,
                    reach: Reach {
                        rank: &groups.rank,
                        bound: group.reach,
                    },
                };
                let found = frontier.compute(info, search, &mut left[slot as usize], &mut placed);
                share.record(found);
                if !found {
                    failed.insert(slot as usize);
                }
            }
            for &g in &order[stop..] {
                failed.insert(list[g as usize].slot as usize);
            }
            placed.retain(|&(_, slot)| !failed.contains(slot as usize));
            by_liveness.extend(failed.ones().map(|slot| slot as u32));
        }
    }
    live.reset(&info.accesses, info.graph(), by_liveness.iter().copied());
    if !by_liveness.is_empty() {
        words.reset(info);
    }
    for (batch, slots) in by_liveness.chunks(BATCH).enumerate() {
        live.compute(batch);
        for (word, slots) in slots.chunks(64).enumerate() {
            words.compute(info, slots);
            for &node in info.domtree().preorder() {
                let mut bits = words.phi[node as usize] & live.live_in(node).0[word];
                while bits != 0 {
                    placed.push((node, slots[bits.trailing_zeros() as usize]));
                    bits &= bits - 1;
                }
            }
        }
    }
    // Slot by slot.
    placed.sort_unstable_by_key(|&(node, slot)| (slot, node));
    placed
}

/// The searches of a function's slots (module docs): one per kill block
/// of a slot that is the deepest to dominate one of its upward-exposed
/// blocks, and one below no kill block for the exposed blocks no kill
/// block dominates.
#[derive(Default)]
struct Groups {
    list: Vec<Group>,
    /// The roots of the searches: those of `list[i]` are
    /// `roots[list[i].roots]`.
    roots: Vec<u32>,
    /// Per node, the topological position of its strongly connected
    /// component: a block reaches only blocks of the same or a higher rank.
    rank: Vec<u32>,
    /// Per slot, sweep space: kill blocks' preorder intervals, ascending;
    /// exposed blocks' `(preorder, rank)` and defining blocks'
    /// `(preorder, node)`; `(kill, rank)` of each exposed block
    /// (`kills.len()` for none); the kill blocks that lead a search, with
    /// their search; `(search, root)` pairs; the stack.
    kills: Vec<(u32, u32)>,
    exposed: Vec<(u32, u32)>,
    defs: Vec<(u32, u32)>,
    keyed: Vec<(usize, u32)>,
    leaders: Vec<(usize, usize)>,
    assigned: Vec<(usize, u32)>,
    stack: Vec<usize>,
}

/// One search of a slot: the minimal frontier within `band` from `roots`,
/// keeping the blocks whose rank is at most `reach` (the highest rank of
/// the exposed blocks of its kill block and of the kill blocks above it).
#[derive(Debug)]
struct Group {
    slot: u32,
    band: Band,
    reach: u32,
    roots: Range<usize>,
}

impl Groups {
    /// Forgets the previous function's searches and ranks `info`'s blocks.
    fn reset(&mut self, info: &FunctionInfo) {
        self.list.clear();
        self.roots.clear();
        let graph = info.graph();
        let num_nodes = graph.num_nodes();
        let mut cfg: petgraph::graph::DiGraph<(), ()> =
            petgraph::graph::DiGraph::with_capacity(num_nodes, graph.num_edges());
        for _ in 0..num_nodes {
            cfg.add_node(());
        }
        for from in 0..num_nodes as u32 {
            for &to in graph.succs(from) {
                cfg.add_edge(
                    NodeIndex::new(from as usize),
                    NodeIndex::new(to as usize),
                    (),
                );
            }
        }
        // Components come sinks first.
        let components = petgraph::algo::kosaraju_scc(&cfg);
        self.rank.clear();
        self.rank.resize(num_nodes, 0);
        for (i, component) in components.iter().enumerate() {
            for node in component {
                self.rank[node.index()] = (components.len() - 1 - i) as u32;
            }
        }
    }

    /// Adds the searches of `slot`, none if it is upward-exposed in no
    /// reachable block (dead on entry to every block). O(k log k) for `k`
    /// defining and upward-exposed blocks: two sweeps over them in
    /// dominator-tree preorder, with a stack of the kill blocks' nested
    /// preorder intervals.
    fn add_slot(&mut self, info: &FunctionInfo, slot: u32) {
        let domtree = info.domtree();
        let exposed = info.accesses.upward_exposed_blocks(slot);
        let defs = info.accesses.defining_blocks(slot);
        self.exposed.clear();
        self.exposed.extend(exposed.iter().filter_map(|&node| {
            let (first, _) = domtree.subtree(node)?;
            Some((first, self.rank[node as usize]))
        }));
        if self.exposed.is_empty() {
            return;
        }
        self.exposed.sort_unstable();
        // Kill blocks: defining, not exposed (both lists ascending).
        self.kills.clear();
        let mut rest = exposed.iter().peekable();
        for &def in defs {
            while rest.next_if(|&&node| node < def).is_some() {}
            if rest.peek() != Some(&&def) {
                self.kills.extend(domtree.subtree(def));
            }
        }
        self.kills.sort_unstable();
        // Each exposed block's deepest dominating kill block.
        let none = self.kills.len();
        self.keyed.clear();
        self.stack.clear();
        let mut next = 0;
        for &(first, rank) in &self.exposed {
            while next < none && self.kills[next].0 < first {
                let start = self.kills[next].0;
                while self.stack.last().is_some_and(|&k| self.kills[k].1 < start) {
                    self.stack.pop();
                }
                self.stack.push(next);
                next += 1;
            }
            while self.stack.last().is_some_and(|&k| self.kills[k].1 < first) {
                self.stack.pop();
            }
            self.keyed
                .push((self.stack.last().copied().unwrap_or(none), rank));
        }
        self.keyed.sort_unstable();
        // One search per kill block found: its band and the highest rank
        // of its exposed blocks.
        let first_group = self.list.len();
        self.leaders.clear();
        for &(kill, rank) in &self.keyed {
            if self.leaders.last().is_some_and(|&(k, _)| k == kill) {
                let group = self.list.last_mut().expect("pushed with its leader");
                group.reach = group.reach.max(rank);
                continue;
            }
            self.leaders.push((kill, self.list.len()));
            let band = match self.kills.get(kill) {
                Some(&(start, end)) => Band::below(info, start, end),
                None => Band::WHOLE,
            };
            self.list.push(Group {
                slot,
                band,
                reach: rank,
                roots: 0..0,
            });
        }
        // A search also keeps the blocks that the searches of the kill
        // blocks above its own keep: a block in its band may be live for
        // their exposed blocks.
        let outside = match self.leaders.last() {
            Some(&(kill, group)) if kill == none => Some(group),
            _ => None,
        };
        let base = outside.map_or(0, |group| self.list[group].reach);
        self.stack.clear();
        for (l, &(kill, group)) in self.leaders.iter().enumerate() {
            let Some(&(start, _)) = self.kills.get(kill) else {
                continue;
            };
            while (self.stack.last()).is_some_and(|&p| self.kills[self.leaders[p].0].1 < start) {
                self.stack.pop();
            }
            let above = (self.stack.last()).map_or(base, |&p| self.list[self.leaders[p].1].reach);
            self.list[group].reach = self.list[group].reach.max(above);
            self.stack.push(l);
        }
        // Each defining block roots the search of the deepest leading
        // kill block that strictly dominates it, if any, or else the one
        // below no kill block, if any.
        self.assigned.clear();
        self.stack.clear();
        self.defs.clear();
        (self.defs).extend(
            defs.iter()
                .filter_map(|&def| Some((domtree.subtree(def)?.0, def))),
        );
        self.defs.sort_unstable();
        let mut next = 0;
        for &(first, def) in &self.defs {
            while next < self.leaders.len()
                && self.leaders[next].0 != none
                && self.kills[self.leaders[next].0].0 < first
            {
                let start = self.kills[self.leaders[next].0].0;
                while (self.stack.last()).is_some_and(|&l| self.kills[self.leaders[l].0].1 < start)
                {
                    self.stack.pop();
                }
                self.stack.push(next);
                next += 1;
            }
            while (self.stack.last()).is_some_and(|&l| self.kills[self.leaders[l].0].1 < first) {
                self.stack.pop();
            }
            let group = self.stack.last().map(|&l| self.leaders[l].1).or(outside);
            self.assigned.extend(group.map(|group| (group, def)));
        }
        self.assigned.sort_unstable();
        let mut at = 0;
        for group in first_group..self.list.len() {
            let start = self.roots.len();
            while at < self.assigned.len() && self.assigned[at].0 == group {
                self.roots.push(self.assigned[at].1);
                at += 1;
            }
            self.list[group].roots = start..self.roots.len();
        }
    }
}

/// A search for some of a slot's arguments: the minimal iterated frontier
/// of `roots` within `band`, keeping the blocks `reach` admits.
#[derive(Copy, Clone)]
struct Search<'a> {
    slot: u32,
    roots: &'a [u32],
    band: &'a Band,
    reach: Reach<'a>,
}

/// Which blocks a search keeps: those of rank at most `bound` (a block
/// that reaches none of the search's exposed blocks, nor does anything it
/// reaches, is dead there).
#[derive(Copy, Clone)]
struct Reach<'a> {
    rank: &'a [u32],
    bound: u32,
}

impl Reach<'_> {
    /// Every block.
    const ANY: Reach<'static> = Reach {
        rank: &[],
        bound: u32::MAX,
    };

    fn admits(self, node: u32) -> bool {
        self.bound == u32::MAX || self.rank[node as usize] <= self.bound
    }
}

/// The minimal iterated frontiers of 64 slots at once, one bit per slot:
/// Sreedhar and Gao's characterisation (a join edge `z -> y` puts `y` in
/// the frontier of every node on the dominator-tree path from `z` up to
/// the ancestor of `z` at `y`'s level) solved level by level, deepest
/// first, instead of slot by slot.
///
/// `Phi(y)` (the slots with an argument at `y`) is the union, over the
/// join edges `z -> y` with `level(z) >= level(y)`, of `A(x)` for the
/// nodes `x` on that path, where `A(x) = Def(x) ∪ Phi(x)`. The part of the
/// path below `y`'s level is final once the deeper levels are, and is read
/// by a union-find whose sets are the dominator subtrees cut at the level
/// being solved, each node carrying the union of `A` up to its set's top
/// (path compression; Tarjan, "Applications of path compression on
/// balanced trees", JACM 1979). The top of the path, `x` at `y`'s level,
/// gives an edge `x => y` between nodes of the same level; over those
/// edges, `Phi` is a least fixed point, solved by strongly connected
/// components in topological order (computed once per function: the
/// edges do not depend on the slots).
///
/// Cost per word of 64 slots: O((B + J) log B) for `B` blocks and `J`
/// join edges, whatever the frontiers' sizes; O(B + J) memory.
#[derive(Default)]
struct WordFrontiers {
    /// Join edges `(z, x)` into each node `y` from `z` at `y`'s level or
    /// deeper, `x` the ancestor of `z` at `y`'s level: those into `y` are
    /// `edges[edge_start[y]..edge_start[y + 1]]`.
    edge_start: Vec<u32>,
    edges: Vec<(u32, u32)>,
    /// The components of the `x => y` edges, deepest level first, then in
    /// topological order: component `c` is
    /// `members[member_start[c]..member_start[c + 1]]`.
    member_start: Vec<u32>,
    members: Vec<u32>,
    /// Per component: does it hold a cycle (two nodes, or a self-edge)?
    cyclic: Vec<bool>,
    component_of: Vec<u32>,
    /// Where each level's components end (an index into `member_start`).
    level_end: Vec<u32>,
    /// The reachable nodes by level, deepest first: depth `d` (level
    /// `max - d`) is `by_level[depth_start[d]..depth_start[d + 1]]`.
    depth_start: Vec<u32>,
    by_level: Vec<u32>,
    /// Per node: the slots it defines, then `Def ∪ Phi`.
    a: Vec<u64>,
    /// Per node, the result: the slots with an argument there.
    phi: Vec<u64>,
    /// The union-find: parent (itself for a set's top) and the union of
    /// `A` from the node up to its parent, parent excluded.
    up: Vec<u32>,
    up_a: Vec<u64>,
    path: Vec<u32>,
}

impl WordFrontiers {
    /// Lists the join edges of `info`'s function, the same-level edges and
    /// their components.
    fn reset(&mut self, info: &FunctionInfo) {
        let domtree = info.domtree();
        let num_nodes = info.num_nodes();
        self.a.resize(num_nodes, 0);
        self.phi.resize(num_nodes, 0);
        let level = |n: u32| domtree.level(n).expect("reachable");
        let preorder = domtree.preorder();
        let max_level = preorder.iter().map(|&n| level(n)).max().unwrap_or(0) as usize;
        // Nodes by level, deepest first.
        let depth_of = |n: u32| max_level - level(n) as usize;
        self.depth_start.clear();
        self.depth_start.resize(max_level + 2, 0);
        for &n in preorder {
            self.depth_start[depth_of(n) + 1] += 1;
        }
        for d in 0..=max_level {
            self.depth_start[d + 1] += self.depth_start[d];
        }
        self.by_level.clear();
        self.by_level.resize(preorder.len(), 0);
        let mut next = self.depth_start.clone();
        for &n in preorder {
            let at = &mut next[depth_of(n)];
            self.by_level[*at as usize] = n;
            *at += 1;
        }
        // `(z, y)` join edges with level(z) >= level(y), by target.
        self.edge_start.clear();
        self.edge_start.resize(num_nodes + 1, 0);
        let joins = || {
            preorder.iter().flat_map(move |&z| {
                info.graph()
                    .succs(z)
                    .iter()
                    .filter(move |&&y| domtree.idom(y) != Some(z) && level(z) >= level(y))
                    .map(move |&y| (z, y))
            })
        };
        for (_, y) in joins() {
            self.edge_start[y as usize + 1] += 1;
        }
        for n in 0..num_nodes {
            self.edge_start[n + 1] += self.edge_start[n];
        }
        self.edges.clear();
        self.edges
            .resize(self.edge_start[num_nodes] as usize, (0, 0));
        let mut cursor = self.edge_start.clone();
        for (z, y) in joins() {
            self.edges[cursor[y as usize] as usize] = (z, u32::MAX);
            cursor[y as usize] += 1;
        }
        // The ancestor at each target's level, by the union-find with the
        // sets cut one level below (no unions of `A` needed yet).
        self.reset_union_find(num_nodes);
        for depth in 0..=max_level {
            self.link(info, depth);
            for i in self.depth_start[depth]..self.depth_start[depth + 1] {
                let y = self.by_level[i as usize] as usize;
                for e in self.edge_start[y]..self.edge_start[y + 1] {
                    let z = self.edges[e as usize].0;
                    let x = if depth_of(z) == depth {
                        z
                    } else {
                        let top = self.find(z).0;
                        domtree.idom(top).expect("below the level")
                    };
                    self.edges[e as usize].1 = x;
                }
            }
        }
        // Components of the same-level edges `x => y`, sources first.
        let mut graph: petgraph::graph::DiGraph<(), ()> =
            petgraph::graph::DiGraph::with_capacity(num_nodes, self.edges.len());
        for _ in 0..num_nodes {
            graph.add_node(());
        }
        for y in 0..num_nodes {
            for &(_, x) in &self.edges[self.edge_start[y] as usize..self.edge_start[y + 1] as usize]
            {
                graph.add_edge(NodeIndex::new(x as usize), NodeIndex::new(y), ());
            }
        }
        let mut components = petgraph::algo::kosaraju_scc(&graph);
        components.retain(|c| domtree.is_reachable(c[0].index() as u32));
        components.reverse();
        // Stably by level, deepest first.
        let depth = |c: &Vec<NodeIndex>| depth_of(c[0].index() as u32);
        let mut level_count = vec![0u32; max_level + 1];
        for c in &components {
            level_count[depth(c)] += 1;
        }
        self.level_end.clear();
        let mut total = 0;
        for count in level_count {
            total += count;
            self.level_end.push(total);
        }
        components.sort_by_key(|c| depth(c));
        self.component_of.clear();
        self.component_of.resize(num_nodes, u32::MAX);
        self.member_start.clear();
        self.members.clear();
        self.cyclic.clear();
        for (index, c) in components.iter().enumerate() {
            self.member_start.push(self.members.len() as u32);
            for n in c {
                self.members.push(n.index() as u32);
                self.component_of[n.index()] = index as u32;
            }
            let self_edge = || {
                let y = c[0].index();
                self.edges[self.edge_start[y] as usize..self.edge_start[y + 1] as usize]
                    .iter()
                    .any(|&(_, x)| x as usize == y)
            };
            self.cyclic.push(c.len() > 1 || self_edge());
        }
        self.member_start.push(self.members.len() as u32);
    }

    /// Before solving depth `depth`: links the nodes two levels deeper to
    /// their parents, with their `A`, which is final by then, so that the
    /// sets are cut one level below `depth`'s.
    fn link(&mut self, info: &FunctionInfo, depth: usize) {
        if depth < 2 {
            return;
        }
        for i in self.depth_start[depth - 2]..self.depth_start[depth - 1] {
            let n = self.by_level[i as usize] as usize;
            self.up[n] = info.domtree().idom(n as u32).expect("not the entry");
            self.up_a[n] = self.a[n];
        }
    }

    /// Every node a set of its own, with nothing above it.
    fn reset_union_find(&mut self, num_nodes: usize) {
        self.up.clear();
        self.up.extend(0..num_nodes as u32);
        self.up_a.clear();
        self.up_a.resize(num_nodes, 0);
    }

    /// The top of `z`'s set, and the union of `A` from `z` up to it (top
    /// excluded); compresses the path.
    fn find(&mut self, z: u32) -> (u32, u64) {
        let mut top = z;
        while self.up[top as usize] != top {
            self.path.push(top);
            top = self.up[top as usize];
        }
        // From the node nearest the top down: each parent is done first.
        while let Some(n) = self.path.pop() {
            let parent = self.up[n as usize];
            if parent != top {
                self.up_a[n as usize] |= self.up_a[parent as usize];
                self.up[n as usize] = top;
            }
        }
        (top, if z == top { 0 } else { self.up_a[z as usize] })
    }

    /// Solves the slots `slots` (at most 64; bit `i` stands for
    /// `slots[i]`): afterwards `phi[y]` holds the slots of `y`'s
    /// arguments in minimal SSA.
    fn compute(&mut self, info: &FunctionInfo, slots: &[u32]) {
        let num_nodes = info.num_nodes();
        self.a.fill(0);
        self.phi.fill(0);
        for (bit, &slot) in slots.iter().enumerate() {
            for &def in info.accesses.defining_blocks(slot) {
                self.a[def as usize] |= 1 << bit;
            }
        }
        self.reset_union_find(num_nodes);
        let mut first = 0;
        for depth in 0..self.level_end.len() {
            self.link(info, depth);
            let end = self.level_end[depth];
            for c in first..end as usize {
                let members = self.member_start[c] as usize..self.member_start[c + 1] as usize;
                let mut union = 0;
                for i in members.clone() {
                    let y = self.members[i];
                    if self.cyclic[c] {
                        union |= self.a[y as usize];
                    }
                    for e in self.edge_start[y as usize]..self.edge_start[y as usize + 1] {
                        let (z, x) = self.edges[e as usize];
                        if z != x {
                            let (top, below) = self.find(z);
                            union |= below | self.a[top as usize];
                        }
                        if self.component_of[x as usize] != c as u32 {
                            union |= self.a[x as usize];
                        }
                    }
                }
                for i in members {
                    let y = self.members[i] as usize;
                    self.phi[y] = union;
                    self.a[y] |= union;
                }
            }
            first = end as usize;
        }
    }
}

/// The blocks strictly dominated by a kill block of a slot (module docs),
/// or the whole dominator tree.
#[derive(Clone, Debug)]
struct Band {
    /// Preorder positions of the blocks in the band.
    positions: Range<u32>,
    /// The lowest level of a block in the band.
    lowest: u32,
}

impl Band {
    /// Every reachable block.
    const WHOLE: Band = Band {
        positions: 0..u32::MAX,
        lowest: 0,
    };

    /// The blocks strictly dominated by the block at preorder position
    /// `start`, whose subtree ends at `end`.
    fn below(info: &FunctionInfo, start: u32, end: u32) -> Band {
        let domtree = info.domtree();
        let kill = domtree.preorder()[start as usize];
        Band {
            positions: start + 1..end + 1,
            lowest: domtree.level(kill).expect("reachable") + 1,
        }
    }

    /// The band of `slot`, below its kill block if it has one; `None` if
    /// the slot is upward-exposed in no reachable block (it is dead on
    /// entry to every block). O(d + u) for `d` defining and `u`
    /// upward-exposed blocks.
    fn of_slot(info: &FunctionInfo, slot: u32) -> Option<Band> {
        let domtree = info.domtree();
        let exposed = info.accesses.upward_exposed_blocks(slot);
        // The range of preorder positions of the reachable exposed blocks.
        let mut positions = exposed
            .iter()
            .filter_map(|&node| domtree.subtree(node).map(|(first, _)| first));
        let first = positions.next()?;
        let (low, high) =
            positions.fold((first, first), |(low, high), p| (low.min(p), high.max(p)));
        // Blocks whose first access kills the slot (defining, not
        // exposed; both lists ascending) and that dominate every exposed
        // block lie on one path of the tree: the deepest comes last in
        // preorder.
        let mut exposed = exposed.iter().peekable();
        let mut kill: Option<(u32, u32)> = None;
        for &def in info.accesses.defining_blocks(slot) {
            while exposed.next_if(|&&node| node < def).is_some() {}
            if exposed.peek() == Some(&&def) {
                continue;
            }
            let Some((start, end)) = domtree.subtree(def) else {
                continue;
            };
            if start <= low && high <= end && kill.is_none_or(|(deepest, _)| start > deepest) {
                kill = Some((start, end));
            }
        }
        Some(match kill {
            Some((start, end)) => Band::below(info, start, end),
            None => Band::WHOLE,
        })
    }

    /// Is `node` a reachable block of the band?
    fn holds(&self, info: &FunctionInfo, node: u32) -> bool {
        info.domtree()
            .subtree(node)
            .is_some_and(|(first, _)| self.positions.contains(&first))
    }
}

/// The join edges of a function and the scratch space of the searches,
/// reused across slots.
#[derive(Default)]
struct Frontier {
    /// Depth of each reachable node in the dominator tree.
    level: Vec<u32>,
    /// Targets of the join edges `z -> y`, sources `z` in preorder.
    targets: Vec<u32>,
    /// `edge_start[p]`: the first edge whose source is at preorder
    /// position `p` or later.
    edge_start: Vec<u32>,
    /// Target levels of the edges not hidden, for the minimal search.
    tree: EdgeTree,
    /// Edges hidden by the minimal search of the current slot.
    hidden: Vec<u32>,
    walk: Walk,
}

/// The roots and the frontier of the slot being placed.
#[derive(Default)]
struct Walk {
    /// Roots still to walk, deepest first: `level << 32 | node`.
    roots: BinaryHeap<u64>,
    is_def: FixedBitSet,
    in_frontier: FixedBitSet,
    found: Vec<u32>,
}

impl Walk {
    /// Starts a search from `roots`: those in `band` that `reach` admits.
    fn start(
        &mut self,
        info: &FunctionInfo,
        level: &[u32],
        roots: &[u32],
        band: &Band,
        reach: Reach,
    ) {
        for &root in roots {
            if band.holds(info, root) && reach.admits(root) && !self.is_def.put(root as usize) {
                self.roots.push(root_key(level, root));
            }
        }
    }

    /// Adds `y`, the target of an edge that fired, to the frontier, and to
    /// the roots if it is new and defines nothing.
    fn reach(&mut self, level: &[u32], y: u32) {
        if !self.in_frontier.put(y as usize) {
            self.found.push(y);
            if !self.is_def.contains(y as usize) {
                self.roots.push(root_key(level, y));
            }
        }
    }

    /// Ends a search of `slot` from `roots`: appends its frontier,
    /// ascending, to `placed` if `keep`, and leaves the sets empty.
    fn finish(&mut self, slot: u32, roots: &[u32], keep: bool, placed: &mut Vec<(u32, u32)>) {
        self.roots.clear();
        for &root in roots {
            self.is_def.remove(root as usize);
        }
        self.found.sort_unstable();
        for &node in &self.found {
            self.in_frontier.remove(node as usize);
        }
        if keep {
            placed.extend(self.found.iter().map(|&node| (node, slot)));
        }
        self.found.clear();
    }
}

/// `node` as a root: its level, then itself, in one key.
fn root_key(level: &[u32], node: u32) -> u64 {
    u64::from(level[node as usize]) << 32 | u64::from(node)
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
        // Both sets are left empty by every search.
        self.walk.is_def.grow(num_nodes);
        self.walk.in_frontier.grow(num_nodes);
    }

    /// The join edges whose source is in the dominator subtree of `root`.
    fn subtree_edges(&self, info: &FunctionInfo, root: u32) -> Range<usize> {
        let (start, end) = info.domtree().subtree(root).expect("roots are reachable");
        self.edge_start[start as usize] as usize..self.edge_start[end as usize + 1] as usize
    }

    /// Appends `(node, slot)` for the nodes of `search`: those of the
    /// minimal iterated frontier of its roots that lie in its band and
    /// that it admits,
    /// ascending, and returns true; or, if that takes finding more than
    /// `budget` edges into the band (each one found is taken off it),
    /// appends nothing and returns false. The edges found leaving the band
    /// stay hidden until the next `reset`: the searches after this one
    /// must have bands no higher (`lowest` at least as large).
    fn compute(
        &mut self,
        info: &FunctionInfo,
        search: Search,
        budget: &mut usize,
        placed: &mut Vec<(u32, u32)>,
    ) -> bool {
        let Search {
            slot,
            roots,
            band,
            reach,
        } = search;
        self.walk.start(info, &self.level, roots, band, reach);
        let mut within = true;
        'roots: while let Some(key) = self.walk.roots.pop() {
            let (root_level, root) = ((key >> 32) as u32, key as u32);
            let edges = self.subtree_edges(info, root);
            let mut i = edges.start;
            while let Some(found) = self.tree.first(i..edges.end, root_level) {
                let target = self.targets[found];
                // An edge that leaves the band leaves those of the searches
                // after this one too: it is hidden for good, at no charge.
                if self.level[target as usize] >= band.lowest {
                    if *budget == 0 {
                        within = false;
                        break 'roots;
                    }
                    *budget -= 1;
                    self.hidden.push(found as u32);
                    if reach.admits(target) {
                        self.walk.reach(&self.level, target);
                    }
                }
                self.tree.set_level(found, u32::MAX);
                i = found + 1;
            }
        }
        for found in self.hidden.drain(..) {
            let level = self.level[self.targets[found as usize] as usize];
            self.tree.set_level(found as usize, level);
        }
        self.walk.finish(slot, roots, within, placed);
        within
    }
}

/// A segment tree over the join edges: per range, the lowest target level
/// of the edges not hidden. The minimal search hides the edges it finds,
/// and shows them again after the slot.
#[derive(Default)]
struct EdgeTree {
    /// Leaves at `leaves..2 * leaves`; node `n` covers `2n` and `2n + 1`.
    leaves: usize,
    /// The number of edges (the leaves in use).
    len: usize,
    level: Vec<u32>,
}

impl EdgeTree {
    /// The tree over edges with targets at depths `levels`.
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

    /// The first edge in `range` with a target at most `bound` deep. The
    /// range is covered left to right by the widest nodes that fit in it
    /// (from its first leaf, climbing while the parent still fits); the
    /// search goes down into a node whose lowest level is within the bound,
    /// left child first, and otherwise on to the next node to the right.
    /// It never looks outside the range; the level test is exact, so a
    /// node entered holds an answer, and the cost is O(log J).
    fn first(&self, range: Range<usize>, bound: u32) -> Option<usize> {
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
            while self.level[node] <= bound {
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
    use crate::mem2reg::slots::{AccessKind, SlotLiveIn, Slots};
    use ssa_ir::analysis::cfg::RegionCfg;
    use ssa_ir::analysis::{iterated_frontier, DomTree};
    use ssa_ir::parser::parse_module;
    use ssa_ir::rng::SplitMix64;
    use std::collections::HashSet;
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

    /// A slot stored in `^b0`, `^b1` and `^b3` and read in `^b2` and
    /// `^b7`: the argument at `^b5`, live for the read in `^b7`, lies
    /// below the kill block `^b1`, whose own read in `^b2` it cannot reach.
    const NESTED_KILLS: &str = "func.func @f(%p: i1, %v: i32) {
  %s = memref.alloca() : memref<i32>
  memref.store %v, %s[] : memref<i32>
  cf.cond_br %p, ^b1, ^b6
^b1:
  memref.store %v, %s[] : memref<i32>
  cf.br ^b2
^b2:
  %l2 = memref.load %s[] : memref<i32>
  cf.cond_br %p, ^b3, ^b4
^b3:
  memref.store %v, %s[] : memref<i32>
  cf.br ^b5
^b4:
  cf.br ^b5
^b5:
  cf.br ^b7
^b6:
  cf.br ^b7
^b7:
  %l7 = memref.load %s[] : memref<i32>
  return
}
";

    /// The kill block of `slot` by brute force: the deepest reachable block
    /// whose first access to `slot` is not a load and that dominates every
    /// reachable block where `slot` is upward-exposed.
    fn kill_block(info: &FunctionInfo, slot: u32, exposed: &[u32]) -> Option<u32> {
        let domtree = info.domtree();
        (0..info.num_nodes() as u32)
            .filter(|&node| {
                let first = info.accesses.block(node).iter().find(|a| a.slot == slot);
                info.is_reachable(node)
                    && first.is_some_and(|access| access.kind != AccessKind::Load)
                    && exposed.iter().all(|&u| domtree.dominates(node, u))
            })
            .max_by_key(|&node| domtree.level(node))
    }

    /// Placed by liveness, a slot gets exactly Sreedhar-Gao's pruned
    /// frontier; placed by the searches, at least that and at most the
    /// minimal one within the blocks its searches' kill blocks strictly
    /// dominate, which hold every block where it is live on entry, and
    /// less than within the one band of the deepest kill block that
    /// dominates every exposed block; and with any mix of the two (a budget
    /// that sends some slots each way), renaming and the removal of unused
    /// arguments leave exactly the pruned frontier.
    #[test]
    fn matches_iterated_frontier_with_live_filter() {
        let mut rng = SplitMix64::new(0x9e_0ed);
        // One scratch for every function, as in the pass.
        let mut scratch = Scratch::default();
        let everything = Budget {
            base: usize::MAX,
            per_block: 0,
            try_every_slot: true,
            one_band_first: false,
        };
        let nothing = Budget {
            base: 0,
            per_block: 0,
            try_every_slot: true,
            one_band_first: true,
        };
        // Arguments the searches leave out of the one band.
        let mut narrowed = 0;
        for round in 0..1500 {
            let text = match round {
                0 => NESTED_KILLS.to_string(),
                _ => random_function(&mut rng),
            };
            let ir = parse_module(&text, 0).expect("parses");
            let func = ir.functions().last().unwrap();
            let cfg = RegionCfg::build(&ir, ir.func_body(func).unwrap());
            let domtree = DomTree::compute(&cfg.graph);
            let dominance = Rc::new(Dominance { cfg, domtree });
            let info = FunctionInfo::new(&ir, dominance, Slots::find(&ir, func));
            let domtree = info.domtree();
            let (mut pruned, mut minimal) = (Vec::new(), Vec::new());
            let (mut banded, mut single) = (HashSet::new(), Vec::new());
            let mut live_in = SlotLiveIn::new(info.num_nodes());
            for slot in 0..info.slots.len() as u32 {
                live_in.compute(&info.accesses, info.graph(), slot);
                let defs = info.accesses.defining_blocks(slot);
                let idf = iterated_frontier(info.graph(), domtree, defs, Some(live_in.set()));
                pruned.extend(idf.into_iter().map(|node| (node, slot)));
                let idf = iterated_frontier(info.graph(), domtree, defs, None);
                minimal.extend(idf.iter().map(|&node| (node, slot)));
                let exposed: Vec<u32> = (info.accesses.upward_exposed_blocks(slot).iter())
                    .copied()
                    .filter(|&node| info.is_reachable(node))
                    .collect();
                if exposed.is_empty() {
                    continue;
                }
                // Each exposed block's deepest dominating kill block.
                let kills: Vec<Option<u32>> = (exposed.iter())
                    .map(|&node| kill_block(&info, slot, &[node]))
                    .collect();
                let below = |kill: Option<u32>, node| {
                    kill.is_none_or(|k| domtree.strictly_dominates(k, node))
                };
                let in_bands = |node| kills.iter().any(|&kill| below(kill, node));
                for &node in live_in.blocks() {
                    assert!(!info.is_reachable(node) || in_bands(node), "{text}");
                }
                let kill = kill_block(&info, slot, &exposed);
                single.extend(idf.iter().filter(|&&n| below(kill, n)).map(|&n| (n, slot)));
                banded.extend(idf.into_iter().filter(|&n| in_bands(n)).map(|n| (n, slot)));
            }
            scratch.budget = nothing;
            assert_eq!(place(&info, &mut scratch), pruned, "{text}");
            scratch.budget = everything;
            let searched = place(&info, &mut scratch);
            let found: HashSet<&(u32, u32)> = searched.iter().collect();
            assert!(pruned.iter().all(|pair| found.contains(pair)), "{text}");
            assert!(searched.iter().all(|pair| banded.contains(pair)), "{text}");
            narrowed += single.len() - searched.len();
            let all_slots = 0..info.slots.len() as u32;
            assert_eq!(
                place_minimal(&info, &mut scratch, all_slots),
                minimal,
                "{text}"
            );
            scratch.budget = Budget {
                base: rng.index(4),
                per_block: rng.index(3),
                try_every_slot: rng.one_in(2),
                one_band_first: rng.one_in(2),
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
        assert!(narrowed > 100, "{narrowed} slots narrowed by a kill block");
    }

    /// `first` against a scan of the leaves, with edges
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
                        tree.first(from..to, bound),
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
