//! `-print-dominators`: per block, the nine fields of the table in seed
//! 004 (a Q&A on Cytron et al.'s algorithm), in its layout, then the
//! block's instructions in the textbook notation (`notation`):
//!
//! ```text
//! // 1 ->
//! //     predecessors                = [0,1]
//! //     successors                  = [1,2]
//! //     dominators                  = [0,1]
//! //     strict dominators           = [0]
//! //     dominatees                  = [1]
//! //     dominance frontier          = [1,2]
//! //     inverse dominance frontier  = [1]
//! //     immediate dominator         = 0
//! //     immediate dominatees        = []
//! //     instructions                =
//! //         x = i + 1
//! ```
//!
//! Dominators are listed from the root down; every other list in layout
//! order, without repeats; the inverse dominance frontier of `b` is the set of blocks whose
//! frontier holds `b`. A block unreachable from the entry has no
//! dominators and `immediate dominator = unreachable`.
//!
//! Cost: O(B + E + F) time and memory for F the frontiers' total size
//! (the analysis; Cytron et al. 1991 §4.2: quadratic at worst, on deep
//! nests), all of which is printed: the frontier and inverse frontier are
//! the output. Every other list stops after [`LIST_LIMIT`] blocks (`...`
//! and the count left out), and dominators and dominatees longer than that
//! are only counted (`[... 5000 blocks]`), so they stay linear where
//! dominator and dominatee sets add up to a quadratic size (a long chain).

use super::notation::{Notation, Unversioned};
use super::{write_banner, Function, FunctionPrinter};
use crate::manager::{OptionlessPassDef, PassContext, PassKind};
use crate::mem2reg::slots::Slots;
use ssa_ir::analysis::DominanceFrontiers;
use std::fmt::Write;

impl OptionlessPassDef for PrintDominators {
    const NAME: &'static str = "print-dominators";
    const SUMMARY: &'static str = "Print seed 004's nine-field table per block (dominators, dominatees, frontier, inverse frontier, ...) and its code";
    const KIND: PassKind = PassKind::Printer;
}

/// The longest list printed in full.
pub const LIST_LIMIT: usize = 32;

/// A list of `count` blocks, too long to print.
fn too_many(count: usize) -> String {
    format!("[... {count} blocks]")
}

/// The `print-dominators` printer.
#[derive(Default)]
pub struct PrintDominators;

impl FunctionPrinter for PrintDominators {
    fn print(&self, function: &Function<'_>, cx: &mut PassContext<'_>) {
        let (ir, func, names) = (function.ir, function.func, &function.names);
        let (cfg, domtree) = (&function.dominance.cfg, &function.dominance.domtree);
        let frontiers = cx.analyses.get::<DominanceFrontiers>(ir, func);
        let slots = Slots::find(ir, func);
        let vars = Unversioned { ir, names };
        let notation = Notation {
            ir,
            names,
            slots: &slots,
            vars: &vars,
            same: None,
        };
        let num_nodes = cfg.blocks().len();
        let shown = |node: u32| function.shown(cfg.block(node));
        let list_upto = |nodes: &mut dyn Iterator<Item = u32>, limit: usize| {
            let mut text = String::from("[");
            let mut count = 0;
            for node in nodes.filter(|&n| shown(n)) {
                if count < limit {
                    if count > 0 {
                        text.push(',');
                    }
                    text.push_str(&notation.label(cfg.block(node)));
                }
                count += 1;
            }
            if count > limit {
                let _ = write!(text, ",... ({} more)", count - limit);
            }
            text.push(']');
            text
        };
        let list = |nodes: &mut dyn Iterator<Item = u32>| list_upto(nodes, LIST_LIMIT);
        let mut inverse: Vec<Vec<u32>> = vec![Vec::new(); num_nodes];
        for node in 0..num_nodes as u32 {
            for &member in frontiers.frontier(node) {
                inverse[member as usize].push(node);
            }
        }
        let preorder = domtree.preorder();
        let out = &mut *cx.output;
        write_banner(out, ir, func, "Dominators");
        for (node, &block) in cfg.blocks().iter().enumerate() {
            let node = node as u32;
            if !shown(node) {
                continue;
            }
            let sorted = |nodes: &[u32]| {
                let mut nodes = nodes.to_vec();
                nodes.sort_unstable();
                nodes.dedup();
                nodes
            };
            let preds = sorted(cfg.graph.preds(node));
            let succs = sorted(cfg.graph.succs(node));
            // The dominators and dominatees of a block deep in a long chain
            // are thousands: those lists are only counted (in O(1), from
            // the block's level and preorder interval) past the limit.
            let hidden = usize::from(function.hidden_root.is_some());
            let depth = domtree
                .level(node)
                .map_or(0, |level| level as usize + 1 - hidden);
            let (dominators, strict) = if depth > LIST_LIMIT + 1 {
                (too_many(depth), too_many(depth - 1))
            } else {
                let mut path = Vec::new();
                if domtree.is_reachable(node) {
                    let mut up = Some(node);
                    while let Some(n) = up {
                        path.push(n);
                        up = domtree.idom(n);
                    }
                    path.reverse();
                }
                let strict = list(&mut path[..path.len().saturating_sub(1)].iter().copied());
                (list(&mut path.into_iter()), strict)
            };
            let dominatees = match domtree.subtree(node) {
                Some((first, last)) if (last - first) as usize >= LIST_LIMIT => {
                    too_many((last - first) as usize + 1)
                }
                Some((first, last)) => {
                    let mut nodes = preorder[first as usize..=last as usize].to_vec();
                    nodes.sort_unstable();
                    list(&mut nodes.into_iter())
                }
                None => list(&mut std::iter::empty()),
            };
            let idom = match domtree.idom(node) {
                Some(idom) if shown(idom) => notation.label(cfg.block(idom)),
                Some(_) => "none".to_string(),
                None if domtree.is_reachable(node) => "none".to_string(),
                None => "unreachable".to_string(),
            };
            let children = sorted(domtree.children(node));
            let fields = [
                ("predecessors", list(&mut preds.into_iter())),
                ("successors", list(&mut succs.into_iter())),
                ("dominators", dominators),
                ("strict dominators", strict),
                ("dominatees", dominatees),
                (
                    "dominance frontier",
                    list_upto(&mut frontiers.frontier(node).iter().copied(), usize::MAX),
                ),
                (
                    "inverse dominance frontier",
                    list_upto(&mut inverse[node as usize].iter().copied(), usize::MAX),
                ),
                ("immediate dominator", idom),
                ("immediate dominatees", list(&mut children.into_iter())),
            ];
            let _ = writeln!(out, "// {} ->", notation.label(block));
            for (name, value) in fields {
                let _ = writeln!(out, "//     {name:<27} = {value}");
            }
            let _ = writeln!(out, "//     {:<27} =", "instructions");
            for line in notation.statements(block) {
                let _ = writeln!(out, "//         {line}");
            }
        }
    }
}
