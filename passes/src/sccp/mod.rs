//! `sccp`: sparse conditional constant propagation (Wegman & Zadeck,
//! "Constant propagation with conditional branches", TOPLAS 13(2), 1991,
//! §3.4 "SCC": the algorithm on SSA form).
//!
//! Every SSA value has a lattice cell ([`Lattice`]: `⊤`, a constant, or
//! `NAC`), every CFG edge an executable flag. Block arguments are the
//! paper's φ-functions: one operand per incoming edge.
//!
//! # The paper's rules
//!
//! 1. Initially every cell is `⊤`, every edge is not executable, and the
//!    flow worklist holds the entry (here: the entry block is executable
//!    and its arguments, the function's parameters, are `NAC`).
//! 2. Take an item from either worklist; stop when both are empty.
//! 3. A flow edge `p → b` taken from the flow worklist that is not yet
//!    executable is marked executable and the φs of `b` are visited (here:
//!    each argument of `b` meets the value the edge passes). If it is the
//!    first executable edge into `b`, every op of `b` is visited.
//! 4. An SSA edge (a def to one of its uses) taken from the SSA worklist:
//!    a φ-use is visited if its edge is executable; an op-use is visited if
//!    its block is executable.
//! 5. Visiting a φ: its cell is the meet of the cells of the operands on
//!    executable incoming edges only.
//! 6. Visiting an op: if any operand is `NAC` the result is `NAC`; else if
//!    any is `⊤` it stays `⊤`; else it is the op evaluated on the
//!    constants. A cell that changes puts its SSA edges on the SSA
//!    worklist. Cells only ever go down, so each changes at most twice.
//! 7. Visiting a conditional branch: on `⊤` nothing; on a constant only the
//!    edge it takes goes on the flow worklist; on `NAC` all its edges do.
//!    An unconditional branch puts its edge on the flow worklist.
//!
//! The result is optimistic: a loop-carried value that is the same
//! constant on every executable path is found constant, and code behind a
//! branch on a constant is never executable.
//!
//! # Evaluation
//!
//! Ops are evaluated by their `OpDef::eval` hook (`Interfaces::eval_results`
//! for an op of several results, all of them at once: `mlir-opt`'s folds
//! of one constant operand, `addui_extended %x, 0` and the like, are not
//! made): the arithmetic the
//! interpreter executes, so sccp cannot disagree with it. An evaluation
//! that is undefined behaviour (division by zero, `INT_MIN / -1`) makes
//! the result `NAC`, never a value; a shift by the width or more gives
//! poison, as the semantics say, and so does an op whose `overflow<nsw,
//! nuw>` or `exact` flag fails (`mlir-opt` 22 folds that op to the wrapped
//! value instead, ignoring the flag: also a refinement of the poison, but
//! not the interpreter's answer). `arith.select` with a constant condition
//! takes its chosen side's cell even when the other side is `NAC`; with a
//! `NAC` condition it is the meet of both sides. `cf.switch` takes the case
//! equal to a constant flag, or the default. Ops with effects or unknown
//! results (loads, calls, allocations, opaque ops and everything nested in
//! their regions) are `NAC`, and so are the arguments of a block entered
//! from an opaque op with successors.
//!
//! # Across calls
//!
//! By default (`interprocedural=true`) `sccp` is a module pass and solves
//! every function body of the module at once, as MLIR's `sccp` does on a
//! module with its dataflow framework (Wegman & Zadeck's algorithm with the
//! call graph's edges added, as in their §6 and in LLVM's IPSCCP). The
//! call-graph facts come from `calls.rs`:
//!
//! - A public function, or one whose symbol is used other than as the
//!   callee of a `func.call` in a function body, may be called from
//!   anywhere: its entry block is executable and its parameters are `NAC`.
//! - Any other function (`private`, or `nested` in the module) is entered
//!   only by the calls that the solver finds executable: its entry block
//!   becomes executable at the first one, and each parameter is the meet of
//!   the arguments of those calls. A function no executed call reaches is
//!   left as it is.
//! - The results of a call to a function with a body are the meet of the
//!   operands of its executable `func.return`s (`NAC` if a block leaves the
//!   function by an unknown terminator); a call to a declaration returns
//!   `NAC`. Calls keep their effects: their constant results are replaced,
//!   the calls stay.
//!
//! With `interprocedural=false` each function is solved alone (a function
//! pass): parameters and call results are `NAC`.
//!
//! # Poison
//!
//! `ub.poison` is a constant below `⊤` and above the other constants:
//! `poison ⊓ c = c`, as in LLVM and MLIR. Replacing a value that is poison
//! on some paths and `c` on the others by `c` refines the program (poison
//! may be any value); it never makes it less defined. A branch on poison is
//! undefined behaviour. While solving, a branch on poison takes no edge
//! (as on `⊤`), so a condition that is poison on one incoming edge and
//! `true` on the others still folds to the `true` side. If, once both
//! worklists are empty, a condition is still poison, all edges of that
//! branch become executable and solving resumes: the branch is kept as it
//! is, not folded to an arbitrary side and not deleted (LLVM would turn it
//! into `unreachable`, which this IR does not have). The interpreter then
//! still reports the undefined behaviour the program had.
//!
//! # Rewriting
//!
//! A value proven constant (poison included) that has uses is replaced by
//! the function's constant of that value and type, as MLIR's `sccp` does
//! through its `OperationFolder` (mlir/lib/Transforms/Utils/FoldUtils.cpp):
//! one `arith.constant` (`ub.poison`) per value and type in a function, at
//! the start of its entry block, where it dominates every use. The
//! program's own constant ops in executed blocks are moved there to be that
//! constant, or merged into it. The constants stand in the order the
//! rewrite meets them, in block layout order (`mlir-opt` puts each first,
//! so its order is the reverse, and flips at each run; a second run of ours
//! changes nothing). A constant made by the pass has the location of the
//! first value it replaces, and the name of the first one that goes away
//! with it (a result whose op is erased, a program's constant merged into
//! it) or is a parameter of the function; a result that stays (a call's)
//! keeps its name, a program's constant keeps its own, and a number such
//! as `%13` is not passed on. One left without uses at the end is erased. An op whose results are all replaced is erased if it
//! has no effects.
//!
//! With `fold-branches=true` (the default), a `cf.cond_br` or `cf.switch`
//! on a constant becomes a `cf.br` along its one executable edge, blocks
//! never executed are deleted, and block arguments that receive one
//! constant on every incoming edge are removed with the operands passed to
//! them. With `fold-branches=false` the blocks, edges and block arguments
//! stay, as in MLIR's `sccp` (which leaves them to `canonicalize`).
//!
//! `sccp{print-lattice=true}` prints the solver's findings before
//! rewriting, as the printer pass `-print-sccp-lattice` does ([`print`](mod@print)).
//!
//! # Cost
//!
//! O(B + E + O + U log S + E·A) time and O(B + E + V) memory for B blocks,
//! E edges, O ops, U operands, V values, S the most successors of one
//! terminator and A the most arguments of a block: a value's lattice cell
//! goes down at most twice, each time revisiting its uses (an operand's
//! successor found by binary search), and each edge becomes executable once,
//! meeting the arguments it passes. The rewrite is linear in the ops and
//! the operands of the edges it folds or removes (expected: the uniqued
//! constants are found by hashing their value and type).
//!
//! Across calls, the same bound holds for the whole module, with B, E, O,
//! U and V counted over all its functions: the call edges add O(C) time
//! and memory for C call sites. A parameter goes down at most twice, each
//! time from the visit of a call (an op visit as any other); a function's
//! result goes down at most twice, each time lowering the matching result
//! of the calls recorded for it, so O(V) in all; a call is recorded once.
//! Building the call graph is one walk over the module (`calls.rs`).

mod calls;
mod lattice;
pub mod print;
mod rewrite;
mod solver;

pub use lattice::Lattice;
pub(crate) use rewrite::{chosen_name, materialize};
pub use rewrite::{rewrite, Changes};
pub(crate) use solver::solve_traced;
pub use solver::{solve, solve_module, Analysis};

use crate::manager::{
    functions_with_body, ModuleContext, Pass, PassContext, PassDef, PassKind, Preserved, Scope,
};
use crate::scratch::EntityMap;
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId, ValueId};

crate::pass_options! {
    /// Options of `sccp`.
    pub struct SccpOptions {
        /// fold branches on constants and delete blocks never executed (false: keep the CFG, as MLIR)
        fold_branches("fold-branches"): bool = true,
        /// print the lattice before rewriting, as -print-sccp-lattice
        print_lattice("print-lattice"): bool = false,
        /// propagate across calls in the whole module, as MLIR (false: each function alone, calls NAC)
        interprocedural("interprocedural"): bool = true,
    }
}

impl PassDef for Sccp {
    const NAME: &'static str = "sccp";
    const SUMMARY: &'static str = "Sparse conditional constant propagation (Wegman & Zadeck 1991)";
    const KIND: PassKind = PassKind::Transform;
    type Options = SccpOptions;
    fn new(options: &SccpOptions) -> Sccp {
        Sccp {
            fold_branches: options.fold_branches,
            print_lattice: options.print_lattice,
            interprocedural: options.interprocedural,
            lattice: EntityMap::default(),
        }
    }
}

/// The `sccp` pass.
pub struct Sccp {
    fold_branches: bool,
    /// Print the lattice (`-print-sccp-lattice`) before rewriting.
    print_lattice: bool,
    /// Solve the whole module at once, across calls.
    interprocedural: bool,
    /// The lattice cells, by value index, reused from function to function.
    lattice: EntityMap<ValueId, Lattice>,
}

impl Sccp {
    /// Prints (if asked) and applies what the solver found in `func`.
    fn apply(
        &self,
        ir: &mut Ir,
        func: OpId,
        analysis: &Analysis,
        cx: &mut PassContext<'_>,
    ) -> Preserved {
        if self.print_lattice {
            print::write_lattice(cx.output, ir, func, analysis, &self.lattice);
        }
        let body = cx.body();
        let changes = rewrite(ir, body, analysis, &self.lattice, self.fold_branches);
        cx.count("values folded", changes.values_folded);
        cx.count("branches folded", changes.branches_folded);
        cx.count("blocks removed", changes.blocks_removed);
        cx.count("block arguments removed", changes.args_removed);
        if changes.branches_folded > 0 || changes.blocks_removed > 0 {
            Preserved::none()
        } else if changes.values_folded > 0 || changes.args_removed > 0 || changes.constants_moved {
            Preserved::cfg()
        } else {
            Preserved::all()
        }
    }
}

impl Pass for Sccp {
    /// One function alone (`interprocedural=false`): its parameters and
    /// calls are `NAC`.
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let analysis = solve(ir, cx.body(), &mut self.lattice);
        Ok(self.apply(ir, func, &analysis, cx))
    }

    fn scope(&self) -> Scope {
        if self.interprocedural {
            Scope::Module
        } else {
            Scope::Function
        }
    }

    /// The whole module at once (module docs, "Across calls"). Functions
    /// never called from executed code are left as they are.
    fn run_module(&mut self, ir: &mut Ir, cx: &mut ModuleContext<'_>) -> Result<(), Diagnostic> {
        let found = solve_module(ir, functions_with_body(ir), &mut self.lattice);
        for (func, analysis) in found {
            if analysis.executable_blocks[0] {
                let preserved = self.apply(ir, func, &analysis, &mut cx.function(ir, func));
                cx.invalidate(func, &preserved);
            }
        }
        Ok(())
    }
}
