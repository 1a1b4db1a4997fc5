//! The op registry. Each dialect file defines its ops as `OpDef` statics:
//! name, traits, custom assembly (parse and print) and verifier, so that an
//! op's whole behaviour lives in one place. An `OpCode` is a reference to
//! the static; two opcodes are equal when they are the same static.

pub mod arith;
pub mod builtin;
pub mod cf;
pub mod func;
pub mod memref;
pub mod opaque;
pub mod ub;

use crate::diagnostic::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::parser::{OpParser, PResult, ParsedOp};
use crate::printer::OpPrinter;
use crate::semantics::{Scalar, UndefinedBehaviour};
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// An op's identity: its definition.
pub type OpCode = &'static OpDef;

/// Properties passes rely on (MLIR's traits and memory effects).
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
    /// Reads memory through its memref operand.
    pub const READS: Traits = Traits(1 << 4);
    /// Writes memory through its memref operand.
    pub const WRITES: Traits = Traits(1 << 5);
    /// Allocates fresh memory (removable when unused).
    pub const ALLOCATES: Traits = Traits(1 << 6);
    /// May do anything (calls, opaque ops): never removed or reordered.
    pub const UNKNOWN_EFFECTS: Traits = Traits(1 << 7);
    /// Produces a constant from its attribute alone.
    pub const CONSTANT: Traits = Traits(1 << 8);

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
    pub symbols: &'a FxHashMap<&'a str, OpId>,
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

    /// Requires every operand and result of `op` to have one type, and
    /// returns it.
    pub fn same_type(&self, op: OpId) -> Result<crate::ir::TypeId, Diagnostic> {
        let ir = self.ir;
        let mut types = ir
            .operands(op)
            .iter()
            .map(|&v| ir.value_type(v))
            .chain(ir.results(op).map(|v| ir.value_type(v)));
        let first = types.next().expect("op has operands");
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

/// Everything about one operation.
pub struct OpDef {
    /// Full name, e.g. `arith.addi`.
    pub name: &'static str,
    pub traits: Traits,
    pub parse: ParseFn,
    pub print: PrintFn,
    pub verify: VerifyFn,
    /// The value of the result, for pure single-result ops. Ops with effects
    /// (memory, control flow, calls) are executed by the interpreter's machine.
    pub eval: Option<EvalFn>,
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
        (self.traits.has(Traits::PURE) || self.traits.has(Traits::ALLOCATES))
            && !self.is_terminator()
    }

    /// The name without its dialect prefix (`addi`).
    pub fn mnemonic(&self) -> &'static str {
        self.name.split_once('.').map_or(self.name, |(_, m)| m)
    }
}

/// Every registered op, by dialect.
fn all_ops() -> impl Iterator<Item = OpCode> {
    [
        builtin::OPS,
        func::OPS,
        arith::OPS,
        cf::OPS,
        memref::OPS,
        ub::OPS,
    ]
    .into_iter()
    .flatten()
    .copied()
}

/// Every op definition, opaque ops included, in a fixed order: the IR
/// stores an op's code as its index here (2 bytes instead of a pointer).
fn op_table() -> &'static (Vec<OpCode>, FxHashMap<usize, u16>) {
    static TABLE: OnceLock<(Vec<OpCode>, FxHashMap<usize, u16>)> = OnceLock::new();
    TABLE.get_or_init(|| {
        let ops: Vec<OpCode> = all_ops().chain([&opaque::OPAQUE]).collect();
        let index = ops
            .iter()
            .enumerate()
            .map(|(i, &op)| (op as *const OpDef as usize, i as u16))
            .collect();
        (ops, index)
    })
}

/// The index of an op definition in the op table.
pub(crate) fn op_index(code: OpCode) -> u16 {
    op_table().1[&(code as *const OpDef as usize)]
}

/// The op definition at an index of the op table.
pub(crate) fn op_by_index(index: u16) -> OpCode {
    op_table().0[index as usize]
}

/// The registered op named `name` (full name, e.g. `cf.br`).
pub fn lookup(name: &str) -> Option<OpCode> {
    static TABLE: OnceLock<FxHashMap<&'static str, OpCode>> = OnceLock::new();
    TABLE
        .get_or_init(|| all_ops().map(|op| (op.name, op)).collect())
        .get(name)
        .copied()
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
        let ops: Vec<OpCode> = all_ops().collect();
        for op in &ops {
            assert_eq!(lookup(op.name), Some(*op), "{}", op.name);
        }
        let mut names: Vec<&str> = ops.iter().map(|o| o.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), ops.len());
    }
}
