//! Live variables: the backward bit-vector data-flow problem, solved to its
//! least fixed point.
//!
//! In the notation of Cooper and Torczon ("Engineering a Compiler", 2nd ed.,
//! §8.6 and §9.2), with `UEVar(n)` the variables `n` reads before any
//! write in `n` and `VarKill(n)` the variables `n` writes:
//!
//! ```text
//! LiveOut(n) = ∪ LiveIn(m) over the successors m of n
//! LiveIn(n)  = UEVar(n) ∪ (LiveOut(n) − VarKill(n))
//! ```
//!
//! Variables are bit positions; the caller numbers them.
//!
//! # Cost
//!
//! Memory O(N × V) bits for N nodes and V variables: the live-in and
//! live-out sets it answers. Time O(d × (N + E) × V / 64): rounds over the
//! post-order revisit only nodes whose successors changed, and a bit-vector
//! problem settles in d ≤ (loop connectedness + 2) rounds (Kam & Ullman,
//! "Global data flow analysis and iterative algorithms", JACM 1976). Both
//! are quadratic when every variable is live everywhere: the size of the
//! answer, which the liveness printer writes out.

use super::graph::Graph;
use fixedbitset::FixedBitSet;

/// Live-in and live-out sets of every node.
#[derive(Clone, Debug)]
pub struct Liveness {
    live_in: Vec<FixedBitSet>,
    live_out: Vec<FixedBitSet>,
}

impl Liveness {
    /// Solves the equations above by iterating to the least fixed point.
    /// Nodes are visited in post-order (successors before predecessors,
    /// back edges excepted), which is the fast order for a backward problem;
    /// after the first sweep only nodes with a successor whose live-in set
    /// changed are revisited, in the same order.
    ///
    /// Unreachable nodes are solved too, by the same equations, and come
    /// after the reachable ones in the visiting order (each group of them in
    /// the post-order of a DFS from its lowest-numbered node). They cannot
    /// change the reachable nodes' sets: liveness flows from successors to
    /// predecessors, and every successor of a reachable node is reachable.
    ///
    /// # Panics
    ///
    /// If `uevar` or `varkill` does not have one set per node, or the sets
    /// are not all of the same length (the number of variables).
    pub fn compute(graph: &Graph, uevar: &[FixedBitSet], varkill: &[FixedBitSet]) -> Liveness {
        let num_nodes = graph.num_nodes();
        assert_eq!(uevar.len(), num_nodes, "one UEVar set per node");
        assert_eq!(varkill.len(), num_nodes, "one VarKill set per node");
        let num_vars = uevar[0].len();
        assert!(
            uevar.iter().chain(varkill).all(|set| set.len() == num_vars),
            "UEVar and VarKill sets all have the same length"
        );

        let order = graph.post_order_of_all();

        let mut live_in = vec![FixedBitSet::with_capacity(num_vars); num_nodes];
        let mut live_out = live_in.clone();
        let mut dirty = FixedBitSet::with_capacity(num_nodes);
        dirty.insert_range(..);
        let mut new_live_in = FixedBitSet::with_capacity(num_vars);
        while !dirty.is_clear() {
            for &node in &order {
                let index = node as usize;
                if !dirty.contains(index) {
                    continue;
                }
                dirty.remove(index);
                let out = &mut live_out[index];
                out.clear();
                for &succ in graph.succs(node) {
                    out.union_with(&live_in[succ as usize]);
                }
                new_live_in.clone_from(out);
                new_live_in.difference_with(&varkill[index]);
                new_live_in.union_with(&uevar[index]);
                if new_live_in != live_in[index] {
                    std::mem::swap(&mut new_live_in, &mut live_in[index]);
                    dirty.extend(graph.preds(node).iter().map(|&pred| pred as usize));
                }
            }
        }
        Liveness { live_in, live_out }
    }

    /// Variables live on entry to `node`.
    pub fn live_in(&self, node: u32) -> &FixedBitSet {
        &self.live_in[node as usize]
    }

    /// Variables live on exit from `node`.
    pub fn live_out(&self, node: u32) -> &FixedBitSet {
        &self.live_out[node as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::testing::random_graph;
    use crate::rng::SplitMix64;

    fn sets(num_vars: usize, members: &[&[usize]]) -> Vec<FixedBitSet> {
        members
            .iter()
            .map(|members| {
                let mut set = FixedBitSet::with_capacity(num_vars);
                set.extend(members.iter().copied());
                set
            })
            .collect()
    }

    fn ones(set: &FixedBitSet) -> Vec<usize> {
        set.ones().collect()
    }

    /// `a := …` in 0; `b := a` in 1; `use b` in 2.
    #[test]
    fn straight_line() {
        let graph = Graph::new(3, 0, [(0, 1), (1, 2)]);
        let (a, b) = (0, 1);
        let uevar = sets(2, &[&[], &[a], &[b]]);
        let varkill = sets(2, &[&[a], &[b], &[]]);
        let liveness = Liveness::compute(&graph, &uevar, &varkill);
        let live_in: Vec<Vec<usize>> = (0..3).map(|node| ones(liveness.live_in(node))).collect();
        let live_out: Vec<Vec<usize>> = (0..3).map(|node| ones(liveness.live_out(node))).collect();
        assert_eq!(live_in, vec![vec![], vec![a], vec![b]]);
        assert_eq!(live_out, vec![vec![a], vec![b], vec![]]);
    }

    /// `i := 0` in 0; loop header 1; `i := i + 1` in 2 (back edge to 1);
    /// `use i` in 3. `t` is used and defined in 2 only: never live across.
    #[test]
    fn counted_loop() {
        let graph = Graph::new(4, 0, [(0, 1), (1, 2), (2, 1), (2, 3)]);
        let (i, t) = (0, 1);
        let uevar = sets(2, &[&[], &[], &[i], &[i]]);
        let varkill = sets(2, &[&[i], &[], &[i, t], &[]]);
        let liveness = Liveness::compute(&graph, &uevar, &varkill);
        let live_in: Vec<Vec<usize>> = (0..4).map(|node| ones(liveness.live_in(node))).collect();
        assert_eq!(live_in, vec![vec![], vec![i], vec![i], vec![i]]);
        assert_eq!(ones(liveness.live_out(0)), vec![i]);
        assert_eq!(ones(liveness.live_out(2)), vec![i]);
    }

    /// Unreachable nodes get their sets from the same equations and do not
    /// leak into reachable ones.
    #[test]
    fn unreachable_nodes_are_solved_separately() {
        // 0 -> 1 reachable; 3 -> 2 -> 1 and 2 -> 3 unreachable.
        let graph = Graph::new(4, 0, [(0, 1), (2, 1), (2, 3), (3, 2)]);
        let (x, y) = (0, 1);
        let uevar = sets(2, &[&[], &[y], &[x], &[]]);
        let varkill = sets(2, &[&[], &[], &[], &[]]);
        let liveness = Liveness::compute(&graph, &uevar, &varkill);
        assert_eq!(ones(liveness.live_in(0)), vec![y]);
        assert_eq!(ones(liveness.live_in(2)), vec![x, y]);
        assert_eq!(ones(liveness.live_in(3)), vec![x, y]);
        assert_eq!(ones(liveness.live_out(1)), Vec::<usize>::new());
    }

    /// Liveness from its meaning: `v` is live on entry to `n` iff some path
    /// from `n` reaches a node reading `v` before writing it, and no node
    /// before that one on the path writes `v`.
    #[test]
    fn matches_path_definition_on_random_graphs() {
        let mut rng = SplitMix64::new(0x5eed_0007);
        for _ in 0..3000 {
            let graph = random_graph(&mut rng);
            let n = graph.num_nodes();
            let num_vars = 1 + rng.below(5) as usize;
            let mut uevar = vec![FixedBitSet::with_capacity(num_vars); n];
            let mut varkill = uevar.clone();
            for node in 0..n {
                for var in 0..num_vars {
                    uevar[node].set(var, rng.one_in(4));
                    varkill[node].set(var, rng.one_in(3));
                }
            }
            let liveness = Liveness::compute(&graph, &uevar, &varkill);
            for node in 0..n as u32 {
                for var in 0..num_vars {
                    let expected = live_on_some_path(&graph, &uevar, &varkill, node, var);
                    assert_eq!(
                        liveness.live_in(node).contains(var),
                        expected,
                        "{var} into {node} of {graph:?}"
                    );
                    let expected_out = graph
                        .succs(node)
                        .iter()
                        .any(|&succ| live_on_some_path(&graph, &uevar, &varkill, succ, var));
                    assert_eq!(liveness.live_out(node).contains(var), expected_out);
                }
            }
        }
    }

    fn live_on_some_path(
        graph: &Graph,
        uevar: &[FixedBitSet],
        varkill: &[FixedBitSet],
        start: u32,
        var: usize,
    ) -> bool {
        let mut seen = FixedBitSet::with_capacity(graph.num_nodes());
        let mut worklist = vec![start];
        seen.insert(start as usize);
        while let Some(node) = worklist.pop() {
            if uevar[node as usize].contains(var) {
                return true;
            }
            if varkill[node as usize].contains(var) {
                continue;
            }
            for &succ in graph.succs(node) {
                if !seen.put(succ as usize) {
                    worklist.push(succ);
                }
            }
        }
        false
    }
}
