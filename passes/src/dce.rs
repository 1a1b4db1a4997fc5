//! `dce`: dead-code elimination by use counts (the worklist algorithm of
//! the DCC888 SSA-optimisation slides; Cooper & Torczon §10.2 "useless
//! code"): an op without side effects whose results are unused is deleted,
//! and the ops feeding it are reconsidered. Blocks unreachable from the
//! entry are deleted first. Ops with effects (stores, calls, asserts,
//! opaque ops) are never deleted.

use crate::manager::{Pass, PassContext, PassOptions, Preserved};
use crate::registry::{PassInfo, PassKind};
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId};

/// Registry entry.
pub static INFO: PassInfo = PassInfo {
    name: "dce",
    summary: "Delete unused side-effect-free ops and unreachable blocks",
    kind: PassKind::Transform,
    options: &[],
    create: |_: &PassOptions| Box::new(Dce),
};

struct Dce;

impl Pass for Dce {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let dominance = cx.analyses.dominance(ir, func);
        let reachable = dominance.cfg.graph.reachable();
        let unreachable: Vec<_> = dominance
            .cfg
            .blocks()
            .iter()
            .enumerate()
            .filter(|&(i, _)| !reachable.contains(i))
            .map(|(_, &b)| b)
            .collect();
        ir.erase_blocks(&unreachable);
        cx.count("blocks erased", unreachable.len() as u64);

        let mut worklist = Vec::new();
        ir.walk_nested(func, |op| worklist.push(op));
        let mut erased = 0u64;
        let mut is_erased = vec![false; ir.op_capacity()];
        while let Some(op) = worklist.pop() {
            if is_erased[op.index()] || !is_trivially_dead(ir, op) {
                continue;
            }
            for &v in ir.operands(op) {
                if let Some(def) = ir.defining_op(v) {
                    worklist.push(def);
                }
            }
            ir.erase_op(op);
            is_erased[op.index()] = true;
            erased += 1;
        }
        cx.count("ops erased", erased);
        Ok(if !unreachable.is_empty() {
            Preserved::Nothing
        } else if erased > 0 {
            Preserved::Cfg
        } else {
            Preserved::All
        })
    }
}

/// An op that can go: no side effects, no used results, no regions.
pub fn is_trivially_dead(ir: &Ir, op: OpId) -> bool {
    ir.op_code(op).is_removable_if_unused() && !ir.op_has_uses(op) && ir.op_regions(op).is_empty()
}
