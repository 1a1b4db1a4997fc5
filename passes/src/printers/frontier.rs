//! `-print-dominance-frontier`: `DF(b)` of every block, in layout order —
//! the blocks where `b`'s dominance stops (Cytron et al., TOPLAS 1991,
//! §4.2) and where a definition in `b` needs a φ.
//!
//! With `iterated=true`, also one row per promotable slot: its defining
//! blocks (those that store to it), their iterated dominance frontier
//! `DF+` — where minimal SSA puts the slot's block arguments (Cytron et al.
//! §5.1; Appel, Alg. 19.6) — and the part of `DF+` where the slot is live
//! on entry, where pruned SSA puts them (Choi, Cytron and Ferrante, POPL
//! 1991). Both come from the linear-time [`iterated_frontier`]
//! (Sreedhar and Gao).
//!
//! ```text
//! // -----// Dominance frontiers of func.func @iterated_frontier //----- //
//! // DF(^bb0) = {}
//! // DF(^b2) = {^b5}
//! // DF(^b3) = {^b4}
//! // ...
//! // slot  defining blocks  DF+         DF+ where live-in
//! // %a    {^bb0, ^b3}      {^b4, ^b5}  {^b4, ^b5}
//! ```
//!
//! The hidden root of a CFG read without code is not shown.
//!
//! Cost: O(B + E + F) time and memory, F the total size of the frontiers
//! printed (and of the iterated frontiers, with `iterated`).

use super::{block_set, write_banner, Function, FunctionPrinter, Table};
use crate::manager::{PassContext, PassDef, PassKind};
use ssa_ir::analysis::iterated_frontier;
use ssa_ir::analysis::slots::{SlotAccesses, SlotLiveIn, Slots};
use ssa_ir::analysis::DominanceFrontiers;
use std::fmt::Write;

crate::pass_options! {
    /// Options of `print-dominance-frontier`.
    pub struct PrintFrontierOptions {
        /// also print each promotable slot's defining blocks and their iterated frontier
        iterated("iterated"): bool = false,
    }
}

impl PassDef for PrintFrontier {
    const NAME: &'static str = "print-dominance-frontier";
    const SUMMARY: &'static str =
        "Print the dominance frontier of each block (and the iterated frontiers of the slots)";
    const KIND: PassKind = PassKind::Printer;
    type Options = PrintFrontierOptions;
    fn new(options: &PrintFrontierOptions) -> PrintFrontier {
        PrintFrontier {
            iterated: options.iterated,
        }
    }
}

/// The `print-dominance-frontier` printer.
pub struct PrintFrontier {
    iterated: bool,
}

impl FunctionPrinter for PrintFrontier {
    fn print(&self, function: &Function<'_>, cx: &mut PassContext<'_>) {
        let (ir, func, names) = (function.ir, function.func, &function.names);
        let (cfg, domtree) = (&function.dominance.cfg, &function.dominance.domtree);
        let frontiers = cx.analyses.get::<DominanceFrontiers>(ir, func);
        let out = &mut *cx.output;
        write_banner(out, ir, func, "Dominance frontiers");
        for (node, &block) in cfg.blocks().iter().enumerate() {
            if !function.shown(block) {
                continue;
            }
            let frontier = frontiers
                .frontier(node as u32)
                .iter()
                .map(|&n| cfg.block(n));
            let _ = writeln!(
                out,
                "// DF({}) = {}",
                names.block(block),
                block_set(names, frontier)
            );
        }
        if !self.iterated {
            return;
        }

        let slots = Slots::find(ir, func);
        if slots.is_empty() {
            out.push_str("// no promotable slots\n");
            return;
        }
        let accesses = SlotAccesses::collect(ir, cfg, &slots);
        let mut live_in = SlotLiveIn::new(cfg.blocks().len());
        let mut table = Table::new(&["slot", "defining blocks", "DF+", "DF+ where live-in"]);
        let blocks = |nodes: &[u32]| block_set(names, nodes.iter().map(|&n| cfg.block(n)));
        for (index, slot) in slots.promotable().iter().enumerate() {
            let defs = accesses.defining_blocks(index as u32);
            let minimal = iterated_frontier(&cfg.graph, domtree, defs, None);
            live_in.compute(&accesses, &cfg.graph, index as u32);
            let pruned = iterated_frontier(&cfg.graph, domtree, defs, Some(live_in.set()));
            table.row(vec![
                names.value(slot.memref),
                blocks(defs),
                blocks(&minimal),
                blocks(&pruned),
            ]);
        }
        table.write(out);
    }
}
