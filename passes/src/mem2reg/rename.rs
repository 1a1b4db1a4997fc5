//! Renaming after phi placement: Appel, "Modern Compiler Implementation",
//! Alg. 19.7 (Cytron et al. 1991, §5.2, Fig. 12), with block arguments for
//! phis. The dominator tree is walked in preorder keeping, per slot, a stack
//! of the values it holds; in each block the phis and stores push, loads
//! read the top, and the top of each stack is passed to the successors'
//! phis. Leaving a block pops what it pushed.
//!
//! The walk is iterative: an explicit work stack of enter/leave steps, and
//! one undo log of the slots pushed (instead of a per-block count per
//! variable), so a dominator tree a million blocks deep is fine.
//!
//! Blocks unreachable from the entry are not in the dominator tree and are
//! never visited: their loads read `ub.poison` (they never run) and their
//! edges pass poison.

use super::function::FunctionInfo;
use super::phis::{Phis, Val};
use ssa_ir::analysis::slots::AccessKind;
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
    let mut stacks: Vec<Vec<Val>> = vec![Vec::new(); info.slots.len()];
    let top = |stacks: &[Vec<Val>], slot: u32| -> Val {
        stacks[slot as usize].last().copied().unwrap_or(Val::Poison)
    };
    // Slots pushed, in order; a block pops back to where it started.
    let mut pushed: Vec<u32> = Vec::new();

    enum Step {
        Enter(u32),
        Leave(usize),
    }
    let mut work = vec![Step::Enter(info.domtree().entry())];
    while let Some(step) = work.pop() {
        match step {
            Step::Enter(node) => {
                let mark = pushed.len();
                for phi in phis_at(node) {
                    let slot = phis.slot(phi);
                    stacks[slot as usize].push(Val::Phi(phi));
                    pushed.push(slot);
                }
                for index in info.accesses.block_range(node) {
                    let access = accesses[index];
                    let value = match access.kind {
                        AccessKind::Load => {
                            load_values[index] = top(&stacks, access.slot);
                            continue;
                        }
                        AccessKind::Store => {
                            info.stored_value(ir.operand(access.op, 0), &load_values)
                        }
                        AccessKind::Alloca => Val::Poison,
                    };
                    stacks[access.slot as usize].push(value);
                    pushed.push(access.slot);
                }
                for (index, &succ) in info.graph().succs(node).iter().enumerate() {
                    let ordinal = info.edge_ordinal(node, index) as usize;
                    for phi in phis_at(succ) {
                        phis.set_operand(phi, ordinal, top(&stacks, phis.slot(phi)));
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
            Step::Leave(mark) => {
                for slot in pushed.drain(mark..) {
                    stacks[slot as usize].pop();
                }
            }
        }
    }
    for phi in 0..phis.len() as u32 {
        phis.mark_complete(phi);
    }
    load_values
}
