//! Where block arguments are live on entry: the one liveness fact the
//! interference test needs (an argument is defined at the top of its block,
//! so two arguments intersect when one is live into the other's block).
//!
//! Why not the shared `ssa_ir::analysis::value_liveness`: it solves dense
//! bit-vectors over blocks × non-local values, which is right for printing
//! and for small functions, but a 1M-op single function has ~10⁵ blocks and
//! ~10⁵ non-local values. Measured with `ssa-opt -out-of-ssa --time-passes`
//! on `ssa-smith --shape ladder --size 1000000 --seed 1 | ssa-opt -mem2reg`:
//! the pass took 21 s and the process 12 GB with it, 0.6 s and 265 MB with
//! this. The answers are the same (the unit test below compares them), and
//! the coalescer only sees the [`LiveIn`] trait.
//!
//! Path exploration by variable (Appel, "Modern Compiler Implementation",
//! §19.6; Brandner et al. 2011, "Computing liveness sets for SSA-form
//! programs", Algorithm 4): from each block using an argument, walk the CFG
//! backwards until the argument's own block, marking blocks live-in. An
//! operand passed on an edge is a use in the edge's source (φ-operands are
//! live out of the predecessor, not into the φ's block). It is done lazily,
//! for the arguments the coalescer asks about (about 40% of them on large
//! programs), and each live range is kept as a sorted list or, when long,
//! as a bit-set over blocks. Cost: the total size of the asked-about live
//! ranges, in blocks.
//!
//! That total is quadratic where the number of live variables grows with
//! the function: on `ssa-smith --shape huge-function` (size / 200
//! variables) after `mem2reg`, `ssa-opt -out-of-ssa --time-passes` took
//! 2.1 s, 19.3 s and 158 s for 333K, 1M and 3M ops, most of it here
//! (callgrind, 333K: 61% of the pass's instructions under `is_live_in`).
//! Answering each query instead by Boissinot et al. 2008's question ("is
//! there a path from the block to a use that avoids the definition?") with
//! a forward search pruned by dominance and by reverse post-order was
//! tried and was slower (5.0 s and 48 s at 333K and 1M): the searches are
//! repeated per query, where a live range is explored once. Their
//! precomputed reachability sets are O(B²) bits. A linear bound needs
//! another formulation (still open, issue #15).

use super::web::PhiWeb;
use fixedbitset::FixedBitSet;
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::ir::{Ir, OpId, RegionId};
use std::cell::RefCell;

/// Liveness queries over argument numbers.
pub(super) trait LiveIn {
    /// Is argument `arg` live on entry to the block at CFG node `node`?
    fn is_live_in(&self, arg: u32, node: u32) -> bool;
}

/// The blocks an argument is live into.
enum LiveRange {
    Sorted(Vec<u32>),
    Bits(FixedBitSet),
}

/// Live-in sets of the arguments of a body, explored on demand.
pub(super) struct ArgLiveIn<'a> {
    cfg: &'a RegionCfg,
    web: &'a PhiWeb,
    /// Per argument, the blocks that use it (CSR: `use_start[n]..[n + 1]`).
    use_start: Vec<u32>,
    use_nodes: Vec<u32>,
    cache: RefCell<Cache>,
}

struct Cache {
    ranges: Vec<Option<LiveRange>>,
    /// `mark[node] == stamp`: node already found live-in in this walk.
    mark: Vec<u32>,
    stamp: u32,
    stack: Vec<u32>,
    found: Vec<u32>,
}

impl<'a> ArgLiveIn<'a> {
    /// Records where each argument of `web` is used; live ranges are
    /// explored when first asked about.
    pub fn new(ir: &Ir, body: RegionId, cfg: &'a RegionCfg, web: &'a PhiWeb) -> ArgLiveIn<'a> {
        let mut use_start = Vec::with_capacity(web.args.len() + 1);
        let mut use_nodes = Vec::new();
        for &v in &web.args.values {
            use_start.push(use_nodes.len() as u32);
            use_nodes.extend(
                ir.uses(v)
                    .filter_map(|(user, _)| user_node(ir, body, cfg, user)),
            );
        }
        use_start.push(use_nodes.len() as u32);
        let num_nodes = cfg.blocks().len();
        ArgLiveIn {
            cfg,
            web,
            use_start,
            use_nodes,
            cache: RefCell::new(Cache {
                ranges: (0..web.args.len()).map(|_| None).collect(),
                mark: vec![0; num_nodes],
                stamp: 0,
                stack: Vec::new(),
                found: Vec::new(),
            }),
        }
    }

    /// Walks backwards from the uses of `arg` to its block.
    fn explore(&self, cache: &mut Cache, arg: u32) -> LiveRange {
        cache.stamp += 1;
        let stamp = cache.stamp;
        let def = self.web.args.node[arg as usize];
        cache.found.clear();
        let uses = self.use_start[arg as usize] as usize..self.use_start[arg as usize + 1] as usize;
        for &node in &self.use_nodes[uses] {
            if node != def && cache.mark[node as usize] != stamp {
                cache.mark[node as usize] = stamp;
                cache.stack.push(node);
                cache.found.push(node);
            }
        }
        while let Some(node) = cache.stack.pop() {
            for &pred in self.cfg.graph.preds(node) {
                if pred != def && cache.mark[pred as usize] != stamp {
                    cache.mark[pred as usize] = stamp;
                    cache.stack.push(pred);
                    cache.found.push(pred);
                }
            }
        }
        let num_nodes = cache.mark.len();
        if cache.found.len() * 32 > num_nodes {
            let mut bits = FixedBitSet::with_capacity(num_nodes);
            bits.extend(cache.found.iter().map(|&n| n as usize));
            LiveRange::Bits(bits)
        } else {
            let mut sorted = cache.found.clone();
            sorted.sort_unstable();
            LiveRange::Sorted(sorted)
        }
    }
}

impl LiveIn for ArgLiveIn<'_> {
    fn is_live_in(&self, arg: u32, node: u32) -> bool {
        let mut cache = self.cache.borrow_mut();
        if cache.ranges[arg as usize].is_none() {
            let range = self.explore(&mut cache, arg);
            cache.ranges[arg as usize] = Some(range);
        }
        match &cache.ranges[arg as usize] {
            Some(LiveRange::Sorted(nodes)) => nodes.binary_search(&node).is_ok(),
            Some(LiveRange::Bits(bits)) => bits.contains(node as usize),
            None => unreachable!("explored above"),
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::{run_pipeline, RunOptions, RunReport};
    use crate::registry::parse_pipeline;
    use ssa_ir::analysis::value_liveness::ValueLiveness;
    use ssa_ir::parser::parse_module;

    /// Every function of the out-of-ssa golden tests, and the seeds'
    /// examples after mem2reg.
    fn programs() -> Vec<Ir> {
        let tests = [
            include_str!("../../../test/Transforms/OutOfSSA/cfg-shapes.mlir"),
            include_str!("../../../test/Transforms/OutOfSSA/coalescing.mlir"),
            include_str!("../../../test/Transforms/OutOfSSA/cycles.mlir"),
            include_str!("../../../test/Transforms/OutOfSSA/placement.mlir"),
            include_str!("../../../test/Transforms/OutOfSSA/ssa-swap.mlir"),
        ];
        let mut programs: Vec<Ir> = tests
            .iter()
            .map(|text| parse_module(text, 0).expect("parses"))
            .collect();
        let mut seeds = parse_module(
            include_str!("../../../test/Transforms/OutOfSSA/Inputs/seeds.mlir"),
            0,
        )
        .expect("parses");
        let pipeline = parse_pipeline("mem2reg").expect("pipeline");
        run_pipeline(
            &mut seeds,
            &pipeline,
            &RunOptions::default(),
            &mut RunReport::default(),
        )
        .expect("mem2reg");
        programs.push(seeds);
        programs
    }

    /// The arguments' live-in sets agree with the shared SSA-value
    /// liveness, at every block.
    #[test]
    fn agrees_with_value_liveness() {
        let mut checked = 0;
        for ir in programs() {
            for func in ir.functions().collect::<Vec<_>>() {
                let Some(body) = ir.func_body(func) else {
                    continue;
                };
                let cfg = RegionCfg::build(&ir, body);
                let web = PhiWeb::build(&ir, &cfg);
                let ours = ArgLiveIn::new(&ir, body, &cfg, &web);
                let shared = ValueLiveness::compute(&ir, &cfg);
                for (n, &arg) in web.args.values.iter().enumerate() {
                    for (node, &block) in cfg.blocks().iter().enumerate() {
                        assert_eq!(
                            ours.is_live_in(n as u32, node as u32),
                            shared.is_live_in(arg, block),
                            "argument {n} at block {node}"
                        );
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 250, "{checked} pairs checked");
    }
}
