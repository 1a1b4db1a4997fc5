//! Where block arguments go in Cytron et al.'s construction ("Efficiently
//! computing static single assignment form and the control dependence
//! graph", TOPLAS 1991, §5.1; Appel, "Modern Compiler Implementation",
//! Alg. 19.6): at the iterated dominance frontier of the blocks that define
//! a slot, restricted according to the flavour. Renaming (the `rename` module)
//! then fills in the values.
//!
//! The iterated frontier is computed by Sreedhar and Gao's algorithm
//! rather than Alg. 19.6's worklist over precomputed frontiers: both give
//! the same set, but frontiers can add up to a quadratic size (a ladder
//! CFG), and Sreedhar and Gao never build them. The `slot_frontiers` module
//! runs it for every slot of a function over one search structure, so that
//! a slot costs about its frontier rather than a walk of the dominator
//! subtrees of its definitions. The pruned flavour places most slots
//! minimal below the block that kills them before every use, and removes
//! the arguments that renaming leaves unused.
//!
//! Only blocks reachable from the entry take part: unreachable blocks get no
//! arguments, and their stores define nothing.

use super::function::FunctionInfo;
use super::phis::{Phis, Val};
use super::rename::rename;
use super::slot_frontiers;
use ssa_ir::ir::Ir;

/// Which blocks get an argument for a slot.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Flavor {
    /// Every reachable block with two or more incoming edges from reachable
    /// blocks, for every slot (the "maximal" SSA of the textbooks, e.g.
    /// Appel §19.1's "insert a phi for every variable at every join").
    Maximal,
    /// The iterated dominance frontier of the slot's defining blocks
    /// (Cytron et al.'s minimal SSA).
    Minimal,
    /// Minimal, for slots that are upward-exposed in some reachable block
    /// only: the "global names" of Briggs, Cooper, Harvey and Simpson
    /// ("Practical improvements to the construction and destruction of
    /// static single assignment form", SP&E 1998; Cooper & Torczon §9.3.3).
    SemiPruned,
    /// Minimal, at blocks where the slot is live on entry only (Choi,
    /// Cytron and Ferrante 1991; LLVM's `PromoteMemoryToRegister`).
    Pruned,
}

crate::option_choices!(Flavor {
    Maximal = "maximal",
    Minimal = "minimal",
    SemiPruned = "semi-pruned",
    Pruned = "pruned",
});

/// The memory of placement, kept from one function to the next so that a
/// module of many small functions does not pay for it each time.
#[derive(Default)]
pub(super) struct Scratch {
    frontiers: slot_frontiers::Scratch,
    /// The arguments by block, as in [`place`].
    start: Vec<u32>,
    next: Vec<u32>,
    slots: Vec<u32>,
}

/// Builds the phis of `flavor` and the value each load reads (by access
/// index): placement, renaming, and for the pruned flavour the removal of
/// the arguments renaming leaves unused.
pub(super) fn construct(
    ir: &Ir,
    info: &FunctionInfo,
    flavor: Flavor,
    scratch: &mut Scratch,
) -> (Phis, Vec<Val>) {
    let mut phis = place(info, flavor, scratch);
    let load_values = rename(ir, info, &mut phis);
    if flavor == Flavor::Pruned {
        phis.remove_unused(load_values.iter().copied());
    }
    (phis, load_values)
}

/// Places the phis of every slot, ordered by block (layout order), then
/// slot: phi ids follow that order, so each block's phis are contiguous.
/// Operands are left unset for renaming.
pub(super) fn place(info: &FunctionInfo, flavor: Flavor, scratch: &mut Scratch) -> Phis {
    let num_slots = info.slots.len() as u32;
    let num_nodes = info.num_nodes();
    // (node, slot) pairs.
    let mut placed: Vec<(u32, u32)> = Vec::new();
    match flavor {
        Flavor::Maximal => {
            for node in 0..num_nodes as u32 {
                if info.is_reachable(node) && info.in_edges(node).len() >= 2 {
                    placed.extend((0..num_slots).map(|slot| (node, slot)));
                }
            }
        }
        Flavor::Minimal | Flavor::SemiPruned => {
            let global = |&slot: &u32| {
                flavor == Flavor::Minimal
                    || info
                        .accesses
                        .upward_exposed_blocks(slot)
                        .iter()
                        .any(|&node| info.is_reachable(node))
            };
            let slots = (0..num_slots).filter(global);
            placed = slot_frontiers::place_minimal(info, &mut scratch.frontiers, slots);
        }
        Flavor::Pruned => placed = slot_frontiers::place(info, &mut scratch.frontiers),
    }
    phis_by_block(info, placed, scratch)
}

/// The phis of `placed` (`(node, slot)` pairs, slot by slot), ordered by
/// block then slot, operands unset.
pub(super) fn phis_by_block(
    info: &FunctionInfo,
    placed: Vec<(u32, u32)>,
    scratch: &mut Scratch,
) -> Phis {
    let num_nodes = info.num_nodes();
    // By block, with a counting sort (a large function has hundreds of
    // thousands of arguments): `start[n]..start[n + 1]` of `slots` are
    // those of block `n`, in the order placed (increasing).
    let Scratch {
        start, next, slots, ..
    } = scratch;
    start.clear();
    start.resize(num_nodes + 1, 0);
    for &(node, _) in &placed {
        start[node as usize + 1] += 1;
    }
    for node in 0..num_nodes {
        start[node + 1] += start[node];
    }
    next.clone_from(start);
    slots.resize(placed.len(), 0);
    for (node, slot) in placed {
        slots[next[node as usize] as usize] = slot;
        next[node as usize] += 1;
    }
    let mut phis = Phis::default();
    let operands = (0..num_nodes)
        .map(|node| (start[node + 1] - start[node]) as usize * info.in_edges(node as u32).len())
        .sum();
    phis.reserve(slots.len(), operands);
    for node in 0..num_nodes {
        for &slot in &slots[start[node] as usize..start[node + 1] as usize] {
            phis.add(node as u32, slot, info.in_edges(node as u32).len());
        }
    }
    phis
}
