//! `-print-dominance-frontier`: `DF(b)` of every block, in layout order —
//! the blocks where `b`'s dominance stops (Cytron et al., TOPLAS 1991,
//! §4.2) and where a definition in `b` needs a φ.
//!
//! ```text
//! // -----// Dominance frontiers of func.func @iterated_frontier //----- //
//! // DF(^bb0) = {}
//! // DF(^b2) = {^b5}
//! // DF(^b3) = {^b4}
//! ```

use super::{block_set, write_banner};
use crate::manager::{Pass, PassContext, PassOptions, Preserved};
use crate::registry::{PassInfo, PassKind};
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId};
use ssa_ir::printer::Names;
use std::fmt::Write;

/// Registry entry.
pub static INFO: PassInfo = PassInfo {
    name: "print-dominance-frontier",
    summary: "Print the dominance frontier of each block",
    kind: PassKind::Printer,
    options: &[],
    create: |_: &PassOptions| Box::new(PrintFrontier),
};

struct PrintFrontier;

impl Pass for PrintFrontier {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let ir: &Ir = ir;
        let dominance = cx.analyses.dominance(ir, func);
        let frontiers = cx.analyses.frontiers(ir, func);
        let cfg = &dominance.cfg;
        let names = Names::for_function(ir, func);
        let out = &mut *cx.output;
        write_banner(out, ir, func, "Dominance frontiers");
        for (node, &block) in cfg.blocks().iter().enumerate() {
            let frontier = frontiers
                .frontier(node as u32)
                .iter()
                .map(|&n| cfg.block(n));
            let _ = writeln!(
                out,
                "// DF({}) = {}",
                names.block(block),
                block_set(&names, frontier)
            );
        }
        Ok(Preserved::All)
    }
}
