//! The loop forest of a CFG: the natural loops of its dominance back edges
//! (edges into a block that dominates their source). Natural loops of
//! distinct headers are nested or disjoint in any CFG, so they form a
//! forest on irreducible graphs too (retreating edges into a block that
//! does not dominate their source make no loop).
//!
//! Built by Tarjan 1974's natural-loop discovery ("Testing flow graph
//! reducibility", as Havlak 1997 uses it), headers innermost (latest in
//! dominator preorder) first, with a union-find mapping each block to the
//! outermost header found so far. O((B + E) α(B)) time, O(B) memory, no
//! recursion.

use super::{DomTree, Graph};

/// "No loop" / "no header".
pub const NO_LOOP: u32 = u32::MAX;

/// The natural loops of a CFG, by header.
pub struct LoopForest {
    /// Per node: itself if it is a loop header, else the header of the
    /// innermost natural loop containing it (`NO_LOOP`: in no loop).
    header_of: Vec<u32>,
    /// Per header: the header of the innermost loop around its loop.
    parent: Vec<u32>,
    /// Per header: its position in a preorder of the forest; the loops
    /// inside it are numbered `preorder..preorder + size`.
    preorder: Vec<u32>,
    size: Vec<u32>,
}

impl LoopForest {
    pub fn compute(graph: &Graph, domtree: &DomTree) -> LoopForest {
        let num_nodes = graph.num_nodes();
        let is_back =
            |from: u32, to: u32| domtree.is_reachable(from) && domtree.dominates(to, from);
        let mut header_of = vec![NO_LOOP; num_nodes];
        let mut parent = vec![NO_LOOP; num_nodes];
        let mut rep: Vec<u32> = (0..num_nodes as u32).collect();
        let mut stack = Vec::new();
        for &t in domtree.preorder().iter().rev() {
            stack.extend(graph.preds(t).iter().copied().filter(|&x| is_back(x, t)));
            if stack.is_empty() {
                continue;
            }
            header_of[t as usize] = t;
            while let Some(x) = stack.pop() {
                let y = find(&mut rep, x);
                if y == t {
                    continue;
                }
                if header_of[y as usize] == y {
                    parent[y as usize] = t;
                } else {
                    header_of[y as usize] = t;
                }
                rep[y as usize] = t;
                stack.extend(
                    graph
                        .preds(y)
                        .iter()
                        .copied()
                        .filter(|&p| domtree.is_reachable(p)),
                );
            }
        }
        // Subtree sizes, inner headers (later in dominator preorder) first;
        // then preorder positions, outer headers first.
        let is_header = |h: u32| header_of[h as usize] == h;
        let mut size = vec![0u32; num_nodes];
        for &h in domtree.preorder().iter().rev() {
            if is_header(h) {
                size[h as usize] += 1;
                let p = parent[h as usize];
                if p != NO_LOOP {
                    size[p as usize] += size[h as usize];
                }
            }
        }
        let mut preorder = vec![NO_LOOP; num_nodes];
        let mut next_child = vec![0u32; num_nodes];
        let mut next_root = 0;
        for &h in domtree.preorder() {
            if !is_header(h) {
                continue;
            }
            let p = parent[h as usize];
            let at = if p == NO_LOOP {
                &mut next_root
            } else {
                &mut next_child[p as usize]
            };
            preorder[h as usize] = *at;
            *at += size[h as usize];
            next_child[h as usize] = preorder[h as usize] + 1;
        }
        LoopForest {
            header_of,
            parent,
            preorder,
            size,
        }
    }

    /// `node` if it is a loop header, else the header of the innermost
    /// loop containing it; `None` outside every loop.
    pub fn innermost(&self, node: u32) -> Option<u32> {
        let h = self.header_of[node as usize];
        (h != NO_LOOP).then_some(h)
    }

    /// Whether `node` is a loop header.
    pub fn is_header(&self, node: u32) -> bool {
        self.header_of[node as usize] == node
    }

    /// The header of the innermost loop around `header`'s loop.
    pub fn parent(&self, header: u32) -> Option<u32> {
        let p = self.parent[header as usize];
        (p != NO_LOOP).then_some(p)
    }

    /// The preorder positions of the loops in `header`'s loop (itself
    /// included), as a half-open range; [`LoopForest::position`] of a
    /// loop inside it falls in the range.
    pub fn interval(&self, header: u32) -> std::ops::Range<u32> {
        let start = self.preorder[header as usize];
        start..start + self.size[header as usize]
    }

    /// The preorder position of `header`'s loop in the forest.
    pub fn position(&self, header: u32) -> u32 {
        self.preorder[header as usize]
    }
}

/// The representative of `x` (iterative path halving).
fn find(rep: &mut [u32], mut x: u32) -> u32 {
    while rep[x as usize] != x {
        let up = rep[rep[x as usize] as usize];
        rep[x as usize] = up;
        x = up;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 0 → 1 → 2 → 3 → 1, 2 → 2, 3 → 4, plus an irreducible pair
    /// 4 → {5, 6}, 5 ↔ 6: loops {1, 2, 3} ⊃ {2}; 5 and 6 in none.
    #[test]
    fn nested_loops_and_irreducible_cycle() {
        let edges = [
            (0, 1),
            (1, 2),
            (2, 3),
            (3, 1),
            (2, 2),
            (3, 4),
            (4, 5),
            (4, 6),
            (5, 6),
            (6, 5),
        ];
        let graph = Graph::new(7, 0, edges.iter().copied());
        let domtree = DomTree::compute(&graph);
        let loops = LoopForest::compute(&graph, &domtree);
        assert_eq!(loops.innermost(0), None);
        assert_eq!(loops.innermost(3), Some(1));
        assert_eq!(loops.innermost(2), Some(2));
        assert!(loops.is_header(1) && loops.is_header(2) && !loops.is_header(3));
        assert_eq!(loops.parent(2), Some(1));
        assert_eq!(loops.parent(1), None);
        assert!(loops.interval(1).contains(&loops.position(2)));
        assert!(!loops.interval(2).contains(&loops.position(1)));
        assert_eq!(loops.interval(1).len(), 2);
        assert_eq!(loops.innermost(5), None);
        assert_eq!(loops.innermost(6), None);
    }
}
