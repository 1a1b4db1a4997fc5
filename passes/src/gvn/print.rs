//! `-print-value-numbers`: the class of every value of a function as `gvn`
//! finds it, before any rewriting, for teaching value numbering:
//!
//! ```text
//! // -----// Value numbers of func.func @f //----- //
//! // optimistic passes: 1 (converged)
//! // %x: %x
//! // %a_0: %a_0
//! // %b_0: %a_0
//! // %a_1: %a_1 (17)
//! ```
//!
//! The passes line gives the most passes any stretch of blocks took (1
//! without loops; module docs of [`gvn`](super), "Numbering"). Each value
//! is followed by the leader of its class (the first member in reverse
//! postorder), and the class's constant if it has one. Values are
//! listed in layout order, block arguments first; values of blocks the
//! entry cannot reach are not numbered and not listed. With `trace=true`,
//! one line per pass over a stretch of blocks first lists the values whose
//! class changed in it (`// pass 2 over ^head..^body: %i -> %i, ...`),
//! showing the optimistic iterations.
//! Every line starts with `// `, so the output followed by the IR is still
//! a valid MLIR file.

use super::solver::{Numbering, MAX_OPTIMISTIC_PASSES};
use crate::manager::{Dominance, Pass, PassContext, PassDef, PassKind, Preserved};
use crate::printers::write_banner;
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId};
use ssa_ir::printer::Names;
use ssa_ir::semantics::{format_float, format_int_attribute, Scalar};
use std::fmt::Write;

crate::pass_options! {
    /// Options of `print-value-numbers`.
    pub struct PrintValueNumbersOptions {
        /// also list, for each pass, the values whose class changed
        trace("trace"): bool = false,
    }
}

impl PassDef for PrintValueNumbers {
    const NAME: &'static str = "print-value-numbers";
    const SUMMARY: &'static str =
        "Print the gvn congruence class of every SSA value (trace=true: each optimistic pass)";
    const KIND: PassKind = PassKind::Printer;
    type Options = PrintValueNumbersOptions;
    fn new(options: &PrintValueNumbersOptions) -> PrintValueNumbers {
        PrintValueNumbers {
            trace: options.trace,
            numbering: Numbering::default(),
        }
    }
}

/// The `print-value-numbers` printer.
pub struct PrintValueNumbers {
    trace: bool,
    numbering: Numbering,
}

impl Pass for PrintValueNumbers {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let body = cx.body();
        let dom = cx.analyses.get::<Dominance>(ir, func);
        let names = Names::for_function(ir, func);
        let out = &mut *cx.output;
        write_banner(out, ir, func, "Value numbers");
        let trace = self.trace.then_some((&mut *out, &names));
        let outcome = self
            .numbering
            .solve(ir, body, &dom, MAX_OPTIMISTIC_PASSES, trace);
        let _ = writeln!(
            out,
            "// optimistic passes: {} ({})",
            outcome.passes,
            if outcome.converged {
                "converged"
            } else {
                "not converged: numbered pessimistically"
            }
        );
        for &block in dom.cfg.blocks() {
            let values = ir
                .block_args(block)
                .iter()
                .copied()
                .chain(ir.block_ops(block).flat_map(|op| ir.results(op)));
            for v in values {
                let Some(leader) = self.numbering.class(v) else {
                    continue;
                };
                out.push_str("// ");
                names.write_value(out, v);
                out.push_str(": ");
                names.write_value(out, leader);
                match self.numbering.constant(leader) {
                    Some(Scalar::Int(c)) => {
                        let _ = write!(out, " ({})", format_int_attribute(&c));
                    }
                    Some(Scalar::Float(c)) => {
                        let _ = write!(out, " ({})", format_float(c));
                    }
                    Some(Scalar::Poison) => out.push_str(" (poison)"),
                    None => {}
                }
                out.push('\n');
            }
        }
        Ok(Preserved::all())
    }
}
