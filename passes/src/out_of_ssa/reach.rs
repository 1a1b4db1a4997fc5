//! Which blocks a block can reach without passing a given definition: the
//! two cheap certificates `live_in` answers most queries with.
//!
//! Boissinot et al. 2008 ("Fast liveness checking for SSA-form programs",
//! §4–5) reduce "is `v` live into `q`?" for `v` defined in block `d` to
//! reachability in the CFG without its back edges, from the outermost loop
//! header `h` that contains `q` and that `d` strictly dominates (`q`
//! itself if none): every path from `q` that avoids `d` goes round `h`'s
//! loop at most, and `h` reaches `q` and back without passing `d`. Here
//! the loops are the natural loops of the dominance back edges (edges into
//! a block that dominates their source; natural loops of distinct headers
//! nest in any CFG), so `h` exists on irreducible graphs too, and the
//! reachability their precomputed sets answer exactly (O(B²) bits) is
//! bounded instead by two topological orders of the forward graph's
//! strongly connected components (Kosaraju, then two depth-first searches
//! taking successors first to last and last to first): a block reachable
//! from `h` comes at or after `h` in both. On series-parallel control flow
//! (nested if/else, loops, switches) two such orders are exact; elsewhere
//! they only answer "unreachable" when it is true.
//!
//! Cost: O((B + E) log B) time and O(B + E) memory to build (the loops
//! are [`LoopForest`]'s); [`Reach::header`] is O(log L) for loop depth L (skew-binary
//! jump pointers over the loop tree, Myers 1983). No recursion.

use super::web::NONE;
use petgraph::graph::{DiGraph, NodeIndex};
use ssa_ir::analysis::graph::Graph;
use ssa_ir::analysis::{DomTree, LoopForest};

/// Loop headers and topological positions of a CFG.
pub(super) struct Reach {
    /// Per node: its component's positions in the two orders (`NONE` if
    /// unreachable).
    first: Vec<u32>,
    second: Vec<u32>,
    /// Per node: the largest positions, in each order, of a node reachable
    /// from it in the forward graph.
    last: Vec<(u32, u32)>,
    loops: LoopForest,
    /// Per header: an ancestor in the loop tree (Myers' skew-binary jump).
    jump: Vec<u32>,
}

impl Reach {
    pub fn compute(graph: &Graph, domtree: &DomTree) -> Reach {
        let num_nodes = graph.num_nodes();
        let is_back =
            |from: u32, to: u32| domtree.is_reachable(from) && domtree.dominates(to, from);

        let loops = LoopForest::compute(graph, domtree);
        // Jump pointers, outer headers (earlier in preorder) first.
        let mut jump = vec![NONE; num_nodes];
        let mut depth = vec![0; num_nodes];
        for &h in domtree.preorder() {
            let Some(p) = loops.parent(h) else {
                continue;
            };
            depth[h as usize] = depth[p as usize] + 1;
            let j = jump[p as usize];
            jump[h as usize] = if j != NONE
                && jump[j as usize] != NONE
                && depth[p as usize] - depth[j as usize]
                    == depth[j as usize] - depth[jump[j as usize] as usize]
            {
                jump[j as usize]
            } else {
                p
            };
        }

        // The forward graph's components and their two orders.
        let mut forward: DiGraph<(), ()> = DiGraph::with_capacity(num_nodes, graph.num_edges());
        for _ in 0..num_nodes {
            forward.add_node(());
        }
        for from in 0..num_nodes as u32 {
            for &to in graph.succs(from) {
                if !is_back(from, to) {
                    forward.add_edge(
                        NodeIndex::new(from as usize),
                        NodeIndex::new(to as usize),
                        (),
                    );
                }
            }
        }
        let components = petgraph::algo::kosaraju_scc(&forward);
        drop(forward);
        let mut component = vec![0u32; num_nodes];
        for (c, members) in components.iter().enumerate() {
            for member in members {
                component[member.index()] = c as u32;
            }
        }
        let mut edges = Vec::new();
        for from in 0..num_nodes as u32 {
            for &to in graph.succs(from) {
                let (cf, ct) = (component[from as usize], component[to as usize]);
                if cf != ct && !is_back(from, to) {
                    edges.push((cf, ct));
                }
            }
        }
        let entry = component[graph.entry() as usize];
        let positions = |dag: Graph| -> Vec<u32> {
            let mut position = vec![NONE; components.len()];
            for (i, c) in dag.reverse_post_order().into_iter().enumerate() {
                position[c as usize] = i as u32;
            }
            (0..num_nodes)
                .map(|node| position[component[node] as usize])
                .collect()
        };
        let first = positions(Graph::new(components.len(), entry, edges.iter().copied()));
        let second = positions(Graph::new(
            components.len(),
            entry,
            edges.iter().rev().copied(),
        ));
        // Components come successors first: each one's successors are done.
        let mut component_last = vec![(0, 0); components.len()];
        for (c, members) in components.iter().enumerate() {
            let own = members[0].index();
            let mut last = (first[own], second[own]);
            for member in members {
                for &to in graph.succs(member.index() as u32) {
                    let ct = component[to as usize] as usize;
                    if ct != c && !is_back(member.index() as u32, to) {
                        last.0 = last.0.max(component_last[ct].0);
                        last.1 = last.1.max(component_last[ct].1);
                    }
                }
            }
            component_last[c] = last;
        }
        let last = (0..num_nodes)
            .map(|node| component_last[component[node] as usize])
            .collect();
        Reach {
            first,
            second,
            last,
            loops,
            jump,
        }
    }

    /// The positions of `node` in the two orders, if it is reachable.
    pub fn positions(&self, node: u32) -> Option<(u32, u32)> {
        let first = self.first[node as usize];
        (first != NONE).then(|| (first, self.second[node as usize]))
    }

    /// The largest positions of a node reachable from `node` (meaningful
    /// when `node` is reachable).
    pub fn last(&self, node: u32) -> (u32, u32) {
        self.last[node as usize]
    }

    /// The outermost loop header containing `q` (or `q` itself) that
    /// `d` strictly dominates; `q` when there is none. `d` must strictly
    /// dominate `q`.
    pub fn header(&self, domtree: &DomTree, d: u32, q: u32) -> u32 {
        let inside = |h: u32| h != NONE && domtree.strictly_dominates(d, h);
        let mut h = self.loops.innermost(q).unwrap_or(NONE);
        if !inside(h) {
            return q;
        }
        loop {
            let j = self.jump[h as usize];
            let p = self.loops.parent(h).unwrap_or(NONE);
            h = if inside(j) {
                j
            } else if inside(p) {
                p
            } else {
                return h;
            };
        }
    }
}
