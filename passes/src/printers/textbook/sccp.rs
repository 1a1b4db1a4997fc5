//! `-print-textbook-ssa{sccp=true}`: sparse conditional constant
//! propagation traced in the texts' notation (the DCC888 slides, seed 002,
//! "Constant Propagation"): every value named as the textbook SSA printed
//! above names it (`a_1`, `c_0`, `a_1 < c_0`), never by its MLIR `%` name.
//!
//! It runs `sccp`'s solver on the function in SSA form, named as the
//! `copy` module says (a literal constant, which has no name, is left out:
//! its lattice value is itself). The trace lists the
//! solver's steps: the CFG worklist (a block becomes executable, its
//! statements are evaluated), the SSA worklist (a value changed, its uses
//! are evaluated again), each edge made executable and each lattice change
//! `UNDEF -> constant -> NAC`; then `[v]` of every named value.
//!
//! Cost: a copy of the module per function (O(M)), `mem2reg`'s promotion
//! and the solver's time on it; at most [`TRACE_LIMIT`] steps, then one line
//! per value of the function.

use super::super::TRACE_LIMIT;
use super::copy::SsaCopy;
use crate::manager::Output;
use crate::sccp::print::{write_named_steps, StepNames};
use crate::sccp::{solve_traced, Lattice};
use crate::scratch::EntityMap;
use ssa_ir::ir::ValueId;
use std::fmt::Write;

/// Writes the trace and the final lattice of the promoted `copy` to `out`.
pub(super) fn write(copy: &SsaCopy<'_>, out: &mut Output) {
    let notation = copy.input.notation;
    let ssa = copy.ir();
    let name = |v: ValueId| copy.name(v);
    let lattice_text = |l: &Lattice| match l {
        Lattice::Unknown => "UNDEF".to_string(),
        other => other.to_string(),
    };

    let body = ssa
        .func_body(copy.input.func)
        .expect("a function with a body");
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
                let _ = writeln!(out, "// [{n}] = {}", lattice_text(&lattice.get(v)));
            }
        }
    }
}
