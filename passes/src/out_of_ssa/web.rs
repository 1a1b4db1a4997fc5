//! The phi web of a function body: the arguments of its non-entry blocks
//! (the φ-functions) and, for every CFG edge into such a block, the copies
//! the edge implies (argument `j` of the target := operand `j` of the edge).
//! A block entered by an unregistered terminator is left out, arguments and
//! incoming edges: what that terminator passes is unknown.

use crate::cfg_edit::is_branch;
use rustc_hash::FxHashMap;
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::ir::{BlockId, Ir, ValueId};

/// "No argument" in dense per-argument tables.
pub(super) const NONE: u32 = u32::MAX;

/// The arguments of the non-entry blocks, numbered densely block by block
/// in layout order (an argument's number is its index in these tables).
pub(super) struct Args {
    /// The argument values.
    pub values: Vec<ValueId>,
    /// The CFG node of each argument's block.
    pub node: Vec<u32>,
    /// Each argument's position among its block's arguments.
    pub position: Vec<u32>,
    /// For each CFG node, the number of its first argument (arguments of a
    /// block are consecutive); one extra entry closes the last block.
    first: Vec<u32>,
    /// The argument number of each argument value (a map: value ids are
    /// module-wide, a table over them per function would be quadratic).
    number: FxHashMap<ValueId, u32>,
}

impl Args {
    /// The argument number of `v`, if it is an argument of a non-entry block.
    pub fn number(&self, v: ValueId) -> Option<u32> {
        self.number.get(&v).copied()
    }

    /// The numbers of the arguments of the block at `node`.
    pub fn of_node(&self, node: u32) -> std::ops::Range<u32> {
        self.first[node as usize]..self.first[node as usize + 1]
    }

    /// How many arguments there are.
    pub fn len(&self) -> usize {
        self.values.len()
    }
}

/// One CFG edge into a block with arguments: successor `succ` of the
/// source's terminator, passing `operands` to the target's arguments.
pub(super) struct CopyEdge {
    pub source: BlockId,
    pub succ: usize,
    pub target: BlockId,
    /// CFG node of the target.
    pub target_node: u32,
    /// CFG node of the source.
    pub source_node: u32,
    /// The value passed to each argument of the target, in order.
    pub operands: Vec<ValueId>,
}

/// The arguments of a body and the edges that feed them.
pub(super) struct PhiWeb {
    pub args: Args,
    /// In layout order of their sources, successor order within a source.
    pub edges: Vec<CopyEdge>,
    /// For each CFG node, the edges entering it (indices into `edges`).
    pub edges_into: Vec<Vec<u32>>,
    /// For each CFG node: does an unregistered terminator enter it (its
    /// arguments stay)?
    pub opaquely_entered: Vec<bool>,
}

impl PhiWeb {
    /// Collects the web of the region `cfg` describes. The entry block's
    /// arguments (the function's) are not φ-functions and are left out.
    pub fn build(ir: &Ir, cfg: &RegionCfg) -> PhiWeb {
        let blocks = cfg.blocks();
        let mut args = Args {
            values: Vec::new(),
            node: Vec::new(),
            position: Vec::new(),
            first: Vec::with_capacity(blocks.len() + 1),
            number: FxHashMap::default(),
        };
        // A block that a terminator without the branch interface (an
        // unregistered op) enters keeps its arguments: nobody knows what
        // that edge passes them, so no store could stand for it.
        let mut opaquely_entered = vec![false; blocks.len()];
        for &block in blocks {
            let Some(term) = ir.terminator(block).filter(|&t| !is_branch(ir, t)) else {
                continue;
            };
            for succ in 0..ir.num_successors(term) {
                if let Some(node) = cfg.try_node(ir.successor(term, succ)) {
                    opaquely_entered[node as usize] = true;
                }
            }
        }
        for (node, &block) in blocks.iter().enumerate() {
            args.first.push(args.values.len() as u32);
            if node == 0 || opaquely_entered[node] {
                continue;
            }
            for (position, &v) in ir.block_args(block).iter().enumerate() {
                args.values.push(v);
                args.node.push(node as u32);
                args.position.push(position as u32);
            }
        }
        args.first.push(args.values.len() as u32);
        args.number = args
            .values
            .iter()
            .enumerate()
            .map(|(n, &v)| (v, n as u32))
            .collect();

        let mut edges = Vec::new();
        let mut edges_into = vec![Vec::new(); blocks.len()];
        for (source_node, &source) in blocks.iter().enumerate() {
            let Some(term) = ir.terminator(source) else {
                continue;
            };
            for succ in 0..ir.num_successors(term) {
                let operands = ir.successor_operands(term, succ);
                let target = ir.successor(term, succ);
                let Some(target_node) = cfg.try_node(target) else {
                    continue;
                };
                if operands.is_empty() || opaquely_entered[target_node as usize] {
                    continue;
                }
                edges_into[target_node as usize].push(edges.len() as u32);
                edges.push(CopyEdge {
                    source,
                    succ,
                    target,
                    target_node,
                    source_node: source_node as u32,
                    operands: operands.to_vec(),
                });
            }
        }
        PhiWeb {
            args,
            edges,
            edges_into,
            opaquely_entered,
        }
    }

    /// The number of the argument that operand `j` of `edge` feeds.
    pub fn dst(&self, edge: &CopyEdge, j: usize) -> u32 {
        self.args.of_node(edge.target_node).start + j as u32
    }
}
