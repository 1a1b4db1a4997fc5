//! Walking the ops nested in an op, without recursion.

use super::{BlockId, Ir, OpId};

impl Ir {
    /// Visits every op nested in `root`'s regions, in pre-order, without recursion.
    pub fn walk_nested(&self, root: OpId, mut visit: impl FnMut(OpId)) {
        let mut stack: Vec<OpId> = Vec::new();
        let push_regions = |stack: &mut Vec<OpId>, op: OpId| {
            for &region in self.op_regions(op).iter().rev() {
                let blocks: Vec<BlockId> = self.region_blocks(region).collect();
                for block in blocks.into_iter().rev() {
                    let ops: Vec<OpId> = self.block_ops(block).collect();
                    stack.extend(ops.into_iter().rev());
                }
            }
        };
        push_regions(&mut stack, root);
        while let Some(op) = stack.pop() {
            visit(op);
            if !self.op_regions(op).is_empty() {
                push_regions(&mut stack, op);
            }
        }
    }
}
