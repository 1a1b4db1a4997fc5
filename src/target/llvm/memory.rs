//! Memory: `memref.alloca` → `alloca` (of the element, or of nested arrays
//! for a ranked memref), `memref.load`/`store` → `load`/`store`, through
//! `getelementptr inbounds` for a ranked memref (out-of-bounds indices are
//! undefined in both IRs); a single-element memref is its element's
//! `alloca`, accessed without a GEP.
//!
//! An `alloca` gives fresh storage each time it executes, in both IRs. One
//! whose every use is a load or store through it, or an argument of a call
//! of a declared function (which only reads it), can never have two of its
//! executions alive and reachable at once, so it is hoisted into the entry
//! block: a loop does not grow the stack, and LLVM's `mem2reg`, which only
//! promotes entry-block allocas, sees it (only a load before any store of
//! the iteration can tell, and it reads poison, which any value refines).
//! Any other `alloca` stays where it is.

use super::function::FunctionLowering;
use super::types;
use crate::diagnostic::Diagnostic;
use crate::ir::{BlockId, OpId};
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};

/// Emits the hoistable `alloca`s of the blocks `order` at the start of the
/// entry block (before anything else is lowered into it).
pub(super) fn hoist_allocas(
    f: &mut FunctionLowering<'_, '_>,
    order: &[BlockId],
) -> Result<(), Diagnostic> {
    let ir = f.ir;
    f.builder.position_at_end(f.entry);
    for &b in order {
        for op in ir.block_ops(b) {
            if ir.op_code(op).allocates() && is_hoistable(f, op) {
                build_alloca(f, op)?;
            }
        }
    }
    Ok(())
}

/// Does every use of the memref `alloca` only access it (see the module
/// documentation)?
fn is_hoistable(f: &FunctionLowering<'_, '_>, alloca: OpId) -> bool {
    let ir = f.ir;
    ir.uses(ir.result(alloca, 0)).all(|(user, index)| {
        let code = ir.op_code(user);
        code.accesses_operand(index)
            || code
                .callee(ir, user)
                .and_then(|callee| ir.lookup_function(callee))
                .is_some_and(|callee| ir.func_body(callee).is_none())
    })
}

/// `memref.alloca`, unless it was hoisted.
pub(crate) fn alloca(f: &mut FunctionLowering<'_, '_>, op: OpId) -> Result<(), Diagnostic> {
    if f.is_defined(f.ir.result(op, 0)) {
        return Ok(());
    }
    build_alloca(f, op)
}

fn build_alloca(f: &mut FunctionLowering<'_, '_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = f.ir;
    let result = ir.result(op, 0);
    let storage = types::storage_type(ir, f.context, ir.value_type(result), ir.op_loc(op))?;
    let pointer = f
        .builder
        .build_alloca(storage, f.name_of(result))
        .map_err(f.builder_error(op))?;
    f.define(result, pointer);
    Ok(())
}

/// `memref.load %m[%i...]`.
pub(crate) fn load(f: &mut FunctionLowering<'_, '_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = f.ir;
    let operands = ir.operands(op);
    let address = element_address(f, op, operands[0], &operands[1..])?;
    let result = ir.result(op, 0);
    let ty = types::value_type(ir, f.context, ir.value_type(result), ir.op_loc(op))?;
    let value = f
        .builder
        .build_load(ty, address, f.name_of(result))
        .map_err(f.builder_error(op))?;
    f.define(result, value);
    Ok(())
}

/// `memref.store %v, %m[%i...]`.
pub(crate) fn store(f: &mut FunctionLowering<'_, '_>, op: OpId) -> Result<(), Diagnostic> {
    let operands = f.ir.operands(op);
    let value: BasicValueEnum<'_> = f.value(operands[0], op)?;
    let address = element_address(f, op, operands[1], &operands[2..])?;
    f.builder
        .build_store(address, value)
        .map_err(f.builder_error(op))?;
    Ok(())
}

/// The address of element `indices` of `memref` (the memref itself for
/// rank 0).
fn element_address<'ctx>(
    f: &FunctionLowering<'_, 'ctx>,
    op: OpId,
    memref: crate::ir::ValueId,
    indices: &[crate::ir::ValueId],
) -> Result<PointerValue<'ctx>, Diagnostic> {
    let ir = f.ir;
    let base = f.value(memref, op)?.into_pointer_value();
    let shape = ir
        .types
        .memref(ir.value_type(memref))
        .map(|(_, shape)| shape);
    if shape.is_none_or(types::is_single_element) {
        // The one element (any other index is out of bounds: undefined).
        return Ok(base);
    }
    let storage = types::storage_type(ir, f.context, ir.value_type(memref), ir.op_loc(op))?;
    let mut path: Vec<IntValue<'ctx>> = vec![f.context.i64_type().const_zero()];
    for &i in indices {
        path.push(f.value(i, op)?.into_int_value());
    }
    // SAFETY: inkwell marks GEPs unsafe because an out-of-bounds index is
    // undefined when the address is used; the IR's semantics says the same.
    unsafe { f.builder.build_in_bounds_gep(storage, base, &path, "") }.map_err(f.builder_error(op))
}
