//! `dce`: dead-code elimination by use counts (the worklist algorithm of
//! the DCC888 SSA-optimisation slides; Cooper & Torczon §10.2 "useless
//! code"), with the two block-argument rules of the StackExchange answer in
//! our seeds ("Removing redundant phi functions"). To a fixed point:
//!
//! 1. An op without side effects whose results are unused is deleted, and
//!    the definitions feeding it are reconsidered.
//! 2. A dead block argument (no uses) is removed, together with the operand
//!    every predecessor passes to it; those values are reconsidered.
//! 3. A trivial block argument, whose every incoming value is one value `V`
//!    or the argument itself (`x = φ(V, x, V)`), is replaced by `V` and
//!    then removed by rule 2. The blocks it was passed to are reconsidered:
//!    they now receive `V`, and may become trivial in turn.
//!
//! `trace=true` writes each deletion and its reason to the pass output
//! (the `dead_code` printer module; bounded, and O(function) more).
//!
//! Blocks unreachable from the entry are deleted first. Ops with effects
//! (stores, calls, asserts, opaque ops) are never deleted. Only blocks of
//! the function body entered by `cf` branches lose arguments: the entry's
//! arguments are the function's, and an opaque op with successors passes
//! values in ways we cannot edit.
//!
//! # Cost
//!
//! O(B + E + O + U) for B blocks, E edges, O ops and U operands, plus the
//! argument visits: a block is visited once, then again each time one of
//! its A arguments loses a use or becomes trivial, and a visit costs
//! O(A × P) for P incoming edges (each argument's incoming values) plus the
//! operands of those edges when arguments go. The visits add up to
//! O(Σ A × P) when arguments die together (the op worklist empties before
//! the block worklist is read), O(Σ A² × P) at worst. Memory O(B + O + U):
//! every op once, plus an op each time one of its results loses a use.

use crate::cfg_edit::{is_branch, remove_block_args, RegionEdges};
use crate::manager::{Pass, PassContext, PassDef, PassKind, Preserved};
use crate::printers::dead_code::DceTrace;
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId, RegionId, ValueDef, ValueId};

crate::pass_options! {
    /// Options of `dce`.
    pub struct DceOptions {
        /// print each op deleted and why, in the DCC888 slides' terms (use counters)
        trace("trace"): bool = false,
    }
}

impl PassDef for Dce {
    const NAME: &'static str = "dce";
    const SUMMARY: &'static str = "Delete unused side-effect-free ops and unreachable blocks, dead and trivial block arguments";
    const KIND: PassKind = PassKind::Transform;
    type Options = DceOptions;
    fn new(options: &DceOptions) -> Dce {
        Dce {
            trace: options.trace,
        }
    }
}

/// The `dce` pass.
pub struct Dce {
    /// Print each deletion and why.
    trace: bool,
}

impl Pass for Dce {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let body = cx.body();
        let mut trace = self.trace.then(|| DceTrace::new(ir, func));
        let mut edges = RegionEdges::build(ir, body);
        let unreachable = edges.unreachable_blocks(ir);
        let erased_blocks = unreachable.len() as u64;
        if let Some(trace) = &mut trace {
            trace.unreachable(ir, &unreachable);
        }
        if erased_blocks > 0 {
            ir.erase_blocks(&unreachable);
            edges = RegionEdges::build(ir, body);
        }
        let mut sweep = Sweep {
            // Arguments of the entry block are the function's parameters.
            editable: (0..edges.num_blocks() as u32)
                .map(|n| n > 0 && edges.all_incoming_are_branches(ir, n))
                .collect(),
            queued: vec![false; edges.num_blocks()],
            block_worklist: Vec::new(),
            initial_ops: Vec::new(),
            op_worklist: Vec::new(),
            edges,
            stats: SweepStats::default(),
            trace,
        };
        // Every op starts on the worklist, in a list of its own whose exact
        // size is reserved first: grown by doubling, its capacity (the
        // pass's largest allocation) would be anywhere from 1x to 2x the
        // ops, and ops reconsidered later would double it again.
        let each_op = |ir: &Ir, visit: &mut dyn FnMut(OpId)| {
            for &block in sweep.edges.blocks() {
                for op in ir.block_ops(block) {
                    visit(op);
                    if !ir.op_regions(op).is_empty() {
                        ir.walk_nested(op, &mut *visit);
                    }
                }
            }
        };
        let mut ops = 0;
        each_op(ir, &mut |_| ops += 1);
        let mut worklist = Vec::with_capacity(ops);
        each_op(ir, &mut |op| worklist.push(op));
        sweep.initial_ops = worklist;
        for n in (1..sweep.edges.num_blocks() as u32).rev() {
            sweep.queue_block(n);
        }
        sweep.run(ir);
        if let Some(trace) = sweep.trace.take() {
            trace.finish(cx.output, ir, func);
        }

        let SweepStats {
            ops_erased,
            dead_args,
            trivial_args,
        } = sweep.stats;
        cx.count("blocks erased", erased_blocks);
        cx.count("ops erased", ops_erased);
        cx.count("dead block arguments removed", dead_args);
        cx.count("trivial block arguments removed", trivial_args);
        Ok(if erased_blocks > 0 {
            Preserved::none()
        } else if ops_erased + dead_args + trivial_args > 0 {
            Preserved::cfg()
        } else {
            Preserved::all()
        })
    }
}

#[derive(Default)]
struct SweepStats {
    ops_erased: u64,
    dead_args: u64,
    trivial_args: u64,
}

/// The fixed-point worklists over ops and blocks (for their arguments).
struct Sweep {
    edges: RegionEdges,
    /// Per node: may its arguments be removed (not the entry, and entered
    /// only by `cf` branches)?
    editable: Vec<bool>,
    /// Per node: is it on the block worklist?
    queued: Vec<bool>,
    block_worklist: Vec<u32>,
    /// Every op, visited last to first after the reconsidered ones: the
    /// two lists are one stack, `op_worklist` on top.
    initial_ops: Vec<OpId>,
    /// Ops that lost a use.
    op_worklist: Vec<OpId>,
    stats: SweepStats,
    /// With `trace=true`: what was deleted and why.
    trace: Option<DceTrace>,
}

impl Sweep {
    fn run(&mut self, ir: &mut Ir) {
        loop {
            if let Some(op) = self.op_worklist.pop().or_else(|| self.initial_ops.pop()) {
                self.visit_op(ir, op);
            } else if let Some(n) = self.block_worklist.pop() {
                self.queued[n as usize] = false;
                self.visit_block_args(ir, n);
            } else {
                return;
            }
        }
    }

    fn queue_block(&mut self, n: u32) {
        if self.editable[n as usize] && !self.queued[n as usize] {
            self.queued[n as usize] = true;
            self.block_worklist.push(n);
        }
    }

    /// `v` lost a use: reconsider what defines it.
    fn reconsider(&mut self, ir: &Ir, v: ValueId) {
        match ir.value_def(v) {
            ValueDef::Result(op, _) => self.op_worklist.push(op),
            ValueDef::Arg(block, _) => {
                if let Some(n) = self.edges.node(block) {
                    self.queue_block(n);
                }
            }
            ValueDef::Placeholder => {}
        }
    }

    /// Rule 1.
    fn visit_op(&mut self, ir: &mut Ir, op: OpId) {
        // Erased ops are detached from their block.
        if ir.op_block(op).is_none() || !is_trivially_dead(ir, op) {
            return;
        }
        for &v in ir.operands(op) {
            self.reconsider(ir, v);
        }
        let traced = self.trace.as_mut().map(|trace| {
            trace.deleted(ir, op);
            ir.operands(op).to_vec()
        });
        ir.erase_op(op);
        self.stats.ops_erased += 1;
        if let (Some(trace), Some(operands)) = (&mut self.trace, traced) {
            trace.released(ir, &operands);
        }
    }

    /// Rules 3 then 2 on the arguments of node `n`.
    fn visit_block_args(&mut self, ir: &mut Ir, n: u32) {
        let block = self.edges.block(n);
        let args = ir.block_args(block).to_vec();
        let mut trivial = 0;
        for (i, &arg) in args.iter().enumerate() {
            let Some(v) = self.trivial_value(ir, n, i) else {
                continue;
            };
            // Every incoming value is `v` or `arg` itself, so `v` dominates
            // the block: take any path from the entry to its first visit of
            // the block. Its last edge does not pass `arg` (passing `arg`
            // needs a predecessor dominated by the block, which the path
            // would have visited before), so it passes `v`, whose definition
            // dominates that predecessor and so lies on the path. That
            // definition is not in the block itself, or the block would
            // dominate a predecessor on the path. Hence every use of `arg`
            // may use `v` instead, in strict SSA form.
            for (user, index) in ir.uses(arg).collect::<Vec<_>>() {
                if is_branch(ir, user) {
                    if let Some((s, _)) = ir.successor_of_operand(user, index) {
                        if let Some(t) = self.edges.node(ir.successor(user, s)) {
                            self.queue_block(t);
                        }
                    }
                }
            }
            if let Some(trace) = &mut self.trace {
                trace.trivial(arg, v);
            }
            ir.replace_all_uses(arg, v);
            trivial += 1;
        }
        let remove: Vec<bool> = ir
            .block_args(block)
            .iter()
            .map(|&a| !ir.has_uses(a))
            .collect();
        if !remove.contains(&true) {
            return;
        }
        if let Some(trace) = &mut self.trace {
            let dead: Vec<ValueId> = ir
                .block_args(block)
                .iter()
                .zip(&remove)
                .filter_map(|(&arg, &r)| r.then_some(arg))
                .collect();
            trace.dead_args(block, &dead);
        }
        let dropped = remove_block_args(ir, block, self.edges.incoming(n), &remove);
        if let Some(trace) = &mut self.trace {
            trace.released(ir, &dropped);
        }
        // The trivial arguments, now unused, are among the removed ones.
        let removed = remove.iter().filter(|&&r| r).count() as u64;
        self.stats.trivial_args += trivial;
        self.stats.dead_args += removed - trivial;
        for v in dropped {
            self.reconsider(ir, v);
        }
    }

    /// The one value other than argument `i` itself that every edge into
    /// node `n` passes to it, if there is one.
    fn trivial_value(&self, ir: &Ir, n: u32, i: usize) -> Option<ValueId> {
        let arg = ir.block_args(self.edges.block(n))[i];
        let mut value = None;
        for e in self.edges.incoming(n) {
            let passed = ir.successor_operands(e.terminator, e.index as usize)[i];
            if passed == arg || Some(passed) == value {
                continue;
            }
            if value.is_some() {
                return None;
            }
            value = Some(passed);
        }
        value
    }
}

/// Erases the blocks of the region `body` that its entry cannot reach (they
/// may branch to each other and use each other's values). Returns how many.
pub fn erase_unreachable_blocks(ir: &mut Ir, body: RegionId) -> u64 {
    let unreachable = RegionEdges::build(ir, body).unreachable_blocks(ir);
    ir.erase_blocks(&unreachable);
    unreachable.len() as u64
}

/// An op that can go: no side effects, no used results, no regions.
pub fn is_trivially_dead(ir: &Ir, op: OpId) -> bool {
    ir.op_code(op).is_removable_if_unused() && !ir.op_has_uses(op) && ir.op_regions(op).is_empty()
}
