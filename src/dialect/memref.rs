//! The `memref` dialect subset: stack slots (`memref.alloca`) and their
//! loads and stores. Single-element slots (`memref<i32>`, `memref<1x1xf64>`)
//! used only by loads and stores at constant zero indices are what `mem2reg`
//! promotes, through their [`SlotRole`]s.

use super::{
    Dialect, EffectKind, EffectOn, Exec, Interfaces, MemoryEffect, OpDef, SlotBuilder, SlotRole,
    Traits, VerifyCx,
};
use crate::diagnostic::Diagnostic;
use crate::ir::{Loc, OpId, OpSpec, Type, TypeId, ValueId};
use crate::parser::{OpParser, PResult, ParsedOp, Values};
use crate::printer::OpPrinter;
use smallvec::smallvec;

/// `%m = memref.alloca() : memref<i32>`.
pub static ALLOCA: OpDef = OpDef {
    name: "memref.alloca",
    traits: Traits::NEEDS_ALLOCATION_SCOPE,
    parse: parse_alloca,
    print: print_alloca,
    verify: verify_alloca,
    eval: None,
    interfaces: Interfaces {
        effects: &[MemoryEffect {
            kind: EffectKind::Allocate,
            on: EffectOn::Result(0),
        }],
        slot: Some(SlotRole::Allocate),
        interp: Exec::Alloca,
        #[cfg(feature = "llvm")]
        llvm: Some(crate::target::llvm::memory::alloca),
        slot_builder: Some(&SlotBuilder {
            allocate: |ir, element| {
                let ty = ir.types.intern(Type::MemRef {
                    shape: Vec::new(),
                    element,
                });
                ir.create_op(OpSpec::new(&ALLOCA, &[], &[ty]))
            },
            load: |ir, slot| {
                let element = ir.types.memref(ir.value_type(slot)).expect("a memref").0;
                ir.create_op(OpSpec::new(&LOAD, &[slot], &[element]))
            },
            store: |ir, value, slot| ir.create_op(OpSpec::new(&STORE, &[value, slot], &[])),
            default_value: |ir, element| super::ub::poison(ir, element, Loc::UNKNOWN),
        }),
        ..Interfaces::NONE
    },
};

/// `%v = memref.load %m[] : memref<i32>`.
pub static LOAD: OpDef = OpDef {
    name: "memref.load",
    traits: Traits::NONE,
    parse: parse_load,
    print: print_load,
    verify: verify_load,
    eval: None,
    interfaces: Interfaces {
        effects: &[MemoryEffect {
            kind: EffectKind::Read,
            on: EffectOn::Operand(0),
        }],
        slot: Some(SlotRole::Load { slot: 0 }),
        interp: Exec::Load,
        #[cfg(feature = "llvm")]
        llvm: Some(crate::target::llvm::memory::load),
        ..Interfaces::NONE
    },
};

/// `memref.store %v, %m[] : memref<i32>`.
pub static STORE: OpDef = OpDef {
    name: "memref.store",
    traits: Traits::NONE,
    parse: parse_store,
    print: print_store,
    verify: verify_store,
    eval: None,
    interfaces: Interfaces {
        effects: &[MemoryEffect {
            kind: EffectKind::Write,
            on: EffectOn::Operand(1),
        }],
        slot: Some(SlotRole::Store { value: 0, slot: 1 }),
        interp: Exec::Store,
        #[cfg(feature = "llvm")]
        llvm: Some(crate::target::llvm::memory::store),
        ..Interfaces::NONE
    },
};

/// The dialect.
pub static DIALECT: Dialect = Dialect {
    name: "memref",
    ops: &[&ALLOCA, &LOAD, &STORE],
};

fn parse_alloca(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    p.expect("(")?;
    p.expect(")")?;
    p.expect(":")?;
    let loc = p.loc();
    let ty = p.ty()?;
    if p.ir().types.memref(ty).is_none() {
        return Err(Diagnostic::error(loc, "expected a memref type"));
    }
    Ok(ParsedOp::new([], [ty]))
}

fn print_alloca(p: &mut OpPrinter<'_>, op: OpId) {
    p.write("() : ");
    p.ty(p.ir().value_type(p.ir().result(op, 0)));
}

fn verify_alloca(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    cx.shape(op, 0, 1)?;
    let ir = cx.ir;
    if !ir.operands(op).is_empty() || ir.types.memref(ir.value_type(ir.result(op, 0))).is_none() {
        return Err(cx.error(op, "takes no operands and returns a memref"));
    }
    Ok(())
}

/// `%m[%i, %j] : memref<...>`: the memref and its indices pushed after
/// `operands` (those before them, which the caller resolves once it has
/// the element type), the memref type and its element type.
fn parse_access(
    p: &mut OpParser<'_, '_>,
    mut operands: Values,
) -> PResult<(Values, TypeId, TypeId)> {
    let memref = p.operand()?;
    p.expect("[")?;
    let indices = p.operand_list()?;
    p.expect("]")?;
    p.expect(":")?;
    let loc = p.loc();
    let ty = p.ty()?;
    let Some((element, _)) = p.ir().types.memref(ty) else {
        return Err(Diagnostic::error(loc, "expected a memref type"));
    };
    let index = p.ir().types.index();
    operands.push(p.resolve(memref, ty)?);
    for &i in &indices {
        operands.push(p.resolve(i, index)?);
    }
    Ok((operands, ty, element))
}

fn parse_load(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let (operands, _, element) = parse_access(p, Values::new())?;
    Ok(ParsedOp::new(operands, [element]))
}

fn parse_store(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let value = p.operand()?;
    p.expect(",")?;
    // The value's slot, filled once the memref type gives its type (the
    // memref and indices are resolved first, as their errors come first).
    let (mut operands, _, element) = parse_access(p, smallvec![ValueId::from_index(0)])?;
    operands[0] = p.resolve(value, element)?;
    Ok(ParsedOp::new(operands, []))
}

fn print_access(p: &mut OpPrinter<'_>, operands: &[crate::ir::ValueId]) {
    p.value(operands[0]);
    p.write("[");
    p.values(&operands[1..]);
    p.write("] : ");
    p.ty(p.ir().value_type(operands[0]));
}

fn print_load(p: &mut OpPrinter<'_>, op: OpId) {
    p.write(" ");
    print_access(p, p.ir().operands(op));
}

fn print_store(p: &mut OpPrinter<'_>, op: OpId) {
    let operands = p.ir().operands(op);
    p.write(" ");
    p.value(operands[0]);
    p.write(", ");
    print_access(p, &operands[1..]);
}

/// Checks `memref, indices...` against the memref's rank and returns its element type.
fn verify_access(
    cx: &VerifyCx<'_>,
    op: OpId,
    operands: &[crate::ir::ValueId],
) -> Result<TypeId, Diagnostic> {
    let ir = cx.ir;
    let Some((element, shape)) = operands
        .first()
        .and_then(|&m| ir.types.memref(ir.value_type(m)))
    else {
        return Err(cx.error(op, "expects a memref operand"));
    };
    if operands.len() - 1 != shape.len() {
        return Err(cx.error(
            op,
            format!(
                "expects {} indices for a rank-{} memref, got {}",
                shape.len(),
                shape.len(),
                operands.len() - 1
            ),
        ));
    }
    if operands[1..]
        .iter()
        .any(|&i| !matches!(ir.types.get(ir.value_type(i)), crate::ir::Type::Index))
    {
        return Err(cx.error(op, "indices must have type 'index'"));
    }
    Ok(element)
}

fn verify_load(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = cx.ir;
    let element = verify_access(cx, op, ir.operands(op))?;
    if ir.num_results(op) != 1 || ir.value_type(ir.result(op, 0)) != element {
        return Err(cx.error(op, "result type must be the memref's element type"));
    }
    Ok(())
}

fn verify_store(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = cx.ir;
    let operands = ir.operands(op);
    if operands.len() < 2 {
        return Err(cx.error(op, "expects a value and a memref"));
    }
    cx.shape(op, operands.len(), 0)?;
    let element = verify_access(cx, op, &operands[1..])?;
    if ir.value_type(operands[0]) != element {
        return Err(cx.error(op, "value type must be the memref's element type"));
    }
    Ok(())
}
