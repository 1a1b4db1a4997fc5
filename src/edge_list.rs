//! CFGs without code: the `.cfg` edge-list format, for the graphs the
//! textbooks draw without a program (dominance, frontier and placement
//! examples), turned into an MLIR function the analysis printers read.
//!
//! Two notations, one graph per file; block names are identifiers
//! (`[A-Za-z0-9_]+`) and are kept:
//!
//! ```text
//! # the diamond of seed 000 §1.5.1        (comments: `#` or `//` to the end of the line)
//! A -> B, C                               (A's successors, in branch order; commas optional)
//! B -> D
//! C -> D
//! D                                       (a block without successors: it returns)
//! ```
//!
//! or the Python dict literal of seed 000 §1.5.1, `block_links=` optional:
//! `{'A': ['B', 'C'], 'B': ['D'], 'C': ['D'], 'D': []}`.
//!
//! Blocks are laid out in the order their successors are listed, then
//! those only named as successors (they return); the first block listed is
//! where execution starts. The function gets a hidden root block (entry,
//! `attributes {cfg.hidden_root}`) that branches to the first block, so
//! that the first block may have predecessors (a loop header), as MLIR's
//! entry block may not; the textbook printers never show the root. A block
//! branches on the function's arguments: `cf.br` to one successor,
//! `cf.cond_br %c` to two, `cf.switch %s` to more (successor order kept).
//!
//! Time and memory linear in the text.

use crate::diagnostic::Diagnostic;
use crate::ir::Loc;
use std::fmt::Write;

/// The function attribute that marks the generated root block as hidden.
pub const HIDDEN_ROOT_ATTR: &str = "cfg.hidden_root";

/// One block of the graph: its name and its successors.
struct Block<'a> {
    name: &'a str,
    succs: Vec<(&'a str, usize)>,
    defined: bool,
}

/// The graph being read, blocks in order of first mention.
#[derive(Default)]
struct Graph<'a> {
    blocks: Vec<Block<'a>>,
    index: std::collections::HashMap<&'a str, usize>,
    /// The blocks whose successors are listed, in the order listed.
    order: Vec<usize>,
}

impl<'a> Graph<'a> {
    fn block(&mut self, name: &'a str) -> usize {
        if let Some(&i) = self.index.get(name) {
            return i;
        }
        self.index.insert(name, self.blocks.len());
        self.blocks.push(Block {
            name,
            succs: Vec::new(),
            defined: false,
        });
        self.blocks.len() - 1
    }

    /// Records `name`'s successor list; a block listed twice is an error.
    fn define(
        &mut self,
        name: &'a str,
        offset: usize,
        succs: Vec<(&'a str, usize)>,
    ) -> Result<(), Diagnostic> {
        let i = self.block(name);
        if self.blocks[i].defined {
            return Err(Diagnostic::error(
                Loc::at(offset),
                format!("block '{name}' already has its successors listed"),
            ));
        }
        for &(succ, _) in &succs {
            self.block(succ);
        }
        let block = &mut self.blocks[i];
        block.defined = true;
        block.succs = succs;
        self.order.push(i);
        Ok(())
    }
}

/// A cursor over the text.
struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    /// Skips blanks and comments; with `newlines`, line ends too.
    fn skip(&mut self, newlines: bool) {
        loop {
            let rest = self.rest();
            let trimmed = rest.trim_start_matches(|c: char| {
                c == ' ' || c == '\t' || c == '\r' || (newlines && c == '\n')
            });
            self.pos += rest.len() - trimmed.len();
            if trimmed.starts_with('#') || trimmed.starts_with("//") {
                self.pos += trimmed.find('\n').unwrap_or(trimmed.len());
            } else {
                return;
            }
        }
    }

    fn eat(&mut self, token: &str) -> bool {
        if self.rest().starts_with(token) {
            self.pos += token.len();
            true
        } else {
            false
        }
    }

    fn error(&self, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(Loc::at(self.pos), message)
    }

    fn expect(&mut self, token: &str, what: &str) -> Result<(), Diagnostic> {
        if self.eat(token) {
            Ok(())
        } else {
            Err(self.error(format!("expected '{token}' {what}")))
        }
    }

    /// A block name, bare or (`quoted`) between matching quotes.
    fn name(&mut self, quoted: bool) -> Result<(&'a str, usize), Diagnostic> {
        let quote = if quoted {
            match self.rest().chars().next() {
                Some(q @ ('\'' | '"')) => {
                    self.pos += 1;
                    Some(q)
                }
                _ => return Err(self.error("expected a quoted block name")),
            }
        } else {
            None
        };
        let start = self.pos;
        let len = self
            .rest()
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(self.rest().len());
        if len == 0 {
            return Err(self.error("expected a block name (letters, digits, '_')"));
        }
        self.pos += len;
        if let Some(q) = quote {
            if !self.eat(&q.to_string()) {
                return Err(self.error(format!("expected the closing {q} of the block name")));
            }
        }
        Ok((&self.text[start..start + len], start))
    }
}

/// Reads the edge-list lines `A -> B, C`.
fn parse_lines<'a>(cursor: &mut Cursor<'a>, graph: &mut Graph<'a>) -> Result<(), Diagnostic> {
    loop {
        cursor.skip(true);
        if cursor.rest().is_empty() {
            return Ok(());
        }
        let (name, offset) = cursor.name(false)?;
        cursor.skip(false);
        let mut succs = Vec::new();
        if cursor.eat("->") {
            loop {
                cursor.skip(false);
                if cursor.rest().is_empty() || cursor.rest().starts_with('\n') {
                    break;
                }
                succs.push(cursor.name(false)?);
                cursor.skip(false);
                cursor.eat(",");
            }
        }
        cursor.skip(false);
        if !(cursor.rest().is_empty() || cursor.eat("\n")) {
            return Err(cursor.error("expected '->' or the end of the line after a block name"));
        }
        graph.define(name, offset, succs)?;
    }
}

/// Reads the dict literal `{'A': ['B', 'C'], ...}`.
fn parse_dict<'a>(cursor: &mut Cursor<'a>, graph: &mut Graph<'a>) -> Result<(), Diagnostic> {
    cursor.expect("{", "to open the dict")?;
    loop {
        cursor.skip(true);
        if cursor.eat("}") {
            break;
        }
        let (name, offset) = cursor.name(true)?;
        cursor.skip(true);
        cursor.expect(":", "after the block name")?;
        cursor.skip(true);
        cursor.expect("[", "to open the successor list")?;
        let mut succs = Vec::new();
        loop {
            cursor.skip(true);
            if cursor.eat("]") {
                break;
            }
            succs.push(cursor.name(true)?);
            cursor.skip(true);
            if !cursor.eat(",") {
                cursor.skip(true);
                cursor.expect("]", "or ',' in the successor list")?;
                break;
            }
        }
        graph.define(name, offset, succs)?;
        cursor.skip(true);
        if !cursor.eat(",") {
            cursor.skip(true);
            cursor.expect("}", "or ',' after a block's successors")?;
            break;
        }
    }
    cursor.skip(true);
    cursor.eat(")");
    cursor.skip(true);
    if !cursor.rest().is_empty() {
        return Err(cursor.error("unexpected text after the dict"));
    }
    Ok(())
}

/// The MLIR function of the graph in `text` (either notation), or the
/// first error, located in `text`.
pub fn to_mlir(text: &str) -> Result<String, Diagnostic> {
    let mut cursor = Cursor { text, pos: 0 };
    let mut graph = Graph::default();
    cursor.skip(true);
    let dict = cursor.rest().starts_with('{') || cursor.rest().starts_with("block_links");
    if dict {
        if cursor.eat("block_links") {
            cursor.skip(true);
            cursor.expect("=", "after 'block_links'")?;
            cursor.skip(true);
        }
        parse_dict(&mut cursor, &mut graph)?;
    } else {
        parse_lines(&mut cursor, &mut graph)?;
    }
    let Some(&first) = graph.order.first() else {
        return Err(Diagnostic::error(
            Loc::at(0),
            "no blocks: expected 'A -> B, C' lines",
        ));
    };
    let mut out = format!(
        "func.func @cfg(%c: i1, %s: i32) attributes {{{HIDDEN_ROOT_ATTR}}} {{\n  cf.br ^{}\n",
        graph.blocks[first].name
    );
    let listed = graph.order.iter().map(|&i| &graph.blocks[i]);
    for block in listed.chain(graph.blocks.iter().filter(|b| !b.defined)) {
        let _ = writeln!(out, "^{}:", block.name);
        match block.succs.as_slice() {
            [] => out.push_str("  return\n"),
            [(a, _)] => {
                let _ = writeln!(out, "  cf.br ^{a}");
            }
            [(a, _), (b, _)] => {
                let _ = writeln!(out, "  cf.cond_br %c, ^{a}, ^{b}");
            }
            [(default, _), rest @ ..] => {
                let _ = write!(out, "  cf.switch %s : i32, [\n    default: ^{default}");
                for (case, (succ, _)) in rest.iter().enumerate() {
                    let _ = write!(out, ",\n    {case}: ^{succ}");
                }
                out.push_str("\n  ]\n");
            }
        }
    }
    out.push_str("}\n");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_at(text: &str) -> (usize, String) {
        let d = to_mlir(text).expect_err("an error");
        (d.loc.offset().expect("located"), d.message)
    }

    #[test]
    fn both_notations_give_the_same_function() {
        let lines = to_mlir("# diamond\nA -> B, C\nB -> D // left\nC -> D\nD\n").unwrap();
        let dict =
            to_mlir("block_links={'A': ['B', 'C'], 'B': ['D'],\n 'C': ['D'], 'D': []}").unwrap();
        assert_eq!(lines, dict);
        assert_eq!(
            lines,
            "func.func @cfg(%c: i1, %s: i32) attributes {cfg.hidden_root} {\n  cf.br ^A\n\
             ^A:\n  cf.cond_br %c, ^B, ^C\n^B:\n  cf.br ^D\n^C:\n  cf.br ^D\n^D:\n  return\n}\n"
        );
    }

    #[test]
    fn three_successors_switch_and_unlisted_blocks_return() {
        let text = to_mlir("0 -> 1 2 3\n3 -> 0").unwrap();
        assert!(text.contains("^0:\n  cf.switch"));
        assert!(
            text.contains("^3:\n  cf.br ^0\n^1:\n  return\n^2:"),
            "{text}"
        );
        assert!(
            text.contains("cf.switch %s : i32, [\n    default: ^1,\n    0: ^2,\n    1: ^3\n  ]")
        );
        assert!(text.contains("^1:\n  return\n"));
        assert!(text.contains("^3:\n  cf.br ^0\n"));
    }

    #[test]
    fn errors_point_at_the_offending_character() {
        assert_eq!(error_at("A -> B\nA -> C\n").0, 7);
        assert_eq!(
            error_at("A -> B\nA -> C\n").1,
            "block 'A' already has its successors listed"
        );
        assert_eq!(error_at("A => B").0, 2);
        assert_eq!(error_at("{'A': ['B' 'C']}").0, 11);
        assert_eq!(error_at("{'A': ['B]}").0, 9);
        assert_eq!(error_at("{'A': []} x").0, 10);
        assert_eq!(
            error_at("  # nothing\n").1,
            "no blocks: expected 'A -> B, C' lines"
        );
        assert_eq!(error_at("A -> B.").0, 6);
    }
}
