//! `-dot-cfg`: each function's CFG as a Graphviz digraph (`ssa-opt
//! -dot-cfg f.mlir -o /dev/null | dot -Tsvg > f.svg`).
//!
//! One box per block, listing its label (with arguments) and its ops as the
//! IR printer prints them, left-aligned; solid edges for the CFG, labelled
//! with the successor index when a terminator has several; dashed grey
//! edges from each block to the blocks it immediately dominates (left out
//! of the layout ranking, so the picture keeps the CFG's shape). Blocks
//! unreachable from the entry are drawn dotted.
//!
//! Options, for the figures the textbooks describe: `domtree=false` leaves
//! the dominator tree out; `frontier=B3` draws bold red edges from block
//! `^B3` to each block of its dominance frontier; `phis=FLAVOR` (`maximal`,
//! `minimal`, `semi-pruned`, `pruned`) writes under each block's label the
//! Φs `mem2reg` would place there for its slots (`Φ: a, b`), without
//! changing the IR. The hidden root of a CFG read without code is not
//! drawn.
//!
//! The graph is written with petgraph's `dot` module, which escapes the
//! labels (quotes, backslashes; line breaks become Graphviz's left-aligned
//! `\l`); the digraph header and the graph-wide attributes are written
//! here, as petgraph has no place for them.
//!
//! Cost: O(B + E + O) time and memory for B blocks, E edges and O ops
//! (the graph printed).

use super::notation::{plain, variable_names};
use super::{Function, FunctionPrinter};
use crate::manager::{PassContext, PassDef, PassKind};
use crate::mem2reg::cytron::Flavor;
use crate::mem2reg::cytron_placement;
use crate::mem2reg::slots::Slots;
use petgraph::dot::{Config, Dot};
use petgraph::graph::{DiGraph, NodeIndex};
use ssa_ir::analysis::DominanceFrontiers;
use ssa_ir::ir::{BlockId, Ir};
use ssa_ir::printer::Names;
use std::fmt::{self, Write};

crate::pass_options! {
    /// Options of `dot-cfg`.
    pub struct DotCfgOptions {
        /// draw the dominator tree (dashed grey edges)
        domtree("domtree"): bool = true,
        /// a block name (without ^): draw its dominance frontier edges in red
        frontier("frontier"): String = String::new(),
        /// list in each block the Φs mem2reg's cytron flavour places there
        phis("phis"): Option<Flavor> = None,
    }
}

impl PassDef for DotCfg {
    const NAME: &'static str = "dot-cfg";
    const SUMMARY: &'static str =
        "Print each function's CFG and dominator tree as a Graphviz digraph";
    const KIND: PassKind = PassKind::Printer;
    type Options = DotCfgOptions;
    fn new(options: &DotCfgOptions) -> DotCfg {
        DotCfg {
            domtree: options.domtree,
            frontier: options.frontier.clone(),
            phis: options.phis,
        }
    }
}

/// The `dot-cfg` printer.
pub struct DotCfg {
    domtree: bool,
    /// The block whose frontier is drawn (name without `^`), if any.
    frontier: String,
    phis: Option<Flavor>,
}

/// What an edge of the drawing stands for.
enum Edge {
    /// A CFG edge; the successor index when the terminator has several.
    Cfg(Option<usize>),
    /// A dominator-tree edge, from the immediate dominator.
    Dominates,
    /// From the chosen block to a block of its dominance frontier.
    Frontier,
}

/// A block's box.
struct Node {
    /// The label text, one line per row, each ending in `\n`.
    label: String,
    reachable: bool,
}

impl FunctionPrinter for DotCfg {
    fn print(&self, function: &Function<'_>, cx: &mut PassContext<'_>) {
        let (ir, func, names) = (function.ir, function.func, &function.names);
        let (cfg, domtree) = (&function.dominance.cfg, &function.dominance.domtree);

        let mut phis: Vec<Vec<u32>> = vec![Vec::new(); cfg.blocks().len()];
        let mut slot_names = Vec::new();
        if let Some(flavor) = self.phis {
            let slots = Slots::find(ir, func);
            if !slots.is_empty() {
                for (node, slot) in cytron_placement(ir, func, function.dominance.clone(), flavor) {
                    phis[node as usize].push(slot);
                }
            }
            slot_names = variable_names(names, &slots);
        }
        // Nodes of the drawing: every block but a hidden root.
        let mut index = vec![None; cfg.blocks().len()];
        let mut graph: DiGraph<Node, Edge> = DiGraph::with_capacity(cfg.blocks().len(), 0);
        for (node, &block) in cfg.blocks().iter().enumerate() {
            if !function.shown(block) {
                continue;
            }
            let mut label = block_label(ir, names, block);
            if !phis[node].is_empty() {
                let placed: Vec<&str> = phis[node]
                    .iter()
                    .map(|&s| slot_names[s as usize].as_str())
                    .collect();
                label.insert_str(
                    label.find('\n').map_or(0, |i| i + 1),
                    &format!("  Φ: {}\n", placed.join(", ")),
                );
            }
            index[node] = Some(graph.add_node(Node {
                label,
                reachable: domtree.is_reachable(node as u32),
            }));
        }
        let mut add_edge = |from: u32, to: u32, edge: Edge| {
            if let (Some(a), Some(b)) = (index[from as usize], index[to as usize]) {
                graph.add_edge(a, b, edge);
            }
        };
        for (node, &block) in cfg.blocks().iter().enumerate() {
            let Some(term) = ir.terminator(block) else {
                continue;
            };
            let count = ir.num_successors(term);
            for (index, succ) in ir.successors(term).enumerate() {
                if let Some(target) = cfg.try_node(succ) {
                    add_edge(node as u32, target, Edge::Cfg((count > 1).then_some(index)));
                }
            }
        }
        if self.domtree {
            for &node in domtree.preorder() {
                for &child in domtree.children(node) {
                    add_edge(node, child, Edge::Dominates);
                }
            }
        }
        if !self.frontier.is_empty() {
            let chosen = (0..cfg.blocks().len() as u32)
                .find(|&node| plain(names.block(cfg.block(node))) == self.frontier);
            match chosen {
                Some(chosen) => {
                    let frontiers = cx.analyses.get::<DominanceFrontiers>(ir, func);
                    for &member in frontiers.frontier(chosen) {
                        add_edge(chosen, member, Edge::Frontier);
                    }
                }
                None => {
                    let _ = writeln!(cx.output, "// dot-cfg: no block named '{}'", self.frontier);
                }
            }
        }

        let name = ir.func_attrs(func).map_or("?", |attrs| attrs.name.as_str());
        let out = &mut *cx.output;
        let _ = writeln!(out, "digraph \"{}\" {{", escape(name));
        let mut legend = Vec::new();
        if self.domtree {
            legend.push("dashed: dominator tree".to_string());
        }
        if !self.frontier.is_empty() {
            legend.push(format!("red: DF({})", self.frontier));
        }
        let legend = if legend.is_empty() {
            String::new()
        } else {
            format!(" ({})", legend.join("; "))
        };
        let _ = writeln!(
            out,
            "    label = \"CFG of func.func @{}{}\"",
            escape(name),
            escape(&legend)
        );
        out.push_str("    labelloc = t\n");
        out.push_str("    node [shape = box, fontname = \"monospace\"]\n");
        let edge_attributes =
            |_, edge: petgraph::graph::EdgeReference<'_, Edge>| match edge.weight() {
                Edge::Cfg(Some(index)) => format!("label = \"{index}\""),
                Edge::Cfg(None) => String::new(),
                Edge::Dominates => "style = dashed, color = gray, constraint = false".to_string(),
                Edge::Frontier => {
                    "style = bold, color = red, constraint = false, label = \"DF\"".to_string()
                }
            };
        let node_attributes = |_, (_, node): (NodeIndex, &Node)| {
            if node.reachable {
                String::new()
            } else {
                "style = dotted".to_string()
            }
        };
        let dot = Dot::with_attr_getters(
            &graph,
            &[Config::EdgeNoLabel, Config::GraphContentOnly],
            &edge_attributes,
            &node_attributes,
        );
        let _ = write!(out, "{dot}");
        out.push_str("}\n");
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

/// Edges carry no label text of their own (see `edge_attributes`).
impl fmt::Display for Edge {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        Ok(())
    }
}

/// The text of a block's box: `^name(%a: T):` and its ops, one per line.
fn block_label(ir: &Ir, names: &Names<'_>, block: BlockId) -> String {
    let mut label = String::new();
    names.write_block(&mut label, block);
    let args = ir.block_args(block);
    if !args.is_empty() {
        label.push('(');
        for (i, &arg) in args.iter().enumerate() {
            if i > 0 {
                label.push_str(", ");
            }
            names.write_value(&mut label, arg);
            let _ = write!(label, ": {}", ir.types.display(ir.value_type(arg)));
        }
        label.push(')');
    }
    label.push_str(":\n");
    for op in ir.block_ops(block) {
        for line in names.op(op).lines() {
            let _ = writeln!(label, "  {line}");
        }
    }
    label
}

/// A DOT string literal's contents.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}
