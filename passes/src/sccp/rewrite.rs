//! Applies the solver's findings: the function's uniqued constants replace
//! the values proven constant, branches on constants become `cf.br`, and (unless the CFG is
//! to be kept) blocks never executed are deleted and block arguments that
//! always receive one constant are removed.

use super::lattice::Lattice;
use super::solver::Analysis;
use crate::cfg_edit::{
    is_conditional_branch, remove_block_args, replace_with_br, taken_successor, RegionEdges,
};
use crate::dce::is_trivially_dead;
use crate::scratch::EntityMap;
use rustc_hash::FxHashMap;
use ssa_ir::dialect::{self, Traits};
use ssa_ir::ir::{BlockId, Ir, Loc, OpId, RegionId, TypeId, ValueId};
use ssa_ir::semantics::Scalar;
use std::collections::hash_map::Entry;

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
    /// Were program constants moved to the entry block or merged? (Not a
    /// counter: the IR changed, though no value was folded.)
    pub constants_moved: bool,
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
    let mut constants = Constants::new(edges.block(0));
    let mut replaced = Vec::new();

    // In layout order, as MLIR's rewrite: a block's ops, then its arguments.
    for &block in &executable {
        // A constant op result is replaced by the function's constant; the
        // op is then erased if it has no effects (calls stay). A constant
        // op becomes the function's constant of its value or is merged
        // into it.
        let mut next = ir.block_first_op(block);
        while let Some(op) = next {
            next = ir.next_op(op);
            if ir.op_code(op).traits.has(Traits::CONSTANT) {
                if let Some(value) = constant_of(ir.result(op, 0)) {
                    constants.adopt(ir, op, value);
                }
                continue;
            }
            replaced.clear();
            for i in 0..ir.num_results(op) {
                let result = ir.result(op, i);
                let loc = ir.op_loc(op);
                if let Some(c) = constants.replace(ir, result, constant_of(result), loc) {
                    replaced.push((c, result));
                    changes.values_folded += 1;
                }
            }
            // The constants take the names of the results that go; a
            // result that stays (a call's) keeps its name to itself.
            if !replaced.is_empty() && is_trivially_dead(ir, op) {
                for &(c, result) in &replaced {
                    inherit_name(ir, ir.result(c, 0), result);
                }
                ir.erase_op(op);
            }
        }
        // A constant block argument. A parameter of the function (printed
        // before the constants, so it keeps its name) names its constant.
        for i in 0..ir.block_args(block).len() {
            let arg = ir.block_args(block)[i];
            let loc = ir.block_loc(block);
            if let Some(c) = constants.replace(ir, arg, constant_of(arg), loc) {
                if block == constants.entry {
                    inherit_name(ir, ir.result(c, 0), arg);
                }
                changes.values_folded += 1;
            }
        }
    }
    if fold_branches {
        fold_cfg(ir, body, analysis, lattice, &executable, &mut changes);
    }
    changes.constants_moved = constants.moved;
    // The constants made here whose every use was itself folded or deleted.
    for c in constants.created {
        if !ir.op_has_uses(c) {
            ir.erase_op(c);
        }
    }
    changes
}

/// The function's constants, uniqued as MLIR's `OperationFolder`
/// (mlir/lib/Transforms/Utils/FoldUtils.cpp) does: one op per value and
/// type, at the start of the entry block, so it dominates every use. They
/// stand in the order they were found or made (MLIR puts each first
/// instead, so each run reverses them); a second run leaves them as they
/// are. A hash map: O(1) expected per value.
struct Constants {
    entry: BlockId,
    /// The last constant placed at the start of the entry block.
    last: Option<OpId>,
    /// Was a program constant moved or merged?
    moved: bool,
    by_value: FxHashMap<(Scalar, TypeId), OpId>,
    /// The ops made here (not the program's own constants), erased at the
    /// end if nothing uses them any more.
    created: Vec<OpId>,
}

impl Constants {
    fn new(entry: BlockId) -> Constants {
        Constants {
            entry,
            last: None,
            moved: false,
            by_value: FxHashMap::default(),
            created: Vec::new(),
        }
    }

    /// Replaces the uses of `v`, if it has any and is the constant
    /// `value`, by the constant op of that value and type (made at `loc` if
    /// there is none yet), which it returns.
    fn replace(
        &mut self,
        ir: &mut Ir,
        v: ValueId,
        value: Option<Scalar>,
        loc: Loc,
    ) -> Option<OpId> {
        let value = value.filter(|_| ir.has_uses(v))?;
        let ty = ir.value_type(v);
        let c = match self.by_value.entry((value, ty)) {
            Entry::Occupied(c) => *c.get(),
            Entry::Vacant(slot) => {
                let c = make_constant(ir, slot.key().0.clone(), ty, loc);
                slot.insert(c);
                self.created.push(c);
                self.place(ir, c);
                c
            }
        };
        ir.replace_all_uses(v, ir.result(c, 0));
        Some(c)
    }

    /// The program's constant op `op` of `value`: merged into the
    /// function's constant of that value and type if there is one (which
    /// takes its name if it has none), else moved to the entry block's
    /// start to be that constant.
    fn adopt(&mut self, ir: &mut Ir, op: OpId, value: Scalar) {
        let result = ir.result(op, 0);
        match self.by_value.entry((value, ir.value_type(result))) {
            Entry::Occupied(c) => {
                let kept = ir.result(*c.get(), 0);
                inherit_name(ir, kept, result);
                ir.replace_all_uses(result, kept);
                ir.erase_op(op);
            }
            Entry::Vacant(slot) => {
                slot.insert(op);
                let next = match self.last {
                    Some(last) => ir.next_op(last),
                    None => ir.block_first_op(self.entry),
                };
                if next == Some(op) {
                    self.last = Some(op);
                    return;
                }
                ir.detach_op(op);
                self.place(ir, op);
            }
        }
        self.moved = true;
    }

    /// Puts the detached constant `c` after those placed before it.
    fn place(&mut self, ir: &mut Ir, c: OpId) {
        match self.last {
            Some(last) => ir.insert_op_after(last, c),
            None => ir.prepend_op(self.entry, c),
        }
        self.last = Some(c);
    }
}

/// Gives `kept` the name of `replaced` if it has none.
fn inherit_name(ir: &mut Ir, kept: ValueId, replaced: ValueId) {
    if ir.value_name_id(kept).is_none() {
        if let Some(name) = chosen_name(ir, replaced) {
            let name = name.to_string();
            ir.set_value_name(kept, &name);
        }
    }
}

/// The name `v` was given, unless it is a number (`%13`): that is MLIR's
/// numbering of unnamed values, not a name to pass on, and a second holder
/// would print as `%13_1`, which is not valid MLIR.
pub(crate) fn chosen_name(ir: &Ir, v: ValueId) -> Option<&str> {
    ir.value_name(v)
        .filter(|name| !name.starts_with(|c: char| c.is_ascii_digit()))
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
    let op = make_constant(ir, value, ir.value_type(replaced), loc);
    inherit_name(ir, ir.result(op, 0), replaced);
    op
}

/// A detached, unnamed constant op of `value` and type `ty`.
fn make_constant(ir: &mut Ir, value: Scalar, ty: TypeId, loc: Loc) -> OpId {
    dialect::materialize_constant(ir, value, ty, loc)
        .expect("the built-in dialects make every scalar constant")
}
