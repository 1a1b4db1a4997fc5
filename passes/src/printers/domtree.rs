//! `-print-domtree`: the dominator tree of each function, one block per
//! line, indented by its depth, children in layout order.
//!
//! Each block carries its level (depth in the tree) and the preorder
//! interval of its subtree: `a` dominates `b` iff `b`'s preorder number lies
//! in `a`'s interval — the numbering that makes a dominance query O(1)
//! (Tarjan, "Finding dominators in directed graphs", 1974; LLVM's
//! `DFSNumIn`/`DFSNumOut`).
//!
//! ```text
//! // -----// Dominator tree of func.func @count //----- //
//! // ^bb0 (level 0, preorder 0..2)
//! //   ^body (level 1, preorder 1..1)
//! //   ^exit (level 1, preorder 2..2)
//! ```
//!
//! Blocks unreachable from the entry are not in the tree and are listed on
//! a last line. The hidden root of a CFG read without code is not shown. The walk uses an explicit stack, and indentation stops
//! growing after [`MAX_INDENT`] levels (the level is still printed), so a
//! million-block chain prints in linear space.

use super::{write_banner, Function, FunctionPrinter};
use crate::manager::{OptionlessPassDef, PassContext, PassKind};
use std::fmt::Write;

impl OptionlessPassDef for PrintDomTree {
    const NAME: &'static str = "print-domtree";
    const SUMMARY: &'static str =
        "Print the dominator tree, indented by level, with preorder intervals";
    const KIND: PassKind = PassKind::Printer;
}

/// Deeper levels are printed at this indentation.
pub const MAX_INDENT: u32 = 40;

/// The `print-domtree` printer.
#[derive(Default)]
pub struct PrintDomTree;

impl FunctionPrinter for PrintDomTree {
    fn print(&self, function: &Function<'_>, cx: &mut PassContext<'_>) {
        let (ir, func, names) = (function.ir, function.func, &function.names);
        let (cfg, domtree) = (&function.dominance.cfg, &function.dominance.domtree);
        let num_nodes = cfg.blocks().len();

        // Children in layout order: nodes are numbered in layout order.
        let mut children: Vec<Vec<u32>> = vec![Vec::new(); num_nodes];
        for node in 0..num_nodes as u32 {
            if let Some(idom) = domtree.idom(node) {
                children[idom as usize].push(node);
            }
        }
        let mut preorder = Vec::with_capacity(num_nodes);
        let mut stack = vec![domtree.entry()];
        while let Some(node) = stack.pop() {
            preorder.push(node);
            stack.extend(children[node as usize].iter().rev());
        }
        let mut number = vec![0u32; num_nodes];
        for (position, &node) in preorder.iter().enumerate() {
            number[node as usize] = position as u32;
        }
        let mut last = number.clone();
        for &node in preorder.iter().rev() {
            if let Some(idom) = domtree.idom(node) {
                last[idom as usize] = last[idom as usize].max(last[node as usize]);
            }
        }

        let out = &mut *cx.output;
        write_banner(out, ir, func, "Dominator tree");
        // The hidden root of a CFG without code is not shown: its one child
        // (the first block listed) is the tree's root, levels and preorder
        // numbers count from it.
        let hidden = u32::from(function.hidden_root.is_some());
        for &node in &preorder[hidden as usize..] {
            let level = domtree.level(node).expect("reachable") - hidden;
            out.push_str("// ");
            for _ in 0..level.min(MAX_INDENT) {
                out.push_str("  ");
            }
            names.write_block(out, cfg.block(node));
            let _ = writeln!(
                out,
                " (level {level}, preorder {}..{})",
                number[node as usize] - hidden,
                last[node as usize] - hidden
            );
        }
        let unreachable: Vec<String> = (0..num_nodes as u32)
            .filter(|&node| !domtree.is_reachable(node))
            .map(|node| names.block(cfg.block(node)))
            .collect();
        if !unreachable.is_empty() {
            let _ = writeln!(
                out,
                "// unreachable from the entry (not in the tree): {}",
                unreachable.join(", ")
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{chain, run};
    use super::MAX_INDENT;

    /// Below `MAX_INDENT` levels each level indents by two more spaces;
    /// deeper blocks stay at that indentation, with their level printed.
    #[test]
    fn indentation_is_capped() {
        let (output, _) = run("print-domtree", &chain(MAX_INDENT as usize + 10));
        let indent = |level: u32| {
            let line = output
                .lines()
                .find(|line| line.contains(&format!("(level {level},")))
                .unwrap_or_else(|| panic!("no level {level} in\n{output}"));
            line["// ".len()..].len() - line["// ".len()..].trim_start().len()
        };
        assert_eq!(indent(1), 2);
        assert_eq!(indent(MAX_INDENT), 2 * MAX_INDENT as usize);
        assert_eq!(indent(MAX_INDENT + 5), 2 * MAX_INDENT as usize);
    }
}
