//! Aycock and Horspool's construction ("Simple generation of static
//! single-assignment form", CC 2000): put an argument for every slot at
//! every join, rename as usual, then repeatedly delete the arguments that
//! are unused or trivial (merging only one value besides themselves).
//!
//! No dominance frontiers are needed. On reducible CFGs the result is
//! minimal (their Theorem; Braun et al. 2013 §4.1 give the same argument),
//! and with the unused arguments gone it is also pruned, so it equals
//! Cytron's pruned placement whenever no two stores store the same value.
//! On irreducible CFGs it can keep redundant arguments that merge each
//! other in a cycle (two entries into a loop), which Braun et al.'s SCC
//! pass ([`super::braun`]) removes.

use super::cytron::{self, Flavor, Scratch};
use super::function::FunctionInfo;
use super::phis::{Phis, Val};
use super::rename::rename;
use ssa_ir::ir::Ir;

/// Builds the phis and the value of each load (by access index).
pub(super) fn construct(ir: &Ir, info: &FunctionInfo) -> (Phis, Vec<Val>) {
    let mut phis = cytron::place(info, Flavor::Maximal, &mut Scratch::default());
    phis.track_users();
    let load_values = rename(ir, info, &mut phis);
    // Trivial removal runs to its fixed point; unused phis are then those
    // no load reads, and deleting them makes no other phi trivial.
    phis.remove_trivial(0..phis.len() as u32);
    phis.remove_unused(load_values.iter().copied());
    (phis, load_values)
}
