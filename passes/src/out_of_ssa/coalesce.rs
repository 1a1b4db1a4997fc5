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
//! - *Classes are checked in linear time* (§4.2, Algorithms 2 and the
//!   `interference`/`chain_intersect`/`update_equal_anc_out` functions):
//!   each class is kept sorted in dominator-tree preorder, the two lists
//!   are walked together with a stack standing for the dominance forest,
//!   and each argument is tested only against its parent there and that
//!   parent's chain of equal intersecting ancestors.
//! - Affinities are visited back edges first (a copy on a back edge runs on
//!   every iteration), then in program order; last come pairs of arguments
//!   of one block that hold one value (in one slot, an edge stores it once).
//!
//! Arguments of blocks unreachable from the entry never join a class: no
//! dominance order is defined for them, and they never run.

use super::live_in::LiveIn;
use super::values::EqualValues;
use super::web::{PhiWeb, NONE};
use ssa_ir::analysis::DomTree;
use ssa_ir::ir::ValueId;

/// A partition of the arguments into classes, one slot each.
pub(super) struct Classes {
    /// The class of each argument.
    pub class_of: Vec<u32>,
    /// The members of each class, in dominator-tree preorder (empty for
    /// classes merged into another).
    pub members: Vec<Vec<u32>>,
}

impl Classes {
    /// One class per argument (the naive translation).
    pub fn singletons(num_args: usize) -> Classes {
        Classes {
            class_of: (0..num_args as u32).collect(),
            members: (0..num_args as u32).map(|n| vec![n]).collect(),
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
    let mut preorder = vec![NONE; facts.domtree.num_nodes()];
    for (i, &node) in facts.domtree.preorder().iter().enumerate() {
        preorder[node as usize] = i as u32;
    }
    let key = |n: u32| -> u64 {
        ((preorder[args.node[n as usize] as usize] as u64) << 32) | args.position[n as usize] as u64
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

    let mut coalescer = Coalescer {
        facts,
        classes: Classes::singletons(args.len()),
        equal_anc_in: vec![NONE; args.len()],
        equal_anc_out: vec![NONE; args.len()],
        key: &key,
        value: &value,
    };
    for (_, dst, src) in affinities {
        coalescer.try_merge(dst, src);
    }
    coalescer.classes
}

struct Coalescer<'a, 'f> {
    facts: &'a Facts<'f>,
    classes: Classes,
    /// Per argument: the nearest dominating member of its own class with
    /// the same value whose live range intersects it (Boissinot et al.'s
    /// `equal_anc_in`).
    equal_anc_in: Vec<u32>,
    /// The same in the other class of the merge being tested (scratch).
    equal_anc_out: Vec<u32>,
    /// Dominator-tree preorder position of an argument (block, then
    /// position in the block).
    key: &'a dyn Fn(u32) -> u64,
    /// The value each argument holds.
    value: &'a [ValueId],
}

impl Coalescer<'_, '_> {
    /// Merges the classes of `a` and `b` unless they interfere.
    fn try_merge(&mut self, a: u32, b: u32) {
        let (ca, cb) = (
            self.classes.class_of[a as usize],
            self.classes.class_of[b as usize],
        );
        if ca == cb {
            return;
        }
        let red = std::mem::take(&mut self.classes.members[ca as usize]);
        let blue = std::mem::take(&mut self.classes.members[cb as usize]);
        let merged = self.merge_if_disjoint(&red, &blue);
        match merged {
            Some(merged) => {
                for &n in &blue {
                    self.classes.class_of[n as usize] = ca;
                }
                for &n in &merged {
                    let (inside, outside) = (
                        self.equal_anc_in[n as usize],
                        self.equal_anc_out[n as usize],
                    );
                    self.equal_anc_in[n as usize] = self.nearest(inside, outside);
                }
                self.classes.members[ca as usize] = merged;
            }
            None => {
                self.classes.members[ca as usize] = red;
                self.classes.members[cb as usize] = blue;
            }
        }
    }

    /// The later (nearer, in preorder) of two ancestors, either maybe NONE.
    fn nearest(&self, x: u32, y: u32) -> u32 {
        match (x, y) {
            (NONE, y) => y,
            (x, NONE) => x,
            (x, y) if (self.key)(x) >= (self.key)(y) => x,
            (_, y) => y,
        }
    }

    /// Walks `red` and `blue` together in preorder (Algorithm 2 over two
    /// lists); returns the merged list, or `None` at the first
    /// interference.
    fn merge_if_disjoint(&mut self, red: &[u32], blue: &[u32]) -> Option<Vec<u32>> {
        let mut merged = Vec::with_capacity(red.len() + blue.len());
        let mut stack: Vec<u32> = Vec::new();
        let (mut r, mut b) = (0, 0);
        while r < red.len() || b < blue.len() {
            let current =
                if r == red.len() || (b < blue.len() && (self.key)(blue[b]) < (self.key)(red[r])) {
                    b += 1;
                    blue[b - 1]
                } else {
                    r += 1;
                    red[r - 1]
                };
            self.equal_anc_out[current as usize] = NONE;
            while let Some(&top) = stack.last() {
                if self.dominates(top, current) {
                    break;
                }
                stack.pop();
            }
            if let Some(&parent) = stack.last() {
                if self.interference(current, parent) {
                    return None;
                }
            }
            stack.push(current);
            merged.push(current);
        }
        Some(merged)
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
        let classes = &self.classes.class_of;
        let mut b = b;
        if classes[a as usize] == classes[b as usize] {
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
