//! `-print-textbook-ssa{sccp=true}`: sparse conditional constant
//! propagation traced in the texts' notation (the DCC888 slides, seed 002,
//! "Constant Propagation"): every value named as the textbook SSA printed
//! above names it (`a_1`, `c_0`, `a_1 < c_0`), never by its MLIR `%` name.
//!
//! The function is promoted on a copy of the module exactly as
//! `mem2reg{flavor=...}` promotes it (the same Φs, appended in slot order,
//! so the k-th new argument of a block is its k-th Φ), and `sccp`'s solver
//! runs on the copy. A value of the copy is then named: a Φ by its version;
//! a value the program assigns to a variable by that assignment's version
//! (`c_0` for the `a + 10` stored in `c`); a parameter by its name; any
//! other value by its expression in the notation (`a_1 < c_0`); a literal
//! constant (or ⊥) is left out (its lattice value is itself), and a copy
//! (`y_0 = a_3`) is the value it copies. The trace lists the
//! solver's steps: the CFG worklist (a block becomes executable, its
//! statements are evaluated), the SSA worklist (a value changed, its uses
//! are evaluated again), each edge made executable and each lattice change
//! `UNDEF -> constant -> NAC`; then `[v]` of every named value.
//!
//! Cost: a copy of the module per function (O(M)), `mem2reg`'s promotion
//! and the solver's time on it; at most [`TRACE_LIMIT`] steps, then one line
//! per value of the function.

use super::super::notation::{plain, Notation};
use super::super::TRACE_LIMIT;
use crate::manager::Dominance;
use crate::mem2reg::cytron::Flavor;
use crate::mem2reg::promote_cytron;
use crate::sccp::print::{write_named_steps, StepNames};
use crate::sccp::{solve_traced, Lattice};
use crate::scratch::EntityMap;
use ssa_ir::analysis::slots::{AccessKind, Slots};
use ssa_ir::dialect::arith;
use ssa_ir::ir::{Ir, OpId, ValueDef, ValueId};
use ssa_ir::run_hash::RunMap;
use std::fmt::Write;
use std::rc::Rc;

/// What the trace needs from the textbook printer.
pub(super) struct Input<'a> {
    pub ir: &'a Ir,
    pub func: OpId,
    pub dominance: Rc<Dominance>,
    pub flavor: Flavor,
    pub slots: &'a Slots,
    pub notation: &'a Notation<'a>,
    /// The name of Φ number `k` of node `n` (`a_3`).
    pub phi_name: &'a dyn Fn(u32, usize) -> String,
}

/// Writes the trace and the final lattice to `out`.
pub(super) fn write(input: &Input<'_>, out: &mut String) {
    let (ir, notation) = (input.ir, input.notation);
    let cfg = &input.dominance.cfg;
    let domtree = &input.dominance.domtree;

    // The variable version each value is assigned to, first assignment first.
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

    let promoted;
    let ssa: &Ir = if input.slots.is_empty() {
        ir
    } else {
        let mut copy = ir.clone();
        promote_cytron(&mut copy, input.func, input.dominance.clone(), input.flavor);
        promoted = copy;
        &promoted
    };
    let original_values = ir.value_capacity();
    let name = |v: ValueId| -> Option<String> {
        match ssa.value_def(v) {
            ValueDef::Arg(block, index) => {
                let first_new = ir.block_args(block).len();
                Some(match (index as usize).checked_sub(first_new) {
                    Some(k) => (input.phi_name)(cfg.node(block), k),
                    None => plain(notation.names.value(v)),
                })
            }
            // A value mem2reg made (the poison of a read before any write,
            // written ⊥ where it is used): left out, as a literal.
            ValueDef::Result(..) if v.index() >= original_values => None,
            ValueDef::Result(op, _) => match assigned.get(&v) {
                Some(variable) => Some(variable.clone()),
                None if ir.op_code(op) == &arith::CONSTANT => None,
                None => Some(notation.value(v, false)),
            },
            ValueDef::Placeholder => None,
        }
    };
    let lattice_text = |l: &Lattice| match l {
        Lattice::Unknown => "UNDEF".to_string(),
        other => other.to_string(),
    };

    let body = ssa.func_body(input.func).expect("a function with a body");
    let mut lattice = EntityMap::default();
    let mut steps = Vec::new();
    let analysis = solve_traced(ssa, body, &mut lattice, Some((&mut steps, TRACE_LIMIT)));
    out.push_str(
        "// SCCP (DCC888, Wegman and Zadeck): every [v] starts UNDEF and only goes down, \
         UNDEF -> constant -> NAC; a block's statements are evaluated once an edge into it is \
         executable (CFG worklist), a statement again when a value it uses changes (SSA worklist)\n",
    );
    let naming = StepNames {
        value: &name,
        block: &|b| notation.label(b),
        lattice: &lattice_text,
    };
    write_named_steps(out, ssa, &analysis, &steps, &naming);

    let edges = &analysis.edges;
    let (mut executable, mut never) = (Vec::new(), Vec::new());
    for n in 0..edges.num_blocks() as u32 {
        let label = notation.label(edges.block(n));
        if analysis.executable_blocks[n as usize] {
            executable.push(label);
        } else {
            never.push(label);
        }
    }
    let list = |labels: Vec<String>| {
        if labels.is_empty() {
            "-".to_string()
        } else {
            labels.join(", ")
        }
    };
    let _ = writeln!(out, "// executable: {}", list(executable));
    let _ = writeln!(out, "// never executed: {}", list(never));
    for &block in edges.blocks() {
        let values = ssa
            .block_args(block)
            .iter()
            .copied()
            .chain(ssa.block_ops(block).flat_map(|op| ssa.results(op)));
        for v in values {
            if let Some(n) = name(v) {
                let _ = writeln!(out, "// [{n}] = {}", lattice_text(&lattice.get(v.index())));
            }
        }
    }
}
