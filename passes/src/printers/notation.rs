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
//! `%t = a_0 + b_0; y_0 = %t`); constants are always written in place.
//! Block names lose their `^`.
//!
//! Time linear in the block (each op and operand is visited once, a
//! folded op once inside its user).

use ssa_ir::analysis::slots::{AccessKind, Slots};
use ssa_ir::dialect::{arith, cf, func, memref, opaque, Traits};
use ssa_ir::ir::{Attribute, BlockId, Ir, OpId, ValueDef, ValueId};
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
        let memref = if self.ir.op_code(op) == &memref::STORE {
            self.ir.operand(op, 1)
        } else {
            self.ir.result(op, 0)
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

/// `name` without its sigil (`%a` → `a`, `^L3` → `L3`).
pub(super) fn plain(mut name: String) -> String {
    if name.starts_with(['%', '^']) {
        name.remove(0);
    }
    name
}

/// The notation of one function's code.
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
            if code == &memref::ALLOCA && self.slots.slot_of(ir.result(op, 0)).is_some() {
                let entry = ir.region_first_block(ir.block_region(block)) == Some(block);
                if !entry {
                    lines.push(format!("{} = ⊥", self.vars.written(op)));
                }
                continue;
            }
            if code == &arith::CONSTANT || self.folded(op) {
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
    fn folded(&self, op: OpId) -> bool {
        let ir = self.ir;
        if ir.num_results(op) != 1 || !ir.op_regions(op).is_empty() {
            return false;
        }
        if ir.op_code(op).is_terminator() || ir.op_code(op) == &memref::LOAD {
            return false;
        }
        let result = ir.result(op, 0);
        if !ir.has_one_use(result) {
            return false;
        }
        let Some((user, index)) = ir.uses(result).next() else {
            return false;
        };
        // An op with effects (a call) only into the op right after it, so
        // that no effect changes places.
        let in_place = ir.op_code(op).traits.has(Traits::PURE) || ir.next_op(op) == Some(user);
        in_place
            && ir.op_block(user) == ir.op_block(op)
            && ir.successor_of_operand(user, index).is_none()
    }

    /// How the value `v` reads where it is used; `nested` parenthesises a
    /// folded binary expression.
    pub fn value(&self, v: ValueId, nested: bool) -> String {
        if let Some(name) = self.same.and_then(|same| same.get(&v)) {
            return name.clone();
        }
        let ir = self.ir;
        if let ValueDef::Result(op, _) = ir.value_def(v) {
            let code = ir.op_code(op);
            if code == &arith::CONSTANT {
                return constant(ir, op);
            }
            if code == &memref::LOAD && self.slots.access_of(ir, op).is_some() {
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
        let code = ir.op_code(op);
        let operands = ir.operands(op);
        if let Some(symbol) = infix(ir, op) {
            let text = format!(
                "{} {symbol} {}",
                self.value(operands[0], true),
                self.value(operands[1], true)
            );
            return if nested { format!("({text})") } else { text };
        }
        if code == &func::CALL {
            return format!("{}({})", func::callee(ir, op), self.values(operands));
        }
        if code == &arith::SELECT {
            let text = format!(
                "{} ? {} : {}",
                self.value(operands[0], true),
                self.value(operands[1], true),
                self.value(operands[2], true)
            );
            return if nested { format!("({text})") } else { text };
        }
        let name = match ir.op_attr(op) {
            Some(Attribute::Opaque(attrs)) if code == &opaque::OPAQUE => attrs.name.clone(),
            _ => code.name.to_string(),
        };
        format!("{name}({})", self.values(operands))
    }

    fn terminator(&self, op: OpId) -> String {
        let ir = self.ir;
        let code = ir.op_code(op);
        let target = |i: usize| self.label(ir.successor(op, i));
        if code == &cf::BR {
            format!("goto {}", target(0))
        } else if code == &cf::COND_BR {
            format!(
                "if {} goto {} else {}",
                self.value(ir.operand(op, 0), false),
                target(0),
                target(1)
            )
        } else if code == &cf::SWITCH {
            let mut text = format!(
                "switch {}: default goto {}",
                self.value(ir.operand(op, 0), false),
                target(0)
            );
            for (i, case) in cf::switch_cases(ir, op).iter().enumerate() {
                text.push_str(&format!(", {case} goto {}", target(i + 1)));
            }
            text
        } else if code == &func::RETURN {
            let operands = ir.operands(op);
            if operands.is_empty() {
                "return".to_string()
            } else {
                format!("return {}", self.values(operands))
            }
        } else {
            self.expression(op, false)
        }
    }
}

/// The literal of a constant: `3`, `-1`, `true`, `2.5`.
fn constant(ir: &Ir, op: OpId) -> String {
    match arith::constant_value(ir, op) {
        Scalar::Int(v) if v.width() == 1 => semantics::format_int_attribute(v),
        Scalar::Int(v) => semantics::format_int(v),
        Scalar::Float(f) => semantics::format_float(f),
        Scalar::Poison => "⊥".to_string(),
    }
}

/// The operator of a binary op or comparison written infix.
fn infix(ir: &Ir, op: OpId) -> Option<&'static str> {
    let code = ir.op_code(op);
    if code == &arith::CMPI || code == &arith::CMPF {
        let name = arith::predicate_name(ir, op);
        return Some(match name.trim_start_matches(['s', 'u', 'o']) {
            "eq" => "==",
            "ne" => "!=",
            "lt" => "<",
            "le" => "<=",
            "gt" => ">",
            "ge" => ">=",
            _ => return None,
        });
    }
    Some(match code.mnemonic() {
        "addi" | "addf" => "+",
        "subi" | "subf" => "-",
        "muli" | "mulf" => "*",
        "divsi" | "divui" | "divf" => "/",
        "remsi" | "remui" | "remf" => "%",
        "andi" => "&",
        "ori" => "|",
        "xori" => "^",
        "shli" => "<<",
        "shrsi" | "shrui" => ">>",
        _ => return None,
    })
}
