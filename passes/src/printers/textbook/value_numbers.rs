//! `-print-textbook-ssa{value-numbers=true}`: the program again after
//! value numbering, as seed 000 §1.3 shows it (`b_0 = x_0 + y_0` becomes
//! `b_0 = a_0`, `c_0 = a_0`): a value that `gvn`'s numbering (Simpson's
//! RPO algorithm, on the function in SSA form of the `copy` module) puts in
//! the class of an earlier named value, whose definition dominates it, is
//! written by that name. Literals stay literals.
//!
//! Cost: the numbering's (see [`gvn`](crate::gvn)) on the copy, plus
//! O(function) to choose the names.

use super::super::notation::is_literal;
use super::copy::SsaCopy;
use crate::gvn::{Numbering, MAX_OPTIMISTIC_PASSES};
use ssa_ir::ir::{ValueDef, ValueId};
use ssa_ir::run_hash::RunMap;

/// The values of the function to write by the name of an earlier equal one.
pub(super) fn same_values(copy: &SsaCopy<'_>) -> RunMap<ValueId, String> {
    let (ir, ssa) = (copy.input.ir, copy.ir());
    let dominance = &copy.input.dominance;
    let (cfg, domtree) = (&dominance.cfg, &dominance.domtree);
    let body = ssa
        .func_body(copy.input.func)
        .expect("a function with a body");
    let mut numbering = Numbering::default();
    numbering.solve(ssa, body, dominance, MAX_OPTIMISTIC_PASSES, None);

    // Where each value of the copy is defined: (node, position in block).
    let mut position = RunMap::default();
    for &block in cfg.blocks() {
        for (i, op) in ssa.block_ops(block).enumerate() {
            position.insert(op, i as u32 + 1);
        }
    }
    let defined = |v: ValueId| -> Option<(u32, u32)> {
        match ssa.value_def(v) {
            ValueDef::Arg(block, _) => Some((cfg.node(block), 0)),
            ValueDef::Result(op, _) => {
                let block = ssa.op_block(op)?;
                Some((cfg.node(block), *position.get(&op)?))
            }
            ValueDef::Placeholder => None,
        }
    };
    let dominates = |a: (u32, u32), b: (u32, u32)| {
        if a.0 == b.0 {
            a.1 < b.1
        } else {
            domtree.dominates(a.0, b.0)
        }
    };

    let mut same = RunMap::default();
    for &block in cfg.blocks() {
        for op in ir.block_ops(block) {
            if is_literal(ir, op) || ir.num_results(op) != 1 {
                continue;
            }
            let v = ir.result(op, 0);
            let Some(leader) = numbering.class(v) else {
                continue; // not in the copy (a load), or never reached
            };
            if leader == v {
                continue;
            }
            let (Some(at), Some(leader_at)) = (defined(v), defined(leader)) else {
                continue;
            };
            if !dominates(leader_at, at) {
                continue;
            }
            if let Some(name) = copy.name(leader) {
                same.insert(v, name);
            }
        }
    }
    same
}
