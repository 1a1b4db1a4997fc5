//! `gvn`: optimistic global value numbering over the SSA graph (Simpson,
//! "Value-driven redundancy elimination", PhD thesis, Rice 1996, §3.2, the
//! RPO algorithm; Cooper & Torczon, *Engineering a Compiler*, §8.5 cites it),
//! followed by dominator-based elimination.
//!
//! # Numbering
//!
//! Every value gets a class, named by its leader (the first member met).
//! The reachable blocks are visited in reverse postorder, block arguments
//! first, and each value is numbered from its operands' classes:
//!
//! 1. An op with effects, regions or several results, a parameter, and an
//!    argument of a block entered from an opaque op, is a class of its own.
//! 2. A pure op whose operand classes are all constants and whose `eval`
//!    hook (the interpreter's arithmetic, as `sccp` uses it) succeeds is in
//!    the class of that constant (per type): constants and constant-folded
//!    ops meet. Undefined behaviour is never a value.
//! 3. Another pure op is in the class of the first op with the same
//!    [`Expression`](crate::expression::Expression) (op, attribute, result
//!    type, operand classes, commutative operands ordered).
//! 4. A block argument (a φ) whose incoming values on the edges from
//!    reachable blocks are all in one class is in that class; otherwise it
//!    is in the class of the first argument of the same block with the same
//!    incoming classes on every edge.
//!
//! The numbering is optimistic: an incoming value not numbered yet in the
//! pass (`⊤`, on a back edge) is ignored by rule 4 and compared as `⊤`, so
//! a loop-carried argument is first assumed equal to its value on entry.
//! Passes repeat, each with the table entries of the previous pass
//! ignored and the previous pass's classes for back-edge operands, until no class
//! changes; the classes of that fixed point are a congruence (Alpern,
//! Wegman & Zadeck 1988: equal classes, equal ops on congruent operands)
//! and the greatest one rules 1–4 allow. That finds what `cse` cannot: two
//! induction variables that start equal and step alike are one class, and
//! so is an argument whose incoming values are congruent on every edge.
//!
//! Simpson repeats passes over the whole function; here only the blocks
//! that need it are repeated (as his SCC algorithm does, but over the CFG,
//! so classes still span loops). The reverse postorder is cut into
//! stretches: every cycle lies within the positions its retreating edges
//! span, so the merged spans of the retreating edges are the cyclic
//! stretches, and the blocks between them are in no cycle. Stretches are
//! numbered in order; an acyclic one once (it reads no `⊤`), a cyclic one
//! until a pass changes no class. The blocks after a stretch see only its
//! final classes, so the result is the fixed point of whole-function
//! passes.
//!
//! # Elimination
//!
//! [`rewrite()`] walks the dominator tree: a value whose class
//! has a member in scope (one that dominates it) is replaced by that member;
//! a value of a constant class with none is replaced by an
//! `arith.constant` (`ub.poison`) in its place, which becomes the member in
//! scope. Replaced ops are erased, replaced block arguments removed with
//! the operands passed to them. The CFG is unchanged.
//!
//! # Bound
//!
//! A pass over a stretch is O(ops + operands + edges) of its blocks,
//! expected (hash tables). The RPO algorithm needs about d + 3 passes, d
//! the loop connectedness (nesting depth of loops, for reducible CFGs),
//! but optimistic value numbering can take a pass per class split in the
//! worst case, which is quadratic. So at most [`MAX_OPTIMISTIC_PASSES`]
//! optimistic passes run over a stretch; if they have not converged, its
//! classes and entries are forgotten and one pessimistic pass decides, in which an
//! argument with an unnumbered incoming value is a class of its own (sound:
//! it claims no equality through a back edge). A first pass that reads no
//! `⊤` (no loop-carried arguments) has converged. Total: O(9 × (ops +
//! operands + edges)) expected time; memory O(values + operands) in tables reused from
//! function to function, emptied and shrunk to the function's size after
//! each. The hash tables keep their entries in chunks that never move,
//! under an index of 4-byte positions (`table.rs`): growing one
//! copies only its index, not its entries (a doubling hash map would keep
//! its old entries alive beside twice as many slots).
//!
//! Not numbered: loads (`cse` merges those within a block), ops with
//! regions and everything nested in them, blocks the entry cannot reach.
//!
//! `-print-value-numbers` prints the classes before rewriting
//! ([`print`](mod@print)).

pub mod print;
mod rewrite;
mod solver;
mod table;

pub use rewrite::{rewrite, Available, Changes};
pub use solver::{Numbering, Outcome, MAX_OPTIMISTIC_PASSES};

use crate::manager::{Dominance, OptionlessPassDef, Pass, PassContext, PassKind, Preserved};
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId};

impl OptionlessPassDef for Gvn {
    const NAME: &'static str = "gvn";
    const SUMMARY: &'static str = "Global value numbering: optimistic, through block arguments and loops (Simpson's RPO algorithm), with constant folding";
    const KIND: PassKind = PassKind::Transform;
}

#[derive(Default)]
/// The `gvn` pass.
pub struct Gvn {
    numbering: Numbering,
    available: Available,
}

impl Pass for Gvn {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let body = cx.body();
        let dom = cx.analyses.get::<Dominance>(ir, func);
        let outcome = self
            .numbering
            .solve(ir, body, &dom, MAX_OPTIMISTIC_PASSES, None);
        let changes = rewrite(ir, body, &dom, &self.numbering, &mut self.available);
        cx.count(
            "functions numbered pessimistically",
            u64::from(!outcome.converged),
        );
        cx.count("values replaced", changes.values_replaced);
        cx.count("constants materialized", changes.constants_materialized);
        cx.count("block arguments removed", changes.args_removed);
        Ok(
            if changes.values_replaced + changes.constants_materialized > 0 {
                Preserved::cfg()
            } else {
                Preserved::all()
            },
        )
    }
}
