//! Stopping native code, the IR side (under the JIT only).
//!
//! - Failed `cf.assert`s. Native code cannot unwind through Rust, so a
//!   failing assertion sets the module's `__ssa_jit_failed` flag, reports
//!   itself to the runtime (`__ssa_jit_assert_failed`, [`super::runtime`])
//!   and returns poison; after every call the caller checks the flag and
//!   returns too, up to the entry wrapper. The run then ends as the
//!   interpreter's does, with the assertion's op. A call of a declaration
//!   that returns a memref (which no runtime can answer) stops the same
//!   way, reporting the declaration ([`super::externals`]).
//! - Fuel. Native code cannot be interrupted either, so a JIT that
//!   miscompiled a loop could spin forever: the module counts down a fuel
//!   global at every function entry and every target of a retreating edge
//!   (each cycle of the CFG has one), and stops like a failed assertion
//!   when it runs out. Both counts are at most the ops the interpreter
//!   executes, so a run the interpreter finished within some fuel finishes
//!   natively within the same fuel.

use super::externals::runtime_function;
use super::function::FunctionLowering;
use super::{types, Purpose};
use crate::diagnostic::Diagnostic;
use crate::ir::OpId;
use inkwell::basic_block::BasicBlock;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::values::{FunctionValue, GlobalValue};
use inkwell::IntPredicate;

/// The runtime function told of a failed assertion: `void (i64 op)`.
pub(super) const ASSERT_FAILED: &str = "__ssa_jit_assert_failed";
/// The flag (`i8`) set by a failed assertion or when the fuel runs out.
pub(super) const FAILED_FLAG: &str = "__ssa_jit_failed";
/// The fuel (`i64`): decremented on function entry and on each retreating
/// edge's target block (so every loop iteration and every call pays).
pub(super) const FUEL: &str = "__ssa_jit_fuel";
/// What [`ASSERT_FAILED`] is told when the fuel runs out.
pub(super) const OUT_OF_FUEL: u64 = u64::MAX;

/// The flag a failed assertion sets (defined once per module, `i8 0`).
pub(super) fn failed_flag<'ctx>(
    context: &'ctx Context,
    module: &Module<'ctx>,
) -> GlobalValue<'ctx> {
    zero_global(module, context.i8_type(), FAILED_FLAG)
}

/// The fuel left (defined once per module, `i64 0`; the entry wrapper
/// sets it).
pub(super) fn fuel_global<'ctx>(
    context: &'ctx Context,
    module: &Module<'ctx>,
) -> GlobalValue<'ctx> {
    zero_global(module, context.i64_type(), FUEL)
}

/// The internal global `name` of integer type `ty`, initially 0.
fn zero_global<'ctx>(
    module: &Module<'ctx>,
    ty: inkwell::types::IntType<'ctx>,
    name: &str,
) -> GlobalValue<'ctx> {
    if let Some(global) = module.get_global(name) {
        return global;
    }
    let global = module.add_global(ty, None, name);
    global.set_linkage(Linkage::Internal);
    global.set_initializer(&ty.const_zero());
    global
}

/// The declaration of the runtime's failed-assertion report.
pub(super) fn assert_failed_declaration<'ctx>(
    context: &'ctx Context,
    module: &Module<'ctx>,
) -> FunctionValue<'ctx> {
    runtime_function(context, module, ASSERT_FAILED, 1)
}

impl<'ctx> FunctionLowering<'_, 'ctx> {
    /// The failure path of the `cf.assert` `op` under the JIT, built at the
    /// builder's position: set the flag, report `op`, return.
    pub fn jit_assert_failed(&mut self, op: OpId) -> Result<(), Diagnostic> {
        self.jit_stop(op, op.index() as u64)
    }

    /// Takes one unit of fuel at the builder's position (under the JIT);
    /// stops when none is left, else continues in a new block. `op` gives
    /// the location of builder errors.
    pub fn jit_take_fuel(&mut self, op: OpId) -> Result<(), Diagnostic> {
        if self.options.purpose != Purpose::Jit {
            return Ok(());
        }
        let err = self.builder_error(op);
        let i64_type = self.context.i64_type();
        let fuel = fuel_global(self.context, self.module).as_pointer_value();
        let left = self
            .builder
            .build_load(i64_type, fuel, "fuel")
            .map_err(&err)?
            .into_int_value();
        let left = self
            .builder
            .build_int_sub(left, i64_type.const_int(1, false), "")
            .map_err(&err)?;
        self.builder.build_store(fuel, left).map_err(&err)?;
        let empty = self
            .builder
            .build_int_compare(IntPredicate::SLT, left, i64_type.const_zero(), "")
            .map_err(&err)?;
        let here = self
            .builder
            .get_insert_block()
            .expect("the builder is positioned");
        let next = self.context.insert_basic_block_after(here, "fuel.ok");
        let stop = self.context.append_basic_block(self.function, "fuel.out");
        self.builder
            .build_conditional_branch(empty, stop, next)
            .map_err(&err)?;
        self.builder.position_at_end(stop);
        self.jit_stop(op, OUT_OF_FUEL)?;
        self.builder.position_at_end(next);
        Ok(())
    }

    /// Sets the flag, tells the runtime `why` (an op index or
    /// [`OUT_OF_FUEL`]) and returns.
    fn jit_stop(&mut self, op: OpId, why: u64) -> Result<(), Diagnostic> {
        let err = self.builder_error(op);
        let flag = failed_flag(self.context, self.module);
        self.builder
            .build_store(
                flag.as_pointer_value(),
                self.context.i8_type().const_int(1, false),
            )
            .map_err(&err)?;
        let report = assert_failed_declaration(self.context, self.module);
        let id = self.context.i64_type().const_int(why, false);
        self.builder
            .build_call(report, &[id.into()], "")
            .map_err(&err)?;
        let unwind = self.unwind_block(op)?;
        self.builder
            .build_unconditional_branch(unwind)
            .map_err(&err)?;
        Ok(())
    }

    /// After a call of a function with a body under the JIT: returns at
    /// once if an assertion failed in it, else continues in a new block.
    pub fn jit_stop_if_failed(&mut self, op: OpId) -> Result<(), Diagnostic> {
        if self.options.purpose != Purpose::Jit {
            return Ok(());
        }
        let err = self.builder_error(op);
        let i8_type = self.context.i8_type();
        let flag = failed_flag(self.context, self.module);
        let state = self
            .builder
            .build_load(i8_type, flag.as_pointer_value(), "")
            .map_err(&err)?
            .into_int_value();
        let failed = self
            .builder
            .build_int_compare(IntPredicate::NE, state, i8_type.const_zero(), "")
            .map_err(&err)?;
        let here = self
            .builder
            .get_insert_block()
            .expect("the builder is positioned");
        let next = self.context.insert_basic_block_after(here, "call.ok");
        let unwind = self.unwind_block(op)?;
        self.builder
            .build_conditional_branch(failed, unwind, next)
            .map_err(&err)?;
        self.builder.position_at_end(next);
        Ok(())
    }

    /// The function's block returning poison (made on first use).
    fn unwind_block(&mut self, op: OpId) -> Result<BasicBlock<'ctx>, Diagnostic> {
        if let Some(block) = self.unwind {
            return Ok(block);
        }
        let here = self
            .builder
            .get_insert_block()
            .expect("the builder is positioned");
        let block = self.context.append_basic_block(self.function, "jit.unwind");
        self.builder.position_at_end(block);
        let err = self.builder_error(op);
        match self.function.get_type().get_return_type() {
            None => self.builder.build_return(None),
            Some(ty) => self.builder.build_return(Some(&types::poison_of(ty))),
        }
        .map_err(err)?;
        self.builder.position_at_end(here);
        self.unwind = Some(block);
        Ok(block)
    }
}
