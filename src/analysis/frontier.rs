//! Dominance frontiers and iterated dominance frontiers (where φ-nodes go).
//!
//! The dominance frontier of `x` is the set of nodes `y` such that `x`
//! dominates a predecessor of `y` but does not strictly dominate `y` (Cytron,
//! Ferrante, Rosen, Wegman and Zadeck, "Efficiently computing static single
//! assignment form and the control dependence graph", TOPLAS 1991). The
//! iterated frontier of a set of definition nodes is the limit of
//! `DF(defs)`, `DF(defs ∪ DF(defs))`, …: the nodes that need a φ (a block
//! argument) for a variable defined in those nodes.
//!
//! Only nodes reachable from the entry take part: an unreachable node has an
//! empty frontier, is in no frontier, and is ignored as a definition.
//!
//! # Cost
//!
//! [`DominanceFrontiers::compute`] is O(N + E + F) in time and memory for
//! F the total size of the frontiers, which is O(N²) on ladders and loop
//! nests (Cytron et al. §4.3): only the frontier printer materialises
//! them. [`iterated_frontier`] never builds them: O(E + N log N) per query
//! over the part of the tree it walks (Sreedhar & Gao 1995).

use super::dominators::DomTree;
use super::graph::{Graph, NO_NODE};
use fixedbitset::FixedBitSet;
use std::collections::BinaryHeap;

/// The dominance frontier of every node, each sorted and deduplicated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DominanceFrontiers {
    /// The frontier of `n` is `nodes[offsets[n]..offsets[n + 1]]`.
    offsets: Vec<usize>,
    nodes: Vec<u32>,
}

impl DominanceFrontiers {
    /// The "runner" algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast
    /// Dominance Algorithm", 2001, Fig. 5): for each join node `b` and each
    /// predecessor `p`, walk up the dominator tree from `p` to `idom(b)`,
    /// adding `b` to the frontier of every node passed.
    ///
    /// Deviations from the figure: every reachable node is treated as a join
    /// node, not only those with two or more predecessors. That makes no
    /// difference for a node with a single predecessor, which is its idom, and
    /// it puts the entry in the frontier of the nodes on a back edge to it
    /// (the entry has an implicit predecessor, so it is a join node with a
    /// single real predecessor). The walk stops at a node it already gave
    /// `b` to, as the rest of its way up is done too; so the cost is the size
    /// of the frontiers plus the number of edges, and each frontier comes out
    /// sorted and without duplicates because `b` is taken in ascending order.
    pub fn compute(graph: &Graph, domtree: &DomTree) -> DominanceFrontiers {
        // Two runs of the same walk, counting then filling, so the frontiers
        // (up to quadratic in size) are stored once, in CSR form.
        let num_nodes = graph.num_nodes();
        let mut offsets = vec![0usize; num_nodes + 1];
        for_each_frontier_membership(graph, domtree, |node, _| offsets[node as usize + 1] += 1);
        for i in 0..num_nodes {
            offsets[i + 1] += offsets[i];
        }
        let mut next = offsets[..num_nodes].to_vec();
        let mut nodes = vec![0u32; offsets[num_nodes]];
        for_each_frontier_membership(graph, domtree, |node, join| {
            nodes[next[node as usize]] = join;
            next[node as usize] += 1;
        });
        DominanceFrontiers { offsets, nodes }
    }

    pub fn num_nodes(&self) -> usize {
        self.offsets.len() - 1
    }

    /// The dominance frontier of `node`, ascending.
    pub fn frontier(&self, node: u32) -> &[u32] {
        let node = node as usize;
        &self.nodes[self.offsets[node]..self.offsets[node + 1]]
    }
}

/// Calls `add(node, join)` once for every `join` in the frontier of `node`,
/// in ascending `join` order: the runner walks of [`DominanceFrontiers::compute`].
fn for_each_frontier_membership(graph: &Graph, domtree: &DomTree, mut add: impl FnMut(u32, u32)) {
    let mut last_join = vec![NO_NODE; graph.num_nodes()];
    for join in 0..graph.num_nodes() as u32 {
        if !domtree.is_reachable(join) {
            continue;
        }
        let stop = domtree.idom(join);
        for &pred in graph.preds(join) {
            let mut runner = Some(pred).filter(|&pred| domtree.is_reachable(pred));
            while let Some(node) = runner {
                if runner == stop || last_join[node as usize] == join {
                    break;
                }
                last_join[node as usize] = join;
                add(node, join);
                runner = domtree.idom(node);
            }
        }
    }
}

/// The iterated dominance frontier of `defs`, ascending, by the worklist
/// algorithm of Cytron et al. (1991, §5.1; Appel, "Modern Compiler
/// Implementation", Alg. 19.6) over precomputed frontiers. Its cost is the
/// size of the frontiers it reads, which can be quadratic in the graph; see
/// [`iterated_frontier`] for the linear algorithm.
pub fn iterated_frontier_naive(frontiers: &DominanceFrontiers, defs: &[u32]) -> Vec<u32> {
    let num_nodes = frontiers.num_nodes();
    let mut in_frontier = FixedBitSet::with_capacity(num_nodes);
    let mut ever_queued = FixedBitSet::with_capacity(num_nodes);
    let mut worklist = Vec::new();
    for &def in defs {
        if !ever_queued.put(def as usize) {
            worklist.push(def);
        }
    }
    while let Some(node) = worklist.pop() {
        for &join in frontiers.frontier(node) {
            if !in_frontier.put(join as usize) && !ever_queued.put(join as usize) {
                worklist.push(join);
            }
        }
    }
    in_frontier.ones().map(|node| node as u32).collect()
}

/// The iterated dominance frontier of `defs`, ascending, in linear time
/// without building frontiers: Sreedhar and Gao, "A linear time algorithm
/// for placing φ-nodes" (POPL 1995), as LLVM's `IDFCalculator`
/// (`GenericIteratedDominanceFrontier.h`) does it.
///
/// Nodes are taken from a priority queue, deepest dominator-tree level first.
/// For each such root, its dominator subtree is walked; every edge `x -> y`
/// from the subtree with `level(y) <= level(root)` is a join edge leaving the
/// subtree, so `y` is in the iterated frontier, and `y` is queued in turn
/// unless it is a definition (already queued). A subtree already walked
/// from a deeper root is not walked again: its edges were checked against a
/// higher bound already.
///
/// With `live_in`, nodes outside it are neither returned nor queued (pruned
/// SSA, as LLVM's `setLiveInBlocks`): the result is the least set `P` with
/// `P = live_in ∩ DF(defs ∪ P)`. When `live_in` is the set of nodes where the
/// variable is live on entry (for example from
/// [`Liveness`](super::liveness::Liveness)), that is the iterated frontier
/// intersected with `live_in`. Nodes not below `live_in.len()` count as not
/// live. Definitions are always walked, live or not.
///
/// Deviations from the paper, all LLVM's: no explicit DJ graph (D-edges are
/// the tree's children, J-edges are the graph's edges filtered by level), a
/// binary heap keyed by (level, node) instead of an array of per-level
/// buckets (O(k log k) for k queued nodes instead of O(depth), which keeps a
/// query on a deep tree proportional to its own work), and the liveness
/// pruning. Unreachable definitions are ignored.
pub fn iterated_frontier(
    graph: &Graph,
    domtree: &DomTree,
    defs: &[u32],
    live_in: Option<&FixedBitSet>,
) -> Vec<u32> {
    let num_nodes = graph.num_nodes();
    let level = |node: u32| {
        domtree
            .level(node)
            .expect("successor of a reachable node is reachable")
    };
    let mut is_def = FixedBitSet::with_capacity(num_nodes);
    // Nodes that are or were queued as a root, or whose subtree walk began.
    let mut walked = FixedBitSet::with_capacity(num_nodes);
    // Join nodes found so far, whether placed or rejected as not live.
    let mut joins_seen = FixedBitSet::with_capacity(num_nodes);
    let mut queue = BinaryHeap::new();
    for &def in defs {
        if domtree.is_reachable(def) && !is_def.put(def as usize) {
            walked.insert(def as usize);
            queue.push((level(def), def));
        }
    }

    let mut frontier = Vec::new();
    let mut subtree = Vec::new();
    while let Some((root_level, root)) = queue.pop() {
        subtree.push(root);
        while let Some(node) = subtree.pop() {
            for &succ in graph.succs(node) {
                let succ_level = level(succ);
                if succ_level > root_level || joins_seen.put(succ as usize) {
                    continue;
                }
                if live_in.is_some_and(|live_in| !live_in.contains(succ as usize)) {
                    continue;
                }
                frontier.push(succ);
                if !is_def.contains(succ as usize) {
                    // Its level is at most `root_level`, so no walk has
                    // entered it yet.
                    walked.insert(succ as usize);
                    queue.push((succ_level, succ));
                }
            }
            for &child in domtree.children(node) {
                if !walked.put(child as usize) {
                    subtree.push(child);
                }
            }
        }
    }
    frontier.sort_unstable();
    frontier
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::dominators::PostDomTree;
    use crate::analysis::liveness::Liveness;
    use crate::analysis::testing::{
        cytron_example, random_graph, random_subset, DominatorsByRemoval,
    };
    use crate::rng::SplitMix64;

    fn frontiers_of(graph: &Graph) -> (DomTree, DominanceFrontiers) {
        let domtree = DomTree::compute(graph);
        let frontiers = DominanceFrontiers::compute(graph, &domtree);
        (domtree, frontiers)
    }

    /// Frontiers of the Cytron et al. example, worked out by hand from the
    /// definition.
    #[test]
    fn cytron_example_frontiers() {
        let graph = cytron_example();
        let (_, frontiers) = frontiers_of(&graph);
        let expected: [&[u32]; 14] = [
            &[],
            &[],
            &[2],
            &[8],
            &[6],
            &[6],
            &[8],
            &[8],
            &[2],
            &[2, 9],
            &[11],
            &[2, 9],
            &[2],
            &[],
        ];
        for (node, expected) in expected.iter().enumerate() {
            assert_eq!(frontiers.frontier(node as u32), *expected, "DF({node})");
        }
    }

    /// φ-placement for the example's variables: `l` is assigned in 1, 4, 5
    /// and 10, `k` in 1, 6 and 7, `i` in 1 and 12.
    #[test]
    fn cytron_example_iterated_frontiers() {
        let graph = cytron_example();
        let (domtree, frontiers) = frontiers_of(&graph);
        let cases: [(&[u32], &[u32]); 3] = [
            (&[1, 4, 5, 10], &[2, 6, 8, 9, 11]),
            (&[1, 6, 7], &[2, 8]),
            (&[1, 12], &[2]),
        ];
        for (defs, expected) in cases {
            assert_eq!(iterated_frontier_naive(&frontiers, defs), expected);
            assert_eq!(iterated_frontier(&graph, &domtree, defs, None), expected);
        }
        // A variable assigned in 4 and 5 and read only at the top of 6 is
        // live on entry to 6 alone: pruning drops the dead φs at 2 and 8.
        let mut live_in = FixedBitSet::with_capacity(14);
        live_in.insert(6);
        assert_eq!(
            iterated_frontier(&graph, &domtree, &[4, 5], None),
            vec![2, 6, 8]
        );
        assert_eq!(
            iterated_frontier(&graph, &domtree, &[4, 5], Some(&live_in)),
            vec![6]
        );
    }

    /// The entry is in the frontier of the nodes on a back edge to it, and a
    /// self-loop puts a node in its own frontier.
    #[test]
    fn back_edge_to_entry_and_self_loop() {
        // 0 -> 1 -> 0, 1 -> 2 -> 2
        let graph = Graph::new(3, 0, [(0, 1), (1, 0), (1, 2), (2, 2)]);
        let (domtree, frontiers) = frontiers_of(&graph);
        assert_eq!(frontiers.frontier(0), &[0]);
        assert_eq!(frontiers.frontier(1), &[0]);
        assert_eq!(frontiers.frontier(2), &[2]);
        assert_eq!(iterated_frontier(&graph, &domtree, &[2], None), vec![2]);
        assert_eq!(iterated_frontier(&graph, &domtree, &[1], None), vec![0]);
    }

    /// Unreachable nodes are in no frontier and ignored as definitions;
    /// multi-edges do not duplicate entries.
    #[test]
    fn unreachable_nodes_and_multi_edges() {
        // 0 -> {1, 2} -> 3 with 1 => 3 twice; 4 -> 3 and 4 -> 2 unreachable.
        let graph = Graph::new(
            5,
            0,
            [(0, 1), (0, 2), (1, 3), (1, 3), (2, 3), (4, 3), (4, 2)],
        );
        let (domtree, frontiers) = frontiers_of(&graph);
        assert_eq!(frontiers.frontier(1), &[3]);
        assert_eq!(frontiers.frontier(2), &[3]);
        assert_eq!(frontiers.frontier(4), &[] as &[u32]);
        assert_eq!(iterated_frontier(&graph, &domtree, &[4], None), vec![]);
        assert_eq!(iterated_frontier_naive(&frontiers, &[4]), vec![]);
    }

    /// Frontiers agree with the definition evaluated on the removal oracle.
    #[test]
    fn frontiers_match_definition_on_random_graphs() {
        let mut rng = SplitMix64::new(0x5eed_0004);
        for _ in 0..3000 {
            let graph = random_graph(&mut rng);
            let (_, frontiers) = frontiers_of(&graph);
            let oracle = DominatorsByRemoval::compute(&graph);
            let n = graph.num_nodes() as u32;
            for x in 0..n {
                let expected: Vec<u32> = (0..n)
                    .filter(|&y| {
                        oracle.is_reachable(x)
                            && oracle.is_reachable(y)
                            && graph
                                .preds(y)
                                .iter()
                                .any(|&p| oracle.is_reachable(p) && oracle.dominates(x, p))
                            && !(x != y && oracle.dominates(x, y))
                    })
                    .collect();
                assert_eq!(
                    frontiers.frontier(x),
                    expected.as_slice(),
                    "DF({x}) of {graph:?}"
                );
            }
        }
    }

    /// Sreedhar–Gao agrees with the naive worklist, unpruned and pruned by
    /// arbitrary live-in sets (against the least-fixpoint definition).
    #[test]
    fn linear_iterated_frontier_matches_naive_on_random_graphs() {
        let mut rng = SplitMix64::new(0x5eed_0005);
        for _ in 0..4000 {
            let graph = random_graph(&mut rng);
            let (domtree, frontiers) = frontiers_of(&graph);
            let n = graph.num_nodes();
            for _ in 0..4 {
                let defs = random_subset(&mut rng, n, 3);
                let naive = iterated_frontier_naive(&frontiers, &defs);
                assert_eq!(
                    iterated_frontier(&graph, &domtree, &defs, None),
                    naive,
                    "{defs:?} in {graph:?}"
                );

                let mut live_in = FixedBitSet::with_capacity(n);
                live_in.extend(
                    random_subset(&mut rng, n, 2)
                        .into_iter()
                        .map(|node| node as usize),
                );
                let expected = pruned_by_fixpoint(&frontiers, &defs, &live_in);
                let pruned = iterated_frontier(&graph, &domtree, &defs, Some(&live_in));
                assert_eq!(
                    pruned, expected,
                    "{defs:?} live in {live_in:?} of {graph:?}"
                );
            }
        }
    }

    /// With real liveness of a variable, pruned φ-placement is exactly the
    /// iterated frontier restricted to the nodes where the variable is live.
    #[test]
    fn pruned_by_liveness_is_iterated_frontier_within_live_in() {
        let mut rng = SplitMix64::new(0x5eed_0006);
        for _ in 0..4000 {
            let graph = random_graph(&mut rng);
            let (domtree, frontiers) = frontiers_of(&graph);
            let n = graph.num_nodes();
            // One variable; each node may use it (before any definition in
            // the node) and may define it.
            let mut uevar = vec![FixedBitSet::with_capacity(1); n];
            let mut varkill = vec![FixedBitSet::with_capacity(1); n];
            let mut defs = Vec::new();
            for node in 0..n {
                if rng.one_in(3) {
                    uevar[node].insert(0);
                }
                if rng.one_in(3) {
                    varkill[node].insert(0);
                    defs.push(node as u32);
                }
            }
            let liveness = Liveness::compute(&graph, &uevar, &varkill);
            let mut live_in = FixedBitSet::with_capacity(n);
            live_in.extend((0..n).filter(|&node| liveness.live_in(node as u32).contains(0)));

            let expected: Vec<u32> = iterated_frontier_naive(&frontiers, &defs)
                .into_iter()
                .filter(|&node| live_in.contains(node as usize))
                .collect();
            let pruned = iterated_frontier(&graph, &domtree, &defs, Some(&live_in));
            assert_eq!(
                pruned, expected,
                "defs {defs:?}, live in {live_in:?} of {graph:?}"
            );
        }
    }

    /// The least `P` with `P = live_in ∩ DF(defs ∪ P)`, by iterating from
    /// the empty set until nothing changes.
    fn pruned_by_fixpoint(
        frontiers: &DominanceFrontiers,
        defs: &[u32],
        live_in: &FixedBitSet,
    ) -> Vec<u32> {
        let mut placed = FixedBitSet::with_capacity(frontiers.num_nodes());
        loop {
            let mut next = FixedBitSet::with_capacity(frontiers.num_nodes());
            for node in defs.iter().map(|&def| def as usize).chain(placed.ones()) {
                next.extend(
                    frontiers
                        .frontier(node as u32)
                        .iter()
                        .map(|&join| join as usize),
                );
            }
            next.intersect_with(live_in);
            if next == placed {
                return placed.ones().map(|node| node as u32).collect();
            }
            placed = next;
        }
    }

    /// A million-node chain with a back edge to the entry: dominator and
    /// post-dominator trees a million levels deep, built and walked without
    /// recursion.
    #[test]
    fn million_node_chain() {
        let n = 1_000_000u32;
        let graph = Graph::new(
            n as usize,
            0,
            (1..n).map(|i| (i - 1, i)).chain([(n - 1, 0)]),
        );
        let domtree = DomTree::compute(&graph);
        assert_eq!(domtree.idom(n - 1), Some(n - 2));
        assert_eq!(domtree.level(n - 1), Some(n - 1));
        assert!(domtree.dominates(1, n - 1) && !domtree.dominates(n - 1, 1));
        assert_eq!(domtree.preorder().len(), n as usize);

        let frontiers = DominanceFrontiers::compute(&graph, &domtree);
        assert_eq!(frontiers.frontier(n / 2), &[0]);
        assert_eq!(
            iterated_frontier(&graph, &domtree, &[n - 1, n / 2], None),
            vec![0]
        );
        assert_eq!(iterated_frontier_naive(&frontiers, &[n - 1]), vec![0]);

        // No exit: the whole chain is one infinite loop, left through 0.
        let post = PostDomTree::compute(&graph);
        assert_eq!(post.reversed_graph().succs(post.virtual_exit()), &[0]);
        assert_eq!(post.ipdom(1), Some(2));
        assert_eq!(post.ipdom(n - 1), Some(0));
        assert_eq!(post.tree().level(1), Some(n));
    }

    /// Timings, not assertions: `cargo test -p ssa-ir --release --
    /// --ignored --nocapture timing`.
    #[test]
    #[ignore = "prints timings; run in release"]
    fn timing_on_large_graphs() {
        let mut rng = SplitMix64::new(0x5eed_0008);
        let n = 1_000_000;
        time_all(
            "1M random CFG, local jumps",
            &random_cfg(&mut rng, n, 64),
            &mut rng,
            true,
        );
        time_all(
            "1M random CFG, uniform jumps",
            &random_cfg(&mut rng, n, n as u64),
            &mut rng,
            true,
        );
        time_all("1M ladder", &ladder(n / 2), &mut rng, false);
        for k in [1000, 2000, 4000] {
            time_all(
                &format!("{}-node ladder", 2 * k),
                &ladder(k),
                &mut rng,
                true,
            );
        }
    }

    /// Each node falls through to the next; a third also jump up to `reach`
    /// nodes forwards or backwards; one in a thousand is an exit.
    fn random_cfg(rng: &mut SplitMix64, num_nodes: usize, reach: u64) -> Graph {
        let mut edges = Vec::new();
        for node in 0..num_nodes as u64 - 1 {
            if rng.one_in(1000) {
                continue;
            }
            edges.push((node as u32, node as u32 + 1));
            if rng.one_in(3) {
                let distance = 1 + rng.below(reach);
                let target = if rng.one_in(2) {
                    (node + distance).min(num_nodes as u64 - 1)
                } else {
                    node.saturating_sub(distance)
                };
                edges.push((node as u32, target as u32));
            }
        }
        Graph::new(num_nodes, 0, edges)
    }

    /// `k` nested repeat-until loops: headers `0..k` in a chain, then the
    /// latches `2k - 1` down to `k`, latch `2k - 1 - i` branching back to
    /// header `i`. The dominator tree is one chain and `DF` of the `i`-th
    /// header or latch from the outside holds `i + 1` headers, so the
    /// frontiers total about `k²` entries.
    fn ladder(k: usize) -> Graph {
        let k = k as u32;
        let headers = (1..k).map(|i| (i - 1, i));
        let latches = (k..2 * k).map(|latch| (latch - 1, latch));
        let back_edges = (k..2 * k).map(|latch| (latch, 2 * k - 1 - latch));
        Graph::new(2 * k as usize, 0, headers.chain(latches).chain(back_edges))
    }

    fn time_all(name: &str, graph: &Graph, rng: &mut SplitMix64, with_frontiers: bool) {
        let n = graph.num_nodes();
        let start = std::time::Instant::now();
        let domtree = DomTree::compute(graph);
        let domtree_time = start.elapsed();
        let defs = random_subset(rng, n, 100);
        let start = std::time::Instant::now();
        let linear = iterated_frontier(graph, &domtree, &defs, None);
        let linear_time = start.elapsed();
        print!(
            "{name}: DomTree {domtree_time:.2?}, IDF (Sreedhar-Gao) of {} defs {linear_time:.2?} -> {} nodes",
            defs.len(),
            linear.len()
        );
        if with_frontiers {
            let start = std::time::Instant::now();
            let frontiers = DominanceFrontiers::compute(graph, &domtree);
            let frontiers_time = start.elapsed();
            let start = std::time::Instant::now();
            let naive = iterated_frontier_naive(&frontiers, &defs);
            let naive_time = start.elapsed();
            assert_eq!(naive, linear);
            let total: usize = (0..n as u32)
                .map(|node| frontiers.frontier(node).len())
                .sum();
            print!(", DF {frontiers_time:.2?} ({total} entries), IDF (naive) {naive_time:.2?}");
        }
        println!();
    }
}
