//! Op definitions and the open op registry. Each dialect file defines its
//! ops as `OpDef` statics: name, traits, custom assembly (parse and print),
//! verifier, evaluation and [`Interfaces`], so that an op's whole behaviour
//! lives in one place and passes ask interfaces instead of naming ops
//! (MLIR's op interfaces: `ControlFlowInterfaces.td`,
//! `SideEffectInterfaces.td`, `MemorySlotInterfaces.td`). An `OpCode` is a
//! reference to the static; two opcodes are equal when they are the same
//! static.
//!
//! The op table is open (MLIR's `DialectRegistry`): the dialects of this
//! crate are registered on first use, and a [`Dialect`] defined in another
//! crate joins them with [`register`]. The IR stores an op's code as its
//! index in the table (2 bytes instead of a pointer); reading the table is
//! one atomic load, registering a dialect O(its ops) under a lock.

pub mod arith;
pub mod builtin;
pub mod cf;
pub mod func;
pub mod memref;
pub mod opaque;
pub mod ub;

use crate::diagnostic::Diagnostic;
use crate::ir::{Ir, Loc, OpId, SymbolTable, TypeId, ValueId};
use crate::parser::{OpParser, PResult, ParsedOp};
use crate::printer::OpPrinter;
use crate::semantics::IntValue;
use crate::semantics::{Scalar, UndefinedBehaviour};
use rustc_hash::FxBuildHasher;
use std::hash::BuildHasher;
use std::sync::{Mutex, MutexGuard, Once, OnceLock};

/// An op's identity: its definition.
pub type OpCode = &'static OpDef;

/// Properties passes rely on (MLIR's traits; memory effects are in
/// [`Interfaces::effects`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Traits(u16);

impl Traits {
    pub const NONE: Traits = Traits(0);
    /// Ends a block; may have successors.
    pub const TERMINATOR: Traits = Traits(1);
    /// Returns from the enclosing function.
    pub const RETURN: Traits = Traits(1 << 1);
    /// No side effects: removable when its results are unused.
    pub const PURE: Traits = Traits(1 << 2);
    /// Operands may be swapped.
    pub const COMMUTATIVE: Traits = Traits(1 << 3);
    /// May do anything (calls, opaque ops): never removed or reordered.
    pub const UNKNOWN_EFFECTS: Traits = Traits(1 << 7);
    /// Produces a constant from its attribute alone.
    pub const CONSTANT: Traits = Traits(1 << 8);
    /// Its result is operand 1 when operand 0 is true, else operand 2
    /// (LLVM's `select`): a known condition picks a side whatever the other
    /// side is.
    pub const SELECT: Traits = Traits(1 << 9);
    /// Its regions see no value defined outside them (MLIR's
    /// `IsolatedFromAbove`).
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 10);
    /// A function (MLIR's `FunctionOpInterface` and `Symbol`): its
    /// attribute is [`FuncAttrs`](crate::ir::FuncAttrs) (symbol name,
    /// visibility, signature) and its one region the body, empty for a
    /// declaration. Printed and parsed in the function syntax
    /// (`name @f(%a: i32) -> i32 { ... }`), named, verified and run over by
    /// function passes like `func.func`.
    pub const FUNCTION: Traits = Traits(1 << 11);
    /// Memory allocated on the stack inside its regions is freed when it
    /// returns (MLIR's `AutomaticAllocationScope`).
    pub const ALLOCATION_SCOPE: Traits = Traits(1 << 12);
    /// Allocates on the stack of the nearest enclosing
    /// [`ALLOCATION_SCOPE`](Traits::ALLOCATION_SCOPE), so it needs one
    /// (the check of MLIR's `memref.alloca` verifier).
    pub const NEEDS_ALLOCATION_SCOPE: Traits = Traits(1 << 13);

    /// Both sets.
    pub const fn with(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }

    /// Does `self` include all of `other`?
    pub const fn has(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
}

/// Parses the custom assembly after the op name.
pub type ParseFn = fn(&mut OpParser<'_, '_>) -> PResult<ParsedOp>;
/// Prints the custom assembly after the op name.
pub type PrintFn = fn(&mut OpPrinter<'_>, OpId);
/// Checks the op's own rules (operand and result types, attributes).
pub type VerifyFn = fn(&VerifyCx<'_>, OpId) -> Result<(), Diagnostic>;

/// What an op verifier may consult: the IR and the module's symbol table.
pub struct VerifyCx<'a> {
    pub ir: &'a Ir,
    pub symbols: &'a SymbolTable,
}

impl VerifyCx<'_> {
    /// An error on `op`, prefixed with the op's name as MLIR does.
    pub fn error(&self, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
        Diagnostic::error(
            self.ir.op_loc(op),
            format!("'{}' op {message}", self.ir.op_code(op).name),
        )
    }

    /// A type, printed.
    pub fn show(&self, ty: crate::ir::TypeId) -> String {
        self.ir.types.display(ty).to_string()
    }

    /// Requires `op` to have `results` results and `operands` operands, in
    /// MLIR's words and order. Custom forms guarantee their op's shape; the generic
    /// form can give any, so every verifier that indexes operands or
    /// results checks this first.
    pub fn shape(&self, op: OpId, operands: usize, results: usize) -> Result<(), Diagnostic> {
        let (found, found_results) = (self.ir.operands(op).len(), self.ir.num_results(op));
        if found_results != results {
            return Err(self.error(
                op,
                match results {
                    0 => "requires zero results".to_string(),
                    1 => "requires one result".to_string(),
                    n => format!("expected {n} results"),
                },
            ));
        }
        if found != operands {
            return Err(self.error(
                op,
                match operands {
                    0 => "requires zero operands".to_string(),
                    1 => "requires a single operand".to_string(),
                    n => format!("expected {n} operands, but found {found}"),
                },
            ));
        }
        Ok(())
    }

    /// Requires every operand and result of `op` to have one type, and
    /// returns it.
    pub fn same_type(&self, op: OpId) -> Result<crate::ir::TypeId, Diagnostic> {
        let ir = self.ir;
        let mut types = ir
            .operands(op)
            .iter()
            .map(|&v| ir.value_type(v))
            .chain(ir.results(op).map(|v| ir.value_type(v)));
        let Some(first) = types.next() else {
            return Err(self.error(op, "requires operands or results"));
        };
        if types.any(|t| t != first) {
            return Err(self.error(op, "requires the same type for all operands and results"));
        }
        Ok(first)
    }
}

/// Computes a pure op's single result from its operands' values: the one
/// definition of the op's arithmetic, used by the interpreter and by
/// constant folding alike.
pub type EvalFn = fn(&Ir, OpId, &[Scalar]) -> Result<Scalar, UndefinedBehaviour>;

/// The values of a pure op's results, in order.
pub type Results = smallvec::SmallVec<[Scalar; 2]>;

/// Computes every result of a pure op of several results from its
/// operands' values ([`EvalFn`] for ops of one): shared by the interpreter
/// and constant folding alike.
pub type EvalResultsFn = fn(&Ir, OpId, &[Scalar]) -> Result<Results, UndefinedBehaviour>;

/// Everything about one operation.
pub struct OpDef {
    /// Full name, e.g. `arith.addi`.
    pub name: &'static str,
    pub traits: Traits,
    pub parse: ParseFn,
    pub print: PrintFn,
    pub verify: VerifyFn,
    /// The value of the result, for pure single-result ops (the folding
    /// interface). Ops with effects (memory, control flow, calls) are
    /// executed by the interpreter's machine ([`Interfaces::interp`]).
    pub eval: Option<EvalFn>,
    pub interfaces: Interfaces,
}

/// What passes, the interpreter and the LLVM lowering ask of an op instead
/// of testing its name. [`Interfaces::NONE`] is an op with none of them.
#[derive(Copy, Clone)]
pub struct Interfaces {
    /// Memory effects (MLIR's `MemoryEffectOpInterface`); an op with
    /// [`Traits::UNKNOWN_EFFECTS`] may have any effect besides.
    pub effects: &'static [MemoryEffect],
    /// A branch (MLIR's `BranchOpInterface`).
    pub branch: Option<&'static BranchInterface>,
    /// Its role for `mem2reg` (MLIR's `PromotableAllocationOpInterface` and
    /// `PromotableMemOpInterface`).
    pub slot: Option<SlotRole>,
    /// How the interpreter executes it.
    pub interp: Exec,
    /// Emits its LLVM IR (with the `llvm` feature; `None` without).
    pub llvm: Option<LlvmLowerFn>,
    /// How the textbooks write it (the textbook printers); `None` (or a
    /// hook answering `None`) writes `name(operands)`.
    pub notation: Option<NotationFn>,
    /// The symbol of the function it calls (MLIR's `CallOpInterface`).
    pub callee: Option<CalleeFn>,
    /// Makes constants (MLIR's `Dialect::materializeConstant`): passes that
    /// fold ask [`materialize_constant`], never an op by name.
    pub materialize: Option<MaterializeFn>,
    /// Makes slots and their accesses, on an allocation op (MLIR's
    /// `PromotableAllocationOpInterface`): passes that spill or promote ask
    /// [`slot_builder`] or the slot's allocation.
    pub slot_builder: Option<&'static SlotBuilder>,
    /// The values of the results of a pure op of several results (the
    /// folding interface of [`OpDef::eval`], for more than one result).
    pub eval_results: Option<EvalResultsFn>,
    /// The names its results get when the input gives them none, one per
    /// result (MLIR's `OpAsmOpInterface::getAsmResultNames`); the printer
    /// then names each result on its own (`%sum, %overflow = ...`).
    pub result_names: Option<&'static [&'static str]>,
}

impl Interfaces {
    /// No interface: no memory effects, not a branch nor a slot access,
    /// executed through `eval` if it has one, not lowered to LLVM.
    pub const NONE: Interfaces = Interfaces {
        effects: &[],
        branch: None,
        slot: None,
        interp: Exec::Eval,
        llvm: None,
        notation: None,
        callee: None,
        materialize: None,
        slot_builder: None,
        eval_results: None,
        result_names: None,
    };
}

/// The callee symbol of a call op.
pub type CalleeFn = for<'a> fn(&'a Ir, OpId) -> &'a str;

/// A detached op at `loc` of result type `ty` making the constant `value`,
/// or `None` when the op cannot make it.
pub type MaterializeFn = fn(&mut Ir, Scalar, TypeId, Loc) -> Option<OpId>;

/// How to make a single-element memory slot and access it: each function
/// returns a detached op (MLIR's `PromotableAllocationOpInterface`, and the
/// allocate / load / store ops of its dialect).
pub struct SlotBuilder {
    /// A fresh slot holding one value of type `element` (result 0).
    pub allocate: fn(&mut Ir, element: TypeId) -> OpId,
    /// Reads the value of `slot` (result 0).
    pub load: fn(&mut Ir, slot: ValueId) -> OpId,
    /// Writes `value` into `slot`.
    pub store: fn(&mut Ir, value: ValueId, slot: ValueId) -> OpId,
    /// The value a slot holds before its first store (MLIR's
    /// `getDefaultValue`), of type `element` (result 0).
    pub default_value: fn(&mut Ir, element: TypeId) -> OpId,
}

/// How the textbooks write an op (Appel ch. 19; Cooper and Torczon ch. 9):
/// `a_1 = x_0 + y_0`, `goto L8`, `return a_4`.
#[derive(Clone, PartialEq, Debug)]
pub enum Notation<'a> {
    /// A constant: its literal value, written in place of its uses.
    Literal(Scalar),
    /// `a + b`: operands 0 and 1 either side of the symbol.
    Infix(&'static str),
    /// `c ? a : b` of operands 0, 1 and 2.
    Conditional,
    /// `f(a, b)`: the named function applied to all operands.
    Call(&'a str),
    /// `goto L` to successor 0.
    Goto,
    /// `if c goto L1 else L2`: operand 0 picks successor 0 or 1.
    IfGoto,
    /// `switch c: default goto L0, 3 goto L1`: operand 0 against these
    /// cases, successor 0 the default.
    Switch(&'a [i64]),
    /// `return a, b`.
    Return,
}

/// An op's [`Notation`], if it has one.
pub type NotationFn = for<'a> fn(&'a Ir, OpId) -> Option<Notation<'a>>;

/// Emits the LLVM IR of one op.
#[cfg(feature = "llvm")]
pub type LlvmLowerFn = crate::target::llvm::LowerFn;
/// Emits the LLVM IR of one op (built without the `llvm` feature: never
/// set).
#[cfg(not(feature = "llvm"))]
pub type LlvmLowerFn = fn(std::convert::Infallible);

/// A kind of memory effect (MLIR's `MemoryEffects`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum EffectKind {
    Read,
    Write,
    Allocate,
    Free,
}

/// One memory effect of an op: what it does, on the memory an operand
/// addresses or a result is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct MemoryEffect {
    pub kind: EffectKind,
    pub on: EffectOn,
}

/// The value a [`MemoryEffect`] is on.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum EffectOn {
    Operand(u8),
    Result(u8),
}

/// The successor a branch takes when its condition (operand 0) is the
/// integer `value`.
pub type SelectFn = fn(&Ir, OpId, IntValue) -> usize;
/// Rebuilds a branch keeping successor 0 and those for which the predicate
/// holds; returns the new op.
pub type RetainFn = fn(&mut Ir, OpId, &dyn Fn(usize) -> bool) -> OpId;

/// A terminator whose successor operands `i` are passed to its target's
/// block argument `i` (MLIR's `BranchOpInterface`). Terminators with
/// successors but without it (opaque ops) pass values in ways no pass
/// knows.
pub struct BranchInterface {
    /// `Some` for a conditional branch: operand 0 is the condition and
    /// this says which successor a known value of it takes. `None`: one
    /// successor, always taken.
    pub select: Option<SelectFn>,
    /// `Some` if the branch can drop successors (a switch's cases).
    pub retain: Option<RetainFn>,
    /// How the generic form lists the successor operands.
    pub operands: SuccessorOperands,
}

/// How a branch's generic form lists its own operands and its successors'
/// in one operand list (MLIR's `AttrSizedOperandSegments` and
/// `VariadicOfVariadic`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SuccessorOperands {
    /// Every operand is the single successor's (`cf.br`).
    Single,
    /// `operandSegmentSizes`: the op's own operands, then one segment per
    /// successor (`cf.cond_br`).
    PerSuccessor,
    /// `operandSegmentSizes`: own operands, the first successor's, the
    /// other successors' together, split by `case_operand_segments`
    /// (`cf.switch`).
    DefaultAndCases,
}

/// An op's part in promoting a memory slot to SSA values (`mem2reg`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SlotRole {
    /// Result 0 is a fresh slot of its memref type, promotable when the
    /// memref has a single element (rank 0, or every dimension 1).
    Allocate,
    /// Result 0 is the value in the slot that operand `slot` addresses
    /// (promotable when its other operands, the indices, are constant zero).
    Load { slot: u8 },
    /// Stores operand `value` into the slot operand `slot` addresses
    /// (promotable when its other operands are constant zero).
    Store { value: u8, slot: u8 },
}

/// How the interpreter's lowering turns an op into the machine's
/// instructions (`interp/lower.rs`); operand layouts are those of the
/// named `memref`, `cf` and `func` op.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Exec {
    /// Through [`OpDef::eval`] (a constant when it has no operands and
    /// [`Traits::CONSTANT`]); not executable without it.
    Eval,
    Alloca,
    Load,
    Store,
    Br,
    CondBr,
    Switch,
    Assert,
    Call,
    Return,
    /// Not executable: an op in generic form.
    Opaque,
}

impl PartialEq for OpDef {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for OpDef {}

impl std::fmt::Debug for OpDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

impl OpDef {
    /// Is this a block terminator?
    pub fn is_terminator(&self) -> bool {
        self.traits.has(Traits::TERMINATOR)
    }

    /// Can the op be deleted when its results are unused?
    pub fn is_removable_if_unused(&self) -> bool {
        (self.traits.has(Traits::PURE) || self.allocates()) && !self.is_terminator()
    }

    /// The name without its dialect prefix (`addi`).
    pub fn mnemonic(&self) -> &'static str {
        self.name.split_once('.').map_or(self.name, |(_, m)| m)
    }

    /// Has it a memory effect of `kind` (besides unknown effects)?
    pub fn has_effect(&self, kind: EffectKind) -> bool {
        self.interfaces.effects.iter().any(|e| e.kind == kind)
    }

    /// Does it read memory?
    pub fn reads(&self) -> bool {
        self.has_effect(EffectKind::Read)
    }

    /// Does it write or free memory?
    pub fn writes(&self) -> bool {
        self.has_effect(EffectKind::Write) || self.has_effect(EffectKind::Free)
    }

    /// Does it allocate memory (and nothing else: removable when unused)?
    pub fn allocates(&self) -> bool {
        self.has_effect(EffectKind::Allocate)
    }

    /// Does it read, write or free the memory operand `index` addresses?
    pub fn accesses_operand(&self, index: usize) -> bool {
        self.interfaces
            .effects
            .iter()
            .any(|e| e.on == EffectOn::Operand(index as u8) && e.kind != EffectKind::Allocate)
    }

    /// Its branch interface.
    pub fn branch(&self) -> Option<&'static BranchInterface> {
        self.interfaces.branch
    }

    /// Is it a function ([`Traits::FUNCTION`])?
    pub fn is_function(&self) -> bool {
        self.traits.has(Traits::FUNCTION)
    }

    /// The callee of call op `op` of this kind, if it is a call.
    pub fn callee<'a>(&self, ir: &'a Ir, op: OpId) -> Option<&'a str> {
        self.interfaces.callee.map(|callee| callee(ir, op))
    }

    /// The name in custom form: ops of the default dialect inside a
    /// function (`func`, MLIR's default dialect of `func.func` bodies) drop
    /// their prefix, as [`lookup_in_function`] reads them.
    pub fn custom_name(&self) -> &'static str {
        if std::ptr::eq(self, &func::RETURN) || std::ptr::eq(self, &func::CALL) {
            self.mnemonic()
        } else {
            self.name
        }
    }
}

/// The value of `value` if a constant op defines it (MLIR's `m_Constant`:
/// an op with [`Traits::CONSTANT`], evaluated).
pub fn constant_of(ir: &Ir, value: ValueId) -> Option<Scalar> {
    let def = ir.defining_op(value)?;
    let code = ir.op_code(def);
    if !code.traits.has(Traits::CONSTANT) || !ir.operands(def).is_empty() {
        return None;
    }
    code.eval.and_then(|eval| eval(ir, def, &[]).ok())
}

/// A dialect: a name and its ops, each named `name.mnemonic`.
pub struct Dialect {
    pub name: &'static str,
    pub ops: &'static [&'static OpDef],
}

/// The dialects of this crate, registered on first use of the table.
static BUILTIN_DIALECTS: [&Dialect; 6] = [
    &builtin::DIALECT,
    &func::DIALECT,
    &arith::DIALECT,
    &cf::DIALECT,
    &memref::DIALECT,
    &ub::DIALECT,
];

/// The most ops the table holds (the IR stores indices as `u16`).
const MAX_OPS: usize = 1 << 12;

/// Slots of each hash table: a power of two, at most half full.
const TABLE_SLOTS: usize = 2 * MAX_OPS;

/// The op table: index to op.
static OPS: [OnceLock<OpCode>; MAX_OPS] = [const { OnceLock::new() }; MAX_OPS];

/// Ops with their index by address, and ops by name: open addressing with
/// linear probing. Slots are written once, under the registry's lock, and
/// read without it (one atomic load per probe, as the op table).
static BY_ADDRESS: [OnceLock<(OpCode, u16)>; TABLE_SLOTS] =
    [const { OnceLock::new() }; TABLE_SLOTS];
static BY_NAME: [OnceLock<OpCode>; TABLE_SLOTS] = [const { OnceLock::new() }; TABLE_SLOTS];

/// The slots to probe for a key of hash `hash`, in order.
fn probe(hash: u64) -> impl Iterator<Item = usize> {
    let start = hash as usize;
    (0..TABLE_SLOTS).map(move |i| (start.wrapping_add(i)) & (TABLE_SLOTS - 1))
}

fn address_hash(code: OpCode) -> u64 {
    FxBuildHasher.hash_one(code as *const OpDef as usize)
}

fn name_hash(name: &str) -> u64 {
    FxBuildHasher.hash_one(name)
}

/// The index of `code`, if it has one.
fn find_index(code: OpCode) -> Option<u16> {
    for slot in probe(address_hash(code)) {
        match BY_ADDRESS[slot].get() {
            None => return None,
            Some(&(c, index)) if std::ptr::eq(c, code) => return Some(index),
            Some(_) => {}
        }
    }
    None
}

/// The op named `name` among the registered dialects' ops.
fn find_name(name: &str) -> Option<OpCode> {
    for slot in probe(name_hash(name)) {
        match BY_NAME[slot].get() {
            None => return None,
            Some(&op) if op.name == name => return Some(op),
            Some(_) => {}
        }
    }
    None
}

/// The most ops with one kind of hook.
const MAX_HOOKS: usize = 64;

/// The registered ops with a [`Interfaces::materialize`] hook, and those
/// with a [`Interfaces::slot_builder`], in registration order: written
/// under the registry's lock, read without it.
static MATERIALIZERS: [OnceLock<OpCode>; MAX_HOOKS] = [const { OnceLock::new() }; MAX_HOOKS];
static SLOT_BUILDERS: [OnceLock<OpCode>; MAX_HOOKS] = [const { OnceLock::new() }; MAX_HOOKS];

/// The ops listed in `hooks`, the built-in dialects registered.
fn hooked(hooks: &'static [OnceLock<OpCode>]) -> impl Iterator<Item = OpCode> {
    registered_builtins();
    hooks.iter().map_while(|slot| slot.get().copied())
}

/// Appends `op` to `hooks` (under the registry's lock).
fn add_hook(hooks: &[OnceLock<OpCode>], op: OpCode) {
    let slot = hooks
        .iter()
        .find(|slot| slot.get().is_none())
        .unwrap_or_else(|| panic!("more than {MAX_HOOKS} ops with one kind of hook"));
    if slot.set(op).is_err() {
        unreachable!("slots are written under the lock");
    }
}

/// A detached op at `loc` making constant `value` of type `ty`: the first
/// registered op whose [`Interfaces::materialize`] can (built-in dialects
/// first), or `None` if none can.
pub fn materialize_constant(ir: &mut Ir, value: Scalar, ty: TypeId, loc: Loc) -> Option<OpId> {
    hooked(&MATERIALIZERS).find_map(|op| (op.interfaces.materialize?)(ir, value.clone(), ty, loc))
}

/// The slot builder of the first registered allocation op that has one
/// (the built-in `memref.alloca`), for passes that make slots of their
/// own.
pub fn slot_builder() -> &'static SlotBuilder {
    hooked(&SLOT_BUILDERS)
        .find_map(|op| op.interfaces.slot_builder)
        .expect("the built-in dialects build slots")
}

/// What the lock guards: the table's length and the registered dialects.
#[derive(Default)]
struct Registry {
    len: usize,
    dialects: Vec<&'static Dialect>,
}

/// The registry, the built-in dialects registered. A panic while holding
/// the lock leaves it consistent: every slot is written whole or not at all.
fn registry() -> MutexGuard<'static, Registry> {
    static REGISTRY: Mutex<Registry> = Mutex::new(Registry {
        len: 0,
        dialects: Vec::new(),
    });
    static BUILTINS: Once = Once::new();
    let lock = || REGISTRY.lock().unwrap_or_else(|e| e.into_inner());
    BUILTINS.call_once(|| {
        let mut r = lock();
        for dialect in BUILTIN_DIALECTS {
            r.add_dialect(dialect).expect("the built-in dialects agree");
        }
        r.add_op(&opaque::OPAQUE);
    });
    lock()
}

/// Writes `value` into the first free slot of `table` for `hash`.
fn insert<T>(table: &[OnceLock<T>], hash: u64, value: T) {
    let slot = probe(hash)
        .find(|&slot| table[slot].get().is_none())
        .expect("tables are at most half full");
    if table[slot].set(value).is_err() {
        unreachable!("slots are written under the lock");
    }
}

impl Registry {
    fn add_op(&mut self, op: OpCode) -> u16 {
        if let Some(i) = find_index(op) {
            return i;
        }
        assert!(self.len < MAX_OPS, "more than {MAX_OPS} op definitions");
        let i = self.len as u16;
        if OPS[self.len].set(op).is_err() {
            unreachable!("slots are written under the lock");
        }
        self.len += 1;
        insert(&BY_ADDRESS, address_hash(op), (op, i));
        i
    }

    fn add_dialect(&mut self, dialect: &'static Dialect) -> Result<(), String> {
        if self.dialects.iter().any(|&d| std::ptr::eq(d, dialect)) {
            return Ok(());
        }
        if self.dialects.iter().any(|d| d.name == dialect.name) {
            return Err(format!("dialect '{}' is already registered", dialect.name));
        }
        for (i, op) in dialect.ops.iter().enumerate() {
            if op.name.split_once('.').map(|(d, _)| d) != Some(dialect.name) {
                return Err(format!(
                    "op '{}' is not named '{}.<mnemonic>'",
                    op.name, dialect.name
                ));
            }
            if find_name(op.name).is_some() || dialect.ops[..i].iter().any(|o| o.name == op.name) {
                return Err(format!("op '{}' is already registered", op.name));
            }
        }
        for &op in dialect.ops {
            self.add_op(op);
            insert(&BY_NAME, name_hash(op.name), op);
            if op.interfaces.materialize.is_some() {
                add_hook(&MATERIALIZERS, op);
            }
            if op.interfaces.slot_builder.is_some() {
                add_hook(&SLOT_BUILDERS, op);
            }
        }
        self.dialects.push(dialect);
        Ok(())
    }
}

/// Registers `dialect` so that the parser finds its ops by name. Registering
/// the same dialect again does nothing; another dialect of the same name, or
/// an op name already taken, is an error.
pub fn register(dialect: &'static Dialect) -> Result<(), String> {
    registry().add_dialect(dialect)
}

/// The names of the registered dialects, in registration order.
pub fn registered_dialects() -> Vec<&'static str> {
    registry().dialects.iter().map(|d| d.name).collect()
}

/// The names of the registered function ops ([`Traits::FUNCTION`]), in
/// registration order.
pub fn function_op_names() -> Vec<&'static str> {
    registry()
        .dialects
        .iter()
        .flat_map(|d| d.ops.iter())
        .filter(|op| op.is_function())
        .map(|op| op.name)
        .collect()
}

/// The index of an op definition in the op table. An op created without
/// its dialect being registered gets an index (it works everywhere but in
/// the parser, which finds ops by name).
pub(crate) fn op_index(code: OpCode) -> u16 {
    find_index(code).unwrap_or_else(|| registry().add_op(code))
}

/// The op definition at an index of the op table.
pub(crate) fn op_by_index(index: u16) -> OpCode {
    OPS[index as usize]
        .get()
        .expect("an index of a registered op")
}

/// Registers the built-in dialects if that is not done yet.
fn registered_builtins() {
    static BUILTINS: Once = Once::new();
    BUILTINS.call_once(|| drop(registry()));
}

/// The registered op named `name` (full name, e.g. `cf.br`).
pub fn lookup(name: &str) -> Option<OpCode> {
    registered_builtins();
    find_name(name)
}

/// Ops that may be written without their dialect prefix inside a function
/// (MLIR's default dialect for `func.func` bodies is `func`).
pub fn lookup_in_function(name: &str) -> Option<OpCode> {
    match name {
        "return" => Some(&func::RETURN),
        "call" => Some(&func::CALL),
        _ => lookup(name),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_names_are_unique_and_found() {
        let ops: Vec<OpCode> = BUILTIN_DIALECTS
            .iter()
            .flat_map(|d| d.ops.iter().copied())
            .collect();
        for op in &ops {
            assert_eq!(lookup(op.name), Some(*op), "{}", op.name);
            assert_eq!(op_by_index(op_index(op)), *op);
        }
        let mut names: Vec<&str> = ops.iter().map(|o| o.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), ops.len());
    }

    fn verify_none(_: &VerifyCx<'_>, _: OpId) -> Result<(), Diagnostic> {
        Ok(())
    }

    static EXTRA: OpDef = OpDef {
        name: "extra.op",
        traits: Traits::PURE,
        parse: builtin::parse_by_driver,
        print: builtin::print_by_driver,
        verify: verify_none,
        eval: None,
        interfaces: Interfaces::NONE,
    };
    static EXTRA_DIALECT: Dialect = Dialect {
        name: "extra",
        ops: &[&EXTRA],
    };
    static CLASHING: Dialect = Dialect {
        name: "extra",
        ops: &[],
    };
    static MISNAMED: Dialect = Dialect {
        name: "other",
        ops: &[&EXTRA],
    };
    static TAKEN: Dialect = Dialect {
        name: "cf2",
        ops: &[&cf::BR],
    };

    #[test]
    fn dialects_from_outside_register_once() {
        assert_eq!(lookup("extra.op"), None);
        register(&EXTRA_DIALECT).unwrap();
        register(&EXTRA_DIALECT).unwrap();
        assert_eq!(lookup("extra.op"), Some(&EXTRA));
        assert!(registered_dialects().contains(&"extra"));
        assert!(register(&CLASHING)
            .unwrap_err()
            .contains("already registered"));
        assert!(register(&MISNAMED).unwrap_err().contains("not named"));
        assert!(register(&TAKEN).unwrap_err().contains("not named"));
        assert_eq!(op_by_index(op_index(&EXTRA)), &EXTRA);
    }
}
