//! `out-of-ssa`: SSA destruction into memory slots.
//!
//! Afterwards no block has arguments except the entry block (whose
//! arguments are the function's) and the blocks that an unregistered
//! terminator enters (what it passes them is unknown: they are left as
//! they are, with the operands branches pass them). Every argument of another block lives in
//! a *slot*, a rank-0 `memref.alloca` at the top of the entry block; every
//! edge that passed it a value now stores that value into the slot
//! (`memref.store`), and the block reads it back with a `memref.load`. This
//! is LLVM's `reg2mem` restricted to φ-functions, made careful: copies go
//! where only their own edge runs them, parallel copies are sequentialised,
//! and arguments that can share a slot do (Boissinot et al. 2009), so the
//! copies between them disappear. `mem2reg` turns the result back into SSA.
//!
//! # What a copy is when the locations are slots
//!
//! An edge `^p -> ^b(%a1, ..., %an)` passing `(%v1, ..., %vn)` is the
//! parallel copy `(a1, ..., an) := (v1, ..., vn)`, executed on the edge. With
//! slots, `ai := vi` is `memref.store %vi, %ai.addr[]`: the values stored are
//! SSA values available at the end of `^p`, and the arguments are read by
//! loads at the top of `^b`, after every copy of the edge. Only two things
//! read a slot: those loads, and, when an argument's single use is one copy
//! into another slot, a load right at that copy (it keeps no value alive
//! across its block; `rewrite`).
//!
//! # The classic problems, and why they cannot happen here
//!
//! - **Critical edges** (Briggs et al. 1998, §3): a copy at the end of a
//!   block with several successors also runs on the other out-edges; at the
//!   top of a block with several predecessors it also runs for the other
//!   in-edges. So the copies of an edge go at the end of its source when
//!   that has one successor edge, else at the top of its target when that
//!   has one predecessor edge, else into a new block on the edge
//!   ([`edge_block`](crate::split_critical_edges::edge_block)). Only edges
//!   that still carry copies after coalescing are split, and a branch whose
//!   edges all carry the very same copies (its targets' arguments share
//!   slots and are fed the same values) does them once, before branching:
//!   that is what every edge would do.
//! - **The lost copy** (Briggs et al. 1998; `ssa-lost-copy.mlir`): the loop
//!   `^loop(%x)` passes `%next` back and `%x` is used after the loop. Stored
//!   at the end of `^loop`, `x := next` would also run when leaving the loop.
//!   Here the back edge is critical and gets its own block, so the store
//!   runs only when the loop goes round. (In memory form the value `%x`
//!   that `^exit` uses was loaded at the top of `^loop`, so even a
//!   misplaced store would not reach it; the misplacement bites when the
//!   other edge's target reads the same slot — a `cf.cond_br` to one block
//!   twice, or slots shared by coalescing — which the placement rule
//!   excludes by construction.)
//! - **The swap** (Briggs et al. 1998; `ssa-swap.mlir`): `(a, b) := (b, a)`
//!   done as `a := b; b := a` loses the old `a`. A store of an SSA value
//!   cannot clobber another copy's source, since the source is a register,
//!   not the slot (in the naive translation every source is one: the loads
//!   at the tops of blocks are the temporaries, and no order is wrong).
//!   Sources read from slots at the copy are locations that
//!   other copies of the same edge may write, and there the order matters:
//!   each edge's copies are sequentialised by [`parallel_copy`] (regalloc2's
//!   resolver), which reads every slot before overwriting it and breaks a
//!   cycle with one temporary (a load into an SSA value).
//! - **Shared slots overwritten before they are read** (Sreedhar et al.
//!   1999's "φ congruence" and the reason for their CSSA; Boissinot et al.
//!   2009, §3): a copy removed because its source and destination share a
//!   slot relies on the slot still holding the source, and a load relies on
//!   no other value having been stored since. Arguments share a slot only
//!   when their live ranges do not intersect or they hold the same value
//!   (`coalesce`), so no store into a shared slot happens while another
//!   member's value in it is still needed; two copies of one edge never
//!   write one slot with different values.
//!
//! `out-of-ssa{coalesce=false}` is the naive translation (Sreedhar et al.'s
//! Method I, without their coalescing): one slot per argument, every copy a
//! store, every used argument loaded at the top of its block.
//!
//! Blocks unreachable from the entry keep their loads, but the copies on
//! their out-edges are not emitted (they would never run), and their
//! arguments never share slots. Arguments whose type cannot be a memref
//! element (memrefs, opaque types) are an error, reported before anything
//! changes. Regions nested in ops are left alone: the pass works on the
//! function body's CFG.
//!
//! # Cost
//!
//! For B blocks, E edges, A block arguments and U operands: the phi web,
//! the value classes and the rewrite are O(B + E + U) (copies sorted per
//! edge, O(U log U)); coalescing merges classes smaller into larger,
//! O(A log² A) (see `coalesce`); each of its interference tests asks
//! whether an argument is live into a block, O(log U) after an
//! O((B + E) α(B) + U log U) preparation (`live_in`, `reach`: loop headers
//! and two topological orders, Boissinot et al. 2008), except for the
//! queries those certificates leave open, which explore each argument's
//! live range at most once within a budget proportional to its uses,
//! O(A + U) visits in all; past it, the query is answered "interferes"
//! and `--stats` counts it. Memory: O(B + E + U).

mod coalesce;
mod live_in;
pub mod parallel_copy;
mod reach;
mod rewrite;
mod values;
mod web;

use crate::manager::{Dominance, Pass, PassContext, PassDef, PassKind, Preserved};
use coalesce::{Classes, Facts};
use live_in::{ArgLiveIn, LiveIn};
use rewrite::{Plan, Unslottable};
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId};
use values::EqualValues;
use web::PhiWeb;

crate::pass_options! {
    /// Options of `out-of-ssa`.
    pub struct OutOfSsaOptions {
        /// share slots between non-interfering copy-related arguments (false: one slot per argument)
        coalesce("coalesce"): bool = true,
    }
}

impl PassDef for OutOfSsa {
    const NAME: &'static str = "out-of-ssa";
    const SUMMARY: &'static str =
        "Replace block arguments by memory slots, with coalescing (Boissinot et al. 2009)";
    const KIND: PassKind = PassKind::Transform;
    type Options = OutOfSsaOptions;
    fn new(options: &OutOfSsaOptions) -> OutOfSsa {
        OutOfSsa {
            coalesce: options.coalesce,
        }
    }
}

/// The `out-of-ssa` pass.
pub struct OutOfSsa {
    coalesce: bool,
}

impl Pass for OutOfSsa {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let body = cx.body();
        let dominance = cx.analyses.get::<Dominance>(ir, func);
        let (cfg, domtree) = (&dominance.cfg, &dominance.domtree);
        let web = PhiWeb::build(ir, cfg);
        if web.args.len() == 0 {
            return Ok(Preserved::all());
        }
        let classes = if self.coalesce {
            let values = EqualValues::compute(&web);
            let live_in = ArgLiveIn::new(ir, body, cfg, domtree, &web);
            let classes = coalesce::coalesce(&Facts {
                web: &web,
                domtree,
                values: &values,
                live_in: &live_in,
            });
            let conservative = live_in.conservative();
            if conservative > 0 {
                cx.count("liveness answers left conservative", conservative);
            }
            classes
        } else {
            Classes::singletons(web.args.len())
        };
        let mut plan = Plan::new(ir, cfg, domtree, &web, &classes, self.coalesce).map_err(
            |Unslottable { arg, ty }| {
                let block = ir.value_block(arg).expect("arguments belong to blocks");
                Diagnostic::error(
                    ir.block_loc(block),
                    format!(
                        "out-of-ssa: a block argument of type '{}' cannot live in a memref slot",
                        ir.types.display(ty)
                    ),
                )
            },
        )?;
        plan.apply(ir, body, cfg, &web);
        let stats = &plan.stats;
        cx.count("slots created", stats.slots);
        cx.count("copies inserted (stores)", stats.stores);
        cx.count("copies removed by coalescing", stats.copies_removed);
        cx.count("temporaries for cycles", stats.temporaries);
        cx.count("edges split", stats.edges_split);
        cx.count("loads inserted", stats.loads);
        cx.count("block arguments removed", stats.arguments);
        Ok(if stats.edges_split > 0 {
            Preserved::none()
        } else {
            Preserved::cfg()
        })
    }
}
