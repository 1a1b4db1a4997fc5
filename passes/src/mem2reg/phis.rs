//! Block arguments under construction ("phis"), kept off the IR while the
//! analysis decides: each phi belongs to a block and a slot and has one
//! operand per reachable in-edge of its block ([`FunctionInfo::in_edges`]).
//!
//! A phi found redundant is not deleted but forwarded to the value that
//! replaces it, and every reader looks values up through [`Phis::find`]
//! (union-find with path compression), so replacing a phi is O(1) whoever
//! refers to it: loads, operands of other phis, or the constructions' own
//! tables.
//!
//! Memory: per phi made, 21 bytes in parallel arrays plus 8 per operand,
//! and with users kept, 8 more plus 8 per operand set to a phi (the lists
//! of users share one arena of links instead of a heap vector each); each
//! array at most twice that while it grows, unless [`Phis::reserve`]d.
//!
//! [`FunctionInfo::in_edges`]: super::function::FunctionInfo::in_edges

use ssa_ir::ir::ValueId;

/// A value a slot may hold.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Val {
    /// An existing SSA value (stored by a store, or a function argument...).
    Value(ValueId),
    /// A phi of [`Phis`].
    Phi(u32),
    /// No store reaches: `ub.poison` of the slot's type.
    Poison,
}

/// "No link".
const NONE: u32 = u32::MAX;

/// The phis of one function.
#[derive(Default)]
pub(super) struct Phis {
    block: Vec<u32>,
    slot: Vec<u32>,
    operand_start: Vec<u32>,
    operands: Vec<Val>,
    /// `Some(v)`: the phi was removed and stands for `v`.
    forward: Vec<Option<Val>>,
    /// Whether all operands have been set.
    complete: Vec<bool>,
    /// Per phi, if kept: the first and last link in `user_links` of the
    /// list of phis with this phi among their operands (with repeats;
    /// stale entries are harmless), `NONE` when empty.
    users: Vec<(u32, u32)>,
    /// The links of every list of `users`: a user and the next link. A
    /// link left out of a list when a phi is replaced is not reused: there
    /// are at most as many as operands set to phis.
    user_links: Vec<(u32, u32)>,
    /// Whether any phi was ever replaced: until then every value stands
    /// for itself, and [`Phis::find`] need not look (renaming alone
    /// replaces nothing, and the forward table of a large function is
    /// megabytes read at random).
    any_replaced: bool,
    /// Whether `users` is kept: replacing phis needs it, renaming and
    /// [`Phis::remove_unused`] do not (and a large function would pay an
    /// allocation per phi used by another).
    users_kept: bool,
}

impl Phis {
    /// The number of phis ever created.
    pub fn len(&self) -> usize {
        self.block.len()
    }

    /// Keeps, from now on, the phis that use each phi, which
    /// [`Phis::replace`] and [`Phis::remove_trivial`] need. Call it before
    /// any operand is set.
    pub fn track_users(&mut self) {
        debug_assert!(self.operands.iter().all(|&v| v == Val::Poison));
        self.users_kept = true;
        self.users.resize(self.len(), (NONE, NONE));
    }

    /// Makes room for `phis` more phis with `operands` operands in all.
    pub fn reserve(&mut self, phis: usize, operands: usize) {
        self.block.reserve(phis);
        self.slot.reserve(phis);
        self.operand_start.reserve(phis);
        self.operands.reserve(operands);
        self.forward.reserve(phis);
        self.complete.reserve(phis);
        if self.users_kept {
            self.users.reserve(phis);
        }
    }

    /// A new phi of `slot` at `block` with `num_operands` operands, all
    /// unset (poison) until [`Phis::set_operand`].
    pub fn add(&mut self, block: u32, slot: u32, num_operands: usize) -> u32 {
        let phi = self.block.len() as u32;
        self.block.push(block);
        self.slot.push(slot);
        self.operand_start.push(self.operands.len() as u32);
        self.operands
            .extend(std::iter::repeat_n(Val::Poison, num_operands));
        self.forward.push(None);
        self.complete.push(false);
        if self.users_kept {
            self.users.push((NONE, NONE));
        }
        phi
    }

    pub fn block(&self, phi: u32) -> u32 {
        self.block[phi as usize]
    }

    pub fn slot(&self, phi: u32) -> u32 {
        self.slot[phi as usize]
    }

    fn operand_range(&self, phi: u32) -> std::ops::Range<usize> {
        let start = self.operand_start[phi as usize] as usize;
        let end = self
            .operand_start
            .get(phi as usize + 1)
            .map_or(self.operands.len(), |&e| e as usize);
        start..end
    }

    /// The operands as set (not looked up through [`Phis::find`]).
    pub fn operands(&self, phi: u32) -> &[Val] {
        &self.operands[self.operand_range(phi)]
    }

    /// Sets operand `index` of `phi`.
    pub fn set_operand(&mut self, phi: u32, index: usize, value: Val) {
        let at = self.operand_range(phi).start + index;
        self.operands[at] = value;
        if let (true, Val::Phi(used)) = (self.users_kept, value) {
            let link = self.user_links.len() as u32;
            self.user_links.push((phi, NONE));
            self.append_link(used, link);
        }
    }

    /// Appends `link` (its next already `NONE`) to the users of `phi`.
    fn append_link(&mut self, phi: u32, link: u32) {
        let (first, last) = &mut self.users[phi as usize];
        if *last == NONE {
            *first = link;
        } else {
            self.user_links[*last as usize].1 = link;
        }
        *last = link;
    }

    /// The users of `phi` as recorded, in the order added.
    fn users(&self, phi: u32) -> impl Iterator<Item = u32> + '_ {
        let first = self.users[phi as usize].0;
        std::iter::successors((first != NONE).then_some(first), |&link| {
            Some(self.user_links[link as usize].1).filter(|&next| next != NONE)
        })
        .map(|link| self.user_links[link as usize].0)
    }

    /// Records that every operand of `phi` is set.
    pub fn mark_complete(&mut self, phi: u32) {
        self.complete[phi as usize] = true;
    }

    /// Has `phi` not been replaced?
    pub fn is_live(&self, phi: u32) -> bool {
        self.forward[phi as usize].is_none()
    }

    /// What `value` stands for now: itself, or for a replaced phi, what
    /// replaced it (transitively).
    pub fn find(&mut self, value: Val) -> Val {
        if !self.any_replaced {
            return value;
        }
        let mut root = value;
        while let Val::Phi(phi) = root {
            match self.forward[phi as usize] {
                Some(next) => root = next,
                None => break,
            }
        }
        // Path compression.
        let mut at = value;
        while let Val::Phi(phi) = at {
            match self.forward[phi as usize] {
                Some(next) if next != root => {
                    self.forward[phi as usize] = Some(root);
                    at = next;
                }
                _ => break,
            }
        }
        root
    }

    /// Removes `phi`, which now stands for `by` (a live value).
    pub fn replace(&mut self, phi: u32, by: Val) {
        debug_assert!(self.is_live(phi) && by != Val::Phi(phi));
        debug_assert!(self.users_kept, "replacing needs track_users");
        self.any_replaced = true;
        self.forward[phi as usize] = Some(by);
        let (mut link, _) = std::mem::replace(&mut self.users[phi as usize], (NONE, NONE));
        let Val::Phi(target) = by else {
            return;
        };
        // Only live users move: a chain of replacements must not drag the
        // users of every phi it passed along (quadratic).
        while link != NONE {
            let (user, next) = self.user_links[link as usize];
            if self.forward[user as usize].is_none() && user != target {
                self.user_links[link as usize].1 = NONE;
                self.append_link(target, link);
            }
            link = next;
        }
    }

    /// The single value other than itself that a complete, live `phi`
    /// merges (poison if it merges only itself), or `None` if it merges two
    /// or more: Braun et al. 2013, Alg. 3, `tryRemoveTrivialPhi`'s test.
    fn trivial_value(&mut self, phi: u32) -> Option<Val> {
        let mut same = None;
        for index in self.operand_range(phi) {
            let operand = self.find(self.operands[index]);
            if operand == Val::Phi(phi) || Some(operand) == same {
                continue;
            }
            if same.is_some() {
                return None;
            }
            same = Some(operand);
        }
        Some(same.unwrap_or(Val::Poison))
    }

    /// Removes trivial phis, starting from `candidates`, until none is left:
    /// a phi that merges a single value (besides itself) is replaced by it,
    /// and the phis using it are checked again (Braun et al. 2013, Alg. 3,
    /// with the recursion turned into a worklist). Incomplete phis are
    /// skipped; they are checked when completed.
    pub fn remove_trivial(&mut self, candidates: impl IntoIterator<Item = u32>) {
        let mut worklist: Vec<u32> = candidates.into_iter().collect();
        while let Some(phi) = worklist.pop() {
            if !self.is_live(phi) || !self.complete[phi as usize] {
                continue;
            }
            let Some(same) = self.trivial_value(phi) else {
                continue;
            };
            worklist.extend(self.users(phi).filter(|&user| user != phi));
            self.replace(phi, same);
        }
    }

    /// Removes every live phi that no value in `roots` needs, directly or
    /// through the operands of needed phis (dead-phi elimination). The
    /// removed phis are forwarded to poison, which is never looked up:
    /// nothing needed refers to them.
    pub fn remove_unused(&mut self, roots: impl IntoIterator<Item = Val>) {
        let mut used = vec![false; self.len()];
        let mut stack = Vec::new();
        for root in roots {
            if let Val::Phi(phi) = self.find(root) {
                if !std::mem::replace(&mut used[phi as usize], true) {
                    stack.push(phi);
                }
            }
        }
        while let Some(phi) = stack.pop() {
            for index in self.operand_range(phi) {
                if let Val::Phi(operand) = self.find(self.operands[index]) {
                    if !std::mem::replace(&mut used[operand as usize], true) {
                        stack.push(operand);
                    }
                }
            }
        }
        for phi in 0..self.len() as u32 {
            if self.is_live(phi) && !used[phi as usize] {
                self.forward[phi as usize] = Some(Val::Poison);
            }
        }
    }

    /// The live phis.
    pub fn live(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.len() as u32).filter(|&phi| self.is_live(phi))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(n: usize) -> Val {
        Val::Value(ValueId::from_index(n))
    }

    /// `a = phi(v, b)`, `b = phi(a, a)`: b is trivial (it merges only `a`),
    /// then `a` merges only `v` and itself.
    #[test]
    fn trivial_removal_cascades_through_users() {
        let mut phis = Phis::default();
        phis.track_users();
        let a = phis.add(1, 0, 2);
        let b = phis.add(2, 0, 2);
        phis.set_operand(a, 0, value(7));
        phis.set_operand(a, 1, Val::Phi(b));
        phis.set_operand(b, 0, Val::Phi(a));
        phis.set_operand(b, 1, Val::Phi(a));
        phis.mark_complete(a);
        phis.mark_complete(b);
        phis.remove_trivial([b]);
        assert_eq!(phis.find(Val::Phi(b)), value(7));
        assert_eq!(phis.find(Val::Phi(a)), value(7));
        assert_eq!(phis.live().count(), 0);
    }

    /// Two phis that merge each other and two distinct values stay; a
    /// phi merging only itself becomes poison; an incomplete phi is left.
    #[test]
    fn non_trivial_self_only_and_incomplete() {
        let mut phis = Phis::default();
        phis.track_users();
        let a = phis.add(1, 0, 2);
        phis.set_operand(a, 0, value(1));
        phis.set_operand(a, 1, value(2));
        phis.mark_complete(a);
        let s = phis.add(2, 0, 1);
        phis.set_operand(s, 0, Val::Phi(s));
        phis.mark_complete(s);
        let i = phis.add(3, 0, 1);
        phis.remove_trivial([a, s, i]);
        assert!(phis.is_live(a));
        assert_eq!(phis.find(Val::Phi(s)), Val::Poison);
        assert!(phis.is_live(i));
    }

    /// Only phis reachable from the roots through operands survive.
    #[test]
    fn unused_phis_are_removed() {
        let mut phis = Phis::default();
        let used = phis.add(1, 0, 2);
        let feeds = phis.add(2, 0, 2);
        let dead = phis.add(3, 0, 2);
        phis.set_operand(used, 0, Val::Phi(feeds));
        phis.set_operand(used, 1, value(1));
        phis.set_operand(feeds, 0, Val::Phi(used));
        phis.set_operand(feeds, 1, value(2));
        phis.set_operand(dead, 0, Val::Phi(used));
        phis.set_operand(dead, 1, value(3));
        phis.remove_unused([Val::Phi(used), value(9)]);
        assert!(phis.is_live(used) && phis.is_live(feeds));
        assert!(!phis.is_live(dead));
    }
}
