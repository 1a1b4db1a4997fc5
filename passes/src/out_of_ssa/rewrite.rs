//! Materialisation: slots, the loads that read arguments, the stores that
//! copy into them, and the blocks that hold copies of critical edges.
//!
//! [`Plan::new`] decides everything without touching the IR; [`Plan::apply`]
//! cannot fail (MLIR's Mem2Reg split of analyser and promoter).

use super::coalesce::Classes;
use super::parallel_copy::{self, Place};
use super::web::{PhiWeb, NONE};
use crate::split_critical_edges::{edge_block, redirect_to_edge_blocks, BlockLabels, Edge};
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::analysis::DomTree;
use ssa_ir::dialect;
use ssa_ir::ir::{BlockId, Ir, OpId, RegionId, TypeId, ValueId};

/// A location of an edge's parallel copy: a slot, or an SSA value that no
/// copy writes.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum Loc {
    Slot(u32),
    Value(ValueId),
}

/// How the arguments of one class in one block are read.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Read {
    /// Not at all (no use is left once coalesced copies are gone).
    Never,
    /// One `memref.load` at the top of the block replaces them.
    AtTop,
    /// Their one use is one copy: the slot is read right there.
    AtCopy,
}

/// Where an edge's copies go (Briggs et al. 1998: never at the end of a
/// block with several successors, where they would also run on the other
/// edges — unless every edge carries exactly these copies).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Placement {
    /// Before the terminator of a source with one successor edge, or whose
    /// edges all carry the same copies.
    EndOfSource,
    /// At the top of a target with one predecessor edge, before its loads.
    StartOfTarget,
    /// In a new block on the (critical) edge.
    SplitEdge,
}

/// One edge's copies, not yet sequentialised.
struct EdgeCopies {
    edge: u32,
    /// `(destination slot, source)` pairs.
    moves: Vec<(Loc, Loc)>,
    /// For each slot read here, the argument whose value it holds (to name
    /// the loads), sorted by slot.
    reads: Vec<(u32, ValueId)>,
    placement: Placement,
}

/// A copy before it is known how its source argument is read: destination
/// slot, and `Ok(value)` or `Err(argument number)`.
type PendingCopy = (u32, Result<ValueId, u32>);

/// Everything the rewrite will do.
pub(super) struct Plan {
    /// Per slot: element type and the argument it is named after.
    slots: Vec<(TypeId, ValueId)>,
    /// Per argument: its slot.
    slot_of: Vec<u32>,
    /// Per argument: how it is read.
    read: Vec<Read>,
    /// Per argument: the first argument of its block in its slot.
    leader: Vec<u32>,
    edges: Vec<EdgeCopies>,
    pub stats: Stats,
}

/// What `--stats` reports.
#[derive(Default, Debug)]
pub(super) struct Stats {
    pub slots: u64,
    pub stores: u64,
    pub loads: u64,
    pub copies_removed: u64,
    pub temporaries: u64,
    pub edges_split: u64,
    pub arguments: u64,
}

/// A block argument whose type cannot be a memref element.
pub(super) struct Unslottable {
    pub arg: ValueId,
    pub ty: TypeId,
}

impl Plan {
    /// Decides slots, reads and copies. `coalesce` off: the naive
    /// translation (every copy stored, every used argument loaded at the top
    /// of its block).
    pub fn new(
        ir: &Ir,
        cfg: &RegionCfg,
        domtree: &DomTree,
        web: &PhiWeb,
        classes: &Classes,
        coalesce: bool,
    ) -> Result<Plan, Unslottable> {
        let args = &web.args;
        if let Some(&arg) = args
            .values
            .iter()
            .find(|&&v| ir.types.scalar_type(ir.value_type(v)).is_none())
        {
            return Err(Unslottable {
                arg,
                ty: ir.value_type(arg),
            });
        }
        let mut stats = Stats {
            arguments: args.len() as u64,
            ..Stats::default()
        };

        // One slot per class, numbered in order of first member.
        let mut slot_of_class = vec![NONE; classes.num_classes];
        let mut slots = Vec::new();
        let mut slot_of = Vec::with_capacity(args.len());
        for (&class, &arg) in classes.class_of.iter().zip(&args.values) {
            let class = class as usize;
            if slot_of_class[class] == NONE {
                slot_of_class[class] = slots.len() as u32;
                slots.push((ir.value_type(arg), arg));
            }
            slot_of.push(slot_of_class[class]);
        }

        // Uses other than as an edge operand.
        let mut other_uses: Vec<u64> = args
            .values
            .iter()
            .map(|&v| ir.uses(v).count() as u64)
            .collect();
        for edge in &web.edges {
            for &v in &edge.operands {
                if let Some(n) = args.number(v) {
                    other_uses[n as usize] -= 1;
                }
            }
        }

        // Per argument, the first argument of its block in the same slot
        // (members of one class in one block hold one value, and are read
        // together).
        let mut leader: Vec<u32> = (0..args.len() as u32).collect();
        let mut seen = vec![(NONE, NONE); slots.len()];
        for n in 0..args.len() as u32 {
            let (slot, node) = (slot_of[n as usize], args.node[n as usize]);
            match seen[slot as usize] {
                (seen_node, first) if seen_node == node => leader[n as usize] = first,
                _ => seen[slot as usize] = (node, n),
            }
        }

        // Each edge's copies, minus those coalescing made vanish. A copy
        // whose source is an argument is `Err(argument)` until it is known
        // how that argument is read.
        let mut written = vec![NONE; slots.len()];
        let mut pending: Vec<(u32, Vec<PendingCopy>)> = Vec::new();
        for (e, edge) in web.edges.iter().enumerate() {
            if !domtree.is_reachable(edge.source_node) {
                // Copies out of unreachable blocks would never run.
                continue;
            }
            let mut moves: Vec<PendingCopy> = Vec::new();
            for (j, &v) in edge.operands.iter().enumerate() {
                let dst = slot_of[web.dst(edge, j) as usize];
                let src = args.number(v);
                if coalesce {
                    // A copy between members of one class, or a second copy
                    // into a slot this edge already fills (its arguments
                    // hold equal values, or they would interfere).
                    let vanishes = src.is_some_and(|s| slot_of[s as usize] == dst)
                        || written[dst as usize] == e as u32;
                    written[dst as usize] = e as u32;
                    if vanishes {
                        stats.copies_removed += 1;
                        continue;
                    }
                }
                moves.push((dst, src.map_or(Ok(v), Err)));
            }
            if !moves.is_empty() {
                pending.push((e as u32, moves));
            }
        }

        // A branch whose every edge carries the same copies (its targets'
        // arguments share slots and are fed the same values) does them
        // once, before the branch: that runs the right copies whichever
        // edge is taken, and no edge needs splitting.
        let mut before_branch: Vec<bool> = vec![false; pending.len()];
        if coalesce {
            let mut kept = Vec::with_capacity(pending.len());
            let mut flags = Vec::with_capacity(pending.len());
            let mut start = 0;
            while start < pending.len() {
                let source = web.edges[pending[start].0 as usize].source;
                let end = start
                    + pending[start..]
                        .iter()
                        .take_while(|(e, _)| web.edges[*e as usize].source == source)
                        .count();
                let group = &pending[start..end];
                let term = ir.terminator(source).expect("edges leave terminators");
                let sorted = |moves: &[PendingCopy]| {
                    let mut moves = moves.to_vec();
                    moves.sort_unstable();
                    moves
                };
                let first = sorted(&group[0].1);
                let same = group.len() == ir.num_successors(term)
                    && group.len() > 1
                    && group[1..].iter().all(|(_, moves)| sorted(moves) == first);
                if same {
                    stats.copies_removed +=
                        group[1..].iter().map(|(_, m)| m.len() as u64).sum::<u64>();
                    kept.push(group[0].clone());
                    flags.push(true);
                } else {
                    kept.extend(group.iter().cloned());
                    flags.extend(group.iter().map(|_| false));
                }
                start = end;
            }
            pending = kept;
            before_branch = flags;
        }
        let mut kept_reads = vec![0u64; args.len()];
        for (_, moves) in &pending {
            for &(_, src) in moves {
                if let Err(s) = src {
                    kept_reads[leader[s as usize] as usize] += 1;
                }
            }
        }

        // How each argument is read (decided per group of a leader).
        for n in 0..args.len() {
            let l = leader[n] as usize;
            if l != n {
                other_uses[l] += other_uses[n];
            }
        }
        let read: Vec<Read> = (0..args.len())
            .map(|n| {
                let l = leader[n] as usize;
                let (uses, copies) = (other_uses[l], kept_reads[l]);
                if uses + copies == 0 {
                    Read::Never
                } else if coalesce && uses == 0 && copies == 1 {
                    Read::AtCopy
                } else {
                    Read::AtTop
                }
            })
            .collect();

        let mut edges = Vec::with_capacity(pending.len());
        for ((e, moves), before_branch) in pending.into_iter().zip(before_branch) {
            let edge = &web.edges[e as usize];
            let mut reads = Vec::new();
            let moves = moves
                .into_iter()
                .map(|(dst, src)| {
                    let src = match src {
                        Ok(v) => Loc::Value(v),
                        Err(s) if read[s as usize] == Read::AtCopy => {
                            reads.push((slot_of[s as usize], args.values[s as usize]));
                            Loc::Slot(slot_of[s as usize])
                        }
                        Err(s) => Loc::Value(args.values[s as usize]),
                    };
                    (Loc::Slot(dst), src)
                })
                .collect();
            reads.sort_unstable();
            let term = ir.terminator(edge.source).expect("edges leave terminators");
            let placement = if before_branch || ir.num_successors(term) == 1 {
                Placement::EndOfSource
            } else if cfg.graph.preds(edge.target_node).len() == 1 {
                Placement::StartOfTarget
            } else {
                Placement::SplitEdge
            };
            edges.push(EdgeCopies {
                edge: e,
                moves,
                reads,
                placement,
            });
        }
        stats.slots = slots.len() as u64;
        Ok(Plan {
            slots,
            slot_of,
            read,
            leader,
            edges,
            stats,
        })
    }

    /// Rewrites the body: slots in the entry block, loads, copies, new
    /// blocks on critical edges; then drops every argument of the
    /// non-entry blocks (but those an unregistered terminator enters) and
    /// the operands that fed them.
    pub fn apply(&mut self, ir: &mut Ir, body: RegionId, cfg: &RegionCfg, web: &PhiWeb) {
        let args = &web.args;
        let entry = cfg.block(0);
        let labels = BlockLabels::new(ir, body);

        // Slots, at the top of the entry block in slot order.
        let entry_first = ir
            .block_first_op(entry)
            .expect("a verified block has a terminator");
        let mut slot_values = Vec::with_capacity(self.slots.len());
        for &(element, named_after) in &self.slots {
            let alloca = (dialect::slot_builder().allocate)(ir, element);
            ir.insert_op_before(entry_first, alloca);
            let slot = ir.result(alloca, 0);
            if let Some(name) = ir.value_name(named_after).map(|n| format!("{n}.addr")) {
                ir.set_value_name(slot, &name);
            }
            slot_values.push(slot);
        }

        // Loads at the top of each block, one per slot read there.
        let mut replacement: Vec<ValueId> = args.values.clone();
        for node in 1..cfg.blocks().len() as u32 {
            let range = args.of_node(node);
            if range.is_empty() {
                continue;
            }
            let block = cfg.block(node);
            let first = ir
                .block_first_op(block)
                .expect("a verified block has a terminator");
            for n in range.clone() {
                if self.read[n as usize] != Read::AtTop {
                    continue;
                }
                let slot = self.slot_of[n as usize];
                let leader = self.leader[n as usize];
                let value = if leader != n {
                    replacement[leader as usize]
                } else {
                    let arg = Some(args.values[n as usize]);
                    let load = load(ir, slot_values[slot as usize], arg);
                    self.stats.loads += 1;
                    ir.insert_op_before(first, load);
                    ir.result(load, 0)
                };
                replacement[n as usize] = value;
                ir.replace_all_uses(args.values[n as usize], value);
            }
        }

        // The copies of each edge, sequentialised. Split edges are
        // redirected to their blocks at the end, each terminator once.
        let mut last_split: Option<(BlockId, BlockId)> = None;
        let mut split = Vec::new();
        for copies in &self.edges {
            let edge = &web.edges[copies.edge as usize];
            let anchor = match copies.placement {
                Placement::EndOfSource => {
                    ir.terminator(edge.source).expect("edges leave terminators")
                }
                Placement::StartOfTarget => ir
                    .block_first_op(edge.target)
                    .expect("a verified block has a terminator"),
                Placement::SplitEdge => {
                    let after = match last_split {
                        Some((source, block)) if source == edge.source => block,
                        _ => edge.source,
                    };
                    let split_edge = Edge {
                        source: edge.source,
                        index: edge.succ,
                    };
                    let block = edge_block(ir, split_edge, after, &labels);
                    split.push((split_edge, block));
                    last_split = Some((edge.source, block));
                    self.stats.edges_split += 1;
                    ir.block_last_op(block).expect("a new block branches")
                }
            };
            let sequence = parallel_copy::sequentialize(&copies.moves)
                .expect("coalescing never gives one slot two different values on an edge");
            self.stats.temporaries += sequence.cycles as u64;
            let named = |slot: u32| {
                copies
                    .reads
                    .binary_search_by_key(&slot, |&(s, _)| s)
                    .ok()
                    .map(|i| copies.reads[i].1)
            };
            let value_of = |v: ValueId| match args.number(v) {
                Some(n) => replacement[n as usize],
                None => v,
            };
            let mut temp = None;
            for step in sequence.steps {
                let value = match step.src {
                    Place::Temp => temp.take().expect("the temporary is saved before use"),
                    Place::Loc(Loc::Value(v)) => value_of(v),
                    Place::Loc(Loc::Slot(s)) => {
                        let load = load(ir, slot_values[s as usize], named(s));
                        self.stats.loads += 1;
                        ir.insert_op_before(anchor, load);
                        ir.result(load, 0)
                    }
                };
                match step.dst {
                    Place::Temp => temp = Some(value),
                    Place::Loc(Loc::Slot(d)) => {
                        let store =
                            (dialect::slot_builder().store)(ir, value, slot_values[d as usize]);
                        ir.insert_op_before(anchor, store);
                        self.stats.stores += 1;
                    }
                    Place::Loc(Loc::Value(_)) => unreachable!("copies write slots only"),
                }
            }
        }

        redirect_to_edge_blocks(ir, &split);

        // No more block arguments outside the entry block and the blocks
        // an unregistered terminator enters.
        let keeps = |block: BlockId| {
            block == entry
                || cfg
                    .try_node(block)
                    .is_some_and(|n| web.opaquely_entered[n as usize])
        };
        let blocks: Vec<BlockId> = ir.region_blocks(body).collect();
        for &block in &blocks {
            let Some(term) = ir.terminator(block) else {
                continue;
            };
            let passes_args = |succ: usize| {
                let target = ir.successor(term, succ);
                !keeps(target) && !ir.successor_operands(term, succ).is_empty()
            };
            if !(0..ir.num_successors(term)).any(passes_args) {
                continue;
            }
            let mut successors = ir.successor_list(term);
            for (target, operands) in &mut successors {
                if !keeps(*target) {
                    operands.clear();
                }
            }
            ir.set_successors(term, &successors);
        }
        for &block in &blocks {
            if keeps(block) {
                continue;
            }
            for index in (0..ir.block_args(block).len()).rev() {
                ir.remove_block_arg(block, index);
            }
        }
    }
}

/// A detached load of `slot`, named after `arg`.
fn load(ir: &mut Ir, slot: ValueId, arg: Option<ValueId>) -> OpId {
    let load = (dialect::slot_builder().load)(ir, slot);
    if let Some(name) = arg.and_then(|a| ir.value_name(a)).map(str::to_string) {
        ir.set_value_name(ir.result(load, 0), &name);
    }
    load
}
