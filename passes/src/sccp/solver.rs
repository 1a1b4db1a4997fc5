//! The Wegman–Zadeck solver: lattice values for the SSA values of one
//! function body and the executable blocks and edges, by the two worklists
//! of the paper (its rules are listed in the [module docs](super)).
//!
//! The solver reads the IR and changes nothing; [`super::rewrite`] applies
//! what it found.

use super::lattice::Lattice;
use crate::cfg_edit::{is_branch, is_conditional_branch, taken_successor, RegionEdges};
use crate::scratch::EntityMap;
use ssa_ir::dialect::{arith, Traits};
use ssa_ir::ir::{Ir, OpId, RegionId, ValueId};
use ssa_ir::semantics::Scalar;

/// What the solver found about one function body. The lattice values live
/// in the table given to [`solve`], indexed by value.
pub struct Analysis {
    /// The body's blocks and edges.
    pub edges: RegionEdges,
    /// Per node: is the block executable?
    pub executable_blocks: Vec<bool>,
    /// Per edge number ([`RegionEdges::edge_number`]): is the edge executable?
    pub executable_edges: Vec<bool>,
}

/// One step of the solver, as `-print-sccp-lattice{trace=true}` shows it.
#[derive(Copy, Clone, Debug)]
pub enum Step {
    /// The CFG worklist gave node `n`: its ops are visited.
    Block(u32),
    /// The SSA worklist gave a value: its uses are visited.
    Uses(ValueId),
    /// Successor `index` of node `n` became executable.
    Edge(u32, usize),
    /// A value's lattice value went down, from the first to the second.
    Lowered(ValueId, Lattice, Lattice),
}

/// Runs the solver over the region `body` (a function body). `lattice` is
/// reset and then holds the final lattice value of every value of the
/// body; values never reached read `⊤`.
pub fn solve(ir: &Ir, body: RegionId, lattice: &mut EntityMap<Lattice>) -> Analysis {
    solve_traced(ir, body, lattice, None)
}

/// [`solve`], recording its first `steps.1` steps in `steps.0` (a trace
/// costs one push per step recorded).
pub fn solve_traced(
    ir: &Ir,
    body: RegionId,
    lattice: &mut EntityMap<Lattice>,
    steps: Option<(&mut Vec<Step>, usize)>,
) -> Analysis {
    let edges = RegionEdges::build(ir, body);
    lattice.reset(ir.value_capacity());
    let mut solver = Solver {
        ir,
        edges: &edges,
        lattice,
        executable_blocks: vec![false; edges.num_blocks()],
        executable_edges: vec![false; edges.num_edges()],
        ssa_worklist: Vec::new(),
        block_worklist: Vec::new(),
        poison_branches: Vec::new(),
        operands: Vec::new(),
        steps,
    };
    // The entry block is executable and its arguments (the function's
    // parameters) can be anything.
    for &arg in ir.block_args(edges.block(0)) {
        solver.lower(arg, Lattice::Overdefined);
    }
    solver.executable_blocks[0] = true;
    solver.block_worklist.push(0);
    solver.run();
    let Solver {
        executable_blocks,
        executable_edges,
        ..
    } = solver;
    Analysis {
        edges,
        executable_blocks,
        executable_edges,
    }
}

struct Solver<'a> {
    ir: &'a Ir,
    edges: &'a RegionEdges,
    lattice: &'a mut EntityMap<Lattice>,
    executable_blocks: Vec<bool>,
    executable_edges: Vec<bool>,
    /// Values whose lattice value went down (the paper's SSAWorkList).
    ssa_worklist: Vec<ValueId>,
    /// Blocks that became executable (the paper's FlowWorkList, by target:
    /// the edge itself is handled when it is marked).
    block_worklist: Vec<u32>,
    /// Blocks whose terminator branched on poison when last visited.
    poison_branches: Vec<u32>,
    /// Scratch for an op's operand values.
    operands: Vec<Scalar>,
    /// The steps recorded for a trace, and how many to record at most.
    steps: Option<(&'a mut Vec<Step>, usize)>,
}

impl Solver<'_> {
    fn record(&mut self, step: Step) {
        if let Some((steps, limit)) = &mut self.steps {
            if steps.len() < *limit {
                steps.push(step);
            }
        }
    }

    fn run(&mut self) {
        loop {
            if let Some(v) = self.ssa_worklist.pop() {
                self.record(Step::Uses(v));
                self.visit_uses(v);
            } else if let Some(n) = self.block_worklist.pop() {
                self.record(Step::Block(n));
                self.visit_block(n);
            } else if !self.resolve_poison_branches() {
                return;
            }
        }
    }

    fn value(&self, v: ValueId) -> Lattice {
        self.lattice.get(v.index())
    }

    /// Lowers `v` to `value ⊓ (what it was)`; a change queues its uses.
    fn lower(&mut self, v: ValueId, value: Lattice) {
        let old = self.value(v);
        let new = old.meet(value);
        if new != old {
            self.record(Step::Lowered(v, old, new));
            self.lattice.set(v.index(), new);
            if self.ir.has_uses(v) {
                self.ssa_worklist.push(v);
            }
        }
    }

    /// Marks successor `index` of node `n` executable; on first marking,
    /// meets the target's arguments with the values the edge passes and
    /// queues the target if it was not executable. Returns whether the
    /// edge was new.
    fn mark_edge(&mut self, n: u32, index: usize) -> bool {
        let e = self.edges.edge_number(n, index);
        if self.executable_edges[e] {
            return false;
        }
        self.executable_edges[e] = true;
        self.record(Step::Edge(n, index));
        let ir = self.ir;
        let term = ir
            .terminator(self.edges.block(n))
            .expect("a block with edges ends in a terminator");
        let target = ir.successor(term, index);
        let known = is_branch(ir, term);
        for (i, &arg) in ir.block_args(target).iter().enumerate() {
            let passed = if known {
                self.value(ir.successor_operands(term, index)[i])
            } else {
                Lattice::Overdefined
            };
            self.lower(arg, passed);
        }
        let t = self
            .edges
            .node(target)
            .expect("successors are in the region") as usize;
        if !self.executable_blocks[t] {
            self.executable_blocks[t] = true;
            self.block_worklist.push(t as u32);
        }
        true
    }

    fn visit_block(&mut self, n: u32) {
        let ir = self.ir;
        let block = self.edges.block(n);
        for op in ir.block_ops(block) {
            self.visit_op(op);
        }
        if let Some(term) = ir.terminator(block) {
            self.visit_terminator(n, term);
        }
    }

    /// Revisits the executable uses of a value whose lattice value changed.
    fn visit_uses(&mut self, v: ValueId) {
        let ir = self.ir;
        for (user, index) in ir.uses(v) {
            let Some(n) = ir.op_block(user).and_then(|b| self.edges.node(b)) else {
                continue; // a use nested in an op's region: that op is NAC
            };
            if !self.executable_blocks[n as usize] {
                continue;
            }
            if ir.num_successors(user) == 0 {
                self.visit_op(user);
                continue;
            }
            match ir.successor_of_operand(user, index) {
                Some((s, i)) => {
                    // A value passed along an edge: only executable edges count.
                    if self.executable_edges[self.edges.edge_number(n, s)] && is_branch(ir, user) {
                        let arg = ir.block_args(ir.successor(user, s))[i];
                        self.lower(arg, self.value(v));
                    }
                }
                None => {
                    self.visit_op(user);
                    self.visit_terminator(n, user);
                }
            }
        }
    }

    /// Evaluates a non-branching op from its operands' lattice values.
    fn visit_op(&mut self, op: OpId) {
        let ir = self.ir;
        if !ir.op_regions(op).is_empty() {
            self.overdefine_nested(op);
        }
        if ir.num_results(op) == 0 {
            return;
        }
        let code = ir.op_code(op);
        let evaluable = ir.num_results(op) == 1
            && code.traits.has(Traits::PURE)
            && ir.op_regions(op).is_empty();
        let eval = match code.eval {
            Some(eval) if evaluable => eval,
            _ => {
                // Loads, calls, allocations, opaque ops: anything.
                for r in ir.results(op) {
                    self.lower(r, Lattice::Overdefined);
                }
                return;
            }
        };
        let result = ir.result(op, 0);
        if self.value(result) == Lattice::Overdefined {
            return;
        }
        if code == &arith::SELECT {
            return self.visit_select(op);
        }
        self.operands.clear();
        let mut unknown = false;
        for &v in ir.operands(op) {
            match self.value(v) {
                Lattice::Overdefined => return self.lower(result, Lattice::Overdefined),
                Lattice::Unknown => unknown = true,
                Lattice::Constant(s) => self.operands.push(s),
            }
        }
        if unknown {
            return;
        }
        // The op's own evaluation, shared with the interpreter. Undefined
        // behaviour is never a value.
        let value = match eval(ir, op, &self.operands) {
            Ok(s) => Lattice::Constant(s),
            Err(_) => Lattice::Overdefined,
        };
        self.lower(result, value);
    }

    /// `arith.select`: a constant condition picks its side whatever the
    /// other side is; an overdefined one gives the meet of both sides.
    fn visit_select(&mut self, op: OpId) {
        let ir = self.ir;
        let ops = ir.operands(op);
        let value = match self.value(ops[0]) {
            Lattice::Unknown => return,
            Lattice::Constant(Scalar::Int(c)) => {
                self.value(if c.as_bool() { ops[1] } else { ops[2] })
            }
            Lattice::Constant(Scalar::Poison) => Lattice::Constant(Scalar::Poison),
            Lattice::Constant(Scalar::Float(_)) | Lattice::Overdefined => {
                self.value(ops[1]).meet(self.value(ops[2]))
            }
        };
        self.lower(ir.result(op, 0), value);
    }

    /// Marks the edges a terminator may take, given its condition.
    fn visit_terminator(&mut self, n: u32, term: OpId) {
        let ir = self.ir;
        let successors = ir.num_successors(term);
        if is_conditional_branch(ir, term) {
            match self.value(ir.operand(term, 0)) {
                Lattice::Unknown => {}
                Lattice::Constant(Scalar::Int(c)) => {
                    self.mark_edge(n, taken_successor(ir, term, c));
                }
                Lattice::Constant(Scalar::Poison) => self.poison_branches.push(n),
                Lattice::Constant(Scalar::Float(_)) | Lattice::Overdefined => {
                    for s in 0..successors {
                        self.mark_edge(n, s);
                    }
                }
            }
        } else {
            // cf.br, and ops with successors we know nothing about.
            for s in 0..successors {
                self.mark_edge(n, s);
            }
        }
    }

    /// Once both worklists are empty: a branch whose condition is still
    /// poison is undefined behaviour if reached. It keeps all its edges
    /// (module docs, "Poison"), and solving resumes. Returns whether any
    /// edge became executable.
    fn resolve_poison_branches(&mut self) -> bool {
        let ir = self.ir;
        let mut marked = false;
        for n in std::mem::take(&mut self.poison_branches) {
            let term = ir
                .terminator(self.edges.block(n))
                .expect("recorded for its terminator");
            if self.value(ir.operand(term, 0)) == Lattice::Constant(Scalar::Poison) {
                for s in 0..ir.num_successors(term) {
                    marked |= self.mark_edge(n, s);
                }
            }
        }
        marked
    }

    /// The values of an op's regions are not analysed: they are NAC.
    fn overdefine_nested(&mut self, op: OpId) {
        let ir = self.ir;
        let mut nested = Vec::new();
        ir.walk_nested(op, |inner| nested.push(inner));
        for &region in ir.op_regions(op) {
            for block in ir.region_blocks(region) {
                for &arg in ir.block_args(block) {
                    self.lattice.set(arg.index(), Lattice::Overdefined);
                }
            }
        }
        for inner in nested {
            for r in ir.results(inner) {
                self.lattice.set(r.index(), Lattice::Overdefined);
            }
            for &region in ir.op_regions(inner) {
                for block in ir.region_blocks(region) {
                    for &arg in ir.block_args(block) {
                        self.lattice.set(arg.index(), Lattice::Overdefined);
                    }
                }
            }
        }
    }
}
