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
//! The graph is written with petgraph's `dot` module, which escapes the
//! labels (quotes, backslashes; line breaks become Graphviz's left-aligned
//! `\l`); the digraph header and the graph-wide attributes are written
//! here, as petgraph has no place for them.
//!
//! Cost: O(B + E + O) time and memory for B blocks, E edges and O ops
//! (the graph printed).

use super::{Function, FunctionPrinter};
use crate::manager::{PassContext, PassOptions};
use crate::registry::{PassInfo, PassKind};
use petgraph::dot::{Config, Dot};
use petgraph::graph::{DiGraph, NodeIndex};
use ssa_ir::ir::{BlockId, Ir};
use ssa_ir::printer::Names;
use std::fmt::{self, Write};

/// Registry entry.
pub static INFO: PassInfo = PassInfo {
    name: "dot-cfg",
    summary: "Print each function's CFG and dominator tree as a Graphviz digraph",
    kind: PassKind::Printer,
    options: &[],
    create: |_: &PassOptions| Box::new(DotCfg),
};

struct DotCfg;

/// What an edge of the drawing stands for.
enum Edge {
    /// A CFG edge; the successor index when the terminator has several.
    Cfg(Option<usize>),
    /// A dominator-tree edge, from the immediate dominator.
    Dominates,
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

        let mut graph: DiGraph<Node, Edge> = DiGraph::with_capacity(cfg.blocks().len(), 0);
        for (node, &block) in cfg.blocks().iter().enumerate() {
            graph.add_node(Node {
                label: block_label(ir, names, block),
                reachable: domtree.is_reachable(node as u32),
            });
        }
        for (node, &block) in cfg.blocks().iter().enumerate() {
            let Some(term) = ir.terminator(block) else {
                continue;
            };
            let count = ir.num_successors(term);
            for (index, succ) in ir.successors(term).enumerate() {
                if let Some(target) = cfg.try_node(succ) {
                    let label = (count > 1).then_some(index);
                    graph.add_edge(
                        NodeIndex::new(node),
                        NodeIndex::new(target as usize),
                        Edge::Cfg(label),
                    );
                }
            }
        }
        for &node in domtree.preorder() {
            for &child in domtree.children(node) {
                graph.add_edge(
                    NodeIndex::new(node as usize),
                    NodeIndex::new(child as usize),
                    Edge::Dominates,
                );
            }
        }

        let name = ir.func_attrs(func).map_or("?", |attrs| attrs.name.as_str());
        let out = &mut *cx.output;
        let _ = writeln!(out, "digraph \"{}\" {{", escape(name));
        let _ = writeln!(
            out,
            "    label = \"CFG of func.func @{} (dashed: dominator tree)\"",
            escape(name)
        );
        out.push_str("    labelloc = t\n");
        out.push_str("    node [shape = box, fontname = \"monospace\"]\n");
        let edge_attributes =
            |_, edge: petgraph::graph::EdgeReference<'_, Edge>| match edge.weight() {
                Edge::Cfg(Some(index)) => format!("label = \"{index}\""),
                Edge::Cfg(None) => String::new(),
                Edge::Dominates => "style = dashed, color = gray, constraint = false".to_string(),
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
