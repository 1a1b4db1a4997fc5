//! Simpson's RPO algorithm: optimistic value numbering of one function body
//! (the rules are listed in the [module docs](super)). Reads the IR and
//! changes nothing; [`super::rewrite`] applies what it found.

use crate::cfg_edit::{is_branch, RegionEdges};
use crate::expression::{expression, Expression, Numberable};
use crate::manager::Dominance;
use crate::scratch::EntityMap;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use ssa_ir::ir::{BlockId, Ir, OpId, RegionId, TypeId, ValueId};
use ssa_ir::semantics::Scalar;
use std::fmt::Write;

/// The number of optimistic passes after which the solver gives up and
/// numbers the function pessimistically (module docs, "Bound").
pub const MAX_OPTIMISTIC_PASSES: u32 = 8;

/// The tables of the solver, kept from function to function (cleared in
/// O(1), [`EntityMap`]).
#[derive(Default)]
pub struct Numbering {
    /// Per value: its class, as the index of the class's leader plus one;
    /// 0 is `⊤` (not numbered yet, or in a block the entry cannot reach).
    class: EntityMap<u32>,
    /// Per leader: the constant every member of its class is, if any.
    constant: EntityMap<Option<Scalar>>,
    /// The hash tables of one pass (cleared at the start of each pass).
    ops: FxHashMap<Expression, ValueId>,
    phis: FxHashMap<(BlockId, SmallVec<[u32; 4]>), ValueId>,
    constants: FxHashMap<(TypeId, Scalar), ValueId>,
}

/// Where `trace` lines go, and how a value's name is written.
pub type Trace<'a> = (&'a mut String, &'a dyn Fn(&mut String, ValueId));

/// How the passes went.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Optimistic passes run.
    pub passes: u32,
    /// Whether they reached a fixed point; if not, the result is that of
    /// the pessimistic pass that followed.
    pub converged: bool,
}

impl Numbering {
    /// The class of `v`: the leader of its class, or `None` if `v` was not
    /// numbered (it is in a block the entry cannot reach).
    pub fn class(&self, v: ValueId) -> Option<ValueId> {
        match self.class.get(v.index()) {
            0 => None,
            n => Some(ValueId::from_index(n as usize - 1)),
        }
    }

    /// The constant of a class, given by its leader.
    pub fn constant(&self, leader: ValueId) -> Option<Scalar> {
        self.constant.get(leader.index())
    }

    /// Numbers the values of the function body `body`, whose CFG and
    /// dominator tree are `dom`, in at most `max_passes` optimistic passes. With `trace`, appends one line per pass listing the
    /// values whose class changed (as `// pass N: ...`, names from
    /// `write_value`).
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
        let edges = RegionEdges::build(ir, body);
        let order = dom.cfg.graph.reverse_post_order();
        let values = order
            .iter()
            .map(|&node| {
                let block = dom.cfg.block(node);
                ir.block_args(block).len()
                    + ir.block_ops(block)
                        .map(|op| ir.num_results(op))
                        .sum::<usize>()
            })
            .sum();
        let mut solver = Solver {
            ir,
            dom,
            edges: &edges,
            numbering: self,
            optimistic: true,
            saw_top: false,
            changed: Vec::new(),
            values,
        };
        let mut passes = 0;
        let mut converged = false;
        while passes < max_passes {
            passes += 1;
            let changed = solver.pass(&order);
            if let Some((out, write_value)) = trace.as_mut() {
                write_trace(out, write_value, &format!("pass {passes}"), &solver);
            }
            // A first pass that read no `⊤` saw every operand's final class.
            if !changed || (passes == 1 && !solver.saw_top) {
                converged = true;
                break;
            }
        }
        if !converged {
            solver.optimistic = false;
            solver.numbering.class.reset(ir.value_capacity());
            solver.pass(&order);
            if let Some((out, write_value)) = trace.as_mut() {
                write_trace(out, write_value, "pessimistic pass", &solver);
            }
        }
        Outcome { passes, converged }
    }
}

/// Appends `// LABEL: %v -> %leader, ...` for the values whose class
/// changed in the last pass.
fn write_trace(
    out: &mut String,
    write_value: &dyn Fn(&mut String, ValueId),
    label: &str,
    solver: &Solver<'_>,
) {
    let _ = write!(out, "// {label}:");
    if solver.changed.is_empty() {
        out.push_str(" no change");
    }
    for (i, &v) in solver.changed.iter().enumerate() {
        out.push_str(if i == 0 { " " } else { ", " });
        write_value(out, v);
        out.push_str(" -> ");
        let leader = solver.numbering.class(v).expect("numbered in this pass");
        write_value(out, leader);
    }
    out.push('\n');
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
    /// The number of values of the reachable blocks.
    values: usize,
}

impl Solver<'_> {
    /// One pass over the reachable blocks in reverse postorder: every value
    /// gets its class from the classes of its operands. Returns whether any
    /// class changed.
    fn pass(&mut self, order: &[u32]) -> bool {
        let ir = self.ir;
        // Emptied and shrunk to this function's size: a table grown by a
        // large function must not cost its capacity on every small one.
        let n = &mut *self.numbering;
        n.ops.clear();
        n.ops.shrink_to(self.values);
        n.phis.clear();
        n.phis.shrink_to(self.values);
        n.constants.clear();
        n.constants.shrink_to(self.values);
        self.saw_top = false;
        self.changed.clear();
        for &node in order {
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
                            self.numbering.constant.set(r.index(), None);
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
        if n.class.get(v.index()) != class.index() as u32 + 1 {
            n.class.set(v.index(), class.index() as u32 + 1);
            self.changed.push(v);
        }
    }

    /// The class of `v` as last numbered, `None` for `⊤`.
    fn class_of(&mut self, v: ValueId) -> Option<u32> {
        match self.numbering.class.get(v.index()) {
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
                let block = self.dom.cfg.block(node);
                let leader = *self.numbering.phis.entry((block, incoming)).or_insert(arg);
                if leader == arg {
                    self.numbering.constant.set(arg.index(), None);
                }
                leader
            }
        }
    }

    /// `v` as the leader of a class of its own, with no constant.
    fn own_class(&mut self, v: ValueId) -> ValueId {
        self.numbering.constant.set(v.index(), None);
        v
    }

    /// A single-result op: a constant class if its evaluation on constant
    /// operand classes succeeds, else the class of its expression; `None`
    /// for ops that are not numbered.
    fn number_op(&mut self, op: OpId) -> Option<ValueId> {
        let ir = self.ir;
        let mut top = false;
        let key = expression(ir, op, Numberable::Pure, |v| {
            match self.numbering.class.get(v.index()) {
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
            let ty = ir.value_type(result);
            let n = &mut *self.numbering;
            let leader = *n.constants.entry((ty, value)).or_insert(result);
            if leader == result {
                n.constant.set(result.index(), Some(value));
            }
            return Some(leader);
        }
        let n = &mut *self.numbering;
        let leader = *n.ops.entry(key).or_insert(result);
        if leader == result {
            n.constant.set(result.index(), None);
        }
        Some(leader)
    }

    /// The op's value if its operands' classes are all constants and its
    /// evaluation is defined.
    fn fold(&self, op: OpId) -> Option<Scalar> {
        let ir = self.ir;
        let eval = ir.op_code(op).eval?;
        let n = &*self.numbering;
        let operands: SmallVec<[Scalar; 3]> = ir
            .operands(op)
            .iter()
            .map(|&v| n.constant.get(n.class.get(v.index()) as usize - 1))
            .collect::<Option<_>>()?;
        eval(ir, op, &operands).ok()
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
