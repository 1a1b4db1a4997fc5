//! `-print-textbook-ssa`: the program in SSA form in the textbooks'
//! notation (seed 000, Appel ch. 19, the DCC888 slides), block by block,
//! without changing the IR:
//!
//! ```text
//! // L8:
//! //     a_3 = Φ(a_2, a_0)
//! //     y_0 = a_3
//! //     a_4 = 4
//! //     return
//! ```
//!
//! From a pre-SSA program (promotable slots are the variables), the Φs are
//! those `mem2reg` places for `flavor=` ([`cytron_placement`]), and the
//! versions come from the texts' renaming (the `rename` module): every
//! definition gets one, copies stay copies, Φ operands follow the
//! predecessors' layout order. Code is written as the `notation` module
//! says (`if a_0 > 3 goto L3 else L6`, single-use temporaries folded).
//! Block arguments (SSA input, e.g. after `mem2reg`) are printed as Φ lines
//! the same way, their operands from each predecessor's branch.
//!
//! `trace=true` first prints, in the texts' order and terms, the liveness
//! fixed point (for `semi-pruned` and `pruned`), the dominance frontiers by
//! the runner algorithm, the Φ placement worklists and the renaming walk
//! (see the `trace` and `placement` modules); the placement traced is
//! checked against the one printed. `sccp=true` then traces sparse
//! conditional constant propagation in the same names (the `sccp` module),
//! and `value-numbers=true` prints the program again after value numbering
//! (the `value_numbers` module); both analyse the function in SSA form of
//! the `copy` module.
//!
//! Cost: `mem2reg`'s placement (see its module docs), renaming linear in
//! the function plus the Φ operands; for `first-version=0`, which
//! variables are live on entry by one more renaming over the pruned
//! placement; printing linear; traces as the `trace` module says;
//! `sccp=true` and `value-numbers=true` as their modules say.
//!
//! [`cytron_placement`]: crate::mem2reg::cytron_placement

mod copy;
mod placement;
mod rename;
mod sccp;
mod value_numbers;

use super::notation::{plain, variable_names, Notation, Variables};
use super::trace::{self, Trace};
use super::{write_banner, Function, FunctionPrinter};
use crate::manager::{Output, PassContext, PassDef, PassKind};
use crate::mem2reg::cytron::Flavor;
use crate::mem2reg::cytron_placement;
use crate::mem2reg::slots::{AccessKind, SlotAccesses, Slots};
use ssa_ir::analysis::DominanceFrontiers;
use ssa_ir::ir::{Ir, OpId};
use ssa_ir::run_hash::RunMap;
use std::fmt::Write;

crate::pass_options! {
    /// Options of `print-textbook-ssa`.
    pub struct PrintTextbookSsaOptions {
        /// where Φs go (as mem2reg's cytron flavours)
        flavor("flavor"): Flavor = Flavor::Pruned,
        /// the first version of a variable: 0 as seed 000, 1 as Appel and DCC888 (x_0 is then the implicit entry definition)
        first_version("first-version"): FirstVersion = FirstVersion::Zero,
        /// first trace liveness, the runner frontiers, the placement worklists and the renaming walk
        trace("trace"): bool = false,
        /// then trace sparse conditional constant propagation in the same names (DCC888): worklists, executable edges, lattice changes, each value's final cell
        sccp("sccp"): bool = false,
        /// then print the program again after value numbering (seed 000 §1.3: b_0 = a_0)
        value_numbers("value-numbers"): bool = false,
    }
}

/// The `first-version` option of `print-textbook-ssa`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FirstVersion {
    Zero,
    One,
}

crate::option_choices!(FirstVersion { Zero = "0", One = "1" });

impl PassDef for PrintTextbookSsa {
    const NAME: &'static str = "print-textbook-ssa";
    const SUMMARY: &'static str = "Print SSA form in the textbooks' notation (a_3 = Φ(a_2, a_0), y_0 = a_3), with traces of liveness, frontiers, placement, renaming and SCCP, and value numbering";
    const KIND: PassKind = PassKind::Printer;
    type Options = PrintTextbookSsaOptions;
    fn new(options: &PrintTextbookSsaOptions) -> PrintTextbookSsa {
        PrintTextbookSsa {
            flavor: options.flavor,
            first: u32::from(options.first_version == FirstVersion::One),
            trace: options.trace,
            sccp: options.sccp,
            value_numbers: options.value_numbers,
        }
    }
}

/// The `print-textbook-ssa` printer.
pub struct PrintTextbookSsa {
    flavor: Flavor,
    first: u32,
    trace: bool,
    sccp: bool,
    value_numbers: bool,
}

/// Variables with the versions renaming gave, by access.
struct Versioned<'a> {
    vars: &'a [String],
    slots: &'a Slots,
    ir: &'a Ir,
    version: RunMap<OpId, Option<u32>>,
}

impl Versioned<'_> {
    fn name(&self, op: OpId, memref_operand: Option<usize>) -> String {
        let memref = match memref_operand {
            Some(i) => self.ir.operand(op, i),
            None => self.ir.result(op, 0),
        };
        let slot = self.slots.slot_of(memref).expect("an access to a slot") as usize;
        match self.version.get(&op) {
            Some(Some(v)) => format!("{}_{v}", self.vars[slot]),
            Some(None) => "⊥".to_string(),
            None => format!("{}_?", self.vars[slot]),
        }
    }
}

impl Variables for Versioned<'_> {
    fn read(&self, op: OpId) -> String {
        self.name(op, Some(0))
    }
    fn written(&self, op: OpId) -> String {
        let store = self.ir.num_results(op) == 0;
        self.name(op, if store { Some(1) } else { None })
    }
}

impl FunctionPrinter for PrintTextbookSsa {
    fn print(&self, function: &Function<'_>, cx: &mut PassContext<'_>) {
        let (ir, func, names) = (function.ir, function.func, &function.names);
        let (cfg, domtree) = (&function.dominance.cfg, &function.dominance.domtree);
        let graph = &cfg.graph;
        let num_nodes = graph.num_nodes();
        let slots = Slots::find(ir, func);
        let accesses = SlotAccesses::collect(ir, cfg, &slots);
        let vars: Vec<String> = variable_names(names, &slots);
        let shown = |node: u32| function.shown(cfg.block(node));

        // Reachable in-edges: their number per node, and each edge's
        // position among its target's (sources in layout order).
        let mut in_degree = vec![0u32; num_nodes];
        let mut ordinal: Vec<Vec<u32>> = vec![Vec::new(); num_nodes];
        for node in 0..num_nodes as u32 {
            if domtree.is_reachable(node) {
                for &succ in graph.succs(node) {
                    ordinal[node as usize].push(in_degree[succ as usize]);
                    in_degree[succ as usize] += 1;
                }
            }
        }

        let placement = |flavor: Flavor| {
            let placed = if slots.is_empty() {
                Vec::new()
            } else {
                cytron_placement(ir, func, function.dominance.clone(), flavor)
            };
            let mut phis: Vec<Vec<u32>> = vec![Vec::new(); num_nodes];
            for &(node, slot) in &placed {
                phis[node as usize].push(slot);
            }
            (placed, phis)
        };
        let (placed, phis) = placement(self.flavor);
        let rename_input = rename::Input {
            cfg,
            domtree,
            accesses: &accesses,
            names,
            vars: &vars,
            phis: &phis,
            ordinal: &ordinal,
            in_degree: &in_degree,
            implicit: &[],
            first: self.first,
        };

        // x_0 is implicit for variables live on entry (all with first = 1):
        // those whose entry value a load or a Φ reads in pruned SSA, found
        // by renaming once with every x_0 over the pruned Φs (every pruned
        // Φ is live). Linear, where walking each variable's live range to
        // the entry costs their total length.
        let implicit: Vec<bool> = if self.first == 1 {
            vec![true; vars.len()]
        } else {
            let other;
            let pruned: &[Vec<u32>] = if self.flavor == Flavor::Pruned {
                &phis
            } else {
                other = placement(Flavor::Pruned).1;
                &other
            };
            let every = vec![true; vars.len()];
            let mut unused = Output::default();
            let entry_values = rename::rename(
                &rename::Input {
                    phis: pruned,
                    implicit: &every,
                    ..rename_input
                },
                &mut Trace::new(&mut unused),
                false,
            );
            let mut live = vec![false; vars.len()];
            for (access, version) in accesses.all().iter().zip(&entry_values.access) {
                if access.kind == AccessKind::Load && *version == Some(0) {
                    live[access.slot as usize] = true;
                }
            }
            for (slots_here, operands) in pruned.iter().zip(&entry_values.phi_operands) {
                for (&slot, operands) in slots_here.iter().zip(operands) {
                    if operands.contains(&Some(0)) {
                        live[slot as usize] = true;
                    }
                }
            }
            live
        };

        let out = &mut *cx.output;
        write_banner(out, ir, func, "Textbook SSA");
        let mut trace = Trace::new(out);
        if self.trace {
            trace::runner_frontiers(&mut trace, cfg, domtree, names, &shown);
        }
        if self.trace && !vars.is_empty() {
            if matches!(self.flavor, Flavor::SemiPruned | Flavor::Pruned) {
                trace::liveness(&mut trace, cfg, names, &accesses, &vars, &shown);
            }
            // Materialised only for the trace: frontiers can be quadratic.
            let frontiers = cx.analyses.get::<DominanceFrontiers>(ir, func);
            let input = placement::Input {
                cfg,
                domtree,
                frontiers: &frontiers,
                accesses: &accesses,
                names,
                vars: &vars,
                in_degree: &in_degree,
            };
            if let Some(traced) = placement::trace(&input, self.flavor, &mut trace) {
                assert_eq!(
                    traced, placed,
                    "the texts' placement and mem2reg's differ (a bug in one of them)"
                );
            }
        }

        let versions = rename::rename(
            &rename::Input {
                implicit: &implicit,
                ..rename_input
            },
            &mut trace,
            self.trace && !vars.is_empty(),
        );

        let mut version = RunMap::default();
        for (index, access) in accesses.all().iter().enumerate() {
            let node = cfg.node(ir.op_block(access.op).expect("an op in a block"));
            if domtree.is_reachable(node) {
                version.insert(access.op, versions.access[index]);
            }
        }
        let vars_view = Versioned {
            vars: &vars,
            slots: &slots,
            ir,
            version,
        };
        let notation = Notation {
            ir,
            names,
            slots: &slots,
            vars: &vars_view,
            same: None,
        };
        let versioned = |slot: u32, v: Option<u32>| {
            v.map_or("⊥".to_string(), |v| {
                format!("{}_{v}", vars[slot as usize])
            })
        };
        let write_blocks = |out: &mut Output, notation: &Notation<'_>| {
            for (node, &block) in cfg.blocks().iter().enumerate() {
                if !shown(node as u32) {
                    continue;
                }
                let reachable = domtree.is_reachable(node as u32);
                let _ = writeln!(
                    out,
                    "// {}:{}",
                    notation.label(block),
                    if reachable {
                        ""
                    } else {
                        "  (unreachable: not renamed)"
                    }
                );
                // Block arguments, operands from each reachable predecessor's edge.
                for (index, &arg) in ir.block_args(block).iter().enumerate() {
                    if !reachable || Some(block) == ir.region_first_block(ir.block_region(block)) {
                        break;
                    }
                    let mut preds = graph.preds(node as u32).to_vec();
                    preds.dedup();
                    let mut operands = Vec::new();
                    for pred in preds {
                        if !domtree.is_reachable(pred) {
                            continue;
                        }
                        let terminator = ir.terminator(cfg.block(pred)).expect("a terminator");
                        for (i, succ) in ir.successors(terminator).enumerate() {
                            if succ == block {
                                let value = ir.successor_operands(terminator, i)[index];
                                operands.push(notation.value(value, false));
                            }
                        }
                    }
                    let _ = writeln!(
                        out,
                        "//     {} = Φ({})",
                        plain(names.value(arg)),
                        operands.join(", ")
                    );
                }
                for (k, &slot) in phis[node].iter().enumerate() {
                    let operands: Vec<String> = versions.phi_operands[node][k]
                        .iter()
                        .map(|&v| versioned(slot, v))
                        .collect();
                    let _ = writeln!(
                        out,
                        "//     {} = Φ({})",
                        versioned(slot, Some(versions.phi_version[node][k])),
                        operands.join(", ")
                    );
                }
                for line in notation.statements(block) {
                    let _ = writeln!(out, "//     {line}");
                }
            }
        };
        write_blocks(out, &notation);
        if self.sccp || self.value_numbers {
            let phi_name = |node: u32, k: usize| {
                let slot = phis[node as usize][k];
                versioned(slot, Some(versions.phi_version[node as usize][k]))
            };
            let input = copy::Input {
                ir,
                func,
                dominance: function.dominance.clone(),
                flavor: self.flavor,
                slots: &slots,
                notation: &notation,
                phi_name: &phi_name,
                vars: &vars,
                implicit: &implicit,
            };
            let ssa = copy::SsaCopy::new(&input);
            if self.value_numbers {
                let same = value_numbers::same_values(&ssa);
                out.push_str(
                    "// After value numbering (gvn's classes): a value equal to an earlier variable's is written by its name\n",
                );
                let numbered = Notation {
                    same: Some(&same),
                    ..notation
                };
                write_blocks(out, &numbered);
            }
            if self.sccp {
                sccp::write(&ssa, out);
            }
        }
    }
}
