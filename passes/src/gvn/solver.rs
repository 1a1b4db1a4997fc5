//! Simpson's RPO algorithm: optimistic value numbering of one function body
//! (the rules are listed in the [module docs](super)). Reads the IR and
//! changes nothing; [`super::rewrite`] applies what it found.

use super::table::Table;
use crate::cfg_edit::{is_branch, RegionEdges};
use crate::expression::{expression, Expression, Numberable};
use crate::manager::{Dominance, Output};
use crate::scratch::EntityMap;
use smallvec::SmallVec;
use ssa_ir::ir::{BlockId, Ir, OpId, RegionId, TypeId, ValueId};
use ssa_ir::printer::Names;
use ssa_ir::semantics::Scalar;
use std::fmt::Write;

/// The number of optimistic passes over a cyclic stretch of blocks after
/// which the solver gives up on it and numbers it pessimistically (module
/// docs, "Bound").
pub const MAX_OPTIMISTIC_PASSES: u32 = 8;

/// The tables of the solver, kept from function to function (cleared in
/// O(1), [`EntityMap`], or emptied and shrunk to the last function's size,
/// `Table`).
#[derive(Default)]
pub struct Numbering {
    /// Per value: its class, as the index of the class's leader plus one;
    /// 0 is `⊤` (not numbered yet, or in a block the entry cannot reach).
    class: EntityMap<ValueId, u32>,
    /// Per leader: the constant every member of its class is, if any.
    constant: EntityMap<ValueId, Option<Scalar>>,
    /// The hash tables: the first value of each key, and the pass that
    /// entered it.
    ops: Table<Expression>,
    phis: Table<PhiKey>,
    constants: Table<(TypeId, Scalar)>,
    /// The number of the current pass in this function.
    pass: u32,
    /// Per pass number: was it the last pass over its stretch? Entries of
    /// the other passes hold classes that were only assumed.
    last_pass: Vec<bool>,
}

/// A table entry: the leader of the key's class and the pass that made it.
pub(super) type Entry = (ValueId, u32);

/// A block argument's key: its block and the classes of its incoming
/// values, edge by edge (0 for `⊤`).
type PhiKey = (BlockId, SmallVec<[u32; 4]>);

/// Where `trace` lines go, and the names to write.
pub type Trace<'a> = (&'a mut Output, &'a Names<'a>);

/// How the passes went.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The most passes any stretch of blocks took (1 without cycles).
    pub passes: u32,
    /// Whether every stretch reached a fixed point; a stretch that did not
    /// was numbered by a pessimistic pass.
    pub converged: bool,
}

impl Numbering {
    /// The class of `v`: the leader of its class, or `None` if `v` was not
    /// numbered (it is in a block the entry cannot reach).
    pub fn class(&self, v: ValueId) -> Option<ValueId> {
        match self.class.get(v) {
            0 => None,
            n => Some(ValueId::from_index(n as usize - 1)),
        }
    }

    fn begin_pass(&mut self) {
        self.pass += 1;
        self.last_pass.push(false);
    }

    /// The constant of a class, given by its leader.
    pub fn constant(&self, leader: ValueId) -> Option<Scalar> {
        self.constant.get(leader)
    }

    /// Numbers the values of the function body `body`, whose CFG and
    /// dominator tree are `dom`, with at most `max_passes` optimistic
    /// passes over each cyclic stretch. With `trace`, appends one line per
    /// pass over a stretch, listing the values whose class changed.
    pub fn solve(
        &mut self,
        ir: &Ir,
        body: RegionId,
        dom: &Dominance,
        max_passes: u32,
        mut trace: Option<Trace<'_>>,
    ) -> Outcome {
        self.class.reset(ir.value_capacity());
        self.constant.reset(ir.value_capacity());
        self.pass = 0;
        self.last_pass.clear();
        self.last_pass.push(false);
        let edges = RegionEdges::build(ir, body);
        let order = dom.cfg.graph.reverse_post_order();
        let mut solver = Solver {
            ir,
            dom,
            edges: &edges,
            numbering: self,
            optimistic: true,
            saw_top: false,
            changed: Vec::new(),
        };
        let mut outcome = Outcome {
            passes: 1,
            converged: true,
        };
        for (stretch, cyclic) in stretches(dom, &order) {
            let blocks = &order[stretch];
            let mut passes = 0;
            let mut converged = false;
            while passes < max_passes {
                passes += 1;
                solver.numbering.begin_pass();
                let changed = solver.pass(blocks);
                if let Some((out, names)) = trace.as_mut() {
                    solver.write_trace(out, names, blocks, &format!("pass {passes}"));
                }
                // A first pass that read no `⊤` saw every operand's final class.
                if !cyclic || !changed || (passes == 1 && !solver.saw_top) {
                    converged = true;
                    break;
                }
            }
            if !converged {
                solver.forget(blocks);
                solver.numbering.begin_pass();
                solver.optimistic = false;
                solver.pass(blocks);
                solver.optimistic = true;
                if let Some((out, names)) = trace.as_mut() {
                    solver.write_trace(out, names, blocks, "pessimistic pass");
                }
            }
            let n = &mut *solver.numbering;
            n.last_pass[n.pass as usize] = true;
            outcome.passes = outcome.passes.max(passes);
            outcome.converged &= converged;
        }
        let n = &mut *solver.numbering;
        n.ops.clear_and_shrink();
        n.phis.clear_and_shrink();
        n.constants.clear_and_shrink();
        outcome
    }
}

/// The reverse postorder `order` cut into stretches, each with whether it
/// holds a cycle. A cycle has a retreating edge (to a block not later in
/// `order`) and lies within the positions its retreating edges span, so
/// the spans of all retreating edges, merged where they overlap, are the
/// cyclic stretches; the blocks between them are in no cycle.
fn stretches(dom: &Dominance, order: &[u32]) -> Vec<(std::ops::Range<usize>, bool)> {
    let graph = &dom.cfg.graph;
    let mut position = vec![u32::MAX; graph.num_nodes()];
    for (i, &node) in order.iter().enumerate() {
        position[node as usize] = i as u32;
    }
    // The furthest position a retreating edge into each position comes from.
    let mut reach: Vec<Option<usize>> = vec![None; order.len()];
    for (i, &node) in order.iter().enumerate() {
        for &succ in graph.succs(node) {
            let target = position[succ as usize] as usize;
            if target <= i {
                reach[target] = Some(reach[target].map_or(i, |r| r.max(i)));
            }
        }
    }
    let mut result = Vec::new();
    let mut next = 0;
    let mut i = 0;
    while i < order.len() {
        let Some(mut end) = reach[i] else {
            i += 1;
            continue;
        };
        // Merge the spans that start before this one ends.
        let start = i;
        while i <= end {
            end = end.max(reach[i].unwrap_or(0));
            i += 1;
        }
        if next < start {
            result.push((next..start, false));
        }
        result.push((start..end + 1, true));
        next = end + 1;
    }
    if next < order.len() {
        result.push((next..order.len(), false));
    }
    result
}

struct Solver<'a> {
    ir: &'a Ir,
    dom: &'a Dominance,
    edges: &'a RegionEdges,
    numbering: &'a mut Numbering,
    /// Optimistic passes ignore `⊤` operands of block arguments; the
    /// pessimistic pass gives such an argument a class of its own.
    optimistic: bool,
    /// Whether the last pass read a `⊤` (an operand on a back edge).
    saw_top: bool,
    /// The values whose class changed in the last pass, in pass order.
    changed: Vec<ValueId>,
}

impl Solver<'_> {
    /// Forgets the classes of the values of `blocks`: they read `⊤` again.
    fn forget(&mut self, blocks: &[u32]) {
        let ir = self.ir;
        let n = &mut *self.numbering;
        for &node in blocks {
            let block = self.dom.cfg.block(node);
            for &arg in ir.block_args(block) {
                n.class.set(arg, 0);
            }
            for op in ir.block_ops(block) {
                for r in ir.results(op) {
                    n.class.set(r, 0);
                }
            }
        }
    }

    /// One pass over `blocks` (in reverse postorder): every value gets its
    /// class from the classes of its operands. Returns whether any class
    /// changed.
    fn pass(&mut self, blocks: &[u32]) -> bool {
        let ir = self.ir;
        self.saw_top = false;
        self.changed.clear();
        for &node in blocks {
            let block = self.dom.cfg.block(node);
            for (k, &arg) in ir.block_args(block).iter().enumerate() {
                let class = self.number_arg(node, k, arg);
                self.assign(arg, class);
            }
            for op in ir.block_ops(block) {
                match self.number_op(op) {
                    Some(class) => self.assign(ir.result(op, 0), class),
                    None => {
                        // Not numbered: each result is a class of its own.
                        for r in ir.results(op) {
                            self.numbering.constant.set(r, None);
                            self.assign(r, r);
                        }
                    }
                }
            }
        }
        !self.changed.is_empty()
    }

    fn assign(&mut self, v: ValueId, class: ValueId) {
        let n = &mut *self.numbering;
        if n.class.get(v) != class.index() as u32 + 1 {
            n.class.set(v, class.index() as u32 + 1);
            self.changed.push(v);
        }
    }

    /// Appends `// LABEL over ^first..^last: %v -> %leader, ...` for the
    /// values whose class changed in the last pass over `blocks`.
    fn write_trace(&self, out: &mut Output, names: &Names<'_>, blocks: &[u32], label: &str) {
        let _ = write!(out, "// {label} over ");
        let (first, last) = (blocks[0], blocks[blocks.len() - 1]);
        names.write_block(out, self.dom.cfg.block(first));
        if first != last {
            out.push_str("..");
            names.write_block(out, self.dom.cfg.block(last));
        }
        out.push(':');
        if self.changed.is_empty() {
            out.push_str(" no change");
        }
        for (i, &v) in self.changed.iter().enumerate() {
            out.push_str(if i == 0 { " " } else { ", " });
            names.write_value(out, v);
            out.push_str(" -> ");
            let leader = self.numbering.class(v).expect("numbered in this pass");
            names.write_value(out, leader);
        }
        out.push('\n');
    }

    /// The class of `v` as last numbered, `None` for `⊤`.
    fn class_of(&mut self, v: ValueId) -> Option<u32> {
        match self.numbering.class.get(v) {
            0 => {
                self.saw_top = true;
                None
            }
            c => Some(c),
        }
    }

    /// Block argument `k` of `node`: the class of its incoming values if
    /// they are all in one class (`⊤` ignored while optimistic), else the
    /// class of the arguments of the same block with the same incoming
    /// classes on every edge.
    fn number_arg(&mut self, node: u32, k: usize, arg: ValueId) -> ValueId {
        let ir = self.ir;
        if node == self.dom.cfg.graph.entry() || !self.edges.all_incoming_are_branches(ir, node) {
            return self.own_class(arg);
        }
        let mut incoming: SmallVec<[u32; 4]> = SmallVec::new();
        let mut same: Option<u32> = None;
        let mut one_class = true;
        for e in self.edges.incoming(node) {
            debug_assert!(is_branch(ir, e.terminator));
            let from = ir
                .op_block(e.terminator)
                .expect("terminators are in blocks");
            if !self.dom.domtree.is_reachable(self.dom.cfg.node(from)) {
                continue; // never taken
            }
            let passed = ir.successor_operands(e.terminator, e.index as usize)[k];
            match self.class_of(passed) {
                None if self.optimistic => incoming.push(0),
                None => return self.own_class(arg),
                Some(c) => {
                    incoming.push(c);
                    one_class &= same.is_none_or(|s| s == c);
                    same = Some(c);
                }
            }
        }
        match same {
            Some(c) if one_class => ValueId::from_index(c as usize - 1),
            _ => {
                let key = (self.dom.cfg.block(node), incoming);
                let n = &mut *self.numbering;
                let leader = n.phis.lookup(key, arg, n.pass, &n.last_pass);
                if leader == arg {
                    n.constant.set(arg, None);
                }
                leader
            }
        }
    }

    /// `v` as the leader of a class of its own, with no constant.
    fn own_class(&mut self, v: ValueId) -> ValueId {
        self.numbering.constant.set(v, None);
        v
    }

    /// A single-result op: a constant class if its evaluation on constant
    /// operand classes succeeds, else the class of its expression; `None`
    /// for ops that are not numbered.
    fn number_op(&mut self, op: OpId) -> Option<ValueId> {
        let ir = self.ir;
        let mut top = false;
        let key = expression(ir, op, Numberable::Pure, |v| {
            match self.numbering.class.get(v) {
                0 => {
                    top = true;
                    u32::MAX
                }
                c => c,
            }
        })?;
        let result = ir.result(op, 0);
        if top {
            // An operand defined in a block the entry cannot reach: only
            // in invalid IR, but stay safe.
            return Some(self.own_class(result));
        }
        if let Some(value) = self.fold(op) {
            let key = (ir.value_type(result), value.clone());
            let n = &mut *self.numbering;
            let leader = n.constants.lookup(key, result, n.pass, &n.last_pass);
            if leader == result {
                n.constant.set(result, Some(value));
            }
            return Some(leader);
        }
        let n = &mut *self.numbering;
        let leader = n.ops.lookup(key, result, n.pass, &n.last_pass);
        if leader == result {
            n.constant.set(result, None);
        }
        Some(leader)
    }

    /// The op's value if its operands' classes are all constants and its
    /// evaluation is defined.
    fn fold(&self, op: OpId) -> Option<Scalar> {
        let ir = self.ir;
        let eval = ir.op_code(op).eval?;
        let n = &*self.numbering;
        let values = ir.operands(op);
        let mut operands = [const { Scalar::Poison }; 3];
        for (place, &v) in operands.iter_mut().zip(values) {
            *place = n
                .constant
                .get(ValueId::from_index(n.class.get(v) as usize - 1))?;
        }
        eval(ir, op, &operands[..values.len()]).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssa_ir::parser::parse_module;

    const LOOP: &str = "func.func @f(%n: i32) -> i32 {
          %c0 = arith.constant 0 : i32
          %c1 = arith.constant 1 : i32
          cf.br ^head(%c0, %c0 : i32, i32)
        ^head(%i: i32, %j: i32):
          %cond = arith.cmpi slt, %i, %n : i32
          cf.cond_br %cond, ^body, ^exit
        ^body:
          %i1 = arith.addi %i, %c1 : i32
          %j1 = arith.addi %j, %c1 : i32
          cf.br ^head(%i1, %j1 : i32, i32)
        ^exit:
          return %i : i32
        }";

    /// Solves the only function of `text` with at most `max_passes`
    /// optimistic passes; returns the outcome and whether the arguments
    /// `%i` and `%j` of `^head` share a class, and `%i`'s constant.
    fn solve_loop(max_passes: u32) -> (Outcome, bool, Option<Scalar>) {
        let ir = parse_module(LOOP, 0).expect("valid test input");
        let func = ir.functions().next().expect("a function");
        let body = ir.func_body(func).expect("a body");
        let dom = Dominance::compute(&ir, body);
        let mut numbering = Numbering::default();
        let outcome = numbering.solve(&ir, body, &dom, max_passes, None);
        let head = ir.region_blocks(body).nth(1).expect("^head");
        let (i, j) = (ir.block_args(head)[0], ir.block_args(head)[1]);
        let class_i = numbering.class(i).expect("numbered");
        let same = Some(class_i) == numbering.class(j);
        (outcome, same, numbering.constant(class_i))
    }

    #[test]
    fn optimistic_passes_merge_the_induction_variables() {
        let (outcome, same, constant) = solve_loop(MAX_OPTIMISTIC_PASSES);
        assert_eq!(
            outcome,
            Outcome {
                passes: 3,
                converged: true
            }
        );
        assert!(same);
        assert_eq!(constant, None, "the loop variable is not a constant");
    }

    #[test]
    fn the_pessimistic_fallback_claims_nothing_about_loop_arguments() {
        // One optimistic pass takes i and j for the constant 0; without
        // the passes that refute it, the pessimistic pass must decide.
        let (outcome, same, constant) = solve_loop(1);
        assert_eq!(
            outcome,
            Outcome {
                passes: 1,
                converged: false
            }
        );
        assert!(!same);
        assert_eq!(constant, None);
    }
}
