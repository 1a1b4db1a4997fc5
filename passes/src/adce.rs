//! `adce`: aggressive dead-code elimination (Cytron, Ferrante, Rosen,
//! Wegman & Zadeck, "Efficiently computing static single assignment form
//! and the control dependence graph", TOPLAS 1991, §7.1; Cooper & Torczon,
//! "Engineering a Compiler", §10.2 "Mark" and "Sweep").
//!
//! Where `dce` deletes what is unused, `adce` keeps only what is proven
//! useful: everything starts dead, and liveness flows backwards from the
//! ops that matter.
//!
//! # Mark
//!
//! 1. Roots: ops with effects (stores, calls, asserts, opaque ops and all
//!    they contain) and ops that leave the function (`return`, or an opaque
//!    op ending a block without successors). Loads, allocations and pure
//!    ops are not roots: a dead load has no effect (one that would have been
//!    out of bounds was undefined behaviour, which may be removed).
//! 2. A live op makes the definitions of its operands live (for a `cf`
//!    branch: its condition; the values it passes are handled by rule 4).
//! 3. A live op makes its block live. A live block makes live the
//!    conditional branches it is control dependent on: the terminators of
//!    the blocks in its post-dominance frontier, answered on demand from
//!    the post-dominator tree by [`ControlDependence`] (Ferrante, Ottenstein
//!    & Warren 1987, §3.1), never building the frontiers, which can be
//!    quadratic (as LLVM's ADCE, which walks a reverse iterated dominance
//!    frontier over the newly live blocks only).
//! 4. A live block argument makes live its block, the value each incoming
//!    edge passes to it, and each predecessor block (as LLVM's ADCE
//!    `markPhiLive`): which predecessor is taken decides the value. A
//!    terminator that reaches the block by two edges passing different
//!    values is itself live (our branches, unlike LLVM's, may do that).
//! 5. Infinite loops (below) are live.
//!
//! `cf.br` is never marked (its block is not made live by it) but always
//! kept, as Cooper & Torczon's jumps and LLVM's unconditional branches.
//!
//! # Sweep
//!
//! Unmarked ops are deleted, unmarked block arguments are removed with the
//! operands passed to them, and an unmarked `cf.cond_br` or `cf.switch` is
//! replaced by a `cf.br` to its block's nearest live post-dominator (the
//! classic rule; no live op depends on which way it went). That
//! post-dominator `P` has live arguments only if the branch is itself an
//! edge into `P` (otherwise a predecessor of `P` between them would be
//! live, and control dependence would have made a nearer post-dominator or
//! the branch live): the new `cf.br` passes what that edge passed. Blocks
//! no longer reachable are deleted. So loops that compute nothing
//! observable disappear, with the branches nothing depends on.
//!
//! # Infinite loops
//!
//! A loop that can exit is assumed to terminate: if nothing it computes is
//! observable it is deleted (the forward-progress assumption of C++ and of
//! LLVM's `mustprogress`, as LLVM's ADCE with `-adce-remove-loops`). A loop
//! that cannot reach a return is kept: its non-termination is the program's
//! behaviour. As LLVM's ADCE (`AggressiveDeadCodeElimination::initialize`),
//! every child of the post-dominator tree's virtual exit that is not a
//! real exit (a block without successors) is a block from which an
//! infinite loop can be entered — a block of the loop itself, or a branch
//! that may go either to an exit or into the loop — and the terminators of
//! its whole post-dominator subtree are marked live.
//!
//! `trace=true` writes to the pass output each mark with its reason, then
//! the sweep's deletions (the `dead_code` printer module; bounded).
//!
//! # Cost
//!
//! O((B + E) log B + O + U) time and O(B + E + O) memory for B blocks, E
//! edges, O ops and U operands: each op, argument and block is marked once,
//! every edge is reported at most once by [`ControlDependence`], and the
//! nearest live post-dominators of dead branches come from one preorder
//! pass over the post-dominator tree.

use crate::cfg_edit::{
    create_br, drop_passed_args, is_branch, is_conditional_branch, remove_marked_args, RegionEdges,
};
use crate::dce::erase_unreachable_blocks;
use crate::manager::{Pass, PassContext, PassDef, PassKind, Preserved};
use crate::printers::dead_code::{write_adce, Marked, Why};
use crate::scratch::EntitySet;
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::analysis::{ControlDependence, PostDomTree};
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::dialect::Traits;
use ssa_ir::ir::{BlockId, Ir, OpId, ValueDef, ValueId};

crate::pass_options! {
    /// Options of `adce`.
    pub struct AdceOptions {
        /// print each op marked useful and why, then what the sweep deletes (mark and sweep)
        trace("trace"): bool = false,
    }
}

impl PassDef for Adce {
    const NAME: &'static str = "adce";
    const SUMMARY: &'static str =
        "Aggressive dead-code elimination by control dependence (Cytron et al. 1991, §7.1)";
    const KIND: PassKind = PassKind::Transform;
    type Options = AdceOptions;
    fn new(options: &AdceOptions) -> Adce {
        Adce {
            live_ops: EntitySet::default(),
            live_args: EntitySet::default(),
            trace: options.trace,
        }
    }
}

/// The `adce` pass.
pub struct Adce {
    /// Print the marks and the sweep.
    trace: bool,
    /// Marked ops, by op index (kept across functions).
    live_ops: EntitySet<OpId>,
    /// Marked block arguments, by value index.
    live_args: EntitySet<ValueId>,
}

impl Pass for Adce {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let body = cx.body();
        let mut blocks_erased = erase_unreachable_blocks(ir, body);
        let cfg = RegionCfg::build(ir, body);
        let edges = RegionEdges::build(ir, body);
        let pdt = PostDomTree::compute(&cfg.graph);
        let cd = ControlDependence::new(&cfg.graph, &pdt);
        self.live_ops.reset(ir.op_capacity());
        self.live_args.reset(ir.value_capacity());
        let mut mark = Mark {
            ir,
            edges: &edges,
            cd,
            controllers: Vec::new(),
            live_ops: &mut self.live_ops,
            live_args: &mut self.live_args,
            live_blocks: vec![false; edges.num_blocks()],
            op_worklist: Vec::new(),
            arg_worklist: Vec::new(),
            log: self.trace.then(Vec::new),
        };
        mark.roots(&pdt);
        mark.run();
        // Dead branches and where they go. A dead branch with nowhere valid
        // to go is marked live instead (the module docs argue this does not
        // happen), and marking resumes.
        let retargets = loop {
            match dead_branch_targets(&mark, &pdt) {
                Ok(retargets) => break retargets,
                Err(keep) => {
                    mark.mark_op(keep, Why::NoTarget);
                    mark.run();
                }
            }
        };
        let live_blocks = mark.live_blocks;
        let log = mark.log;

        // Sweep. Dead ops first let go of their operands, so that dead
        // arguments are unused; then arguments, branches, the dead ops
        // themselves, and the blocks no longer reachable.
        let mut dead_ops = Vec::new();
        for &block in edges.blocks() {
            for op in ir.block_ops(block) {
                if !self.live_ops.contains(op) && !ir.op_code(op).is_terminator() {
                    dead_ops.push(op);
                }
            }
        }
        if let Some(log) = log {
            let dead_args: Vec<ValueId> = (1..edges.num_blocks() as u32)
                .flat_map(|n| ir.block_args(edges.block(n)).iter().copied())
                .filter(|a| !self.live_args.contains(*a))
                .collect();
            let jumps: Vec<(OpId, BlockId)> = retargets.iter().map(|&(t, b, _)| (t, b)).collect();
            write_adce(cx.output, ir, func, &log, &dead_ops, &dead_args, &jumps);
        }
        for &op in &dead_ops {
            ir.set_operands(op, &[]);
        }
        // A dead branch lets go of its own operands (a condition may be a
        // dead argument); what it passes to successors stays, last.
        for &(term, _, _) in &retargets {
            let passed: Vec<ValueId> = (0..ir.num_successors(term))
                .flat_map(|s| ir.successor_operands(term, s).to_vec())
                .collect();
            ir.set_operands(term, &passed);
        }
        // A dead argument may be passed on to another block's dead
        // argument: every edge drops its operands before any argument goes.
        let mut args_removed = 0u64;
        let mut removals = Vec::new();
        for n in 1..edges.num_blocks() as u32 {
            let block = edges.block(n);
            let remove: Vec<bool> = ir
                .block_args(block)
                .iter()
                .map(|a| !self.live_args.contains(*a))
                .collect();
            if remove.contains(&true) {
                drop_passed_args(ir, block, edges.incoming(n), &remove);
                args_removed += remove.iter().filter(|&&r| r).count() as u64;
                removals.push((block, remove));
            }
        }
        for (block, remove) in removals {
            remove_marked_args(ir, block, &remove);
        }
        for &(term, target, slot) in &retargets {
            let args = match slot {
                Some(s) => ir.successor_operands(term, s).to_vec(),
                None => Vec::new(),
            };
            debug_assert_eq!(args.len(), ir.block_args(target).len());
            create_br(ir, target, &args, term);
            ir.erase_op(term);
        }
        for &op in &dead_ops {
            ir.erase_op(op);
        }
        if !retargets.is_empty() {
            // Live blocks stay reachable (the classic argument: a live block
            // bypassed by a dead branch would be control dependent on it).
            blocks_erased += erase_unreachable_blocks(ir, body);
            debug_assert!(edges
                .blocks()
                .iter()
                .enumerate()
                .all(|(n, &b)| !live_blocks[n] || ir.block_region(b) == body));
        }

        cx.count("ops erased", dead_ops.len() as u64);
        cx.count("block arguments removed", args_removed);
        cx.count("branches removed", retargets.len() as u64);
        cx.count("blocks erased", blocks_erased);
        Ok(if blocks_erased > 0 || !retargets.is_empty() {
            Preserved::none()
        } else if !dead_ops.is_empty() || args_removed > 0 {
            Preserved::cfg()
        } else {
            Preserved::all()
        })
    }
}

/// For every dead `cf.cond_br`/`cf.switch`: `(branch, nearest live
/// post-dominator, the branch's successor slot into it if the target keeps
/// arguments)`. `Err(branch)` for a dead branch with no valid target.
#[allow(clippy::type_complexity)]
fn dead_branch_targets(
    mark: &Mark<'_>,
    pdt: &PostDomTree,
) -> Result<Vec<(OpId, BlockId, Option<usize>)>, OpId> {
    let ir = mark.ir;
    let edges = mark.edges;
    // Each node's nearest live strict post-dominator (`u32::MAX`: none),
    // parents before children: O(blocks) where walking up from every dead
    // branch would be quadratic on a deep tree.
    let tree = pdt.tree();
    let mut nearest_live = vec![u32::MAX; tree.num_nodes()];
    for &node in tree.preorder() {
        if let Some(parent) = pdt.ipdom(node) {
            nearest_live[node as usize] = if mark.live_blocks[parent as usize] {
                parent
            } else {
                nearest_live[parent as usize]
            };
        }
    }
    let mut retargets = Vec::new();
    for n in 0..edges.num_blocks() as u32 {
        let block = edges.block(n);
        let Some(term) = ir.terminator(block) else {
            continue;
        };
        if !is_conditional_branch(ir, term) || mark.live_ops.contains(term) {
            continue;
        }
        let p = nearest_live[n as usize];
        if p == u32::MAX {
            return Err(term);
        }
        let target = edges.block(p);
        let keeps_args = ir
            .block_args(target)
            .iter()
            .any(|a| mark.live_args.contains(*a));
        let slot = if keeps_args {
            match ir.successors(term).position(|s| s == target) {
                Some(s) => Some(s),
                None => return Err(term),
            }
        } else {
            None
        };
        retargets.push((term, target, slot));
    }
    Ok(retargets)
}

/// The marking phase's state.
struct Mark<'a> {
    ir: &'a Ir,
    edges: &'a RegionEdges,
    cd: ControlDependence,
    /// Scratch for the blocks a newly live block is control dependent on.
    controllers: Vec<u32>,
    live_ops: &'a mut EntitySet<OpId>,
    live_args: &'a mut EntitySet<ValueId>,
    /// Per node: is the block live (its control dependences marked)?
    live_blocks: Vec<bool>,
    op_worklist: Vec<OpId>,
    arg_worklist: Vec<ValueId>,
    /// With `trace=true`: what was marked and why, in order (at most
    /// [`TRACE_LIMIT`](crate::printers::TRACE_LIMIT) entries).
    log: Option<Vec<Marked>>,
}

impl Mark<'_> {
    /// Rules 1 and 5, and the arguments nothing can be removed from.
    fn roots(&mut self, pdt: &PostDomTree) {
        let ir = self.ir;
        for n in 0..self.edges.num_blocks() as u32 {
            let block = self.edges.block(n);
            for op in ir.block_ops(block) {
                let code = ir.op_code(op);
                let traits = code.traits;
                let leaves = code.is_terminator() && ir.num_successors(op) == 0;
                let effects = code.writes() || traits.has(Traits::UNKNOWN_EFFECTS);
                if effects {
                    self.mark_op(op, Why::Effects);
                } else if leaves || traits.has(Traits::RETURN) {
                    self.mark_op(op, Why::Leaves);
                }
            }
            // Entered from an opaque op: the arguments' values are unknown.
            let entered_opaquely = n == 0 || !self.edges.all_incoming_are_branches(ir, n);
            if entered_opaquely {
                for &arg in ir.block_args(block) {
                    self.mark_value(arg, Why::Entered);
                }
            }
        }
        self.mark_block(0);
        let virtual_exit = pdt.virtual_exit();
        let mut stack: Vec<u32> = Vec::new();
        for &child in pdt.tree().children(virtual_exit) {
            let block = self.edges.block(child);
            let is_exit = ir
                .terminator(block)
                .is_none_or(|t| ir.num_successors(t) == 0);
            if is_exit {
                continue;
            }
            stack.push(child);
            while let Some(node) = stack.pop() {
                if let Some(term) = ir.terminator(self.edges.block(node)) {
                    self.mark_op(term, Why::InfiniteLoop);
                }
                stack.extend_from_slice(pdt.tree().children(node));
            }
        }
    }

    fn run(&mut self) {
        loop {
            if let Some(op) = self.op_worklist.pop() {
                self.visit_op(op);
            } else if let Some(arg) = self.arg_worklist.pop() {
                self.visit_arg(arg);
            } else {
                return;
            }
        }
    }

    fn mark_op(&mut self, op: OpId, why: Why) {
        if self.live_ops.insert(op) {
            self.op_worklist.push(op);
            self.record(Marked::Op(op, why));
        }
    }

    fn mark_value(&mut self, v: ValueId, why: Why) {
        match self.ir.value_def(v) {
            ValueDef::Result(op, _) => self.mark_op(op, why),
            ValueDef::Arg(..) => {
                if self.live_args.insert(v) {
                    self.arg_worklist.push(v);
                    self.record(Marked::Arg(v, why));
                }
            }
            ValueDef::Placeholder => {}
        }
    }

    /// Logs a mark for the trace.
    fn record(&mut self, marked: Marked) {
        if let Some(log) = &mut self.log {
            if log.len() < crate::printers::TRACE_LIMIT {
                log.push(marked);
            }
        }
    }

    /// Rule 3: a live block's control dependences are live.
    fn mark_block(&mut self, n: u32) {
        if std::mem::replace(&mut self.live_blocks[n as usize], true) {
            return;
        }
        let mut controllers = std::mem::take(&mut self.controllers);
        self.cd.take(n, |y| controllers.push(y));
        let block = self.edges.block(n);
        for y in controllers.drain(..) {
            if let Some(term) = self.ir.terminator(self.edges.block(y)) {
                self.mark_op(term, Why::ControlDependence(block));
            }
        }
        self.controllers = controllers;
    }

    /// Rules 2 and 3 for a live op.
    fn visit_op(&mut self, op: OpId) {
        let ir = self.ir;
        let operands = if is_branch(ir, op) {
            ir.own_operands(op)
        } else {
            ir.operands(op)
        };
        for &v in operands {
            self.mark_value(v, Why::UsedBy(op));
        }
        // What an op's regions do is the op's business: all of it lives.
        // Only the ops directly inside are marked here (each marks its own
        // regions' ops in turn), so nesting costs linear time, not the
        // square of the depth.
        for &region in ir.op_regions(op) {
            for block in ir.region_blocks(region) {
                for inner in ir.block_ops(block) {
                    self.mark_op(inner, Why::UsedBy(op));
                }
            }
        }
        if let Some(n) = ir.op_block(op).and_then(|b| self.edges.node(b)) {
            self.mark_block(n);
        }
    }

    /// Rule 4 for a live block argument.
    fn visit_arg(&mut self, arg: ValueId) {
        let ir = self.ir;
        let ValueDef::Arg(block, index) = ir.value_def(arg) else {
            return;
        };
        let Some(n) = self.edges.node(block) else {
            return; // an argument of a nested region's block
        };
        self.mark_block(n);
        let index = index as usize;
        let incoming = self.edges.incoming(n);
        for (k, e) in incoming.iter().enumerate() {
            if !is_branch(ir, e.terminator) {
                continue;
            }
            let passed = ir.successor_operands(e.terminator, e.index as usize)[index];
            self.mark_value(passed, Why::PassedTo(arg));
            if let Some(p) = ir.op_block(e.terminator).and_then(|b| self.edges.node(b)) {
                self.mark_block(p);
            }
            // Edges from one terminator are adjacent in `incoming`.
            if let Some(prev) = k.checked_sub(1).map(|j| incoming[j]) {
                let same_branch = prev.terminator == e.terminator;
                if same_branch
                    && ir.successor_operands(prev.terminator, prev.index as usize)[index] != passed
                {
                    self.mark_op(e.terminator, Why::EdgesDiffer(arg));
                }
            }
        }
    }
}
