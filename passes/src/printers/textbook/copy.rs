//! The function in SSA form, for the printers that analyse it in the
//! textbook's names (`sccp=true`, `value-numbers=true`): a copy of the
//! module promoted exactly as `mem2reg{flavor=...}` promotes it (the same
//! Φs, appended in slot order, so the k-th new argument of a block is its
//! k-th Φ), and the textbook name of each of its values: a Φ by its
//! version; a value the program assigns to a variable by that assignment's
//! version (`c_0` for the `a + 10` stored in `c`); a parameter by its name;
//! any other value by its expression in the notation (`a_1 < c_0`); none
//! for a literal constant, or for the ⊥ (poison) of a read before any
//! write. A copy (`y_0 = a_3`) is the value it copies. A variable with an
//! implicit entry definition (`x_0`, read before it is assigned) gets an
//! unknown value there, as the texts read it (an input, not `mem2reg`'s
//! poison): the copy's entry block takes one more argument per such
//! variable, stored to its slot after the alloca.
//!
//! Cost: a copy of the module (O(M)) and `mem2reg`'s promotion, per
//! function; O(function) for the names.

use super::super::notation::{is_literal, plain, Notation};
use crate::manager::Dominance;
use crate::mem2reg::cytron::Flavor;
use crate::mem2reg::promote_cytron;
use crate::mem2reg::slots::{AccessKind, Slots};
use ssa_ir::dialect;
use ssa_ir::ir::{Ir, OpId, ValueDef, ValueId};
use ssa_ir::run_hash::RunMap;
use std::rc::Rc;

/// What the copy needs from the textbook printer.
pub(in super::super) struct Input<'a> {
    pub ir: &'a Ir,
    pub func: OpId,
    pub dominance: Rc<Dominance>,
    pub flavor: Flavor,
    pub slots: &'a Slots,
    pub notation: &'a Notation<'a>,
    /// The name of Φ number `k` of node `n` (`a_3`).
    pub phi_name: &'a dyn Fn(u32, usize) -> String,
    /// The variables (promotable slots), by slot.
    pub vars: &'a [String],
    /// Per slot: does it have an implicit entry definition (`x_0`)?
    pub implicit: &'a [bool],
}

/// The promoted copy and its names.
pub(in super::super) struct SsaCopy<'a> {
    pub input: &'a Input<'a>,
    promoted: Option<Ir>,
    /// The variable version each value is assigned to, first assignment
    /// first; the copy's implicit entry definitions by their names.
    assigned: RunMap<ValueId, String>,
}

impl<'a> SsaCopy<'a> {
    pub fn new(input: &'a Input<'a>) -> SsaCopy<'a> {
        let (ir, notation) = (input.ir, input.notation);
        let cfg = &input.dominance.cfg;
        let domtree = &input.dominance.domtree;
        let mut assigned: RunMap<ValueId, String> = RunMap::default();
        for (node, &block) in cfg.blocks().iter().enumerate() {
            if !domtree.is_reachable(node as u32) {
                continue;
            }
            for op in ir.block_ops(block) {
                if let Some((_, AccessKind::Store)) = input.slots.access_of(ir, op) {
                    assigned
                        .entry(ir.operand(op, 0))
                        .or_insert_with(|| notation.vars.written(op));
                }
            }
        }
        let promoted = (!input.slots.is_empty()).then(|| {
            let mut copy = ir.clone();
            let entry = cfg.block(cfg.graph.entry());
            for (index, slot) in input.slots.promotable().iter().enumerate() {
                if !input.implicit[index] || copy.op_block(slot.alloca) != Some(entry) {
                    continue;
                }
                let value = copy.add_block_arg(entry, slot.element);
                let builder = copy
                    .op_code(slot.alloca)
                    .interfaces
                    .slot_builder
                    .unwrap_or_else(dialect::slot_builder);
                let store = (builder.store)(&mut copy, value, slot.memref);
                let after = copy
                    .next_op(slot.alloca)
                    .expect("a terminator after the alloca");
                copy.insert_op_before(after, store);
                assigned.insert(value, format!("{}_0", input.vars[index]));
            }
            promote_cytron(&mut copy, input.func, input.dominance.clone(), input.flavor);
            copy
        });
        SsaCopy {
            input,
            promoted,
            assigned,
        }
    }

    /// The function in SSA form (the input itself if it has no slots).
    pub fn ir(&self) -> &Ir {
        self.promoted.as_ref().unwrap_or(self.input.ir)
    }

    /// The textbook name of a value of the copy; `None` for a literal.
    pub fn name(&self, v: ValueId) -> Option<String> {
        let (ir, ssa) = (self.input.ir, self.ir());
        match ssa.value_def(v) {
            ValueDef::Arg(block, index) => {
                if let Some(implicit) = self.assigned.get(&v) {
                    return Some(implicit.clone());
                }
                let first_new = ir.block_args(block).len();
                Some(match (index as usize).checked_sub(first_new) {
                    Some(k) => (self.input.phi_name)(self.input.dominance.cfg.node(block), k),
                    None => plain(self.input.notation.names.value(v)),
                })
            }
            // A value mem2reg made: the poison of a read before any write.
            ValueDef::Result(..) if v.index() >= ir.value_capacity() => None,
            ValueDef::Result(op, _) => match self.assigned.get(&v) {
                Some(variable) => Some(variable.clone()),
                None if is_literal(ir, op) => None,
                None => Some(self.input.notation.value(v, false)),
            },
            ValueDef::Placeholder => None,
        }
    }
}
