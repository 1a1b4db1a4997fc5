//! The promoter: applies a finished [`Plan`] to the IR. Following MLIR's
//! `Mem2Reg.cpp`, everything is decided before the IR is touched (the
//! constructions work on [`Phis`] off the IR), and this step cannot fail:
//!
//! 1. add the block arguments, by block in layout order then by slot, named
//!    after their slot (`%x` gives `%x_1`, `%x_2`, ... in that order; a
//!    numbered slot such as `%0` gives unnamed arguments);
//! 2. append their operands to every branch into those blocks (edges from
//!    unreachable blocks pass poison);
//! 3. replace each load's result by the value it reads, and erase the
//!    loads, the stores and the allocas.
//!
//! Poison is materialised on first need as one default value per type (the
//! allocation's `SlotBuilder::default_value`: `ub.poison` for
//! `memref.alloca`) at the start of the entry block. A load whose result is unused needs none.

use super::function::FunctionInfo;
use super::phis::{Phis, Val};
use crate::mem2reg::slots::{is_allocation, AccessKind};
use crate::sccp::chosen_name;
use ssa_ir::dialect::{self, OpCode};
use ssa_ir::ir::{BlockId, Ir, Loc, OpId, TypeId, ValueId};
use ssa_ir::semantics::Scalar;

/// A value in the plan.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Planned {
    Value(ValueId),
    /// The block argument `args[index]`.
    Arg(u32),
    Poison,
}

/// Everything the rewrite does, decided.
pub(super) struct Plan {
    /// The block arguments to add: `(node, slot)`, ordered by node then slot.
    args: Vec<(u32, u32)>,
    /// Arguments of node `n`: `args[arg_start[n]..arg_start[n + 1]]`.
    arg_start: Vec<u32>,
    /// Incoming values of argument `a`, by in-edge ordinal:
    /// `operands[operand_start[a]..operand_start[a + 1]]`.
    operand_start: Vec<u32>,
    operands: Vec<Planned>,
    /// What each load reads, by access index.
    load_values: Vec<Planned>,
}

impl Plan {
    /// The plan for the live phis of a construction and its load values.
    pub fn new(info: &FunctionInfo, phis: &mut Phis, load_values: &[Val]) -> Plan {
        let mut live: Vec<u32> = Vec::with_capacity(phis.len());
        live.extend(phis.live());
        live.sort_unstable_by_key(|&phi| (phis.block(phi), phis.slot(phi)));
        let mut index_of = vec![u32::MAX; phis.len()];
        for (index, &phi) in live.iter().enumerate() {
            index_of[phi as usize] = index as u32;
        }
        let plan_value = |phis: &mut Phis, value: Val| match phis.find(value) {
            Val::Value(v) => Planned::Value(v),
            Val::Phi(phi) => {
                debug_assert!(index_of[phi as usize] != u32::MAX, "found phis are live");
                Planned::Arg(index_of[phi as usize])
            }
            Val::Poison => Planned::Poison,
        };
        let num_nodes = info.num_nodes();
        let mut arg_start = vec![0u32; num_nodes + 1];
        let mut args = Vec::with_capacity(live.len());
        let mut operand_start = Vec::with_capacity(live.len() + 1);
        let num_operands = live.iter().map(|&phi| phis.operands(phi).len()).sum();
        let mut operands = Vec::with_capacity(num_operands);
        for &phi in &live {
            let node = phis.block(phi);
            arg_start[node as usize + 1] += 1;
            args.push((node, phis.slot(phi)));
            operand_start.push(operands.len() as u32);
            for index in 0..phis.operands(phi).len() {
                let operand = phis.operands(phi)[index];
                operands.push(plan_value(phis, operand));
            }
        }
        operand_start.push(operands.len() as u32);
        for node in 0..num_nodes {
            arg_start[node + 1] += arg_start[node];
        }
        let load_values = load_values
            .iter()
            .map(|&value| plan_value(phis, value))
            .collect();
        Plan {
            args,
            arg_start,
            operand_start,
            operands,
            load_values,
        }
    }

    fn args_at(&self, node: u32) -> std::ops::Range<usize> {
        self.arg_start[node as usize] as usize..self.arg_start[node as usize + 1] as usize
    }

    fn operand(&self, arg: usize, ordinal: u32) -> Planned {
        self.operands[self.operand_start[arg] as usize + ordinal as usize]
    }
}

/// The slots' default values made so far (each allocation op's
/// [`SlotBuilder::default_value`](ssa_ir::dialect::SlotBuilder), else
/// poison), one per type and allocation op, at the top of the entry.
struct Poisons {
    entry: BlockId,
    made: Vec<(TypeId, OpCode, ValueId)>,
    last: Option<OpId>,
}

impl Poisons {
    /// The default value of a slot of type `ty` allocated by `alloca`.
    fn get(&mut self, ir: &mut Ir, ty: TypeId, alloca: OpId) -> ValueId {
        let code = ir.op_code(alloca);
        if let Some(&(.., value)) = self.made.iter().find(|&&(t, c, _)| t == ty && c == code) {
            return value;
        }
        let op = match code.interfaces.slot_builder {
            Some(builder) => (builder.default_value)(ir, ty),
            None => dialect::materialize_constant(ir, Scalar::Poison, ty, Loc::UNKNOWN)
                .expect("ub.poison is of every type"),
        };
        match self.last {
            Some(last) => ir.insert_op_after(last, op),
            None => ir.prepend_op(self.entry, op),
        }
        self.last = Some(op);
        let value = ir.result(op, 0);
        self.made.push((ty, code, value));
        value
    }
}

/// What the rewrite did.
pub(super) struct Outcome {
    pub args_inserted: usize,
    pub poisons_created: usize,
}

/// Applies `plan` to the function `info` describes.
pub(super) fn promote(ir: &mut Ir, info: &FunctionInfo, plan: &Plan) -> Outcome {
    let cfg = info.cfg();
    let slots = info.slots.promotable();
    let mut poisons = Poisons {
        entry: cfg.block(info.graph().entry()),
        made: Vec::new(),
        last: None,
    };

    let mut names_used = vec![0u32; slots.len()];
    let mut arg_values = Vec::with_capacity(plan.args.len());
    for &(node, slot) in &plan.args {
        let slot = slot as usize;
        let value = ir.add_block_arg(cfg.block(node), slots[slot].element);
        // A numbered slot (`%0`) gives unnamed arguments: `%0_1` is not a
        // valid MLIR name.
        if let Some(base) = chosen_name(ir, slots[slot].memref) {
            names_used[slot] += 1;
            let name = format!("{base}_{}", names_used[slot]);
            ir.set_value_name(value, &name);
        }
        arg_values.push(value);
    }
    let mut materialise = |ir: &mut Ir, value: Planned, slot: usize| match value {
        Planned::Value(v) => v,
        Planned::Arg(arg) => arg_values[arg as usize],
        Planned::Poison => poisons.get(ir, slots[slot].element, slots[slot].alloca),
    };

    // Each terminator's successors get their new operands all at once.
    for node in 0..info.num_nodes() as u32 {
        let block = cfg.block(node);
        let Some(term) = ir.terminator(block) else {
            continue;
        };
        let succs = info.graph().succs(node);
        if succs.iter().all(|&succ| plan.args_at(succ).is_empty()) {
            continue;
        }
        let reachable = info.is_reachable(node);
        let mut successors = ir.successor_list(term);
        for (index, &succ) in succs.iter().enumerate() {
            let ordinal = if reachable {
                info.edge_ordinal(node, index)
            } else {
                0
            };
            for arg in plan.args_at(succ) {
                let value = if reachable {
                    plan.operand(arg, ordinal)
                } else {
                    Planned::Poison
                };
                successors[index]
                    .1
                    .push(materialise(ir, value, plan.args[arg].1 as usize));
            }
        }
        ir.set_successors(term, &successors);
    }

    for (index, access) in info.accesses.all().iter().enumerate() {
        match access.kind {
            AccessKind::Load => {
                let result = ir.result(access.op, 0);
                if ir.has_uses(result) {
                    let value = materialise(ir, plan.load_values[index], access.slot as usize);
                    ir.replace_all_uses(result, value);
                }
                ir.erase_op(access.op);
            }
            AccessKind::Store => ir.erase_op(access.op),
            AccessKind::Alloca => {}
        }
    }
    for slot in slots {
        debug_assert!(is_allocation(ir, slot.alloca));
        ir.erase_op(slot.alloca);
    }
    Outcome {
        args_inserted: plan.args.len(),
        poisons_created: poisons.made.len(),
    }
}
