//! The generator's own program representation: a module of functions, each a
//! list of basic blocks in the pre-SSA style a front end emits (single-element slots,
//! loads, stores, integer arithmetic, `cf` terminators).
//!
//! It mirrors the textual IR one to one, so `emit` is a plain walk. Values,
//! slots and blocks are typed indices into per-function tables. Binary ops,
//! their flags and comparison predicates are the interpreter's
//! ([`IntBinOp`], [`IntFlags`], [`CmpIPredicate`], [`ExtendedOp`]).

pub use ssa_ir::semantics::{CmpIPredicate, ExtendedOp, IntBinOp, IntFlags, RoundingMode};

/// An integer type. Only power-of-two widths, so `x & (width - 1)` is a valid
/// shift amount; at most 64 bits, so every program also runs under the JIT
/// (which refuses wider integers) and the narrow arithmetic is what the
/// differential checks exercise (the wide path is checked against it in
/// `ssa_ir::semantics`'s tests).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ty {
    I1,
    I8,
    I16,
    I32,
    I64,
}

impl Ty {
    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            Ty::I1 => 1,
            Ty::I8 => 8,
            Ty::I16 => 16,
            Ty::I32 => 32,
            Ty::I64 => 64,
        }
    }

    /// The MLIR spelling (`i32`).
    pub fn name(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I8 => "i8",
            Ty::I16 => "i16",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
        }
    }
}

/// An SSA value of the enclosing function: an index into [`Func::values`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Value(pub u32);

/// A single-element `memref.alloca` of the enclosing function: an index into [`Func::slots`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Slot(pub u32);

/// A block of the enclosing function: an index into [`Func::blocks`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BlockId(pub u32);

/// How a value is spelled.
#[derive(Clone, Copy, Debug)]
pub enum ValueName {
    /// Function argument `%aN`.
    Arg(u32),
    /// Op result or block argument `%tN`.
    Temp(u32),
    /// Result `I` of a multi-result call `%tN:K`, spelled `%tN#I`.
    Result(u32, u32),
}

/// Type and spelling of a value.
#[derive(Clone, Copy, Debug)]
pub struct ValueInfo {
    pub ty: Ty,
    pub name: ValueName,
}

/// What a slot is for; also its name prefix.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SlotKind {
    /// A source variable, `%vN`.
    Var,
    /// A loop counter, `%kN`: written only by the loop that owns it.
    Counter,
    /// Never stored by reachable code, `%uN`: its loads are dead.
    Unwritten,
    /// Passed to `@sink_T`, `%eN`: not promotable.
    Escaping,
}

impl SlotKind {
    /// The name prefix (`v`, `k`, `u`, `e`).
    pub fn prefix(self) -> &'static str {
        match self {
            SlotKind::Var => "v",
            SlotKind::Counter => "k",
            SlotKind::Unwritten => "u",
            SlotKind::Escaping => "e",
        }
    }
}

/// A `memref.alloca() : memref<T>` at the top of the entry block, or of a
/// single element of rank 1 or 2 (`memref<1x1xT>`, accessed at `[0, 0]`),
/// which `mem2reg` promotes alike.
#[derive(Clone, Copy, Debug)]
pub struct SlotDecl {
    pub ty: Ty,
    pub kind: SlotKind,
    /// The number of dimensions, each of size 1.
    pub rank: u8,
}

/// Integer casts: extensions to a strictly wider type, truncation to a
/// strictly narrower one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CastOp {
    ExtS,
    ExtU,
    Trunc,
}

impl CastOp {
    /// The op name (`arith.extsi`).
    pub fn name(self) -> &'static str {
        match self {
            CastOp::ExtS => "arith.extsi",
            CastOp::ExtU => "arith.extui",
            CastOp::Trunc => "arith.trunci",
        }
    }
}

/// The function a call goes to.
#[derive(Clone, Copy, Debug)]
pub enum Callee {
    /// [`Module::funcs`]`[i]`.
    Func(u32),
    /// [`Module::exts`]`[i]`, spelled `@ext_i`.
    Ext(u32),
}

/// A non-terminator operation.
#[derive(Clone, Debug)]
pub enum Op {
    /// `arith.constant` (`true`/`false` for `i1`); the value fits the type as a
    /// signed integer.
    Const {
        dst: Value,
        value: i64,
    },
    /// `arith.<op>`, with `overflow<...>`/`exact` flags the operands are
    /// shaped never to break (see the builder).
    Binary {
        dst: Value,
        op: IntBinOp,
        flags: IntFlags,
        lhs: Value,
        rhs: Value,
    },
    /// `arith.<op>_extended`: two results, `[sum, overflow]` or `[low,
    /// high]`, spelled `%tN, %tM`.
    Extended {
        results: [Value; 2],
        op: ExtendedOp,
        lhs: Value,
        rhs: Value,
    },
    Cmp {
        dst: Value,
        pred: CmpIPredicate,
        lhs: Value,
        rhs: Value,
    },
    Select {
        dst: Value,
        cond: Value,
        on_true: Value,
        on_false: Value,
    },
    Cast {
        dst: Value,
        op: CastOp,
        src: Value,
    },
    /// An integer narrowed through floats: `src` (`i32`, `i64`) read as
    /// the float of its width (`f32`, `f64`), narrowed by `arith.truncf`
    /// (or `arith.scaling_truncf` by the `f16` with `scale`'s bits) under
    /// `mode` to the float of `dst`'s width (`f16`, `f32`), whose bits `dst`
    /// holds. Every `arith.bitcast` is defined, so is the whole.
    FloatRound {
        dst: Value,
        src: Value,
        scale: Option<Value>,
        mode: Option<RoundingMode>,
    },
    Load {
        dst: Value,
        slot: Slot,
    },
    Store {
        value: Value,
        slot: Slot,
    },
    Call {
        results: Vec<Value>,
        callee: Callee,
        args: Vec<Value>,
    },
    /// `func.call @sink_T(%slot) : (memref<T>) -> ()`: the slot escapes.
    Escape {
        slot: Slot,
    },
}

/// A successor with the values passed to its block arguments.
#[derive(Clone, Debug)]
pub struct Target {
    pub block: BlockId,
    pub args: Vec<Value>,
}

impl Target {
    /// A successor without block arguments.
    pub fn plain(block: BlockId) -> Target {
        Target {
            block,
            args: Vec::new(),
        }
    }
}

/// A block terminator.
#[derive(Clone, Debug)]
pub enum Term {
    Br(Target),
    CondBr {
        cond: Value,
        on_true: Target,
        on_false: Target,
    },
    Switch {
        flag: Value,
        default: Target,
        cases: Vec<(i64, Target)>,
    },
    Return(Vec<Value>),
}

/// A block label `^{kind}{id}`; `id` is unique within the function.
#[derive(Clone, Copy, Debug)]
pub struct Label {
    pub kind: &'static str,
    pub id: u32,
}

/// A basic block.
#[derive(Clone, Debug)]
pub struct Block {
    pub label: Label,
    pub params: Vec<Value>,
    pub ops: Vec<Op>,
    pub term: Term,
}

/// A function definition. `blocks[0]` is the entry block (printed without a
/// label, its arguments are the function's); the slots' allocas are printed
/// at its top.
#[derive(Clone, Debug)]
pub struct Func {
    pub name: String,
    pub params: Vec<Ty>,
    pub results: Vec<Ty>,
    pub slots: Vec<SlotDecl>,
    pub values: Vec<ValueInfo>,
    pub blocks: Vec<Block>,
}

impl Func {
    /// The type of a value.
    pub fn ty(&self, v: Value) -> Ty {
        self.values[v.0 as usize].ty
    }
}

/// An external function `func.func private @ext_N(params) -> results`.
#[derive(Clone, Debug)]
pub struct ExtDecl {
    pub params: Vec<Ty>,
    pub results: Vec<Ty>,
}

/// A generated module: declarations first, then the functions in order; a
/// function only calls functions before it.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub exts: Vec<ExtDecl>,
    /// Element types that have a `@sink_T(memref<T>)` declaration.
    pub sinks: Vec<Ty>,
    pub funcs: Vec<Func>,
}
