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
//! not look inside opaque ops). Every line starts with `// `, so the output
//! followed by the IR is still a valid MLIR file, as with the other
//! printers. Names are the IR printer's.
//!
//! Cost: the solver's (see [`sccp`](super)) plus O(V + B) for the lines
//! printed, V values and B blocks.

use super::lattice::Lattice;
use super::solver::{solve, Analysis};
use crate::manager::{Pass, PassContext, PassOptions, Preserved};
use crate::printers::{block_list, write_banner};
use crate::registry::{PassInfo, PassKind};
use crate::scratch::EntityMap;
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{BlockId, Ir, OpId, ValueId};
use ssa_ir::printer::Names;
use std::fmt::Write;

/// Registry entry of `print-sccp-lattice`.
pub static INFO: PassInfo = PassInfo {
    name: "print-sccp-lattice",
    summary: "Print the SCCP lattice value of every SSA value and the executable blocks",
    kind: PassKind::Printer,
    options: &[],
    create: |_: &PassOptions| {
        Box::new(PrintLattice {
            lattice: EntityMap::default(),
        })
    },
};

struct PrintLattice {
    lattice: EntityMap<Lattice>,
}

impl Pass for PrintLattice {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let body = cx.body();
        let analysis = solve(ir, body, &mut self.lattice);
        write_lattice(cx.output, ir, func, &analysis, &self.lattice);
        Ok(Preserved::All)
    }
}

/// Appends the report of one function to `out`.
pub fn write_lattice(
    out: &mut String,
    ir: &Ir,
    func: OpId,
    analysis: &Analysis,
    lattice: &EntityMap<Lattice>,
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
        let _ = writeln!(out, " = {}", lattice.get(v.index()));
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
