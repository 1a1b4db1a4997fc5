//! Where the block arguments are live on entry, the one liveness fact the
//! interference test needs (an argument is defined at the top of its block,
//! so two arguments intersect when one is live into the other's block).
//!
//! Stop-gap: this is the minimal helper the task allows until the shared
//! SSA-value liveness (`ssa_ir::analysis::value_liveness`) is on main; the
//! coalescer only sees the [`LiveIn`] trait, so switching is one impl.
//!
//! Path exploration by variable (Appel, "Modern Compiler Implementation",
//! §19.6; Brandner et al. 2011, "Computing liveness sets for SSA-form
//! programs", Algorithm 4): from each block using an argument, walk the CFG
//! backwards until the argument's own block, marking blocks live-in. An
//! operand passed on an edge is a use in the edge's source (φ-operands are
//! live out of the predecessor, not into the φ's block). Cost: the total
//! size of the live ranges, in blocks.

use super::web::PhiWeb;
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::ir::{Ir, OpId, RegionId};

/// Liveness queries over argument numbers.
pub(super) trait LiveIn {
    /// Is argument `arg` live on entry to the block at CFG node `node`?
    fn is_live_in(&self, arg: u32, node: u32) -> bool;
}

/// The live-in blocks of every argument, sorted, in one flat table.
pub(super) struct ArgLiveIn {
    starts: Vec<u32>,
    nodes: Vec<u32>,
}

impl ArgLiveIn {
    /// Explores the live range of every argument of `web`.
    pub fn compute(ir: &Ir, body: RegionId, cfg: &RegionCfg, web: &PhiWeb) -> ArgLiveIn {
        let num_nodes = cfg.blocks().len();
        let mut starts = Vec::with_capacity(web.args.len() + 1);
        let mut nodes = Vec::new();
        // `mark[node] == n + 1`: node already known live-in for argument n.
        let mut mark = vec![0u32; num_nodes];
        let mut stack = Vec::new();
        for (n, &v) in web.args.values.iter().enumerate() {
            starts.push(nodes.len() as u32);
            let stamp = n as u32 + 1;
            let def = web.args.node[n];
            let first = nodes.len();
            for (user, _) in ir.uses(v) {
                let Some(node) = user_node(ir, body, cfg, user) else {
                    continue;
                };
                if node != def && mark[node as usize] != stamp {
                    mark[node as usize] = stamp;
                    stack.push(node);
                    nodes.push(node);
                }
            }
            while let Some(node) = stack.pop() {
                for &pred in cfg.graph.preds(node) {
                    if pred != def && mark[pred as usize] != stamp {
                        mark[pred as usize] = stamp;
                        stack.push(pred);
                        nodes.push(pred);
                    }
                }
            }
            nodes[first..].sort_unstable();
        }
        starts.push(nodes.len() as u32);
        ArgLiveIn { starts, nodes }
    }
}

impl LiveIn for ArgLiveIn {
    fn is_live_in(&self, arg: u32, node: u32) -> bool {
        let range = self.starts[arg as usize] as usize..self.starts[arg as usize + 1] as usize;
        self.nodes[range].binary_search(&node).is_ok()
    }
}

/// The CFG node of the body block holding `user`, or of the body op whose
/// regions hold it.
fn user_node(ir: &Ir, body: RegionId, cfg: &RegionCfg, mut user: OpId) -> Option<u32> {
    loop {
        let block = ir.op_block(user)?;
        let region = ir.block_region(block);
        if region == body {
            return cfg.try_node(block);
        }
        user = ir.region_parent(region);
    }
}
