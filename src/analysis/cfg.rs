//! The CFG view of a region: its blocks numbered densely in layout order
//! (the entry block is node 0) and the [`Graph`] of their terminators'
//! successor edges, duplicates kept.

use super::graph::Graph;
use crate::ir::{BlockId, Ir, RegionId};
use crate::run_hash::RunMap;

/// A region's blocks numbered densely in layout order: node `i` is the
/// `i`-th block, the entry is node 0.
pub struct BlockNumbering {
    blocks: Vec<BlockId>,
    nodes: RunMap<BlockId, u32>,
}

impl BlockNumbering {
    /// Numbers the blocks of `region`.
    pub fn build(ir: &Ir, region: RegionId) -> BlockNumbering {
        let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
        let nodes = blocks
            .iter()
            .enumerate()
            .map(|(i, &b)| (b, i as u32))
            .collect();
        BlockNumbering { blocks, nodes }
    }

    /// The blocks in layout order (node `i` is `blocks()[i]`).
    pub fn blocks(&self) -> &[BlockId] {
        &self.blocks
    }

    /// The node number of a block of this region.
    pub fn node(&self, block: BlockId) -> u32 {
        self.nodes[&block]
    }

    /// The node number of a block, if it belongs to this region.
    pub fn try_node(&self, block: BlockId) -> Option<u32> {
        self.nodes.get(&block).copied()
    }

    /// The block of a node.
    pub fn block(&self, node: u32) -> BlockId {
        self.blocks[node as usize]
    }
}

/// A region's blocks as graph nodes.
pub struct RegionCfg {
    numbering: BlockNumbering,
    /// The successor/predecessor graph over node numbers.
    pub graph: Graph,
}

impl RegionCfg {
    /// Builds the CFG of a non-empty region.
    pub fn build(ir: &Ir, region: RegionId) -> RegionCfg {
        let numbering = BlockNumbering::build(ir, region);
        let blocks = numbering.blocks();
        let mut edges = Vec::new();
        for (i, &b) in blocks.iter().enumerate() {
            if let Some(term) = ir.terminator(b) {
                for s in ir.successors(term) {
                    if let Some(t) = numbering.try_node(s) {
                        edges.push((i as u32, t));
                    }
                }
            }
        }
        let graph = Graph::new(blocks.len(), 0, edges);
        RegionCfg { numbering, graph }
    }

    /// The blocks in layout order (node `i` is `blocks()[i]`).
    pub fn blocks(&self) -> &[BlockId] {
        self.numbering.blocks()
    }

    /// The node number of a block of this region.
    pub fn node(&self, block: BlockId) -> u32 {
        self.numbering.node(block)
    }

    /// The node number of a block, if it belongs to this region.
    pub fn try_node(&self, block: BlockId) -> Option<u32> {
        self.numbering.try_node(block)
    }

    /// The block of a node.
    pub fn block(&self, node: u32) -> BlockId {
        self.numbering.block(node)
    }

    /// The predecessor blocks of a block, one per incoming edge.
    pub fn preds(&self, block: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        self.graph
            .preds(self.node(block))
            .iter()
            .map(|&n| self.block(n))
    }

    /// The successor blocks of a block, one per outgoing edge.
    pub fn succs(&self, block: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        self.graph
            .succs(self.node(block))
            .iter()
            .map(|&n| self.block(n))
    }
}
