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
//! A query "is `b`, defined in block `d`, live into block `q`?" is
//! answered in three steps:
//!
//! 1. `q` is replaced by the outermost loop header `h` around it that `d`
//!    strictly dominates (Boissinot et al. 2008, "Fast liveness checking
//!    for SSA-form programs", §4; [`Reach`]): `b` is live into `q` exactly
//!    when it is live into `h`.
//! 2. *Live* if a block using `b` is dominated by `h` (a path from `h` to
//!    it that passed `d` would give one from the entry that avoids `h`);
//!    *not live* if no block using `b` lies, in both of [`Reach`]'s
//!    topological orders, between `h` and the last block `h` reaches.
//!    Each is a binary search in the uses of `b`, sorted once:
//!    O(log U) per query.
//! 3. Otherwise the live range of `b` is explored by variable (Appel,
//!    "Modern Compiler Implementation", §19.6; Brandner et al. 2011,
//!    "Computing liveness sets for SSA-form programs", Algorithm 4): from
//!    each block using it, walk the CFG backwards until `d`, marking blocks
//!    live-in; the range is kept (a sorted list or, when long, a bit-set)
//!    for the later queries about `b`.
//!
//! An operand passed on an edge is a use in the edge's source (φ-operands
//! are live out of the predecessor, not into the φ's block).
//!
//! Cost: O((B + E) α(B) + U log U) to prepare, for B blocks, E edges and
//! U uses of arguments; O(log U + log L) per query (L the loop depth);
//! and the explorations of step 3, each argument's at most once and within
//! `BUDGET` × (1 + its uses) block visits and edge scans: O(A + U) in all
//! for A arguments (and a sort of each kept range, O(W log W) for W that
//! work). An argument whose walk runs out is answered "live"
//! (a missed coalescing, never a wrong one; `--stats` counts these
//! answers). Memory: O(B + E + U) plus the kept ranges, which are at most
//! the explorations' work.
//!
//! Steps 1–2 decide most queries but not all: on `ssa-smith --shape
//! huge-function` after `mem2reg` (size / 200 variables live across the
//! function), 7,903 arguments at 333K ops still needed step 3, and their
//! exact live ranges cost 7.9M visits and scans, 72.8M at 1M ops (9x per
//! 3x: the liveness itself is quadratic there). The budget per argument
//! cuts exactly the long ranges; measured on that shape (callgrind,
//! `docs/scaling.md`, "Instruction counts (s28)") the pass grows 3.3x and
//! 3.4x from 37K to 111K to 333K ops, for 2.8% more stores than exact
//! liveness at 333K and 4% more at 1M. A budget shared by the whole
//! function (64 × (B + E + U)) was reached only from about 1M ops on, so
//! the pass was quadratic below that (3.8x per 3x), and once reached it
//! left every later argument unexplored, short ranges included (more
//! stores at 1M than this). Boissinot et al.'s own precomputed
//! reachability sets are O(B²) bits.

use super::reach::Reach;
use super::web::{PhiWeb, NONE};
use fixedbitset::FixedBitSet;
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::analysis::DomTree;
use ssa_ir::ir::{Ir, OpId, RegionId};
use std::cell::RefCell;

/// Liveness queries over argument numbers.
pub(super) trait LiveIn {
    /// Is argument `arg` live on entry to the block at CFG node `node`?
    /// (`true` also when that was not decided within the budget.)
    fn is_live_in(&self, arg: u32, node: u32) -> bool;
    /// How many answers so far were `true` for want of budget.
    fn conservative(&self) -> u64;
}

/// The blocks an argument is live into.
enum LiveRange {
    Sorted(Vec<u32>),
    Bits(FixedBitSet),
    /// Not explored: the budget ran out.
    Unknown,
}

/// Block visits plus edge scans the exploration of one argument may make
/// per use of it (plus one).
const BUDGET: u64 = 256;

/// Live-in sets of the arguments of a body, explored on demand.
pub(super) struct ArgLiveIn<'a> {
    cfg: &'a RegionCfg,
    domtree: &'a DomTree,
    web: &'a PhiWeb,
    /// Per argument, the blocks that use it (CSR: `use_start[n]..[n + 1]`),
    /// in dominator-tree preorder (unreachable ones last).
    use_start: Vec<u32>,
    use_nodes: Vec<u32>,
    /// Per argument, its reachable use blocks as `(first, most)`: `first`
    /// the block's [`Orders`] first position, sorted, and `most` the
    /// largest second position of this and the later entries (CSR:
    /// `order_start[n]..[n + 1]`).
    order_start: Vec<u32>,
    by_order: Vec<(u32, u32)>,
    /// The second positions of the same uses, sorted (same CSR).
    by_second: Vec<u32>,
    reach: Reach,
    cache: RefCell<Cache>,
}

struct Cache {
    ranges: Vec<Option<LiveRange>>,
    /// `mark[node] == stamp`: node already found live-in in this walk.
    mark: Vec<u32>,
    stamp: u32,
    stack: Vec<u32>,
    found: Vec<u32>,
    /// Queries answered "live" because their range was not explored.
    conservative: u64,
}

impl<'a> ArgLiveIn<'a> {
    /// Records where each argument of `web` is used; live ranges are
    /// explored when first asked about.
    pub fn new(
        ir: &Ir,
        body: RegionId,
        cfg: &'a RegionCfg,
        domtree: &'a DomTree,
        web: &'a PhiWeb,
    ) -> ArgLiveIn<'a> {
        let num_nodes = cfg.blocks().len();
        let reach = Reach::compute(&cfg.graph, domtree);
        let preorder = |node: u32| domtree.subtree(node).map_or(NONE, |(first, _)| first);
        let mut use_start = Vec::with_capacity(web.args.len() + 1);
        let mut use_nodes = Vec::new();
        let mut order_start = Vec::with_capacity(web.args.len() + 1);
        let mut by_order = Vec::new();
        let mut by_second = Vec::new();
        for &v in &web.args.values {
            let start = use_nodes.len();
            use_start.push(start as u32);
            use_nodes.extend(
                ir.uses(v)
                    .filter_map(|(user, _)| user_node(ir, body, cfg, user)),
            );
            let uses = &mut use_nodes[start..];
            uses.sort_unstable_by_key(|&node| preorder(node));
            let first = by_order.len();
            order_start.push(first as u32);
            by_order.extend(uses.iter().filter_map(|&node| reach.positions(node)));
            let entries = &mut by_order[first..];
            entries.sort_unstable();
            by_second.extend(entries.iter().map(|&(_, second)| second));
            by_second[first..].sort_unstable();
            let mut most = 0;
            for entry in entries.iter_mut().rev() {
                most = most.max(entry.1);
                entry.1 = most;
            }
        }
        use_start.push(use_nodes.len() as u32);
        order_start.push(by_order.len() as u32);
        ArgLiveIn {
            cfg,
            domtree,
            web,
            use_start,
            use_nodes,
            order_start,
            by_order,
            by_second,
            reach,
            cache: RefCell::new(Cache {
                ranges: (0..web.args.len()).map(|_| None).collect(),
                mark: vec![0; num_nodes],
                stamp: 0,
                stack: Vec::new(),
                found: Vec::new(),
                conservative: 0,
            }),
        }
    }

    /// Walks backwards from the uses of `arg` to its block, within
    /// `BUDGET` × (1 + its uses) block visits and edge scans.
    fn explore(&self, cache: &mut Cache, arg: u32) -> LiveRange {
        cache.stamp += 1;
        let stamp = cache.stamp;
        let def = self.web.args.node[arg as usize];
        cache.found.clear();
        let uses = self.use_start[arg as usize] as usize..self.use_start[arg as usize + 1] as usize;
        let mut budget = BUDGET * (1 + uses.len() as u64);
        for &node in &self.use_nodes[uses] {
            if node != def && cache.mark[node as usize] != stamp {
                cache.mark[node as usize] = stamp;
                cache.stack.push(node);
                cache.found.push(node);
            }
        }
        while let Some(node) = cache.stack.pop() {
            let preds = self.cfg.graph.preds(node);
            let cost = 1 + preds.len() as u64;
            if budget < cost {
                cache.stack.clear();
                return LiveRange::Unknown;
            }
            budget -= cost;
            for &pred in preds {
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

impl ArgLiveIn<'_> {
    /// Decides `arg` live into `node` from the tests alone, when they can.
    fn quick(&self, arg: u32, node: u32) -> Option<bool> {
        let def = self.web.args.node[arg as usize];
        if !self.domtree.is_reachable(node) {
            return None;
        }
        if !self.domtree.strictly_dominates(def, node) {
            return Some(false);
        }
        let node = self.reach.header(self.domtree, def, node);
        let (first, last) = self.domtree.subtree(node).expect("reachable");
        let uses = &self.use_nodes
            [self.use_start[arg as usize] as usize..self.use_start[arg as usize + 1] as usize];
        let preorder = |n: u32| self.domtree.subtree(n).map_or(NONE, |(p, _)| p);
        let i = uses.partition_point(|&u| preorder(u) < first);
        if i < uses.len() && preorder(uses[i]) <= last {
            return Some(true);
        }
        let (first, second) = self.reach.positions(node).expect("reachable");
        let entries = &self.by_order
            [self.order_start[arg as usize] as usize..self.order_start[arg as usize + 1] as usize];
        let (last_first, last_second) = self.reach.last(node);
        let i = entries.partition_point(|&(f, _)| f < first);
        if i == entries.len() || entries[i].1 < second || entries[i].0 > last_first {
            return Some(false);
        }
        let seconds = &self.by_second
            [self.order_start[arg as usize] as usize..self.order_start[arg as usize + 1] as usize];
        let j = seconds.partition_point(|&p| p < second);
        if j == seconds.len() || seconds[j] > last_second {
            return Some(false);
        }
        None
    }
}

impl LiveIn for ArgLiveIn<'_> {
    fn is_live_in(&self, arg: u32, node: u32) -> bool {
        if let Some(answer) = self.quick(arg, node) {
            return answer;
        }
        let mut cache = self.cache.borrow_mut();
        if cache.ranges[arg as usize].is_none() {
            let range = self.explore(&mut cache, arg);
            cache.ranges[arg as usize] = Some(range);
        }
        match &cache.ranges[arg as usize] {
            Some(LiveRange::Sorted(nodes)) => nodes.binary_search(&node).is_ok(),
            Some(LiveRange::Bits(bits)) => bits.contains(node as usize),
            Some(LiveRange::Unknown) => {
                cache.conservative += 1;
                true
            }
            None => unreachable!("explored above"),
        }
    }

    fn conservative(&self) -> u64 {
        self.cache.borrow().conservative
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
                let domtree = DomTree::compute(&cfg.graph);
                let ours = ArgLiveIn::new(&ir, body, &cfg, &domtree, &web);
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
