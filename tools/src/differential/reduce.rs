//! Delta reduction of a program that shows a mismatch (Zeller and
//! Hildebrandt, "Simplifying and Isolating Failure-Inducing Input", TSE
//! 2002: ddmin over the list of possible edits; C-Reduce's idea of
//! program-aware edits that keep the program valid).
//!
//! The edits: delete an op (its scalar results become constants 0 or 1,
//! or the function's first argument of the same type), turn a conditional
//! branch or switch into a branch to one of its successors, delete a block
//! argument (its uses become a zero constant and every branch stops passing
//! it), merge a block into its only predecessor when that branches to it. After each batch of edits the program is
//! cleaned (unreachable blocks, dead ops, functions nobody calls) and verified; a candidate is kept when it is smaller
//! ([`measure`]), verifies, and the caller's test says the mismatch
//! persists. Rounds repeat until no single
//! edit helps or the test budget is spent.

use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::dialect::{arith, cf};
use ssa_ir::ir::{Attribute, BlockId, Ir, OpId, OpSpec, Type, ValueDef, ValueId};
use ssa_ir::verifier::verify;
use ssa_passes::cfg_edit::{is_conditional_branch, is_unconditional_branch};

/// One program-aware edit; ids refer to the IR the edits were listed from
/// (a clone keeps them).
#[derive(Copy, Clone, Debug)]
enum Edit {
    /// Delete an op; its used results become the replacement.
    DeleteOp(OpId, Replacement),
    /// Replace a multi-way terminator by `cf.br` to its successor `usize`.
    Jump(OpId, usize),
    DeleteBlockArg(ValueId),
    /// Merge a block into its only predecessor, which branches to it with
    /// `cf.br`.
    MergeBlock(BlockId),
}

/// What the results of a deleted op become.
#[derive(Copy, Clone, Debug)]
enum Replacement {
    Zero,
    One,
    /// The function's first argument of the same type.
    Argument,
}

/// Reduces `ir` while `interesting` holds; `entry` is never removed and its
/// signature never changes. Runs at most `budget` tests.
pub fn reduce(ir: &Ir, entry: &str, budget: usize, mut interesting: impl FnMut(&Ir) -> bool) -> Ir {
    let mut best = ir.clone();
    let mut tests = 0usize;
    // ddmin's granularity: try chunks of this many edits; halve it when no
    // chunk helps, keep it after a success (the edits are listed anew).
    let mut chunk = usize::MAX;
    loop {
        let edits = list_edits(&best);
        if edits.is_empty() {
            return best;
        }
        chunk = chunk.min(edits.len().div_ceil(2));
        let mut improved = false;
        for part in edits.chunks(chunk) {
            if tests >= budget {
                return best;
            }
            let Some(candidate) = apply(&best, part, entry) else {
                continue;
            };
            if measure(&candidate) >= measure(&best) {
                continue;
            }
            tests += 1;
            if interesting(&candidate) {
                best = candidate;
                improved = true;
                break;
            }
        }
        if !improved {
            if chunk == 1 {
                return best;
            }
            chunk = chunk.div_ceil(2);
        }
    }
}

/// Every edit that could make the program smaller.
fn list_edits(ir: &Ir) -> Vec<Edit> {
    let mut edits = Vec::new();
    for f in ir.functions() {
        let Some(body) = ir.func_body(f) else {
            continue;
        };
        for (i, block) in ir.region_blocks(body).enumerate() {
            // Entry block arguments are the signature: they stay.
            if i > 0 {
                edits.push(Edit::MergeBlock(block));
                edits.extend(
                    ir.block_args(block)
                        .iter()
                        .map(|&a| Edit::DeleteBlockArg(a)),
                );
            }
            for op in ir.block_ops(block) {
                let code = ir.op_code(op);
                if is_conditional_branch(ir, op) {
                    edits.extend((0..ir.num_successors(op)).map(|s| Edit::Jump(op, s)));
                } else if !code.is_terminator() && !is_zero_constant(ir, op) {
                    edits.push(Edit::DeleteOp(op, Replacement::Zero));
                    if ir.op_has_uses(op) {
                        edits.push(Edit::DeleteOp(op, Replacement::One));
                        edits.push(Edit::DeleteOp(op, Replacement::Argument));
                    }
                }
            }
        }
    }
    edits
}

fn is_zero_constant(ir: &Ir, op: OpId) -> bool {
    ir.op_code(op) == &arith::CONSTANT
        && matches!(
            ir.op_attr(op),
            Some(Attribute::Int(0) | Attribute::Float(0))
        )
}

/// `ir` with `edits` applied and cleaned, if the result verifies.
fn apply(ir: &Ir, edits: &[Edit], entry: &str) -> Option<Ir> {
    let mut ir = ir.clone();
    let mut changed = false;
    for &edit in edits {
        changed |= match edit {
            Edit::DeleteOp(op, replacement) => delete_op(&mut ir, op, replacement),
            Edit::Jump(op, s) => jump(&mut ir, op, s),
            Edit::DeleteBlockArg(arg) => delete_block_arg(&mut ir, arg),
            Edit::MergeBlock(block) => merge_block(&mut ir, block),
        };
    }
    if !changed {
        return None;
    }
    clean(&mut ir, entry);
    verify(&ir).ok().map(|()| ir)
}

/// `value` (0 or 1) of `v`'s scalar type, as a constant at the start of
/// `near`'s function.
fn constant(ir: &mut Ir, near: OpId, v: ValueId, value: u8) -> Option<ValueId> {
    let ty = ir.value_type(v);
    let attr = match ir.types.get(ty) {
        Type::Int(_) | Type::Index => Attribute::Int(value.into()),
        Type::Float(format) => arith::float_attribute(format.round_f64(f64::from(value))),
        _ => return None,
    };
    let func = ir.enclosing_function(near)?;
    let entry = ir.region_first_block(ir.func_body(func)?)?;
    let existing = ir.block_ops(entry).find(|&op| {
        ir.op_code(op) == &arith::CONSTANT
            && ir.value_type(ir.result(op, 0)) == ty
            && ir.op_attr(op) == Some(&attr)
    });
    if let Some(op) = existing {
        // First in the block, so that it dominates every use.
        ir.detach_op(op);
        ir.prepend_op(entry, op);
        return Some(ir.result(op, 0));
    }
    let constant = ir.create_op(OpSpec::new(&arith::CONSTANT, &[], &[ty]).attr(attr));
    ir.prepend_op(entry, constant);
    Some(ir.result(constant, 0))
}

/// The first argument of `near`'s function with the type of `v`.
fn same_type_argument(ir: &Ir, near: OpId, v: ValueId) -> Option<ValueId> {
    let func = ir.enclosing_function(near)?;
    let entry = ir.region_first_block(ir.func_body(func)?)?;
    let ty = ir.value_type(v);
    ir.block_args(entry)
        .iter()
        .copied()
        .find(|&a| ir.value_type(a) == ty)
}

fn delete_op(ir: &mut Ir, op: OpId, replacement: Replacement) -> bool {
    if ir.op_block(op).is_none() {
        return false; // already gone with an earlier edit
    }
    let results: Vec<ValueId> = ir.results(op).collect();
    for v in results {
        if ir.has_uses(v) {
            let replacement = match replacement {
                Replacement::Zero => constant(ir, op, v, 0),
                Replacement::One => constant(ir, op, v, 1),
                Replacement::Argument => same_type_argument(ir, op, v),
            };
            match replacement {
                Some(r) if r != v => ir.replace_all_uses(v, r),
                _ => return false,
            }
        }
    }
    ir.erase_op(op);
    true
}

fn jump(ir: &mut Ir, op: OpId, successor: usize) -> bool {
    let Some(block) = ir.op_block(op) else {
        return false;
    };
    if ir.terminator(block) != Some(op) {
        return false;
    }
    let target = ir.successor(op, successor);
    let args = ir.successor_operands(op, successor).to_vec();
    let loc = ir.op_loc(op);
    let br = ir.create_op(
        OpSpec::new(&cf::BR, &[], &[])
            .successors(&[(target, &args)])
            .loc(loc),
    );
    ir.insert_op_before(op, br);
    ir.erase_op(op);
    true
}

fn delete_block_arg(ir: &mut Ir, arg: ValueId) -> bool {
    let ValueDef::Arg(block, _) = ir.value_def(arg) else {
        return false;
    };
    let Some(op) = ir.block_first_op(block) else {
        return false;
    };
    if ir.has_uses(arg) {
        let Some(zero) = constant(ir, op, arg, 0) else {
            return false;
        };
        ir.replace_all_uses(arg, zero);
    }
    // The argument's current position (earlier deletions shift it).
    let Some(index) = ir.block_args(block).iter().position(|&a| a == arg) else {
        return false;
    };
    let region = ir.block_region(block);
    let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
    for pred in blocks {
        let Some(term) = ir.terminator(pred) else {
            continue;
        };
        for s in 0..ir.num_successors(term) {
            if ir.successor(term, s) == block {
                let mut args = ir.successor_operands(term, s).to_vec();
                if index < args.len() {
                    args.remove(index);
                }
                ir.set_successor(term, s, block, &args);
            }
        }
    }
    ir.remove_block_arg(block, index);
    true
}

fn merge_block(ir: &mut Ir, block: BlockId) -> bool {
    let region = ir.block_region(block);
    if ir.region_first_block(region) == Some(block) {
        return false;
    }
    // The branches to `block`: there must be one, a `cf.br` in another block.
    let mut branches = Vec::new();
    for b in ir.region_blocks(region) {
        if let Some(term) = ir.terminator(b) {
            for s in 0..ir.num_successors(term) {
                if ir.successor(term, s) == block {
                    branches.push(term);
                }
            }
        }
    }
    let [br] = branches[..] else {
        return false;
    };
    let Some(pred) = ir.op_block(br).filter(|&p| p != block) else {
        return false;
    };
    if !is_unconditional_branch(ir, br) {
        return false;
    }
    let passed = ir.successor_operands(br, 0).to_vec();
    let args = ir.block_args(block).to_vec();
    for (&arg, &value) in args.iter().zip(&passed) {
        ir.replace_all_uses(arg, value);
    }
    ir.erase_op(br);
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    for op in ops {
        ir.detach_op(op);
        ir.append_op(pred, op);
    }
    for index in (0..args.len()).rev() {
        ir.remove_block_arg(block, index);
    }
    ir.erase_block(block);
    true
}

/// Deletes unreachable blocks and dead ops, then functions other than
/// `entry` that nothing calls. (Not with the `dce` pass: the pass under test
/// may be the one that is wrong.)
fn clean(ir: &mut Ir, entry: &str) {
    let bodies: Vec<_> = ir.functions().filter_map(|f| ir.func_body(f)).collect();
    for body in bodies {
        let cfg = RegionCfg::build(ir, body);
        let reachable = cfg.graph.reachable();
        let unreachable: Vec<BlockId> = (0..cfg.blocks().len())
            .filter(|&i| !reachable.contains(i))
            .map(|i| cfg.block(i as u32))
            .collect();
        ir.erase_blocks(&unreachable);
        // Dead side-effect-free ops, users before what they use.
        let mut worklist: Vec<OpId> = Vec::new();
        for block in ir.region_blocks(body) {
            worklist.extend(ir.block_ops(block));
        }
        while let Some(op) = worklist.pop() {
            let dead = ir.op_block(op).is_some()
                && ir.op_code(op).is_removable_if_unused()
                && !ir.op_has_uses(op)
                && ir.op_regions(op).is_empty();
            if dead {
                worklist.extend(ir.operands(op).iter().filter_map(|&v| ir.defining_op(v)));
                ir.erase_op(op);
            }
        }
    }
    loop {
        let mut called = std::collections::BTreeSet::new();
        for f in ir.functions() {
            ir.walk_nested(f, |op| {
                if let Some(callee) = ir.op_code(op).callee(ir, op) {
                    called.insert(callee.to_string());
                }
            });
        }
        let unused: Vec<OpId> = ir
            .functions()
            .filter(|&f| {
                ir.func_attrs(f)
                    .is_some_and(|a| a.name != entry && !called.contains(&a.name))
            })
            .collect();
        if unused.is_empty() {
            return;
        }
        for f in unused {
            ir.erase_op(f);
        }
    }
}

/// What a reduction step must decrease: the ops, then the ops that are not
/// constants plus the block arguments (turning an op into a constant is
/// progress: what fed it may go next).
fn measure(ir: &Ir) -> (usize, usize) {
    let mut ops = 0;
    let mut other = 0;
    for f in ir.functions() {
        ir.walk_nested(f, |op| {
            ops += 1;
            if ir.op_code(op) != &arith::CONSTANT {
                other += 1;
            }
        });
        if let Some(body) = ir.func_body(f) {
            other += ir
                .region_blocks(body)
                .map(|b| ir.block_args(b).len())
                .sum::<usize>();
        }
    }
    (ops, other)
}

/// The number of ops in function bodies (the size a reduction shrinks).
pub fn size(ir: &Ir) -> usize {
    let mut n = 0;
    for f in ir.functions() {
        ir.walk_nested(f, |_| n += 1);
    }
    n
}
