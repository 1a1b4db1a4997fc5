//! Dominator and post-dominator trees.
//!
//! `a` dominates `b` when every path from the entry to `b` passes through
//! `a`. The tree is built by Lengauer and Tarjan's algorithm ("A fast
//! algorithm for finding dominators in a flowgraph", TOPLAS 1979, §3, the
//! simple version): semidominators by EVAL over a path-compressed forest,
//! then immediate dominators from the semidominator buckets. O(e log n).
//!
//! Semi-NCA (Georgiadis, PhD thesis, Princeton 2005; LLVM's
//! `GenericDomTreeConstruction.h`) replaces the buckets by a walk up the
//! partial tree for the nearest common ancestor of the parent and the
//! semidominator, which is O(n²) on a ladder CFG (every rail block's walk
//! climbs the whole spine), one of the shapes ssa-opt is benchmarked on.

use super::graph::{depth_first, dfs_stack, Graph, NO_NODE};
use fixedbitset::FixedBitSet;

/// The dominator tree of a [`Graph`]'s nodes reachable from its entry.
///
/// Queries follow LLVM's and MLIR's convention for unreachable nodes: every
/// node dominates itself, and an unreachable node is dominated by every node
/// (no path from the entry reaches it, so all such paths vacuously pass
/// through any node) and dominates no reachable node. Unreachable nodes have
/// no immediate dominator, level or children and are not in the preorder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DomTree {
    entry: u32,
    /// Immediate dominator; `NO_NODE` for the entry and unreachable nodes.
    idom: Vec<u32>,
    /// Children of `n` are `children[child_offsets[n]..child_offsets[n + 1]]`.
    child_offsets: Vec<u32>,
    children: Vec<u32>,
    /// Reachable nodes in dominator-tree preorder.
    preorder: Vec<u32>,
    /// Position in `preorder`; `NO_NODE` for unreachable nodes.
    preorder_number: Vec<u32>,
    /// The largest preorder position in the subtree of each node, so `a`
    /// dominates `b` iff `b`'s position is in `a`'s range.
    subtree_end: Vec<u32>,
    /// Depth in the tree (the entry is at 0); `NO_NODE` for unreachable nodes.
    level: Vec<u32>,
}

impl DomTree {
    /// Builds the dominator tree of `graph` by Lengauer and Tarjan (module docs).
    pub fn compute(graph: &Graph) -> DomTree {
        let num_nodes = graph.num_nodes();
        if num_nodes == 1 {
            // Most function bodies are one block: the tree is the entry
            // alone, without the dozen scratch vectors of the general case.
            return DomTree {
                entry: graph.entry(),
                idom: vec![NO_NODE],
                child_offsets: vec![0, 0],
                children: Vec::new(),
                preorder: vec![graph.entry()],
                preorder_number: vec![0],
                subtree_end: vec![0],
                level: vec![0],
            };
        }

        // Step 0: a depth-first spanning tree. From here until the tree is
        // built, vertices are named by their DFS preorder number.
        let mut number = vec![NO_NODE; num_nodes];
        let mut vertex: Vec<u32> = Vec::with_capacity(num_nodes);
        let mut parent: Vec<u32> = Vec::with_capacity(num_nodes);
        depth_first(
            |node| graph.succs(node),
            graph.entry(),
            &mut FixedBitSet::with_capacity(num_nodes),
            &mut dfs_stack(num_nodes),
            |node, dfs_parent| {
                number[node as usize] = vertex.len() as u32;
                vertex.push(node);
                parent.push(dfs_parent.map_or(0, |p| number[p as usize]));
            },
            |_| {},
        );
        let count = vertex.len();

        // Steps 2 and 3 of Lengauer and Tarjan, in decreasing preorder:
        // each vertex's semidominator from its predecessors (EVAL over the
        // path-compressed forest of the vertices already processed), then,
        // once `w` is linked to its parent, the vertices whose
        // semidominator is that parent get their immediate dominator or a
        // vertex whose immediate dominator is theirs.
        let mut semi: Vec<u32> = (0..count as u32).collect();
        let mut label: Vec<u32> = (0..count as u32).collect();
        let mut ancestor = vec![NO_NODE; count];
        let mut idom_number = vec![0u32; count];
        // Buckets as linked lists: `bucket_head[s]`, then `bucket_next[v]`.
        let mut bucket_head = vec![NO_NODE; count];
        let mut bucket_next = vec![NO_NODE; count];
        let mut path = Vec::new();
        for w in (1..count).rev() {
            for &pred in graph.preds(vertex[w]) {
                let v = number[pred as usize];
                if v != NO_NODE {
                    let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
                    semi[w] = semi[w].min(semi[u as usize]);
                }
            }
            let s = semi[w] as usize;
            bucket_next[w] = bucket_head[s];
            bucket_head[s] = w as u32;
            let p = parent[w];
            ancestor[w] = p;
            let mut v = std::mem::replace(&mut bucket_head[p as usize], NO_NODE);
            while v != NO_NODE {
                let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
                idom_number[v as usize] = if semi[u as usize] < semi[v as usize] {
                    u
                } else {
                    p
                };
                v = bucket_next[v as usize];
            }
        }
        // Step 4: in increasing preorder, a vertex whose semidominator is not
        // its immediate dominator has the immediate dominator of the vertex
        // recorded for it, final by then.
        for w in 1..count {
            if idom_number[w] != semi[w] {
                idom_number[w] = idom_number[idom_number[w] as usize];
            }
        }

        // Back to node ids. Children are listed in the order the DFS reached
        // them.
        let mut idom = vec![NO_NODE; num_nodes];
        let mut child_offsets = vec![0u32; num_nodes + 1];
        for w in 1..count {
            let dominator = vertex[idom_number[w] as usize];
            idom[vertex[w] as usize] = dominator;
            child_offsets[dominator as usize + 1] += 1;
        }
        for i in 0..num_nodes {
            child_offsets[i + 1] += child_offsets[i];
        }
        let mut next_child: Vec<u32> = child_offsets[..num_nodes].to_vec();
        let mut children = vec![0u32; count - 1];
        for &node in &vertex[1..] {
            let slot = &mut next_child[idom[node as usize] as usize];
            children[*slot as usize] = node;
            *slot += 1;
        }

        // Tree preorder (children in order), levels and subtree ranges.
        let children_of = |node: u32| {
            &children
                [child_offsets[node as usize] as usize..child_offsets[node as usize + 1] as usize]
        };
        let mut preorder = Vec::with_capacity(count);
        let mut stack = vec![graph.entry()];
        while let Some(node) = stack.pop() {
            preorder.push(node);
            stack.extend(children_of(node).iter().rev());
        }
        let mut preorder_number = vec![NO_NODE; num_nodes];
        let mut level = vec![NO_NODE; num_nodes];
        for (position, &node) in preorder.iter().enumerate() {
            preorder_number[node as usize] = position as u32;
            level[node as usize] = match idom[node as usize] {
                NO_NODE => 0,
                dominator => level[dominator as usize] + 1,
            };
        }
        let mut subtree_end = preorder_number.clone();
        for &node in preorder[1..].iter().rev() {
            let dominator = idom[node as usize] as usize;
            subtree_end[dominator] = subtree_end[dominator].max(subtree_end[node as usize]);
        }

        DomTree {
            entry: graph.entry(),
            idom,
            child_offsets,
            children,
            preorder,
            preorder_number,
            subtree_end,
            level,
        }
    }

    #[inline]
    pub fn entry(&self) -> u32 {
        self.entry
    }

    #[inline]
    pub fn num_nodes(&self) -> usize {
        self.idom.len()
    }

    /// The immediate dominator; `None` for the entry and unreachable nodes.
    #[inline]
    pub fn idom(&self, node: u32) -> Option<u32> {
        Some(self.idom[node as usize]).filter(|&idom| idom != NO_NODE)
    }

    /// Whether `node` is reachable from the entry (is in the tree).
    #[inline]
    pub fn is_reachable(&self, node: u32) -> bool {
        self.preorder_number[node as usize] != NO_NODE
    }

    /// Whether every path from the entry to `b` passes through `a`
    /// (reflexive; see the type's docs for unreachable nodes). O(1).
    #[inline]
    pub fn dominates(&self, a: u32, b: u32) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        let (a, b) = (a as usize, b as usize);
        // An unreachable `a` has position NO_NODE, above every reachable one.
        self.preorder_number[a] <= self.preorder_number[b]
            && self.preorder_number[b] <= self.subtree_end[a]
    }

    /// `dominates(a, b)` and `a != b`.
    #[inline]
    pub fn strictly_dominates(&self, a: u32, b: u32) -> bool {
        a != b && self.dominates(a, b)
    }

    /// The nodes `node` immediately dominates, in the order the depth-first
    /// search (successors in order) first reached them; empty for unreachable
    /// nodes.
    #[inline]
    pub fn children(&self, node: u32) -> &[u32] {
        let node = node as usize;
        &self.children[self.child_offsets[node] as usize..self.child_offsets[node + 1] as usize]
    }

    /// The reachable nodes in dominator-tree preorder, children in
    /// [`children`](Self::children) order: each node comes before the nodes
    /// it dominates, and those form a contiguous run after it.
    #[inline]
    pub fn preorder(&self) -> &[u32] {
        &self.preorder
    }

    /// The subtree of `node` as positions in [`preorder`](Self::preorder):
    /// `node` is at `first`, and the nodes it dominates are
    /// `preorder()[first..=last]`. `None` for unreachable nodes.
    #[inline]
    pub fn subtree(&self, node: u32) -> Option<(u32, u32)> {
        let first = self.preorder_number[node as usize];
        (first != NO_NODE).then(|| (first, self.subtree_end[node as usize]))
    }

    /// Depth in the tree: 0 for the entry, `None` for unreachable nodes.
    #[inline]
    pub fn level(&self, node: u32) -> Option<u32> {
        Some(self.level[node as usize]).filter(|&level| level != NO_NODE)
    }
}

/// Lengauer and Tarjan's EVAL with simple path compression: the vertex of
/// smallest semidominator on the forest path from `v` up to, not including,
/// the root of its tree in the forest (`ancestor`, `NO_NODE` at roots); `v`
/// itself if `v` is a root. The path is walked with the explicit stack
/// `path`.
fn eval(v: u32, ancestor: &mut [u32], label: &mut [u32], semi: &[u32], path: &mut Vec<u32>) -> u32 {
    if ancestor[v as usize] == NO_NODE {
        return v;
    }
    // The vertices below the root's child, deepest first on the stack.
    let mut node = v;
    while ancestor[ancestor[node as usize] as usize] != NO_NODE {
        path.push(node);
        node = ancestor[node as usize];
    }
    // From the top down: hang each vertex under the root's child and fold
    // the best label downwards.
    while let Some(node) = path.pop() {
        let above = ancestor[node as usize];
        if semi[label[above as usize] as usize] < semi[label[node as usize] as usize] {
            label[node as usize] = label[above as usize];
        }
        ancestor[node as usize] = ancestor[above as usize];
    }
    label[v as usize]
}

/// The post-dominator tree of a [`Graph`]: its dominator tree on
/// [`Graph::reverse_with_virtual_exit`].
///
/// `a` post-dominates `b` when every path from `b` to an exit passes through
/// `a`; nodes in infinite loops are treated as the reversed graph's docs say
/// (one node of each loop that cannot be left flows to the virtual exit).
/// Every node, reachable from the entry or not, is in this tree.
#[derive(Clone, Debug)]
pub struct PostDomTree {
    reversed: Graph,
    tree: DomTree,
}

impl PostDomTree {
    pub fn compute(graph: &Graph) -> PostDomTree {
        let reversed = graph.reverse_with_virtual_exit();
        let tree = DomTree::compute(&reversed);
        PostDomTree { reversed, tree }
    }

    /// The virtual exit: node `num_nodes()` of the original graph, the root.
    pub fn virtual_exit(&self) -> u32 {
        self.reversed.entry()
    }

    /// The immediate post-dominator; `None` when only the virtual exit
    /// strictly post-dominates `node` (exits, the chosen node of each
    /// infinite loop, nodes from which several of those are reachable) and
    /// for the virtual exit itself.
    pub fn ipdom(&self, node: u32) -> Option<u32> {
        self.tree
            .idom(node)
            .filter(|&ipdom| ipdom != self.virtual_exit())
    }

    /// Whether every path from `b` to the (virtual) exit passes through `a`.
    pub fn post_dominates(&self, a: u32, b: u32) -> bool {
        self.tree.dominates(a, b)
    }

    pub fn strictly_post_dominates(&self, a: u32, b: u32) -> bool {
        self.tree.strictly_dominates(a, b)
    }

    /// The reversed graph the tree was built on; with [`tree`](Self::tree) it
    /// gives post-dominance frontiers (control dependence).
    pub fn reversed_graph(&self) -> &Graph {
        &self.reversed
    }

    /// The underlying tree over the reversed graph, rooted at the virtual
    /// exit.
    pub fn tree(&self) -> &DomTree {
        &self.tree
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::testing::{cytron_example, random_graph, DominatorsByRemoval};
    use crate::rng::SplitMix64;
    use petgraph::graph::{DiGraph, NodeIndex};

    fn idoms(tree: &DomTree) -> Vec<Option<u32>> {
        (0..tree.num_nodes() as u32)
            .map(|node| tree.idom(node))
            .collect()
    }

    #[test]
    fn diamond() {
        // 0 -> {1, 2} -> 3
        let tree = DomTree::compute(&Graph::new(4, 0, [(0, 1), (0, 2), (1, 3), (2, 3)]));
        assert_eq!(idoms(&tree), vec![None, Some(0), Some(0), Some(0)]);
        assert_eq!(tree.children(0), &[1, 3, 2]);
        assert_eq!(tree.preorder(), &[0, 1, 3, 2]);
        assert_eq!(tree.level(3), Some(1));
        assert!(tree.dominates(0, 3) && tree.dominates(3, 3));
        assert!(!tree.dominates(1, 3) && !tree.strictly_dominates(3, 3));
    }

    /// A loop whose header is not the entry's only successor target.
    #[test]
    fn natural_loop() {
        // 0 -> 1 -> 2 -> 1, 2 -> 3, 1 -> 4 -> 3
        let tree = DomTree::compute(&Graph::new(
            5,
            0,
            [(0, 1), (1, 2), (2, 1), (2, 3), (1, 4), (4, 3)],
        ));
        assert_eq!(idoms(&tree), vec![None, Some(0), Some(1), Some(1), Some(1)]);
        assert_eq!(tree.level(2), Some(2));
        assert!(tree.strictly_dominates(1, 3));
    }

    /// Neither node of a two-entry loop dominates the other.
    #[test]
    fn irreducible_loop() {
        // 0 -> {1, 2}, 1 <-> 2, {1, 2} -> 3
        let tree = DomTree::compute(&Graph::new(
            4,
            0,
            [(0, 1), (0, 2), (1, 2), (2, 1), (1, 3), (2, 3)],
        ));
        assert_eq!(idoms(&tree), vec![None, Some(0), Some(0), Some(0)]);
        assert!(!tree.dominates(1, 2) && !tree.dominates(2, 1));
    }

    #[test]
    fn self_loop_and_multi_edges() {
        // 0 => 1 twice, 1 -> 1, 1 -> 2, 0 -> 2
        let tree = DomTree::compute(&Graph::new(3, 0, [(0, 1), (0, 1), (1, 1), (1, 2), (0, 2)]));
        assert_eq!(idoms(&tree), vec![None, Some(0), Some(0)]);
        let tree = DomTree::compute(&Graph::new(3, 0, [(0, 1), (0, 1), (1, 1), (1, 2)]));
        assert_eq!(idoms(&tree), vec![None, Some(0), Some(1)]);
    }

    /// Unreachable nodes are outside the tree, dominated by everything and
    /// dominating only unreachable nodes.
    #[test]
    fn unreachable_nodes() {
        // 0 -> 1; 2 -> 1, 2 <-> 3 unreachable
        let tree = DomTree::compute(&Graph::new(4, 0, [(0, 1), (2, 1), (2, 3), (3, 2)]));
        assert_eq!(idoms(&tree), vec![None, Some(0), None, None]);
        assert!(!tree.is_reachable(2) && tree.is_reachable(1));
        assert_eq!(tree.level(2), None);
        assert_eq!(tree.children(2), &[] as &[u32]);
        assert_eq!(tree.preorder(), &[0, 1]);
        assert!(tree.dominates(1, 2) && tree.strictly_dominates(3, 2));
        assert!(!tree.dominates(2, 1) && !tree.dominates(2, 0));
    }

    #[test]
    fn cytron_example_dominators() {
        let tree = DomTree::compute(&cytron_example());
        let expected = [None, Some(0), Some(1), Some(2), Some(3), Some(3), Some(3)]
            .into_iter()
            .chain([
                Some(2),
                Some(2),
                Some(8),
                Some(9),
                Some(9),
                Some(11),
                Some(12),
            ]);
        assert!(idoms(&tree).into_iter().eq(expected));
        assert_eq!(tree.children(2), &[3, 8, 7]);
        assert_eq!(tree.level(13), Some(7));
    }

    #[test]
    fn cytron_example_post_dominators() {
        let post = PostDomTree::compute(&cytron_example());
        assert_eq!(post.virtual_exit(), 14);
        let ipdoms: Vec<Option<u32>> = (0..15).map(|node| post.ipdom(node)).collect();
        let expected = [
            Some(1),
            Some(2),
            Some(8),
            Some(6),
            Some(6),
            Some(6),
            Some(8),
            Some(8),
        ]
        .into_iter()
        .chain([Some(9), Some(11), Some(11), Some(12), Some(13), None, None]);
        assert!(ipdoms.into_iter().eq(expected));
        assert!(post.post_dominates(8, 3) && !post.post_dominates(6, 2));
        assert!(post.strictly_post_dominates(14, 13));
    }

    /// Every node of an infinite loop is post-dominated via the loop's
    /// lowest-numbered node; nodes that can still exit are not.
    #[test]
    fn post_dominators_with_infinite_loop() {
        // 0 -> 1 -> 2 -> 3 -> 1 (loop without exit); 0 -> 4 exit.
        let post =
            PostDomTree::compute(&Graph::new(5, 0, [(0, 1), (1, 2), (2, 3), (3, 1), (0, 4)]));
        let ipdoms: Vec<Option<u32>> = (0..5).map(|node| post.ipdom(node)).collect();
        assert_eq!(ipdoms, vec![None, None, Some(3), Some(1), None]);
        assert!(post.reversed_graph().succs(5) == [1, 4]);
    }

    /// Lengauer-Tarjan agrees with the removal oracle and with petgraph's
    /// Cooper–Harvey–Kennedy implementation on every node and pair.
    #[test]
    fn dominators_match_oracles_on_random_graphs() {
        let mut rng = SplitMix64::new(0x5eed_0002);
        for _ in 0..4000 {
            let graph = random_graph(&mut rng);
            let tree = DomTree::compute(&graph);
            check_against_removal_oracle(&graph, &tree);

            let mut petgraph_graph = DiGraph::<(), ()>::new();
            let nodes: Vec<NodeIndex> = (0..graph.num_nodes())
                .map(|_| petgraph_graph.add_node(()))
                .collect();
            for from in 0..graph.num_nodes() as u32 {
                for &to in graph.succs(from) {
                    petgraph_graph.add_edge(nodes[from as usize], nodes[to as usize], ());
                }
            }
            let simple_fast = petgraph::algo::dominators::simple_fast(
                &petgraph_graph,
                nodes[graph.entry() as usize],
            );
            for node in 0..graph.num_nodes() as u32 {
                let expected = simple_fast
                    .immediate_dominator(nodes[node as usize])
                    .map(|idom| idom.index() as u32);
                assert_eq!(tree.idom(node), expected, "node {node} of {graph:?}");
            }
        }
    }

    /// The post-dominator tree is the removal oracle's dominance on the
    /// reversed graph, which covers every node.
    #[test]
    fn post_dominators_match_oracle_on_random_graphs() {
        let mut rng = SplitMix64::new(0x5eed_0003);
        for _ in 0..3000 {
            let graph = random_graph(&mut rng);
            let post = PostDomTree::compute(&graph);
            let reversed = post.reversed_graph();
            check_against_removal_oracle(reversed, post.tree());
            assert_eq!(post.tree().preorder().len(), graph.num_nodes() + 1);
            let oracle = DominatorsByRemoval::compute(reversed);
            for node in 0..graph.num_nodes() as u32 {
                let expected = oracle
                    .idom(node)
                    .filter(|&ipdom| ipdom != post.virtual_exit());
                assert_eq!(post.ipdom(node), expected);
            }
        }
    }

    /// Idoms, all-pairs dominance, levels, children and preorder against
    /// [`DominatorsByRemoval`].
    fn check_against_removal_oracle(graph: &Graph, tree: &DomTree) {
        let oracle = DominatorsByRemoval::compute(graph);
        let n = graph.num_nodes() as u32;
        for b in 0..n {
            assert_eq!(tree.is_reachable(b), oracle.is_reachable(b));
            assert_eq!(tree.idom(b), oracle.idom(b), "idom of {b} in {graph:?}");
            for a in 0..n {
                assert_eq!(
                    tree.dominates(a, b),
                    oracle.dominates(a, b),
                    "{a} dom {b} in {graph:?}"
                );
                assert_eq!(
                    tree.strictly_dominates(a, b),
                    a != b && oracle.dominates(a, b)
                );
            }
            let expected_children: Vec<u32> = (0..n).filter(|&c| tree.idom(c) == Some(b)).collect();
            let mut children = tree.children(b).to_vec();
            children.sort_unstable();
            assert_eq!(children, expected_children);
            let expected_level = match tree.idom(b) {
                Some(idom) => tree.level(idom).map(|level| level + 1),
                None => tree.is_reachable(b).then_some(0),
            };
            assert_eq!(tree.level(b), expected_level);
        }
        let preorder = tree.preorder();
        assert_eq!(
            preorder.len(),
            (0..n).filter(|&b| oracle.is_reachable(b)).count()
        );
        for (position, &node) in preorder.iter().enumerate() {
            // The nodes `node` dominates are exactly the run that follows it.
            let dominated = preorder[position..]
                .iter()
                .take_while(|&&later| oracle.dominates(node, later))
                .count();
            let expected = preorder
                .iter()
                .filter(|&&other| oracle.dominates(node, other))
                .count();
            assert_eq!(dominated, expected);
        }
    }
}
