//! Elimination: each value whose class has a member in scope (a dominating
//! one) is replaced by it; a value of a constant class without one is
//! replaced by a new `arith.constant` (`ub.poison`). Blocks are visited in
//! dominator-tree preorder with a scoped table from class to available
//! member and an explicit stack of open scopes.

use super::solver::Numbering;
use crate::cfg_edit::{remove_block_args, RegionEdges};
use crate::dce::is_trivially_dead;
use crate::manager::Dominance;
use crate::sccp::materialize;
use crate::scratch::EntityMap;
use ssa_ir::dialect::Traits;
use ssa_ir::ir::{Ir, OpId, RegionId, ValueId};

/// What the rewrite changed, for `--stats`.
#[derive(Default, Debug)]
pub struct Changes {
    /// Values replaced by a dominating member of their class.
    pub values_replaced: u64,
    /// Values replaced by a new constant.
    pub constants_materialized: u64,
    /// Block arguments removed after being replaced.
    pub args_removed: u64,
}

/// The member of each class in scope, by the class leader's index.
#[derive(Default)]
pub struct Available {
    members: EntityMap<ValueId, Option<ValueId>>,
    /// The classes entered, in order, so that leaving a scope removes them.
    entered: Vec<ValueId>,
}

impl Available {
    fn get(&self, class: ValueId) -> Option<ValueId> {
        self.members.get(class)
    }

    fn insert(&mut self, class: ValueId, member: ValueId) {
        self.members.set(class, Some(member));
        self.entered.push(class);
    }
}

/// Rewrites the body `body` (CFG and dominator tree `dom`) by `numbering`;
/// `available` is scratch space.
pub fn rewrite(
    ir: &mut Ir,
    body: RegionId,
    dom: &Dominance,
    numbering: &Numbering,
    available: &mut Available,
) -> Changes {
    let tree = &dom.domtree;
    let mut changes = Changes::default();
    available.members.reset(ir.value_capacity());
    available.entered.clear();
    let mut scopes: Vec<(u32, usize)> = Vec::new();
    // Blocks whose arguments were replaced, with a mask of which.
    let mut replaced_args = Vec::new();
    for (position, &node) in tree.preorder().iter().enumerate() {
        while let Some(&(last, len)) = scopes.last() {
            if position as u32 <= last {
                break;
            }
            scopes.pop();
            for class in available.entered.drain(len..) {
                available.members.set(class, None);
            }
        }
        let (_, last) = tree.subtree(node).expect("preorder nodes are reachable");
        scopes.push((last, available.entered.len()));
        let block = dom.cfg.block(node);

        let mut mask = Vec::new();
        mask.resize(ir.block_args(block).len(), false);
        let mut cursor: Option<OpId> = None;
        for (k, removed) in mask.iter_mut().enumerate() {
            let arg = ir.block_args(block)[k];
            let Some(class) = numbering.class(arg) else {
                continue;
            };
            if let Some(member) = available.get(class) {
                ir.replace_all_uses(arg, member);
                changes.values_replaced += 1;
                *removed = true;
            } else if let Some(value) = numbering.constant(class) {
                let c = materialize(ir, value, arg, ir.block_loc(block));
                match cursor {
                    Some(prev) => ir.insert_op_after(prev, c),
                    None => ir.prepend_op(block, c),
                }
                cursor = Some(c);
                let member = ir.result(c, 0);
                ir.replace_all_uses(arg, member);
                changes.constants_materialized += 1;
                *removed = true;
                available.insert(class, member);
            } else {
                available.insert(class, arg);
            }
        }
        if mask.contains(&true) {
            replaced_args.push((node, mask));
        }

        let mut next = match cursor {
            Some(c) => ir.next_op(c),
            None => ir.block_first_op(block),
        };
        while let Some(op) = next {
            next = ir.next_op(op);
            let mut replaced = false;
            for i in 0..ir.num_results(op) {
                let result = ir.result(op, i);
                let Some(class) = numbering.class(result) else {
                    continue;
                };
                if let Some(member) = available.get(class) {
                    ir.replace_all_uses(result, member);
                    changes.values_replaced += 1;
                    replaced = true;
                    continue;
                }
                let is_constant_op = ir.op_code(op).traits.has(Traits::CONSTANT);
                let member = match numbering.constant(class) {
                    Some(value) if !is_constant_op => {
                        let c = materialize(ir, value, result, ir.op_loc(op));
                        ir.insert_op_before(op, c);
                        let member = ir.result(c, 0);
                        ir.replace_all_uses(result, member);
                        changes.constants_materialized += 1;
                        replaced = true;
                        member
                    }
                    _ => result,
                };
                available.insert(class, member);
            }
            if replaced && is_trivially_dead(ir, op) {
                ir.erase_op(op);
            }
        }
    }
    if !replaced_args.is_empty() {
        let edges = RegionEdges::build(ir, body);
        for (node, mask) in replaced_args {
            let block = dom.cfg.block(node);
            if node != dom.cfg.graph.entry() && edges.all_incoming_are_branches(ir, node) {
                changes.args_removed += mask.iter().filter(|&&r| r).count() as u64;
                remove_block_args(ir, block, edges.incoming(node), &mask);
            }
        }
    }
    changes
}
