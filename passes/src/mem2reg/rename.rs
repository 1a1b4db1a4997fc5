//! Renaming after phi placement: Appel, "Modern Compiler Implementation",
//! Alg. 19.7 (Cytron et al. 1991, §5.2, Fig. 12), with block arguments for
//! phis. The dominator tree is walked in preorder keeping, per slot, a stack
//! of the values it holds; in each block the phis and stores push, loads
//! read the top, and the top of each stack is passed to the successors'
//! phis. Leaving a block pops what it pushed.
//!
//! The walk is iterative: an explicit work stack of enter/leave steps, so a
//! dominator tree a million blocks deep is fine. The per-slot stacks are
//! kept as their tops (one value per slot) and one undo log of the values
//! pushed over (instead of a per-block count per variable): a push saves
//! the old top in the log, leaving a block restores the tops it saved, last
//! first. Reading a slot is then one access to a table of a few kilobytes,
//! rather than to the end of one of thousands of vectors.
//!
//! Blocks unreachable from the entry are not in the dominator tree and are
//! never visited: their loads read `ub.poison` (they never run) and their
//! edges pass poison.
//!
//! Cost: O(B + A log A + operands) time for `B` blocks, `A` accesses and
//! the phis' operands (a store of a loaded value looks the load up by
//! binary search), and O(B + A + phis) memory, reserved up front.

use super::function::FunctionInfo;
use super::phis::{Phis, Val};
use crate::mem2reg::slots::{value_stored, AccessKind};
use ssa_ir::ir::Ir;

/// Fills in the operands of `phis` (ordered by block, as
/// [`super::cytron::place`] makes them) and returns the value each load
/// reads, by access index (poison for non-loads and unreachable loads).
pub(super) fn rename(ir: &Ir, info: &FunctionInfo, phis: &mut Phis) -> Vec<Val> {
    let num_nodes = info.num_nodes();
    let mut phi_start = vec![0u32; num_nodes + 1];
    for phi in 0..phis.len() as u32 {
        debug_assert!(phi == 0 || phis.block(phi - 1) <= phis.block(phi));
        phi_start[phis.block(phi) as usize + 1] += 1;
    }
    for node in 0..num_nodes {
        phi_start[node + 1] += phi_start[node];
    }
    let phis_at = |node: u32| phi_start[node as usize]..phi_start[node as usize + 1];

    let accesses = info.accesses.all();
    let mut load_values = vec![Val::Poison; accesses.len()];
    // At most one undo entry per phi and per store or alloca: reserved
    // up front, the log never reallocates (on a chain of blocks nothing is
    // popped before the end, and a doubling log would make the peak jump
    // 2x at unlucky sizes).
    let definitions = accesses
        .iter()
        .filter(|a| a.kind != AccessKind::Load)
        .count();
    let mut stacks = SlotStacks::new(info.slots.len(), definitions + phis.len());

    enum Step {
        Enter(u32),
        Leave(usize),
    }
    // A node's step is pending (its entry or its exit) at most once at a
    // time: at most one step per node, reserved up front.
    let mut work = Vec::with_capacity(num_nodes);
    work.push(Step::Enter(info.domtree().entry()));
    while let Some(step) = work.pop() {
        match step {
            Step::Enter(node) => {
                let mark = stacks.mark();
                for phi in phis_at(node) {
                    stacks.push(phis.slot(phi), Val::Phi(phi));
                }
                for index in info.accesses.block_range(node) {
                    let access = accesses[index];
                    let value = match access.kind {
                        AccessKind::Load => {
                            load_values[index] = stacks.top(access.slot);
                            continue;
                        }
                        AccessKind::Store => info.stored_value(
                            value_stored(ir, access.op).expect("a slot store"),
                            &load_values,
                        ),
                        AccessKind::Alloca => Val::Poison,
                    };
                    stacks.push(access.slot, value);
                }
                for (index, &succ) in info.graph().succs(node).iter().enumerate() {
                    let ordinal = info.edge_ordinal(node, index) as usize;
                    for phi in phis_at(succ) {
                        phis.set_operand(phi, ordinal, stacks.top(phis.slot(phi)));
                    }
                }
                work.push(Step::Leave(mark));
                work.extend(
                    info.domtree()
                        .children(node)
                        .iter()
                        .rev()
                        .map(|&child| Step::Enter(child)),
                );
            }
            Step::Leave(mark) => stacks.pop_to(mark),
        }
    }
    for phi in 0..phis.len() as u32 {
        phis.mark_complete(phi);
    }
    load_values
}

/// The value stacks of all slots, kept as their tops and one log of the
/// tops pushed over.
struct SlotStacks {
    top: Vec<Val>,
    pushed_over: Vec<(u32, Val)>,
}

impl SlotStacks {
    /// Every stack empty: every slot reads poison; room for `pushes`
    /// pushes.
    fn new(num_slots: usize, pushes: usize) -> SlotStacks {
        SlotStacks {
            top: vec![Val::Poison; num_slots],
            pushed_over: Vec::with_capacity(pushes),
        }
    }

    fn top(&self, slot: u32) -> Val {
        self.top[slot as usize]
    }

    fn push(&mut self, slot: u32, value: Val) {
        let below = std::mem::replace(&mut self.top[slot as usize], value);
        self.pushed_over.push((slot, below));
    }

    /// Where the stacks stand, for [`SlotStacks::pop_to`].
    fn mark(&self) -> usize {
        self.pushed_over.len()
    }

    /// Pops every push made since `mark`, last first.
    fn pop_to(&mut self, mark: usize) {
        for (slot, below) in self.pushed_over.drain(mark..).rev() {
            self.top[slot as usize] = below;
        }
    }
}
