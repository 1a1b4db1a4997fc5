//! Analysis printers: passes that write an analysis of each function to the
//! pass output (stdout, before the IR) and leave the IR alone.
//!
//! - [`cfg`](mod@cfg): `-print-cfg`, the per-block table of predecessors,
//!   successors, immediate dominator and dominance frontier;
//! - [`domtree`]: `-print-domtree`, the dominator tree;
//! - [`frontier`]: `-print-dominance-frontier`, frontiers and (option
//!   `iterated`) the iterated frontiers of the promotable slots;
//! - [`liveness`]: `-print-liveness`, UEVAR/VARKILL/LIVEIN/LIVEOUT over
//!   slots and live-in/live-out over SSA values;
//! - [`dot`]: `-dot-cfg`, Graphviz DOT of the CFG with the dominator tree;
//! - `dead_code`: the traces of `dce{trace=true}` and `adce{trace=true}`.
//!
//! Each printer shows the CFG of the function body; regions nested in ops
//! appear only inside their op (in `-dot-cfg`'s boxes).
//!
//! Blocks and values are named exactly as the IR printer names them
//! ([`Names`]), and every set is listed in layout order (blocks) or
//! definition order (values, slots), so the output is deterministic.
//!
//! The text printers write every line behind `// `: the output of, say,
//! `ssa-opt -print-cfg f.mlir` (tables, then the IR) is still a valid MLIR
//! file that `ssa-opt` and `mlir-opt` read back, so printers can sit
//! anywhere in a shell pipeline. `-dot-cfg` writes plain DOT for `dot`
//! (use `-o /dev/null` to get the graph alone).
//!
//! # Cost
//!
//! Each printer is linear in what it prints: the CFG, the dominator tree
//! and the DOT graph are O(B + E) (plus the names of the blocks); the
//! frontier table and `-print-cfg`'s frontier column are O(B + E + F) for F
//! the frontiers' total size, and `-print-liveness` O(B × V) for V slots or
//! tracked values (the sets it lists; see
//! [`Liveness`](ssa_ir::analysis::Liveness)). F and B × V are quadratic in
//! the function on ladders, loop nests and functions with many variables
//! live everywhere: the output itself is, and the scaling benchmark shows
//! these printers growing with it.

pub mod cfg;
pub(crate) mod dead_code;
pub mod dominators;
pub mod domtree;
pub mod dot;
pub mod frontier;
pub mod liveness;
mod notation;
pub mod postdomtree;
pub mod textbook;
mod trace;

pub use trace::TRACE_LIMIT;

use crate::manager::{Dominance, Output, Pass, PassContext, Preserved};
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{BlockId, Ir, OpId, ValueId};
use ssa_ir::printer::Names;
use std::fmt::Write;
use std::rc::Rc;

/// One function as the printers see it: the IR (read only), its CFG and
/// dominator tree (from the analysis cache), and the names the IR printer
/// gives its blocks and values.
struct Function<'a> {
    ir: &'a Ir,
    func: OpId,
    dominance: Rc<Dominance>,
    names: Names<'a>,
    /// The root block added to a CFG read without code
    /// ([`ssa_ir::edge_list`]), which the textbook printers never show.
    hidden_root: Option<BlockId>,
}

impl Function<'_> {
    /// Is `block` shown (not the hidden root of a `.cfg` graph)?
    fn shown(&self, block: BlockId) -> bool {
        self.hidden_root != Some(block)
    }
}

/// An analysis printer: writes a report of each function to the pass
/// output. As a [`Pass`] it changes nothing and keeps every analysis.
trait FunctionPrinter {
    fn print(&self, function: &Function<'_>, cx: &mut PassContext<'_>);
}

impl<P: FunctionPrinter> Pass for P {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let ir: &Ir = ir;
        let function = Function {
            ir,
            func,
            dominance: cx.analyses.get::<Dominance>(ir, func),
            names: Names::for_function(ir, func),
            hidden_root: hidden_root(ir, func),
        };
        self.print(&function, cx);
        Ok(Preserved::all())
    }
}

/// The entry block of a function marked `cfg.hidden_root` (a CFG read
/// without code), which pictures and textbook views leave out.
pub fn hidden_root(ir: &Ir, func: OpId) -> Option<BlockId> {
    let marked = ir
        .func_attrs(func)
        .and_then(|attrs| attrs.extra.as_deref())
        .is_some_and(|extra| extra.contains(ssa_ir::edge_list::HIDDEN_ROOT_ATTR));
    marked
        .then(|| {
            ir.func_body(func)
                .and_then(|body| ir.region_first_block(body))
        })
        .flatten()
}

/// Writes the banner that opens one function's report, in the style of
/// `mlir-opt`'s IR dumps: `// -----// CFG of func.func @f //----- //`.
pub(crate) fn write_banner(out: &mut Output, ir: &Ir, func: OpId, what: &str) {
    let name = ir.func_attrs(func).map_or("?", |attrs| attrs.name.as_str());
    let _ = writeln!(out, "// -----// {what} of func.func @{name} //----- //");
}

/// `^a, ^b` (duplicates and order kept), or `-` for none.
pub(crate) fn block_list(names: &Names<'_>, blocks: impl IntoIterator<Item = BlockId>) -> String {
    let mut text = String::new();
    for (i, block) in blocks.into_iter().enumerate() {
        if i > 0 {
            text.push_str(", ");
        }
        names.write_block(&mut text, block);
    }
    if text.is_empty() {
        text.push('-');
    }
    text
}

/// `{a, b}`, each member written by `write`; `{}` for none.
fn set_with<T>(members: impl IntoIterator<Item = T>, write: impl Fn(&mut String, T)) -> String {
    let mut text = String::from("{");
    for (i, member) in members.into_iter().enumerate() {
        if i > 0 {
            text.push_str(", ");
        }
        write(&mut text, member);
    }
    text.push('}');
    text
}

/// `{a, b}` from already named members.
fn set<S: AsRef<str>>(members: impl IntoIterator<Item = S>) -> String {
    set_with(members, |text, member| text.push_str(member.as_ref()))
}

/// `{^a, ^b}`: a set of blocks.
fn block_set(names: &Names<'_>, blocks: impl IntoIterator<Item = BlockId>) -> String {
    set_with(blocks, |text, block| names.write_block(text, block))
}

/// `{%a, %b}`: a set of values.
fn value_set(names: &Names<'_>, values: impl IntoIterator<Item = ValueId>) -> String {
    set_with(values, |text, value| names.write_value(text, value))
}

/// Columns are aligned up to this width; a longer cell overflows and shifts
/// the rest of its row, so that one huge set (thousands of live values)
/// does not pad every other row to its width.
const MAX_ALIGNED_WIDTH: usize = 40;

/// A text table: each column as wide as its widest cell (up to
/// [`MAX_ALIGNED_WIDTH`]), columns two spaces apart, the last column
/// unpadded (no trailing blanks), every line behind `// `.
struct Table {
    rows: Vec<Vec<String>>,
}

impl Table {
    fn new(header: &[&str]) -> Table {
        Table {
            rows: vec![header.iter().map(|h| h.to_string()).collect()],
        }
    }

    fn row(&mut self, cells: Vec<String>) {
        debug_assert_eq!(cells.len(), self.rows[0].len());
        self.rows.push(cells);
    }

    fn write(&self, out: &mut Output) {
        let columns = self.rows[0].len();
        let mut widths = vec![0usize; columns];
        for row in &self.rows {
            for (width, cell) in widths.iter_mut().zip(row) {
                *width = (*width).max(cell.chars().count().min(MAX_ALIGNED_WIDTH));
            }
        }
        let mut line = String::new();
        for row in &self.rows {
            line.clear();
            line.push_str("//");
            for (i, cell) in row.iter().enumerate() {
                line.push_str(if i == 0 { " " } else { "  " });
                line.push_str(cell);
                if i + 1 < columns {
                    let pad = widths[i].saturating_sub(cell.chars().count());
                    line.extend(std::iter::repeat_n(' ', pad));
                }
            }
            out.push_str(line.trim_end_matches(' '));
            out.push('\n');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::PassKind;
    use crate::manager::{run_pipeline, RunOptions, RunReport};
    use crate::registry::parse_pipeline;
    use crate::registry::PASSES;
    use ssa_ir::parser::parse_module;
    use ssa_ir::printer::module_to_string;

    /// Runs `pipeline` on `text`; returns the printers' output and the IR
    /// printed afterwards.
    pub(super) fn run(pipeline: &str, text: &str) -> (String, String) {
        let mut ir = parse_module(text, 0).expect("parses");
        let entries = parse_pipeline(pipeline).expect("a valid pipeline");
        let mut report = RunReport::default();
        run_pipeline(&mut ir, &entries, &RunOptions::default(), &mut report)
            .expect("the pipeline runs");
        (report.output.to_string(), module_to_string(&ir))
    }

    /// A chain of `n` blocks, each with an op, ending in a return.
    pub(super) fn chain(n: usize) -> String {
        let mut text = String::from("func.func @chain(%v: i32) -> i32 {\n  cf.br ^b1\n");
        for i in 1..n {
            text.push_str(&format!(
                "^b{i}:\n  %x{i} = arith.addi %v, %v : i32\n  cf.br ^b{}\n",
                i + 1
            ));
        }
        text.push_str(&format!("^b{n}:\n  return %v : i32\n}}\n"));
        text
    }

    const SAMPLE: &str = "func.func @f(%p: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  cf.cond_br %p, ^l, ^r(%v : i32)
^l:
  %w = memref.load %a[] : memref<i32>
  cf.br ^r(%w : i32)
^r(%x: i32):
  return %x : i32
^dead:
  cf.br ^dead
}
";

    /// Every registered printer leaves the IR exactly as it was and writes
    /// something; running it twice writes the same thing twice.
    #[test]
    fn printers_leave_the_ir_alone_and_are_deterministic() {
        let original = module_to_string(&parse_module(SAMPLE, 0).expect("parses"));
        let printers: Vec<_> = PASSES
            .iter()
            .filter(|p| p.kind == PassKind::Printer)
            .collect();
        assert!(printers.len() >= 4);
        for printer in printers {
            let (output, ir) = run(printer.name, SAMPLE);
            assert_eq!(ir, original, "{} changed the IR", printer.name);
            assert!(!output.is_empty(), "{} printed nothing", printer.name);
            let (twice, _) = run(&format!("{0},{0}", printer.name), SAMPLE);
            assert_eq!(twice, format!("{output}{output}"), "{}", printer.name);
        }
    }

    /// A 50,000-block chain (far deeper than a test thread's stack allows
    /// recursion to go): no traversal recurses, and the output grows
    /// linearly (indentation stops growing; `-print-dominators`' ten lines
    /// a block are the longest, about 520 bytes here).
    #[test]
    fn long_chains() {
        let n = 50_000;
        let text = chain(n);
        for printer in PASSES.iter().filter(|p| p.kind == PassKind::Printer) {
            let (output, _) = run(printer.name, &text);
            assert!(
                output.len() < 600 * n,
                "{}: {} bytes",
                printer.name,
                output.len()
            );
        }
    }

    #[test]
    fn table_pads_all_but_the_last_column() {
        let mut table = Table::new(&["block", "preds", "idom"]);
        table.row(vec!["^entry".into(), "-".into(), "-".into()]);
        table.row(vec!["^b".into(), "^entry, ^b".into(), "^entry".into()]);
        table.row(vec!["^c".into(), "^b".into(), String::new()]);
        let mut out = Output::default();
        table.write(&mut out);
        assert_eq!(
            out.to_string(),
            "// block   preds       idom\n\
             // ^entry  -           -\n\
             // ^b      ^entry, ^b  ^entry\n\
             // ^c      ^b\n"
        );
    }

    #[test]
    fn long_cells_overflow_instead_of_padding_every_row() {
        let long = "x".repeat(MAX_ALIGNED_WIDTH + 10);
        let mut table = Table::new(&["a", "b", "c"]);
        table.row(vec!["1".into(), long.clone(), "z".into()]);
        table.row(vec!["2".into(), "y".into(), "z".into()]);
        let mut out = Output::default();
        table.write(&mut out);
        let pad = " ".repeat(MAX_ALIGNED_WIDTH - 1);
        assert_eq!(
            out.to_string(),
            format!("// a  b{pad}  c\n// 1  {long}  z\n// 2  y{pad}  z\n")
        );
    }

    #[test]
    fn sets_and_lists() {
        assert_eq!(set(["%a", "%b"]), "{%a, %b}");
        assert_eq!(set(Vec::<String>::new()), "{}");
    }
}
