//! Control dependence answered on demand from the post-dominator tree,
//! without building control-dependence sets (their total size can be
//! quadratic in the graph, as dominance frontiers can).
//!
//! Ferrante, Ottenstein and Warren ("The program dependence graph and its
//! use in optimization", TOPLAS 1987, §3.1): for an edge `y -> w` where `w`
//! does not post-dominate `y`, the nodes control dependent on `y` through
//! that edge are those on the post-dominator tree path from `w` up to, not
//! including, `ipdom(y)`. With `level` the depth in that tree
//! (`level(ipdom(y)) = level(y) - 1`): `x` is control dependent on `y` iff
//! some successor `w` of `y` is in `x`'s post-dominator subtree and
//! `level(x) >= level(y)`. Pingali and Bilardi ("Optimal control dependence
//! computation and the Roman chariots problem", TOPLAS 1997) answer such
//! queries in time proportional to their output; LLVM's ADCE
//! (`AggressiveDeadCodeElimination::markLiveBranchesFromControlDependences`)
//! answers them for newly live blocks with a reverse iterated dominance
//! frontier restricted to blocks whose terminator is still dead.
//!
//! [`ControlDependence`] serves the use ADCE makes of them: each node is
//! asked once, and a branch once found need not be found again. Each edge
//! `y -> w` is kept at `w`'s preorder position in the post-dominator tree
//! with key `level(y)`; a min segment tree over positions finds the edges in
//! `x`'s subtree (a contiguous preorder range) whose key is at most
//! `level(x)`, and each edge found is removed. Over any sequence of queries
//! every edge is reported at most once, so building and all queries together
//! take O((N + E) log N) time and O(N + E) memory for N nodes and E edges,
//! however deep the tree; a query costs O((1 + k) log N) for k edges
//! reported.

use super::dominators::PostDomTree;
use super::graph::Graph;

/// The edges of a graph indexed for "which branches does `x` depend on"
/// queries that remove what they report (module docs).
#[derive(Clone, Debug)]
pub struct ControlDependence {
    /// The edges at preorder position `p` are `edges[offsets[p]..offsets[p + 1]]`,
    /// as `(level of the source, source)`, ascending.
    offsets: Vec<usize>,
    edges: Vec<(u32, u32)>,
    /// First edge at each position not yet reported.
    cursor: Vec<usize>,
    /// Segment tree over positions (leaves at `leaves + p`): the smallest key
    /// of an unreported edge below each tree node, `u32::MAX` when none.
    min: Vec<u32>,
    leaves: usize,
    /// Per node of the graph: its preorder range and level in the tree.
    range: Vec<(u32, u32)>,
    level: Vec<u32>,
}

impl ControlDependence {
    /// Indexes the edges of `graph` by `pdt`, its post-dominator tree.
    /// O(N + E log E).
    pub fn new(graph: &Graph, pdt: &PostDomTree) -> ControlDependence {
        let tree = pdt.tree();
        let num_nodes = graph.num_nodes();
        let positions = tree.preorder().len();
        let mut range = Vec::with_capacity(num_nodes);
        let mut level = Vec::with_capacity(num_nodes);
        for node in 0..num_nodes as u32 {
            range.push(
                tree.subtree(node)
                    .expect("every node is in the post-dominator tree"),
            );
            level.push(
                tree.level(node)
                    .expect("every node is in the post-dominator tree"),
            );
        }
        // (position of w, level of y, y) for the edges that can be reported:
        // the others have level(y) > level(w), above every node over w.
        let mut keyed: Vec<(u32, u32, u32)> = Vec::with_capacity(graph.num_edges());
        for y in 0..num_nodes as u32 {
            for &w in graph.succs(y) {
                if level[y as usize] <= level[w as usize] {
                    keyed.push((range[w as usize].0, level[y as usize], y));
                }
            }
        }
        keyed.sort_unstable();
        let mut offsets = vec![0usize; positions + 1];
        for &(p, _, _) in &keyed {
            offsets[p as usize + 1] += 1;
        }
        for p in 0..positions {
            offsets[p + 1] += offsets[p];
        }
        let edges: Vec<(u32, u32)> = keyed.iter().map(|&(_, key, y)| (key, y)).collect();
        let leaves = positions.next_power_of_two();
        let mut min = vec![u32::MAX; 2 * leaves];
        for p in 0..positions {
            if offsets[p] < offsets[p + 1] {
                min[leaves + p] = edges[offsets[p]].0;
            }
        }
        for i in (1..leaves).rev() {
            min[i] = min[2 * i].min(min[2 * i + 1]);
        }
        ControlDependence {
            cursor: offsets[..positions].to_vec(),
            offsets,
            edges,
            min,
            leaves,
            range,
            level,
        }
    }

    /// Calls `found(y)` for each edge `y -> w` that makes `x` control
    /// dependent on `y` and that no earlier call reported (so a `y` may be
    /// reported once per such edge). O((1 + k) log N) for k edges reported.
    pub fn take(&mut self, x: u32, mut found: impl FnMut(u32)) {
        let (first, last) = self.range[x as usize];
        let (first, last) = (first as usize, last as usize);
        let bound = self.level[x as usize];
        // Tree nodes as (index, first position, one past the last), left
        // to right; a node is entered only if it overlaps the range and
        // holds a key within the bound.
        let mut stack = vec![(1usize, 0usize, self.leaves)];
        while let Some((i, lo, hi)) = stack.pop() {
            if self.min[i] > bound || hi <= first || lo > last {
                continue;
            }
            if hi - lo > 1 {
                let mid = (lo + hi) / 2;
                stack.push((2 * i + 1, mid, hi));
                stack.push((2 * i, lo, mid));
                continue;
            }
            let end = self.offsets[lo + 1];
            let mut c = self.cursor[lo];
            while c < end && self.edges[c].0 <= bound {
                found(self.edges[c].1);
                c += 1;
            }
            self.cursor[lo] = c;
            self.min[i] = if c < end { self.edges[c].0 } else { u32::MAX };
            let mut up = i / 2;
            while up >= 1 {
                self.min[up] = self.min[2 * up].min(self.min[2 * up + 1]);
                up /= 2;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::frontier::DominanceFrontiers;
    use crate::analysis::testing::{cytron_example, random_graph};
    use crate::rng::SplitMix64;

    /// Every node's control dependences, from the reverse dominance
    /// frontiers (Cytron et al. 1991, §6): each query in a random order
    /// reports exactly the frontier less what earlier queries reported.
    fn check(graph: &Graph, rng: &mut SplitMix64) {
        let pdt = PostDomTree::compute(graph);
        let rdf = DominanceFrontiers::compute(pdt.reversed_graph(), pdt.tree());
        let mut cd = ControlDependence::new(graph, &pdt);
        let mut order: Vec<u32> = (0..graph.num_nodes() as u32).collect();
        for i in (1..order.len()).rev() {
            order.swap(i, rng.index(i + 1));
        }
        let mut reported = vec![false; graph.num_nodes()];
        for &x in &order {
            let mut got = Vec::new();
            cd.take(x, |y| got.push(y));
            got.sort_unstable();
            got.dedup();
            let expected: Vec<u32> = rdf
                .frontier(x)
                .iter()
                .copied()
                .filter(|&y| (y as usize) < graph.num_nodes() && !reported[y as usize])
                .collect();
            // An edge reported earlier leaves its source out; another edge
            // of that source may still report it.
            let fresh: Vec<u32> = got
                .iter()
                .copied()
                .filter(|&y| !reported[y as usize])
                .collect();
            assert_eq!(fresh, expected, "control dependences of {x}");
            for &y in &got {
                assert!(rdf.frontier(x).contains(&y), "{y} reported for {x}");
                reported[y as usize] = true;
            }
        }
    }

    #[test]
    fn cytron_example_matches_reverse_frontiers() {
        let mut rng = SplitMix64::new(7);
        for _ in 0..20 {
            check(&cytron_example(), &mut rng);
        }
    }

    #[test]
    fn random_graphs_match_reverse_frontiers() {
        let mut rng = SplitMix64::new(11);
        for _ in 0..2000 {
            let graph = random_graph(&mut rng);
            check(&graph, &mut rng);
        }
    }
}
