//! External calls under the JIT, the IR side: each called declaration
//! gets a body (a shim) that packs its arguments into an array of `i64`
//! (integers zero-extended, floats as their bits, memrefs as addresses)
//! and calls the runtime's `__ssa_jit_external_call`
//! ([`super::runtime`]), which answers with
//! [`external_call_result`](crate::semantics::external_call_result) (the
//! interpreter's one definition of the answers) and records the call in
//! the trace, memref contents included. One Rust function and one shim
//! shape for every signature: the answers are never re-implemented in LLVM
//! IR, so they cannot drift from the interpreter's.

use super::stops::{assert_failed_declaration, failed_flag};
use super::types;
use crate::diagnostic::Diagnostic;
use crate::ir::{Ir, OpId};
use inkwell::builder::{Builder, BuilderError};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue};
use inkwell::AddressSpace;

/// The runtime function answering external calls:
/// `void (i64 declaration, ptr args, ptr results)`.
pub(super) const EXTERNAL_CALL: &str = "__ssa_jit_external_call";

/// Defines the shims of declared functions in one module.
pub(super) struct Shims<'a, 'ctx> {
    context: &'ctx Context,
    module: &'a Module<'ctx>,
}

impl<'a, 'ctx> Shims<'a, 'ctx> {
    pub fn new(context: &'ctx Context, module: &'a Module<'ctx>) -> Self {
        Shims { context, module }
    }

    /// Gives the declaration `f` (already declared as `value`) a body that
    /// asks the runtime for its answers.
    pub fn define(
        &mut self,
        ir: &Ir,
        f: OpId,
        value: FunctionValue<'ctx>,
    ) -> Result<(), Diagnostic> {
        let attrs = ir.func_attrs(f).expect("a func.func has attributes");
        let loc = ir.op_loc(f);
        if attrs
            .results
            .iter()
            .any(|&t| ir.types.scalar_type(t).is_none())
        {
            return self.define_unanswerable(f, value, loc);
        }
        let context = self.context;
        let i64_type = context.i64_type();
        let builder = context.create_builder();
        let err = |e: inkwell::builder::BuilderError| {
            Diagnostic::error(loc, format!("internal error: LLVM builder: {e}"))
        };
        value.set_linkage(Linkage::Internal);
        let body = context.append_basic_block(value, "entry");
        builder.position_at_end(body);
        let args_type = i64_type.array_type(attrs.inputs.len().max(1) as u32);
        let args = builder.build_alloca(args_type, "args").map_err(err)?;
        for (i, param) in value.get_param_iter().enumerate() {
            let word = encode_word(&builder, context, param).map_err(err)?;
            let slot = element(&builder, context, args_type, args, i).map_err(err)?;
            builder.build_store(slot, word).map_err(err)?;
        }
        let results_type = i64_type.array_type(attrs.results.len().max(1) as u32);
        let results = builder.build_alloca(results_type, "results").map_err(err)?;
        let runtime = self.runtime_function(EXTERNAL_CALL, 3);
        let id = i64_type.const_int(f.index() as u64, false);
        builder
            .build_call(runtime, &[id.into(), args.into(), results.into()], "")
            .map_err(err)?;
        let mut values = Vec::with_capacity(attrs.results.len());
        for (i, &ty) in attrs.results.iter().enumerate() {
            let slot = element(&builder, context, results_type, results, i).map_err(err)?;
            let word = builder
                .build_load(i64_type, slot, "")
                .map_err(err)?
                .into_int_value();
            let ty = types::value_type(ir, context, ty, loc)?;
            let value = decode_word(&builder, context, word, ty).map_err(err)?;
            values.push(value);
        }
        match values.as_slice() {
            [] => builder.build_return(None),
            [one] => builder.build_return(Some(one)),
            many => builder.build_aggregate_return(many),
        }
        .map_err(err)?;
        Ok(())
    }

    /// The body of a declaration whose calls cannot be answered (it returns
    /// a memref): it stops the run like a failed assertion, reporting the
    /// declaration, which the JIT turns into the interpreter's error. Only
    /// a call that executes fails, as in the interpreter.
    fn define_unanswerable(
        &mut self,
        f: OpId,
        value: FunctionValue<'ctx>,
        loc: crate::ir::Loc,
    ) -> Result<(), Diagnostic> {
        let context = self.context;
        let builder = context.create_builder();
        let err =
            |e: BuilderError| Diagnostic::error(loc, format!("internal error: LLVM builder: {e}"));
        value.set_linkage(Linkage::Internal);
        builder.position_at_end(context.append_basic_block(value, "entry"));
        let flag = failed_flag(context, self.module);
        builder
            .build_store(
                flag.as_pointer_value(),
                context.i8_type().const_int(1, false),
            )
            .map_err(err)?;
        let report = assert_failed_declaration(context, self.module);
        let id = context.i64_type().const_int(f.index() as u64, false);
        builder.build_call(report, &[id.into()], "").map_err(err)?;
        match value.get_type().get_return_type() {
            None => builder.build_return(None),
            Some(ty) => builder.build_return(Some(&types::poison_of(ty))),
        }
        .map_err(err)?;
        Ok(())
    }

    /// The runtime function `name`: `void (i64, ptr...)` with `arity`
    /// parameters in all.
    fn runtime_function(&self, name: &str, arity: usize) -> FunctionValue<'ctx> {
        runtime_function(self.context, self.module, name, arity)
    }
}

/// Declares (once) the runtime function `name`: `void (i64, ptr, ...)`.
pub(super) fn runtime_function<'ctx>(
    context: &'ctx Context,
    module: &Module<'ctx>,
    name: &str,
    arity: usize,
) -> FunctionValue<'ctx> {
    if let Some(f) = module.get_function(name) {
        return f;
    }
    let ptr = context.ptr_type(AddressSpace::default());
    let mut params = vec![context.i64_type().into()];
    params.resize(arity, ptr.into());
    module.add_function(name, context.void_type().fn_type(&params, false), None)
}

/// A scalar or pointer as one `i64` word: integers zero-extended, floats
/// as their bits, pointers as addresses.
pub(super) fn encode_word<'ctx>(
    builder: &Builder<'ctx>,
    context: &'ctx Context,
    value: BasicValueEnum<'ctx>,
) -> Result<IntValue<'ctx>, BuilderError> {
    let i64_type = context.i64_type();
    match value {
        BasicValueEnum::IntValue(x) => builder.build_int_z_extend_or_bit_cast(x, i64_type, ""),
        BasicValueEnum::FloatValue(x) => {
            let bits = builder
                .build_bit_cast(
                    x,
                    types::int_type(context, types::float_width(x.get_type())),
                    "",
                )?
                .into_int_value();
            builder.build_int_z_extend_or_bit_cast(bits, i64_type, "")
        }
        BasicValueEnum::PointerValue(p) => builder.build_ptr_to_int(p, i64_type, ""),
        _ => unreachable!("values are integers, floats or pointers"),
    }
}

/// The value of scalar type `ty` in the low bits of the `i64` `word`.
pub(super) fn decode_word<'ctx>(
    builder: &Builder<'ctx>,
    context: &'ctx Context,
    word: IntValue<'ctx>,
    ty: BasicTypeEnum<'ctx>,
) -> Result<BasicValueEnum<'ctx>, BuilderError> {
    Ok(match ty {
        BasicTypeEnum::IntType(t) => builder.build_int_truncate_or_bit_cast(word, t, "")?.into(),
        BasicTypeEnum::FloatType(t) => {
            let bits_type = types::int_type(context, types::float_width(t));
            let bits = builder.build_int_truncate_or_bit_cast(word, bits_type, "")?;
            builder.build_bit_cast(bits, t, "")?
        }
        _ => unreachable!("only scalars are passed as words"),
    })
}

/// The address of element `i` of the array `array` of type `ty`.
fn element<'ctx>(
    builder: &inkwell::builder::Builder<'ctx>,
    context: &'ctx Context,
    ty: inkwell::types::ArrayType<'ctx>,
    array: inkwell::values::PointerValue<'ctx>,
    i: usize,
) -> Result<inkwell::values::PointerValue<'ctx>, inkwell::builder::BuilderError> {
    let i64_type = context.i64_type();
    let path = [i64_type.const_zero(), i64_type.const_int(i as u64, false)];
    // SAFETY: `i` is within the array, which the shim allocated.
    unsafe { builder.build_in_bounds_gep(ty, array, &path, "") }
}
