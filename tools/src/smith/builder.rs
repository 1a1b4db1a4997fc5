//! Building one function: random statements and structured control flow,
//! lowered on the fly to blocks in the pre-SSA style of a front end.
//!
//! Generation is a loop over an explicit stack of open constructs (if/else,
//! switch, counted loops, irreducible regions), never recursion whose depth
//! follows the program size; expressions recurse to a small constant depth.
//!
//! # Why the programs are free of undefined behaviour
//!
//! - *Poison.* The builder tracks which slots are definitely initialised at
//!   the current point (`init`, a must-analysis done structurally: an arm or a
//!   loop body starts from the set before it, a join takes the intersection
//!   of the arms, a loop exit the set before the loop). Live expressions only
//!   load initialised slots, so every stored, branched-on, divided, returned
//!   or passed value is defined. Possibly uninitialised slots are loaded only
//!   by `dead_read`, whose values feed nothing but unused `addi`/`cmpi`-style
//!   ops, and by unreachable blocks.
//! - *Division.* `divui`/`remui` divide by `y | 1`; `divsi`/`remsi` divide by
//!   `(y >>u 1) | 1` (in `1..=INT_MAX`) or divide `x | 1` (never `INT_MIN`) by
//!   `y | 1` (never 0); signed division is not generated at `i1`.
//! - *Shifts* shift by `y & (width - 1)`.
//! - *Termination.* Every open loop owns a counter slot (reused only by loops
//!   opened after it closes), zeroed before the loop, incremented on every
//!   iteration and compared with a bound that is a constant or `x & mask`;
//!   nothing else writes it in reachable code. An irreducible region
//!   increments its counter on entry to either of its two blocks and leaves
//!   once the counter reaches the bound. Calls only go to earlier functions.
//! - *Run time.* `mult`, the product of the enclosing trip counts, is at most
//!   [`Profile::max_mult`]; `cost` estimates the ops a call executes (each
//!   op weighted by `mult`, each call by the callee's estimate), and a call to
//!   another generated function is only made while `cost` stays within
//!   [`Profile::call_budget`], so nested calls cannot multiply run time.
//!
//! All of this holds for every value of the entry function's arguments.

use super::ast::{
    Block, BlockId, Callee, CastOp, CmpIPredicate, ExtDecl, ExtendedOp, Func, IntBinOp, IntFlags,
    Label, Module, Op, RoundingMode, Slot, SlotDecl, SlotKind, Target, Term, Ty, Value, ValueInfo,
    ValueName,
};
use ssa_ir::rng::SplitMix64;

/// Depth of generated expression trees.
const EXPR_DEPTH: u32 = 2;
/// Values of the current block kept for reuse by later expressions.
const POOL: usize = 12;
/// External functions declared before existing ones are mostly reused.
const EXTS: usize = 12;

/// Relative weights of the builder's actions (0 disables one).
#[derive(Clone, Copy)]
pub(super) struct Mix {
    pub assign: u32,
    pub call_ext: u32,
    pub call_fn: u32,
    pub escape: u32,
    pub dead_read: u32,
    pub select_join: u32,
    pub if_else: u32,
    pub switch: u32,
    pub loop_: u32,
    pub irreducible: u32,
    pub early_return: u32,
    pub break_: u32,
    pub continue_: u32,
    pub unreachable: u32,
    /// Move to the next arm of the innermost construct, or close it.
    pub advance: u32,
}

/// How a shape's functions are filled.
#[derive(Clone, Copy)]
pub(super) struct Profile {
    pub mix: Mix,
    /// Open constructs nested at most this deep by [`FnBuilder::random_body`].
    pub max_depth: usize,
    /// Bound on the product of enclosing trip counts.
    pub max_mult: u64,
    /// Calls to generated functions keep the caller's cost bound below this.
    pub call_budget: u64,
    /// Percentage of loops that test at the bottom (`do while`); the others
    /// test at the top (`while`).
    pub bottom_test: u64,
    /// Early returns store the result slots and branch to the one block that
    /// returns (a front end's `retval` slot), instead of returning in place.
    pub single_exit: bool,
    /// Percentage of the binary ops that take `overflow<...>` or `exact`
    /// that get them (see `FnBuilder::with_flags`); 0 draws nothing.
    pub flags: u64,
    /// Percentage of the truncations to `i16` or `i32` that go through
    /// floats instead ([`Op::FloatRound`]); 0 draws nothing.
    pub float_rounding: u64,
    /// Percentage of the binary integer expressions that are one result of
    /// an op of two results ([`Op::Extended`]); 0 draws nothing.
    pub extended: u64,
}

/// What a function looks like from outside, and its slots.
pub(super) struct FnPlan {
    pub name: String,
    pub params: Vec<Ty>,
    pub results: Vec<Ty>,
    /// Variable slots besides one per result.
    pub vars: usize,
    pub unwritten: usize,
    pub escaping: usize,
    /// Percentage of variables stored at the function entry.
    pub entry_init: u64,
}

/// A random integer type, `i32` the most common.
pub(super) fn random_ty(rng: &mut SplitMix64) -> Ty {
    rng.pick(&[
        Ty::I1,
        Ty::I8,
        Ty::I16,
        Ty::I32,
        Ty::I32,
        Ty::I32,
        Ty::I64,
        Ty::I64,
    ])
}

/// State shared by the functions of one module.
pub(super) struct ModuleCx {
    pub rng: SplitMix64,
    pub module: Module,
    /// Bound on the ops one call of `module.funcs[i]` executes.
    costs: Vec<u64>,
}

impl ModuleCx {
    pub fn new(seed: u64) -> ModuleCx {
        ModuleCx {
            rng: SplitMix64::new(seed),
            module: Module::default(),
            costs: Vec::new(),
        }
    }

    /// An external function to call: a new declaration or an existing one.
    fn ext(&mut self) -> u32 {
        let exts = &mut self.module.exts;
        if exts.is_empty() || (exts.len() < EXTS && self.rng.chance(30)) {
            let params = (0..self.rng.range(0, 3))
                .map(|_| random_ty(&mut self.rng))
                .collect();
            let results = if self.rng.chance(80) {
                vec![random_ty(&mut self.rng)]
            } else {
                Vec::new()
            };
            exts.push(ExtDecl { params, results });
            (exts.len() - 1) as u32
        } else {
            self.rng.index(exts.len()) as u32
        }
    }

    /// Declares `@sink_T` if it is not yet.
    fn sink(&mut self, ty: Ty) {
        if !self.module.sinks.contains(&ty) {
            self.module.sinks.push(ty);
        }
    }
}

/// A growable bit set over slot indices.
#[derive(Clone, Default)]
struct Bits(Vec<u64>);

impl Bits {
    fn contains(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| (w >> (i % 64)) & 1 == 1)
    }

    fn insert(&mut self, i: usize) {
        if i / 64 >= self.0.len() {
            self.0.resize(i / 64 + 1, 0);
        }
        self.0[i / 64] |= 1 << (i % 64);
    }

    fn intersect_with(&mut self, other: &Bits) {
        self.0.truncate(other.0.len());
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a &= b;
        }
    }
}

/// A loop bound: a constant, or `expr & mask` recomputed at each test.
#[derive(Clone, Copy)]
enum Bound {
    Const(i64),
    Masked(i64),
}

/// An open construct.
enum Frame {
    /// The arms of an if/else or a switch; each starts from `entry_init` and
    /// ends with a branch to `join`. `join_init` meets the arms finished so
    /// far (and the direct edge of an if without else).
    Arms {
        arms: Vec<BlockId>,
        next: usize,
        join: BlockId,
        entry_init: Bits,
        join_init: Option<Bits>,
    },
    /// A counted loop; `head` is the test block of a top-test loop and the
    /// first body block of a bottom-test one.
    Loop {
        head: BlockId,
        latch: BlockId,
        exit: BlockId,
        counter: Slot,
        bound: Bound,
        bottom_test: bool,
        entry_init: Bits,
        outer_mult: u64,
    },
    /// Two blocks entered from outside and branching to each other; `second`
    /// tells which one is being filled.
    Irreducible {
        a: BlockId,
        b: BlockId,
        exit: BlockId,
        counter: Slot,
        bound: Bound,
        second: bool,
        entry_init: Bits,
        outer_mult: u64,
    },
}

/// What the builder may do next.
#[derive(Clone, Copy)]
enum Action {
    Assign,
    CallExt,
    CallFn,
    Escape,
    DeadRead,
    SelectJoin,
    IfElse,
    Switch,
    Loop,
    Irreducible,
    EarlyReturn,
    Break,
    Continue,
    Unreachable,
    Advance,
}

const ACTIONS: [Action; 15] = [
    Action::Assign,
    Action::CallExt,
    Action::CallFn,
    Action::Escape,
    Action::DeadRead,
    Action::SelectJoin,
    Action::IfElse,
    Action::Switch,
    Action::Loop,
    Action::Irreducible,
    Action::EarlyReturn,
    Action::Break,
    Action::Continue,
    Action::Unreachable,
    Action::Advance,
];

/// A block under construction.
struct Draft {
    label: Label,
    params: Vec<Value>,
    ops: Vec<Op>,
    term: Option<Term>,
}

/// Builds one function into a [`ModuleCx`].
pub(super) struct FnBuilder<'a> {
    cx: &'a mut ModuleCx,
    prof: Profile,
    name: String,
    params: Vec<Ty>,
    results: Vec<Ty>,
    slots: Vec<SlotDecl>,
    values: Vec<ValueInfo>,
    next_temp: u32,
    drafts: Vec<Draft>,
    /// Blocks in the order they were entered: the printed layout.
    order: Vec<BlockId>,
    cur: BlockId,
    /// Defined values of the current block, for reuse.
    pool: Vec<Value>,
    /// Slots definitely initialised at the current point.
    init: Bits,
    stack: Vec<Frame>,
    /// Counters of closed loops, reused by later ones.
    free_counters: Vec<Slot>,
    ret_slots: Vec<Slot>,
    /// The block that returns, with [`Profile::single_exit`], once an early
    /// return needs it.
    exit: Option<BlockId>,
    /// Slots statements may assign: variables and escaping slots.
    vars: Vec<Slot>,
    unwritten: Vec<Slot>,
    escaping: Vec<Slot>,
    mult: u64,
    cost: u64,
    ops: usize,
}

impl<'a> FnBuilder<'a> {
    /// Starts a function: its slots, and the entry block that initialises
    /// most of them and lets the escaping ones escape.
    pub fn new(cx: &'a mut ModuleCx, prof: Profile, plan: FnPlan) -> FnBuilder<'a> {
        let values = (0..plan.params.len() as u32)
            .map(|i| ValueInfo {
                ty: plan.params[i as usize],
                name: ValueName::Arg(i),
            })
            .collect();
        let mut b = FnBuilder {
            cx,
            prof,
            name: plan.name,
            params: plan.params,
            results: plan.results,
            slots: Vec::new(),
            values,
            next_temp: 0,
            drafts: Vec::new(),
            order: Vec::new(),
            cur: BlockId(0),
            pool: Vec::new(),
            init: Bits::default(),
            stack: Vec::new(),
            free_counters: Vec::new(),
            ret_slots: Vec::new(),
            exit: None,
            vars: Vec::new(),
            unwritten: Vec::new(),
            escaping: Vec::new(),
            mult: 1,
            cost: 0,
            ops: 0,
        };
        let entry = b.new_block("entry");
        b.enter(entry);
        for ty in b.results.clone() {
            let s = b.new_slot(ty, SlotKind::Var);
            b.ret_slots.push(s);
            b.vars.push(s);
            b.init_slot(s);
        }
        for _ in 0..plan.vars {
            let ty = random_ty(&mut b.cx.rng);
            let s = b.new_slot(ty, SlotKind::Var);
            b.vars.push(s);
            if b.cx.rng.chance(plan.entry_init) {
                b.init_slot(s);
            }
        }
        for _ in 0..plan.unwritten {
            let ty = random_ty(&mut b.cx.rng);
            let s = b.new_slot(ty, SlotKind::Unwritten);
            b.unwritten.push(s);
        }
        for _ in 0..plan.escaping {
            let ty = random_ty(&mut b.cx.rng);
            let s = b.new_slot(ty, SlotKind::Escaping);
            b.vars.push(s);
            b.escaping.push(s);
            b.init_slot(s);
            b.escape(s);
        }
        b
    }

    /// The module's random stream.
    pub fn rng(&mut self) -> &mut SplitMix64 {
        &mut self.cx.rng
    }

    /// Operations emitted so far.
    pub fn ops(&self) -> usize {
        self.ops
    }

    /// Random statements and constructs until about `budget` ops exist.
    pub fn random_body(&mut self, budget: usize) {
        while self.ops < budget {
            let weights = ACTIONS.map(|a| self.weight(a));
            let a = ACTIONS[self.cx.rng.weighted(&weights)];
            self.act(a);
        }
    }

    /// Closes every open construct, returns, and adds the function to the
    /// module; returns its number of ops.
    pub fn finish(mut self) -> usize {
        while !self.stack.is_empty() {
            if self.cx.rng.chance(50) {
                self.assign();
            }
            self.advance();
        }
        if let Some(exit) = self.exit {
            self.terminate(Term::Br(Target::plain(exit)));
            self.enter(exit);
        }
        self.emit_return();
        let mut index = vec![u32::MAX; self.drafts.len()];
        for (i, b) in self.order.iter().enumerate() {
            index[b.0 as usize] = i as u32;
        }
        let mut drafts: Vec<Option<Draft>> = self.drafts.into_iter().map(Some).collect();
        let blocks = self
            .order
            .iter()
            .map(|b| {
                let d = drafts[b.0 as usize]
                    .take()
                    .expect("a block is entered once");
                let mut term = d.term.expect("every block is terminated");
                for t in targets_mut(&mut term) {
                    t.block = BlockId(index[t.block.0 as usize]);
                }
                Block {
                    label: d.label,
                    params: d.params,
                    ops: d.ops,
                    term,
                }
            })
            .collect();
        assert!(drafts.iter().all(Option::is_none), "every block is entered");
        self.cx.module.funcs.push(Func {
            name: self.name,
            params: self.params,
            results: self.results,
            slots: self.slots,
            values: self.values,
            blocks,
        });
        self.cx.costs.push(self.cost);
        self.ops
    }

    fn weight(&self, a: Action) -> u32 {
        let m = &self.prof.mix;
        let open = self.stack.len() < self.prof.max_depth;
        let in_loop = self.innermost_loop().is_some();
        match a {
            Action::Assign => m.assign,
            Action::CallExt => m.call_ext,
            Action::CallFn if !self.cx.module.funcs.is_empty() => m.call_fn,
            Action::Escape if !self.escaping.is_empty() => m.escape,
            Action::DeadRead => m.dead_read,
            Action::SelectJoin => m.select_join,
            Action::IfElse if open => m.if_else,
            Action::Switch if open => m.switch,
            Action::Loop if open => m.loop_,
            Action::Irreducible if open => m.irreducible,
            Action::EarlyReturn => m.early_return,
            Action::Break if in_loop => m.break_,
            Action::Continue if in_loop => m.continue_,
            Action::Unreachable => m.unreachable,
            Action::Advance if !self.stack.is_empty() => m.advance,
            _ => 0,
        }
    }

    fn act(&mut self, a: Action) {
        match a {
            Action::Assign => self.assign(),
            Action::CallExt => self.call_ext(),
            Action::CallFn => {
                if !self.call_fn() {
                    self.assign();
                }
            }
            Action::Escape => {
                let s = self.cx.rng.pick(&self.escaping);
                self.escape(s);
            }
            Action::DeadRead => self.dead_read(),
            Action::SelectJoin => self.select_join(),
            Action::IfElse => self.open_if(),
            Action::Switch => self.open_switch(),
            Action::Loop => {
                let bottom_test = self.cx.rng.chance(self.prof.bottom_test);
                self.open_loop(bottom_test);
            }
            Action::Irreducible => self.open_irreducible(),
            Action::EarlyReturn => self.early_return(),
            Action::Break => self.break_or_continue(false),
            Action::Continue => self.break_or_continue(true),
            Action::Unreachable => self.unreachable_block(),
            Action::Advance => self.advance(),
        }
    }

    // ---- blocks, values and single ops -------------------------------------

    /// A new block, not yet entered.
    pub fn new_block(&mut self, kind: &'static str) -> BlockId {
        let id = self.drafts.len() as u32;
        self.drafts.push(Draft {
            label: Label { kind, id },
            params: Vec::new(),
            ops: Vec::new(),
            term: None,
        });
        BlockId(id)
    }

    /// Places `b` next in the layout and continues there.
    pub fn enter(&mut self, b: BlockId) {
        self.order.push(b);
        self.cur = b;
        self.pool.clear();
    }

    /// Ends the current block.
    pub fn terminate(&mut self, term: Term) {
        let d = &mut self.drafts[self.cur.0 as usize];
        debug_assert!(d.term.is_none(), "block terminated twice");
        d.term = Some(term);
        self.count();
    }

    /// Ends the current block with a conditional branch to two blocks that
    /// take no arguments.
    pub fn cond_br(&mut self, cond: Value, on_true: BlockId, on_false: BlockId) {
        self.terminate(Term::CondBr {
            cond,
            on_true: Target::plain(on_true),
            on_false: Target::plain(on_false),
        });
    }

    fn count(&mut self) {
        self.ops += 1;
        self.cost = self.cost.saturating_add(self.mult);
    }

    fn push(&mut self, op: Op) {
        self.drafts[self.cur.0 as usize].ops.push(op);
        self.count();
    }

    /// A new slot; every third one of rank 1 and every third of rank 2
    /// (but escaping slots, passed to `@sink_T(memref<T>)`, have rank 0).
    fn new_slot(&mut self, ty: Ty, kind: SlotKind) -> Slot {
        let rank = match kind {
            SlotKind::Escaping => 0,
            _ => (self.slots.len() % 3) as u8,
        };
        self.slots.push(SlotDecl { ty, kind, rank });
        self.count();
        Slot(self.slots.len() as u32 - 1)
    }

    fn slot_ty(&self, s: Slot) -> Ty {
        self.slots[s.0 as usize].ty
    }

    fn ty(&self, v: Value) -> Ty {
        self.values[v.0 as usize].ty
    }

    fn fresh(&mut self, ty: Ty) -> Value {
        self.values.push(ValueInfo {
            ty,
            name: ValueName::Temp(self.next_temp),
        });
        self.next_temp += 1;
        Value(self.values.len() as u32 - 1)
    }

    fn remember(&mut self, v: Value) {
        if self.pool.len() < POOL {
            self.pool.push(v);
        } else {
            let i = self.cx.rng.index(POOL);
            self.pool[i] = v;
        }
    }

    fn konst(&mut self, ty: Ty, value: i64) -> Value {
        let dst = self.fresh(ty);
        let value = wrap(value, ty);
        self.push(Op::Const { dst, value });
        dst
    }

    fn binop(&mut self, op: IntBinOp, lhs: Value, rhs: Value) -> Value {
        self.flagged(op, IntFlags::NONE, lhs, rhs)
    }

    fn flagged(&mut self, op: IntBinOp, flags: IntFlags, lhs: Value, rhs: Value) -> Value {
        let dst = self.fresh(self.ty(lhs));
        self.push(Op::Binary {
            dst,
            op,
            flags,
            lhs,
            rhs,
        });
        dst
    }

    fn cmp(&mut self, pred: CmpIPredicate, lhs: Value, rhs: Value) -> Value {
        let dst = self.fresh(Ty::I1);
        self.push(Op::Cmp {
            dst,
            pred,
            lhs,
            rhs,
        });
        dst
    }

    fn load(&mut self, slot: Slot) -> Value {
        let dst = self.fresh(self.slot_ty(slot));
        self.push(Op::Load { dst, slot });
        dst
    }

    fn store(&mut self, value: Value, slot: Slot) {
        self.push(Op::Store { value, slot });
        self.init.insert(slot.0 as usize);
    }

    fn escape(&mut self, slot: Slot) {
        self.cx.sink(self.slot_ty(slot));
        self.push(Op::Escape { slot });
    }

    /// `v` converted to `to` by a random extension or a truncation.
    fn cast(&mut self, v: Value, to: Ty) -> Value {
        let from = self.ty(v);
        if from == to {
            return v;
        }
        let through_floats = from.bits() > to.bits()
            && from.bits() >= 32
            && matches!(to, Ty::I16 | Ty::I32)
            && self.prof.float_rounding > 0
            && self.cx.rng.chance(self.prof.float_rounding);
        if through_floats {
            return self.float_round(v, to);
        }
        let op = if from.bits() > to.bits() {
            CastOp::Trunc
        } else if self.cx.rng.chance(50) {
            CastOp::ExtS
        } else {
            CastOp::ExtU
        };
        let dst = self.fresh(to);
        self.push(Op::Cast { dst, op, src: v });
        dst
    }

    /// `v` narrowed to `to` through floats, with a random rounding mode
    /// (or none) and, half the time, a scale: a constant or `v`'s low bits.
    fn float_round(&mut self, v: Value, to: Ty) -> Value {
        let scale = match self.cx.rng.below(4) {
            0 => {
                let bits = self.random_const(Ty::I16);
                Some(self.konst(Ty::I16, bits))
            }
            1 => {
                let dst = self.fresh(Ty::I16);
                self.push(Op::Cast {
                    dst,
                    op: CastOp::Trunc,
                    src: v,
                });
                Some(dst)
            }
            _ => None,
        };
        let mode = match self.cx.rng.below(RoundingMode::ALL.len() as u64 + 1) {
            0 => None,
            i => Some(RoundingMode::ALL[i as usize - 1]),
        };
        let dst = self.fresh(to);
        self.push(Op::FloatRound {
            dst,
            src: v,
            scale,
            mode,
        });
        dst
    }

    fn random_const(&mut self, ty: Ty) -> i64 {
        let r = &mut self.cx.rng;
        match r.below(8) {
            0..=4 => r.range(0, 20) as i64 - 4,
            5 => r.pick(&[0, 1, -1, i64::MIN, i64::MAX, 1 << (ty.bits() - 1)]),
            _ => r.next_u64() as i64,
        }
    }

    // ---- expressions --------------------------------------------------------

    /// A defined value of type `ty`.
    fn expr(&mut self, ty: Ty, depth: u32) -> Value {
        if depth == 0 || self.cx.rng.chance(30) {
            return self.leaf(ty);
        }
        match self.cx.rng.below(10) {
            0..=4 => {
                if self.prof.extended > 0 && self.cx.rng.chance(self.prof.extended) {
                    let op = self.cx.rng.pick(&ExtendedOp::ALL);
                    return self.extended(op, ty, depth);
                }
                let op = match (self.cx.rng.pick(&IntBinOp::ALL), ty) {
                    (IntBinOp::DivS, Ty::I1) => IntBinOp::DivU,
                    (IntBinOp::RemS, Ty::I1) => IntBinOp::RemU,
                    (IntBinOp::CeilDivS | IntBinOp::FloorDivS, Ty::I1) => IntBinOp::CeilDivU,
                    (op, _) => op,
                };
                let l = self.expr(ty, depth - 1);
                let r = self.expr(ty, depth - 1);
                self.arith(op, l, r)
            }
            5 | 6 => {
                let c = self.compare(depth - 1);
                self.cast(c, ty)
            }
            7 => {
                let c = self.expr(Ty::I1, depth - 1);
                let on_true = self.expr(ty, depth - 1);
                let on_false = self.expr(ty, depth - 1);
                let dst = self.fresh(ty);
                self.push(Op::Select {
                    dst,
                    cond: c,
                    on_true,
                    on_false,
                });
                dst
            }
            _ => {
                let from = random_ty(&mut self.cx.rng);
                let v = self.expr(from, depth - 1);
                self.cast(v, ty)
            }
        }
    }

    /// One result of `arith.<op>_extended` on two expressions of type `ty`
    /// (never undefined), converted to `ty`.
    fn extended(&mut self, op: ExtendedOp, ty: Ty, depth: u32) -> Value {
        let lhs = self.expr(ty, depth - 1);
        let rhs = self.expr(ty, depth - 1);
        let first = self.fresh(ty);
        let second = self.fresh(if op == ExtendedOp::AddUI { Ty::I1 } else { ty });
        self.push(Op::Extended {
            results: [first, second],
            op,
            lhs,
            rhs,
        });
        let v = if self.cx.rng.chance(50) {
            first
        } else {
            second
        };
        self.cast(v, ty)
    }

    /// `lhs op rhs` with the operands adjusted so the op is always defined.
    fn arith(&mut self, op: IntBinOp, lhs: Value, rhs: Value) -> Value {
        let ty = self.ty(lhs);
        let (lhs, rhs) = match op {
            IntBinOp::DivU | IntBinOp::RemU | IntBinOp::CeilDivU => (lhs, self.or_one(rhs)),
            IntBinOp::DivS | IntBinOp::RemS | IntBinOp::CeilDivS | IntBinOp::FloorDivS => {
                if self.cx.rng.chance(50) {
                    let one = self.konst(ty, 1);
                    let half = self.binop(IntBinOp::ShrU, rhs, one);
                    (lhs, self.or_one(half))
                } else {
                    (self.or_one(lhs), self.or_one(rhs))
                }
            }
            IntBinOp::Shl | IntBinOp::ShrS | IntBinOp::ShrU => {
                let mask = self.konst(ty, i64::from(ty.bits()) - 1);
                (lhs, self.binop(IntBinOp::And, rhs, mask))
            }
            _ => (lhs, rhs),
        };
        let flaggable = op.takes_overflow_flags() || op.takes_exact();
        if ty != Ty::I1 && flaggable && self.prof.flags > 0 && self.cx.rng.chance(self.prof.flags) {
            return self.with_flags(op, lhs, rhs);
        }
        self.binop(op, lhs, rhs)
    }

    /// `lhs op rhs` (already defined for `op`) with random flags, the
    /// operands shaped so the flags never make poison:
    ///
    /// - `addi`: both operands `>>u 2` (the sum is below `2^(w-1)`), or
    ///   `>>s 1` for `nsw` alone;
    /// - `subi`: `(lhs | rhs) >>u 1` minus `rhs >>u 1` (never below zero,
    ///   below `2^(w-1)`), or both `>>s 1` for `nsw` alone;
    /// - `muli`: both `& (2^(w/2-1) - 1)` (the product is below `2^(w-2)`);
    /// - `shli` by `s`: `lhs >>s s` for `nsw`, `lhs >>u s` for `nuw`, `(lhs
    ///   >>u 1) >>u s` for both: no bit the flags forbid is shifted out;
    /// - `divsi divui` exact: the dividend `(lhs / rhs) * rhs` (no larger
    ///   in magnitude than `lhs`);
    /// - `shrsi shrui` exact by `s`: the operand `(lhs >> s) << s`.
    fn with_flags(&mut self, op: IntBinOp, lhs: Value, rhs: Value) -> Value {
        let ty = self.ty(lhs);
        if op.takes_exact() {
            let lhs = if op.is_division() {
                let quotient = self.binop(op, lhs, rhs);
                self.binop(IntBinOp::Mul, quotient, rhs)
            } else {
                let shifted = self.binop(op, lhs, rhs);
                self.binop(IntBinOp::Shl, shifted, rhs)
            };
            let flags = IntFlags {
                exact: true,
                ..IntFlags::NONE
            };
            return self.flagged(op, flags, lhs, rhs);
        }
        let flags = self
            .cx
            .rng
            .pick(&[(true, false), (false, true), (true, true)]);
        let flags = IntFlags {
            nsw: flags.0,
            nuw: flags.1,
            exact: false,
        };
        let nsw_only = flags.nsw && !flags.nuw;
        let (lhs, rhs) = match op {
            IntBinOp::Add | IntBinOp::Sub if nsw_only => {
                let one = self.konst(ty, 1);
                (
                    self.binop(IntBinOp::ShrS, lhs, one),
                    self.binop(IntBinOp::ShrS, rhs, one),
                )
            }
            IntBinOp::Add => {
                let two = self.konst(ty, 2);
                (
                    self.binop(IntBinOp::ShrU, lhs, two),
                    self.binop(IntBinOp::ShrU, rhs, two),
                )
            }
            IntBinOp::Sub => {
                let one = self.konst(ty, 1);
                let either = self.binop(IntBinOp::Or, lhs, rhs);
                (
                    self.binop(IntBinOp::ShrU, either, one),
                    self.binop(IntBinOp::ShrU, rhs, one),
                )
            }
            IntBinOp::Mul => {
                let mask = self.konst(ty, (1i64 << (ty.bits() / 2 - 1)) - 1);
                (
                    self.binop(IntBinOp::And, lhs, mask),
                    self.binop(IntBinOp::And, rhs, mask),
                )
            }
            IntBinOp::Shl if nsw_only => (self.binop(IntBinOp::ShrS, lhs, rhs), rhs),
            IntBinOp::Shl if !flags.nsw => (self.binop(IntBinOp::ShrU, lhs, rhs), rhs),
            IntBinOp::Shl => {
                let one = self.konst(ty, 1);
                let half = self.binop(IntBinOp::ShrU, lhs, one);
                (self.binop(IntBinOp::ShrU, half, rhs), rhs)
            }
            _ => unreachable!("{} takes no overflow flags", op.name()),
        };
        self.flagged(op, flags, lhs, rhs)
    }

    fn or_one(&mut self, v: Value) -> Value {
        let one = self.konst(self.ty(v), 1);
        self.binop(IntBinOp::Or, v, one)
    }

    fn compare(&mut self, depth: u32) -> Value {
        let ty = random_ty(&mut self.cx.rng);
        let l = self.expr(ty, depth);
        let r = self.expr(ty, depth);
        let pred = self.cx.rng.pick(&CmpIPredicate::ALL);
        self.cmp(pred, l, r)
    }

    /// A defined `i1` to branch on.
    pub fn cond(&mut self) -> Value {
        if self.cx.rng.chance(80) {
            self.compare(1)
        } else {
            self.expr(Ty::I1, EXPR_DEPTH)
        }
    }

    /// A defined `i1` that is rarely true (`(x & 15) == k`), to guard exits
    /// that would otherwise skip most of the code.
    fn rare_cond(&mut self) -> Value {
        let ty = self.cx.rng.pick(&[Ty::I8, Ty::I32, Ty::I64]);
        let x = self.expr(ty, 1);
        let mask = self.konst(ty, 15);
        let low = self.binop(IntBinOp::And, x, mask);
        let k = self.cx.rng.range(0, 15) as i64;
        let k = self.konst(ty, k);
        self.cmp(CmpIPredicate::Eq, low, k)
    }

    fn leaf(&mut self, ty: Ty) -> Value {
        let roll = self.cx.rng.below(10);
        if roll < 3 && !self.pool.is_empty() {
            let v = self.cx.rng.pick(&self.pool);
            return self.cast(v, ty);
        }
        if roll < 7 {
            if let Some(s) = self.readable_slot(ty) {
                let v = self.load(s);
                self.remember(v);
                return self.cast(v, ty);
            }
        }
        if roll < 9 && !self.params.is_empty() {
            let i = self.cx.rng.index(self.params.len());
            return self.cast(Value(i as u32), ty);
        }
        let c = self.random_const(ty);
        self.konst(ty, c)
    }

    /// An initialised slot, preferably of type `ty`.
    fn readable_slot(&mut self, ty: Ty) -> Option<Slot> {
        for attempt in 0..4 {
            let s = self.cx.rng.index(self.slots.len());
            if self.init.contains(s) && (attempt >= 2 || self.slots[s].ty == ty) {
                return Some(Slot(s as u32));
            }
        }
        None
    }

    // ---- statements ---------------------------------------------------------

    fn init_slot(&mut self, s: Slot) {
        let ty = self.slot_ty(s);
        let v = if !self.params.is_empty() && self.cx.rng.chance(50) {
            let i = self.cx.rng.index(self.params.len());
            self.cast(Value(i as u32), ty)
        } else {
            let c = self.random_const(ty);
            self.konst(ty, c)
        };
        self.store(v, s);
    }

    /// `slot = expr` for a random variable.
    pub fn assign(&mut self) {
        let s = self.cx.rng.pick(&self.vars);
        let v = self.expr(self.slot_ty(s), EXPR_DEPTH);
        self.store(v, s);
        self.remember(v);
    }

    /// Stores a call result into a variable, preferably of its type.
    fn keep(&mut self, v: Value) {
        let mut s = self.cx.rng.pick(&self.vars);
        for _ in 0..3 {
            if self.slot_ty(s) == self.ty(v) {
                break;
            }
            s = self.cx.rng.pick(&self.vars);
        }
        let w = self.cast(v, self.slot_ty(s));
        self.store(w, s);
        // MLIR's `cf.switch` does not accept `%tN#I` among its case operands,
        // so results of multi-result calls are not reused.
        if !matches!(self.values[v.0 as usize].name, ValueName::Result(..)) {
            self.remember(v);
        }
    }

    fn call(&mut self, callee: Callee, params: &[Ty], results: &[Ty]) {
        let args = params.iter().map(|&t| self.expr(t, 1)).collect();
        let base = self.next_temp;
        self.next_temp += u32::from(!results.is_empty());
        let results: Vec<Value> = (0..results.len() as u32)
            .map(|i| {
                self.values.push(ValueInfo {
                    ty: results[i as usize],
                    name: if results.len() == 1 {
                        ValueName::Temp(base)
                    } else {
                        ValueName::Result(base, i)
                    },
                });
                Value(self.values.len() as u32 - 1)
            })
            .collect();
        self.push(Op::Call {
            results: results.clone(),
            callee,
            args,
        });
        for r in results {
            self.keep(r);
        }
    }

    fn call_ext(&mut self) {
        let e = self.cx.ext();
        let d = self.cx.module.exts[e as usize].clone();
        self.call(Callee::Ext(e), &d.params, &d.results);
    }

    /// Calls an earlier function whose cost fits the budget; false if none
    /// was found.
    fn call_fn(&mut self) -> bool {
        let n = self.cx.module.funcs.len();
        for _ in 0..3 {
            let f = self.cx.rng.index(n);
            let extra = self.mult.saturating_mul(self.cx.costs[f]);
            if self.cost.saturating_add(extra) <= self.prof.call_budget {
                let callee = &self.cx.module.funcs[f];
                let (params, results) = (callee.params.clone(), callee.results.clone());
                self.cost = self.cost.saturating_add(extra);
                self.call(Callee::Func(f as u32), &params, &results);
                return true;
            }
        }
        false
    }

    /// Loads a slot that may be uninitialised here and uses the value only
    /// in ops whose results are dead.
    pub fn dead_read(&mut self) {
        let s = if !self.unwritten.is_empty() && self.cx.rng.chance(60) {
            self.cx.rng.pick(&self.unwritten)
        } else {
            let s = self.cx.rng.pick(&self.vars);
            if self.init.contains(s.0 as usize) {
                return self.assign();
            }
            s
        };
        let v = self.load(s);
        let ty = self.ty(v);
        match self.cx.rng.below(3) {
            0 => {}
            1 => {
                let w = self.leaf(ty);
                let op =
                    self.cx
                        .rng
                        .pick(&[IntBinOp::Add, IntBinOp::Xor, IntBinOp::And, IntBinOp::Mul]);
                self.binop(op, v, w);
            }
            _ => {
                let w = self.leaf(ty);
                let pred = self.cx.rng.pick(&CmpIPredicate::ALL);
                self.cmp(pred, v, w);
            }
        }
    }

    /// A join block with one argument, reached from the same terminator
    /// along several edges that pass different values; the argument is
    /// stored into a variable.
    fn select_join(&mut self) {
        let s = self.cx.rng.pick(&self.vars);
        let ty = self.slot_ty(s);
        let join = self.new_block("sel");
        let m = self.fresh(ty);
        self.drafts[join.0 as usize].params.push(m);
        let to = |b: &mut Self| Target {
            block: join,
            args: vec![b.expr(ty, 1)],
        };
        let term = if self.cx.rng.chance(70) {
            let cond = self.cond();
            Term::CondBr {
                cond,
                on_true: to(self),
                on_false: to(self),
            }
        } else {
            let flag = self.switch_flag();
            let default = to(self);
            let cases = self
                .case_values()
                .into_iter()
                .map(|c| (c, to(self)))
                .collect();
            Term::Switch {
                flag,
                default,
                cases,
            }
        };
        self.terminate(term);
        self.enter(join);
        self.store(m, s);
        self.remember(m);
    }

    fn switch_flag(&mut self) -> Value {
        let ty = self.cx.rng.pick(&[Ty::I8, Ty::I32, Ty::I32, Ty::I64]);
        let v = self.expr(ty, 1);
        if self.cx.rng.chance(60) {
            let mask = self.konst(ty, 7);
            self.binop(IntBinOp::And, v, mask)
        } else {
            v
        }
    }

    /// One to four distinct case values, each fitting `i8`.
    fn case_values(&mut self) -> Vec<i64> {
        let mut pool = [-1, 0, 1, 2, 3, 4, 5, 6, 7];
        let n = self.cx.rng.range(1, 4) as usize;
        for i in 0..n {
            let j = i + self.cx.rng.index(pool.len() - i);
            pool.swap(i, j);
        }
        pool[..n].to_vec()
    }

    /// `return` of the result slots, which are initialised at the entry.
    fn emit_return(&mut self) {
        let vals = self
            .ret_slots
            .clone()
            .into_iter()
            .map(|s| self.load(s))
            .collect();
        self.terminate(Term::Return(vals));
    }

    /// Leaves the function here when a rarely true condition holds: returns,
    /// or with [`Profile::single_exit`] assigns the result slots and branches
    /// to the returning block.
    fn early_return(&mut self) {
        let cond = self.rare_cond();
        let ret = self.new_block("ret");
        let next = self.new_block("cont");
        self.cond_br(cond, ret, next);
        self.enter(ret);
        if self.prof.single_exit {
            for s in self.ret_slots.clone() {
                let v = self.expr(self.slot_ty(s), 1);
                self.store(v, s);
            }
            let exit = match self.exit {
                Some(exit) => exit,
                None => {
                    let exit = self.new_block("return");
                    *self.exit.insert(exit)
                }
            };
            self.terminate(Term::Br(Target::plain(exit)));
        } else {
            self.emit_return();
        }
        self.enter(next);
    }

    fn innermost_loop(&self) -> Option<(BlockId, BlockId)> {
        self.stack.iter().rev().find_map(|f| match f {
            Frame::Loop { latch, exit, .. } => Some((*latch, *exit)),
            _ => None,
        })
    }

    /// A conditional `break` (to the innermost loop's exit, rarely taken) or
    /// `continue` (to its latch, which increments the counter).
    fn break_or_continue(&mut self, to_latch: bool) {
        let (latch, exit) = self.innermost_loop().expect("inside a loop");
        let away = Target::plain(if to_latch { latch } else { exit });
        let cond = if to_latch {
            self.cond()
        } else {
            self.rare_cond()
        };
        let next = self.new_block("cont");
        let stay = Target::plain(next);
        let (on_true, on_false) = if self.cx.rng.chance(50) {
            (away, stay)
        } else {
            (stay, away)
        };
        self.terminate(Term::CondBr {
            cond,
            on_true,
            on_false,
        });
        self.enter(next);
    }

    /// A block without predecessors that loads and stores arbitrary slots
    /// (uninitialised ones and counters included) and branches into a block
    /// of an open construct, or returns.
    fn unreachable_block(&mut self) {
        let (cur, pool, init) = (self.cur, std::mem::take(&mut self.pool), self.init.clone());
        let dead = self.new_block("dead");
        self.enter(dead);
        for _ in 0..self.cx.rng.range(1, 3) {
            let from = Slot(self.cx.rng.index(self.slots.len()) as u32);
            let to = Slot(self.cx.rng.index(self.slots.len()) as u32);
            let v = self.load(from);
            let w = self.leaf(self.ty(v));
            let sum = self.binop(IntBinOp::Add, v, w);
            let sum = self.cast(sum, self.slot_ty(to));
            self.store(sum, to);
        }
        let mut targets = Vec::new();
        for f in &self.stack {
            match f {
                Frame::Arms { join, .. } => targets.push(*join),
                Frame::Loop { head, exit, .. } => targets.extend([*head, *exit]),
                Frame::Irreducible { a, b, exit, .. } => targets.extend([*a, *b, *exit]),
            }
        }
        if targets.is_empty() || self.cx.rng.chance(25) {
            self.emit_return();
        } else {
            let t = self.cx.rng.pick(&targets);
            self.terminate(Term::Br(Target::plain(t)));
        }
        self.cur = cur;
        self.pool = pool;
        self.init = init;
    }

    // ---- structured control flow --------------------------------------------

    /// Opens an if with or without an else.
    pub fn open_if(&mut self) {
        let cond = self.cond();
        let then = self.new_block("then");
        let other = self.cx.rng.chance(60).then(|| self.new_block("else"));
        let join = self.new_block("join");
        self.cond_br(cond, then, other.unwrap_or(join));
        let entry_init = self.init.clone();
        self.stack.push(Frame::Arms {
            arms: std::iter::once(then).chain(other).collect(),
            next: 1,
            join,
            join_init: other.is_none().then(|| entry_init.clone()),
            entry_init,
        });
        self.enter(then);
    }

    /// Opens a `cf.switch`; several case values may share an arm.
    fn open_switch(&mut self) {
        let flag = self.switch_flag();
        let values = self.case_values();
        let n_arms = self.cx.rng.range(1, values.len() as u64 + 1) as usize;
        self.switch_arms(flag, values, n_arms);
    }

    /// Opens a `cf.switch` on an `i32` of `cases` case values `0..cases`,
    /// each with its own arm, and a default arm.
    pub fn open_wide_switch(&mut self, cases: usize) {
        let v = self.expr(Ty::I32, 1);
        let mask = self.konst(Ty::I32, cases.next_power_of_two() as i64 - 1);
        let flag = self.binop(IntBinOp::And, v, mask);
        self.switch_arms(flag, (0..cases as i64).collect(), cases + 1);
    }

    /// Ends the block with a switch on `flag` over `values` into `n_arms`
    /// new arms (the default and the first values get one each, the other
    /// values random ones) and enters the first arm.
    fn switch_arms(&mut self, flag: Value, values: Vec<i64>, n_arms: usize) {
        let arms: Vec<BlockId> = (0..n_arms).map(|_| self.new_block("case")).collect();
        let join = self.new_block("join");
        let arm = |i: usize, rng: &mut SplitMix64| {
            Target::plain(arms[if i < n_arms { i } else { rng.index(n_arms) }])
        };
        let default = arm(0, &mut self.cx.rng);
        let cases = values
            .into_iter()
            .enumerate()
            .map(|(i, v)| (v, arm(i + 1, &mut self.cx.rng)))
            .collect();
        self.terminate(Term::Switch {
            flag,
            default,
            cases,
        });
        let first = arms[0];
        self.stack.push(Frame::Arms {
            arms,
            next: 1,
            join,
            entry_init: self.init.clone(),
            join_init: None,
        });
        self.enter(first);
    }

    /// A counter slot: one freed by a closed loop, or a new one.
    fn counter(&mut self) -> Slot {
        if let Some(s) = self.free_counters.pop() {
            return s;
        }
        let ty = self.cx.rng.pick(&[Ty::I8, Ty::I32, Ty::I32, Ty::I64]);
        self.new_slot(ty, SlotKind::Counter)
    }

    /// A trip count of at most `room` (at most 7) and its bound.
    fn trip_bound(&mut self, room: u64) -> (u64, Bound) {
        let r = &mut self.cx.rng;
        if room >= 7 && r.chance(25) {
            (7, Bound::Masked(7))
        } else if room >= 3 && r.chance(20) {
            (3, Bound::Masked(3))
        } else {
            let lo = u64::from(room > 0 && r.chance(95));
            let n = r.range(lo, room.min(6));
            (n, Bound::Const(n as i64))
        }
    }

    fn bound_value(&mut self, bound: Bound, ty: Ty) -> Value {
        match bound {
            Bound::Const(n) => self.konst(ty, n),
            Bound::Masked(m) => {
                let x = self.expr(ty, 1);
                let mask = self.konst(ty, m);
                self.binop(IntBinOp::And, x, mask)
            }
        }
    }

    /// `counter = counter + 1`.
    fn bump(&mut self, counter: Slot) -> Value {
        let k = self.load(counter);
        let one = self.konst(self.ty(k), 1);
        let k1 = self.binop(IntBinOp::Add, k, one);
        self.store(k1, counter);
        k1
    }

    /// Opens a counted loop, top-test (`while`) or bottom-test (`do while`).
    pub fn open_loop(&mut self, bottom_test: bool) {
        let counter = self.counter();
        let ty = self.slot_ty(counter);
        let (trips, bound) = self.trip_bound(self.prof.max_mult / self.mult);
        let zero = self.konst(ty, 0);
        self.store(zero, counter);
        let head = self.new_block(if bottom_test { "loop" } else { "head" });
        self.terminate(Term::Br(Target::plain(head)));
        self.enter(head);
        let (latch, exit) = if bottom_test {
            (self.new_block("latch"), self.new_block("exit"))
        } else {
            let k = self.load(counter);
            let b = self.bound_value(bound, ty);
            let cond = self.cmp(CmpIPredicate::Slt, k, b);
            let body = self.new_block("body");
            let latch = self.new_block("latch");
            let exit = self.new_block("exit");
            self.cond_br(cond, body, exit);
            self.enter(body);
            (latch, exit)
        };
        self.stack.push(Frame::Loop {
            head,
            latch,
            exit,
            counter,
            bound,
            bottom_test,
            entry_init: self.init.clone(),
            outer_mult: self.mult,
        });
        self.mult *= trips.max(1);
    }

    /// Opens an irreducible region: a branch into either of two blocks that
    /// branch to each other while the shared counter is below the bound.
    fn open_irreducible(&mut self) {
        let counter = self.counter();
        let ty = self.slot_ty(counter);
        let (trips, bound) = self.trip_bound(self.prof.max_mult / self.mult - 1);
        let zero = self.konst(ty, 0);
        self.store(zero, counter);
        let cond = self.cond();
        let a = self.new_block("ira");
        let b = self.new_block("irb");
        let exit = self.new_block("irx");
        self.cond_br(cond, a, b);
        self.stack.push(Frame::Irreducible {
            a,
            b,
            exit,
            counter,
            bound,
            second: false,
            entry_init: self.init.clone(),
            outer_mult: self.mult,
        });
        self.mult *= trips + 1;
        self.enter(a);
        self.bump(counter);
    }

    /// Finishes the current arm of the innermost construct: starts its next
    /// arm, or closes it and continues after it.
    pub fn advance(&mut self) {
        match self.stack.pop().expect("an open construct") {
            Frame::Arms {
                arms,
                next,
                join,
                entry_init,
                join_init,
            } => {
                self.terminate(Term::Br(Target::plain(join)));
                let met = match join_init {
                    Some(mut j) => {
                        j.intersect_with(&self.init);
                        j
                    }
                    None => std::mem::take(&mut self.init),
                };
                if next < arms.len() {
                    self.enter(arms[next]);
                    self.init = entry_init.clone();
                    self.stack.push(Frame::Arms {
                        arms,
                        next: next + 1,
                        join,
                        entry_init,
                        join_init: Some(met),
                    });
                } else {
                    self.enter(join);
                    self.init = met;
                }
            }
            Frame::Loop {
                head,
                latch,
                exit,
                counter,
                bound,
                bottom_test,
                entry_init,
                outer_mult,
            } => {
                self.terminate(Term::Br(Target::plain(latch)));
                self.enter(latch);
                self.init = entry_init.clone();
                let k1 = self.bump(counter);
                if bottom_test {
                    let b = self.bound_value(bound, self.ty(k1));
                    let cond = self.cmp(CmpIPredicate::Slt, k1, b);
                    self.cond_br(cond, head, exit);
                } else {
                    self.terminate(Term::Br(Target::plain(head)));
                }
                self.enter(exit);
                self.init = entry_init;
                self.mult = outer_mult;
                self.free_counters.push(counter);
            }
            Frame::Irreducible {
                a,
                b,
                exit,
                counter,
                bound,
                second,
                entry_init,
                outer_mult,
            } => {
                let k = self.load(counter);
                let bv = self.bound_value(bound, self.ty(k));
                let cond = self.cmp(CmpIPredicate::Slt, k, bv);
                self.cond_br(cond, if second { a } else { b }, exit);
                if second {
                    self.enter(exit);
                    self.init = entry_init;
                    self.mult = outer_mult;
                    self.free_counters.push(counter);
                } else {
                    self.enter(b);
                    self.init = entry_init.clone();
                    self.bump(counter);
                    self.stack.push(Frame::Irreducible {
                        a,
                        b,
                        exit,
                        counter,
                        bound,
                        second: true,
                        entry_init,
                        outer_mult,
                    });
                }
            }
        }
    }

    /// Open constructs.
    pub fn depth(&self) -> usize {
        self.stack.len()
    }
}

/// The successors of a terminator.
fn targets_mut(term: &mut Term) -> Vec<&mut Target> {
    match term {
        Term::Br(t) => vec![t],
        Term::CondBr {
            on_true, on_false, ..
        } => vec![on_true, on_false],
        Term::Switch { default, cases, .. } => std::iter::once(default)
            .chain(cases.iter_mut().map(|(_, t)| t))
            .collect(),
        Term::Return(_) => Vec::new(),
    }
}

/// `value` wrapped to the width of `ty`, as a signed integer.
fn wrap(value: i64, ty: Ty) -> i64 {
    let shift = 64 - ty.bits();
    (value << shift) >> shift
}
