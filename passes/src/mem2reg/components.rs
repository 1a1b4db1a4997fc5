//! Strongly connected components of a graph given as adjacency lists in
//! one array (compressed sparse rows): Tarjan, "Depth-first search and
//! linear graph algorithms" (SIAM J. Comput. 1972), with the recursion
//! turned into an explicit stack of frames, so a path of a million nodes
//! is fine.
//!
//! Time O(V + E). Memory: 24 bytes per node, in arrays sized once (the
//! search's frames and stack hold at most one entry per node), plus the
//! component ends; the components come back as one flat array of members
//! and their ends instead of a vector each.

use fixedbitset::FixedBitSet;

/// "Not visited yet".
const NONE: u32 = u32::MAX;

/// The components, in reverse topological order of the graph's edges: a
/// component comes after every component an edge leaving it reaches.
pub(super) struct Components {
    members: Vec<u32>,
    /// Per component, the end of its members in `members`.
    ends: Vec<u32>,
}

impl Components {
    /// The number of components.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Renames every member through `rename`.
    pub fn rename(&mut self, rename: impl Fn(u32) -> u32) {
        for member in &mut self.members {
            *member = rename(*member);
        }
    }

    /// The members of component `index`.
    pub fn get(&self, index: usize) -> &[u32] {
        let start = index.checked_sub(1).map_or(0, |i| self.ends[i] as usize);
        &self.members[start..self.ends[index] as usize]
    }
}

/// The strongly connected components of the graph on nodes
/// `0..start.len() - 1` whose edges leaving node `n` go to
/// `targets[start[n]..start[n + 1]]`.
pub(super) fn components(start: &[u32], targets: &[u32]) -> Components {
    let num_nodes = start.len().saturating_sub(1);
    // Tarjan's depth-first numbers and the lowest reachable on the stack.
    let mut index = vec![NONE; num_nodes];
    let mut low = vec![NONE; num_nodes];
    let mut on_stack = FixedBitSet::with_capacity(num_nodes);
    let mut stack = Vec::with_capacity(num_nodes);
    // The search's path: a node and the position of its next edge.
    // Edges are at most `u32::MAX - 1`, as their positions are `u32`s.
    let mut frames: Vec<(u32, u32)> = Vec::with_capacity(num_nodes);
    let mut members = Vec::with_capacity(num_nodes);
    let mut ends = Vec::new();
    let mut next_index = 0;
    for root in 0..num_nodes as u32 {
        if index[root as usize] != NONE {
            continue;
        }
        // A frame at position `NONE` is a node reached but not numbered yet.
        frames.push((root, NONE));
        while let Some((node, position)) = frames.last_mut() {
            let node = *node;
            if *position == NONE {
                *position = start[node as usize];
                index[node as usize] = next_index;
                low[node as usize] = next_index;
                next_index += 1;
                stack.push(node);
                on_stack.insert(node as usize);
            }
            if *position < start[node as usize + 1] {
                let to = targets[*position as usize];
                *position += 1;
                if index[to as usize] == NONE {
                    frames.push((to, NONE));
                } else if on_stack.contains(to as usize) {
                    low[node as usize] = low[node as usize].min(index[to as usize]);
                }
                continue;
            }
            frames.pop();
            if let Some(&(parent, _)) = frames.last() {
                low[parent as usize] = low[parent as usize].min(low[node as usize]);
            }
            if low[node as usize] == index[node as usize] {
                while let Some(member) = stack.pop() {
                    on_stack.set(member as usize, false);
                    members.push(member);
                    if member == node {
                        break;
                    }
                }
                ends.push(members.len() as u32);
            }
        }
    }
    Components { members, ends }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Adjacency arrays of `edges` on `num_nodes` nodes.
    fn csr(num_nodes: usize, edges: &[(u32, u32)]) -> (Vec<u32>, Vec<u32>) {
        let mut start = vec![0u32; num_nodes + 1];
        for &(from, _) in edges {
            start[from as usize + 1] += 1;
        }
        for n in 0..num_nodes {
            start[n + 1] += start[n];
        }
        let mut next = start.clone();
        let mut targets = vec![0u32; edges.len()];
        for &(from, to) in edges {
            targets[next[from as usize] as usize] = to;
            next[from as usize] += 1;
        }
        (start, targets)
    }

    /// On random graphs: two nodes share a component exactly when each
    /// reaches the other, and every edge goes to its own component or an
    /// earlier one.
    #[test]
    fn random_graphs_match_reachability() {
        let mut rng = ssa_ir::rng::SplitMix64::new(0x5cc5);
        for _ in 0..500 {
            let num_nodes = rng.below(12) as usize;
            let mut edges = Vec::new();
            for from in 0..num_nodes as u32 {
                for _ in 0..rng.below(3) {
                    edges.push((from, rng.below(num_nodes as u64) as u32));
                }
            }
            let (start, targets) = csr(num_nodes, &edges);
            let found = components(&start, &targets);
            let mut component_of = vec![usize::MAX; num_nodes];
            for c in 0..found.len() {
                for &node in found.get(c) {
                    assert_eq!(component_of[node as usize], usize::MAX);
                    component_of[node as usize] = c;
                }
            }
            let mut reaches = vec![vec![false; num_nodes]; num_nodes];
            for (from, row) in reaches.iter_mut().enumerate() {
                row[from] = true;
                let mut work = vec![from];
                while let Some(node) = work.pop() {
                    for &to in &targets[start[node] as usize..start[node + 1] as usize] {
                        if !std::mem::replace(&mut row[to as usize], true) {
                            work.push(to as usize);
                        }
                    }
                }
            }
            for a in 0..num_nodes {
                for b in 0..num_nodes {
                    let same = component_of[a] == component_of[b];
                    assert_eq!(same, reaches[a][b] && reaches[b][a], "{a} {b} in {edges:?}");
                }
            }
            for &(from, to) in &edges {
                assert!(component_of[to as usize] <= component_of[from as usize]);
            }
        }
    }
}
