//! `split-critical-edges`: put a new block on every critical edge.
//!
//! An edge is critical when its source has several successor edges and its
//! target several predecessor edges (Briggs, Cooper, Harvey & Simpson,
//! "Practical improvements to the construction and destruction of static
//! single assignment form", SP&E 1998, §3). Edges are counted, not blocks: a
//! `cf.cond_br %c, ^b(%x : i32), ^b(%y : i32)` gives `^b` two predecessor
//! edges, both critical, and each gets its own new block. No code can be
//! placed on a critical edge without also running on another path, which is
//! why SSA destruction (`out-of-ssa`) needs them split.
//!
//! The new block has no arguments and one op, `cf.br ^target(operands)`: it
//! takes over the operands the source passed on that edge, and the source
//! now branches to it without operands. (The other form, a new block with
//! arguments that forwards them, would add block arguments just before a
//! pass whose job is to remove them.) The operands stay valid: the source is
//! the new block's only predecessor, so whatever dominated the source's
//! terminator dominates the new block.
//!
//! New blocks are named `split_<source>_<target>` (an unnamed block counts as
//! `bb<position>`); the printer adds `_1`, `_2` when a name repeats. They are
//! laid out right after their source block, in successor order, so the
//! output is deterministic and reads top to bottom.
//!
//! # Cost
//!
//! O(B + E + U) time and memory for B blocks, E edges and U successor
//! operands: the critical edges come from one pass over the CFG, and each
//! source terminator is redirected once for all its split edges.

use crate::manager::{Pass, PassContext, PassDef, PassKind, Preserved};
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::dialect::cf;
use ssa_ir::ir::{BlockId, Ir, OpId, OpSpec, RegionId};

crate::pass_options! {
    /// Options of `split-critical-edges`.
    pub struct SplitCriticalEdgesOptions {
        /// split only the critical edges that pass block arguments
        only_with_args("only-with-args"): bool = false,
    }
}

impl PassDef for SplitCriticalEdges {
    const NAME: &'static str = "split-critical-edges";
    const SUMMARY: &'static str = "Insert a block on every critical edge (Briggs et al. 1998)";
    const KIND: PassKind = PassKind::Transform;
    type Options = SplitCriticalEdgesOptions;
    fn new(options: &SplitCriticalEdgesOptions) -> SplitCriticalEdges {
        SplitCriticalEdges {
            only_with_args: options.only_with_args,
        }
    }
}

/// The `split-critical-edges` pass.
pub struct SplitCriticalEdges {
    only_with_args: bool,
}

impl Pass for SplitCriticalEdges {
    fn run(
        &mut self,
        ir: &mut Ir,
        _func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let body = cx.body();
        let only_with_args = self.only_with_args;
        let split = split_critical_edges(ir, body, |ir, term, index| {
            !only_with_args || !ir.successor_operands(term, index).is_empty()
        });
        cx.count("edges split", split.len() as u64);
        Ok(if split.is_empty() {
            Preserved::all()
        } else {
            Preserved::none()
        })
    }
}

/// One edge of a region's CFG: successor `index` of `source`'s terminator.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Edge {
    pub source: BlockId,
    pub index: usize,
}

/// The critical edges of `region`, in layout order of their sources and
/// successor order within a source.
pub fn critical_edges(ir: &Ir, region: RegionId) -> Vec<Edge> {
    if ir.region_first_block(region).is_none() {
        return Vec::new();
    }
    let cfg = RegionCfg::build(ir, region);
    let mut edges = Vec::new();
    for &source in cfg.blocks() {
        let Some(term) = ir.terminator(source) else {
            continue;
        };
        if ir.num_successors(term) < 2 {
            continue;
        }
        for (index, target) in ir.successors(term).enumerate() {
            let in_region = cfg.try_node(target);
            if in_region.is_some_and(|node| cfg.graph.preds(node).len() >= 2) {
                edges.push(Edge { source, index });
            }
        }
    }
    edges
}

/// Splits the critical edges of `region` that `select(ir, terminator,
/// successor index)` accepts; returns the new blocks, in layout order.
pub fn split_critical_edges(
    ir: &mut Ir,
    region: RegionId,
    select: impl Fn(&Ir, OpId, usize) -> bool,
) -> Vec<BlockId> {
    let edges = critical_edges(ir, region);
    let labels = BlockLabels::new(ir, region);
    let mut split = Vec::with_capacity(edges.len());
    let mut last_placed: Option<(BlockId, BlockId)> = None;
    for edge in edges {
        let term = ir.terminator(edge.source).expect("edges leave terminators");
        if !select(ir, term, edge.index) || !splittable(ir, term, edge.index) {
            continue;
        }
        let after = match last_placed {
            Some((source, block)) if source == edge.source => block,
            _ => edge.source,
        };
        let block = edge_block(ir, edge, after, &labels);
        last_placed = Some((edge.source, block));
        split.push((edge, block));
    }
    redirect_to_edge_blocks(ir, &split);
    split.into_iter().map(|(_, block)| block).collect()
}

/// Can successor `index` of `term` be split? Not when `term` has no branch
/// interface (an unregistered terminator) and the target takes arguments:
/// nobody knows what the terminator passes them, so a new block could not
/// forward it.
fn splittable(ir: &Ir, term: OpId, index: usize) -> bool {
    ir.op_code(term).branch().is_some() || ir.block_args(ir.successor(term, index)).is_empty()
}

/// The block that splits `edge`, laid out right after `after`: it branches
/// to the edge's target with the edge's operands. The edge's source still
/// branches to the target until [`redirect_to_edge_blocks`].
pub fn edge_block(ir: &mut Ir, edge: Edge, after: BlockId, labels: &BlockLabels) -> BlockId {
    let term = ir.terminator(edge.source).expect("edges leave terminators");
    let target = ir.successor(term, edge.index);
    let operands = ir.successor_operands(term, edge.index).to_vec();
    let block = ir.create_block();
    ir.set_block_name(
        block,
        &format!(
            "split_{}_{}",
            labels.label(ir, edge.source),
            labels.label(ir, target)
        ),
    );
    let br = ir.create_op(
        OpSpec::new(&cf::BR, &[], &[])
            .successors(&[(target, &operands)])
            .loc(ir.op_loc(term)),
    );
    ir.append_op(block, br);
    ir.insert_block_after(after, block);
    block
}

/// Makes the source of each edge of `split` branch to the edge's block
/// (from [`edge_block`]) without operands; `split` holds each source's
/// edges together. Each terminator is rewritten once, however many of its
/// edges are split (one at a time, a switch of many cases would move its
/// operands once per case).
pub fn redirect_to_edge_blocks(ir: &mut Ir, split: &[(Edge, BlockId)]) {
    for group in split.chunk_by(|(a, _), (b, _)| a.source == b.source) {
        let term = ir
            .terminator(group[0].0.source)
            .expect("edges leave terminators");
        let mut successors = ir.successor_list(term);
        for &(edge, block) in group {
            successors[edge.index] = (block, Vec::new());
        }
        ir.set_successors(term, &successors);
    }
}

/// Readable labels for the blocks of a region, for naming new blocks: a
/// block's own name, or `bb<position in the region>` for an unnamed one
/// (positions are taken before anything is inserted, so names stay stable
/// while blocks are added).
pub struct BlockLabels {
    positions: rustc_hash::FxHashMap<BlockId, usize>,
}

impl BlockLabels {
    /// Numbers the blocks of `region` as they are now.
    pub fn new(ir: &Ir, region: RegionId) -> Self {
        BlockLabels {
            positions: ir
                .region_blocks(region)
                .enumerate()
                .map(|(i, b)| (b, i))
                .collect(),
        }
    }

    /// The label of `block`.
    pub fn label(&self, ir: &Ir, block: BlockId) -> String {
        match ir.block_name(block) {
            Some(name) => name.to_string(),
            None => match self.positions.get(&block) {
                Some(position) => format!("bb{position}"),
                None => "bb".to_string(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssa_ir::parser::parse_module;
    use ssa_ir::printer::module_to_string;
    use ssa_ir::verifier::verify;

    fn parse(text: &str) -> Ir {
        let ir = parse_module(text, 0).unwrap_or_else(|e| panic!("{e:?}"));
        verify(&ir).unwrap_or_else(|e| panic!("{e:?}"));
        ir
    }

    fn body(ir: &Ir) -> RegionId {
        let func = ir.functions().next().expect("a function");
        ir.func_body(func).expect("a body")
    }

    /// After splitting every critical edge, none is left, and every edge
    /// into a block with several predecessors leaves a block with one
    /// successor.
    fn assert_no_critical_edges(ir: &Ir) {
        assert_eq!(critical_edges(ir, body(ir)), Vec::new());
    }

    #[test]
    fn cond_br_to_the_same_block_twice_gets_two_blocks() {
        let mut ir = parse(
            "func.func @f(%p: i1, %a: i32, %b: i32) -> i32 {
               cf.cond_br %p, ^j(%a : i32), ^j(%b : i32)
             ^j(%r: i32):
               return %r : i32
             }",
        );
        let region = body(&ir);
        assert_eq!(critical_edges(&ir, region).len(), 2);
        let new = split_critical_edges(&mut ir, region, |_, _, _| true);
        assert_eq!(new.len(), 2);
        verify(&ir).unwrap_or_else(|e| panic!("{e:?}"));
        assert_no_critical_edges(&ir);
        let text = module_to_string(&ir);
        assert!(
            text.contains("cf.cond_br %p, ^split_bb0_j, ^split_bb0_j_1"),
            "{text}"
        );
        assert!(text.contains("^split_bb0_j:"), "{text}");
        assert!(text.contains("cf.br ^j(%a : i32)"), "{text}");
        assert!(text.contains("cf.br ^j(%b : i32)"), "{text}");
    }

    #[test]
    fn an_unregistered_terminators_edge_to_a_block_with_arguments_stays() {
        // Found by the `pipeline` fuzz target (its corpus seeded from
        // test/Transforms/SCCP/opaque-successor-args.mlir).
        let mut ir = parse(
            "func.func @f(%p: i1, %a: i32, %b: i32) -> i32 {
               %one = arith.constant 1 : i32
               \"foo.br\"(%a, %b) [^bb1, ^bb2, ^bb3] : (i32, i32) -> ()
             ^bb1:
               cf.cond_br %p, ^bb2(%one : i32), ^bb3
             ^bb2(%x: i32):
               return %x : i32
             ^bb3:
               return %a : i32
             }",
        );
        let region = body(&ir);
        assert_eq!(critical_edges(&ir, region).len(), 4);
        let new = split_critical_edges(&mut ir, region, |_, _, _| true);
        // All but the unregistered terminator's edge to ^bb2.
        assert_eq!(new.len(), 3);
        verify(&ir).unwrap_or_else(|e| panic!("{e:?}"));
        let text = module_to_string(&ir);
        assert!(text.contains("[^bb1, ^bb2, ^split_bb0_bb3]"), "{text}");
    }

    #[test]
    fn only_the_selected_edges_are_split() {
        let mut ir = parse(
            "func.func @f(%p: i1, %q: i1, %a: i32) -> i32 {
               cf.cond_br %p, ^j(%a : i32), ^k
             ^k:
               cf.cond_br %q, ^j(%a : i32), ^m
             ^m:
               cf.br ^k
             ^j(%r: i32):
               return %r : i32
             }",
        );
        let region = body(&ir);
        // entry -> j, k -> j, k -> m? (m has one predecessor: not critical),
        // entry -> k (k has two predecessors: critical).
        assert_eq!(critical_edges(&ir, region).len(), 3);
        let new = split_critical_edges(&mut ir, region, |ir, term, index| {
            !ir.successor_operands(term, index).is_empty()
        });
        assert_eq!(new.len(), 2);
        verify(&ir).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(critical_edges(&ir, region).len(), 1);
    }
}
