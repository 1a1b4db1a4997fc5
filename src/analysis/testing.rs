//! Test support: random graphs, and the slow,
//! obviously correct dominance oracle the fast analyses are checked against.

use super::graph::Graph;
use crate::rng::SplitMix64;
use fixedbitset::FixedBitSet;

/// A random graph of 1 to 12 nodes (sometimes up to 30) and a random entry,
/// with 0 to 3 successors per node: self-loops, multi-edges, irreducible
/// loops, unreachable nodes and nodes that reach no exit all occur.
pub(crate) fn random_graph(rng: &mut SplitMix64) -> Graph {
    let num_nodes = if rng.one_in(8) {
        1 + rng.below(30)
    } else {
        1 + rng.below(12)
    };
    let mut edges = Vec::new();
    for from in 0..num_nodes {
        let out_degree = match rng.below(8) {
            0 => 0,
            1..=3 => 1,
            4..=6 => 2,
            _ => 3,
        };
        for _ in 0..out_degree {
            edges.push((from as u32, rng.below(num_nodes) as u32));
        }
    }
    let entry = rng.below(num_nodes) as u32;
    Graph::new(num_nodes as usize, entry, edges)
}

/// The nested-loop program of Cytron et al. (TOPLAS 1991, Fig. 1) as a
/// CFG, numbered here 0 (entry) to 13 (exit):
///
/// ```text
///  0 entry     1 i,j,k,l := 1   2 repeat; if P   3 j := i; if Q
///  4 l := 2    5 l := 3         6 k := k + 1     7 k := k + 2
///  8 print     9 repeat; if R  10 l := l + 4    11 until S
/// 12 i := i + 6; until T       13 exit
/// ```
pub(crate) fn cytron_example() -> Graph {
    Graph::new(
        14,
        0,
        [
            (0, 1),
            (1, 2),
            (2, 3),
            (2, 7),
            (3, 4),
            (3, 5),
            (4, 6),
            (5, 6),
            (6, 8),
            (7, 8),
            (8, 9),
            (9, 10),
            (9, 11),
            (10, 11),
            (11, 9),
            (11, 12),
            (12, 2),
            (12, 13),
        ],
    )
}

/// Random subset of `0..num_nodes`, each node with probability 1/`one_in`.
pub(crate) fn random_subset(rng: &mut SplitMix64, num_nodes: usize, one_in: u64) -> Vec<u32> {
    (0..num_nodes as u32)
        .filter(|_| rng.one_in(one_in))
        .collect()
}

/// Dominance straight from the definition: `a` dominates `b` iff `b` cannot
/// be reached from the entry once `a` is removed. O(n · (n + e)).
///
/// Every node dominates itself and every unreachable node (no path from the
/// entry reaches it, so every such path vacuously passes through `a`).
pub(crate) struct DominatorsByRemoval {
    /// `dominated[a]`: the nodes `a` dominates.
    dominated: Vec<FixedBitSet>,
    reachable: FixedBitSet,
}

impl DominatorsByRemoval {
    pub(crate) fn compute(graph: &Graph) -> DominatorsByRemoval {
        let num_nodes = graph.num_nodes();
        let reachable = reachable_avoiding(graph, None);
        let dominated = (0..num_nodes as u32)
            .map(|removed| {
                let mut dominated = reachable_avoiding(graph, Some(removed));
                dominated.toggle_range(..);
                dominated
            })
            .collect();
        DominatorsByRemoval {
            dominated,
            reachable,
        }
    }

    pub(crate) fn dominates(&self, a: u32, b: u32) -> bool {
        self.dominated[a as usize].contains(b as usize)
    }

    pub(crate) fn is_reachable(&self, node: u32) -> bool {
        self.reachable.contains(node as usize)
    }

    /// The strict dominator of `node` that all its other strict dominators
    /// dominate; `None` for the entry and unreachable nodes.
    pub(crate) fn idom(&self, node: u32) -> Option<u32> {
        if !self.is_reachable(node) {
            return None;
        }
        let strict_dominators: Vec<u32> = (0..self.dominated.len() as u32)
            .filter(|&a| a != node && self.dominates(a, node))
            .collect();
        let idoms: Vec<u32> = strict_dominators
            .iter()
            .copied()
            .filter(|&candidate| {
                strict_dominators
                    .iter()
                    .all(|&other| self.dominates(other, candidate))
            })
            .collect();
        assert!(idoms.len() <= 1, "dominators of {node} are not a chain");
        idoms.first().copied()
    }
}

/// Nodes reachable from the entry without passing through `removed`.
fn reachable_avoiding(graph: &Graph, removed: Option<u32>) -> FixedBitSet {
    let mut seen = FixedBitSet::with_capacity(graph.num_nodes());
    if removed == Some(graph.entry()) {
        return seen;
    }
    if let Some(removed) = removed {
        seen.insert(removed as usize);
    }
    seen.insert(graph.entry() as usize);
    let mut worklist = vec![graph.entry()];
    while let Some(node) = worklist.pop() {
        for &succ in graph.succs(node) {
            if !seen.put(succ as usize) {
                worklist.push(succ);
            }
        }
    }
    if let Some(removed) = removed {
        seen.remove(removed as usize);
    }
    seen
}
