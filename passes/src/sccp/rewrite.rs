//! Applies the solver's findings: constants replace the values proven
//! constant, branches on constants become `cf.br`, and (unless the CFG is
//! to be kept) blocks never executed are deleted and block arguments that
//! always receive one constant are removed.

use super::lattice::Lattice;
use super::solver::Analysis;
use crate::cfg_edit::{
    is_conditional_branch, remove_block_args, replace_with_br, taken_successor, RegionEdges,
};
use crate::dce::is_trivially_dead;
use crate::scratch::EntityMap;
use ssa_ir::dialect::{self, Traits};
use ssa_ir::ir::{BlockId, Ir, Loc, OpId, RegionId, ValueId};
use ssa_ir::semantics::Scalar;

/// What the rewrite changed, for `--stats`.
#[derive(Default, Debug)]
pub struct Changes {
    /// Values replaced by an `arith.constant` (or `ub.poison`).
    pub values_folded: u64,
    /// Conditional branches and switches turned into `cf.br`.
    pub branches_folded: u64,
    /// Blocks never executed, deleted.
    pub blocks_removed: u64,
    /// Block arguments that always receive one constant, removed.
    pub args_removed: u64,
}

/// Rewrites the function body `body` by the solver's `analysis` and
/// `lattice`. With `fold_branches` false the CFG (blocks, edges, block
/// arguments) is left as it is, as MLIR's `sccp` does.
pub fn rewrite(
    ir: &mut Ir,
    body: RegionId,
    analysis: &Analysis,
    lattice: &EntityMap<ValueId, Lattice>,
    fold_branches: bool,
) -> Changes {
    let mut changes = Changes::default();
    let edges = &analysis.edges;
    let executable: Vec<BlockId> = (0..edges.num_blocks() as u32)
        .filter(|&n| analysis.executable_blocks[n as usize])
        .map(|n| edges.block(n))
        .collect();
    let constant_of = |v: ValueId| lattice.get(v).constant().cloned();
    // The constants made here; those whose every use was itself folded or
    // deleted later are erased at the end.
    let mut created = Vec::new();

    for &block in &executable {
        // A constant block argument: a constant at the top of its block.
        let mut cursor: Option<OpId> = None;
        let num_args = ir.block_args(block).len();
        for i in 0..num_args {
            let arg = ir.block_args(block)[i];
            let Some(value) = constant_of(arg) else {
                continue;
            };
            if !ir.has_uses(arg) {
                continue;
            }
            let c = materialize(ir, value, arg, ir.block_loc(block));
            match cursor {
                Some(prev) => ir.insert_op_after(prev, c),
                None => ir.prepend_op(block, c),
            }
            cursor = Some(c);
            created.push(c);
            ir.replace_all_uses(arg, ir.result(c, 0));
            changes.values_folded += 1;
        }
        // A constant op result: a constant after the op, which is then
        // erased if it has no effects (calls stay).
        let mut next = ir.block_first_op(block);
        while let Some(op) = next {
            next = ir.next_op(op);
            if ir.op_code(op).traits.has(Traits::CONSTANT) {
                continue;
            }
            let mut cursor = op;
            for i in 0..ir.num_results(op) {
                let result = ir.result(op, i);
                let Some(value) = constant_of(result) else {
                    continue;
                };
                if !ir.has_uses(result) {
                    continue;
                }
                let c = materialize(ir, value, result, ir.op_loc(op));
                ir.insert_op_after(cursor, c);
                cursor = c;
                created.push(c);
                ir.replace_all_uses(result, ir.result(c, 0));
                changes.values_folded += 1;
            }
            if cursor != op && is_trivially_dead(ir, op) {
                ir.erase_op(op);
            }
        }
    }
    if fold_branches {
        fold_cfg(ir, body, analysis, lattice, &executable, &mut changes);
    }
    for c in created {
        if !ir.op_has_uses(c) {
            ir.erase_op(c);
        }
    }
    changes
}

/// The CFG part of the rewrite (`fold-branches=true`).
fn fold_cfg(
    ir: &mut Ir,
    body: RegionId,
    analysis: &Analysis,
    lattice: &EntityMap<ValueId, Lattice>,
    executable: &[BlockId],
    changes: &mut Changes,
) {
    let edges = &analysis.edges;
    let constant_of = |v: ValueId| lattice.get(v).constant().cloned();

    // Branches on constants: only the taken edge is executable.
    for &block in executable {
        let Some(term) = ir
            .terminator(block)
            .filter(|&term| is_conditional_branch(ir, term))
        else {
            continue;
        };
        let cond = ir.operand(term, 0);
        // The condition may already have been replaced by a constant.
        let value = dialect::constant_of(ir, cond).or_else(|| constant_of(cond));
        if let Some(Scalar::Int(c)) = value {
            replace_with_br(ir, term, taken_successor(ir, term, c));
            changes.branches_folded += 1;
        }
    }

    // Blocks never executed. Every edge into them came from other such
    // blocks or from a branch folded above.
    let dead: Vec<BlockId> = (0..edges.num_blocks() as u32)
        .filter(|&n| !analysis.executable_blocks[n as usize])
        .map(|n| edges.block(n))
        .collect();
    ir.erase_blocks(&dead);
    changes.blocks_removed = dead.len() as u64;

    // Arguments whose every incoming value is one constant (or poison):
    // their uses were replaced above, so they and their operands go.
    let has_constant_arg = executable
        .iter()
        .skip(1)
        .any(|&b| ir.block_args(b).iter().any(|&a| constant_of(a).is_some()));
    if has_constant_arg {
        let edges = RegionEdges::build(ir, body);
        for n in 1..edges.num_blocks() as u32 {
            let block = edges.block(n);
            let remove: Vec<bool> = ir
                .block_args(block)
                .iter()
                .map(|&a| constant_of(a).is_some() && !ir.has_uses(a))
                .collect();
            if !remove.contains(&true) || !edges.all_incoming_are_branches(ir, n) {
                continue;
            }
            remove_block_args(ir, block, edges.incoming(n), &remove);
            changes.args_removed += remove.iter().filter(|&&r| r).count() as u64;
        }
    }
}

/// A detached constant op of `value` (the registry's
/// [`dialect::materialize_constant`]) with the type, name and location of
/// `replaced`.
pub(crate) fn materialize(ir: &mut Ir, value: Scalar, replaced: ValueId, loc: Loc) -> OpId {
    let op = dialect::materialize_constant(ir, value, ir.value_type(replaced), loc)
        .expect("the built-in dialects make every scalar constant");
    if let Some(name) = ir.value_name_id(replaced) {
        let name = ir.names.get(name).to_string();
        ir.set_value_name(ir.result(op, 0), &name);
    }
    op
}
