//! `mem2reg`: promotes memory slots to SSA values carried by block
//! arguments, by any of the classic constructions.
//!
//! A promotable slot (a single-element `memref.alloca`, of any element
//! type, used only as the address of loads and stores at constant zero
//! indices in the function body; see [`crate::mem2reg::slots`]) is deleted with its loads and stores: each
//! load's result is replaced by the value the slot holds there, and where
//! different values meet, a block argument (the phi) merges them. Other
//! allocas stay, each with a remark saying why.
//!
//! Options:
//! - `algorithm=cytron` (default): arguments at the iterated dominance
//!   frontier of the stores (Cytron et al. 1991; Appel Alg. 19.6, with the
//!   linear iterated frontier of Sreedhar and Gao), then renaming along the
//!   dominator tree (Appel Alg. 19.7). `flavor=` chooses the placement:
//!   `maximal`, `minimal`, `semi-pruned` or `pruned` (default); see
//!   [`cytron::Flavor`].
//! - `algorithm=braun`: on-the-fly construction with trivial-phi removal and
//!   the SCC pass that keeps it minimal on irreducible CFGs (Braun et al.
//!   2013).
//! - `algorithm=aycock-horspool`: an argument everywhere, then unused and
//!   trivial ones removed until none is left (Aycock and Horspool 2000).
//!
//! The flavour describes Cytron's placement. The other two algorithms
//! always build pruned SSA, so they accept `flavor=pruned` (the default) and
//! reject the others with an error, rather than ignore an explicit request.
//!
//! Decisions the literature leaves to an implementation:
//! - A load that no store reaches reads `ub.poison`, materialised once per
//!   type at the top of the entry block; so do loads in blocks unreachable
//!   from the entry (they never run), and branches from unreachable blocks
//!   pass poison to new arguments. Unreachable blocks get no arguments.
//! - An alloca outside the entry block makes a fresh, uninitialised slot each
//!   time it runs, so it counts as a store of poison where it stands.
//! - Loads or stores of a slot inside a nested region (of an opaque op) make
//!   it escape: only the function body's own blocks are rewritten. Allocas
//!   in nested regions are not promoted either.
//! - A slot that would need an argument in a block that an unregistered
//!   terminator enters stays in memory (nobody knows what that edge passes
//!   the block's arguments, so it cannot pass the slot's value): the
//!   placement is computed, such slots are set aside, and the others are
//!   placed again (at most twice the placement's cost: a slot's arguments
//!   do not depend on the other slots').
//! - A slot that holds another slot's address (`memref<memref<i64>>`):
//!   the held slot escapes by that store, but once the outer slot is
//!   promoted its loads are the held address itself. MLIR promotes again
//!   until nothing changes, a whole round per level of nesting (a cost
//!   that grows with the depth). Here a held slot with one store that
//!   dominates all its loads is then promoted directly (LLVM's single-store
//!   rewrite), down a chain of any depth, in O(ops + uses) (the
//!   `held_slots` module); a held slot stored more than once, or loaded
//!   where its store may not have run, stays in memory.
//! - New arguments are named after their slot: `%x` gives `%x_1`, `%x_2`,
//!   ... in block layout order. Arguments are appended in slot order, so
//!   the output depends only on the input, never on hashing.
//!
//! Cost, without recursion (a function a million blocks deep is fine),
//! with `B` blocks, `E` edges, `J` join edges, `S` slots, `A` accesses and
//! `P` arguments placed (details in the `slot_frontiers` module):
//! - minimal and semi-pruned Cytron: O((E + A + P_min) log E), `P_min`
//!   the minimal arguments, each found once (no walk of every
//!   definition's dominator subtree);
//! - pruned Cytron (the default): the same for the slots whose search,
//!   bounded to the part of the frontier below the slot's kill block
//!   (where it can be live), stays within a budget proportional to their
//!   accesses, plus O(J log J) per function for the edges that leave
//!   those bands; the
//!   others (all slots of a function with at most 512) are placed 64 at a
//!   time, by a level-by-level union-find over the dominator tree,
//!   O((B + J) log B) per 64 slots whatever the frontiers' sizes, after
//!   liveness, O(E) words per sweep per 512 slots;
//! - Braun's construction: O((B + E) log B + A log A) for the loop forest
//!   (irreducible loops included) and the sorted definitions of each slot,
//!   plus O((A + Φ) log A log B) for the lookups, `Φ` the operands of the
//!   phis made (kept or removed as trivial): lookups jump over the regions
//!   that do not define the slot instead of walking its live range (our
//!   pruning, see the `braun` module);
//! - `flavor=maximal` and `algorithm=aycock-horspool` start from an
//!   argument for every slot at every join, so they take time and memory
//!   proportional to joins × slots, by definition;
//! - all of them: O(A log A) to sort the loads by result, so that a store
//!   of a loaded value finds the load by binary search (the `function`
//!   module; linear when results are numbered in program order).
//!
//! Memory is linear in the same terms, and the tables whose size is known
//! before they are filled (accesses, loads, renaming's undo log, Braun's
//! values per defining block and its search for redundant components of
//! phis) are allocated at that size, never doubled.
//!
//! Statistics (`--stats`): "slots promoted", "slots left (escaped)" (and one
//! counter per reason), "block arguments inserted", "ub.poison values
//! created".

mod aycock_horspool;
mod braun;
mod components;
pub mod cytron;
mod function;
mod held_slots;
mod phis;
mod rename;
mod rewrite;
mod slot_frontiers;
pub mod slots;

use crate::manager::{Dominance, OptionValue, Pass, PassContext, PassDef, PassKind, Preserved};
use cytron::Flavor;
use function::FunctionInfo;
use rewrite::Plan;
use rustc_hash::FxHashSet;
use slots::{Escape, Slots};
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::dialect::SlotRole;
use ssa_ir::ir::{Ir, OpId};

crate::pass_options! {
    /// Options of `mem2reg`.
    pub struct Mem2RegOptions {
        /// construction: dominance frontiers + renaming, on-the-fly, or everywhere-then-simplify
        algorithm("algorithm"): Construction = Construction::Cytron,
        /// where cytron places arguments (braun and aycock-horspool build pruned SSA)
        flavor("flavor"): Flavor = Flavor::Pruned,
    }
}

impl PassDef for Mem2Reg {
    const NAME: &'static str = "mem2reg";
    const SUMMARY: &'static str =
        "Promote memory slots to SSA values (block arguments): Cytron, Braun or Aycock-Horspool";
    const KIND: PassKind = PassKind::Transform;
    type Options = Mem2RegOptions;
    fn new(options: &Mem2RegOptions) -> Mem2Reg {
        Mem2Reg {
            algorithm: Algorithm::from_options(options.algorithm, options.flavor),
            scratch: cytron::Scratch::default(),
        }
    }
}

/// The `algorithm` option.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Construction {
    Cytron,
    Braun,
    AycockHorspool,
}

crate::option_choices!(Construction {
    Cytron = "cytron",
    Braun = "braun",
    AycockHorspool = "aycock-horspool",
});

/// The construction to run.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Algorithm {
    Cytron(Flavor),
    Braun,
    AycockHorspool,
}

impl Algorithm {
    /// The algorithm the options ask for, or why they do not make sense.
    pub fn from_options(construction: Construction, flavor: Flavor) -> Result<Algorithm, String> {
        let chosen = match construction {
            Construction::Cytron => return Ok(Algorithm::Cytron(flavor)),
            Construction::Braun => Algorithm::Braun,
            Construction::AycockHorspool => Algorithm::AycockHorspool,
        };
        if flavor != Flavor::Pruned {
            return Err(format!(
                "mem2reg: flavor={} needs algorithm=cytron; algorithm={} always builds pruned SSA",
                flavor.text(),
                construction.text()
            ));
        }
        Ok(chosen)
    }
}

/// The `mem2reg` pass, configured.
pub struct Mem2Reg {
    algorithm: Result<Algorithm, String>,
    /// Memory of placement, kept from one function to the next.
    scratch: cytron::Scratch,
}

impl Pass for Mem2Reg {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let algorithm = self
            .algorithm
            .clone()
            .map_err(|message| Diagnostic::error(ir.op_loc(func), message))?;
        let mut slots = Slots::find(ir, func);
        if slots.is_empty() {
            report_escapes(escape_remarks(ir, &slots), &[], cx);
            return Ok(Preserved::all());
        }
        let dominance = cx.analyses.get::<Dominance>(ir, func);
        // A slot that needs an argument in a block an unregistered
        // terminator enters stays in memory; the others are placed again
        // (a slot's arguments do not depend on the other slots, so the
        // second round finds none).
        let (info, mut phis, load_values) = loop {
            let info = FunctionInfo::new(ir, dominance.clone(), slots);
            let (phis, load_values) = match algorithm {
                Algorithm::Cytron(flavor) => {
                    cytron::construct(ir, &info, flavor, &mut self.scratch)
                }
                Algorithm::Braun => braun::construct(ir, &info),
                Algorithm::AycockHorspool => aycock_horspool::construct(ir, &info),
            };
            let blocked = entered_opaquely(ir, &info, &phis);
            if blocked.is_empty() {
                break (info, phis, load_values);
            }
            slots = info.slots;
            slots.demote(&blocked);
        };
        // The remarks are written first: promotion erases the ops they name.
        let remarks = escape_remarks(ir, &info.slots);
        if info.slots.is_empty() {
            report_escapes(remarks, &[], cx);
            return Ok(Preserved::all());
        }
        let held: Vec<OpId> = info
            .slots
            .escaped()
            .iter()
            .filter(|e| matches!(e.reason, Escape::AddressTaken { user, operand } if is_stored_value(ir, user, operand)))
            .map(|e| e.alloca)
            .collect();
        let plan = Plan::new(&info, &mut phis, &load_values);
        let outcome = rewrite::promote(ir, &info, &plan);
        let body = ir
            .func_body(func)
            .expect("a function with slots has a body");
        let promoted = held_slots::promote_held(ir, body, &dominance, held);
        report_escapes(remarks, &promoted, cx);
        cx.count("slots promoted", (info.slots.len() + promoted.len()) as u64);
        cx.count("block arguments inserted", outcome.args_inserted as u64);
        cx.count("ub.poison values created", outcome.poisons_created as u64);
        Ok(Preserved::cfg())
    }
}

/// The slots whose live arguments (in `phis`) include one in a block that
/// a terminator without the branch interface enters, with that terminator,
/// by increasing slot number. O(nodes + edges + arguments).
fn entered_opaquely(ir: &Ir, info: &FunctionInfo, phis: &phis::Phis) -> Vec<(u32, Escape)> {
    let mut entering: Vec<Option<OpId>> = vec![None; info.num_nodes()];
    for node in 0..info.num_nodes() as u32 {
        let term = ir.terminator(info.cfg().block(node));
        if let Some(term) = term.filter(|&t| !crate::cfg_edit::is_branch(ir, t)) {
            for &succ in info.graph().succs(node) {
                entering[succ as usize] = Some(term);
            }
        }
    }
    let mut blocked: Vec<(u32, Escape)> = phis
        .live()
        .filter_map(|phi| {
            let terminator = entering[phis.block(phi) as usize]?;
            Some((phis.slot(phi), Escape::OpaqueEdge { terminator }))
        })
        .collect();
    blocked.sort_by_key(|&(slot, _)| slot);
    blocked.dedup_by_key(|&mut (slot, _)| slot);
    blocked
}

/// Promotes the slots of `func` exactly as `mem2reg{algorithm=cytron
/// flavor=...}` does (its arguments placed as [`cytron_placement`] says,
/// appended to each block in slot order). For printers that analyse the
/// SSA form of a copy of the IR.
pub fn promote_cytron(
    ir: &mut Ir,
    func: OpId,
    dominance: std::rc::Rc<crate::manager::Dominance>,
    flavor: Flavor,
) {
    let slots = Slots::find(ir, func);
    if slots.is_empty() {
        return;
    }
    let info = FunctionInfo::new(ir, dominance, slots);
    let (mut phis, load_values) =
        cytron::construct(ir, &info, flavor, &mut cytron::Scratch::default());
    let plan = Plan::new(&info, &mut phis, &load_values);
    rewrite::promote(ir, &info, &plan);
}

/// Where Cytron's construction of `flavor` puts a block argument for each
/// promotable slot of `func` (whose body `dominance` describes), as
/// `(node, slot)` pairs ordered by node then slot: exactly the arguments
/// `mem2reg` inserts (for `pruned`, after renaming drops the unused ones).
/// For printers that show the placement without changing the IR.
pub fn cytron_placement(
    ir: &Ir,
    func: OpId,
    dominance: std::rc::Rc<crate::manager::Dominance>,
    flavor: Flavor,
) -> Vec<(u32, u32)> {
    let info = FunctionInfo::new(ir, dominance, Slots::find(ir, func));
    let (phis, _) = cytron::construct(ir, &info, flavor, &mut cytron::Scratch::default());
    phis.live()
        .map(|phi| (phis.block(phi), phis.slot(phi)))
        .collect()
}

/// Is operand `operand` of `op` the value a slot store stores?
fn is_stored_value(ir: &Ir, op: OpId, operand: usize) -> bool {
    matches!(ir.op_code(op).interfaces.slot, Some(SlotRole::Store { value, .. }) if value as usize == operand)
}

/// One remark per alloca left in memory, with a note at the op that makes
/// it escape, and the counter of its reason.
fn escape_remarks(ir: &Ir, slots: &Slots) -> Vec<(OpId, Diagnostic, &'static str)> {
    let mut remarks = Vec::new();
    for escaped in slots.escaped() {
        let name = ir
            .value_name(ir.result(escaped.alloca, 0))
            .map_or_else(|| "slot".to_string(), |name| format!("slot %{name}"));
        let mut remark = Diagnostic::remark(
            ir.op_loc(escaped.alloca),
            format!("{name} is not promoted: {}", escaped.reason.describe(ir)),
        );
        if let Some(culprit) = escaped.reason.culprit() {
            remark = remark.with_note(ir.op_loc(culprit), "here");
        }
        remarks.push((escaped.alloca, remark, escaped.reason.counter()));
    }
    remarks
}

/// Reports the `remarks` of the allocas not `promoted` after all, and the
/// counters.
fn report_escapes(
    remarks: Vec<(OpId, Diagnostic, &'static str)>,
    promoted: &[OpId],
    cx: &mut PassContext<'_>,
) {
    let promoted: FxHashSet<OpId> = promoted.iter().copied().collect();
    let mut left = 0;
    for (alloca, remark, counter) in remarks {
        if !promoted.contains(&alloca) {
            cx.diagnostics.push(remark);
            cx.count(counter, 1);
            left += 1;
        }
    }
    cx.count("slots left (escaped)", left);
}
