//! The JIT's runtime: what native code calls back into Rust for.
//!
//! - External calls. Under the JIT each called declaration gets a body (a
//!   shim) that packs its arguments into an array of `i64` (integers
//!   zero-extended, floats as their bits, memrefs as addresses) and calls
//!   [`external_call`], which answers with
//!   [`external_call_result`](crate::semantics::external_call_result) (the
//!   interpreter's one definition of the answers) and records the call in
//!   the trace, memref contents included. One Rust function and one shim
//!   shape for every signature: the answers are never re-implemented in
//!   LLVM IR, so they cannot drift from the interpreter's.
//! - Failed `cf.assert`s. Native code cannot unwind through Rust, so a
//!   failing assertion sets the module's `__ssa_jit_failed` flag, reports
//!   itself ([`assert_failed`]) and returns poison; after every call the
//!   caller checks the flag and returns too, up to the entry wrapper. The
//!   run then ends as the interpreter's does, with the assertion's op. A
//!   call of a declaration that returns a memref (which no runtime can
//!   answer) stops the same way, reporting the declaration.
//!
//! - Fuel. Native code cannot be interrupted either, so a JIT that
//!   miscompiled a loop could spin forever: the module counts down a fuel
//!   global at every function entry and every target of a retreating edge
//!   (each cycle of the CFG has one), and stops like a failed assertion
//!   when it runs out. Both counts are at most the ops the interpreter
//!   executes, so a run the interpreter finished within some fuel finishes
//!   natively within the same fuel.
//!
//! The runtime's state is per thread ([`Runtime::install`]): a run's
//! native code runs on the thread that installed it.

use super::function::FunctionLowering;
use super::{types, Purpose};
use crate::diagnostic::Diagnostic;
use crate::interp::{CallArg, ExternalCall};
use crate::ir::{Ir, OpId, Type};
use crate::semantics::{self, external_call_result, FloatValue, Scalar, ScalarType};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::{Builder, BuilderError};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, FunctionValue, GlobalValue, IntValue};
use inkwell::AddressSpace;
use inkwell::IntPredicate;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The runtime function answering external calls:
/// `void (i64 declaration, ptr args, ptr results)`.
pub(super) const EXTERNAL_CALL: &str = "__ssa_jit_external_call";
/// The runtime function told of a failed assertion: `void (i64 op)`.
pub(super) const ASSERT_FAILED: &str = "__ssa_jit_assert_failed";
/// The flag (`i8`) set by a failed assertion or when the fuel runs out.
pub(super) const FAILED_FLAG: &str = "__ssa_jit_failed";
/// The fuel (`i64`): decremented on function entry and on each retreating
/// edge's target block (so every loop iteration and every call pays).
pub(super) const FUEL: &str = "__ssa_jit_fuel";
/// What [`ASSERT_FAILED`] is told when the fuel runs out.
pub(super) const OUT_OF_FUEL: u64 = u64::MAX;

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
fn runtime_function<'ctx>(
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
                    types::int_type(context, float_width(context, x.get_type())),
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
            let bits_type = types::int_type(context, float_width(context, t));
            let bits = builder.build_int_truncate_or_bit_cast(word, bits_type, "")?;
            builder.build_bit_cast(bits, t, "")?
        }
        _ => unreachable!("only scalars are passed as words"),
    })
}

/// 32 or 64.
fn float_width(context: &Context, ty: inkwell::types::FloatType<'_>) -> u32 {
    if ty == context.f32_type() {
        32
    } else {
        64
    }
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

/// A parameter of a declared function as the runtime reads it.
#[derive(Clone, Debug)]
pub(super) enum Param {
    Scalar(ScalarType),
    /// A memref: `len` elements of `element`, `stride` bytes apart.
    MemRef {
        element: ScalarType,
        len: usize,
        stride: usize,
    },
}

/// A declared function as the runtime answers it.
#[derive(Clone, Debug)]
pub(super) struct ExternalSignature {
    pub name: Arc<str>,
    pub params: Vec<Param>,
    pub results: Vec<ScalarType>,
}

impl ExternalSignature {
    /// The signature of the declaration `f`, if its parameters are scalars
    /// or memrefs of scalars; `stride` gives an element type's size in
    /// memory (LLVM's alloc size).
    pub fn of(ir: &Ir, f: OpId, stride: impl Fn(ScalarType) -> usize) -> Option<Self> {
        let attrs = ir.func_attrs(f)?;
        let params = attrs
            .inputs
            .iter()
            .map(|&t| match ir.types.get(t) {
                Type::MemRef { shape, element } => {
                    let element = ir.types.scalar_type(*element)?;
                    Some(Param::MemRef {
                        element,
                        len: shape.iter().product::<u64>() as usize,
                        stride: stride(element),
                    })
                }
                _ => ir.types.scalar_type(t).map(Param::Scalar),
            })
            .collect::<Option<Vec<_>>>()?;
        let results = attrs
            .results
            .iter()
            .map(|&t| ir.types.scalar_type(t))
            .collect::<Option<Vec<_>>>()?;
        Some(ExternalSignature {
            name: attrs.name.as_str().into(),
            params,
            results,
        })
    }
}

/// The state of the runtime on one thread, during one run.
#[derive(Default)]
pub(super) struct Runtime {
    /// The declared functions, by their op's index.
    pub externals: BTreeMap<u64, ExternalSignature>,
    pub trace: Vec<ExternalCall>,
    /// The index of the `cf.assert` op that failed, or [`OUT_OF_FUEL`].
    pub failed_assert: Option<u64>,
}

thread_local! {
    static RUNTIME: RefCell<Option<Runtime>> = const { RefCell::new(None) };
}

impl Runtime {
    /// Makes `self` the runtime of this thread's native code until
    /// [`Runtime::take`].
    pub fn install(self) {
        RUNTIME.with(|r| *r.borrow_mut() = Some(self));
    }

    /// Removes this thread's runtime, with what the run recorded.
    pub fn take() -> Option<Runtime> {
        RUNTIME.with(|r| r.borrow_mut().take())
    }
}

/// The address of [`external_call`], to map [`EXTERNAL_CALL`] to.
pub(super) fn external_call_address() -> usize {
    external_call as *const () as usize
}

/// The address of [`assert_failed`], to map [`ASSERT_FAILED`] to.
pub(super) fn assert_failed_address() -> usize {
    assert_failed as *const () as usize
}

/// Answers the call of declaration `callee` (its op index) with the
/// arguments `args` (one word each) into `results` (one word each), and
/// records it. Never panics (it is called from native code).
extern "C" fn external_call(callee: u64, args: *const u64, results: *mut u64) {
    RUNTIME.with(|r| {
        let Ok(mut runtime) = r.try_borrow_mut() else {
            return;
        };
        let Some(runtime) = runtime.as_mut() else {
            return;
        };
        let Some(signature) = runtime.externals.get(&callee) else {
            return;
        };
        let mut scalars = Vec::with_capacity(signature.params.len());
        let mut recorded = Vec::with_capacity(signature.params.len());
        for (i, param) in signature.params.iter().enumerate() {
            // SAFETY: the shim passes one word per parameter.
            let word = unsafe { *args.add(i) };
            match *param {
                Param::Scalar(ty) => {
                    let value = scalar_from_word(ty, word);
                    scalars.push(value);
                    recorded.push(CallArg::Scalar(value));
                }
                Param::MemRef {
                    element,
                    len,
                    stride,
                } => {
                    let base = word as usize as *const u8;
                    let contents = (0..len)
                        // SAFETY: the memref's storage is an alloca of
                        // `len` elements `stride` bytes apart.
                        .map(|k| unsafe { read_element(base.add(k * stride), element) })
                        .collect();
                    recorded.push(CallArg::MemRef(contents));
                }
            }
        }
        let answers = external_call_result(&signature.name, &scalars, &signature.results);
        for (j, answer) in answers.iter().enumerate() {
            let word = word_from_scalar(*answer);
            // SAFETY: the shim passes one word per result.
            unsafe { *results.add(j) = word };
        }
        let call = ExternalCall {
            callee: signature.name.clone(),
            args: recorded,
            results: answers,
        };
        runtime.trace.push(call);
    });
}

/// Records the failed `cf.assert` of index `op`. Never panics.
extern "C" fn assert_failed(op: u64) {
    RUNTIME.with(|r| {
        if let Ok(mut runtime) = r.try_borrow_mut() {
            if let Some(runtime) = runtime.as_mut() {
                runtime.failed_assert.get_or_insert(op);
            }
        }
    });
}

/// The scalar of type `ty` in the low bits of `word`.
pub(super) fn scalar_from_word(ty: ScalarType, word: u64) -> Scalar {
    match ty {
        ScalarType::F32 => FloatValue::F32(f32::from_bits(word as u32)).into(),
        ScalarType::F64 => FloatValue::F64(f64::from_bits(word)).into(),
        ScalarType::Int(_) | ScalarType::Index => {
            semantics::IntValue::from_u64(word, ty.width()).into()
        }
    }
}

/// The word for a (non-poison) scalar: integers zero-extended, floats
/// their bits.
pub(super) fn word_from_scalar(value: Scalar) -> u64 {
    match value {
        Scalar::Int(v) => v.as_unsigned(),
        Scalar::Float(v) => v.to_bits(),
        Scalar::Poison => 0,
    }
}

/// Reads one element of type `ty` stored by LLVM at `at` (its store size,
/// little-endian; bits beyond an integer's width are ignored).
///
/// # Safety
/// `at` must point to at least the element's store size of readable bytes.
unsafe fn read_element(at: *const u8, ty: ScalarType) -> Scalar {
    let bytes = usize::from(ty.width()).div_ceil(8);
    let mut word = [0u8; 8];
    // SAFETY: the caller's promise.
    unsafe { std::ptr::copy_nonoverlapping(at, word.as_mut_ptr(), bytes) };
    scalar_from_word(ty, u64::from_le_bytes(word))
}
