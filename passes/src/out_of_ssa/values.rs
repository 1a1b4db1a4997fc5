//! Which arguments carry the same value as another value.
//!
//! Boissinot et al. 2009 (§3.1) make interference value-based: two
//! variables whose live ranges intersect do not interfere when they hold the
//! same value wherever both are live, so they may share a location. The
//! paper takes values from copies; here there are no copies but arguments,
//! and two kinds of argument provably repeat another value:
//!
//! - a *trivial* argument, whose incoming operands are all one value `w`
//!   or the argument itself (Braun et al. 2013, §2.3: it may be replaced by
//!   `w` everywhere, so it equals `w` wherever both are live);
//! - two arguments of one block that receive the same value on every edge
//!   (they are defined together from equal operands).
//!
//! Both are found pessimistically (an argument is its own value until
//! proven otherwise), so a cycle of arguments that only pass one value
//! around among themselves stays distinct: sound, if not minimal. Values
//! form a union-find forest over argument numbers whose roots are values.

use super::web::PhiWeb;
use ssa_ir::ir::ValueId;

/// The value each argument holds.
pub(super) struct EqualValues {
    /// Per argument: a value it equals (itself when nothing is known); the
    /// chain ends at a value that is not a merged argument.
    parent: Vec<ValueId>,
}

impl EqualValues {
    /// Every argument its own value (for the naive translation).
    pub fn distinct(web: &PhiWeb) -> EqualValues {
        EqualValues {
            parent: web.args.values.clone(),
        }
    }

    /// Finds the trivial and the pairwise-equal arguments of `web`.
    pub fn compute(web: &PhiWeb) -> EqualValues {
        let args = &web.args;
        let mut values = EqualValues::distinct(web);
        // Who receives each argument: (edge, operand) pairs passing it.
        let mut receivers: Vec<Vec<u32>> = vec![Vec::new(); args.len()];
        for edge in &web.edges {
            for (j, &v) in edge.operands.iter().enumerate() {
                if let Some(n) = args.number(v) {
                    receivers[n as usize].push(web.dst(edge, j));
                }
            }
        }
        let mut worklist: Vec<u32> = (0..args.len() as u32).rev().collect();
        let mut signatures: Vec<(Vec<ValueId>, u32)> = Vec::new();
        loop {
            while let Some(n) = worklist.pop() {
                let me = args.values[n as usize];
                if values.find(web, me) != me {
                    continue;
                }
                let node = args.node[n as usize];
                let j = args.position[n as usize] as usize;
                let mut unique = None;
                let mut trivial = true;
                for &e in &web.edges_into[node as usize] {
                    let v = values.find(web, web.edges[e as usize].operands[j]);
                    if v == me || unique == Some(v) {
                        continue;
                    }
                    if unique.is_some() {
                        trivial = false;
                        break;
                    }
                    unique = Some(v);
                }
                if let (true, Some(w)) = (trivial, unique) {
                    values.parent[n as usize] = w;
                    worklist.extend(receivers[n as usize].iter().copied());
                }
            }
            // Arguments of one block fed equal values on every edge.
            for node in 0..web.edges_into.len() as u32 {
                let range = args.of_node(node);
                if range.len() < 2 {
                    continue;
                }
                signatures.clear();
                for n in range {
                    let me = args.values[n as usize];
                    if values.find(web, me) != me {
                        continue;
                    }
                    let j = args.position[n as usize] as usize;
                    let signature = web.edges_into[node as usize]
                        .iter()
                        .map(|&e| values.find(web, web.edges[e as usize].operands[j]))
                        .collect();
                    signatures.push((signature, n));
                }
                signatures.sort();
                for pair in signatures.windows(2) {
                    let ((first_sig, first), (sig, n)) = (&pair[0], &pair[1]);
                    if first_sig == sig {
                        let root = values.find(web, args.values[*first as usize]);
                        values.parent[*n as usize] = root;
                        worklist.extend(receivers[*n as usize].iter().copied());
                    }
                }
            }
            if worklist.is_empty() {
                return values;
            }
        }
    }

    /// The value `v` holds: the root of its chain (with path halving).
    pub fn find(&mut self, web: &PhiWeb, mut v: ValueId) -> ValueId {
        while let Some(n) = web.args.number(v) {
            let parent = self.parent[n as usize];
            if parent == v {
                break;
            }
            if let Some(p) = web.args.number(parent) {
                self.parent[n as usize] = self.parent[p as usize];
            }
            v = parent;
        }
        v
    }

    /// The value of argument number `n`, without compressing paths.
    pub fn value_of(&self, web: &PhiWeb, n: u32) -> ValueId {
        let mut v = web.args.values[n as usize];
        while let Some(m) = web.args.number(v) {
            let parent = self.parent[m as usize];
            if parent == v {
                break;
            }
            v = parent;
        }
        v
    }
}
