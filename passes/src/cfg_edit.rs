//! The edges of a region's CFG with the values they pass, and the edits the
//! CFG passes make to them (sccp, dce, adce, simplify-cfg).
//!
//! An edge is one successor slot of a terminator: `(terminator, index)`. A
//! block that a terminator names twice has two incoming edges from it, each
//! with its own operands (block arguments play the role of φ-functions, one
//! operand per edge).
//!
//! Only branches (ops with a [`BranchInterface`](ssa_ir::dialect::BranchInterface), such as `cf.br`,
//! `cf.cond_br`, `cf.switch`) are edited: they pass successor operand `i` to
//! block argument `i`. An opaque op with successors (`"my.br"() [^a, ^b]`)
//! passes values in ways no pass knows, so the passes never rewrite it, and
//! treat the arguments of its targets as unknown.
//!
//! # Cost
//!
//! [`RegionEdges::build`] and [`RegionEdges::unreachable_blocks`] are
//! O(B + E) time and memory for B blocks and E edges. The edits cost the
//! operands of the terminators they rewrite: [`replace_with_br`] and
//! [`retain_successors`] O(operands of the terminator);
//! [`drop_passed_args`] O(operands of each distinct terminator among the
//! edges given), once per call, so a caller that removes arguments of
//! every target of one branch pays that branch's operands once per target;
//! [`remove_marked_args`] O(arguments of the block × arguments removed)
//! (each removal renumbers the arguments after it).

use ssa_ir::analysis::cfg::BlockNumbering;
use ssa_ir::dialect::cf;
use ssa_ir::ir::{BlockId, Ir, OpId, OpSpec, RegionId, ValueId};
use ssa_ir::semantics::IntValue;

/// One incoming edge of a block: successor `index` of `terminator`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Edge {
    pub terminator: OpId,
    pub index: u32,
}

/// A region's blocks numbered in layout order (the entry is node 0), with
/// every block's incoming edges. A snapshot: edits to terminators make it
/// stale, except [`remove_block_args`], which changes operands only.
pub struct RegionEdges {
    numbering: BlockNumbering,
    /// Incoming edges of node `n`: `incoming[in_offsets[n]..in_offsets[n + 1]]`.
    in_offsets: Vec<u32>,
    incoming: Vec<Edge>,
    /// Edge `(n, i)` (successor `i` of node `n`'s terminator) has the dense
    /// number `out_offsets[n] + i`.
    out_offsets: Vec<u32>,
}

impl RegionEdges {
    /// Numbers the blocks of `region` and collects their incoming edges.
    pub fn build(ir: &Ir, region: RegionId) -> RegionEdges {
        let numbering = BlockNumbering::build(ir, region);
        let blocks = numbering.blocks();
        let mut out_offsets = Vec::with_capacity(blocks.len() + 1);
        let mut in_counts = vec![0u32; blocks.len() + 1];
        let mut total = 0u32;
        for &b in blocks {
            out_offsets.push(total);
            if let Some(term) = ir.terminator(b) {
                for s in ir.successors(term) {
                    in_counts[numbering.node(s) as usize + 1] += 1;
                    total += 1;
                }
            }
        }
        out_offsets.push(total);
        for i in 0..blocks.len() {
            in_counts[i + 1] += in_counts[i];
        }
        let in_offsets = in_counts;
        let mut next = in_offsets[..blocks.len()].to_vec();
        let placeholder = Edge {
            terminator: OpId::from_index(0),
            index: 0,
        };
        let mut incoming = vec![placeholder; total as usize];
        for &b in blocks {
            if let Some(term) = ir.terminator(b) {
                for (i, s) in ir.successors(term).enumerate() {
                    let t = numbering.node(s) as usize;
                    incoming[next[t] as usize] = Edge {
                        terminator: term,
                        index: i as u32,
                    };
                    next[t] += 1;
                }
            }
        }
        RegionEdges {
            numbering,
            in_offsets,
            incoming,
            out_offsets,
        }
    }

    /// The number of blocks.
    pub fn num_blocks(&self) -> usize {
        self.blocks().len()
    }

    /// The blocks in layout order.
    pub fn blocks(&self) -> &[BlockId] {
        self.numbering.blocks()
    }

    /// The block of node `n`.
    pub fn block(&self, n: u32) -> BlockId {
        self.numbering.block(n)
    }

    /// The node of `block`, or `None` if it is not a block of this region
    /// (e.g. a block nested in an op's region).
    pub fn node(&self, block: BlockId) -> Option<u32> {
        self.numbering.try_node(block)
    }

    /// The edges entering node `n`, in layout order of their terminators.
    pub fn incoming(&self, n: u32) -> &[Edge] {
        &self.incoming
            [self.in_offsets[n as usize] as usize..self.in_offsets[n as usize + 1] as usize]
    }

    /// The total number of edges.
    pub fn num_edges(&self) -> usize {
        self.incoming.len()
    }

    /// The dense number of successor `index` of node `n`'s terminator.
    pub fn edge_number(&self, n: u32, index: usize) -> usize {
        self.out_offsets[n as usize] as usize + index
    }

    /// The blocks the entry cannot reach (depth-first, explicit stack).
    pub fn unreachable_blocks(&self, ir: &Ir) -> Vec<BlockId> {
        let mut seen = vec![false; self.num_blocks()];
        let mut stack = vec![0u32];
        seen[0] = true;
        while let Some(n) = stack.pop() {
            if let Some(term) = ir.terminator(self.block(n)) {
                for s in ir.successors(term) {
                    let t = self.numbering.node(s);
                    if !std::mem::replace(&mut seen[t as usize], true) {
                        stack.push(t);
                    }
                }
            }
        }
        (0..self.num_blocks() as u32)
            .filter(|&n| !seen[n as usize])
            .map(|n| self.block(n))
            .collect()
    }

    /// Are all edges entering node `n` from branches?
    pub fn all_incoming_are_branches(&self, ir: &Ir, n: u32) -> bool {
        self.incoming(n).iter().all(|e| is_branch(ir, e.terminator))
    }
}

/// Is `op` a branch, whose successor operands are passed one for one to
/// its targets' arguments?
pub fn is_branch(ir: &Ir, op: OpId) -> bool {
    ir.op_code(op).branch().is_some()
}

/// Is `op` a branch that always takes its one successor (`cf.br`)?
pub fn is_unconditional_branch(ir: &Ir, op: OpId) -> bool {
    ir.op_code(op)
        .branch()
        .is_some_and(|b| b.select.is_none() && ir.num_successors(op) == 1)
}

/// Is `op` a branch whose condition (operand 0) picks the successor
/// ([`taken_successor`]), such as `cf.cond_br` or `cf.switch`?
pub fn is_conditional_branch(ir: &Ir, op: OpId) -> bool {
    ir.op_code(op).branch().is_some_and(|b| b.select.is_some())
}

/// The successor the conditional branch `term` takes when its condition is
/// the integer `value`.
pub fn taken_successor(ir: &Ir, term: OpId, value: IntValue) -> usize {
    let select = ir
        .op_code(term)
        .branch()
        .and_then(|b| b.select)
        .expect("a conditional branch");
    select(ir, term, value)
}

/// Replaces the terminator `term` by `cf.br` to its successor `index`,
/// passing that successor's operands. Returns the new branch.
pub fn replace_with_br(ir: &mut Ir, term: OpId, index: usize) -> OpId {
    let target = ir.successor(term, index);
    let args = ir.successor_operands(term, index).to_vec();
    let br = create_br(ir, target, &args, term);
    ir.erase_op(term);
    br
}

/// Creates `cf.br ^target(args)` just before `before`, with its location.
pub fn create_br(ir: &mut Ir, target: BlockId, args: &[ValueId], before: OpId) -> OpId {
    let successors = [(target, args)];
    let spec = OpSpec::new(&cf::BR, &[], &[])
        .successors(&successors)
        .loc(ir.op_loc(before));
    let br = ir.create_op(spec);
    ir.insert_op_before(before, br);
    br
}

/// Drops the successors of the branch `term` for which `keep` fails
/// (successor 0 is always kept), if the branch can drop successors
/// ([`BranchInterface::retain`](ssa_ir::dialect::BranchInterface::retain), e.g. `cf.switch` cases). Returns the new op.
pub fn retain_successors(ir: &mut Ir, term: OpId, keep: impl Fn(usize) -> bool) -> Option<OpId> {
    let retain = ir.op_code(term).branch()?.retain?;
    Some(retain(ir, term, &keep))
}

/// Removes the arguments of `block` at the positions where `remove` is
/// true, and the operands passed to them on every incoming edge. The
/// arguments must be unused and every edge in `incoming` must come from a
/// branch. Returns the values that those edges passed (now one use
/// fewer each), so callers can revisit their definitions.
pub fn remove_block_args(
    ir: &mut Ir,
    block: BlockId,
    incoming: &[Edge],
    remove: &[bool],
) -> Vec<ValueId> {
    let dropped = drop_passed_args(ir, block, incoming, remove);
    remove_marked_args(ir, block, remove);
    dropped
}

/// The first half of [`remove_block_args`]: drops the operands that the
/// edges `incoming` pass to the arguments of `block` marked in `remove`,
/// and returns them. Removing arguments of several blocks at once, where
/// one block's dead argument is passed to another's, takes this for every
/// block first, then [`remove_marked_args`] (the arguments are used until
/// then).
pub fn drop_passed_args(
    ir: &mut Ir,
    block: BlockId,
    incoming: &[Edge],
    remove: &[bool],
) -> Vec<ValueId> {
    debug_assert_eq!(remove.len(), ir.block_args(block).len());
    let mut dropped = Vec::new();
    // Each terminator rewritten once for all its edges to `block` (a
    // switch may have thousands).
    for edges in incoming.chunk_by(|a, b| a.terminator == b.terminator) {
        let term = edges[0].terminator;
        debug_assert!(is_branch(ir, term));
        let mut successors = ir.successor_list(term);
        for e in edges {
            let (target, operands) = &mut successors[e.index as usize];
            debug_assert_eq!(*target, block);
            let mut position = 0;
            operands.retain(|&v| {
                let removed = remove[position];
                position += 1;
                if removed {
                    dropped.push(v);
                }
                !removed
            });
        }
        ir.set_successors(term, &successors);
    }
    dropped
}

/// The second half of [`remove_block_args`]: removes the (unused)
/// arguments of `block` marked in `remove`.
pub fn remove_marked_args(ir: &mut Ir, block: BlockId, remove: &[bool]) {
    for i in (0..remove.len()).rev() {
        if remove[i] {
            ir.remove_block_arg(block, i);
        }
    }
}
