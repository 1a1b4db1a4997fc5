//! Lowering the Python subset (the README's *Python programs*) to pre-SSA IR,
//! the shape clang `-O0` hands to `mem2reg`: one `memref.alloca` slot per
//! variable (named after it), a `memref.load` per read, a `memref.store`
//! per write, control flow in `cf`. Module-level statements form `@main`;
//! each top-level `def` a `func.func` of its name.
//!
//! Blocks follow seeds/000 §1.2: a block starts at each statement that is a
//! jump target and is labelled `^L<line>` by the line of its first
//! statement; a `while` loop's test is its own block (the header); a
//! condition is evaluated in the block that branches on it; `and` / `or` /
//! `not` in a condition branch straight to the targets (no value is made),
//! and elsewhere keep Python's value semantics with a join block whose
//! argument is the value. Blocks with no statement of their own are
//! `^L<line>_<what>` (`_and`, `_or`, `_cmp`, `_then`, `_else`, `_join`) or
//! `^end` (the function's end when several paths reach it). No block is
//! made that nothing branches to, except for unreachable statements.
//!
//! Types: `int` is `i64`, `bool` is `i1`; a variable keeps one type in its
//! function. A read that comes before any write in the text, a call to a
//! function not lowered yet, and a parameter are first taken as `int`; when
//! a write, a `return` or an argument shows that a guess was wrong, the
//! module is lowered again knowing it (each pass learns one type, so at
//! most one pass per variable, parameter and result, in practice two).
//!
//! Bound: each pass is O(n) time and memory in the size of the AST; nesting
//! of statements and expressions is capped at [`MAX_DEPTH`] (a located
//! error beyond), which bounds the recursion.

use super::output::{PRINT_BOOL, PRINT_INT, PRINT_NEWLINE};
use rustpython_parser::ast::{
    self, bigint::BigInt, BoolOp, CmpOp, Constant, Expr, Operator, Ranged, Stmt, UnaryOp,
};
use ssa_ir::diagnostic::{Diagnostic, SourceFile};
use ssa_ir::dialect::{arith, cf, func, memref, ub, OpCode};
use ssa_ir::ir::{
    Attribute, BlockId, FuncAttrs, Ir, Loc, OpId, OpSpec, RegionId, Type, TypeId, ValueId,
    Visibility,
};
use ssa_ir::semantics::CmpIPredicate;
use std::collections::{HashMap, HashSet};

/// The deepest nesting of statements and expressions accepted.
pub const MAX_DEPTH: usize = 200;

/// The longest `a + b + ...` chain and `elif` chain accepted: they are
/// lowered by loops, but the AST's `Drop` recurses along them, and this
/// keeps it within a thread's stack (a rejected program is not dropped).
pub const MAX_CHAIN: usize = 20_000;

/// The Python types of the subset.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
enum Ty {
    Int,
    Bool,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::Int => "an int",
            Ty::Bool => "a bool",
        }
    }
}

/// What has one type: a variable of a function, a parameter, a result.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Key {
    Var(String, String),
    Param(String, usize),
    Result(String),
}

/// Why a pass stopped.
enum Stop {
    Error(Diagnostic),
    /// A guessed type was wrong: lower again knowing this one.
    Retry(Key, Ty),
}

type Res<T> = Result<T, Stop>;

fn error<T>(loc: Loc, message: impl Into<String>) -> Res<T> {
    Err(Stop::Error(Diagnostic::error(loc, message)))
}

fn loc_of(node: &impl Ranged) -> Loc {
    Loc::at(u32::from(node.start()) as usize)
}

/// A typed value.
#[derive(Copy, Clone)]
struct Val {
    v: ValueId,
    ty: Ty,
    /// The guess this type rests on, if any (see [`Lower::ty`]).
    src: Src,
}

/// Index of a guessed [`Key`] in `Lower::guesses`.
type Src = Option<usize>;

/// A top-level `def`.
struct Def {
    params: Vec<String>,
    /// Names assigned in the body (its locals, parameters included).
    locals: HashSet<String>,
    returns_value: bool,
    op: OpId,
}

/// A block that is made when something branches to it and placed (put in
/// the region and named) where the code it starts is lowered.
#[derive(Copy, Clone)]
struct Target {
    block: Option<BlockId>,
    placed: bool,
}

type TargetId = usize;

/// The lowering of one module (one pass).
struct Lower<'a> {
    source: &'a SourceFile,
    ir: Ir,
    i64: TypeId,
    i1: TypeId,
    defs: HashMap<String, Def>,
    /// Names assigned at module level.
    module_vars: HashSet<String>,
    externals: HashMap<String, (Vec<Ty>, OpId)>,
    facts: &'a HashMap<Key, Ty>,
    /// Types of this pass, and the guess each rests on.
    seen: HashMap<Key, (Ty, Src)>,
    guesses: Vec<Key>,
    f: FuncState,
}

/// The function being lowered.
#[derive(Default)]
struct FuncState {
    name: String,
    region: Option<RegionId>,
    entry: Option<BlockId>,
    /// `None` for the module's function.
    locals: Option<HashSet<String>>,
    result: Option<Ty>,
    slots: HashMap<String, (ValueId, Ty)>,
    last_alloca: Option<OpId>,
    cur: Option<BlockId>,
    targets: Vec<Target>,
    /// Continue (header) and break targets of the enclosing loops.
    loops: Vec<(TargetId, TargetId)>,
    block_names: HashSet<String>,
    depth: usize,
    loc: Option<Loc>,
}

/// Lowers a parsed module; the first error if it is outside the subset.
pub fn lower_module(source: &SourceFile, suite: &[Stmt]) -> Result<Ir, Diagnostic> {
    let mut facts = HashMap::new();
    loop {
        match Lower::pass(source, suite, &facts) {
            Ok(ir) => return Ok(ir),
            Err(Stop::Error(d)) => return Err(d),
            Err(Stop::Retry(key, ty)) => {
                let known = facts.insert(key, ty);
                debug_assert!(known.is_none(), "a fact is learned once");
            }
        }
    }
}

/// Names assigned by `body` (targets of assignments and `for`), walked
/// without recursion; and whether it has a `return <value>`.
fn assigned_names<'s>(body: impl IntoIterator<Item = &'s Stmt>) -> (HashSet<String>, bool) {
    let mut names = HashSet::new();
    let mut returns_value = false;
    let mut work: Vec<&Stmt> = body.into_iter().collect();
    let add = |e: &Expr, names: &mut HashSet<String>| match e {
        Expr::Name(n) => {
            names.insert(n.id.to_string());
        }
        Expr::Tuple(t) => {
            for e in &t.elts {
                if let Expr::Name(n) = e {
                    names.insert(n.id.to_string());
                }
            }
        }
        _ => {}
    };
    while let Some(s) = work.pop() {
        match s {
            Stmt::Assign(a) => a.targets.iter().for_each(|t| add(t, &mut names)),
            Stmt::AugAssign(a) => add(&a.target, &mut names),
            Stmt::For(f) => {
                add(&f.target, &mut names);
                work.extend(f.body.iter().chain(&f.orelse));
            }
            Stmt::While(w) => work.extend(w.body.iter().chain(&w.orelse)),
            Stmt::If(i) => work.extend(i.body.iter().chain(&i.orelse)),
            Stmt::Return(r) => returns_value |= r.value.is_some(),
            _ => {}
        }
    }
    (names, returns_value)
}

fn int_attr(v: i64) -> Attribute {
    Attribute::Int(v as u64)
}

/// The predicate's index, as `arith.cmpi` carries it.
fn predicate(p: CmpIPredicate) -> Attribute {
    let index = CmpIPredicate::ALL.iter().position(|&q| q == p);
    Attribute::Predicate(index.expect("a predicate of the table") as u8)
}

/// The name of a construct outside the subset.
fn expr_construct(e: &Expr) -> &'static str {
    match e {
        Expr::NamedExpr(_) => "the walrus operator ':='",
        Expr::Lambda(_) => "lambda",
        Expr::Dict(_) | Expr::DictComp(_) => "dict",
        Expr::Set(_) | Expr::SetComp(_) => "set",
        Expr::List(_) => "list",
        Expr::ListComp(_) | Expr::GeneratorExp(_) => "comprehension",
        Expr::Await(_) => "await",
        Expr::Yield(_) | Expr::YieldFrom(_) => "yield",
        Expr::FormattedValue(_) | Expr::JoinedStr(_) => "f-string",
        Expr::Attribute(_) => "attribute access",
        Expr::Subscript(_) | Expr::Slice(_) => "subscript",
        Expr::Starred(_) => "star-expression",
        Expr::Tuple(_) => "a tuple value",
        _ => "this expression",
    }
}

fn stmt_construct(s: &Stmt) -> &'static str {
    match s {
        Stmt::FunctionDef(_) => "nested function",
        Stmt::AsyncFunctionDef(_) | Stmt::AsyncFor(_) | Stmt::AsyncWith(_) => "async",
        Stmt::ClassDef(_) => "class",
        Stmt::Delete(_) => "del",
        Stmt::TypeAlias(_) => "type alias",
        Stmt::AnnAssign(_) => "annotated assignment",
        Stmt::With(_) => "with",
        Stmt::Match(_) => "match",
        Stmt::Raise(_) => "raise",
        Stmt::Try(_) | Stmt::TryStar(_) => "try",
        Stmt::Import(_) | Stmt::ImportFrom(_) => "import",
        Stmt::Global(_) => "global",
        Stmt::Nonlocal(_) => "nonlocal",
        _ => "this statement",
    }
}

impl<'a> Lower<'a> {
    fn pass(source: &'a SourceFile, suite: &'a [Stmt], facts: &'a HashMap<Key, Ty>) -> Res<Ir> {
        let mut ir = Ir::new();
        let i64 = ir.types.int(64);
        let i1 = ir.types.bool();
        let mut lower = Lower {
            source,
            ir,
            i64,
            i1,
            defs: HashMap::new(),
            module_vars: HashSet::new(),
            externals: HashMap::new(),
            facts,
            seen: HashMap::new(),
            guesses: Vec::new(),
            f: FuncState::default(),
        };
        let mut body = Vec::new();
        for s in suite {
            match s {
                Stmt::FunctionDef(d) => lower.declare(d)?,
                _ => body.push(s),
            }
        }
        lower.module_vars = assigned_names(body.iter().copied()).0;
        lower.function("main", &[], None, &body, Loc::at(0))?;
        for s in suite {
            if let Stmt::FunctionDef(d) = s {
                let def = &lower.defs[d.name.as_str()];
                let (params, locals) = (def.params.clone(), def.locals.clone());
                let body: Vec<&Stmt> = d.body.iter().collect();
                lower.function(&d.name, &params, Some(locals), &body, loc_of(d))?;
            }
        }
        Ok(lower.ir)
    }

    /// Checks a `def`'s header and creates its (empty) `func.func`, so that
    /// calls before it find it.
    fn declare(&mut self, d: &'a ast::StmtFunctionDef) -> Res<()> {
        let loc = loc_of(d);
        if let Some(e) = d.decorator_list.first() {
            return error(loc_of(e), "decorators are not supported");
        }
        let a = &d.args;
        if a.vararg.is_some() || a.kwarg.is_some() || !a.kwonlyargs.is_empty() {
            return error(loc, "star and keyword-only parameters are not supported");
        }
        let mut params = Vec::new();
        for p in a.posonlyargs.iter().chain(&a.args) {
            if let Some(default) = &p.default {
                return error(loc_of(&**default), "default arguments are not supported");
            }
            params.push(p.def.arg.to_string());
        }
        if d.name.as_str() == "main" {
            return error(
                loc,
                "'main' names the function of the module's own statements: rename this one",
            );
        }
        if self.defs.contains_key(d.name.as_str()) {
            return error(loc, format!("function '{}' is defined twice", d.name));
        }
        let (mut locals, returns_value) = assigned_names(&d.body);
        locals.extend(params.iter().cloned());
        let name = d.name.to_string();
        let mut inputs = Vec::new();
        for i in 0..params.len() {
            let (t, _) = self.ty(Key::Param(name.clone(), i), None, loc)?;
            inputs.push(self.type_id(t));
        }
        let results = if returns_value {
            let (t, _) = self.ty(Key::Result(name.clone()), None, loc)?;
            vec![self.type_id(t)]
        } else {
            Vec::new()
        };
        let op = self.func_op(&name, inputs, results, Visibility::Public, loc, true);
        let def = Def {
            params,
            locals,
            returns_value,
            op,
        };
        self.defs.insert(name, def);
        Ok(())
    }

    fn type_id(&self, t: Ty) -> TypeId {
        match t {
            Ty::Int => self.i64,
            Ty::Bool => self.i1,
        }
    }

    /// The type of `key` (and the guess it rests on): as known, else as
    /// `observed`, else guessed `int`. When an observation contradicts the
    /// type, the side that rests on a guess is corrected and the lowering
    /// restarts (`Stop::Retry` adds a fact, so passes are finite); when
    /// neither does, it is an error.
    fn ty(&mut self, key: Key, observed: Option<(Ty, Src)>, loc: Loc) -> Res<(Ty, Src)> {
        if let Some(&(t, src)) = self.seen.get(&key) {
            return match observed {
                Some((o, _)) if o != t && src.is_some() => Err(Stop::Retry(key, o)),
                Some((_, Some(guess))) if observed.is_some_and(|(o, _)| o != t) => {
                    Err(Stop::Retry(self.guesses[guess].clone(), t))
                }
                Some((o, None)) if o != t => error(loc, conflict(&key, o, t)),
                _ => Ok((t, src)),
            };
        }
        let known = match (observed, self.facts.get(&key)) {
            (_, Some(&f)) => (f, None),
            (Some(o), None) => o,
            (None, None) => {
                self.guesses.push(key.clone());
                (Ty::Int, Some(self.guesses.len() - 1))
            }
        };
        self.seen.insert(key.clone(), known);
        if observed.is_some_and(|(o, _)| o != known.0) {
            return self.ty(key, observed, loc);
        }
        Ok(known)
    }

    fn func_op(
        &mut self,
        name: &str,
        inputs: Vec<TypeId>,
        results: Vec<TypeId>,
        visibility: Visibility,
        loc: Loc,
        body: bool,
    ) -> OpId {
        let attrs = FuncAttrs {
            name: name.to_string(),
            visibility,
            inputs: inputs.clone(),
            results,
            extra: None,
            arg_attrs: Vec::new(),
            res_attrs: Vec::new(),
        };
        let op = self.ir.create_op(OpSpec {
            num_regions: 1,
            attr: Some(Attribute::Func(Box::new(attrs))),
            loc,
            ..OpSpec::new(&func::FUNC, &[], &[])
        });
        if body {
            let region = self.ir.op_region(op, 0);
            let entry = self.ir.create_block();
            self.ir.append_block(region, entry);
            for ty in inputs {
                self.ir.add_block_arg(entry, ty);
            }
        }
        let module = self.ir.module_block();
        self.ir.append_op(module, op);
        op
    }

    /// Lowers one function's body into its `func.func` (created here for
    /// the module's statements).
    fn function(
        &mut self,
        name: &str,
        params: &[String],
        locals: Option<HashSet<String>>,
        body: &[&Stmt],
        loc: Loc,
    ) -> Res<()> {
        let op = match self.defs.get(name) {
            Some(def) => def.op,
            None => self.func_op(name, Vec::new(), Vec::new(), Visibility::Public, loc, true),
        };
        let region = self.ir.op_region(op, 0);
        let entry = self
            .ir
            .region_first_block(region)
            .expect("made with a body");
        let result = match self.defs.get(name) {
            Some(def) if def.returns_value => Some(self.ty(Key::Result(name.into()), None, loc)?.0),
            _ => None,
        };
        self.f = FuncState {
            name: name.to_string(),
            region: Some(region),
            entry: Some(entry),
            locals,
            result,
            cur: Some(entry),
            ..FuncState::default()
        };
        let first_is_loop = matches!(body.first(), Some(Stmt::While(_) | Stmt::For(_)));
        let entry_name = match body.first() {
            Some(s) if !first_is_loop => format!("L{}", self.line(*s)),
            _ => "entry".to_string(),
        };
        self.name_block(entry, &entry_name);
        self.f.loc = Some(loc);
        for (i, p) in params.iter().enumerate() {
            let arg = self.ir.block_args(entry)[i];
            if is_ir_name(p) {
                self.ir.set_value_name(arg, &format!("{p}_arg"));
            }
            let (ty, src) = self.ty(Key::Param(name.into(), i), None, loc)?;
            let arg = Val { v: arg, ty, src };
            self.write(p, arg, loc)?;
        }
        let end = self.new_target();
        self.stmts_open(body, end)?;
        let reached = self.f.targets[end].block.is_some();
        if self.f.cur.is_some() && !reached {
            return self.fall_off_end(loc);
        }
        if self.f.cur.is_some() {
            self.br(end, &[]);
        }
        if reached {
            self.f.cur = self.place(end, "end");
            self.fall_off_end(loc)?;
        }
        Ok(())
    }

    /// The return at the end of a function: none for the module and for
    /// functions that return nothing; a run-time error for a function that
    /// returns a value on other paths (CPython would return `None`).
    fn fall_off_end(&mut self, loc: Loc) -> Res<()> {
        self.f.loc = Some(loc);
        match self.f.result {
            None => {
                self.emit(&func::RETURN, &[], &[], None);
            }
            Some(ty) => {
                let f = self.constant(Attribute::Int(0), Ty::Bool);
                let message = format!(
                    "function '{}' ended without returning a value (None is not supported)",
                    self.f.name
                );
                self.emit(
                    &cf::ASSERT,
                    &[f.v],
                    &[],
                    Some(Attribute::Str(message.into())),
                );
                let t = self.type_id(ty);
                let p = self.emit(&ub::POISON, &[], &[t], None);
                let v = self.ir.result(p, 0);
                self.emit(&func::RETURN, &[v], &[], None);
            }
        }
        self.f.cur = None;
        Ok(())
    }

    fn line(&self, node: &impl Ranged) -> usize {
        self.source.line_col(u32::from(node.start()) as usize).0
    }

    // ---- blocks ----

    fn name_block(&mut self, block: BlockId, base: &str) {
        let mut name = base.to_string();
        let mut n = 0;
        while !self.f.block_names.insert(name.clone()) {
            n += 1;
            name = format!("{base}_{n}");
        }
        self.ir.set_block_name(block, &name);
    }

    fn new_block(&mut self, name: &str) -> BlockId {
        let b = self.ir.create_block();
        self.ir
            .append_block(self.f.region.expect("in a function"), b);
        self.name_block(b, name);
        self.ir.set_block_loc(b, self.f.loc.unwrap_or(Loc::UNKNOWN));
        b
    }

    fn new_target(&mut self) -> TargetId {
        self.f.targets.push(Target {
            block: None,
            placed: false,
        });
        self.f.targets.len() - 1
    }

    /// Where a statement's `else:` part starts: `next` when it has none.
    fn else_target(&mut self, orelse: &[Stmt], next: TargetId) -> TargetId {
        if orelse.is_empty() {
            next
        } else {
            self.new_target()
        }
    }

    fn placed_target(&mut self, block: BlockId) -> TargetId {
        self.f.targets.push(Target {
            block: Some(block),
            placed: true,
        });
        self.f.targets.len() - 1
    }

    fn target_block(&mut self, t: TargetId) -> BlockId {
        match self.f.targets[t].block {
            Some(b) => b,
            None => {
                let b = self.ir.create_block();
                self.f.targets[t].block = Some(b);
                b
            }
        }
    }

    /// Puts target `t` here (if anything branches to it) and returns it.
    fn place(&mut self, t: TargetId, name: &str) -> Option<BlockId> {
        let target = self.f.targets[t];
        let b = target.block?;
        if !target.placed {
            self.ir
                .append_block(self.f.region.expect("in a function"), b);
            self.name_block(b, name);
            self.ir.set_block_loc(b, self.f.loc.unwrap_or(Loc::UNKNOWN));
            self.f.targets[t].placed = true;
        }
        Some(b)
    }

    // ---- ops ----

    fn emit(
        &mut self,
        code: OpCode,
        operands: &[ValueId],
        results: &[TypeId],
        attr: Option<Attribute>,
    ) -> OpId {
        let mut spec = OpSpec::new(code, operands, results).loc(self.f.loc.unwrap_or(Loc::UNKNOWN));
        spec.attr = attr;
        let op = self.ir.create_op(spec);
        let block = self.f.cur.expect("ops are emitted into a block");
        self.ir.append_op(block, op);
        op
    }

    fn value(
        &mut self,
        code: OpCode,
        operands: &[ValueId],
        ty: Ty,
        attr: Option<Attribute>,
    ) -> Val {
        let t = self.type_id(ty);
        let op = self.emit(code, operands, &[t], attr);
        Val {
            v: self.ir.result(op, 0),
            ty,
            src: None,
        }
    }

    fn constant(&mut self, attr: Attribute, ty: Ty) -> Val {
        self.value(&arith::CONSTANT, &[], ty, Some(attr))
    }

    fn int(&mut self, v: i64) -> ValueId {
        self.constant(int_attr(v), Ty::Int).v
    }

    fn binary(&mut self, code: OpCode, a: ValueId, b: ValueId, ty: Ty) -> ValueId {
        self.value(code, &[a, b], ty, None).v
    }

    fn cmp(&mut self, p: CmpIPredicate, a: ValueId, b: ValueId) -> ValueId {
        self.value(&arith::CMPI, &[a, b], Ty::Bool, Some(predicate(p)))
            .v
    }

    fn select(&mut self, c: ValueId, a: ValueId, b: ValueId, ty: Ty) -> ValueId {
        self.value(&arith::SELECT, &[c, a, b], ty, None).v
    }

    fn br(&mut self, t: TargetId, args: &[ValueId]) {
        let b = self.target_block(t);
        let successors = [(b, args)];
        let spec = OpSpec::new(&cf::BR, &[], &[])
            .successors(&successors)
            .loc(self.f.loc.unwrap_or(Loc::UNKNOWN));
        let op = self.ir.create_op(spec);
        self.ir.append_op(self.f.cur.expect("in a block"), op);
        self.f.cur = None;
    }

    fn cond_br(
        &mut self,
        c: ValueId,
        t: TargetId,
        f: TargetId,
        t_args: &[ValueId],
        f_args: &[ValueId],
    ) {
        let (tb, fb) = (self.target_block(t), self.target_block(f));
        let successors = [(tb, t_args), (fb, f_args)];
        let operands = [c];
        let spec = OpSpec::new(&cf::COND_BR, &operands, &[])
            .successors(&successors)
            .loc(self.f.loc.unwrap_or(Loc::UNKNOWN));
        let op = self.ir.create_op(spec);
        self.ir.append_op(self.f.cur.expect("in a block"), op);
        self.f.cur = None;
    }

    /// `cf.assert %ok, "message"` (a Python exception at this line).
    fn check(&mut self, ok: ValueId, message: &str) {
        self.emit(
            &cf::ASSERT,
            &[ok],
            &[],
            Some(Attribute::Str(message.into())),
        );
    }

    // ---- variables ----

    /// The slot of variable `name` of type `ty`, made at the top of the
    /// entry block the first time.
    fn slot(&mut self, name: &str, ty: Ty, loc: Loc) -> Res<ValueId> {
        if let Some(&(slot, _)) = self.f.slots.get(name) {
            return Ok(slot);
        }
        let slot = self.hidden_slot(name, ty, loc);
        self.f.slots.insert(name.to_string(), (slot, ty));
        Ok(slot)
    }

    /// A fresh slot at the top of the entry block, named `name`.
    fn hidden_slot(&mut self, name: &str, ty: Ty, loc: Loc) -> ValueId {
        let element = self.type_id(ty);
        let memref = self.ir.types.intern(Type::MemRef {
            shape: Vec::new(),
            element,
        });
        let op = self
            .ir
            .create_op(OpSpec::new(&memref::ALLOCA, &[], &[memref]).loc(loc));
        match self.f.last_alloca {
            Some(last) => self.ir.insert_op_after(last, op),
            None => self.ir.prepend_op(self.f.entry.expect("in a function"), op),
        }
        self.f.last_alloca = Some(op);
        let slot = self.ir.result(op, 0);
        if is_ir_name(name) {
            self.ir.set_value_name(slot, name);
        }
        slot
    }

    fn var_key(&self, name: &str) -> Key {
        Key::Var(self.f.name.clone(), name.to_string())
    }

    fn read(&mut self, name: &str, loc: Loc) -> Res<Val> {
        if self.f.slots.contains_key(name) {
            return self.load(name, loc);
        }
        if let Some(locals) = &self.f.locals {
            if !locals.contains(name) {
                let why = if self.defs.contains_key(name) {
                    format!("function '{name}' can only be called, not used as a value")
                } else if self.module_vars.contains(name) {
                    format!(
                        "'{name}' is a module-level variable: pass it to '{}' as a parameter",
                        self.f.name
                    )
                } else {
                    format!("name '{name}' is not defined in '{}'", self.f.name)
                };
                return error(loc, why);
            }
        } else if self.defs.contains_key(name) {
            return error(
                loc,
                format!("function '{name}' can only be called, not used as a value"),
            );
        }
        self.load(name, loc)
    }

    /// A `memref.load` of variable `name`'s slot.
    fn load(&mut self, name: &str, loc: Loc) -> Res<Val> {
        let key = self.var_key(name);
        let (ty, src) = self.ty(key, None, loc)?;
        let slot = self.slot(name, ty, loc)?;
        let v = self.value(&memref::LOAD, &[slot], ty, None).v;
        Ok(Val { v, ty, src })
    }

    fn write(&mut self, name: &str, val: Val, loc: Loc) -> Res<()> {
        if self.defs.contains_key(name) {
            return error(
                loc,
                format!("'{name}' names a function: assigning to it is not supported"),
            );
        }
        let key = self.var_key(name);
        let (ty, _) = self.ty(key, Some((val.ty, val.src)), loc)?;
        let slot = self.slot(name, ty, loc)?;
        self.emit(&memref::STORE, &[val.v, slot], &[], None);
        Ok(())
    }

    // ---- statements ----

    fn enter(&mut self, loc: Loc) -> Res<()> {
        self.f.depth += 1;
        if self.f.depth > MAX_DEPTH {
            return error(
                loc,
                format!("nested more than {MAX_DEPTH} levels deep: not supported"),
            );
        }
        Ok(())
    }

    /// Lowers `list`; control that falls off its end goes to `fallthrough`.
    fn stmts(&mut self, list: &[Stmt], fallthrough: TargetId) -> Res<()> {
        let refs: Vec<&Stmt> = list.iter().collect();
        self.stmts_open(&refs, fallthrough)?;
        if self.f.cur.is_some() {
            self.br(fallthrough, &[]);
        }
        Ok(())
    }

    /// Lowers `list`, whose compound statements continue at `fallthrough`
    /// when they are last; the current block stays open when the last
    /// statement is simple.
    fn stmts_open(&mut self, list: &[&Stmt], fallthrough: TargetId) -> Res<()> {
        let mut pending: Option<TargetId> = None;
        for (i, s) in list.iter().enumerate() {
            let loc = loc_of(*s);
            self.f.loc = Some(loc);
            let label = format!("L{}", self.line(*s));
            if let Some(t) = pending.take() {
                self.f.cur = self.place(t, &label);
            }
            if self.f.cur.is_none() {
                // Unreachable statements (after a return, break, ...).
                self.f.cur = Some(self.new_block(&label));
            }
            let next = if i + 1 == list.len() {
                fallthrough
            } else {
                self.new_target()
            };
            self.enter(loc)?;
            self.stmt(s, next)?;
            self.f.depth -= 1;
            if self.f.cur.is_none() {
                pending = Some(next);
            }
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt, next: TargetId) -> Res<()> {
        let loc = loc_of(s);
        match s {
            Stmt::Pass(_) => Ok(()),
            Stmt::Expr(e) => match &*e.value {
                Expr::Call(c) => {
                    self.enter(loc)?;
                    self.call(c, loc_of(c))?;
                    self.f.depth -= 1;
                    Ok(())
                }
                other => self.expr(other).map(|_| ()),
            },
            Stmt::Assign(a) => {
                let value = self.rhs(&a.value)?;
                for target in &a.targets {
                    self.assign(target, &value, loc_of(&*a.value))?;
                }
                Ok(())
            }
            Stmt::AugAssign(a) => {
                let Expr::Name(n) = &*a.target else {
                    return error(
                        loc_of(&*a.target),
                        format!(
                            "{} as an assignment target is not supported",
                            expr_construct(&a.target)
                        ),
                    );
                };
                let old = self.read(&n.id, loc_of(n))?;
                let rhs = self.expr(&a.value)?;
                self.f.loc = Some(loc);
                let new = self.binop(a.op, old, rhs, loc)?;
                self.write(&n.id, new, loc)
            }
            Stmt::If(first) => {
                // An `elif` chain is a loop here, not a nesting.
                let mut i = first;
                for length in 0.. {
                    if length > MAX_CHAIN {
                        return error(
                            loc_of(i),
                            format!(
                                "an elif chain of more than {MAX_CHAIN} branches is not supported"
                            ),
                        );
                    }
                    let then = self.new_target();
                    let otherwise = self.else_target(&i.orelse, next);
                    self.cond(&i.test, then, otherwise)?;
                    self.f.cur = self.place(then, &format!("L{}", self.line(&i.body[0])));
                    self.stmts(&i.body, next)?;
                    let Some(first) = i.orelse.first() else {
                        return Ok(());
                    };
                    self.f.loc = Some(loc_of(first));
                    self.f.cur = self.place(otherwise, &format!("L{}", self.line(first)));
                    match i.orelse.as_slice() {
                        [Stmt::If(elif)] => i = elif,
                        orelse => return self.stmts(orelse, next),
                    }
                }
                unreachable!("the chain ends")
            }
            Stmt::While(w) => {
                let cur = self.f.cur.expect("a statement starts in a block");
                let header = if cur != self.f.entry.expect("in a function")
                    && self.ir.block_first_op(cur).is_none()
                {
                    cur
                } else {
                    let label = format!("L{}", self.line(s));
                    let h = self.new_block(&label);
                    let t = self.placed_target(h);
                    self.br(t, &[]);
                    h
                };
                self.f.cur = Some(header);
                let header_t = self.placed_target(header);
                let body = self.new_target();
                let exit = self.else_target(&w.orelse, next);
                self.cond(&w.test, body, exit)?;
                self.loop_body(&w.body, body, header_t, next)?;
                self.orelse(&w.orelse, exit, next)
            }
            Stmt::For(f) => self.for_range(f, next),
            Stmt::Break(_) | Stmt::Continue(_) => {
                let Some(&(header, exit)) = self.f.loops.last() else {
                    return error(loc, "'break' and 'continue' must be inside a loop");
                };
                let target = if matches!(s, Stmt::Break(_)) {
                    exit
                } else {
                    header
                };
                self.br(target, &[]);
                Ok(())
            }
            Stmt::Return(r) => {
                let result = self.f.result;
                match (&r.value, result) {
                    (None, None) => {
                        self.emit(&func::RETURN, &[], &[], None);
                    }
                    (Some(e), Some(_)) => {
                        let v = self.expr(e)?;
                        self.f.loc = Some(loc);
                        let observed = Some((v.ty, v.src));
                        let (ty, _) = self.ty(Key::Result(self.f.name.clone()), observed, loc)?;
                        debug_assert_eq!(ty, v.ty);
                        self.emit(&func::RETURN, &[v.v], &[], None);
                    }
                    (Some(_), None) => return error(loc, "'return' with a value outside a function"),
                    (None, Some(_)) => {
                        return error(loc, "a bare 'return' in a function that returns a value (None is not supported)")
                    }
                }
                self.f.cur = None;
                Ok(())
            }
            Stmt::Assert(a) => {
                let message =
                    match a.msg.as_deref() {
                        None => "AssertionError".to_string(),
                        Some(Expr::Constant(c)) => match &c.value {
                            Constant::Str(text) => format!("AssertionError: {text}"),
                            _ => return error(
                                loc_of(c),
                                "an assert message other than a string literal is not supported",
                            ),
                        },
                        Some(e) => {
                            return error(
                                loc_of(e),
                                "an assert message other than a string literal is not supported",
                            )
                        }
                    };
                let v = self.expr(&a.test)?;
                self.f.loc = Some(loc);
                let ok = self.truth(v);
                self.check(ok, &message);
                Ok(())
            }
            other => error(loc, format!("{} is not supported", stmt_construct(other))),
        }
    }

    /// The body of a loop, from its target `body`, with `continue` going to
    /// `header` and `break` to `exit`.
    fn loop_body(
        &mut self,
        body: &[Stmt],
        body_t: TargetId,
        header: TargetId,
        exit: TargetId,
    ) -> Res<()> {
        self.f.loc = Some(loc_of(&body[0]));
        self.f.cur = self.place(body_t, &format!("L{}", self.line(&body[0])));
        self.f.loops.push((header, exit));
        self.stmts(body, header)?;
        self.f.loops.pop();
        Ok(())
    }

    /// A loop's `else:` part, entered from target `exit_t`.
    fn orelse(&mut self, orelse: &[Stmt], exit_t: TargetId, next: TargetId) -> Res<()> {
        if let Some(first) = orelse.first() {
            self.f.loc = Some(loc_of(first));
            self.f.cur = self.place(exit_t, &format!("L{}", self.line(first)));
            self.stmts(orelse, next)?;
        }
        self.f.cur = None;
        Ok(())
    }

    /// `for NAME in range(...)`: the bounds evaluated once before the
    /// loop; a hidden counter slot; the header tests it; the body starts by
    /// assigning the variable and advancing the counter, so that
    /// `continue` goes straight to the header.
    fn for_range(&mut self, f: &ast::StmtFor, next: TargetId) -> Res<()> {
        let loc = loc_of(f);
        let Expr::Name(var) = &*f.target else {
            return error(
                loc_of(&*f.target),
                "a 'for' target other than a name is not supported",
            );
        };
        let range = match &*f.iter {
            Expr::Call(c)
                if matches!(&*c.func, Expr::Name(n) if n.id.as_str() == "range")
                    && c.keywords.is_empty()
                    && (1..=3).contains(&c.args.len()) =>
            {
                c
            }
            other => {
                return error(
                    loc_of(other),
                    "'for' over anything but range(...) with 1 to 3 arguments is not supported",
                )
            }
        };
        let mut bounds = Vec::new();
        for a in &range.args {
            let v = self.expr(a)?;
            bounds.push((self.as_int(v), const_int(a)));
        }
        self.f.loc = Some(loc);
        let (start, stop, step) = match bounds.as_slice() {
            [stop] => ((self.int(0), Some(0)), *stop, (self.int(1), Some(1))),
            [start, stop] => (*start, *stop, (self.int(1), Some(1))),
            [start, stop, step] => (*start, *stop, *step),
            _ => unreachable!("checked: 1 to 3 arguments"),
        };
        match step.1 {
            Some(0) | None => {
                let zero = self.int(0);
                let ok = self.cmp(CmpIPredicate::Ne, step.0, zero);
                self.check(ok, "ValueError: range() arg 3 must not be zero");
            }
            _ => {}
        }
        let counter = self.hidden_slot(&format!("range{}", self.line(f)), Ty::Int, loc);
        self.emit(&memref::STORE, &[start.0, counter], &[], None);
        let header = self.new_block(&format!("L{}", self.line(f)));
        let header_t = self.placed_target(header);
        self.br(header_t, &[]);
        self.f.cur = Some(header);
        let i = self.value(&memref::LOAD, &[counter], Ty::Int, None).v;
        let more = match step.1 {
            Some(s) if s > 0 => self.cmp(CmpIPredicate::Slt, i, stop.0),
            Some(s) if s < 0 => self.cmp(CmpIPredicate::Sgt, i, stop.0),
            _ => {
                let zero = self.int(0);
                let up = self.cmp(CmpIPredicate::Sgt, step.0, zero);
                let below = self.cmp(CmpIPredicate::Slt, i, stop.0);
                let above = self.cmp(CmpIPredicate::Sgt, i, stop.0);
                self.select(up, below, above, Ty::Bool)
            }
        };
        let body = self.new_target();
        let exit = self.else_target(&f.orelse, next);
        self.cond_br(more, body, exit, &[], &[]);
        self.f.loc = Some(loc_of(&f.body[0]));
        self.f.cur = self.place(body, &format!("L{}", self.line(&f.body[0])));
        self.f.loc = Some(loc_of(&*f.target));
        self.write(
            &var.id,
            Val {
                v: i,
                ty: Ty::Int,
                src: None,
            },
            loc_of(var),
        )?;
        let advanced = self.binary(&arith::ADDI, i, step.0, Ty::Int);
        self.emit(&memref::STORE, &[advanced, counter], &[], None);
        self.f.loops.push((header_t, next));
        self.stmts(&f.body, header_t)?;
        self.f.loops.pop();
        self.orelse(&f.orelse, exit, next)
    }

    /// The right-hand side of an assignment: one value, or a tuple's
    /// values, all evaluated before any is stored.
    fn rhs(&mut self, e: &Expr) -> Res<Vec<Val>> {
        match e {
            Expr::Tuple(t) => t.elts.iter().map(|e| self.expr(e)).collect(),
            e => Ok(vec![self.expr(e)?]),
        }
    }

    fn assign(&mut self, target: &Expr, value: &[Val], loc: Loc) -> Res<()> {
        self.f.loc = Some(loc_of(target));
        match (target, value) {
            (Expr::Name(n), [v]) => self.write(&n.id, *v, loc),
            (Expr::Tuple(t), values) if t.elts.len() == values.len() => {
                for (e, v) in t.elts.iter().zip(values) {
                    let Expr::Name(n) = e else {
                        return error(loc_of(e), format!("{} as an assignment target is not supported", expr_construct(e)));
                    };
                    self.write(&n.id, *v, loc_of(e))?;
                }
                Ok(())
            }
            (Expr::Tuple(_), _) | (Expr::Name(_), _) => error(
                loc_of(target),
                "unpacking other than a tuple of names from a tuple of the same length is not supported",
            ),
            (other, _) => error(loc_of(other), format!("{} as an assignment target is not supported", expr_construct(other))),
        }
    }

    // ---- expressions ----

    /// `v` as an `int` (a bool is 0 or 1, as in Python).
    fn as_int(&mut self, v: Val) -> ValueId {
        match v.ty {
            Ty::Int => v.v,
            Ty::Bool => self.value(&arith::EXTUI, &[v.v], Ty::Int, None).v,
        }
    }

    /// Python's truth of `v`.
    fn truth(&mut self, v: Val) -> ValueId {
        match v.ty {
            Ty::Bool => v.v,
            Ty::Int => {
                let zero = self.int(0);
                self.cmp(CmpIPredicate::Ne, v.v, zero)
            }
        }
    }

    /// Branches to `t` if `e` is true, else to `f`; `and`, `or` and `not`
    /// become branches.
    fn cond(&mut self, e: &Expr, t: TargetId, f: TargetId) -> Res<()> {
        self.enter(loc_of(e))?;
        match e {
            Expr::BoolOp(b) => {
                let (what, last) = (b.op, b.values.len() - 1);
                for (i, v) in b.values.iter().enumerate() {
                    if i == last {
                        self.cond(v, t, f)?;
                        break;
                    }
                    let rest = self.new_target();
                    match what {
                        BoolOp::And => self.cond(v, rest, f)?,
                        BoolOp::Or => self.cond(v, t, rest)?,
                    }
                    let suffix = if what == BoolOp::And { "and" } else { "or" };
                    let name = format!("L{}_{suffix}", self.line(&b.values[i + 1]));
                    self.f.cur = self.place(rest, &name);
                }
            }
            Expr::UnaryOp(u) if u.op == UnaryOp::Not => self.cond(&u.operand, f, t)?,
            _ => {
                let v = self.expr(e)?;
                self.f.loc = Some(loc_of(e));
                let c = self.truth(v);
                self.cond_br(c, t, f, &[], &[]);
            }
        }
        self.f.depth -= 1;
        Ok(())
    }

    fn expr(&mut self, e: &Expr) -> Res<Val> {
        let loc = loc_of(e);
        self.enter(loc)?;
        let v = self.expr_inner(e, loc)?;
        self.f.depth -= 1;
        Ok(v)
    }

    fn expr_inner(&mut self, e: &Expr, loc: Loc) -> Res<Val> {
        match e {
            Expr::Constant(c) => {
                self.f.loc = Some(loc);
                match &c.value {
                    Constant::Bool(b) => Ok(self.constant(Attribute::Int(u64::from(*b)), Ty::Bool)),
                    Constant::Int(i) => {
                        let v = fit_i64(i).ok_or(()).or_else(|()| {
                            error(
                                loc,
                                "an integer literal outside the 64-bit range is not supported",
                            )
                        })?;
                        Ok(self.constant(int_attr(v), Ty::Int))
                    }
                    Constant::Str(_) | Constant::Bytes(_) => {
                        error(loc, "strings are not supported")
                    }
                    Constant::Float(_) => error(loc, "floats are not supported"),
                    Constant::Complex { .. } => error(loc, "complex numbers are not supported"),
                    Constant::None => error(loc, "None is not supported"),
                    Constant::Ellipsis | Constant::Tuple(_) => {
                        error(loc, "this constant is not supported")
                    }
                }
            }
            Expr::Name(n) => {
                self.f.loc = Some(loc);
                self.read(&n.id, loc)
            }
            Expr::UnaryOp(u) => {
                if let (UnaryOp::USub, Expr::Constant(c)) = (u.op, &*u.operand) {
                    if let Constant::Int(i) = &c.value {
                        self.f.loc = Some(loc);
                        let v = fit_i64(&-i.clone()).ok_or(()).or_else(|()| {
                            error(
                                loc,
                                "an integer literal outside the 64-bit range is not supported",
                            )
                        })?;
                        return Ok(self.constant(int_attr(v), Ty::Int));
                    }
                }
                let x = self.expr(&u.operand)?;
                self.f.loc = Some(loc);
                Ok(match u.op {
                    UnaryOp::Not => {
                        let c = self.truth(x);
                        let t = self.constant(Attribute::Int(1), Ty::Bool).v;
                        Val {
                            v: self.binary(&arith::XORI, c, t, Ty::Bool),
                            ty: Ty::Bool,
                            src: None,
                        }
                    }
                    UnaryOp::USub => {
                        let (zero, x) = (self.int(0), self.as_int(x));
                        Val {
                            v: self.binary(&arith::SUBI, zero, x, Ty::Int),
                            ty: Ty::Int,
                            src: None,
                        }
                    }
                    UnaryOp::UAdd => Val {
                        v: self.as_int(x),
                        ty: Ty::Int,
                        src: None,
                    },
                    UnaryOp::Invert => {
                        let (ones, x) = (self.int(-1), self.as_int(x));
                        Val {
                            v: self.binary(&arith::XORI, x, ones, Ty::Int),
                            ty: Ty::Int,
                            src: None,
                        }
                    }
                })
            }
            Expr::BinOp(b) => {
                // The left spine (`a + b + c + ...`) is a loop, not a nesting.
                let mut spine = vec![b];
                while let Expr::BinOp(inner) = &*spine[spine.len() - 1].left {
                    spine.push(inner);
                    if spine.len() > MAX_CHAIN {
                        return error(
                            loc,
                            format!("a chain of more than {MAX_CHAIN} operators is not supported"),
                        );
                    }
                }
                let mut l = self.expr(&spine[spine.len() - 1].left)?;
                for b in spine.iter().rev() {
                    let r = self.expr(&b.right)?;
                    let loc = loc_of(*b);
                    self.f.loc = Some(loc);
                    l = self.binop(b.op, l, r, loc)?;
                }
                Ok(l)
            }
            Expr::BoolOp(b) => self.bool_value(b, loc),
            Expr::Compare(c) => self.compare(c, loc),
            Expr::IfExp(i) => {
                let (then, otherwise, join) =
                    (self.new_target(), self.new_target(), self.new_target());
                self.cond(&i.test, then, otherwise)?;
                let line = self.line(e);
                self.f.cur = self.place(then, &format!("L{line}_then"));
                let a = self.expr(&i.body)?;
                self.f.loc = Some(loc);
                self.br(join, &[a.v]);
                self.f.cur = self.place(otherwise, &format!("L{line}_else"));
                let b = self.expr(&i.orelse)?;
                self.f.loc = Some(loc);
                let src = self.unify(a, b, loc, "a conditional expression")?;
                self.br(join, &[b.v]);
                self.join(join, a.ty, src, &format!("L{line}_join"))
            }
            Expr::Call(c) => match self.call(c, loc)? {
                Some(v) => Ok(v),
                None => error(
                    loc,
                    "this call returns None, which is not supported as a value",
                ),
            },
            other => error(loc, format!("{} is not supported", expr_construct(other))),
        }
    }

    /// Places `join`, whose single argument of type `ty` is the value.
    fn join(&mut self, join: TargetId, ty: Ty, src: Src, name: &str) -> Res<Val> {
        let b = self.place(join, name).expect("branched to");
        let t = self.type_id(ty);
        let v = self.ir.add_block_arg(b, t);
        self.f.cur = Some(b);
        Ok(Val { v, ty, src })
    }

    /// The guess the common type of `a` and `b` (operands of `what`) rests
    /// on; a different type corrects a guess, or is an error.
    fn unify(&self, a: Val, b: Val, loc: Loc, what: &str) -> Res<Src> {
        if a.ty == b.ty {
            return Ok(a.src.or(b.src));
        }
        match (a.src, b.src) {
            (Some(guess), _) => Err(Stop::Retry(self.guesses[guess].clone(), b.ty)),
            (None, Some(guess)) => Err(Stop::Retry(self.guesses[guess].clone(), a.ty)),
            (None, None) => error(
                loc,
                format!("{what} with an int and a bool operand is not supported (give all operands one type)"),
            ),
        }
    }

    /// `a and b and c` / `a or b`: each operand's value decides whether the
    /// next one is evaluated; the result is the last operand evaluated.
    fn bool_value(&mut self, b: &ast::ExprBoolOp, loc: Loc) -> Res<Val> {
        let join = self.new_target();
        let suffix = if b.op == BoolOp::And { "and" } else { "or" };
        let mut first: Option<Val> = None;
        let mut src = None;
        for (i, e) in b.values.iter().enumerate() {
            let v = self.expr(e)?;
            self.f.loc = Some(loc);
            let what = format!("'{suffix}'");
            src = src.or(self.unify(*first.get_or_insert(v), v, loc_of(e), &what)?);
            if i + 1 == b.values.len() {
                self.br(join, &[v.v]);
                break;
            }
            let c = self.truth(v);
            let rest = self.new_target();
            match b.op {
                BoolOp::And => self.cond_br(c, rest, join, &[], &[v.v]),
                BoolOp::Or => self.cond_br(c, join, rest, &[v.v], &[]),
            }
            let name = format!("L{}_{suffix}", self.line(&b.values[i + 1]));
            self.f.cur = self.place(rest, &name);
        }
        let name = format!("L{}_join", self.line(b));
        let ty = first.expect("two operands or more").ty;
        self.join(join, ty, src, &name)
    }

    /// `a < b < c`: `b` evaluated once, `c` only if `a < b`.
    fn compare(&mut self, c: &ast::ExprCompare, loc: Loc) -> Res<Val> {
        let mut left = self.expr(&c.left)?;
        let join = (c.ops.len() > 1).then(|| self.new_target());
        for (i, (op, right)) in c.ops.iter().zip(&c.comparators).enumerate() {
            let r = self.expr(right)?;
            self.f.loc = Some(loc);
            let p = match op {
                CmpOp::Eq => CmpIPredicate::Eq,
                CmpOp::NotEq => CmpIPredicate::Ne,
                CmpOp::Lt => CmpIPredicate::Slt,
                CmpOp::LtE => CmpIPredicate::Sle,
                CmpOp::Gt => CmpIPredicate::Sgt,
                CmpOp::GtE => CmpIPredicate::Sge,
                CmpOp::Is | CmpOp::IsNot => return error(loc, "'is' is not supported"),
                CmpOp::In | CmpOp::NotIn => return error(loc, "'in' is not supported"),
            };
            let result = if left.ty == Ty::Bool && r.ty == Ty::Bool {
                let unsigned = match p {
                    CmpIPredicate::Slt => CmpIPredicate::Ult,
                    CmpIPredicate::Sle => CmpIPredicate::Ule,
                    CmpIPredicate::Sgt => CmpIPredicate::Ugt,
                    CmpIPredicate::Sge => CmpIPredicate::Uge,
                    p => p,
                };
                self.cmp(unsigned, left.v, r.v)
            } else {
                let (a, b) = (self.as_int(left), self.as_int(r));
                self.cmp(p, a, b)
            };
            let Some(join) = join else {
                return Ok(Val {
                    v: result,
                    ty: Ty::Bool,
                    src: None,
                });
            };
            if i + 1 == c.ops.len() {
                self.br(join, &[result]);
                break;
            }
            let rest = self.new_target();
            self.cond_br(result, rest, join, &[], &[result]);
            let name = format!("L{}_cmp", self.line(&c.comparators[i + 1]));
            self.f.cur = self.place(rest, &name);
            left = r;
        }
        let name = format!("L{}_join", self.line(c));
        self.join(join.expect("a chain"), Ty::Bool, None, &name)
    }

    /// `l op r` with Python's semantics on `i64` (wrapping; see the README).
    fn binop(&mut self, op: Operator, l: Val, r: Val, loc: Loc) -> Res<Val> {
        let both_bool = l.ty == Ty::Bool && r.ty == Ty::Bool;
        let bitwise = match op {
            Operator::BitAnd => Some(&arith::ANDI),
            Operator::BitOr => Some(&arith::ORI),
            Operator::BitXor => Some(&arith::XORI),
            _ => None,
        };
        // The type of `&`, `|`, `^` follows the operands'.
        let src = bitwise.and(l.src.or(r.src));
        if let (Some(code), true) = (bitwise, both_bool) {
            let v = self.binary(code, l.v, r.v, Ty::Bool);
            return Ok(Val {
                v,
                ty: Ty::Bool,
                src,
            });
        }
        let (a, b) = (self.as_int(l), self.as_int(r));
        let v = match op {
            Operator::Add => self.binary(&arith::ADDI, a, b, Ty::Int),
            Operator::Sub => self.binary(&arith::SUBI, a, b, Ty::Int),
            Operator::Mult => self.binary(&arith::MULI, a, b, Ty::Int),
            Operator::BitAnd => self.binary(&arith::ANDI, a, b, Ty::Int),
            Operator::BitOr => self.binary(&arith::ORI, a, b, Ty::Int),
            Operator::BitXor => self.binary(&arith::XORI, a, b, Ty::Int),
            Operator::FloorDiv | Operator::Mod => {
                self.floor_div_mod(op == Operator::FloorDiv, a, b)
            }
            Operator::LShift | Operator::RShift => self.shift(op == Operator::LShift, a, b),
            Operator::Div => {
                return error(
                    loc,
                    "'/' (true division, a float) is not supported: use '//'",
                )
            }
            Operator::Pow => return error(loc, "'**' is not supported"),
            Operator::MatMult => return error(loc, "'@' is not supported"),
        };
        Ok(Val {
            v,
            ty: Ty::Int,
            src,
        })
    }

    /// `a // b` or `a % b`, rounding toward negative infinity (the result
    /// of `%` has the sign of `b`); `ZeroDivisionError` when `b` is 0.
    fn floor_div_mod(&mut self, div: bool, a: ValueId, b: ValueId) -> ValueId {
        if !self.is_nonzero_constant(b) {
            let zero = self.int(0);
            let ok = self.cmp(CmpIPredicate::Ne, b, zero);
            // CPython's messages.
            self.check(
                ok,
                if div {
                    "ZeroDivisionError: integer division or modulo by zero"
                } else {
                    "ZeroDivisionError: integer modulo by zero"
                },
            );
        }
        let q = self.binary(&arith::DIVSI, a, b, Ty::Int);
        let r = self.binary(&arith::REMSI, a, b, Ty::Int);
        // Adjust when the remainder is non-zero and its sign differs from b's.
        let zero = self.int(0);
        let signs = self.binary(&arith::XORI, r, b, Ty::Int);
        let differ = self.cmp(CmpIPredicate::Slt, signs, zero);
        let inexact = self.cmp(CmpIPredicate::Ne, r, zero);
        let adjust = self.binary(&arith::ANDI, differ, inexact, Ty::Bool);
        if div {
            let one = self.int(1);
            let lower = self.binary(&arith::SUBI, q, one, Ty::Int);
            self.select(adjust, lower, q, Ty::Int)
        } else {
            let wrapped = self.binary(&arith::ADDI, r, b, Ty::Int);
            self.select(adjust, wrapped, r, Ty::Int)
        }
    }

    fn is_nonzero_constant(&self, v: ValueId) -> bool {
        self.constant_value(v).is_some_and(|c| c != 0)
    }

    fn constant_value(&self, v: ValueId) -> Option<i64> {
        let op = self.ir.defining_op(v)?;
        match (self.ir.op_code(op) == &arith::CONSTANT, self.ir.op_attr(op)) {
            (true, Some(Attribute::Int(bits))) => Some(*bits as i64),
            _ => None,
        }
    }

    /// `a << b` / `a >> b`: `ValueError` for a negative count; a count of
    /// 64 or more gives what wrapping gives (0 for `<<`, the sign for `>>`).
    fn shift(&mut self, left: bool, a: ValueId, b: ValueId) -> ValueId {
        let count = self.constant_value(b);
        if count.is_none_or(|c| c < 0) {
            let zero = self.int(0);
            let ok = self.cmp(CmpIPredicate::Sge, b, zero);
            self.check(ok, "ValueError: negative shift count");
        }
        if count.is_some_and(|c| (0..64).contains(&c)) {
            let code = if left { &arith::SHLI } else { &arith::SHRSI };
            return self.binary(code, a, b, Ty::Int);
        }
        let max = self.int(63);
        let clamped = self.binary(&arith::MINSI, b, max, Ty::Int);
        if left {
            let shifted = self.binary(&arith::SHLI, a, clamped, Ty::Int);
            let big = self.cmp(CmpIPredicate::Sgt, b, max);
            let zero = self.int(0);
            self.select(big, zero, shifted, Ty::Int)
        } else {
            self.binary(&arith::SHRSI, a, clamped, Ty::Int)
        }
    }

    /// `print(...)`, a call of a function of the file, or of an external one.
    fn call(&mut self, c: &ast::ExprCall, loc: Loc) -> Res<Option<Val>> {
        let Expr::Name(callee) = &*c.func else {
            return error(
                loc_of(&*c.func),
                "calling anything but a function by its name is not supported",
            );
        };
        if let Some(k) = c.keywords.first() {
            return error(loc_of(k), "keyword arguments are not supported");
        }
        let mut args = Vec::new();
        for a in &c.args {
            if let Expr::Starred(_) = a {
                return error(loc_of(a), "star-arguments are not supported");
            }
            args.push(self.expr(a)?);
        }
        self.f.loc = Some(loc);
        let name = callee.id.as_str();
        if name == "print" {
            for a in args {
                let (f, ty) = match a.ty {
                    Ty::Int => (PRINT_INT, self.i64),
                    Ty::Bool => (PRINT_BOOL, self.i1),
                };
                self.external(f, &[ty], &[], loc);
                self.call_op(f, &[a.v], &[]);
            }
            self.external(PRINT_NEWLINE, &[], &[], loc);
            self.call_op(PRINT_NEWLINE, &[], &[]);
            return Ok(None);
        }
        if name == "range" {
            return error(loc, "range(...) outside a 'for' is not supported");
        }
        if name == "main" {
            return error(
                loc,
                "'main' names the function of the module's own statements and cannot be called",
            );
        }
        if let Some(def) = self.defs.get(name) {
            let (count, returns_value) = (def.params.len(), def.returns_value);
            if count != args.len() {
                return error(
                    loc,
                    format!(
                        "'{name}' takes {count} argument{} but {} were given",
                        if count == 1 { "" } else { "s" },
                        args.len()
                    ),
                );
            }
            for (i, a) in args.iter().enumerate() {
                self.ty(
                    Key::Param(name.to_string(), i),
                    Some((a.ty, a.src)),
                    loc_of(&c.args[i]),
                )?;
            }
            let values: Vec<ValueId> = args.iter().map(|a| a.v).collect();
            if !returns_value {
                self.call_op(name, &values, &[]);
                return Ok(None);
            }
            let (ty, src) = self.ty(Key::Result(name.to_string()), None, loc)?;
            let t = self.type_id(ty);
            let op = self.call_op(name, &values, &[t]);
            let v = self.ir.result(op, 0);
            return Ok(Some(Val { v, ty, src }));
        }
        if !is_ir_name(name) {
            return error(
                loc,
                format!("calling '{name}' (not an ASCII name) is not supported"),
            );
        }
        let types: Vec<TypeId> = args.iter().map(|a| self.type_id(a.ty)).collect();
        let i64 = self.i64;
        self.external(name, &types, &[i64], loc);
        let (known, _) = &self.externals[name];
        if known.len() != args.len() || known.iter().zip(&args).any(|(&k, a)| k != a.ty) {
            return error(
                loc,
                format!("external function '{name}' is called with other argument types elsewhere"),
            );
        }
        let values: Vec<ValueId> = args.iter().map(|a| a.v).collect();
        let op = self.call_op(name, &values, &[i64]);
        Ok(Some(Val {
            v: self.ir.result(op, 0),
            ty: Ty::Int,
            src: None,
        }))
    }

    /// Declares external function `name` the first time it is called.
    fn external(&mut self, name: &str, inputs: &[TypeId], results: &[TypeId], loc: Loc) {
        if self.externals.contains_key(name) {
            return;
        }
        let tys = inputs
            .iter()
            .map(|&t| if t == self.i1 { Ty::Bool } else { Ty::Int })
            .collect();
        let op = self.func_op(
            name,
            inputs.to_vec(),
            results.to_vec(),
            Visibility::Private,
            loc,
            false,
        );
        self.externals.insert(name.to_string(), (tys, op));
    }

    fn call_op(&mut self, callee: &str, args: &[ValueId], results: &[TypeId]) -> OpId {
        self.emit(
            &func::CALL,
            args,
            results,
            Some(Attribute::Symbol(callee.into())),
        )
    }
}

/// The error for `key` observed as `o` but known as `t`.
fn conflict(key: &Key, o: Ty, t: Ty) -> String {
    match key {
        Key::Var(_, name) => format!(
            "'{name}' is assigned {} here but holds {} elsewhere: a variable keeps one type in its function",
            o.name(),
            t.name()
        ),
        Key::Param(f, i) => format!(
            "argument {} of '{f}' is {} here but {} elsewhere: a parameter keeps one type",
            i + 1,
            o.name(),
            t.name()
        ),
        Key::Result(f) => format!(
            "'{f}' returns {} here but {} elsewhere: a function returns one type",
            o.name(),
            t.name()
        ),
    }
}

/// Can `name` be an MLIR value or symbol name as it is?
fn is_ir_name(name: &str) -> bool {
    name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

fn fit_i64(i: &BigInt) -> Option<i64> {
    i64::try_from(i).ok()
}

/// The integer value of a literal (for constant `range` bounds).
fn const_int(e: &Expr) -> Option<i64> {
    match e {
        Expr::Constant(c) => match &c.value {
            Constant::Int(i) => fit_i64(i),
            _ => None,
        },
        Expr::UnaryOp(u) if u.op == UnaryOp::USub => {
            const_int(&u.operand).and_then(i64::checked_neg)
        }
        _ => None,
    }
}
