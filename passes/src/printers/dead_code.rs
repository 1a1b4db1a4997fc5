//! Traces of dead-code elimination, for `dce{trace=true}` and
//! `adce{trace=true}`: each op deleted and why, in the texts' terms.
//!
//! - `dce`, the use-count algorithm of the DCC888 slides (seed 002, "Dead
//!   Code Elimination"): `counter[v]` is the number of uses of `v`; while
//!   some `v` has `counter[v] = 0` and the statement defining it has no
//!   other side effect, the statement is deleted and the counter of each
//!   variable it uses goes down. Also the blocks unreachable from the entry
//!   and the block arguments (φs) removed as dead or trivial.
//! - `adce`, mark and sweep (Cytron et al. 1991, §7.1; Cooper and Torczon
//!   §10.2; none of the seeds gives this algorithm, 000 §1.6.1.3 only names
//!   it): Mark starts from the critical ops (effects, returns) and marks
//!   what they use and the branches their blocks are control dependent on,
//!   each with the reason; Sweep deletes what is unmarked and turns each
//!   unmarked branch into a jump to its nearest marked post-dominator.
//!
//! Ops are written as the IR printer prints them in the pass's input (first
//! line only, for an op with regions), values and blocks by their names
//! there. A trace writes at most [`TRACE_LIMIT`] lines per function (then
//! says it stopped); `dce`'s keeps the names and op texts of the function
//! taken before it changes anything: O(size of the function) time and
//! memory more than the pass, once per function, only with `trace=true`.

use super::{write_banner, TRACE_LIMIT};
use crate::manager::Output;
use ssa_ir::ir::{BlockId, Ir, OpId, ValueDef, ValueId};
use ssa_ir::printer::Names;
use ssa_ir::run_hash::RunMap;

/// Lines of one function's trace, at most [`TRACE_LIMIT`].
#[derive(Default)]
struct Lines {
    text: String,
    count: usize,
}

impl Lines {
    fn push(&mut self, line: impl FnOnce() -> String) {
        if self.count < TRACE_LIMIT {
            self.text.push_str("// ");
            self.text.push_str(&line());
            self.text.push('\n');
        } else if self.count == TRACE_LIMIT {
            self.text
                .push_str("// ... trace stopped: it reached its limit of lines\n");
        }
        self.count += 1;
    }

    fn full(&self) -> bool {
        self.count > TRACE_LIMIT
    }
}

/// The block whose argument `arg` is.
fn arg_block(ir: &Ir, arg: ValueId) -> BlockId {
    match ir.value_def(arg) {
        ValueDef::Arg(block, _) => block,
        _ => unreachable!("a block argument"),
    }
}

/// The first line of `op` as printed.
fn op_text(names: &Names<'_>, op: OpId) -> String {
    let text = names.op(op);
    match text.split_once('\n') {
        Some((first, _)) => format!("{first} ..."),
        None => text,
    }
}

/// The trace of one `dce` run: names and op texts of the input, and the
/// lines written so far.
pub(crate) struct DceTrace {
    values: RunMap<ValueId, String>,
    blocks: RunMap<BlockId, String>,
    ops: RunMap<OpId, String>,
    lines: Lines,
}

impl DceTrace {
    /// Takes the names and op texts of `func` (its nested regions included)
    /// before the pass changes anything.
    pub fn new(ir: &Ir, func: OpId) -> DceTrace {
        let names = Names::for_function(ir, func);
        let mut trace = DceTrace {
            values: RunMap::default(),
            blocks: RunMap::default(),
            ops: RunMap::default(),
            lines: Lines::default(),
        };
        let mut regions: Vec<_> = ir.op_regions(func).to_vec();
        while let Some(region) = regions.pop() {
            for block in ir.region_blocks(region) {
                trace.blocks.insert(block, names.block(block));
                for &arg in ir.block_args(block) {
                    trace.values.insert(arg, names.value(arg));
                }
                for op in ir.block_ops(block) {
                    trace.ops.insert(op, op_text(&names, op));
                    for v in ir.results(op) {
                        trace.values.insert(v, names.value(v));
                    }
                    regions.extend_from_slice(ir.op_regions(op));
                }
            }
        }
        trace.lines.push(|| {
            "counter[v] = the uses of v; while some v has counter[v] = 0 and the statement \
             defining it has no other side effect: delete it, and decrement counter[x] for each \
             x it uses (DCC888)"
                .to_string()
        });
        trace
    }

    fn value(&self, v: ValueId) -> &str {
        self.values.get(&v).map_or("%?", String::as_str)
    }

    fn block(&self, b: BlockId) -> &str {
        self.blocks.get(&b).map_or("^?", String::as_str)
    }

    /// Blocks unreachable from the entry, deleted first.
    pub fn unreachable(&mut self, ir: &Ir, blocks: &[BlockId]) {
        for &block in blocks {
            let ops = ir.block_ops(block).count();
            let name = self.block(block).to_string();
            let plural = if ops == 1 { "" } else { "s" };
            self.lines.push(|| {
                format!("{name}: unreachable from the entry: deleted with its {ops} op{plural}")
            });
        }
    }

    /// `op`, about to be deleted: its results are unused and it has no
    /// side effects.
    pub fn deleted(&mut self, ir: &Ir, op: OpId) {
        if self.lines.full() {
            return;
        }
        let results: Vec<&str> = ir.results(op).map(|v| self.value(v)).collect();
        let why = if results.is_empty() {
            "no results and no side effects".to_string()
        } else {
            format!("counter[{}] = 0", results.join("] = counter["))
        };
        let text = self.ops.get(&op).map_or("?", String::as_str);
        let line = format!("{why}: delete {text}");
        self.lines.push(|| line);
    }

    /// The counters of `values`, which a deleted statement or a removed
    /// argument used, after the decrement.
    pub fn released(&mut self, ir: &Ir, values: &[ValueId]) {
        for &v in values {
            if self.lines.full() {
                return;
            }
            let state = if ir.has_uses(v) {
                "still used"
            } else {
                "now 0"
            };
            let line = format!("  decrement counter[{}]: {state}", self.value(v));
            self.lines.push(|| line);
        }
    }

    /// The block argument `arg` (a φ) whose incoming values are all `v` or
    /// itself: its uses now read `v`.
    pub fn trivial(&mut self, arg: ValueId, v: ValueId) {
        let line = format!(
            "{arg} = φ({v}, ...) is trivial (every incoming value is {v} or {arg}): its uses read {v}",
            arg = self.value(arg),
            v = self.value(v)
        );
        self.lines.push(|| line);
    }

    /// The unused arguments `args` of `block`, removed with the values
    /// each predecessor passed to them.
    pub fn dead_args(&mut self, block: BlockId, args: &[ValueId]) {
        for &arg in args {
            let line = format!(
                "counter[{}] = 0: remove the argument (φ) of {} and the value each predecessor passes",
                self.value(arg),
                self.block(block)
            );
            self.lines.push(|| line);
        }
    }

    /// Appends the trace, under its banner, to `out`.
    pub fn finish(self, out: &mut Output, ir: &Ir, func: OpId) {
        write_banner(out, ir, func, "DCE trace");
        out.push_str(&self.lines.text);
    }
}

/// Why `adce` marks an op or block argument useful.
#[derive(Copy, Clone)]
pub(crate) enum Why {
    /// It writes memory, calls, or has unknown effects.
    Effects,
    /// It leaves the function.
    Leaves,
    /// An argument of the entry block, or of a block entered by an op that
    /// is not a branch: its values are not ours to remove.
    Entered,
    /// Its block can enter a loop that never reaches an exit.
    InfiniteLoop,
    /// It defines an operand of this useful op.
    UsedBy(OpId),
    /// It is passed on an edge to this useful block argument.
    PassedTo(ValueId),
    /// It branches to one block by two edges passing different values to
    /// this useful argument.
    EdgesDiffer(ValueId),
    /// It is the branch of a block on which this useful block is control
    /// dependent.
    ControlDependence(BlockId),
    /// A dead branch with no useful post-dominator to jump to.
    NoTarget,
}

/// What `adce` marked, in order, and why.
pub(crate) enum Marked {
    Op(OpId, Why),
    Arg(ValueId, Why),
}

/// Writes `adce`'s trace of one function from what it marked and what it
/// will sweep, before the sweep changes anything: `dead_ops`, the unmarked
/// block arguments, and each unmarked branch with the block it will jump
/// to.
pub(crate) fn write_adce(
    out: &mut Output,
    ir: &Ir,
    func: OpId,
    marked: &[Marked],
    dead_ops: &[OpId],
    dead_args: &[ValueId],
    retargets: &[(OpId, BlockId)],
) {
    let names = Names::for_function(ir, func);
    let op = |op: OpId| op_text(&names, op);
    let mut lines = Lines::default();
    write_banner(out, ir, func, "ADCE trace");
    lines.push(|| {
        "Mark: critical ops (effects, returns) are useful; a useful op makes useful the \
         definitions of its operands and the branches its block is control dependent on \
         (Cytron et al. §7.1)"
            .to_string()
    });
    for step in marked {
        if lines.full() {
            break;
        }
        let (what, why) = match *step {
            Marked::Op(o, why) => (op(o), why),
            Marked::Arg(arg, why) => (
                format!(
                    "argument {} of {}",
                    names.value(arg),
                    names.block(arg_block(ir, arg))
                ),
                why,
            ),
        };
        let reason = match why {
            Why::Effects => "critical: side effects".to_string(),
            Why::Leaves => "critical: leaves the function".to_string(),
            Why::Entered => "a parameter, or entered by an op that is not a branch".to_string(),
            Why::InfiniteLoop => "its block may enter a loop that never exits".to_string(),
            Why::UsedBy(user) => format!("used by {}", op(user)),
            Why::PassedTo(arg) => format!("passed to the useful argument {}", names.value(arg)),
            Why::EdgesDiffer(arg) => format!(
                "its edges to one block pass different values to the useful argument {}",
                names.value(arg)
            ),
            Why::ControlDependence(block) => format!(
                "{} is useful and control dependent on this branch",
                names.block(block)
            ),
            Why::NoTarget => "no useful post-dominator to jump to instead".to_string(),
        };
        lines.push(|| format!("mark {what}: {reason}"));
    }
    lines.push(|| "Sweep: delete what is not marked".to_string());
    for &o in dead_ops {
        lines.push(|| format!("delete {}", op(o)));
    }
    for &arg in dead_args {
        lines.push(|| {
            format!(
                "remove argument {} of {} and the values passed to it",
                names.value(arg),
                names.block(arg_block(ir, arg))
            )
        });
    }
    for &(branch, target) in retargets {
        lines.push(|| {
            format!(
                "replace {} by a jump to {}, its nearest useful post-dominator",
                op(branch),
                names.block(target)
            )
        });
    }
    out.push_str(&lines.text);
}
