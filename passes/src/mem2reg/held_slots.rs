//! Slots held in slots (`memref<memref<i64>>`): an alloca whose address is
//! stored into a promotable slot escapes there, but once that slot is
//! promoted its loads are the alloca's address itself, and the alloca may
//! have become promotable. MLIR's mem2reg finds these by promoting again
//! until nothing changes, a whole round per level of nesting. Here, after
//! the one construction, such an alloca is promoted when it has a single
//! store that dominates every load of it (the only case in which its loads
//! all read one value without a phi, as LLVM's `rewriteSingleStoreAlloca`
//! in `PromoteMemoryToRegister.cpp`): each load is replaced by the stored
//! value, and the store and the alloca go. If that value is itself an
//! alloca's address, that alloca is tried next, so a chain of any depth is
//! promoted in one pass over its accesses.
//!
//! Cost: O(uses) per alloca tried, each alloca tried once per store of its
//! address that goes, plus O(ops) of a block the first time a load and its
//! store share it (op positions, kept); O(ops + uses) in all.

use super::slots::{is_allocation, nonzero_index, slot_operand, value_stored};
use rustc_hash::{FxHashMap, FxHashSet};
use ssa_ir::analysis::cfg::Dominance;
use ssa_ir::dialect::SlotRole;
use ssa_ir::ir::{BlockId, Ir, OpId, RegionId};

/// Promotes the allocas of `body` reachable from `candidates` (allocas
/// whose address escaped into a store) by single dominating stores, as the
/// module docs say. Returns the allocas promoted.
pub(super) fn promote_held(
    ir: &mut Ir,
    body: RegionId,
    dominance: &Dominance,
    mut candidates: Vec<OpId>,
) -> Vec<OpId> {
    let mut promoted = Vec::new();
    let mut positions = Positions::default();
    while let Some(alloca) = candidates.pop() {
        let Some((store, loads)) = single_store(ir, body, alloca) else {
            continue;
        };
        if !loads
            .iter()
            .all(|&load| dominates(ir, dominance, &mut positions, store, load))
        {
            continue;
        }
        let value = value_stored(ir, store).expect("a store");
        for load in loads {
            ir.replace_all_uses(ir.result(load, 0), value);
            ir.erase_op(load);
        }
        ir.erase_op(store);
        ir.erase_op(alloca);
        promoted.push(alloca);
        if let Some(held) = ir.defining_op(value).filter(|&op| is_allocation(ir, op)) {
            candidates.push(held);
        }
    }
    promoted
}

/// The one store and the loads of `alloca`, if its address is used only as
/// the slot of loads and stores in `body` at constant zero indices, and it
/// is stored exactly once.
fn single_store(ir: &Ir, body: RegionId, alloca: OpId) -> Option<(OpId, Vec<OpId>)> {
    let mut store = None;
    let mut loads = Vec::new();
    for (user, operand) in ir.uses(ir.result(alloca, 0)) {
        let block = ir.op_block(user)?;
        if slot_operand(ir, user) != Some(operand)
            || ir.block_region(block) != body
            || nonzero_index(ir, user).is_some()
        {
            return None;
        }
        match ir.op_code(user).interfaces.slot? {
            SlotRole::Load { .. } => loads.push(user),
            SlotRole::Store { .. } if store.is_none() => store = Some(user),
            _ => return None,
        }
    }
    Some((store?, loads))
}

/// Does `store` come before `load` on every path to it? Both are in the
/// body; a load in a block unreachable from the entry is not dominated.
fn dominates(
    ir: &Ir,
    dominance: &Dominance,
    positions: &mut Positions,
    store: OpId,
    load: OpId,
) -> bool {
    let (Some(sb), Some(lb)) = (ir.op_block(store), ir.op_block(load)) else {
        return false;
    };
    let (s, l) = (dominance.cfg.node(sb), dominance.cfg.node(lb));
    if !dominance.domtree.is_reachable(l) {
        return false;
    }
    if s != l {
        return dominance.domtree.dominates(s, l);
    }
    positions.of(ir, sb, store) < positions.of(ir, lb, load)
}

/// The positions of the ops of the blocks asked about, numbered on first
/// need (erasing ops keeps the order of the others).
#[derive(Default)]
struct Positions {
    numbered: FxHashSet<BlockId>,
    position: FxHashMap<OpId, u32>,
}

impl Positions {
    fn of(&mut self, ir: &Ir, block: BlockId, op: OpId) -> u32 {
        if self.numbered.insert(block) {
            for (i, o) in ir.block_ops(block).enumerate() {
                self.position.insert(o, i as u32);
            }
        }
        self.position[&op]
    }
}
