//! The `count-ops` pass of the `my-opt` example: for each function, the
//! number of ops of each kind, printed before the IR as `//` comments
//! (`-count-ops`, or `count-ops{nested=false}` for the function body's own
//! ops only). It reads the IR and changes nothing.
//!
//! Cost: O(n log k) time for n ops of k kinds, O(k) memory.

use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Attribute, Ir, OpId};
use ssa_passes::manager::{Pass, PassContext, PassDef, PassKind, Preserved};
use std::collections::BTreeMap;
use std::fmt::Write;

ssa_passes::pass_options! {
    /// Options of `count-ops`.
    pub struct CountOpsOptions {
        /// also count the ops in regions nested in the body's ops
        nested("nested"): bool = true,
    }
}

/// The `count-ops` pass, configured.
pub struct CountOps {
    options: CountOpsOptions,
}

impl PassDef for CountOps {
    const NAME: &'static str = "count-ops";
    const SUMMARY: &'static str = "Print the number of ops of each kind in each function";
    const KIND: PassKind = PassKind::Printer;
    type Options = CountOpsOptions;
    fn new(options: &CountOpsOptions) -> CountOps {
        CountOps {
            options: options.clone(),
        }
    }
}

impl Pass for CountOps {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
        let mut count = |op| *counts.entry(kind(ir, op)).or_default() += 1;
        if self.options.nested {
            ir.walk_nested(func, count);
        } else {
            for block in ir.region_blocks(cx.body()) {
                ir.block_ops(block).for_each(&mut count);
            }
        }
        let total: usize = counts.values().sum();
        let mut report = format!("// {total} ops in @{}\n", cx.function_name());
        for (name, n) in counts {
            let _ = writeln!(report, "// {n:>6} {name}");
        }
        cx.output.push_str(&report);
        Ok(Preserved::all())
    }
}

/// The op's name: its definition's, or the one written in generic form.
fn kind(ir: &Ir, op: OpId) -> &str {
    match ir.op_attr(op) {
        Some(Attribute::Opaque(generic)) => &generic.name,
        _ => ir.op_code(op).name,
    }
}
