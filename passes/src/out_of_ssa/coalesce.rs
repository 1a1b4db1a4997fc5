//! Coalescing: which block arguments share a slot.
//!
//! Arguments related by a copy (an edge passing argument `c` to argument
//! `a`) are put in one congruence class when no member of one class
//! interferes with a member of the other; a class becomes one slot, and a
//! copy between two members of a class disappears. This is the aggressive
//! coalescing of Boissinot et al. 2009 ("Revisiting out-of-SSA translation
//! for correctness, code quality and efficiency", §3 and §4):
//!
//! - *Interference* is value-based (§3.1): two arguments interfere when
//!   their live ranges intersect and they hold different values
//!   ([`EqualValues`]). Arguments are defined at the top of their block
//!   (the copies on the incoming edges run just before it), so in strict
//!   SSA two of them intersect exactly when they belong to one block, or
//!   when the one whose block dominates is live into the other's block
//!   (Budimlić et al. 2002, §3).
//! - *Classes are checked without quadratic work* (§4.2, Algorithm 2 and
//!   the `interference`/`chain_intersect`/`update_equal_anc_out`
//!   functions): each class is kept ordered by dominator-tree preorder, the
//!   two classes are walked together with a stack standing for the
//!   dominance forest, and each argument is tested only against its parent
//!   there and that parent's chain of equal intersecting ancestors. Unlike
//!   the paper, only the smaller class is walked in full: a member of the
//!   larger one can only interfere through an ancestor from the smaller one,
//!   so the walk visits just the dominator subtrees of the smaller class's
//!   members (and finds each such subtree's parent in the larger class by
//!   searching up the dominator tree). Classes are ordered maps, and the
//!   smaller is inserted into the larger: merging a 1,000,000-argument
//!   chain one argument at a time stays near-linear.
//! - Affinities are visited back edges first (a copy on a back edge runs on
//!   every iteration), then in program order; then come pairs of arguments
//!   of one block that hold one value (in one slot, an edge stores it once),
//!   and last pairs of arguments that one branch feeds one value (in one
//!   slot, the copy is the same on each edge and goes before the branch).
//!
//! Arguments of blocks unreachable from the entry never join a class: no
//! dominance order is defined for them, and they never run.

use super::live_in::LiveIn;
use super::values::EqualValues;
use super::web::{PhiWeb, NONE};
use ssa_ir::analysis::DomTree;
use ssa_ir::ir::ValueId;
use std::collections::BTreeMap;
use std::ops::Bound::{Excluded, Included};

/// A partition of the arguments into classes, one slot each.
pub(super) struct Classes {
    /// The class of each argument (class ids are in `0..num_classes`).
    pub class_of: Vec<u32>,
    pub num_classes: usize,
}

impl Classes {
    /// One class per argument (the naive translation).
    pub fn singletons(num_args: usize) -> Classes {
        Classes {
            class_of: (0..num_args as u32).collect(),
            num_classes: num_args,
        }
    }
}

/// What the interference test consults.
pub(super) struct Facts<'a> {
    pub web: &'a PhiWeb,
    pub domtree: &'a DomTree,
    pub values: &'a EqualValues,
    pub live_in: &'a dyn LiveIn,
}

/// Merges the classes of copy-related arguments that do not interfere.
pub(super) fn coalesce(facts: &Facts<'_>) -> Classes {
    let web = facts.web;
    let args = &web.args;
    let key = |n: u32| -> u64 {
        (u64::from(preorder_position(facts.domtree, args.node[n as usize])) << 32)
            | args.position[n as usize] as u64
    };
    let reachable = |n: u32| facts.domtree.is_reachable(args.node[n as usize]);
    let value: Vec<ValueId> = (0..args.len() as u32)
        .map(|n| facts.values.value_of(web, n))
        .collect();

    // (back edge?, order) for each affinity between two arguments.
    let mut affinities: Vec<(bool, u32, u32)> = Vec::new();
    for edge in &web.edges {
        let back = facts.domtree.dominates(edge.target_node, edge.source_node);
        for (j, &v) in edge.operands.iter().enumerate() {
            let dst = web.dst(edge, j);
            if let Some(src) = args.number(v) {
                if src != dst && reachable(src) && reachable(dst) {
                    affinities.push((back, dst, src));
                }
            }
        }
    }
    affinities.sort_by_key(|&(back, _, _)| !back);
    // Arguments of one block that hold one value (the same operands on
    // every edge): in one slot, each edge stores the value once.
    for node in 0..web.edges_into.len() as u32 {
        let range = args.of_node(node);
        if range.len() < 2 || !facts.domtree.is_reachable(node) {
            continue;
        }
        let mut by_value: Vec<(ValueId, u32)> = range.map(|n| (value[n as usize], n)).collect();
        by_value.sort_unstable();
        for pair in by_value.windows(2) {
            if pair[0].0 == pair[1].0 {
                affinities.push((false, pair[1].1, pair[0].1));
            }
        }
    }

    // Arguments of different blocks fed one value by one block's branch:
    // in one slot, the branch's edges carry the same copy, which can then
    // be done once before the branch instead of on split edges.
    let mut fed: Vec<(ValueId, u32)> = Vec::new();
    for same_source in web.edges.chunk_by(|e, f| e.source_node == f.source_node) {
        if same_source.len() < 2 || !facts.domtree.is_reachable(same_source[0].source_node) {
            continue;
        }
        fed.clear();
        for edge in same_source {
            for (j, &v) in edge.operands.iter().enumerate() {
                fed.push((v, web.dst(edge, j)));
            }
        }
        fed.sort_unstable();
        fed.dedup();
        for pair in fed.windows(2) {
            if pair[0].0 == pair[1].0
                && args.node[pair[0].1 as usize] != args.node[pair[1].1 as usize]
            {
                affinities.push((false, pair[1].1, pair[0].1));
            }
        }
    }

    let mut coalescer = Coalescer {
        facts,
        class_of: (0..args.len() as u32).collect(),
        members: (0..args.len() as u32)
            .map(|n| BTreeMap::from([(key(n), n)]))
            .collect(),
        equal_anc_in: vec![NONE; args.len()],
        equal_anc_out: vec![NONE; args.len()],
        visited: Vec::new(),
        key: &key,
        value: &value,
    };
    for (_, dst, src) in affinities {
        coalescer.try_merge(dst, src);
    }
    if cfg!(debug_assertions) && args.len() <= 512 && facts.live_in.conservative() == 0 {
        coalescer.check_pairwise();
    }
    Classes {
        class_of: coalescer.class_of,
        num_classes: args.len(),
    }
}

/// The dominator-tree preorder position of `node` (`NONE` if unreachable).
fn preorder_position(domtree: &DomTree, node: u32) -> u32 {
    domtree.subtree(node).map_or(NONE, |(first, _)| first)
}

struct Coalescer<'a, 'f> {
    facts: &'a Facts<'f>,
    class_of: Vec<u32>,
    /// The members of each class by [`key`](Self::key) (empty once merged
    /// into another class).
    members: Vec<BTreeMap<u64, u32>>,
    /// Per argument: the nearest dominating member of its own class with
    /// the same value whose live range intersects it (Boissinot et al.'s
    /// `equal_anc_in`).
    equal_anc_in: Vec<u32>,
    /// The same in the other class of the merge being tested (scratch,
    /// valid for the arguments in `visited`).
    equal_anc_out: Vec<u32>,
    /// The arguments the current merge test walked.
    visited: Vec<u32>,
    /// Dominator-tree preorder position of an argument (its block's, then
    /// its position in the block): ancestors come first.
    key: &'a dyn Fn(u32) -> u64,
    /// The value each argument holds.
    value: &'a [ValueId],
}

impl Coalescer<'_, '_> {
    /// Merges the classes of `a` and `b` unless they interfere.
    fn try_merge(&mut self, a: u32, b: u32) {
        let (ca, cb) = (self.class_of[a as usize], self.class_of[b as usize]);
        if ca == cb {
            return;
        }
        let (big, small) = if self.members[ca as usize].len() >= self.members[cb as usize].len() {
            (ca, cb)
        } else {
            (cb, ca)
        };
        let small_members = std::mem::take(&mut self.members[small as usize]);
        let mut big_members = std::mem::take(&mut self.members[big as usize]);
        self.visited.clear();
        let interferes = self.interferes(&big_members, &small_members);
        if interferes {
            self.members[small as usize] = small_members;
            self.members[big as usize] = big_members;
            return;
        }
        for i in 0..self.visited.len() {
            let n = self.visited[i] as usize;
            self.equal_anc_in[n] = self.nearest(self.equal_anc_in[n], self.equal_anc_out[n]);
        }
        for (&k, &n) in &small_members {
            self.class_of[n as usize] = big;
            big_members.insert(k, n);
        }
        self.members[big as usize] = big_members;
    }

    /// The nearer (later in preorder) of two ancestors, either maybe NONE.
    fn nearest(&self, x: u32, y: u32) -> u32 {
        match (x, y) {
            (NONE, y) => y,
            (x, NONE) => x,
            (x, y) if (self.key)(x) >= (self.key)(y) => x,
            (_, y) => y,
        }
    }

    /// Does a member of `small` interfere with a member of `big`?
    /// Algorithm 2 over the merged classes, restricted to the dominator
    /// subtrees of `small`'s members: each maximal subtree starts at a
    /// member of `small` whose parent (if any) is in `big`, and everything
    /// inside has its parent inside.
    fn interferes(&mut self, big: &BTreeMap<u64, u32>, small: &BTreeMap<u64, u32>) -> bool {
        let mut small_iter = small.iter().map(|(&k, &n)| (k, n)).peekable();
        let mut stack: Vec<u32> = Vec::new();
        while let Some((lo, root)) = small_iter.next() {
            self.visit(root);
            if let Some(parent) = self.nearest_ancestor_in(big, lo, root) {
                if self.interference(root, parent) {
                    return true;
                }
            }
            let node = self.facts.web.args.node[root as usize];
            let end = self
                .facts
                .domtree
                .subtree(node)
                .map_or(NONE, |(_, end)| end);
            let hi = (u64::from(end) << 32) | u64::from(u32::MAX);
            stack.clear();
            stack.push(root);
            let mut big_iter = big
                .range((Excluded(lo), Included(hi)))
                .map(|(&k, &n)| (k, n))
                .peekable();
            loop {
                let next_small = small_iter.peek().copied().filter(|&(k, _)| k <= hi);
                let next_big = big_iter.peek().copied();
                let current = match (next_small, next_big) {
                    (Some((ks, s)), Some((kb, _))) if ks < kb => {
                        small_iter.next();
                        s
                    }
                    (_, Some((_, b))) => {
                        big_iter.next();
                        b
                    }
                    (Some((_, s)), None) => {
                        small_iter.next();
                        s
                    }
                    (None, None) => break,
                };
                self.visit(current);
                while let Some(&top) = stack.last() {
                    if self.dominates(top, current) {
                        break;
                    }
                    stack.pop();
                }
                if let Some(&parent) = stack.last() {
                    if self.interference(current, parent) {
                        return true;
                    }
                }
                stack.push(current);
            }
        }
        false
    }

    /// The invariant, checked the slow way (debug builds, small functions):
    /// no two members of a class interfere.
    fn check_pairwise(&self) {
        let n = self.class_of.len() as u32;
        for x in 0..n {
            for y in x + 1..n {
                if self.class_of[x as usize] != self.class_of[y as usize]
                    || self.value[x as usize] == self.value[y as usize]
                {
                    continue;
                }
                let intersect = if self.dominates(x, y) {
                    self.intersect(y, x)
                } else if self.dominates(y, x) {
                    self.intersect(x, y)
                } else {
                    false
                };
                assert!(
                    !intersect,
                    "arguments {x} and {y} share a slot but interfere"
                );
            }
        }
    }

    fn visit(&mut self, n: u32) {
        self.equal_anc_out[n as usize] = NONE;
        self.visited.push(n);
    }

    /// The nearest of `members` that dominates argument `n` (whose key is
    /// `key`): found by scanning the members backwards from `n` and, in
    /// step, by climbing the dominator tree from `n`'s block, so that
    /// neither a deep tree nor a crowded class makes it slow.
    fn nearest_ancestor_in(&self, members: &BTreeMap<u64, u32>, key: u64, n: u32) -> Option<u32> {
        let mut backwards = members.range(..key).rev();
        let mut up = Some(self.facts.web.args.node[n as usize]);
        loop {
            match backwards.next() {
                Some((_, &m)) if self.dominates(m, n) => return Some(m),
                Some(_) => {}
                None => return None,
            }
            if let Some(node) = up {
                let block = u64::from(preorder_position(self.facts.domtree, node)) << 32;
                let below = if Some(node) == Some(self.facts.web.args.node[n as usize]) {
                    key
                } else {
                    block | u64::from(u32::MAX)
                };
                if let Some((_, &m)) = members.range(block..below).next_back() {
                    return Some(m);
                }
                up = self.facts.domtree.idom(node);
            }
        }
    }

    /// Is `x` defined at or above `y` (same block: earlier position)?
    fn dominates(&self, x: u32, y: u32) -> bool {
        let args = &self.facts.web.args;
        let (nx, ny) = (args.node[x as usize], args.node[y as usize]);
        if nx == ny {
            return args.position[x as usize] <= args.position[y as usize];
        }
        self.facts.domtree.dominates(nx, ny)
    }

    /// Does `a` interfere with an already visited argument, its parent in
    /// the dominance forest being `b`? Updates `equal_anc_out(a)`.
    fn interference(&mut self, a: u32, b: u32) -> bool {
        let mut b = b;
        if self.class_of[a as usize] == self.class_of[b as usize] {
            b = self.equal_anc_out[b as usize];
            if b == NONE {
                return false;
            }
        }
        let mut tmp = b;
        while tmp != NONE && !self.intersect(a, tmp) {
            tmp = self.equal_anc_in[tmp as usize];
        }
        if self.value[a as usize] != self.value[b as usize] {
            tmp != NONE
        } else {
            self.equal_anc_out[a as usize] = tmp;
            false
        }
    }

    /// Do the live ranges of `a` and of `b`, which dominates it, intersect?
    fn intersect(&self, a: u32, b: u32) -> bool {
        let args = &self.facts.web.args;
        let node = args.node[a as usize];
        node == args.node[b as usize] || self.facts.live_in.is_live_in(b, node)
    }
}
