//! `-print-liveness`: liveness of each function, two ways.
//!
//! Over the promotable slots (the variables of the pre-SSA program), the
//! textbook sets of Cooper and Torczon ("Engineering a Compiler", §8.6.1)
//! per block: `UEVAR` (slots loaded before any store to them in the block),
//! `VARKILL` (slots stored to), and the fixed point `LIVEIN` and `LIVEOUT`
//! (from [`SlotAccesses`]). Over SSA values, the live-in and live-out sets
//! of [`ValueLiveness`](ssa_ir::analysis::value_liveness::ValueLiveness), block arguments read as φs: defined at the top of
//! their block, and a value passed to a successor is live at the end of its
//! block.
//!
//! ```text
//! // -----// Liveness of func.func @main //----- //
//! // slots: %a, %b, %c, %x, %y
//! // block  UEVAR   VARKILL  LIVEIN  LIVEOUT
//! // L1     {c}     {a}      {b, c}  {a, b}
//! // L3     {a, b}  {x, y}   {a, b}  {}
//! // end    {}      {}       {}      {}
//! // SSA values:
//! // block  live-in           live-out
//! // ...
//! ```
//!
//! The slot table is the texts' (seed 000 §1.6.5 prints `block L1: UEVAR:
//! {'c'}, VARKILL : {'a'}, LIVEOUT : {'a', 'b'}`): each slot is the program
//! variable it is named after (`%c` is `c`: the Python front end names a
//! variable's slot after it) and blocks are written without `^`, as the
//! textbook printers write them; the hidden root of a CFG read without code
//! is not shown. The SSA-value table keeps the IR's names.
//!
//! `trace=true` first prints the fixed point as seed 000 §1.6.4 runs it:
//! UEVAR and VARKILL per block, then LIVEOUT round by round (the `trace`
//! module, bounded like every trace).
//!
//! Slots are listed in the order of their allocas; values in definition
//! order. Allocas that are not promotable are listed
//! with the reason, and take no part in the slot sets.
//!
//! Cost: the slot table, O(B × S) bits and the rounds of
//! [`Liveness`](ssa_ir::analysis::Liveness) for S slots (the first four
//! columns hold up to B × S names); the SSA-value table is bounded by its output
//! size: [`LiveLists`] explores each value's live range alone (Appel
//! Alg. 19.17), O(R + L × d) time and O(R + L) memory for R the size of the
//! function, L the entries printed and d the largest out-degree, never
//! blocks × values bits.

use super::notation::{plain, variable_names};
use super::trace::{self, Trace};
use super::{set, value_set, write_banner, Function, FunctionPrinter, Table};
use crate::manager::{PassContext, PassDef, PassKind};
use crate::mem2reg::slots::{SlotAccesses, Slots};
use fixedbitset::FixedBitSet;
use ssa_ir::analysis::value_liveness::LiveLists;
use ssa_ir::ir::ValueId;
use std::fmt::Write;

crate::pass_options! {
    /// Options of `print-liveness`.
    pub struct PrintLivenessOptions {
        /// first trace UEVAR/VARKILL and each round of the LIVEOUT fixed point (seed 000 §1.6.4)
        trace("trace"): bool = false,
    }
}

impl PassDef for PrintLiveness {
    const NAME: &'static str = "print-liveness";
    const SUMMARY: &'static str =
        "Print UEVAR/VARKILL/LIVEIN/LIVEOUT over slots and live-in/live-out over SSA values";
    const KIND: PassKind = PassKind::Printer;
    type Options = PrintLivenessOptions;
    fn new(options: &PrintLivenessOptions) -> PrintLiveness {
        PrintLiveness {
            trace: options.trace,
        }
    }
}

/// The `print-liveness` printer.
pub struct PrintLiveness {
    trace: bool,
}

impl FunctionPrinter for PrintLiveness {
    fn print(&self, function: &Function<'_>, cx: &mut PassContext<'_>) {
        let (ir, func, names) = (function.ir, function.func, &function.names);
        let cfg = &function.dominance.cfg;
        let out = &mut *cx.output;
        write_banner(out, ir, func, "Liveness");

        let slots = Slots::find(ir, func);
        let slot_names: Vec<String> = slots
            .promotable()
            .iter()
            .map(|slot| names.value(slot.memref))
            .collect();
        if slot_names.is_empty() {
            out.push_str("// slots: none\n");
        } else {
            let _ = writeln!(out, "// slots: {}", slot_names.join(", "));
        }
        for escaped in slots.escaped() {
            let _ = writeln!(
                out,
                "// not a promotable slot: {} ({})",
                names.value(ir.result(escaped.alloca, 0)),
                escaped.reason.describe(ir)
            );
        }
        if !slot_names.is_empty() {
            let accesses = SlotAccesses::collect(ir, cfg, &slots);
            let vars = variable_names(names, &slots);
            if self.trace {
                let shown = |node: u32| function.shown(cfg.block(node));
                let mut trace = Trace::new(out);
                trace::liveness(&mut trace, cfg, names, &accesses, &vars, &shown);
            }
            let (uevar, varkill) = accesses.uevar_varkill();
            let live = accesses.liveness(&cfg.graph);
            let of = |bits: &FixedBitSet| set(bits.ones().map(|slot| &vars[slot]));
            let mut table = Table::new(&["block", "UEVAR", "VARKILL", "LIVEIN", "LIVEOUT"]);
            for (node, &block) in cfg.blocks().iter().enumerate() {
                if !function.shown(block) {
                    continue;
                }
                table.row(vec![
                    plain(names.block(block)),
                    of(&uevar[node]),
                    of(&varkill[node]),
                    of(live.live_in(node as u32)),
                    of(live.live_out(node as u32)),
                ]);
            }
            table.write(out);
        }

        let values = LiveLists::compute(ir, cfg);
        out.push_str(
            "// SSA values (block arguments as phis: defined at the top of their block, \
             operands passed on an edge used at the end of the predecessor):\n",
        );
        let of = |list: &[ValueId]| value_set(names, list.iter().copied());
        let mut table = Table::new(&["block", "live-in", "live-out"]);
        for (node, &block) in cfg.blocks().iter().enumerate() {
            if !function.shown(block) {
                continue;
            }
            table.row(vec![
                names.block(block),
                of(values.live_in(node as u32)),
                of(values.live_out(node as u32)),
            ]);
        }
        table.write(out);
    }
}
