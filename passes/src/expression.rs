//! The hash key of an op for value numbering (Briggs, Cooper & Simpson,
//! "Value numbering", SP&E 27(6), 1997, §2: an op is looked up by its
//! operator and the value numbers of its operands).
//!
//! The key holds what makes two ops compute the same value, as MLIR's
//! `cse` compares them (`OperationEquivalence`): the op, its attribute, its
//! result type and its operands' numbers, the two operands of a
//! `COMMUTATIVE` op in ascending order, so that `a + b` and `b + a` meet.
//! Who gives the numbers is the caller's: `cse` uses the values themselves,
//! `gvn` its congruence classes. Building a key is O(operands).

use ssa_ir::dialect::{OpDef, Traits};
use ssa_ir::ir::{Attribute, FastMath, Ir, OpId, TypeId, ValueId};
use ssa_ir::semantics::{IntFlags, RoundingMode};

/// An op's value-numbering key.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Expression {
    /// The op definition, by address (opcodes are statics).
    code: usize,
    result: TypeId,
    attr: AttrKey,
    /// For ops that read memory: the memory state they read (the caller's
    /// generation number, which changes at every possible write); 0 for
    /// pure ops.
    memory: u32,
    /// The operands' numbers, unused places [`NONE`].
    operands: [u32; MAX_OPERANDS],
}

/// Ops with more operands are not numbered (pure ops have at most three:
/// `arith.select`; a load of a rank-2 memref has three).
const MAX_OPERANDS: usize = 3;

/// An unused operand place.
const NONE: u32 = u32::MAX;

/// The attributes pure and reading ops carry, in comparable form.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum AttrKey {
    None,
    Int(u64),
    Float(u64),
    Predicate(u8),
    /// Ops with other flags compute other values (poison where a flag
    /// fails), so the flags are part of the key.
    IntFlags(IntFlags),
    FastMath(FastMath),
    Rounding(RoundingMode, FastMath),
}

/// Which ops get a key.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Numberable {
    /// Ops without side effects only.
    Pure,
    /// Also ops that only read memory (`memref.load`): their key holds
    /// this generation of memory.
    PureAndReads(u32),
}

/// The key of `op`, with `number` giving each operand's number, or `None`
/// if the op is not numbered: it has effects (beyond reading, if
/// `numberable` allows it), regions, successors, other than one result,
/// more than three operands, or an attribute no key holds (symbols,
/// strings). `number` must not return `u32::MAX`.
pub fn expression(
    ir: &Ir,
    op: OpId,
    numberable: Numberable,
    mut number: impl FnMut(ValueId) -> u32,
) -> Option<Expression> {
    let code = ir.op_code(op);
    let memory = memory_key(code, numberable)?;
    if ir.num_results(op) != 1 || !ir.op_regions(op).is_empty() || ir.num_successors(op) != 0 {
        return None;
    }
    let attr = match ir.op_attr(op) {
        None => AttrKey::None,
        Some(Attribute::Int(v)) => AttrKey::Int(*v),
        Some(Attribute::Float(v)) => AttrKey::Float(*v),
        Some(Attribute::Predicate(p)) => AttrKey::Predicate(*p),
        Some(Attribute::IntFlags(f)) => AttrKey::IntFlags(*f),
        Some(Attribute::FastMath(f)) => AttrKey::FastMath(*f),
        Some(Attribute::Rounding(mode, f)) => AttrKey::Rounding(*mode, *f),
        Some(_) => return None,
    };
    let values = ir.operands(op);
    if values.len() > MAX_OPERANDS {
        return None;
    }
    let mut operands = [NONE; MAX_OPERANDS];
    for (place, &v) in operands.iter_mut().zip(values) {
        *place = number(v);
    }
    if code.traits.has(Traits::COMMUTATIVE) && values.len() == 2 && operands[0] > operands[1] {
        operands.swap(0, 1);
    }
    Some(Expression {
        code: code as *const OpDef as usize,
        result: ir.value_type(ir.result(op, 0)),
        attr,
        memory,
        operands,
    })
}

/// The memory part of the key of an op of `code`, or `None` if such ops
/// are not numbered.
fn memory_key(code: &OpDef, numberable: Numberable) -> Option<u32> {
    let t = code.traits;
    if t.has(Traits::TERMINATOR) {
        return None;
    }
    if t.has(Traits::PURE) {
        return Some(0);
    }
    let only_reads =
        code.reads() && !code.writes() && !t.has(Traits::UNKNOWN_EFFECTS) && !code.allocates();
    match numberable {
        Numberable::PureAndReads(generation) if only_reads => Some(generation),
        _ => None,
    }
}

/// Can an op of `code` change memory that a load reads (stores, calls,
/// opaque ops)?
pub fn may_write(code: &OpDef) -> bool {
    code.writes() || code.traits.has(Traits::UNKNOWN_EFFECTS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssa_ir::parser::parse_module;

    /// The keys of the ops of the first function, in order.
    fn keys(text: &str, numberable: Numberable) -> Vec<Option<Expression>> {
        let ir = parse_module(text, 0).expect("valid test input");
        let func = ir.functions().next().expect("a function");
        let body = ir.func_body(func).expect("a body");
        let block = ir.region_first_block(body).expect("a block");
        ir.block_ops(block)
            .map(|op| expression(&ir, op, numberable, |v| v.index() as u32))
            .collect()
    }

    #[test]
    fn commutative_operands_meet_and_others_do_not() {
        let k = keys(
            "func.func @f(%a: i32, %b: i32) -> i32 {
               %0 = arith.addi %a, %b : i32
               %1 = arith.addi %b, %a : i32
               %2 = arith.subi %a, %b : i32
               %3 = arith.subi %b, %a : i32
               %4 = arith.cmpi slt, %a, %b : i32
               %5 = arith.cmpi sgt, %a, %b : i32
               return %0 : i32
             }",
            Numberable::Pure,
        );
        assert_eq!(k[0], k[1]);
        assert!(k[0].is_some());
        assert_ne!(k[2], k[3]);
        assert_ne!(k[4], k[5], "predicates are part of the key");
        assert_eq!(k[6], None, "terminators have no key");
    }

    #[test]
    fn constants_differ_by_type_and_loads_by_generation() {
        let text = "func.func @f(%m: memref<i32>) -> i32 {
               %0 = arith.constant 1 : i32
               %1 = arith.constant 1 : i64
               %2 = memref.load %m[] : memref<i32>
               memref.store %0, %m[] : memref<i32>
               return %0 : i32
             }";
        let pure = keys(text, Numberable::Pure);
        assert_ne!(pure[0], pure[1]);
        assert_eq!(pure[2], None, "loads are numbered only on request");
        assert_eq!(pure[3], None, "stores never");
        let first = keys(text, Numberable::PureAndReads(1));
        let second = keys(text, Numberable::PureAndReads(2));
        assert!(first[2].is_some());
        assert_ne!(first[2], second[2]);
        assert_eq!(first[0], second[0], "pure ops do not depend on memory");
    }
}
