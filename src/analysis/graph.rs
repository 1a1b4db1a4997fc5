//! A dense directed graph with an entry node: the shape every analysis in
//! this module works on.
//!
//! Nodes are `0..num_nodes` with `u32` ids. Successor and predecessor lists
//! are stored in compressed sparse row (CSR) form, each in the order the edges
//! were given, and multi-edges are kept: a block that branches to the same
//! block twice has that successor twice (and is twice its predecessor).
//!
//! All traversals use explicit stacks, so graph depth never becomes call-stack
//! depth.
//!
//! Construction, the traversal orders and the reversal are O(N + E) in time
//! and memory for N nodes and E edges.

use fixedbitset::FixedBitSet;

/// Id used inside the analyses for "no node"; never a valid node id because
/// [`Graph::new`] requires `num_nodes < u32::MAX`.
pub(crate) const NO_NODE: u32 = u32::MAX;

/// A directed graph over the nodes `0..num_nodes` with a distinguished entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    entry: u32,
    succs: Csr,
    preds: Csr,
}

/// One adjacency list per node: `targets[offsets[n]..offsets[n + 1]]`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Csr {
    offsets: Vec<usize>,
    targets: Vec<u32>,
}

impl Csr {
    /// Groups `(node, target)` pairs by `node`, keeping the order of the pairs
    /// within each group (a stable counting sort).
    fn from_pairs(num_nodes: usize, pairs: &[(u32, u32)]) -> Csr {
        let mut offsets = vec![0usize; num_nodes + 1];
        for &(node, _) in pairs {
            offsets[node as usize + 1] += 1;
        }
        for i in 0..num_nodes {
            offsets[i + 1] += offsets[i];
        }
        let mut next = offsets[..num_nodes].to_vec();
        let mut targets = vec![0u32; pairs.len()];
        for &(node, target) in pairs {
            targets[next[node as usize]] = target;
            next[node as usize] += 1;
        }
        Csr { offsets, targets }
    }

    #[inline]
    fn list(&self, node: u32) -> &[u32] {
        let node = node as usize;
        &self.targets[self.offsets[node]..self.offsets[node + 1]]
    }
}

impl Graph {
    /// Builds the graph of `num_nodes` nodes and the directed `edges`
    /// `(from, to)`, in the given order.
    ///
    /// # Panics
    ///
    /// If `num_nodes` is `0` or not below `u32::MAX`, or if `entry` or an
    /// edge endpoint is not below `num_nodes`.
    pub fn new(num_nodes: usize, entry: u32, edges: impl IntoIterator<Item = (u32, u32)>) -> Graph {
        assert!(
            num_nodes < NO_NODE as usize,
            "graph of {num_nodes} nodes does not fit u32 ids"
        );
        assert!(
            (entry as usize) < num_nodes,
            "entry {entry} is not a node of a graph of {num_nodes} nodes"
        );
        let edges: Vec<(u32, u32)> = edges.into_iter().collect();
        for &(from, to) in &edges {
            assert!(
                (from as usize) < num_nodes && (to as usize) < num_nodes,
                "edge {from} -> {to} leaves a graph of {num_nodes} nodes"
            );
        }
        let reversed: Vec<(u32, u32)> = edges.iter().map(|&(from, to)| (to, from)).collect();
        Graph {
            entry,
            succs: Csr::from_pairs(num_nodes, &edges),
            preds: Csr::from_pairs(num_nodes, &reversed),
        }
    }

    #[inline]
    pub fn num_nodes(&self) -> usize {
        self.succs.offsets.len() - 1
    }

    /// The number of edges, multi-edges counted once per occurrence.
    #[inline]
    pub fn num_edges(&self) -> usize {
        self.succs.targets.len()
    }

    #[inline]
    pub fn entry(&self) -> u32 {
        self.entry
    }

    /// Targets of the edges leaving `node`, in insertion order.
    #[inline]
    pub fn succs(&self, node: u32) -> &[u32] {
        self.succs.list(node)
    }

    /// Sources of the edges entering `node`, in insertion order.
    #[inline]
    pub fn preds(&self, node: u32) -> &[u32] {
        self.preds.list(node)
    }

    /// The nodes reachable from the entry in depth-first post-order
    /// (successors taken in order): each node comes after every node first
    /// reached through it.
    pub fn post_order(&self) -> Vec<u32> {
        let mut order = Vec::with_capacity(self.num_nodes());
        let mut visited = FixedBitSet::with_capacity(self.num_nodes());
        depth_first(
            |node| self.succs(node),
            self.entry,
            &mut visited,
            &mut dfs_stack(self.num_nodes()),
            |_, _| {},
            |node| order.push(node),
        );
        order
    }

    /// Every node, in the depth-first post-order of the nodes reachable from
    /// the entry, then the unreachable ones, each group in the post-order of
    /// a DFS from its lowest-numbered node: the visiting order of a backward
    /// data-flow problem solved over all nodes (successors first, back edges
    /// excepted).
    pub fn post_order_of_all(&self) -> Vec<u32> {
        let num_nodes = self.num_nodes();
        let mut order = Vec::with_capacity(num_nodes);
        let mut visited = FixedBitSet::with_capacity(num_nodes);
        let mut stack = dfs_stack(num_nodes);
        for start in std::iter::once(self.entry).chain(0..num_nodes as u32) {
            depth_first(
                |node| self.succs(node),
                start,
                &mut visited,
                &mut stack,
                |_, _| {},
                |node| order.push(node),
            );
        }
        order
    }

    /// [`post_order`](Self::post_order) reversed: every node comes before its
    /// successors, back edges excepted.
    pub fn reverse_post_order(&self) -> Vec<u32> {
        let mut order = self.post_order();
        order.reverse();
        order
    }

    /// The set of nodes reachable from the entry.
    pub fn reachable(&self) -> FixedBitSet {
        let mut visited = FixedBitSet::with_capacity(self.num_nodes());
        depth_first(
            |node| self.succs(node),
            self.entry,
            &mut visited,
            &mut dfs_stack(self.num_nodes()),
            |_, _| {},
            |_| {},
        );
        visited
    }

    /// The reverse graph with a virtual exit, on which dominance is
    /// post-dominance of `self`.
    ///
    /// The result has `num_nodes() + 1` nodes; the extra node `num_nodes()` is
    /// the virtual exit and its entry. Every edge `a -> b` becomes `b -> a`
    /// (so `succs(n)` of the result is `self.preds(n)`, and `preds(n)` starts
    /// with `self.succs(n)`), and the virtual exit gets an edge, in ascending
    /// node order, to
    ///
    /// - every node without successors (a real exit), and
    /// - the lowest-numbered node of every infinite loop that cannot be left:
    ///   every strongly connected component with no edge leaving it that is
    ///   not a single exit node.
    ///
    /// Every node reaches a node of the second kind or a real exit, so every
    /// node is reachable from the virtual exit and has a post-dominator tree
    /// position. As in LLVM (`GenericDomTreeConstruction.h`, `FindRoots` and
    /// `RemoveRedundantRoots`), exactly one node per such closed component is
    /// connected, which is the fewest edges that make everything reachable.
    /// LLVM picks the node a forward DFS reaches last ("furthest away"); the
    /// lowest-numbered node is picked here instead, so the choice depends only
    /// on the numbering (with blocks numbered in reverse post-order it is the
    /// loop header).
    ///
    /// The components are found in linear time: a DFS over predecessors,
    /// restricted to the nodes that cannot reach an exit, finishes last on a
    /// node of a component without exits (Kosaraju's argument); everything
    /// that reaches that component is then marked and the next unmarked node
    /// in decreasing finish order lies in another closed component.
    ///
    /// # Panics
    ///
    /// If `num_nodes() + 1` is not below `u32::MAX`.
    pub fn reverse_with_virtual_exit(&self) -> Graph {
        let num_nodes = self.num_nodes();
        assert!(
            num_nodes + 1 < NO_NODE as usize,
            "graph of {num_nodes} nodes has no id left for a virtual exit"
        );
        let virtual_exit = num_nodes as u32;
        let preds = |node| self.preds(node);
        let succs = |node| self.succs(node);

        let mut exit_roots: Vec<u32> = (0..virtual_exit)
            .filter(|&node| self.succs(node).is_empty())
            .collect();

        // Nodes that reach a real exit, then nodes that reach a chosen root.
        let mut marked = FixedBitSet::with_capacity(num_nodes);
        let mut stack = dfs_stack(num_nodes);
        for &exit in &exit_roots {
            depth_first(preds, exit, &mut marked, &mut stack, |_, _| {}, |_| {});
        }
        let mut finish_order = Vec::with_capacity(num_nodes);
        let mut finished = marked.clone();
        for node in 0..virtual_exit {
            depth_first(
                preds,
                node,
                &mut finished,
                &mut stack,
                |_, _| {},
                |node| finish_order.push(node),
            );
        }
        let mut in_closed_component = FixedBitSet::with_capacity(num_nodes);
        for &node in finish_order.iter().rev() {
            if marked.contains(node as usize) {
                continue;
            }
            // `node`'s component has no edge leaving it, so the forward DFS
            // from it visits exactly that component.
            let mut lowest = node;
            depth_first(
                succs,
                node,
                &mut in_closed_component,
                &mut stack,
                |member, _| lowest = lowest.min(member),
                |_| {},
            );
            exit_roots.push(lowest);
            depth_first(preds, node, &mut marked, &mut stack, |_, _| {}, |_| {});
        }
        exit_roots.sort_unstable();

        // Reversed successors are the predecessors; reversed predecessors are
        // the successors, then the virtual exit for the nodes it enters.
        let mut succs = self.preds.clone();
        succs.targets.extend_from_slice(&exit_roots);
        succs.offsets.push(succs.targets.len());
        let mut is_exit_root = FixedBitSet::with_capacity(num_nodes);
        is_exit_root.extend(exit_roots.iter().map(|&node| node as usize));
        let mut preds = Csr {
            offsets: Vec::with_capacity(num_nodes + 2),
            targets: Vec::with_capacity(self.succs.targets.len() + exit_roots.len()),
        };
        preds.offsets.push(0);
        for node in 0..virtual_exit {
            preds.targets.extend_from_slice(self.succs(node));
            if is_exit_root.contains(node as usize) {
                preds.targets.push(virtual_exit);
            }
            preds.offsets.push(preds.targets.len());
        }
        preds.offsets.push(preds.targets.len());
        Graph {
            entry: virtual_exit,
            succs,
            preds,
        }
    }
}

/// Depth-first search from `start` along `adjacency`, with an explicit stack
/// (as regalloc2's `postorder.rs`), skipping nodes already in `visited` and
/// adding every node it reaches. Calls `on_discover(node, dfs_parent)` in
/// pre-order and `on_finish(node)` in post-order; neighbours are taken in
/// list order. Does nothing if `start` is already visited.
///
/// `stack` is scratch (left empty): a frame per node on the current path,
/// the node and the position of its next neighbour, so at most one per bit
/// of `visited`. [`dfs_stack`] reserves that much once, so that the search
/// never reallocates (a doubling vector makes the peak memory jump 2x at
/// unlucky depths) and repeated searches share it.
pub(crate) fn depth_first<'a>(
    adjacency: impl Fn(u32) -> &'a [u32],
    start: u32,
    visited: &mut FixedBitSet,
    stack: &mut Vec<(u32, u32)>,
    mut on_discover: impl FnMut(u32, Option<u32>),
    mut on_finish: impl FnMut(u32),
) {
    if visited.put(start as usize) {
        return;
    }
    on_discover(start, None);
    stack.push((start, 0));
    while let Some((node, position)) = stack.last_mut() {
        let parent = *node;
        if let Some(&next) = adjacency(parent).get(*position as usize) {
            *position += 1;
            if !visited.put(next as usize) {
                on_discover(next, Some(parent));
                stack.push((next, 0));
            }
        } else {
            on_finish(parent);
            stack.pop();
        }
    }
}

/// The scratch stack of [`depth_first`] over `num_nodes` nodes, reserved
/// for the deepest search.
pub(crate) fn dfs_stack(num_nodes: usize) -> Vec<(u32, u32)> {
    Vec::with_capacity(num_nodes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::testing::random_graph;
    use crate::rng::SplitMix64;

    fn ones(set: &FixedBitSet) -> Vec<u32> {
        set.ones().map(|node| node as u32).collect()
    }

    /// Successor and predecessor lists keep insertion order and multi-edges.
    #[test]
    fn adjacency_keeps_order_and_multi_edges() {
        let graph = Graph::new(4, 0, [(0, 2), (0, 1), (0, 2), (1, 3), (2, 3), (3, 0)]);
        assert_eq!(graph.num_nodes(), 4);
        assert_eq!(graph.entry(), 0);
        assert_eq!(graph.succs(0), &[2, 1, 2]);
        assert_eq!(graph.preds(2), &[0, 0]);
        assert_eq!(graph.preds(3), &[1, 2]);
        assert_eq!(graph.preds(0), &[3]);
        assert_eq!(graph.succs(3), &[0]);
    }

    /// Post-order takes successors in order; unreachable nodes are left out.
    #[test]
    fn post_order_of_diamond_with_unreachable_node() {
        // 0 -> {1, 2} -> 3; node 4 -> 3 is unreachable.
        let graph = Graph::new(5, 0, [(0, 1), (0, 2), (1, 3), (2, 3), (4, 3)]);
        assert_eq!(graph.post_order(), vec![3, 1, 2, 0]);
        assert_eq!(graph.reverse_post_order(), vec![0, 2, 1, 3]);
        assert_eq!(ones(&graph.reachable()), vec![0, 1, 2, 3]);
    }

    /// Unreachable nodes follow the reachable ones, each group in the
    /// post-order of a DFS from its lowest-numbered node.
    #[test]
    fn post_order_of_all_appends_unreachable_groups() {
        // 0 -> 1; 4 -> 2 -> 3 -> 1 and 5 are unreachable.
        let graph = Graph::new(6, 0, [(0, 1), (4, 2), (2, 3), (3, 1)]);
        assert_eq!(graph.post_order_of_all(), vec![1, 0, 3, 2, 4, 5]);
    }

    #[test]
    fn post_order_with_loop_and_non_zero_entry() {
        // 2 -> 0 -> 1 -> 0, 1 -> 3.
        let graph = Graph::new(4, 2, [(2, 0), (0, 1), (1, 0), (1, 3)]);
        assert_eq!(graph.post_order(), vec![3, 1, 0, 2]);
    }

    /// A million-node chain is traversed without deep recursion.
    #[test]
    fn post_order_of_long_chain() {
        let n = 1_000_000u32;
        let graph = Graph::new(n as usize, 0, (1..n).map(|i| (i - 1, i)));
        let order = graph.post_order();
        assert_eq!(order.len(), n as usize);
        assert!(order.iter().rev().copied().eq(0..n));
    }

    /// Reversing swaps the lists and the virtual exit enters each real exit.
    #[test]
    fn reverse_of_diamond_with_two_exits() {
        // 0 -> {1, 2}; 1 -> 3; 2 and 3 are exits.
        let graph = Graph::new(4, 0, [(0, 1), (0, 2), (1, 3)]);
        let reversed = graph.reverse_with_virtual_exit();
        assert_eq!(reversed.num_nodes(), 5);
        assert_eq!(reversed.entry(), 4);
        assert_eq!(reversed.succs(4), &[2, 3]);
        assert_eq!(reversed.succs(3), &[1]);
        assert_eq!(reversed.succs(0), &[] as &[u32]);
        assert_eq!(reversed.preds(0), &[1, 2]);
        assert_eq!(reversed.preds(2), &[4]);
        assert_eq!(reversed.preds(4), &[] as &[u32]);
    }

    /// An infinite loop is entered from the virtual exit at its
    /// lowest-numbered node, an exit-less loop that flows into another gets
    /// no edge, and multi-edges stay doubled.
    #[test]
    fn reverse_connects_one_node_per_closed_loop() {
        // 0 -> 1 -> 2 -> 3 -> 2 (closed loop {2, 3}), 1 -> 1 (self-loop that
        // can be left), 0 -> 4 -> 5 => 4 twice (closed loop {4, 5}),
        // 0 -> 6 -> 7 -> 6 and 7 -> 4 (a loop that only flows into {4, 5}).
        let graph = Graph::new(
            8,
            0,
            [
                (0, 1),
                (1, 2),
                (2, 3),
                (3, 2),
                (1, 1),
                (0, 4),
                (4, 5),
                (5, 4),
                (5, 4),
                (0, 6),
                (6, 7),
                (7, 6),
                (7, 4),
            ],
        );
        let reversed = graph.reverse_with_virtual_exit();
        assert_eq!(reversed.succs(8), &[2, 4]);
        assert_eq!(reversed.preds(2), &[3, 8]);
        assert_eq!(reversed.succs(4), &[0, 5, 5, 7]);
        assert_eq!(reversed.preds(4), &[5, 8]);
        assert_eq!(reversed.preds(5), &[4, 4]);
        assert_eq!(ones(&reversed.reachable()).len(), 9);
    }

    /// The virtual exit enters exactly the real exits and the lowest node of
    /// every closed strongly connected component, checked against
    /// reachability closures on random graphs.
    #[test]
    fn reverse_roots_match_closed_components() {
        let mut rng = SplitMix64::new(0x5eed_0001);
        for _ in 0..2000 {
            let graph = random_graph(&mut rng);
            let n = graph.num_nodes() as u32;
            let reaches: Vec<FixedBitSet> =
                (0..n).map(|node| reachable_from(&graph, node)).collect();
            let expected: Vec<u32> = (0..n)
                .filter(|&node| {
                    let closed_component = reaches[node as usize]
                        .ones()
                        .all(|m| reaches[m].contains(node as usize));
                    let lowest = reaches[node as usize].ones().next() == Some(node as usize);
                    graph.succs(node).is_empty() || (closed_component && lowest)
                })
                .collect();
            let reversed = graph.reverse_with_virtual_exit();
            assert_eq!(reversed.succs(n), expected.as_slice(), "{graph:?}");
            for node in 0..n {
                assert_eq!(reversed.succs(node), graph.preds(node));
                let mut expected_preds = graph.succs(node).to_vec();
                if expected.contains(&node) {
                    expected_preds.push(n);
                }
                assert_eq!(reversed.preds(node), expected_preds.as_slice());
            }
        }
    }

    /// Nodes reachable from `start` (including `start`), by a plain worklist.
    fn reachable_from(graph: &Graph, start: u32) -> FixedBitSet {
        let mut seen = FixedBitSet::with_capacity(graph.num_nodes());
        let mut worklist = vec![start];
        seen.insert(start as usize);
        while let Some(node) = worklist.pop() {
            for &succ in graph.succs(node) {
                if !seen.put(succ as usize) {
                    worklist.push(succ);
                }
            }
        }
        seen
    }
}
