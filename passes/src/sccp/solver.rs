//! The Wegman–Zadeck solver: lattice values for the SSA values of one
//! function body, or of every function body of the module, and the
//! executable blocks and edges, by the two worklists of the paper (its
//! rules, and how calls extend them, are listed in the [module docs](super)).
//!
//! The solver reads the IR and changes nothing; [`super::rewrite`] applies
//! what it found.

use super::calls::{is_call, CallGraph};
use super::lattice::Lattice;
use crate::cfg_edit::{is_branch, is_conditional_branch, taken_successor, RegionEdges};
use crate::scratch::{EntityMap, EntitySet};
use ssa_ir::dialect::{EvalResultsFn, Traits};
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
#[derive(Clone, Debug)]
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
pub fn solve(ir: &Ir, body: RegionId, lattice: &mut EntityMap<ValueId, Lattice>) -> Analysis {
    solve_traced(ir, body, lattice, None)
}

/// [`solve`], recording its first `steps.1` steps in `steps.0` (a trace
/// costs one push per step recorded).
pub fn solve_traced(
    ir: &Ir,
    body: RegionId,
    lattice: &mut EntityMap<ValueId, Lattice>,
    steps: Option<(&mut Vec<Step>, usize)>,
) -> Analysis {
    let mut solver = Solver::new(ir, &[body], lattice, None, steps);
    solver.enter(0, true);
    solver.run();
    solver.bodies.pop().expect("one body")
}

/// Runs the solver over every function body of the module at once,
/// following calls (module docs, "Across calls"). Returns the functions
/// with a body and what was found in each; a function whose entry block
/// is not executable is never called from executed code. `lattice` is
/// reset and then holds the lattice value of every value of the module.
pub fn solve_module(
    ir: &Ir,
    functions: Vec<OpId>,
    lattice: &mut EntityMap<ValueId, Lattice>,
) -> Vec<(OpId, Analysis)> {
    let calls = CallGraph::build(ir, functions);
    let bodies: Vec<RegionId> = calls
        .functions
        .iter()
        .map(|&f| ir.func_body(f).expect("a function with a body"))
        .collect();
    let mut return_offsets = vec![0u32];
    for &f in &calls.functions {
        let results = ir.func_attrs(f).expect("func attrs").results.len() as u32;
        return_offsets.push(return_offsets.last().expect("nonempty") + results);
    }
    let interprocedural = Interprocedural {
        returns: vec![Lattice::Unknown; *return_offsets.last().expect("nonempty") as usize],
        return_offsets,
        sites: vec![Vec::new(); bodies.len()],
        seen_sites: EntitySet::default(),
        calls,
    };
    let mut solver = Solver::new(ir, &bodies, lattice, Some(interprocedural), None);
    solver
        .calls
        .as_mut()
        .expect("interprocedural")
        .seen_sites
        .reset(ir.op_capacity());
    for b in 0..bodies.len() as u32 {
        if !solver
            .calls
            .as_ref()
            .expect("interprocedural")
            .calls
            .callers_known[b as usize]
        {
            solver.enter(b, true);
        }
    }
    solver.run();
    let Solver { bodies, calls, .. } = solver;
    calls
        .expect("interprocedural")
        .calls
        .functions
        .into_iter()
        .zip(bodies)
        .collect()
}

/// The solver's state for calls between the bodies (body `i` is function
/// `i` of the call graph).
struct Interprocedural<'a> {
    calls: CallGraph<'a>,
    /// Function `f`'s results: `returns[return_offsets[f]..return_offsets[f + 1]]`,
    /// the meet of what its executable returns return.
    returns: Vec<Lattice>,
    return_offsets: Vec<u32>,
    /// Per function: its executable call sites, as (calling body, call).
    sites: Vec<Vec<(u32, OpId)>>,
    /// The calls already in `sites`, by op index.
    seen_sites: EntitySet<OpId>,
}

struct Solver<'a> {
    ir: &'a Ir,
    /// Per body: its edges and executable blocks and edges.
    bodies: Vec<Analysis>,
    lattice: &'a mut EntityMap<ValueId, Lattice>,
    /// Values whose lattice value went down (the paper's SSAWorkList), with
    /// the body that holds their uses.
    ssa_worklist: Vec<(u32, ValueId)>,
    /// Blocks that became executable (the paper's FlowWorkList, by target:
    /// the edge itself is handled when it is marked), as (body, node).
    block_worklist: Vec<(u32, u32)>,
    /// Blocks whose terminator branched on poison when last visited.
    poison_branches: Vec<(u32, u32)>,
    /// Scratch for an op's operand values.
    operands: Vec<Scalar>,
    /// Across calls (`None`: calls are `NAC`, as in one function alone).
    calls: Option<Interprocedural<'a>>,
    /// The steps recorded for a trace, and how many to record at most.
    steps: Option<(&'a mut Vec<Step>, usize)>,
}

impl<'a> Solver<'a> {
    fn new(
        ir: &'a Ir,
        bodies: &[RegionId],
        lattice: &'a mut EntityMap<ValueId, Lattice>,
        calls: Option<Interprocedural<'a>>,
        steps: Option<(&'a mut Vec<Step>, usize)>,
    ) -> Solver<'a> {
        lattice.reset(ir.value_capacity());
        let bodies = bodies
            .iter()
            .map(|&body| {
                let edges = RegionEdges::build(ir, body);
                Analysis {
                    executable_blocks: vec![false; edges.num_blocks()],
                    executable_edges: vec![false; edges.num_edges()],
                    edges,
                }
            })
            .collect();
        Solver {
            ir,
            bodies,
            lattice,
            ssa_worklist: Vec::new(),
            block_worklist: Vec::new(),
            poison_branches: Vec::new(),
            operands: Vec::new(),
            calls,
            steps,
        }
    }

    /// Makes the entry block of body `b` executable (if it was not); with
    /// `unknown_arguments` its arguments (the function's parameters) can be
    /// anything, else they receive only what calls pass.
    fn enter(&mut self, b: u32, unknown_arguments: bool) {
        let body = &mut self.bodies[b as usize];
        let entry = body.edges.block(0);
        if !body.executable_blocks[0] {
            body.executable_blocks[0] = true;
            self.block_worklist.push((b, 0));
        }
        if unknown_arguments {
            for &arg in self.ir.block_args(entry) {
                self.lower(b, arg, Lattice::Overdefined);
            }
        }
    }

    fn record(&mut self, step: Step) {
        if let Some((steps, limit)) = &mut self.steps {
            if steps.len() < *limit {
                steps.push(step);
            }
        }
    }

    fn run(&mut self) {
        loop {
            if let Some((b, v)) = self.ssa_worklist.pop() {
                self.record(Step::Uses(v));
                self.visit_uses(b, v);
            } else if let Some((b, n)) = self.block_worklist.pop() {
                self.record(Step::Block(n));
                self.visit_block(b, n);
            } else if !self.resolve_poison_branches() {
                return;
            }
        }
    }

    fn value(&self, v: ValueId) -> Lattice {
        self.lattice.get(v)
    }

    /// Lowers `v` (a value of body `b`) to `value ⊓ (what it was)`; a
    /// change queues its uses.
    fn lower(&mut self, b: u32, v: ValueId, value: Lattice) {
        let old = self.value(v);
        let new = old.meet(value);
        if new != old {
            self.record(Step::Lowered(v, old, new.clone()));
            self.lattice.set(v, new);
            if self.ir.has_uses(v) {
                self.ssa_worklist.push((b, v));
            }
        }
    }

    /// Marks successor `index` of node `n` executable; on first marking,
    /// meets the target's arguments with the values the edge passes and
    /// queues the target if it was not executable. Returns whether the
    /// edge was new.
    fn mark_edge(&mut self, b: u32, n: u32, index: usize) -> bool {
        let body = &mut self.bodies[b as usize];
        let e = body.edges.edge_number(n, index);
        if body.executable_edges[e] {
            return false;
        }
        body.executable_edges[e] = true;
        let block = body.edges.block(n);
        self.record(Step::Edge(n, index));
        let ir = self.ir;
        let term = ir
            .terminator(block)
            .expect("a block with edges ends in a terminator");
        let target = ir.successor(term, index);
        let known = is_branch(ir, term);
        for (i, &arg) in ir.block_args(target).iter().enumerate() {
            let passed = if known {
                self.value(ir.successor_operands(term, index)[i])
            } else {
                Lattice::Overdefined
            };
            self.lower(b, arg, passed);
        }
        let body = &mut self.bodies[b as usize];
        let t = body
            .edges
            .node(target)
            .expect("successors are in the region") as usize;
        if !body.executable_blocks[t] {
            body.executable_blocks[t] = true;
            self.block_worklist.push((b, t as u32));
        }
        true
    }

    fn visit_block(&mut self, b: u32, n: u32) {
        let ir = self.ir;
        let block = self.bodies[b as usize].edges.block(n);
        for op in ir.block_ops(block) {
            self.visit_op(b, op);
        }
        if let Some(term) = ir.terminator(block) {
            self.visit_terminator(b, n, term);
            let code = ir.op_code(term);
            if ir.num_successors(term) == 0 && !code.traits.has(Traits::RETURN) {
                // An unknown terminator leaving the function: what it
                // returns is unknown.
                self.overdefine_returns(b);
            }
        }
    }

    /// Revisits the executable uses of a value whose lattice value changed.
    fn visit_uses(&mut self, b: u32, v: ValueId) {
        let ir = self.ir;
        for (user, index) in ir.uses(v) {
            let body = &self.bodies[b as usize];
            let Some(n) = ir.op_block(user).and_then(|block| body.edges.node(block)) else {
                continue; // a use nested in an op's region: that op is NAC
            };
            if !body.executable_blocks[n as usize] {
                continue;
            }
            if ir.num_successors(user) == 0 {
                self.visit_op(b, user);
                continue;
            }
            match ir.successor_of_operand(user, index) {
                Some((s, i)) => {
                    // A value passed along an edge: only executable edges count.
                    if body.executable_edges[body.edges.edge_number(n, s)] && is_branch(ir, user) {
                        let arg = ir.block_args(ir.successor(user, s))[i];
                        self.lower(b, arg, self.value(v));
                    }
                }
                None => {
                    self.visit_op(b, user);
                    self.visit_terminator(b, n, user);
                }
            }
        }
    }

    /// Evaluates a non-branching op of body `b` from its operands' lattice
    /// values.
    fn visit_op(&mut self, b: u32, op: OpId) {
        let ir = self.ir;
        if !ir.op_regions(op).is_empty() {
            self.overdefine_nested(op);
        }
        if self.calls.is_some() {
            if is_call(ir, op) {
                return self.visit_call(b, op);
            }
            if ir.op_code(op).traits.has(Traits::RETURN) {
                return self.visit_return(b, op);
            }
        }
        if ir.num_results(op) == 0 {
            return;
        }
        let code = ir.op_code(op);
        let evaluable = code.traits.has(Traits::PURE) && ir.op_regions(op).is_empty();
        if let Some(eval) = code.interfaces.eval_results.filter(|_| evaluable) {
            return self.visit_results(b, op, eval);
        }
        let eval = match code.eval {
            Some(eval) if evaluable && ir.num_results(op) == 1 => eval,
            _ => {
                // Loads, calls, allocations, opaque ops: anything.
                for r in ir.results(op) {
                    self.lower(b, r, Lattice::Overdefined);
                }
                return;
            }
        };
        let result = ir.result(op, 0);
        if self.value(result) == Lattice::Overdefined {
            return;
        }
        if code.traits.has(Traits::SELECT) {
            return self.visit_select(b, op);
        }
        self.operands.clear();
        let mut unknown = false;
        for &v in ir.operands(op) {
            match self.value(v) {
                Lattice::Overdefined => return self.lower(b, result, Lattice::Overdefined),
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
        self.lower(b, result, value);
    }

    /// A pure op of several results in body `b`, evaluated by `eval` when
    /// its operands are all constant (as `visit_op` evaluates an op
    /// of one result): every result is then constant, or overdefined when
    /// the evaluation is undefined.
    fn visit_results(&mut self, b: u32, op: OpId, eval: EvalResultsFn) {
        let ir = self.ir;
        if ir
            .results(op)
            .all(|r| self.value(r) == Lattice::Overdefined)
        {
            return;
        }
        self.operands.clear();
        let mut unknown = false;
        for &v in ir.operands(op) {
            match self.value(v) {
                Lattice::Overdefined => {
                    for r in ir.results(op) {
                        self.lower(b, r, Lattice::Overdefined);
                    }
                    return;
                }
                Lattice::Unknown => unknown = true,
                Lattice::Constant(s) => self.operands.push(s),
            }
        }
        if unknown {
            return;
        }
        match eval(ir, op, &self.operands) {
            Ok(values) => {
                for (r, value) in ir.results(op).zip(values) {
                    self.lower(b, r, Lattice::Constant(value));
                }
            }
            Err(_) => {
                for r in ir.results(op) {
                    self.lower(b, r, Lattice::Overdefined);
                }
            }
        }
    }

    /// A call executed in body `b`: the callee's entry becomes executable
    /// and its parameters meet the arguments (when all its callers are
    /// known), and the results are what the callee returns. A callee
    /// without a body in the module returns anything.
    fn visit_call(&mut self, b: u32, call: OpId) {
        let ir = self.ir;
        let state = self.calls.as_mut().expect("interprocedural");
        let callee = state
            .calls
            .function(ir.op_code(call).callee(ir, call).expect("a call"));
        let Some(f) = callee.filter(|&f| {
            let (start, end) = state.return_range(f);
            end - start == ir.num_results(call)
        }) else {
            for r in ir.results(call) {
                self.lower(b, r, Lattice::Overdefined);
            }
            return;
        };
        if state.seen_sites.insert(call) {
            state.sites[f as usize].push((b, call));
        }
        let known = state.calls.callers_known[f as usize];
        let (start, _) = state.return_range(f);
        self.enter(f, !known);
        if known {
            let entry = self.bodies[f as usize].edges.block(0);
            for (&param, &arg) in ir.block_args(entry).iter().zip(ir.operands(call)) {
                self.lower(f, param, self.value(arg));
            }
        }
        for (i, r) in ir.results(call).enumerate() {
            let returned = self.calls.as_ref().expect("interprocedural").returns[start + i].clone();
            self.lower(b, r, returned);
        }
    }

    /// A `func.return` executed in body `b`: the function's results meet
    /// its operands, and a result that goes down reaches every executable
    /// call site.
    fn visit_return(&mut self, b: u32, ret: OpId) {
        for (i, &v) in self.ir.operands(ret).iter().enumerate() {
            let value = self.value(v);
            self.lower_return(b, i, value);
        }
    }

    /// Every result of function `b` is unknown.
    fn overdefine_returns(&mut self, b: u32) {
        let Some(state) = self.calls.as_ref() else {
            return;
        };
        let (start, end) = state.return_range(b);
        for i in 0..end - start {
            self.lower_return(b, i, Lattice::Overdefined);
        }
    }

    /// Lowers result `i` of function `f` to `value ⊓ (what it was)`; a
    /// change reaches the calls of `f` executed so far.
    fn lower_return(&mut self, f: u32, i: usize, value: Lattice) {
        let state = self.calls.as_mut().expect("interprocedural");
        let (start, end) = state.return_range(f);
        if start + i >= end {
            return; // verified IR returns what the signature says
        }
        let new = state.returns[start + i].meet(value);
        if new == state.returns[start + i] {
            return;
        }
        state.returns[start + i] = new.clone();
        let sites = std::mem::take(&mut state.sites[f as usize]);
        for &(caller, call) in &sites {
            self.lower(caller, self.ir.result(call, i), new.clone());
        }
        self.calls.as_mut().expect("interprocedural").sites[f as usize] = sites;
    }

    /// A select (`arith.select`): a constant condition picks its side whatever the
    /// other side is; an overdefined one gives the meet of both sides.
    fn visit_select(&mut self, b: u32, op: OpId) {
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
        self.lower(b, ir.result(op, 0), value);
    }

    /// Marks the edges a terminator may take, given its condition.
    fn visit_terminator(&mut self, b: u32, n: u32, term: OpId) {
        let ir = self.ir;
        let successors = ir.num_successors(term);
        if is_conditional_branch(ir, term) {
            match self.value(ir.operand(term, 0)) {
                Lattice::Unknown => {}
                Lattice::Constant(Scalar::Int(c)) => {
                    self.mark_edge(b, n, taken_successor(ir, term, c));
                }
                Lattice::Constant(Scalar::Poison) => self.poison_branches.push((b, n)),
                Lattice::Constant(Scalar::Float(_)) | Lattice::Overdefined => {
                    for s in 0..successors {
                        self.mark_edge(b, n, s);
                    }
                }
            }
        } else {
            // cf.br, and ops with successors we know nothing about.
            for s in 0..successors {
                self.mark_edge(b, n, s);
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
        for (b, n) in std::mem::take(&mut self.poison_branches) {
            let term = ir
                .terminator(self.bodies[b as usize].edges.block(n))
                .expect("recorded for its terminator");
            if self.value(ir.operand(term, 0)) == Lattice::Constant(Scalar::Poison) {
                for s in 0..ir.num_successors(term) {
                    marked |= self.mark_edge(b, n, s);
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
                    self.lattice.set(arg, Lattice::Overdefined);
                }
            }
        }
        for inner in nested {
            for r in ir.results(inner) {
                self.lattice.set(r, Lattice::Overdefined);
            }
            for &region in ir.op_regions(inner) {
                for block in ir.region_blocks(region) {
                    for &arg in ir.block_args(block) {
                        self.lattice.set(arg, Lattice::Overdefined);
                    }
                }
            }
        }
    }
}

impl Interprocedural<'_> {
    /// Where function `f`'s results are in `returns`.
    fn return_range(&self, f: u32) -> (usize, usize) {
        (
            self.return_offsets[f as usize] as usize,
            self.return_offsets[f as usize + 1] as usize,
        )
    }
}
