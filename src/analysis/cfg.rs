//! The CFG view of a region: its blocks numbered densely in layout order
//! (the entry block is node 0) and the [`Graph`] of their terminators'
//! successor edges, duplicates kept.
//!
//! Building it is O(B + E) in time and memory for B blocks and E edges.

use super::dominators::DomTree;
use super::graph::Graph;
use crate::ir::{BlockId, Ir, RegionId};
use crate::run_hash::RunMap;

/// A region's blocks numbered densely in layout order: node `i` is the
/// `i`-th block, the entry is node 0.
pub struct BlockNumbering {
    blocks: Vec<BlockId>,
    nodes: NodeTable,
}

/// Block id to node number. A function's blocks are mostly created
/// together, so their ids usually span a range not much longer than their
/// number: then a table indexed by id, which costs one load per lookup (the
/// verifier looks up two blocks per operand); otherwise a hash map.
enum NodeTable {
    /// `nodes[id - first]`, `u32::MAX` for ids of other regions.
    Dense {
        first: usize,
        nodes: Vec<u32>,
    },
    Sparse(RunMap<BlockId, u32>),
}

impl BlockNumbering {
    /// Numbers the blocks of `region`.
    pub fn build(ir: &Ir, region: RegionId) -> BlockNumbering {
        // Counted first: the list is exactly sized (no doubling).
        let mut blocks = Vec::with_capacity(ir.region_blocks(region).count());
        blocks.extend(ir.region_blocks(region));
        let first = blocks.iter().map(|b| b.index()).min().unwrap_or(0);
        let last = blocks.iter().map(|b| b.index()).max().unwrap_or(0);
        let numbered = blocks.iter().enumerate().map(|(i, &b)| (b, i as u32));
        let nodes = if last - first < 4 * blocks.len() + 64 {
            let mut nodes = vec![u32::MAX; last - first + 1];
            for (b, i) in numbered {
                nodes[b.index() - first] = i;
            }
            NodeTable::Dense { first, nodes }
        } else {
            NodeTable::Sparse(numbered.collect())
        };
        BlockNumbering { blocks, nodes }
    }

    /// The blocks in layout order (node `i` is `blocks()[i]`).
    pub fn blocks(&self) -> &[BlockId] {
        &self.blocks
    }

    /// The node number of a block of this region.
    pub fn node(&self, block: BlockId) -> u32 {
        self.try_node(block).expect("a block of this region")
    }

    /// The node number of a block, if it belongs to this region.
    pub fn try_node(&self, block: BlockId) -> Option<u32> {
        match &self.nodes {
            NodeTable::Dense { first, nodes } => block
                .index()
                .checked_sub(*first)
                .and_then(|i| nodes.get(i))
                .copied()
                .filter(|&node| node != u32::MAX),
            NodeTable::Sparse(nodes) => nodes.get(&block).copied(),
        }
    }

    /// The block of a node.
    pub fn block(&self, node: u32) -> BlockId {
        self.blocks[node as usize]
    }
}

/// The CFG of a region with its dominator tree: what the verifier and
/// most passes need of a function body, computed once and shared.
/// Equal when computed from the same blocks and edges.
#[derive(PartialEq, Eq)]
pub struct Dominance {
    pub cfg: RegionCfg,
    pub domtree: DomTree,
}

impl Dominance {
    /// The CFG and dominator tree of a non-empty region.
    pub fn compute(ir: &Ir, region: RegionId) -> Dominance {
        let cfg = RegionCfg::build(ir, region);
        let domtree = DomTree::compute(&cfg.graph);
        Dominance { cfg, domtree }
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
        let terminators = || blocks.iter().map(|&b| ir.terminator(b));
        let num_successors = terminators().flatten().map(|t| ir.successors(t).len());
        let mut edges = Vec::with_capacity(num_successors.sum());
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

/// The same blocks in the same order with the same edges (the node
/// table follows from the blocks).
impl PartialEq for RegionCfg {
    fn eq(&self, other: &RegionCfg) -> bool {
        self.blocks() == other.blocks() && self.graph == other.graph
    }
}

impl Eq for RegionCfg {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_module;

    /// Blocks whose ids are far apart (created late, as a pass would) are
    /// numbered through the hash map, and look-ups agree either way.
    #[test]
    fn numbering_is_the_same_dense_or_sparse() {
        let text = "func.func @f() {\n  cf.br ^a\n^a:\n  cf.br ^b\n^b:\n  return\n}\n\
                    func.func @g() {\n  return\n}\n";
        let mut ir = parse_module(text, 0).unwrap();
        let f = ir.functions().next().unwrap();
        let g = ir.functions().nth(1).unwrap();
        let body = ir.func_body(f).unwrap();
        let dense = BlockNumbering::build(&ir, body);
        assert!(matches!(dense.nodes, NodeTable::Dense { .. }));
        for _ in 0..200 {
            ir.create_block();
        }
        let late = ir.create_block();
        ir.append_block(body, late);
        let sparse = BlockNumbering::build(&ir, body);
        assert!(matches!(sparse.nodes, NodeTable::Sparse(..)));
        for numbering in [&dense, &sparse] {
            for (node, &block) in numbering.blocks().iter().enumerate() {
                assert_eq!(numbering.node(block), node as u32);
            }
        }
        assert_eq!(sparse.try_node(late), Some(3));
        assert_eq!(dense.try_node(late), None);
        let g_entry = ir.region_first_block(ir.func_body(g).unwrap()).unwrap();
        assert_eq!(dense.try_node(g_entry), None);
        assert_eq!(sparse.try_node(g_entry), None);
    }
}
