//! Loop forests of a CFG, each loop a header and a body, loops of distinct
//! headers nested or disjoint.
//!
//! - [`LoopForest::compute`]: the natural loops of the dominance back edges
//!   (edges into a block that dominates their source). They form a forest
//!   on irreducible graphs too: retreating edges into a block that does not
//!   dominate their source make no loop. Tarjan 1974's natural-loop
//!   discovery ("Testing flow graph reducibility", as Havlak 1997 uses it),
//!   headers innermost (latest in dominator preorder) first, with a
//!   union-find mapping each block to the outermost header found so far.
//! - [`LoopForest::compute_with_irreducible`]: a loop for every cycle,
//!   irreducible ones too (Havlak 1997, "Nesting of reducible and
//!   irreducible loops", TOPLAS 19(4)): each retreating edge of a
//!   depth-first search makes its target a header, whose body is the
//!   blocks of its DFS subtree that reach it inside the subtree. A cross
//!   edge is walked once, at the lowest common DFS ancestor of its ends
//!   (found offline as in Tarjan 1979), rather than copied from level to
//!   level as in Havlak's paper (the quadratic case Ramalingam 2002,
//!   "Identifying loops in almost linear time", points out). A header need
//!   not dominate its loop; [`LoopForest::is_single_entry`] tells.
//!
//! Both: O((B + E) log B) time (union-find with path halving), O(B + E)
//! memory, no recursion.

use super::graph::{depth_first, dfs_stack};
use super::{DomTree, Graph};
use fixedbitset::FixedBitSet;

/// "No loop" / "no header".
pub const NO_LOOP: u32 = u32::MAX;

/// The loops of a CFG, by header.
pub struct LoopForest {
    /// Per node: itself if it is a loop header, else the header of the
    /// innermost loop containing it (`NO_LOOP`: in no loop).
    header_of: Vec<u32>,
    /// Per header: the header of the innermost loop around its loop.
    parent: Vec<u32>,
    /// Per header: its position in a preorder of the forest; the loops
    /// inside it are numbered `preorder..preorder + size`.
    preorder: Vec<u32>,
    size: Vec<u32>,
    /// The headers that dominate their whole loop.
    single_entry: FixedBitSet,
}

impl LoopForest {
    /// The natural loops (module doc).
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
                absorb(&mut header_of, &mut parent, &mut rep, y, t);
                stack.extend(
                    graph
                        .preds(y)
                        .iter()
                        .copied()
                        .filter(|&p| domtree.is_reachable(p)),
                );
            }
        }
        let mut single_entry = FixedBitSet::with_capacity(num_nodes);
        single_entry.insert_range(..);
        LoopForest::numbered(header_of, parent, domtree.preorder(), single_entry)
    }

    /// The loops of every cycle, irreducible ones too (module doc).
    pub fn compute_with_irreducible(graph: &Graph, domtree: &DomTree) -> LoopForest {
        let num_nodes = graph.num_nodes();
        let dfs = Dfs::new(graph);
        let is_ancestor = |a: u32, x: u32| {
            let (a, x) = (a as usize, x as usize);
            dfs.discovered[a] <= dfs.discovered[x] && dfs.finished[x] <= dfs.finished[a]
        };
        let reachable = |x: u32| dfs.discovered[x as usize] != NO_LOOP;
        // Cross edges `from -> to`, listed at the lowest common ancestor of
        // their ends; then, from when that ancestor is reached, at the
        // outermost loop found so far around `to` (`pending`).
        let cross = dfs.cross_edges(graph);
        let mut cross_at = Lists::new(num_nodes, cross.len());
        for (edge, &(lca, _, _)) in cross.iter().enumerate() {
            cross_at.push(lca, edge as u32);
        }
        let mut pending = Lists::new(num_nodes, cross.len());
        let mut header_of = vec![NO_LOOP; num_nodes];
        let mut parent = vec![NO_LOOP; num_nodes];
        let mut rep: Vec<u32> = (0..num_nodes as u32).collect();
        let mut stack = Vec::new();
        for &t in dfs.preorder.iter().rev() {
            for edge in cross_at.take(t) {
                let (_, _, to) = cross[edge as usize];
                pending.push(find(&mut rep, to), edge);
            }
            stack.extend(
                graph
                    .preds(t)
                    .iter()
                    .copied()
                    .filter(|&x| reachable(x) && is_ancestor(t, x)),
            );
            if stack.is_empty() {
                continue;
            }
            header_of[t as usize] = t;
            while let Some(x) = stack.pop() {
                let y = find(&mut rep, x);
                // Outside `t`'s subtree: an entry into an irreducible loop.
                if y == t || !is_ancestor(t, y) {
                    continue;
                }
                absorb(&mut header_of, &mut parent, &mut rep, y, t);
                stack.extend(graph.preds(y).iter().copied().filter(|&p| reachable(p)));
                stack.extend(pending.take(y).map(|edge| cross[edge as usize].1));
            }
        }
        // A header dominates its loop when the dominator-tree preorder
        // positions of its blocks lie in its dominator subtree: their
        // least and greatest position, inner loops first.
        let position = |node: u32| domtree.subtree(node).map_or(0, |(first, _)| first);
        let mut least = vec![u32::MAX; num_nodes];
        let mut greatest = vec![0u32; num_nodes];
        for node in 0..num_nodes as u32 {
            let h = header_of[node as usize];
            if h != NO_LOOP {
                least[h as usize] = least[h as usize].min(position(node));
                greatest[h as usize] = greatest[h as usize].max(position(node));
            }
        }
        let mut single_entry = FixedBitSet::with_capacity(num_nodes);
        for &h in dfs.preorder.iter().rev() {
            if header_of[h as usize] != h {
                continue;
            }
            let (first, last) = domtree.subtree(h).expect("a header is reachable");
            let (low, high) = (least[h as usize], greatest[h as usize]);
            single_entry.set(h as usize, first <= low && high <= last);
            let p = parent[h as usize];
            if p != NO_LOOP {
                least[p as usize] = least[p as usize].min(low);
                greatest[p as usize] = greatest[p as usize].max(high);
            }
        }
        LoopForest::numbered(header_of, parent, &dfs.preorder, single_entry)
    }

    /// The forest with its preorder positions; `order` lists every header
    /// after the headers of the loops around it.
    fn numbered(
        header_of: Vec<u32>,
        parent: Vec<u32>,
        order: &[u32],
        single_entry: FixedBitSet,
    ) -> LoopForest {
        let num_nodes = header_of.len();
        // Subtree sizes, inner headers first; then preorder positions,
        // outer headers first.
        let is_header = |h: u32| header_of[h as usize] == h;
        let mut size = vec![0u32; num_nodes];
        for &h in order.iter().rev() {
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
        for &h in order {
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
            single_entry,
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

    /// Whether `header` dominates every block of its loop (always, for
    /// natural loops).
    pub fn is_single_entry(&self, header: u32) -> bool {
        self.single_entry.contains(header as usize)
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

/// Puts `y` (a block in no loop yet, or the header of an outermost loop
/// so far) in the loop of `header`.
fn absorb(header_of: &mut [u32], parent: &mut [u32], rep: &mut [u32], y: u32, header: u32) {
    if header_of[y as usize] == y {
        parent[y as usize] = header;
    } else {
        header_of[y as usize] = header;
    }
    rep[y as usize] = header;
}

/// A depth-first search of a graph from its entry, successors in order
/// (the tree of [`Graph::reverse_post_order`]).
struct Dfs {
    /// The reachable nodes in preorder.
    preorder: Vec<u32>,
    /// Per node: when it was discovered and finished, on one clock
    /// (`NO_LOOP` if unreachable).
    discovered: Vec<u32>,
    finished: Vec<u32>,
    /// Per node: its parent in the tree (`NO_LOOP` at the entry).
    tree_parent: Vec<u32>,
}

impl Dfs {
    fn new(graph: &Graph) -> Dfs {
        let num_nodes = graph.num_nodes();
        let clock = std::cell::Cell::new(0u32);
        let tick = || {
            let now = clock.get();
            clock.set(now + 1);
            now
        };
        let mut preorder = Vec::with_capacity(num_nodes);
        let mut discovered = vec![NO_LOOP; num_nodes];
        let mut finished = vec![NO_LOOP; num_nodes];
        let mut tree_parent = vec![NO_LOOP; num_nodes];
        depth_first(
            |node| graph.succs(node),
            graph.entry(),
            &mut FixedBitSet::with_capacity(num_nodes),
            &mut dfs_stack(num_nodes),
            |node, up| {
                discovered[node as usize] = tick();
                tree_parent[node as usize] = up.unwrap_or(NO_LOOP);
                preorder.push(node);
            },
            |node| finished[node as usize] = tick(),
        );
        Dfs {
            preorder,
            discovered,
            finished,
            tree_parent,
        }
    }

    /// The cross edges (into a node finished before their source was
    /// discovered) as `(lowest common ancestor, from, to)`: the search
    /// replayed on its clock, each finished node linked to its parent, so
    /// that a finished node's representative is its lowest ancestor still
    /// open (Tarjan 1979's offline ancestors, path halving).
    fn cross_edges(&self, graph: &Graph) -> Vec<(u32, u32, u32)> {
        let mut events = vec![NO_LOOP; 2 * self.preorder.len()];
        for &node in &self.preorder {
            events[self.discovered[node as usize] as usize] = node;
            events[self.finished[node as usize] as usize] = node;
        }
        let mut up: Vec<u32> = (0..graph.num_nodes() as u32).collect();
        let mut cross = Vec::new();
        for (time, &node) in events.iter().enumerate() {
            if self.finished[node as usize] == time as u32 {
                let p = self.tree_parent[node as usize];
                if p != NO_LOOP {
                    up[node as usize] = p;
                }
                continue;
            }
            for &to in graph.succs(node) {
                if self.finished[to as usize] < time as u32 {
                    cross.push((find(&mut up, to), node, to));
                }
            }
        }
        cross
    }
}

/// Singly linked lists of items `0..num_items` at nodes, each item in one
/// list at a time.
struct Lists {
    head: Vec<u32>,
    next: Vec<u32>,
}

impl Lists {
    fn new(num_nodes: usize, num_items: usize) -> Lists {
        Lists {
            head: vec![NO_LOOP; num_nodes],
            next: vec![NO_LOOP; num_items],
        }
    }

    fn push(&mut self, node: u32, item: u32) {
        self.next[item as usize] = self.head[node as usize];
        self.head[node as usize] = item;
    }

    /// Empties `node`'s list, yielding its items.
    fn take(&mut self, node: u32) -> impl Iterator<Item = u32> + '_ {
        let mut item = std::mem::replace(&mut self.head[node as usize], NO_LOOP);
        std::iter::from_fn(move || {
            (item != NO_LOOP).then(|| {
                let this = item;
                item = self.next[this as usize];
                this
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 0 → 1 → 2 → 3 → 1, 2 → 2, 3 → 4, plus an irreducible pair
    /// 4 → {5, 6}, 5 ↔ 6: natural loops {1, 2, 3} ⊃ {2}, 5 and 6 in none;
    /// with irreducible loops, the pair is a loop too, headed by 5 (the
    /// search reaches it first) and entered at 6 as well.
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
        let natural = LoopForest::compute(&graph, &domtree);
        let all = LoopForest::compute_with_irreducible(&graph, &domtree);
        for loops in [&natural, &all] {
            assert_eq!(loops.innermost(0), None);
            assert_eq!(loops.innermost(3), Some(1));
            assert_eq!(loops.innermost(2), Some(2));
            assert!(loops.is_header(1) && loops.is_header(2) && !loops.is_header(3));
            assert_eq!(loops.parent(2), Some(1));
            assert_eq!(loops.parent(1), None);
            assert!(loops.interval(1).contains(&loops.position(2)));
            assert!(!loops.interval(2).contains(&loops.position(1)));
            assert!(loops.is_single_entry(1) && loops.is_single_entry(2));
            assert_eq!(loops.innermost(4), None);
        }
        assert_eq!(natural.interval(1).len(), 2);
        assert_eq!(natural.innermost(5), None);
        assert_eq!(natural.innermost(6), None);
        assert_eq!(all.innermost(5), Some(5));
        assert_eq!(all.innermost(6), Some(5));
        assert!(!all.is_single_entry(5));
    }

    /// On random graphs, against the definition: the headers are the
    /// targets of retreating edges of the search, a header's loop is the
    /// blocks of its subtree that reach it inside the subtree, a block's
    /// innermost loop is the smallest one containing it, and a loop is
    /// single-entry when its header dominates it.
    #[test]
    fn loops_with_irreducible_match_the_definition() {
        use crate::analysis::testing::random_graph;
        use crate::rng::SplitMix64;
        let mut rng = SplitMix64::new(0x5eed_100b);
        for _ in 0..3000 {
            let graph = random_graph(&mut rng);
            let num_nodes = graph.num_nodes();
            let domtree = DomTree::compute(&graph);
            let loops = LoopForest::compute_with_irreducible(&graph, &domtree);
            let dfs = Dfs::new(&graph);
            let in_subtree = |a: usize, x: usize| {
                dfs.discovered[x] != NO_LOOP
                    && dfs.discovered[a] <= dfs.discovered[x]
                    && dfs.finished[x] <= dfs.finished[a]
            };
            let mut bodies: Vec<(u32, Vec<bool>)> = Vec::new();
            for &h in &dfs.preorder {
                let h = h as usize;
                let retreating = graph
                    .preds(h as u32)
                    .iter()
                    .any(|&x| in_subtree(h, x as usize));
                assert_eq!(loops.is_header(h as u32), retreating);
                if !retreating {
                    continue;
                }
                let mut body = vec![false; num_nodes];
                body[h] = true;
                let mut work = vec![h as u32];
                while let Some(y) = work.pop() {
                    for &x in graph.preds(y) {
                        let x = x as usize;
                        if in_subtree(h, x) && !body[x] {
                            body[x] = true;
                            work.push(x as u32);
                        }
                    }
                }
                let dominated =
                    (0..num_nodes).all(|v| !body[v] || domtree.dominates(h as u32, v as u32));
                assert_eq!(loops.is_single_entry(h as u32), dominated);
                bodies.push((h as u32, body));
            }
            for v in 0..num_nodes {
                let smallest = bodies
                    .iter()
                    .filter(|(_, body)| body[v])
                    .min_by_key(|(_, body)| body.iter().filter(|&&b| b).count())
                    .map(|&(h, _)| h);
                assert_eq!(loops.innermost(v as u32), smallest, "node {v}");
            }
            for (h, body) in &bodies {
                let around = bodies
                    .iter()
                    .filter(|(g, b)| {
                        g != h && b[*h as usize] && (0..num_nodes).all(|v| !body[v] || b[v])
                    })
                    .min_by_key(|(_, b)| b.iter().filter(|&&x| x).count())
                    .map(|&(g, _)| g);
                assert_eq!(loops.parent(*h), around, "loop {h}");
            }
        }
    }
}
