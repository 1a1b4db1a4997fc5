//! `-print-sccp-lattice` (and `sccp{print-lattice=true}`): the solver's
//! final lattice value of every SSA value of a function, and which blocks
//! are executable, in the notation of the DCC888 slides:
//!
//! ```text
//! // -----// SCCP lattice of func.func @sccp_loop //----- //
//! // executable: ^bb0, ^head, ^body, ^exit
//! // never executed: -
//! // %in = NAC
//! // %one = 1
//! // %cv = 11
//! // %a_1 = NAC
//! ```
//!
//! `⊤` is a value never reached (only in blocks never executed), `NAC` is
//! "not a constant" (overdefined), `poison` is `ub.poison`; constants are
//! written as `arith.constant` writes them (`true`/`false` for `i1`,
//! signed decimal, MLIR's float format). Values are listed in program
//! order, those nested in an op's regions too (they are `NAC`: sccp does
//! not look inside opaque ops). `trace=true` first lists the solver's
//! steps (`write_steps`). Every line starts with `// `, so the output
//! followed by the IR is still a valid MLIR file, as with the other
//! printers. Names are the IR printer's.
//!
//! Cost: the solver's (see [`sccp`](super)) plus O(V + B) for the lines
//! printed, V values and B blocks.

use super::lattice::Lattice;
use super::solver::{solve_traced, Analysis, Step};
use crate::manager::{Output, Pass, PassContext, PassDef, PassKind, Preserved};
use crate::printers::{block_list, write_banner, TRACE_LIMIT};
use crate::scratch::EntityMap;
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{BlockId, Ir, OpId, ValueId};
use ssa_ir::printer::Names;
use std::fmt::Write;

crate::pass_options! {
    /// Options of `print-sccp-lattice`.
    pub struct PrintLatticeOptions {
        /// first trace each worklist step, edge made executable and lattice change
        trace("trace"): bool = false,
    }
}

impl PassDef for PrintLattice {
    const NAME: &'static str = "print-sccp-lattice";
    const SUMMARY: &'static str =
        "Print the SCCP lattice value of every SSA value and the executable blocks";
    const KIND: PassKind = PassKind::Printer;
    type Options = PrintLatticeOptions;
    fn new(options: &PrintLatticeOptions) -> PrintLattice {
        PrintLattice {
            lattice: EntityMap::default(),
            trace: options.trace,
        }
    }
}

/// The `print-sccp-lattice` printer.
pub struct PrintLattice {
    lattice: EntityMap<ValueId, Lattice>,
    trace: bool,
}

impl Pass for PrintLattice {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let body = cx.body();
        let mut steps = Vec::new();
        let traced = self.trace.then_some((&mut steps, TRACE_LIMIT));
        let analysis = solve_traced(ir, body, &mut self.lattice, traced);
        if self.trace {
            write_banner(cx.output, ir, func, "SCCP trace");
            write_steps(cx.output, ir, func, &analysis, &steps);
        }
        write_lattice(cx.output, ir, func, &analysis, &self.lattice);
        Ok(Preserved::all())
    }
}

/// Appends the report of one function to `out`.
pub fn write_lattice(
    out: &mut Output,
    ir: &Ir,
    func: OpId,
    analysis: &Analysis,
    lattice: &EntityMap<ValueId, Lattice>,
) {
    let names = Names::for_function(ir, func);
    write_banner(out, ir, func, "SCCP lattice");
    let edges = &analysis.edges;
    let (mut executable, mut never) = (Vec::new(), Vec::new());
    for n in 0..edges.num_blocks() as u32 {
        let list = if analysis.executable_blocks[n as usize] {
            &mut executable
        } else {
            &mut never
        };
        list.push(edges.block(n));
    }
    let _ = writeln!(out, "// executable: {}", block_list(&names, executable));
    let _ = writeln!(out, "// never executed: {}", block_list(&names, never));
    for v in values_in_order(ir, edges.blocks()) {
        out.push_str("// ");
        names.write_value(out, v);
        let _ = writeln!(out, " = {}", lattice.get(v));
    }
}

/// The trace: each step of the two worklists in the DCC888 slides' terms
/// (SSA edges: a value's uses; CFG edges: a block's ops), each edge made
/// executable and each lattice change (`⊤ → 1`, `1 → NAC`); at most
/// [`TRACE_LIMIT`] steps. Names are the IR printer's.
fn write_steps(out: &mut Output, ir: &Ir, func: OpId, analysis: &Analysis, steps: &[Step]) {
    let names = Names::for_function(ir, func);
    let naming = StepNames {
        value: &|v| Some(names.value(v)),
        block: &|b| names.block(b),
        lattice: &|l| l.to_string(),
    };
    write_named_steps(out, ir, analysis, steps, &naming);
}

/// How a trace of the solver names what it shows.
pub(crate) struct StepNames<'a> {
    /// A value's name; `None` leaves its steps out (a literal constant).
    pub value: &'a dyn Fn(ValueId) -> Option<String>,
    pub block: &'a dyn Fn(BlockId) -> String,
    pub lattice: &'a dyn Fn(&Lattice) -> String,
}

/// The trace of [`write_steps`], named by `naming`.
pub(crate) fn write_named_steps(
    out: &mut Output,
    ir: &Ir,
    analysis: &Analysis,
    steps: &[Step],
    naming: &StepNames<'_>,
) {
    let edges = &analysis.edges;
    let block = |n: u32| (naming.block)(edges.block(n));
    for step in steps {
        let _ = match step {
            Step::Block(n) => writeln!(
                out,
                "// CFG worklist: {} is executable: visit its ops",
                block(*n)
            ),
            Step::Uses(v) => match (naming.value)(*v) {
                Some(name) => writeln!(out, "// SSA worklist: {name} changed: visit its uses"),
                None => Ok(()),
            },
            Step::Edge(n, index) => {
                let term = ir.terminator(edges.block(*n)).expect("a terminator");
                let target = (naming.block)(ir.successor(term, *index));
                writeln!(out, "//   edge {} -> {target} is executable", block(*n))
            }
            Step::Lowered(v, old, new) => match (naming.value)(*v) {
                Some(name) => writeln!(
                    out,
                    "//   {name}: {} -> {}",
                    (naming.lattice)(old),
                    (naming.lattice)(new)
                ),
                None => Ok(()),
            },
        };
    }
    if steps.len() == TRACE_LIMIT {
        out.push_str("// ... trace stopped: it reached its limit of steps\n");
    }
}

/// The block arguments and op results of `blocks`, nested regions
/// included, in program order (an explicit stack: nesting follows the
/// input).
fn values_in_order(ir: &Ir, blocks: &[BlockId]) -> Vec<ValueId> {
    enum Item {
        Block(BlockId),
        Op(OpId),
    }
    let mut values = Vec::new();
    let mut stack: Vec<Item> = blocks.iter().rev().map(|&b| Item::Block(b)).collect();
    while let Some(item) = stack.pop() {
        match item {
            Item::Block(block) => {
                values.extend_from_slice(ir.block_args(block));
                let ops: Vec<OpId> = ir.block_ops(block).collect();
                stack.extend(ops.into_iter().rev().map(Item::Op));
            }
            Item::Op(op) => {
                values.extend(ir.results(op));
                for &region in ir.op_regions(op).iter().rev() {
                    let nested: Vec<BlockId> = ir.region_blocks(region).collect();
                    stack.extend(nested.into_iter().rev().map(Item::Block));
                }
            }
        }
    }
    values
}
