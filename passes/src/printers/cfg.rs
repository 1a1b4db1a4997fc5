//! `-print-cfg`: one row per block, in layout order, with its predecessors
//! and successors (one per edge, in terminator order, as in the IR's
//! `// preds:` comments), its immediate dominator and its dominance
//! frontier — the table a student draws by hand before placing φs
//! (Cytron et al., TOPLAS 1991, §4–5; Appel §19.1).
//!
//! ```text
//! // -----// CFG of func.func @count //----- //
//! // block  preds        succs         idom  dominance frontier
//! // ^bb0   -            ^exit, ^body  -     {}
//! // ^body  ^bb0, ^body  ^body, ^exit  ^bb0  {^body, ^exit}
//! // ^exit  ^bb0, ^body  -             ^bb0  {}
//! ```
//!
//! The entry block has no immediate dominator (`-`); a block unreachable
//! from the entry has none either (`unreachable`) and an empty frontier.
//! The hidden root of a CFG read without code is not shown (nor as a
//! predecessor or immediate dominator), as in the textbook printers.
//!
//! Cost: O(B + E + F) time and memory, F the frontiers' total size (the
//! column printed; [module docs](super)).

use super::{block_list, block_set, write_banner, Function, FunctionPrinter, Table};
use crate::manager::{OptionlessPassDef, PassContext, PassKind};
use ssa_ir::analysis::DominanceFrontiers;

impl OptionlessPassDef for PrintCfg {
    const NAME: &'static str = "print-cfg";
    const SUMMARY: &'static str =
        "Print each block's predecessors, successors, immediate dominator and dominance frontier";
    const KIND: PassKind = PassKind::Printer;
}

/// The `print-cfg` printer.
#[derive(Default)]
pub struct PrintCfg;

impl FunctionPrinter for PrintCfg {
    fn print(&self, function: &Function<'_>, cx: &mut PassContext<'_>) {
        let (ir, func, names) = (function.ir, function.func, &function.names);
        let (cfg, domtree) = (&function.dominance.cfg, &function.dominance.domtree);
        let frontiers = cx.analyses.get::<DominanceFrontiers>(ir, func);
        let mut table = Table::new(&["block", "preds", "succs", "idom", "dominance frontier"]);
        for (node, &block) in cfg.blocks().iter().enumerate() {
            let node = node as u32;
            if !function.shown(block) {
                continue;
            }
            let idom = match domtree.idom(node) {
                Some(idom) if function.shown(cfg.block(idom)) => names.block(cfg.block(idom)),
                Some(_) => "-".to_string(),
                None if domtree.is_reachable(node) => "-".to_string(),
                None => "unreachable".to_string(),
            };
            let preds = cfg.preds(block).filter(|&p| function.shown(p));
            table.row(vec![
                names.block(block),
                block_list(names, preds),
                block_list(names, cfg.succs(block)),
                idom,
                block_set(
                    names,
                    frontiers.frontier(node).iter().map(|&n| cfg.block(n)),
                ),
            ]);
        }
        write_banner(cx.output, ir, func, "CFG");
        table.write(cx.output);
    }
}
