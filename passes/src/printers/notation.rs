//! The textbooks' notation for a block's code (Appel ch. 19; Cooper and
//! Torczon ch. 9; the seed documents): `a_1 = x_0 + y_0`, `y_0 = a_3`,
//! `if a_0 > 3 goto L3 else L6`, `goto L8`, `return a_4`.
//!
//! The promotable slots are the program's variables: a store is an
//! assignment to its slot, a load reads it, the allocas vanish. How a
//! variable is written (`a` or a version `a_2`) is up to the caller
//! ([`Variables`]). Everything else keeps its SSA name without `%`.
//! A single-result op whose one use is an ordinary operand later in the
//! same block (right after it, for an op with effects such as a call) is
//! folded into that use (`y_0 = a_0 + b_0` rather than
//! `%t = a_0 + b_0; y_0 = %t`), at most `MAX_FOLDED_DEPTH` levels deep
//! (a longer chain of such temporaries is cut into statements); constants
//! are always written in place.
//! Block names lose their `^`.
//!
//! How an op is written comes from its definition
//! ([`ssa_ir::dialect::Notation`]); an op without a notation is written
//! `name(operands)`.
//!
//! Time linear in the block (each op and operand is visited once, a
//! folded op once inside its user; deciding whether an op folds walks at
//! most `MAX_FOLDED_DEPTH` users up); recursion at most that deep.

use crate::mem2reg::slots::{is_allocation, slot_operand, AccessKind, Slots};
use ssa_ir::dialect::{Notation as OpNotation, SlotRole, Traits};
use ssa_ir::ir::{BlockId, Ir, OpId, ValueDef, ValueId};
use ssa_ir::printer::Names;
use ssa_ir::run_hash::RunMap;
use ssa_ir::semantics::{self, Scalar};

/// How a variable appears where it is read or written.
pub(super) trait Variables {
    /// The variable that the load `op` reads (`a_3`, or `a`).
    fn read(&self, op: OpId) -> String;
    /// The variable that `op` (a store, or an alloca outside the entry
    /// block, which makes the slot undefined) writes.
    fn written(&self, op: OpId) -> String;
}

/// Variables written without versions, as in the program before SSA.
pub(super) struct Unversioned<'a> {
    pub ir: &'a Ir,
    pub names: &'a Names<'a>,
}

impl Variables for Unversioned<'_> {
    fn read(&self, op: OpId) -> String {
        slot_name(self.names, self.ir.operand(op, 0))
    }
    fn written(&self, op: OpId) -> String {
        let memref = match slot_operand(self.ir, op) {
            Some(slot) => self.ir.operand(op, slot),
            None => self.ir.result(op, 0),
        };
        slot_name(self.names, memref)
    }
}

/// A slot's variable name: its SSA name without `%`.
pub(super) fn slot_name(names: &Names<'_>, memref: ValueId) -> String {
    plain(names.value(memref))
}

/// The variables: the names of the promotable slots, in slot order.
pub(super) fn variable_names(names: &Names<'_>, slots: &Slots) -> Vec<String> {
    slots
        .promotable()
        .iter()
        .map(|slot| slot_name(names, slot.memref))
        .collect()
}

/// How the textbooks write `op`, if its definition says.
pub(super) fn notation(ir: &Ir, op: OpId) -> Option<OpNotation<'_>> {
    (ir.op_code(op).interfaces.notation?)(ir, op)
}

/// Is `op` a constant, written as its literal where it is used?
pub(super) fn is_literal(ir: &Ir, op: OpId) -> bool {
    matches!(notation(ir, op), Some(OpNotation::Literal(_)))
}

/// `name` without its sigil (`%a` → `a`, `^L3` → `L3`).
pub(super) fn plain(mut name: String) -> String {
    if name.starts_with(['%', '^']) {
        name.remove(0);
    }
    name
}

/// The notation of one function's code.
/// How many single-use temporaries deep an expression is folded.
pub(super) const MAX_FOLDED_DEPTH: usize = 16;

pub(super) struct Notation<'a> {
    pub ir: &'a Ir,
    pub names: &'a Names<'a>,
    pub slots: &'a Slots,
    pub vars: &'a dyn Variables,
    /// Values written by another name (an equal, earlier variable: value
    /// numbering), wherever they are used.
    pub same: Option<&'a RunMap<ValueId, String>>,
}

impl Notation<'_> {
    /// A block's label: `L3` for `^L3`.
    pub fn label(&self, block: BlockId) -> String {
        plain(self.names.block(block))
    }

    /// The statements of `block`, terminator last; block arguments (the
    /// Φs) are the caller's.
    pub fn statements(&self, block: BlockId) -> Vec<String> {
        let ir = self.ir;
        let mut lines = Vec::new();
        for op in ir.block_ops(block) {
            let code = ir.op_code(op);
            if let Some((_, kind)) = self.slots.access_of(ir, op) {
                match kind {
                    AccessKind::Store => lines.push(format!(
                        "{} = {}",
                        self.vars.written(op),
                        self.value(ir.operand(op, 0), false)
                    )),
                    AccessKind::Load | AccessKind::Alloca => {}
                }
                continue;
            }
            if is_allocation(ir, op) && self.slots.slot_of(ir.result(op, 0)).is_some() {
                let entry = ir.region_first_block(ir.block_region(block)) == Some(block);
                if !entry {
                    lines.push(format!("{} = ⊥", self.vars.written(op)));
                }
                continue;
            }
            if is_literal(ir, op) || self.folded(op) {
                continue;
            }
            if code.is_terminator() {
                lines.push(self.terminator(op));
                continue;
            }
            let results: Vec<String> = ir.results(op).map(|v| plain(self.names.value(v))).collect();
            let expr = self.expression(op, false);
            if results.is_empty() {
                lines.push(expr);
            } else {
                lines.push(format!("{} = {expr}", results.join(", ")));
            }
        }
        lines
    }

    /// Is `op` written inside its one user rather than as a statement?
    /// Only up to [`MAX_FOLDED_DEPTH`] levels deep: a longer chain of
    /// single-use temporaries is cut into statements, so that printing
    /// recurses a bounded depth and an expression's text stays short.
    fn folded(&self, op: OpId) -> bool {
        let mut user = self.folds_into(op);
        for _ in 0..MAX_FOLDED_DEPTH {
            match user {
                None => return false,
                Some(u) => match self.folds_into(u) {
                    None => return true,
                    next => user = next,
                },
            }
        }
        false
    }

    /// The one user `op` can be written inside of, if it can.
    fn folds_into(&self, op: OpId) -> Option<OpId> {
        let ir = self.ir;
        if ir.num_results(op) != 1 || !ir.op_regions(op).is_empty() {
            return None;
        }
        let code = ir.op_code(op);
        if code.is_terminator() || matches!(code.interfaces.slot, Some(SlotRole::Load { .. })) {
            return None;
        }
        let result = ir.result(op, 0);
        if !ir.has_one_use(result) {
            return None;
        }
        let (user, index) = ir.uses(result).next()?;
        // An op with effects (a call) only into the op right after it, so
        // that no effect changes places.
        let in_place = code.traits.has(Traits::PURE) || ir.next_op(op) == Some(user);
        (in_place
            && ir.op_block(user) == ir.op_block(op)
            && ir.successor_of_operand(user, index).is_none())
        .then_some(user)
    }

    /// How the value `v` reads where it is used; `nested` parenthesises a
    /// folded binary expression.
    pub fn value(&self, v: ValueId, nested: bool) -> String {
        if let Some(name) = self.same.and_then(|same| same.get(&v)) {
            return name.clone();
        }
        let ir = self.ir;
        if let ValueDef::Result(op, _) = ir.value_def(v) {
            if let Some(OpNotation::Literal(value)) = notation(ir, op) {
                return literal(value);
            }
            if let Some((_, AccessKind::Load)) = self.slots.access_of(ir, op) {
                return self.vars.read(op);
            }
            if self.folded(op) {
                return self.expression(op, nested);
            }
        }
        plain(self.names.value(v))
    }

    fn values(&self, values: &[ValueId]) -> String {
        let parts: Vec<String> = values.iter().map(|&v| self.value(v, false)).collect();
        parts.join(", ")
    }

    /// The right-hand side of `op`.
    fn expression(&self, op: OpId, nested: bool) -> String {
        let ir = self.ir;
        let operands = ir.operands(op);
        let text = match notation(ir, op) {
            Some(OpNotation::Infix(symbol)) => format!(
                "{} {symbol} {}",
                self.value(operands[0], true),
                self.value(operands[1], true)
            ),
            Some(OpNotation::Conditional) => format!(
                "{} ? {} : {}",
                self.value(operands[0], true),
                self.value(operands[1], true),
                self.value(operands[2], true)
            ),
            Some(OpNotation::Call(name)) => return format!("{name}({})", self.values(operands)),
            _ => return format!("{}({})", ir.op_code(op).name, self.values(operands)),
        };
        if nested {
            format!("({text})")
        } else {
            text
        }
    }

    fn terminator(&self, op: OpId) -> String {
        let ir = self.ir;
        let target = |i: usize| self.label(ir.successor(op, i));
        match notation(ir, op) {
            Some(OpNotation::Goto) => format!("goto {}", target(0)),
            Some(OpNotation::IfGoto) => format!(
                "if {} goto {} else {}",
                self.value(ir.operand(op, 0), false),
                target(0),
                target(1)
            ),
            Some(OpNotation::Switch(cases)) => {
                let mut text = format!(
                    "switch {}: default goto {}",
                    self.value(ir.operand(op, 0), false),
                    target(0)
                );
                for (i, case) in cases.iter().enumerate() {
                    text.push_str(&format!(", {case} goto {}", target(i + 1)));
                }
                text
            }
            Some(OpNotation::Return) => {
                let operands = ir.operands(op);
                if operands.is_empty() {
                    "return".to_string()
                } else {
                    format!("return {}", self.values(operands))
                }
            }
            _ => self.expression(op, false),
        }
    }
}

/// The literal of a constant: `3`, `-1`, `true`, `2.5`.
fn literal(value: Scalar) -> String {
    match value {
        Scalar::Int(v) if v.width() == 1 => semantics::format_int_attribute(&v),
        Scalar::Int(v) => semantics::format_int(&v),
        Scalar::Float(f) => semantics::format_float(f),
        Scalar::Poison => "⊥".to_string(),
    }
}
