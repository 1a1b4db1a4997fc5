//! `-print-postdomtree`: the post-dominator tree and control dependence
//! (Cytron et al., TOPLAS 1991, §7.1; Cooper & Torczon §10.2.1), what
//! `adce` relies on: per block, in layout order, its immediate
//! post-dominator and the blocks it is control dependent on, which are its
//! post-dominance frontier (the dominance frontier on the reversed graph):
//! the blocks whose branch decides whether it runs.
//!
//! ```text
//! // -----// Post-dominator tree of func.func @f //----- //
//! // block  ipdom  control dependent on
//! // B1     B4     {}
//! // B2     B4     {B1}
//! // B3     B4     {B1}
//! // B4     exit   {}
//! ```
//!
//! `exit` is the virtual exit that every return (and one block of each
//! loop that cannot be left) flows to ([`PostDomTree`]). Block names lose
//! their `^`. Cost: the tree and the post-dominance frontiers (the
//! analysis, as `adce` computes them), and the output they make.

use super::notation::plain;
use super::{write_banner, Function, FunctionPrinter, Table};
use crate::manager::{OptionlessPassDef, PassContext, PassKind};
use ssa_ir::analysis::{DominanceFrontiers, PostDomTree};

impl OptionlessPassDef for PrintPostDomTree {
    const NAME: &'static str = "print-postdomtree";
    const SUMMARY: &'static str =
        "Print each block's immediate post-dominator and the blocks it is control dependent on";
    const KIND: PassKind = PassKind::Printer;
}

/// The `print-postdomtree` printer.
#[derive(Default)]
pub struct PrintPostDomTree;

impl FunctionPrinter for PrintPostDomTree {
    fn print(&self, function: &Function<'_>, cx: &mut PassContext<'_>) {
        let (ir, func, names) = (function.ir, function.func, &function.names);
        let cfg = &function.dominance.cfg;
        let pdt = PostDomTree::compute(&cfg.graph);
        let rdf = DominanceFrontiers::compute(pdt.reversed_graph(), pdt.tree());
        let num_nodes = cfg.blocks().len() as u32;
        let label = |node: u32| plain(names.block(cfg.block(node)));
        let mut table = Table::new(&["block", "ipdom", "control dependent on"]);
        for node in 0..num_nodes {
            if !function.shown(cfg.block(node)) {
                continue;
            }
            let ipdom = pdt.ipdom(node).map_or_else(|| "exit".to_string(), label);
            let deciders: Vec<String> = rdf
                .frontier(node)
                .iter()
                .filter(|&&n| n < num_nodes)
                .map(|&n| label(n))
                .collect();
            table.row(vec![
                label(node),
                ipdom,
                format!("{{{}}}", deciders.join(", ")),
            ]);
        }
        write_banner(cx.output, ir, func, "Post-dominator tree");
        table.write(cx.output);
    }
}
